#include "views/reports/InputTaxDialog.h"

#include "api/JsonReader.h"
#include "base/AsyncRun.h"
#include "domain/Money.h"
#include "reports/ReportSource.h"
#include "views/WrittenDate.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonValue>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace {

// "1234.50" (also "1'234.50" or "1234,50") -> 123450; nullopt for anything else.
std::optional<qint64> amountFromText(const QString &text)
{
    QString t = text.trimmed();
    t.remove(QLatin1Char('\'')).remove(QChar(0x2019)).remove(QLatin1Char(' '));
    t.replace(QLatin1Char(','), QLatin1Char('.'));
    if (t.isEmpty())
        return 0;
    static const QRegularExpression pattern(QStringLiteral("^\\d{1,12}(\\.\\d{1,2})?$"));
    if (!pattern.match(t).hasMatch())
        return std::nullopt;
    return JsonReader::scaled(QJsonValue(t), 2);
}

} // namespace

InputTaxDialog::InputTaxDialog(QString dataDir, QString accountUuid, const QDate &from, const QDate &to,
    std::optional<std::pair<qint64, qint64>> entered, QWidget *parent)
    : QDialog(parent)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
    , m_from(from)
    , m_to(to)
    , m_material(new QLineEdit(entered ? Money::toDecimalString(entered->first) : QString(), this))
    , m_investment(new QLineEdit(entered ? Money::toDecimalString(entered->second) : QString(), this))
    , m_message(new QLabel(this))
{
    setWindowTitle(tr("Input tax %1 to %2").arg(WrittenDate::date(from), WrittenDate::date(to)));
    auto *form = new QFormLayout;
    form->addRow(tr("400 Input tax on &material and services (CHF):"), m_material);
    form->addRow(tr("405 Input tax on &investments and other operating costs (CHF):"), m_investment);
    m_message->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    connect(buttons, &QDialogButtonBox::accepted, this, &InputTaxDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
}

void InputTaxDialog::save()
{
    const auto material = amountFromText(m_material->text());
    const auto investment = amountFromText(m_investment->text());
    if (!material || !investment) {
        m_message->setText(tr("%1: \"%2\" is not an amount in CHF such as 1234.50.")
                               .arg(!material ? tr("Input tax on material and services (400)")
                                              : tr("Input tax on investments (405)"),
                                   !material ? m_material->text() : m_investment->text()));
        return;
    }
    // Both fields empty: not entered (the return stays incomplete); 0.00 is entered.
    const bool entered = !m_material->text().trimmed().isEmpty() || !m_investment->text().trimmed().isEmpty();
    const std::optional<std::pair<qint64, qint64>> amounts =
        entered ? std::optional(std::pair(*material, *investment)) : std::nullopt;
    m_save->setEnabled(false);
    asyncRun(
        this,
        [dir = m_dataDir, account = m_accountUuid, from = m_from, to = m_to, amounts] {
            QString error;
            ReportSource::writeInputTax(dir, account, from, to, amounts, &error);
            return error;
        },
        [this](const QString &error) {
            m_save->setEnabled(true);
            if (!error.isEmpty()) {
                m_message->setText(tr("The input tax could not be kept: %1").arg(error));
                return;
            }
            emit saved();
            accept();
        });
}
