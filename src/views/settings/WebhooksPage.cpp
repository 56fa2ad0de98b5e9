#include "views/settings/WebhooksPage.h"

#include "records/WebhookController.h"
#include "records/WebhookListModel.h"
#include "views/WrittenDate.h"
#include "views/records/TableColumnFit.h"
#include "views/settings/WebhookCreateDialog.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

WebhooksPage::WebhooksPage(QWidget *parent)
    : WorkspacePage(parent)
    , m_controller(new WebhookController(this))
    , m_calls(new QObject(this))
    , m_model(new WebhookListModel(this))
    , m_table(new QTableView(this))
    , m_details(new QLabel(this))
    , m_status(new QLabel(this))
    , m_new(new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&New webhook…"), this))
    , m_delete(new QAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete webhook…"), this))
{
    auto *heading = new QLabel(tr("Webhooks"), this);
    QFont font = heading->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.3);
    heading->setFont(font);
    auto *intro =
        new QLabel(tr("The service sends events, such as a payment received, to these addresses."), this);
    intro->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("webhookStatus"));

    m_new->setShortcut(QKeySequence::New);
    m_new->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_delete->setEnabled(false);
    addAction(m_new);
    addAction(m_delete);
    connect(m_new, &QAction::triggered, this, &WebhooksPage::newWebhook);
    connect(m_delete, &QAction::triggered, this, &WebhooksPage::deleteSelected);
    auto *newButton = new QToolButton(this);
    newButton->setDefaultAction(m_new);
    newButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *deleteButton = new QToolButton(this);
    deleteButton->setDefaultAction(m_delete);
    deleteButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    m_table->setObjectName(QStringLiteral("webhookTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // Every column inside the list with its whole title ("Letzte Zustellung" was cut at 100 px); a long
    // URL or outcome is elided, whole in its tooltip.
    new TableColumnFit(m_table);
    m_table->setAccessibleName(tr("Webhooks"));

    m_details->setObjectName(QStringLiteral("webhookDetails"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setMinimumWidth(260);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(newButton);
    buttons->addWidget(deleteButton);
    buttons->addStretch();
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(intro);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);
    setStatus({});

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_delete->setEnabled(!selectedUuid().isEmpty());
        showDetails();
        if (!selectedUuid().isEmpty())
            fetchDetails(selectedUuid());
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &WebhooksPage::showDetails);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_delete->setEnabled(false);
        showDetails();
    });
    showDetails();
}

void WebhooksPage::openSession(const SessionContext &session)
{
    m_session = session;
    // The calls of the session before end without an answer.
    delete m_calls;
    m_calls = new QObject(this);
    session.open(m_controller);
    m_listed = false;
    m_model->setRecords({});
    setStatus(QString());
    // The kept copy is read off the GUI thread; it is shown unless the service's list came first.
    m_controller->readStored(m_calls, [this](const QList<Webhook> &webhooks) {
        if (!m_listed) {
            m_model->setRecords(webhooks);
            setStatus(webhooks.isEmpty() ? QString() : tr("Showing the list kept on this computer."));
        }
        emit keptCopyRead();
    });
}

void WebhooksPage::refresh()
{
    m_controller->list(
        m_calls,
        [this](const QList<Webhook> &webhooks, const QString &storeProblem) {
            const QString keep = selectedUuid();
            m_listed = true;
            m_model->setRecords(webhooks);
            const int row = m_model->rowOfKey(keep);
            if (row >= 0)
                m_table->selectRow(row);
            setStatus(storeProblem.isEmpty()
                    ? QString()
                    : tr("No copy could be kept on this computer: %1").arg(storeProblem));
            emit listLoaded();
        },
        [this](const ApiError &error) {
            // Listing is the live service's, not the spec's: a service without it still has the ones made
            // here.
            if (error.kind() == ApiError::Kind::Malformed)
                setStatus(tr("The list of webhooks could not be read: %1.").arg(error.detail()));
            else if (error.kind() == ApiError::Kind::NotFound
                || error.kind() == ApiError::Kind::MethodNotAllowed)
                setStatus(tr("This service does not list webhooks; the ones created here are shown."));
            else
                setStatus(tr("Could not load the webhooks: %1").arg(error.message()));
        });
}

QList<QAction *> WebhooksPage::pageActions() const
{
    return {m_new, m_delete};
}

QString WebhooksPage::pageMenuTitle() const
{
    return tr("&Webhooks");
}

