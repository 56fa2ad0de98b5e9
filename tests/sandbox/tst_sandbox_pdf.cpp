// The printed documents: the PDF the sandbox hands out opens in QtPdf, the QR code of its Swiss QR-bill
// decodes (zbar) to the payment text with the IBAN, the amount and the currency, and its text (read back
// with QtPdf) is in the receiver's language: fixed texts, unit names instead of codes, line and document
// discounts, the QR-bill's texts as the Swiss Implementation Guidelines give them, and reminders with
// their level, the dunning settings' letter and fee.
//
// With INVOICEDESK_PDF_SHOTS=DIR set, the invoices in each language and the German and English reminders
// are also written there as PNG (docs/screenshots/invoice-pdf-en.png, reminder-de.png and reminder-en.png
// come from here).
#include "SandboxPeer.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPainter>
#include <QPdfDocument>
#include <QPdfSelection>
#include <QTemporaryDir>
#include <QTest>

#include <zbar.h>

namespace {

QStringList decodeQr(const QImage &page)
{
    const QImage gray = page.convertToFormat(QImage::Format_Grayscale8);
    QByteArray pixels;
    pixels.reserve(gray.width() * gray.height());
    for (int y = 0; y < gray.height(); ++y)
        pixels.append(reinterpret_cast<const char *>(gray.constScanLine(y)), gray.width());
    zbar::ImageScanner scanner;
    scanner.set_config(zbar::ZBAR_NONE, zbar::ZBAR_CFG_ENABLE, 0);
    scanner.set_config(zbar::ZBAR_QRCODE, zbar::ZBAR_CFG_ENABLE, 1);
    zbar::Image image(
        unsigned(gray.width()), unsigned(gray.height()), "Y800", pixels.constData(), unsigned(pixels.size()));
    scanner.scan(image);
    QStringList found;
    for (auto symbol = image.symbol_begin(); symbol != image.symbol_end(); ++symbol)
        found << QString::fromStdString(symbol->get_data());
    image.set_data(nullptr, 0);
    return found;
}

// A page of a PDF at 200 dpi on white (the page itself is transparent where nothing is drawn).
QImage pageImage(QPdfDocument &document, int page)
{
    const QImage rendered = document.render(page, QSize(1654, 2339));
    QImage image(rendered.size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.drawImage(0, 0, rendered);
    return image;
}

// The QR-bill's code on a page: zbar takes the Swiss cross's black square for part of the code and gives
// up; a phone's banking app does not. Blank the cross (7 mm in the middle of the 46 mm code at 67/209 mm):
// the code's error correction (level M) restores what it covered, as it does for the cross itself.
QStringList qrOf(QImage page)
{
    QPainter painter(&page);
    const double px = 200.0 / 25.4;
    painter.fillRect(QRectF((67 + 23 - 3.5) * px, (209 + 23 - 3.5) * px, 7 * px, 7 * px), Qt::white);
    painter.end();
    return decodeQr(page);
}

QString money(double amount)
{
    QString text = QString::number(amount, 'f', 2);
    for (qsizetype i = text.indexOf(QLatin1Char('.')) - 3; i > 0 && text.at(i - 1).isDigit(); i -= 3)
        text.insert(i, QLatin1Char('\''));
    return text;
}

void saveShot(QPdfDocument &document, int page, const QString &name)
{
    const QString dir = qEnvironmentVariable("INVOICEDESK_PDF_SHOTS");
    if (!dir.isEmpty())
        QVERIFY(pageImage(document, page).save(QDir(dir).filePath(name)));
}

} // namespace

class TestSandboxPdf : public QObject
{
    Q_OBJECT

