#pragma once

#include <QJsonDocument>
#include <QList>
#include <QString>

#include <optional>

// An account the token reaches (GET /users/v2/me/accounts).
struct Account
{
    QString uuid;
    QString name;

    bool operator==(const Account &other) const { return uuid == other.uuid && name == other.name; }

    // Accepts the list in `data` or as a bare array; an account needs a uuid, a missing name is
    // shown as the uuid.
    static std::optional<QList<Account>> listFromAnswer(
        const QJsonDocument &answer, QString *error = nullptr);
};
