// The seven document kinds and receipts: list (page, limit, updatedSince), create, get, update.
// Totals are the server's: computed here from the positions in integer minor units, whatever the client
// sent. Numbers come from a counter per account and kind.
#include "Documents.h"
#include "Dunning.h"
#include "PaymentReferences.h"
#include "Queue.h"
#include "Routes.h"
#include "SandboxServer.h"
#include "Webhooks.h"

#include <QDate>
#include <QRegularExpression>
#include <QUuid>

#include <cmath>

namespace {

constexpr int maxLimit = 500;

} // namespace

const QList<Kind> &kinds()
{
    static const QList<Kind> list {
        {"quotes", "quote", "quoteNumber", "OF", {"quoteDate", "validUntilDate"},
            {"documentTotal", "isArchived", "isCancelled", "quoteDate", "quoteNumber", "sentStatus",
                "updatedAt", "validUntilDate"},
            true, false},
        {"contract-notes", "contractNote", "contractNoteNumber", "AB", {"contractNoteDate", "dueDate"},
            {"contractNoteDate", "contractNoteNumber", "documentTotal", "dueDate", "isArchived",
                "isCancelled", "sentStatus", "updatedAt"},
            true, false},
        {"delivery-notes", "deliveryNote", "deliveryNoteNumber", "LS", {"deliveryNoteDate", "deliveryDate"},
            {"deliveryNoteDate", "deliveryNoteNumber", "isArchived", "isCancelled", "sentStatus",
                "updatedAt"},
            false, false},
        {"invoices", "invoice", "invoiceNumber", "RE", {"invoiceDate", "dueDate", "deliveryDate"},
            {"deliveryDate", "documentTotal", "dueDate", "dunningLevel", "invoiceDate", "invoiceNumber",
                "isArchived", "isCancelled", "isImported", "openAmount", "sentStatus", "updatedAt",
                "lastDunningDate"},
            true, true},
        {"credit-notes", "creditNote", "creditNoteNumber", "GS", {"creditNoteDate", "dueDate"},
            {"creditNoteDate", "creditNoteNumber", "documentTotal", "dueDate", "isArchived", "isCancelled",
                "openAmount", "sentStatus", "updatedAt"},
            true, true},
        {"recurring-invoices", "recurringInvoice", "recurringInvoiceNumber", "WR", {"startDate", "endDate"},
            {"documentTotal", "frequency", "isLastOfMonth", "isRecurringActive", "pricesIncludeVat",
                "startDate", "updatedAt"},
            true, false},
        {"templates", "template", "templateNumber", "VO", {"invoiceDate", "dueDate", "deliveryDate"},
            {"documentTotal", "dueDate", "invoiceDate", "isVariantInvoice", "updatedAt"}, true, false},
    };
    return list;
}

const Kind *kindOf(const QString &segment)
{
    for (const Kind &k : kinds()) {
        if (segment == QLatin1String(k.segment))
            return &k;
    }
    return nullptr;
}

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// ---- exact money -----------------------------------------------------------------------------------

// A JSON number or numeric string as an integer scaled by 10^decimals, half away from zero.
std::optional<qint64> scaled(const QJsonValue &v, int decimals)
{
    QString text;
    if (v.isDouble())
        text = QString::number(v.toDouble(), 'f', decimals + 3);
    else if (v.isString())
        text = v.toString().trimmed();
    else
        return std::nullopt;
    static const QRegularExpression number(QStringLiteral("^-?\\d{1,12}(\\.\\d+)?$"));
    if (!number.match(text).hasMatch())
        return std::nullopt;
    const bool negative = text.startsWith(QLatin1Char('-'));
    if (negative)
        text.remove(0, 1);
    const qsizetype point = text.indexOf(QLatin1Char('.'));
    QString whole = point < 0 ? text : text.left(point);
    QString fraction = point < 0 ? QString() : text.mid(point + 1);
    const bool roundUp = fraction.size() > decimals && fraction.at(decimals) >= QLatin1Char('5');
    fraction = fraction.left(decimals).leftJustified(decimals, QLatin1Char('0'));
    qint64 result = (whole + fraction).toLongLong() + (roundUp ? 1 : 0);
    return negative ? -result : result;
}

double major(qint64 minor)
{
    return double(minor) / 100.0;
}

qint64 share(qint64 amount, qint64 numerator, qint64 denominator)
{
    const qint64 p = amount * numerator;
    return (p >= 0 ? p + denominator / 2 : p - denominator / 2) / denominator;
}

// ---- validation --------------------------------------------------------------------------------------

using Errors = QHash<QString, QStringList>;

bool isDate(const QJsonValue &v)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    return v.isString() && pattern.match(v.toString()).hasMatch()
        && QDate::fromString(v.toString(), Qt::ISODate).isValid();
}

const QStringList positionKinds {QStringLiteral("product"), QStringLiteral("subtitle"),
    QStringLiteral("text"), QStringLiteral("section_total"), QStringLiteral("divider"),
    QStringLiteral("group")};

