#include "DemoData.h"

#include "Documents.h"
#include "PaymentReferences.h"
#include "Resources.h"
#include "Routes.h"
#include "SandboxServer.h"
#include "Storage.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUuid>

#include <tuple>

#include <algorithm>
#include <array>
#include <random>

namespace {

const QUuid ns(QStringLiteral("{6f1c2a5e-8d4b-4c7a-9e21-3b5d7f9a1c02}"));

QString uuidFor(const QString &name)
{
    return QUuid::createUuidV5(ns, name).toString(QUuid::WithoutBraces);
}

// Minor units to the JSON number the service sends (major units, e.g. 1234.55).
double major(qint64 minor)
{
    return double(minor) / 100.0;
}

qint64 percentOf(qint64 minor, qint64 basisPoints)
{
    const qint64 p = minor * basisPoints;
    return (p >= 0 ? p + 5000 : p - 5000) / 10000;
}

qint64 roundTo5(qint64 minor)
{
    return (minor + 2) / 5 * 5;
}

struct Customer
{
    QString uuid;
    QString name;
    QString number;
    QString street;
    QString zip;
    QString city;
    QString canton;
    bool company;
    QString language;
};

struct Product
{
    const char *number;
    const char *description;
    const char *unit;
    qint64 priceMinor;
    qint64 vat; // basis points
    bool fractional;
};

const Product products[] = {
    {"CONS-01", "Beratung Buchhaltung (Stunde)", "HUR", 16000, 810, true},
    {"CONS-02", "Jahresabschluss", "C62", 185000, 810, false},
    {"CONS-03", "Steuererklärung juristische Person", "C62", 95000, 810, false},
    {"PAY-01", "Lohnbuchhaltung pro Mitarbeitende/r", "C62", 4500, 810, false},
    {"SW-10", "Softwarelizenz Finanzpaket (Jahr)", "C62", 64000, 810, false},
    {"HW-21", "Notebook 14\" inkl. Einrichtung", "C62", 138900, 810, false},
    {"HW-22", "Bildschirm 27\"", "C62", 38900, 810, false},
    {"TRV-01", "Reisezeit (Stunde)", "HUR", 9000, 810, true},
    {"BK-01", "Fachbuch Schweizer Steuerrecht", "C62", 8900, 260, false},
    {"FD-01", "Kaffee und Verpflegung Workshop", "C62", 1850, 260, false},
    {"EXP-01", "Auslagen Handelsregister (ohne MWST)", "C62", 12000, 0, false},
    {"EXP-02", "Porto und Versand", "C62", 1250, 0, false},
};

const char *const companyNames[] = {
    "Müller AG",
    "Bernasconi Architettura SA",
    "Weber Treuhand GmbH",
    "Schneider Holzbau AG",
    "Keller & Partner Rechtsanwälte",
    "Bäckerei Huber GmbH",
    "Favre Ingénierie Sàrl",
    "Rossi Trasporti SA",
    "Gerber Elektro AG",
    "Zürcher Druckerei AG",
    "Meier Gartenbau GmbH",
    "Fontana Vini Sagl",
    "Brunner Immobilien AG",
    "Dubois Horlogerie SA",
    "Steiner Sanitär GmbH",
    "Lüthi Metallbau AG",
    "Moser Informatik GmbH",
    "Baumann Catering AG",
    "Roth Physiotherapie GmbH",
    "Graf Malerei AG",
};
const char *const personNames[] = {"Anna Schmid", "Luca Bianchi", "Claire Rochat", "Peter Widmer",
    "Sofia Ferrari", "Thomas Frei", "Nathalie Girard", "Reto Hofmann"};
// Their salutations (Mr, Mrs, Ms, Family): every person of the live service has one (sandbox/README.md,
// "Profiles").
const char *const personSalutations[] = {"Mrs", "Mr", "Ms", "Mr", "Ms", "Mr", "Mrs", "Mr"};
static_assert(std::size(personSalutations) == std::size(personNames));
const char *const places[][3] = {
    {"8001", "Zürich", "ZH"},
    {"3011", "Bern", "BE"},
    {"4051", "Basel", "BS"},
    {"6900", "Lugano", "TI"},
    {"1003", "Lausanne", "VD"},
    {"1204", "Genève", "GE"},
    {"6003", "Luzern", "LU"},
    {"9000", "St. Gallen", "SG"},
    {"8400", "Winterthur", "ZH"},
    {"5000", "Aarau", "AG"},
    {"7000", "Chur", "GR"},
    {"2502", "Biel/Bienne", "BE"},
};
const char *const streets[] = {"Bahnhofstrasse", "Hauptstrasse", "Dorfstrasse", "Via Nassa", "Rue du Lac",
    "Industriestrasse", "Seestrasse", "Kirchgasse"};
const char *const titles[] = {"Buchhaltung", "Beratung", "Jahresabschluss", "Lohnadministration",
    "IT-Ausstattung", "Steuern", "Workshop", "Auslagen"};

// info@mueller-ag.ch for a company, anna.schmid@bluewin.ch for a person
QString emailFor(const QString &name, bool company)
{
    QString slug = name.toLower();
    for (const auto &[from, to] : {std::pair {u'ä', "ae"}, std::pair {u'ö', "oe"}, std::pair {u'ü', "ue"},
             std::pair {u'é', "e"}, std::pair {u'è', "e"}, std::pair {u'à', "a"}})
        slug.replace(QChar(from), QString::fromLatin1(to));
    QString clean;
    for (QChar c : slug)
        clean +=
            c.isLetterOrNumber() && c.unicode() < 128 ? c : (company ? QLatin1Char('-') : QLatin1Char('.'));
    while (clean.contains(QStringLiteral("--")))
        clean.replace(QStringLiteral("--"), QStringLiteral("-"));
    return company ? QStringLiteral("info@%1.ch").arg(clean) : QStringLiteral("%1@bluewin.ch").arg(clean);
}

QList<Customer> seedCustomers(
    Storage &storage, const QString &account, std::mt19937 &rng, int companies, int persons)
{
    QList<Customer> customers;
    int number = 1000;
    const auto make = [&](const QString &name, bool company, const QString &salutation) {
        const auto &place = places[rng() % std::size(places)];
        Customer c {uuidFor(account + QStringLiteral("/address/") + name), name, QString::number(++number),
            QString::fromUtf8(streets[rng() % std::size(streets)]) + QLatin1Char(' ')
                + QString::number(1 + rng() % 80),
            QString::fromLatin1(place[0]), QString::fromUtf8(place[1]), QString::fromLatin1(place[2]),
            company, QString()};
        c.language = c.city == QLatin1String("Lugano") ? QStringLiteral("it")
            : (c.city == QLatin1String("Genève") || c.city == QLatin1String("Lausanne"))
            ? QStringLiteral("fr")
            : QStringLiteral("de");
        const QString kind = company ? QStringLiteral("companies") : QStringLiteral("persons");
        QJsonObject address {{QStringLiteral("uuid"), uuidFor(c.uuid + QStringLiteral("/a"))},
            {QStringLiteral("address"), c.street}, {QStringLiteral("zip_code"), c.zip},
            {QStringLiteral("city"), c.city}, {QStringLiteral("country_code"), QStringLiteral("CH")},
            {QStringLiteral("state"), c.canton}};
        QJsonObject json {
            {QStringLiteral("type"), company ? QStringLiteral("company") : QStringLiteral("person")},
            {QStringLiteral("uuid"), c.uuid}, {QStringLiteral("customer_number"), c.number},
            {QStringLiteral("currency_code"), QStringLiteral("CHF")},
            {QStringLiteral("language"), c.language}, {QStringLiteral("addresses"), QJsonArray {address}},
            {QStringLiteral("payment_terms"), 30}, {QStringLiteral("tags"), QJsonArray {}}};
        json.insert(QStringLiteral("contacts"),
            QJsonArray {QJsonObject {{QStringLiteral("type"), QStringLiteral("email")},
                {QStringLiteral("value"), emailFor(name, company)}, {QStringLiteral("is_primary"), true}}});
        if (company) {
            json.insert(QStringLiteral("name"), name);
        } else {
            const QStringList parts = name.split(QLatin1Char(' '));
            json.insert(QStringLiteral("first_name"), parts.value(0));
            json.insert(QStringLiteral("last_name"), parts.value(1));
            json.insert(QStringLiteral("salutation"), salutation);
        }
        storage.put(account, kind, json, json, Storage::now());
        customers.append(c);
    };
    for (int i = 0; i < companies; ++i)
        make(QString::fromUtf8(companyNames[i % std::size(companyNames)]), true, QString());
    for (int i = 0; i < persons; ++i)
        make(QString::fromUtf8(personNames[i % std::size(personNames)]), false,
            QString::fromLatin1(personSalutations[i % std::size(personSalutations)]));
    return customers;
}

struct TermsTexts
{
    const char *terms;
    const char *footer;
};
const TermsTexts termsTexts[] = {{"Zahlbar innert 30 Tagen netto.", "Vielen Dank für Ihren Auftrag."},
    {"Payable dans les 30 jours net.", "Merci de votre confiance."},
    {"Pagabile entro 30 giorni netto.", "Grazie per il vostro incarico."}};

// The demo account's two bank accounts: CHF with QR-bill payments on a QR-IBAN, and EUR on a plain IBAN.
QList<QJsonObject> demoBankAccounts(const QString &account)
{
    const auto uuid = [&account](const QString &what) {
        return uuidFor(account + QLatin1Char('/') + what);
    };
    return {QJsonObject {{QStringLiteral("uuid"), uuid(QStringLiteral("bank/main"))},
                {QStringLiteral("name"), QStringLiteral("Geschäftskonto")},
                {QStringLiteral("bankName"), QStringLiteral("PostFinance AG")},
                {QStringLiteral("bankAddress"), QStringLiteral("Mingerstrasse 20")},
                {QStringLiteral("bankCity"), QStringLiteral("3030 Bern")},
                {QStringLiteral("iban"), QStringLiteral("CH9300762011623852957")},
                {QStringLiteral("bic"), QStringLiteral("POFICHBEXXX")},
                {QStringLiteral("currencyCode"), QStringLiteral("CHF")},
                {QStringLiteral("qrBill"),
                    QJsonObject {{QStringLiteral("active"), true},
                        {QStringLiteral("qrIban"), QStringLiteral("CH4431999123000889012")},
                        {QStringLiteral("besrId"), QString()}}},
                {QStringLiteral("isActive"), true}, {QStringLiteral("isDefault"), true}},
        QJsonObject {{QStringLiteral("uuid"), uuid(QStringLiteral("bank/eur"))},
            {QStringLiteral("name"), QStringLiteral("Euro-Konto")},
            {QStringLiteral("bankName"), QStringLiteral("UBS Switzerland AG")},
            {QStringLiteral("bankAddress"), QStringLiteral("Bahnhofstrasse 45")},
            {QStringLiteral("bankCity"), QStringLiteral("8001 Zürich")},
            {QStringLiteral("iban"), QStringLiteral("CH5604835012345678009")},
            {QStringLiteral("bic"), QStringLiteral("UBSWCHZH80A")},
            {QStringLiteral("currencyCode"), QStringLiteral("EUR")}, {QStringLiteral("qrBill"), QJsonValue()},
            {QStringLiteral("isActive"), true}, {QStringLiteral("isDefault"), false}}};
}

void seedInvoices(Storage &storage, const QString &account, const QList<Customer> &customers, int count,
    std::mt19937 &rng, const QDate &today)
{
    // New invoices continue after the demo's: the number range's counter starts behind them.
    const QJsonObject range {{QStringLiteral("uuid"), QStringLiteral("number-ranges/invoices")},
        {QStringLiteral("counter"), count + 1},
        {QStringLiteral("pattern"), QStringLiteral("RE-{YYYY}-{COUNTER}")}, {QStringLiteral("padding"), 4}};
    storage.put(account, QStringLiteral("settings"), range, range, Storage::now());
    // Dates first, so numbers follow the order of the dates as a real numbering would.
    QList<int> ages;
    for (int i = 0; i < count; ++i)
        ages.append(int(rng() % 540));
    std::sort(ages.begin(), ages.end(), std::greater<>());
    // Paid to the bank account of the currency, under the reference the service assigns (PaymentReferences).
    const QList<QJsonObject> banks = demoBankAccounts(account);

    for (int i = 0; i < count; ++i) {
        const QDate date = today.addDays(-ages[i]);
        const QDate due = date.addDays(30);
        const Customer &c = customers.at(int(rng() % customers.size()));
        const bool euro = rng() % 12 == 0;
        const QString currency = euro ? QStringLiteral("EUR") : QStringLiteral("CHF");
        const QString uuid = uuidFor(account + QStringLiteral("/invoice/") + QString::number(i));
        const QString number =
            QStringLiteral("RE-%1-%2").arg(date.year()).arg(i + 1, 4, 10, QLatin1Char('0'));
        const QJsonObject bank = PaymentReferences::defaultAccount(banks, currency);
        const QString reference = PaymentReferences::assign(bank, i + 1, number);

        QJsonArray positions;
        qint64 net = 0;
        qint64 vatTotal = 0;
        int positionNumber = 0;
        const int lines = 1 + int(rng() % 6);
        if (lines > 3)
            positions.append(QJsonObject {{QStringLiteral("positionNumber"), ++positionNumber},
                {QStringLiteral("kind"), QStringLiteral("subtitle")},
                {QStringLiteral("title"),
                    QStringLiteral("Leistungen %1").arg(date.toString(QStringLiteral("MM.yyyy")))}});
        for (int l = 0; l < lines; ++l) {
            const Product &p = products[rng() % std::size(products)];
            const qint64 quantityMilli =
                p.fractional ? 500 * qint64(1 + rng() % 16) : 1000 * qint64(1 + rng() % 4);
            const qint64 discountBp = rng() % 10 == 0 ? 1000 : 0;
            qint64 line = (quantityMilli * p.priceMinor + 500) / 1000;
            line -= percentOf(line, discountBp);
            const qint64 vat = percentOf(line, p.vat);
            net += line;
            vatTotal += vat;
            positions.append(QJsonObject {{QStringLiteral("positionNumber"), ++positionNumber},
                {QStringLiteral("kind"), QStringLiteral("product")},
                {QStringLiteral("productNumber"), QString::fromLatin1(p.number)},
                {QStringLiteral("productDescription"), QString::fromUtf8(p.description)},
                {QStringLiteral("quantity"), double(quantityMilli) / 1000.0},
                {QStringLiteral("unitCode"), QString::fromLatin1(p.unit)},
                {QStringLiteral("singlePrice"), major(p.priceMinor)},
                {QStringLiteral("positionTotal"), major(line)},
                {QStringLiteral("discounts"),
                    QJsonObject {{QStringLiteral("percentage"), double(discountBp) / 100.0}}},
                {QStringLiteral("vat"),
                    QJsonObject {{QStringLiteral("percentage"), double(p.vat) / 100.0},
                        {QStringLiteral("amount"), major(vat)}}}});
        }
        qint64 total = net + vatTotal;
        if (!euro)
            total = roundTo5(total);

        // A mix a bookkeeper recognises: most past-due invoices paid, some overdue with reminders.
        const int overdueDays = int(due.daysTo(today));
        const unsigned fate = rng() % 100;
        const bool cancelled = fate < 3;
        bool archived = false;
        qint64 open = cancelled ? 0 : total; // a cancelled invoice is owed no more
        QString sent = QStringLiteral("SENT");
        QString dunning = QStringLiteral("NO_DUNNING");
        QJsonValue lastDunning; // null: no reminder yet
        QDateTime updated(date, QTime(8 + int(rng() % 9), int(rng() % 60)), Qt::UTC);
        if (!cancelled && overdueDays > 0) {
            if (fate < 75) {
                open = 0;
                updated = QDateTime(due.addDays(-int(rng() % 25)), QTime(10, 0), Qt::UTC);
                archived = overdueDays > 300 && fate < 40;
            } else {
                dunning = overdueDays > 60 ? QStringLiteral("FINAL_DUNNING")
                    : overdueDays > 30     ? QStringLiteral("FIRST_DUNNING")
                    : overdueDays > 10     ? QStringLiteral("REMINDER")
                                           : QStringLiteral("NO_DUNNING");
                // Each level was recorded the day it was passed: 10, 30 or 60 days after the due date.
                const int recordedAfter = overdueDays > 60 ? 60 : overdueDays > 30 ? 30 : 10;
                if (overdueDays > 10)
                    lastDunning = due.addDays(recordedAfter).toString(Qt::ISODate);
                if (fate > 95)
                    open = total / 2; // partly paid
            }
        } else if (!cancelled && fate < 50) {
            sent = QStringLiteral("OPEN");
        }
        if (updated > QDateTime::currentDateTimeUtc())
            updated = QDateTime::currentDateTimeUtc().addSecs(-60);

        // What came in, as paymentAdd records it: the whole amount the day the invoice was settled, or half.
        QJsonArray payments;
        if (!cancelled && open < total) {
            const QDate paidOn = open == 0 ? updated.date() : qMin(due.addDays(5), today);
            payments.append(QJsonObject {{QStringLiteral("amount"), major(total - open)},
                {QStringLiteral("date"), paidOn.toString(Qt::ISODate)},
                {QStringLiteral("bankAccountUuid"), bank.value(QLatin1String("uuid"))},
                {QStringLiteral("reference"), reference}});
        }

        // Terms and thanks in the receiver's language, as they are printed.
        const TermsTexts &texts = c.language == QLatin1String("fr") ? termsTexts[1]
            : c.language == QLatin1String("it")                     ? termsTexts[2]
                                                                    : termsTexts[0];
        QJsonObject doc {
            {QStringLiteral("id"), i + 1},
            {QStringLiteral("uuid"), uuid},
            {QStringLiteral("type"), QStringLiteral("invoice")},
            {QStringLiteral("invoiceNumber"), number},
            {QStringLiteral("currencyCode"), currency},
            {QStringLiteral("title"),
                QStringLiteral("%1 %2").arg(QString::fromUtf8(titles[rng() % std::size(titles)]), c.name)},
            {QStringLiteral("reference"), QStringLiteral("PO-%1").arg(10000 + int(rng() % 89999))},
            {QStringLiteral("customField1"), QString()},
            {QStringLiteral("customField2"), QString()},
            {QStringLiteral("customField3"), QString()},
            {QStringLiteral("customField4"), QString()},
            {QStringLiteral("terms"), QString::fromUtf8(texts.terms)},
            {QStringLiteral("publicNotes"), QString()},
            {QStringLiteral("footerText"), QString::fromUtf8(texts.footer)},
            {QStringLiteral("receiver"),
                QJsonObject {{QStringLiteral("addressUuid"), uuidFor(c.uuid + QStringLiteral("/a"))},
                    {QStringLiteral("companyUuid"), c.company ? QJsonValue(c.uuid) : QJsonValue()},
                    {QStringLiteral("personUuid"), c.company ? QJsonValue() : QJsonValue(c.uuid)},
                    {QStringLiteral("customerNumber"), c.number}, {QStringLiteral("name"), c.name},
                    {QStringLiteral("address"), c.street}, {QStringLiteral("zipCode"), c.zip},
                    {QStringLiteral("city"), c.city}}},
            {QStringLiteral("positions"), positions},
            {QStringLiteral("pricesIncludeVat"), false},
            {QStringLiteral("documentTotal"), major(total)},
            {QStringLiteral("openAmount"), major(open)},
            {QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)},
            {QStringLiteral("dueDate"), due.toString(Qt::ISODate)},
            {QStringLiteral("deliveryDate"), date.toString(Qt::ISODate)},
            {QStringLiteral("deliverDate"), date.toString(Qt::ISODate)},
            {QStringLiteral("sentStatus"), sent},
            {QStringLiteral("dunningLevel"), dunning},
            {QStringLiteral("lastDunningDate"), lastDunning},
            {QStringLiteral("isArchived"), archived},
            {QStringLiteral("isCancelled"), cancelled},
            {QStringLiteral("isImported"), false},
            {QStringLiteral("paymentInstrucations"),
                QJsonObject {{QStringLiteral("iban"), bank.value(QLatin1String("iban"))},
                    {QStringLiteral("reference"), reference},
                    {QStringLiteral("bic"), bank.value(QLatin1String("bic"))}}},
            {QStringLiteral("paymentInstructions"),
                QJsonObject {{QStringLiteral("iban"), bank.value(QLatin1String("iban"))},
                    {QStringLiteral("reference"), reference}}},
            {QStringLiteral("cashDiscounts"), QJsonArray {}},
            {QStringLiteral("updatedAt"), updated.toString(Qt::ISODate)},
        };
        if (!payments.isEmpty())
            doc.insert(QStringLiteral("payments"), payments);
        storage.put(
            account, QStringLiteral("invoices"), doc, invoiceListItem(doc), updated.toString(Qt::ISODate));
    }
}

