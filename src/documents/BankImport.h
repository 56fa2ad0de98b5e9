#pragma once

#include "api/ApiError.h"
#include "documents/PaymentMatcher.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include <optional>

class ApiClient;
class BatchTracker;

// One entry of a bank file with what the import makes of it.
struct BankImportRow
{
    enum class Outcome {
        Open, // not booked in this import (yet)
        Booked, // paymentAdd answered: booked now
        Failed, // the service refused it; nothing booked, a later import may try again
        AnswerLost, // sent, the answer never came: kept as claimed, the bookkeeper checks the invoice
        Skipped, // claimed by another import meanwhile
    };
    CamtEntry entry;
    PaymentMatch match;
    QString invoiceUuid; // the matched or suggested invoice (empty otherwise)
    QString invoiceNumber;
    QString customerName;
    QString bankAccountUuid; // the account of the file's IBAN, sent with the payment
    qint64 bookMinor = 0; // what paymentAdd books: the amount, at most what is open
    Outcome outcome = Outcome::Open;
    QString outcomeText;

    // What the bookkeeper can confirm: a reference match, or a suggestion (only when asked).
    bool canBook(bool withSuggestions) const
    {
        return outcome == Outcome::Open && bookMinor > 0 && !invoiceUuid.isEmpty()
            && (match.bookable() || (withSuggestions && match.kind == PaymentMatch::Kind::Suggested));
    }
};

// The bank-file import without widgets, for the window and `--import-payments`:
//  open(): the file is read (CamtReader, streaming) and the local copy's open invoices, their references,
//    the bank accounts and the entries booked before are read on a pool thread; the invoices the file
//    names (and, when a reference is not among the stored ones, the open invoices whose detail is not
//    stored) are fetched fresh, so open amounts and references are the service's; then the entries are
//    matched (PaymentMatcher) on a pool thread. Ends in ready() or failed().
//  book(): the rows given, one paymentAdd each, in order. Each bank entry is claimed in the local copy
//    before its call (so it is never sent twice, even by two imports at once) and marked booked on the
//    answer; a refusal releases it, a lost answer keeps it claimed. A failure never stops the others.
// Every call lives in this object: deleting it ends them.
class BankImport : public QObject
{
    Q_OBJECT

public:
    BankImport(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent = nullptr);

    bool isBusy() const { return m_busy; }
    void open(const QString &path);
    QString fileName() const { return m_fileName; }
    const CamtFile &file() const { return m_file; } // without its entries (they are in rows())
    const QList<BankImportRow> &rows() const { return m_rows; }
    // The rows a confirmation books: reference matches, and suggestions when asked.
    QList<int> bookableRows(bool withSuggestions) const;
    // Per currency, the sum of bookMinor over `rows`.
    QMap<QString, qint64> totals(const QList<int> &rows) const;

    // Books `rows` (each must be canBook(true)); progress in `tracker` when given (one item per row).
    void book(const QList<int> &rows, BatchTracker *tracker = nullptr);

signals:
    void ready();
    // The file cannot be imported at all (not XML, not camt, unreadable, no local copy).
    void failed(const QString &message);
    void rowChanged(int row);
    void progress(int done, int total);
    void bookingFinished(int booked, int notBooked);

private:
    struct Prepared;
    void prepare(const QString &path, const std::optional<QList<QJsonObject>> &bankAccounts);
    void refresh(const Prepared &prepared);
    void match(const Prepared &prepared);
    void bookNext();
    void settle(int row, BankImportRow::Outcome outcome, const QString &text);

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    QString m_fileName;
    CamtFile m_file;
    QList<BankImportRow> m_rows;
    bool m_busy = false;
    QList<int> m_queue; // rows still to book
    int m_queueTotal = 0;
    int m_booked = 0;
    int m_notBooked = 0;
    QHash<int, int> m_trackerItem; // row -> item of the tracker
    QPointer<BatchTracker> m_tracker;
};
