#pragma once

#include "DocumentKind.h"
#include "WorkspacePage.h"

#include <QStringList>

class DocumentActionController;
class DocumentDetailPane;
class DocumentFilterModel;
class DocumentListModel;
class QButtonGroup;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

// The list of one document kind: search as one types, quick filters with counts, a period, sortable
// columns, and the detail of the selected document beside it. Everything shown comes from the local
// store; the window's sync fills it.
class DocumentsPage : public WorkspacePage
{
    Q_OBJECT

public:
    explicit DocumentsPage(DocumentKind kind, QWidget *parent = nullptr);

    DocumentKind kind() const { return m_kind; }
    DocumentListModel *listModel() const { return m_model; }
    DocumentFilterModel *filterModel() const { return m_filter; }
    DocumentDetailPane *detailPane() const { return m_detail; }
    QLineEdit *searchField() const { return m_search; }
    QTableView *table() const { return m_table; }
    QComboBox *periodBox() const { return m_period; }

    void openSession(const SessionContext &session) override;
    void storeChanged() override;
    void focusSearch() override;
    QString pageMenuTitle() const override;
    QList<QAction *> pageActions() const override;
    bool maySwitchAway() override;

    const SessionContext &session() const { return m_session; }
    // The documents selected in the list, in list order; the current one when nothing is selected.
    QStringList selectedUuids() const;
    QString currentUuid() const;
    // Makes the document current as soon as the list holds it (now, or after the next reload).
    void showDocument(const QString &uuid);
    DocumentActionController *actionController() const { return m_actions; }
    // Opens the editor for a new document (Ctrl+N) or the current one (Return); not for receipts.
    void newDocument();
    void editCurrent();
    // Shows the open documents matching `search`, whatever their date (the Reports' drill-down).
    void showOpenInvoices(const QString &search);
    // An extra command of the page's menu (the window's Reminder run… on the invoice list).
    void addPageAction(QAction *action);

signals:
    void selectionChanged();
    // A document of another (or this) kind should be shown: after a clone or a conversion.
    void openDocumentRequested(DocumentKind kind, const QString &uuid);

private:
    void setUpColumns();
    void updateCounts();
    void onCurrentChanged();
    void applyPeriod();
    void restoreCurrent();
    void saveHeader();
    QString settingsKey() const;
    void createCommands();
    void onDocumentSaved(DocumentKind kind, const QString &uuid);

    DocumentKind m_kind;
    SessionContext m_session;
    DocumentListModel *m_model;
    DocumentFilterModel *m_filter;
    QLineEdit *m_search;
    QButtonGroup *m_quickFilters;
    QComboBox *m_period;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QLabel *m_count;
    QTableView *m_table;
    DocumentDetailPane *m_detail;
    QString m_keepUuid;
    QList<int> m_columns; // the logical columns this kind has
    DocumentActionController *m_actions;
    QTimer *m_selectionTimer;
    QAction *m_new = nullptr;
    QAction *m_edit = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_separator = nullptr;
    QList<QPointer<QWidget>> m_editors;
    QList<QAction *> m_extraActions;
};
