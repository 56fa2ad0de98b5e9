#include "DocumentPdf.h"

#include "Documents.h"
#include "PaymentReferences.h"
#include "PdfTexts.h"

#include <QBuffer>
#include <QDate>
#include <QJsonArray>
#include <QMap>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <qrencode.h>

namespace DocumentPdf {

namespace {

using PdfTexts::Text;

QString str(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? QString::number(v.toDouble()) : v.toString();
}

qint64 minor(const QJsonValue &v)
{
    return scaledNumber(v, 2).value_or(0);
}

// 1'234.50, the Swiss form, in every language.
QString money(qint64 amount)
{
    const qint64 a = amount < 0 ? -amount : amount;
    QString whole = QString::number(a / 100);
    for (qsizetype i = whole.size() - 3; i > 0; i -= 3)
        whole.insert(i, QLatin1Char('\''));
    return (amount < 0 ? QStringLiteral("-") : QString()) + whole + QLatin1Char('.')
        + QString::number(a % 100).rightJustified(2, QLatin1Char('0'));
}

// A scaled number without trailing zeros: 8.1, 10, 1.5, 0.25.
QString decimal(const QJsonValue &v, int decimals)
{
    const qint64 scaled = scaledNumber(v, decimals).value_or(0);
    qint64 unit = 1;
    for (int i = 0; i < decimals; ++i)
        unit *= 10;
    const qint64 a = scaled < 0 ? -scaled : scaled;
    QString text = QString::number(a / unit);
    QString fraction = QString::number(a % unit).rightJustified(decimals, QLatin1Char('0'));
    while (fraction.endsWith(QLatin1Char('0')))
        fraction.chop(1);
    if (!fraction.isEmpty())
        text += QLatin1Char('.') + fraction;
    return (scaled < 0 ? QStringLiteral("-") : QString()) + text;
}

QString date(const QJsonObject &o, const char *key)
{
    const QDate d = QDate::fromString(str(o, key), Qt::ISODate);
    return d.isValid() ? d.toString(QStringLiteral("dd.MM.yyyy")) : QString();
}

qint64 share(qint64 amount, qint64 numerator, qint64 denominator)
{
    const qint64 p = amount * numerator;
    return (p >= 0 ? p + denominator / 2 : p - denominator / 2) / denominator;
}

QString numberOf(const QJsonObject &d)
{
    for (const char *field : {"invoiceNumber", "quoteNumber", "contractNoteNumber", "deliveryNoteNumber",
             "creditNoteNumber", "recurringInvoiceNumber", "templateNumber"}) {
        const QString number = str(d, field);
        if (!number.isEmpty())
            return number;
    }
    return {};
}

Text kindTitle(const QString &kind)
{
    static const QHash<QString, Text> titles {{QStringLiteral("quotes"), Text::Quote},
        {QStringLiteral("contract-notes"), Text::ContractNote},
        {QStringLiteral("delivery-notes"), Text::DeliveryNote}, {QStringLiteral("invoices"), Text::Invoice},
        {QStringLiteral("credit-notes"), Text::CreditNote},
        {QStringLiteral("recurring-invoices"), Text::RecurringInvoice},
        {QStringLiteral("templates"), Text::Template}};
    return titles.value(kind, Text::Invoice);
}

// Where the receiver pays and under which reference: a QR reference goes to the QR-IBAN of the invoice's
// bank account (type QRR), a creditor reference to its IBAN (SCOR); anything else is no reference (NON).
struct Slip
{
    QString iban;
    QString type;
    QString reference;
};

Slip slipOf(const Print &print)
{
    const QJsonObject &d = print.document;
    QJsonObject instructions = d.value(QLatin1String("paymentInstrucations")).toObject();
    if (instructions.value(QLatin1String("iban")).toString().isEmpty())
        instructions = d.value(QLatin1String("paymentInstructions")).toObject();
    Slip slip;
    slip.iban = instructions.value(QLatin1String("iban")).toString();
    if (slip.iban.isEmpty())
        slip.iban = print.sender.iban;
    slip.iban.remove(QLatin1Char(' '));
    const QString reference =
        PaymentReferences::compact(instructions.value(QLatin1String("reference")).toString());
    if (PaymentReferences::isQrr(reference) && !print.qrIban.isEmpty()) {
        slip = {print.qrIban, QStringLiteral("QRR"), reference};
    } else if (PaymentReferences::isScor(reference)) {
        slip.type = QStringLiteral("SCOR");
        slip.reference = reference;
    } else {
        slip.type = QStringLiteral("NON");
    }
    return slip;
}

Text levelTitle(int level)
{
    return level >= 3 ? Text::ReminderLevel3 : level == 2 ? Text::ReminderLevel2 : Text::ReminderLevel1;
}

// Millimetres to the writer's device units, and text in boxes given in millimetres.
struct Page
{
    QPainter &p;
    double unit; // device units per mm
    int mm(double v) const { return int(v * unit); }
    QRect rect(double x, double y, double w, double h) const { return {mm(x), mm(y), mm(w), mm(h)}; }
    void text(
        double x, double y, double w, double h, const QString &t, int flags = Qt::AlignLeft | Qt::AlignTop)
    {
        p.drawText(rect(x, y, w, h), flags | Qt::TextWordWrap, t);
    }
    // The height in mm that `t` takes wrapped into width w.
    double height(double w, const QString &t) const
    {
        return p.boundingRect(rect(0, 0, w, 1000), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, t)
                   .height()
            / unit;
    }
    void font(double pt, bool bold = false)
    {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(pt);
        f.setBold(bold);
        p.setFont(f);
    }
    void line(double x1, double y1, double x2, double y2) { p.drawLine(mm(x1), mm(y1), mm(x2), mm(y2)); }
};

void drawQr(Page &page, const QString &payload, double x, double y, double size)
{
    QRcode *code = QRcode_encodeString(payload.toUtf8().constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code)
        return;
    const double module = size / code->width;
    page.p.save();
    page.p.setPen(Qt::NoPen);
    page.p.setBrush(Qt::black);
    for (int row = 0; row < code->width; ++row) {
        for (int col = 0; col < code->width; ++col) {
            if (code->data[row * code->width + col] & 1)
                page.p.drawRect(QRectF(page.mm(x + col * module), page.mm(y + row * module),
                    page.mm(module) + 1, page.mm(module) + 1));
        }
    }
    // The Swiss cross in the middle: 7 mm in all, a white edge of 0.5 mm around a black square with the
    // white cross, as the QR-bill style guide draws it.
    const double c = 7.0;
    const double cx = x + (size - c) / 2;
    const double cy = y + (size - c) / 2;
    page.p.setBrush(Qt::white);
    page.p.drawRect(QRectF(page.mm(cx), page.mm(cy), page.mm(c), page.mm(c)));
    page.p.setBrush(Qt::black);
    page.p.drawRect(QRectF(page.mm(cx + 0.5), page.mm(cy + 0.5), page.mm(c - 1.0), page.mm(c - 1.0)));
    page.p.setBrush(Qt::white);
    page.p.drawRect(QRectF(page.mm(cx + 2.9), page.mm(cy + 1.6), page.mm(1.2), page.mm(3.8)));
    page.p.drawRect(QRectF(page.mm(cx + 1.6), page.mm(cy + 2.9), page.mm(3.8), page.mm(1.2)));
    page.p.restore();
    QRcode_free(code);
}

// Columns of the positions table: x and width in mm.
struct Column
{
    double x;
    double w;
};
constexpr Column colNumber {20, 8};
constexpr Column colDescription {28, 60};
constexpr Column colQuantity {88, 24};
constexpr Column colPrice {112, 22};
constexpr Column colDiscount {134, 19};
constexpr Column colVat {153, 16};
constexpr Column colAmount {169, 21};
constexpr Column colLabel {110, 59}; // labels of the totals, whose amounts are in colAmount

constexpr double pageBottom = 280; // where the flowing content of a page ends
constexpr double slipTop = 297 - 105; // the QR-bill's payment part: the bottom 105 mm

// Lays out one print page by page: the flowing content breaks onto a new page when it reaches the bottom.
class Renderer
{
public:
    Renderer(const Print &print, QPdfWriter &writer, QPainter &painter)
        : m_print(print)
        , m_d(print.document)
        , m_lang(print.language)
        , m_writer(writer)
        , m_page {painter, 300.0 / 25.4}
    { }

