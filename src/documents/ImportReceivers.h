#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMultiHash>
#include <QString>

#include <optional>

struct ReferenceSnapshot;

// The receiver of an imported invoice as the body names it.
struct ImportReceiver
{
    QString companyUuid;
    QString personUuid;
    QString name; // for the preview; not sent

    bool operator==(const ImportReceiver &) const = default;
};

// The account's companies and persons (from the session's ReferenceData), to turn a CSV cell into a
// receiver: a uuid, a customer number or a name.
class ImportReceivers
{
    Q_DECLARE_TR_FUNCTIONS(ImportReceivers)

public:
    static ImportReceivers fromRecords(
        const QList<QJsonObject> &companies, const QList<QJsonObject> &persons);
    // Indexes every address of the snapshot; call it off the GUI thread for a large account.
    static ImportReceivers fromReference(const ReferenceSnapshot &reference);

    int companyCount() const { return m_companies; }
    int personCount() const { return m_persons; }

    struct Match
    {
        std::optional<ImportReceiver> receiver;
        QString problem; // why there is none, in words
    };
    Match resolve(const QString &text) const;

private:
    void add(const ImportReceiver &receiver, const QString &customerNumber);

    QHash<QString, ImportReceiver> m_byUuid;
    QMultiHash<QString, ImportReceiver> m_byName; // case-folded, spaces simplified
    QMultiHash<QString, ImportReceiver> m_byNumber;
    int m_companies = 0;
    int m_persons = 0;
};
