#include "records/BankAccountRecord.h"

#include "api/JsonReader.h"
#include "records/RecordTableColumns.h"

BankAccountDraft BankAccountDraft::fromRecord(const QJsonObject &b)
{
    BankAccountDraft d;
    d.name = JsonReader::string(b, QLatin1String("name"));
    d.bankName = JsonReader::string(b, QLatin1String("bankName"));
    d.bankAddress = JsonReader::string(b, QLatin1String("bankAddress"));
    d.bankCity = JsonReader::string(b, QLatin1String("bankCity"));
    d.iban = Validators::formatIban(JsonReader::string(b, QLatin1String("iban")));
    d.bic = JsonReader::string(b, QLatin1String("bic"));
    d.currencyCode = JsonReader::string(b, QLatin1String("currencyCode"));
    const QJsonObject qr = b.value(QLatin1String("qrBill")).toObject();
    d.qrBillActive = JsonReader::boolean(qr, QLatin1String("active"));
    d.qrIban = Validators::formatIban(JsonReader::string(qr, QLatin1String("qrIban")));
    d.besrId = JsonReader::string(qr, QLatin1String("besrId"));
    d.isActive = JsonReader::boolean(b, QLatin1String("isActive"), true);
    d.isDefault = JsonReader::boolean(b, QLatin1String("isDefault"));
    return d;
}

FieldProblems BankAccountDraft::problems() const
{
    FieldProblems p;
    const auto check = [&p](const QString &field, const QString &problem) {
        if (!problem.isEmpty())
            p.insert(field, problem);
    };
    check(QStringLiteral("name"), Validators::textProblem(name, 255, true));
    check(QStringLiteral("bankName"), Validators::textProblem(bankName, 255, false));
    check(QStringLiteral("bankAddress"), Validators::textProblem(bankAddress, 255, false));
    check(QStringLiteral("bankCity"), Validators::textProblem(bankCity, 255, false));
    check(QStringLiteral("iban"), Validators::ibanProblem(iban));
    check(QStringLiteral("bic"), Validators::bicProblem(bic));
    check(QStringLiteral("currencyCode"), Validators::currencyProblem(currencyCode));
    if (qrBillActive && Validators::compactIban(qrIban).isEmpty())
        p.insert(QStringLiteral("qrBill.qrIban"), tr("is required for QR-bills."));
    else if (!Validators::compactIban(qrIban).isEmpty())
        check(QStringLiteral("qrBill.qrIban"), Validators::qrIbanProblem(qrIban));
    check(QStringLiteral("qrBill.besrId"), Validators::textProblem(besrId, 255, false));
    return p;
}

QJsonObject BankAccountDraft::body() const
{
    const auto textOrNull = [](const QString &text) {
        return text.trimmed().isEmpty() ? QJsonValue() : QJsonValue(text.trimmed());
    };
    QJsonObject qr {{QStringLiteral("active"), qrBillActive},
        {QStringLiteral("qrIban"), Validators::compactIban(qrIban)},
        {QStringLiteral("besrId"), besrId.trimmed()}};
    return {
        {QStringLiteral("name"), name.trimmed()},
        {QStringLiteral("bankName"), textOrNull(bankName)},
        {QStringLiteral("bankAddress"), textOrNull(bankAddress)},
        {QStringLiteral("bankCity"), textOrNull(bankCity)},
        {QStringLiteral("iban"), Validators::compactIban(iban)},
        {QStringLiteral("bic"), bic.trimmed().toUpper()},
        {QStringLiteral("currencyCode"), currencyCode.trimmed().toUpper()},
        {QStringLiteral("qrBill"), qr},
        {QStringLiteral("isActive"), isActive},
        {QStringLiteral("isDefault"), isDefault},
    };
}

bool BankAccountRecord::isDefault(const QJsonObject &account)
{
    return JsonReader::boolean(account, QLatin1String("isDefault"));
}

QString BankAccountRecord::title(const QJsonObject &account)
{
    return tr("%1 (%2)").arg(JsonReader::string(account, QLatin1String("name")),
        Validators::formatIban(JsonReader::string(account, QLatin1String("iban"))));
}

QList<RecordColumn> BankAccountRecord::columns()
{
    return {
        {tr("Name"), [](const QJsonObject &b) { return JsonReader::string(b, QLatin1String("name")); },
            // The default account first, then by name.
            [](const QJsonObject &b) -> QVariant {
                return QString(isDefault(b) ? QLatin1Char('0') : QLatin1Char('1'))
                    + JsonReader::string(b, QLatin1String("name"));
            }},
        {tr("IBAN"),
            [](const QJsonObject &b) {
                return Validators::formatIban(JsonReader::string(b, QLatin1String("iban")));
            }},
        {tr("BIC"),
            [](const QJsonObject &b) {
                return JsonReader::string(b, QLatin1String("bic"));
            }},
        {tr("Currency"),
            [](const QJsonObject &b) {
                return JsonReader::string(b, QLatin1String("currencyCode"));
            }},
        {tr("Bank"),
            [](const QJsonObject &b) {
                QStringList parts {JsonReader::string(b, QLatin1String("bankName")),
                    JsonReader::string(b, QLatin1String("bankCity"))};
                parts.removeAll(QString());
                return parts.join(QStringLiteral(", "));
            }},
        {tr("QR-bill"),
            [](const QJsonObject &b) {
                const QJsonObject qr = b.value(QLatin1String("qrBill")).toObject();
                const QString qrIban = JsonReader::string(qr, QLatin1String("qrIban"));
                if (!JsonReader::boolean(qr, QLatin1String("active")))
                    return qrIban.isEmpty() ? QString() : tr("Off");
                return Validators::formatIban(qrIban);
            }},
        {tr("Active"),
            [](const QJsonObject &b) {
                return RecordTableColumns::yesNo(JsonReader::boolean(b, QLatin1String("isActive"), true));
            },
            [](const QJsonObject &b) -> QVariant {
                return JsonReader::boolean(b, QLatin1String("isActive"), true);
            }},
        {tr("Default"), [](const QJsonObject &b) { return isDefault(b) ? tr("Default") : QString(); },
            [](const QJsonObject &b) -> QVariant {
                return !isDefault(b);
            }},
    };
}
