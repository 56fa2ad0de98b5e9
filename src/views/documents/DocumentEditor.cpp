#include "views/documents/DocumentEditor.h"

#include "api/JsonReader.h"
#include "documents/DocumentEditorController.h"
#include "domain/DocumentRules.h"
#include "domain/Languages.h"
#include "domain/Money.h"
#include "records/ReferenceData.h"
#include "records/Validators.h"
#include "views/DateField.h"
#include "views/FieldErrorMarker.h"
#include "views/WindowSize.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/PositionsModel.h"
#include "views/documents/ReceiverPicker.h"
#include "views/documents/TotalsPanel.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <utility>

namespace {

constexpr int ProductRole = Qt::UserRole + 1;

DateField *dateEdit(const QString &name, QWidget *parent)
{
    auto *edit = new DateField(parent);
    edit->setObjectName(name);
    return edit;
}

} // namespace

DocumentEditor *DocumentEditor::openNew(const SessionContext &session, DocumentKind kind, QWidget *parent)
{
    if (!DocumentRules::isEditable(kind))
        return nullptr;
    auto *editor = new DocumentEditor(session, kind, parent);
    editor->applyNewDefaults();
    editor->show();
    return editor;
}

DocumentEditor *DocumentEditor::openExisting(
    const SessionContext &session, DocumentKind kind, const QString &uuid, QWidget *parent)
{
    if (!DocumentRules::isEditable(kind))
        return nullptr;
    auto *editor = new DocumentEditor(session, kind, parent);
    editor->startLoading(uuid);
    editor->show();
    return editor;
}

DocumentEditor::DocumentEditor(const SessionContext &session, DocumentKind kind, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_kind(kind)
    , m_controller(
          new DocumentEditorController(session.client, session.dataDir, session.accountUuid, kind, this))
    , m_picks(m_controller->reference())
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowFlag(Qt::Window);
    buildUi();
    buildActions();
    connectController();
    connectReference();
    connectEdits();
    WindowSize::fit(this, {1100, 820});
}

// ---- building the window ---------------------------------------------------------------------------

