#include "records/ReferenceData.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/ResourceApi.h"
#include "base/AsyncRun.h"
#include "records/SettingsApi.h"
#include "store/RecordStore.h"
#include "sync/RecordSync.h"

#include <QTimer>

namespace {

struct Registered
{
    QWeakPointer<ReferenceData> data;
    QSharedPointer<ReferenceData> keep; // a session's lives as long as its client
    QPointer<ApiClient> client;
    bool hadClient = false;
    QString dataDir;
    QString accountUuid;
};

QList<Registered> &registry()
{
    static QList<Registered> list;
    return list;
}

struct ReadResult
{
    std::shared_ptr<const ReferenceSnapshot> snapshot;
    QStringList changed;
};

// On a pool thread: writes the settings that arrived, reads everything, and names what changed.
ReadResult readStore(const QString &dataDir, const QString &accountUuid,
    const QList<QPair<QString, QJsonObject>> &settingsToWrite,
    const std::shared_ptr<const ReferenceSnapshot> &previous, bool first)
{
    auto snapshot = std::make_shared<ReferenceSnapshot>();
    RecordStore store(dataDir, accountUuid);
    if (!store.isOpen()) {
        snapshot->storeError = store.errorString();
        return {snapshot, {}};
    }
    for (const auto &[name, value] : settingsToWrite) {
        if (!store.saveSetting(name, value))
            snapshot->storeError = store.errorString();
    }
    snapshot->companies = store.loadAll(QStringLiteral("companies"));
    snapshot->persons = store.loadAll(QStringLiteral("persons"));
    snapshot->products = store.loadAll(QStringLiteral("products"));
    snapshot->bankAccounts = store.loadAll(QStringLiteral("bankAccounts"));
    snapshot->units = store.loadAll(QStringLiteral("units"));
    const auto conditions = store.setting(QStringLiteral("conditions"));
    const auto defaults = store.setting(QStringLiteral("default-conditions"));
    snapshot->hasConditions = conditions.has_value();
    snapshot->conditions = conditions.value_or(QJsonObject());
    snapshot->hasDefaultConditions = defaults.has_value();
    snapshot->defaultConditions = defaults.value_or(QJsonObject());

    QStringList changed;
    for (const QString &resource : ReferenceData::resources()) {
        if (first || snapshot->records(resource) != previous->records(resource))
            changed << resource;
    }
    if (first || snapshot->conditions != previous->conditions
        || snapshot->hasConditions != previous->hasConditions)
        changed << QStringLiteral("conditions");
    if (first || snapshot->defaultConditions != previous->defaultConditions
        || snapshot->hasDefaultConditions != previous->hasDefaultConditions)
        changed << QStringLiteral("default-conditions");
    return {snapshot, changed};
}

} // namespace

const QList<QJsonObject> &ReferenceSnapshot::records(const QString &resource) const
{
    static const QList<QJsonObject> none;
    if (resource == QLatin1String("companies"))
        return companies;
    if (resource == QLatin1String("persons"))
        return persons;
    if (resource == QLatin1String("products"))
        return products;
    if (resource == QLatin1String("bankAccounts"))
        return bankAccounts;
    if (resource == QLatin1String("units"))
        return units;
    return none;
}

namespace {

// The collections of the reference data, by ResourceApi's table (store name and list path).
constexpr Resource referenceResources[] = {
    Resource::Companies, Resource::Persons, Resource::Products, Resource::BankAccounts, Resource::Units};

} // namespace

const QStringList &ReferenceData::resources()
{
    static const QStringList names = [] {
        QStringList list;
        for (const Resource resource : referenceResources)
            list << ResourceApi::storeName(resource);
        return list;
    }();
    return names;
}

QString ReferenceData::listPath(const QString &resource)
{
    for (const Resource r : referenceResources) {
        if (ResourceApi::storeName(r) == resource)
            return ResourceApi::path(r);
    }
    return {};
}

const QStringList &ReferenceData::settingNames()
{
    static const QStringList names {QStringLiteral("conditions"), QStringLiteral("default-conditions")};
    return names;
}

QSharedPointer<ReferenceData> ReferenceData::shared(
    ApiClient *client, const QString &dataDir, const QString &accountUuid)
{
    QList<Registered> &list = registry();
    for (auto it = list.begin(); it != list.end();) {
        // An entry whose holders are gone, or whose session (client) ended, serves no one.
        QSharedPointer<ReferenceData> data = it->data.toStrongRef();
        if (!data || (it->hadClient && !it->client)) {
            it = list.erase(it);
            continue;
        }
        if (it->client == client && it->dataDir == dataDir && it->accountUuid == accountUuid)
            return data;
        ++it;
    }
    // Deleted at once when the last holder lets go (an editor or wizard goes with deleteLater, so never
    // inside one of its signals), also after the event loop ended.
    QSharedPointer<ReferenceData> data(new ReferenceData(client, dataDir, accountUuid));
    // One per session: kept until the session's client ends, so the next editor finds it ready. Without
    // a client it lives while someone holds it.
    list.append({data, client ? data : nullptr, client, client != nullptr, dataDir, accountUuid});
    if (client) {
        QObject::connect(client, &QObject::destroyed, [client] {
            registry().removeIf(
                [client](const Registered &r) { return r.hadClient && (!r.client || r.client == client); });
        });
    }
    return data;
}

