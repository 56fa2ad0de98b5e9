// The editor's positions: the table, its commands, and the product picker.
#include "views/documents/DocumentEditor.h"

#include "api/JsonReader.h"
#include "documents/DocumentEditorController.h"
#include "domain/DocumentRules.h"
#include "records/ReferenceData.h"
#include "records/Validators.h"
#include "views/documents/PositionsModel.h"

#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QStandardItemModel>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace {

constexpr int ProductRole = Qt::UserRole + 1; // as in DocumentEditorForm.cpp

} // namespace

QWidget *DocumentEditor::buildPositions()
{
    auto *box = new QGroupBox(tr("Positions"), this);
    auto *layout = new QVBoxLayout(box);

    auto *addRow = new QHBoxLayout;
    auto *productLabel = new QLabel(tr("Add pr&oduct:"), box);
    m_productSearch = new QLineEdit(box);
    m_productSearch->setObjectName(QStringLiteral("productSearch"));
    m_productSearch->setPlaceholderText(tr("Product key or name, then Return"));
    productLabel->setBuddy(m_productSearch);
    m_productItems = new QStandardItemModel(this);
    m_productCompleter = new QCompleter(m_productItems, this);
    m_productCompleter->setCaseSensitivity(Qt::CaseInsensitive);
    m_productCompleter->setFilterMode(Qt::MatchContains);
    m_productSearch->setCompleter(m_productCompleter);
    addRow->addWidget(productLabel);
    addRow->addWidget(m_productSearch, 1);
    layout->addLayout(addRow);

    m_positions = new PositionsModel(this);
    m_positions->setPriced(DocumentRules::isPriced(m_kind));
    m_positions->setLocale(locale());
    m_table = new QTableView(box);
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
    const int digit = m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const QList<QPair<int, int>> widths {{PositionsModel::Kind, 14}, {PositionsModel::Number, 11},
        {PositionsModel::Quantity, 9}, {PositionsModel::Unit, 6}, {PositionsModel::Price, 15},
        {PositionsModel::Discount, 9}, {PositionsModel::Vat, 8}, {PositionsModel::Total, 15}};
    for (const auto &[column, characters] : widths)
        header->resizeSection(column, characters * digit + 16);
    header->setSectionResizeMode(PositionsModel::Description, QHeaderView::Stretch);
    m_table->setTabKeyNavigation(true);
    if (!DocumentRules::isPriced(m_kind)) {
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
    return box;
}

void DocumentEditor::buildActions()
{
    QMenu *file = menuBar()->addMenu(tr("&Document"));
    auto *save = file->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"));
    save->setShortcut(QKeySequence::Save);
    save->setObjectName(QStringLiteral("saveAction"));
    connect(save, &QAction::triggered, this, &DocumentEditor::save);
    file->addSeparator();
    auto *close = file->addAction(tr("&Close"));
    close->setShortcut(QKeySequence::Close);
    connect(close, &QAction::triggered, this, &QWidget::close);
    // Escape closes an editor window of its own as Ctrl+W does (a cell editor or a popup takes it first).
    auto *escape = new QAction(this);
    escape->setShortcut(Qt::Key_Escape);
    escape->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QAction::triggered, this, [this] {
        if (isWindow())
            QWidget::close();
    });
    addAction(escape);

    QMenu *positions = menuBar()->addMenu(tr("&Positions"));
    QToolBar *bar = addToolBar(tr("Positions"));
    bar->setObjectName(QStringLiteral("positionsToolBar"));
    bar->addAction(save);
    bar->addSeparator();
    const auto add = [&](const QString &text, const QKeySequence &key, auto slot, const QString &name) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        m_table->addAction(action);
        connect(action, &QAction::triggered, this, slot);
        positions->addAction(action);
        bar->addAction(action);
        return action;
    };
    add(
        tr("Product &line"), QKeySequence(Qt::CTRL | Qt::Key_Return),
        [this] { addRow(Position::Kind::Product); }, QStringLiteral("addProductLine"));
    add(
        tr("&Subtitle"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S),
        [this] { addRow(Position::Kind::Subtitle); }, QStringLiteral("addSubtitle"));
    add(
        tr("&Text"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_T), [this] { addRow(Position::Kind::Text); },
        QStringLiteral("addText"));
    add(
        tr("&Divider"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D),
        [this] { addRow(Position::Kind::Divider); }, QStringLiteral("addDivider"));
    add(
        tr("Section t&otal"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O),
        [this] { addRow(Position::Kind::SectionTotal); }, QStringLiteral("addSectionTotal"));
    add(
        tr("&Group"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G), [this] { addRow(Position::Kind::Group); },
        QStringLiteral("addGroup"));
    positions->addSeparator();
    bar->addSeparator();
    add(
        tr("Move &up"), QKeySequence(Qt::CTRL | Qt::Key_Up),
        [this] {
            const int column = qMax(0, m_table->currentIndex().column());
            const int row = m_positions->moveUp(currentRow());
            if (row >= 0)
                selectRow(row, column);
        },
        QStringLiteral("moveUp"));
    add(
        tr("Move do&wn"), QKeySequence(Qt::CTRL | Qt::Key_Down),
        [this] {
            const int column = qMax(0, m_table->currentIndex().column());
            const int row = m_positions->moveDown(currentRow());
            if (row >= 0)
                selectRow(row, column);
        },
        QStringLiteral("moveDown"));
    add(
        tr("Into &group"), QKeySequence(Qt::CTRL | Qt::Key_Right),
        [this] { m_positions->setInGroup(currentRow(), true); }, QStringLiteral("intoGroup"));
    add(
        tr("Out of g&roup"), QKeySequence(Qt::CTRL | Qt::Key_Left),
        [this] { m_positions->setInGroup(currentRow(), false); }, QStringLiteral("outOfGroup"));
    add(
        tr("Dupli&cate"), QKeySequence(Qt::CTRL | Qt::Key_D),
        [this] {
            const int row = currentRow();
            if (row >= 0 && m_positions->duplicateRow(row))
                selectRow(row + 1, qMax(0, m_table->currentIndex().column()));
        },
        QStringLiteral("duplicateRow"));
    auto *remove = add(
        tr("D&elete row"), QKeySequence(Qt::CTRL | Qt::Key_Delete),
        [this] {
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
                selectRow(qMin(row, m_positions->rowCount() - 1), qMax(0, m_table->currentIndex().column()));
        },
        QStringLiteral("deleteRow"));
    remove->setIcon(QIcon::fromTheme(QStringLiteral("edit-delete")));
    // Moving, duplicating and deleting rows act on the table only: Ctrl+Up/Down mean other things in
    // text and date fields.
    for (const char *name : {"moveUp", "moveDown", "intoGroup", "outOfGroup", "duplicateRow", "deleteRow"})
        findChild<QAction *>(QLatin1String(name))->setShortcutContext(Qt::WidgetWithChildrenShortcut);
}

