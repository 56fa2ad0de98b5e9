#pragma once

#include "records/AddressRecord.h"
#include "views/WorkspacePage.h"

#include <QPointer>

class AddressController;
class AddressEditorDialog;
class AddressFilterModel;
class AddressListModel;
class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMessageBox;
class QTableView;
class QTextBrowser;

// The companies or the persons of the account: a list with instant search and a tag filter, the
// selected record's details beside it, and New / Edit / Delete. The list shows the local store at once;
// refresh() lists the records from the service into the store.
class AddressesPage : public WorkspacePage
{
    Q_OBJECT

public:
    explicit AddressesPage(AddressKind kind, QWidget *parent = nullptr);

    AddressKind kind() const { return m_kind; }
    AddressListModel *listModel() const { return m_model; }
    AddressFilterModel *filterModel() const { return m_filter; }
    QTableView *table() const { return m_table; }
    QLineEdit *searchField() const { return m_search; }
    QComboBox *tagFilter() const { return m_tagFilter; }
    QString detailText() const;
    QAction *newAction() const { return m_new; }
    QAction *editAction() const { return m_edit; }
    QAction *deleteAction() const { return m_delete; }
    // The editor opened last (New, Edit or Open existing), while it is open.
    AddressEditorDialog *editor() const;
    // The delete confirmation, while it is shown.
    QMessageBox *deleteConfirmation() const;
    const SessionContext &session() const { return m_session; }

    void openSession(const SessionContext &session) override;
    void refresh() override;
    void storeChanged() override;
    void focusSearch() override;
    QList<QAction *> pageActions() const override;
    QString pageMenuTitle() const override;

    QString currentUuid() const;
    // Makes the record current as soon as the list holds it.
    void showRecord(const QString &uuid);
    // Opens the editor for a new record, or for this existing one (of either kind).
    AddressEditorDialog *openEditor(const AddressRecord *existing = nullptr);
    // Asks, then deletes the current record on the service.
    void deleteCurrent();

signals:
    // The listing from the service is in the store and the list shows it.
    void refreshed();

private:
    void onCurrentChanged();
    void onSaved(const AddressRecord &record, bool created);
    void removeRecord(const AddressRecord &record);
    void updateTagFilter();
    void updateCount();
    void updateActions();
    void restoreCurrent();
    QString detailHtml(const AddressRecord &record) const;

    AddressKind m_kind;
    SessionContext m_session;
    AddressListModel *m_model;
    AddressFilterModel *m_filter;
    QLineEdit *m_search;
    QComboBox *m_tagFilter;
    QLabel *m_count;
    QTableView *m_table;
    QTextBrowser *m_detail;
    QAction *m_new;
    QAction *m_edit;
    QAction *m_delete;
    AddressController *m_controller = nullptr;
    QPointer<AddressEditorDialog> m_editor;
    QPointer<QMessageBox> m_confirm;
    QString m_keepUuid;
};
