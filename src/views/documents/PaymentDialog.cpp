#include "views/documents/PaymentDialog.h"

#include "views/DateField.h"
#include "views/FieldErrorMarker.h"
#include "views/SessionDialogs.h"

#include "documents/PaymentRecorder.h"
#include "domain/Money.h"
#include "records/Validators.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

PaymentDialog::PaymentDialog(const SessionContext &session, const QString &uuid, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_uuid(uuid)
    , m_recorder(session.paymentRecorder(uuid, this))
    , m_what(new QLabel(this))
    , m_amount(new QLineEdit(this))
    , m_date(new DateField(this))
    , m_account(new QComboBox(this))
    , m_reference(new QLineEdit(this))
    , m_marker(new FieldErrorMarker(this))
    , m_outcome(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Record a payment"));
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);
    m_what->setWordWrap(true);
    m_what->setTextFormat(Qt::PlainText);
    m_what->setText(tr("Fetching the invoice…"));
    m_amount->setObjectName(QStringLiteral("amount"));
    m_date->setObjectName(QStringLiteral("date"));
    m_account->setObjectName(QStringLiteral("bankAccount"));
    m_reference->setObjectName(QStringLiteral("reference"));
    m_date->setFieldName(tr("Date"));
    m_reference->setMaxLength(255);
    m_reference->setPlaceholderText(tr("Optional, e.g. the bank's booking text"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextFormat(Qt::PlainText);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_record = m_buttons->addButton(tr("&Record payment…"), QDialogButtonBox::AcceptRole);
    m_record->setDefault(true);
    m_record->setEnabled(false);

    auto *form = new QFormLayout;
    // Each field with its problem line under it; the marker names a problem as the field's label reads.
    const auto field = [this, form](const QString &label, QWidget *widget) {
        auto *box = new QWidget(this);
        auto *column = new QVBoxLayout(box);
        column->setContentsMargins(0, 0, 0, 0);
        column->addWidget(widget);
        QLabel *problemLine = FieldErrorMarker::createProblemLine(box);
        problemLine->setObjectName(widget->objectName() + QStringLiteral("Error"));
        column->addWidget(problemLine);
        form->addRow(label, box);
        if (auto *buddy = qobject_cast<QLabel *>(form->labelForField(box)))
            buddy->setBuddy(widget);
        m_marker->addField(widget, label, problemLine);
    };
    field(tr("&Amount:"), m_amount);
    field(tr("&Date:"), m_date);
    field(tr("&Bank account:"), m_account);
    field(tr("Re&ference:"), m_reference);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_what); // full width: it wraps without being clipped
    layout->addLayout(form);
    layout->addWidget(m_outcome);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &PaymentDialog::record);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_account, &QComboBox::currentIndexChanged, this, [this] { m_marker->clear(m_account); });
    m_recorder->setLocalCopy(m_session.dataDir, m_session.accountUuid);
    fillAccounts();
    load();
    m_amount->setFocus();
}

QString PaymentDialog::amountError() const
{
    return m_marker->namedProblem(m_amount);
}

QString PaymentDialog::dateError() const
{
    return m_marker->namedProblem(m_date);
}

QString PaymentDialog::bankAccountError() const
{
    return m_marker->namedProblem(m_account);
}

QString PaymentDialog::referenceError() const
{
    return m_marker->namedProblem(m_reference);
}

QString PaymentDialog::outcomeText() const
{
    return m_outcome->text();
}

void PaymentDialog::setOutcome(const QString &text, bool error)
{
    m_outcome->setText(text);
    QFont font = m_outcome->font();
    font.setBold(error);
    m_outcome->setFont(font);
}

void PaymentDialog::fillAccounts()
{
    m_account->clear();
    if (m_session.dataDir.isEmpty())
        return;
    for (const PaymentBankAccount &account :
        PaymentRecorder::bankAccounts(m_session.dataDir, m_session.accountUuid)) {
        m_account->addItem(QStringLiteral("%1 \u2014 %2 (%3)")
                               .arg(account.name, Validators::formatIban(account.iban), account.currency),
            QStringList {
                account.uuid, account.currency, account.isDefault ? QStringLiteral("1") : QString()});
    }
    if (m_account->count() == 0)
        m_account->addItem(tr("(no bank account known: list them under Finance)"), QStringList());
}

