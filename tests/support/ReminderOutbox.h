#pragma once

// What a customer receives from the sandbox: its outbox (<data>/outbox/*.eml, sandbox/README.md "Printed
// documents"), read as a mail program would, and what the demo's reminder e-mails must say, written
// down by hand from the demo's dunning settings (sandbox/SettingsRoutes.cpp, the defaults) and the
// sandbox's printed titles (sandbox/PdfTexts.cpp). Plain test code: nothing of the client is used.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace ReminderOutbox {

struct Message
{
    QString file;
    QString to;
    QString subject; // decoded
    QString text; // the text part, decoded (UTF-8, 8bit)
    QStringList attachments; // file names
    QByteArray pdf; // the first PDF attached, decoded
};

inline QString decodeHeader(const QString &value)
{
    // =?UTF-8?B?...?= as the sandbox writes it; anything else as given.
    static const QRegularExpression encoded(QStringLiteral("^=\\?UTF-8\\?B\\?([^?]*)\\?=$"));
    const QRegularExpressionMatch m = encoded.match(value.trimmed());
    return m.hasMatch() ? QString::fromUtf8(QByteArray::fromBase64(m.captured(1).toLatin1()))
                        : value.trimmed();
}

inline Message parse(const QByteArray &mail)
{
    Message message;
    const qsizetype headEnd = mail.indexOf("\r\n\r\n");
    const QList<QByteArray> head = mail.left(headEnd).split('\n');
    QByteArray boundary;
    for (const QByteArray &raw : head) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(QLatin1String("To: ")))
            message.to = line.mid(4).trimmed();
        else if (line.startsWith(QLatin1String("Subject: ")))
            message.subject = decodeHeader(line.mid(9));
        const qsizetype b = raw.indexOf("boundary=\"");
        if (b >= 0)
            boundary = raw.mid(b + 10, raw.indexOf('"', b + 10) - b - 10);
    }
    if (boundary.isEmpty())
        return message;
    qsizetype at = mail.indexOf("--" + boundary + "\r\n");
    while (at >= 0) {
        const qsizetype start = at + boundary.size() + 4;
        const qsizetype next = mail.indexOf("\r\n--" + boundary, start);
        const QByteArray part = mail.mid(start, (next < 0 ? mail.size() : next + 2) - start);
        const qsizetype partHeadEnd = part.indexOf("\r\n\r\n");
        const QByteArray partHead = part.left(partHeadEnd);
        const QByteArray body = part.mid(partHeadEnd + 4);
        if (partHead.contains("Content-Type: text/plain")) {
            message.text = QString::fromUtf8(body);
        } else if (partHead.contains("Content-Type: application/pdf")) {
            const qsizetype f = partHead.indexOf("filename=\"");
            if (f >= 0)
                message.attachments << QString::fromUtf8(
                    partHead.mid(f + 10, partHead.indexOf('"', f + 10) - f - 10));
            if (message.pdf.isEmpty())
                message.pdf = QByteArray::fromBase64(QByteArray(body).replace("\r\n", ""));
        }
        if (next < 0)
            break;
        at = mail.indexOf("--" + boundary + "\r\n", next + 2);
    }
    return message;
}

