#include "LiveProfile.h"

#include "Documents.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace {

// ---- json_encode -------------------------------------------------------------------------------------

void appendString(QByteArray &out, const QString &text)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        switch (u) {
        case u'"':
            out += "\\\"";
            break;
        case u'\\':
            out += "\\\\";
            break;
        case u'/':
            out += "\\/";
            break;
        case u'\b':
            out += "\\b";
            break;
        case u'\f':
            out += "\\f";
            break;
        case u'\n':
            out += "\\n";
            break;
        case u'\r':
            out += "\\r";
            break;
        case u'\t':
            out += "\\t";
            break;
        default:
            if (u < 0x20 || u > 0x7f) {
                // QString holds UTF-16: a character above U+FFFF is already its surrogate pair.
                out += "\\u";
                out += hex[(u >> 12) & 0xf];
                out += hex[(u >> 8) & 0xf];
                out += hex[(u >> 4) & 0xf];
                out += hex[u & 0xf];
            } else {
                out += char(u);
            }
        }
    }
    out += '"';
}

void appendObject(QByteArray &out, const QJsonObject &o, const QStringList &first);

void append(QByteArray &out, const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out += "null";
        break;
    case QJsonValue::Bool:
        out += v.toBool() ? "true" : "false";
        break;
    case QJsonValue::Double: {
        // Qt's shortest round-trip form, the one the spec profile writes too.
        const QByteArray one = QJsonDocument(QJsonArray {v}).toJson(QJsonDocument::Compact);
        out += one.mid(1, one.size() - 2);
        break;
    }
    case QJsonValue::String:
        appendString(out, v.toString());
        break;
    case QJsonValue::Array: {
        out += '[';
        bool first = true;
        for (const QJsonValue &e : v.toArray()) {
            if (!first)
                out += ',';
            first = false;
            append(out, e);
        }
        out += ']';
        break;
    }
    case QJsonValue::Object:
        appendObject(out, v.toObject(), {});
        break;
    }
}

// Keys in `first` lead in that order, the others follow alphabetically (QJsonObject's order).
void appendObject(QByteArray &out, const QJsonObject &o, const QStringList &first)
{
    QStringList keys;
    for (const QString &k : first) {
        if (o.contains(k))
            keys << k;
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!first.contains(it.key()))
            keys << it.key();
    }
    out += '{';
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (i > 0)
            out += ',';
        appendString(out, keys.at(i));
        out += ':';
        append(out, o.value(keys.at(i)));
    }
    out += '}';
}

// ---- every field present -----------------------------------------------------------------------------

QJsonObject withNulls(QJsonObject o, std::initializer_list<const char *> fields)
{
    for (const char *f : fields) {
        const QString k = QString::fromLatin1(f);
        if (!o.contains(k))
            o.insert(k, QJsonValue::Null);
    }
    return o;
}

// An amount the live service writes as text (php-core/abaninja-sdk types it `string`): two decimals.
QJsonValue amountText(const QJsonValue &v)
{
    return v.isDouble() ? QJsonValue(QString::number(v.toDouble(), 'f', 2)) : v;
}

QJsonArray mapArray(const QJsonValue &list, QJsonObject (*f)(QJsonObject))
{
    QJsonArray out;
    for (const QJsonValue &v : list.toArray())
        out.append(v.isObject() ? QJsonValue(f(v.toObject())) : v);
    return out;
}

QJsonObject addressEntry(QJsonObject e)
{
    return withNulls(e,
        {"uuid", "address", "street_number", "extension", "additional_field", "city", "zip_code",
            "country_code", "state"});
}

QJsonObject contactPerson(QJsonObject p)
{
    p = withNulls(p, {"uuid", "first_name", "last_name", "salutation"});
    if (!p.value(QLatin1String("contacts")).isArray())
        p.insert(QStringLiteral("contacts"), QJsonArray {});
    return p;
}

// A company or person as the live service writes it.
QJsonObject address(QJsonObject a)
{
    const bool company = a.value(QLatin1String("type")).toString() == QLatin1String("company");
    a = withNulls(a,
        {"uuid", "customer_number", "currency_code", "language", "private_notes", "automatic_dunning",
            "payment_terms"});
    // A yes/no the live service always has: published clients read it into a boolean.
    if (!a.value(QLatin1String("automatic_dunning")).isBool())
        a.insert(QStringLiteral("automatic_dunning"), false);
    if (company) {
        a = withNulls(a, {"name", "id_number", "vat_number"});
        a.insert(QStringLiteral("company_name"), a.value(QLatin1String("name")));
        // A list, empty when the company has no contact persons: never null (published clients read a list).
        a.insert(QStringLiteral("contact_persons"),
            mapArray(a.value(QLatin1String("contact_persons")), contactPerson));
    } else {
        a = withNulls(a, {"first_name", "last_name", "salutation"});
    }
    for (const char *list : {"tags", "contacts", "addresses"}) {
        if (!a.value(QLatin1String(list)).isArray())
            a.insert(QLatin1String(list), QJsonArray {});
    }
    a.insert(QStringLiteral("addresses"), mapArray(a.value(QLatin1String("addresses")), addressEntry));
    return a;
}

