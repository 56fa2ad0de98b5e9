#include "records/AddressRecord.h"

#include "api/JsonReader.h"
#include "domain/Languages.h"
#include "domain/PartyName.h"
#include "records/ChangedFields.h"
#include "records/Validators.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace AddressKinds {

QString resource(AddressKind kind)
{
    return kind == AddressKind::Company ? QStringLiteral("companies") : QStringLiteral("persons");
}

QString type(AddressKind kind)
{
    return kind == AddressKind::Company ? QStringLiteral("company") : QStringLiteral("person");
}

std::optional<AddressKind> fromType(const QString &type)
{
    if (type == QLatin1String("company"))
        return AddressKind::Company;
    if (type == QLatin1String("person"))
        return AddressKind::Person;
    return std::nullopt;
}

} // namespace AddressKinds

namespace {

QString text(const QJsonObject &o, const char *key)
{
    return JsonReader::string(o, QLatin1String(key)).trimmed();
}

QList<AddressContact> contactsFrom(const QJsonValue &value)
{
    QList<AddressContact> contacts;
    for (const QJsonValue &v : value.toArray()) {
        if (!v.isObject())
            continue;
        const QJsonObject o = v.toObject();
        AddressContact c;
        c.uuid = text(o, "uuid");
        c.type = text(o, "type");
        if (c.type.isEmpty())
            c.type = QStringLiteral("email"); // the spec's only named type
        c.value = text(o, "value");
        c.primary = JsonReader::boolean(o, QLatin1String("is_primary"))
            || JsonReader::boolean(o, QLatin1String("primary"));
        contacts.append(c);
    }
    return contacts;
}

// One primary per contact type: the first marked one, else the first of the type.
QList<AddressContact> withOnePrimaryPerType(QList<AddressContact> contacts)
{
    QStringList marked;
    for (AddressContact &c : contacts) {
        if (c.primary && marked.contains(c.type))
            c.primary = false;
        else if (c.primary)
            marked << c.type;
    }
    for (AddressContact &c : contacts) {
        if (!marked.contains(c.type)) {
            c.primary = true;
            marked << c.type;
        }
    }
    return contacts;
}

QJsonArray contactsJson(const QList<AddressContact> &contacts, bool creating)
{
    QJsonArray out;
    for (const AddressContact &c : withOnePrimaryPerType(contacts)) {
        QJsonObject o {{QStringLiteral("type"), c.type}, {QStringLiteral("value"), c.value.trimmed()}};
        o.insert(creating ? QStringLiteral("primary") : QStringLiteral("is_primary"), c.primary);
        if (!creating && !c.uuid.isEmpty())
            o.insert(QStringLiteral("uuid"), c.uuid);
        out.append(o);
    }
    return out;
}

void putText(QJsonObject &o, const QString &key, const QString &value)
{
    o.insert(key, value.trimmed());
}

// A choice that may be cleared: left out of a create body, null in an update body.
void putChoice(QJsonObject &o, const QString &key, const QString &value, bool creating)
{
    if (!value.isEmpty())
        o.insert(key, value);
    else if (!creating)
        o.insert(key, QJsonValue::Null);
}

QJsonObject bodyOf(const AddressRecord &r, bool creating)
{
    QJsonObject o {{QStringLiteral("type"), AddressKinds::type(r.kind)}};
    if (!creating)
        o.insert(QStringLiteral("uuid"), r.uuid);
    if (!r.customerNumber.trimmed().isEmpty())
        putText(o, QStringLiteral("customer_number"), r.customerNumber);
    if (r.kind == AddressKind::Company) {
        putText(o, QStringLiteral("name"), r.name);
        putText(o, QStringLiteral("id_number"), r.idNumber);
        putText(o, QStringLiteral("vat_number"), r.vatNumber);
    } else {
        putChoice(o, QStringLiteral("salutation"), r.salutation, creating);
        putText(o, QStringLiteral("first_name"), r.firstName);
        putText(o, QStringLiteral("last_name"), r.lastName);
    }
    putChoice(o, QStringLiteral("currency_code"), r.currencyCode.trimmed().toUpper(), creating);
    putChoice(o, QStringLiteral("language"), r.language, creating);
    if (r.paymentTerms)
        o.insert(QStringLiteral("payment_terms"), *r.paymentTerms);
    else if (!creating)
        o.insert(QStringLiteral("payment_terms"), QJsonValue::Null);
    if (r.automaticDunning) // unset: the service keeps its own (its default)
        o.insert(QStringLiteral("automatic_dunning"), *r.automaticDunning);
    QStringList tags;
    for (const QString &t : r.tags) {
        if (!t.trimmed().isEmpty() && !tags.contains(t.trimmed()))
            tags << t.trimmed();
    }
    o.insert(QStringLiteral("tags"), QJsonArray::fromStringList(tags));
    o.insert(QStringLiteral("private_notes"), r.privateNotes);
    o.insert(QStringLiteral("contacts"), contactsJson(r.contacts, creating));
    if (r.kind == AddressKind::Company) {
        QJsonArray persons;
        for (const AddressContactPerson &p : r.contactPersons) {
            QJsonObject po {{QStringLiteral("contacts"), contactsJson(p.contacts, creating)}};
            if (!creating && !p.uuid.isEmpty())
                po.insert(QStringLiteral("uuid"), p.uuid);
            putChoice(po, QStringLiteral("salutation"), p.salutation, creating);
            putText(po, QStringLiteral("first_name"), p.firstName);
            putText(po, QStringLiteral("last_name"), p.lastName);
            persons.append(po);
        }
        o.insert(QStringLiteral("contact_persons"), persons);
    }
    QJsonArray entries;
    for (const AddressEntry &e : r.addresses) {
        QJsonObject eo;
        if (!creating && !e.uuid.isEmpty())
            eo.insert(QStringLiteral("uuid"), e.uuid);
        putText(eo, QStringLiteral("address"), e.address);
        putText(eo, QStringLiteral("street_number"), e.streetNumber);
        putText(eo, QStringLiteral("extension"), e.extension);
        putText(eo, QStringLiteral("additional_field"), e.additionalField);
        putText(eo, QStringLiteral("zip_code"), e.zipCode);
        putText(eo, QStringLiteral("city"), e.city);
        putText(eo, QStringLiteral("country_code"), e.countryCode.trimmed().toUpper());
        // A canton only belongs to a Swiss address.
        putText(eo, QStringLiteral("state"),
            e.countryCode.compare(QLatin1String("CH"), Qt::CaseInsensitive) == 0 ? e.state : QString());
        entries.append(eo);
    }
    o.insert(QStringLiteral("addresses"), entries);
    return o;
}

void checkText(AddressProblems &problems, const QString &path, const QString &value, bool required)
{
    if (required && value.trimmed().isEmpty())
        problems.insert(path, AddressRecord::tr("This field is required."));
    else if (value.trimmed().size() > AddressRecord::maxTextLength)
        problems.insert(path,
            AddressRecord::tr("At most %1 characters are allowed (%2 given).")
                .arg(AddressRecord::maxTextLength)
                .arg(value.trimmed().size()));
}

void checkContacts(AddressProblems &problems, const QString &at, const QList<AddressContact> &contacts)
{
    for (int i = 0; i < contacts.size(); ++i) {
        const AddressContact &c = contacts.at(i);
        const QString p = QStringLiteral("%1contacts.%2.").arg(at).arg(i);
        if (!AddressRecord::contactTypes().contains(c.type))
            problems.insert(p + QStringLiteral("type"), AddressRecord::tr("Choose a contact type."));
        checkText(problems, p + QStringLiteral("value"), c.value, true);
        if (!problems.contains(p + QStringLiteral("value")) && c.type == QLatin1String("email")
            && !AddressRecord::isEmailAddress(c.value))
            problems.insert(p + QStringLiteral("value"),
                AddressRecord::tr("This is not an e-mail address (expected name@example.ch)."));
    }
}

} // namespace

