#include "reports/ReminderRun.h"

#include "domain/DateText.h"

#include "api/ApiError.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/DocumentActionsApi.h"
#include "documents/PdfDownload.h"
#include "domain/DunningLevel.h"
#include "domain/DunningRule.h"
#include "domain/Money.h"
#include "records/SettingsApi.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"
#include "store/StoreLogging.h"
#include "store/SyncState.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>

#include <algorithm>

namespace {

// What the run wrote for an invoice and target level: the level is reached, or everything is done.
const QString levelReached = QStringLiteral("level");
const QString allDone = QStringLiteral("done");

} // namespace

QString ReminderRun::describeNext(const ReminderPlan &plan, const QStringList &uuids)
{
    QStringList lines;
    const QLocale locale;
    for (const QString &uuid : uuids) {
        const auto find = [&uuid](const QList<ReminderCandidate> &list) -> const ReminderCandidate * {
            for (const ReminderCandidate &c : list) {
                if (c.uuid == uuid)
                    return &c;
            }
            return nullptr;
        };
        if (const ReminderCandidate *c = find(plan.candidates)) {
            lines << tr("%1 (%2): %3, fee %4")
                         .arg(c->number, c->customerName, ReminderRun::levelName(c->nextLevel),
                             Money::format(c->feeMinor, c->currency, locale));
        } else if (const ReminderCandidate *c = find(plan.notDue)) {
            lines << (c->nextLevel == 0 || !c->nextDate.isValid()
                    ? tr("%1 (%2): no further level is due; the service will refuse it.")
                          .arg(c->number, c->customerName)
                    : tr("%1 (%2): %3 is not due before %4; the service will refuse it.")
                          .arg(c->number, c->customerName, ReminderRun::levelName(c->nextLevel),
                              DateText::of(c->nextDate, locale)));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QString ReminderRun::levelName(int level)
{
    return DunningLevels::text(DunningLevels::fromNumber(level));
}

namespace {

// The customer's e-mail address as the address record keeps it: the primary one, else the first.
QString emailOf(const QJsonObject &address)
{
    QString first;
    for (const QJsonValue &v : address.value(QLatin1String("contacts")).toArray()) {
        const QJsonObject c = v.toObject();
        if (JsonReader::string(c, QLatin1String("type")) != QLatin1String("email"))
            continue;
        const QString value = JsonReader::string(c, QLatin1String("value")).trimmed();
        if (value.isEmpty())
            continue;
        if (JsonReader::boolean(c, QLatin1String("is_primary"), false))
            return value;
        if (first.isEmpty())
            first = value;
    }
    return first;
}

QDate dateOf(const QJsonObject &o, QLatin1String field)
{
    return QDate::fromString(JsonReader::string(o, field).left(10), Qt::ISODate);
}

} // namespace

ReminderPlan ReminderRun::plan(const QString &dataDir, const QString &accountUuid, const QDate &asOf)
{
    return plan(ReportSource::load(dataDir, accountUuid), dataDir, accountUuid, asOf);
}

ReminderPlan ReminderRun::plan(
    const ReportSource &source, const QString &dataDir, const QString &accountUuid, const QDate &asOf)
{
    ReminderPlan plan;
    plan.asOf = asOf;
    plan.freshness = source.freshness;

    RecordStore records(dataDir, accountUuid);
    QSet<QString> noDunning;
    QHash<QString, QString> emails;
    for (const QString &resource : {QStringLiteral("companies"), QStringLiteral("persons")}) {
        for (const QJsonObject &address : records.loadAll(resource)) {
            const QString uuid = JsonReader::string(address, QLatin1String("uuid"));
            if (address.contains(QLatin1String("automatic_dunning"))
                && !JsonReader::boolean(address, QLatin1String("automatic_dunning"), true))
                noDunning.insert(uuid);
            const QString email = emailOf(address);
            if (!email.isEmpty())
                emails.insert(uuid, email);
        }
    }
    DunningRule::Levels levels;
    bool chargeFees = true;
    if (const auto settings = records.setting(QStringLiteral("dunnings"))) {
        plan.settingsKnown = true;
        plan.dunningEnabled = JsonReader::boolean(*settings, QLatin1String("enableDunning"), true);
        chargeFees = JsonReader::boolean(*settings, QLatin1String("enableDunningAmount"), true);
        const QString language = QLocale().name().left(2);
        for (int level = 1; level <= 3; ++level) {
            const QJsonObject o = settings->value(QStringLiteral("dunningLevel%1").arg(level)).toObject();
            if (o.isEmpty())
                continue;
            ReminderLevelText text;
            text.enabled = JsonReader::boolean(o, QLatin1String("isEnabled"), true);
            text.numberOfDays = int(JsonReader::integer(o, QLatin1String("numberOfDays")).value_or(0));
            text.feeMinor =
                chargeFees ? JsonReader::scaled(o, QLatin1String("dunningAmount")).value_or(0) : 0;
            const QJsonObject translations = o.value(QLatin1String("translations")).toObject();
            QJsonObject t = translations.value(language).toObject();
            if (t.isEmpty())
                t = translations.value(QLatin1String("de")).toObject();
            text.subject = JsonReader::string(t, QLatin1String("emailSubject"));
            text.letter = JsonReader::string(t, QLatin1String("dunningLetter"));
            text.feeLabel = JsonReader::string(t, QLatin1String("dunningAmountLabel"));
            plan.levels.insert(level, text);
        }
        levels = ReminderRun::ruleLevels(*settings);
    }

    DocumentStore documents(dataDir, accountUuid);
    for (const ReportDocument &d : source.documents) {
        if (d.kind != DocumentKind::Invoice || d.cancelled || d.openMinor <= 0 || !d.dueDate.isValid()
            || d.dueDate >= asOf || d.dunningLevel >= 3)
            continue;
        ReminderCandidate c;
        c.uuid = d.uuid;
        c.number = d.number;
        c.customerName = d.customerName;
        c.customerKey = d.customerKey;
        c.currency = d.currency;
        c.openMinor = d.openMinor;
        c.dueDate = d.dueDate;
        c.overdueDays = int(d.dueDate.daysTo(asOf));
        c.currentLevel = d.dunningLevel;
        c.automaticDunningOff = noDunning.contains(d.customerKey);
        c.email = emails.value(d.customerKey);

        // The day of the last reminder and the service's next date: from the list row, and from the
        // stored single invoice while it is at the same level as the row.
        ReminderRun::LevelDates row {d.dunningLevel, {}, {}};
        if (const auto listed = documents.find(DocumentKind::Invoice, d.uuid)) {
            const QJsonObject o = QJsonDocument::fromJson(listed->json).object();
            row.last = dateOf(o, QLatin1String("lastDunningDate"));
            row.next = dateOf(o, QLatin1String("nextDunningDate"));
        }
        const QJsonObject detail =
            QJsonDocument::fromJson(documents.currentDetail(DocumentKind::Invoice, d.uuid)).object();
        std::optional<ReminderRun::LevelDates> current;
        if (detail.isEmpty())
            plan.detailsNotCurrent << d.number;
        else
            current = ReminderRun::LevelDates {ReportDocument::dunningLevelFromString(
                                                   JsonReader::string(detail, QLatin1String("dunningLevel"))),
                dateOf(detail, QLatin1String("lastDunningDate")),
                dateOf(detail, QLatin1String("nextDunningDate"))};
        const auto decision = decide(plan.settingsKnown ? std::optional(levels) : std::nullopt, d.dueDate,
            row, current, asOf, &c.lastReminder);
        if (decision) {
            c.nextLevel = decision->level;
            c.nextDate = decision->dueOn;
            c.due = decision->isDue();
        } else {
            c.nextLevel = d.dunningLevel + 1;
            c.due = false;
        }
        c.feeMinor = plan.levels.value(c.nextLevel).feeMinor;
        (c.due ? plan.candidates : plan.notDue).append(c);
    }
    const auto byLevel = [](const ReminderCandidate &a, const ReminderCandidate &b) {
        if (a.nextLevel != b.nextLevel)
            return a.nextLevel < b.nextLevel;
        if (a.dueDate != b.dueDate)
            return a.dueDate < b.dueDate;
        return a.number < b.number;
    };
    std::sort(plan.candidates.begin(), plan.candidates.end(), byLevel);
    std::sort(plan.notDue.begin(), plan.notDue.end(), byLevel);
    return plan;
}

std::optional<DunningRule::Decision> ReminderRun::decide(const std::optional<DunningRule::Levels> &levels,
    const QDate &dueDate, const LevelDates &row, const std::optional<LevelDates> &currentDetail,
    const QDate &asOf, QDate *lastReminder)
{
    DunningRule::Invoice invoice;
    invoice.dueDate = dueDate;
    invoice.currentLevel = row.level;
    invoice.lastReminder = row.last;
    invoice.serviceNextDate = row.next;
    if (currentDetail && currentDetail->level == row.level) {
        if (currentDetail->last.isValid())
            invoice.lastReminder = currentDetail->last;
        if (currentDetail->next.isValid())
            invoice.serviceNextDate = currentDetail->next;
    }
    if (lastReminder)
        *lastReminder = invoice.lastReminder;
    if (!levels && !invoice.serviceNextDate.isValid())
        return std::nullopt;
    return DunningRule::decide(levels.value_or(DunningRule::Levels {}), invoice, asOf);
}

DunningRule::Levels ReminderRun::ruleLevels(const QJsonObject &dunningSettings)
{
    DunningRule::Levels levels;
    for (int level = 1; level <= 3; ++level) {
        const QJsonObject o = dunningSettings.value(QStringLiteral("dunningLevel%1").arg(level)).toObject();
        if (o.isEmpty())
            continue;
        levels[size_t(level - 1)] = {JsonReader::boolean(o, QLatin1String("isEnabled"), true),
            int(JsonReader::integer(o, QLatin1String("numberOfDays")).value_or(0))};
    }
    return levels;
}

ReminderRun::ReminderRun(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
{ }

bool ReminderRun::fetchSettings(std::function<void()> stored)
{
    if (!m_client)
        return false;
    ApiJob *job = SettingsApi(m_client).get(QStringLiteral("dunnings"), this);
    connect(job, &ApiJob::succeeded, this, [this, stored = std::move(stored)](const QJsonDocument &answer) {
        const auto settings = SettingsApi::resourceFromAnswer(answer);
        if (settings
            && RecordStore(m_dataDir, m_accountUuid).saveSetting(QStringLiteral("dunnings"), *settings))
            stored();
    });
    return true;
}

void ReminderRun::start(const QList<ReminderCandidate> &items, const QHash<int, Delivery> &deliveryByLevel)
{
    if (m_running)
        return;
    m_items = items;
    m_delivery = deliveryByLevel;
    m_index = 0;
    m_outcomes.clear();
    m_pdfs.clear();
    m_running = true;
    next();
}

QString ReminderRun::stateKey(const ReminderCandidate &item) const
{
    return QStringLiteral("reminderRun/%1/%2").arg(item.uuid).arg(item.nextLevel);
}

QString ReminderRun::storedState(const ReminderCandidate &item) const
{
    return SyncState(m_dataDir, m_accountUuid).value(stateKey(item));
}

void ReminderRun::storeState(const ReminderCandidate &item, const QString &value)
{
    SyncState state(m_dataDir, m_accountUuid);
    // Only a guard against sending a level twice after a crash: the run goes on, the log says why.
    if (!state.setValue(stateKey(item), value))
        qCWarning(lcStore) << "reminder run state not kept:" << state.errorString();
}

void ReminderRun::next()
{
    if (m_index >= m_items.size()) {
        m_running = false;
        emit finished();
        return;
    }
    const ReminderCandidate item = m_items.at(m_index);
    emit progress(int(m_index), int(m_items.size()), item.number);
    const Delivery delivery = m_delivery.value(item.nextLevel, Delivery::Print);
    if (storedState(item) == allDone) {
        finishItem(State::AlreadyDone);
        return;
    }
    if (!m_client) {
        finishItem(State::Failed, tr("There is no connection to the service."));
        return;
    }
    // The service's level now: a step that went through before a failure is not repeated.
    ApiJob *job = DocumentsApi(m_client).get(DocumentKind::Invoice, item.uuid, this);
    connect(job, &ApiJob::succeeded, this, [this, item, delivery](const QJsonDocument &answer) {
        const auto document = JsonReader::singleFromEnvelope(answer);
        const int level = document
            ? int(DunningLevels::fromWireName(JsonReader::string(*document, QLatin1String("dunningLevel"))))
            : item.currentLevel;
        act(item, delivery, level);
    });
    connect(job, &ApiJob::failed, this,
        [this](const ApiError &error) { finishItem(State::Failed, failureText(error)); });
}

bool ReminderRun::isNoEmailAddress(const ApiError &error)
{
    return error.httpStatus() == 400 && error.serverError() == QLatin1String("no_email_address");
}

QString ReminderRun::failureText(const ApiError &error)
{
    if (error.httpStatus() == 400
        && (error.serverError() == QLatin1String("dunning_not_due")
            || error.serverError() == QLatin1String("action_not_allowed")))
        return tr("The service refused the reminder: it is not due yet, or the invoice is already at its "
                  "last level. Synchronise and plan the run again.");
    if (isNoEmailAddress(error))
        return tr("The service has no e-mail address for this customer, so it could not send the reminder; "
                  "nothing was recorded. Print it or hand it to your mail program instead.");
    return error.message();
}

void ReminderRun::act(const ReminderCandidate &item, Delivery delivery, int serviceLevel)
{
    if (serviceLevel < item.nextLevel && serviceLevel != item.currentLevel
        && storedState(item) != levelReached) {
        // Someone else reminded meanwhile: what was planned no longer holds.
        finishItem(State::Failed,
            tr("The invoice's level changed on the service since the run was planned. Synchronise and plan "
               "the run again."));
        return;
    }
    const bool levelDone = serviceLevel >= item.nextLevel || storedState(item) == levelReached;
    if (levelDone) {
        // The level is recorded: by dunningSent, which e-mailed the reminder with it, or by a reminder
        // fetched for printing. Either way another action would raise the level once more.
        storeState(item, allDone);
        finishItem(State::AlreadyDone,
            delivery == Delivery::Email ? tr("Already at this level on the service; not sent again.")
                                        : tr("Already at this level on the service; not printed again."));
        return;
    }
    if (delivery == Delivery::Email) {
        // The service sends the reminder itself; nothing may follow it (no invoice e-mail).
        ApiJob *job = DocumentActionsApi(m_client).perform(
            DocumentKind::Invoice, item.uuid, QStringLiteral("dunningSent"), {}, this);
        connect(job, &ApiJob::succeeded, this, [this, item](const QJsonDocument &answer) {
            storeState(item, allDone);
            const auto result = DocumentActionsApi::readResult(answer);
            finishItem(State::Done, {}, result ? result->recipient : QString());
        });
        connect(job, &ApiJob::failed, this, [this](const ApiError &error) {
            finishItem(State::Failed, failureText(error), {}, {}, isNoEmailAddress(error));
        });
        return;
    }
    fetchReminderPdf(item, delivery);
}

void ReminderRun::fetchReminderPdf(const ReminderCandidate &item, Delivery delivery)
{
    auto *download =
        new PdfDownload(m_client, DocumentKind::Invoice, item.uuid, QStringLiteral("dunningPrint"), this);
    connect(download, &PdfDownload::finished, this, [this, item, delivery](const QByteArray &pdf) {
        storeState(item, allDone);
        if (delivery == Delivery::Print)
            m_pdfs.append(pdf);
        finishItem(State::Recorded, {}, {}, pdf);
    });
    connect(download, &PdfDownload::failed, this,
        [this](const QString &message) { finishItem(State::Failed, message); });
    download->start();
}

void ReminderRun::finishItem(State state, const QString &message, const QString &recipient,
    const QByteArray &pdf, bool serviceCannotSend)
{
    const ReminderCandidate item = m_items.at(m_index);
    const Delivery delivery = m_delivery.value(item.nextLevel, Delivery::Print);
    // Where it went: the service's answer, else the address the local copy knows (mail program too).
    const QString to = recipient.isEmpty() && delivery != Delivery::Print ? item.email : recipient;
    m_outcomes.append({item, delivery, state, message, to, pdf, serviceCannotSend});
    ++m_index;
    emit progress(int(m_index), int(m_items.size()), item.number);
    // Queued: a run over many finished invoices must not nest a call per invoice.
    QMetaObject::invokeMethod(this, &ReminderRun::next, Qt::QueuedConnection);
}
