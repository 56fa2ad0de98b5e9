#include "domain/DateText.h"

#include <QRegularExpression>

namespace DateText {

QString format(const QLocale &locale)
{
    QString f = locale.dateFormat(QLocale::ShortFormat);
    if (!f.contains(QLatin1String("yyyy"))) {
        // Every run of y (a locale may write "yy" or a lone "y") becomes four.
        static const QRegularExpression years(QStringLiteral("y+"));
        f.replace(years, QStringLiteral("yyyy"));
    }
    return f;
}

QString of(const QDate &date, const QLocale &locale)
{
    return date.isValid() ? locale.toString(date, format(locale)) : QString();
}

} // namespace DateText
