#include "views/settings/PaymentSlipPage.h"

#include "api/JsonReader.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace {

const QString paymentSlipResource = QStringLiteral("payment-slip");

} // namespace

PaymentSlipPage::PaymentSlipPage(QWidget *parent)
    : SettingsPage(tr("Payment slip"), {paymentSlipResource}, parent)
    , m_newPage(new QCheckBox(tr("Print the payment slip on a &new page"), this))
    , m_showAmount(new QCheckBox(tr("Show the a&mount on the slip"), this))
    , m_additional(new QCheckBox(tr("Add &additional procedures"), this))
    , m_procedure1(new QLineEdit(this))
    , m_procedure2(new QLineEdit(this))
    , m_advertisement(new QCheckBox(tr("Show an advertisement &image"), this))
{
    m_newPage->setObjectName(QStringLiteral("newPage"));
    m_showAmount->setObjectName(QStringLiteral("showAmount"));
    m_additional->setObjectName(QStringLiteral("addAdditionalProcedures"));
    m_procedure1->setObjectName(QStringLiteral("additionalProcedures1"));
    m_procedure2->setObjectName(QStringLiteral("additionalProcedures2"));
    m_advertisement->setObjectName(QStringLiteral("enableAdvertisementImage"));

    auto *form = new QWidget(this);
    auto *layout = new QFormLayout(form);
    const auto error = [this](const char *field, QWidget *widget) {
        return errorLabel(paymentSlipResource + QLatin1Char('/') + QLatin1String(field), widget);
    };
    layout->addRow(m_newPage);
    layout->addRow(error("newPage", m_newPage));
    layout->addRow(m_showAmount);
    layout->addRow(error("showAmount", m_showAmount));
    layout->addRow(m_additional);
    layout->addRow(error("addAdditionalProcedures", m_additional));
    layout->addRow(tr("Additional procedure &1:"), m_procedure1);
    layout->addRow(QString(), error("additionalProcedures1", m_procedure1));
    layout->addRow(tr("Additional procedure &2:"), m_procedure2);
    layout->addRow(QString(), error("additionalProcedures2", m_procedure2));
    layout->addRow(m_advertisement);
    layout->addRow(error("enableAdvertisementImage", m_advertisement));
    setForm(form);

    for (QCheckBox *box : {m_newPage, m_showAmount, m_additional, m_advertisement})
        connect(box, &QCheckBox::toggled, this, &PaymentSlipPage::contentChanged);
    for (QLineEdit *edit : {m_procedure1, m_procedure2})
        connect(edit, &QLineEdit::textChanged, this, &PaymentSlipPage::contentChanged);
    // The texts are used only with the procedures switched on.
    connect(m_additional, &QCheckBox::toggled, m_procedure1, &QLineEdit::setEnabled);
    connect(m_additional, &QCheckBox::toggled, m_procedure2, &QLineEdit::setEnabled);
}

void PaymentSlipPage::showValues(const QHash<QString, QJsonObject> &values)
{
    const QJsonObject o = values.value(paymentSlipResource);
    m_newPage->setChecked(JsonReader::boolean(o, QLatin1String("newPage")));
    m_showAmount->setChecked(JsonReader::boolean(o, QLatin1String("showAmount")));
    m_additional->setChecked(JsonReader::boolean(o, QLatin1String("addAdditionalProcedures")));
    m_procedure1->setText(JsonReader::string(o, QLatin1String("additionalProcedures1")));
    m_procedure2->setText(JsonReader::string(o, QLatin1String("additionalProcedures2")));
    m_procedure1->setEnabled(m_additional->isChecked());
    m_procedure2->setEnabled(m_additional->isChecked());
    m_advertisement->setChecked(JsonReader::boolean(o, QLatin1String("enableAdvertisementImage")));
}

QHash<QString, QJsonObject> PaymentSlipPage::editedValues() const
{
    return {{paymentSlipResource,
        QJsonObject {{QStringLiteral("newPage"), m_newPage->isChecked()},
            {QStringLiteral("showAmount"), m_showAmount->isChecked()},
            {QStringLiteral("addAdditionalProcedures"), m_additional->isChecked()},
            {QStringLiteral("additionalProcedures1"), m_procedure1->text()},
            {QStringLiteral("additionalProcedures2"), m_procedure2->text()},
            {QStringLiteral("enableAdvertisementImage"), m_advertisement->isChecked()}}}};
}