std::optional<AddressRecord> AddressRecord::fromJson(
    const QJsonObject &json, std::optional<AddressKind> expected)
{
    std::optional<AddressKind> kind = AddressKinds::fromType(text(json, "type"));
    if (!kind)
        kind = expected;
    if (!kind)
        return std::nullopt;
    AddressRecord r;
    r.kind = *kind;
    r.uuid = text(json, "uuid");
    r.customerNumber = text(json, "customer_number");
    r.name = text(json, "name");
    if (r.name.isEmpty())
        r.name = text(json, "company_name"); // as the live service names it
    r.idNumber = text(json, "id_number");
    r.vatNumber = text(json, "vat_number");
    r.salutation = text(json, "salutation");
    r.firstName = text(json, "first_name");
    r.lastName = text(json, "last_name");
    r.currencyCode = text(json, "currency_code").toUpper();
    r.language = text(json, "language").toLower();
    if (const std::optional<qint64> terms = JsonReader::integer(json, QLatin1String("payment_terms")))
        r.paymentTerms = int(*terms);
    // null, absent or unreadable: the address does not say (the service's default applies, as the
    // reminder run takes it).
    if (const bool on = JsonReader::boolean(json, QLatin1String("automatic_dunning"), true);
        on == JsonReader::boolean(json, QLatin1String("automatic_dunning"), false))
        r.automaticDunning = on;
    for (const QJsonValue &t : json.value(QLatin1String("tags")).toArray()) {
        if (t.isString() && !t.toString().trimmed().isEmpty())
            r.tags << t.toString().trimmed();
    }
    r.privateNotes = JsonReader::string(json, QLatin1String("private_notes"));
    r.contacts = contactsFrom(json.value(QLatin1String("contacts")));
    for (const QJsonValue &v : json.value(QLatin1String("contact_persons")).toArray()) {
        const QJsonObject o = v.toObject();
        if (!v.isObject())
            continue;
        r.contactPersons.append({text(o, "uuid"), text(o, "salutation"), text(o, "first_name"),
            text(o, "last_name"), contactsFrom(o.value(QLatin1String("contacts")))});
    }
    for (const QJsonValue &v : json.value(QLatin1String("addresses")).toArray()) {
        const QJsonObject o = v.toObject();
        if (!v.isObject())
            continue;
        r.addresses.append({text(o, "uuid"), text(o, "address"), text(o, "street_number"),
            text(o, "extension"), text(o, "additional_field"), text(o, "zip_code"), text(o, "city"),
            text(o, "country_code").toUpper(), text(o, "state").toUpper()});
    }
    return r;
}

