#include "records/SettingsConditionsModel.h"

#include "api/JsonReader.h"

#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

namespace {

// A JSON number as the shortest text that reads back to the same number.
QString numberText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
}

std::optional<qint64> wholeNumber(const QVariant &value)
{
    bool ok = false;
    const qint64 n = QLocale().toLongLong(value.toString().trimmed(), &ok);
    if (ok)
        return n;
    const qint64 c = value.toString().trimmed().toLongLong(&ok);
    return ok ? std::optional<qint64>(c) : std::nullopt;
}

// A decimal number typed with a point or the locale's decimal separator, as canonical text.
std::optional<QString> decimalText(const QVariant &value)
{
    QString text = value.toString().trimmed();
    text.replace(QLocale().decimalPoint(), QLatin1String("."));
    static const QRegularExpression decimal(QStringLiteral("^-?[0-9]+(\\.[0-9]+)?$"));
    if (!decimal.match(text).hasMatch())
        return std::nullopt;
    return text;
}

} // namespace

int SettingsConditionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SettingsConditionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SettingsConditionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == Condition ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                           : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::EditRole) {
        switch (index.column()) {
        case Condition:
            return r.condition;
        case Amount:
            return r.amount;
        case Days:
            return r.days;
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Condition:
        return tr("Condition type as stored by the service: %1").arg(r.condition);
    case Amount:
        return r.amount;
    case Days:
        return QLocale().toString(r.days);
    default:
        return {};
    }
}

QVariant SettingsConditionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && (section == Condition || section == Amount))
        return tr("The service does not publish what each condition type and its amount mean; they are "
                  "saved as entered.");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Condition:
        return tr("Condition type");
    case Amount:
        return tr("Amount");
    case Days:
        return tr("Days");
    default:
        return {};
    }
}

Qt::ItemFlags SettingsConditionsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

bool SettingsConditionsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Row &r = m_rows[index.row()];
    switch (index.column()) {
    case Condition:
    case Days: {
        const auto n = wholeNumber(value);
        if (!n) {
            emit inputRejected(index.column() == Condition
                    ? tr("Condition, row %1: enter a whole number.").arg(index.row() + 1)
                    : tr("Days, row %1: enter a whole number of days.").arg(index.row() + 1));
            return false;
        }
        qint64 &field = index.column() == Condition ? r.condition : r.days;
        if (field == *n)
            return true;
        field = *n;
        break;
    }
    case Amount: {
        const auto text = decimalText(value);
        if (!text) {
            emit inputRejected(tr("Amount, row %1: enter a number such as 2 or 2.5.").arg(index.row() + 1));
            return false;
        }
        if (r.amount == *text)
            return true;
        r.amount = *text;
        break;
    }
    default:
        return false;
    }
    emit dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole});
    emit edited();
    return true;
}

bool SettingsConditionsModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > m_rows.size() || count < 1)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i)
        m_rows.insert(row, Row());
    endInsertRows();
    emit edited();
    return true;
}

bool SettingsConditionsModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > m_rows.size())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_rows.remove(row, count);
    endRemoveRows();
    emit edited();
    return true;
}

void SettingsConditionsModel::setConditions(const QJsonArray &conditions)
{
    beginResetModel();
    m_rows.clear();
    for (const QJsonValue &v : conditions) {
        const QJsonObject o = v.toObject();
        Row r;
        r.condition = JsonReader::integer(o, QLatin1String("condition")).value_or(0);
        const QJsonValue amount = o.value(QLatin1String("amount"));
        r.amount = amount.isDouble() || amount.isString() ? numberText(amount) : QStringLiteral("0");
        r.days = JsonReader::integer(o, QLatin1String("days")).value_or(0);
        m_rows.append(r);
    }
    endResetModel();
}

QJsonArray SettingsConditionsModel::conditions() const
{
    QJsonArray result;
    for (const Row &r : m_rows)
        // The amount becomes a JSON number only here, at the boundary; it is never calculated with.
        result.append(QJsonObject {{QStringLiteral("condition"), r.condition},
            {QStringLiteral("amount"), r.amount.toDouble()}, {QStringLiteral("days"), r.days}});
    return result;
}
