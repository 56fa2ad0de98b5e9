#include "views/documents/InvoicePaymentsPanel.h"

#include "base/AsyncRun.h"
#include "documents/DetailLoader.h"
#include "models/DocumentListModel.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/PaymentHistoryView.h"

#include <QLabel>
#include <QVBoxLayout>

InvoicePaymentsPanel::InvoicePaymentsPanel(
    const SessionContext &session, DocumentEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_loader(new DetailLoader(this))
    , m_history(new PaymentHistoryView(this))
    , m_dunning(new QLabel(this))
{
    setObjectName(QStringLiteral("invoicePayments"));
    m_dunning->setObjectName(QStringLiteral("dunningLevel"));
    m_dunning->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_history);
    layout->addWidget(m_dunning);
    session.open(m_loader);
    m_history->setSession(session.dataDir, session.accountUuid);
    hide();

    connect(editor, &DocumentEditor::loaded, this, [this, editor](bool ok) {
        if (ok)
            showInvoice(editor->uuid());
    });
    connect(editor, &DocumentEditor::saved, this,
        [this](DocumentKind, const QString &uuid) { showInvoice(uuid); });
    connect(m_loader, &DetailLoader::fetched, this,
        [this](DocumentKind, const QString &uuid, const DocumentDetail &detail) {
            if (uuid != m_uuid)
                return;
            m_fresh = true;
            render(uuid, detail);
        });
    connect(m_history, &PaymentHistoryView::shown, this, [this](const QString &uuid) {
        if (m_fresh && uuid == m_uuid)
            emit shown(uuid);
    });
}

QString InvoicePaymentsPanel::plainText() const
{
    if (isHidden())
        return {};
    return m_history->plainText() + QLatin1Char('\n') + m_dunning->text();
}

void InvoicePaymentsPanel::showInvoice(const QString &uuid)
{
    if (uuid.isEmpty())
        return;
    m_uuid = uuid;
    m_fresh = false;
    const quint64 generation = ++m_generation;
    // The stored copy at once, then the service's (which the loader writes back into the local copy).
    asyncRun(
        this,
        [dataDir = m_session.dataDir, account = m_session.accountUuid, uuid] {
            return DetailLoader::readStored(dataDir, account, DocumentKind::Invoice, uuid);
        },
        [this, generation, uuid](const std::optional<DocumentDetail> &stored) {
            if (generation == m_generation && !m_fresh && stored)
                render(uuid, *stored);
        });
    m_loader->fetch(DocumentKind::Invoice, uuid);
}

void InvoicePaymentsPanel::render(const QString &uuid, const DocumentDetail &detail)
{
    const DocumentSummary &s = detail.summary;
    m_history->showInvoice(uuid, s.currency, s.totalMinor, s.openMinor, s.cancelled);
    const QString level = DocumentListModel::dunningText(s.dunningLevel);
    m_dunning->setText(level.isEmpty() ? tr("Dunning level: none") : tr("Dunning level: %1").arg(level));
    setVisible(s.openMinor.has_value());
}