void DocumentEditor::fillPickers()
{
    m_productItems->clear();
    const QString language = receiverLanguage();
    for (int i = 0; i < m_picks->products.size(); ++i) {
        const QJsonObject &p = m_picks->products.at(i);
        if (!p.value(QLatin1String("archivedAt")).toString().isEmpty())
            continue;
        const QJsonObject translations = p.value(QLatin1String("translations")).toObject();
        QString name = translations.value(language).toObject().value(QLatin1String("productName")).toString();
        for (auto it = translations.begin(); name.isEmpty() && it != translations.end(); ++it)
            name = it.value().toObject().value(QLatin1String("productName")).toString();
        auto *item = new QStandardItem(
            QStringLiteral("%1 \u2014 %2").arg(p.value(QLatin1String("productKey")).toString(), name));
        item->setData(i, ProductRole);
        m_productItems->appendRow(item);
    }

    if (!m_iban)
        return;
    const QSignalBlocker blocker(m_iban);
    const QString current = m_iban->currentData().toString();
    m_iban->clear();
    m_iban->addItem(tr("(none)"), QString());
    for (const QJsonObject &account : m_picks->bankAccounts) {
        if (!JsonReader::boolean(account, QLatin1String("isActive"), true))
            continue;
        const QString iban = account.value(QLatin1String("iban")).toString();
        m_iban->addItem(
            QStringLiteral("%1 \u2014 %2 (%3)")
                .arg(account.value(QLatin1String("name")).toString(), Validators::formatIban(iban),
                    account.value(QLatin1String("currencyCode")).toString()),
            iban);
    }
    if (!current.isEmpty()) {
        if (m_iban->findData(current) < 0)
            m_iban->addItem(Validators::formatIban(current), current);
        m_iban->setCurrentIndex(m_iban->findData(current));
    }
}

