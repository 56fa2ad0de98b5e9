#include "views/documents/DocumentDetailPane.h"

#include "api/JsonReader.h"
#include "documents/DetailLoader.h"
#include "documents/DocumentActionCatalog.h"
#include "documents/DocumentActions.h"
#include "documents/DocumentDraft.h"
#include "domain/DateText.h"
#include "domain/DocumentRules.h"
#include "domain/Languages.h"
#include "domain/Money.h"
#include "domain/PaymentReference.h"
#include "session/SessionContext.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/PaymentHistoryView.h"
#include "views/documents/TotalsPanel.h"

#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString formatQuantity(qint64 milli, const QLocale &locale)
{
    QString text = locale.toString(milli / 1000);
    const qint64 fraction = std::abs(milli % 1000);
    if (fraction != 0) {
        QString f = QString::number(fraction).rightJustified(3, QLatin1Char('0'));
        while (f.endsWith(QLatin1Char('0')))
            f.chop(1);
        text += locale.decimalPoint() + f;
    }
    return text;
}

} // namespace

DocumentDetailPane::DocumentDetailPane(QWidget *parent)
    : QWidget(parent)
    , m_loader(new DetailLoader(this))
    , m_source(new DocumentListSource(this))
    , m_status(new QLabel(this))
    , m_browser(new QTextBrowser(this))
    , m_payments(new PaymentHistoryView(this))
{
    connectLoader();
    m_status->setWordWrap(true);
    m_status->hide();
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        // document:<kind path segment>/<uuid>
        const QStringList parts = url.path().split(QLatin1Char('/'));
        if (url.scheme() != QLatin1String("document") || parts.size() != 2)
            return;
        if (const auto kind = DocumentActionCatalog::kindFromType(parts.at(0)))
            emit documentRequested(*kind, parts.at(1));
    });
    m_browser->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_browser, 1);
    layout->addWidget(m_payments);
    // Narrower, the labels and names break in the middle of words (German ones first) and an IBAN
    // breaks: 300 pixels at least, more with a larger font.
    setMinimumWidth(qMax(MinimumWidth, fontMetrics().averageCharWidth() * 36));
    clear();
}

QSize DocumentDetailPane::sizeHint() const
{
    return {qMax(MinimumWidth + 40, fontMetrics().averageCharWidth() * 50), QWidget::sizeHint().height()};
}

void DocumentDetailPane::setSession(const SessionContext &session)
{
    session.open(m_loader);
    m_source->setSession(session.dataDir, session.accountUuid);
    m_payments->setSession(session.dataDir, session.accountUuid);
}

void DocumentDetailPane::setUnits(const QList<QJsonObject> &units)
{
    m_units = units;
    if (m_shown) {
        const DocumentDetail shown = *m_shown;
        render(shown);
    }
}

void DocumentDetailPane::reload()
{
    if (m_uuid.isEmpty())
        return;
    const QString uuid = std::exchange(m_uuid, QString());
    showDocument(m_kind, uuid);
}

QString DocumentDetailPane::unitName(
    const QList<QJsonObject> &units, const QString &code, const QString &language)
{
    for (const QJsonObject &unit : units) {
        if (unit.value(QLatin1String("isocode")).toString() != code)
            continue;
        const QJsonObject translations = unit.value(QLatin1String("translations")).toObject();
        QString name = translations.value(language).toObject().value(QLatin1String("unit")).toString();
        if (name.isEmpty())
            name = translations.value(QLatin1String("de")).toObject().value(QLatin1String("unit")).toString();
        return name.isEmpty() ? code : name;
    }
    return code;
}

QString DocumentDetailPane::language() const
{
    const QStringList &languages = Languages::codes();
    if (languages.contains(m_receiverLanguage))
        return m_receiverLanguage;
    const QString own = locale().name().left(2);
    return languages.contains(own) ? own : QStringLiteral("de");
}

void DocumentDetailPane::rereadStored()
{
    if (!m_uuid.isEmpty())
        m_source->readDetail(m_kind, m_uuid);
}

QString DocumentDetailPane::linkHtml(const StoredDocument::FollowUp &document)
{
    // Without a number the local copy does not list it yet: the next sync brings it.
    const QString number = !document.number.isEmpty() ? document.number : tr("(not listed yet)");
    return QStringLiteral("<a href='document:%1/%2'>%3</a>")
        .arg(DocumentKinds::pathSegment(document.kind), document.uuid,
            esc(tr("%1 %2").arg(DocumentKindText::singular(document.kind), number)));
}

