#pragma once

#include <QJsonObject>
#include <QString>

class ApiClient;
class ApiJob;
class QObject;

// Calls of the unit routes (/accounts/{a}/units/v2/units).
// Answers are read with RecordTableModel::recordFromAnswer and JsonReader::listFromEnvelope.
class UnitApi
{
public:
    explicit UnitApi(ApiClient *client)
        : m_client(client)
    { }

    static QString collectionPath();

    ApiJob *list(QObject *context = nullptr) const;
    ApiJob *get(const QString &uuid, QObject *context = nullptr) const;
    ApiJob *create(const QJsonObject &body, QObject *context = nullptr) const;
    // Only the fields sent change.
    ApiJob *update(const QString &uuid, const QJsonObject &body, QObject *context = nullptr) const;
    ApiJob *remove(const QString &uuid, QObject *context = nullptr) const;

private:
    ApiClient *m_client;
};
