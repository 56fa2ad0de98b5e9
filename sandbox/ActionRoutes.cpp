// Document actions: GET .../{kind}/{uuid}/actions lists what the document offers now (name -> label),
// PATCH .../{kind}/{uuid}/actions/{action} performs one. An action not offered answers 400.
#include "Documents.h"
#include "Routes.h"
#include "SandboxServer.h"
#include "Webhooks.h"

#include "DocumentPdf.h"
#include "Dunning.h"
#include "PaymentReferences.h"
#include "PdfTexts.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QRandomGenerator>

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// action -> (label, target kind for conversions or clone; empty: acts on the document itself)
struct Action
{
    const char *name;
    const char *label;
    const char *target;
};

const QList<Action> conversions {
    {"convert", "Convert to invoice", "invoices"},
    {"convertCN", "Convert to contract note", "contract-notes"},
    {"convertCNDN", "Convert to delivery note", "delivery-notes"},
    {"convertCNI", "Convert to invoice", "invoices"},
    {"convertDNI", "Convert to invoice", "invoices"},
    {"convertIC", "Convert to credit note", "credit-notes"},
    {"convertDN", "Convert to delivery note", "delivery-notes"},
    {"convertT", "Convert to template", "templates"},
    {"convertTI", "Create invoice from template", "invoices"},
    {"convertToTemplate", "Save as template", "templates"},
    {"convertTemplateToQuote", "Create quote from template", "quotes"},
    {"convertTemplateToDeliveryNote", "Create delivery note from template", "delivery-notes"},
    {"convertTemplateToCreditNote", "Create credit note from template", "credit-notes"},
    {"convertTemplateToContractNote", "Create contract note from template", "contract-notes"},
};

QStringList conversionsOf(const QString &kind)
{
    if (kind == QLatin1String("quotes"))
        return {QStringLiteral("convert"), QStringLiteral("convertCN"), QStringLiteral("convertToTemplate")};
    if (kind == QLatin1String("contract-notes"))
        return {
            QStringLiteral("convertCNDN"), QStringLiteral("convertCNI"), QStringLiteral("convertToTemplate")};
    if (kind == QLatin1String("delivery-notes"))
        return {QStringLiteral("convertDNI"), QStringLiteral("convertToTemplate")};
    if (kind == QLatin1String("invoices"))
        return {QStringLiteral("convertIC"), QStringLiteral("convertDN"), QStringLiteral("convertT")};
    if (kind == QLatin1String("credit-notes"))
        return {QStringLiteral("convertToTemplate")};
    if (kind == QLatin1String("templates"))
        return {QStringLiteral("convertTI"), QStringLiteral("convertTemplateToQuote"),
            QStringLiteral("convertTemplateToDeliveryNote"), QStringLiteral("convertTemplateToCreditNote"),
            QStringLiteral("convertTemplateToContractNote")};
    return {};
}

bool isOverdue(const QJsonObject &d)
{
    const QDate due = QDate::fromString(d.value(QLatin1String("dueDate")).toString(), Qt::ISODate);
    return due.isValid() && due < QDate::currentDate()
        && scaledNumber(d.value(QLatin1String("openAmount")), 2).value_or(0) > 0;
}