// Every message in the sandbox's outbox, oldest first.
inline QList<Message> read(const QString &sandboxDataDir)
{
    QList<Message> messages;
    const QDir outbox(sandboxDataDir + QStringLiteral("/outbox"));
    for (const QString &name : outbox.entryList({QStringLiteral("*.eml")}, QDir::Files, QDir::Name)) {
        QFile f(outbox.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        Message m = parse(f.readAll());
        m.file = name;
        messages << m;
    }
    return messages;
}

// The messages whose attachment or text names the invoice's number.
inline QList<Message> about(const QList<Message> &messages, const QString &invoiceNumber)
{
    QList<Message> found;
    for (const Message &m : messages) {
        bool named = m.text.contains(invoiceNumber);
        for (const QString &a : m.attachments)
            named = named || a.contains(invoiceNumber);
        if (named)
            found << m;
    }
    return found;
}

// 1'234.50, the Swiss form the sandbox prints amounts in.
inline QString swissAmount(qint64 minor)
{
    const qint64 a = minor < 0 ? -minor : minor;
    QString whole = QString::number(a / 100);
    for (qsizetype i = whole.size() - 3; i > 0; i -= 3)
        whole.insert(i, QLatin1Char('\''));
    return (minor < 0 ? QStringLiteral("-") : QString()) + whole + QLatin1Char('.')
        + QString::number(a % 100).rightJustified(2, QLatin1Char('0'));
}

// An amount as the sandbox's JSON writes it (a number or a decimal text), in minor units, without
// floating-point arithmetic.
inline qint64 minorOf(const QString &decimalText)
{
    QString t = decimalText.trimmed();
    const bool negative = t.startsWith(QLatin1Char('-'));
    if (negative)
        t.remove(0, 1);
    const qsizetype dot = t.indexOf(QLatin1Char('.'));
    const QString whole = dot < 0 ? t : t.left(dot);
    const QString cents = (dot < 0 ? QString() : t.mid(dot + 1)).leftJustified(2, QLatin1Char('0')).left(2);
    const qint64 value = whole.toLongLong() * 100 + cents.toLongLong();
    return negative ? -value : value;
}

// What the demo's reminder e-mail of a level says, in a language, by hand from the demo's settings:
// levels 10 / 20 / 30 days, fees 0.00 / 20.00 / 30.00, the subjects and fee labels per language.
struct Expected
{
    QString subject; // the level's emailSubject
    QString pdfTitle; // the printed reminder's heading (without the number)
    QString feeLabel; // dunningAmountLabel
    qint64 feeMinor = 0; // dunningAmount
    QString openLabel;
    QString totalLabel; // "Total CHF"
    QString invoiceTitle; // what an invoice e-mail would be titled: must not be what a reminder is
};

inline Expected expected(int level, const QString &language, const QString &currency)
{
    static const QHash<QString, QStringList> subjects {
        {QStringLiteral("de"),
            {QStringLiteral("Zahlungserinnerung"), QStringLiteral("1. Mahnung"),
                QStringLiteral("Letzte Mahnung")}},
        {QStringLiteral("en"),
            {QStringLiteral("Payment reminder"), QStringLiteral("First reminder"),
                QStringLiteral("Final reminder")}},
        {QStringLiteral("fr"),
            {QStringLiteral("Rappel de paiement"), QStringLiteral("1er rappel"),
                QStringLiteral("Dernier rappel")}},
        {QStringLiteral("it"),
            {QStringLiteral("Promemoria di pagamento"), QString::fromUtf8("1° sollecito"),
                QStringLiteral("Ultimo sollecito")}}};
    static const QHash<QString, QString> feeLabels {{QStringLiteral("de"), QString::fromUtf8("Mahngebühr")},
        {QStringLiteral("en"), QStringLiteral("Reminder fee")},
        {QStringLiteral("fr"), QStringLiteral("Frais de rappel")},
        {QStringLiteral("it"), QStringLiteral("Spese di sollecito")}};
    static const QHash<QString, QString> openLabels {{QStringLiteral("de"), QStringLiteral("Offener Betrag")},
        {QStringLiteral("en"), QStringLiteral("Open amount")},
        {QStringLiteral("fr"), QStringLiteral("Montant ouvert")},
        {QStringLiteral("it"), QStringLiteral("Importo aperto")}};
    static const QHash<QString, QString> totals {{QStringLiteral("de"), QStringLiteral("Total")},
        {QStringLiteral("en"), QStringLiteral("Total")}, {QStringLiteral("fr"), QStringLiteral("Total")},
        {QStringLiteral("it"), QStringLiteral("Totale")}};
    static const QHash<QString, QString> invoices {{QStringLiteral("de"), QStringLiteral("Rechnung")},
        {QStringLiteral("en"), QStringLiteral("Invoice")}, {QStringLiteral("fr"), QStringLiteral("Facture")},
        {QStringLiteral("it"), QStringLiteral("Fattura")}};
    Expected e;
    e.subject = subjects.value(language).value(level - 1);
    e.pdfTitle = e.subject; // the demo's subjects are the printed headings
    e.feeLabel = feeLabels.value(language);
    e.feeMinor = QList<qint64> {0, 2000, 3000}.value(level - 1);
    e.openLabel = openLabels.value(language);
    e.totalLabel = totals.value(language) + QLatin1Char(' ') + currency;
    e.invoiceTitle = invoices.value(language);
    return e;
}

} // namespace ReminderOutbox
