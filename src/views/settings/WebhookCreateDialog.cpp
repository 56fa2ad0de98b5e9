#include "views/settings/WebhookCreateDialog.h"

#include "api/FieldMessages.h"
#include "records/WebhookController.h"
#include "views/FieldErrorMarker.h"
#include "views/UnsavedQuestion.h"

#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

WebhookCreateDialog::WebhookCreateDialog(WebhookController *controller, QWidget *parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_marker(new FieldErrorMarker(this))
    , m_pages(new QStackedWidget(this))
    , m_target(new QLineEdit(this))
    , m_otherEvents(new QLineEdit(this))
    , m_targetError(FieldErrorMarker::createProblemLine(this))
    , m_eventsError(FieldErrorMarker::createProblemLine(this))
    , m_status(new QLabel(this))
    , m_key(new QLineEdit(this))
    , m_keyNote(new QLabel(this))
    , m_copy(new QPushButton(tr("&Copy"), this))
    , m_create(new QPushButton(tr("C&reate"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New webhook"));
    m_target->setObjectName(QStringLiteral("targetUrl"));
    m_target->setPlaceholderText(QStringLiteral("https://example.com/hooks/invoices"));
    m_targetError->setObjectName(QStringLiteral("targetError"));
    m_eventsError->setObjectName(QStringLiteral("eventsError"));
    m_otherEvents->setObjectName(QStringLiteral("otherEvents"));
    m_otherEvents->setPlaceholderText(tr("Other event names, separated by commas"));
    m_otherEvents->setToolTip(tr("The service's documentation does not list the event names; type any "
                                 "others here. The service refuses names it does not know."));
    m_status->setWordWrap(true);

    // The form.
    auto *formPage = new QWidget(m_pages);
    auto *form = new QFormLayout(formPage);
    form->addRow(tr("&Target URL:"), m_target);
    form->addRow(QString(), m_targetError);
    auto *eventsBox = new QWidget(formPage);
    auto *eventsLayout = new QVBoxLayout(eventsBox);
    eventsLayout->setContentsMargins(0, 0, 0, 0);
    for (const QString &type : WebhookApi::knownEventTypes()) {
        auto *box = new QCheckBox(
            QStringLiteral("%1 — %2").arg(type, WebhookApi::eventTypeDescription(type)), eventsBox);
        box->setObjectName(QStringLiteral("event:") + type);
        eventsLayout->addWidget(box);
        m_events.insert(type, box);
    }
    eventsLayout->addWidget(m_otherEvents);
    auto *eventsLabel = new QLabel(tr("&Events:"), formPage);
    if (!m_events.isEmpty())
        eventsLabel->setBuddy(m_events.first());
    form->addRow(eventsLabel, eventsBox);
    m_eventsBox = eventsBox;
    m_marker->addField(m_target, tr("Target URL"), m_targetError);
    m_marker->addField(eventsBox, tr("Events"), m_eventsError);
    form->addRow(QString(), m_eventsError);
    form->addRow(m_status);

    // After creation: the key, once.
    auto *keyPage = new QWidget(m_pages);
    m_key->setObjectName(QStringLiteral("signatureKey"));
    m_key->setReadOnly(true);
    m_key->setMinimumWidth(m_key->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 66);
    m_keyNote->setWordWrap(true);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(m_copy);
    auto *keyLabel = new QLabel(tr("&Signature key:"), keyPage);
    keyLabel->setBuddy(m_key);
    auto *keyLayout = new QVBoxLayout(keyPage);
    keyLayout->addWidget(keyLabel);
    keyLayout->addLayout(keyRow);
    keyLayout->addWidget(m_keyNote);
    keyLayout->addStretch();

    m_pages->addWidget(formPage);
    m_pages->addWidget(keyPage);
    m_buttons->addButton(m_create, QDialogButtonBox::AcceptRole);
    m_create->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(m_buttons);

    // The dialog is accepted only by the answer, so the button does not close it.
    connect(m_buttons, &QDialogButtonBox::accepted, this, &WebhookCreateDialog::create);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_key->text());
        m_copy->setText(tr("Copied"));
    });
    resize(560, sizeHint().height());
}

QStringList WebhookCreateDialog::eventTypes() const
{
    QStringList types;
    for (auto it = m_events.begin(); it != m_events.end(); ++it) {
        if (it.value()->isChecked())
            types << it.key();
    }
    for (const QString &typed : m_otherEvents->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString type = typed.trimmed();
        if (!type.isEmpty() && !types.contains(type))
            types << type;
    }
    return types;
}

