#pragma once

#include "reports/ReminderRun.h"
#include "views/WorkspacePage.h"

#include <QDialog>
#include <QSet>
#include <QUrl>

#include <functional>
#include <memory>

class DateField;
class QPrinter;
class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

// Document → Reminder run…: every invoice whose next level is due as of a date (the level rule,
// docs/reminders.md), grouped by that level, with the dunning settings' texts and fees; customers with
// automatic dunning switched off are listed unticked with the reason. The bookkeeper ticks what to send
// and picks print or e-mail per level; nothing is recorded before a question naming how many, which
// levels, the fees and every recipient. A printed reminder counts as printed once its print job was
// handed over; closing with reminders proposed or recorded but not printed asks first. The summary
// (on screen and printed) lists amounts, fees, channel, recipient and result with totals per
// currency. Opened with open(), never exec().
class ReminderRunDialog : public QDialog
{
    Q_OBJECT

public:
    ReminderRunDialog(const SessionContext &session, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    DateField *asOfField() const { return m_asOf; }
    QLabel *info() const { return m_info; }
    QPushButton *startButton() const { return m_start; }
    QTextBrowser *summary() const { return m_summary; }
    bool isLoading() const { return m_loading; }
    // Plans again from the local copy (after it changed).
    void reload() { loadPlan(); }
    // The selection as the tree shows it.
    QList<ReminderCandidate> selected() const;
    QHash<int, ReminderRun::Delivery> deliveries() const;
    bool isRunning() const { return m_run && m_run->isRunning(); }
    // Asked before the session goes (SessionDialogs): while a run is under way, stop it or Cancel.
    void askToSwitchAway(const WorkspacePage::SwitchAnswer &answer);
    // The question before anything is recorded: how many reminders, which levels, the fees per
    // currency and every e-mail recipient. Empty when nothing is ticked.
    QString confirmationText() const;
    // Prints the reminders recorded in this run as one job on `printer`; once it is handed over, they
    // count as printed. False with the reason in the dialog's info line otherwise.
    bool printRemindersTo(QPrinter *printer);
    // Reminders recorded by the run whose print job has not been handed over yet, or (mail program) that
    // were not handed to the mail program yet.
    int unprintedCount() const;
    // Hands every reminder recorded for the mail program to it: the PDF saved in handoverFolder(), a new
    // message to the customer's address opened through `openUrl` (QDesktopServices by default). A
    // reminder counts as handed over once its message was opened. Returns how many were handed over.
    int handToMailProgram();
    QString handoverFolder() const { return m_handoverFolder; }
    void setHandoverFolder(const QString &folder) { m_handoverFolder = folder; }
    void setUrlOpener(std::function<bool(const QUrl &)> opener) { m_openUrl = std::move(opener); }

    void reject() override;

protected:
    void closeEvent(QCloseEvent *event) override;

signals:
    // The run changed documents on the service: the window syncs.
    void documentsChanged();

private:
    void loadPlan();
    void showPlan(const ReminderPlan &plan);
    void startRun();
    void asOfChanged(const QDate &date);
    // True when nothing would be lost; otherwise asks (Discard closes) and answers false.
    bool mayClose();
    // What closing would lose, as a question; empty when nothing.
    QString closeQuestion() const;
    void showSummary();
    void printReminders();
    void printSummary();

    SessionContext m_session;
    ReminderPlan m_plan;
    ReminderRun *m_run = nullptr;
    bool m_loading = false;
    bool m_settingsAsked = false;
    bool m_printed = false; // the recorded reminders' print job was handed over
    QSet<QString> m_handedOver; // invoices whose reminder was handed to the mail program
    QString m_handoverFolder;
    std::function<bool(const QUrl &)> m_openUrl;
    bool m_closeConfirmed = false;
    QString m_notice; // why the date asked for was not taken
    DateField *m_asOf;
    QLabel *m_info;
    QTreeWidget *m_tree;
    QProgressBar *m_progress;
    QTextBrowser *m_summary;
    QPushButton *m_start;
    QPushButton *m_printReminders;
    QPushButton *m_mailProgram;
    QPushButton *m_printSummary;
};
