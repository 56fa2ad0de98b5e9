#pragma once

#include "api/ApiError.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>

class ApiClient;
class DetailFetcher;
class RecordSync;

// What one CopyMirror run did, for the window's status and `--sync`'s summary line.
struct MirrorSummary
{
    Q_DECLARE_TR_FUNCTIONS(MirrorSummary)

public:
    QStringList recordsFailed; // "companies: reason" per reference list that could not be listed
    QStringList settingsFailed; // "dunnings: reason" per invoice setting that could not be read
    // Lists and settings this token may not read (403): not fetched, and no later run would fetch them
    // with the same token, so they are named but do not make the copy partial (as forbidden document
    // kinds in the list sync).
    QStringList forbidden;
    bool dunningsChanged = false; // the dunning settings differ from the stored ones
    int detailsToFetch = 0; // details missing or stale at the start
    int detailsFetched = 0;
    int detailsRemoved = 0; // documents gone at the service (404), removed from the copy
    QStringList detailsFailed; // numbers of the documents whose detail could not be fetched
    QString firstDetailError;
    bool cancelled = false;

    // Something is not current: the copy is partly mirrored (exit 4 headless).
    bool isPartial() const
    {
        return cancelled || !recordsFailed.isEmpty() || !settingsFailed.isEmpty() || !detailsFailed.isEmpty();
    }
    // "Details: 12 fetched (3 changed at the service); addresses, products, bank accounts, units and
    // 7 invoice settings current."
    QString describe() const;
    // The reasons, one per line, when partial.
    QStringList problems() const;
};

// The second half of one synchronisation, after the document lists (SyncController): makes everything
// else the program reads as current as the lists, in the window and in `--sync` alike.
//   1. the reference lists (companies, persons, products, bank accounts, units) listed whole (RecordSync);
//   2. the invoice settings (conditions, default texts, dunning levels, payment slip, number ranges),
//      each fetched again; when the dunning levels changed, the stored details of the open invoices are
//      marked stale (their next-reminder dates follow the levels);
//   3. the single-document answers of invoices and credit notes whose stored copy is missing or stale by
//      the freshness rule (DocumentStore::currentDetailCondition): a few at a time, each stored as it
//      arrives, so an interrupted run resumes where it stopped and a later run costs what changed.
// GUI-free; runs on the caller's thread with the caller's ApiClient, writes through the stores.
class CopyMirror : public QObject
{
    Q_OBJECT

public:
    CopyMirror(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent = nullptr);

    // Does nothing while a run is going on.
    void start();
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    // stage: "records", "settings" or "details"; done of total within the stage.
    void progress(const QString &stage, int done, int total);
    void finished(const MirrorSummary &summary);

private:
    void startRecords();
    void startSettings();
    void startDetails();
    void finish();

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    RecordSync *m_records = nullptr;
    DetailFetcher *m_details = nullptr;
    QSet<QString> m_pending; // records or settings under way
    int m_stageTotal = 0;
    MirrorSummary m_summary;
    bool m_running = false;
    bool m_cancelled = false;
};
