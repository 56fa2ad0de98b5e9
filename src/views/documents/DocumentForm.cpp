#include "views/documents/DocumentForm.h"

#include "domain/DocumentRules.h"
#include "records/Validators.h"
#include "views/DateField.h"
#include "views/WrittenDate.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/PositionsModel.h"
#include "views/documents/ReceiverPicker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <utility>

namespace {

DateField *dateEdit(const QString &name, QWidget *parent)
{
    auto *edit = new DateField(parent);
    edit->setObjectName(name);
    return edit;
}

} // namespace

// The strings keep the editor's translation context ("DocumentEditor"): they are its words.
DocumentForm::DocumentForm(
    DocumentKind kind, std::function<QDate(const QDate &)> termsDueDate, QObject *parent)
    : QObject(parent)
    , m_kind(kind)
    , m_termsDueDate(std::move(termsDueDate))
{ }

QWidget *DocumentForm::createHeader(QWidget *parent)
{
    auto *header = new QWidget(parent);
    m_header = header;
    auto *row = new QHBoxLayout(header);
    row->setContentsMargins(0, 0, 0, 0);

    auto *receiverBox = new QGroupBox(QCoreApplication::translate("DocumentEditor", "Receiver"), header);
    auto *receiverLayout = new QVBoxLayout(receiverBox);
    receiverLayout->setContentsMargins(6, 2, 6, 2);
    m_receiver = new ReceiverPicker(receiverBox);
    receiverLayout->addWidget(m_receiver);
    row->addWidget(receiverBox, 1);
    m_fields.insert(QStringLiteral("receiver"), m_receiver->searchField());
    m_fields.insert(QStringLiteral("receiver.contactPersonUuid"), m_receiver->contactPersonBox());
    m_fields.insert(QStringLiteral("receiver.additionalReceivers"), m_receiver->additionalField());

    // Two columns, the dates and the rest, so the header is no taller than the receiver's rows and the
    // positions keep the room for eight rows at 1366×768.
    auto *documentBox = new QGroupBox(DocumentKindText::singular(m_kind), header);
    auto *columns = new QHBoxLayout(documentBox);
    auto *dates = new QWidget(documentBox);
    auto *form = new QFormLayout(dates);
    form->setContentsMargins(0, 0, 0, 0);
    auto *rest = new QWidget(documentBox);
    auto *restForm = new QFormLayout(rest);
    restForm->setContentsMargins(0, 0, 0, 0);
    columns->addWidget(dates);
    columns->addWidget(rest, 1);
    m_date = dateEdit(QStringLiteral("documentDate"), documentBox);
    form->addRow(DocumentKind::RecurringInvoice == m_kind
            ? QCoreApplication::translate("DocumentEditor", "&Start date:")
            : QCoreApplication::translate("DocumentEditor", "D&ate:"),
        m_date);
    m_fields.insert(DocumentKinds::dateField(m_kind), m_date);
    if (DocumentRules::hasValidUntil(m_kind)) {
        m_validUntil = dateEdit(QStringLiteral("validUntilDate"), documentBox);
        form->addRow(QCoreApplication::translate("DocumentEditor", "Va&lid until:"), m_validUntil);
        m_fields.insert(QStringLiteral("validUntilDate"), m_validUntil);
    }
    if (DocumentRules::hasDueDate(m_kind)) {
        m_dueDate = dateEdit(QStringLiteral("dueDate"), documentBox);
        // Empty when the terms give none: never the document's own date.
        m_dueDate->setOptional(true);
        m_dueDate->setPlaceholderText(QCoreApplication::translate("DocumentEditor", "none"));
        form->addRow(QCoreApplication::translate("DocumentEditor", "Du&e date:"), m_dueDate);
        m_fields.insert(QStringLiteral("dueDate"), m_dueDate);
    }
    if (DocumentRules::hasDeliveryDate(m_kind)) {
        m_deliveryDate = dateEdit(QStringLiteral("deliveryDate"), documentBox);
        form->addRow(QCoreApplication::translate("DocumentEditor", "De&livery date:"), m_deliveryDate);
        m_fields.insert(QStringLiteral("deliveryDate"), m_deliveryDate);
    }
    if (DocumentRules::isRecurring(m_kind)) {
        auto *end = new QWidget(documentBox);
        auto *endRow = new QHBoxLayout(end);
        endRow->setContentsMargins(0, 0, 0, 0);
        m_hasEndDate = new QCheckBox(QCoreApplication::translate("DocumentEditor", "&Ends on"), end);
        m_endDate = dateEdit(QStringLiteral("endDate"), end);
        m_endDate->setEnabled(false);
        endRow->addWidget(m_hasEndDate);
        endRow->addWidget(m_endDate, 1);
        form->addRow(QCoreApplication::translate("DocumentEditor", "End:"), end);
        m_fields.insert(QStringLiteral("endDate"), m_endDate);
        m_frequency = new QComboBox(documentBox);
        m_frequency->setObjectName(QStringLiteral("frequency"));
        m_frequency->addItem(
            QCoreApplication::translate("DocumentEditor", "Weekly"), QStringLiteral("weekly"));
        m_frequency->addItem(
            QCoreApplication::translate("DocumentEditor", "Monthly"), QStringLiteral("monthly"));
        m_frequency->addItem(
            QCoreApplication::translate("DocumentEditor", "Every six months"), QStringLiteral("six_months"));
        m_frequency->addItem(
            QCoreApplication::translate("DocumentEditor", "Annually"), QStringLiteral("annually"));
        m_frequency->setCurrentIndex(1);
        form->addRow(QCoreApplication::translate("DocumentEditor", "Fre&quency:"), m_frequency);
        m_fields.insert(QStringLiteral("frequency"), m_frequency);
        m_recurringActive =
            new QCheckBox(QCoreApplication::translate("DocumentEditor", "&Active"), documentBox);
        m_recurringActive->setChecked(true);
        m_lastOfMonth = new QCheckBox(
            QCoreApplication::translate("DocumentEditor", "On the &last day of the month"), documentBox);
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
    restForm->addRow(QCoreApplication::translate("DocumentEditor", "C&urrency:"), m_currency);
    m_fields.insert(QStringLiteral("currencyCode"), m_currency);
    m_title = new QLineEdit(documentBox);
    m_title->setObjectName(QStringLiteral("title"));
    restForm->addRow(QCoreApplication::translate("DocumentEditor", "&Title:"), m_title);
    m_fields.insert(QStringLiteral("title"), m_title);
    m_reference = new QLineEdit(documentBox);
    m_reference->setObjectName(QStringLiteral("reference"));
    restForm->addRow(QCoreApplication::translate("DocumentEditor", "&Reference:"), m_reference);
    m_fields.insert(QStringLiteral("reference"), m_reference);
    if (DocumentRules::hasIsTemplate(m_kind)) {
        m_isTemplate =
            new QCheckBox(QCoreApplication::translate("DocumentEditor", "I&s a template"), documentBox);
        restForm->addRow(QString(), m_isTemplate);
        m_fields.insert(QStringLiteral("isTemplate"), m_isTemplate);
    }
    row->addWidget(documentBox, 1);
    return header;
}

void DocumentForm::setReadOnly()
{
    m_header->setEnabled(false);
    for (QWidget *field : std::as_const(m_fields))
        field->setEnabled(false);
}

QWidget *DocumentForm::createDetails(QWidget *parent)
{
    // Compact, so the positions keep eight rows at 1366×768: the three texts side by side, and a page
    // taller than the tabs (payment, custom fields) scrolls.
    auto *tabs = new QTabWidget(parent);
    m_details = tabs;
    tabs->setMaximumHeight(140);
    tabs->setDocumentMode(true);
    const auto scrolled = [tabs](QWidget *page) {
        auto *area = new QScrollArea(tabs);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        area->setWidget(page);
        return area;
    };

    auto *texts = new QWidget(tabs);
    auto *textGrid = new QGridLayout(texts);
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
    const QList<std::pair<QString, QPlainTextEdit *>> textColumns {
        {QCoreApplication::translate("DocumentEditor", "Ter&ms:"), m_terms},
        {QCoreApplication::translate("DocumentEditor", "&Notes:"), m_publicNotes},
        {QCoreApplication::translate("DocumentEditor", "&Footer:"), m_footer}};
    for (int column = 0; column < int(textColumns.size()); ++column) {
        auto *label = new QLabel(textColumns.at(column).first, texts);
        label->setBuddy(textColumns.at(column).second);
        textGrid->addWidget(label, 0, column);
        textGrid->addWidget(textColumns.at(column).second, 1, column);
    }
    if (m_dueDate) {
        // Said when the terms name a period the due date does not keep (checkTerms()).
        m_termsWarning = new QLabel(texts);
        m_termsWarning->setObjectName(QStringLiteral("termsWarning"));
        m_termsWarning->setWordWrap(true);
        m_termsWarning->hide();
        textGrid->addWidget(m_termsWarning, 2, 0, 1, int(textColumns.size()));
    }
    m_fields.insert(QStringLiteral("terms"), m_terms);
    m_fields.insert(QStringLiteral("publicNotes"), m_publicNotes);
    m_fields.insert(QStringLiteral("footerText"), m_footer);
    tabs->addTab(scrolled(texts), QCoreApplication::translate("DocumentEditor", "Te&xts"));

    if (DocumentRules::isPriced(m_kind) || DocumentRules::hasPaymentInstructions(m_kind)) {
        auto *payment = new QWidget(tabs);
        auto *columns = new QHBoxLayout(payment);
        auto *left = new QFormLayout;
        if (DocumentRules::hasPaymentInstructions(m_kind)) {
            m_iban = new QComboBox(payment);
            m_iban->setObjectName(QStringLiteral("iban"));
            left->addRow(QCoreApplication::translate("DocumentEditor", "&Bank account:"), m_iban);
            m_paymentReference = new QLineEdit(payment);
            m_paymentReference->setObjectName(QStringLiteral("paymentReference"));
            left->addRow(
                QCoreApplication::translate("DocumentEditor", "Payment re&ference:"), m_paymentReference);
            m_fields.insert(QStringLiteral("paymentInstructions.iban"), m_iban);
            m_fields.insert(QStringLiteral("paymentInstructions"), m_iban);
            m_fields.insert(QStringLiteral("paymentInstructions.reference"), m_paymentReference);
        }
        if (DocumentRules::isPriced(m_kind)) {
            m_pricesIncludeVat =
                new QCheckBox(QCoreApplication::translate("DocumentEditor", "Prices i&nclude VAT"), payment);
            m_pricesIncludeVat->setObjectName(QStringLiteral("pricesIncludeVat"));
            left->addRow(QString(), m_pricesIncludeVat);
            m_fields.insert(QStringLiteral("pricesIncludeVat"), m_pricesIncludeVat);
            auto *discount = new QWidget(payment);
            auto *discountRow = new QHBoxLayout(discount);
            discountRow->setContentsMargins(0, 0, 0, 0);
            m_discountMode = new QComboBox(discount);
            m_discountMode->setObjectName(QStringLiteral("discountMode"));
            m_discountMode->addItem(
                QCoreApplication::translate("DocumentEditor", "None"), int(DocumentDiscount::Mode::None));
            m_discountMode->addItem(QCoreApplication::translate("DocumentEditor", "Percent"),
                int(DocumentDiscount::Mode::Percent));
            m_discountMode->addItem(
                QCoreApplication::translate("DocumentEditor", "Amount"), int(DocumentDiscount::Mode::Amount));
            m_discountValue = new QLineEdit(discount);
            m_discountValue->setObjectName(QStringLiteral("discountValue"));
            m_discountValue->setAlignment(Qt::AlignRight);
            m_discountValue->setEnabled(false);
            discountRow->addWidget(m_discountMode);
            discountRow->addWidget(m_discountValue, 1);
            auto *discountLabel =
                new QLabel(QCoreApplication::translate("DocumentEditor", "Docu&ment discount:"), payment);
            discountLabel->setBuddy(m_discountMode);
            left->addRow(discountLabel, discount);
            m_fields.insert(QStringLiteral("documentDiscount"), m_discountValue);

            auto *cash =
                new QGroupBox(QCoreApplication::translate("DocumentEditor", "Cash discounts"), payment);
            m_cashForm = new QFormLayout(cash);
            addCashRow(0, QString());
            addCashRow(0, QString());
            columns->addLayout(left, 1);
            columns->addWidget(cash, 1);
        } else {
            columns->addLayout(left, 1);
        }
        tabs->addTab(scrolled(payment), QCoreApplication::translate("DocumentEditor", "Pa&yment"));
    }

    auto *custom = new QWidget(tabs);
    auto *customForm = new QFormLayout(custom);
    for (int i = 0; i < 4; ++i) {
        auto *edit = new QLineEdit(custom);
        edit->setObjectName(QStringLiteral("customField%1").arg(i + 1));
        customForm->addRow(
            QCoreApplication::translate("DocumentEditor", "Custom field &%1:").arg(i + 1), edit);
        m_customFields << edit;
        m_fields.insert(QStringLiteral("customField%1").arg(i + 1), edit);
    }
    tabs->addTab(scrolled(custom), QCoreApplication::translate("DocumentEditor", "Custom f&ields"));
    return tabs;
}

void DocumentForm::addCashRow(int days, const QString &percent)
{
    auto *row = new QWidget(m_cashForm->parentWidget());
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *daysBox = new QSpinBox(row);
    daysBox->setRange(0, 365);
    daysBox->setSuffix(QCoreApplication::translate("DocumentEditor", " days"));
    daysBox->setValue(days);
    auto *percentEdit = new QLineEdit(percent, row);
    percentEdit->setAlignment(Qt::AlignRight);
    percentEdit->setPlaceholderText(QCoreApplication::translate("DocumentEditor", "%"));
    layout->addWidget(daysBox);
    layout->addWidget(percentEdit, 1);
    const int index = int(m_cashDiscounts.size());
    m_cashForm->addRow(QCoreApplication::translate("DocumentEditor", "Within:"), row);
    m_cashDiscounts.append({daysBox, percentEdit});
    m_fields.insert(QStringLiteral("cashDiscounts.%1.days").arg(index), daysBox);
    m_fields.insert(QStringLiteral("cashDiscounts.%1").arg(index), percentEdit);
    connect(daysBox, &QSpinBox::valueChanged, this, [this, daysBox] { emit fieldEdited(daysBox); });
    connect(
        percentEdit, &QLineEdit::textChanged, this, [this, percentEdit] { emit fieldEdited(percentEdit); });
}

void DocumentForm::fill(const DocumentDraft &d)
{
    m_receiver->setReceiver(d.receiver);
    m_date->setDate(d.date.isValid() ? d.date : QDate::currentDate());
    if (m_dueDate) {
        // A document without a due date (a conversion may bring none) gets the terms' one, never its own
        // date; it then follows the date and the receiver until the user sets one.
        m_dueTouched = d.dueDate.isValid();
        m_dueDate->setDate(d.dueDate.isValid() ? d.dueDate : m_termsDueDate(m_date->date()));
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
                : PositionsModel::formatNumber(d.documentDiscount.value, 2, m_header->locale()));
        while (m_cashDiscounts.size() < d.cashDiscounts.size())
            addCashRow(0, QString());
        for (int i = 0; i < m_cashDiscounts.size(); ++i) {
            const bool used = i < d.cashDiscounts.size();
            m_cashDiscounts.at(i).first->setValue(used ? d.cashDiscounts.at(i).days : 0);
            m_cashDiscounts.at(i).second->setText(used
                    ? PositionsModel::formatNumber(d.cashDiscounts.at(i).basisPoints, 2, m_header->locale())
                    : QString());
        }
    }
    checkTerms();
}