QJsonObject AddressRecord::toCreateBody() const
{
    return bodyOf(*this, true);
}

QJsonObject AddressRecord::toUpdateBody() const
{
    return bodyOf(*this, false);
}

QJsonObject AddressRecord::toUpdateBody(const AddressRecord &original) const
{
    const QStringList required = kind == AddressKind::Company
        ? QStringList {QStringLiteral("type"), QStringLiteral("uuid"), QStringLiteral("name")}
        : QStringList {QStringLiteral("type"), QStringLiteral("uuid"), QStringLiteral("first_name"),
            QStringLiteral("last_name")};
    return ChangedFields::topLevel(bodyOf(original, false), bodyOf(*this, false), required);
}

QString AddressRecord::automaticDunningText(std::optional<bool> automaticDunning)
{
    if (!automaticDunning)
        return automaticDunningDefault ? tr("yes (service default)") : tr("no (service default)");
    return *automaticDunning ? tr("yes") : tr("no");
}

QString AddressRecord::displayName() const
{
    if (kind == AddressKind::Company)
        return name;
    return QStringList {firstName, lastName}.join(QLatin1Char(' ')).trimmed();
}

QString AddressRecord::email() const
{
    QString first;
    for (const AddressContact &c : contacts) {
        if (c.type != QLatin1String("email"))
            continue;
        if (c.primary)
            return c.value;
        if (first.isEmpty())
            first = c.value;
    }
    return first;
}

