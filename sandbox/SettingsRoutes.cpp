// Invoice settings: /accounts/{a}/documents/v2/invoices/settings/... GET and PATCH for the ten resources.
// PATCH changes only the fields sent (nested objects are merged key by key); a field the resource does
// not have, or a value of the wrong type, answers 422 naming the field.
#include "Documents.h"
#include "Routes.h"
#include "SandboxServer.h"

#include <QJsonArray>

namespace {

const QString settingsKind = QStringLiteral("settings");

// The default letters of the three levels: subject, letter (placeholders filled when printed), fee label.
struct DunningTexts
{
    const char *subject;
    const char *letter;
    const char *feeLabel;
};

const DunningTexts dunningTexts[3][4] = {
    {{"Zahlungserinnerung",
         "Sehr geehrte Damen und Herren,\n\nSicher ist es Ihrer Aufmerksamkeit entgangen, dass unsere "
         "Rechnung "
         "{documentNumber} vom {documentDate}, fällig am {dueDate}, noch offen ist. Bitte überweisen Sie den "
         "offenen Betrag von {currency} {openAmount} innert 10 Tagen. Hat sich Ihre Zahlung mit diesem "
         "Schreiben gekreuzt, betrachten Sie es bitte als gegenstandslos.",
         "Mahngebühr"},
        {"Payment reminder",
            "Dear Sir or Madam,\n\nOur invoice {documentNumber} of {documentDate}, due on {dueDate}, is "
            "still "
            "open. Please pay the open amount of {currency} {openAmount} within 10 days. If your payment has "
            "crossed this letter, please disregard it.",
            "Reminder fee"},
        {"Rappel de paiement",
            "Madame, Monsieur,\n\nNotre facture {documentNumber} du {documentDate}, échue le {dueDate}, est "
            "encore ouverte. Nous vous prions de verser le montant de {currency} {openAmount} dans les 10 "
            "jours. Si votre paiement a croisé ce courrier, veuillez ne pas en tenir compte.",
            "Frais de rappel"},
        {"Promemoria di pagamento",
            "Gentili signore e signori,\n\nLa nostra fattura {documentNumber} del {documentDate}, scaduta il "
            "{dueDate}, risulta ancora aperta. Vi preghiamo di versare l'importo di {currency} {openAmount} "
            "entro 10 giorni. Se il pagamento si è incrociato con questa lettera, non tenetene conto.",
            "Spese di sollecito"}},
    {{"1. Mahnung",
         "Sehr geehrte Damen und Herren,\n\nTrotz unserer Zahlungserinnerung ist die Rechnung "
         "{documentNumber} "
         "vom {documentDate} noch nicht bezahlt. Bitte überweisen Sie den offenen Betrag zuzüglich der "
         "Mahngebühr von {currency} {dunningAmount} innert 10 Tagen.",
         "Mahngebühr"},
        {"First reminder",
            "Dear Sir or Madam,\n\nDespite our payment reminder, invoice {documentNumber} of {documentDate} "
            "is still unpaid. Please pay the open amount plus the reminder fee of {currency} {dunningAmount} "
            "within 10 days.",
            "Reminder fee"},
        {"1er rappel",
            "Madame, Monsieur,\n\nMalgré notre rappel, la facture {documentNumber} du {documentDate} n'est "
            "toujours pas payée. Veuillez verser le montant ouvert, majoré des frais de rappel de {currency} "
            "{dunningAmount}, dans les 10 jours.",
            "Frais de rappel"},
        {"1° sollecito",
            "Gentili signore e signori,\n\nNonostante il nostro promemoria, la fattura {documentNumber} del "
            "{documentDate} non è ancora stata pagata. Vi preghiamo di versare l'importo aperto, più le "
            "spese "
            "di sollecito di {currency} {dunningAmount}, entro 10 giorni.",
            "Spese di sollecito"}},
    {{"Letzte Mahnung",
         "Sehr geehrte Damen und Herren,\n\nDie Rechnung {documentNumber} vom {documentDate} ist trotz "
         "unserer "
         "Mahnungen noch offen. Bitte überweisen Sie den offenen Betrag zuzüglich der Mahngebühr von "
         "{currency} {dunningAmount} innert 5 Tagen; andernfalls leiten wir die Betreibung ein.",
         "Mahngebühr"},
        {"Final reminder",
            "Dear Sir or Madam,\n\nDespite our reminders, invoice {documentNumber} of {documentDate} is "
            "still "
            "open. Please pay the open amount plus the reminder fee of {currency} {dunningAmount} within 5 "
            "days; otherwise we will start debt collection.",
            "Reminder fee"},
        {"Dernier rappel",
            "Madame, Monsieur,\n\nMalgré nos rappels, la facture {documentNumber} du {documentDate} est "
            "toujours ouverte. Veuillez verser le montant ouvert, majoré des frais de rappel de {currency} "
            "{dunningAmount}, dans les 5 jours; à défaut, nous engagerons une poursuite.",
            "Frais de rappel"},
        {"Ultimo sollecito",
            "Gentili signore e signori,\n\nNonostante i nostri solleciti, la fattura {documentNumber} del "
            "{documentDate} è ancora aperta. Vi preghiamo di versare l'importo aperto, più le spese di "
            "sollecito di {currency} {dunningAmount}, entro 5 giorni; in caso contrario avvieremo "
            "l'esecuzione.",
            "Spese di sollecito"}},
};

// The default e-mail text of a reminder, per language (de, en, fr, it): the service sends it with the
// level's subject, the amounts asked for and the printed reminder attached (dunningSent).
const char *const dunningEmails[4] = {
    "Sehr geehrte Damen und Herren\n\nUnsere Rechnung {documentNumber} vom {documentDate}, fällig am "
    "{dueDate}, ist noch offen. Im Anhang finden Sie unser Schreiben mit dem Einzahlungsschein.",
    "Dear Sir or Madam\n\nOur invoice {documentNumber} of {documentDate}, due on {dueDate}, is still open. "
    "Please find our letter with the payment slip attached.",
    "Madame, Monsieur\n\nNotre facture {documentNumber} du {documentDate}, échue le {dueDate}, est encore "
    "ouverte. Vous trouverez en annexe notre courrier avec le bulletin de versement.",
    "Gentili signore e signori\n\nLa nostra fattura {documentNumber} del {documentDate}, scaduta il "
    "{dueDate}, risulta ancora aperta. In allegato trovate la nostra lettera con la polizza di versamento.",
};

QJsonObject dunningLevel(int level, int days, double amount)
{
    QJsonObject translations;
    const char *languages[] = {"de", "en", "fr", "it"};
    for (int i = 0; i < 4; ++i) {
        const DunningTexts &texts = dunningTexts[level - 1][i];
        translations.insert(QLatin1String(languages[i]),
            QJsonObject {{QStringLiteral("emailSubject"), QString::fromUtf8(texts.subject)},
                {QStringLiteral("emailTemplate"), QString::fromUtf8(dunningEmails[i])},
                {QStringLiteral("dunningLetter"), QString::fromUtf8(texts.letter)},
                {QStringLiteral("dunningAmountLabel"), QString::fromUtf8(texts.feeLabel)}});
    }
    return {{QStringLiteral("isEnabled"), true}, {QStringLiteral("numberOfDays"), days},
        {QStringLiteral("direction"), 1}, {QStringLiteral("field"), 1},
        {QStringLiteral("dunningAmount"), amount}, {QStringLiteral("isPrintActive"), true},
        {QStringLiteral("translations"), translations}};
}

// The defaults of every resource; they are also the schema a PATCH is checked against.
QJsonObject defaults(const QString &resource)
{
    if (resource == QLatin1String("conditions"))
        return {{QStringLiteral("paymentTerms"), 30},
            {QStringLiteral("paymentConditions"),
                QJsonArray {QJsonObject {{QStringLiteral("condition"), 1}, {QStringLiteral("amount"), 2.0},
                    {QStringLiteral("days"), 10}}}}};
    if (resource == QLatin1String("default-conditions")) {
        QJsonObject o;
        const QList<std::pair<const char *, const char *>> texts {{"de", "Zahlbar innert 30 Tagen netto."},
            {"en", "Payable within 30 days net."}, {"fr", "Payable dans les 30 jours net."},
            {"it", "Pagabile entro 30 giorni netto."}};
        for (const auto &[lang, text] : texts)
            o.insert(QLatin1String(lang),
                QJsonObject {{QStringLiteral("defaultConditions"), QString::fromUtf8(text)}});
        return o;
    }
    if (resource == QLatin1String("dunnings/dunning-level-1"))
        return dunningLevel(1, 10, 0);
    if (resource == QLatin1String("dunnings/dunning-level-2"))
        return dunningLevel(2, 20, 20);
    if (resource == QLatin1String("dunnings/dunning-level-3"))
        return dunningLevel(3, 30, 30);
    if (resource == QLatin1String("dunnings"))
        return {{QStringLiteral("enableDunning"), true}, {QStringLiteral("enableDunningAmount"), true},
            {QStringLiteral("dunningType"), 1}};
    if (resource == QLatin1String("payment-slip"))
        return {{QStringLiteral("newPage"), false}, {QStringLiteral("showAmount"), true},
            {QStringLiteral("addAdditionalProcedures"), false},
            {QStringLiteral("additionalProcedures1"), QString()},
            {QStringLiteral("additionalProcedures2"), QString()},
            {QStringLiteral("enableAdvertisementImage"), false}};
    const QHash<QString, QString> prefixes {{QStringLiteral("number-ranges/invoices"), QStringLiteral("RE")},
        {QStringLiteral("number-ranges/recurring-invoices"), QStringLiteral("WR")},
        {QStringLiteral("number-ranges/templates"), QStringLiteral("VO")}};
    return {{QStringLiteral("counter"), 1},
        {QStringLiteral("pattern"), prefixes.value(resource) + QStringLiteral("-{YYYY}-{COUNTER}")},
        {QStringLiteral("padding"), 4}};
}

const QStringList resources {QStringLiteral("conditions"), QStringLiteral("default-conditions"),
    QStringLiteral("dunnings"), QStringLiteral("dunnings/dunning-level-1"),
    QStringLiteral("dunnings/dunning-level-2"), QStringLiteral("dunnings/dunning-level-3"),
    QStringLiteral("payment-slip"), QStringLiteral("number-ranges/invoices"),
    QStringLiteral("number-ranges/recurring-invoices"), QStringLiteral("number-ranges/templates")};

QJsonObject load(SandboxServer &server, const QString &account, const QString &resource)
{
    const auto record = server.storage().get(account, settingsKind, resource);
    if (record) {
        QJsonObject o = record->json;
        o.remove(QStringLiteral("uuid"));
        return o;
    }
    return defaults(resource);
}

void store(SandboxServer &server, const QString &account, const QString &resource, QJsonObject value)
{
    value.insert(QStringLiteral("uuid"), resource);
    server.storage().put(account, settingsKind, value, value, Storage::now());
}

// The dunning settings as read: the switches with the three levels inside.
QJsonObject dunnings(SandboxServer &server, const QString &account)
{
    QJsonObject o = load(server, account, QStringLiteral("dunnings"));
    for (int level = 1; level <= 3; ++level)
        o.insert(QStringLiteral("dunningLevel%1").arg(level),
            load(server, account, QStringLiteral("dunnings/dunning-level-%1").arg(level)));
    return o;
}

// Merges `changes` into `current`, checking each field against the schema; errors name the field path.
QJsonObject merge(const QJsonObject &current, const QJsonObject &schema, const QJsonObject &changes,
    const QString &at, QHash<QString, QStringList> &errors)
{
    QJsonObject result = current;
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        const QString field = at.isEmpty() ? it.key() : at + QLatin1Char('.') + it.key();
        if (!schema.contains(it.key())) {
            errors[field] << QStringLiteral("is not a field of this setting");
            continue;
        }
        const QJsonValue expected = schema.value(it.key());
        const QJsonValue given = it.value();
        if (expected.isObject()) {
            if (!given.isObject())
                errors[field] << QStringLiteral("must be an object");
            else
                result.insert(it.key(),
                    merge(current.value(it.key()).toObject(), expected.toObject(), given.toObject(), field,
                        errors));
        } else if (expected.isArray()) {
            if (!given.isArray())
                errors[field] << QStringLiteral("must be a list");
            else
                result.insert(it.key(), given);
        } else if (expected.isBool() && !given.isBool()) {
            errors[field] << QStringLiteral("must be true or false");
        } else if (expected.isDouble() && !given.isDouble()) {
            errors[field] << QStringLiteral("must be a number");
        } else if (expected.isString() && !given.isString()) {
            errors[field] << QStringLiteral("must be text");
        } else {
            result.insert(it.key(), given);
        }
    }
    return result;
}

