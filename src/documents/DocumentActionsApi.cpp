#include "documents/DocumentActionsApi.h"

#include "api/ApiClient.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/DocumentActionCatalog.h"

#include <QJsonArray>
#include <QUrl>

#include <algorithm>

QString DocumentActionsApi::actionsPath(DocumentKind kind, const QString &uuid)
{
    return DocumentsApi::documentPath(kind, uuid) + QLatin1String("/actions");
}

QString DocumentActionsApi::actionPath(DocumentKind kind, const QString &uuid, const QString &action)
{
    return actionsPath(kind, uuid) + QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(action));
}

ApiJob *DocumentActionsApi::list(DocumentKind kind, const QString &uuid, QObject *context) const
{
    return m_client->get(m_client->accountPath(actionsPath(kind, uuid)), {}, context);
}

ApiJob *DocumentActionsApi::perform(DocumentKind kind, const QString &uuid, const QString &action,
    const QJsonObject &body, QObject *context) const
{
    return m_client->send(ApiClient::Method::Patch, m_client->accountPath(actionPath(kind, uuid, action)),
        QJsonDocument(body), {}, context);
}

std::optional<QList<DocumentOfferedAction>> DocumentActionsApi::readList(
    const QJsonDocument &answer, QString *error)
{
    const QJsonValue data = answer.isObject() ? answer.object().value(QLatin1String("data")) : QJsonValue();
    QList<DocumentOfferedAction> actions;
    const auto add = [&actions](const QString &name, const QString &label) {
        if (!name.trimmed().isEmpty())
            actions.append({name.trimmed(), label.trimmed().isEmpty() ? name.trimmed() : label.trimmed()});
    };
    if (data.isObject()) {
        const QJsonObject o = data.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QJsonValue v = it.value();
            add(it.key(),
                v.isObject() ? v.toObject().value(QLatin1String("label")).toString() : v.toString());
        }
    } else if (data.isArray() || answer.isArray()) {
        const QJsonArray array = data.isArray() ? data.toArray() : answer.array();
        for (const QJsonValue &v : array) {
            if (v.isString())
                add(v.toString(), {});
            else
                add(JsonReader::string(v.toObject(), QLatin1String("name")),
                    JsonReader::string(v.toObject(), QLatin1String("label")));
        }
    } else {
        if (error)
            *error = tr("The list of actions is missing from the service's answer.");
        return std::nullopt;
    }

    const QList<DocumentActionInfo> &catalog = DocumentActionCatalog::all();
    const auto rank = [&catalog](const QString &name) {
        const auto it = std::find_if(
            catalog.begin(), catalog.end(), [&name](const DocumentActionInfo &a) { return a.name == name; });
        return it == catalog.end() ? catalog.size() : qsizetype(it - catalog.begin());
    };
    std::stable_sort(actions.begin(), actions.end(),
        [&rank](const DocumentOfferedAction &a, const DocumentOfferedAction &b) {
            const auto ra = rank(a.name);
            const auto rb = rank(b.name);
            return ra != rb ? ra < rb : a.name < b.name;
        });
    return actions;
}

std::optional<DocumentActionResult> DocumentActionsApi::readResult(
    const QJsonDocument &answer, QString *error)
{
    if (!answer.isObject()) {
        if (error)
            *error = tr("The service's answer to the action is not a JSON object.");
        return std::nullopt;
    }
    const QJsonObject root = answer.object();
    const QJsonValue data = root.value(QLatin1String("data"));
    const QJsonObject o = data.isObject() ? data.toObject() : root;
    DocumentActionResult r;
    r.data = o;
    r.id = JsonReader::integer(o, QLatin1String("id")).value_or(0);
    r.uuid = JsonReader::string(o, QLatin1String("uuid"));
    r.type = JsonReader::string(o, QLatin1String("type"));
    r.downloadUrl = JsonReader::string(o, QLatin1String("downloadUrl"));
    r.fileName = JsonReader::string(o, QLatin1String("fileName"));
    r.recipient = JsonReader::string(o, QLatin1String("recipient"));
    return r;
}