WebhookCreateDialog *WebhooksPage::newWebhook()
{
    if (!m_session.isValid())
        return nullptr;
    auto *dialog = new WebhookCreateDialog(m_controller, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &WebhookCreateDialog::created, this, [this](const Webhook &webhook) {
        showWebhook(webhook);
        const int row = m_model->rowOfKey(webhook.uuid);
        if (row >= 0)
            m_table->selectRow(row);
        emit messageRequested(tr("Webhook to %1 created.").arg(webhook.targetUrl));
    });
    dialog->open();
    return dialog;
}

void WebhooksPage::deleteSelected()
{
    const QString uuid = selectedUuid();
    const int row = m_model->rowOfKey(uuid);
    if (row < 0 || !m_session.isValid())
        return;
    const Webhook webhook = m_model->record(row);
    if (m_confirm) { // asked already
        m_confirm->raise();
        return;
    }
    // Asked with open(), not exec(): the answer comes back to this page, which checks again that the
    // webhook is still there in the same session.
    auto *box = new QMessageBox(QMessageBox::Question, tr("Delete webhook"),
        tr("Delete the webhook to %1? The service stops sending events there.").arg(webhook.targetUrl),
        QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_confirm = box;
    QPointer<QObject> calls = m_calls;
    connect(box, &QMessageBox::finished, this, [this, box, calls, uuid, webhook] {
        if (box->standardButton(box->clickedButton()) == QMessageBox::Yes && calls == m_calls
            && m_model->rowOfKey(uuid) >= 0)
            remove(uuid, webhook);
    });
    box->open();
}

void WebhooksPage::remove(const QString &uuid, const Webhook &webhook)
{
    m_delete->setEnabled(false);
    m_controller->remove(
        uuid, m_calls,
        [this, uuid, webhook](bool wasGone, const QString &storeProblem) {
            m_model->removeKey(uuid);
            if (!storeProblem.isEmpty())
                setStatus(tr("No copy could be kept on this computer: %1").arg(storeProblem));
            emit deleted(uuid);
            emit messageRequested(wasGone
                    ? tr("The webhook to %1 no longer existed on the service.").arg(webhook.targetUrl)
                    : tr("Webhook to %1 deleted.").arg(webhook.targetUrl));
        },
        [this](const ApiError &error) {
            m_delete->setEnabled(!selectedUuid().isEmpty());
            emit messageRequested(tr("The webhook was not deleted: %1").arg(error.message()));
        });
}

void WebhooksPage::fetchDetails(const QString &uuid)
{
    m_controller->fetch(
        uuid, m_calls,
        [this, uuid](const Webhook &webhook, const QString &storeProblem) {
            showWebhook(webhook);
            if (!storeProblem.isEmpty())
                setStatus(tr("No copy could be kept on this computer: %1").arg(storeProblem));
            emit detailsLoaded(uuid);
        },
        [this](const ApiError &error) {
            setStatus(error.kind() == ApiError::Kind::Malformed
                    ? tr("The webhook's details could not be read: %1.").arg(error.detail())
                    : tr("Could not load the webhook's details: %1").arg(error.message()));
        });
}

void WebhooksPage::showWebhook(const Webhook &webhook)
{
    Webhook shown = webhook;
    shown.signatureKey.clear(); // shown once, in the creation dialog only
    m_model->upsert(shown);
}

QString WebhooksPage::selectedUuid() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(WebhookListModel::UuidRole).toString();
}

void WebhooksPage::showDetails()
{
    const int row = m_model->rowOfKey(selectedUuid());
    if (row < 0) {
        m_details->setText(m_model->rowCount() == 0 ? tr("No webhooks yet. Create one with “New webhook”.")
                                                    : tr("Select a webhook to see its details."));
        return;
    }
    const Webhook &w = m_model->record(row);
    const auto line = [](const QString &label, const QString &value) {
        return QStringLiteral("<p><b>%1</b><br>%2</p>").arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    QString latest = tr("No delivery yet");
    if (w.hasLatestEvent()) {
        const QDateTime when = w.latestEventDateTime();
        latest = tr("%1: %2").arg(
            when.isValid() ? WrittenDate::dateTime(when) : w.latestEventTime, w.latestEventStatus);
    }
    m_details->setText(line(tr("Target URL"), w.targetUrl)
        + line(tr("Events"), w.eventTypes.join(QLatin1String(", "))) + line(tr("Latest delivery"), latest)
        + line(tr("Identifier"), w.uuid)
        + line(tr("Signature key"), tr("Shown only once, when the webhook is created.")));
}

QString WebhooksPage::detailsText() const
{
    QString text = m_details->text();
    text.replace(QLatin1String("<br>"), QLatin1String("\n"));
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    return text.remove(tags);
}

QString WebhooksPage::statusText() const
{
    return m_status->text();
}

void WebhooksPage::setStatus(const QString &text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}
