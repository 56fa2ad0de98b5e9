#include "records/SettingsController.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "base/AsyncRun.h"
#include "records/SettingsApi.h"
#include "store/RecordStore.h"
#include "store/StoreLogging.h"

namespace {

void answerWith(ApiJob *job, QObject *context, const SettingsController::Done &done,
    const SettingsController::Failed &failed)
{
    QObject::connect(job, &ApiJob::succeeded, context, [done, failed](const QJsonDocument &answer) {
        QString why;
        const auto value = SettingsApi::resourceFromAnswer(answer, &why);
        if (value)
            done(*value);
        else
            failed(ApiError(ApiError::Kind::Malformed, why));
    });
    QObject::connect(job, &ApiJob::failed, context, failed);
}

} // namespace

SettingsController::SettingsController(QObject *parent)
    : RecordStack(parent)
{ }

void SettingsController::readStored(const QStringList &names, QObject *context, Stored done) const
{
    asyncRun(
        context,
        [dir = dataDir(), account = accountUuid(), names] {
            QHash<QString, QJsonObject> values;
            if (dir.isEmpty() || account.isEmpty())
                return values;
            const RecordStore store(dir, account);
            for (const QString &name : names) {
                if (const auto cached = store.setting(name))
                    values.insert(name, *cached);
            }
            return values;
        },
        std::move(done));
}

QString SettingsController::keep(const QString &name, const QJsonObject &value) const
{
    RecordStore store(dataDir(), accountUuid());
    if (store.saveSetting(name, value))
        return {};
    qCWarning(lcStore) << "setting not kept:" << name << store.errorString();
    return store.errorString();
}

void SettingsController::load(const QString &name, QObject *context, Done done, Failed failed)
{
    if (isOpen())
        answerWith(SettingsApi(client()).get(name, context), context, done, failed);
}

void SettingsController::patch(
    const QString &name, const QJsonObject &fields, QObject *context, Done done, Failed failed)
{
    if (isOpen())
        answerWith(SettingsApi(client()).patch(name, fields, context), context, done, failed);
}