// What the document offers in its present state, in a stable order.
QList<QPair<QString, QString>> offered(const QString &kind, const QJsonObject &d)
{
    QList<QPair<QString, QString>> actions;
    const auto add = [&actions](const QString &name, const QString &label) {
        actions.append({name, label});
    };
    const bool archived = d.value(QLatin1String("isArchived")).toBool();
    const bool cancelled = d.value(QLatin1String("isCancelled")).toBool();
    const bool sent = d.value(QLatin1String("sentStatus")).toString() == QLatin1String("SENT");
    if (archived) {
        add(QStringLiteral("restore"), QStringLiteral("Restore"));
        return actions;
    }
    add(QStringLiteral("archive"), QStringLiteral("Archive"));
    add(QStringLiteral("clone"), QStringLiteral("Duplicate"));
    add(QStringLiteral("print"), QStringLiteral("Print"));
    add(QStringLiteral("downloadPdf"), QStringLiteral("Download PDF"));
    if (!cancelled)
        add(QStringLiteral("email"), QStringLiteral("Send by e-mail"));
    if (!sent && !cancelled)
        add(QStringLiteral("delete"), QStringLiteral("Delete"));
    if (kind == QLatin1String("recurring-invoices") || kind == QLatin1String("templates")) {
        for (const QString &c : conversionsOf(kind))
            for (const Action &a : conversions)
                if (c == QLatin1String(a.name))
                    add(c, QString::fromUtf8(a.label));
        return actions;
    }
    if (cancelled)
        return actions;
    add(QStringLiteral("cancel"), QStringLiteral("Cancel"));
    if (!sent)
        add(QStringLiteral("markSent"), QStringLiteral("Mark as sent"));
    if (kind == QLatin1String("quotes") && d.value(QLatin1String("quoteStatus")).toString().isEmpty()) {
        add(QStringLiteral("markApproved"), QStringLiteral("Mark as approved"));
        add(QStringLiteral("markDeclined"), QStringLiteral("Mark as declined"));
    }
    for (const QString &c : conversionsOf(kind))
        for (const Action &a : conversions)
            if (c == QLatin1String(a.name))
                add(c, QString::fromUtf8(a.label));
    if (kind == QLatin1String("invoices")) {
        if (scaledNumber(d.value(QLatin1String("openAmount")), 2).value_or(0) > 0)
            add(QStringLiteral("paymentAdd"), QStringLiteral("Record a payment"));
        if (isOverdue(d)
            && d.value(QLatin1String("dunningLevel")).toString() != QLatin1String("FINAL_DUNNING")) {
            add(QStringLiteral("dunningPrint"), QStringLiteral("Print reminder"));
            add(QStringLiteral("dunningSent"), QStringLiteral("Send reminder"));
        }
    }
    return actions;
}

DocumentPdf::Sender senderOf(SandboxServer &server, const QString &account)
{
    const auto record = server.storage().get(account, QStringLiteral("profile"), QStringLiteral("sender"));
    const QJsonObject s = record ? record->json : QJsonObject();
    return {s.value(QLatin1String("name")).toString(), s.value(QLatin1String("street")).toString(),
        s.value(QLatin1String("zip")).toString(), s.value(QLatin1String("city")).toString(),
        s.value(QLatin1String("iban")).toString()};
}

// The receiver's language (de, en, fr, it) from their address record; de when it has none.
QString languageOf(SandboxServer &server, const QString &account, const QJsonObject &d)
{
    const auto record = receiverRecord(server, account, d.value(QLatin1String("receiver")).toObject());
    return PdfTexts::language(record ? record->json.value(QLatin1String("language")).toString() : QString());
}

// The account's units by uuid, ISO code and every language's name -> the name in `language`.
QHash<QString, QString> unitNames(SandboxServer &server, const QString &account, const QString &language)
{
    QHash<QString, QString> names;
    QList<std::pair<QString, QString>> aliases; // any language's name -> the name, added last
    for (const Storage::Record &unit : server.storage().all(account, QStringLiteral("units"))) {
        const QJsonObject translations = unit.json.value(QLatin1String("translations")).toObject();
        QString name = translations.value(language).toObject().value(QLatin1String("unit")).toString();
        for (const char *fallback : {"de", "en", "fr", "it"})
            if (name.isEmpty())
                name = translations.value(QLatin1String(fallback))
                           .toObject()
                           .value(QLatin1String("unit"))
                           .toString();
        const QString code = unit.json.value(QLatin1String("isocode")).toString();
        if (name.isEmpty())
            name = code;
        names.insert(unit.json.value(QLatin1String("uuid")).toString(), name);
        if (!code.isEmpty())
            names.insert(code, name);
        for (auto it = translations.begin(); it != translations.end(); ++it)
            aliases.append({it.value().toObject().value(QLatin1String("unit")).toString(), name});
    }
    for (const auto &[alias, name] : aliases)
        if (!alias.isEmpty() && !names.contains(alias))
            names.insert(alias, name);
    return names;
}