void PaymentDialog::load()
{
    connectRecorder();
    connect(m_recorder, &PaymentRecorder::loaded, this, [this](const PaymentInvoice &invoice) {
        m_number = invoice.number;
        m_currency = invoice.currency;
        m_openMinor = invoice.openMinor;
        const QString total = Money::format(invoice.totalMinor, m_currency);
        const QString open = Money::format(m_openMinor, m_currency);
        m_what->setText(invoice.receiverName.isEmpty()
                ? tr("Invoice %1: total %2, open %3").arg(m_number, total, open)
                : tr("Invoice %1, %2: total %3, open %4").arg(m_number, invoice.receiverName, total, open));
        m_amount->setText(Money::toDecimalString(m_openMinor));
        m_amount->selectAll();
        m_prefilledAmount = m_amount->text();
        // The account the money most likely came in on: the default one in the invoice's currency.
        QList<PaymentBankAccount> offered;
        QList<int> rows;
        for (int i = 0; i < m_account->count(); ++i) {
            const QStringList data = m_account->itemData(i).toStringList();
            if (data.isEmpty())
                continue;
            offered.append({data.value(0), {}, {}, data.value(1), !data.value(2).isEmpty()});
            rows.append(i);
        }
        if (const int best = PaymentRecorder::likelyAccount(offered, m_currency); best >= 0)
            m_account->setCurrentIndex(rows.at(best));
        m_ready = m_openMinor > 0;
        m_record->setEnabled(m_ready);
        if (!m_ready)
            setOutcome(tr("Nothing is open on invoice %1.").arg(m_number), true);
    });
    connect(m_recorder, &PaymentRecorder::openAmountMissing, this,
        [this] { setOutcome(tr("The invoice's open amount is missing from the service's answer."), true); });
    connect(m_recorder, &PaymentRecorder::loadFailed, this, [this](const ApiError &error) {
        setOutcome(tr("The invoice could not be fetched: %1").arg(error.message()), true);
    });
    if (!m_session.isValid() || !m_recorder->load())
        setOutcome(tr("There is no connection to the service."), true);
}

bool PaymentDialog::validate()
{
    bool ok = true;
    m_marker->clearAll();
    const auto amount = Validators::parseAmount(m_amount->text().trimmed(), 2);
    if (m_amount->text().trimmed().isEmpty()) {
        m_marker->setProblem(m_amount, tr("enter the amount received."));
        ok = false;
    } else if (!amount) {
        m_marker->setProblem(m_amount, tr("not an amount with at most two decimals, e.g. 120.50."));
        ok = false;
    } else if (*amount <= 0) {
        m_marker->setProblem(m_amount, tr("must be more than 0."));
        ok = false;
    } else if (*amount > m_openMinor) {
        m_marker->setProblem(
            m_amount, tr("at most the open amount of %1.").arg(Money::format(m_openMinor, m_currency)));
        ok = false;
    }
    if (!m_date->date().isValid() || m_date->date() > QDate::currentDate()) {
        m_marker->setProblem(m_date, tr("a payment cannot be dated in the future."));
        ok = false;
    }
    if (m_account->currentData().toStringList().isEmpty() && m_account->count() > 1) {
        m_marker->setProblem(m_account, tr("choose the account the money came in on."));
        ok = false;
    }
    if (!ok)
        focusFirstError();
    return ok;
}

void PaymentDialog::focusFirstError()
{
    // The messages shown take room: grow so that neither they nor the fields are squeezed.
    layout()->activate();
    const int needed =
        layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : sizeHint().height();
    if (height() < needed)
        resize(width(), needed);
    for (QWidget *field : std::initializer_list<QWidget *> {m_amount, m_date, m_account, m_reference}) {
        if (m_marker->isMarked(field)) {
            FieldErrorMarker::reveal(field);
            return;
        }
    }
}

bool PaymentDialog::showFieldErrors(const ApiError &error)
{
    const auto problems = [&error](const char *field) {
        return error.fieldErrors().value(QLatin1String(field)).join(QLatin1Char(' '));
    };
    bool any = false;
    const auto show = [this, &any](QWidget *field, const QString &text) {
        if (text.isEmpty())
            return;
        m_marker->setProblem(field, text);
        any = true;
    };
    show(m_amount, problems("amount"));
    show(m_date, problems("date"));
    show(m_account, problems("bankAccountUuid"));
    show(m_reference, problems("reference"));
    if (any)
        focusFirstError();
    // A problem with a field the dialog does not have is only on the outcome line.
    for (auto it = error.fieldErrors().begin(); it != error.fieldErrors().end(); ++it) {
        if (!QStringList {QStringLiteral("amount"), QStringLiteral("date"), QStringLiteral("bankAccountUuid"),
                QStringLiteral("reference")}
                 .contains(it.key()))
            return false;
    }
    return any;
}

PaymentInput PaymentDialog::input() const
{
    PaymentInput input;
    input.amountMinor = Validators::parseAmount(m_amount->text().trimmed(), 2).value_or(0);
    input.date = m_date->date();
    input.bankAccountUuid = m_account->currentData().toStringList().value(0);
    input.reference = m_reference->text().trimmed();
    return input;
}

