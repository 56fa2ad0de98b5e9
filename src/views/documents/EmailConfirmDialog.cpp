#include "views/documents/EmailConfirmDialog.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentDetail.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "api/Money.h"
#include "documents/DocumentActionsApi.h"
#include "store/RecordStore.h"
#include "views/documents/DocumentKindText.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

EmailConfirmDialog::EmailConfirmDialog(
    const SessionContext &session, DocumentKind kind, const QString &uuid, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_kind(kind)
    , m_uuid(uuid)
    , m_calls(new QObject(this))
    , m_to(new QLabel(this))
    , m_what(new QLabel(this))
    , m_outcome(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Send by e-mail"));
    m_to->setTextFormat(Qt::PlainText);
    m_what->setTextFormat(Qt::PlainText);
    m_to->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_what->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_to->setWordWrap(true);
    m_what->setWordWrap(true);
    m_outcome->setWordWrap(true);
    m_outcome->setTextFormat(Qt::PlainText);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_to->setText(tr("Looking up the receiver…"));
    m_what->setText(tr("Fetching the document…"));

    m_send = m_buttons->addButton(tr("&Send"), QDialogButtonBox::AcceptRole);
    m_send->setEnabled(false);
    m_send->setDefault(true);

    auto *form = new QFormLayout;
    form->addRow(tr("To:"), m_to);
    form->addRow(tr("Document:"), m_what);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("The service sends the document with its PDF attached and marks it as sent."), this));
    layout->addLayout(form);
    layout->addWidget(m_outcome);
    layout->addStretch();
    layout->addWidget(m_buttons);

    // Send does not close the dialog: it closes once the outcome is known and shown.
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EmailConfirmDialog::send);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    loadDocument();
}

QString EmailConfirmDialog::recipientText() const
{
    return m_to->text();
}

QString EmailConfirmDialog::documentText() const
{
    return m_what->text();
}

QString EmailConfirmDialog::outcomeText() const
{
    return m_outcome->text();
}

QString EmailConfirmDialog::primaryEmail(const QJsonObject &address)
{
    QString first;
    for (const QJsonValue &v : address.value(QLatin1String("contacts")).toArray()) {
        const QJsonObject contact = v.toObject();
        if (JsonReader::string(contact, QLatin1String("type")) != QLatin1String("email"))
            continue;
        const QString value = JsonReader::string(contact, QLatin1String("value")).trimmed();
        if (value.isEmpty())
            continue;
        // Records say is_primary, creation bodies primary.
        if (JsonReader::boolean(contact, QLatin1String("is_primary"))
            || JsonReader::boolean(contact, QLatin1String("primary")))
            return value;
        if (first.isEmpty())
            first = value;
    }
    return first;
}

void EmailConfirmDialog::setOutcome(const QString &text, bool error)
{
    m_outcome->setText(text);
    QFont font = m_outcome->font();
    font.setBold(error); // without colours, so it reads in light and dark themes
    m_outcome->setFont(font);
}

void EmailConfirmDialog::loadDocument()
{
    if (!m_session.isValid()) {
        setOutcome(tr("There is no connection to the service."), true);
        return;
    }
    ApiJob *job = DocumentsApi(m_session.client).get(m_kind, m_uuid, m_calls);
    connect(job, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        QString error;
        const auto document = JsonReader::singleFromEnvelope(answer);
        const auto detail = document ? DocumentDetail::fromJson(m_kind, *document, &error) : std::nullopt;
        if (!detail) {
            m_what->setText(tr("The document could not be read: %1")
                                .arg(error.isEmpty() ? tr("the answer holds no document") : error));
            return;
        }
        const DocumentSummary &s = detail->summary;
        m_number = s.number.isEmpty() ? m_uuid.left(8) : s.number;
        QStringList lines;
        lines << tr("%1 %2").arg(DocumentKindText::singular(m_kind), m_number);
        if (!s.title.isEmpty())
            lines << s.title;
        if (m_kind != DocumentKind::DeliveryNote && !s.currency.isEmpty())
            lines << tr("Total: %1").arg(Money::format(s.totalMinor, s.currency));
        lines << tr("Attachment: %1 %2.pdf").arg(DocumentKindText::singular(m_kind), m_number);
        m_what->setText(lines.join(QLatin1Char('\n')));
        m_receiverName = s.receiverName;

        if (!s.companyUuid.isEmpty())
            loadReceiver(QStringLiteral("companies"), s.companyUuid);
        else if (!s.personUuid.isEmpty())
            loadReceiver(QStringLiteral("persons"), s.personUuid);
        else
            showReceiver(std::nullopt);
    });
    connect(job, &ApiJob::failed, this, [this](const ApiError &error) {
        m_what->setText(tr("The document could not be fetched: %1").arg(error.message()));
        m_to->clear();
    });
}

