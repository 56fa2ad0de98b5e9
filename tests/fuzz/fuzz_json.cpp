// The JSON readers on any body a server may send: the list and single-document envelopes, every field
// reader, DocumentSummary and DocumentDetail for every document kind.
#include "FuzzCheck.h"
#include "api/DocumentDetail.h"
#include "api/DocumentSummaryJson.h"
#include "api/JsonReader.h"
#include "domain/DocumentSummary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

namespace {

constexpr DocumentKind kinds[] = {DocumentKind::Quote, DocumentKind::ContractNote, DocumentKind::DeliveryNote,
    DocumentKind::Invoice, DocumentKind::CreditNote, DocumentKind::RecurringInvoice, DocumentKind::Template,
    DocumentKind::Receipt};

void readItem(const QJsonObject &item)
{
    // The generic readers on every key the item has, as the record readers use them.
    for (auto it = item.begin(); it != item.end(); ++it) {
        const QByteArray key = it.key().toUtf8();
        const QLatin1String k(key.constData(), key.size());
        JsonReader::string(item, k);
        JsonReader::integer(item, k);
        JsonReader::boolean(item, k);
        for (int decimals = 0; decimals <= 4; ++decimals) {
            if (const auto v = JsonReader::scaled(item, k, decimals))
                FUZZ_CHECK(*v > -1'000'000'000'000'000'000 && *v < 1'000'000'000'000'000'000);
        }
        JsonReader::date(item, k);
        JsonReader::dateTime(item, k);
    }
    for (const DocumentKind kind : kinds) {
        QString why;
        const auto summary = documentSummaryFromJson(kind, item, &why);
        // Only a missing uuid refuses an item, and then with a reason.
        FUZZ_CHECK(summary.has_value() == !JsonReader::string(item, QLatin1String("uuid")).isEmpty());
        FUZZ_CHECK(summary.has_value() || !why.isEmpty());
        why.clear();
        const auto detail = DocumentDetail::fromJson(kind, item, &why);
        // A detail needs what a summary needs; refused otherwise (amounts beyond 64 bits) with a reason.
        FUZZ_CHECK(!detail || summary);
        FUZZ_CHECK(detail.has_value() || !why.isEmpty());
        if (detail) {
            detail->netMinor();
            detail->vatByRate();
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QJsonDocument answer = QJsonDocument::fromJson(bytes);
    if (const auto list = JsonReader::listFromEnvelope(answer)) {
        for (const QJsonValue &v : *list)
            readItem(v.toObject());
    }
    if (const auto single = JsonReader::singleFromEnvelope(answer))
        readItem(*single);
    if (answer.isObject())
        readItem(answer.object());
    return 0;
}