// Units, product groups, products, bank accounts, users and employees of a demo account.
void seedRecords(Storage &storage, const QString &account)
{
    // The storage's integer id goes into `numberField` ("id"; products: "productId").
    const auto put = [&storage, &account](const QString &kind, QJsonObject json,
                         const QString &numberField = QStringLiteral("id")) {
        storage.put(account, kind, json, json, Storage::now());
        if (const auto saved = storage.get(account, kind, json.value(QLatin1String("uuid")).toString())) {
            json.insert(numberField, saved->id);
            storage.put(account, kind, json, json, Storage::now());
        }
        return json;
    };
    const auto texts = [](const char *de, const char *en, const char *fr, const char *it, const char *field) {
        QJsonObject t;
        const char *values[] = {de, en, fr, it};
        const char *langs[] = {"de", "en", "fr", "it"};
        for (int i = 0; i < 4; ++i)
            t.insert(
                QLatin1String(langs[i]), QJsonObject {{QLatin1String(field), QString::fromUtf8(values[i])}});
        return t;
    };
    const auto uuid = [&account](const QString &what) {
        return uuidFor(account + QLatin1Char('/') + what);
    };

    QHash<QString, QJsonObject> units;
    // The unit's printed name (abbreviated, as on documents) and its description, per language.
    struct UnitName
    {
        const char *unit;
        const char *description;
    };
    for (const auto &[code, names] : {std::pair {"C62",
                                          std::array<UnitName, 4> {{{"Stk.", "Stück"}, {"pce", "piece"},
                                              {"pce", "pièce"}, {"pz.", "pezzo"}}}},
             std::pair {"HUR",
                 std::array<UnitName, 4> {
                     {{"Std.", "Stunde"}, {"h", "hour"}, {"h", "heure"}, {"h", "ora"}}}}}) {
        QJsonObject translations;
        const char *langs[] = {"de", "en", "fr", "it"};
        for (std::size_t i = 0; i < 4; ++i)
            translations.insert(QLatin1String(langs[i]),
                QJsonObject {{QStringLiteral("unit"), QString::fromUtf8(names[i].unit)},
                    {QStringLiteral("description"), QString::fromUtf8(names[i].description)},
                    {QStringLiteral("unitPlural"), QJsonValue()}});
        units.insert(QString::fromLatin1(code),
            put(QStringLiteral("units"),
                {{QStringLiteral("uuid"), uuid(QStringLiteral("unit/") + QLatin1String(code))},
                    {QStringLiteral("isocode"), QString::fromLatin1(code)}, {QStringLiteral("active"), true},
                    {QStringLiteral("translations"), translations}}));
    }
    const QJsonObject services = put(QStringLiteral("product-groups"),
        {{QStringLiteral("uuid"), uuid(QStringLiteral("group/services"))},
            {QStringLiteral("groupNumber"), 10},
            {QStringLiteral("bookingAccountNumber"), QStringLiteral("3400")},
            {QStringLiteral("isArchived"), false}, {QStringLiteral("isDeletable"), true},
            {QStringLiteral("translations"),
                texts("Dienstleistungen", "Services", "Prestations", "Prestazioni", "description")}});
    const QJsonObject goods = put(QStringLiteral("product-groups"),
        {{QStringLiteral("uuid"), uuid(QStringLiteral("group/goods"))}, {QStringLiteral("groupNumber"), 20},
            {QStringLiteral("bookingAccountNumber"), QStringLiteral("3200")},
            {QStringLiteral("isArchived"), false}, {QStringLiteral("isDeletable"), true},
            {QStringLiteral("translations"),
                texts("Handelswaren", "Goods", "Marchandises", "Merci", "description")}});
    for (const Product &p : products) {
        const bool hourly = QLatin1String(p.unit) == QLatin1String("HUR");
        const QJsonObject unit = units.value(hourly ? QStringLiteral("HUR") : QStringLiteral("C62"));
        const QJsonObject group =
            QByteArray(p.number).startsWith("HW") || QByteArray(p.number).startsWith("BK") ? goods : services;
        QJsonObject translations;
        for (const char *lang : {"de", "en", "fr", "it"})
            translations.insert(QLatin1String(lang),
                QJsonObject {{QStringLiteral("productName"), QString::fromUtf8(p.description)},
                    {QStringLiteral("productDescription"), QString()}});
        put(QStringLiteral("products"),
            {{QStringLiteral("uuid"), uuid(QStringLiteral("product/") + QLatin1String(p.number))},
                {QStringLiteral("productUuid"), uuid(QStringLiteral("product/") + QLatin1String(p.number))},
                {QStringLiteral("productKey"), QString::fromLatin1(p.number)},
                {QStringLiteral("isService"),
                    !(QByteArray(p.number).startsWith("HW") || QByteArray(p.number).startsWith("BK"))},
                {QStringLiteral("eanCode"), QJsonValue()},
                {QStringLiteral("productUnit"),
                    QJsonObject {{QStringLiteral("id"), unit.value(QLatin1String("id"))},
                        {QStringLiteral("uuid"), unit.value(QLatin1String("uuid"))},
                        {QStringLiteral("isocode"), unit.value(QLatin1String("isocode"))}}},
                {QStringLiteral("cost"), major(p.priceMinor)},
                {QStringLiteral("taxRate"), double(p.vat) / 100.0},
                {QStringLiteral("bookingAccountNumber"), group.value(QLatin1String("bookingAccountNumber"))},
                {QStringLiteral("productGroupNumber"), group.value(QLatin1String("groupNumber"))},
                {QStringLiteral("productGroup"),
                    productGroupOf({group.value(QLatin1String("uuid")).toString(),
                        group.value(QLatin1String("id")).toInteger(), QString(), group})},
                {QStringLiteral("tags"), QJsonArray {}}, {QStringLiteral("properties"), QJsonArray {}},
                {QStringLiteral("archivedAt"), QJsonValue()}, {QStringLiteral("isInclusive"), false},
                {QStringLiteral("translations"), translations}},
            QStringLiteral("productId"));
    }
    for (const QJsonObject &bank : demoBankAccounts(account))
        put(QStringLiteral("bank-accounts"), bank);
    int userId = 0;
    for (const auto &[first, last] :
        {std::pair {"Sandra", "Keller"}, std::pair {"Marco", "Rossi"}, std::pair {"Léa", "Dubois"}}) {
        const QString f = QString::fromUtf8(first);
        const QString l = QString::fromUtf8(last);
        const QJsonObject user = put(QStringLiteral("users"),
            {{QStringLiteral("uuid"), uuid(QStringLiteral("user/") + f)}, {QStringLiteral("id"), ++userId},
                {QStringLiteral("firstName"), f}, {QStringLiteral("lastName"), l},
                {QStringLiteral("email"), emailFor(f + QLatin1Char(' ') + l, false)}});
        if (userId > 2)
            continue; // the third user has no employee record
        put(QStringLiteral("employees"),
            {{QStringLiteral("uuid"), uuid(QStringLiteral("employee/") + f)},
                {QStringLiteral("firstName"), f}, {QStringLiteral("lastName"), l},
                {QStringLiteral("employeeNumber"), QStringLiteral("M-%1").arg(100 + userId)},
                {QStringLiteral("employmentStartDate"), QStringLiteral("2021-0%1-01").arg(userId + 2)},
                {QStringLiteral("timeTrackingStartDate"), QStringLiteral("2021-0%1-01").arg(userId + 2)},
                {QStringLiteral("birthDate"), QJsonValue()},
                {QStringLiteral("employeeGroupUuid"), QJsonValue()},
                {QStringLiteral("employeeGroup"), QJsonValue()},
                {QStringLiteral("userUuid"), user.value(QLatin1String("uuid"))},
                {QStringLiteral("user"), user}, {QStringLiteral("accountUuid"), account},
                {QStringLiteral("addressUuid"), QJsonValue()}, {QStringLiteral("isActive"), true},
                {QStringLiteral("isPresent"), false},
                {QStringLiteral("timeTrackingStartDateEditable"), false}});
    }
}

