// A bank file at the size issue 23 names: generates a camt.054 (.001.08) of about 50 MB, then reads it with
// CamtReader (streaming, QXmlStreamReader under SafeXmlReader) and matches it with PaymentMatcher against
// generated open invoices, as BankImport does on its pool thread. Prints each step's time and the peak
// resident memory (VmHWM) after it. See README.md, "Bank file".
//
//   bench_camt [megabytes=50] [invoices=20000]
//   bench_camt comment|pi|whitespace [megabytes...]   (one comment, PI or whitespace run of each size)
#include "documents/CamtReader.h"
#include "documents/PaymentMatcher.h"
#include "domain/Money.h"
#include "domain/PaymentReference.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <random>

namespace {

// Peak and current resident memory of this process, in MiB (Linux /proc/self/status).
QByteArray memory()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return "?";
    QByteArray peak = "?";
    QByteArray now = "?";
    for (const QByteArray &line : f.readAll().split('\n')) {
        const auto kib = [&line] {
            return QByteArray::number(line.simplified().split(' ').value(1).toLongLong() / 1024);
        };
        if (line.startsWith("VmHWM:"))
            peak = kib();
        else if (line.startsWith("VmRSS:"))
            now = kib();
    }
    return "peak " + peak + " MiB, now " + now + " MiB";
}

const char *names[] = {"Muster & Co AG", "Beispiel GmbH", "Anna Rossi", "Fiduciaire Lausanne Sàrl",
    "Müller Treuhand AG", "Hans Meier", "Société Genève SA", "Bäckerei Huber"};

} // namespace

