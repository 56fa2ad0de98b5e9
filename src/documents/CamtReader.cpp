#include "documents/CamtReader.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QSet>

namespace {

struct Transaction
{
    std::optional<qint64> amount;
    QString currency;
    QString amountText;
    QString indicator; // CRDT, DBIT
    QString bankReference;
    QString reference;
    QString referenceKind;
    QStringList unstructured;
    QString debtorName;
    QString debtorIban;
    qint64 line = 0;
};

struct Entry
{
    std::optional<qint64> amount;
    QString amountText;
    QString currency;
    QString indicator;
    bool reversal = false;
    QString status;
    QDate bookingDate;
    QDate valueDate;
    QString bankReference;
    qint64 line = 0;
    QList<Transaction> transactions;
};

QDate dateOf(const QString &text)
{
    // Dt is a date, DtTm a date and time: the date is what counts.
    return QDate::fromString(text.left(10), Qt::ISODate);
}

class Parser
{
public:
    explicit Parser(SafeXmlReader &xml, bool headOnly = false)
        : m_xml(xml)
        , m_headOnly(headOnly)
    { }

    CamtFile run();

private:
    void start();
    void end(const QString &text);
    QString relative(qsizetype from) const { return m_path.mid(from).join(QLatin1Char('/')); }
    void finishEntry();