// A position of a single document. Published clients type its kind, product number and description as
// text that is never null, and its VAT as an object that is always there with the amount as text
// (php-core/abaninja-sdk `Position`, `Vat`): a subtitle or text line has empty texts and a VAT object
// without rate or amount.
QJsonObject position(QJsonObject p)
{
    p = withNulls(p, {"uuid", "unitUuid", "vatUuid"});
    for (const char *text : {"productNumber", "productDescription"}) {
        if (!p.value(QLatin1String(text)).isString())
            p.insert(QLatin1String(text), QString());
    }
    if (!p.value(QLatin1String("kind")).isString())
        p.insert(QStringLiteral("kind"), QStringLiteral("product"));
    QJsonObject vat = withNulls(p.value(QLatin1String("vat")).toObject(), {"percentage", "amount"});
    vat.insert(QStringLiteral("amount"), amountText(vat.value(QLatin1String("amount"))));
    p.insert(QStringLiteral("vat"), vat);
    if (p.value(QLatin1String("items")).isArray())
        p.insert(QStringLiteral("items"), mapArray(p.value(QLatin1String("items")), position));
    return p;
}

// A document (list item or single) of kind `segment` as the live service writes it.
QJsonObject document(const QString &segment, QJsonObject d, bool single)
{
    d = withNulls(d,
        {"id", "uuid", "currencyCode", "title", "reference", "customField1", "customField2", "customField3",
            "customField4"});
    if (const Kind *kind = kindOf(segment)) {
        for (const char *field : kind->listFields)
            d = withNulls(d, {field});
    }
    const bool invoiceLike = segment == QLatin1String("invoices") || segment == QLatin1String("templates")
        || segment == QLatin1String("recurring-invoices");
    // Published clients type it as a boolean (false by default), never null.
    if (segment == QLatin1String("templates") && !d.value(QLatin1String("isVariantInvoice")).isBool())
        d.insert(QStringLiteral("isVariantInvoice"), false);
    if (single && segment != QLatin1String("receipts")) {
        d = withNulls(d, {"terms", "publicNotes", "footerText", "type", "sentStatus"});
        if (segment != QLatin1String("delivery-notes"))
            d = withNulls(d, {"pricesIncludeVat", "cashDiscounts", "documentDiscount"});
        if (invoiceLike)
            d = withNulls(d, {"paymentInstructions", "paymentInstrucations"});
        if (segment == QLatin1String("invoices") || segment == QLatin1String("templates"))
            d = withNulls(d, {"deliverDate", "deliveryDate"});
        if (segment == QLatin1String("invoices")) {
            // "draft" is the one status seen (notes §2): an invoice not yet sent and not cancelled.
            if (!d.contains(QLatin1String("status"))
                && d.value(QLatin1String("sentStatus")).toString() == QLatin1String("OPEN")
                && !d.value(QLatin1String("isCancelled")).toBool())
                d.insert(QStringLiteral("status"), QStringLiteral("draft"));
            d = withNulls(d, {"status", "systemInvoiceNumber", "nextDunningDate"});
        }
        d.insert(QStringLiteral("positions"), mapArray(d.value(QLatin1String("positions")), position));
    }
    // The open amount of an invoice as text (php-core/abaninja-sdk `Invoice`: `string $openAmount`), like
    // a product's cost.
    if (segment == QLatin1String("invoices") && d.contains(QLatin1String("openAmount")))
        d.insert(QStringLiteral("openAmount"), amountText(d.value(QLatin1String("openAmount"))));
    // A receipt's balance as an integer (php-core/abaninja-sdk `Receipt`: `int $balance`) of major units,
    // as every amount the live service is seen to write: whole units, half away from zero.
    if (segment == QLatin1String("receipts") && d.value(QLatin1String("balance")).isDouble())
        d.insert(
            QStringLiteral("balance"), qint64(std::llround(d.value(QLatin1String("balance")).toDouble())));
    if (segment == QLatin1String("invoices")) {
        QJsonObject receiver = withNulls(d.value(QLatin1String("receiver")).toObject(),
            {"addressUuid", "companyUuid", "personUuid", "customerNumber", "name"});
        if (single) {
            // receiverInformation: the receiver's printed name and address at the time of writing.
            receiver.insert(QStringLiteral("receiverInformation"),
                QJsonObject {{QStringLiteral("name"), receiver.value(QLatin1String("name"))},
                    {QStringLiteral("address"), receiver.value(QLatin1String("address"))},
                    {QStringLiteral("zipCode"), receiver.value(QLatin1String("zipCode"))},
                    {QStringLiteral("city"), receiver.value(QLatin1String("city"))},
                    {QStringLiteral("customerNumber"), receiver.value(QLatin1String("customerNumber"))}});
            receiver = withNulls(receiver, {"address", "zipCode", "city", "contactPersonUuid"});
        }
        d.insert(QStringLiteral("receiver"), receiver);
    }
    return d;
}

