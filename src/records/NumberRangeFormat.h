#pragma once

#include <QDate>
#include <QJsonObject>
#include <QString>

#include <optional>

// A number range of the invoice settings ({counter, pattern, padding}) and the number it gives the next
// document. The placeholders are replaced in this order, each everywhere it occurs: {YYYY} (year),
// {YY} (two-digit year), {MM} (two-digit month), {COUNTER} (the counter, zero-padded to `padding`
// digits), the way the service numbers a new document by its document date.
struct NumberRange
{
    qint64 counter = 1;
    QString pattern;
    int padding = 0;

    // nullopt when the object lacks a whole-number counter or a text pattern.
    static std::optional<NumberRange> fromJson(const QJsonObject &o);
    QJsonObject toJson() const;

    QString format(const QDate &documentDate) const;
    bool hasCounter() const;
};