// The reminder of `level` (1 to 3) for an invoice: the dunning level's letter in the language and its fee
// (when the dunning settings charge fees).
DocumentPdf::Reminder reminderOf(SandboxServer &server, const QString &account, const QJsonObject &invoice,
    int level, const QString &language)
{
    const QJsonObject settings = invoiceSetting(server, account, QStringLiteral("dunnings"));
    const QJsonObject levelSettings =
        invoiceSetting(server, account, QStringLiteral("dunnings/dunning-level-%1").arg(level));
    const QJsonObject translations = levelSettings.value(QLatin1String("translations")).toObject();
    QJsonObject texts = translations.value(language).toObject();
    if (texts.value(QLatin1String("dunningLetter")).toString().isEmpty())
        texts = translations.value(QLatin1String("de")).toObject();
    DocumentPdf::Reminder reminder;
    reminder.level = level;
    if (settings.value(QLatin1String("enableDunningAmount")).toBool(true))
        reminder.fee = scaledNumber(levelSettings.value(QLatin1String("dunningAmount")), 2).value_or(0);
    reminder.feeLabel = texts.value(QLatin1String("dunningAmountLabel")).toString();
    reminder.letter = DocumentPdf::fillPlaceholders(
        texts.value(QLatin1String("dunningLetter")).toString(), invoice, reminder.fee);
    return reminder;
}

DocumentPdf::Print printOf(
    SandboxServer &server, const QString &account, const QString &segment, const QJsonObject &d)
{
    DocumentPdf::Print print;
    print.document = d;
    print.kind = segment;
    print.language = languageOf(server, account, d);
    print.sender = senderOf(server, account);
    print.units = unitNames(server, account, print.language);
    if (segment == QLatin1String("invoices"))
        print.qrIban = PaymentReferences::activeQrIban(bankAccountOf(server, account, d));
    return print;
}

// Downloads live ten minutes under an unguessable name; the name is the only key, as with the live service.
QHash<QString, QDateTime> &downloads()
{
    static QHash<QString, QDateTime> expiry;
    return expiry;
}

QString storeDownload(SandboxServer &server, const QByteArray &pdf)
{
    QString name;
    for (int i = 0; i < 2; ++i)
        name += QString::number(QRandomGenerator::system()->generate64(), 16)
                    .rightJustified(16, QLatin1Char('0'));
    name += QStringLiteral(".pdf");
    const QString dir = server.storage().dir() + QStringLiteral("/downloads");
    QDir().mkpath(dir);
    QFile file(dir + QLatin1Char('/') + name);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return {};
    downloads().insert(name, QDateTime::currentDateTimeUtc().addSecs(600));
    return name;
}

QString primaryEmail(SandboxServer &server, const QString &account, const QJsonObject &receiver)
{
    const auto record = receiverRecord(server, account, receiver);
    if (!record)
        return {};
    QString any;
    for (const QJsonValue &v : record->json.value(QLatin1String("contacts")).toArray()) {
        const QJsonObject c = v.toObject();
        if (c.value(QLatin1String("type")).toString() != QLatin1String("email"))
            continue;
        if (c.value(QLatin1String("is_primary")).toBool())
            return c.value(QLatin1String("value")).toString();
        any = any.isEmpty() ? c.value(QLatin1String("value")).toString() : any;
    }
    return any;
}

// An RFC 5322 message with the PDF attached, written to the outbox folder instead of being sent: what the
// customer receives.
QString writeEmail(SandboxServer &server, const DocumentPdf::Sender &sender, const QString &to,
    const QString &subject, const QString &text, const QString &fileName, const QByteArray &pdf)
{
    const QString dir = server.storage().dir() + QStringLiteral("/outbox");
    QDir().mkpath(dir);
    const QByteArray boundary =
        "invoicedesk-" + QByteArray::number(QRandomGenerator::global()->generate64(), 16);
    QByteArray mail;
    mail += "From: \"" + sender.name.toUtf8() + "\" <billing@invoicedesk-sandbox.invalid>\r\n";
    mail += "To: " + to.toUtf8() + "\r\n";
    mail += "Subject: =?UTF-8?B?" + subject.toUtf8().toBase64() + "?=\r\n";
    mail += "Date: " + QDateTime::currentDateTimeUtc().toString(Qt::RFC2822Date).toUtf8() + "\r\n";
    mail += "Message-ID: <" + boundary + "@invoicedesk-sandbox.invalid>\r\n";
    mail += "MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"" + boundary + "\"\r\n\r\n";
    mail += "--" + boundary
        + "\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n";
    mail += text.toUtf8();
    mail += "--" + boundary + "\r\nContent-Type: application/pdf; name=\"" + fileName.toUtf8() + "\"\r\n";
    mail += "Content-Disposition: attachment; filename=\"" + fileName.toUtf8()
        + "\"\r\nContent-Transfer-Encoding: base64\r\n\r\n";
    const QByteArray encoded = pdf.toBase64();
    for (qsizetype i = 0; i < encoded.size(); i += 76)
        mail += encoded.mid(i, 76) + "\r\n";
    mail += "--" + boundary + "--\r\n";
    const QString path = dir + QLatin1Char('/')
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz-"))
        + QString(fileName).replace(QLatin1Char(' '), QLatin1Char('_')) + QStringLiteral(".eml");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(mail) != mail.size())
        return {};
    return path;
}

