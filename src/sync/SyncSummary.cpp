#include "SyncSummary.h"

#include <QLocale>

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
        lines << tr("%1 (%2): %3 received, %4 saved, %5 removed")
                     .arg(QLatin1String(DocumentKinds::pathSegment(k.kind)), how, locale.toString(k.fetched),
                         locale.toString(k.upserted), locale.toString(k.deleted));
    }
    lines << tr("%n request(s) in %1 s", nullptr, requests)
                 .arg(locale.toString(double(durationMs) / 1000.0, 'f', 2));
    return lines.join(QLatin1Char('\n'));
}