    QString path(const QString &suffix) const
    {
        return QStringLiteral("/accounts/%1").arg(m_account) + suffix;
    }
    SandboxPeer::Answer send(const QByteArray &verb, const QString &suffix, const QJsonObject &body = {})
    {
        return m_peer.request(verb, path(suffix), QStringLiteral("demo"),
            body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson(QJsonDocument::Compact));
    }
    // A company of its own for a test, in `language`; its uuid (empty when refused).
    QString createCompany(const QString &name, const QString &language)
    {
        const QJsonObject company {{QStringLiteral("type"), QStringLiteral("company")},
            {QStringLiteral("name"), name}, {QStringLiteral("language"), language},
            {QStringLiteral("payment_terms"), 30}, {QStringLiteral("currency_code"), QStringLiteral("CHF")},
            {QStringLiteral("addresses"),
                QJsonArray {QJsonObject {{QStringLiteral("address"), QStringLiteral("Marktgasse 7")},
                    {QStringLiteral("zip_code"), QStringLiteral("3011")},
                    {QStringLiteral("city"), QStringLiteral("Bern")},
                    {QStringLiteral("country_code"), QStringLiteral("CH")},
                    {QStringLiteral("state"), QStringLiteral("BE")}}}}};
        const auto created = send("POST", QStringLiteral("/addresses/v2/addresses?force=true"), company);
        return created.status == 201 ? created.data().value(QLatin1String("uuid")).toString() : QString();
    }
    QString unitUuid(const QString &isocode)
    {
        for (const QJsonValue &v :
            send("GET", QStringLiteral("/units/v2/units")).json.value(QLatin1String("data")).toArray())
            if (v.toObject().value(QLatin1String("isocode")).toString() == isocode)
                return v.toObject().value(QLatin1String("uuid")).toString();
        return {};
    }
    // 4 hours at 160.00 with 10 % off (the hour unit named by its code) and 2 pieces at 45.00 (the piece
    // unit named by its uuid), both at 8.1 % VAT, and 5 % off the document.
    QJsonObject createDocument(const QString &kind, const QString &company, const QDate &date,
        const QDate &due, int extraPositions = 0)
    {
        QJsonArray positions {
            QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                {QStringLiteral("productDescription"), QStringLiteral("Beratung Buchhaltung")},
                {QStringLiteral("quantity"), 4}, {QStringLiteral("unitCode"), QStringLiteral("HUR")},
                {QStringLiteral("singlePrice"), 160},
                {QStringLiteral("discount"), QJsonObject {{QStringLiteral("percentage"), 10}}},
                {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}},
            QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                {QStringLiteral("productDescription"), QStringLiteral("Fachbuch")},
                {QStringLiteral("quantity"), 2},
                {QStringLiteral("unitUuid"), unitUuid(QStringLiteral("C62"))},
                {QStringLiteral("singlePrice"), 45},
                {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}}};
        for (int i = 1; i <= extraPositions; ++i)
            positions.append(QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                {QStringLiteral("productDescription"), QStringLiteral("Position %1").arg(i)},
                {QStringLiteral("quantity"), 1}, {QStringLiteral("unitCode"), QStringLiteral("C62")},
                {QStringLiteral("singlePrice"), 10},
                {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}});
        QJsonObject d {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("title"), QStringLiteral("Mandat 2026")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}},
            {QStringLiteral("positions"), positions},
            {QStringLiteral("documentDiscount"), QJsonObject {{QStringLiteral("percentage"), 5}}}};
        if (kind == QLatin1String("invoices")) {
            d.insert(QStringLiteral("invoiceDate"), date.toString(Qt::ISODate));
            d.insert(QStringLiteral("dueDate"), due.toString(Qt::ISODate));
        } else if (kind == QLatin1String("quotes")) {
            d.insert(QStringLiteral("quoteDate"), date.toString(Qt::ISODate));
            d.insert(QStringLiteral("validUntilDate"), due.toString(Qt::ISODate));
        } else {
            d.insert(QStringLiteral("deliveryNoteDate"), date.toString(Qt::ISODate));
        }
        return send("POST", QStringLiteral("/documents/v2/") + kind,
            QJsonObject {{QStringLiteral("documents"), QJsonArray {d}}})
            .data();
    }
    // The PDF an action hands out (print, downloadPdf, dunningPrint); *answer gets the action's data.
    QByteArray pdfOf(
        const QString &kind, const QString &uuid, const QString &action, QJsonObject *answer = nullptr)
    {
        const auto acted =
            send("PATCH", QStringLiteral("/documents/v2/%1/%2/actions/%3").arg(kind, uuid, action));
        if (answer)
            *answer = acted.data();
        const auto pdf =
            m_peer.request("GET", acted.data().value(QLatin1String("downloadUrl")).toString(), QString());
        return pdf.status == 200 ? pdf.body : QByteArray();
    }
    // Loads PDF bytes into `document`, through a file the document keeps reading from.
    bool load(QPdfDocument &document, const QByteArray &bytes)
    {
        const QString name = m_files.filePath(QStringLiteral("%1.pdf").arg(++m_fileCount));
        QFile file(name);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return false;
        file.close();
        return document.load(name) == QPdfDocument::Error::None
            && document.status() == QPdfDocument::Status::Ready;
    }
    // All the text of a PDF, white space folded, so a wrapped sentence reads as one.
    static QString textOf(QPdfDocument &document)
    {
        QString text;
        for (int page = 0; page < document.pageCount(); ++page)
            text += document.getAllText(page).text() + QLatin1Char(' ');
        return text.simplified();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        QVERIFY(m_files.isValid());
        m_account = m_peer.accounts().first();
    }

    void invoicePdfCarriesAReadableQrBill()
    {
        const QString base = path(QStringLiteral("/documents/v2/invoices"));
        QJsonObject invoice;
        for (const QJsonValue &v : m_peer.request("GET", base + QStringLiteral("?limit=100"))
                                       .json.value(QLatin1String("data"))
                                       .toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QLatin1String("currencyCode")).toString() == QLatin1String("CHF")
                && o.value(QLatin1String("openAmount")).toDouble() > 0)
                invoice = o;
        }
        QVERIFY(!invoice.isEmpty());
        // The demo's CHF account has QR-bill payments on a QR-IBAN: the invoice's QR reference is paid there.
        const QString reference =
            m_peer.request("GET", base + QLatin1Char('/') + invoice.value(QLatin1String("uuid")).toString())
                .data()
                .value(QLatin1String("paymentInstrucations"))
                .toObject()
                .value(QLatin1String("reference"))
                .toString();
        QCOMPARE(reference.size(), 27);
        const auto action = m_peer.request("PATCH",
            base + QLatin1Char('/') + invoice.value(QLatin1String("uuid")).toString()
                + QStringLiteral("/actions/downloadPdf"));
        QCOMPARE(action.status, 200);
        const auto pdf =
            m_peer.request("GET", action.data().value(QLatin1String("downloadUrl")).toString(), QString());
        QCOMPARE(pdf.status, 200);

        QPdfDocument document;
        QVERIFY(load(document, pdf.body));
        QVERIFY(document.pageCount() >= 1);
        const QStringList codes = qrOf(pageImage(document, document.pageCount() - 1));
        QCOMPARE(codes.size(), 1);
        const QStringList lines = codes.first().split(QLatin1Char('\n'));
        QCOMPARE(lines.value(0), QStringLiteral("SPC"));
        QCOMPARE(lines.value(1), QStringLiteral("0200"));
        QCOMPARE(lines.value(3), QStringLiteral("CH4431999123000889012"));
        QCOMPARE(lines.value(5), QStringLiteral("Muster Treuhand AG"));
        QCOMPARE(
            lines.value(18), QString::number(invoice.value(QLatin1String("openAmount")).toDouble(), 'f', 2));
        QCOMPARE(lines.value(19), QStringLiteral("CHF"));
        QCOMPARE(lines.value(21),
            invoice.value(QLatin1String("receiver")).toObject().value(QLatin1String("name")).toString());
        QCOMPARE(lines.value(27), QStringLiteral("QRR"));
        QCOMPARE(lines.value(28), reference);
        QCOMPARE(lines.last(), QStringLiteral("EPD"));
        // Printed on receipt and payment part in groups of five from the right: "21 00000 00003 ...".
        QString grouped = reference;
        for (qsizetype i = grouped.size() - 5; i > 0; i -= 5)
            grouped.insert(i, QLatin1Char(' '));
        const QString text = textOf(document);
        QCOMPARE(text.count(grouped), 2);
    }

    // Paid in part: below the total the amount already paid and the open amount, which is what the QR-bill
    // asks for, under the invoice's QR reference to the QR-IBAN.
    void partlyPaidInvoiceShowsPaidAndOpen()
    {
        const QString company = createCompany(QStringLiteral("Teilzahlung AG"), QStringLiteral("en"));
        QVERIFY(!company.isEmpty());
        const QDate date = QDate::currentDate();
        const QJsonObject invoice =
            createDocument(QStringLiteral("invoices"), company, date, date.addDays(30));
        const QString uuid = invoice.value(QLatin1String("uuid")).toString();
        // 4 x 160.00 less 10 % = 576.00 and 2 x 45.00 = 90.00: 666.00; VAT 8.1 %: 46.66 + 7.29 = 53.95;
        // 719.95 less 5 % (36.00) = 683.95, already a multiple of 0.05.
        QCOMPARE(invoice.value(QLatin1String("documentTotal")).toDouble(), 683.95);
        QCOMPARE(send("PATCH", QStringLiteral("/documents/v2/invoices/%1/actions/paymentAdd").arg(uuid),
                     QJsonObject {{QStringLiteral("amount"), 200}})
                     .status,
            200);
        const QString reference = send("GET", QStringLiteral("/documents/v2/invoices/") + uuid)
                                      .data()
                                      .value(QLatin1String("paymentInstrucations"))
                                      .toObject()
                                      .value(QLatin1String("reference"))
                                      .toString();
        QPdfDocument document;
        QVERIFY(load(document, pdfOf(QStringLiteral("invoices"), uuid, QStringLiteral("print"))));
        const QString text = textOf(document);
        QVERIFY2(text.contains(QStringLiteral("Total CHF 683.95")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Already paid -200.00")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Open amount 483.95")), qPrintable(text)); // 683.95 - 200.00
        const QStringList codes = qrOf(pageImage(document, document.pageCount() - 1));
        QCOMPARE(codes.size(), 1);
        const QStringList lines = codes.first().split(QLatin1Char('\n'));
        QCOMPARE(lines.value(3), QStringLiteral("CH4431999123000889012"));
        QCOMPARE(lines.value(18), QStringLiteral("483.95"));
        QCOMPARE(lines.value(27), QStringLiteral("QRR"));
        QCOMPARE(lines.value(28), reference);
        // Both amounts on the slip are the open amount too.
        QCOMPARE(text.count(QStringLiteral("483.95")), 3);

        // Nothing paid: no such lines.
        const QJsonObject unpaid =
            createDocument(QStringLiteral("invoices"), company, date, date.addDays(30));
        QPdfDocument whole;
        QVERIFY(load(whole,
            pdfOf(QStringLiteral("invoices"), unpaid.value(QLatin1String("uuid")).toString(),
                QStringLiteral("print"))));
        QVERIFY(!textOf(whole).contains(QStringLiteral("Already paid")));
    }

    // An invoice in euros is paid to the EUR account (no QR-IBAN) under its creditor reference, printed in
    // groups of four.
    void euroInvoiceNamesItsCreditorReference()
    {
        const QString company = createCompany(QStringLiteral("Euro Kunde GmbH"), QStringLiteral("en"));
        QJsonObject d {{QStringLiteral("currencyCode"), QStringLiteral("EUR")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}},
            {QStringLiteral("positions"),
                QJsonArray {QJsonObject {{QStringLiteral("productDescription"), QStringLiteral("Lizenz")},
                    {QStringLiteral("quantity"), 1}, {QStringLiteral("singlePrice"), 100},
                    {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 0}}}}}}};
        const QJsonObject invoice = send("POST", QStringLiteral("/documents/v2/invoices"),
            QJsonObject {{QStringLiteral("documents"),
                QJsonArray {d}}}).data();
        const QString number = invoice.value(QLatin1String("invoiceNumber")).toString();
        const QString scor = invoice.value(QLatin1String("paymentInstrucations"))
                                 .toObject()
                                 .value(QLatin1String("reference"))
                                 .toString();
        QVERIFY2(
            scor.startsWith(QStringLiteral("RF")) && scor.endsWith(QString(number).remove(QLatin1Char('-'))),
            qPrintable(scor));
        QString grouped = scor;
        for (qsizetype i = 4; i < grouped.size(); i += 5)
            grouped.insert(i, QLatin1Char(' '));
        QPdfDocument document;
        QVERIFY(load(document,
            pdfOf(QStringLiteral("invoices"), invoice.value(QLatin1String("uuid")).toString(),
                QStringLiteral("print"))));
        const QString text = textOf(document);
        QVERIFY2(text.contains(
                     QStringLiteral("Payable to IBAN CH5604835012345678009, Muster Treuhand AG, Reference ")
                     + grouped),
            qPrintable(text));
    }

    void printsInTheReceiversLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        // The document's fixed texts, the unit names of the demo units, and the QR-bill's texts as the
        // Swiss Implementation Guidelines QR-bill give them.
        QTest::newRow("de")
            << QStringLiteral("de")
            << QStringList {QStringLiteral("Rechnung RE-"), QStringLiteral("Rechnungsdatum"),
                   QStringLiteral("Fällig am"), QStringLiteral("Pos."), QStringLiteral("Bezeichnung"),
                   QStringLiteral("Menge"), QStringLiteral("Preis"), QStringLiteral("Rabatt"),
                   QStringLiteral("MWST"), QStringLiteral("Betrag"), QStringLiteral("Zwischentotal"),
                   QStringLiteral("MWST 8.1 % auf"), QStringLiteral("Rabatt 5 %"),
                   QStringLiteral("Total CHF"), QStringLiteral("4 Std."), QStringLiteral("2 Stk."),
                   QStringLiteral("Empfangsschein"), QStringLiteral("Referenz"), QStringLiteral("Zahlteil"),
                   QStringLiteral("Konto / Zahlbar an"), QStringLiteral("Zusätzliche Informationen"),
                   QStringLiteral("Zahlbar durch"), QStringLiteral("Währung"),
                   QStringLiteral("Annahmestelle"), QStringLiteral("Vor der Einzahlung abzutrennen")}
            << QStringList {QStringLiteral("Invoice"), QStringLiteral("Payment part"),
                   QStringLiteral("Receipt"), QStringLiteral("HUR"), QStringLiteral("C62")};
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList {QStringLiteral("Invoice RE-"), QStringLiteral("Invoice date"),
                                   QStringLiteral("Due"), QStringLiteral("Pos."),
                                   QStringLiteral("Description"), QStringLiteral("Quantity"),
                                   QStringLiteral("Price"), QStringLiteral("Discount"), QStringLiteral("VAT"),
                                   QStringLiteral("Amount"), QStringLiteral("Subtotal"),
                                   QStringLiteral("VAT 8.1 % on"), QStringLiteral("Discount 5 %"),
                                   QStringLiteral("Total CHF"), QStringLiteral("4 h"),
                                   QStringLiteral("2 pce"), QStringLiteral("Receipt"),
                                   QStringLiteral("Reference"), QStringLiteral("Payment part"),
                                   QStringLiteral("Account / Payable to"),
                                   QStringLiteral("Additional information"), QStringLiteral("Payable by"),
                                   QStringLiteral("Currency"), QStringLiteral("Acceptance point"),
                                   QStringLiteral("Separate before paying in")}
                            << QStringList {QStringLiteral("Rechnung"), QStringLiteral("Zahlteil"),
                                   QStringLiteral("HUR"), QStringLiteral("C62")};
        QTest::newRow("fr")
            << QStringLiteral("fr")
            << QStringList {QStringLiteral("Facture RE-"), QStringLiteral("Date de facture"),
                   QStringLiteral("Échéance"), QStringLiteral("Pos."), QStringLiteral("Désignation"),
                   QStringLiteral("Quantité"), QStringLiteral("Prix"), QStringLiteral("Rabais"),
                   QStringLiteral("TVA"), QStringLiteral("Montant"), QStringLiteral("Sous-total"),
                   QStringLiteral("TVA 8.1 % sur"), QStringLiteral("Rabais 5 %"), QStringLiteral("Total CHF"),
                   QStringLiteral("4 h"), QStringLiteral("2 pce"), QStringLiteral("Récépissé"),
                   QStringLiteral("Référence"), QStringLiteral("Section paiement"),
                   QStringLiteral("Compte / Payable à"), QStringLiteral("Informations supplémentaires"),
                   QStringLiteral("Payable par"), QStringLiteral("Monnaie"), QStringLiteral("Point de dépôt"),
                   QStringLiteral("A détacher avant le versement")}
            << QStringList {QStringLiteral("Rechnung"), QStringLiteral("Invoice"), QStringLiteral("HUR"),
                   QStringLiteral("C62")};
        QTest::newRow("it") << QStringLiteral("it")
                            << QStringList {QStringLiteral("Fattura RE-"),
                                   QStringLiteral("Data della fattura"), QStringLiteral("Scadenza"),
                                   QStringLiteral("Pos."), QStringLiteral("Descrizione"),
                                   QStringLiteral("Quantità"), QStringLiteral("Prezzo"),
                                   QStringLiteral("Sconto"), QStringLiteral("IVA"), QStringLiteral("Importo"),
                                   QStringLiteral("Subtotale"), QStringLiteral("IVA 8.1 % su"),
                                   QStringLiteral("Sconto 5 %"), QStringLiteral("Totale CHF"),
                                   QStringLiteral("4 h"), QStringLiteral("2 pz."), QStringLiteral("Ricevuta"),
                                   QStringLiteral("Riferimento"), QStringLiteral("Sezione pagamento"),
                                   QStringLiteral("Conto / Pagabile a"),
                                   QStringLiteral("Informazioni supplementari"),
                                   QStringLiteral("Pagabile da"), QStringLiteral("Valuta"),
                                   QStringLiteral("Punto di accettazione"),
                                   QStringLiteral("Da staccare prima del versamento")}
                            << QStringList {QStringLiteral("Rechnung"), QStringLiteral("Invoice"),
                                   QStringLiteral("HUR"), QStringLiteral("C62")};
    }

    void printsInTheReceiversLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const QString company =
            createCompany(QStringLiteral("Kunde %1 AG").arg(language.toUpper()), language);
        QVERIFY(!company.isEmpty());
        const QDate date = QDate::currentDate();
        const QJsonObject invoice =
            createDocument(QStringLiteral("invoices"), company, date, date.addDays(30));
        const QString uuid = invoice.value(QLatin1String("uuid")).toString();
        QVERIFY(!uuid.isEmpty());
        QJsonObject answer;
        const QByteArray bytes = pdfOf(QStringLiteral("invoices"), uuid, QStringLiteral("print"), &answer);
        QPdfDocument document;
        QVERIFY(load(document, bytes));
        const QString text = textOf(document);
        for (const QString &expected : present)
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" missing in: ") + text));
        for (const QString &unexpected : absent)
            QVERIFY2(
                !text.contains(unexpected), qPrintable(unexpected + QStringLiteral(" found in: ") + text));
        QVERIFY(answer.value(QLatin1String("fileName")).toString().startsWith(present.first()));
        // Dates, the discounted line (4 x 160.00 less 10 % = 576.00) and the server's total.
        QVERIFY(text.contains(date.toString(QStringLiteral("dd.MM.yyyy"))));
        QVERIFY(text.contains(date.addDays(30).toString(QStringLiteral("dd.MM.yyyy"))));
        QVERIFY2(text.contains(QStringLiteral("160.00 10 % 8.1 % 576.00")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("45.00 8.1 % 90.00")), qPrintable(text));
        QVERIFY(text.contains(money(invoice.value(QLatin1String("documentTotal")).toDouble())));
        const QStringList codes = qrOf(pageImage(document, document.pageCount() - 1));
        QCOMPARE(codes.size(), 1);
        QCOMPARE(codes.first().split(QLatin1Char('\n')).value(18),
            QString::number(invoice.value(QLatin1String("documentTotal")).toDouble(), 'f', 2));
        saveShot(document, 0, QStringLiteral("invoice-pdf-%1.png").arg(language));
    }

    void longDocumentsContinueOnTheNextPage()
    {
        const QString company = createCompany(QStringLiteral("Grosskunde AG"), QStringLiteral("de"));
        const QDate date = QDate::currentDate();
        const QJsonObject invoice =
            createDocument(QStringLiteral("invoices"), company, date, date.addDays(30), 60);
        QPdfDocument document;
        QVERIFY(load(document,
            pdfOf(QStringLiteral("invoices"), invoice.value(QLatin1String("uuid")).toString(),
                QStringLiteral("downloadPdf"))));
        QVERIFY(document.pageCount() >= 2);
        const QString text = textOf(document);
        // Every position is printed, none summarised away; the following pages say what they continue.
        for (int i = 1; i <= 60; ++i)
            QVERIFY2(text.contains(QStringLiteral("Position %1 ").arg(i)), qPrintable(QString::number(i)));
        QVERIFY(text.contains(QStringLiteral("Seite 2")));
        const QStringList codes = qrOf(pageImage(document, document.pageCount() - 1));
        QCOMPARE(codes.size(), 1);
        QCOMPARE(codes.first().split(QLatin1Char('\n')).value(18),
            QString::number(invoice.value(QLatin1String("documentTotal")).toDouble(), 'f', 2));
    }

    void deliveryNoteShowsQuantitiesWithoutPrices()
    {
        const QString company = createCompany(QStringLiteral("Lager Kunde GmbH"), QStringLiteral("de"));
        const QJsonObject note = createDocument(
            QStringLiteral("delivery-notes"), company, QDate::currentDate(), QDate::currentDate());
        QPdfDocument document;
        QVERIFY(load(document,
            pdfOf(QStringLiteral("delivery-notes"), note.value(QLatin1String("uuid")).toString(),
                QStringLiteral("print"))));
        const QString text = textOf(document);
        QVERIFY2(text.contains(QStringLiteral("Lieferschein LS-")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("4 Std.")));
        QVERIFY(text.contains(QStringLiteral("2 Stk.")));
        QVERIFY(!text.contains(QStringLiteral("Total")));
        QVERIFY(!text.contains(QStringLiteral("Zahlteil")));
    }

    void quoteHasItsOwnTitleAndDates()
    {
        const QString company = createCompany(QStringLiteral("Cliente Offerta SA"), QStringLiteral("it"));
        const QDate date = QDate::currentDate();
        const QJsonObject quote = createDocument(QStringLiteral("quotes"), company, date, date.addDays(20));
        QPdfDocument document;
        QVERIFY(load(document,
            pdfOf(QStringLiteral("quotes"), quote.value(QLatin1String("uuid")).toString(),
                QStringLiteral("print"))));
        const QString text = textOf(document);
        for (const QString &expected : {QStringLiteral("Offerta OF-"), QStringLiteral("Data dell'offerta"),
                 QStringLiteral("Valida fino al ") + date.addDays(20).toString(QStringLiteral("dd.MM.yyyy")),
                 QStringLiteral("4 h"), QStringLiteral("2 pz."), QStringLiteral("Sconto 5 %")})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" missing in: ") + text));
        QVERIFY(!text.contains(QStringLiteral("Sezione pagamento"))); // no payment part on a quote
    }

    void reminderShowsLevelLetterAndFee()
    {
        const QString company = createCompany(QStringLiteral("Säumig Holzbau AG"), QStringLiteral("de"));
        const QDate today = QDate::currentDate();
        const QJsonObject invoice =
            createDocument(QStringLiteral("invoices"), company, today.addDays(-60), today.addDays(-30));
        const QString uuid = invoice.value(QLatin1String("uuid")).toString();
        const QString number = invoice.value(QLatin1String("invoiceNumber")).toString();
        const double open = invoice.value(QLatin1String("openAmount")).toDouble();
        QVERIFY(open > 0);

        // Level 1 (the defaults: no fee): its title, level and the default letter with the invoice's data.
        QJsonObject answer;
        QPdfDocument first;
        QVERIFY(
            load(first, pdfOf(QStringLiteral("invoices"), uuid, QStringLiteral("dunningPrint"), &answer)));
        QCOMPARE(answer.value(QLatin1String("fileName")).toString(),
            QStringLiteral("Zahlungserinnerung %1.pdf").arg(number));
        QString text = textOf(first);
        for (const QString &expected :
            {QStringLiteral("Zahlungserinnerung ") + number, QStringLiteral("Mahnstufe 1"),
                QStringLiteral("Sicher ist es Ihrer Aufmerksamkeit entgangen, dass unsere Rechnung ")
                    + number,
                QStringLiteral("Offener Betrag"), money(open), QStringLiteral("Empfangsschein")})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" missing in: ") + text));
        QVERIFY(!text.contains(QLatin1Char('{'))); // every placeholder filled
        QVERIFY(!text.contains(QStringLiteral("Mahngebühr")));

        // Level 2 with the account's own letter and fee: the fee is printed and asked for in the QR-bill.
        const auto changed =
            send("PATCH", QStringLiteral("/documents/v2/invoices/settings/dunnings/dunning-level-2"),
                QJsonObject {{QStringLiteral("dunningAmount"), 25},
                    {QStringLiteral("translations"),
                        QJsonObject {{QStringLiteral("de"),
                            QJsonObject {{QStringLiteral("dunningLetter"),
                                QStringLiteral(
                                    "Bitte begleichen Sie die Rechnung {documentNumber} samt Gebühr von "
                                    "{currency} {dunningAmount}.")}}}}}});
        QCOMPARE(changed.status, 200);
        // Each next level is due 10 days after the last one (the demo's 10 / 20 / 30 days): the last
        // reminder is moved back behind the service's back.
        const auto remindedLongAgo = [this, &uuid] {
            return m_peer
                .request("PATCH", QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(m_account, uuid),
                    QString(),
                    QJsonDocument(QJsonObject {{QStringLiteral("lastDunningDate"),
                                      QDate::currentDate().addDays(-20).toString(Qt::ISODate)}})
                        .toJson())
                .status;
        };
        QCOMPARE(remindedLongAgo(), 200);
        QPdfDocument second;
        QVERIFY(load(second, pdfOf(QStringLiteral("invoices"), uuid, QStringLiteral("dunningPrint"))));
        text = textOf(second);
        for (const QString &expected :
            {QStringLiteral("1. Mahnung ") + number, QStringLiteral("Mahnstufe 2"),
                QStringLiteral("Bitte begleichen Sie die Rechnung %1 samt Gebühr von CHF 25.00.").arg(number),
                QStringLiteral("Mahngebühr 25.00"), QStringLiteral("Total CHF ") + money(open + 25)})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" missing in: ") + text));
        const QStringList codes = qrOf(pageImage(second, second.pageCount() - 1));
        QCOMPARE(codes.size(), 1);
        QCOMPARE(codes.first().split(QLatin1Char('\n')).value(18), QString::number(open + 25, 'f', 2));

        // Level 3, the last: the default letter and fee (30.00), and no further reminder offered.
        QCOMPARE(remindedLongAgo(), 200);
        QPdfDocument third;
        QVERIFY(load(third, pdfOf(QStringLiteral("invoices"), uuid, QStringLiteral("dunningPrint"))));
        text = textOf(third);
        for (const QString &expected :
            {QStringLiteral("Letzte Mahnung ") + number, QStringLiteral("Mahnstufe 3"),
                QStringLiteral("Die Rechnung %1 vom %2 ist trotz unserer Mahnungen noch offen.")
                    .arg(number, today.addDays(-60).toString(QStringLiteral("dd.MM.yyyy"))),
                QStringLiteral("Mahngebühr von CHF 30.00"), QStringLiteral("Mahngebühr 30.00"),
                QStringLiteral("Total CHF ") + money(open + 30)})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" missing in: ") + text));
        QCOMPARE(
            send("PATCH", QStringLiteral("/documents/v2/invoices/%1/actions/dunningPrint").arg(uuid)).status,
            400);
        saveShot(third, 0, QStringLiteral("reminder-de.png"));
    }

    // A reminder to a receiver of another language: its texts, the QR-bill's fixed texts in that language,
    // nothing German left.
    void reminderInTheReceiversLanguage_data()
    {
        QTest::addColumn<QString>("company");
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("daysOverdue");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("absent");
        QTest::addColumn<QString>("shot");
        QTest::newRow("fr") << QStringLiteral("Retard Horlogerie SA") << QStringLiteral("fr") << 30
                            << QStringLiteral("Rappel de paiement ")
                            << QStringList {QStringLiteral("Niveau de rappel 1"),
                                   QStringLiteral("Notre facture"), QStringLiteral("Montant ouvert"),
                                   QStringLiteral("Récépissé"), QStringLiteral("Section paiement")}
                            << QStringLiteral("Rechnung") << QString();
        QTest::newRow("en") << QStringLiteral("Late Payers Ltd") << QStringLiteral("en") << 15
                            << QStringLiteral("Payment reminder ")
                            << QStringList {QStringLiteral("Reminder level 1"), QStringLiteral("Open amount"),
                                   QStringLiteral("Receipt"), QStringLiteral("Payment part")}
                            << QStringLiteral("Zahlungserinnerung") << QStringLiteral("reminder-en.png");
    }
    void reminderInTheReceiversLanguage()
    {
        QFETCH(QString, company);
        QFETCH(QString, language);
        QFETCH(int, daysOverdue);
        QFETCH(QString, title);
        QFETCH(QStringList, expected);
        QFETCH(QString, absent);
        QFETCH(QString, shot);
        const QString receiver = createCompany(company, language);
        const QDate today = QDate::currentDate();
        const QJsonObject invoice = createDocument(QStringLiteral("invoices"), receiver,
            today.addDays(-daysOverdue - 30), today.addDays(-daysOverdue));
        QPdfDocument document;
        QVERIFY(load(document,
            pdfOf(QStringLiteral("invoices"), invoice.value(QLatin1String("uuid")).toString(),
                QStringLiteral("dunningPrint"))));
        const QString text = textOf(document);
        expected.prepend(title + invoice.value(QLatin1String("invoiceNumber")).toString());
        for (const QString &line : std::as_const(expected))
            QVERIFY2(text.contains(line), qPrintable(line + QStringLiteral(" missing in: ") + text));
        QVERIFY(!text.contains(absent));
        if (!shot.isEmpty())
            saveShot(document, 0, shot);
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("40")}};
    QString m_account;
    QTemporaryDir m_files;
    int m_fileCount = 0;
};

QTEST_MAIN(TestSandboxPdf)
#include "tst_sandbox_pdf.moc"