// Supplier receipts: bills from several suppliers in CHF, EUR and USD, open, partly or fully paid,
// archived, one cancelled. The supplier is the receipt's `receiver` (the other party of the document).
void seedReceipts(Storage &storage, const QString &account, const QDate &today)
{
    struct Supplier
    {
        const char *name;
        const char *currency;
        qint64 minor; // total in minor units
        int age; // days since the receipt date
        int paidPercent; // 0 open, 100 paid
        bool archived;
        bool cancelled;
        int discountDays; // cash discount: days (0 none) at 2 %
    };
    static const Supplier suppliers[] = {
        {"Swisscom (Schweiz) AG", "CHF", 18990, 12, 0, false, false, 0},
        {"Swisscom (Schweiz) AG", "CHF", 18990, 42, 100, false, false, 0},
        {"Elektrizitätswerk der Stadt Zürich", "CHF", 42135, 20, 0, false, false, 10},
        {"Bürobedarf Müller GmbH", "CHF", 27460, 35, 50, false, false, 0},
        {"Papeterie Genève Sàrl", "CHF", 8915, 70, 100, true, false, 0},
        {"Adobe Systems Software Ireland Ltd", "EUR", 7199, 8, 0, false, false, 0},
        {"Hetzner Online GmbH", "EUR", 4641, 25, 100, false, false, 0},
        {"Amazon Web Services EMEA SARL", "USD", 31244, 15, 0, false, false, 0},
        {"Reisebüro Ticino SA", "CHF", 125000, 50, 0, false, true, 0},
        {"Treuhand Kammer Schweiz", "CHF", 65000, 90, 100, true, false, 30},
    };
    int n = 0;
    for (const Supplier &s : suppliers) {
        ++n;
        const QDate date = today.addDays(-s.age);
        const qint64 balance = s.cancelled ? 0 : s.minor - s.minor * s.paidPercent / 100;
        const QString number = QStringLiteral("ER-%1-%2").arg(date.year()).arg(n, 4, 10, QLatin1Char('0'));
        QJsonArray cashDiscounts;
        if (s.discountDays > 0)
            cashDiscounts.append(
                QJsonObject {{QStringLiteral("days"), s.discountDays}, {QStringLiteral("percentage"), 2}});
        const QString updated = QDateTime(date, QTime(9, n), Qt::UTC).toString(Qt::ISODate);
        const QJsonObject receipt {{QStringLiteral("id"), n},
            {QStringLiteral("uuid"), uuidFor(account + QStringLiteral("/receipt/") + QString::number(n))},
            {QStringLiteral("type"), QStringLiteral("receipt")}, {QStringLiteral("number"), number},
            {QStringLiteral("currencyCode"), QString::fromLatin1(s.currency)},
            {QStringLiteral("title"), QStringLiteral("Rechnung %1").arg(QString::fromUtf8(s.name))},
            {QStringLiteral("reference"), QStringLiteral("LR-%1").arg(70000 + n * 131)},
            {QStringLiteral("customField1"), QString()}, {QStringLiteral("customField2"), QString()},
            {QStringLiteral("customField3"), QString()}, {QStringLiteral("customField4"), QString()},
            {QStringLiteral("receiver"),
                QJsonObject {{QStringLiteral("addressUuid"), QJsonValue()},
                    {QStringLiteral("companyUuid"), QJsonValue()},
                    {QStringLiteral("personUuid"), QJsonValue()},
                    {QStringLiteral("customerNumber"), QJsonValue()},
                    {QStringLiteral("name"), QString::fromUtf8(s.name)}}},
            {QStringLiteral("terms"), QStringLiteral("30 Tage netto")},
            {QStringLiteral("publicNotes"), QString()}, {QStringLiteral("footerText"), QString()},
            {QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)},
            {QStringLiteral("dueDate"), date.addDays(30).toString(Qt::ISODate)},
            {QStringLiteral("deliverDate"), date.toString(Qt::ISODate)},
            {QStringLiteral("documentTotal"), major(s.minor)}, {QStringLiteral("balance"), major(balance)},
            {QStringLiteral("archived"), s.archived}, {QStringLiteral("cancelled"), s.cancelled},
            {QStringLiteral("cashDiscounts"), cashDiscounts},
            {QStringLiteral("documentDiscount"),
                QJsonObject {{QStringLiteral("amount"), 0}, {QStringLiteral("percentage"), 0}}},
            {QStringLiteral("updatedAt"), updated}};
        storage.put(account, QStringLiteral("receipts"), receipt, receipt, updated);
    }
}

} // namespace