    SafeXmlReader &m_xml;
    bool m_headOnly = false; // stop after the root element's start
    CamtFile m_file;
    QStringList m_path; // local names from the root element down to the current one
    qsizetype m_entryAt = -1; // index of Ntry in m_path
    qsizetype m_txAt = -1; // index of TxDtls in m_path
    QString m_account;
    QString m_pendingCurrency; // Ccy of the Amt element being read
    Entry m_entry;
    Transaction m_tx;
    QSet<QString> m_seenReferences;
};

CamtFile Parser::run()
{
    QString text;
    while (true) {
        const QXmlStreamReader::TokenType token = m_xml.readNext();
        if (token == QXmlStreamReader::Invalid) {
            m_file.error = m_xml.errorString();
            return m_file;
        }
        if (token == QXmlStreamReader::EndDocument)
            break;
        if (token == QXmlStreamReader::StartElement) {
            m_path << m_xml.name().toString();
            text.clear();
            start();
            if (m_xml.hasError()) {
                m_file.error = m_xml.errorString();
                return m_file;
            }
            if (m_headOnly)
                return m_file;
        } else if (token == QXmlStreamReader::Characters) {
            text += m_xml.text();
        } else if (token == QXmlStreamReader::EndElement) {
            end(text.trimmed());
            text.clear();
            m_path.removeLast();
        }
    }
    if (m_file.kind == CamtFile::Kind::Unknown)
        m_file.error = CamtReader::tr("The file is not a camt.054 notification or camt.053 statement.");
    return m_file;
}

void Parser::start()
{
    const QString name = m_path.last();
    if (m_path.size() == 1) {
        static const QRegularExpression ns(
            QStringLiteral("^urn:iso:std:iso:20022:tech:xsd:camt\\.(05[34])\\.(\\d{3}\\.\\d{2})$"));
        const QRegularExpressionMatch match = ns.match(m_xml.namespaceUri().toString());
        if (name != QLatin1String("Document") || !match.hasMatch()) {
            m_xml.raiseError(CamtReader::tr("the file is not a camt.054 notification or camt.053 statement "
                                            "(its root element is %1 in the namespace \"%2\").")
                                 .arg(name, m_xml.namespaceUri().toString()));
            return;
        }
        m_file.version = match.captured(2);
        m_file.kind = match.captured(1) == QLatin1String("054") ? CamtFile::Kind::Notification
                                                                : CamtFile::Kind::Statement;
        return;
    }
    if (m_path.size() == 2) {
        const bool expected = m_file.kind == CamtFile::Kind::Notification
            ? name == QLatin1String("BkToCstmrDbtCdtNtfctn")
            : name == QLatin1String("BkToCstmrStmt");
        if (!expected)
            m_xml.raiseError(CamtReader::tr("the element %1 is not what a camt.%2 file holds.")
                                 .arg(name,
                                     m_file.kind == CamtFile::Kind::Notification ? QStringLiteral("054")
                                                                                 : QStringLiteral("053")));
        return;
    }
    if (name == QLatin1String("Ntry") && m_entryAt < 0) {
        m_entryAt = m_path.size() - 1;
        m_entry = Entry {};
        m_entry.line = m_xml.line();
    } else if (name == QLatin1String("TxDtls") && m_entryAt >= 0 && m_txAt < 0) {
        m_txAt = m_path.size() - 1;
        m_tx = Transaction {};
        m_tx.line = m_xml.line();
    } else if (name == QLatin1String("Amt")) {
        m_pendingCurrency = m_xml.attributes().value(QLatin1String("Ccy")).toString();
    }
}

void Parser::end(const QString &text)
{
    const QString name = m_path.last();
    if (m_txAt >= 0) {
        if (m_path.size() - 1 == m_txAt) {
            m_entry.transactions << m_tx;
            m_txAt = -1;
            return;
        }
        const QString at = relative(m_txAt + 1);
        if (at == QLatin1String("Amt") || at == QLatin1String("AmtDtls/TxAmt/Amt")) {
            // camt.054.001.08 gives the amount right in TxDtls, .04 in AmtDtls/TxAmt; the first wins.
            if (m_tx.amountText.isEmpty()) {
                m_tx.amountText = text;
                m_tx.amount = CamtReader::parseAmount(text);
                m_tx.currency = m_pendingCurrency;
            }
        } else if (at == QLatin1String("CdtDbtInd")) {
            m_tx.indicator = text;
        } else if (at == QLatin1String("Refs/AcctSvcrRef")) {
            m_tx.bankReference = text;
        } else if (at == QLatin1String("RltdPties/Dbtr/Nm") || at == QLatin1String("RltdPties/Dbtr/Pty/Nm")) {
            m_tx.debtorName = text;
        } else if (at == QLatin1String("RltdPties/DbtrAcct/Id/IBAN")) {
            m_tx.debtorIban = text;
        } else if (at == QLatin1String("RmtInf/Strd/CdtrRefInf/Ref")) {
            m_tx.reference = PaymentReference::normalised(text);
        } else if (at == QLatin1String("RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry/Prtry")
            || at == QLatin1String("RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry/Cd")) {
            m_tx.referenceKind = text.toUpper();
        } else if (at == QLatin1String("RmtInf/Ustrd")) {
            m_tx.unstructured << text;
        }
        return;
    }
    if (m_entryAt >= 0) {
        if (m_path.size() - 1 == m_entryAt) {
            finishEntry();
            m_entryAt = -1;
            return;
        }
        const QString at = relative(m_entryAt + 1);
        if (at == QLatin1String("Amt")) {
            m_entry.amountText = text;
            m_entry.amount = CamtReader::parseAmount(text);
            m_entry.currency = m_pendingCurrency;
        } else if (at == QLatin1String("CdtDbtInd")) {
            m_entry.indicator = text;
        } else if (at == QLatin1String("RvslInd")) {
            m_entry.reversal = text == QLatin1String("true") || text == QLatin1String("1");
        } else if ((at == QLatin1String("Sts") && !text.isEmpty()) || at == QLatin1String("Sts/Cd")) {
            m_entry.status = text; // .04: <Sts>BOOK</Sts>; .08: <Sts><Cd>BOOK</Cd></Sts>
        } else if (at == QLatin1String("BookgDt/Dt") || at == QLatin1String("BookgDt/DtTm")) {
            m_entry.bookingDate = dateOf(text);
        } else if (at == QLatin1String("ValDt/Dt") || at == QLatin1String("ValDt/DtTm")) {
            m_entry.valueDate = dateOf(text);
        } else if (at == QLatin1String("AcctSvcrRef")) {
            m_entry.bankReference = text;
        }
        return;
    }
    const QString at = relative(2);
    if (at == QLatin1String("GrpHdr/MsgId")) {
        m_file.messageId = text;
    } else if (at == QLatin1String("Ntfctn/Acct/Id/IBAN") || at == QLatin1String("Stmt/Acct/Id/IBAN")) {
        m_account = text;
    } else if (name == QLatin1String("Ntfctn") || name == QLatin1String("Stmt")) {
        m_account.clear(); // the next notification or statement names its own account
    }
}

void Parser::finishEntry()
{
    QList<Transaction> transactions = m_entry.transactions;
    if (transactions.isEmpty())
        transactions << Transaction {};
    const bool several = transactions.size() > 1;
    for (qsizetype i = 0; i < transactions.size(); ++i) {
        const Transaction &tx = transactions.at(i);
        CamtEntry e;
        // A transaction without its own amount is the whole entry (one transaction only).
        const bool ownAmount = !tx.amountText.isEmpty();
        const std::optional<qint64> amount =
            ownAmount ? tx.amount : (several ? std::nullopt : m_entry.amount);
        e.currency = ownAmount && !tx.currency.isEmpty() ? tx.currency : m_entry.currency;
        const QString indicator = tx.indicator.isEmpty() ? m_entry.indicator : tx.indicator;
        e.credit = indicator == QLatin1String("CRDT");
        e.reversal = m_entry.reversal;
        e.status = m_entry.status;
        e.bookingDate = m_entry.bookingDate;
        e.valueDate = m_entry.valueDate;
        e.bankReference = !tx.bankReference.isEmpty() ? tx.bankReference
            : m_entry.bankReference.isEmpty()         ? QString()
            : several ? QStringLiteral("%1/%2").arg(m_entry.bankReference).arg(i + 1)
                      : m_entry.bankReference;
        e.reference = tx.reference;
        e.referenceKind = tx.referenceKind;
        e.referenceType = PaymentReference::typeOf(tx.reference);
        e.unstructured = tx.unstructured.join(QLatin1Char(' '));
        e.debtorName = tx.debtorName;
        e.debtorIban = PaymentReference::normalised(tx.debtorIban);
        e.accountIban = PaymentReference::normalised(m_account);
        e.line = tx.line ? tx.line : m_entry.line;
        static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
        if (indicator != QLatin1String("CRDT") && indicator != QLatin1String("DBIT"))
            e.problem = CamtReader::tr("Line %1: the entry says neither credit nor debit.").arg(e.line);
        else if (!amount)
            e.problem = CamtReader::tr("Line %1: the amount \"%2\" cannot be read.")
                            .arg(e.line)
                            .arg(ownAmount ? tx.amountText : m_entry.amountText);
        else if (!currency.match(e.currency).hasMatch())
            e.problem = CamtReader::tr("Line %1: the currency \"%2\" is not a currency code.")
                            .arg(e.line)
                            .arg(e.currency);
        else if (!e.reference.isEmpty() && e.referenceType == PaymentReference::Type::None)
            e.problem = CamtReader::tr("Line %1: the reference %2 has a wrong check digit or form.")
                            .arg(e.line)
                            .arg(e.reference);
        e.amountMinor = amount.value_or(0);
        if (!e.bankReference.isEmpty()) {
            e.duplicateInFile = m_seenReferences.contains(e.bankReference);
            m_seenReferences.insert(e.bankReference);
        }
        m_file.entries << e;
    }
}

} // namespace

std::optional<qint64> CamtReader::parseAmount(QStringView text)
{
    static const QRegularExpression amount(QStringLiteral("^(\\d{1,15})(?:\\.(\\d{1,5}))?$"));
    const QRegularExpressionMatch m = amount.match(text.toString());
    if (!m.hasMatch())
        return std::nullopt;
    QString fraction = m.captured(2);
    while (fraction.size() > 2 && fraction.endsWith(QLatin1Char('0')))
        fraction.chop(1);
    if (fraction.size() > 2)
        return std::nullopt;
    fraction = fraction.leftJustified(2, QLatin1Char('0'));
    return m.captured(1).toLongLong() * 100 + fraction.toLongLong();
}

CamtFile CamtReader::read(QIODevice *device, XmlLimits limits)
{
    SafeXmlReader xml(device, limits);
    return Parser(xml).run();
}

CamtFile CamtReader::readHead(QIODevice *device, XmlLimits limits)
{
    SafeXmlReader xml(device, limits);
    return Parser(xml, true).run();
}

CamtFile CamtReader::read(const QByteArray &bytes, XmlLimits limits)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return read(&buffer, limits);
}