// The e-mail of a reminder (dunningSent), as the service sends it: the level's `emailSubject` and
// `emailTemplate` in the receiver's language (placeholders filled), then the amounts asked for (open
// amount, the level's fee, open amount + fee), and the printed reminder attached.
struct ReminderMail
{
    QString subject;
    QString text;
};

ReminderMail reminderMailOf(SandboxServer &server, const QString &account, const DocumentPdf::Print &print)
{
    const DocumentPdf::Reminder &reminder = *print.reminder;
    const QJsonObject translations =
        invoiceSetting(server, account, QStringLiteral("dunnings/dunning-level-%1").arg(reminder.level))
            .value(QLatin1String("translations"))
            .toObject();
    const auto textOf = [&](QLatin1String field) {
        const QString own = translations.value(print.language).toObject().value(field).toString();
        return own.isEmpty() ? translations.value(QLatin1String("de")).toObject().value(field).toString()
                             : own;
    };
    const QJsonObject &d = print.document;
    ReminderMail mail;
    mail.subject = DocumentPdf::fillPlaceholders(textOf(QLatin1String("emailSubject")), d, reminder.fee);
    if (mail.subject.trimmed().isEmpty())
        mail.subject = DocumentPdf::title(print);
    const QString currency = d.value(QLatin1String("currencyCode")).toString();
    const qint64 open = DocumentPdf::amountDue(print) - reminder.fee;
    QString text = DocumentPdf::fillPlaceholders(textOf(QLatin1String("emailTemplate")), d, reminder.fee);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"))
        .replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
    if (!text.isEmpty() && !text.endsWith(QStringLiteral("\r\n")))
        text += QStringLiteral("\r\n");
    text += QStringLiteral("\r\n%1: %2 %3\r\n")
                .arg(PdfTexts::text(PdfTexts::Text::OpenAmount, print.language), currency,
                    DocumentPdf::amountText(open));
    if (reminder.fee != 0)
        text += QStringLiteral("%1: %2 %3\r\n")
                    .arg(reminder.feeLabel, currency, DocumentPdf::amountText(reminder.fee));
    text += QStringLiteral("%1: %2\r\n")
                .arg(PdfTexts::text(PdfTexts::Text::Total, print.language).arg(currency),
                    DocumentPdf::amountText(open + reminder.fee));
    text += QStringLiteral("\r\n%1\r\n").arg(print.sender.name);
    mail.text = text;
    return mail;
}

SandboxResponse result(const QJsonObject &d)
{
    return SandboxResponse::envelope(QJsonObject {{QStringLiteral("id"), d.value(QLatin1String("id"))},
        {QStringLiteral("uuid"), d.value(QLatin1String("uuid"))},
        {QStringLiteral("type"), d.value(QLatin1String("type"))}});
}

