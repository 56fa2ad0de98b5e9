#include "views/settings/PaymentConditionsPage.h"

#include "api/JsonReader.h"
#include "records/AddressRecord.h"
#include "records/SettingsConditionsModel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace {

const QString conditionsResource = QStringLiteral("conditions");

// The payment terms the live service offers, in days; -1 is none (the published API reference's enum of
// the addresses' payment_terms, a public SDK's names Days_7 ... None; sandbox/README.md). A value outside
// them is still a number of days.
const QList<int> knownTerms {-1, 7, 10, 14, 15, 20, 30, 60, 90};

// In the words the address editor uses for a receiver's terms ("30 days", "None").
QString termsText(int days)
{
    if (days < -1)
        return PaymentConditionsPage::tr("None (stored as %1)").arg(days);
    return days == 1 ? PaymentConditionsPage::tr("1 day") : AddressRecord::paymentTermsText(days);
}

// The conditions as the table shows them: a condition's type in words ("unknown (code 1)"), since no
// source publishes which number is which type (sandbox/README.md); editing still takes the number.
class ConditionsInWords : public QIdentityProxyModel
{
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex &index, int role) const override
    {
        if ((role == Qt::DisplayRole || role == Qt::AccessibleTextRole) && index.isValid()
            && index.column() == SettingsConditionsModel::Condition) {
            const QVariant code = QIdentityProxyModel::data(index, Qt::EditRole);
            if (code.isValid())
                return SettingsPage::unknownCodeText(code.toInt());
        }
        return QIdentityProxyModel::data(index, role);
    }
};

} // namespace

PaymentConditionsPage::PaymentConditionsPage(QWidget *parent)
    : SettingsPage(tr("Payment conditions"), {conditionsResource}, parent)
    , m_terms(new QComboBox(this))
    , m_model(new SettingsConditionsModel(this))
    , m_table(new QTableView(this))
{
    m_terms->setObjectName(QStringLiteral("paymentTerms"));
    for (int days : knownTerms)
        m_terms->addItem(termsText(days), days);
    auto *termsNote = new QLabel(tr("Days until a new invoice is due, where its receiver has no payment "
                                    "terms of its own."),
        this);
    termsNote->setWordWrap(true);
    termsNote->setEnabled(false);

    m_table->setObjectName(QStringLiteral("paymentConditions"));
    auto *shown = new ConditionsInWords(this);
    shown->setSourceModel(m_model);
    m_shown = shown;
    m_table->setModel(m_shown);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setMinimumHeight(160);
    auto *add = new QPushButton(tr("&Add condition"), this);
    auto *remove = new QPushButton(tr("&Remove condition"), this);
    remove->setEnabled(false);
    auto *conditionsNote = new QLabel(tr("The service does not publish what each condition type means; the "
                                         "type, amount and days are saved as entered."),
        this);
    conditionsNote->setWordWrap(true);
    conditionsNote->setEnabled(false);

    auto *form = new QWidget(this);
    auto *formLayout = new QFormLayout;
    formLayout->addRow(tr("Payment &terms:"), m_terms);
    formLayout->addRow(QString(), errorLabel(conditionsResource + QStringLiteral("/paymentTerms"), m_terms));
    formLayout->addRow(QString(), termsNote);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto *conditionsLabel = new QLabel(tr("Payment &conditions:"), this);
    conditionsLabel->setBuddy(m_table);
    auto *layout = new QVBoxLayout(form);
    layout->addLayout(formLayout);
    layout->addWidget(conditionsLabel);
    layout->addWidget(m_table, 1);
    layout->addWidget(errorLabel(conditionsResource + QStringLiteral("/paymentConditions"), m_table));
    layout->addLayout(buttons);
    layout->addWidget(conditionsNote);
    setForm(form);
    setTabOrder(m_terms, m_table);
    setTabOrder(m_table, add);
    setTabOrder(add, remove);

    connect(m_terms, &QComboBox::currentIndexChanged, this, &PaymentConditionsPage::contentChanged);
    connect(m_model, &SettingsConditionsModel::edited, this, &PaymentConditionsPage::contentChanged);
    connect(m_model, &SettingsConditionsModel::inputRejected, this, &PaymentConditionsPage::messageRequested);
    connect(add, &QPushButton::clicked, this, &PaymentConditionsPage::addCondition);
    connect(remove, &QPushButton::clicked, this, &PaymentConditionsPage::removeCondition);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        [this, remove] { remove->setEnabled(m_table->selectionModel()->hasSelection()); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [remove] { remove->setEnabled(false); });
}

void PaymentConditionsPage::showValues(const QHash<QString, QJsonObject> &values)
{
    const QJsonObject o = values.value(conditionsResource);
    const int terms = int(JsonReader::integer(o, QLatin1String("paymentTerms")).value_or(-1));
    // A value outside the usual ones is offered as what it is, not dropped.
    for (int i = m_terms->count() - 1; i >= 0; --i) {
        if (!knownTerms.contains(m_terms->itemData(i).toInt()))
            m_terms->removeItem(i);
    }
    if (m_terms->findData(terms) < 0)
        m_terms->addItem(termsText(terms), terms);
    m_terms->setCurrentIndex(m_terms->findData(terms));
    m_model->setConditions(o.value(QLatin1String("paymentConditions")).toArray());
}

QHash<QString, QJsonObject> PaymentConditionsPage::editedValues() const
{
    return {{conditionsResource,
        QJsonObject {{QStringLiteral("paymentTerms"), m_terms->currentData().toInt()},
            {QStringLiteral("paymentConditions"), m_model->conditions()}}}};
}

void PaymentConditionsPage::addCondition()
{
    const int row = m_model->rowCount();
    m_model->insertRows(row, 1);
    const QModelIndex index = m_shown->index(row, SettingsConditionsModel::Condition);
    m_table->setCurrentIndex(index);
    m_table->edit(index);
}

void PaymentConditionsPage::removeCondition()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    QList<int> numbers;
    for (const QModelIndex &index : rows)
        numbers << index.row();
    std::sort(numbers.begin(), numbers.end(), std::greater<>());
    for (int row : numbers)
        m_model->removeRows(row, 1);
}
