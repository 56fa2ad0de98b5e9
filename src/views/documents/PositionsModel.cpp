#include "views/documents/PositionsModel.h"

#include "api/JsonReader.h"
#include "domain/Money.h"
#include "views/FieldErrorMarker.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QMimeData>
#include <QPalette>

namespace {

const QString mimeType = QStringLiteral("application/x-invoicedesk-position-row");

bool isNumeric(int column)
{
    return column == PositionsModel::Quantity || column == PositionsModel::Price
        || column == PositionsModel::Discount || column == PositionsModel::Vat
        || column == PositionsModel::Total;
}

bool isPricedColumn(int column)
{
    return column == PositionsModel::Price || column == PositionsModel::Discount
        || column == PositionsModel::Vat || column == PositionsModel::Total;
}

// The column a field of a position's JSON is shown in.
int columnOfField(const QString &field)
{
    if (field == QLatin1String("quantity"))
        return PositionsModel::Quantity;
    if (field == QLatin1String("singlePrice"))
        return PositionsModel::Price;
    if (field.startsWith(QLatin1String("discount")))
        return PositionsModel::Discount;
    if (field.startsWith(QLatin1String("vat")))
        return PositionsModel::Vat;
    if (field == QLatin1String("productNumber"))
        return PositionsModel::Number;
    if (field == QLatin1String("unitCode"))
        return PositionsModel::Unit;
    if (field == QLatin1String("positionTotal"))
        return PositionsModel::Total;
    if (field == QLatin1String("kind"))
        return PositionsModel::Kind;
    return PositionsModel::Description;
}

} // namespace

PositionsModel::PositionsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    changed();
}

void PositionsModel::setPriced(bool priced)
{
    if (m_priced == priced)
        return;
    beginResetModel();
    m_priced = priced;
    endResetModel();
    changed();
}

void PositionsModel::setPricesIncludeVat(bool inclusive)
{
    if (m_inclusive == inclusive)
        return;
    m_inclusive = inclusive;
    changed();
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, Total), index(rowCount() - 1, Total));
}

void PositionsModel::setCurrency(const QString &currency)
{
    if (m_currency == currency)
        return;
    m_currency = currency;
    emit headerDataChanged(Qt::Horizontal, Price, Total);
    changed();
}

void PositionsModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void PositionsModel::setUnitNames(const QHash<QString, QString> &namesByCode)
{
    if (m_unitNames == namesByCode)
        return;
    m_unitNames = namesByCode;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, Unit), index(rowCount() - 1, Unit), {Qt::DisplayRole, Qt::EditRole});
}

QList<Position> PositionsModel::positions() const
{
    QList<Position> result;
    for (const Row &row : m_rows) {
        if (row.inGroup && !result.isEmpty() && result.last().kind == Position::Kind::Group)
            result.last().items.append(row.position);
        else
            result.append(row.position);
    }
    for (Position &p : result) {
        if (p.kind != Position::Kind::Group)
            p.items.clear();
    }
    return result;
}

void PositionsModel::setPositions(const QList<Position> &positions)
{
    beginResetModel();
    m_rows.clear();
    m_errors.clear();
    for (const Position &p : positions) {
        Row row {p, false};
        row.position.items.clear();
        m_rows.append(row);
        if (p.kind == Position::Kind::Group) {
            for (const Position &item : p.items)
                m_rows.append({item, true});
        }
    }
    normalizeGroups();
    endResetModel();
    changed();
}

DocumentTotals PositionsModel::totals() const
{
    return m_totals;
}

int PositionsModel::blockSize(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return 0;
    int size = 1;
    if (m_rows.at(row).position.kind == Position::Kind::Group && !m_rows.at(row).inGroup) {
        while (row + size < m_rows.size() && m_rows.at(row + size).inGroup)
            ++size;
    }
    return size;
}

bool PositionsModel::mayBeInGroup(int row) const
{
    if (row <= 0 || row > m_rows.size())
        return false;
    const Row &previous = m_rows.at(row - 1);
    return previous.inGroup || previous.position.kind == Position::Kind::Group;
}