void validatePosition(const QJsonObject &p, const QString &at, bool priced, Errors &errors)
{
    const QString kind = p.value(QLatin1String("kind")).toString(QStringLiteral("product"));
    if (!positionKinds.contains(kind)) {
        errors[at + QStringLiteral(".kind")]
            << QStringLiteral("must be one of %1").arg(positionKinds.join(QStringLiteral(", ")));
        return;
    }
    if (kind == QLatin1String("group")) {
        const QJsonArray items = p.value(QLatin1String("items")).toArray();
        for (int i = 0; i < items.size(); ++i)
            validatePosition(items.at(i).toObject(), at + QStringLiteral(".items.%1").arg(i), priced, errors);
        return;
    }
    if (kind != QLatin1String("product"))
        return;
    const auto quantity = scaled(p.value(QLatin1String("quantity")), 3);
    if (!quantity || *quantity < 0)
        errors[at + QStringLiteral(".quantity")] << QStringLiteral("must be a number of at least 0");
    if (p.value(QLatin1String("productDescription")).toString().size() > 2000)
        errors[at + QStringLiteral(".productDescription")]
            << QStringLiteral("must be at most 2000 characters");
    if (!priced)
        return;
    if (!scaled(p.value(QLatin1String("singlePrice")), 2))
        errors[at + QStringLiteral(".singlePrice")] << QStringLiteral("must be a number");
    const QJsonValue rate = p.value(QLatin1String("vat")).toObject().value(QLatin1String("percentage"));
    const auto vat = scaled(rate.isUndefined() ? QJsonValue(0) : rate, 2);
    if (!vat || *vat < 0 || *vat > 10000)
        errors[at + QStringLiteral(".vat.percentage")]
            << QStringLiteral("must be a percentage from 0 to 100");
    QJsonObject discount = p.value(QLatin1String("discount")).toObject();
    if (discount.isEmpty())
        discount = p.value(QLatin1String("discounts")).toObject();
    const QJsonValue percent = discount.value(QLatin1String("percentage"));
    if (!percent.isUndefined() && !percent.isNull()) {
        const auto d = scaled(percent, 2);
        if (!d || *d < 0 || *d > 10000)
            errors[at + QStringLiteral(".discount.percentage")]
                << QStringLiteral("must be a percentage from 0 to 100");
    }
}

// ---- payment instructions -----------------------------------------------------------------------------

QList<QJsonObject> bankAccounts(SandboxServer &server, const QString &account)
{
    QList<QJsonObject> accounts;
    for (const Storage::Record &r : server.storage().all(account, QStringLiteral("bank-accounts")))
        accounts.append(r.json);
    return accounts;
}

} // namespace

QJsonObject paymentInstructionsOf(const QJsonObject &d)
{
    const QJsonValue given = d.value(QLatin1String("paymentInstructions"));
    return given.isObject() ? given.toObject() : d.value(QLatin1String("paymentInstrucations")).toObject();
}

QJsonObject bankAccountOf(SandboxServer &server, const QString &account, const QJsonObject &d)
{
    const QList<QJsonObject> accounts = bankAccounts(server, account);
    const QJsonObject instructions = paymentInstructionsOf(d);
    if (instructions.contains(QLatin1String("iban")))
        return PaymentReferences::accountByIban(
            accounts, instructions.value(QLatin1String("iban")).toString());
    return PaymentReferences::defaultAccount(accounts, d.value(QLatin1String("currencyCode")).toString());
}

void settlePaymentInstructions(SandboxServer &server, const QString &account, QJsonObject &d)
{
    const QJsonObject given = paymentInstructionsOf(d);
    const QJsonObject bank = bankAccountOf(server, account, d);
    QString iban = given.value(QLatin1String("iban")).toString();
    QString reference = PaymentReferences::compact(given.value(QLatin1String("reference")).toString());
    QJsonValue bic = given.value(QLatin1String("bic"));
    if (!bank.isEmpty()) {
        if (iban.trimmed().isEmpty())
            iban = bank.value(QLatin1String("iban")).toString();
        bic = bank.value(QLatin1String("bic"));
        if (reference.isEmpty() || !PaymentReferences::problem(bank, reference).isEmpty())
            reference = PaymentReferences::assign(bank, d.value(QLatin1String("id")).toInteger(),
                d.value(QLatin1String("invoiceNumber")).toString());
    } else {
        reference = given.value(QLatin1String("reference")).toString(); // no account: kept as written
    }
    d.insert(QStringLiteral("paymentInstructions"),
        QJsonObject {{QStringLiteral("iban"), iban}, {QStringLiteral("reference"), reference}});
    d.insert(QStringLiteral("paymentInstrucations"),
        QJsonObject {{QStringLiteral("iban"), iban}, {QStringLiteral("reference"), reference},
            {QStringLiteral("bic"), bic.isUndefined() ? QJsonValue() : bic}});
}

