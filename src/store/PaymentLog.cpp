#include "store/PaymentLog.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace {

QString sourceName(PaymentRecord::Source source)
{
    return source == PaymentRecord::Source::BankFile ? QStringLiteral("bank-file") : QStringLiteral("dialog");
}

QString stateName(PaymentRecord::State state)
{
    return state == PaymentRecord::State::Sending ? QStringLiteral("sending") : QStringLiteral("booked");
}

} // namespace

PaymentLog::PaymentLog(const QString &dataDir, const QString &accountUuid)
    : m_db(dataDir, accountUuid)
    , m_error(m_db.errorString())
{ }

bool PaymentLog::fail(const QString &what, const QString &why) const
{
    m_error = isOpen() ? tr("%1: %2").arg(what, why) : m_db.errorString();
    return false;
}

static bool insertPayment(QSqlQuery &q, const PaymentRecord &p, PaymentRecord::State state)
{
    q.prepare(QStringLiteral(
        "INSERT INTO payments (invoice_uuid, invoice_number, date, amount_minor, currency, bank_account_uuid,"
        " reference, source, entry_key, state, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(p.invoiceUuid);
    q.addBindValue(p.invoiceNumber);
    q.addBindValue(p.date.toString(Qt::ISODate));
    q.addBindValue(p.amountMinor);
    q.addBindValue(p.currency);
    q.addBindValue(p.bankAccountUuid);
    q.addBindValue(p.reference);
    q.addBindValue(sourceName(p.source));
    q.addBindValue(p.entryKey.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(p.entryKey));
    q.addBindValue(stateName(state));
    q.addBindValue(p.recordedAtMs ? p.recordedAtMs : QDateTime::currentMSecsSinceEpoch());
    return q.exec();
}

bool PaymentLog::add(const PaymentRecord &payment)
{
    if (!isOpen())
        return fail(QString(), QString());
    QSqlQuery q(m_db.connection());
    if (!insertPayment(q, payment, PaymentRecord::State::Booked))
        return fail(tr("Keeping the payment failed"), q.lastError().text());
    return true;
}

bool PaymentLog::claim(const PaymentRecord &payment)
{
    if (!isOpen())
        return fail(QString(), QString());
    if (payment.entryKey.isEmpty())
        return fail(tr("Claiming a bank entry failed"), tr("the entry has no key"));
    QSqlQuery q(m_db.connection());
    if (!insertPayment(q, payment, PaymentRecord::State::Sending)) {
        // The unique index on entry_key: claimed before.
        if (claimedEntries().contains(payment.entryKey))
            m_error = tr("The bank entry %1 was booked before.").arg(payment.entryKey);
        else
            fail(tr("Claiming a bank entry failed"), q.lastError().text());
        return false;
    }
    return true;
}

bool PaymentLog::confirm(const QString &entryKey, qint64 amountMinor)
{
    if (!isOpen())
        return fail(QString(), QString());
    QSqlQuery q(m_db.connection());
    if (amountMinor >= 0) {
        q.prepare(
            QStringLiteral("UPDATE payments SET state = 'booked', amount_minor = ? WHERE entry_key = ?"));
        q.addBindValue(amountMinor);
    } else {
        q.prepare(QStringLiteral("UPDATE payments SET state = 'booked' WHERE entry_key = ?"));
    }
    q.addBindValue(entryKey);
    if (!q.exec() || q.numRowsAffected() != 1)
        return fail(tr("Keeping the payment failed"), q.lastError().text());
    return true;
}

bool PaymentLog::release(const QString &entryKey)
{
    if (!isOpen())
        return fail(QString(), QString());
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM payments WHERE entry_key = ? AND state = 'sending'"));
    q.addBindValue(entryKey);
    if (!q.exec())
        return fail(tr("Releasing a bank entry failed"), q.lastError().text());
    return true;
}

namespace {

constexpr auto columns = "id, invoice_uuid, invoice_number, date, amount_minor, currency, bank_account_uuid,"
                         " reference, source, entry_key, state, recorded_at";

PaymentRecord recordAt(const QSqlQuery &q)
{
    PaymentRecord p;
    p.id = q.value(0).toLongLong();
    p.invoiceUuid = q.value(1).toString();
    p.invoiceNumber = q.value(2).toString();
    p.date = QDate::fromString(q.value(3).toString(), Qt::ISODate);
    p.amountMinor = q.value(4).toLongLong();
    p.currency = q.value(5).toString();
    p.bankAccountUuid = q.value(6).toString();
    p.reference = q.value(7).toString();
    p.source = q.value(8).toString() == QLatin1String("bank-file") ? PaymentRecord::Source::BankFile
                                                                   : PaymentRecord::Source::Dialog;
    p.entryKey = q.value(9).toString();
    p.state = q.value(10).toString() == QLatin1String("sending") ? PaymentRecord::State::Sending
                                                                 : PaymentRecord::State::Booked;
    p.recordedAtMs = q.value(11).toLongLong();
    return p;
}

} // namespace

QList<PaymentRecord> PaymentLog::forInvoice(const QString &invoiceUuid) const
{
    QList<PaymentRecord> list;
    if (!isOpen())
        return list;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT %1 FROM payments WHERE invoice_uuid = ? ORDER BY date, id")
                  .arg(QLatin1String(columns)));
    q.addBindValue(invoiceUuid);
    if (!q.exec()) {
        fail(tr("Reading the payments failed"), q.lastError().text());
        return list;
    }
    while (q.next())
        list << recordAt(q);
    return list;
}

QSet<QString> PaymentLog::claimedEntries() const
{
    QSet<QString> keys;
    if (!isOpen())
        return keys;
    QSqlQuery q(m_db.connection());
    if (q.exec(QStringLiteral("SELECT entry_key FROM payments WHERE entry_key IS NOT NULL"))) {
        while (q.next())
            keys.insert(q.value(0).toString());
    }
    return keys;
}

QHash<QString, PaymentRecord> PaymentLog::claims() const
{
    QHash<QString, PaymentRecord> byKey;
    if (!isOpen())
        return byKey;
    QSqlQuery q(m_db.connection());
    if (!q.exec(QStringLiteral("SELECT %1 FROM payments WHERE entry_key IS NOT NULL")
                    .arg(QLatin1String(columns)))) {
        fail(tr("Reading the payments failed"), q.lastError().text());
        return byKey;
    }
    while (q.next()) {
        const PaymentRecord p = recordAt(q);
        byKey.insert(p.entryKey, p);
    }
    return byKey;
}

QHash<QString, QList<PaymentRecord>> PaymentLog::bookedByInvoice() const
{
    QHash<QString, QList<PaymentRecord>> byInvoice;
    if (!isOpen())
        return byInvoice;
    QSqlQuery q(m_db.connection());
    if (!q.exec(
            QStringLiteral("SELECT %1 FROM payments WHERE state = 'booked'").arg(QLatin1String(columns)))) {
        fail(tr("Reading the payments failed"), q.lastError().text());
        return byInvoice;
    }
    while (q.next()) {
        const PaymentRecord p = recordAt(q);
        byInvoice[p.invoiceUuid].append(p);
    }
    return byInvoice;
}