void PositionsModel::normalizeGroups()
{
    // Only products are items, and only right below their group or its other items.
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        if (row.inGroup && (row.position.kind != Position::Kind::Product || !mayBeInGroup(i)))
            row.inGroup = false;
    }
}

void PositionsModel::changed()
{
    m_totals = TotalsCalculator::document(
        m_priced ? positions() : QList<Position> {}, m_inclusive, DocumentDiscount {}, m_currency);
    emit positionsChanged();
}

int PositionsModel::insertPosition(int row, const Position &position)
{
    row = qBound(0, row, int(m_rows.size()));
    Row r {position, false};
    r.position.items.clear();
    beginInsertRows({}, row, row);
    m_rows.insert(row, r);
    m_rows[row].inGroup = position.kind == Position::Kind::Product && mayBeInGroup(row);
    endInsertRows();
    changed();
    return row;
}

bool PositionsModel::duplicateRow(int row)
{
    const int size = blockSize(row);
    if (size == 0)
        return false;
    const QList<Row> copy = m_rows.mid(row, size);
    beginInsertRows({}, row + size, row + size + int(copy.size()) - 1);
    for (int i = 0; i < copy.size(); ++i)
        m_rows.insert(row + size + i, copy.at(i));
    endInsertRows();
    changed();
    return true;
}

int PositionsModel::moveUp(int row)
{
    if (row <= 0 || row >= m_rows.size())
        return -1;
    if (m_rows.at(row).inGroup) {
        if (m_rows.at(row - 1).inGroup) {
            moveRows({}, row, 1, {}, row - 1);
            return row - 1;
        }
        // The first item goes above its group and leaves it.
        m_rows[row].inGroup = false;
        moveRows({}, row, 1, {}, row - 1);
        return row - 1;
    }
    int previous = row - 1;
    while (previous > 0 && m_rows.at(previous).inGroup)
        --previous;
    moveRows({}, row, blockSize(row), {}, previous);
    return previous;
}

int PositionsModel::moveDown(int row)
{
    if (row < 0 || row >= m_rows.size())
        return -1;
    if (m_rows.at(row).inGroup) {
        if (row + 1 < m_rows.size() && m_rows.at(row + 1).inGroup) {
            moveRows({}, row + 1, 1, {}, row);
            return row + 1;
        }
        // The last item leaves its group where it is.
        setInGroup(row, false);
        return row;
    }
    const int size = blockSize(row);
    const int next = row + size;
    if (next >= m_rows.size())
        return -1;
    const int nextSize = blockSize(next);
    moveRows({}, next, nextSize, {}, row);
    return row + nextSize;
}

bool PositionsModel::setInGroup(int row, bool inGroup)
{
    if (row < 0 || row >= m_rows.size() || m_rows.at(row).inGroup == inGroup)
        return false;
    if (inGroup && (m_rows.at(row).position.kind != Position::Kind::Product || !mayBeInGroup(row)))
        return false;
    m_rows[row].inGroup = inGroup;
    normalizeGroups();
    emit dataChanged(index(row, 0), index(rowCount() - 1, ColumnCount - 1));
    changed();
    return true;
}

QModelIndex PositionsModel::indexForField(const QString &path) const
{
    const QStringList parts = path.split(QLatin1Char('.'));
    if (parts.size() < 2 || parts.at(0) != QLatin1String("positions"))
        return {};
    bool ok = false;
    const int top = parts.at(1).toInt(&ok);
    if (!ok)
        return {};
    int flat = -1;
    int seen = -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (!m_rows.at(i).inGroup && ++seen == top) {
            flat = i;
            break;
        }
    }
    if (flat < 0)
        return {};
    int fieldStart = 2;
    if (parts.size() >= 4 && parts.at(2) == QLatin1String("items")) {
        const int item = parts.at(3).toInt(&ok);
        if (!ok || item < 0 || item >= blockSize(flat) - 1)
            return {};
        flat += 1 + item;
        fieldStart = 4;
    }
    const QString field = parts.mid(fieldStart).join(QLatin1Char('.'));
    return index(flat, field.isEmpty() ? int(Description) : columnOfField(field));
}