    void run()
    {
        header();
        if (m_print.reminder)
            reminder();
        else
            positions();
        const bool qrBill = m_d.value(QLatin1String("currencyCode")).toString() == QLatin1String("CHF")
            && m_print.kind == QLatin1String("invoices");
        if (qrBill) {
            if (m_y > slipTop - 6)
                newPage(); // the payment part goes on a page of its own when the content leaves no room
            paymentPart();
        } else if (m_print.kind == QLatin1String("invoices")) {
            m_page.font(8);
            ensure(8);
            const Slip slip = slipOf(m_print);
            QString payTo = t(Text::PayTo).arg(slip.iban, m_print.sender.name);
            if (!slip.reference.isEmpty())
                payTo += QStringLiteral(", %1 %2").arg(
                    t(Text::QrReference), PaymentReferences::grouped(slip.reference));
            m_page.text(20, m_y + 4, 170, 8, payTo);
        }
    }

private:
    QString t(Text id) const { return PdfTexts::text(id, m_lang); }

    void newPage()
    {
        m_writer.newPage();
        ++m_pageNumber;
        m_page.font(8);
        m_page.text(20, 12, 170, 5,
            QStringLiteral("%1 · %2").arg(title(m_print), t(Text::Page).arg(m_pageNumber)), Qt::AlignRight);
        m_page.line(20, 17, 190, 17);
        m_y = 20;
    }

