#pragma once

#include "documents/ImportMapping.h"
#include "documents/ImportReceivers.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

// Something wrong with one cell (or a whole row) of an import file, found before anything is sent.
struct ImportProblem
{
    int rowNumber = 0; // as a spreadsheet shows it (the header is row 1)
    QString column; // the column's header; empty for a problem of the whole row
    QString reason;

    QString text() const;
};

// One row of the file, checked and turned into an element of the import body.
struct ImportRow
{
    int index = 0; // into CsvTable::rows
    int rowNumber = 0;
    QJsonObject element; // {documentData: {...}}; empty when the row has problems
    std::array<QString, importFieldCount> shown; // the values as understood, for the preview
    QList<ImportProblem> problems;

    bool isValid() const { return problems.isEmpty(); }
};

// Checks the rows of an invoice CSV file against the spec's rules and the local addresses, before
// anything is sent: required fields, dates, exact amounts, currency code, IBAN check digits.
class ImportValidator
{
    Q_DECLARE_TR_FUNCTIONS(ImportValidator)

public:
    ImportValidator(
        QStringList header, ImportMapping mapping, ImportReceivers receivers, QLocale locale = QLocale());

    // Required fields without a column: the mapping cannot be used yet.
    QStringList mappingProblems() const;
    ImportRow validate(int index, int rowNumber, const QStringList &cells, int fieldCount = -1) const;

    // The parsers, public for their tests. Dates: 2026-03-31, 31.3.2026, 31.3.26 and the locale's
    // short format. Amounts: `.` or `,` as decimal separator, `'`, `’`, spaces and the other separator
    // as thousands separators; more decimals than `decimals` is an error, never rounded.
    static std::optional<QDate> parseDate(const QString &text, const QLocale &locale);
    static std::optional<qint64> parseAmount(const QString &text, int decimals, QString *why);
    static std::optional<bool> parseBoolean(const QString &text);
    // Letters and digits only, upper case: "CH93 0076 2011 6238 5295 7" -> "CH9300762011623852957".
    static QString compactIban(const QString &text);
    static bool isValidIban(const QString &compact);

private:
    QString cell(const QStringList &cells, ImportField field) const;

    QStringList m_header;
    ImportMapping m_mapping;
    ImportReceivers m_receivers;
    QLocale m_locale;
};
