#pragma once

#include "DocumentKind.h"

#include <QWidget>

class ApiClient;
class DocumentDetailPane;
class DocumentFilterModel;
class DocumentListModel;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QTableView;

// The invoice list: search as one types, quick filters, sortable columns, and the detail of the
// selected invoice beside it. Everything shown comes from the local store.
class InvoicesPage : public QWidget
{
    Q_OBJECT

public:
    explicit InvoicesPage(QWidget *parent = nullptr);

    DocumentListModel *listModel() const { return m_model; }
    DocumentFilterModel *filterModel() const { return m_filter; }
    DocumentDetailPane *detailPane() const { return m_detail; }
    QLineEdit *searchField() const { return m_search; }
    QTableView *table() const { return m_table; }

    void focusSearch();

private:
    void updateCount();
    void onCurrentChanged();
    void applyQuickFilter(int id);
    void restoreCurrent();
    void saveHeader();

    DocumentListModel *m_model;
    DocumentFilterModel *m_filter;
    QLineEdit *m_search;
    QButtonGroup *m_quickFilters;
    QLabel *m_count;
    QTableView *m_table;
    DocumentDetailPane *m_detail;
    QString m_keepUuid;
};