    void cell(const Column &column, const QString &text, int flags = Qt::AlignLeft | Qt::AlignTop)
    {
        m_page.text(column.x, m_y, column.w, 5, text, flags);
    }

    void ensure(double height)
    {
        if (m_y + height > pageBottom)
            newPage();
    }

    void header()
    {
        const QJsonObject r = m_d.value(QLatin1String("receiver")).toObject();
        const DocumentPdf::Sender &s = m_print.sender;
        m_page.font(9);
        m_page.text(20, 15, 90, 25, QStringLiteral("%1\n%2\n%3 %4").arg(s.name, s.street, s.zip, s.city));
        m_page.font(10);
        m_page.text(120, 45, 80, 30,
            QStringLiteral("%1\n%2\n%3 %4")
                .arg(str(r, "name"), str(r, "address"), str(r, "zipCode"), str(r, "city")));
        m_page.font(16, true);
        m_page.text(20, 80, 170, 10, title(m_print));

        // Dates on the left, customer number and reference on the right.
        QList<std::pair<QString, QString>> left;
        if (m_print.reminder) {
            left.append({t(Text::ReminderLevel).arg(m_print.reminder->level), QString()});
            left.append({t(Text::InvoiceDate), date(m_d, "invoiceDate")});
            left.append({t(Text::DueDate), date(m_d, "dueDate")});
        } else {
            const QList<std::pair<const char *, Text>> dates {{"invoiceDate", Text::InvoiceDate},
                {"quoteDate", Text::QuoteDate}, {"contractNoteDate", Text::DocumentDate},
                {"deliveryNoteDate", Text::DocumentDate}, {"creditNoteDate", Text::DocumentDate},
                {"startDate", Text::StartDate}, {"dueDate", Text::DueDate},
                {"validUntilDate", Text::ValidUntil}, {"deliveryDate", Text::DeliveryDate}};
            for (const auto &[field, label] : dates) {
                const QString value = date(m_d, field);
                if (!value.isEmpty())
                    left.append({t(label), value});
            }
        }
        QList<std::pair<QString, QString>> right;
        const QString customer = str(r, "customerNumber");
        if (!customer.isEmpty())
            right.append({t(Text::CustomerNumber), customer});
        const QString reference = str(m_d, "reference");
        if (!reference.isEmpty())
            right.append({t(Text::Reference), reference});
        m_page.font(9);
        double y = 91;
        for (const auto &[label, value] : left) {
            m_page.text(20, y, 40, 5, label);
            m_page.text(60, y, 45, 5, value);
            y += 4.5;
        }
        double yr = 91;
        for (const auto &[label, value] : right) {
            m_page.text(110, yr, 35, 5, label);
            m_page.text(145, yr, 45, 5, value);
            yr += 4.5;
        }
        m_y = qMax(y, yr) + 2;
        const QString documentTitle = str(m_d, "title");
        if (!documentTitle.isEmpty() && !m_print.reminder) {
            m_page.font(9, true);
            m_page.text(20, m_y, 170, 6, documentTitle);
            m_y += 6;
        }
        m_y += 2;
    }

