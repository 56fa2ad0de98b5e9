#include "api/FieldMessages.h"

#include <QStringList>

QHash<QString, QString> fieldMessages(const ApiError &error)
{
    QHash<QString, QString> out;
    for (auto it = error.fieldErrors().begin(); it != error.fieldErrors().end(); ++it)
        out.insert(it.key(), it.value().join(QLatin1Char(' ')));
    return out;
}
