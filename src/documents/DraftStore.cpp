#include "documents/DraftStore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <optional>

namespace {

std::optional<DocumentKind> kindOfSegment(const QString &segment)
{
    for (DocumentKind kind : {DocumentKind::Quote, DocumentKind::ContractNote, DocumentKind::DeliveryNote,
             DocumentKind::Invoice, DocumentKind::CreditNote, DocumentKind::RecurringInvoice,
             DocumentKind::Template, DocumentKind::Receipt}) {
        if (segment == DocumentKinds::pathSegment(kind))
            return kind;
    }
    return std::nullopt;
}

// A uuid from the service becomes part of a file name only when it is one (never a path).
bool isPlainUuid(const QString &uuid)
{
    return !QUuid::fromString(uuid).isNull();
}

} // namespace

DraftStore::DraftStore(const QString &dir)
    : m_dir(dir)
{ }

DraftStore DraftStore::forAccount(const QString &accountUuid)
{
    const QString account =
        isPlainUuid(accountUuid) ? QUuid::fromString(accountUuid).toString(QUuid::WithoutBraces) : QString();
    return DraftStore(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/drafts/") + (account.isEmpty() ? QStringLiteral("other") : account));
}

bool DraftStore::keep(DocumentKind kind, const QString &uuid, const QJsonObject &body, QString *error)
{
    if (!QDir().mkpath(m_dir)) {
        if (error)
            *error = QStringLiteral("cannot create %1").arg(m_dir);
        return false;
    }
    const QString name = QStringLiteral("%1-%2.json")
                             .arg(DocumentKinds::pathSegment(kind),
                                 isPlainUuid(uuid) ? QUuid::fromString(uuid).toString(QUuid::WithoutBraces)
                                                   : QStringLiteral("new-")
                                         + QUuid::createUuid().toString(QUuid::WithoutBraces));
    const QJsonObject file {{QStringLiteral("kind"), QString(DocumentKinds::pathSegment(kind))},
        {QStringLiteral("uuid"), isPlainUuid(uuid) ? uuid : QString()},
        {QStringLiteral("keptAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("body"), body}};
    QSaveFile out(m_dir + QLatin1Char('/') + name);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(file).toJson()) < 0 || !out.commit()) {
        if (error)
            *error = out.errorString();
        return false;
    }
    return true;
}

QList<DraftStore::Kept> DraftStore::drafts() const
{
    QList<Kept> kept;
    const QDir dir(m_dir);
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly) || file.size() > 16 * 1024 * 1024)
            continue;
        const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        const auto kind = kindOfSegment(o.value(QLatin1String("kind")).toString());
        if (!kind || !o.value(QLatin1String("body")).isObject())
            continue;
        kept.append({name, *kind, o.value(QLatin1String("uuid")).toString(),
            QDateTime::fromString(o.value(QLatin1String("keptAt")).toString(), Qt::ISODateWithMs),
            o.value(QLatin1String("body")).toObject()});
    }
    std::stable_sort(
        kept.begin(), kept.end(), [](const Kept &a, const Kept &b) { return a.keptAt < b.keptAt; });
    return kept;
}

bool DraftStore::remove(const QString &id)
{
    if (id.contains(QLatin1Char('/')) || id.startsWith(QLatin1Char('.')))
        return false;
    return QFile::remove(m_dir + QLatin1Char('/') + id);
}
