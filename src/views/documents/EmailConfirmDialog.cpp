#include "views/documents/EmailConfirmDialog.h"

#include "api/JsonReader.h"
#include "documents/EmailSender.h"
#include "domain/Money.h"
#include "views/documents/DocumentKindText.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

EmailConfirmDialog::EmailConfirmDialog(
    const SessionContext &session, DocumentKind kind, const QString &uuid, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_kind(kind)
    , m_uuid(uuid)
    , m_sender(session.emailSender(kind, uuid, this))
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

void EmailConfirmDialog::setOutcome(const QString &text, bool error)
{
    m_outcome->setText(text);
    QFont font = m_outcome->font();
    font.setBold(error); // without colours, so it reads in light and dark themes
    m_outcome->setFont(font);
}

void EmailConfirmDialog::loadDocument()
{
    connect(m_sender, &EmailSender::documentLoaded, this, [this](const DocumentSummary &s) {
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
    });
    connect(m_sender, &EmailSender::documentUnreadable, this, [this](const QString &error) {
        m_what->setText(tr("The document could not be read: %1")
                            .arg(error.isEmpty() ? tr("the answer holds no document") : error));
    });
    connect(m_sender, &EmailSender::documentFailed, this, [this](const ApiError &error) {
        m_what->setText(tr("The document could not be fetched: %1").arg(error.message()));
        m_to->clear();
    });
    connect(m_sender, &EmailSender::receiverLoaded, this, [this](const QJsonObject &address) {
        showReceiver(address.isEmpty() ? std::nullopt : std::optional<QJsonObject>(address));
    });
    connect(m_sender, &EmailSender::sent, this, [this](const QString &serviceRecipient) {
        m_sending = false;
        m_sent = true;
        const QString recipient = serviceRecipient.isEmpty() ? tr("the receiver") : serviceRecipient;
        setOutcome(tr("Sent to %1. The document is marked as sent.").arg(recipient), false);
        m_send->hide();
        m_buttons->setStandardButtons(QDialogButtonBox::Close);
        m_buttons->button(QDialogButtonBox::Close)->setText(tr("Close")); // Qt's German writes "Schließen"
        emit sent(m_uuid, m_number, recipient);
    });
    connect(m_sender, &EmailSender::answerUnreadable, this, [this](const QString &error) {
        m_sending = false;
        setOutcome(tr("The service's answer could not be read: %1").arg(error), true);
        m_send->setEnabled(true);
    });
    connect(m_sender, &EmailSender::refused, this, [this](const ApiError &error) {
        m_sending = false;
        setOutcome(tr("Not sent: %1").arg(error.message()), true);
        m_send->setEnabled(true);
    });
    if (!m_session.isValid() || !m_sender->load())
        setOutcome(tr("There is no connection to the service."), true);
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
    const QString email = address ? EmailSender::primaryEmail(*address) : QString();
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
    if (!m_sender->send()) {
        m_sending = false;
        setOutcome(tr("There is no connection to the service."), true);
        m_send->setEnabled(true);
    }
}