    // The unit's name in the print's language, from the account's units; the code when none matches.
    QString unitName(const QJsonObject &pos) const
    {
        for (const char *field : {"unitUuid", "unitCode"}) {
            const QString key = str(pos, field);
            if (!key.isEmpty() && m_print.units.contains(key))
                return m_print.units.value(key);
        }
        return str(pos, "unitCode");
    }

    void positionHeader()
    {
        m_page.font(8, true);
        cell(colNumber, t(Text::Position));
        cell(colDescription, t(Text::Description));
        if (m_priced) {
            cell(colQuantity, t(Text::Quantity), Qt::AlignRight);
            cell(colPrice, t(Text::Price), Qt::AlignRight);
            cell(colDiscount, t(Text::Discount), Qt::AlignRight);
            cell(colVat, t(Text::Vat), Qt::AlignRight);
            cell(colAmount, t(Text::Amount), Qt::AlignRight);
        } else {
            m_page.text(150, m_y, 40, 5, t(Text::Quantity), Qt::AlignRight);
        }
        m_page.line(20, m_y + 5, 190, m_y + 5);
        m_y += 7;
    }

    void product(const QJsonObject &pos, const QString &number)
    {
        const QString description = str(pos, "productDescription");
        m_page.font(8);
        const double descriptionWidth = m_priced ? colDescription.w - 1 : 120;
        const double height = qMax(4.5, m_page.height(descriptionWidth, description) + 1);
        if (m_y + height > pageBottom) {
            newPage();
            positionHeader();
            m_page.font(8);
        }
        m_page.text(20, m_y, 8, height, number);
        m_page.text(28, m_y, descriptionWidth, height, description);
        const QString quantity = QStringLiteral("%1 %2")
                                     .arg(decimal(pos.value(QLatin1String("quantity")), 3), unitName(pos))
                                     .trimmed();
        if (!m_priced) {
            m_page.text(150, m_y, 40, 5, quantity, Qt::AlignRight);
            m_y += height;
            return;
        }
        QJsonObject discount = pos.value(QLatin1String("discount")).toObject();
        if (discount.isEmpty())
            discount = pos.value(QLatin1String("discounts")).toObject();
        const qint64 discountBp = scaledNumber(discount.value(QLatin1String("percentage")), 2).value_or(0);
        const QJsonObject vat = pos.value(QLatin1String("vat")).toObject();
        const qint64 line = minor(pos.value(QLatin1String("positionTotal")));
        cell(colQuantity, quantity, Qt::AlignRight);
        cell(colPrice, money(minor(pos.value(QLatin1String("singlePrice")))), Qt::AlignRight);
        if (discountBp != 0)
            cell(colDiscount, decimal(discount.value(QLatin1String("percentage")), 2) + QStringLiteral(" %"),
                Qt::AlignRight);
        cell(colVat, decimal(vat.value(QLatin1String("percentage")), 2) + QStringLiteral(" %"),
            Qt::AlignRight);
        cell(colAmount, money(line), Qt::AlignRight);
        const qint64 rateBp = scaledNumber(vat.value(QLatin1String("percentage")), 2).value_or(0);
        m_vatByRate[rateBp] += minor(vat.value(QLatin1String("amount")));
        m_baseByRate[rateBp] += line;
        m_lines += line;
        m_section += line;
        m_products = true;
        m_y += height;
    }