void EmailConfirmDialog::loadReceiver(const QString &resource, const QString &uuid)
{
    if (!m_session.dataDir.isEmpty()) {
        const RecordStore store(m_session.dataDir, m_session.accountUuid);
        if (const auto stored = store.isOpen() ? store.find(resource, uuid) : std::nullopt;
            stored && !primaryEmail(*stored).isEmpty()) {
            showReceiver(stored);
            return;
        }
    }
    // Not in the local copy (or without an address there): the service has the current record.
    ApiJob *job = m_session.client->get(
        m_session.client->accountPath(QStringLiteral("/addresses/v2/%1/%2").arg(resource, uuid)), {},
        m_calls);
    connect(job, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        const QJsonObject data = answer.object().value(QLatin1String("data")).toObject();
        showReceiver(data.isEmpty() ? std::nullopt : std::optional<QJsonObject>(data));
    });
    connect(job, &ApiJob::failed, this, [this](const ApiError &) { showReceiver(std::nullopt); });
}

void EmailConfirmDialog::showReceiver(const std::optional<QJsonObject> &address)
{
    QString name = m_receiverName;
    if (address) {
        const QString company = JsonReader::string(*address, QLatin1String("name"));
        const QString companyName = JsonReader::string(*address, QLatin1String("company_name"));
        const QString person = (JsonReader::string(*address, QLatin1String("first_name")) + QLatin1Char(' ')
            + JsonReader::string(*address, QLatin1String("last_name")))
                                   .trimmed();
        name = !company.isEmpty()    ? company
            : !companyName.isEmpty() ? companyName
            : person.isEmpty()       ? name
                                     : person;
    }
    const QString email = address ? primaryEmail(*address) : QString();
    if (!email.isEmpty()) {
        m_to->setText(name.isEmpty() ? email : tr("%1 <%2>").arg(name, email));
    } else {
        m_to->setText(name.isEmpty() ? tr("The receiver") : name);
        setOutcome(tr("No e-mail address is known for %1. Add one to the receiver's contacts; the service "
                      "refuses to send without one.")
                       .arg(name.isEmpty() ? tr("the receiver") : name),
            true);
    }
    m_ready = true;
    m_send->setEnabled(true);
}

void EmailConfirmDialog::send()
{
    if (!m_ready || m_sending || m_sent || !m_session.isValid())
        return;
    m_sending = true;
    m_send->setEnabled(false);
    setOutcome(tr("Sending…"), false);
    ApiJob *job =
        DocumentActionsApi(m_session.client).perform(m_kind, m_uuid, QStringLiteral("email"), {}, m_calls);
    connect(job, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        m_sending = false;
        QString error;
        const auto result = DocumentActionsApi::readResult(answer, &error);
        if (!result) {
            setOutcome(tr("The service's answer could not be read: %1").arg(error), true);
            m_send->setEnabled(true);
            return;
        }
        m_sent = true;
        const QString recipient = result->recipient.isEmpty() ? tr("the receiver") : result->recipient;
        setOutcome(tr("Sent to %1. The document is marked as sent.").arg(recipient), false);
        m_send->hide();
        m_buttons->setStandardButtons(QDialogButtonBox::Close);
        emit sent(m_uuid, m_number, recipient);
    });
    connect(job, &ApiJob::failed, this, [this](const ApiError &error) {
        m_sending = false;
        setOutcome(tr("Not sent: %1").arg(error.message()), true);
        m_send->setEnabled(true);
    });
}