void DocumentForm::read(DocumentDraft &d) const
{
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
            const auto value = PositionsModel::parseNumber(m_discountValue->text(), 2, m_header->locale());
            if (value && *value != 0)
                d.documentDiscount = {mode, *value};
        }
        for (const auto &[days, percent] : m_cashDiscounts) {
            if (const auto value = PositionsModel::parseNumber(percent->text(), 2, m_header->locale());
                value && *value != 0)
                d.cashDiscounts.append({days->value(), *value});
        }
    }
}

QList<DocumentProblem> DocumentForm::unreadableNumbers() const
{
    QList<DocumentProblem> problems;
    if (m_discountValue && m_discountValue->isEnabled() && !m_discountValue->text().trimmed().isEmpty()
        && !PositionsModel::parseNumber(m_discountValue->text(), 2, m_header->locale()))
        problems.append({QStringLiteral("documentDiscount"),
            QCoreApplication::translate("DocumentEditor", "Document discount: \"%1\" is not a number.")
                .arg(m_discountValue->text()),
            QCoreApplication::translate("DocumentEditor", "\"%1\" is not a number.")
                .arg(m_discountValue->text())});
    for (int i = 0; i < m_cashDiscounts.size(); ++i) {
        const QString text = m_cashDiscounts.at(i).second->text().trimmed();
        if (!text.isEmpty() && !PositionsModel::parseNumber(text, 2, m_header->locale()))
            problems.append({QStringLiteral("cashDiscounts.%1").arg(i),
                QCoreApplication::translate("DocumentEditor", "Cash discount %1: \"%2\" is not a percentage.")
                    .arg(i + 1)
                    .arg(text),
                QCoreApplication::translate("DocumentEditor", "\"%1\" is not a percentage.").arg(text)});
    }
    return problems;
}

