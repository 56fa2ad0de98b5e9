#pragma once

#include "domain/VatSettings.h"
#include "store/AccountDatabase.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <optional>
#include <utility>

class QSqlQuery;

// Everything the VAT return keeps in the local copy besides the service's data, in the tables
// SchemaMigrations makes for it: vat_settings and vat_ntr_product (method, net tax rates), vat_zero_class
// (how turnover at 0 % is classified), vat_chf_rate, vat_input_tax, vat_filed_return and
// vat_filed_document (the periods marked as filed, with what each document added). Cheap to construct
// on any thread (the connection is per thread, see AccountDatabase); each write is one transaction.
class VatStore
{
public:
    VatStore(const QString &dataDir, const QString &accountUuid);
    explicit VatStore(const AccountDatabase &database);

    bool isOpen() const { return m_db.isOpen(); }
    // Why the last call failed; empty when it did not.
    QString errorString() const { return m_error; }

    // Everything kept, as the reports read it.
    struct Kept
    {
        // By "product/NUMBER" and "invoices/UUID", "credit-notes/UUID" (a document's override).
        QHash<QString, ZeroRateClass> zeroClasses;
        // CHF per unit in millionths by "EUR/2024-03".
        QHash<QString, qint64> chfRates;
        // Input tax (400 material and services, 405 investments) by VatFiledReturn::periodKey.
        QHash<QString, std::pair<qint64, qint64>> inputTax;
        VatSettings settings;
        // Filed periods by periodKey, and what each document counted there added, by "invoices/UUID".
        QHash<QString, VatFiledReturn> filedReturns;
        QHash<QString, VatFiledDocument> filedDocuments;
    };
    // False with errorString() when a table cannot be read.
    [[nodiscard]] bool read(Kept *kept) const;

    // Keeps a class of turnover at 0 % (Unclassified removes it): scope "product" with the product number,
    // or a document kind's path segment with its uuid.
    [[nodiscard]] bool setZeroClass(const QString &scope, const QString &key, ZeroRateClass zeroClass);
    ZeroRateClass zeroClass(const QString &scope, const QString &key) const;

    // The CHF rates by currency and month; replaces every kept rate with `rates`.
    QList<ChfRate> chfRates() const;
    [[nodiscard]] bool writeChfRates(const QList<ChfRate> &rates);

    // Keeps the input tax of a period (400, 405), 0.00 included (entered); nullopt forgets it.
    [[nodiscard]] bool writeInputTax(const QString &period, std::optional<std::pair<qint64, qint64>> amounts);

    // Replaces the method, the net tax rates and where positions without a product go (not the products'
    // net tax rates). The caller checks VatSettings::problem().
    [[nodiscard]] bool writeSettings(const VatSettings &settings);
    // The net tax rate (1 or 2; 0 removes it) a product's turnover goes to, by product number.
    [[nodiscard]] bool setNetTaxRateOfProduct(const QString &product, int which);
    int netTaxRateOfProduct(const QString &product) const;

    // Keeps a period as filed with what each counted document added; refused when it overlaps a period
    // filed before. Forgetting it is refused when it is not filed.
    [[nodiscard]] bool writeFiledReturn(
        const VatFiledReturn &filed, const QHash<QString, VatFiledDocument> &documents);
    [[nodiscard]] bool removeFiledReturn(const QDate &from, const QDate &to);

private:
    // Runs `write` in one transaction, committed when it returns true; false with errorString() when the
    // copy is not open, the transaction does not begin, `write` fails (it sets m_error) or the commit does.
    bool inTransaction(const std::function<bool(QSqlQuery &)> &write);
    bool fail(const QString &why) const;

    AccountDatabase m_db;
    mutable QString m_error;
};