    void positions()
    {
        m_priced = m_print.kind != QLatin1String("delivery-notes");
        positionHeader();
        int number = 0;
        for (const QJsonValue &v : m_d.value(QLatin1String("positions")).toArray()) {
            const QJsonObject pos = v.toObject();
            const QString kind = pos.value(QLatin1String("kind")).toString(QStringLiteral("product"));
            if (kind == QLatin1String("product")) {
                product(pos, QString::number(++number));
            } else if (kind == QLatin1String("group")) {
                ensure(5);
                ++number;
                m_page.font(8, true);
                m_page.text(20, m_y, 8, 5, QString::number(number));
                m_page.text(28, m_y, 140, 5, str(pos, "title"));
                m_y += 5;
                int item = 0;
                for (const QJsonValue &i : pos.value(QLatin1String("items")).toArray())
                    product(i.toObject(), QStringLiteral("%1.%2").arg(number).arg(++item));
            } else if (kind == QLatin1String("subtitle")) {
                ensure(7);
                m_page.font(8, true);
                m_page.text(28, m_y + 1, 160, 5, str(pos, "title") + str(pos, "productDescription"));
                m_y += 6;
            } else if (kind == QLatin1String("text")) {
                m_page.font(8);
                const QString text = str(pos, "productDescription") + str(pos, "title");
                const double height = m_page.height(140, text) + 1;
                ensure(height);
                m_page.text(28, m_y, 140, height, text);
                m_y += height;
            } else if (kind == QLatin1String("section_total") && m_priced) {
                ensure(6);
                m_page.line(colAmount.x, m_y, 190, m_y);
                m_page.font(8, true);
                m_page.text(28, m_y + 0.5, 120, 5, t(Text::Subtotal));
                m_page.text(colAmount.x, m_y + 0.5, colAmount.w, 5, money(m_section), Qt::AlignRight);
                m_section = 0;
                m_y += 6;
            } else if (kind == QLatin1String("divider")) {
                ensure(3);
                m_page.line(28, m_y + 1.5, 190, m_y + 1.5);
                m_y += 3;
            }
        }
        if (m_priced)
            totals();
        closing();
    }

    void totalLine(const QString &label, qint64 amount, bool bold = false)
    {
        m_page.font(8, bold);
        cell(colLabel, label);
        cell(colAmount, money(amount), Qt::AlignRight);
        m_y += 5;
    }