QString DocumentDetailPane::followUpsHtml() const
{
    QStringList items;
    for (const StoredDocument::FollowUp &f : m_followUps)
        items << linkHtml(f);
    return items.join(QStringLiteral("<br>"));
}

QString DocumentDetailPane::originHtml() const
{
    if (m_origin)
        return linkHtml(*m_origin);
    // Receipts and recurring invoices are never made by a conversion; until the local copy was read,
    // nothing is claimed.
    if (m_kind == DocumentKind::Receipt || m_kind == DocumentKind::RecurringInvoice || !m_storedRead)
        return {};
    // The service does not say where a document came from; only conversions made here are remembered.
    return esc(tr("Unknown (not converted from another document in this copy)"));
}

void DocumentDetailPane::clear()
{
    m_loader->cancel();
    m_source->cancelDetail();
    m_uuid.clear();
    m_fetched.reset();
    m_shown.reset();
    m_failure.clear();
    m_receiverLanguage.clear();
    m_followUps.clear();
    m_origin.reset();
    m_storedRead = false;
    m_status->hide();
    m_payments->clear();
    m_browser->setHtml(QStringLiteral("<p>%1</p>").arg(esc(tr("Select a document to see its details."))));
}

QString DocumentDetailPane::plainText() const
{
    const QString payments = m_payments->plainText();
    return m_status->text() + QLatin1Char('\n') + m_browser->toPlainText()
        + (payments.isEmpty() ? QString() : QLatin1Char('\n') + payments);
}

void DocumentDetailPane::showDocument(DocumentKind kind, const QString &uuid)
{
    if (uuid == m_uuid && kind == m_kind)
        return;
    m_loader->cancel(); // a late answer for the previous selection must not overwrite this one
    m_uuid = uuid;
    m_kind = kind;
    m_status->hide();
    m_shownCached = false;
    m_fetched.reset();
    m_shown.reset();
    m_failure.clear();
    m_receiverLanguage.clear();
    m_followUps.clear();
    m_payments->clear();
    m_origin.reset();
    m_storedRead = false;
    m_browser->setHtml(QStringLiteral("<p>%1</p>").arg(esc(tr("Loading…"))));
    // Both at once: the stored copy is read on a pool thread while the service is asked. Receipts are
    // listed and acted upon only (the service has no single-receipt route): theirs is the stored copy.
    m_source->readDetail(kind, uuid);
    m_loader->fetch(kind, uuid);
}

void DocumentDetailPane::onStoredRead(const QString &uuid, const StoredDocument &stored)
{
    if (uuid != m_uuid)
        return;
    // Read again after a sync: the service's copy shown stays as it is (and where it was scrolled to)
    // unless the local copy's part changed.
    const bool same = m_storedRead && m_receiverLanguage == stored.receiverLanguage
        && m_followUps == stored.followUps && m_origin == stored.origin;
    m_receiverLanguage = stored.receiverLanguage;
    m_followUps = stored.followUps;
    m_origin = stored.origin;
    m_storedRead = true;
    if (m_fetched && same)
        return;
    if (m_fetched) {
        render(*m_fetched); // the service's copy, now with the receiver's language and the links
    } else if (stored.detail) {
        render(*stored.detail);
        m_shownCached = true;
        if (!m_failure.isEmpty()) // the service could not be asked: say what is shown
            showMessage(tr("Showing the saved copy. %1").arg(m_failure));
    }
}

void DocumentDetailPane::connectLoader()
{
    connect(m_source, &DocumentListSource::detailRead, this,
        [this](
            DocumentKind, const QString &uuid, const StoredDocument &stored) { onStoredRead(uuid, stored); });
    connect(m_loader, &DetailLoader::fetched, this,
        [this](DocumentKind, const QString &uuid, const DocumentDetail &detail) {
            m_fetched = detail;
            render(detail);
            emit loaded(uuid);
        });
    connect(m_loader, &DetailLoader::unreadable, this, [this](const QString &, const QString &error) {
        showMessage(tr("The document could not be shown: the service's answer is incomplete. %1").arg(error));
    });
    connect(m_loader, &DetailLoader::failed, this, [this](const QString &, const ApiError &error) {
        m_failure = error.message();
        showMessage(m_shownCached ? tr("Showing the saved copy. %1").arg(m_failure) : m_failure);
    });
}

