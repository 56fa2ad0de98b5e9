#pragma once

#include <QDate>
#include <QVariant>

// How the local copy keeps a day: the Julian day number in an INTEGER column (NULL when the service gave
// none), so that SQL compares and sorts days as numbers.
namespace StoredDate {

inline QDate fromColumn(const QVariant &value)
{
    return value.isNull() ? QDate() : QDate::fromJulianDay(value.toLongLong());
}

} // namespace StoredDate
