#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

// A saved connection: which server and which account. Never the token (that is in the keychain).
struct Profile
{
    QString name;
    QUrl serverUrl;
    QString accountUuid;
    QString accountName;

    bool isValid() const { return !name.isEmpty() && serverUrl.isValid() && !accountUuid.isEmpty(); }
    // Key of the token in the keychain: "<profile>/<accountUuid>".
    QString secretKey() const { return name + QLatin1Char('/') + accountUuid; }
    // Folder name for this profile's local data: the name without characters a file system dislikes.
    QString folderName() const;
};
