#include "session/CopyMirror.h"

#include "api/ApiJob.h"
#include "records/ReferenceData.h"
#include "records/SettingsApi.h"
#include "reports/DetailFetcher.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"
#include "sync/RecordSync.h"

QString MirrorSummary::describe() const
{
    QString details;
    if (detailsToFetch == 0)
        details = tr("Details: every invoice and credit note current.");
    else
        details = tr("Details: %1 of %2 fetched (new or changed at the service).")
                      .arg(detailsFetched)
                      .arg(detailsToFetch);
    if (detailsRemoved > 0)
        details +=
            QLatin1Char(' ') + tr("%n document(s) gone at the service removed.", nullptr, detailsRemoved);
    QString records;
    if (!recordsFailed.isEmpty() || !settingsFailed.isEmpty())
        records = tr("Addresses, products, bank accounts, units and invoice settings partly current.");
    else if (!forbidden.isEmpty())
        records = tr("Addresses, products, bank accounts, units and invoice settings current, but for what "
                     "this token may not read: %1.")
                      .arg(forbidden.join(QLatin1String(", ")));
    else
        records = tr("Addresses, products, bank accounts, units and invoice settings current.");
    return details + QLatin1Char(' ') + records;
}

QStringList MirrorSummary::problems() const
{
    QStringList lines;
    for (const QString &r : recordsFailed)
        lines << tr("Not listed: %1").arg(r);
    for (const QString &s : settingsFailed)
        lines << tr("Invoice setting not read: %1").arg(s);
    if (!detailsFailed.isEmpty())
        lines << tr("Details not fetched (%1): %2; the next synchronisation fetches them again.")
                     .arg(firstDetailError, detailsFailed.join(QLatin1String(", ")));
    if (cancelled)
        lines << tr("The synchronisation was stopped before everything was current.");
    return lines;
}

CopyMirror::CopyMirror(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
{ }

void CopyMirror::start()
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    m_summary = {};
    if (!m_client) {
        m_summary.cancelled = true;
        finish();
        return;
    }
    startRecords();
}

void CopyMirror::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    m_summary.cancelled = true;
    if (m_details && m_details->isRunning()) {
        m_details->cancel(); // finished() follows and ends the run
        return;
    }
    m_pending.clear();
    finish();
}

void CopyMirror::startRecords()
{
    if (!m_records) {
        m_records = new RecordSync(m_client, m_dataDir, m_accountUuid, this);
        connect(m_records, &RecordSync::finished, this, [this](const QString &resource, int) {
            if (!m_pending.remove(resource) || !m_running)
                return;
            emit progress(QStringLiteral("records"), m_stageTotal - int(m_pending.size()), m_stageTotal);
            if (m_pending.isEmpty() && !m_cancelled)
                startSettings();
        });
        connect(m_records, &RecordSync::failed, this, [this](const QString &resource, const ApiError &error) {
            if (!m_pending.remove(resource) || !m_running)
                return;
            if (error.kind() == ApiError::Kind::Forbidden)
                m_summary.forbidden << resource;
            else
                m_summary.recordsFailed << QStringLiteral("%1: %2").arg(resource, error.message());
            emit progress(QStringLiteral("records"), m_stageTotal - int(m_pending.size()), m_stageTotal);
            if (m_pending.isEmpty() && !m_cancelled)
                startSettings();
        });
    }
    const QStringList resources = ReferenceData::resources();
    m_pending = QSet<QString>(resources.cbegin(), resources.cend());
    m_stageTotal = int(resources.size());
    emit progress(QStringLiteral("records"), 0, m_stageTotal);
    for (const QString &resource : resources)
        m_records->start(resource, ReferenceData::listPath(resource));
}

void CopyMirror::startSettings()
{
    const QStringList names = SettingsApi::cachedNames();
    m_pending = QSet<QString>(names.cbegin(), names.cend());
    m_stageTotal = int(names.size());
    emit progress(QStringLiteral("settings"), 0, m_stageTotal);
    const auto done = [this](const QString &name) {
        if (!m_pending.remove(name) || !m_running)
            return;
        emit progress(QStringLiteral("settings"), m_stageTotal - int(m_pending.size()), m_stageTotal);
        if (m_pending.isEmpty() && !m_cancelled)
            startDetails();
    };
    for (const QString &name : names) {
        ApiJob *job = SettingsApi(m_client).get(name, this);
        connect(job, &ApiJob::succeeded, this, [this, name, done](const QJsonDocument &answer) {
            QString why;
            const auto setting = SettingsApi::resourceFromAnswer(answer, &why);
            RecordStore store(m_dataDir, m_accountUuid);
            if (!setting) {
                m_summary.settingsFailed << QStringLiteral("%1: %2").arg(name, why);
            } else {
                const std::optional<QJsonObject> before = store.setting(name);
                if (before != setting) {
                    if (!store.saveSetting(name, *setting))
                        m_summary.settingsFailed << QStringLiteral("%1: %2").arg(name, store.errorString());
                    // The first copy of the levels changes no date a detail was fetched with.
                    else if (name == QLatin1String("dunnings") && before) {
                        m_summary.dunningsChanged = true;
                        DocumentStore documents(m_dataDir, m_accountUuid);
                        if (documents.markOpenInvoiceDetailsStale() < 0)
                            m_summary.settingsFailed
                                << QStringLiteral("%1: %2").arg(name, documents.errorString());
                    }
                }
            }
            done(name);
        });
        connect(job, &ApiJob::failed, this, [this, name, done](const ApiError &error) {
            if (error.kind() == ApiError::Kind::Forbidden)
                m_summary.forbidden << name;
            else
                m_summary.settingsFailed << QStringLiteral("%1: %2").arg(name, error.message());
            done(name);
        });
    }
}

void CopyMirror::startDetails()
{
    if (!m_details) {
        m_details = new DetailFetcher(m_client, m_dataDir, m_accountUuid, this);
        connect(m_details, &DetailFetcher::progress, this, [this](int done, int total) {
            m_summary.detailsToFetch = total;
            emit progress(QStringLiteral("details"), done, total);
        });
        connect(m_details, &DetailFetcher::finished, this, [this](int fetched, int, const QString &first) {
            m_summary.detailsFetched = fetched;
            m_summary.detailsRemoved = m_details->removed();
            m_summary.detailsFailed = m_details->failedNumbers();
            m_summary.firstDetailError = first;
            finish();
        });
    }
    m_details->start();
    if (!m_details->isRunning())
        finish();
}

void CopyMirror::finish()
{
    if (!m_running)
        return;
    m_running = false;
    emit finished(m_summary);
}
