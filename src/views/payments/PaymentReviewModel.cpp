#include "views/payments/PaymentReviewModel.h"

#include "domain/Money.h"
#include "views/Palette.h"
#include "views/WrittenDate.h"

#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

void PaymentReviewModel::setRows(const QList<BankImportRow> &rows)
{
    beginResetModel();
    m_rows = rows;
    m_checked.clear();
    endResetModel();
}

void PaymentReviewModel::updateRow(int row, const BankImportRow &data)
{
    if (row < 0 || row >= m_rows.size())
        return;
    m_rows[row] = data;
    if (data.outcome != BankImportRow::Outcome::Open)
        m_checked.remove(row);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

QList<int> PaymentReviewModel::checkedSuggestions() const
{
    QList<int> rows(m_checked.cbegin(), m_checked.cend());
    std::sort(rows.begin(), rows.end());
    return rows;
}

QString PaymentReviewModel::statusText(const BankImportRow &row)
{
    switch (row.outcome) {
    // The words of --import-payments (BankImport::statusWord), capitalised and translated.
    case BankImportRow::Outcome::Booked:
        return row.overPaid() ? tr("Booked, over-paid") : tr("Booked");
    case BankImportRow::Outcome::Failed:
        return tr("Failed");
    case BankImportRow::Outcome::NeedsCheck:
        return tr("Needs check");
    case BankImportRow::Outcome::AlreadyBooked:
    case BankImportRow::Outcome::Skipped:
        return tr("Already booked");
    case BankImportRow::Outcome::Open:
        break;
    }
    using Kind = PaymentMatch::Kind;
    switch (row.match.kind) {
    case Kind::Matched:
        return tr("Matched");
    case Kind::Partial:
        return tr("Partial payment");
    case Kind::Overpaid:
        return tr("Over-payment");
    case Kind::Suggested:
        return tr("Suggested");
    case Kind::Ambiguous:
        return tr("Ambiguous");
    case Kind::Unmatched:
        return tr("Unmatched");
    case Kind::WrongCurrency:
        return tr("Other currency");
    case Kind::AlreadyPaid:
        return tr("Invoice already paid");
    case Kind::AlreadyBooked:
        return tr("Already booked");
    case Kind::DuplicateInFile:
        return tr("Twice in the file");
    case Kind::NotAPayment:
        return tr("Not a payment");
    case Kind::NeedsCheck:
        return tr("Needs check");
    }
    return {};
}

int PaymentReviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PaymentReviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PaymentReviewModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const BankImportRow &r = m_rows.at(index.row());
    const bool hasInvoice = !r.invoiceUuid.isEmpty() && r.match.kind != PaymentMatch::Kind::WrongCurrency;
    if (role == KindRole)
        return int(r.match.kind);
    if (role == Qt::CheckStateRole && index.column() == Status
        && r.match.kind == PaymentMatch::Kind::Suggested && r.canBook(true))
        return m_checked.contains(index.row()) ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ForegroundRole && index.column() == Status) {
        const QPalette palette = QGuiApplication::palette();
        if (r.outcome == BankImportRow::Outcome::Booked && !r.overPaid())
            return successColor(palette);
        if (r.overPaid() || r.outcome == BankImportRow::Outcome::Failed
            || r.outcome == BankImportRow::Outcome::NeedsCheck
            || (r.outcome == BankImportRow::Outcome::Open && !r.match.bookable()
                && r.match.kind != PaymentMatch::Kind::Suggested
                && r.match.kind != PaymentMatch::Kind::AlreadyBooked))
            return errorColor(palette);
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        if (index.column() == Amount || index.column() == OpenBefore || index.column() == OpenAfter)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::ToolTipRole) // the whole text where the column is too narrow for it
        return data(index, Qt::DisplayRole);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Status:
        return statusText(r);
    case Date:
        return r.entry.bookingDate.isValid() ? WrittenDate::date(r.entry.bookingDate) : QString();
    case Amount:
        return r.entry.currency.isEmpty() ? QString() : Money::format(r.entry.amountMinor, r.entry.currency);
    case Payer:
        return r.entry.debtorName;
    case Reference:
        return r.entry.reference.isEmpty() ? r.entry.unstructured
                                           : PaymentReference::formatted(r.entry.reference);
    case Invoice:
        return r.customerName.isEmpty() ? r.invoiceNumber : tr("%1, %2").arg(r.invoiceNumber, r.customerName);
    case OpenBefore:
        return hasInvoice && r.match.bookable() ? Money::format(r.match.openBefore, r.entry.currency)
                                                : QString();
    case OpenAfter:
        return hasInvoice && r.match.bookable() ? Money::format(r.match.openAfter, r.entry.currency)
                                                : QString();
    case Note:
        if (!r.outcomeText.isEmpty())
            return r.outcomeText;
        if (r.match.kind == PaymentMatch::Kind::Overpaid)
            return tr("%1 Booked: %2; the rest is not booked (refund or credit it).")
                .arg(r.match.reason, Money::format(r.bookMinor, r.entry.currency));
        return r.match.reason;
    case ColumnCount:
        break;
    }
    return {};
}

bool PaymentReviewModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid)
        || role != Qt::CheckStateRole || !(flags(index) & Qt::ItemIsUserCheckable))
        return false;
    if (value.value<Qt::CheckState>() == Qt::Checked)
        m_checked.insert(index.row());
    else
        m_checked.remove(index.row());
    emit dataChanged(index, index, {Qt::CheckStateRole});
    return true;
}

Qt::ItemFlags PaymentReviewModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const BankImportRow &r = m_rows.at(index.row());
    if (index.column() == Status && r.match.kind == PaymentMatch::Kind::Suggested && r.canBook(true))
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant PaymentReviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Status:
        return tr("Status");
    case Date:
        return tr("Booked on");
    case Amount:
        return tr("Amount");
    case Payer:
        return tr("Payer");
    case Reference:
        return tr("Reference");
    case Invoice:
        return tr("Invoice");
    case OpenBefore:
        return tr("Open before");
    case OpenAfter:
        return tr("Open after");
    case Note:
        return tr("Note");
    case ColumnCount:
        break;
    }
    return {};
}