namespace {

// An imported invoice (from another system, already sent) keeps the reference it came with, as written.
void validateDocument(SandboxServer &server, const QString &account, const Kind &kind, const QJsonObject &d,
    const QString &at, Errors &errors, bool imported = false)
{
    static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
    if (!currency.match(d.value(QLatin1String("currencyCode")).toString()).hasMatch())
        errors[at + QStringLiteral(".currencyCode")]
            << QStringLiteral("is required: three capital letters, e.g. CHF");
    const QJsonObject receiver = d.value(QLatin1String("receiver")).toObject();
    const QString company = receiver.value(QLatin1String("companyUuid")).toString();
    const QString person = receiver.value(QLatin1String("personUuid")).toString();
    if (company.isEmpty() && person.isEmpty())
        errors[at + QStringLiteral(".receiver")] << QStringLiteral("needs a companyUuid or a personUuid");
    else if (!company.isEmpty() && !server.storage().get(account, QStringLiteral("companies"), company))
        errors[at + QStringLiteral(".receiver.companyUuid")]
            << QStringLiteral("is not a company of this account");
    else if (company.isEmpty() && !server.storage().get(account, QStringLiteral("persons"), person))
        errors[at + QStringLiteral(".receiver.personUuid")]
            << QStringLiteral("is not a person of this account");
    for (const char *field : kind.dates) {
        const QJsonValue v = d.value(key(field));
        if (!v.isUndefined() && !v.isNull() && !isDate(v))
            errors[at + QLatin1Char('.') + key(field)] << QStringLiteral("must be a date as YYYY-MM-DD");
    }
    for (const char *field : {"title", "reference"}) {
        if (d.value(key(field)).toString().size() > 255)
            errors[at + QLatin1Char('.') + key(field)] << QStringLiteral("must be at most 255 characters");
    }
    if (QLatin1String(kind.segment) == QLatin1String("invoices")) {
        const QJsonObject instructions = paymentInstructionsOf(d);
        const QJsonValue reference = instructions.value(QLatin1String("reference"));
        if (!reference.isUndefined() && !reference.isNull() && !reference.isString())
            errors[at + QStringLiteral(".paymentInstructions.reference")] << QStringLiteral("must be text");
        const QString problem = imported
            ? QString()
            : PaymentReferences::problem(bankAccountOf(server, account, d), reference.toString());
        if (!problem.isEmpty())
            errors[at + QStringLiteral(".paymentInstructions.reference")] << problem;
    }
    if (QLatin1String(kind.segment) == QLatin1String("recurring-invoices")) {
        const QString frequency = d.value(QLatin1String("frequency")).toString(QStringLiteral("monthly"));
        if (!QStringList {QStringLiteral("weekly"), QStringLiteral("monthly"), QStringLiteral("six_months"),
                QStringLiteral("annually")}
                 .contains(frequency))
            errors[at + QStringLiteral(".frequency")]
                << QStringLiteral("must be weekly, monthly, six_months or annually");
    }
    const QJsonValue positions = d.value(QLatin1String("positions"));
    if (!positions.isUndefined() && !positions.isArray())
        errors[at + QStringLiteral(".positions")] << QStringLiteral("must be a list");
    const QJsonArray list = positions.toArray();
    for (int i = 0; i < list.size(); ++i) {
        if (!list.at(i).isObject())
            errors[at + QStringLiteral(".positions.%1").arg(i)] << QStringLiteral("must be an object");
        else
            validatePosition(
                list.at(i).toObject(), at + QStringLiteral(".positions.%1").arg(i), kind.priced, errors);
    }
}

// ---- totals ------------------------------------------------------------------------------------------

struct Sums
{
    qint64 lines = 0; // sum of position totals as shown (incl. VAT when prices include it)
    qint64 vat = 0;
};

QJsonObject pricePosition(QJsonObject p, bool pricesIncludeVat, Sums &sums)
{
    const qint64 quantity = scaled(p.value(QLatin1String("quantity")), 3).value_or(0);
    const qint64 price = scaled(p.value(QLatin1String("singlePrice")), 2).value_or(0);
    const qint64 rate =
        scaled(p.value(QLatin1String("vat")).toObject().value(QLatin1String("percentage")), 2).value_or(0);
    QJsonObject discount = p.value(QLatin1String("discount")).toObject();
    if (discount.isEmpty())
        discount = p.value(QLatin1String("discounts")).toObject();
    const qint64 discountBp = scaled(discount.value(QLatin1String("percentage")), 2).value_or(0);
    qint64 line = share(quantity, price, 1000);
    line -= share(line, discountBp, 10000);
    // Prices with VAT hold the VAT inside the line; without, it comes on top.
    const qint64 vat = pricesIncludeVat ? share(line, rate, 10000 + rate) : share(line, rate, 10000);
    sums.lines += line;
    sums.vat += vat;
    p.insert(QStringLiteral("positionTotal"), major(line));
    p.insert(QStringLiteral("discounts"),
        QJsonObject {{QStringLiteral("percentage"), double(discountBp) / 100.0}});
    p.insert(QStringLiteral("vat"),
        QJsonObject {
            {QStringLiteral("percentage"), double(rate) / 100.0}, {QStringLiteral("amount"), major(vat)}});
    return p;
}

} // namespace

