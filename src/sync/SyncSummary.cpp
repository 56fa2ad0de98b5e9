#include "sync/SyncSummary.h"

#include <QLocale>

#include <limits>

qint64 SyncSummary::fetched() const
{
    qint64 n = 0;
    for (const SyncKindSummary &k : kinds)
        n += k.fetched;
    return n;
}

qint64 SyncSummary::upserted() const
{
    qint64 n = 0;
    for (const SyncKindSummary &k : kinds)
        n += k.upserted;
    return n;
}

qint64 SyncSummary::deleted() const
{
    qint64 n = 0;
    for (const SyncKindSummary &k : kinds)
        n += k.deleted;
    return n;
}

const SyncKindSummary *SyncSummary::forKind(DocumentKind kind) const
{
    for (const SyncKindSummary &k : kinds) {
        if (k.kind == kind)
            return &k;
    }
    return nullptr;
}

bool SyncSummary::isPartial() const
{
    for (const SyncKindSummary &k : kinds) {
        if (k.isPartial())
            return true;
    }
    return false;
}

QString SyncSummary::countOf(DocumentKind kind, const QString &have, qint64 total)
{
    const int n = int(qMin<qint64>(total, std::numeric_limits<int>::max()));
    switch (kind) {
    case DocumentKind::Quote:
        return tr("%1 of %n quote(s)", nullptr, n).arg(have);
    case DocumentKind::ContractNote:
        return tr("%1 of %n contract note(s)", nullptr, n).arg(have);
    case DocumentKind::DeliveryNote:
        return tr("%1 of %n delivery note(s)", nullptr, n).arg(have);
    case DocumentKind::Invoice:
        return tr("%1 of %n invoice(s)", nullptr, n).arg(have);
    case DocumentKind::CreditNote:
        return tr("%1 of %n credit note(s)", nullptr, n).arg(have);
    case DocumentKind::RecurringInvoice:
        return tr("%1 of %n recurring invoice(s)", nullptr, n).arg(have);
    case DocumentKind::Template:
        return tr("%1 of %n template(s)", nullptr, n).arg(have);
    case DocumentKind::Receipt:
        return tr("%1 of %n receipt(s)", nullptr, n).arg(have);
    }
    return {};
}

QString SyncSummary::partialMessage() const
{
    const QLocale locale;
    QStringList parts;
    for (const SyncKindSummary &k : kinds) {
        if (!k.isPartial())
            continue;
        QString part;
        if (k.total >= 0 && k.pages > 0)
            part = countOf(k.kind, locale.toString(qMin(k.stored, k.total)), k.total);
        else
            part = tr("%1 not listed").arg(QLatin1String(DocumentKinds::pathSegment(k.kind)));
        if (!k.failedPages.isEmpty()) {
            QStringList pages;
            for (int p : k.failedPages)
                pages << locale.toString(p);
            part += QLatin1String("; ")
                + tr("%n page(s) failed (%1): %2", nullptr, int(k.failedPages.size()))
                      .arg(locale.createSeparatedList(pages), k.failure);
        } else if (!k.failure.isEmpty()) {
            part += QLatin1String("; ") + k.failure;
        }
        if (!k.moved.isEmpty())
            part += QLatin1String("; ") + k.moved;
        parts << part;
    }
    if (parts.isEmpty())
        return {};
    return tr("Partly synchronised: %1 The rest is fetched again with the next synchronisation.")
        .arg(parts.join(QLatin1Char(' ')));
}

QString SyncSummary::describe() const
{
    const QLocale locale;
    QStringList lines;
    for (const SyncKindSummary &k : kinds) {
        if (k.forbidden) {
            lines << tr("%1: not listed, the token may not read them (%2)")
                         .arg(QLatin1String(DocumentKinds::pathSegment(k.kind)), k.forbiddenMessage);
            continue;
        }
        QString how;
        if (!k.fullListing)
            how = tr("changes since %1").arg(locale.toString(k.updatedSince, QLocale::ShortFormat));
        else if (k.resumed)
            how = tr("full listing, resumed");
        else
            how = tr("full listing");
        if (k.fullListing && !k.reconciled)
            how = tr("%1, deletions not checked").arg(how);
        if (k.skipped > 0)
            how = tr("%1, %n skipped by the listing (listed again next time)", nullptr, int(k.skipped))
                      .arg(how);
        lines << tr("%1 (%2): %3 received, %4 saved, %5 removed")
                     .arg(QLatin1String(DocumentKinds::pathSegment(k.kind)), how, locale.toString(k.fetched),
                         locale.toString(k.upserted), locale.toString(k.deleted));
    }
    const QString partial = partialMessage();
    if (!partial.isEmpty())
        lines << partial;
    lines << tr("%n request(s) in %1 s", nullptr, requests)
                 .arg(locale.toString(double(durationMs) / 1000.0, 'f', 2));
    return lines.join(QLatin1Char('\n'));
}