void DocumentEditor::buildUi()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_marker = new FieldErrorMarker(this);
    // The message above the form stays compact (its problems flow on at most two lines, then it
    // scrolls): a long list of refused fields must not squeeze the positions table. Each problem is
    // at its field too.
    m_messageArea = new QScrollArea(central);
    m_messageArea->setObjectName(QStringLiteral("editorMessageArea"));
    m_messageArea->setWidgetResizable(true);
    m_messageArea->setFrameShape(QFrame::NoFrame);
    m_messageArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_message = new QLabel(m_messageArea);
    m_message->setObjectName(QStringLiteral("editorMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_messageArea->setWidget(m_message);
    // One line at least (a scroll area would ask for a scroll bar's height), two at most.
    m_messageArea->setMinimumHeight(m_message->fontMetrics().lineSpacing() + 4);
    m_messageArea->setMaximumHeight(m_message->fontMetrics().lineSpacing() * 2 + 8);
    m_messageArea->hide();
    layout->addWidget(m_messageArea);
    layout->addWidget(buildHeader());
    layout->addWidget(buildPositions(), 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(buildDetails(), 1);
    m_totals = new TotalsPanel(central);
    m_totals->setObjectName(QStringLiteral("totals"));
    m_totals->setVisible(DocumentRules::isPriced(m_kind));
    bottom->addWidget(m_totals, 0, Qt::AlignTop | Qt::AlignRight);
    layout->addLayout(bottom);
    setCentralWidget(central);
}

QWidget *DocumentEditor::buildHeader()
{
    auto *header = new QWidget(this);
    auto *row = new QHBoxLayout(header);
    row->setContentsMargins(0, 0, 0, 0);

    auto *receiverBox = new QGroupBox(tr("Receiver"), header);
    auto *receiverLayout = new QVBoxLayout(receiverBox);
    m_receiver = new ReceiverPicker(receiverBox);
    receiverLayout->addWidget(m_receiver);
    row->addWidget(receiverBox, 1);
    m_fields.insert(QStringLiteral("receiver"), m_receiver->searchField());
    m_fields.insert(QStringLiteral("receiver.contactPersonUuid"), m_receiver->contactPersonBox());
    m_fields.insert(QStringLiteral("receiver.additionalReceivers"), m_receiver->additionalField());

    auto *documentBox = new QGroupBox(DocumentKindText::singular(m_kind), header);
    auto *form = new QFormLayout(documentBox);
    m_date = dateEdit(QStringLiteral("documentDate"), documentBox);
    form->addRow(DocumentKind::RecurringInvoice == m_kind ? tr("&Start date:") : tr("D&ate:"), m_date);
    m_fields.insert(DocumentKinds::dateField(m_kind), m_date);
    if (DocumentRules::hasValidUntil(m_kind)) {
        m_validUntil = dateEdit(QStringLiteral("validUntilDate"), documentBox);
        form->addRow(tr("Va&lid until:"), m_validUntil);
        m_fields.insert(QStringLiteral("validUntilDate"), m_validUntil);
    }
    if (DocumentRules::hasDueDate(m_kind)) {
        m_dueDate = dateEdit(QStringLiteral("dueDate"), documentBox);
        // Empty when the terms give none: never the document's own date.
        m_dueDate->setOptional(true);
        m_dueDate->setPlaceholderText(tr("none"));
        form->addRow(tr("Du&e date:"), m_dueDate);
        m_fields.insert(QStringLiteral("dueDate"), m_dueDate);
    }
    if (DocumentRules::hasDeliveryDate(m_kind)) {
        m_deliveryDate = dateEdit(QStringLiteral("deliveryDate"), documentBox);
        form->addRow(tr("De&livery date:"), m_deliveryDate);
        m_fields.insert(QStringLiteral("deliveryDate"), m_deliveryDate);
    }
    if (DocumentRules::isRecurring(m_kind)) {
        auto *end = new QWidget(documentBox);
        auto *endRow = new QHBoxLayout(end);
        endRow->setContentsMargins(0, 0, 0, 0);
        m_hasEndDate = new QCheckBox(tr("&Ends on"), end);
        m_endDate = dateEdit(QStringLiteral("endDate"), end);
        m_endDate->setEnabled(false);
        endRow->addWidget(m_hasEndDate);
        endRow->addWidget(m_endDate, 1);
        form->addRow(tr("End:"), end);
        m_fields.insert(QStringLiteral("endDate"), m_endDate);
        m_frequency = new QComboBox(documentBox);
        m_frequency->setObjectName(QStringLiteral("frequency"));
        m_frequency->addItem(tr("Weekly"), QStringLiteral("weekly"));
        m_frequency->addItem(tr("Monthly"), QStringLiteral("monthly"));
        m_frequency->addItem(tr("Every six months"), QStringLiteral("six_months"));
        m_frequency->addItem(tr("Annually"), QStringLiteral("annually"));
        m_frequency->setCurrentIndex(1);
        form->addRow(tr("Fre&quency:"), m_frequency);
        m_fields.insert(QStringLiteral("frequency"), m_frequency);
        m_recurringActive = new QCheckBox(tr("&Active"), documentBox);
        m_recurringActive->setChecked(true);
        m_lastOfMonth = new QCheckBox(tr("On the &last day of the month"), documentBox);
        form->addRow(QString(), m_recurringActive);
        form->addRow(QString(), m_lastOfMonth);
        m_fields.insert(QStringLiteral("isRecurringActive"), m_recurringActive);
        m_fields.insert(QStringLiteral("isLastOfMonth"), m_lastOfMonth);
    }
    m_currency = new QComboBox(documentBox);
    m_currency->setObjectName(QStringLiteral("currency"));
    m_currency->setEditable(true);
    m_currency->addItems(
        {QStringLiteral("CHF"), QStringLiteral("EUR"), QStringLiteral("USD"), QStringLiteral("GBP")});
    form->addRow(tr("C&urrency:"), m_currency);
    m_fields.insert(QStringLiteral("currencyCode"), m_currency);
    m_title = new QLineEdit(documentBox);
    m_title->setObjectName(QStringLiteral("title"));
    form->addRow(tr("&Title:"), m_title);
    m_fields.insert(QStringLiteral("title"), m_title);
    m_reference = new QLineEdit(documentBox);
    m_reference->setObjectName(QStringLiteral("reference"));
    form->addRow(tr("&Reference:"), m_reference);
    m_fields.insert(QStringLiteral("reference"), m_reference);
    if (DocumentRules::hasIsTemplate(m_kind)) {
        m_isTemplate = new QCheckBox(tr("I&s a template"), documentBox);
        form->addRow(QString(), m_isTemplate);
        m_fields.insert(QStringLiteral("isTemplate"), m_isTemplate);
    }
    row->addWidget(documentBox, 1);
    return header;
}

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

QWidget *DocumentEditor::buildDetails()
{
    auto *tabs = new QTabWidget(this);
    tabs->setMaximumHeight(210);

    auto *texts = new QWidget(tabs);
    auto *textForm = new QFormLayout(texts);
    m_terms = new QPlainTextEdit(texts);
    m_terms->setObjectName(QStringLiteral("terms"));
    m_publicNotes = new QPlainTextEdit(texts);
    m_publicNotes->setObjectName(QStringLiteral("publicNotes"));
    m_footer = new QPlainTextEdit(texts);
    m_footer->setObjectName(QStringLiteral("footerText"));
    for (QPlainTextEdit *edit : {m_terms, m_publicNotes, m_footer}) {
        edit->setTabChangesFocus(true);
        edit->setMaximumHeight(56);
    }
    textForm->addRow(tr("Ter&ms:"), m_terms);
    textForm->addRow(tr("&Notes:"), m_publicNotes);
    textForm->addRow(tr("&Footer:"), m_footer);
    m_fields.insert(QStringLiteral("terms"), m_terms);
    m_fields.insert(QStringLiteral("publicNotes"), m_publicNotes);
    m_fields.insert(QStringLiteral("footerText"), m_footer);
    tabs->addTab(texts, tr("Te&xts"));

    if (DocumentRules::isPriced(m_kind) || DocumentRules::hasPaymentInstructions(m_kind)) {
        auto *payment = new QWidget(tabs);
        auto *columns = new QHBoxLayout(payment);
        auto *left = new QFormLayout;
        if (DocumentRules::hasPaymentInstructions(m_kind)) {
            m_iban = new QComboBox(payment);
            m_iban->setObjectName(QStringLiteral("iban"));
            left->addRow(tr("&Bank account:"), m_iban);
            m_paymentReference = new QLineEdit(payment);
            m_paymentReference->setObjectName(QStringLiteral("paymentReference"));
            left->addRow(tr("Payment re&ference:"), m_paymentReference);
            m_fields.insert(QStringLiteral("paymentInstructions.iban"), m_iban);
            m_fields.insert(QStringLiteral("paymentInstructions"), m_iban);
            m_fields.insert(QStringLiteral("paymentInstructions.reference"), m_paymentReference);
        }
        if (DocumentRules::isPriced(m_kind)) {
            m_pricesIncludeVat = new QCheckBox(tr("Prices i&nclude VAT"), payment);
            m_pricesIncludeVat->setObjectName(QStringLiteral("pricesIncludeVat"));
            left->addRow(QString(), m_pricesIncludeVat);
            m_fields.insert(QStringLiteral("pricesIncludeVat"), m_pricesIncludeVat);
            auto *discount = new QWidget(payment);
            auto *discountRow = new QHBoxLayout(discount);
            discountRow->setContentsMargins(0, 0, 0, 0);
            m_discountMode = new QComboBox(discount);
            m_discountMode->setObjectName(QStringLiteral("discountMode"));
            m_discountMode->addItem(tr("None"), int(DocumentDiscount::Mode::None));
            m_discountMode->addItem(tr("Percent"), int(DocumentDiscount::Mode::Percent));
            m_discountMode->addItem(tr("Amount"), int(DocumentDiscount::Mode::Amount));
            m_discountValue = new QLineEdit(discount);
            m_discountValue->setObjectName(QStringLiteral("discountValue"));
            m_discountValue->setAlignment(Qt::AlignRight);
            m_discountValue->setEnabled(false);
            discountRow->addWidget(m_discountMode);
            discountRow->addWidget(m_discountValue, 1);
            auto *discountLabel = new QLabel(tr("Docu&ment discount:"), payment);
            discountLabel->setBuddy(m_discountMode);
            left->addRow(discountLabel, discount);
            m_fields.insert(QStringLiteral("documentDiscount"), m_discountValue);

            auto *cash = new QGroupBox(tr("Cash discounts"), payment);
            m_cashForm = new QFormLayout(cash);
            addCashRow(0, QString());
            addCashRow(0, QString());
            columns->addLayout(left, 1);
            columns->addWidget(cash, 1);
        } else {
            columns->addLayout(left, 1);
        }
        tabs->addTab(payment, tr("Pa&yment"));
    }

    auto *custom = new QWidget(tabs);
    auto *customForm = new QFormLayout(custom);
    for (int i = 0; i < 4; ++i) {
        auto *edit = new QLineEdit(custom);
        edit->setObjectName(QStringLiteral("customField%1").arg(i + 1));
        customForm->addRow(tr("Custom field &%1:").arg(i + 1), edit);
        m_customFields << edit;
        m_fields.insert(QStringLiteral("customField%1").arg(i + 1), edit);
    }
    tabs->addTab(custom, tr("Custom f&ields"));
    return tabs;
}

void DocumentEditor::addCashRow(int days, const QString &percent)
{
    auto *row = new QWidget(m_cashForm->parentWidget());
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *daysBox = new QSpinBox(row);
    daysBox->setRange(0, 365);
    daysBox->setSuffix(tr(" days"));
    daysBox->setValue(days);
    auto *percentEdit = new QLineEdit(percent, row);
    percentEdit->setAlignment(Qt::AlignRight);
    percentEdit->setPlaceholderText(tr("%"));
    layout->addWidget(daysBox);
    layout->addWidget(percentEdit, 1);
    const int index = int(m_cashDiscounts.size());
    m_cashForm->addRow(tr("Within:"), row);
    m_cashDiscounts.append({daysBox, percentEdit});
    m_fields.insert(QStringLiteral("cashDiscounts.%1.days").arg(index), daysBox);
    m_fields.insert(QStringLiteral("cashDiscounts.%1").arg(index), percentEdit);
    connect(daysBox, &QSpinBox::valueChanged, this, [this, daysBox] {
        unmark(daysBox);
        edited();
    });
    connect(percentEdit, &QLineEdit::textChanged, this, [this, percentEdit] {
        unmark(percentEdit);
        edited();
    });
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

// ---- local data and defaults -----------------------------------------------------------------------

void DocumentEditor::connectReference()
{
    ReferenceData *reference = m_controller->referenceData();
    connect(reference, &ReferenceData::changed, this, &DocumentEditor::showReference);
    connect(reference, &ReferenceData::listingFailed, this,
        [this](const QString &resource, const ApiError &error) {
            // Without the units the table shows their codes, without the settings the due date comes from
            // the receiver alone and the terms stay empty: nothing the user must act on.
            if (error.kind() == ApiError::Kind::Cancelled || resource == QLatin1String("units")
                || ReferenceData::settingNames().contains(resource))
                return;
            showMessage(
                tr("Addresses, products or bank accounts could not be loaded: %1").arg(error.message()),
                true);
        });
    if (reference->isReady()) {
        showReference(ReferenceData::resources() + ReferenceData::settingNames());
        reference->listMissing();
    }
}

void DocumentEditor::showReference(const QStringList &changed)
{
    m_picks = m_controller->reference();
    if (!m_picks->storeError.isEmpty()) {
        showMessage(tr("The local copy could not be opened: %1").arg(m_picks->storeError), true);
        return;
    }
    const auto has = [&changed](const char *name) {
        return changed.contains(QLatin1String(name));
    };
    // Filling the pickers is not typing.
    const bool wasApplying = std::exchange(m_applying, true);
    if (has("companies") || has("persons"))
        m_receiver->setAddresses(m_picks->companies, m_picks->persons);
    if (has("products") || has("units"))
        updateUnitNames();
    if (has("products") || has("bankAccounts"))
        fillPickers();
    m_applying = wasApplying;
    if (has("bankAccounts") || has("conditions") || has("default-conditions"))
        applyReceiverDefaults();
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

QString DocumentEditor::receiverLanguage() const
{
    const QStringList &languages = Languages::codes();
    if (const auto record = m_receiver->record()) {
        const QString language = record->value(QLatin1String("language")).toString();
        if (languages.contains(language))
            return language;
    }
    const QString own = locale().name().left(2);
    return languages.contains(own) ? own : QStringLiteral("de");
}

QDate DocumentEditor::termsDueDate(const QDate &date) const
{
    return m_controller->dueDate(date, m_receiver->record());
}

void DocumentEditor::setDueDate(const QDate &date)
{
    // An invalid date leaves the optional field empty ("none").
    m_dueDate->setDate(date);
}

void DocumentEditor::applyNewDefaults()
{
    m_applying = true;
    const DocumentDraft defaults = m_controller->newDocument(QDate::currentDate(), receiverLanguage());
    m_date->setDate(defaults.date);
    if (m_validUntil)
        m_validUntil->setDate(defaults.validUntilDate);
    if (m_deliveryDate)
        m_deliveryDate->setDate(defaults.deliveryDate);
    m_applying = false;
    setWindowTitle(tr("%1 (new) [*]").arg(DocumentKindText::singular(m_kind)));
    applyReceiverDefaults();
}

void DocumentEditor::applyReceiverDefaults()
{
    if (!m_controller->uuid().isEmpty())
        return;
    m_applying = true;
    const auto record = m_receiver->record();
    if (record && !m_currencyTouched) {
        const QString currency = DocumentEditorController::receiverCurrency(record);
        if (!currency.isEmpty())
            m_currency->setCurrentText(currency);
    }
    if (m_dueDate && !m_dueTouched)
        setDueDate(termsDueDate(m_date->date()));
    // The terms follow the receiver's language until the user writes their own.
    const QString terms = m_controller->defaultTerms(receiverLanguage());
    if (m_terms->toPlainText().isEmpty() || m_terms->toPlainText() == m_prefilledTerms) {
        m_terms->setPlainText(terms);
        m_prefilledTerms = terms;
    }
    if (m_iban && m_iban->currentData().toString().isEmpty()) {
        const int index = m_iban->findData(m_controller->defaultIban(m_currency->currentText()));
        if (index >= 0)
            m_iban->setCurrentIndex(index);
    }
    fillPickers();
    // Defaults that arrive before anyone typed are not changes to ask about when closing.
    if (m_pristine)
        m_savedBody = draft().toBodyElement();
    edited();
    m_applying = false;
}

void DocumentEditor::dateChanged()
{
    if (m_applying)
        return;
    m_applying = true;
    const QDate date = m_date->date();
    if (m_dueDate && !m_dueTouched)
        setDueDate(termsDueDate(date));
    if (m_validUntil && !m_validTouched)
        m_validUntil->setDate(DocumentRules::defaultValidUntil(date));
    if (m_deliveryDate && !m_deliveryTouched)
        m_deliveryDate->setDate(date);
    m_applying = false;
}

// ---- loading ---------------------------------------------------------------------------------------

void DocumentEditor::startLoading(const QString &uuid)
{
    m_dueTouched = m_validTouched = m_deliveryTouched = m_currencyTouched = true;
    setWindowTitle(tr("%1 [*]").arg(DocumentKindText::singular(m_kind)));
    m_controller->load(uuid);
}

void DocumentEditor::connectController()
{
    using Controller = DocumentEditorController;
    connect(m_controller, &Controller::stateChanged, this, &DocumentEditor::showState);
    connect(m_controller, &Controller::loaded, this, [this](const DocumentDraft &d) {
        applyDraft(d);
        emit loaded(true);
    });
    connect(m_controller, &Controller::loadedFromLocalCopy, this,
        [this](const DocumentDraft &d, const ApiError &why) {
            applyDraft(d);
            showMessage(tr("Shown from the local copy: %1").arg(why.message()), true);
            emit loaded(true);
        });
    connect(m_controller, &Controller::loadFailed, this, [this](const ApiError &error) {
        centralWidget()->setEnabled(false);
        showMessage(tr("The document could not be loaded: %1").arg(error.message()), true);
        emit loaded(false);
    });
    connect(m_controller, &Controller::invalid, this, &DocumentEditor::showInvalid);
    connect(m_controller, &Controller::conflict, this, [this](const DocumentDraft &serviceVersion) {
        askConflict(serviceVersion);
        // Not saved (yet): whoever waits for the save hears so; the question stays open.
        emit saveFailed();
    });
    connect(m_controller, &Controller::rejected, this, [this](const QHash<QString, QString> &errors) {
        showProblems(
            tr("The service did not accept the document. Your input is kept; please correct:"), errors);
        m_closeAfterSave = false;
        emit saveFailed();
    });
    connect(m_controller, &Controller::saveFailed, this, [this](const ApiError &error) {
        handleSaveFailed(tr("The document was not saved. Your input is kept. %1").arg(error.message()));
    });
    connect(m_controller, &Controller::acceptedUnreadable, this, [this] {
        // The service said yes but sent no document: it may exist; saving again could make a second one.
        showMessage(tr("The service accepted the document but its answer could not be read. Refresh the list "
                       "before saving again."),
            true);
        m_closeAfterSave = false;
    });
    connect(m_controller, &Controller::saved, this, &DocumentEditor::handleSaved);
}

void DocumentEditor::showState()
{
    switch (m_controller->state()) {
    case DocumentEditorController::State::Idle:
        setBusy(false);
        break;
    case DocumentEditorController::State::Loading:
        setBusy(true, tr("Loading the document\u2026"));
        break;
    case DocumentEditorController::State::Checking:
        setBusy(true, tr("Checking whether the document changed on the service\u2026"));
        break;
    case DocumentEditorController::State::Saving:
        setBusy(true, tr("Saving\u2026"));
        break;
    }
}

bool DocumentEditor::isSaving() const
{
    return m_controller->state() == DocumentEditorController::State::Checking
        || m_controller->state() == DocumentEditorController::State::Saving;
}

QString DocumentEditor::uuid() const
{
    return m_controller->uuid();
}

void DocumentEditor::applyDraft(const DocumentDraft &d)
{
    m_applying = true;
    m_number = d.number;
    m_receiver->setReceiver(d.receiver);
    updateUnitNames(); // in the receiver's language; setReceiver() says nothing
    m_date->setDate(d.date.isValid() ? d.date : QDate::currentDate());
    if (m_dueDate) {
        // A document without a due date (a conversion may bring none) gets the terms' one, never its own
        // date; it then follows the date and the receiver until the user sets one.
        m_dueTouched = d.dueDate.isValid();
        setDueDate(d.dueDate.isValid() ? d.dueDate : termsDueDate(m_date->date()));
    }
    if (m_deliveryDate)
        m_deliveryDate->setDate(d.deliveryDate.isValid() ? d.deliveryDate : m_date->date());
    if (m_validUntil)
        m_validUntil->setDate(
            d.validUntilDate.isValid() ? d.validUntilDate : DocumentRules::defaultValidUntil(m_date->date()));
    if (m_endDate) {
        m_hasEndDate->setChecked(d.endDate.isValid());
        m_endDate->setEnabled(d.endDate.isValid());
        m_endDate->setDate(d.endDate.isValid() ? d.endDate : m_date->date().addYears(1));
        int frequency = m_frequency->findData(d.frequency);
        if (frequency < 0) {
            m_frequency->addItem(d.frequency, d.frequency);
            frequency = m_frequency->count() - 1;
        }
        m_frequency->setCurrentIndex(frequency);
        m_recurringActive->setChecked(d.isRecurringActive);
        m_lastOfMonth->setChecked(d.isLastOfMonth);
    }
    m_currency->setCurrentText(d.currency);
    m_title->setText(d.title);
    m_reference->setText(d.reference);
    if (m_isTemplate)
        m_isTemplate->setChecked(d.isTemplate);
    m_terms->setPlainText(d.terms);
    m_publicNotes->setPlainText(d.publicNotes);
    m_footer->setPlainText(d.footerText);
    for (int i = 0; i < m_customFields.size(); ++i)
        m_customFields.at(i)->setText(d.customFields.value(i));
    if (m_iban) {
        if (!d.iban.isEmpty() && m_iban->findData(d.iban) < 0)
            m_iban->addItem(Validators::formatIban(d.iban), d.iban);
        m_iban->setCurrentIndex(qMax(0, m_iban->findData(d.iban)));
        m_paymentReference->setText(d.paymentReference);
    }
    if (m_pricesIncludeVat) {
        m_pricesIncludeVat->setChecked(d.pricesIncludeVat);
        m_discountMode->setCurrentIndex(m_discountMode->findData(int(d.documentDiscount.mode)));
        m_discountValue->setEnabled(d.documentDiscount.mode != DocumentDiscount::Mode::None);
        m_discountValue->setText(d.documentDiscount.mode == DocumentDiscount::Mode::None
                ? QString()
                : PositionsModel::formatNumber(d.documentDiscount.value, 2, locale()));
        while (m_cashDiscounts.size() < d.cashDiscounts.size())
            addCashRow(0, QString());
        for (int i = 0; i < m_cashDiscounts.size(); ++i) {
            const bool used = i < d.cashDiscounts.size();
            m_cashDiscounts.at(i).first->setValue(used ? d.cashDiscounts.at(i).days : 0);
            m_cashDiscounts.at(i).second->setText(used
                    ? PositionsModel::formatNumber(d.cashDiscounts.at(i).basisPoints, 2, locale())
                    : QString());
        }
    }
    m_positions->setPositions(d.positions);
    setWindowTitle(m_number.isEmpty() ? tr("%1 [*]").arg(DocumentKindText::singular(m_kind))
                                      : tr("%1 %2 [*]").arg(DocumentKindText::singular(m_kind), m_number));
    fillPickers();
    m_savedBody = draft().toBodyElement();
    edited();
    m_applying = false;
}

// ---- positions -------------------------------------------------------------------------------------

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

// ---- edits, totals, messages -----------------------------------------------------------------------

void DocumentEditor::connectEdits()
{
    const auto watch = [this](QWidget *widget, auto signal) {
        using Sender = typename QtPrivate::FunctionPointer<decltype(signal)>::Object;
        connect(static_cast<Sender *>(widget), signal, this, [this, widget] {
            unmark(widget);
            edited();
        });
    };
    connect(m_receiver, &ReceiverPicker::receiverChanged, this, [this] {
        unmark(m_receiver->searchField());
        unmark(m_receiver->contactPersonBox());
        if (!m_applying)
            applyReceiverDefaults();
        updateUnitNames();
        edited();
    });
    connect(m_date, &DateField::dateChanged, this, [this] {
        unmark(m_date);
        dateChanged();
        edited();
    });
    const auto trackDate = [this](DateField *edit, bool *touched) {
        if (!edit)
            return;
        connect(edit, &DateField::dateChanged, this, [this, edit, touched] {
            if (!m_applying)
                *touched = true;
            unmark(edit);
            edited();
        });
    };
    trackDate(m_dueDate, &m_dueTouched);
    trackDate(m_validUntil, &m_validTouched);
    trackDate(m_deliveryDate, &m_deliveryTouched);
    if (m_endDate) {
        watch(m_endDate, &DateField::dateChanged);
        connect(m_hasEndDate, &QCheckBox::toggled, m_endDate, &QWidget::setEnabled);
        connect(m_hasEndDate, &QCheckBox::toggled, this, &DocumentEditor::edited);
        watch(m_frequency, &QComboBox::currentIndexChanged);
        watch(m_recurringActive, &QCheckBox::toggled);
        watch(m_lastOfMonth, &QCheckBox::toggled);
    }
    connect(m_currency, &QComboBox::currentTextChanged, this, [this] {
        if (!m_applying)
            m_currencyTouched = true;
        unmark(m_currency);
        edited();
    });
    watch(m_title, &QLineEdit::textChanged);
    watch(m_reference, &QLineEdit::textChanged);
    if (m_isTemplate)
        watch(m_isTemplate, &QCheckBox::toggled);
    watch(m_terms, &QPlainTextEdit::textChanged);
    watch(m_publicNotes, &QPlainTextEdit::textChanged);
    watch(m_footer, &QPlainTextEdit::textChanged);
    for (QLineEdit *edit : std::as_const(m_customFields))
        watch(edit, &QLineEdit::textChanged);
    if (m_iban) {
        watch(m_iban, &QComboBox::currentIndexChanged);
        watch(m_paymentReference, &QLineEdit::textChanged);
    }
    if (m_pricesIncludeVat) {
        watch(m_pricesIncludeVat, &QCheckBox::toggled);
        connect(m_discountMode, &QComboBox::currentIndexChanged, this, [this] {
            const bool none = m_discountMode->currentData().toInt() == int(DocumentDiscount::Mode::None);
            m_discountValue->setEnabled(!none);
            if (none)
                m_discountValue->clear();
            unmark(m_discountValue);
            edited();
        });
        watch(m_discountValue, &QLineEdit::textChanged);
    }
    connect(m_positions, &PositionsModel::positionsChanged, this, &DocumentEditor::edited);
    connect(m_productCompleter, qOverload<const QModelIndex &>(&QCompleter::activated), this,
        [this](const QModelIndex &index) {
            const int i = index.data(ProductRole).toInt();
            if (i >= 0 && i < m_picks->products.size())
                addProduct(m_picks->products.at(i));
            QMetaObject::invokeMethod(m_productSearch, &QLineEdit::clear, Qt::QueuedConnection);
        });
    // Return on an exact product key adds it without the popup.
    connect(m_productSearch, &QLineEdit::returnPressed, this, [this] {
        const QString text = m_productSearch->text().trimmed();
        for (const QJsonObject &p : m_picks->products) {
            if (p.value(QLatin1String("productKey")).toString().compare(text, Qt::CaseInsensitive) == 0) {
                addProduct(p);
                m_productSearch->clear();
                return;
            }
        }
    });
}

void DocumentEditor::edited()
{
    if (!m_applying)
        m_pristine = false;
    updateTotals();
    setWindowModified(isModified());
}

void DocumentEditor::updateTotals()
{
    const DocumentDraft d = draft();
    m_positions->setCurrency(d.currency);
    m_positions->setPricesIncludeVat(d.pricesIncludeVat);
    m_totals->setTotals(d.totals(), d.currency, d.pricesIncludeVat);
}

DocumentDraft DocumentEditor::draft() const
{
    DocumentDraft d;
    d.kind = m_kind;
    d.uuid = m_controller->uuid();
    d.number = m_number;
    d.updatedAt = m_controller->loadedUpdatedAt();
    d.isTemplate = m_isTemplate && m_isTemplate->isChecked();
    d.receiver = m_receiver->receiver();
    d.currency = m_currency->currentText().trimmed();
    d.title = m_title->text();
    d.reference = m_reference->text();
    d.terms = m_terms->toPlainText();
    d.publicNotes = m_publicNotes->toPlainText();
    d.footerText = m_footer->toPlainText();
    for (int i = 0; i < m_customFields.size(); ++i)
        d.customFields[i] = m_customFields.at(i)->text();
    d.date = m_date->date();
    if (m_dueDate && m_dueDate->date().isValid())
        d.dueDate = m_dueDate->date();
    if (m_deliveryDate)
        d.deliveryDate = m_deliveryDate->date();
    if (m_validUntil)
        d.validUntilDate = m_validUntil->date();
    if (m_endDate) {
        d.endDate = m_hasEndDate->isChecked() ? m_endDate->date() : QDate();
        d.frequency = m_frequency->currentData().toString();
        d.isRecurringActive = m_recurringActive->isChecked();
        d.isLastOfMonth = m_lastOfMonth->isChecked();
    }
    if (m_iban) {
        d.iban = m_iban->currentData().toString();
        d.paymentReference = m_paymentReference->text();
    }
    if (m_pricesIncludeVat) {
        d.pricesIncludeVat = m_pricesIncludeVat->isChecked();
        const auto mode = DocumentDiscount::Mode(m_discountMode->currentData().toInt());
        if (mode != DocumentDiscount::Mode::None) {
            const auto value = PositionsModel::parseNumber(m_discountValue->text(), 2, locale());
            if (value && *value != 0)
                d.documentDiscount = {mode, *value};
        }
        for (const auto &[days, percent] : m_cashDiscounts) {
            if (const auto value = PositionsModel::parseNumber(percent->text(), 2, locale());
                value && *value != 0)
                d.cashDiscounts.append({days->value(), *value});
        }
    }
    d.positions = m_positions->positions();
    return d;
}

QList<DocumentProblem> DocumentEditor::unreadableNumbers() const
{
    QList<DocumentProblem> problems;
    if (m_discountValue && m_discountValue->isEnabled() && !m_discountValue->text().trimmed().isEmpty()
        && !PositionsModel::parseNumber(m_discountValue->text(), 2, locale()))
        problems.append({QStringLiteral("documentDiscount"),
            tr("Document discount: \"%1\" is not a number.").arg(m_discountValue->text()),
            tr("\"%1\" is not a number.").arg(m_discountValue->text())});
    for (int i = 0; i < m_cashDiscounts.size(); ++i) {
        const QString text = m_cashDiscounts.at(i).second->text().trimmed();
        if (!text.isEmpty() && !PositionsModel::parseNumber(text, 2, locale()))
            problems.append({QStringLiteral("cashDiscounts.%1").arg(i),
                tr("Cash discount %1: \"%2\" is not a percentage.").arg(i + 1).arg(text),
                tr("\"%1\" is not a percentage.").arg(text)});
    }
    return problems;
}

void DocumentEditor::restoreDraft(const DocumentDraft &kept)
{
    const auto restore = [this, kept] {
        const QJsonObject serviceBody = m_savedBody;
        DocumentDraft d = kept;
        d.number = m_number;
        applyDraft(d);
        m_savedBody = serviceBody; // the kept work is not on the service: closing asks about it
        m_pristine = false;
        setWindowModified(isModified());
    };
    if (uuid().isEmpty())
        restore();
    else
        connect(
            this, &DocumentEditor::loaded, this,
            [restore](bool ok) {
                if (ok)
                    restore();
            },
            Qt::SingleShotConnection);
}

bool DocumentEditor::isModified() const
{
    return draft().toBodyElement() != m_savedBody;
}

QString DocumentEditor::messageText() const
{
    return m_messageArea->isVisibleTo(this) ? m_message->text() : QString();
}

void DocumentEditor::setBusy(bool busy, const QString &message)
{
    m_busy = busy;
    centralWidget()->setEnabled(!busy);
    if (busy)
        showMessage(message, false);
    else if (!m_message->property("error").toBool())
        m_messageArea->hide();
}

void DocumentEditor::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setProperty("error", error);
    // An error reads like the problem lines at the fields.
    FieldErrorMarker::styleAsProblem(m_message, error);
    m_messageArea->setVisible(!text.isEmpty());
    m_messageArea->verticalScrollBar()->setValue(0);
}

QWidget *DocumentEditor::fieldWidget(const QString &field) const
{
    // The most specific known field the path begins with: "receiver.companyUuid" -> "receiver".
    QString key = DocumentEditorController::bodyKeyOf(field);
    while (!key.isEmpty()) {
        if (QWidget *widget = m_fields.value(key))
            return widget;
        const qsizetype dot = key.lastIndexOf(QLatin1Char('.'));
        key = dot < 0 ? QString() : key.left(dot);
    }
    return nullptr;
}

QString DocumentEditor::fieldError(const QString &field) const
{
    const QString key = DocumentEditorController::bodyKeyOf(field);
    if (key.startsWith(QLatin1String("positions."))) {
        const QModelIndex index = m_positions->indexForField(key);
        return index.isValid() ? index.data(PositionsModel::ErrorRole).toString() : QString();
    }
    // Gone with the field's mark (the user edited it).
    QWidget *widget = fieldWidget(key);
    return widget && m_marker->isMarked(widget) ? m_fieldErrors.value(key) : QString();
}

QString DocumentEditor::fieldLabel(const QString &field) const
{
    if (field.startsWith(QLatin1String("positions."))) {
        const QModelIndex index = m_positions->indexForField(field);
        if (index.isValid())
            return tr("Row %1, %2")
                .arg(index.row() + 1)
                .arg(m_positions->headerData(index.column(), Qt::Horizontal).toString());
    }
    if (field.startsWith(QLatin1String("receiver")))
        return tr("Receiver");
    const auto plain = [](QString text) {
        return text.remove(QLatin1Char('&')).remove(QLatin1Char(':')).trimmed();
    };
    if (QWidget *widget = fieldWidget(field)) {
        // Exactly as the form's label of the widget reads, without its mnemonic and colon.
        const QList<QLabel *> labels = findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (label->buddy() == widget)
                return plain(label->text());
        }
        if (const auto *button = qobject_cast<QAbstractButton *>(widget))
            return plain(button->text());
    }
    return {};
}

void DocumentEditor::markField(const QString &path, const QString &message)
{
    const QString field = DocumentEditorController::bodyKeyOf(path);
    if (field.startsWith(QLatin1String("positions."))) {
        m_positions->setCellError(m_positions->indexForField(field), message);
        return;
    }
    QWidget *widget = fieldWidget(field);
    if (!widget)
        return;
    m_fieldErrors.insert(field, message);
    // Named as its label reads (several fields of one widget: the first one's label).
    if (!m_marker->isMarked(widget))
        m_marker->addField(widget, fieldLabel(field));
    m_marker->mark(widget, message);
}

void DocumentEditor::unmark(QWidget *widget)
{
    if (!m_applying)
        m_marker->clear(widget);
}

void DocumentEditor::clearMarks()
{
    m_marker->clearAll();
    m_positions->clearErrors();
    m_fieldErrors.clear();
}

void DocumentEditor::focusFirstProblem()
{
    // The first rejected field in the tab order; the positions table counts as one field.
    const QModelIndex cell = m_positions->firstError();
    for (QWidget *w = nextInFocusChain(); w && w != this; w = w->nextInFocusChain()) {
        const bool table = w == m_table && cell.isValid();
        if (!table && !m_marker->isMarked(w))
            continue;
        // Brings a field on a page of a tab widget forward.
        for (QWidget *p = w->parentWidget(); p && p != this; p = p->parentWidget()) {
            if (auto *tabs = qobject_cast<QTabWidget *>(p)) {
                for (int i = 0; i < tabs->count(); ++i) {
                    if (tabs->widget(i)->isAncestorOf(w))
                        tabs->setCurrentIndex(i);
                }
            }
        }
        if (table)
            m_table->setCurrentIndex(cell);
        w->setFocus(Qt::OtherFocusReason);
        return;
    }
}

void DocumentEditor::showProblems(const QString &intro, const QHash<QString, QString> &errors)
{
    QStringList lines;
    QStringList fields = errors.keys();
    fields.sort();
    for (const QString &field : std::as_const(fields)) {
        const QString &message = errors.value(field);
        markField(field, message);
        const QString label = fieldLabel(DocumentEditorController::bodyKeyOf(field));
        lines << QStringLiteral("\u2022 %1: %2").arg(label.isEmpty() ? field : label, message);
    }
    showMessage(intro + QLatin1Char(' ') + lines.join(QStringLiteral("  ")), true);
    focusFirstProblem();
}

// ---- saving ----------------------------------------------------------------------------------------

void DocumentEditor::save()
{
    if (m_busy)
        return;
    clearMarks();
    if (!m_controller->isConnected()) {
        showMessage(tr("Not connected: the document cannot be saved now. Your input is kept."), true);
        return;
    }
    const DocumentDraft d = draft();
    // Numbers the fields cannot read are named together with the draft's own problems.
    const QList<DocumentProblem> unreadable = unreadableNumbers();
    if (!unreadable.isEmpty()) {
        showInvalid(unreadable + d.validate());
        return;
    }
    m_controller->save(d);
}

void DocumentEditor::showInvalid(const QList<DocumentProblem> &problems)
{
    QStringList lines;
    for (const DocumentProblem &p : problems) {
        // Named as the field's label reads here; a field the form does not show keeps the draft's name.
        const QString label = fieldLabel(p.field);
        const bool named = !label.isEmpty() && !p.problem.isEmpty();
        markField(p.field, named ? p.problem : p.message);
        lines << QStringLiteral("\u2022 ") + (named ? tr("%1: %2").arg(label, p.problem) : p.message);
    }
    handleSaveFailed(tr("Please correct these fields before saving:") + QLatin1Char(' ')
        + lines.join(QStringLiteral("  ")));
    focusFirstProblem();
}

void DocumentEditor::askConflict(const DocumentDraft &serviceVersion)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Document changed"),
        tr("This document was changed on the service (%1) after you opened it.")
            .arg(locale().toString(serviceVersion.updatedAt.toLocalTime(), QLocale::ShortFormat)),
        QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("conflictQuestion"));
    box->setInformativeText(tr("Reload shows the service's version and drops your changes; Overwrite saves "
                               "your version over it."));
    QPushButton *reload = box->addButton(tr("&Reload"), QMessageBox::DestructiveRole);
    reload->setObjectName(QStringLiteral("reloadButton"));
    QPushButton *overwrite = box->addButton(tr("&Overwrite"), QMessageBox::AcceptRole);
    overwrite->setObjectName(QStringLiteral("overwriteButton"));
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, reload, overwrite, serviceVersion] {
        if (box->clickedButton() == reload) {
            m_controller->adopt(serviceVersion);
            applyDraft(serviceVersion);
            showMessage(tr("Reloaded: the fields show the service's version."), false);
        } else if (box->clickedButton() == overwrite && !m_busy) {
            clearMarks();
            m_controller->overwrite(draft(), serviceVersion);
        } else {
            m_closeAfterSave = false;
        }
    });
    box->open();
}

