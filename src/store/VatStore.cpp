#include "store/VatStore.h"

#include "store/StoreTransaction.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUrl>

namespace {

// A filed return's figures as kept: "200:123400:0;303:100000:8100" (figure, turnover, tax).
QString encodeFigures(const QMap<QString, VatFiledFigure> &figures)
{
    QStringList parts;
    for (auto it = figures.cbegin(); it != figures.cend(); ++it)
        parts << QStringLiteral("%1:%2:%3").arg(it.key()).arg(it->turnoverMinor).arg(it->taxMinor);
    return parts.join(QLatin1Char(';'));
}

QMap<QString, VatFiledFigure> decodeFigures(QStringView text)
{
    QMap<QString, VatFiledFigure> figures;
    for (const QStringView part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QList<QStringView> fields = part.split(QLatin1Char(':'));
        if (fields.size() == 3)
            figures.insert(fields.at(0).toString(), {fields.at(1).toLongLong(), fields.at(2).toLongLong()});
    }
    return figures;
}

// What a document added to a filed return: "c;810:100000:8100;0:5000:0:export" (c: a credit note;
// rate, net and tax in CHF minor units, at 0 % the class counted), with the net tax rate method per
// product: "i;810:100000:8100::P%2D1" (the class empty, then the product number, percent-encoded).
QString encodeFiledDocument(const VatFiledDocument &d)
{
    QStringList parts {d.credit ? QStringLiteral("c") : QStringLiteral("i")};
    for (qsizetype i = 0; i < d.shares.size(); ++i) {
        const VatFigureShare &l = d.shares.at(i);
        QString part = QStringLiteral("%1:%2:%3").arg(l.rateBasisPoints).arg(l.netMinor).arg(l.vatMinor);
        const QString zeroClass =
            l.rateBasisPoints == 0 ? VatRules::zeroRateClassKey(d.zeroClasses.value(i)) : QString();
        if (l.rateBasisPoints == 0 || !l.product.isEmpty())
            part += QLatin1Char(':') + zeroClass;
        if (!l.product.isEmpty())
            part += QLatin1Char(':') + QString::fromLatin1(QUrl::toPercentEncoding(l.product));
        parts << part;
    }
    return parts.join(QLatin1Char(';'));
}

VatFiledDocument decodeFiledDocument(const QString &period, QStringView text)
{
    VatFiledDocument d;
    d.period = period;
    const QList<QStringView> parts = text.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    d.credit = !parts.isEmpty() && parts.first() == QLatin1String("c");
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QList<QStringView> fields = parts.at(i).split(QLatin1Char(':'));
        if (fields.size() < 3)
            continue;
        d.shares.append({fields.at(0).toLongLong(), fields.at(1).toLongLong(), fields.at(2).toLongLong(),
            fields.size() >= 5 ? QUrl::fromPercentEncoding(fields.at(4).toLatin1()) : QString()});
        d.zeroClasses.append(fields.size() >= 4 ? VatRules::zeroRateClassFromKey(fields.at(3).toString())
                                                : ZeroRateClass::Unclassified);
    }
    return d;
}

} // namespace

VatStore::VatStore(const QString &dataDir, const QString &accountUuid)
    : m_db(dataDir, accountUuid)
    , m_error(m_db.errorString())
{ }

VatStore::VatStore(const AccountDatabase &database)
    : m_db(database)
    , m_error(m_db.errorString())
{ }

bool VatStore::fail(const QString &why) const
{
    m_error = isOpen() ? why : m_db.errorString();
    return false;
}

bool VatStore::inTransaction(const std::function<bool(QSqlQuery &)> &write)
{
    if (!isOpen())
        return fail({});
    StoreTransaction tx(m_db);
    if (!tx.isActive())
        return fail(tx.errorString());
    QSqlQuery q(m_db.connection());
    if (!write(q))
        return false;
    if (!tx.commit())
        return fail(tx.errorString());
    m_error.clear();
    return true;
}