// A booking account number as the live service writes it: an integer (3200), when it is one.
QJsonValue bookingAccount(const QJsonValue &v)
{
    bool ok = false;
    const qint64 n = v.toString().toLongLong(&ok);
    return v.isString() && ok ? QJsonValue(n) : v;
}

QJsonObject product(QJsonObject p)
{
    // Product cost comes as a string from the live service (SDK): written with two decimals.
    const QJsonValue cost = p.value(QLatin1String("cost"));
    if (cost.isDouble())
        p.insert(QStringLiteral("cost"), QString::number(cost.toDouble(), 'f', 2));
    if (p.value(QLatin1String("productGroup")).isObject()) {
        QJsonObject g = p.value(QLatin1String("productGroup")).toObject();
        const QLatin1String key("productGroupBookingAccountNumber");
        if (g.contains(key))
            g.insert(key, bookingAccount(g.value(key)));
        // Published clients read every field of a product's group as a value (php-core/abaninja-sdk
        // `ProductProductGroup`: `int $productGroupBookingAccountId`). The sandbox has no chart of
        // accounts: the booking account's number stands for its id.
        const QLatin1String id("productGroupBookingAccountId");
        if (g.value(id).isNull() && g.value(key).isDouble())
            g.insert(id, g.value(key));
        p.insert(QStringLiteral("productGroup"), g);
    }
    if (p.contains(QLatin1String("bookingAccountNumber")))
        p.insert(QStringLiteral("bookingAccountNumber"),
            bookingAccount(p.value(QLatin1String("bookingAccountNumber"))));
    return withNulls(p, {"eanCode", "taxRate", "bookingAccountNumber", "archivedAt", "productGroup"});
}

QJsonObject productGroup(QJsonObject g)
{
    if (g.contains(QLatin1String("bookingAccountNumber")))
        g.insert(QStringLiteral("bookingAccountNumber"),
            bookingAccount(g.value(QLatin1String("bookingAccountNumber"))));
    return g;
}

// A bank account without QR-bill still has the object, switched off (published clients read an object).
QJsonObject bankAccount(QJsonObject b)
{
    if (!b.value(QLatin1String("qrBill")).isObject())
        b.insert(QStringLiteral("qrBill"),
            QJsonObject {{QStringLiteral("active"), false}, {QStringLiteral("besrId"), QString()},
                {QStringLiteral("qrIban"), QString()}});
    return b;
}

// A queue status (batch create, import): each detail's created document as a single one.
QJsonObject queueStatus(QJsonObject q)
{
    QJsonArray details;
    for (const QJsonValue &v : q.value(QLatin1String("details")).toArray()) {
        QJsonObject detail = v.toObject();
        const QJsonObject created = detail.value(QLatin1String("invoice")).toObject();
        QString segment;
        for (const Kind &k : kinds()) {
            if (created.value(QLatin1String("type")).toString() == QLatin1String(k.type))
                segment = QLatin1String(k.segment);
        }
        // The document as a single-document answer's data, {documents: [..]}: published clients read a
        // detail's invoice as they read that data (php-core/abaninja-sdk `QueueDetails`: an `Invoice`,
        // whose reader takes documents[0]).
        if (!segment.isEmpty())
            detail.insert(QStringLiteral("invoice"),
                QJsonObject {{QStringLiteral("documents"), QJsonArray {document(segment, created, true)}}});
        details.append(detail);
    }
    q.insert(QStringLiteral("details"), details);
    return q;
}