void DocumentEditor::updateUnitNames()
{
    const QString language = receiverLanguage();
    QHash<QString, QString> names;
    const auto add = [&](const QJsonObject &unit) {
        const QString code = unit.value(QLatin1String("isocode")).toString();
        const QJsonObject translations = unit.value(QLatin1String("translations")).toObject();
        QString name = translations.value(language).toObject().value(QLatin1String("unit")).toString();
        for (auto it = translations.begin(); name.isEmpty() && it != translations.end(); ++it)
            name = it.value().toObject().value(QLatin1String("unit")).toString();
        if (!code.isEmpty() && !name.isEmpty())
            names.insert(code, name);
    };
    for (const QJsonObject &product : m_picks->products)
        add(product.value(QLatin1String("productUnit")).toObject());
    for (const QJsonObject &unit : m_picks->units)
        add(unit);
    m_positions->setUnitNames(names);
}

int DocumentEditor::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void DocumentEditor::selectRow(int row, int column)
{
    const QModelIndex index = m_positions->index(row, column);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
}

void DocumentEditor::addRow(Position::Kind kind)
{
    Position p;
    p.kind = kind;
    // A free line has no product to take the rate from: it gets the account's usual rate, never the
    // rate of the row above (which may be a reduced rate of some product).
    if (kind == Position::Kind::Product && DocumentRules::isPriced(m_kind))
        p.vatBasisPoints = m_controller->newLineVatBasisPoints();
    const int current = currentRow();
    const int row = m_positions->insertPosition(current < 0 ? m_positions->rowCount() : current + 1, p);
    const bool typed = kind == Position::Kind::Product || kind == Position::Kind::Subtitle
        || kind == Position::Kind::Text || kind == Position::Kind::Group;
    selectRow(row, typed ? PositionsModel::Description : PositionsModel::Kind);
    m_table->setFocus();
    if (typed)
        m_table->edit(m_table->currentIndex());
}

void DocumentEditor::addProduct(const QJsonObject &product)
{
    Position p;
    p.productNumber = product.value(QLatin1String("productKey")).toString();
    const QJsonObject translations = product.value(QLatin1String("translations")).toObject();
    const QJsonObject text = translations.value(receiverLanguage()).toObject();
    p.description = text.value(QLatin1String("productName")).toString();
    for (auto it = translations.begin(); p.description.isEmpty() && it != translations.end(); ++it)
        p.description = it.value().toObject().value(QLatin1String("productName")).toString();
    p.unitCode =
        product.value(QLatin1String("productUnit")).toObject().value(QLatin1String("isocode")).toString();
    p.priceMinor = JsonReader::scaled(product, QLatin1String("cost")).value_or(0);
    p.vatBasisPoints = JsonReader::scaled(product, QLatin1String("taxRate")).value_or(0);
    const int current = currentRow();
    const int row = m_positions->insertPosition(current < 0 ? m_positions->rowCount() : current + 1, p);
    // The quantity is what one types next; Return on it goes back to "Add product" for the next one.
    selectRow(row, PositionsModel::Quantity);
    m_quantityOfAddedProduct = m_table->currentIndex();
    m_table->setFocus();
}
