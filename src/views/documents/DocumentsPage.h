#pragma once

#include "domain/DocumentKind.h"
#include "views/WorkspacePage.h"
#include "views/documents/DocumentActionController.h"

#include <QStringList>

#include <atomic>
#include <memory>
#include <vector>

class DocumentDetailPane;
class DocumentEditor;
class DocumentEditorRegistry;
class HeaderStateSaver;
class DocumentListSource;
class DocumentFilterBar;
class DocumentFilterModel;
class DocumentListModel;
class QButtonGroup;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QSplitter;
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
    ~DocumentsPage() override;

    DocumentKind kind() const { return m_kind; }
    DocumentListModel *listModel() const { return m_model; }
    DocumentFilterModel *filterModel() const { return m_filter; }
    DocumentDetailPane *detailPane() const { return m_detail; }
    QLineEdit *searchField() const;
    QTableView *table() const { return m_table; }
    QComboBox *periodBox() const;

    void openSession(const SessionContext &session) override;
    void storeChanged() override;
    // The session's reference data brought other units: the detail pane names them.
    void unitsChanged();
    void focusSearch() override;
    QString pageMenuTitle() const override;
    QList<QAction *> pageActions() const override;
    QList<QAction *> toolbarActions() const override;
    void askToSwitchAway(const SwitchAnswer &answer) override;

    const SessionContext &session() const { return m_session; }
    // The documents selected in the list, in list order; the current one when nothing is selected. Only
    // rows shown count: a filter or search hides rows from every action (linear in the rows shown).
    QStringList selectedUuids() const;
    DocumentSelection selectedDocuments() const;
    // "8 invoices" / "3 of 8 invoices" beside the filters.
    QString countText() const;
    // Under the list, for the rows shown, per currency (never added across currencies):
    // "5 in CHF: CHF 1'200.00, open CHF 300.00 · 3 in EUR: EUR 90.00, open EUR 0.00".
    QString summaryText() const;
    QString currentUuid() const;
    // Makes the document current and the only one selected as soon as the list holds it (now, or after
    // the next reload); a search or filter that would hide it is cleared.
    void showDocument(const QString &uuid);
    DocumentActionController *actionController() const { return m_actions; }
    // Opens the editor for a new document (Ctrl+N) or the current one (Return); not for receipts.
    void newDocument();
    void editCurrent();
    // An editor opened elsewhere (a draft kept from an earlier run) becomes one of the page's: asked
    // about before the session goes, and a save reloads the list.
    void adoptEditor(DocumentEditor *editor);
    // Shows the open documents matching `search`, whatever their date (the Reports' drill-down).
    void showOpenInvoices(const QString &search);
    // An extra command of the page's menu (the window's Reminder run… on the invoice list).
    void addPageAction(QAction *action);

signals:
    void selectionChanged();
    // A document of another (or this) kind should be shown: after a clone or a conversion.
    void openDocumentRequested(DocumentKind kind, const QString &uuid);

protected:
    // Down or Page Down in the search field goes to the list's first row; Up on that row comes back.
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // The source rows of selectedDocuments(), in list order.
    std::vector<int> selectedSourceRows() const;
    // Rows read first at the start of a session, before the rest: more than a screenful at 1080 lines.
    static constexpr int FirstScreenRows = 60;
    // Reads the list from the local copy on a pool thread (storeChanged, or when shown if it came hidden).
    void loadRows();
    void setUpColumns();
    void updateCounts();
    void onCurrentChanged();
    void restoreCurrent();
    // Moves the splitter so the list shows its columns and a readable title (see the .cpp).
    void fitListBesideDetail();
    void createCommands();
    void onDocumentSaved(DocumentKind kind, const QString &uuid);
    void selectOnly(const QModelIndex &index);
    void clearFilters();

    DocumentKind m_kind;
    SessionContext m_session;
    DocumentListModel *m_model;
    DocumentFilterModel *m_filter;
    DocumentFilterBar *m_filterBar;
    QLabel *m_summary;
    QTableView *m_table;
    DocumentDetailPane *m_detail;
    QSplitter *m_splitter = nullptr;
    bool m_splitterPlaced = false; // the user has dragged the handle: the page leaves it there
    bool m_fitting = false;
    QString m_keepUuid;
    bool m_loadPending = false; // the store changed while the page was hidden
    DocumentListSource *m_source;
    QList<int> m_columns; // the logical columns this kind has
    DocumentActionController *m_actions;
    QTimer *m_selectionTimer;
    HeaderStateSaver *m_headerState = nullptr; // column widths, order and sort in the settings
    QAction *m_new = nullptr;
    QAction *m_edit = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_separator = nullptr;
    DocumentEditorRegistry *m_editors;
    QList<QAction *> m_extraActions;
    QList<QAction *> m_toolbarSeparators; // the tool bar's, between its groups (toolbarActions)
};
