#include "views/reports/VatSettingsDialog.h"

#include "base/AsyncRun.h"
#include "domain/Money.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QString rateText(qint64 basisPoints)
{
    return basisPoints > 0 ? Money::toDecimalString(basisPoints) : QString();
}

} // namespace

VatSettingsDialog::VatSettingsDialog(
    QString dataDir, QString accountUuid, const VatSettings &current, QWidget *parent)
    : QDialog(parent)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
    , m_method(new QComboBox(this))
    , m_rate1(new QLineEdit(rateText(current.netTaxRate1), this))
    , m_rate2(new QLineEdit(rateText(current.netTaxRate2), this))
    , m_freeText(new QComboBox(this))
    , m_message(new QLabel(this))
{
    setWindowTitle(tr("VAT method"));
    m_method->addItem(tr("Effective method (month, quarter or year)"), int(VatMethod::Effective));
    m_method->addItem(tr("Net tax rate method (half-year)"), int(VatMethod::NetTaxRate));
    m_method->setCurrentIndex(current.method == VatMethod::NetTaxRate ? 1 : 0);
    m_rate1->setPlaceholderText(tr("e.g. 6.2"));
    m_rate2->setPlaceholderText(tr("none"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Method:"), m_method);
    form->addRow(tr("Approved net tax rate &1 (%):"), m_rate1);
    form->addRow(tr("Approved net tax rate &2 (%):"), m_rate2);
    m_freeText->addItem(tr("Not assigned"), 0);
    m_freeText->addItem(tr("Net tax rate 1"), 1);
    m_freeText->addItem(tr("Net tax rate 2"), 2);
    m_freeText->setCurrentIndex(std::max(0, m_freeText->findData(current.netTaxRateOfFreeText)));
    form->addRow(tr("Positions &without a product go to:"), m_freeText);
    auto *explanation =
        new QLabel(tr("With the net tax rate method the return is by half-year, turnover "
                      "including VAT, and the tax is turnover x the approved rate. With one rate "
                      "all turnover goes to it. With two, each product's turnover goes to the rate "
                      "set on the product page (Products → Net tax rate); turnover assigned to "
                      "neither is in no figure and the return is incomplete. 0 % turnover keeps its "
                      "class."),
            this);
    explanation->setWordWrap(true);
    m_message->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    connect(buttons, &QDialogButtonBox::accepted, this, &VatSettingsDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_method, &QComboBox::currentIndexChanged, this, &VatSettingsDialog::updateEnabled);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(explanation);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    updateEnabled();
}

void VatSettingsDialog::updateEnabled()
{
    const bool netTaxRate = m_method->currentData().toInt() == int(VatMethod::NetTaxRate);
    m_rate1->setEnabled(netTaxRate);
    m_rate2->setEnabled(netTaxRate);
    m_freeText->setEnabled(netTaxRate);
}

std::optional<VatSettings> VatSettingsDialog::settings(QString *problem) const
{
    VatSettings s;
    s.method = VatMethod(m_method->currentData().toInt());
    if (s.method == VatMethod::Effective)
        return s; // the rates are not kept without the method
    const auto rate = [problem](const QString &field, const QString &text, qint64 *basisPoints) {
        if (text.trimmed().isEmpty())
            return true;
        const auto parsed = ReportSource::basisPointsFromText(text);
        if (!parsed) {
            *problem =
                tr("%1: \"%2\" is not a percentage such as 6.2 (at most two decimals).").arg(field, text);
            return false;
        }
        *basisPoints = *parsed;
        return true;
    };
    if (!rate(tr("Net tax rate 1"), m_rate1->text(), &s.netTaxRate1)
        || !rate(tr("Net tax rate 2"), m_rate2->text(), &s.netTaxRate2))
        return std::nullopt;
    s.netTaxRateOfFreeText = m_freeText->currentData().toInt();
    if (const QString wrong = s.problem(); !wrong.isEmpty()) {
        *problem = wrong;
        return std::nullopt;
    }
    return s;
}

void VatSettingsDialog::save()
{
    QString problem;
    const std::optional<VatSettings> s = settings(&problem);
    if (!s) {
        m_message->setText(problem);
        return;
    }
    m_save->setEnabled(false);
    asyncRun(
        this,
        [dir = m_dataDir, account = m_accountUuid, settings = *s] {
            QString error;
            ReportSource::writeVatSettings(dir, account, settings, &error);
            return error;
        },
        [this](const QString &error) {
            m_save->setEnabled(true);
            if (!error.isEmpty()) {
                m_message->setText(tr("The VAT method could not be kept: %1").arg(error));
                return;
            }
            emit saved();
            accept();
        });
}