QString AddressRecord::city() const
{
    return addresses.isEmpty() ? QString() : addresses.first().city;
}

QString AddressRecord::duplicateKey(const QString &name)
{
    // The one rule for names (domain/PartyName), shared with the bank-file import's payer match; the
    // company form stays part of the key here ("Muster AG" and "Muster GmbH" are two companies).
    return PartyName::duplicateKey(name);
}

QList<AddressRecord> AddressRecord::likelyDuplicates(const QList<AddressRecord> &known) const
{
    const QString key = duplicateKey(displayName());
    QList<AddressRecord> found;
    if (key.isEmpty())
        return found;
    for (const AddressRecord &other : known) {
        if (other.uuid != uuid && duplicateKey(other.displayName()) == key)
            found.append(other);
    }
    return found;
}

AddressProblems AddressRecord::problems() const
{
    AddressProblems problems;
    checkText(problems, QStringLiteral("customer_number"), customerNumber, false);
    if (kind == AddressKind::Company) {
        checkText(problems, QStringLiteral("name"), name, true);
        checkText(problems, QStringLiteral("id_number"), idNumber, false);
        checkText(problems, QStringLiteral("vat_number"), vatNumber, false);
        // A Swiss UID (also the VAT number with MWST after it) carries a check digit; foreign numbers do not.
        for (const auto &[path, value] : {std::pair {QStringLiteral("id_number"), idNumber},
                 std::pair {QStringLiteral("vat_number"), vatNumber}}) {
            if (problems.contains(path)
                || !value.trimmed().startsWith(QLatin1String("CHE"), Qt::CaseInsensitive))
                continue;
            if (const QString problem = Validators::uidProblem(value); !problem.isEmpty())
                problems.insert(path, tr("The UID %1").arg(problem));
        }
    } else {
        checkText(problems, QStringLiteral("first_name"), firstName, true);
        checkText(problems, QStringLiteral("last_name"), lastName, true);
        if (!salutation.isEmpty() && !salutations().contains(salutation))
            problems.insert(QStringLiteral("salutation"), tr("Choose one of the offered salutations."));
    }
    static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
    if (!currencyCode.isEmpty() && !currency.match(currencyCode.trimmed().toUpper()).hasMatch())
        problems.insert(
            QStringLiteral("currency_code"), tr("Enter a three-letter currency code such as CHF."));
    if (!language.isEmpty() && !languages().contains(language))
        problems.insert(QStringLiteral("language"), tr("Choose German, English, French or Italian."));
    if (paymentTerms && !paymentTermsValues().contains(*paymentTerms))
        problems.insert(QStringLiteral("payment_terms"), tr("Choose one of the offered payment terms."));
    for (const QString &t : tags)
        checkText(problems, QStringLiteral("tags"), t, false);
    checkContacts(problems, QString(), contacts);
    if (kind == AddressKind::Company) {
        for (int i = 0; i < contactPersons.size(); ++i) {
            const AddressContactPerson &p = contactPersons.at(i);
            const QString at = QStringLiteral("contact_persons.%1.").arg(i);
            checkText(problems, at + QStringLiteral("first_name"), p.firstName, true);
            checkText(problems, at + QStringLiteral("last_name"), p.lastName, true);
            if (!p.salutation.isEmpty() && !salutations().contains(p.salutation))
                problems.insert(
                    at + QStringLiteral("salutation"), tr("Choose one of the offered salutations."));
            checkContacts(problems, at, p.contacts);
        }
    }
    static const QRegularExpression country(QStringLiteral("^[A-Z]{2}$"));
    for (int i = 0; i < addresses.size(); ++i) {
        const AddressEntry &e = addresses.at(i);
        const QString at = QStringLiteral("addresses.%1.").arg(i);
        checkText(problems, at + QStringLiteral("address"), e.address, false);
        checkText(problems, at + QStringLiteral("street_number"), e.streetNumber, false);
        checkText(problems, at + QStringLiteral("extension"), e.extension, false);
        checkText(problems, at + QStringLiteral("additional_field"), e.additionalField, false);
        checkText(problems, at + QStringLiteral("zip_code"), e.zipCode, false);
        checkText(problems, at + QStringLiteral("city"), e.city, false);
        if (!country.match(e.countryCode.trimmed().toUpper()).hasMatch())
            problems.insert(at + QStringLiteral("country_code"), tr("Choose a country."));
        else if (e.countryCode.compare(QLatin1String("CH"), Qt::CaseInsensitive) == 0 && !e.state.isEmpty()
            && !cantons().contains(e.state))
            problems.insert(at + QStringLiteral("state"), tr("Choose a Swiss canton."));
    }
    return problems;
}

