#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>

// What a column of an invoice CSV file can be: one field of the import body's documentData.
enum class ImportField {
    Receiver, // company or person: uuid, customer number or name
    CurrencyCode,
    InvoiceDate,
    DueDate,
    DeliveryDate,
    Iban,
    Reference,
    DocumentTotal,
    TaxRate,
    TaxIncluded,
    TaxAmount,
    AccountNumber,
};
constexpr int importFieldCount = int(ImportField::AccountNumber) + 1;

// Which column of the file (index into the header) feeds which import field; -1 = none.
class ImportMapping
{
    Q_DECLARE_TR_FUNCTIONS(ImportMapping)

public:
    ImportMapping() { m_columns.fill(-1); }

    static QList<ImportField> fields();
    static QString label(ImportField field);
    static QString description(ImportField field);
    static bool isRequired(ImportField field);
    // Columns named like a field (English or German, any case, spaces and '_' ignored) are mapped.
    static ImportMapping guess(const QStringList &header);

    int column(ImportField field) const { return m_columns[size_t(field)]; }
    void setColumn(ImportField field, int column) { m_columns[size_t(field)] = column; }

    bool operator==(const ImportMapping &) const = default;

private:
    std::array<int, importFieldCount> m_columns;
};