void DocumentForm::watchEdits()
{
    const auto watch = [this](QWidget *widget, auto signal) {
        using Sender = typename QtPrivate::FunctionPointer<decltype(signal)>::Object;
        connect(static_cast<Sender *>(widget), signal, this, [this, widget] { emit fieldEdited(widget); });
    };
    connect(m_date, &DateField::dateChanged, this, [this] {
        followDate();
        emit fieldEdited(m_date);
    });
    const auto trackDate = [this](DateField *edit, bool *touched) {
        if (!edit)
            return;
        connect(edit, &DateField::dateChanged, this, [this, edit, touched] {
            if (!m_filling)
                *touched = true;
            emit fieldEdited(edit);
        });
    };
    trackDate(m_dueDate, &m_dueTouched);
    trackDate(m_validUntil, &m_validTouched);
    trackDate(m_deliveryDate, &m_deliveryTouched);
    if (m_endDate) {
        watch(m_endDate, &DateField::dateChanged);
        connect(m_hasEndDate, &QCheckBox::toggled, m_endDate, &QWidget::setEnabled);
        connect(m_hasEndDate, &QCheckBox::toggled, this, [this] { emit fieldEdited(nullptr); });
        watch(m_frequency, &QComboBox::currentIndexChanged);
        watch(m_recurringActive, &QCheckBox::toggled);
        watch(m_lastOfMonth, &QCheckBox::toggled);
    }
    connect(m_currency, &QComboBox::currentTextChanged, this, [this] {
        if (!m_filling)
            m_currencyTouched = true;
        emit fieldEdited(m_currency);
    });
    watch(m_title, &QLineEdit::textChanged);
    watch(m_reference, &QLineEdit::textChanged);
    if (m_isTemplate)
        watch(m_isTemplate, &QCheckBox::toggled);
    watch(m_terms, &QPlainTextEdit::textChanged);
    connect(m_terms, &QPlainTextEdit::textChanged, this, &DocumentForm::checkTerms);
    if (m_dueDate) {
        connect(m_date, &DateField::dateChanged, this, &DocumentForm::checkTerms);
        connect(m_dueDate, &DateField::dateChanged, this, [this] {
            followDueDate();
            checkTerms();
        });
    }
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
            emit fieldEdited(m_discountValue);
        });
        watch(m_discountValue, &QLineEdit::textChanged);
    }
}

