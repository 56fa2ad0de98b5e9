// Bank accounts: /accounts/{a}/finances/v2/bank-accounts. IBAN, QR-IBAN and BIC are checked; exactly one
// account is the default.
#include "Resources.h"
#include "Routes.h"
#include "SandboxServer.h"

#include <QRegularExpression>

namespace {

const QString bankAccountKind = QStringLiteral("bank-accounts");

// A QR-IBAN is a Swiss or Liechtenstein IBAN whose institution id (positions 5-9) is 30000-31999.
bool isQrIban(const QString &iban)
{
    const QString c = QString(iban).remove(QLatin1Char(' ')).toUpper();
    if (!(c.startsWith(QLatin1String("CH")) || c.startsWith(QLatin1String("LI"))) || c.size() != 21)
        return false;
    const int iid = c.mid(4, 5).toInt();
    return iid >= 30000 && iid <= 31999;
}

QHash<QString, QStringList> validate(SandboxServer &, const QString &, const QJsonObject &b, const QString &)
{
    QHash<QString, QStringList> errors;
    requireString(errors, b, QStringLiteral("name"), 255);
    for (const char *field : {"bankName", "bankAddress", "bankCity"})
        requireString(errors, b, QString::fromLatin1(field), 255, false);
    static const QRegularExpression ibanPattern(QStringLiteral("^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$"));
    static const QRegularExpression bicPattern(QStringLiteral("^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$"));
    static const QRegularExpression currencyPattern(QStringLiteral("^[A-Z]{3}$"));
    const QString iban = b.value(QLatin1String("iban")).toString();
    if (!ibanPattern.match(iban).hasMatch())
        errors[QStringLiteral("iban")]
            << QStringLiteral("must be an IBAN without spaces, e.g. CH9300762011623852957");
    else if (!ibanChecksumValid(iban))
        errors[QStringLiteral("iban")] << QStringLiteral("has a wrong check digit");
    if (!bicPattern.match(b.value(QLatin1String("bic")).toString()).hasMatch())
        errors[QStringLiteral("bic")]
            << QStringLiteral("must be a BIC of 8 or 11 characters, e.g. UBSWCHZH80A");
    if (!currencyPattern.match(b.value(QLatin1String("currencyCode")).toString()).hasMatch())
        errors[QStringLiteral("currencyCode")] << QStringLiteral("must be three capital letters, e.g. CHF");
    const QJsonValue qr = b.value(QLatin1String("qrBill"));
    if (!qr.isUndefined() && !qr.isNull()) {
        const QJsonObject q = qr.toObject();
        const QString qrIban = q.value(QLatin1String("qrIban")).toString();
        if (q.value(QLatin1String("active")).toBool() || !qrIban.isEmpty()) {
            if (!ibanPattern.match(qrIban).hasMatch() || !ibanChecksumValid(qrIban))
                errors[QStringLiteral("qrBill.qrIban")] << QStringLiteral("must be a valid IBAN");
            else if (!isQrIban(qrIban))
                errors[QStringLiteral("qrBill.qrIban")]
                    << QStringLiteral("is not a QR-IBAN (institution id 30000 to 31999)");
        }
    }
    for (const char *flag : {"isActive", "isDefault"}) {
        const QJsonValue v = b.value(QLatin1String(flag));
        if (!v.isUndefined() && !v.isBool())
            errors[QString::fromLatin1(flag)] << QStringLiteral("must be true or false");
    }
    return errors;
}

QJsonObject prepare(SandboxServer &server, const QString &account, QJsonObject b)
{
    if (!b.contains(QLatin1String("isActive")))
        b.insert(QStringLiteral("isActive"), true);
    const auto others = server.storage().all(account, bankAccountKind);
    bool anyDefault = false;
    for (const Storage::Record &r : others)
        anyDefault = anyDefault
            || (r.uuid != b.value(QLatin1String("uuid")).toString()
                && r.json.value(QLatin1String("isDefault")).toBool());
    if (!anyDefault)
        b.insert(QStringLiteral("isDefault"), true); // the first account is the default
    if (b.value(QLatin1String("isDefault")).toBool()) {
        // Exactly one default: this one takes it from the others.
        for (const Storage::Record &r : others) {
            if (r.uuid == b.value(QLatin1String("uuid")).toString()
                || !r.json.value(QLatin1String("isDefault")).toBool())
                continue;
            QJsonObject other = r.json;
            other.insert(QStringLiteral("isDefault"), false);
            server.storage().put(account, bankAccountKind, other, other, Storage::now());
        }
    } else {
        b.insert(QStringLiteral("isDefault"), false);
    }
    return b;
}

void registerFinanceRoutes(SandboxServer &server)
{
    ResourceSpec spec;
    spec.kind = bankAccountKind;
    spec.collection = QStringLiteral("/accounts/{accountUuid}/finances/v2/bank-accounts");
    spec.scope = QStringLiteral("finances");
    spec.validate = validate;
    spec.prepare = prepare;
    spec.refuseDelete = [](const QJsonObject &b) {
        return b.value(QLatin1String("isDefault")).toBool() ? QStringLiteral(
                   "The default bank account cannot be deleted; make another one the default first.")
                                                            : QString();
    };
    addResourceRoutes(server, spec);
}

const RouteGroup financeRoutes("finances", registerFinanceRoutes);

} // namespace