bool VatStore::read(Kept *kept) const
{
    if (!isOpen())
        return fail({});
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT scope, key, class FROM vat_zero_class")))
        return fail(q.lastError().text());
    while (q.next()) {
        kept->zeroClasses.insert(q.value(0).toString() + QLatin1Char('/') + q.value(1).toString(),
            VatRules::zeroRateClassFromKey(q.value(2).toString()));
    }
    if (!q.exec(QStringLiteral("SELECT period, material_minor, investment_minor FROM vat_input_tax")))
        return fail(q.lastError().text());
    while (q.next())
        kept->inputTax.insert(q.value(0).toString(), {q.value(1).toLongLong(), q.value(2).toLongLong()});
    if (!q.exec(QStringLiteral("SELECT currency, month, rate_micro FROM vat_chf_rate")))
        return fail(q.lastError().text());
    while (q.next())
        kept->chfRates.insert(
            q.value(0).toString() + QLatin1Char('/') + q.value(1).toString(), q.value(2).toLongLong());
    if (!q.exec(QStringLiteral("SELECT key, value FROM vat_settings")))
        return fail(q.lastError().text());
    while (q.next()) {
        const QString key = q.value(0).toString();
        const QString value = q.value(1).toString();
        if (key == QLatin1String("method"))
            kept->settings.method =
                value == QLatin1String("net-tax-rate") ? VatMethod::NetTaxRate : VatMethod::Effective;
        else if (key == QLatin1String("ntr-1"))
            kept->settings.netTaxRate1 = value.toLongLong();
        else if (key == QLatin1String("ntr-2"))
            kept->settings.netTaxRate2 = value.toLongLong();
        else if (key == QLatin1String("ntr-free-text"))
            kept->settings.netTaxRateOfFreeText = value.toInt();
    }
    if (!q.exec(QStringLiteral("SELECT product, rate FROM vat_ntr_product")))
        return fail(q.lastError().text());
    while (q.next())
        kept->settings.netTaxRateOfProduct.insert(q.value(0).toString(), q.value(1).toInt());
    if (!q.exec(QStringLiteral("SELECT period, filed_at, figures FROM vat_filed_return")))
        return fail(q.lastError().text());
    while (q.next()) {
        const QString period = q.value(0).toString();
        VatFiledReturn filed;
        filed.from = QDate::fromString(period.section(QLatin1Char('/'), 0, 0), Qt::ISODate);
        filed.to = QDate::fromString(period.section(QLatin1Char('/'), 1, 1), Qt::ISODate);
        filed.filedAt = QDateTime::fromMSecsSinceEpoch(q.value(1).toLongLong(), Qt::UTC);
        filed.figures = decodeFigures(q.value(2).toString());
        kept->filedReturns.insert(period, filed);
    }
    if (!q.exec(QStringLiteral("SELECT kind, uuid, period, lines FROM vat_filed_document")))
        return fail(q.lastError().text());
    while (q.next()) {
        kept->filedDocuments.insert(q.value(0).toString() + QLatin1Char('/') + q.value(1).toString(),
            decodeFiledDocument(q.value(2).toString(), q.value(3).toString()));
    }
    m_error.clear();
    return true;
}

bool VatStore::setZeroClass(const QString &scope, const QString &key, ZeroRateClass zeroClass)
{
    return inTransaction([&](QSqlQuery &q) {
        if (zeroClass == ZeroRateClass::Unclassified) {
            q.prepare(QStringLiteral("DELETE FROM vat_zero_class WHERE scope = ? AND key = ?"));
            q.addBindValue(scope);
            q.addBindValue(key);
        } else {
            q.prepare(
                QStringLiteral("INSERT OR REPLACE INTO vat_zero_class (scope, key, class) VALUES (?, ?, ?)"));
            q.addBindValue(scope);
            q.addBindValue(key);
            q.addBindValue(VatRules::zeroRateClassKey(zeroClass));
        }
        return q.exec() || fail(q.lastError().text());
    });
}

ZeroRateClass VatStore::zeroClass(const QString &scope, const QString &key) const
{
    if (!isOpen())
        return ZeroRateClass::Unclassified;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT class FROM vat_zero_class WHERE scope = ? AND key = ?"));
    q.addBindValue(scope);
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return ZeroRateClass::Unclassified;
    return VatRules::zeroRateClassFromKey(q.value(0).toString());
}

QList<ChfRate> VatStore::chfRates() const
{
    QList<ChfRate> rates;
    if (!isOpen()) {
        fail({});
        return rates;
    }
    QSqlQuery q(m_db.connection());
    if (!q.exec(QStringLiteral(
            "SELECT currency, month, rate_micro FROM vat_chf_rate ORDER BY currency, month"))) {
        fail(q.lastError().text());
        return rates;
    }
    while (q.next())
        rates.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toLongLong()});
    m_error.clear();
    return rates;
}

bool VatStore::writeChfRates(const QList<ChfRate> &rates)
{
    return inTransaction([&](QSqlQuery &q) {
        if (!q.exec(QStringLiteral("DELETE FROM vat_chf_rate"))
            || !q.prepare(QStringLiteral(
                "INSERT OR REPLACE INTO vat_chf_rate (currency, month, rate_micro) VALUES (?, ?, ?)")))
            return fail(q.lastError().text());
        for (const ChfRate &r : rates) {
            q.bindValue(0, r.currency);
            q.bindValue(1, r.month);
            q.bindValue(2, r.rateMicro);
            if (!q.exec())
                return fail(q.lastError().text());
        }
        return true;
    });
}

bool VatStore::writeInputTax(const QString &period, std::optional<std::pair<qint64, qint64>> amounts)
{
    return inTransaction([&](QSqlQuery &q) {
        if (!amounts) {
            q.prepare(QStringLiteral("DELETE FROM vat_input_tax WHERE period = ?"));
            q.addBindValue(period);
        } else {
            q.prepare(QStringLiteral(
                "INSERT OR REPLACE INTO vat_input_tax (period, material_minor, investment_minor)"
                " VALUES (?, ?, ?)"));
            q.addBindValue(period);
            q.addBindValue(amounts->first);
            q.addBindValue(amounts->second);
        }
        return q.exec() || fail(q.lastError().text());
    });
}

