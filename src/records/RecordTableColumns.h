#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

// Shared pieces of the record tables' column definitions and editors: the four languages of the
// service's translations, and values read from stored JSON as display text.
class RecordTableColumns
{
    Q_DECLARE_TR_FUNCTIONS(RecordTableColumns)

public:
    // de, en, fr, it: the keys of every `translations` object.
    static const QStringList &languages();
    // "German", "English", ... in the user's language, for a tab (no mnemonic: the tabs of a record
    // editor are switched with Ctrl+Tab, their letters would clash with the fields').
    static QString languageName(const QString &code);
    // translations.<lang>.<field>, preferring the user's language, then de, en, fr, it.
    static QString translated(const QJsonObject &record, QLatin1String field);
    // An ISO date of the record in the locale's short format; empty when there is none.
    static QString dateText(const QJsonObject &record, QLatin1String key, const QLocale &locale = {});
    // A decimal number (a number or numeric text) as exact minor units with `decimals` places.
    static std::optional<qint64> decimal(const QJsonObject &record, QLatin1String key, int decimals);
    // Minor units as locale text with grouping, at least `minDecimals` places and at most `decimals`.
    static QString decimalText(qint64 minor, int decimals, int minDecimals, const QLocale &locale = {});
    static QString yesNo(bool value);
};