void PositionsModel::setCellError(const QModelIndex &index, const QString &message)
{
    if (!index.isValid())
        return;
    m_errors.insert({index.row(), index.column()}, message);
    emit dataChanged(index, index, {ErrorRole, Qt::ToolTipRole, Qt::BackgroundRole});
}

void PositionsModel::clearErrors()
{
    if (m_errors.isEmpty())
        return;
    m_errors.clear();
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
        {ErrorRole, Qt::ToolTipRole, Qt::BackgroundRole});
}

QModelIndex PositionsModel::firstError() const
{
    QModelIndex first;
    for (auto it = m_errors.cbegin(); it != m_errors.cend(); ++it) {
        const auto [row, column] = it.key();
        if (!first.isValid() || row < first.row() || (row == first.row() && column < first.column()))
            first = index(row, column);
    }
    return first;
}

QString PositionsModel::errorAt(int row, int column) const
{
    return m_errors.value({row, column});
}

int PositionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PositionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PositionsModel::kindText(Position::Kind kind)
{
    switch (kind) {
    case Position::Kind::Product:
        return tr("Product");
    case Position::Kind::Subtitle:
        return tr("Subtitle");
    case Position::Kind::Text:
        return tr("Text");
    case Position::Kind::Divider:
        return tr("Divider");
    case Position::Kind::SectionTotal:
        return tr("Section total");
    case Position::Kind::Group:
        return tr("Group");
    }
    return {};
}

std::optional<qint64> PositionsModel::parseNumber(const QString &text, int decimals, const QLocale &locale)
{
    QString plain = text.trimmed();
    plain.remove(locale.percent());
    plain.remove(locale.groupSeparator());
    plain.remove(QChar(0x00a0));
    plain.remove(QChar(0x2019)); // Swiss ’ grouping
    plain.replace(locale.decimalPoint(), QLatin1String("."));
    plain.replace(QLatin1Char(','), QLatin1Char('.'));
    if (plain.startsWith(locale.negativeSign()))
        plain.replace(0, locale.negativeSign().size(), QLatin1String("-"));
    return JsonReader::parseDecimal(plain.trimmed(), decimals);
}

QString PositionsModel::formatNumber(qint64 scaledValue, int decimals, const QLocale &locale)
{
    qint64 scale = 1;
    for (int i = 0; i < decimals; ++i)
        scale *= 10;
    const qint64 magnitude = scaledValue < 0 ? -scaledValue : scaledValue;
    QString text = locale.toString(magnitude / scale);
    QString fraction = QString::number(magnitude % scale).rightJustified(decimals, QLatin1Char('0'));
    while (fraction.endsWith(QLatin1Char('0')))
        fraction.chop(1);
    if (!fraction.isEmpty())
        text += locale.decimalPoint() + fraction;
    if (scaledValue < 0)
        text.prepend(locale.negativeSign());
    return text;
}

