#pragma once

#include "documents/CsvReader.h"
#include "documents/ImportMapping.h"
#include "documents/ImportReceivers.h"
#include "documents/ImportValidator.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QLocale>

class BatchTracker;

// An invoice CSV file with its column mapping, every row checked: what the import wizard shows, sends
// and reports. GUI-free so the whole import can be tested without widgets.
class ImportPlan
{
    Q_DECLARE_TR_FUNCTIONS(ImportPlan)

public:
    ImportPlan() = default;
    ImportPlan(CsvTable table, ImportMapping mapping, ImportReceivers receivers, QLocale locale = QLocale());

    const CsvTable &table() const { return m_table; }
    const ImportMapping &mapping() const { return m_mapping; }
    QStringList mappingProblems() const { return m_mappingProblems; }
    const QList<ImportRow> &rows() const { return m_rows; }
    int validCount() const { return m_valid; }
    int invalidCount() const { return int(m_rows.size()) - m_valid; }
    // Mapping complete and at least one row valid.
    bool canSend() const { return m_mappingProblems.isEmpty() && m_valid > 0; }

    // The valid rows in file order, with their import-body elements and labels ("Row 7").
    struct Batch
    {
        QList<int> rows; // indexes into rows()
        QList<QJsonObject> elements;
        QStringList labels;
    };
    Batch batch() const;
    static QString rowLabel(int rowNumber);
    // Where batch() is sent (after /accounts/{uuid}).
    static QString requestPath();

    struct RowFailure
    {
        int row = 0; // index into rows()
        QString reason;
    };
    // The rows not imported: those with problems (not sent) and those the service refused, in file order.
    QList<RowFailure> failures(const Batch &sent, const BatchTracker *tracker) const;
    // The failed rows as CSV: the file's own columns plus one with the reason, in its delimiter.
    QByteArray failedRowsCsv(const QList<RowFailure> &failures) const;

private:
    CsvTable m_table;
    ImportMapping m_mapping;
    QStringList m_mappingProblems;
    QList<ImportRow> m_rows;
    int m_valid = 0;
};