void DocumentDetailPane::showMessage(const QString &text)
{
    m_status->setText(text);
    m_status->show();
    if (m_browser->toPlainText() == tr("Loading…"))
        m_browser->clear();
}

void DocumentDetailPane::render(const DocumentDetail &d)
{
    m_shown = d;
    const QLocale locale;
    const DocumentSummary &s = d.summary;
    const QString cur = s.currency;
    if (m_kind == DocumentKind::Invoice)
        m_payments->showInvoice(m_uuid, cur, s.totalMinor, s.openMinor, s.cancelled);
    else
        m_payments->clear();
    const auto money = [&](qint64 minor) {
        return esc(Money::format(minor, cur, locale));
    };
    const auto date = [&](const QDate &dt) {
        return dt.isValid() ? esc(DateText::of(dt, locale)) : QStringLiteral("–");
    };

    QString html;
    const bool priced = DocumentRules::hasTotal(m_kind);
    const QString language = this->language();
    const QString heading = tr("%1 %2").arg(DocumentKindText::singular(m_kind), s.number);
    html += QStringLiteral("<h2>%1</h2>").arg(esc(s.cancelled ? tr("%1 (cancelled)").arg(heading) : heading));
    if (!s.title.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(esc(s.title));

    const auto row = [&html](const QString &label, const QString &value) {
        // The label never breaks ("Rechnungsdatu" / "m" in a narrow pane); the value wraps beside it.
        html +=
            QStringLiteral("<tr><td style='white-space:nowrap'><i>%1</i>&nbsp;&nbsp;</td><td>%2</td></tr>")
                .arg(esc(label), value);
    };
    QString receiver = esc(s.receiverName);
    if (!s.customerNumber.isEmpty())
        receiver += QStringLiteral(" (%1)").arg(esc(tr("customer %1").arg(s.customerNumber)));
    QStringList addressLines = d.receiverAddress.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    addressLines.removeAll(s.receiverName);
    for (const QString &line : std::as_const(addressLines))
        receiver += QStringLiteral("<br>") + esc(line);
    // The receiver above the table, the full width of the pane: an address is the longest value and
    // would squeeze the column of the dates and states beside the labels.
    html += QStringLiteral("<p><i>%1</i><br>%2</p>").arg(esc(tr("Receiver")), receiver);
    html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    // The kind's own dates, as its fields are (DocumentDraft::dateFields): a quote's valid until, a
    // delivery note's delivery date, an invoice's due and delivery dates; "–" where one is not set.
    row(DocumentKindText::dateLabel(m_kind), date(s.date));
    if (DocumentRules::hasValidUntil(m_kind))
        row(tr("Valid until"), date(JsonReader::date(d.raw, QLatin1String("validUntilDate"))));
    if (DocumentRules::hasDueDate(m_kind))
        row(tr("Due date"), date(s.dueDate));
    if (DocumentRules::hasDeliveryDate(m_kind))
        row(tr("Delivery date"), date(s.deliveryDate));
    if (!s.reference.isEmpty())
        row(tr("Reference"), esc(s.reference));
    QStringList state;
    if (s.cancelled)
        state << tr("Cancelled");
    if (s.archived)
        state << tr("Archived");
    if (s.sentStatus == QLatin1String("SENT"))
        state << tr("Sent");
    else if (s.sentStatus == QLatin1String("OPEN"))
        state << tr("Not sent");
    else if (!s.sentStatus.isEmpty())
        state << s.sentStatus;
    if (!state.isEmpty())
        row(tr("Status"), esc(state.join(QStringLiteral(", "))));
    if (const QString origin = originHtml(); !origin.isEmpty())
        row(tr("Made from"), origin);
    if (const QString followUps = followUpsHtml(); !followUps.isEmpty())
        row(tr("Follow-up"), followUps);
    html += QStringLiteral("</table>");

    // Two lines per position (what, then how much), so the pane stays readable when it is narrow.
    html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Positions")));
    html += QStringLiteral("<table width='100%' cellspacing='0' cellpadding='2'>");
    for (const DocumentPosition &p : d.positions) {
        if (p.kind == QLatin1String("product")) {
            QString what = esc(p.description);
            if (!p.productNumber.isEmpty())
                what = QStringLiteral("%1 <small>(%2)</small>").arg(what, esc(p.productNumber));
            const QString unit = unitName(m_units, p.unitCode, language);
            if (!priced) {
                html +=
                    QStringLiteral("<tr><td>%1</td><td align='right' valign='top'>%2</td></tr>")
                        .arg(what,
                            esc(tr("%1 %2").arg(formatQuantity(p.quantityMilli, locale), unit).trimmed()));
                continue;
            }
            QString how = tr("%1 %2 × %3 · VAT %4")
                              .arg(formatQuantity(p.quantityMilli, locale), unit,
                                  Money::format(p.singlePriceMinor, cur, locale),
                                  Money::formatPercent(p.vatBasisPoints, locale));
            if (p.discountBasisPoints != 0)
                how += tr(" · discount %1").arg(Money::formatPercent(p.discountBasisPoints, locale));
            html += QStringLiteral(
                "<tr><td>%1<br><small>%2</small></td><td align='right' valign='top'>%3</td></tr>")
                        .arg(what, esc(how), money(p.totalMinor));
        } else if (p.kind == QLatin1String("subtitle") || p.kind == QLatin1String("group")) {
            html += QStringLiteral("<tr><td colspan='2'><b>%1</b></td></tr>").arg(esc(p.title));
        } else if (p.kind == QLatin1String("text")) {
            html += QStringLiteral("<tr><td colspan='2'>%1</td></tr>").arg(esc(p.description + p.title));
        } else if (p.kind == QLatin1String("divider")) {
            html += QStringLiteral("<tr><td colspan='2'><hr></td></tr>");
        }
    }
    html += QStringLiteral("</table>");

    if (!priced) {
        m_browser->setHtml(html);
        return;
    }
    html += QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='2'>").arg(esc(tr("Totals")));
    const auto total = [&html](const QString &label, const QString &value, bool bold = false) {
        const QString v = bold ? QStringLiteral("<b>%1</b>").arg(value) : value;
        html +=
            QStringLiteral("<tr><td>%1&nbsp;&nbsp;</td><td align='right'>%2</td></tr>").arg(esc(label), v);
    };
    // The lines the editor's totals show, computed from the positions and the document discount as the
    // editor does (TotalsCalculator): subtotal, discount, VAT per rate and rounding add up to the total.
    const DocumentTotals totals = DocumentDraft::fromDetail(m_kind, d.raw).totals();
    for (const TotalsPanel::Line &line : TotalsPanel::lines(totals, d.pricesIncludeVat, locale))
        total(line.label, money(line.minor), line.bold);
    if (totals.totalMinor != s.totalMinor)
        total(tr("Total at the service:"), money(s.totalMinor), true);
    if (s.cancelled)
        total(tr("Cancelled: nothing is to be paid."), QString());
    else if (s.openMinor)
        total(tr("Open amount:"), money(*s.openMinor));
    html += QStringLiteral("</table>");

    if (!d.iban.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><p>%2 %3")
                    .arg(esc(tr("Payment")), esc(tr("IBAN")), esc(PaymentReference::groupedIban(d.iban)));
        if (!d.paymentReference.isEmpty()) {
            // A QR or creditor reference in the groups the QR-bill prints; any other text as written.
            const PaymentReference::Type type = PaymentReference::typeOf(d.paymentReference);
            const QString label = type == PaymentReference::Type::Qrr ? tr("QR reference")
                : type == PaymentReference::Type::Scor                ? tr("Creditor reference")
                                                                      : tr("Reference");
            const QString value = type == PaymentReference::Type::None
                ? d.paymentReference
                : PaymentReference::formatted(d.paymentReference);
            html += QStringLiteral("<br>%1 %2").arg(esc(label), esc(value));
        }
        html += QStringLiteral("</p>");
    }
    for (const QString &text : {d.terms, d.publicNotes, d.footerText}) {
        if (!text.isEmpty())
            html +=
                QStringLiteral("<p>%1</p>").arg(esc(text).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    }
    m_browser->setHtml(html);
}
