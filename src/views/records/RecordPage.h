#pragma once

#include "records/RecordController.h"
#include "records/RecordTableModel.h"
#include "views/WorkspacePage.h"

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QUrlQuery>

#include <functional>

class QButtonGroup;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QTableView;
class TableColumnFit;
class QTextBrowser;
class RecordPageEditor;
class RecordTableFilterModel;

// A page listing one resource of the account (products, units, bank accounts, employees, ...) from the
// local store: instant search, sortable columns, quick filters, the selected record's detail beside
// the list, and New / Edit / Delete (or Archive) as page actions. refresh() lists the resource from
// the service into the store; edits are written to the store as soon as the service accepts them.
class RecordPage : public WorkspacePage
{
    Q_OBJECT

public:
    // extra: further listings of the resource whose records are added.
    RecordPage(QList<RecordColumn> columns, Resource resource, QList<QUrlQuery> extra = {},
        QWidget *parent = nullptr);
    ~RecordPage() override;

    void openSession(const SessionContext &session) override;
    void refresh() override;
    void storeChanged() override;
    void focusSearch() override;
    QList<QAction *> pageActions() const override { return m_actions; }
    void askToSwitchAway(const SwitchAnswer &answer) override;

    RecordTableModel *model() const { return m_model; }
    RecordTableFilterModel *filterModel() const { return m_filter; }
    QTableView *table() const { return m_table; }
    QLineEdit *searchField() const { return m_search; }
    QString detailText() const;
    QAction *newAction() const { return m_new; }
    QAction *editAction() const { return m_edit; }
    // The editor open now, if any.
    RecordPageEditor *editor() const;
    // Answers the question asked before deleting or archiving instead of the window-modal message box
    // (tests that are not about the question answer it themselves).
    void setConfirmation(std::function<bool(const QString &question)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    // Selects the record with this key if it is shown.
    bool selectKey(const QString &key);
    QJsonObject currentRecord() const;

signals:
    // The store's copy was read into the list (after openSession, refresh or a change).
    void reloaded();

protected:
    const SessionContext &session() const { return m_session; }
    // The list's column widths (the first column is kept whole).
    TableColumnFit *columnFit() const { return m_columnFit; }
    // The page's service and store calls.
    RecordController *controller() const { return m_controller; }
    // The selected record's detail as HTML.
    virtual QString detailHtml(const QJsonObject &record) const = 0;
    // An editor for this record (empty: a new one); nullptr when there is nothing to edit.
    virtual RecordPageEditor *createEditor(const QJsonObject &record) = 0;
    // The selection changed: enable the page's own actions.
    virtual void updateActions();

    // Quick filters left of the count: label -> which records it shows. The first is checked.
    void setQuickFilters(const QList<std::pair<QString, std::function<bool(const QJsonObject &)>>> &filters);
    void setSearchPlaceholder(const QString &text);
    // The row above the table: search field, quick filters, count; pages add their own filters to it.
    QHBoxLayout *filterRow() const { return m_filterRow; }
    QAction *addPageAction(const QString &text, const QKeySequence &shortcut, std::function<void()> run);
    // Asks the question about this record with open() (window-modal, never a nested event loop). On
    // Yes, if the session is still the same and the record is still listed, `then` runs with the
    // record as it is now; a record deleted or a session switched meanwhile is not acted on.
    void confirm(const QJsonObject &record, const QString &question,
        std::function<void(const QJsonObject &record)> then);
    // A call for the selected record: errors go to the message bar, success to onSuccess.
    void whenDone(RecordRequest *request, std::function<void(const QJsonObject &record)> onSuccess);
    // The record (as the service answered) into the list and the store; empty lists the resource again.
    void recordSaved(const QJsonObject &record);
    void recordRemoved(const QString &key);
    // Reads the store into the list.
    void reload();

private:
    void openEditor(const QJsonObject &record);
    void onCurrentChanged();
    void updateCount();

    SessionContext m_session;
    RecordController *m_controller;
    RecordTableModel *m_model;
    RecordTableFilterModel *m_filter;
    QLineEdit *m_search;
    QHBoxLayout *m_filterRow;
    QButtonGroup *m_quickFilters;
    QLabel *m_count;
    QTableView *m_table;
    TableColumnFit *m_columnFit = nullptr;
    QTextBrowser *m_detail;
    QAction *m_new;
    QAction *m_edit;
    QList<QAction *> m_actions;
    QPointer<RecordPageEditor> m_editor;
    QString m_keepKey;
    std::function<bool(const QString &)> m_confirm;
};