void WebhookCreateDialog::create()
{
    if (!m_controller || !m_controller->isOpen() || !m_create->isEnabled())
        return;
    const QUrl url = QUrl(m_target->text().trimmed(), QUrl::StrictMode);
    const QString targetProblem = WebhookApi::checkTargetUrl(url);
    const QStringList types = eventTypes();
    m_marker->setProblem(m_target, targetProblem);
    m_marker->setProblem(
        m_eventsBox, types.isEmpty() ? tr("Events: choose or type at least one event.") : QString());
    if (!targetProblem.isEmpty()) {
        m_target->setFocus();
        return;
    }
    if (types.isEmpty())
        return;
    setBusy(true);
    m_controller->create(
        url, types, this,
        [this](const Webhook &webhook, const QString &) {
            setBusy(false);
            showCreated(webhook);
            emit created(webhook);
        },
        [this](const ApiError &error) {
            setBusy(false);
            if (error.kind() == ApiError::Kind::Malformed)
                m_status->setText(
                    tr("The service's answer could not be read: %1. Check the list before trying "
                       "again: the webhook may exist.")
                        .arg(error.detail()));
            else
                showErrors(error);
        });
}

void WebhookCreateDialog::showErrors(const ApiError &error)
{
    QStringList others;
    const QHash<QString, QString> fields = fieldMessages(error);
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        const QString &text = it.value();
        if (it.key() == QLatin1String("targetUrl"))
            m_marker->mark(m_target, tr("Target URL: %1").arg(text));
        else if (it.key().startsWith(QLatin1String("eventTypes")))
            m_marker->mark(m_eventsBox, tr("Events: %1").arg(text));
        else
            others << tr("%1: %2").arg(it.key(), text);
    }
    m_status->setText(error.fieldErrors().isEmpty()
            ? error.message()
            : tr("Not created.") + QLatin1Char(' ') + others.join(QLatin1Char(' ')));
}

void WebhookCreateDialog::showCreated(const Webhook &webhook)
{
    setWindowTitle(tr("Webhook created"));
    m_pages->setCurrentIndex(1);
    m_key->setText(webhook.signatureKey);
    m_copy->setEnabled(!webhook.signatureKey.isEmpty());
    m_keyNote->setText(webhook.signatureKey.isEmpty()
            ? tr("The webhook was created, but the service sent no signature key.")
            : tr("This is the secret for verifying deliveries: the receiving system checks each delivery's "
                 "signature (an HMAC-SHA256 of the request body, keyed with this key) against it. It is "
                 "shown only now and not kept on this computer; copy it into the receiving system."));
    m_create->hide();
    m_buttons->setStandardButtons(QDialogButtonBox::Close);
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Close")); // Qt's German writes "Schließen"
    m_copy->setFocus();
}

void WebhookCreateDialog::setBusy(bool busy)
{
    m_create->setEnabled(!busy);
    m_target->setReadOnly(busy);
    m_status->setText(busy ? tr("Creating the webhook…") : QString());
}

QString WebhookCreateDialog::targetError() const
{
    return m_marker->problem(m_target);
}

QString WebhookCreateDialog::eventsError() const
{
    return m_marker->problem(m_eventsBox);
}

QString WebhookCreateDialog::statusText() const
{
    return m_status->text();
}

void WebhookCreateDialog::reject()
{
    bool typed = !m_target->text().trimmed().isEmpty() || !m_otherEvents->text().trimmed().isEmpty();
    for (const QCheckBox *box : std::as_const(m_events))
        typed = typed || box->isChecked();
    // Once created there is nothing left to lose here; while creating, the answer decides.
    if (m_pages->currentIndex() != 0 || !m_create->isEnabled() || !typed) {
        QDialog::reject();
        return;
    }
    if (m_question) {
        m_question->raise();
        return;
    }
    m_question = askAboutUnsaved(this, windowTitle(), tr("The new webhook has not been created yet."),
        [this](QMessageBox::StandardButton button) {
            // Created or closed meanwhile: the question is moot.
            if (!isVisible() || m_pages->currentIndex() != 0)
                return;
            if (button == QMessageBox::Discard)
                QDialog::reject();
            else if (button == QMessageBox::Save)
                create();
        });
}

void WebhookCreateDialog::discard()
{
    QDialog::reject();
}