    void totals()
    {
        const bool inclusive = m_d.value(QLatin1String("pricesIncludeVat")).toBool();
        const QString currency = str(m_d, "currencyCode");
        const qint64 documentTotal = minor(m_d.value(QLatin1String("documentTotal")));
        ensure(12 + 5.0 * double(m_vatByRate.size() + 3));
        m_page.line(110, m_y + 1, 190, m_y + 1);
        m_y += 2;
        if (!m_products) { // an imported invoice: only its total is known
            totalLine(t(Text::Total).arg(currency), documentTotal, true);
            paidAndOpen(documentTotal);
            return;
        }
        qint64 vatSum = 0;
        for (qint64 v : m_vatByRate)
            vatSum += v;
        qint64 total = inclusive ? m_lines : m_lines + vatSum;
        totalLine(t(Text::Subtotal), m_lines);
        const auto vatLines = [&](Text label) {
            for (auto it = m_vatByRate.begin(); it != m_vatByRate.end(); ++it)
                totalLine(t(label).arg(decimal(QJsonValue(double(it.key()) / 100.0), 2),
                              money(m_baseByRate.value(it.key()))),
                    it.value());
        };
        if (!inclusive)
            vatLines(Text::VatOn);
        // The document discount, taken off the total after VAT as the server computes it.
        const QJsonObject discount = m_d.value(QLatin1String("documentDiscount")).toObject();
        const auto percent = scaledNumber(discount.value(QLatin1String("percentage")), 2);
        const auto amount = scaledNumber(discount.value(QLatin1String("amount")), 2);
        if (percent && *percent != 0) {
            const qint64 off = share(total, *percent, 10000);
            totalLine(
                t(Text::DocumentDiscount)
                    .arg(decimal(discount.value(QLatin1String("percentage")), 2) + QStringLiteral(" %")),
                -off);
            total -= off;
        } else if (!percent && amount && *amount != 0) {
            totalLine(t(Text::DocumentDiscount).arg(QString()).trimmed(), -*amount);
            total -= *amount;
        }
        if (documentTotal != total)
            totalLine(t(Text::Rounding), documentTotal - total);
        m_page.line(110, m_y + 0.5, 190, m_y + 0.5);
        m_y += 1;
        totalLine(t(Text::Total).arg(currency), documentTotal, true);
        if (inclusive) {
            m_page.font(7);
            vatLines(Text::VatIncluded);
        }
        paidAndOpen(documentTotal);
    }

    // An invoice partly paid: what came in and what is still open, the amount its QR-bill asks for.
    void paidAndOpen(qint64 documentTotal)
    {
        if (m_print.kind != QLatin1String("invoices") || !m_d.contains(QLatin1String("openAmount"))
            || m_d.value(QLatin1String("isCancelled")).toBool())
            return;
        const qint64 open = minor(m_d.value(QLatin1String("openAmount")));
        if (open == documentTotal)
            return;
        ensure(11);
        totalLine(t(Text::AlreadyPaid), open - documentTotal);
        m_page.line(110, m_y + 0.5, 190, m_y + 0.5);
        m_y += 1;
        totalLine(t(Text::OpenAmount), open, true);
    }

    void closing()
    {
        m_page.font(8);
        for (const char *field : {"terms", "footerText"}) {
            const QString text = str(m_d, field);
            if (text.isEmpty())
                continue;
            const double height = m_page.height(170, text) + 1;
            ensure(height + 3);
            m_page.text(20, m_y + 3, 170, height, text);
            m_y += height + 3;
        }
    }

    void reminder()
    {
        const Reminder &r = *m_print.reminder;
        const QString currency = str(m_d, "currencyCode");
        m_page.font(9);
        const double height = m_page.height(170, r.letter) + 1;
        ensure(height);
        m_page.text(20, m_y, 170, height, r.letter);
        m_y += height + 4;
        ensure(40);
        const qint64 total = minor(m_d.value(QLatin1String("documentTotal")));
        const qint64 open =
            m_d.contains(QLatin1String("openAmount")) ? minor(m_d.value(QLatin1String("openAmount"))) : total;
        m_page.font(8, true);
        m_page.text(20, m_y, 90, 5,
            QStringLiteral("%1 %2, %3").arg(t(Text::Invoice), numberOf(m_d), date(m_d, "invoiceDate")));
        totalLine(t(Text::InvoiceAmount), total);
        if (total != open)
            totalLine(t(Text::AlreadyPaid), open - total);
        totalLine(t(Text::OpenAmount), open);
        if (r.fee != 0)
            totalLine(r.feeLabel, r.fee);
        m_page.line(110, m_y + 0.5, 190, m_y + 0.5);
        m_y += 1;
        totalLine(t(Text::Total).arg(currency), open + r.fee, true);
    }

