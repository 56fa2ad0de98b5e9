#pragma once

#include "records/RecordTableModel.h"
#include "records/Validators.h"

#include <QCoreApplication>
#include <QJsonObject>

// A bank account as the editor holds it; body() is what create and update send (IBANs without spaces).
struct BankAccountDraft
{
    Q_DECLARE_TR_FUNCTIONS(BankAccountDraft)

public:
    QString name;
    QString bankName;
    QString bankAddress;
    QString bankCity;
    QString iban; // as typed: any spacing
    QString bic;
    QString currencyCode = QStringLiteral("CHF");
    bool qrBillActive = false;
    QString qrIban;
    QString besrId;
    bool isActive = true;
    bool isDefault = false;

    static BankAccountDraft fromRecord(const QJsonObject &account);
    FieldProblems problems() const;
    QJsonObject body() const;
};

class BankAccountRecord
{
    Q_DECLARE_TR_FUNCTIONS(BankAccountRecord)

public:
    enum Column { Name, Iban, Bic, Currency, Bank, QrBill, Active, Default };
    static QList<RecordColumn> columns();
    static bool isDefault(const QJsonObject &account);
    // "Main account (CH93 0076 …)": for pickers.
    static QString title(const QJsonObject &account);
};
