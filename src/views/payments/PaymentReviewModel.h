#pragma once

#include "documents/BankImport.h"

#include <QAbstractTableModel>
#include <QSet>

// The review table of a bank-file import: one row per entry of the file with what the import makes of
// it (matched, partial, over-payment, suggested, ambiguous, unmatched, another currency, already booked,
// twice in the file, not a payment), the booking date, amount, payer, reference, invoice and its open
// amount before and after, and the reason in words; after booking, its outcome. A suggestion has a check
// box: only the checked ones are booked with the reference matches.
class PaymentReviewModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Status, Date, Amount, Payer, Reference, Invoice, OpenBefore, OpenAfter, Note, ColumnCount };
    // The row's PaymentMatch::Kind as an int, on every column.
    static constexpr int KindRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setRows(const QList<BankImportRow> &rows);
    void updateRow(int row, const BankImportRow &data);
    const QList<BankImportRow> &rows() const { return m_rows; }
    // The suggestions the bookkeeper checked.
    QList<int> checkedSuggestions() const;
    // The words of the row's status column ("Matched", "Booked", ...).
    static QString statusText(const BankImportRow &row);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<BankImportRow> m_rows;
    QSet<int> m_checked;
};