namespace DemoData {

QString demoToken()
{
    return QStringLiteral("sbx_demo_4f7c1e9a2b6d48e0a3c5f1d7b9e2a6c4");
}

QStringList allScopes()
{
    return {QStringLiteral("accounting"), QStringLiteral("accounts"), QStringLiteral("customers"),
        QStringLiteral("finances"), QStringLiteral("members"), QStringLiteral("products"),
        QStringLiteral("profile"), QStringLiteral("settings"), QStringLiteral("suppliers"),
        QStringLiteral("time-tracking"), QStringLiteral("warehouse")};
}

QStringList seed(Storage &storage, int invoices, const QDate &today)
{
    std::mt19937 rng(20260101u);
    const QString first = uuidFor(QStringLiteral("account/muster-treuhand"));
    const QString second = uuidFor(QStringLiteral("account/atelier-bernasconi"));
    storage.transaction();
    storage.addAccount(first, QStringLiteral("Muster Treuhand AG"), QStringLiteral("CHF"));
    storage.addAccount(second, QStringLiteral("Atelier Bernasconi Sagl"), QStringLiteral("CHF"));
    // The sender printed on documents (name, address, the IBAN payments go to).
    const auto sender = [&storage](const QString &account, const char *name, const char *street,
                            const char *zip, const char *city) {
        const QJsonObject s {{QStringLiteral("uuid"), QStringLiteral("sender")},
            {QStringLiteral("name"), QString::fromUtf8(name)},
            {QStringLiteral("street"), QString::fromUtf8(street)},
            {QStringLiteral("zip"), QString::fromLatin1(zip)},
            {QStringLiteral("city"), QString::fromUtf8(city)},
            {QStringLiteral("iban"), QStringLiteral("CH93 0076 2011 6238 5295 7")}};
        storage.put(account, QStringLiteral("profile"), s, s, Storage::now());
    };
    sender(first, "Muster Treuhand AG", "Bahnhofstrasse 10", "8001", "Zürich");
    sender(second, "Atelier Bernasconi Sagl", "Via Nassa 5", "6900", "Lugano");
    storage.addToken(demoToken(), {allScopes(), {first, second}, {}});
    seedInvoices(storage, first, seedCustomers(storage, first, rng, 20, 8), invoices, rng, today);
    seedRecords(storage, first);
    seedRecords(storage, second);
    seedInvoices(storage, second, seedCustomers(storage, second, rng, 8, 4), 40, rng, today);
    seedReceipts(storage, first, today);
    seedReceipts(storage, second, today);
    storage.commit();
    return {first, second};
}

} // namespace DemoData