QString AddressRecord::fieldLabel(const QString &path)
{
    static const QHash<QString, const char *> names {
        {QStringLiteral("type"), QT_TR_NOOP("Type")},
        {QStringLiteral("uuid"), QT_TR_NOOP("Identifier")},
        {QStringLiteral("customer_number"), QT_TR_NOOP("Customer number")},
        {QStringLiteral("name"), QT_TR_NOOP("Name")},
        {QStringLiteral("company_name"), QT_TR_NOOP("Name")},
        {QStringLiteral("id_number"), QT_TR_NOOP("Company ID")},
        {QStringLiteral("vat_number"), QT_TR_NOOP("VAT number")},
        {QStringLiteral("salutation"), QT_TR_NOOP("Salutation")},
        {QStringLiteral("first_name"), QT_TR_NOOP("First name")},
        {QStringLiteral("last_name"), QT_TR_NOOP("Last name")},
        {QStringLiteral("currency_code"), QT_TR_NOOP("Currency")},
        {QStringLiteral("language"), QT_TR_NOOP("Language")},
        {QStringLiteral("payment_terms"), QT_TR_NOOP("Payment terms")},
        {QStringLiteral("automatic_dunning"), QT_TR_NOOP("Automatic dunning")},
        {QStringLiteral("tags"), QT_TR_NOOP("Tags")},
        {QStringLiteral("private_notes"), QT_TR_NOOP("Private notes")},
        {QStringLiteral("contacts"), QT_TR_NOOP("Contacts")},
        {QStringLiteral("contact_persons"), QT_TR_NOOP("Contact persons")},
        {QStringLiteral("addresses"), QT_TR_NOOP("Addresses")},
        {QStringLiteral("value"), QT_TR_NOOP("value")},
        {QStringLiteral("address"), QT_TR_NOOP("street")},
        {QStringLiteral("street_number"), QT_TR_NOOP("number")},
        {QStringLiteral("extension"), QT_TR_NOOP("extension")},
        {QStringLiteral("additional_field"), QT_TR_NOOP("additional line")},
        {QStringLiteral("zip_code"), QT_TR_NOOP("postcode")},
        {QStringLiteral("city"), QT_TR_NOOP("city")},
        {QStringLiteral("country_code"), QT_TR_NOOP("country")},
        {QStringLiteral("state"), QT_TR_NOOP("canton")},
    };
    const auto word = [](const QString &key) {
        const char *n = names.value(key);
        return n ? tr(n) : key;
    };
    const QStringList parts = path.split(QLatin1Char('.'));
    if (parts.size() == 1)
        return word(path);
    // "contacts.1.value", "contact_persons.0.contacts.2.value", "addresses.0.city"
    QStringList words;
    for (int i = 0; i + 1 < parts.size(); i += 2) {
        bool ok = false;
        const int n = parts.at(i + 1).toInt(&ok) + 1;
        if (!ok)
            return path;
        if (parts.at(i) == QLatin1String("contacts"))
            words << tr("Contact %1").arg(n);
        else if (parts.at(i) == QLatin1String("contact_persons"))
            words << tr("Contact person %1").arg(n);
        else if (parts.at(i) == QLatin1String("addresses"))
            words << tr("Address %1").arg(n);
        else
            return path;
    }
    if (parts.size() % 2 == 1)
        words.last() = tr("%1: %2").arg(words.last(), word(parts.last()));
    return words.join(QStringLiteral(", "));
}

