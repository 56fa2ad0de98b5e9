#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// The two kinds of address the service keeps: companies and persons.
enum class AddressKind { Company, Person };

namespace AddressKinds {
// The RecordStore resource: "companies" or "persons".
QString resource(AddressKind kind);
// The record's `type`: "company" or "person".
QString type(AddressKind kind);
std::optional<AddressKind> fromType(const QString &type);
} // namespace AddressKinds

// A contact (e-mail, phone, ...). The primary flag is `is_primary` in records and update bodies and
// `primary` in create bodies.
struct AddressContact
{
    QString uuid;
    QString type = QStringLiteral("email");
    QString value;
    bool primary = false;

    friend bool operator==(const AddressContact &, const AddressContact &) = default;
};

// A contact person of a company, with contacts of their own.
struct AddressContactPerson
{
    QString uuid;
    QString salutation;
    QString firstName;
    QString lastName;
    QList<AddressContact> contacts;

    friend bool operator==(const AddressContactPerson &, const AddressContactPerson &) = default;
};

// A postal address. `state` holds the canton for Switzerland.
struct AddressEntry
{
    QString uuid;
    QString address;
    QString streetNumber;
    QString extension;
    QString additionalField;
    QString zipCode;
    QString city;
    QString countryCode;
    QString state;

    friend bool operator==(const AddressEntry &, const AddressEntry &) = default;
};

// Field problems keyed by the service's field path ("name", "contacts.1.value",
// "addresses.0.country_code"), each one sentence for the user.
using AddressProblems = QHash<QString, QString>;

// A company or a person as the editor and the lists see it. Read tolerantly from what the service
// sends (the live service's `company_name`, `primary` or `is_primary`, numbers as text, empty tags)
// and written as the create and update bodies of the spec.
class AddressRecord
{
    Q_DECLARE_TR_FUNCTIONS(AddressRecord)

public:
    AddressKind kind = AddressKind::Company;
    QString uuid;
    QString customerNumber;
    // Company
    QString name;
    QString idNumber;
    QString vatNumber;
    // Person (contact persons use the same salutations)
    QString salutation;
    QString firstName;
    QString lastName;
    // Both
    QString currencyCode;
    QString language;
    std::optional<int> paymentTerms; // days; -1 = none; unset = not sent
    // Unset: the address does not say (null or absent at the service) and it is never sent, so the
    // service's default applies: on, as the reminder run treats it.
    std::optional<bool> automaticDunning;
    static constexpr bool automaticDunningDefault = true;
    QStringList tags;
    QString privateNotes;
    QList<AddressContact> contacts;
    QList<AddressContactPerson> contactPersons; // companies only
    QList<AddressEntry> addresses;

    friend bool operator==(const AddressRecord &, const AddressRecord &) = default;

    // nullopt when the record's `type` is neither company nor person and `expected` does not say.
    static std::optional<AddressRecord> fromJson(
        const QJsonObject &json, std::optional<AddressKind> expected = std::nullopt);
    // The body of the create operation: no uuid anywhere, contacts flagged with `primary`.
    QJsonObject toCreateBody() const;
    // The body of the update operation: `type` and `uuid`, contacts flagged with `is_primary`; cleared
    // optional choices are sent as null. Every field the record has.
    QJsonObject toUpdateBody() const;
    // What an editor sends: the fields the update operation requires (`type`, `uuid`, and `name` or
    // `first_name` and `last_name`) and those that differ from `original` (the record as the editor
    // showed it); a field the user did not touch is not sent (ChangedFields).
    QJsonObject toUpdateBody(const AddressRecord &original) const;

    // Whether reminders go out automatically: the record's choice, else the service's default.
    bool automaticDunningInEffect() const { return automaticDunning.value_or(automaticDunningDefault); }
    // "yes", "no", or "yes (service default)" when the address does not say.
    static QString automaticDunningText(std::optional<bool> automaticDunning);

    // "Muster AG" or "Anna Meier".
    QString displayName() const;
    // The primary e-mail address, else the first one.
    QString email() const;
    // The city of the first postal address.
    QString city() const;

    // A name as compared for duplicates: case, umlauts written out (ü = ue), ß = ss, accents, spaces and
    // punctuation folded away, so "Mueller AG", "Müller AG" and "MÜLLER A.G." have one key.
    static QString duplicateKey(const QString &name);
    // The records among `known` (not this one) whose names have this record's duplicate key.
    QList<AddressRecord> likelyDuplicates(const QList<AddressRecord> &known) const;

    // Every rule the editor checks before sending; empty when all is well.
    AddressProblems problems() const;
    // The field of a path in words: "Name", "Contact 2: value", "Address 1: country".
    static QString fieldLabel(const QString &path);

    static const QList<int> &paymentTermsValues(); // -1, 7, 10, ..., 90
    static QString paymentTermsText(int days); // "none", "30 days"
    static const QStringList &contactTypes();
    static QString contactTypeText(const QString &type);
    static const QStringList &salutations();
    static QString salutationText(const QString &salutation);
    static const QStringList &languages();
    static QString languageText(const QString &code);
    static const QStringList &cantons();
    static bool isEmailAddress(const QString &text);
    static constexpr int maxTextLength = 255;
};
