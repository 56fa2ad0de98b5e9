#pragma once

#include <QDate>
#include <QList>
#include <QString>

// Writes a camt.054 notification (version .04 or .08) entry by entry, for the tests that import one
// into the sandbox: each entry in its own Ntfctn, so each may name another account.
struct CamtBuilder
{
    struct Entry
    {
        QString accountIban;
        QString amount; // "123.45", as the bank writes it
        QString currency = "CHF";
        QString reference; // QRR or SCOR; empty for none
        QString debtor;
        QString bankReference; // AcctSvcrRef
        QDate booked = QDate::currentDate();
        bool credit = true;
    };

    QString version = "08";
    QList<Entry> entries;

    QByteArray xml() const
    {
        QString x = QString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.054.001.%1\">"
                            "<BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>TEST-%1</MsgId>"
                            "<CreDtTm>2026-04-01T06:00:00</CreDtTm></GrpHdr>\n")
                        .arg(version);
        int n = 0;
        for (const Entry &e : entries) {
            const QString debtor = version == "04"
                ? QString("<Dbtr><Nm>%1</Nm></Dbtr>").arg(e.debtor)
                : QString("<Dbtr><Pty><Nm>%1</Nm></Pty></Dbtr>").arg(e.debtor);
            const QString kind = e.reference.startsWith("RF") ? "<Cd>SCOR</Cd>" : "<Prtry>QRR</Prtry>";
            const QString reference = e.reference.isEmpty()
                ? QString()
                : QString("<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry>%1</CdOrPrtry></Tp><Ref>%2</Ref>"
                          "</CdtrRefInf></Strd></RmtInf>")
                      .arg(kind, e.reference);
            const QString indicator = e.credit ? "CRDT" : "DBIT";
            const QString status = version == "04" ? "<Sts>BOOK</Sts>" : "<Sts><Cd>BOOK</Cd></Sts>";
            x += QString("<Ntfctn><Id>N-%1</Id><Acct><Id><IBAN>%2</IBAN></Id></Acct>"
                         "<Ntry><Amt Ccy=\"%3\">%4</Amt><CdtDbtInd>%5</CdtDbtInd>%6"
                         "<BookgDt><Dt>%7</Dt></BookgDt><ValDt><Dt>%7</Dt></ValDt>"
                         "<AcctSvcrRef>%8</AcctSvcrRef><NtryDtls><TxDtls>"
                         "<Amt Ccy=\"%3\">%4</Amt><CdtDbtInd>%5</CdtDbtInd>"
                         "<RltdPties>%9</RltdPties>%10</TxDtls></NtryDtls></Ntry></Ntfctn>\n")
                     .arg(++n)
                     .arg(e.accountIban, e.currency, e.amount, indicator, status,
                         e.booked.toString(Qt::ISODate), e.bankReference, debtor, reference);
        }
        x += "</BkToCstmrDbtCdtNtfctn></Document>\n";
        return x.toUtf8();
    }
};
