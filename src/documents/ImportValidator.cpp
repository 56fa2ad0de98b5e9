#include "documents/ImportValidator.h"

#include "api/JsonReader.h"
#include "domain/DateText.h"
#include "domain/Money.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <cstdlib>

namespace {

// JSON numbers are doubles: the nearest double to an exact decimal is written back by QJsonDocument as
// the shortest text that reads as it, which is that decimal again. No arithmetic happens on it.
QJsonValue decimalJson(qint64 scaledValue, int decimals)
{
    qint64 divisor = 1;
    for (int i = 0; i < decimals; ++i)
        divisor *= 10;
    const qint64 a = std::llabs(scaledValue);
    QString text = QString::number(a / divisor);
    if (decimals > 0)
        text += QLatin1Char('.') + QString::number(a % divisor).rightJustified(decimals, QLatin1Char('0'));
    if (scaledValue < 0)
        text.prepend(QLatin1Char('-'));
    return text.toDouble();
}

QString formattedIban(const QString &compact)
{
    QStringList groups;
    for (qsizetype i = 0; i < compact.size(); i += 4)
        groups << compact.mid(i, 4);
    return groups.join(QLatin1Char(' '));
}

} // namespace

QString ImportProblem::text() const
{
    if (column.isEmpty())
        return ImportValidator::tr("Row %1: %2").arg(rowNumber).arg(reason);
    return ImportValidator::tr("Row %1, column “%2”: %3").arg(rowNumber).arg(column, reason);
}

ImportValidator::ImportValidator(
    QStringList header, ImportMapping mapping, ImportReceivers receivers, QLocale locale)
    : m_header(std::move(header))
    , m_mapping(mapping)
    , m_receivers(std::move(receivers))
    , m_locale(std::move(locale))
{ }

QStringList ImportValidator::mappingProblems() const
{
    QStringList problems;
    for (ImportField field : ImportMapping::fields()) {
        if (ImportMapping::isRequired(field) && m_mapping.column(field) < 0)
            problems
                << tr("“%1” is required: choose the column that holds it.").arg(ImportMapping::label(field));
    }
    return problems;
}

QString ImportValidator::cell(const QStringList &cells, ImportField field) const
{
    const int column = m_mapping.column(field);
    return column >= 0 && column < cells.size() ? cells.at(column).trimmed() : QString();
}