QJsonObject withTotals(QJsonObject d, const Kind &kind)
{
    const bool inclusive = d.value(QLatin1String("pricesIncludeVat")).toBool();
    Sums sums;
    QJsonArray positions;
    int number = 0;
    for (const QJsonValue &v : d.value(QLatin1String("positions")).toArray()) {
        QJsonObject p = v.toObject();
        p.insert(QStringLiteral("positionNumber"), ++number);
        if (!p.contains(QLatin1String("kind")))
            p.insert(QStringLiteral("kind"), QStringLiteral("product"));
        const QString k = p.value(QLatin1String("kind")).toString();
        if (k == QLatin1String("product") && kind.priced) {
            p = pricePosition(p, inclusive, sums);
        } else if (k == QLatin1String("group") && kind.priced) {
            QJsonArray items;
            for (const QJsonValue &item : p.value(QLatin1String("items")).toArray())
                items.append(pricePosition(item.toObject(), inclusive, sums));
            p.insert(QStringLiteral("items"), items);
        }
        if (!p.contains(QLatin1String("uuid")))
            p.insert(QStringLiteral("uuid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
        positions.append(p);
    }
    d.insert(QStringLiteral("positions"), positions);
    if (!kind.priced)
        return d;
    qint64 total = inclusive ? sums.lines : sums.lines + sums.vat;
    // documentDiscount: {percentage} of the total, or {amount} in money, taken off after VAT.
    const QJsonObject discount = d.value(QLatin1String("documentDiscount")).toObject();
    if (const auto percent = scaled(discount.value(QLatin1String("percentage")), 2))
        total -= share(total, *percent, 10000);
    else if (const auto amount = scaled(discount.value(QLatin1String("amount")), 2))
        total -= *amount;
    if (d.value(QLatin1String("currencyCode")).toString() == QLatin1String("CHF"))
        total = (total >= 0 ? total + 2 : total - 2) / 5 * 5; // Swiss rounding to 0.05
    d.insert(QStringLiteral("documentTotal"), major(total));
    return d;
}

// ---- numbers -----------------------------------------------------------------------------------------

// Continues after the highest number the kind has in the account this year: PREFIX-YYYY-NNNN.
QString formatNumber(const QJsonObject &range, const QDate &date)
{
    QString number = range.value(QLatin1String("pattern")).toString();
    number.replace(QLatin1String("{YYYY}"), QString::number(date.year()));
    number.replace(
        QLatin1String("{YY}"), QString::number(date.year() % 100).rightJustified(2, QLatin1Char('0')));
    number.replace(QLatin1String("{MM}"), QString::number(date.month()).rightJustified(2, QLatin1Char('0')));
    number.replace(QLatin1String("{COUNTER}"),
        QString::number(range.value(QLatin1String("counter")).toInteger())
            .rightJustified(range.value(QLatin1String("padding")).toInt(), QLatin1Char('0')));
    return number;
}

QString nextNumber(SandboxServer &server, const QString &account, const Kind &kind, const QDate &date)
{
    // Invoices, recurring invoices and templates take their number from the number range of the invoice
    // settings, and advance its counter; the other kinds continue their highest number of the year.
    const QString segment = key(kind.segment);
    if (segment == QLatin1String("invoices") || segment == QLatin1String("recurring-invoices")
        || segment == QLatin1String("templates")) {
        const QString resource = QStringLiteral("number-ranges/") + segment;
        const auto stored = server.storage().get(account, QStringLiteral("settings"), resource);
        QJsonObject range = stored
            ? stored->json
            : QJsonObject {{QStringLiteral("uuid"), resource}, {QStringLiteral("counter"), 1},
                {QStringLiteral("pattern"), QLatin1String(kind.prefix) + QStringLiteral("-{YYYY}-{COUNTER}")},
                {QStringLiteral("padding"), 4}};
        const QString number = formatNumber(range, date);
        range.insert(QStringLiteral("counter"), range.value(QLatin1String("counter")).toInteger() + 1);
        server.storage().put(account, QStringLiteral("settings"), range, range, Storage::now());
        return number;
    }
    const QString head = QStringLiteral("%1-%2-").arg(QLatin1String(kind.prefix)).arg(date.year());
    int highest = 0;
    for (const Storage::Record &r : server.storage().all(account, segment)) {
        const QString number = r.json.value(key(kind.numberField)).toString();
        if (number.startsWith(head))
            highest = qMax(highest, number.mid(head.size()).toInt());
    }
    return head + QString::number(highest + 1).rightJustified(4, QLatin1Char('0'));
}

QJsonObject listItem(const Kind &kind, const QJsonObject &d)
{
    QJsonObject item;
    for (const char *k : {"id", "uuid", "currencyCode", "customField1", "customField2", "customField3",
             "customField4", "reference", "title"})
        item.insert(key(k), d.value(key(k)));
    for (const char *k : kind.listFields)
        item.insert(key(k), d.value(key(k)));
    const QJsonObject receiver = d.value(QLatin1String("receiver")).toObject();
    QJsonObject r;
    for (const char *k : {"addressUuid", "companyUuid", "personUuid", "customerNumber", "name"})
        r.insert(key(k), receiver.value(key(k)));
    item.insert(QStringLiteral("receiver"), r);
    return item;
}

namespace {

SandboxResponse listDocuments(SandboxServer &server, const SandboxRequest &r, const QString &kind)
{
    Errors errors;
    const auto positive = [&](const QString &name, int fallback) {
        const QString text = r.queryValue(name);
        if (text.isEmpty())
            return fallback;
        bool ok = false;
        const int value = text.toInt(&ok);
        if (!ok || value < 1) {
            errors[name] << QStringLiteral("must be a whole number of at least 1");
            return fallback;
        }
        return value;
    };
    const int page = positive(QStringLiteral("page"), 1);
    const int limit = qMin(positive(QStringLiteral("limit"), 25), maxLimit);
    QString since = r.queryValue(QStringLiteral("updatedSince"));
    if (!since.isEmpty()) {
        const QDate date = QDate::fromString(since.left(10), Qt::ISODate);
        const QDateTime stamp = QDateTime::fromString(since, Qt::ISODate);
        if (!date.isValid() || (since.size() > 10 && !stamp.isValid()))
            errors[QStringLiteral("updatedSince")] << QStringLiteral("must be a date as YYYY-MM-DD");
        else if (stamp.isValid() && since.size() > 10)
            since = stamp.toUTC().toString(Qt::ISODate);
    }
    if (!errors.isEmpty())
        return SandboxResponse::validation(errors);

    const Storage::Page result = server.storage().list(r.account, kind, page, limit, since);
    const qint64 lastPage = qMax<qint64>(1, (result.total + limit - 1) / limit);
    QByteArray body = "{\"status\":200,\"message\":\"\",\"data\":[";
    body += result.items.isEmpty() ? QByteArray() : result.items.join(',');
    body += "],\"meta\":";
    body += QJsonDocument(
        QJsonObject {{QStringLiteral("currentPage"), page}, {QStringLiteral("lastPage"), lastPage},
            {QStringLiteral("perPage"), limit}, {QStringLiteral("total"), result.total}})
                .toJson(QJsonDocument::Compact);
    body += '}';
    return SandboxResponse::raw(200, body);
}

// ---- answers -----------------------------------------------------------------------------------------

// The single-document response of the spec: invoice and template answer the delivery date as
// `deliverDate` too; invoice-like kinds add `paymentInstrucations` {iban, reference, bic} (the spec's
// spelling) and write `cashDiscounts[].percentage` as a string.
QJsonObject presented(QJsonObject d)
{
    const QString type = d.value(QLatin1String("type")).toString();
    const bool invoiceLike = type == QLatin1String("invoice") || type == QLatin1String("template")
        || type == QLatin1String("recurringInvoice");
    if ((type == QLatin1String("invoice") || type == QLatin1String("template"))
        && !d.contains(QLatin1String("deliverDate")) && d.contains(QLatin1String("deliveryDate")))
        d.insert(QStringLiteral("deliverDate"), d.value(QLatin1String("deliveryDate")));
    if (!invoiceLike)
        return d;
    const QJsonValue given = d.value(QLatin1String("paymentInstructions"));
    if (!d.contains(QLatin1String("paymentInstrucations")) && given.isObject()) {
        const QJsonObject p = given.toObject();
        d.insert(QStringLiteral("paymentInstrucations"),
            QJsonObject {{QStringLiteral("iban"), p.value(QLatin1String("iban"))},
                {QStringLiteral("reference"), p.value(QLatin1String("reference"))},
                {QStringLiteral("bic"),
                    p.contains(QLatin1String("bic")) ? p.value(QLatin1String("bic")) : QJsonValue()}});
    }
    QJsonArray discounts;
    for (const QJsonValue &v : d.value(QLatin1String("cashDiscounts")).toArray()) {
        QJsonObject c = v.toObject();
        const QJsonValue percentage = c.value(QLatin1String("percentage"));
        if (const auto basisPoints = scaled(percentage, 2))
            c.insert(QStringLiteral("percentage"),
                QString::number(*basisPoints / 100) + QLatin1Char('.')
                    + QString::number(qAbs(*basisPoints % 100)).rightJustified(2, QLatin1Char('0')));
        discounts.append(c);
    }
    if (d.contains(QLatin1String("cashDiscounts")))
        d.insert(QStringLiteral("cashDiscounts"), discounts);
    return d;
}

// A single document as the spec shows it (the live profile moves it into data.documents[0]).
SandboxResponse single(SandboxServer &, const QJsonObject &document, int status = 200)
{
    return SandboxResponse::envelope(presented(document), status);
}

// An invoice as read: with the day of its last reminder and the day its next one is due, computed now
// by the level rule (sandbox/README.md), null where there is none.
SandboxResponse singleRead(
    SandboxServer &server, const QString &account, QJsonObject document, int status = 200)
{
    if (document.value(QLatin1String("type")).toString() == QLatin1String("invoice")) {
        const DunningSchedule schedule = dunningScheduleOf(server, account, document);
        document.insert(QStringLiteral("nextDunningDate"),
            schedule.nextDate.isValid() ? QJsonValue(schedule.nextDate.toString(Qt::ISODate)) : QJsonValue());
        if (!document.contains(QLatin1String("lastDunningDate")))
            document.insert(QStringLiteral("lastDunningDate"), QJsonValue());
        // The payments booked (paymentAdd), an empty list before the first: a client tells "none" from
        // a service that does not show them (sandbox/README.md, evidence table).
        if (!document.value(QLatin1String("payments")).isArray())
            document.insert(QStringLiteral("payments"), QJsonArray());
    }
    return single(server, document, status);
}

SandboxResponse notFound(const SandboxRequest &r)
{
    return SandboxResponse::error(404, QStringLiteral("not_found"),
        QStringLiteral("No document %1 of this kind in this account.").arg(r.param(QStringLiteral("uuid"))));
}

QJsonObject receiverWithNames(SandboxServer &server, const QString &account, QJsonObject receiver)
{
    const QString company = receiver.value(QLatin1String("companyUuid")).toString();
    const auto record = receiverRecord(server, account, receiver);
    if (!record)
        return receiver;
    const QJsonObject a = record->json;
    const QString name = company.isEmpty() ? (a.value(QLatin1String("first_name")).toString()
                             + QLatin1Char(' ') + a.value(QLatin1String("last_name")).toString())
                                           : a.value(QLatin1String("name")).toString();
    receiver.insert(QStringLiteral("name"), name.trimmed());
    receiver.insert(QStringLiteral("customerNumber"), a.value(QLatin1String("customer_number")));
    const QJsonObject address = a.value(QLatin1String("addresses")).toArray().first().toObject();
    if (!receiver.contains(QLatin1String("addressUuid")))
        receiver.insert(QStringLiteral("addressUuid"), address.value(QLatin1String("uuid")));
    receiver.insert(QStringLiteral("address"), address.value(QLatin1String("address")));
    receiver.insert(QStringLiteral("zipCode"), address.value(QLatin1String("zip_code")));
    receiver.insert(QStringLiteral("city"), address.value(QLatin1String("city")));
    return receiver;
}

void registerDocumentRoutes(SandboxServer &server)
{
    const QString scope = QStringLiteral("customers");
    for (const Kind &kind : kinds()) {
        const QString segment = key(kind.segment);
        const QString collection = QStringLiteral("/accounts/{accountUuid}/documents/v2/") + segment;

        server.addRoute("GET", collection, scope,
            [&server, segment](const SandboxRequest &r) { return listDocuments(server, r, segment); });

        server.addRoute("GET", collection + QStringLiteral("/{uuid}"), scope,
            [&server, segment](const SandboxRequest &r) {
                const auto record = server.storage().get(r.account, segment, r.param(QStringLiteral("uuid")));
                return record ? singleRead(server, r.account, record->json) : notFound(r);
            });

        server.addRoute("POST", collection, scope, [&server, &kind](const SandboxRequest &r) {
            SandboxResponse error;
            const auto found = documentsOf(r, &error);
            if (!found)
                return error;
            const QJsonArray &documents = *found;
            // Several documents are a batch: answered at once with a queue, processed in the background,
            // each on its own (one invalid document fails alone).
            if (documents.size() > 1) {
                QList<QJsonObject> inputs;
                for (const QJsonValue &v : documents)
                    inputs.append(v.toObject());
                const QString account = r.account;
                return SandboxResponse::envelope(
                    startQueue(server, account, inputs,
                        [&server, &kind, account](const QJsonObject &input) -> QueueOutcome {
                            QJsonObject sent = input;
                            sent.remove(QStringLiteral("uuid"));
                            sent.insert(QStringLiteral("type"), key(kind.type));
                            const auto invalid = validateNewDocument(server, account, kind, input);
                            if (!invalid.isEmpty())
                                return {{}, describeErrors(invalid), sent};
                            const QJsonObject d = saveNewDocument(server, account, kind, input);
                            if (d.isEmpty())
                                return {{}, QStringLiteral("The document could not be saved."), sent};
                            announceDocument(server, account, QStringLiteral("document-created"), kind, d);
                            return {d, {}, {}};
                        }),
                    202);
            }
            Errors errors;
            validateDocument(
                server, r.account, kind, documents.first().toObject(), QStringLiteral("documents.0"), errors);
            if (!errors.isEmpty())
                return SandboxResponse::validation(errors);
            QList<QJsonObject> created;
            server.storage().transaction();
            for (const QJsonValue &v : documents) {
                const QJsonObject d = saveNewDocument(server, r.account, kind, v.toObject());
                if (d.isEmpty()) {
                    server.storage().rollback();
                    return SandboxResponse::error(500, QStringLiteral("storage_failed"),
                        QStringLiteral("The document could not be saved."));
                }
                created.append(d);
            }
            server.storage().commit();
            announceDocument(server, r.account, QStringLiteral("document-created"), kind, created.first());
            return singleRead(server, r.account, created.first(), 201);
        });

        server.addRoute("PATCH", collection + QStringLiteral("/{uuid}"), scope,
            [&server, &kind](const SandboxRequest &r) {
                SandboxResponse error;
                const auto body = r.jsonBody(&error);
                if (!body)
                    return error;
                const auto record =
                    server.storage().get(r.account, key(kind.segment), r.param(QStringLiteral("uuid")));
                if (!record)
                    return notFound(r);
                const QJsonArray documents = body->value(QLatin1String("documents")).toArray();
                if (documents.size() != 1)
                    return SandboxResponse::validation(
                        {{QStringLiteral("documents"), {QStringLiteral("must hold exactly one document")}}});
                if (record->json.value(QLatin1String("isCancelled")).toBool())
                    return SandboxResponse::error(400, QStringLiteral("document_cancelled"),
                        QStringLiteral("A cancelled document cannot be changed."));
                // Fields sent replace the stored ones; fields not sent stay as they are.
                QJsonObject merged = record->json;
                const QJsonObject changes = documents.first().toObject();
                for (auto it = changes.begin(); it != changes.end(); ++it) {
                    if (it.key() != QLatin1String("uuid") && it.key() != QLatin1String("id")
                        && it.key() != key(kind.numberField))
                        merged.insert(it.key(), it.value());
                }
                const bool invoice = QLatin1String(kind.segment) == QLatin1String("invoices");
                if (invoice && changes.value(QLatin1String("paymentInstructions")).isObject()) {
                    // The reference the invoice already had, sent back with another bank account it does
                    // not fit, is replaced by one that does (as when none is sent); another one is checked.
                    QJsonObject sent = changes.value(QLatin1String("paymentInstructions")).toObject();
                    const QString reference = sent.value(QLatin1String("reference")).toString();
                    if (PaymentReferences::compact(reference)
                            == PaymentReferences::compact(paymentInstructionsOf(record->json)
                                                              .value(QLatin1String("reference"))
                                                              .toString())
                        && !PaymentReferences::problem(bankAccountOf(server, r.account, merged), reference)
                                .isEmpty()) {
                        sent.insert(QStringLiteral("reference"), QString());
                        merged.insert(QStringLiteral("paymentInstructions"), sent);
                    }
                }
                Errors errors;
                validateDocument(server, r.account, kind, merged, QStringLiteral("documents.0"), errors);
                if (!errors.isEmpty())
                    return SandboxResponse::validation(errors);
                merged = withTotals(merged, kind);
                if (invoice)
                    settlePaymentInstructions(server, r.account, merged);
                merged.insert(QStringLiteral("receiver"),
                    receiverWithNames(server, r.account, merged.value(QLatin1String("receiver")).toObject()));
                if (kind.hasOpenAmount && !changes.contains(QLatin1String("openAmount"))) {
                    // What was paid stays paid: the open amount moves with the total.
                    const qint64 paid =
                        scaled(record->json.value(QLatin1String("documentTotal")), 2).value_or(0)
                        - scaled(record->json.value(QLatin1String("openAmount")), 2).value_or(0);
                    merged.insert(QStringLiteral("openAmount"),
                        major(scaled(merged.value(QLatin1String("documentTotal")), 2).value_or(0) - paid));
                }
                const QString now = Storage::now();
                merged.insert(QStringLiteral("updatedAt"), now);
                server.storage().put(r.account, key(kind.segment), merged, listItem(kind, merged), now);
                announceDocument(server, r.account, QStringLiteral("document-updated"), kind, merged);
                return singleRead(server, r.account, merged);
            });
    }

    // Receipts are supplier documents: listed here, acted upon with their actions (a later part).
    server.addRoute("GET", QStringLiteral("/accounts/{accountUuid}/documents/v2/receipts"),
        QStringLiteral("suppliers"),
        [&server](const SandboxRequest &r) { return listDocuments(server, r, QStringLiteral("receipts")); });
}

const RouteGroup documentRoutes("documents", registerDocumentRoutes);

} // namespace

QJsonObject invoiceListItem(const QJsonObject &document)
{
    return listItem(*kindOf(QStringLiteral("invoices")), document);
}

std::optional<qint64> scaledNumber(const QJsonValue &value, int decimals)
{
    return scaled(value, decimals);
}

SandboxResponse singleDocument(SandboxServer &server, const QJsonObject &document, int status)
{
    return single(server, document, status);
}

QJsonObject saveNewDocument(
    SandboxServer &server, const QString &account, const Kind &kind, QJsonObject d, bool imported)
{
    // What the source's kind had and this kind has not goes; dates of this kind start today if missing.
    for (const Kind &other : kinds()) {
        if (&other == &kind)
            continue;
        d.remove(key(other.numberField));
        for (const char *date : other.dates) {
            if (!kind.dates.contains(date))
                d.remove(key(date));
        }
    }
    // `deliverDate`, the live service's other spelling of `deliveryDate`, goes with it (a quote made from
    // an invoice showed the invoice's delivery date).
    if (!hasDate(kind, "deliveryDate"))
        d.remove(QStringLiteral("deliverDate"));
    if (!imported)
        d = withTotals(d, kind);
    const QString now = Storage::now();
    const QString dateField = key(kind.dates.first());
    if (!QDate::fromString(d.value(dateField).toString(), Qt::ISODate).isValid())
        d.insert(dateField, QDate::currentDate().toString(Qt::ISODate));
    const QDate documentDate = QDate::fromString(d.value(dateField).toString(), Qt::ISODate);
    // The service's due date when none is sent (validation refused any that is not a date): after the
    // payment terms, as on the service's own invoice form; conversions come here without one too.
    if (hasDate(kind, "dueDate")
        && !QDate::fromString(d.value(QLatin1String("dueDate")).toString(), Qt::ISODate).isValid())
        d.insert(QStringLiteral("dueDate"),
            documentDate.addDays(paymentDays(server, account, d.value(QLatin1String("receiver")).toObject()))
                .toString(Qt::ISODate));
    d.insert(QStringLiteral("uuid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
    d.insert(QStringLiteral("type"), key(kind.type));
    if (QLatin1String(kind.segment) == QLatin1String("contract-notes")) {
        // The spec types contractNoteNumber as an integer: the account's next one.
        qint64 highest = 0;
        for (const Storage::Record &r : server.storage().all(account, key(kind.segment)))
            highest = qMax(highest, r.json.value(key(kind.numberField)).toInteger());
        d.insert(key(kind.numberField), highest + 1);
    } else {
        d.insert(key(kind.numberField), nextNumber(server, account, kind, documentDate));
    }
    d.insert(QStringLiteral("receiver"),
        receiverWithNames(server, account, d.value(QLatin1String("receiver")).toObject()));
    d.insert(QStringLiteral("sentStatus"), QStringLiteral("OPEN"));
    // The spec's single document always says whether prices include VAT (not for delivery notes).
    if (kind.priced && !d.value(QLatin1String("pricesIncludeVat")).isBool())
        d.insert(QStringLiteral("pricesIncludeVat"), false);
    d.insert(QStringLiteral("isArchived"), false);
    d.insert(QStringLiteral("isCancelled"), false);
    d.remove(QStringLiteral("quoteStatus"));
    if (kind.hasOpenAmount) {
        d.insert(QStringLiteral("openAmount"), d.value(QLatin1String("documentTotal")));
        d.insert(QStringLiteral("dunningLevel"), QStringLiteral("NO_DUNNING"));
        d.insert(QStringLiteral("isImported"), imported);
    } else {
        d.remove(QStringLiteral("openAmount"));
        d.remove(QStringLiteral("dunningLevel"));
    }
    d.insert(QStringLiteral("updatedAt"), now);
    if (!server.storage().put(account, key(kind.segment), d, listItem(kind, d), now))
        return {};
    // The id is the storage's; the record is written again to carry it.
    const auto stored =
        server.storage().get(account, key(kind.segment), d.value(QLatin1String("uuid")).toString());
    d.insert(QStringLiteral("id"), stored ? stored->id : 0);
    // An invoice gets its payment reference by its bank account; an imported one keeps the one it came with.
    if (QLatin1String(kind.segment) == QLatin1String("invoices")
        && (!imported || paymentInstructionsOf(d).value(QLatin1String("reference")).toString().isEmpty()))
        settlePaymentInstructions(server, account, d);
    if (!server.storage().put(account, key(kind.segment), d, listItem(kind, d), now))
        return {};
    return d;
}

QHash<QString, QStringList> validateNewDocument(SandboxServer &server, const QString &account,
    const Kind &kind, const QJsonObject &document, bool imported)
{
    Errors errors;
    validateDocument(server, account, kind, document, QStringLiteral("document"), errors, imported);
    Errors plain;
    for (auto it = errors.begin(); it != errors.end(); ++it)
        plain.insert(it.key().mid(9), it.value()); // without the "document." prefix
    return plain;
}

void announceDocument(SandboxServer &server, const QString &account, const QString &event, const Kind &kind,
    const QJsonObject &document)
{
    deliverWebhookEvent(server, account, event,
        {{QStringLiteral("kind"), key(kind.segment)},
            {QStringLiteral("uuid"), document.value(QLatin1String("uuid"))},
            {QStringLiteral("number"), document.value(key(kind.numberField))},
            {QStringLiteral("updatedAt"), document.value(QLatin1String("updatedAt"))}});
}

std::optional<Storage::Record> receiverRecord(
    SandboxServer &server, const QString &account, const QJsonObject &receiver)
{
    const QString company = receiver.value(QLatin1String("companyUuid")).toString();
    return company.isEmpty() ? server.storage().get(
               account, QStringLiteral("persons"), receiver.value(QLatin1String("personUuid")).toString())
                             : server.storage().get(account, QStringLiteral("companies"), company);
}

std::optional<QJsonArray> documentsOf(const SandboxRequest &request, SandboxResponse *error)
{
    const auto body = request.jsonBody(error);
    if (!body)
        return std::nullopt;
    const QJsonArray documents = body->value(QLatin1String("documents")).toArray();
    if (documents.isEmpty()) {
        *error = SandboxResponse::validation(
            {{QStringLiteral("documents"), {QStringLiteral("is required and must not be empty")}}});
        return std::nullopt;
    }
    return documents;
}

bool hasDate(const Kind &kind, const char *field)
{
    for (const char *date : kind.dates) {
        if (qstrcmp(date, field) == 0)
            return true;
    }
    return false;
}

int paymentDays(SandboxServer &server, const QString &account, const QJsonObject &receiver)
{
    if (const auto record = receiverRecord(server, account, receiver)) {
        const QJsonValue terms = record->json.value(QLatin1String("payment_terms"));
        if (terms.isDouble() && terms.toInt() >= 0)
            return terms.toInt();
    }
    const QJsonValue terms =
        invoiceSetting(server, account, QStringLiteral("conditions")).value(QLatin1String("paymentTerms"));
    if (terms.isDouble() && terms.toInt() >= 0)
        return terms.toInt();
    return 30;
}

std::optional<QJsonObject> paymentOf(SandboxServer &server, const QString &account, const QJsonObject &body,
    qint64 openMinor, SandboxResponse *error)
{
    Errors errors;
    const QJsonValue given = body.value(QLatin1String("amount"));
    const auto amount =
        given.isUndefined() || given.isNull() ? std::optional<qint64>(openMinor) : scaled(given, 2);
    if (!amount || *amount <= 0 || *amount > openMinor)
        errors[QStringLiteral("amount")]
            << QStringLiteral("must be more than 0 and at most the open amount %1")
                   .arg(major(openMinor), 0, 'f', 2);
    const QJsonValue date = body.value(QLatin1String("date"));
    if (!date.isUndefined() && !date.isNull() && !isDate(date))
        errors[QStringLiteral("date")] << QStringLiteral("must be a date as YYYY-MM-DD");
    // The account the money came in on: one of this account's bank accounts, and one in use.
    const QJsonValue bank = body.value(QLatin1String("bankAccountUuid"));
    QString bankUuid;
    if (!bank.isUndefined() && !bank.isNull()) {
        bankUuid = bank.toString();
        const auto record = bank.isString() && !bankUuid.isEmpty()
            ? server.storage().get(account, QStringLiteral("bank-accounts"), bankUuid)
            : std::nullopt;
        if (!record)
            errors[QStringLiteral("bankAccountUuid")]
                << QStringLiteral("is not a bank account of this account");
        else if (!record->json.value(QLatin1String("isActive")).toBool(true))
            errors[QStringLiteral("bankAccountUuid")] << QStringLiteral("is not active");
    }
    const QJsonValue reference = body.value(QLatin1String("reference"));
    if (!reference.isUndefined() && !reference.isNull() && !reference.isString())
        errors[QStringLiteral("reference")] << QStringLiteral("must be text");
    else if (reference.toString().size() > 255)
        errors[QStringLiteral("reference")] << QStringLiteral("must be at most 255 characters");
    else {
        // A QR or creditor reference is taken only with a right check digit: the bank checked it too.
        static const QRegularExpression qrrLike(QStringLiteral("^[0-9]{27}$"));
        static const QRegularExpression scorLike(QStringLiteral("^RF[0-9]{2}[0-9A-Z]{1,21}$"));
        const QString c = PaymentReferences::compact(reference.toString());
        if ((qrrLike.match(c).hasMatch() && !PaymentReferences::isQrr(c))
            || (scorLike.match(c).hasMatch() && !PaymentReferences::isScor(c)))
            errors[QStringLiteral("reference")] << QStringLiteral("has a wrong check digit");
    }
    if (!errors.isEmpty()) {
        *error = SandboxResponse::validation(errors);
        return std::nullopt;
    }
    QJsonObject payment {{QStringLiteral("amount"), major(*amount)},
        {QStringLiteral("date"), date.toString(QDate::currentDate().toString(Qt::ISODate))}};
    if (!bankUuid.isEmpty())
        payment.insert(QStringLiteral("bankAccountUuid"), bankUuid);
    if (!reference.toString().trimmed().isEmpty())
        payment.insert(QStringLiteral("reference"), reference.toString().trimmed());
    return payment;
}