void DocumentEditor::handleSaved(
    const DocumentDraft &saved, qint64 serviceTotalMinor, qint64 sentTotalMinor, const QString &storeError)
{
    applyDraft(saved);
    clearMarks();
    if (!storeError.isEmpty())
        showMessage(
            tr("Saved on the service, but the local copy could not be updated: %1").arg(storeError), true);
    else if (DocumentRules::isPriced(m_kind) && serviceTotalMinor != sentTotalMinor)
        showMessage(tr("Saved. The service computed a total of %1 (shown here: %2).")
                        .arg(Money::format(serviceTotalMinor, saved.currency, locale()),
                            Money::format(sentTotalMinor, saved.currency, locale())),
            true);
    else
        showMessage(tr("Saved."), false);
    emit this->saved(m_kind, m_controller->uuid());
    if (m_closeAfterSave)
        close();
}

void DocumentEditor::handleSaveFailed(const QString &message)
{
    m_closeAfterSave = false;
    showMessage(message, true);
    emit saveFailed();
}

void DocumentEditor::closeEvent(QCloseEvent *event)
{
    // While saving, the window closes once the service has answered (and stays if it refuses).
    if (m_busy && isSaving()) {
        event->ignore();
        m_closeAfterSave = true;
        return;
    }
    if (m_discardOnClose || m_busy || !centralWidget()->isEnabled() || !isModified()) {
        event->accept();
        return;
    }
    event->ignore();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Unsaved changes"),
        tr("%1 has changes that are not saved.").arg(windowTitle().remove(QStringLiteral("[*]")).trimmed()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("unsavedQuestion"));
    box->button(QMessageBox::Save)->setText(tr("&Save"));
    box->button(QMessageBox::Discard)->setText(tr("&Discard"));
    box->setDefaultButton(QMessageBox::Save);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box] {
        const QMessageBox::StandardButton answer = box->standardButton(box->clickedButton());
        if (answer == QMessageBox::Save) {
            m_closeAfterSave = true;
            save();
        } else if (answer == QMessageBox::Discard) {
            m_discardOnClose = true;
            QWidget::close();
        }
    });
    box->open();
}
