#pragma once

#include "documents/Position.h"
#include "documents/TotalsCalculator.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QLocale>

// The positions of a document as one flat table: a group's products follow their group row and are
// marked as its items. Numbers are typed and shown in the locale; values stay exact (see Position).
// Cells the service or the validation rejected carry their message (ErrorRole, tool tip, colour).
class PositionsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Kind, Number, Description, Quantity, Unit, Price, Discount, Vat, Total, ColumnCount };
    enum Role { ErrorRole = Qt::UserRole + 1, InGroupRole, KindRole };

    explicit PositionsModel(QObject *parent = nullptr);

    // Delivery notes have no prices: the price, discount, VAT and total columns are read-only and empty.
    void setPriced(bool priced);
    void setPricesIncludeVat(bool inclusive);
    void setCurrency(const QString &currency);
    void setLocale(const QLocale &locale);
    // The names the Unit column shows for unit codes ("C62" -> "Stück"); the positions keep the codes.
    // A name or a code typed into the column is stored as the code.
    void setUnitNames(const QHash<QString, QString> &namesByCode);
    QString unitName(const QString &code) const { return m_unitNames.value(code, code); }

    QList<Position> positions() const;
    void setPositions(const QList<Position> &positions);
    DocumentTotals totals() const;

    const Position &positionAt(int row) const { return m_rows.at(row).position; }
    bool isInGroup(int row) const { return m_rows.at(row).inGroup; }

    // Inserts before `row` (rowCount() appends). A product inserted inside a group joins it.
    int insertPosition(int row, const Position &position);
    bool duplicateRow(int row);
    // Moves the row (a group row with its items) one step; returns the row's new place or -1.
    int moveUp(int row);
    int moveDown(int row);
    // A product directly below a group or its items joins that group, or leaves it.
    bool setInGroup(int row, bool inGroup);

    // The cell a field path of the service's 422 names ("positions.2.quantity",
    // "positions.1.items.0.vat.percentage"), invalid when the path names no cell.
    QModelIndex indexForField(const QString &path) const;
    void setCellError(const QModelIndex &index, const QString &message);
    void clearErrors();
    bool hasErrors() const { return !m_errors.isEmpty(); }
    // The rejected cell nearest the top left; invalid without one.
    QModelIndex firstError() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
        const QModelIndex &destinationParent, int destinationChild) override;

    Qt::DropActions supportedDropActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) const override;
    // Moves the dragged rows itself and answers false, so the view does not remove them afterwards.
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) override;

    static QString kindText(Position::Kind kind);
    // "2.5" or "2,5" in the locale: an exact scaled integer, or nothing when it is not a number.
    static std::optional<qint64> parseNumber(const QString &text, int decimals, const QLocale &locale);
    static QString formatNumber(qint64 scaledValue, int decimals, const QLocale &locale);

signals:
    // Any change of a value, a row or the order: the totals may have changed.
    void positionsChanged();

private:
    QHash<QString, QString> m_unitNames;
    struct Row
    {
        Position position;
        bool inGroup = false;
    };
    // The rows a group row spans (itself and its items); 1 for every other row.
    int blockSize(int row) const;
    bool mayBeInGroup(int row) const;
    void normalizeGroups();
    void changed();
    QString errorAt(int row, int column) const;

    QList<Row> m_rows;
    DocumentTotals m_totals;
    QHash<QPair<int, int>, QString> m_errors;
    QLocale m_locale;
    QString m_currency = QStringLiteral("CHF");
    bool m_priced = true;
    bool m_inclusive = false;
};
