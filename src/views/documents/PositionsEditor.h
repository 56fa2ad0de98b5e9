#pragma once

#include "documents/Position.h"

#include <QGroupBox>
#include <QPersistentModelIndex>

#include <functional>
#include <memory>

class PositionsModel;
class QCompleter;
class QLineEdit;
class QMenu;
class QStandardItemModel;
class QTableView;
struct ReferenceSnapshot;

// The positions of the document being edited: the table, the commands that add, move, group, duplicate
// and delete rows, and "Add product" (a product key or name, then Return; Return on the quantity of
// the product just added goes back to it, so a list is typed without the mouse).
class PositionsEditor : public QGroupBox
{
    Q_OBJECT

public:
    // `priced` is false for documents without prices (their price columns are hidden). `newLineVat`
    // gives the VAT rate of a new free line, `language` the document's language for product and unit
    // names; both are asked when needed.
    PositionsEditor(
        bool priced, std::function<qint64()> newLineVat, std::function<QString()> language, QWidget *parent);

    PositionsModel *model() const { return m_positions; }
    QTableView *view() const { return m_table; }
    QLineEdit *productField() const { return m_productSearch; }

    // Puts the row commands into the window's menu (their shortcuts act in the table); returns them for
    // its tool bar, the menu's separators between the groups.
    QList<QAction *> addCommands(QMenu *menu);
    // What "Add product" offers and the unit names come from; the product picker and names follow
    // with fillProducts() and updateUnitNames().
    void setReference(std::shared_ptr<const ReferenceSnapshot> reference);
    void fillProducts();
    // The unit names in the document's language for the table (codes stay in the data).
    void updateUnitNames();

private:
    QAction *addCommand(
        const QString &text, const QKeySequence &key, const std::function<void()> &slot, const QString &name);
    // A new row of `kind` below the current one; a `description` fills it in (a free line typed in "Add
    // product").
    void addRow(Position::Kind kind, const QString &description = {});
    void addProduct(const QJsonObject &product);
    void removeCurrentRow();
    int currentRow() const;
    void selectRow(int row, int column);
    int currentColumn() const;

    bool m_priced;
    std::function<qint64()> m_newLineVat;
    std::function<QString()> m_language;
    std::shared_ptr<const ReferenceSnapshot> m_reference;
    QLineEdit *m_productSearch = nullptr;
    QCompleter *m_productCompleter = nullptr;
    QStandardItemModel *m_productItems = nullptr;
    PositionsModel *m_positions = nullptr;
    QTableView *m_table = nullptr;
    QPersistentModelIndex m_quantityOfAddedProduct; // the cell to type after "Add product"
    QList<QAction *> m_commands; // nullptr: a separator
};