bool VatStore::writeSettings(const VatSettings &settings)
{
    return inTransaction([&](QSqlQuery &q) {
        if (!q.exec(QStringLiteral("DELETE FROM vat_settings")))
            return fail(q.lastError().text());
        const QList<std::pair<QString, QString>> rows {
            {QStringLiteral("method"),
                settings.method == VatMethod::NetTaxRate ? QStringLiteral("net-tax-rate")
                                                         : QStringLiteral("effective")},
            {QStringLiteral("ntr-1"), QString::number(settings.netTaxRate1)},
            {QStringLiteral("ntr-2"), QString::number(settings.netTaxRate2)},
            {QStringLiteral("ntr-free-text"), QString::number(settings.netTaxRateOfFreeText)}};
        for (const auto &[key, value] : rows) {
            q.prepare(QStringLiteral("INSERT INTO vat_settings (key, value) VALUES (?, ?)"));
            q.addBindValue(key);
            q.addBindValue(value);
            if (!q.exec())
                return fail(q.lastError().text());
        }
        return true;
    });
}

bool VatStore::setNetTaxRateOfProduct(const QString &product, int which)
{
    return inTransaction([&](QSqlQuery &q) {
        if (which == 0) {
            q.prepare(QStringLiteral("DELETE FROM vat_ntr_product WHERE product = ?"));
            q.addBindValue(product);
        } else {
            q.prepare(QStringLiteral("INSERT OR REPLACE INTO vat_ntr_product (product, rate) VALUES (?, ?)"));
            q.addBindValue(product);
            q.addBindValue(which);
        }
        return q.exec() || fail(q.lastError().text());
    });
}

int VatStore::netTaxRateOfProduct(const QString &product) const
{
    if (!isOpen())
        return 0;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT rate FROM vat_ntr_product WHERE product = ?"));
    q.addBindValue(product);
    if (!q.exec() || !q.next())
        return 0;
    return q.value(0).toInt();
}

bool VatStore::writeFiledReturn(
    const VatFiledReturn &filed, const QHash<QString, VatFiledDocument> &documents)
{
    return inTransaction([&](QSqlQuery &q) {
        // Periods are ISO dates, so text order is date order: another filed period overlaps when it starts
        // on or before this one's end and ends on or after its start.
        q.prepare(QStringLiteral("SELECT period FROM vat_filed_return"
                                 " WHERE substr(period, 1, 10) <= ? AND substr(period, 12, 10) >= ?"));
        q.addBindValue(filed.to.toString(Qt::ISODate));
        q.addBindValue(filed.from.toString(Qt::ISODate));
        if (!q.exec())
            return fail(q.lastError().text());
        if (q.next()) // in the words' old context (ReportSource), where they are translated
            return fail(QCoreApplication::translate("ReportSource", "The period %1 is already filed.")
                            .arg(q.value(0).toString()));
        const QString period = VatFiledReturn::periodKey(filed.from, filed.to);
        q.prepare(
            QStringLiteral("INSERT INTO vat_filed_return (period, filed_at, figures) VALUES (?, ?, ?)"));
        q.addBindValue(period);
        q.addBindValue(filed.filedAt.toMSecsSinceEpoch());
        const QString figures = encodeFigures(filed.figures);
        q.addBindValue(
            figures.isEmpty() ? QStringLiteral("") : figures); // a period without figures: not NULL
        if (!q.exec())
            return fail(q.lastError().text());
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO vat_filed_document (kind, uuid, period, lines)"
                                 " VALUES (?, ?, ?, ?)"));
        for (auto it = documents.cbegin(); it != documents.cend(); ++it) {
            q.bindValue(0, it.key().section(QLatin1Char('/'), 0, 0));
            q.bindValue(1, it.key().section(QLatin1Char('/'), 1));
            q.bindValue(2, period);
            q.bindValue(3, encodeFiledDocument(*it));
            if (!q.exec())
                return fail(q.lastError().text());
        }
        return true;
    });
}

bool VatStore::removeFiledReturn(const QDate &from, const QDate &to)
{
    const QString period = VatFiledReturn::periodKey(from, to);
    return inTransaction([&](QSqlQuery &q) {
        q.prepare(QStringLiteral("DELETE FROM vat_filed_return WHERE period = ?"));
        q.addBindValue(period);
        if (!q.exec())
            return fail(q.lastError().text());
        if (q.numRowsAffected() != 1)
            return fail(
                QCoreApplication::translate("ReportSource", "The period %1 is not filed.").arg(period));
        q.prepare(QStringLiteral("DELETE FROM vat_filed_document WHERE period = ?"));
        q.addBindValue(period);
        return q.exec() || fail(q.lastError().text());
    });
}