SandboxResponse perform(SandboxServer &server, const SandboxRequest &r, const Kind &kind)
{
    const QString segment = key(kind.segment);
    const auto record = server.storage().get(r.account, segment, r.param(QStringLiteral("uuid")));
    if (!record)
        return SandboxResponse::error(
            404, QStringLiteral("not_found"), QStringLiteral("No such document in this account."));
    const QString action = r.param(QStringLiteral("action"));
    const bool dunningAction = segment == QLatin1String("invoices")
        && (action == QLatin1String("dunningPrint") || action == QLatin1String("dunningSent"));
    DunningSchedule schedule;
    if (dunningAction && !record->json.value(QLatin1String("isArchived")).toBool()
        && !record->json.value(QLatin1String("isCancelled")).toBool()) {
        // A reminder that is not due is refused with the reason, as the live service refuses it.
        schedule = dunningScheduleOf(server, r.account, record->json);
        if (schedule.nextLevel == 0)
            return SandboxResponse::error(400, QStringLiteral("dunning_not_due"),
                QStringLiteral("No further reminder: the invoice is at its last dunning level, the "
                               "levels above are switched off, or nothing is open."));
        if (QDate::currentDate() < schedule.nextDate)
            return SandboxResponse::error(400, QStringLiteral("dunning_not_due"),
                QStringLiteral("The reminder of level %1 is not due before %2.")
                    .arg(schedule.nextLevel)
                    .arg(schedule.nextDate.toString(Qt::ISODate)));
    }
    bool allowed = false;
    for (const auto &a : offered(segment, record->json))
        allowed = allowed || a.first == action;
    if (!allowed)
        return SandboxResponse::error(400, QStringLiteral("action_not_allowed"),
            QStringLiteral("The action \"%1\" is not available for this document now.").arg(action));
    QJsonObject body;
    if (!r.body.trimmed().isEmpty()) {
        SandboxResponse error;
        const auto parsed = r.jsonBody(&error);
        if (!parsed)
            return error;
        body = *parsed;
    }

    QJsonObject d = record->json;
    const auto save = [&](const QJsonObject &doc) {
        const QString now = Storage::now();
        QJsonObject stamped = doc;
        stamped.insert(QStringLiteral("updatedAt"), now);
        server.storage().put(r.account, segment, stamped, listItem(kind, stamped), now);
        return result(stamped);
    };

    if (action == QLatin1String("print") || action == QLatin1String("downloadPdf")
        || action == QLatin1String("email")) {
        const DocumentPdf::Print print = printOf(server, r.account, segment, d);
        const QByteArray pdf = DocumentPdf::render(print);
        const QString fileName = DocumentPdf::title(print) + QStringLiteral(".pdf");
        if (action == QLatin1String("email")) {
            const QString to = primaryEmail(server, r.account, d.value(QLatin1String("receiver")).toObject());
            if (to.isEmpty())
                return SandboxResponse::error(400, QStringLiteral("no_email_address"),
                    QStringLiteral("The receiver has no e-mail address."));
            const QString written = writeEmail(server, print.sender, to, DocumentPdf::title(print),
                PdfTexts::text(PdfTexts::Text::EmailBody, print.language).arg(fileName, print.sender.name),
                fileName, pdf);
            if (written.isEmpty())
                return SandboxResponse::error(500, QStringLiteral("outbox_failed"),
                    QStringLiteral("The message could not be written."));
            d.insert(QStringLiteral("sentStatus"), QStringLiteral("SENT"));
            announceDocument(server, r.account, QStringLiteral("document-sent"), kind, d);
            SandboxResponse answer = save(d);
            QJsonObject data =
                QJsonDocument::fromJson(answer.body).object().value(QLatin1String("data")).toObject();
            data.insert(QStringLiteral("recipient"), to);
            return SandboxResponse::envelope(data);
        }
        const QString name = storeDownload(server, pdf);
        if (name.isEmpty())
            return SandboxResponse::error(
                500, QStringLiteral("storage_failed"), QStringLiteral("The PDF could not be stored."));
        return SandboxResponse::envelope(QJsonObject {{QStringLiteral("id"), d.value(QLatin1String("id"))},
            {QStringLiteral("uuid"), d.value(QLatin1String("uuid"))},
            {QStringLiteral("type"), d.value(QLatin1String("type"))},
            {QStringLiteral("downloadUrl"), QStringLiteral("%1/downloads/%2").arg(server.baseUrl, name)},
            {QStringLiteral("fileName"), fileName}});
    }
    if (action == QLatin1String("archive") || action == QLatin1String("restore")) {
        d.insert(QStringLiteral("isArchived"), action == QLatin1String("archive"));
        return save(d);
    }
    if (action == QLatin1String("cancel")) {
        d.insert(QStringLiteral("isCancelled"), true);
        if (kind.hasOpenAmount)
            d.insert(QStringLiteral("openAmount"), 0);
        return save(d);
    }
    if (action == QLatin1String("markSent")) {
        d.insert(QStringLiteral("sentStatus"), QStringLiteral("SENT"));
        announceDocument(server, r.account, QStringLiteral("document-sent"), kind, d);
        return save(d);
    }
    if (action == QLatin1String("markApproved") || action == QLatin1String("markDeclined")) {
        d.insert(QStringLiteral("quoteStatus"),
            action == QLatin1String("markApproved") ? QStringLiteral("approved")
                                                    : QStringLiteral("declined"));
        return save(d);
    }
    if (action == QLatin1String("delete")) {
        server.storage().remove(r.account, segment, d.value(QLatin1String("uuid")).toString());
        return result(d);
    }
    if (action == QLatin1String("dunningPrint") || action == QLatin1String("dunningSent")) {
        // One level at a time, skipping the levels switched off; the day is kept for the next one.
        const int level = schedule.nextLevel;
        d.insert(QStringLiteral("dunningLevel"), dunningLevelName(level));
        d.insert(QStringLiteral("lastDunningDate"), QDate::currentDate().toString(Qt::ISODate));
        // The reminder of the new level, printed: fetched (dunningPrint) or e-mailed (dunningSent).
        DocumentPdf::Print print = printOf(server, r.account, segment, d);
        print.reminder = reminderOf(server, r.account, d, level, print.language);
        const QString fileName = DocumentPdf::title(print) + QStringLiteral(".pdf");
        const QByteArray pdf = DocumentPdf::render(print);
        if (action == QLatin1String("dunningSent")) {
            // "Send reminder": the service e-mails the reminder itself, with the level's subject and
            // text; without an address nothing is sent and nothing recorded (sandbox/README.md).
            const QString to = primaryEmail(server, r.account, d.value(QLatin1String("receiver")).toObject());
            if (to.isEmpty())
                return SandboxResponse::error(400, QStringLiteral("no_email_address"),
                    QStringLiteral(
                        "The receiver has no e-mail address: the reminder cannot be sent. Print it "
                        "(dunningPrint) instead."));
            const ReminderMail mail = reminderMailOf(server, r.account, print);
            if (writeEmail(server, print.sender, to, mail.subject, mail.text, fileName, pdf).isEmpty())
                return SandboxResponse::error(500, QStringLiteral("outbox_failed"),
                    QStringLiteral("The message could not be written."));
            SandboxResponse answer = save(d);
            QJsonObject data =
                QJsonDocument::fromJson(answer.body).object().value(QLatin1String("data")).toObject();
            data.insert(QStringLiteral("recipient"), to);
            return SandboxResponse::envelope(data);
        }
        SandboxResponse answer = save(d);
        // The printed reminder of the new level, fetched like any other PDF.
        const QString name = storeDownload(server, pdf);
        if (name.isEmpty())
            return SandboxResponse::error(
                500, QStringLiteral("storage_failed"), QStringLiteral("The PDF could not be stored."));
        QJsonObject data =
            QJsonDocument::fromJson(answer.body).object().value(QLatin1String("data")).toObject();
        data.insert(
            QStringLiteral("downloadUrl"), QStringLiteral("%1/downloads/%2").arg(server.baseUrl, name));
        data.insert(QStringLiteral("fileName"), fileName);
        return SandboxResponse::envelope(data);
    }
    if (action == QLatin1String("paymentAdd")) {
        const qint64 open = scaledNumber(d.value(QLatin1String("openAmount")), 2).value_or(0);
        SandboxResponse error;
        const auto payment = paymentOf(server, r.account, body, open, &error);
        if (!payment)
            return error;
        const qint64 amount = scaledNumber(payment->value(QLatin1String("amount")), 2).value_or(0);
        const qint64 rest = open - amount;
        d.insert(QStringLiteral("openAmount"), double(rest) / 100.0);
        QJsonArray payments = d.value(QLatin1String("payments")).toArray();
        payments.append(*payment);
        d.insert(QStringLiteral("payments"), payments);
        if (rest == 0)
            d.insert(QStringLiteral("sentStatus"), QStringLiteral("SENT"));
        SandboxResponse answer = save(d);
        const QJsonObject event {{QStringLiteral("invoiceUuid"), d.value(QLatin1String("uuid"))},
            {QStringLiteral("invoiceNumber"), d.value(QLatin1String("invoiceNumber"))},
            {QStringLiteral("amount"), double(amount) / 100.0},
            {QStringLiteral("openAmount"), double(rest) / 100.0},
            {QStringLiteral("currencyCode"), d.value(QLatin1String("currencyCode"))}};
        deliverWebhookEvent(server, r.account, QStringLiteral("payment-received"), event);
        if (rest == 0)
            deliverWebhookEvent(server, r.account, QStringLiteral("invoice-paid"), event);
        return answer;
    }
    // clone and every conversion: a new document with the positions carried over.
    const Kind *target = &kind;
    for (const Action &a : conversions) {
        if (action == QLatin1String(a.name))
            target = kindOf(key(a.target));
    }
    QJsonObject copy = d;
    copy.remove(QStringLiteral("payments"));
    // The new document is paid to the same bank account under a reference of its own.
    for (const QString &field :
        {QStringLiteral("paymentInstructions"), QStringLiteral("paymentInstrucations")}) {
        if (!copy.value(field).isObject())
            continue;
        QJsonObject instructions = copy.value(field).toObject();
        instructions.insert(QStringLiteral("reference"), QString());
        copy.insert(field, instructions);
    }
    // The new document is dated today and, where its kind has one, due after the payment terms of the
    // receiver or the account, as on the service (never without a due date).
    const QDate today = QDate::currentDate();
    copy.insert(key(target->dates.first()), today.toString(Qt::ISODate));
    copy.remove(QStringLiteral("dueDate")); // saveNewDocument() counts it from today
    // A quote stays valid as long as its source was (30 days when that is not known).
    if (hasDate(*target, "validUntilDate")) {
        const QDate from = QDate::fromString(d.value(QLatin1String("quoteDate")).toString(), Qt::ISODate);
        const QDate until =
            QDate::fromString(d.value(QLatin1String("validUntilDate")).toString(), Qt::ISODate);
        const qint64 days = from.isValid() && until.isValid() && from <= until ? from.daysTo(until) : 30;
        copy.insert(QStringLiteral("validUntilDate"), today.addDays(days).toString(Qt::ISODate));
    }
    server.storage().transaction();
    const QJsonObject created = saveNewDocument(server, r.account, *target, copy);
    if (created.isEmpty()) {
        server.storage().rollback();
        return SandboxResponse::error(
            500, QStringLiteral("storage_failed"), QStringLiteral("The new document could not be saved."));
    }
    server.storage().commit();
    announceDocument(server, r.account, QStringLiteral("document-created"), *target, created);
    return result(created);
}

