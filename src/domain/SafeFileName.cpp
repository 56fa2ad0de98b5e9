#include "domain/SafeFileName.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

namespace {

bool isInvisible(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0))
        return true;
    // Direction marks, embeddings, overrides and isolates; zero-width characters; the BOM.
    return (u >= 0x200b && u <= 0x200f) || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069)
        || u == 0xfeff || c.category() == QChar::Other_Format;
}

bool isRefused(QChar c)
{
    switch (c.unicode()) {
    case u'/':
    case u'\\':
    case u':':
    case u'*':
    case u'?':
    case u'"':
    case u'<':
    case u'>':
    case u'|':
        return true;
    default:
        return false;
    }
}

// Dots and spaces at either end: a leading dot hides a file (or makes ".."), Windows drops trailing ones.
QString trimEnds(QString name)
{
    qsizetype from = 0;
    while (from < name.size() && (name.at(from) == QLatin1Char('.') || name.at(from).isSpace()))
        ++from;
    qsizetype to = name.size();
    while (to > from && (name.at(to - 1) == QLatin1Char('.') || name.at(to - 1).isSpace()))
        --to;
    return name.mid(from, to - from);
}

bool isReservedDevice(const QString &name)
{
    // The part before the first dot (Windows treats "NUL.pdf" and "nul.tar.gz" as the device too), and
    // with trailing spaces dropped as Windows does.
    const QString base = name.section(QLatin1Char('.'), 0, 0).trimmed().toUpper();
    static const QRegularExpression reserved(
        QStringLiteral("^(CON|PRN|AUX|NUL|CONIN\\$|CONOUT\\$|(COM|LPT)[0-9\\x{00b9}\\x{00b2}\\x{00b3}])$"));
    return reserved.match(base).hasMatch();
}

// At most `bytes` UTF-8 bytes of `text`, never cutting a character in two.
QString leftBytes(const QString &text, int bytes)
{
    QString out;
    int used = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const qsizetype n = text.at(i).isHighSurrogate() && i + 1 < text.size() ? 2 : 1;
        const QString piece = text.mid(i, n);
        const int size = int(piece.toUtf8().size());
        if (used + size > bytes)
            break;
        out += piece;
        used += size;
        i += n - 1;
    }
    return out;
}

QString clean(const QString &text)
{
    QString name;
    name.reserve(text.size());
    for (const QChar c : text) {
        if (isRefused(c))
            name += QLatin1Char('-');
        else if (isInvisible(c))
            name += QLatin1Char(' ');
        else
            name += c;
    }
    // Lone surrogates are no characters; a file system may refuse them.
    QString valid;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (c.isHighSurrogate() && i + 1 < name.size() && name.at(i + 1).isLowSurrogate()) {
            valid += c;
            valid += name.at(++i);
        } else if (!c.isSurrogate()) {
            valid += c;
        }
    }
    return trimEnds(valid.simplified());
}

} // namespace

namespace SafeFileName {

QString make(const QString &name, const QString &suffix, const QString &fallback)
{
    QString safe = clean(name);
    const QString safeSuffix = suffix.isEmpty() ? QString() : QLatin1Char('.') + clean(suffix);
    if (safe.isEmpty())
        safe = clean(fallback);
    if (safe.isEmpty())
        safe = QStringLiteral("file");
    if (!safeSuffix.isEmpty() && safeSuffix.size() > 1 && !safe.endsWith(safeSuffix, Qt::CaseInsensitive))
        safe += safeSuffix;
    if (isReservedDevice(safe))
        safe.prepend(QLatin1Char('_'));
    if (safe.toUtf8().size() > maxBytes) {
        // Keep a short extension (".pdf"), shorten the rest.
        const qsizetype dot = safe.lastIndexOf(QLatin1Char('.'));
        const QString extension = dot > 0 && safe.size() - dot <= 10 ? safe.mid(dot) : QString();
        const int room = maxBytes - int(extension.toUtf8().size());
        safe = trimEnds(leftBytes(safe.left(safe.size() - extension.size()), room)) + extension;
    }
    return safe;
}

QString freePathIn(const QString &folder, const QString &name, const QString &suffix)
{
    const QString safe = make(name, suffix);
    const qsizetype dot = safe.lastIndexOf(QLatin1Char('.'));
    const QString base = dot > 0 ? safe.left(dot) : safe;
    const QString extension = dot > 0 ? safe.mid(dot) : QString();
    const QDir dir(folder);
    for (int n = 1; n <= 1000; ++n) {
        const QString candidate = n == 1 ? safe : QStringLiteral("%1 (%2)%3").arg(base).arg(n).arg(extension);
        const QString path = dir.filePath(candidate);
        // QFileInfo::exists is false for a dangling symbolic link, which writing would follow.
        if (!QFileInfo(path).exists() && !QFileInfo(path).isSymLink() && isDirectlyIn(folder, path))
            return path;
    }
    return {};
}

bool isDirectlyIn(const QString &folder, const QString &path)
{
    const QFileInfo file(QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    const QString name = file.fileName();
    return !name.isEmpty() && name != QLatin1String(".") && name != QLatin1String("..")
        && file.path() == QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
}

} // namespace SafeFileName