    void paymentPart()
    {
        const QJsonObject r = m_d.value(QLatin1String("receiver")).toObject();
        const DocumentPdf::Sender &s = m_print.sender;
        const double top = slipTop;
        QPainter &painter = m_page.p;
        m_page.font(7);
        m_page.text(0, top - 4, 210, 4, QStringLiteral("✂ %1").arg(t(Text::QrSeparate)), Qt::AlignHCenter);
        QPen dashed(Qt::black, 1, Qt::DashLine);
        painter.setPen(dashed);
        m_page.line(0, top, 210, top);
        m_page.line(62, top, 62, 297);
        painter.setPen(Qt::black);
        const QString payload = qrBillPayload(m_print);
        const QStringList fields = payload.split(QLatin1Char('\n'));
        QString iban = fields.value(3);
        for (qsizetype i = 4; i < iban.size(); i += 5)
            iban.insert(i, QLatin1Char(' ')); // shown in groups of four, encoded without spaces
        const QString creditor =
            QStringLiteral("%1\n%2\n%3\n%4 %5").arg(iban, s.name, s.street, s.zip, s.city);
        const QString reference = PaymentReferences::grouped(fields.value(28));
        const QString debtor = QStringLiteral("%1\n%2\n%3 %4")
                                   .arg(str(r, "name"), str(r, "address"), str(r, "zipCode"), str(r, "city"));
        const QString amount =
            money(scaledNumber(fields.value(18), 2).value_or(0)).replace(QLatin1Char('\''), QLatin1Char(' '));

        // Receipt (left, 62 mm): headings 6 pt bold, values 8 pt.
        m_page.font(11, true);
        m_page.text(5, top + 5, 52, 7, t(Text::QrReceipt));
        m_page.font(6, true);
        m_page.text(5, top + 12, 52, 4, t(Text::QrAccountPayableTo));
        m_page.font(8);
        m_page.text(5, top + 15, 52, 16, creditor);
        double receiptY = top + 32;
        if (!reference.isEmpty()) {
            m_page.font(6, true);
            m_page.text(5, receiptY, 52, 4, t(Text::QrReference));
            m_page.font(8);
            const double height = m_page.height(52, reference); // a QRR takes two lines here
            m_page.text(5, receiptY + 3, 52, height + 1, reference);
            receiptY += 3 + height + 2;
        }
        m_page.font(6, true);
        m_page.text(5, receiptY, 52, 4, t(Text::QrPayableBy));
        m_page.font(8);
        m_page.text(5, receiptY + 3, 52, 16, debtor);
        m_page.font(6, true);
        m_page.text(5, top + 68, 20, 4, t(Text::QrCurrency));
        m_page.text(22, top + 68, 30, 4, t(Text::QrAmount));
        m_page.font(8);
        m_page.text(5, top + 71, 17, 5, fields.value(19));
        m_page.text(22, top + 71, 30, 5, amount);
        m_page.font(6, true);
        m_page.text(5, top + 82, 52, 4, t(Text::QrAcceptancePoint), Qt::AlignRight);

        // Payment part (right, 148 mm): headings 8 pt bold, values 10 pt.
        m_page.font(11, true);
        m_page.text(67, top + 5, 51, 7, t(Text::QrPaymentPart));
        drawQr(m_page, payload, 67, top + 17, 46);
        m_page.font(8, true);
        m_page.text(67, top + 68, 20, 5, t(Text::QrCurrency));
        m_page.text(84, top + 68, 30, 5, t(Text::QrAmount));
        m_page.font(10);
        m_page.text(67, top + 72, 17, 6, fields.value(19));
        m_page.text(84, top + 72, 30, 6, amount);
        m_page.font(8, true);
        m_page.text(118, top + 5, 87, 5, t(Text::QrAccountPayableTo));
        m_page.font(10);
        m_page.text(118, top + 9, 87, 22, creditor);
        double paymentY = top + 31;
        if (!reference.isEmpty()) {
            m_page.font(8, true);
            m_page.text(118, paymentY, 87, 5, t(Text::QrReference));
            m_page.font(10);
            m_page.text(118, paymentY + 4, 87, 5, reference);
            paymentY += 10;
        }
        m_page.font(8, true);
        m_page.text(118, paymentY, 87, 5, t(Text::QrAdditionalInformation));
        m_page.font(10);
        // The message (up to 140 characters) takes the lines it needs; "Payable by" follows below it.
        const double information = qMin(m_page.height(87, fields.value(29)), 14.0);
        m_page.text(118, paymentY + 4, 87, information, fields.value(29));
        const double payableBy = paymentY + 4 + qMax(information, 5.0) + 3;
        m_page.font(8, true);
        m_page.text(118, payableBy, 87, 5, t(Text::QrPayableBy));
        m_page.font(10);
        m_page.text(118, payableBy + 4, 87, 18, debtor);
    }

