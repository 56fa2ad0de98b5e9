#include "DocumentPdf.h"

#include <QBuffer>
#include <QDate>
#include <QJsonArray>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <qrencode.h>

namespace DocumentPdf {

namespace {

QString money(const QJsonValue &v)
{
    const qint64 minor = qRound64(v.toDouble() * 100.0);
    const qint64 a = minor < 0 ? -minor : minor;
    QString whole = QString::number(a / 100);
    for (qsizetype i = whole.size() - 3; i > 0; i -= 3)
        whole.insert(i, QLatin1Char('\''));
    return (minor < 0 ? QStringLiteral("-") : QString()) + whole + QLatin1Char('.')
        + QString::number(a % 100).rightJustified(2, QLatin1Char('0'));
}

QString str(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? QString::number(v.toDouble()) : v.toString();
}

// Millimetres to the writer's device units.
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
    void font(double pt, bool bold = false)
    {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(pt);
        f.setBold(bold);
        p.setFont(f);
    }
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

} // namespace

QString qrBillPayload(const QJsonObject &d, const Sender &sender)
{
    const QJsonObject r = d.value(QLatin1String("receiver")).toObject();
    QString iban =
        d.value(QLatin1String("paymentInstrucations")).toObject().value(QLatin1String("iban")).toString();
    if (iban.isEmpty())
        iban =
            d.value(QLatin1String("paymentInstructions")).toObject().value(QLatin1String("iban")).toString();
    if (iban.isEmpty())
        iban = sender.iban;
    iban.remove(QLatin1Char(' '));
    const QString open =
        money(d.contains(QLatin1String("openAmount")) ? d.value(QLatin1String("openAmount"))
                                                      : d.value(QLatin1String("documentTotal")))
            .remove(QLatin1Char('\''));
    QStringList lines {QStringLiteral("SPC"), QStringLiteral("0200"), QStringLiteral("1"), iban,
        // creditor, structured address
        QStringLiteral("S"), sender.name, sender.street, QString(), sender.zip, sender.city,
        QStringLiteral("CH"),
        // ultimate creditor (reserved, empty)
        QString(), QString(), QString(), QString(), QString(), QString(), QString(), open,
        str(d, "currencyCode"),
        // debtor
        QStringLiteral("S"), str(r, "name"), str(r, "address"), QString(), str(r, "zipCode"), str(r, "city"),
        QStringLiteral("CH"),
        // no structured reference on an ordinary IBAN
        QStringLiteral("NON"), QString(),
        QStringLiteral("%1 %2").arg(str(d, "invoiceNumber"), str(d, "title")).trimmed().left(140),
        QStringLiteral("EPD")};
    return lines.join(QLatin1Char('\n'));
}

QByteArray render(const QJsonObject &d, const QString &kindLabel, const Sender &sender)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(300);
    writer.setTitle(kindLabel + QLatin1Char(' ') + str(d, "invoiceNumber"));
    writer.setCreator(QStringLiteral("invoicedesk-sandbox"));
    QPainter painter(&writer);
    Page page {painter, 300.0 / 25.4};

    const QJsonObject r = d.value(QLatin1String("receiver")).toObject();
    QString number;
    for (const char *field : {"invoiceNumber", "quoteNumber", "contractNoteNumber", "deliveryNoteNumber",
             "creditNoteNumber", "recurringInvoiceNumber", "templateNumber"})
        number = number.isEmpty() ? str(d, field) : number;

    page.font(9);
    page.text(20, 15, 90, 25,
        QStringLiteral("%1\n%2\n%3 %4").arg(sender.name, sender.street, sender.zip, sender.city));
    page.font(10);
    page.text(120, 45, 80, 30,
        QStringLiteral("%1\n%2\n%3 %4")
            .arg(str(r, "name"), str(r, "address"), str(r, "zipCode"), str(r, "city")));
    page.font(16, true);
    page.text(20, 80, 170, 10, QStringLiteral("%1 %2").arg(kindLabel, number));
    page.font(9);
    QString dates;
    const QList<std::pair<const char *, const char *>> dateLabels {{"invoiceDate", "Date"},
        {"quoteDate", "Date"}, {"contractNoteDate", "Date"}, {"deliveryNoteDate", "Date"},
        {"creditNoteDate", "Date"}, {"startDate", "Start"}, {"dueDate", "Due"},
        {"validUntilDate", "Valid until"}, {"deliveryDate", "Delivery"}};
    for (const auto &[field, label] : dateLabels) {
        const QDate date = QDate::fromString(str(d, field), Qt::ISODate);
        if (date.isValid())
            dates += QStringLiteral("%1: %2    ")
                         .arg(QString::fromLatin1(label), date.toString(QStringLiteral("dd.MM.yyyy")));
    }
    page.text(20, 91, 170, 6, dates.trimmed());
    page.text(20, 97, 170, 6, str(d, "title"));

