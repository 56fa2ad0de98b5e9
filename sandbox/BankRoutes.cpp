// The sandbox as the bank: POST /__sandbox/accounts/{a}/camt054 answers an ISO 20022 camt.054 credit
// notification (version .001.04 or .001.08) for payments the test or the demo chooses: an invoice paid in
// full, in part or over, a payment under a reference no invoice has, in another currency, or a debit.
// Each payment is one entry with one transaction, as a Swiss bank notifies QR-bill payments.
#include "Documents.h"
#include "PaymentReferences.h"
#include "Routes.h"
#include "SandboxServer.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QXmlStreamWriter>

namespace {

using Errors = QHash<QString, QStringList>;

// One entry of the notification, resolved.
struct Payment
{
    qint64 amountMinor = 0;
    QString currency;
    QString reference;
    QString debtorName;
    QString debtorIban;
    QString creditorIban; // the IBAN or QR-IBAN the debtor paid to
    QString bankReference;
    bool debit = false;
};

QString amountText(qint64 minor)
{
    return QStringLiteral("%1.%2").arg(minor / 100).arg(minor % 100, 2, 10, QLatin1Char('0'));
}

// A reference of the account's kind that no invoice has: invoices' QR references count their id, which
// never reaches 9 followed by 25 digits; their creditor references carry their number.
QString unknownReference(const QJsonObject &bank)
{
    const quint64 n = QRandomGenerator::global()->bounded(Q_UINT64_C(1000000000000));
    if (!PaymentReferences::activeQrIban(bank).isEmpty()) {
        const QString digits = QLatin1Char('9') + QString::number(n).rightJustified(25, QLatin1Char('0'));
        return digits + QString::number(PaymentReferences::qrrCheckDigit(digits));
    }
    return PaymentReferences::scor(QStringLiteral("X") + QString::number(n));
}

std::optional<Storage::Record> invoiceNamed(
    SandboxServer &server, const QString &account, const QJsonObject &p, const QString &at, Errors &errors)
{
    const QString uuid = p.value(QLatin1String("invoiceUuid")).toString();
    const QString number = p.value(QLatin1String("invoiceNumber")).toString();
    if (!uuid.isEmpty()) {
        auto record = server.storage().get(account, QStringLiteral("invoices"), uuid);
        if (!record)
            errors[at + QStringLiteral(".invoiceUuid")]
                << QStringLiteral("is not an invoice of this account");
        return record;
    }
    if (!number.isEmpty()) {
        for (const Storage::Record &r : server.storage().all(account, QStringLiteral("invoices")))
            if (r.json.value(QLatin1String("invoiceNumber")).toString() == number)
                return r;
        errors[at + QStringLiteral(".invoiceNumber")] << QStringLiteral("is not an invoice of this account");
    }
    return std::nullopt;
}

void writeXml(QByteArray *out, const QString &version, const QJsonObject &bank, const QDate &booked,
    const QList<Payment> &payments, const QString &messageId)
{
    const bool v08 = version == QLatin1String("08");
    QXmlStreamWriter xml(out);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeDefaultNamespace(QStringLiteral("urn:iso:std:iso:20022:tech:xsd:camt.054.001.%1").arg(version));
    xml.writeStartElement(QStringLiteral("Document"));
    xml.writeStartElement(QStringLiteral("BkToCstmrDbtCdtNtfctn"));
    const QString created = QDateTime::currentDateTime()
                                .toOffsetFromUtc(QDateTime::currentDateTime().offsetFromUtc())
                                .toString(Qt::ISODate);
    xml.writeStartElement(QStringLiteral("GrpHdr"));
    xml.writeTextElement(QStringLiteral("MsgId"), messageId);
    xml.writeTextElement(QStringLiteral("CreDtTm"), created);
    xml.writeEndElement();
    xml.writeStartElement(QStringLiteral("Ntfctn"));
    xml.writeTextElement(QStringLiteral("Id"), messageId + QStringLiteral("-1"));
    xml.writeTextElement(QStringLiteral("CreDtTm"), created);
    xml.writeStartElement(QStringLiteral("Acct"));
    xml.writeStartElement(QStringLiteral("Id"));
    xml.writeTextElement(
        QStringLiteral("IBAN"), PaymentReferences::compact(bank.value(QLatin1String("iban")).toString()));
    xml.writeEndElement();
    xml.writeTextElement(QStringLiteral("Ccy"), bank.value(QLatin1String("currencyCode")).toString());
    xml.writeEndElement(); // Acct
    int n = 0;
    for (const Payment &p : payments) {
        const QString amount = amountText(p.amountMinor);
        const QString indicator = p.debit ? QStringLiteral("DBIT") : QStringLiteral("CRDT");
        xml.writeStartElement(QStringLiteral("Ntry"));
        xml.writeTextElement(QStringLiteral("NtryRef"), QString::number(++n));
        xml.writeStartElement(QStringLiteral("Amt"));
        xml.writeAttribute(QStringLiteral("Ccy"), p.currency);
        xml.writeCharacters(amount);
        xml.writeEndElement();
        xml.writeTextElement(QStringLiteral("CdtDbtInd"), indicator);
        xml.writeTextElement(QStringLiteral("RvslInd"), QStringLiteral("false"));
        if (v08) {
            xml.writeStartElement(QStringLiteral("Sts"));
            xml.writeTextElement(QStringLiteral("Cd"), QStringLiteral("BOOK"));
            xml.writeEndElement();
        } else {
            xml.writeTextElement(QStringLiteral("Sts"), QStringLiteral("BOOK"));
        }
        for (const char *date : {"BookgDt", "ValDt"}) {
            xml.writeStartElement(QLatin1String(date));
            xml.writeTextElement(QStringLiteral("Dt"), booked.toString(Qt::ISODate));
            xml.writeEndElement();
        }
        xml.writeTextElement(QStringLiteral("AcctSvcrRef"), p.bankReference);
        xml.writeStartElement(QStringLiteral("BkTxCd"));
        xml.writeStartElement(QStringLiteral("Domn"));
        xml.writeTextElement(QStringLiteral("Cd"), QStringLiteral("PMNT"));
        xml.writeStartElement(QStringLiteral("Fmly"));
        xml.writeTextElement(QStringLiteral("Cd"), p.debit ? QStringLiteral("ICDT") : QStringLiteral("RCDT"));
        xml.writeTextElement(
            QStringLiteral("SubFmlyCd"), p.debit ? QStringLiteral("DMCT") : QStringLiteral("VCOM"));
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeEndElement(); // BkTxCd
        xml.writeStartElement(QStringLiteral("NtryDtls"));
        xml.writeStartElement(QStringLiteral("TxDtls"));
        xml.writeStartElement(QStringLiteral("Refs"));
        xml.writeTextElement(QStringLiteral("AcctSvcrRef"), p.bankReference);
        xml.writeTextElement(QStringLiteral("EndToEndId"), QStringLiteral("NOTPROVIDED"));
        xml.writeEndElement();
        xml.writeStartElement(QStringLiteral("Amt"));
        xml.writeAttribute(QStringLiteral("Ccy"), p.currency);
        xml.writeCharacters(amount);
        xml.writeEndElement();
        xml.writeTextElement(QStringLiteral("CdtDbtInd"), indicator);
        xml.writeStartElement(QStringLiteral("AmtDtls"));
        xml.writeStartElement(QStringLiteral("TxAmt"));
        xml.writeStartElement(QStringLiteral("Amt"));
        xml.writeAttribute(QStringLiteral("Ccy"), p.currency);
        xml.writeCharacters(amount);
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeEndElement(); // AmtDtls
        xml.writeStartElement(QStringLiteral("RltdPties"));
        xml.writeStartElement(QStringLiteral("Dbtr"));
        if (v08)
            xml.writeStartElement(QStringLiteral("Pty"));
        xml.writeTextElement(QStringLiteral("Nm"), p.debtorName);
        if (v08)
            xml.writeEndElement();
        xml.writeEndElement(); // Dbtr
        if (!p.debtorIban.isEmpty()) {
            xml.writeStartElement(QStringLiteral("DbtrAcct"));
            xml.writeStartElement(QStringLiteral("Id"));
            xml.writeTextElement(QStringLiteral("IBAN"), p.debtorIban);
            xml.writeEndElement();
            xml.writeEndElement();
        }
        xml.writeStartElement(QStringLiteral("CdtrAcct"));
        xml.writeStartElement(QStringLiteral("Id"));
        xml.writeTextElement(QStringLiteral("IBAN"), p.creditorIban);
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeEndElement(); // RltdPties
        if (!p.reference.isEmpty()) {
            xml.writeStartElement(QStringLiteral("RmtInf"));
            xml.writeStartElement(QStringLiteral("Strd"));
            xml.writeStartElement(QStringLiteral("CdtrRefInf"));
            xml.writeStartElement(QStringLiteral("Tp"));
            xml.writeStartElement(QStringLiteral("CdOrPrtry"));
            if (PaymentReferences::isQrr(p.reference))
                xml.writeTextElement(QStringLiteral("Prtry"), QStringLiteral("QRR"));
            else
                xml.writeTextElement(QStringLiteral("Cd"), QStringLiteral("SCOR"));
            xml.writeEndElement();
            xml.writeEndElement(); // Tp
            xml.writeTextElement(QStringLiteral("Ref"), p.reference);
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeEndElement(); // RmtInf
        }
        xml.writeEndElement(); // TxDtls
        xml.writeEndElement(); // NtryDtls
        xml.writeEndElement(); // Ntry
    }
    xml.writeEndElement(); // Ntfctn
    xml.writeEndElement(); // BkToCstmrDbtCdtNtfctn
    xml.writeEndElement(); // Document
    xml.writeEndDocument();
}

SandboxResponse camt054(SandboxServer &server, const SandboxRequest &r)
{
    SandboxResponse error;
    const auto body = r.jsonBody(&error);
    if (!body)
        return error;
    if (!server.storage().accountExists(r.account))
        return SandboxResponse::error(404, QStringLiteral("not_found"), QStringLiteral("No such account."));
    Errors errors;
    QString version = body->value(QLatin1String("version")).toString(QStringLiteral("04"));
    version = version.right(2);
    if (version != QLatin1String("04") && version != QLatin1String("08"))
        errors[QStringLiteral("version")] << QStringLiteral("must be 04 or 08 (camt.054.001.04 or .08)");
    const QJsonValue bookedValue = body->value(QLatin1String("bookingDate"));
    const QDate booked = bookedValue.isString() ? QDate::fromString(bookedValue.toString(), Qt::ISODate)
                                                : QDate::currentDate();
    if (!booked.isValid())
        errors[QStringLiteral("bookingDate")] << QStringLiteral("must be a date as YYYY-MM-DD");
    const QJsonArray given = body->value(QLatin1String("payments")).toArray();
    if (given.isEmpty())
        errors[QStringLiteral("payments")] << QStringLiteral("must be a non-empty list");

    QList<QJsonObject> banks;
    for (const Storage::Record &b : server.storage().all(r.account, QStringLiteral("bank-accounts")))
        banks.append(b.json);
    QJsonObject bank;
    const QString bankUuid = body->value(QLatin1String("bankAccountUuid")).toString();
    for (const QJsonObject &b : banks)
        if (b.value(QLatin1String("uuid")).toString() == bankUuid)
            bank = b;
    if (!bankUuid.isEmpty() && bank.isEmpty())
        errors[QStringLiteral("bankAccountUuid")] << QStringLiteral("is not a bank account of this account");

    // The notification is about one bank account: the one named, else the first invoice's, else the default.
    QList<std::pair<QJsonObject, std::optional<Storage::Record>>> resolved;
    for (int i = 0; i < given.size(); ++i) {
        const QJsonObject p = given.at(i).toObject();
        const QString at = QStringLiteral("payments.%1").arg(i);
        resolved.append({p, invoiceNamed(server, r.account, p, at, errors)});
        if (bank.isEmpty() && resolved.last().second)
            bank = bankAccountOf(server, r.account, resolved.last().second->json);
    }
    if (bank.isEmpty())
        bank = PaymentReferences::defaultAccount(banks, QStringLiteral("CHF"));
    if (bank.isEmpty())
        errors[QStringLiteral("bankAccountUuid")] << QStringLiteral("the account has no bank account");

    static const QRegularExpression currencyPattern(QStringLiteral("^[A-Z]{3}$"));
    const QString messageId =
        QStringLiteral("SBX-054-%1-%2")
            .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddHHmmss")))
            .arg(QRandomGenerator::global()->bounded(100000), 5, 10, QLatin1Char('0'));
    QList<Payment> payments;
    for (int i = 0; i < resolved.size(); ++i) {
        const auto &[p, invoice] = resolved.at(i);
        const QString at = QStringLiteral("payments.%1").arg(i);
        Payment payment;
        payment.debit = p.value(QLatin1String("debit")).toBool();
        const QJsonObject instructions = invoice ? paymentInstructionsOf(invoice->json) : QJsonObject();
        payment.reference = PaymentReferences::compact(p.value(QLatin1String("reference")).toString());
        if (payment.reference.isEmpty() && p.value(QLatin1String("unknownReference")).toBool())
            payment.reference = unknownReference(bank);
        if (payment.reference.isEmpty() && invoice)
            payment.reference =
                PaymentReferences::compact(instructions.value(QLatin1String("reference")).toString());
        const QJsonValue amount = p.value(QLatin1String("amount"));
        const auto minor = amount.isUndefined() || amount.isNull()
            ? (invoice ? scaledNumber(invoice->json.value(QLatin1String("openAmount")), 2) : std::nullopt)
            : scaledNumber(amount, 2);
        if (!minor || *minor <= 0)
            errors[at + QStringLiteral(".amount")] << (invoice || !amount.isUndefined()
                    ? QStringLiteral("must be an amount above 0 (the invoice has nothing open?)")
                    : QStringLiteral("is needed for a payment without an invoice"));
        payment.amountMinor = minor.value_or(0);
        payment.currency =
            p.value(QLatin1String("currency"))
                .toString(invoice ? invoice->json.value(QLatin1String("currencyCode")).toString()
                                  : bank.value(QLatin1String("currencyCode")).toString());
        if (!currencyPattern.match(payment.currency).hasMatch())
            errors[at + QStringLiteral(".currency")]
                << QStringLiteral("must be three capital letters, e.g. CHF");
        payment.debtorName = p.value(QLatin1String("debtorName"))
                                 .toString(invoice ? invoice->json.value(QLatin1String("receiver"))
                                                         .toObject()
                                                         .value(QLatin1String("name"))
                                                         .toString()
                                                   : QStringLiteral("Unbekannt AG"));
        payment.debtorIban = p.value(QLatin1String("debtorIban")).toString();
        payment.creditorIban =
            PaymentReferences::isQrr(payment.reference) && !PaymentReferences::activeQrIban(bank).isEmpty()
            ? PaymentReferences::activeQrIban(bank)
            : PaymentReferences::compact(bank.value(QLatin1String("iban")).toString());
        payment.bankReference = p.value(QLatin1String("bankReference"))
                                    .toString(QStringLiteral("%1-%2").arg(messageId).arg(i + 1));
        if (!invoice && payment.reference.isEmpty() && !payment.debit
            && !errors.contains(at + QStringLiteral(".invoiceUuid"))
            && !errors.contains(at + QStringLiteral(".invoiceNumber")))
            errors[at] << QStringLiteral(
                "needs an invoiceUuid, an invoiceNumber, a reference or unknownReference");
        payments.append(payment);
    }
    if (!errors.isEmpty())
        return SandboxResponse::validation(errors);

    SandboxResponse answer;
    writeXml(&answer.body, version, bank, booked, payments, messageId);
    answer.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/xml")});
    answer.headers.append({QByteArrayLiteral("Content-Disposition"),
        QByteArrayLiteral("attachment; filename=\"") + messageId.toLatin1() + QByteArrayLiteral(".xml\"")});
    return answer;
}

void registerBankRoutes(SandboxServer &server)
{
    server.addRoute("POST", QStringLiteral("/__sandbox/accounts/{accountUuid}/camt054"), QString(),
        [&server](const SandboxRequest &r) { return camt054(server, r); });
}

const RouteGroup bankRoutes("bank", registerBankRoutes);

} // namespace