void DemoData::seedDocuments(SandboxServer &server, const QString &account, int perKind)
{
    // The invoices seedInvoices() wrote, by their uuids: the few picked are read, not the whole account.
    const QString invoiceKind = QStringLiteral("invoices");
    const qint64 invoices = server.storage().list(account, invoiceKind, 1, 1, {}).total;
    if (invoices == 0)
        return;
    server.storage().transaction();
    int n = 0;
    for (const Kind &kind : kinds()) {
        if (QLatin1String(kind.segment) == QLatin1String("invoices"))
            continue;
        for (int i = 0; i < perKind; ++i, ++n) {
            // Spread over the invoices, so the documents have their dates and receivers.
            const auto picked = server.storage().get(account, invoiceKind,
                uuidFor(account + QStringLiteral("/invoice/") + QString::number((n * 37) % invoices)));
            if (!picked)
                continue;
            QJsonObject source = picked->json;
            source.remove(QStringLiteral("payments"));
            // The invoice's reference is its own: a document made from it has none.
            for (const QString &field :
                {QStringLiteral("paymentInstructions"), QStringLiteral("paymentInstrucations")}) {
                QJsonObject instructions = source.value(field).toObject();
                instructions.insert(QStringLiteral("reference"), QString());
                source.insert(field, instructions);
            }
            const QString date = source.value(QLatin1String("invoiceDate")).toString();
            source.insert(QString::fromLatin1(kind.dates.first()), date);
            if (kind.dates.size() > 1)
                source.insert(QString::fromLatin1(kind.dates.at(1)),
                    QDate::fromString(date, Qt::ISODate).addDays(30).toString(Qt::ISODate));
            if (QLatin1String(kind.segment) == QLatin1String("recurring-invoices")) {
                source.insert(QStringLiteral("frequency"),
                    i % 2 ? QStringLiteral("monthly") : QStringLiteral("annually"));
                source.insert(QStringLiteral("isRecurringActive"), i % 3 != 0);
                source.insert(QStringLiteral("isLastOfMonth"), false);
            }
            QJsonObject d = saveNewDocument(server, account, kind, source);
            if (d.isEmpty())
                continue;
            // A mix of states: sent, archived, cancelled; quotes approved or declined.
            switch (i % 5) {
            case 1:
                d.insert(QStringLiteral("sentStatus"), QStringLiteral("SENT"));
                break;
            case 2:
                d.insert(QStringLiteral("isArchived"), true);
                break;
            case 3:
                d.insert(QStringLiteral("isCancelled"), true);
                break;
            case 4:
                if (QLatin1String(kind.segment) == QLatin1String("quotes"))
                    d.insert(QStringLiteral("quoteStatus"),
                        i % 2 ? QStringLiteral("approved") : QStringLiteral("declined"));
                break;
            default:
                break;
            }
            // Last changed with the invoice it was made from, not at the seeding: a client that lists
            // right after the demo started would take documents changed "now" for ones changed during
            // its listing and leave the kind unreconciled.
            d.insert(QStringLiteral("updatedAt"), picked->json.value(QLatin1String("updatedAt")));
            server.storage().put(account, QString::fromLatin1(kind.segment), d, listItem(kind, d),
                d.value(QLatin1String("updatedAt")).toString());
        }
    }
    server.storage().commit();
}