const QList<int> &AddressRecord::paymentTermsValues()
{
    static const QList<int> values {-1, 7, 10, 14, 15, 20, 30, 60, 90};
    return values;
}

QString AddressRecord::paymentTermsText(int days)
{
    return days < 0 ? tr("None") : tr("%1 days").arg(days); // every allowed value is more than one
}

const QStringList &AddressRecord::contactTypes()
{
    static const QStringList types {QStringLiteral("email"), QStringLiteral("phone"),
        QStringLiteral("mobile"), QStringLiteral("fax"), QStringLiteral("website"), QStringLiteral("pager"),
        QStringLiteral("skype"), QStringLiteral("twitter")};
    return types;
}

QString AddressRecord::contactTypeText(const QString &type)
{
    static const QHash<QString, const char *> texts {
        {QStringLiteral("email"), QT_TR_NOOP("E-mail")},
        {QStringLiteral("phone"), QT_TR_NOOP("Phone")},
        {QStringLiteral("mobile"), QT_TR_NOOP("Mobile")},
        {QStringLiteral("fax"), QT_TR_NOOP("Fax")},
        {QStringLiteral("website"), QT_TR_NOOP("Website")},
        {QStringLiteral("pager"), QT_TR_NOOP("Pager")},
        {QStringLiteral("skype"), QT_TR_NOOP("Skype")},
        {QStringLiteral("twitter"), QT_TR_NOOP("Twitter")},
    };
    const char *t = texts.value(type);
    return t ? tr(t) : type;
}

const QStringList &AddressRecord::salutations()
{
    static const QStringList values {
        QStringLiteral("Mr"), QStringLiteral("Mrs"), QStringLiteral("Ms"), QStringLiteral("Family")};
    return values;
}

QString AddressRecord::salutationText(const QString &salutation)
{
    if (salutation == QLatin1String("Mr"))
        return tr("Mr");
    if (salutation == QLatin1String("Mrs"))
        return tr("Mrs");
    if (salutation == QLatin1String("Ms"))
        return tr("Ms");
    if (salutation == QLatin1String("Family"))
        return tr("Family");
    return salutation;
}

const QStringList &AddressRecord::languages()
{
    return Languages::codes();
}

QString AddressRecord::languageText(const QString &code)
{
    if (code == QLatin1String("de"))
        return tr("German");
    if (code == QLatin1String("en"))
        return tr("English");
    if (code == QLatin1String("fr"))
        return tr("French");
    if (code == QLatin1String("it"))
        return tr("Italian");
    return code;
}

const QStringList &AddressRecord::cantons()
{
    static const QStringList values {QStringLiteral("AG"), QStringLiteral("AI"), QStringLiteral("AR"),
        QStringLiteral("BE"), QStringLiteral("BL"), QStringLiteral("BS"), QStringLiteral("FR"),
        QStringLiteral("GE"), QStringLiteral("GL"), QStringLiteral("GR"), QStringLiteral("JU"),
        QStringLiteral("LU"), QStringLiteral("NE"), QStringLiteral("NW"), QStringLiteral("OW"),
        QStringLiteral("SG"), QStringLiteral("SH"), QStringLiteral("SO"), QStringLiteral("SZ"),
        QStringLiteral("TG"), QStringLiteral("TI"), QStringLiteral("UR"), QStringLiteral("VD"),
        QStringLiteral("VS"), QStringLiteral("ZG"), QStringLiteral("ZH")};
    return values;
}

bool AddressRecord::isEmailAddress(const QString &text)
{
    static const QRegularExpression email(QStringLiteral("^[^@\\s]+@[^@\\s]+\\.[^@\\s.]{2,}$"));
    return email.match(text.trimmed()).hasMatch();
}