void checkRules(const QString &resource, const QJsonObject &v, QHash<QString, QStringList> &errors)
{
    const auto whole = [&](const QString &field, qint64 min, qint64 max) {
        const QJsonValue x = v.value(field);
        if (x.isDouble()
            && (x.toDouble() != double(x.toInteger()) || x.toInteger() < min || x.toInteger() > max))
            errors[field] << QStringLiteral("must be a whole number from %1 to %2").arg(min).arg(max);
    };
    if (resource.startsWith(QLatin1String("number-ranges/"))) {
        whole(QStringLiteral("counter"), 1, 999999999);
        whole(QStringLiteral("padding"), 0, 10);
        if (!v.value(QLatin1String("pattern")).toString().contains(QLatin1String("{COUNTER}")))
            errors[QStringLiteral("pattern")] << QStringLiteral("must contain {COUNTER}");
    }
    if (resource.startsWith(QLatin1String("dunnings/"))) {
        whole(QStringLiteral("numberOfDays"), 0, 365);
        if (v.value(QLatin1String("dunningAmount")).toDouble() < 0)
            errors[QStringLiteral("dunningAmount")] << QStringLiteral("must be at least 0");
    }
    if (resource == QLatin1String("conditions")) {
        const QList<int> terms {-1, 7, 10, 14, 15, 20, 30, 60, 90};
        if (!terms.contains(v.value(QLatin1String("paymentTerms")).toInt()))
            errors[QStringLiteral("paymentTerms")]
                << QStringLiteral("must be one of -1, 7, 10, 14, 15, 20, 30, 60, 90");
    }
}