ReferenceData::ReferenceData(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
    , m_snapshot(std::make_shared<ReferenceSnapshot>())
{
    // Whoever writes the copy (the records sync, a record page's save), the pickers follow.
    const QString database = AccountDatabase::filePath(m_dataDir, m_accountUuid);
    connect(RecordStore::signalsOfWrites(), &RecordStoreSignals::written, this,
        [this, database](const QString &path, const QString &resource) {
            if (path == database && (resource == QLatin1String("settings") || resources().contains(resource)))
                reloadSoon();
        });
    startRead();
}

ReferenceData::~ReferenceData() = default;

void ReferenceData::reloadSoon()
{
    // Writes that come together (a listing and its announcement, several pages' saves) make one read.
    if (std::exchange(m_reloadQueued, true))
        return;
    QTimer::singleShot(0, this, [this] {
        m_reloadQueued = false;
        startRead();
    });
}

void ReferenceData::startRead(const QList<QPair<QString, QJsonObject>> &settingsToWrite)
{
    if (m_dataDir.isEmpty() || m_accountUuid.isEmpty())
        return;
    const int generation = ++m_generation;
    const bool first = !m_ready;
    const auto read = [dataDir = m_dataDir, account = m_accountUuid, settingsToWrite, previous = m_snapshot,
                          first] {
        return readStore(dataDir, account, settingsToWrite, previous, first);
    };
    asyncRun(this, read, [this, generation](const ReadResult &result) {
        if (generation != m_generation)
            return; // a newer read (with what this one saw, or more) is on its way
        m_snapshot = result.snapshot;
        const bool wasReady = m_ready;
        m_ready = true;
        // A listing is under way until the copy it wrote has been read.
        const QStringList finished = std::exchange(m_finishedListings, {});
        for (const QString &resource : finished)
            m_listing.remove(resource);
        if (!result.changed.isEmpty())
            emit changed(result.changed);
        if (!wasReady)
            emit ready();
        for (const QString &resource : finished)
            emit listingFinished(resource);
        if (!m_missingFetched) {
            m_missingFetched = true;
            listMissing();
        }
    });
}

void ReferenceData::listMissing()
{
    if (!m_client || !m_snapshot->storeError.isEmpty())
        return;
    QStringList missing;
    for (const QString &resource : resources()) {
        if (m_snapshot->records(resource).isEmpty())
            missing << resource;
    }
    refresh(missing);
    // Without the settings the due date comes from the receiver alone (or stays empty) and the terms
    // stay empty: the editor works meanwhile.
    if (!m_snapshot->hasConditions)
        fetchSetting(QStringLiteral("conditions"));
    if (!m_snapshot->hasDefaultConditions)
        fetchSetting(QStringLiteral("default-conditions"));
}

RecordSync *ReferenceData::recordSync()
{
    if (m_sync)
        return m_sync;
    m_sync = new RecordSync(m_client, m_dataDir, m_accountUuid, this);
    connect(m_sync, &RecordSync::finished, this, [this](const QString &resource) {
        m_finishedListings << resource;
        reloadSoon();
    });
    connect(m_sync, &RecordSync::failed, this, [this](const QString &resource, const ApiError &error) {
        m_listing.remove(resource);
        emit listingFailed(resource, error);
    });
    return m_sync;
}

void ReferenceData::refresh(const QStringList &names)
{
    if (!m_client)
        return;
    for (const QString &resource : names) {
        const QString path = listPath(resource);
        if (path.isEmpty() || m_listing.contains(resource))
            continue;
        m_listing.insert(resource);
        recordSync()->start(resource, path);
    }
}

void ReferenceData::fetchSetting(const QString &name)
{
    if (!m_client || m_listing.contains(name))
        return;
    m_listing.insert(name);
    ApiJob *job = SettingsApi(m_client).get(name, this);
    connect(job, &ApiJob::succeeded, this, [this, name](const QJsonDocument &answer) {
        QString error;
        const std::optional<QJsonObject> value = SettingsApi::resourceFromAnswer(answer, &error);
        if (!value) {
            m_listing.remove(name);
            emit listingFailed(name, ApiError(ApiError::Kind::Malformed, error));
            return;
        }
        m_finishedListings << name;
        startRead({{name, *value}});
    });
    connect(job, &ApiJob::failed, this, [this, name](const ApiError &error) {
        m_listing.remove(name);
        emit listingFailed(name, error);
    });
}