QVariant PositionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const Position &p = row.position;
    const int column = index.column();
    const bool product = p.kind == Position::Kind::Product;

    switch (role) {
    case ErrorRole:
        return errorAt(index.row(), column);
    case InGroupRole:
        return row.inGroup;
    case KindRole:
        return int(p.kind);
    case Qt::ToolTipRole: {
        const QString error = errorAt(index.row(), column);
        return error.isEmpty()
            ? QVariant()
            : QVariant(FieldErrorMarker::cellToolTip(headerData(column, Qt::Horizontal).toString(), error));
    }
    case Qt::BackgroundRole:
        return errorAt(index.row(), column).isEmpty()
            ? QVariant()
            : QVariant(FieldErrorMarker::cellBackground(QGuiApplication::palette()));
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                 : QVariant(int(Qt::AlignLeft | Qt::AlignVCenter));
    case Qt::FontRole:
        if (p.kind == Position::Kind::Subtitle || p.kind == Position::Kind::Group
            || p.kind == Position::Kind::SectionTotal) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::DisplayRole:
    case Qt::EditRole:
        break;
    default:
        return {};
    }

    const bool edit = role == Qt::EditRole;
    switch (column) {
    case Kind:
        return row.inGroup && !edit ? QStringLiteral("  \u21b3 ") + kindText(p.kind) : kindText(p.kind);
    case Number:
        return product ? p.productNumber : QString();
    case Description:
        if (p.kind == Position::Kind::Subtitle || p.kind == Position::Kind::Group)
            return p.title;
        if (p.kind == Position::Kind::Divider && !edit)
            return QStringLiteral("\u2014\u2014\u2014");
        return p.kind == Position::Kind::SectionTotal ? QString() : p.description;
    case Quantity:
        return product ? formatNumber(p.quantityMilli, 3, m_locale) : QString();
    case Unit:
        return product ? unitName(p.unitCode) : QString();
    case Price:
        if (!product || !m_priced)
            return QString();
        return edit ? formatNumber(p.priceMinor, 2, m_locale) : Money::format(p.priceMinor, {}, m_locale);
    case Discount:
        if (!product || !m_priced)
            return QString();
        return edit ? formatNumber(p.discountBasisPoints, 2, m_locale)
                    : (p.discountBasisPoints == 0 ? QString()
                                                  : Money::formatPercent(p.discountBasisPoints, m_locale));
    case Vat:
        if (!product || !m_priced)
            return QString();
        return edit ? formatNumber(p.vatBasisPoints, 2, m_locale)
                    : Money::formatPercent(p.vatBasisPoints, m_locale);
    case Total: {
        if (!m_priced)
            return QString();
        qint64 amount = 0;
        if (product) {
            amount = TotalsCalculator::position(p, m_inclusive).lineMinor;
        } else if (p.kind == Position::Kind::Group) {
            for (int i = index.row() + 1; i < index.row() + blockSize(index.row()); ++i)
                amount += TotalsCalculator::position(m_rows.at(i).position, m_inclusive).lineMinor;
        } else if (p.kind == Position::Kind::SectionTotal) {
            for (int i = index.row() - 1;
                 i >= 0 && m_rows.at(i).position.kind != Position::Kind::SectionTotal; --i)
                amount += TotalsCalculator::position(m_rows.at(i).position, m_inclusive).lineMinor;
        } else {
            return QString();
        }
        return Money::format(amount, {}, m_locale);
    }
    default:
        return {};
    }
}

bool PositionsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    Position &p = m_rows[index.row()].position;
    const QString text = value.toString();
    // A number the cell cannot read stays rejected at the cell, named by its column.
    const auto number = [&](int decimals, qint64 &target) {
        const auto parsed = parseNumber(text.isEmpty() ? QStringLiteral("0") : text, decimals, m_locale);
        if (!parsed) {
            m_errors.insert({index.row(), index.column()}, tr("\"%1\" is not a number.").arg(text));
            emit dataChanged(index, index, {ErrorRole, Qt::ToolTipRole, Qt::BackgroundRole});
            return false;
        }
        target = *parsed;
        return true;
    };
    bool ok = true;
    switch (index.column()) {
    case Number:
        p.productNumber = text.trimmed();
        break;
    case Description:
        if (p.kind == Position::Kind::Subtitle || p.kind == Position::Kind::Group)
            p.title = text;
        else
            p.description = text;
        break;
    case Quantity:
        ok = number(3, p.quantityMilli);
        break;
    case Unit: {
        p.unitCode = text.trimmed();
        for (auto it = m_unitNames.cbegin(); it != m_unitNames.cend(); ++it) {
            if (it.key().compare(p.unitCode, Qt::CaseInsensitive) == 0
                || it.value().compare(p.unitCode, Qt::CaseInsensitive) == 0) {
                p.unitCode = it.key();
                break;
            }
        }
        break;
    }
    case Price:
        ok = number(2, p.priceMinor);
        break;
    case Discount:
        ok = number(2, p.discountBasisPoints);
        break;
    case Vat:
        ok = number(2, p.vatBasisPoints);
        break;
    default:
        return false;
    }
    if (!ok)
        return false;
    m_errors.remove({index.row(), index.column()});
    // The line's total, its group's and the section totals below may change with it.
    emit dataChanged(index, index);
    emit dataChanged(this->index(0, Total), this->index(rowCount() - 1, Total));
    changed();
    return true;
}