void DocumentForm::setNewDates(const DocumentDraft &defaults)
{
    m_date->setDate(defaults.date);
    if (m_validUntil)
        m_validUntil->setDate(defaults.validUntilDate);
    if (m_deliveryDate)
        m_deliveryDate->setDate(defaults.deliveryDate);
}

void DocumentForm::keepDates()
{
    m_dueTouched = m_validTouched = m_deliveryTouched = m_currencyTouched = true;
}

void DocumentForm::followReceiver(
    const QString &currency, const QString &terms, const std::function<QString(const QString &)> &defaultIban)
{
    if (!currency.isEmpty() && !m_currencyTouched)
        m_currency->setCurrentText(currency);
    // An invalid date leaves the optional field empty ("none").
    if (m_dueDate && !m_dueTouched)
        m_dueDate->setDate(m_termsDueDate(m_date->date()));
    // The terms follow the receiver's language until the user writes their own, and name the days the
    // due date gives ("30 days net" becomes "10 days net" for a receiver with 10 days' terms).
    if (m_terms->toPlainText().isEmpty() || m_terms->toPlainText() == m_prefilledTerms) {
        const QString text = m_dueDate && m_dueDate->date().isValid()
            ? DocumentRules::termsWithDays(terms, int(m_date->date().daysTo(m_dueDate->date())))
            : terms;
        m_terms->setPlainText(text);
        m_prefilledTerms = text;
    }
    checkTerms();
    if (m_iban && m_iban->currentData().toString().isEmpty()) {
        const int index = m_iban->findData(defaultIban(m_currency->currentText()));
        if (index >= 0)
            m_iban->setCurrentIndex(index);
    }
}

