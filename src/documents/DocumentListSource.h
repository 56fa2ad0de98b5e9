#pragma once

#include "api/DocumentDetail.h"
#include "domain/DocumentKind.h"
#include "domain/DocumentSummary.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

// What the local copy holds of one document for a detail pane: its stored detail and what the pane shows
// beside it, read together on a pool thread.
struct StoredDocument
{
    struct FollowUp
    {
        DocumentKind kind = DocumentKind::Invoice;
        QString uuid;
        QString number; // empty: not listed yet
        friend bool operator==(const FollowUp &, const FollowUp &) = default;
    };

    // The detail cache's copy (for a receipt its list item, the service has no single-receipt route).
    std::optional<DocumentDetail> detail;
    // The receiver's language from its address record; empty when the local copy does not know it.
    QString receiverLanguage;
    // The documents made from this one (conversions), as the local copy remembers them.
    QList<FollowUp> followUps;
    // The document this one was made from; none when it was not converted in this local copy (made
    // from nothing, or converted elsewhere: the service does not say).
    std::optional<FollowUp> origin;
};
Q_DECLARE_METATYPE(StoredDocument)

// The local copy of one account's documents as a list page reads and changes it, GUI-free. Every read
// and delete runs on a pool thread, never on the caller's; results come back as signals on the source's
// thread. Only the service's answers and the sync write documents into the local copy; this source only
// forgets the ones the service deleted, so the list need not wait for the next sync.
class DocumentListSource : public QObject
{
    Q_OBJECT

public:
    using RowVisitor = std::function<bool(const DocumentSummary &)>;
    // Reads a kind's rows on the calling (pool) thread: the newest `newestLimit` first (0: all of
    // them), each handed to `each` until it returns false.
    using RowReader = std::function<void(int newestLimit, const RowVisitor &each)>;

    explicit DocumentListSource(QObject *parent = nullptr);
    // Reads still running stop at their next row.
    ~DocumentListSource() override;

    void setSession(const QString &dataDir, const QString &accountUuid);
    bool hasSession() const { return !m_dataDir.isEmpty() && !m_accountUuid.isEmpty(); }

    // A reader of the kind's rows for a pool thread (the list model runs it); it stops early when this
    // source is gone.
    RowReader rowReader(DocumentKind kind) const;
    // Forgets these documents (deleted on the service) on a pool thread; removed() follows.
    void removeDocuments(DocumentKind kind, const QStringList &uuids);
    // Reads what the local copy holds of one document on a pool thread; detailRead() follows for the
    // latest request only (an earlier one answered late is dropped). Read again after a sync, the links
    // name the documents it brought.
    void readDetail(DocumentKind kind, const QString &uuid);
    // Drops the detail read under way.
    void cancelDetail() { ++m_detailRequest; }
    // Reads under way stop at their next row (before a list model that waits for its reader goes).
    void stopReading() { m_closing->store(true); }

signals:
    // `ok` false: the local copy kept some of them (the next sync brings it in line).
    void removed(DocumentKind kind, const QStringList &uuids, bool ok);
    void detailRead(DocumentKind kind, const QString &uuid, const StoredDocument &stored);

private:
    QString m_dataDir;
    QString m_accountUuid;
    quint64 m_detailRequest = 0;
    std::shared_ptr<std::atomic_bool> m_closing = std::make_shared<std::atomic_bool>(false);
};
