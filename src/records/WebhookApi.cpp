#include "records/WebhookApi.h"

#include "api/JsonReader.h"
#include "api/ResourceApi.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QUrlQuery>

std::optional<Webhook> Webhook::fromJson(const QJsonObject &o)
{
    Webhook w;
    w.uuid = JsonReader::string(o, QLatin1String("uuid"));
    if (w.uuid.isEmpty())
        return std::nullopt;
    w.targetUrl = JsonReader::string(o, QLatin1String("targetUrl"));
    for (const QJsonValue &e : o.value(QLatin1String("eventTypes")).toArray()) {
        if (e.isString())
            w.eventTypes << e.toString();
    }
    w.signatureKey = JsonReader::string(o, QLatin1String("signatureKey"));
    const QJsonObject latest = o.value(QLatin1String("latestEvent")).toObject();
    w.latestEventTime = JsonReader::string(latest, QLatin1String("dateTime"));
    w.latestEventStatus = JsonReader::string(latest, QLatin1String("status"));
    return w;
}

QJsonObject Webhook::toStoredJson() const
{
    QJsonObject o {{QStringLiteral("uuid"), uuid}, {QStringLiteral("targetUrl"), targetUrl},
        {QStringLiteral("eventTypes"), QJsonArray::fromStringList(eventTypes)}};
    if (hasLatestEvent())
        o.insert(QStringLiteral("latestEvent"),
            QJsonObject {{QStringLiteral("dateTime"), latestEventTime},
                {QStringLiteral("status"), latestEventStatus}});
    else
        o.insert(QStringLiteral("latestEvent"), QJsonValue());
    return o;
}

QDateTime Webhook::latestEventDateTime() const
{
    return QDateTime::fromString(latestEventTime, Qt::ISODateWithMs);
}

QString WebhookApi::collectionPath()
{
    return ResourceApi::path(Resource::Webhooks);
}

namespace {

QUrlQuery keyQuery(bool showSignatureKey)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("showSignatureKey"),
        showSignatureKey ? QStringLiteral("true") : QStringLiteral("false"));
    return query;
}

} // namespace

ApiJob *WebhookApi::create(
    const QUrl &targetUrl, const QStringList &eventTypes, bool showSignatureKey, QObject *context) const
{
    const QJsonObject body {{QStringLiteral("targetUrl"), targetUrl.toString()},
        {QStringLiteral("eventTypes"), QJsonArray::fromStringList(eventTypes)}};
    return api().create(body, context, keyQuery(showSignatureKey));
}

ApiJob *WebhookApi::list(QObject *context) const
{
    return api().list({}, context);
}

ApiJob *WebhookApi::get(const QString &uuid, bool showSignatureKey, QObject *context) const
{
    return api().get(uuid, context, keyQuery(showSignatureKey));
}

ApiJob *WebhookApi::remove(const QString &uuid, QObject *context) const
{
    return api().remove(uuid, context);
}

QStringList WebhookApi::knownEventTypes()
{
    return {QStringLiteral("payment-received"), QStringLiteral("invoice-paid")};
}

QString WebhookApi::eventTypeDescription(const QString &eventType)
{
    if (eventType == QLatin1String("payment-received"))
        return tr("A payment was recorded on an invoice");
    if (eventType == QLatin1String("invoice-paid"))
        return tr("An invoice became fully paid");
    return {};
}

QString WebhookApi::checkTargetUrl(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty() || url.scheme().isEmpty())
        return tr("Target URL: enter a full address such as https://example.com/hooks/invoices.");
    const QHostAddress host(url.host());
    const bool loopback = url.host().compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0
        || (!host.isNull() && host.isLoopback());
    if (url.scheme() == QLatin1String("https"))
        return {};
    if (url.scheme() == QLatin1String("http") && loopback)
        return {};
    if (url.scheme() == QLatin1String("http"))
        return tr("Target URL: use https:// (plain http:// is allowed only to this computer, because the "
                  "deliveries carry business data).");
    return tr("Target URL: \"%1\" is not a web address; use https://.").arg(url.scheme());
}

std::optional<Webhook> WebhookApi::fromRecord(const QJsonObject &record, QString *error)
{
    const auto webhook = Webhook::fromJson(record);
    if (!webhook && error)
        *error = tr("the answer holds no webhook");
    return webhook;
}

QList<Webhook> WebhookApi::fromRecords(const QList<QJsonObject> &records)
{
    QList<Webhook> result;
    for (const QJsonObject &record : records) {
        if (const auto webhook = Webhook::fromJson(record))
            result.append(*webhook);
    }
    return result;
}
