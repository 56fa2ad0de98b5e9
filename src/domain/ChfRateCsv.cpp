#include "domain/ChfRateCsv.h"

#include <QCoreApplication>
#include <QRegularExpression>

// The words keep the context they were translated in (ReportSource).
QList<ChfRate> ChfRateCsv::read(const QString &csv, QStringList *problems)
{
    static const QRegularExpression separator(QStringLiteral("[;,\\t]"));
    static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
    static const QRegularExpression monthText(QStringLiteral("^\\d{4}-(0[1-9]|1[0-2])$"));
    QList<ChfRate> rates;
    const QStringList lines = csv.split(QRegularExpression(QStringLiteral("\\r?\\n")));
    for (qsizetype n = 0; n < lines.size(); ++n) {
        QString line = lines.at(n).trimmed();
        if (n == 0 && line.startsWith(QChar(0xFEFF)))
            line.remove(0, 1);
        if (line.isEmpty())
            continue;
        const QStringList fields = line.split(separator);
        const QString currency = fields.value(0).trimmed().remove(QLatin1Char('"')).toUpper();
        const QString month = fields.value(1).trimmed().remove(QLatin1Char('"'));
        const auto rate = VatRules::rateMicroFromText(fields.value(2).trimmed().remove(QLatin1Char('"')));
        if (fields.size() == 3 && currencyCode.match(currency).hasMatch() && monthText.match(month).hasMatch()
            && rate && currency != QLatin1String("CHF")) {
            rates.append({currency, month, *rate});
            continue;
        }
        if (n == 0 && rates.isEmpty() && !rate)
            continue; // a header line
        if (fields.size() != 3)
            problems->append(QCoreApplication::translate(
                "ReportSource", "Line %1: three fields expected (currency, month, rate), found %2.")
                                 .arg(n + 1)
                                 .arg(fields.size()));
        else if (!currencyCode.match(currency).hasMatch() || currency == QLatin1String("CHF"))
            problems->append(QCoreApplication::translate(
                "ReportSource", "Line %1: the currency \"%2\" is not a three-letter code other than CHF.")
                                 .arg(n + 1)
                                 .arg(currency));
        else if (!monthText.match(month).hasMatch())
            problems->append(QCoreApplication::translate(
                "ReportSource", "Line %1: the month \"%2\" is not written as 2024-03.")
                                 .arg(n + 1)
                                 .arg(month));
        else
            problems->append(QCoreApplication::translate(
                "ReportSource", "Line %1: the rate \"%2\" is not a positive number such as 0.9512.")
                                 .arg(n + 1)
                                 .arg(fields.value(2)));
    }
    return rates;
}