// "/accounts/{accountUuid}/documents/v2/<segment>[/{uuid}|/import]": the segment, or empty for others.
QString documentSegment(const QStringList &parts)
{
    // accounts {accountUuid} documents v2 <segment> [{uuid} | import]
    if (parts.size() < 5 || parts.size() > 6 || parts.at(2) != QLatin1String("documents"))
        return {};
    const QString segment = parts.at(4);
    if (!kindOf(segment) && segment != QLatin1String("receipts"))
        return {};
    if (parts.size() == 6 && parts.at(5) != QLatin1String("{uuid}") && parts.at(5) != QLatin1String("import"))
        return {};
    return segment;
}

} // namespace

QByteArray LiveProfile::phpJson(const QJsonValue &value)
{
    QByteArray out;
    // The envelope as the live service writes it: {"status":200,"message":"","data":...} (notes, §2).
    // Other bodies ({data, links, meta} of the address lists, errors) keep the alphabetical order.
    if (value.isObject() && value.toObject().contains(QLatin1String("status")))
        appendObject(out, value.toObject(),
            {QStringLiteral("status"), QStringLiteral("message"), QStringLiteral("data"),
                QStringLiteral("meta")});
    else
        append(out, value);
    return out;
}

SandboxResponse LiveProfile::shape(const QString &pattern, SandboxResponse response)
{
    bool json = false;
    for (const auto &[name, value] : std::as_const(response.headers))
        json = json || (name.compare("Content-Type", Qt::CaseInsensitive) == 0 && value.contains("json"));
    if (!json)
        return response;
    QJsonParseError error;
    const QJsonDocument parsed = QJsonDocument::fromJson(response.body, &error);
    if (error.error != QJsonParseError::NoError)
        return response;
    if (parsed.isArray()) {
        response.body = phpJson(parsed.array());
        return response;
    }
    QJsonObject o = parsed.object();
    const QStringList parts = pattern.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const bool ok = response.status >= 200 && response.status < 300;
    const QString segment = documentSegment(parts);
    const QJsonValue data = o.value(QLatin1String("data"));
    if (data.isObject() && data.toObject().value(QLatin1String("details")).isArray()
        && parts.value(2) == QLatin1String("documents")) {
        o.insert(QStringLiteral("data"), queueStatus(data.toObject()));
    } else if (!segment.isEmpty() && ok) {
        // Lists and single documents alike sit in data.documents, meta beside it.
        QJsonArray documents;
        if (data.isArray()) {
            for (const QJsonValue &v : data.toArray())
                documents.append(document(segment, v.toObject(), false));
        } else if (data.isObject()) {
            documents.append(document(segment, data.toObject(), true));
        }
        o.insert(QStringLiteral("data"), QJsonObject {{QStringLiteral("documents"), documents}});
        if (!o.contains(QLatin1String("meta")))
            o.insert(QStringLiteral("meta"), QJsonObject {});
    } else if (parts.size() >= 5 && parts.at(2) == QLatin1String("addresses")
        && (parts.at(4) == QLatin1String("companies") || parts.at(4) == QLatin1String("persons")
            || parts.at(4) == QLatin1String("addresses"))) {
        // Companies and persons, also the similar ones of a 409.
        if (data.isArray())
            o.insert(QStringLiteral("data"), mapArray(data, address));
        else if (data.isObject() && data.toObject().contains(QLatin1String("type")))
            o.insert(QStringLiteral("data"), address(data.toObject()));
    } else if (parts.size() >= 5 && parts.size() <= 6 && parts.at(2) == QLatin1String("finances")
        && parts.at(4) == QLatin1String("bank-accounts")) {
        if (data.isArray())
            o.insert(QStringLiteral("data"), mapArray(data, bankAccount));
        else if (data.isObject() && data.toObject().contains(QLatin1String("iban")))
            o.insert(QStringLiteral("data"), bankAccount(data.toObject()));
    } else if (parts.size() >= 5 && parts.size() <= 6 && parts.at(2) == QLatin1String("products")
        && parts.at(4) == QLatin1String("product-groups")) {
        if (data.isArray())
            o.insert(QStringLiteral("data"), mapArray(data, productGroup));
        else if (data.isObject() && data.toObject().contains(QLatin1String("groupNumber")))
            o.insert(QStringLiteral("data"), productGroup(data.toObject()));
    } else if (parts.size() >= 5 && parts.at(2) == QLatin1String("products")
        && parts.at(4) == QLatin1String("products") && parts.size() <= 6) {
        if (data.isArray())
            o.insert(QStringLiteral("data"), mapArray(data, product));
        else if (data.isObject() && data.toObject().contains(QLatin1String("productUuid")))
            o.insert(QStringLiteral("data"), product(data.toObject()));
    }
    response.body = phpJson(o);
    return response;
}
