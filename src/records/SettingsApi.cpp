#include "records/SettingsApi.h"

#include "api/ApiClient.h"
#include "api/ServicePaths.h"

#include <QCoreApplication>

QStringList SettingsApi::cachedNames()
{
    return {QStringLiteral("conditions"), QStringLiteral("default-conditions"), QStringLiteral("dunnings"),
        QStringLiteral("payment-slip"), QStringLiteral("number-ranges/invoices"),
        QStringLiteral("number-ranges/recurring-invoices"), QStringLiteral("number-ranges/templates")};
}

QString SettingsApi::path(const QString &name)
{
    return ServicePaths::invoiceSetting(name);
}

ApiJob *SettingsApi::get(const QString &name, QObject *context) const
{
    return m_client->get(m_client->accountPath(path(name)), {}, context);
}

ApiJob *SettingsApi::patch(const QString &name, const QJsonObject &changes, QObject *context) const
{
    return m_client->send(
        ApiClient::Method::Patch, m_client->accountPath(path(name)), QJsonDocument(changes), {}, context);
}

QJsonObject SettingsApi::changedFields(const QJsonObject &original, const QJsonObject &edited)
{
    QJsonObject changes;
    for (auto it = edited.begin(); it != edited.end(); ++it) {
        const QJsonValue before = original.value(it.key());
        if (it.value().isObject() && before.isObject()) {
            const QJsonObject nested = changedFields(before.toObject(), it.value().toObject());
            if (!nested.isEmpty())
                changes.insert(it.key(), nested);
        } else if (it.value() != before) {
            changes.insert(it.key(), it.value());
        }
    }
    return changes;
}

QJsonObject SettingsApi::merged(const QJsonObject &original, const QJsonObject &changes)
{
    QJsonObject result = original;
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        const QJsonValue before = original.value(it.key());
        if (it.value().isObject() && before.isObject())
            result.insert(it.key(), merged(before.toObject(), it.value().toObject()));
        else
            result.insert(it.key(), it.value());
    }
    return result;
}

std::optional<QJsonObject> SettingsApi::resourceFromAnswer(const QJsonDocument &answer, QString *error)
{
    const QJsonValue data = answer.object().value(QLatin1String("data"));
    if (!data.isObject()) {
        if (error)
            *error = QCoreApplication::translate("SettingsApi", "the answer holds no settings object");
        return std::nullopt;
    }
    return data.toObject();
}
