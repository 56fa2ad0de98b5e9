#include "views/records/BankAccountEditor.h"

#include "views/WindowSize.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QVBoxLayout>

BankAccountEditor::BankAccountEditor(
    RecordController *controller, const QJsonObject &account, QWidget *parent)
    : RecordPageEditor(controller, account, parent)
    , m_name(new QLineEdit(this))
    , m_iban(new QLineEdit(this))
    , m_bic(new QLineEdit(this))
    , m_currency(new QComboBox(this))
    , m_bankName(new QLineEdit(this))
    , m_bankAddress(new QLineEdit(this))
    , m_bankCity(new QLineEdit(this))
    , m_qrBill(new QGroupBox(tr("&QR-bill"), this))
    , m_qrIban(new QLineEdit(this))
    , m_besrId(new QLineEdit(this))
    , m_active(new QCheckBox(tr("Ac&tive: offered for new documents"), this))
    , m_default(new QCheckBox(tr("De&fault account"), this))
{
    setWindowTitle(
        isNew() ? tr("New bank account") : tr("Bank account %1").arg(BankAccountRecord::title(account)));
    const BankAccountDraft d = isNew() ? BankAccountDraft() : BankAccountDraft::fromRecord(account);
    m_name->setText(d.name);
    m_name->setMaxLength(255);
    m_iban->setText(d.iban);
    m_iban->setPlaceholderText(tr("e.g. CH93 0076 2011 6238 5295 7"));
    m_bic->setText(d.bic);
    m_bic->setPlaceholderText(tr("e.g. UBSWCHZH80A"));
    m_currency->setEditable(true);
    m_currency->addItems(
        {QStringLiteral("CHF"), QStringLiteral("EUR"), QStringLiteral("USD"), QStringLiteral("GBP")});
    m_currency->setCurrentText(d.currencyCode);
    for (QLineEdit *e : {m_bankName, m_bankAddress, m_bankCity})
        e->setMaxLength(255);
    m_bankName->setText(d.bankName);
    m_bankAddress->setText(d.bankAddress);
    m_bankCity->setText(d.bankCity);
    m_bankCity->setPlaceholderText(tr("Postal code and town, e.g. 8001 Zürich"));
    m_qrBill->setCheckable(true);
    m_qrBill->setChecked(d.qrBillActive);
    m_qrIban->setText(d.qrIban);
    m_qrIban->setPlaceholderText(tr("e.g. CH44 3199 9123 0008 8901 2"));
    m_besrId->setText(d.besrId);
    m_active->setChecked(d.isActive);
    m_default->setChecked(d.isDefault);
    // There is always exactly one default: the service moves it, it cannot be taken away here.
    if (d.isDefault && !isNew())
        m_default->setEnabled(false);

    auto *form = new QFormLayout;
    addRow(form, tr("&Name:"), m_name, QStringLiteral("name"));
    addRow(form, tr("&IBAN:"), m_iban, QStringLiteral("iban"));
    addRow(form, tr("&BIC:"), m_bic, QStringLiteral("bic"));
    addRow(form, tr("C&urrency:"), m_currency, QStringLiteral("currencyCode"));
    addRow(form, tr("Bank na&me:"), m_bankName, QStringLiteral("bankName"));
    addRow(form, tr("Bank a&ddress:"), m_bankAddress, QStringLiteral("bankAddress"));
    addRow(form, tr("Bank &city:"), m_bankCity, QStringLiteral("bankCity"));
    auto *qrForm = new QFormLayout(m_qrBill);
    addRow(qrForm, tr("QR-IB&AN:"), m_qrIban, QStringLiteral("qrBill.qrIban"));
    addRow(qrForm, tr("BE&SR id:"), m_besrId, QStringLiteral("qrBill.besrId"));

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_qrBill);
    layout->addWidget(m_active);
    layout->addWidget(m_default);
    setFormWidget(content);

    // Checked as one types (once the IBAN could be complete), grouped by four when the field is left.
    const auto liveCheck = [this](QLineEdit *edit, const QString &field, bool qr) {
        connect(edit, &QLineEdit::textEdited, this, [this, edit, field, qr] {
            const QString compact = Validators::compactIban(edit->text());
            const bool complete =
                compact.size() >= 2 && compact.size() >= Validators::ibanLength(compact.left(2));
            setFieldProblem(field,
                compact.isEmpty() || !complete ? QString()
                    : qr                       ? Validators::qrIbanProblem(compact)
                                               : Validators::ibanProblem(compact));
        });
        connect(edit, &QLineEdit::editingFinished, this, [edit] {
            if (Validators::ibanProblem(edit->text()).isEmpty())
                edit->setText(Validators::formatIban(edit->text()));
        });
    };
    liveCheck(m_iban, QStringLiteral("iban"), false);
    liveCheck(m_qrIban, QStringLiteral("qrBill.qrIban"), true);
    WindowSize::fit(this, {520, 560});
}

BankAccountDraft BankAccountEditor::draft() const
{
    BankAccountDraft d;
    d.name = m_name->text();
    d.iban = m_iban->text();
    d.bic = m_bic->text();
    d.currencyCode = m_currency->currentText().trimmed().toUpper();
    d.bankName = m_bankName->text();
    d.bankAddress = m_bankAddress->text();
    d.bankCity = m_bankCity->text();
    d.qrBillActive = m_qrBill->isChecked();
    d.qrIban = m_qrIban->text();
    d.besrId = m_besrId->text();
    d.isActive = m_active->isChecked();
    d.isDefault = m_default->isChecked();
    return d;
}

FieldProblems BankAccountEditor::localProblems() const
{
    return draft().problems();
}

QJsonObject BankAccountEditor::body() const
{
    return draft().body();
}
