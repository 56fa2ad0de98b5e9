#include "session/Profile.h"

#include <QCryptographicHash>

QString Profile::folderName() const
{
    QString safe;
    for (QChar c : name) {
        safe += (c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char('-') ? c : QLatin1Char('_');
    }
    // Two names that differ only in special characters still get different folders.
    const QByteArray hash = QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha1).toHex().left(8);
    return safe.left(40) + QLatin1Char('-') + QString::fromLatin1(hash);
}
