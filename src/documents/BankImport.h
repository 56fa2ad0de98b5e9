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
struct PaymentRecord;

// One entry of a bank file with what the import makes of it.
struct BankImportRow
{
    enum class Outcome {
        Open, // not booked in this import (yet)
        Booked, // paymentAdd answered (or its answer was lost and the service shows the payment): booked now
        Failed, // refused, or not sent; nothing booked, a later import may try again
        NeedsCheck, // not booked now and not known to be booked: the bookkeeper looks at the invoice (exit 4)
        AlreadyBooked, // just before sending, the service showed the entry among the invoice's payments
        Skipped, // claimed by another import of this copy meanwhile
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

    // Booked, and more than was open was paid: the excess is not booked.
    bool overPaid() const { return outcome == Outcome::Booked && match.kind == PaymentMatch::Kind::Overpaid; }

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
//    stored and the paid ones without a stored detail changed since the file's first booking day), and
//    the invoices of entries sent before whose answer was lost, are fetched fresh, so open amounts,
//    references and payments are the service's; then the entries are matched (PaymentMatcher) on a pool
//    thread. An entry among an invoice's payments at the service is "already booked", whatever copy of the
//    account booked it. A claim whose answer was lost is settled against the service: booked there ->
//    confirmed, already booked; not there -> released, matched again (and booked by book()); the service
//    shows no payments -> NeedsCheck, never sent again without the bookkeeper. Ends in ready() or failed().
//  book(): the rows given, one at a time: each bank entry is claimed in the local copy (so it is never sent
//    twice by two imports of one copy), the invoice is fetched fresh and the entry compared with its
//    payments at the service (another copy may have booked it since), then paymentAdd with the bank's
//    reference of the entry as the payment's reference, and the claim marked booked on the answer. A
//    refusal releases the claim; a lost answer is checked at once against the invoice's payments
//    (booked, or released as not booked; when the service shows none, kept for the next import and
//    NeedsCheck). A failure never stops the others.
// Every call lives in this object: deleting it ends them.
class BankImport : public QObject
{
    Q_OBJECT

public:
    BankImport(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent = nullptr);

    bool isBusy() const { return m_busy; }
    void open(const QString &path);
    // The same for a file already read (standard input, a pipe), named `name` in messages.
    void openData(const QString &name, const QByteArray &bytes);
    QString fileName() const { return m_fileName; }
    const CamtFile &file() const { return m_file; } // without its entries (they are in rows())
    const QList<BankImportRow> &rows() const { return m_rows; }
    // After ready(): whether the file is about one of this account's bank accounts (an entry names one of
    // its IBANs or QR-IBANs, or names none). --import-payments --all-accounts skips the other accounts.
    bool isAboutThisAccount() const { return m_aboutThisAccount; }
    // The rows a confirmation books: reference matches, and suggestions when asked.
    QList<int> bookableRows(bool withSuggestions) const;
    // The row's status as --import-payments prints it (a scripting contract, never translated): booked,
    // booked, over-paid, already booked, needs check, failed, suggested, unmatched; with `dryRun`, would
    // book (, over-paid) for what a run books.
    static QString statusWord(const BankImportRow &row, bool dryRun);
    // Whether the row needs the bookkeeper (exit 4 headless): a credit entry that is not booked now or
    // before, or an over-payment (its excess).
    static bool needsAttention(const BankImportRow &row);
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
    // Where the file comes from: a path, or its bytes (read already) with a name.
    struct Source
    {
        QString path;
        QString name;
        QByteArray bytes;
    };
    void openSource(const Source &source);
    void prepare(const Source &source, const std::optional<QList<QJsonObject>> &bankAccounts);
    void refresh(const Prepared &prepared);
    void match(const Prepared &prepared);
    void bookNext();
    void settle(int row, BankImportRow::Outcome outcome, const QString &text);
    void send(int row, const PaymentRecord &payment, const QString &note);
    void checkLostAnswer(int row, const PaymentRecord &payment, const QString &why);
    void release(int row, const QString &key, BankImportRow::Outcome outcome, const QString &text);
    void confirm(
        int row, const QString &key, qint64 amountMinor, BankImportRow::Outcome outcome, const QString &text);

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    QString m_fileName;
    CamtFile m_file;
    QList<BankImportRow> m_rows;
    bool m_aboutThisAccount = true;
    bool m_busy = false;
    QList<int> m_queue; // rows still to book
    int m_queueTotal = 0;
    int m_booked = 0;
    int m_notBooked = 0;
    QHash<int, int> m_trackerItem; // row -> item of the tracker
    QPointer<BatchTracker> m_tracker;
};