bool PaymentDialog::hasUnsavedInput() const
{
    // Sent already (the window reports a write left unanswered) or recorded: nothing to lose.
    return isReady()
        && (m_amount->text() != m_prefilledAmount || m_date->date() != QDate::currentDate()
            || !m_reference->text().trimmed().isEmpty());
}

void PaymentDialog::askToSwitchAway(const WorkspacePage::SwitchAnswer &answer)
{
    if (!hasUnsavedInput()) {
        answer(true);
        return;
    }
    SessionDialogs::askToDiscard(this, tr("Record a payment"),
        tr("The payment for invoice %1 has not been recorded. Discard it?").arg(m_number),
        [this, guard = QPointer<PaymentDialog>(this), answer](bool discard) {
            // Recorded or closed meanwhile: nothing is lost any more.
            answer(discard || !guard || !hasUnsavedInput());
        });
}

void PaymentDialog::record()
{
    if (!isReady() || m_confirmation || !validate())
        return;
    const qint64 amount = *Validators::parseAmount(m_amount->text().trimmed(), 2);
    const QString money = Money::format(amount, m_currency);
    auto *box = new QMessageBox(QMessageBox::Question, tr("Record a payment"),
        tr("Record a payment of %1 for invoice %2?").arg(money, m_number), QMessageBox::Yes | QMessageBox::No,
        this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(amount == m_openMinor
            ? tr("Nothing will be open on it afterwards: the invoice counts as paid.")
            : tr("%1 will still be open afterwards.").arg(Money::format(m_openMinor - amount, m_currency)));
    box->button(QMessageBox::Yes)->setText(tr("&Record %1").arg(money));
    box->button(QMessageBox::No)->setText(tr("&Back"));
    box->setDefaultButton(QMessageBox::No);
    m_confirmation = box;
    const QString typed = m_amount->text();
    connect(box, &QMessageBox::finished, this, [this, box, amount, typed](int) {
        // What was asked about must still hold: the same amount, nothing sent meanwhile.
        if (box->clickedButton() != box->button(QMessageBox::Yes) || !isReady() || m_amount->text() != typed)
            return;
        send(amount);
    });
    box->open();
}

void PaymentDialog::send(qint64 amountMinor)
{
    m_sending = true;
    m_record->setEnabled(false);
    for (QWidget *w : {static_cast<QWidget *>(m_amount), static_cast<QWidget *>(m_date),
             static_cast<QWidget *>(m_account), static_cast<QWidget *>(m_reference)})
        w->setEnabled(false);
    setOutcome(tr("Recording the payment…"), false);
    PaymentInput payment = input();
    payment.amountMinor = amountMinor;
    if (!m_recorder->record(payment)) {
        unlock();
        setOutcome(tr("There is no connection to the service."), true);
    }
}

void PaymentDialog::unlock()
{
    m_sending = false;
    m_record->setEnabled(true);
    for (QWidget *w : {static_cast<QWidget *>(m_amount), static_cast<QWidget *>(m_date),
             static_cast<QWidget *>(m_account), static_cast<QWidget *>(m_reference)})
        w->setEnabled(true);
}

void PaymentDialog::connectRecorder()
{
    connect(m_recorder, &PaymentRecorder::recorded, this, [this](qint64 amountMinor) {
        m_sending = false;
        m_done = true;
        const qint64 rest = m_openMinor - amountMinor;
        const QString outcome = rest == 0
            ? tr("Recorded %1 for invoice %2. It is paid in full.")
                  .arg(Money::format(amountMinor, m_currency), m_number)
            : tr("Recorded %1 for invoice %2. Still open: %3.")
                  .arg(Money::format(amountMinor, m_currency), m_number, Money::format(rest, m_currency));
        setOutcome(m_historyProblem.isEmpty() ? outcome : outcome + QLatin1Char('\n') + m_historyProblem,
            !m_historyProblem.isEmpty());
        m_record->hide();
        m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Close"));
        emit recorded(m_uuid, m_number, amountMinor, rest);
    });
    connect(m_recorder, &PaymentRecorder::historyNotKept, this, [this](const QString &reason) {
        m_historyProblem =
            tr("The service booked it, but the payment history could not keep it: %1").arg(reason);
    });
    connect(m_recorder, &PaymentRecorder::refused, this, [this](const ApiError &error) {
        unlock(); // what was typed stays, to be corrected
        if (showFieldErrors(error))
            setOutcome(tr("Not recorded: correct the marked fields."), true);
        else
            setOutcome(tr("Not recorded: %1").arg(error.message()), true);
    });
}