void registerSettingsRoutes(SandboxServer &server)
{
    const QString base = QStringLiteral("/accounts/{accountUuid}/documents/v2/invoices/settings/");
    const QString scope = QStringLiteral("settings");
    const auto answer = [](const QJsonObject &data) {
        return SandboxResponse::json(200,
            {{QStringLiteral("data"), data}, {QStringLiteral("status"), 200},
                {QStringLiteral("message"), QString()}, {QStringLiteral("meta"), QJsonObject()}});
    };
    for (const QString &resource : resources) {
        server.addRoute("GET", base + resource, scope, [&server, resource, answer](const SandboxRequest &r) {
            return answer(resource == QLatin1String("dunnings") ? dunnings(server, r.account)
                                                                : load(server, r.account, resource));
        });
        server.addRoute(
            "PATCH", base + resource, scope, [&server, resource, answer](const SandboxRequest &r) {
                SandboxResponse error;
                const auto body = r.jsonBody(&error);
                if (!body)
                    return error;
                QHash<QString, QStringList> errors;
                QJsonObject changes = *body;
                QList<std::pair<QString, QJsonObject>> writes;
                if (resource == QLatin1String("dunnings")) {
                    // The levels may come along with the switches.
                    for (int level = 1; level <= 3; ++level) {
                        const QString name = QStringLiteral("dunningLevel%1").arg(level);
                        if (!changes.contains(name))
                            continue;
                        const QString levelResource = QStringLiteral("dunnings/dunning-level-%1").arg(level);
                        QHash<QString, QStringList> levelErrors;
                        const QJsonObject merged = merge(load(server, r.account, levelResource),
                            defaults(levelResource), changes.value(name).toObject(), QString(), levelErrors);
                        checkRules(levelResource, merged, levelErrors);
                        for (auto it = levelErrors.begin(); it != levelErrors.end(); ++it)
                            errors.insert(name + QLatin1Char('.') + it.key(), it.value());
                        writes.append({levelResource, merged});
                        changes.remove(name);
                    }
                }
                const QJsonObject merged =
                    merge(load(server, r.account, resource), defaults(resource), changes, QString(), errors);
                checkRules(resource, merged, errors);
                if (!errors.isEmpty())
                    return SandboxResponse::validation(errors);
                server.storage().transaction();
                for (const auto &[name, value] : writes)
                    store(server, r.account, name, value);
                store(server, r.account, resource, merged);
                server.storage().commit();
                return answer(resource == QLatin1String("dunnings") ? dunnings(server, r.account) : merged);
            });
    }
}

const RouteGroup settingsRoutes("settings", registerSettingsRoutes);

} // namespace

QJsonObject invoiceSetting(SandboxServer &server, const QString &account, const QString &resource)
{
    return load(server, account, resource);
}