ImportRow ImportValidator::validate(int index, int rowNumber, const QStringList &cells, int fieldCount) const
{
    ImportRow row;
    row.index = index;
    row.rowNumber = rowNumber;
    const auto problem = [&](ImportField field, const QString &reason) {
        const int column = m_mapping.column(field);
        row.problems << ImportProblem {
            rowNumber, column >= 0 ? m_header.value(column) : ImportMapping::label(field), reason};
    };
    // Raw text first; replaced by the understood value where the cell is valid.
    for (ImportField field : ImportMapping::fields())
        row.shown[size_t(field)] = cell(cells, field);
    const auto value = [&](ImportField field) {
        const QString text = cell(cells, field);
        if (text.isEmpty() && ImportMapping::isRequired(field))
            problem(field,
                m_mapping.column(field) < 0 ? tr("no column is chosen for this required field")
                                            : tr("is empty; it is required"));
        return text;
    };

    if (fieldCount > m_header.size())
        row.problems << ImportProblem {rowNumber, {},
            tr("has %1 fields but the header has %2; a decimal comma in a file separated by commas must be "
               "in quotes")
                .arg(fieldCount)
                .arg(m_header.size())};

    QJsonObject data;

    const QString receiverText = value(ImportField::Receiver);
    if (!receiverText.isEmpty()) {
        const ImportReceivers::Match match = m_receivers.resolve(receiverText);
        if (match.receiver) {
            data.insert(QStringLiteral("receiver"),
                match.receiver->companyUuid.isEmpty()
                    ? QJsonObject {{QStringLiteral("personUuid"), match.receiver->personUuid}}
                    : QJsonObject {{QStringLiteral("companyUuid"), match.receiver->companyUuid}});
            row.shown[size_t(ImportField::Receiver)] = match.receiver->name;
        } else {
            problem(ImportField::Receiver, match.problem);
        }
    }

    QString currency = value(ImportField::CurrencyCode).toUpper();
    static const QRegularExpression isoCode(QStringLiteral("^[A-Z]{3}$"));
    if (!currency.isEmpty()) {
        if (isoCode.match(currency).hasMatch()) {
            data.insert(QStringLiteral("currencyCode"), currency);
            row.shown[size_t(ImportField::CurrencyCode)] = currency;
        } else {
            problem(
                ImportField::CurrencyCode, tr("“%1” is not a currency code like CHF or EUR").arg(currency));
            currency.clear();
        }
    }

    const auto dateField = [&](ImportField field, const QString &key) -> QDate {
        const QString text = value(field);
        if (text.isEmpty())
            return {};
        const auto date = parseDate(text, m_locale);
        if (!date) {
            problem(field, tr("“%1” is not a date; write it as 2026-03-31 or 31.3.2026").arg(text));
            return {};
        }
        data.insert(key, date->toString(Qt::ISODate));
        row.shown[size_t(field)] = DateText::of(*date, m_locale);
        return *date;
    };
    const QDate invoiceDate = dateField(ImportField::InvoiceDate, QStringLiteral("invoiceDate"));
    const QDate dueDate = dateField(ImportField::DueDate, QStringLiteral("dueDate"));
    dateField(ImportField::DeliveryDate, QStringLiteral("deliveryDate"));
    if (invoiceDate.isValid() && dueDate.isValid() && dueDate < invoiceDate)
        problem(ImportField::DueDate, tr("is before the invoice date"));

    const QString totalText = value(ImportField::DocumentTotal);
    if (!totalText.isEmpty()) {
        QString why;
        const auto total = parseAmount(totalText, 2, &why);
        if (!total) {
            problem(ImportField::DocumentTotal, why);
        } else if (*total < 0) {
            problem(ImportField::DocumentTotal, tr("is negative; the total must be at least 0"));
        } else {
            data.insert(QStringLiteral("documentTotal"), decimalJson(*total, 2));
            row.shown[size_t(ImportField::DocumentTotal)] = Money::format(*total, currency, m_locale);
        }
    }

    QJsonObject payment;
    const QString ibanText = value(ImportField::Iban);
    if (!ibanText.isEmpty()) {
        const QString iban = compactIban(ibanText);
        if (isValidIban(iban)) {
            payment.insert(QStringLiteral("iban"), iban);
            row.shown[size_t(ImportField::Iban)] = formattedIban(iban);
        } else {
            problem(ImportField::Iban,
                tr("“%1” is not a valid IBAN (its check digits do not match)").arg(ibanText));
        }
    }
    const QString reference = value(ImportField::Reference);
    if (reference.size() > 255)
        problem(ImportField::Reference, tr("is longer than 255 characters"));
    else if (!reference.isEmpty())
        payment.insert(QStringLiteral("reference"), reference);
    if (!payment.isEmpty())
        data.insert(QStringLiteral("paymentInstructions"), payment);

    // One tax position per row, when any of its columns has a value; then all but "included" are needed.
    const QString rateText = value(ImportField::TaxRate);
    const QString includedText = value(ImportField::TaxIncluded);
    const QString taxText = value(ImportField::TaxAmount);
    const QString accountText = value(ImportField::AccountNumber);
    if (!rateText.isEmpty() || !includedText.isEmpty() || !taxText.isEmpty() || !accountText.isEmpty()) {
        QJsonObject tax;
        const auto needed = [&](ImportField field) {
            problem(field,
                m_mapping.column(field) < 0 ? tr("no column is chosen; a VAT line needs it")
                                            : tr("is empty; the row has VAT, so it is needed"));
        };
        if (rateText.isEmpty()) {
            needed(ImportField::TaxRate);
        } else {
            QString rate = rateText;
            if (rate.endsWith(QLatin1Char('%')))
                rate.chop(1);
            QString why;
            const auto basisPoints = parseAmount(rate, 2, &why);
            if (!basisPoints)
                problem(ImportField::TaxRate, why);
            else if (*basisPoints < 0 || *basisPoints > 10000)
                problem(ImportField::TaxRate, tr("must be a percentage from 0 to 100"));
            else {
                tax.insert(QStringLiteral("taxRate"), decimalJson(*basisPoints, 2));
                row.shown[size_t(ImportField::TaxRate)] = Money::formatPercent(*basisPoints, m_locale);
            }
        }
        if (taxText.isEmpty()) {
            needed(ImportField::TaxAmount);
        } else {
            QString why;
            const auto amount = parseAmount(taxText, 2, &why);
            if (!amount) {
                problem(ImportField::TaxAmount, why);
            } else {
                tax.insert(QStringLiteral("amount"), decimalJson(*amount, 2));
                row.shown[size_t(ImportField::TaxAmount)] = Money::format(*amount, currency, m_locale);
            }
        }
        static const QRegularExpression wholeNumber(QStringLiteral("^[0-9]{1,9}$"));
        if (accountText.isEmpty())
            needed(ImportField::AccountNumber);
        else if (!wholeNumber.match(accountText).hasMatch())
            problem(ImportField::AccountNumber, tr("“%1” is not a whole number").arg(accountText));
        else
            tax.insert(QStringLiteral("accountNumber"), accountText.toInt());
        const auto included =
            includedText.isEmpty() ? std::optional<bool>(false) : parseBoolean(includedText);
        if (!included) {
            problem(ImportField::TaxIncluded, tr("“%1” is neither yes nor no").arg(includedText));
        } else {
            tax.insert(QStringLiteral("isTaxIncluded"), *included);
            row.shown[size_t(ImportField::TaxIncluded)] = *included ? tr("yes") : tr("no");
        }
        data.insert(QStringLiteral("taxPositions"), QJsonArray {tax});
    }

    if (row.isValid())
        row.element = QJsonObject {{QStringLiteral("documentData"), data}};
    return row;
}

