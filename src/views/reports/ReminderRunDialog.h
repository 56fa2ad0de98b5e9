#pragma once

#include "reports/ReminderRun.h"
#include "views/WorkspacePage.h"

#include <QDialog>

#include <memory>

class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

// Document → Reminder run…: every invoice overdue as of a date, grouped by the level it would reach
// next, with the dunning settings' texts and fees; customers with automatic dunning switched off are
// marked and left unticked. The bookkeeper ticks what to send and picks print or e-mail per level; the
// run (ReminderRun) shows its progress, prints all reminders in one print job and ends with a summary
// that can be printed. Opened with open(), never exec().
class ReminderRunDialog : public QDialog
{
    Q_OBJECT

public:
    ReminderRunDialog(const SessionContext &session, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    QPushButton *startButton() const { return m_start; }
    QTextBrowser *summary() const { return m_summary; }
    bool isLoading() const { return m_loading; }
    // The selection as the tree shows it.
    QList<ReminderCandidate> selected() const;
    QHash<int, ReminderRun::Delivery> deliveries() const;
    bool isRunning() const { return m_run && m_run->isRunning(); }
    // Asked before the session goes (SessionDialogs): while a run is under way, stop it or Cancel.
    void askToSwitchAway(const WorkspacePage::SwitchAnswer &answer);

signals:
    // The run changed documents on the service: the window syncs.
    void documentsChanged();

private:
    void loadPlan();
    void showPlan(const ReminderPlan &plan);
    void startRun();
    void showSummary();
    void printReminders();
    void printSummary();

    SessionContext m_session;
    ReminderPlan m_plan;
    ReminderRun *m_run = nullptr;
    bool m_loading = false;
    bool m_settingsAsked = false;
    QDateEdit *m_asOf;
    QLabel *m_info;
    QTreeWidget *m_tree;
    QProgressBar *m_progress;
    QTextBrowser *m_summary;
    QPushButton *m_start;
    QPushButton *m_printReminders;
    QPushButton *m_printSummary;
};
