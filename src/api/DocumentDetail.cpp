#include "api/DocumentDetail.h"

#include "api/DocumentSummaryJson.h"
#include "api/JsonReader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cstdlib>

using namespace JsonReader;

namespace {

DocumentPosition readPosition(const QJsonObject &p)
{
    DocumentPosition pos;
    pos.positionNumber = int(integer(p, QLatin1String("positionNumber")).value_or(0));
    pos.kind = string(p, QLatin1String("kind"));
    if (pos.kind.isEmpty())
        pos.kind = QStringLiteral("product");
    pos.productNumber = string(p, QLatin1String("productNumber"));
    pos.description = string(p, QLatin1String("productDescription"));
    pos.title = string(p, QLatin1String("title"));
    pos.unitCode = string(p, QLatin1String("unitCode"));
    pos.quantityMilli = scaled(p, QLatin1String("quantity"), 3).value_or(0);
    pos.singlePriceMinor = scaled(p, QLatin1String("singlePrice")).value_or(0);
    pos.totalMinor = scaled(p, QLatin1String("positionTotal")).value_or(0);
    // The spec says discounts{percentage}, the live service discount{percentage}.
    QJsonObject discount = p.value(QLatin1String("discounts")).toObject();
    if (discount.isEmpty())
        discount = p.value(QLatin1String("discount")).toObject();
    pos.discountBasisPoints = scaled(discount, QLatin1String("percentage")).value_or(0);
    const QJsonObject vat = p.value(QLatin1String("vat")).toObject();
    pos.vatBasisPoints = scaled(vat, QLatin1String("percentage")).value_or(0);
    pos.vatMinor = scaled(vat, QLatin1String("amount")).value_or(0);
    return pos;
}

} // namespace

QMap<qint64, qint64> DocumentDetail::vatByRate() const
{
    QMap<qint64, qint64> result;
    for (const DocumentPosition &p : positions) {
        if (p.kind == QLatin1String("product"))
            result[p.vatBasisPoints] += p.vatMinor;
    }
    return result;
}

qint64 DocumentDetail::netMinor() const
{
    qint64 sum = 0;
    for (const DocumentPosition &p : positions) {
        if (p.kind == QLatin1String("product"))
            sum += p.totalMinor;
    }
    return sum;
}

std::optional<DocumentDetail> DocumentDetail::fromJson(
    DocumentKind kind, const QJsonObject &document, QString *error)
{
    auto summary = documentSummaryFromJson(kind, document, error);
    if (!summary)
        return std::nullopt;
    DocumentDetail d;
    d.summary = *summary;
    d.raw = document;
    d.terms = string(document, QLatin1String("terms"));
    d.publicNotes = string(document, QLatin1String("publicNotes"));
    d.footerText = string(document, QLatin1String("footerText"));
    d.pricesIncludeVat = boolean(document, QLatin1String("pricesIncludeVat"));

    const QJsonObject receiver = document.value(QLatin1String("receiver")).toObject();
    QJsonObject info = receiver.value(QLatin1String("receiverInformation")).toObject();
    if (info.isEmpty())
        info = receiver;
    QStringList lines;
    for (const char *key : {"name", "address", "street", "zipCity"}) {
        const QString v = string(info, QLatin1String(key));
        if (!v.isEmpty())
            lines << v;
    }
    const QString city =
        (string(info, QLatin1String("zipCode")) + QLatin1Char(' ') + string(info, QLatin1String("city")))
            .trimmed();
    if (!city.isEmpty())
        lines << city;
    d.receiverAddress = lines.join(QLatin1Char('\n'));

    // "paymentInstrucations" is the spec's spelling; accept the sensible one too.
    QJsonObject payment = document.value(QLatin1String("paymentInstrucations")).toObject();
    if (payment.isEmpty())
        payment = document.value(QLatin1String("paymentInstructions")).toObject();
    d.iban = string(payment, QLatin1String("iban"));
    d.paymentReference = string(payment, QLatin1String("reference"));
    d.bic = string(payment, QLatin1String("bic"));

    const QJsonArray positions = document.value(QLatin1String("positions")).toArray();
    for (const QJsonValue &v : positions) {
        if (v.isObject())
            d.positions << readPosition(v.toObject());
    }
    // netMinor() and vatByRate() add up the positions' amounts: refused here when their magnitudes
    // together exceed 64 bits (a broken or hostile answer), so that no sum of them can overflow.
    qint64 magnitude = 0;
    for (const DocumentPosition &p : std::as_const(d.positions)) {
        // Each amount is below 10^18 (JsonReader::parseDecimal), so std::llabs cannot overflow.
        if (__builtin_add_overflow(magnitude, std::llabs(p.totalMinor), &magnitude)
            || __builtin_add_overflow(magnitude, std::llabs(p.vatMinor), &magnitude)) {
            if (error)
                *error = QCoreApplication::translate(
                    "DocumentDetail", "the amounts of the document's positions are too large");
            return std::nullopt;
        }
    }
    return d;
}
