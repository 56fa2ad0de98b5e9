#include "headless/HeadlessPaymentImport.h"

#include "api/ApiClient.h"
#include "documents/BankImport.h"
#include "domain/Money.h"
#include "session/SignalQuit.h"

#include <QBuffer>
#include <QEventLoop>
#include <QFile>

namespace {

// One line: status, invoice, amount, note. The amount is what was (or would be) booked where something is
// booked, else the bank entry's.
QString line(const QString &what, const BankImportRow &row, qint64 amountMinor, const QString &note)
{
    const QString invoice = row.invoiceNumber.isEmpty() ? QStringLiteral("-") : row.invoiceNumber;
    QString text = note.trimmed();
    text.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return QStringList {
        what, invoice, Money::toDecimalString(amountMinor) + QLatin1Char(' ') + row.entry.currency, text}
        .join(QLatin1Char('\t'));
}

// Runs the import on the account's copy: matched, then (unless a dry run) booked. Returns the exit code.
int importInto(const ApiConfig &config, const QString &dataDir, const QString &path, const QByteArray *data,
    bool dryRun, QTextStream &out, QTextStream &err, bool *skipped)
{
    ApiClient client(config);
    BankImport import(&client, dataDir, config.accountUuid);
    QEventLoop loop;
    QString failure;
    QObject::connect(&import, &BankImport::failed, &loop, [&](const QString &message) {
        failure = message;
        loop.quit();
    });
    QObject::connect(&import, &BankImport::ready, &loop, &QEventLoop::quit);
    QObject::connect(&import, &BankImport::bookingFinished, &loop, &QEventLoop::quit);
    if (data)
        import.openData(path, *data);
    else
        import.open(path);
    loop.exec();
    if (SignalQuit::lastSignal())
        return SignalQuit::exitCode(); // nothing booked
    if (!failure.isEmpty()) {
        err << failure << Qt::endl;
        return HeadlessPaymentImport::FailedExitCode;
    }
    if (skipped && !import.isAboutThisAccount()) {
        *skipped = true;
        return 0;
    }
    const QList<int> bookable = import.bookableRows(false);
    if (!dryRun && !bookable.isEmpty()) {
        import.book(bookable);
        loop.exec(); // a signal ends it after the booking under way; the lines say what was booked
    }
    bool attention = false;
    bool anyFailed = false;
    for (const BankImportRow &row : import.rows()) {
        using Outcome = BankImportRow::Outcome;
        const QString status = BankImport::statusWord(row, dryRun);
        qint64 amount = row.entry.amountMinor;
        QString note = row.match.reason;
        if (row.outcome == Outcome::Booked) {
            amount = row.bookMinor;
            note = row.outcomeText + QLatin1Char(' ') + row.match.reason;
        } else if (row.outcome != Outcome::Open) {
            note = row.outcomeText;
        } else if (dryRun && row.canBook(false)) {
            amount = row.bookMinor;
            note = HeadlessPaymentImport::tr("%1 (dry run: nothing sent)").arg(row.match.reason);
            if (row.match.kind == PaymentMatch::Kind::Overpaid)
                note += QLatin1Char(' ')
                    + HeadlessPaymentImport::tr("Over-paid by %1: the excess would not be booked.")
                          .arg(Money::format(row.match.excess, row.entry.currency));
        } else if (row.match.kind == PaymentMatch::Kind::Suggested) {
            note =
                HeadlessPaymentImport::tr("%1 Not booked: confirm it in the window.").arg(row.match.reason);
        }
        if (row.outcome == Outcome::Failed)
            anyFailed = true;
        if (BankImport::needsAttention(row))
            attention = true;
        out << line(status, row, amount, note) << Qt::endl;
    }
    if (SignalQuit::lastSignal())
        return SignalQuit::exitCode();
    if (anyFailed)
        return HeadlessPaymentImport::FailedExitCode;
    return attention ? HeadlessPaymentImport::NotAllBookedExitCode : 0;
}

} // namespace

int HeadlessPaymentImport::run(const HeadlessSync::Options &sync, const QString &file, const QByteArray *data,
    bool dryRun, QTextStream &out, QTextStream &err, bool *skipped)
{
    if (file.isEmpty()) {
        err << tr("--import-payments: name the camt.054 or camt.053 file to import.") << Qt::endl;
        return WrongUseExitCode;
    }
    // Not a bank file: wrong use, before anything is synchronised. Only its size and its head are looked
    // at here (a file over the limit is refused unread); the import reads the whole file once.
    {
        QBuffer buffer;
        QFile f(file);
        QIODevice *device = &f;
        if (data) {
            buffer.setData(*data);
            device = &buffer;
        }
        if (!device->open(QIODevice::ReadOnly)) {
            err << tr("--import-payments: %1 cannot be read: %2").arg(file, device->errorString())
                << Qt::endl;
            return WrongUseExitCode;
        }
        const CamtFile head = CamtReader::readHead(device);
        if (!head.isValid()) {
            err << tr("--import-payments: %1 is not a camt.054 notification or camt.053 statement. %2")
                       .arg(file, head.error)
                << Qt::endl;
            return WrongUseExitCode;
        }
    }
    // The synchronisation's summary goes to stderr: stdout is one line per entry.
    return HeadlessSync::run(sync, err, err, [&](const ApiConfig &config, const QString &dataDir) {
        return importInto(config, dataDir, file, data, dryRun, out, err, skipped);
    });
}