QVariant PositionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < m_rows.size())
            return section + 1;
        return {};
    }
    if (role == Qt::TextAlignmentRole)
        return isNumeric(section) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Kind:
        return tr("Kind");
    case Number:
        return tr("Product no.");
    case Description:
        return tr("Description");
    case Quantity:
        return tr("Quantity");
    case Unit:
        return tr("Unit");
    case Price:
        return tr("Unit price (%1)").arg(m_currency);
    case Discount:
        return tr("Discount");
    case Vat:
        return tr("VAT");
    case Total:
        return tr("Total (%1)").arg(m_currency);
    default:
        return {};
    }
}

Qt::ItemFlags PositionsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    Qt::ItemFlags f =
        Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
    const Position::Kind kind = m_rows.at(index.row()).position.kind;
    const int column = index.column();
    bool editable = false;
    switch (kind) {
    case Position::Kind::Product:
        editable = column != Kind && column != Total && (m_priced || !isPricedColumn(column));
        break;
    case Position::Kind::Subtitle:
    case Position::Kind::Text:
    case Position::Kind::Group:
        editable = column == Description;
        break;
    case Position::Kind::Divider:
    case Position::Kind::SectionTotal:
        break;
    }
    return editable ? f | Qt::ItemIsEditable : f;
}

bool PositionsModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > m_rows.size())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_rows.remove(row, count);
    m_errors.clear();
    endRemoveRows();
    normalizeGroups();
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    changed();
    return true;
}

bool PositionsModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
    const QModelIndex &destinationParent, int destinationChild)
{
    if (sourceParent.isValid() || destinationParent.isValid() || count <= 0 || sourceRow < 0
        || sourceRow + count > m_rows.size() || destinationChild < 0 || destinationChild > m_rows.size()
        || (destinationChild >= sourceRow && destinationChild <= sourceRow + count))
        return false;
    if (!beginMoveRows(sourceParent, sourceRow, sourceRow + count - 1, destinationParent, destinationChild))
        return false;
    const QList<Row> block = m_rows.mid(sourceRow, count);
    m_rows.remove(sourceRow, count);
    const int target = destinationChild > sourceRow ? destinationChild - count : destinationChild;
    for (int i = 0; i < block.size(); ++i)
        m_rows.insert(target + i, block.at(i));
    m_errors.clear();
    endMoveRows();
    normalizeGroups();
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    changed();
    return true;
}

Qt::DropActions PositionsModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

QStringList PositionsModel::mimeTypes() const
{
    return {mimeType};
}

QMimeData *PositionsModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    int row = indexes.first().row();
    for (const QModelIndex &i : indexes)
        row = qMin(row, i.row());
    auto *data = new QMimeData;
    // The model's address keeps a drag from another editor window from moving rows here.
    data->setData(mimeType, QByteArray::number(quintptr(this)) + ' ' + QByteArray::number(row));
    return data;
}

bool PositionsModel::canDropMimeData(
    const QMimeData *data, Qt::DropAction action, int, int, const QModelIndex &) const
{
    if (!data || action != Qt::MoveAction || !data->hasFormat(mimeType))
        return false;
    const QList<QByteArray> parts = data->data(mimeType).split(' ');
    return parts.size() == 2 && parts.at(0) == QByteArray::number(quintptr(this));
}

bool PositionsModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const int source = data->data(mimeType).split(' ').at(1).toInt();
    const int size = blockSize(source);
    if (size == 0)
        return false;
    const int destination = row >= 0 ? row : (parent.isValid() ? parent.row() : rowCount());
    moveRows({}, source, size, {}, destination);
    return false;
}