void registerActionRoutes(SandboxServer &server)
{
    const auto add = [&server](const Kind *kind, const QString &segment, const QString &scope) {
        const QString base =
            QStringLiteral("/accounts/{accountUuid}/documents/v2/%1/{uuid}/actions").arg(segment);
        server.addRoute("GET", base, scope, [&server, segment](const SandboxRequest &r) {
            const auto record = server.storage().get(r.account, segment, r.param(QStringLiteral("uuid")));
            if (!record)
                return SandboxResponse::error(
                    404, QStringLiteral("not_found"), QStringLiteral("No such document in this account."));
            QJsonObject actions;
            for (const auto &a : offered(segment, record->json))
                actions.insert(a.first, a.second);
            return SandboxResponse::envelope(actions);
        });
        server.addRoute("PATCH", base + QStringLiteral("/{action}"), scope,
            [&server, kind](const SandboxRequest &r) { return perform(server, r, *kind); });
    };
    for (const Kind &kind : kinds())
        add(&kind, key(kind.segment), QStringLiteral("customers"));

    // The PDFs behind downloadUrl: no token, the unguessable name is the key, gone after ten minutes.
    server.addRoute(
        "GET", QStringLiteral("/downloads/{name}"), QString(), [&server](const SandboxRequest &r) {
            const QString name = r.param(QStringLiteral("name"));
            const auto it = downloads().constFind(name);
            if (it == downloads().constEnd() || *it < QDateTime::currentDateTimeUtc())
                return SandboxResponse::error(404, QStringLiteral("not_found"),
                    QStringLiteral("This download does not exist or has expired."));
            QFile file(server.storage().dir() + QStringLiteral("/downloads/") + name);
            if (!file.open(QIODevice::ReadOnly))
                return SandboxResponse::error(
                    404, QStringLiteral("not_found"), QStringLiteral("This download does not exist."));
            SandboxResponse pdf;
            pdf.status = 200;
            pdf.body = file.readAll();
            pdf.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/pdf")});
            return pdf;
        });
    // Receipts have actions of their own (ReceiptRoutes.cpp).
}

const RouteGroup actionRoutes("actions", registerActionRoutes);

} // namespace
