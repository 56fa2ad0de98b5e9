#pragma once

#include "domain/PaymentReference.h"
#include "domain/SafeXmlReader.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

#include <optional>

class QIODevice;

// One payment in a bank file: a transaction (TxDtls) of an entry (Ntry), or the entry itself when it
// has no transaction details. Amounts in minor units (two decimals, as CHF and EUR are).
struct CamtEntry
{
    bool credit = true; // CdtDbtInd CRDT; debit entries are kept, flagged, never matched
    bool reversal = false; // RvslInd true: the bank took a booking back
    qint64 amountMinor = 0;
    QString currency;
    QDate bookingDate;
    QDate valueDate;
    QString status; // BOOK, PDNG, INFO (empty when the file does not say)
    // The bank's own reference of the transaction (TxDtls/Refs/AcctSvcrRef), else of the entry
    // (Ntry/AcctSvcrRef), with "/n" for the n-th transaction of an entry that has several; what the
    // import keeps so that one bank entry is never booked twice.
    QString bankReference;
    QString reference; // the structured creditor reference (CdtrRefInf/Ref), normalised (no spaces)
    PaymentReference::Type referenceType = PaymentReference::Type::None; // with a valid check
    QString referenceKind; // what the file calls it: "QRR", "SCOR", or empty
    QString unstructured; // RmtInf/Ustrd, joined
    QString debtorName;
    QString debtorIban;
    QString accountIban; // the account the notification or statement is about
    qint64 line = 0; // where the entry starts in the file
    QString problem; // why this entry cannot be read as a payment (empty when it can)
    bool duplicateInFile = false; // an earlier entry of the file has the same bank reference

    // A credit with a readable amount and currency, booked, not a reversal.
    bool isPayment() const
    {
        return credit && !reversal && problem.isEmpty()
            && (status.isEmpty() || status == QLatin1String("BOOK"));
    }
};

struct CamtFile
{
    enum class Kind { Unknown, Notification, Statement }; // camt.054, camt.053
    Kind kind = Kind::Unknown;
    QString version; // "001.04", "001.08", ...
    QString messageId; // GrpHdr/MsgId
    QList<CamtEntry> entries;
    QString error; // the file could not be read at all (empty otherwise)

    bool isValid() const { return error.isEmpty() && kind != Kind::Unknown; }
};

// Reads ISO 20022 camt.054 (debit/credit notification) and camt.053 (statement) files as Swiss banks
// deliver them, versions .001.04 and .001.08 (the namespaces differ, and .08 moved the debtor's name into
// Dbtr/Pty and the status into Sts/Cd; both are read), streaming over SafeXmlReader: no document tree, a
// file with a DTD or beyond the reader's limits is refused with its message. Each transaction becomes one
// CamtEntry, credits and debits alike.
// The bank-file import (BankImport: the window and --import-payments) reads its files with it.
class CamtReader
{
    Q_DECLARE_TR_FUNCTIONS(CamtReader)

public:
    static CamtFile read(QIODevice *device, XmlLimits limits = {});
    static CamtFile read(const QByteArray &bytes, XmlLimits limits = {});
    // Only as far as the root element: whether the file is a camt.054 or camt.053 of a known version
    // (kind, version; no entries), refused as read() would refuse it up to there (too large when its size
    // is known, a DTD, not XML, another root). For a check before the one reading of the whole file.
    static CamtFile readHead(QIODevice *device, XmlLimits limits = {});
    // "123.45" -> 12345; nullopt for text that is not a non-negative amount with at most two decimals
    // that are not zero.
    static std::optional<qint64> parseAmount(QStringView text);
};
