// The printed invoice: the PDF the sandbox hands out opens in QtPdf, and the QR code of its Swiss
// QR-bill decodes (zbar) to the payment text with the IBAN, the amount and the currency.
#include "SandboxPeer.h"

#include <QBuffer>
#include <QImage>
#include <QJsonArray>
#include <QPainter>
#include <QPdfDocument>
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

} // namespace

class TestSandboxPdf : public QObject
{
    Q_OBJECT

private slots:
    void invoicePdfCarriesAReadableQrBill()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        const QString account = m_peer.accounts().first();
        const QString base = QStringLiteral("/accounts/%1/documents/v2/invoices").arg(account);
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
        const auto action = m_peer.request("PATCH",
            base + QLatin1Char('/') + invoice.value(QLatin1String("uuid")).toString()
                + QStringLiteral("/actions/downloadPdf"));
        QCOMPARE(action.status, 200);
        const auto pdf =
            m_peer.request("GET", action.data().value(QLatin1String("downloadUrl")).toString(), QString());
        QCOMPARE(pdf.status, 200);

        QBuffer buffer;
        buffer.setData(pdf.body);
        buffer.open(QIODevice::ReadOnly);
        QPdfDocument document;
        document.load(&buffer);
        QCOMPARE(document.status(), QPdfDocument::Status::Ready);
        QVERIFY(document.pageCount() >= 1);

        // A4 at 200 dpi, on white (the page itself is transparent where nothing is drawn).
        const QImage rendered = document.render(0, QSize(1654, 2339));
        QImage page(rendered.size(), QImage::Format_RGB32);
        page.fill(Qt::white);
        QPainter painter(&page);
        painter.drawImage(0, 0, rendered);
        // zbar takes the Swiss cross's black square for part of the code and gives up; a phone's banking
        // app does not. Blank the cross (7 mm in the middle of the 46 mm code at 67/209 mm): the code's
        // error correction (level M) restores what it covered, as it does for the cross itself.
        const double px = 200.0 / 25.4;
        painter.fillRect(QRectF((67 + 23 - 3.5) * px, (209 + 23 - 3.5) * px, 7 * px, 7 * px), Qt::white);
        painter.end();

        const QStringList codes = decodeQr(page);
        QCOMPARE(codes.size(), 1);
        const QStringList lines = codes.first().split(QLatin1Char('\n'));
        QCOMPARE(lines.value(0), QStringLiteral("SPC"));
        QCOMPARE(lines.value(1), QStringLiteral("0200"));
        QCOMPARE(lines.value(3), QStringLiteral("CH9300762011623852957"));
        QCOMPARE(lines.value(5), QStringLiteral("Muster Treuhand AG"));
        QCOMPARE(
            lines.value(18), QString::number(invoice.value(QLatin1String("openAmount")).toDouble(), 'f', 2));
        QCOMPARE(lines.value(19), QStringLiteral("CHF"));
        QCOMPARE(lines.value(21),
            invoice.value(QLatin1String("receiver")).toObject().value(QLatin1String("name")).toString());
        QCOMPARE(lines.value(27), QStringLiteral("NON"));
        QCOMPARE(lines.last(), QStringLiteral("EPD"));
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("40")}};
};

QTEST_MAIN(TestSandboxPdf)
#include "tst_sandbox_pdf.moc"
