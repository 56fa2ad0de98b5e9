#pragma once

#include "domain/DunningRule.h"
#include "reports/ReportSource.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class ApiClient;
class ApiError;

// An overdue invoice the month-end reminder run may remind: its level now and the one it would reach.
struct ReminderCandidate
{
    QString uuid;
    QString number;
    QString customerName;
    QString customerKey;
    QString currency;
    qint64 openMinor = 0;
    QDate dueDate;
    int overdueDays = 0;
    int currentLevel = 0; // 0 none, 1 reminder, 2 first dunning, 3 final dunning
    int nextLevel = 1; // the level the rule (domain/DunningRule) gives next; 0 when none is left
    bool due = true; // nextLevel is due as of the plan's date
    QDate nextDate; // the day nextLevel is due (the service's nextDunningDate where it gives one)
    QDate lastReminder; // the day currentLevel was recorded, when known
    qint64 feeMinor = 0; // nextLevel's fee in `currency`, 0 when the settings charge none
    QString email; // the customer's e-mail address (primary first), empty when none is known
    bool automaticDunningOff = false; // the customer's address says so
};

// The dunning settings of one level as stored with the invoice settings.
struct ReminderLevelText
{
    bool enabled = true;
    int numberOfDays = 0;
    QString subject;
    QString letter;
    qint64 feeMinor = 0;
    QString feeLabel;
};

struct ReminderPlan
{
    QDate asOf;
    // Due as of `asOf` by the level rule, by next level, then due date.
    QList<ReminderCandidate> candidates;
    // Overdue, open and below the final level, but no level due yet (nextLevel 0: none left).
    QList<ReminderCandidate> notDue;
    QMap<int, ReminderLevelText> levels; // 1..3, when the settings are in the store
    bool dunningEnabled = true;
    bool settingsKnown = false;
    ReportFreshness freshness;
    // Overdue open invoices whose stored detail (the service's dunning dates) is missing or stale by the
    // freshness rule: planned from the list row only until the synchronisation has fetched them.
    QStringList detailsNotCurrent;
};

// The month-end reminder run, GUI-free. plan() lists what is due by the level rule; start() (only after
// the user confirmed) performs the service's dunning actions one invoice after the other:
// - "e-mail" is dunningSent alone: the service e-mails the reminder itself (the level's subject and text,
//   the reminder's PDF with the fee; sandbox/README.md, "Reminders") and records the level; nothing is
//   sent after it. A service that cannot e-mail it (no address there) records nothing: the invoice is
//   listed with the reason, to be printed or handed to the mail program instead.
// - "print" is dunningPrint (the level is recorded, the reminder's PDF is kept for one print job:
//   State::Recorded until the caller has handed that job over);
// - "mail program" is dunningPrint too, the PDF kept for the caller to hand to the user's mail program
//   with the customer's address (State::Recorded until then).
// What is done is written to the store's sync state per invoice and target level before the next step,
// and the service's level is read again before acting, so a run that failed in the middle can be started
// again over the same selection: finished reminders stay finished and nothing is sent twice. A reminder
// the service refuses is listed with its reason and the run goes on.
class ReminderRun : public QObject
{
    Q_OBJECT

public:
    enum class Delivery { Print, Email, MailProgram };
    // Recorded: the level is recorded and the reminder's PDF is held for the print job, not printed yet.
    enum class State { Done, Recorded, AlreadyDone, Failed };
    struct Outcome
    {
        ReminderCandidate item;
        Delivery delivery = Delivery::Print;
        State state = State::Failed;
        QString message; // the failure, or a note
        QString recipient; // e-mail: where the service sent it; mail program: the customer's address
        QByteArray pdf; // Recorded: the reminder's PDF, to print or to hand to the mail program
        // E-mail: the service could not send it (it knows no address) and recorded nothing.
        bool serviceCannotSend = false;
    };
    // A failed action in the user's language: a refusal by the service says why, in words of our own.
    static QString failureText(const ApiError &error);

    // Overdue as of `asOf` (due date before it), open, not cancelled, below the final level; what the
    // level rule (domain/DunningRule) makes due goes to `candidates`, the rest to `notDue`. Without the
    // dunning settings only a date the service gave makes a level due. Any thread.
    static ReminderPlan plan(const QString &dataDir, const QString &accountUuid, const QDate &asOf);
    // The same from a copy read before (the session's ReportCache); `dataDir` for the addresses and
    // settings.
    static ReminderPlan plan(
        const ReportSource &source, const QString &dataDir, const QString &accountUuid, const QDate &asOf);

    // One invoice's dunning level with the day it was recorded and the service's next date, as a list
    // row or a single invoice gives them.
    struct LevelDates
    {
        int level = 0;
        QDate last; // lastDunningDate
        QDate next; // nextDunningDate
    };
    // plan()'s decision for one overdue invoice (also the accounts overview's): the list row's dates,
    // replaced by the current detail's (when there is one) where the detail is at the row's level. Without
    // the dunning settings (`levels` nullopt) only a date the service gave decides; with neither, no
    // decision (nothing is due by guesswork). `lastReminder` gets the day of the last reminder used.
    static std::optional<DunningRule::Decision> decide(const std::optional<DunningRule::Levels> &levels,
        const QDate &dueDate, const LevelDates &row, const std::optional<LevelDates> &currentDetail,
        const QDate &asOf, QDate *lastReminder = nullptr);
    // The level rule's levels (enabled, days) from the stored dunning settings.
    static DunningRule::Levels ruleLevels(const QJsonObject &dunningSettings);

    ReminderRun(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent = nullptr);

    // Fetches the dunning settings (texts and fees) into the store, for a plan() that found none there;
    // `stored` runs once they are written. The call lives in this object; false without a client.
    bool fetchSettings(std::function<void()> stored);

    void start(const QList<ReminderCandidate> &items, const QHash<int, Delivery> &deliveryByLevel);
    bool isRunning() const { return m_running; }
    bool hasClient() const { return !m_client.isNull(); }
    QList<Outcome> outcomes() const { return m_outcomes; }
    // The reminders fetched for print in this run, in run order (for one print job).
    QList<QByteArray> printedPdfs() const { return m_pdfs; }
    // A refusal of dunningSent because the service has no e-mail address for the customer.
    static bool isNoEmailAddress(const ApiError &error);

    // A level's words (1 reminder .. 3 final dunning; DunningLevels::text, the document list's wording).
    static QString levelName(int level);
    // For the question before single reminders: each invoice's next level and its fee, or why the
    // service will refuse it, one line per invoice of `uuids` found in `plan`.
    static QString describeNext(const ReminderPlan &plan, const QStringList &uuids);

signals:
    void progress(int done, int total, const QString &number);
    void finished();

private:
    void next();
    void act(const ReminderCandidate &item, Delivery delivery, int serviceLevel);
    void fetchReminderPdf(const ReminderCandidate &item, Delivery delivery);
    void finishItem(State state, const QString &message = {}, const QString &recipient = {},
        const QByteArray &pdf = {}, bool serviceCannotSend = false);
    QString stateKey(const ReminderCandidate &item) const;
    QString storedState(const ReminderCandidate &item) const;
    void storeState(const ReminderCandidate &item, const QString &value);

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    QList<ReminderCandidate> m_items;
    QHash<int, Delivery> m_delivery;
    qsizetype m_index = 0;
    bool m_running = false;
    QList<Outcome> m_outcomes;
    QList<QByteArray> m_pdfs;
};
