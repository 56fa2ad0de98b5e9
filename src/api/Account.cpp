#include "api/Account.h"

#include "api/JsonReader.h"

#include <QCoreApplication>

std::optional<QList<Account>> Account::listFromAnswer(const QJsonDocument &answer, QString *error)
{
    const auto items = JsonReader::listFromEnvelope(answer);
    if (!items) {
        if (error)
            *error = QCoreApplication::translate("Account", "the list of accounts is missing");
        return std::nullopt;
    }
    QList<Account> accounts;
    for (const QJsonValue &v : *items) {
        const QJsonObject o = v.toObject();
        Account a;
        a.uuid = JsonReader::string(o, QLatin1String("uuid"));
        if (a.uuid.isEmpty())
            a.uuid = JsonReader::string(o, QLatin1String("accountUuid"));
        if (a.uuid.isEmpty())
            continue;
        a.name = JsonReader::string(o, QLatin1String("name"));
        if (a.name.isEmpty())
            a.name = JsonReader::string(o, QLatin1String("companyName"));
        if (a.name.isEmpty())
            a.name = a.uuid;
        accounts << a;
    }
    return accounts;
}