    const Print &m_print;
    const QJsonObject &m_d;
    const QString m_lang;
    QPdfWriter &m_writer;
    Page m_page;
    double m_y = 0;
    int m_pageNumber = 1;
    bool m_priced = true;
    bool m_products = false;
    qint64 m_lines = 0;
    qint64 m_section = 0;
    QMap<qint64, qint64> m_vatByRate; // rate in basis points -> VAT
    QMap<qint64, qint64> m_baseByRate; // rate in basis points -> lines
};

} // namespace

QString title(const Print &print)
{
    const Text heading = print.reminder ? levelTitle(print.reminder->level) : kindTitle(print.kind);
    return QStringLiteral("%1 %2").arg(PdfTexts::text(heading, print.language), numberOf(print.document));
}

QString amountText(qint64 minorUnits)
{
    return money(minorUnits);
}

qint64 amountDue(const Print &print)
{
    const QJsonObject &d = print.document;
    const qint64 open =
        minor(d.contains(QLatin1String("openAmount")) ? d.value(QLatin1String("openAmount"))
                                                      : d.value(QLatin1String("documentTotal")));
    return open + (print.reminder ? print.reminder->fee : 0);
}

QString fillPlaceholders(const QString &text, const QJsonObject &d, qint64 fee)
{
    QString filled = text;
    const QList<std::pair<const char *, QString>> values {{"{documentNumber}", numberOf(d)},
        {"{documentDate}", date(d, "invoiceDate")}, {"{dueDate}", date(d, "dueDate")},
        {"{documentTotal}", money(minor(d.value(QLatin1String("documentTotal"))))},
        {"{openAmount}", money(minor(d.value(QLatin1String("openAmount"))))},
        {"{currency}", str(d, "currencyCode")}, {"{dunningAmount}", money(fee)}};
    for (const auto &[placeholder, value] : values)
        filled.replace(QLatin1String(placeholder), value);
    return filled;
}

QString qrBillPayload(const Print &print)
{
    const QJsonObject &d = print.document;
    const Sender &sender = print.sender;
    const QJsonObject r = d.value(QLatin1String("receiver")).toObject();
    const Slip slip = slipOf(print);
    const QString amount = money(amountDue(print)).remove(QLatin1Char('\''));
    QStringList lines {QStringLiteral("SPC"), QStringLiteral("0200"), QStringLiteral("1"), slip.iban,
        // creditor, structured address
        QStringLiteral("S"), sender.name, sender.street, QString(), sender.zip, sender.city,
        QStringLiteral("CH"),
        // ultimate creditor (reserved, empty)
        QString(), QString(), QString(), QString(), QString(), QString(), QString(), amount,
        str(d, "currencyCode"),
        // debtor
        QStringLiteral("S"), str(r, "name"), str(r, "address"), QString(), str(r, "zipCode"), str(r, "city"),
        QStringLiteral("CH"),
        // QRR with the QR-IBAN, SCOR, or NON
        slip.type, slip.reference,
        QStringLiteral("%1 %2").arg(numberOf(d), str(d, "title")).trimmed().left(140), QStringLiteral("EPD")};
    return lines.join(QLatin1Char('\n'));
}

QByteArray render(const Print &print)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(300);
    writer.setTitle(title(print));
    writer.setCreator(QStringLiteral("invoicedesk-sandbox"));
    QPainter painter(&writer);
    Renderer(print, writer, painter).run();
    painter.end();
    return bytes;
}

} // namespace DocumentPdf
