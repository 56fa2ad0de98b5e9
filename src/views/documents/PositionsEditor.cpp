#include "views/documents/PositionsEditor.h"

#include "documents/EditorPicks.h"
#include "records/ReferenceData.h"
#include "views/documents/PositionsModel.h"

#include <QAction>
#include <QCompleter>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

namespace {

constexpr int ProductRole = Qt::UserRole + 1;

} // namespace

// The strings keep the editor's translation context: they are the editor's words.
PositionsEditor::PositionsEditor(
    bool priced, std::function<qint64()> newLineVat, std::function<QString()> language, QWidget *parent)
    : QGroupBox(QCoreApplication::translate("DocumentEditor", "Positions"), parent)
    , m_priced(priced)
    , m_newLineVat(std::move(newLineVat))
    , m_language(std::move(language))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *productRow = new QHBoxLayout;
    auto *productLabel = new QLabel(QCoreApplication::translate("DocumentEditor", "Add pr&oduct:"), this);
    m_productSearch = new QLineEdit(this);
    m_productSearch->setObjectName(QStringLiteral("productSearch"));
    m_productSearch->setPlaceholderText(
        QCoreApplication::translate("DocumentEditor", "Product key or name, then Return"));
    productLabel->setBuddy(m_productSearch);
    m_productItems = new QStandardItemModel(this);
    m_productCompleter = new QCompleter(m_productItems, this);
    m_productCompleter->setCaseSensitivity(Qt::CaseInsensitive);
    m_productCompleter->setFilterMode(Qt::MatchContains);
    m_productSearch->setCompleter(m_productCompleter);
    productRow->addWidget(productLabel);
    productRow->addWidget(m_productSearch, 1);
    layout->addLayout(productRow);

    m_positions = new PositionsModel(this);
    m_positions->setPriced(priced);
    m_positions->setLocale(locale());
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("positionsTable"));
    m_table->setModel(m_positions);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::AnyKeyPressed | QAbstractItemView::DoubleClicked
        | QAbstractItemView::EditKeyPressed);
    m_table->setDragEnabled(true);
    m_table->setAcceptDrops(true);
    m_table->setDropIndicatorShown(true);
    m_table->setDragDropMode(QAbstractItemView::InternalMove);
    m_table->setDefaultDropAction(Qt::MoveAction);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 10);
    QHeaderView *header = m_table->horizontalHeader();
    // In digits' widths; the unit's for "Pauschale", "forfait", "Stunden" whole.
    const int digit = m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const QList<QPair<int, int>> widths {{PositionsModel::Kind, 14}, {PositionsModel::Number, 11},
        {PositionsModel::Quantity, 9}, {PositionsModel::Unit, 11}, {PositionsModel::Price, 15},
        {PositionsModel::Discount, 9}, {PositionsModel::Vat, 8}, {PositionsModel::Total, 15}};
    for (const auto &[column, characters] : widths)
        header->resizeSection(column, characters * digit + 16);
    header->setSectionResizeMode(PositionsModel::Description, QHeaderView::Stretch);
    m_table->setTabKeyNavigation(true);
    if (!priced) {
        for (int column :
            {PositionsModel::Price, PositionsModel::Discount, PositionsModel::Vat, PositionsModel::Total})
            m_table->hideColumn(column);
    }
    // Return on the quantity of a product just added (what one types after "Add product") goes back to
    // "Add product": a list of products is typed key, Return, quantity, Return, key, Return, ...
    connect(m_table->itemDelegate(), &QAbstractItemDelegate::closeEditor, this,
        [this](QWidget *, QAbstractItemDelegate::EndEditHint hint) {
            const bool back = hint == QAbstractItemDelegate::SubmitModelCache
                && m_quantityOfAddedProduct.isValid() && m_table->currentIndex() == m_quantityOfAddedProduct;
            m_quantityOfAddedProduct = QPersistentModelIndex();
            if (back) // after the view has taken the focus back from its editor
                QMetaObject::invokeMethod(
                    m_productSearch, [this] { m_productSearch->setFocus(Qt::OtherFocusReason); },
                    Qt::QueuedConnection);
        });
    layout->addWidget(m_table, 1);

    connect(m_productCompleter, qOverload<const QModelIndex &>(&QCompleter::activated), this,
        [this](const QModelIndex &index) {
            const int i = index.data(ProductRole).toInt();
            if (m_reference && i >= 0 && i < m_reference->products.size())
                addProduct(m_reference->products.at(i));
            QMetaObject::invokeMethod(m_productSearch, &QLineEdit::clear, Qt::QueuedConnection);
        });
    // Return on an exact product key adds it without the popup.
    connect(m_productSearch, &QLineEdit::returnPressed, this, [this] {
        if (!m_reference)
            return;
        const int i = EditorPicks::productByKey(*m_reference, m_productSearch->text().trimmed());
        if (i >= 0) {
            addProduct(m_reference->products.at(i));
            m_productSearch->clear();
        }
    });

    addCommand(
        QCoreApplication::translate("DocumentEditor", "Product &line"),
        QKeySequence(Qt::CTRL | Qt::Key_Return),
        [this] {
            // Typed into "Add product" and no product chosen: the text becomes the free line's description.
            const QString typed = m_productSearch->hasFocus() ? m_productSearch->text().trimmed() : QString();
            addRow(Position::Kind::Product, typed);
            if (!typed.isEmpty()) {
                m_productCompleter->popup()->hide();
                m_productSearch->clear();
            }
        },
        QStringLiteral("addProductLine"));
    addCommand(
        QCoreApplication::translate("DocumentEditor", "&Subtitle"),
        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S), [this] { addRow(Position::Kind::Subtitle); },
        QStringLiteral("addSubtitle"));
    addCommand(
        QCoreApplication::translate("DocumentEditor", "&Text"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_T),
        [this] { addRow(Position::Kind::Text); }, QStringLiteral("addText"));
    addCommand(
        QCoreApplication::translate("DocumentEditor", "&Divider"),
        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D), [this] { addRow(Position::Kind::Divider); },
        QStringLiteral("addDivider"));
    addCommand(
        QCoreApplication::translate("DocumentEditor", "Section t&otal"),
        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O), [this] { addRow(Position::Kind::SectionTotal); },
        QStringLiteral("addSectionTotal"));
    addCommand(
        QCoreApplication::translate("DocumentEditor", "&Group"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G),
        [this] { addRow(Position::Kind::Group); }, QStringLiteral("addGroup"));
    m_commands.append(nullptr);
    // Moving, duplicating and deleting rows act on the table only: Ctrl+Up/Down mean other things in
    // text and date fields.
    const QList<QAction *> tableOnly {
        addCommand(
            QCoreApplication::translate("DocumentEditor", "Move &up"), QKeySequence(Qt::CTRL | Qt::Key_Up),
            [this] {
                const int column = currentColumn();
                const int row = m_positions->moveUp(currentRow());
                if (row >= 0)
                    selectRow(row, column);
            },
            QStringLiteral("moveUp")),
        addCommand(
            QCoreApplication::translate("DocumentEditor", "Move do&wn"),
            QKeySequence(Qt::CTRL | Qt::Key_Down),
            [this] {
                const int column = currentColumn();
                const int row = m_positions->moveDown(currentRow());
                if (row >= 0)
                    selectRow(row, column);
            },
            QStringLiteral("moveDown")),
        addCommand(
            QCoreApplication::translate("DocumentEditor", "Into &group"),
            QKeySequence(Qt::CTRL | Qt::Key_Right), [this] { m_positions->setInGroup(currentRow(), true); },
            QStringLiteral("intoGroup")),
        addCommand(
            QCoreApplication::translate("DocumentEditor", "Out of g&roup"),
            QKeySequence(Qt::CTRL | Qt::Key_Left), [this] { m_positions->setInGroup(currentRow(), false); },
            QStringLiteral("outOfGroup")),
        addCommand(
            QCoreApplication::translate("DocumentEditor", "Dupli&cate"), QKeySequence(Qt::CTRL | Qt::Key_D),
            [this] {
                const int row = currentRow();
                if (row >= 0 && m_positions->duplicateRow(row))
                    selectRow(row + 1, currentColumn());
            },
            QStringLiteral("duplicateRow")),
        addCommand(
            QCoreApplication::translate("DocumentEditor", "D&elete row"),
            QKeySequence(Qt::CTRL | Qt::Key_Delete), [this] { removeCurrentRow(); },
            QStringLiteral("deleteRow")),
    };
    tableOnly.last()->setIcon(QIcon::fromTheme(QStringLiteral("edit-delete")));
    for (QAction *action : tableOnly)
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
}

