#pragma once

#include "domain/DocumentKind.h"

#include <QWidget>

class DocumentFilterModel;
class QButtonGroup;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;

// Above a document list: search as one types, the quick filters with their counts, a period (or a range
// of dates) and the count of documents shown. It sets them on the list's filter model.
class DocumentFilterBar : public QWidget
{
    Q_OBJECT

public:
    DocumentFilterBar(DocumentKind kind, DocumentFilterModel *filter, QWidget *parent = nullptr);

    QLineEdit *searchField() const { return m_search; }
    QComboBox *periodBox() const { return m_period; }

    // "8 invoices" beside the quick filters, and each quick filter's count.
    void updateCounts(const QString &countText);
    // Everything shown again: no search, all documents, any time.
    void clear();
    // The open documents matching `search`, whatever their date.
    void showOpen(const QString &search);

private:
    void applyPeriod();

    DocumentFilterModel *m_filter;
    QLineEdit *m_search;
    QButtonGroup *m_quickFilters;
    QComboBox *m_period;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QLabel *m_count;
};
