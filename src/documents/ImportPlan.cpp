#include "documents/ImportPlan.h"

#include "api/DocumentsApi.h"
#include "documents/BatchTracker.h"

#include <algorithm>

ImportPlan::ImportPlan(CsvTable table, ImportMapping mapping, ImportReceivers receivers, QLocale locale)
    : m_table(std::move(table))
    , m_mapping(mapping)
{
    const ImportValidator validator(m_table.header, m_mapping, std::move(receivers), std::move(locale));
    m_mappingProblems = validator.mappingProblems();
    m_rows.reserve(m_table.rows.size());
    for (int i = 0; i < m_table.rows.size(); ++i) {
        m_rows << validator.validate(
            i, m_table.rowNumbers.value(i, i + 2), m_table.rows.at(i), m_table.fieldCounts.value(i, -1));
        if (m_rows.last().isValid())
            ++m_valid;
    }
}

QString ImportPlan::rowLabel(int rowNumber)
{
    return tr("Row %1").arg(rowNumber);
}

ImportPlan::Batch ImportPlan::batch() const
{
    Batch b;
    if (!m_mappingProblems.isEmpty())
        return b;
    for (const ImportRow &row : m_rows) {
        if (!row.isValid())
            continue;
        b.rows << row.index;
        b.elements << row.element;
        b.labels << rowLabel(row.rowNumber);
    }
    return b;
}

QList<ImportPlan::RowFailure> ImportPlan::failures(const Batch &sent, const BatchTracker *tracker) const
{
    QList<RowFailure> result;
    for (const ImportRow &row : m_rows) {
        if (row.isValid())
            continue;
        QStringList reasons;
        for (const ImportProblem &p : row.problems)
            reasons << (p.column.isEmpty() ? p.reason : tr("%1: %2").arg(p.column, p.reason));
        result << RowFailure {row.index, tr("Not sent. %1").arg(reasons.join(QLatin1String("; ")))};
    }
    if (tracker) {
        const QList<BatchTracker::Item> &items = tracker->items();
        for (int i = 0; i < items.size() && i < sent.rows.size(); ++i) {
            if (items.at(i).outcome == BatchTracker::Item::Outcome::Created)
                continue;
            const QString message = items.at(i).message.isEmpty()
                ? tr("The service did not report on this row.")
                : items.at(i).message;
            result << RowFailure {sent.rows.at(i), message};
        }
    }
    std::sort(
        result.begin(), result.end(), [](const RowFailure &a, const RowFailure &b) { return a.row < b.row; });
    return result;
}

QByteArray ImportPlan::failedRowsCsv(const QList<RowFailure> &failures) const
{
    QList<QStringList> records;
    records << (QStringList(m_table.header) << tr("Error"));
    for (const RowFailure &f : failures)
        records << (QStringList(m_table.rows.value(f.row)) << f.reason);
    return CsvWriter::write(records, m_table.delimiter);
}

QString ImportPlan::requestPath()
{
    return DocumentsApi::importPath();
}