QAction *PositionsEditor::addCommand(
    const QString &text, const QKeySequence &key, const std::function<void()> &slot, const QString &name)
{
    auto *action = new QAction(text, this);
    action->setObjectName(name);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    m_table->addAction(action);
    connect(action, &QAction::triggered, this, slot);
    m_commands.append(action);
    return action;
}

QList<QAction *> PositionsEditor::addCommands(QMenu *menu)
{
    QList<QAction *> row;
    for (QAction *action : std::as_const(m_commands)) {
        if (action) {
            menu->addAction(action);
            row << action;
        } else {
            row << menu->addSeparator();
        }
    }
    return row;
}

void PositionsEditor::setReference(std::shared_ptr<const ReferenceSnapshot> reference)
{
    m_reference = std::move(reference);
}

void PositionsEditor::fillProducts()
{
    m_productItems->clear();
    if (!m_reference)
        return;
    for (const EditorPicks::ProductPick &product : EditorPicks::products(*m_reference, m_language())) {
        auto *item = new QStandardItem(QStringLiteral("%1 \u2014 %2").arg(product.key, product.name));
        item->setData(product.index, ProductRole);
        m_productItems->appendRow(item);
    }
}

void PositionsEditor::updateUnitNames()
{
    if (m_reference)
        m_positions->setUnitNames(EditorPicks::unitNames(*m_reference, m_language()));
}

