#include "documents/ImportPreviewModel.h"

ImportPreviewModel::ImportPreviewModel(int maxRows, QObject *parent)
    : QAbstractTableModel(parent)
    , m_maxRows(maxRows)
{ }

void ImportPreviewModel::setPlan(const ImportPlan *plan)
{
    beginResetModel();
    m_plan = plan;
    m_fields.clear();
    if (plan) {
        for (ImportField field : ImportMapping::fields()) {
            if (plan->mapping().column(field) >= 0)
                m_fields << field;
        }
    }
    endResetModel();
}

std::optional<ImportField> ImportPreviewModel::fieldAt(int column) const
{
    const int i = column - FixedColumnCount;
    return i >= 0 && i < m_fields.size() ? std::optional(m_fields.at(i)) : std::nullopt;
}

int ImportPreviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_plan ? 0 : int(std::min<qsizetype>(m_plan->rows().size(), m_maxRows));
}

int ImportPreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FixedColumnCount + int(m_fields.size());
}

QVariant ImportPreviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ImportRow &row = m_plan->rows().at(index.row());
    if (role == HasProblemsRole)
        return !row.isValid();
    if (index.column() == Check && (role == Qt::DisplayRole || role == Qt::ToolTipRole)) {
        if (row.isValid())
            return tr("OK");
        QStringList texts;
        for (const ImportProblem &p : row.problems)
            texts << (p.column.isEmpty() ? p.reason : tr("%1: %2").arg(p.column, p.reason));
        return role == Qt::ToolTipRole ? texts.join(QLatin1Char('\n')) : texts.join(QLatin1String("; "));
    }
    if (index.column() == RowNumber) {
        if (role == Qt::DisplayRole)
            return row.rowNumber;
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    const auto field = fieldAt(index.column());
    if (!field)
        return {};
    if (role == Qt::DisplayRole)
        return row.shown[size_t(*field)];
    if (role == Qt::ToolTipRole) {
        // What the file holds, when the preview shows it understood differently.
        const int column = m_plan->mapping().column(*field);
        const QString raw = m_plan->table().rows.at(row.index).value(column).trimmed();
        return raw != row.shown[size_t(*field)] ? tr("In the file: %1").arg(raw) : QVariant();
    }
    if (role == Qt::TextAlignmentRole
        && (*field == ImportField::DocumentTotal || *field == ImportField::TaxAmount
            || *field == ImportField::TaxRate))
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == RowNumber)
        return tr("Row");
    if (section == Check)
        return tr("Check");
    const auto field = fieldAt(section);
    return field ? ImportMapping::label(*field) : QVariant();
}
