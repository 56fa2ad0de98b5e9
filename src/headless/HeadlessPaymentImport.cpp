#include "headless/HeadlessPaymentImport.h"

#include "api/ApiClient.h"
#include "documents/BankImport.h"
#include "domain/Money.h"

#include <QEventLoop>
#include <QFile>

namespace {

QString line(const QString &what, const BankImportRow &row, const QString &note)
{
    const QString invoice = row.invoiceNumber.isEmpty() ? QStringLiteral("-") : row.invoiceNumber;
    return QStringList {what, invoice,
        Money::toDecimalString(row.entry.amountMinor) + QLatin1Char(' ') + row.entry.currency, note}
        .join(QLatin1Char('\t'));
}

// Runs the import on the account's copy: matched, then (unless a dry run) booked. Returns the exit code.
int importInto(const ApiConfig &config, const QString &dataDir, const QString &path, bool dryRun,
    QTextStream &out, QTextStream &err)
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
    import.open(path);
    loop.exec();
    if (!failure.isEmpty()) {
        err << failure << Qt::endl;
        return HeadlessPaymentImport::FailedExitCode;
    }
    const QList<int> bookable = import.bookableRows(false);
    if (!dryRun && !bookable.isEmpty()) {
        import.book(bookable);
        loop.exec();
    }
    bool allBooked = true;
    bool anyFailed = false;
    for (const BankImportRow &row : import.rows()) {
        using Kind = PaymentMatch::Kind;
        using Outcome = BankImportRow::Outcome;
        QString text;
        bool counts = row.entry.credit; // debits are not payments received: listed, never counted
        bool ok = false;
        if (row.outcome == Outcome::Booked) {
            text = line(QStringLiteral("booked"), row, row.outcomeText + QLatin1Char(' ') + row.match.reason);
            ok = true;
        } else if (row.outcome == Outcome::Skipped) {
            text = line(QStringLiteral("already booked"), row, row.outcomeText);
            ok = true;
        } else if (row.outcome == Outcome::Failed || row.outcome == Outcome::AnswerLost) {
            text = line(QStringLiteral("failed"), row, row.outcomeText);
            anyFailed = true;
        } else if (dryRun && row.canBook(false)) {
            text = line(QStringLiteral("would book"), row,
                HeadlessPaymentImport::tr("%1 (dry run: nothing sent)").arg(row.match.reason));
        } else if (row.match.kind == Kind::AlreadyBooked || row.match.kind == Kind::DuplicateInFile) {
            text = line(QStringLiteral("already booked"), row, row.match.reason);
            ok = true;
        } else if (row.match.kind == Kind::Suggested) {
            text = line(QStringLiteral("suggested"), row,
                HeadlessPaymentImport::tr("%1 Not booked: confirm it in the window.").arg(row.match.reason));
        } else {
            text = line(QStringLiteral("unmatched"), row, row.match.reason);
        }
        if (counts && !ok)
            allBooked = false;
        out << text << Qt::endl;
    }
    if (anyFailed)
        return HeadlessPaymentImport::FailedExitCode;
    return allBooked ? 0 : HeadlessPaymentImport::NotAllBookedExitCode;
}

} // namespace

int HeadlessPaymentImport::run(
    const HeadlessSync::Options &sync, const QString &file, bool dryRun, QTextStream &out, QTextStream &err)
{
    if (file.isEmpty()) {
        err << tr("--import-payments: name the camt.054 or camt.053 file to import.") << Qt::endl;
        return WrongUseExitCode;
    }
    // Not a bank file: wrong use, before anything is synchronised.
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        err << tr("--import-payments: %1 cannot be read: %2").arg(file, f.errorString()) << Qt::endl;
        return WrongUseExitCode;
    }
    const CamtFile camt = CamtReader::read(&f);
    if (!camt.isValid()) {
        err << tr("--import-payments: %1 is not a camt.054 notification or camt.053 statement. %2")
                   .arg(file, camt.error)
            << Qt::endl;
        return WrongUseExitCode;
    }
    f.close();
    // The synchronisation's summary goes to stderr: stdout is one line per entry.
    return HeadlessSync::run(sync, err, err, [&](const ApiConfig &config, const QString &dataDir) {
        return importInto(config, dataDir, file, dryRun, out, err);
    });
}