int PositionsEditor::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.row() : -1;
}

int PositionsEditor::currentColumn() const
{
    return qMax(0, m_table->currentIndex().column());
}

void PositionsEditor::selectRow(int row, int column)
{
    const QModelIndex index = m_positions->index(row, column);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
}

void PositionsEditor::addRow(Position::Kind kind, const QString &description)
{
    Position p;
    p.kind = kind;
    // A free line has no product to take the rate from: it gets the account's usual rate, never the
    // rate of the row above (which may be a reduced rate of some product).
    if (kind == Position::Kind::Product && m_priced)
        p.vatBasisPoints = m_newLineVat();
    const int current = currentRow();
    const int row = m_positions->insertPosition(current < 0 ? m_positions->rowCount() : current + 1, p);
    if (!description.isEmpty()) {
        // The description is there: the quantity is what one types next, as after a product.
        m_positions->setData(m_positions->index(row, PositionsModel::Description), description);
        selectRow(row, PositionsModel::Quantity);
        m_table->setFocus();
        return;
    }
    const bool typed = kind == Position::Kind::Product || kind == Position::Kind::Subtitle
        || kind == Position::Kind::Text || kind == Position::Kind::Group;
    selectRow(row, typed ? PositionsModel::Description : PositionsModel::Kind);
    m_table->setFocus();
    if (typed)
        m_table->edit(m_table->currentIndex());
}

void PositionsEditor::addProduct(const QJsonObject &product)
{
    const Position p = EditorPicks::positionOf(product, m_language());
    const int current = currentRow();
    const int row = m_positions->insertPosition(current < 0 ? m_positions->rowCount() : current + 1, p);
    // The quantity is what one types next; Return on it goes back to "Add product" for the next one.
    selectRow(row, PositionsModel::Quantity);
    m_quantityOfAddedProduct = m_table->currentIndex();
    m_table->setFocus();
}

void PositionsEditor::removeCurrentRow()
{
    const int row = currentRow();
    if (row < 0)
        return;
    // A group goes with its items.
    int count = 1;
    if (m_positions->positionAt(row).kind == Position::Kind::Group && !m_positions->isInGroup(row)) {
        while (row + count < m_positions->rowCount() && m_positions->isInGroup(row + count))
            ++count;
    }
    m_positions->removeRows(row, count);
    if (m_positions->rowCount() > 0)
        selectRow(qMin(row, m_positions->rowCount() - 1), currentColumn());
}
