#pragma once

#include <QJsonObject>
#include <QString>

class ApiClient;
class ApiJob;
class QObject;

// Calls of the bank account routes (/accounts/{a}/finances/v2/bank-accounts); the default account cannot
// be deleted (400).
// Answers are read with RecordTableModel::recordFromAnswer and JsonReader::listFromEnvelope.
class BankAccountApi
{
public:
    explicit BankAccountApi(ApiClient *client)
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
