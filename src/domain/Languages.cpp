#include "domain/Languages.h"

const QStringList &Languages::codes()
{
    static const QStringList list {
        QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("it")};
    return list;
}