std::optional<QDate> ImportValidator::parseDate(const QString &text, const QLocale &locale)
{
    const QString t = text.trimmed();
    static const QRegularExpression iso(QStringLiteral("^(\\d{4})-(\\d{2})-(\\d{2})$"));
    static const QRegularExpression dotted(QStringLiteral("^(\\d{1,2})\\.(\\d{1,2})\\.(\\d{2}|\\d{4})$"));
    QDate date;
    if (const auto m = iso.match(t); m.hasMatch()) {
        date = QDate(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    } else if (const auto d = dotted.match(t); d.hasMatch()) {
        int year = d.captured(3).toInt();
        if (d.captured(3).size() == 2)
            year += 2000; // invoices of the last century are not imported
        date = QDate(year, d.captured(2).toInt(), d.captured(1).toInt());
    } else {
        date = locale.toDate(t, QLocale::ShortFormat);
        if (date.isValid() && date.year() < 100)
            date = date.addYears(2000);
        else if (date.isValid() && date.year() < 1970)
            date = date.addYears(100); // "yy" read as 19yy
    }
    if (!date.isValid() || date.year() < 1900 || date.year() > 2199)
        return std::nullopt;
    return date;
}

std::optional<qint64> ImportValidator::parseAmount(const QString &text, int decimals, QString *why)
{
    QString t = text.trimmed();
    // Thousands separators that are never decimal points.
    t.remove(QRegularExpression(QStringLiteral("[\\s'’\\x{00a0}\\x{202f}]")));
    if (t.startsWith(QChar(0x2212)))
        t.replace(0, 1, QLatin1Char('-')); // the typographic minus
    static const QRegularExpression form(QStringLiteral("^[-+]?[0-9.,]*[0-9][0-9.,]*$"));
    if (!form.match(t).hasMatch()) {
        *why = tr("“%1” is not an amount").arg(text.trimmed());
        return std::nullopt;
    }
    const qsizetype lastDot = t.lastIndexOf(QLatin1Char('.'));
    const qsizetype lastComma = t.lastIndexOf(QLatin1Char(','));
    const qsizetype dots = t.count(QLatin1Char('.'));
    const qsizetype commas = t.count(QLatin1Char(','));
    // With both separators the last is the decimal one and the other groups thousands (1.234,50 and
    // 1,234.50); a single one occurring once is decimal (12,5), repeated it groups (1.234.567).
    QChar decimal;
    QChar grouping;
    if (lastDot >= 0 && lastComma >= 0) {
        decimal = lastDot > lastComma ? QLatin1Char('.') : QLatin1Char(',');
        grouping = lastDot > lastComma ? QLatin1Char(',') : QLatin1Char('.');
    } else if (dots > 0) {
        (dots == 1 ? decimal : grouping) = QLatin1Char('.');
    } else if (commas > 0) {
        (commas == 1 ? decimal : grouping) = QLatin1Char(',');
    }
    const qsizetype point = decimal.isNull() ? -1 : t.indexOf(decimal);
    if (point >= 0 && (t.count(decimal) > 1 || (!grouping.isNull() && t.indexOf(grouping, point) >= 0))) {
        *why = tr("“%1” is not an amount").arg(text.trimmed());
        return std::nullopt;
    }
    if (!grouping.isNull())
        t.remove(grouping);
    if (point >= 0) {
        t.replace(decimal, QLatin1Char('.'));
        const qsizetype fraction = t.size() - t.indexOf(QLatin1Char('.')) - 1;
        if (fraction > decimals) {
            *why = tr("“%1” has more than %n decimal place(s)", nullptr, decimals).arg(text.trimmed());
            return std::nullopt;
        }
    }
    const auto value = JsonReader::parseDecimal(t, decimals);
    if (!value || std::llabs(*value) > 100'000'000'000'000LL) {
        *why = tr("“%1” is not an amount").arg(text.trimmed());
        return std::nullopt;
    }
    return value;
}

std::optional<bool> ImportValidator::parseBoolean(const QString &text)
{
    static const QStringList yes {QStringLiteral("1"), QStringLiteral("true"), QStringLiteral("yes"),
        QStringLiteral("y"), QStringLiteral("x"), QStringLiteral("ja"), QStringLiteral("j"),
        QStringLiteral("oui"), QStringLiteral("si"), QStringLiteral("sì"), QStringLiteral("wahr")};
    static const QStringList no {QStringLiteral("0"), QStringLiteral("false"), QStringLiteral("no"),
        QStringLiteral("n"), QStringLiteral("nein"), QStringLiteral("non"), QStringLiteral("falsch")};
    const QString t = text.trimmed().toCaseFolded();
    if (yes.contains(t))
        return true;
    if (no.contains(t))
        return false;
    return std::nullopt;
}

QString ImportValidator::compactIban(const QString &text)
{
    QString compact;
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            compact += c.toUpper();
    }
    return compact;
}

bool ImportValidator::isValidIban(const QString &compact)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"));
    if (!pattern.match(compact).hasMatch())
        return false;
    // ISO 13616: the first four characters moved to the end, letters as 10..35, the number mod 97 is 1.
    const QString rearranged = compact.mid(4) + compact.left(4);
    int remainder = 0;
    for (const QChar c : rearranged) {
        const int v = c.isDigit() ? c.digitValue() : c.unicode() - 'A' + 10;
        remainder = (v >= 10 ? remainder * 100 : remainder * 10) + v;
        remainder %= 97;
    }
    return remainder == 1;
}