void DocumentForm::followDueDate()
{
    // Terms the user has not written follow a due date set by hand.
    const QString terms = m_terms->toPlainText();
    if (terms.isEmpty() || terms != m_prefilledTerms || !m_dueDate->date().isValid())
        return;
    const QString text = DocumentRules::termsWithDays(terms, int(m_date->date().daysTo(m_dueDate->date())));
    if (text == terms)
        return;
    m_prefilledTerms = text;
    m_terms->setPlainText(text);
}

void DocumentForm::checkTerms()
{
    if (!m_termsWarning)
        return;
    const QDate date = m_date->date();
    const QDate due = m_dueDate->date();
    const std::optional<int> named = DocumentRules::daysNamedInTerms(m_terms->toPlainText());
    const bool disagree = named && date.isValid() && due.isValid() && date.daysTo(due) != *named;
    if (disagree)
        m_termsWarning->setText(QCoreApplication::translate(
            "DocumentEditor", "The terms name %n day(s), but the due date is %1.", nullptr, *named)
                                    .arg(WrittenDate::date(due, m_header->locale())));
    m_termsWarning->setVisible(disagree);
}

void DocumentForm::followDate()
{
    if (m_filling)
        return;
    m_filling = true;
    const QDate date = m_date->date();
    if (m_dueDate && !m_dueTouched)
        m_dueDate->setDate(m_termsDueDate(date));
    if (m_validUntil && !m_validTouched)
        m_validUntil->setDate(DocumentRules::defaultValidUntil(date));
    if (m_deliveryDate && !m_deliveryTouched)
        m_deliveryDate->setDate(date);
    m_filling = false;
}

void DocumentForm::setBankAccounts(const QList<EditorPicks::BankAccountPick> &accounts)
{
    if (!m_iban)
        return;
    const QSignalBlocker blocker(m_iban);
    const QString current = m_iban->currentData().toString();
    m_iban->clear();
    m_iban->addItem(QCoreApplication::translate("DocumentEditor", "(none)"), QString());
    for (const EditorPicks::BankAccountPick &account : accounts) {
        m_iban->addItem(QStringLiteral("%1 \u2014 %2 (%3)")
                            .arg(account.name, Validators::formatIban(account.iban), account.currency),
            account.iban);
    }
    if (!current.isEmpty()) {
        if (m_iban->findData(current) < 0)
            m_iban->addItem(Validators::formatIban(current), current);
        m_iban->setCurrentIndex(m_iban->findData(current));
    }
}