    // Positions
    double y = 108;
    page.font(8, true);
    page.text(20, y, 90, 5, QStringLiteral("Description"));
    page.text(110, y, 20, 5, QStringLiteral("Quantity"), Qt::AlignRight);
    page.text(132, y, 25, 5, QStringLiteral("Price"), Qt::AlignRight);
    page.text(158, y, 12, 5, QStringLiteral("VAT"), Qt::AlignRight);
    page.text(170, y, 20, 5, QStringLiteral("Amount"), Qt::AlignRight);
    painter.drawLine(page.mm(20), page.mm(y + 5), page.mm(190), page.mm(y + 5));
    y += 7;
    page.font(8);
    QMap<double, qint64> vatByRate;
    qint64 net = 0;
    for (const QJsonValue &v : d.value(QLatin1String("positions")).toArray()) {
        const QJsonObject pos = v.toObject();
        if (y > 180)
            break; // the payment part needs the bottom of the page; long documents are summarised
        const QString kind = str(pos, "kind");
        if (kind == QLatin1String("subtitle") || kind == QLatin1String("group")) {
            page.font(8, true);
            page.text(20, y, 150, 5, str(pos, "title"));
            page.font(8);
        } else if (kind == QLatin1String("product")) {
            const QJsonObject vat = pos.value(QLatin1String("vat")).toObject();
            page.text(20, y, 90, 5, str(pos, "productDescription"));
            page.text(110, y, 20, 5, QStringLiteral("%1 %2").arg(str(pos, "quantity"), str(pos, "unitCode")),
                Qt::AlignRight);
            page.text(132, y, 25, 5, money(pos.value(QLatin1String("singlePrice"))), Qt::AlignRight);
            page.text(158, y, 12, 5, str(vat, "percentage") + QStringLiteral("%"), Qt::AlignRight);
            page.text(170, y, 20, 5, money(pos.value(QLatin1String("positionTotal"))), Qt::AlignRight);
            vatByRate[vat.value(QLatin1String("percentage")).toDouble()] +=
                qRound64(vat.value(QLatin1String("amount")).toDouble() * 100);
            net += qRound64(pos.value(QLatin1String("positionTotal")).toDouble() * 100);
        } else if (kind == QLatin1String("text")) {
            page.text(20, y, 150, 5, str(pos, "productDescription") + str(pos, "title"));
        }
        y += 5.5;
    }
    painter.drawLine(page.mm(110), page.mm(y), page.mm(190), page.mm(y));
    y += 2;
    const QString currency = str(d, "currencyCode");
    const auto total = [&](const QString &label, const QString &value, bool bold = false) {
        page.font(8, bold);
        page.text(110, y, 55, 5, label);
        page.text(165, y, 25, 5, value, Qt::AlignRight);
        y += 5;
    };
    total(QStringLiteral("Net"), money(double(net) / 100.0));
    for (auto it = vatByRate.begin(); it != vatByRate.end(); ++it)
        total(QStringLiteral("VAT %1%").arg(it.key()), money(double(it.value()) / 100.0));
    total(QStringLiteral("Total %1").arg(currency), money(d.value(QLatin1String("documentTotal"))), true);
    page.font(8);
    page.text(20, std::min(y + 4, 188.0), 170, 8, str(d, "terms"));

    // The payment part: for invoices in CHF, a QR-bill across the bottom 105 mm of the page.
    const bool qrBill = currency == QLatin1String("CHF")
        && d.value(QLatin1String("type")).toString() == QLatin1String("invoice");
    if (qrBill) {
        const double top = 297 - 105;
        QPen dashed(Qt::black, 1, Qt::DashLine);
        painter.setPen(dashed);
        painter.drawLine(page.mm(0), page.mm(top), page.mm(210), page.mm(top));
        painter.drawLine(page.mm(62), page.mm(top), page.mm(62), page.mm(297));
        painter.setPen(Qt::black);
        const QString payload = qrBillPayload(d, sender);
        const QStringList fields = payload.split(QLatin1Char('\n'));
        page.font(11, true);
        page.text(5, top + 5, 52, 7, QStringLiteral("Receipt"));
        page.text(67, top + 5, 51, 7, QStringLiteral("Payment part"));
        drawQr(page, payload, 67, top + 17, 46);
        page.font(6, true);
        page.text(5, top + 12, 52, 4, QStringLiteral("Account / Payable to"));
        page.text(118, top + 5, 87, 4, QStringLiteral("Account / Payable to"));
        page.font(8);
        QString iban = fields.value(3);
        for (qsizetype i = 4; i < iban.size(); i += 5)
            iban.insert(i, QLatin1Char(' ')); // shown in groups of four, encoded without spaces
        const QString creditor = QStringLiteral("%1\n%2\n%3\n%4 %5")
                                     .arg(iban, sender.name, sender.street, sender.zip, sender.city);
        page.text(5, top + 16, 52, 20, creditor);
        page.text(118, top + 9, 87, 20, creditor);
        page.font(6, true);
        page.text(5, top + 38, 52, 4, QStringLiteral("Payable by"));
        page.text(118, top + 32, 87, 4, QStringLiteral("Additional information"));
        page.text(118, top + 45, 87, 4, QStringLiteral("Payable by"));
        page.font(8);
        const QString debtor = QStringLiteral("%1\n%2\n%3 %4")
                                   .arg(str(r, "name"), str(r, "address"), str(r, "zipCode"), str(r, "city"));
        page.text(5, top + 42, 52, 16, debtor);
        page.text(118, top + 36, 87, 8, fields.value(29));
        page.text(118, top + 49, 87, 16, debtor);
        page.font(6, true);
        page.text(5, top + 68, 20, 4, QStringLiteral("Currency"));
        page.text(25, top + 68, 30, 4, QStringLiteral("Amount"));
        page.text(67, top + 68, 20, 4, QStringLiteral("Currency"));
        page.text(87, top + 68, 30, 4, QStringLiteral("Amount"));
        page.font(10);
        page.text(5, top + 72, 20, 6, fields.value(19));
        page.text(25, top + 72, 30, 6, money(fields.value(18).toDouble()));
        page.text(67, top + 72, 20, 6, fields.value(19));
        page.text(87, top + 72, 30, 6, money(fields.value(18).toDouble()));
    } else {
        QJsonObject payment = d.value(QLatin1String("paymentInstrucations")).toObject();
        page.text(20, 200, 170, 10,
            QStringLiteral("Payment to IBAN %1, %2")
                .arg(payment.value(QLatin1String("iban")).toString(sender.iban), sender.name));
    }
    painter.end();
    return bytes;
}

} // namespace DocumentPdf