// Issue 36: one camt.054 with an entry and, inside the root element, one comment (or processing
// instruction, or run of whitespace) of `megabytes`, read with CamtReader from the file. Prints the time
// and whether it was read or refused (with the message).
int filler(const QByteArray &what, const QList<qint64> &sizes)
{
    QTemporaryDir dir;
    for (const qint64 megabytes : sizes) {
        const QString path = dir.filePath(QStringLiteral("filler.xml"));
        {
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                return 1;
            f.write(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.054.001.08\"><BkToCstmrDbtCdtNtfctn>"
                "<GrpHdr><MsgId>BENCH-36</MsgId></GrpHdr>");
            f.write(what == "pi" ? "<?pad " : what == "comment" ? "<!--" : "");
            const QByteArray block(1024 * 1024, what == "whitespace" ? ' ' : 'x');
            for (qint64 i = 0; i < megabytes; ++i)
                f.write(block);
            f.write(what == "pi" ? "?>" : what == "comment" ? "-->" : "");
            f.write("<Ntfctn><Id>N-1</Id><Ntry><Amt Ccy=\"CHF\">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>"
                    "</Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>\n");
        }
        QElapsedTimer timer;
        timer.start();
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly))
            return 1;
        const CamtFile file = CamtReader::read(&in);
        std::printf("%s of %lld MiB: %lld ms, %s; %s\n", what.constData(), megabytes, timer.elapsed(),
            file.isValid() ? "read" : qPrintable(QStringLiteral("refused: ") + file.error),
            memory().constData());
    }
    return 0;
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc > 1
        && (QByteArray(argv[1]) == "comment" || QByteArray(argv[1]) == "pi"
            || QByteArray(argv[1]) == "whitespace")) {
        QList<qint64> sizes;
        for (int i = 2; i < argc; ++i)
            sizes << QByteArray(argv[i]).toLongLong();
        if (sizes.isEmpty())
            sizes = {2, 4, 8, 16};
        return filler(argv[1], sizes);
    }
    const qint64 megabytes = argc > 1 ? QByteArray(argv[1]).toLongLong() : 50;
    const int invoiceCount = argc > 2 ? QByteArray(argv[2]).toInt() : 20000;
    const QString iban = QStringLiteral("CH4431999123000889012");
    std::mt19937 rng(23);

    QList<OpenInvoice> invoices;
    invoices.reserve(invoiceCount);
    for (int i = 0; i < invoiceCount; ++i) {
        invoices.append(
            {QStringLiteral("uuid-%1").arg(i), QStringLiteral("RE-2026-%1").arg(i, 5, 10, QLatin1Char('0')),
                PaymentReference::makeQrr(QString::number(100000 + i)), QStringLiteral("CHF"),
                qint64(1000 + rng() % 500000), QString::fromUtf8(names[i % 8]), false});
    }

    // The file: one notification, entries until the size is reached. Of every ten entries seven pay an
    // invoice by its reference (in full or half), one has no reference, one names no invoice, one is a debit.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("camt054.xml"));
    QElapsedTimer timer;
    timer.start();
    qint64 entries = 0;
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 1;
        }
        f.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.054.001.08\"><BkToCstmrDbtCdtNtfctn>"
                "<GrpHdr><MsgId>BENCH-23</MsgId><CreDtTm>2026-04-01T06:00:00</CreDtTm></GrpHdr>\n"
                "<Ntfctn><Id>N-1</Id><Acct><Id><IBAN>"
            + iban.toLatin1() + "</IBAN></Id></Acct>\n");
        const qint64 limit = megabytes * 1024 * 1024;
        while (f.size() < limit) {
            const OpenInvoice &invoice = invoices.at(int(rng() % invoices.size()));
            const int kind = int(entries % 10);
            qint64 amount = kind == 1 ? invoice.openMinor / 2 : invoice.openMinor;
            QString reference = invoice.reference;
            if (kind == 7)
                reference.clear();
            else if (kind == 8)
                reference = PaymentReference::makeQrr(QString::number(900000000 + entries));
            if (amount <= 0)
                amount = 100;
            const QByteArray refXml = reference.isEmpty()
                ? QByteArray()
                : "<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>"
                    + reference.toLatin1() + "</Ref></CdtrRefInf></Strd></RmtInf>";
            const QByteArray indicator = kind == 9 ? "DBIT" : "CRDT";
            const QByteArray amt = "<Amt Ccy=\"CHF\">" + Money::toDecimalString(amount).toLatin1() + "</Amt>";
            const QByteArray date = "2026-03-" + QByteArray::number(1 + entries % 28).rightJustified(2, '0');
            f.write("<Ntry>" + amt + "<CdtDbtInd>" + indicator + "</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>"
                + "<BookgDt><Dt>" + date + "</Dt></BookgDt><ValDt><Dt>" + date + "</Dt></ValDt>"
                + "<AcctSvcrRef>BENCH-" + QByteArray::number(entries) + "</AcctSvcrRef><NtryDtls><TxDtls>"
                + "<Refs><AcctSvcrRef>BENCH-TX-" + QByteArray::number(entries) + "</AcctSvcrRef></Refs>" + amt
                + "<CdtDbtInd>" + indicator + "</CdtDbtInd><RltdPties><Dbtr><Pty><Nm>"
                + invoice.customerName.toHtmlEscaped().toUtf8() + "</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>"
                + "CH9300762011623852957</IBAN></Id></DbtrAcct></RltdPties>" + refXml
                + "</TxDtls></NtryDtls></Ntry>\n");
            ++entries;
        }
        f.write("</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>\n");
    }
    const double megs = double(QFileInfo(path).size()) / (1024 * 1024);
    std::printf("generated: %.1f MiB, %lld entries, %d open invoices, %lld ms; %s\n", megs, entries,
        invoiceCount, timer.elapsed(), memory().constData());

    timer.restart();
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return 1;
    const CamtFile file = CamtReader::read(&in);
    const qint64 readMs = timer.elapsed();
    if (!file.isValid()) {
        std::fprintf(stderr, "not read: %s\n", qPrintable(file.error));
        return 1;
    }
    std::printf("read: %lld entries in %lld ms (%.1f MiB/s); %s\n", qint64(file.entries.size()), readMs,
        readMs > 0 ? megs * 1000.0 / double(readMs) : 0.0, memory().constData());

    timer.restart();
    const QList<PaymentMatch> matches = PaymentMatcher::match(file.entries, invoices, {});
    const qint64 matchMs = timer.elapsed();
    QHash<int, int> kinds;
    for (const PaymentMatch &m : matches)
        ++kinds[int(m.kind)];
    using K = PaymentMatch::Kind;
    std::printf("matched: %lld ms; matched %d, partial %d, over %d, already paid %d, suggested %d, "
                "ambiguous %d, unmatched %d, not a payment %d; %s\n",
        matchMs, kinds.value(int(K::Matched)), kinds.value(int(K::Partial)), kinds.value(int(K::Overpaid)),
        kinds.value(int(K::AlreadyPaid)), kinds.value(int(K::Suggested)), kinds.value(int(K::Ambiguous)),
        kinds.value(int(K::Unmatched)), kinds.value(int(K::NotAPayment)), memory().constData());
    return 0;
}
