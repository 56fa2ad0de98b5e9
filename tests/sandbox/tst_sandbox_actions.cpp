// Document actions in the sandbox: what is offered follows the document's state, and each action does
// what its name says (archive, cancel, mark sent, payments, reminders, clone, conversions, delete).
#include "SandboxPeer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

class TestSandboxActions : public QObject
{
    Q_OBJECT

    QString path(const QString &kind, const QString &uuid = {}) const
    {
        return QStringLiteral("/accounts/%1/documents/v2/%2").arg(m_account, kind)
            + (uuid.isEmpty() ? QString() : QLatin1Char('/') + uuid);
    }
    QStringList actions(const QString &kind, const QString &uuid)
    {
        const auto a = m_peer.request("GET", path(kind, uuid) + QStringLiteral("/actions"));
        return a.data().keys();
    }
    SandboxPeer::Answer act(
        const QString &kind, const QString &uuid, const QString &action, const QByteArray &body = {})
    {
        return m_peer.request(
            "PATCH", path(kind, uuid) + QStringLiteral("/actions/") + action, QStringLiteral("demo"), body);
    }
    QJsonObject get(const QString &kind, const QString &uuid)
    {
        return m_peer.request("GET", path(kind, uuid)).data();
    }
    QString create(const QString &kind)
    {
        QString company;
        const auto list =
            m_peer.request("GET", path(QStringLiteral("invoices")) + QStringLiteral("?limit=50"));
        for (const QJsonValue &v : list.json.value(QLatin1String("data")).toArray()) {
            const QString c = v.toObject()
                                  .value(QLatin1String("receiver"))
                                  .toObject()
                                  .value(QLatin1String("companyUuid"))
                                  .toString();
            company = company.isEmpty() ? c : company;
        }
        const QJsonObject d {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}},
            {QStringLiteral("positions"),
                QJsonArray {
                    QJsonObject {{QStringLiteral("quantity"), 2}, {QStringLiteral("singlePrice"), 100},
                        {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}}}}};
        const auto created = m_peer.request("POST", path(kind), QStringLiteral("demo"),
            QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {d}}}).toJson());
        return created.data().value(QLatin1String("uuid")).toString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        m_account = m_peer.accounts().first();
    }

    void offeredFollowsState()
    {
        const QString uuid = create(QStringLiteral("invoices"));
        QStringList offered = actions(QStringLiteral("invoices"), uuid);
        for (const char *name : {"archive", "clone", "delete", "cancel", "markSent", "paymentAdd",
                 "convertIC", "convertDN", "convertT"})
            QVERIFY2(offered.contains(QLatin1String(name)), name);
        QVERIFY(!offered.contains(QStringLiteral("restore")));
        QVERIFY(!offered.contains(QStringLiteral("dunningSent"))); // not overdue
        const auto labels =
            m_peer.request("GET", path(QStringLiteral("invoices"), uuid) + QStringLiteral("/actions")).data();
        QCOMPARE(labels.value(QLatin1String("markSent")).toString(), QStringLiteral("Mark as sent"));

        QCOMPARE(act(QStringLiteral("invoices"), uuid, QStringLiteral("markSent")).status, 200);
        QCOMPARE(get(QStringLiteral("invoices"), uuid).value(QLatin1String("sentStatus")).toString(),
            QStringLiteral("SENT"));
        offered = actions(QStringLiteral("invoices"), uuid);
        QVERIFY(!offered.contains(QStringLiteral("markSent")));
        QVERIFY(!offered.contains(QStringLiteral("delete"))); // a sent invoice is cancelled, not deleted

        const auto refused = act(QStringLiteral("invoices"), uuid, QStringLiteral("restore"));
        QCOMPARE(refused.status, 400);
        QCOMPARE(refused.json.value(QLatin1String("error")).toString(), QStringLiteral("action_not_allowed"));
        QCOMPARE(act(QStringLiteral("invoices"), uuid, QStringLiteral("fly")).status, 400);

        QCOMPARE(act(QStringLiteral("invoices"), uuid, QStringLiteral("archive")).status, 200);
        QCOMPARE(actions(QStringLiteral("invoices"), uuid), QStringList {QStringLiteral("restore")});
        QCOMPARE(act(QStringLiteral("invoices"), uuid, QStringLiteral("restore")).status, 200);
        QVERIFY(!get(QStringLiteral("invoices"), uuid).value(QLatin1String("isArchived")).toBool());
    }

    void payments()
    {
        const QString uuid = create(QStringLiteral("invoices")); // 200 + 16.20 VAT = 216.20
        QCOMPARE(get(QStringLiteral("invoices"), uuid).value(QLatin1String("openAmount")).toDouble(), 216.20);
        QCOMPARE(
            act(QStringLiteral("invoices"), uuid, QStringLiteral("paymentAdd"), R"({"amount": 300})").status,
            422);
        QCOMPARE(
            act(QStringLiteral("invoices"), uuid, QStringLiteral("paymentAdd"), R"({"amount": "100.10"})")
                .status,
            200);
        QCOMPARE(get(QStringLiteral("invoices"), uuid).value(QLatin1String("openAmount")).toDouble(), 116.10);
        QCOMPARE(act(QStringLiteral("invoices"), uuid, QStringLiteral("paymentAdd")).status, 200); // the rest
        const QJsonObject paid = get(QStringLiteral("invoices"), uuid);
        QCOMPARE(paid.value(QLatin1String("openAmount")).toDouble(), 0.0);
        QCOMPARE(paid.value(QLatin1String("payments")).toArray().size(), 2);
        QVERIFY(!actions(QStringLiteral("invoices"), uuid).contains(QStringLiteral("paymentAdd")));
    }

    void remindersAdvanceTheDunningLevel()
    {
        const auto list =
            m_peer.request("GET", path(QStringLiteral("invoices")) + QStringLiteral("?limit=500"));
        QString overdue;
        for (const QJsonValue &v : list.json.value(QLatin1String("data")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QLatin1String("openAmount")).toDouble() > 0
                && !o.value(QLatin1String("isCancelled")).toBool()
                && !o.value(QLatin1String("isArchived")).toBool()
                && QDate::fromString(o.value(QLatin1String("dueDate")).toString(), Qt::ISODate).isValid()
                && QDate::fromString(o.value(QLatin1String("dueDate")).toString(), Qt::ISODate)
                    < QDate::currentDate()
                && o.value(QLatin1String("dunningLevel")).toString() == QLatin1String("NO_DUNNING"))
                overdue = o.value(QLatin1String("uuid")).toString();
        }
        QVERIFY2(!overdue.isEmpty(), "the demo data has an overdue invoice without reminder");
        // Reminded long ago and long overdue: each next level is due again.
        const auto backdate = [this, &overdue] {
            return m_peer
                .request("PATCH",
                    QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(m_account, overdue), QString(),
                    QJsonDocument(QJsonObject {{QStringLiteral("dueDate"),
                                                   QDate::currentDate().addDays(-100).toString(Qt::ISODate)},
                                      {QStringLiteral("lastDunningDate"),
                                          QDate::currentDate().addDays(-40).toString(Qt::ISODate)}})
                        .toJson())
                .status;
        };
        // Long overdue: level 1 is due.
        QVERIFY(actions(QStringLiteral("invoices"), overdue).contains(QStringLiteral("dunningSent")));
        QCOMPARE(backdate(), 200);
        QCOMPARE(act(QStringLiteral("invoices"), overdue, QStringLiteral("dunningSent")).status, 200);
        QCOMPARE(get(QStringLiteral("invoices"), overdue).value(QLatin1String("dunningLevel")).toString(),
            QStringLiteral("REMINDER"));
        // The next level is not due on the same day (10 days between levels 1 and 2): refused with a reason.
        const auto tooSoon = act(QStringLiteral("invoices"), overdue, QStringLiteral("dunningPrint"));
        QCOMPARE(tooSoon.status, 400);
        QCOMPARE(tooSoon.json.value(QLatin1String("error")).toString(), QStringLiteral("dunning_not_due"));
        QCOMPARE(backdate(), 200);
        // The printed reminder is a PDF behind downloadUrl, like print's.
        const auto reminder = act(QStringLiteral("invoices"), overdue, QStringLiteral("dunningPrint"));
        QCOMPARE(reminder.status, 200);
        const auto pdf =
            m_peer.request("GET", reminder.data().value(QLatin1String("downloadUrl")).toString(), QString());
        QCOMPARE(pdf.status, 200);
        QVERIFY(pdf.body.startsWith("%PDF-"));
        QCOMPARE(backdate(), 200);
        act(QStringLiteral("invoices"), overdue, QStringLiteral("dunningSent"));
        QCOMPARE(get(QStringLiteral("invoices"), overdue).value(QLatin1String("dunningLevel")).toString(),
            QStringLiteral("FINAL_DUNNING"));
        QVERIFY(!actions(QStringLiteral("invoices"), overdue).contains(QStringLiteral("dunningSent")));
    }

    void cloneAndConvert()
    {
        const QString uuid = create(QStringLiteral("invoices"));
        const QJsonObject original = get(QStringLiteral("invoices"), uuid);
        const auto cloned = act(QStringLiteral("invoices"), uuid, QStringLiteral("clone"));
        QCOMPARE(cloned.status, 200);
        const QString cloneUuid = cloned.data().value(QLatin1String("uuid")).toString();
        QVERIFY(cloneUuid != uuid);
        const QJsonObject copy = get(QStringLiteral("invoices"), cloneUuid);
        QVERIFY(copy.value(QLatin1String("invoiceNumber")) != original.value(QLatin1String("invoiceNumber")));
        QCOMPARE(copy.value(QLatin1String("documentTotal")), original.value(QLatin1String("documentTotal")));

        const auto credit = act(QStringLiteral("invoices"), uuid, QStringLiteral("convertIC"));
        QCOMPARE(credit.status, 200);
        QCOMPARE(credit.data().value(QLatin1String("type")).toString(), QStringLiteral("creditNote"));
        const QJsonObject note =
            get(QStringLiteral("credit-notes"), credit.data().value(QLatin1String("uuid")).toString());
        QCOMPARE(note.value(QLatin1String("documentTotal")), original.value(QLatin1String("documentTotal")));
        QCOMPARE(note.value(QLatin1String("positions")).toArray().size(),
            original.value(QLatin1String("positions")).toArray().size());
        QVERIFY(note.value(QLatin1String("creditNoteNumber")).toString().startsWith(QStringLiteral("GS-")));
        QVERIFY(!note.contains(QLatin1String("invoiceNumber")));

        const QString quote = create(QStringLiteral("quotes"));
        QCOMPARE(act(QStringLiteral("quotes"), quote, QStringLiteral("markApproved")).status, 200);
        QVERIFY(!actions(QStringLiteral("quotes"), quote).contains(QStringLiteral("markDeclined")));
        const auto invoice = act(QStringLiteral("quotes"), quote, QStringLiteral("convert"));
        QCOMPARE(invoice.data().value(QLatin1String("type")).toString(), QStringLiteral("invoice"));
        QCOMPARE(get(QStringLiteral("invoices"), invoice.data().value(QLatin1String("uuid")).toString())
                     .value(QLatin1String("openAmount"))
                     .toDouble(),
            216.20);
    }

    // The payment dialog sends the bank account the money came in on and the payer's reference: both are
    // kept with the payment and read back; an account that is not this account's (or not in use), a date
    // that is not one, or a reference that is too long is refused naming the field, and nothing is booked.
    void paymentsKeepBankAccountAndReference()
    {
        const QString uuid = create(QStringLiteral("invoices")); // 216.20 open
        QString bank;
        QString other;
        for (const QJsonValue &v :
            m_peer.request("GET", QStringLiteral("/accounts/%1/finances/v2/bank-accounts").arg(m_account))
                .json.value(QLatin1String("data"))
                .toArray()) {
            const QJsonObject account = v.toObject();
            (account.value(QLatin1String("isDefault")).toBool() ? bank : other) =
                account.value(QLatin1String("uuid")).toString();
        }
        QVERIFY(!bank.isEmpty() && !other.isEmpty());
        const auto refused = [&](const QJsonObject &body, const QString &field) {
            const auto answer = act(
                QStringLiteral("invoices"), uuid, QStringLiteral("paymentAdd"), QJsonDocument(body).toJson());
            if (answer.status != 422)
                return QStringLiteral("%1: status %2").arg(field).arg(answer.status);
            if (!answer.json.value(QLatin1String("errors")).toObject().contains(field))
                return QStringLiteral("%1: %2").arg(field, QString::fromUtf8(answer.body));
            return QString();
        };
        const QJsonObject base {{QStringLiteral("amount"), 16.2},
            {QStringLiteral("date"), QStringLiteral("2026-11-20")}, {QStringLiteral("bankAccountUuid"), bank},
            {QStringLiteral("reference"), QStringLiteral("Zahlung Müller AG 4711")}};
        const auto with = [&base](const QString &field, const QJsonValue &value) {
            QJsonObject o = base;
            o.insert(field, value);
            return o;
        };
        QCOMPARE(refused(with(QStringLiteral("bankAccountUuid"),
                             QStringLiteral("0d8f2c1e-6a4b-4f0e-9c3d-2b1a0f9e8d7c")),
                     QStringLiteral("bankAccountUuid")),
            QString());
        QCOMPARE(refused(with(QStringLiteral("bankAccountUuid"), 17), QStringLiteral("bankAccountUuid")),
            QString());
        QCOMPARE(refused(with(QStringLiteral("date"), QStringLiteral("20.11.2026")), QStringLiteral("date")),
            QString());
        QCOMPARE(refused(with(QStringLiteral("reference"), QString(256, QLatin1Char('x'))),
                     QStringLiteral("reference")),
            QString());
        // An account taken out of use takes no more payments.
        const QString otherPath =
            QStringLiteral("/accounts/%1/finances/v2/bank-accounts/%2").arg(m_account, other);
        QCOMPARE(
            m_peer.request("PATCH", otherPath, QStringLiteral("demo"), R"({"isActive": false})").status, 200);
        QCOMPARE(refused(with(QStringLiteral("bankAccountUuid"), other), QStringLiteral("bankAccountUuid")),
            QString());
        QCOMPARE(
            m_peer.request("PATCH", otherPath, QStringLiteral("demo"), R"({"isActive": true})").status, 200);
        QJsonObject invoice = get(QStringLiteral("invoices"), uuid);
        QCOMPARE(invoice.value(QLatin1String("openAmount")).toDouble(), 216.20);
        QVERIFY(invoice.value(QLatin1String("payments")).toArray().isEmpty());

        QCOMPARE(
            act(QStringLiteral("invoices"), uuid, QStringLiteral("paymentAdd"), QJsonDocument(base).toJson())
                .status,
            200);
        QCOMPARE(act(QStringLiteral("invoices"), uuid, QStringLiteral("paymentAdd"),
                     QJsonDocument(QJsonObject {{QStringLiteral("amount"), 100},
                                       {QStringLiteral("bankAccountUuid"), other}})
                         .toJson())
                     .status,
            200);
        invoice = get(QStringLiteral("invoices"), uuid);
        QCOMPARE(invoice.value(QLatin1String("openAmount")).toDouble(), 100.0);
        const QJsonArray payments = invoice.value(QLatin1String("payments")).toArray();
        QCOMPARE(payments.size(), 2);
        const QJsonObject first = payments.at(0).toObject();
        QCOMPARE(first.value(QLatin1String("amount")).toDouble(), 16.2);
        QCOMPARE(first.value(QLatin1String("date")).toString(), QStringLiteral("2026-11-20"));
        QCOMPARE(first.value(QLatin1String("bankAccountUuid")).toString(), bank);
        QCOMPARE(
            first.value(QLatin1String("reference")).toString(), QStringLiteral("Zahlung Müller AG 4711"));
        const QJsonObject second = payments.at(1).toObject();
        QCOMPARE(second.value(QLatin1String("bankAccountUuid")).toString(), other);
        QVERIFY(!second.contains(QLatin1String("reference")));
        QCOMPARE(second.value(QLatin1String("date")).toString(), QDate::currentDate().toString(Qt::ISODate));

        // Receipts (money paid out) take the same fields.
        const auto receipts =
            m_peer.request("GET", path(QStringLiteral("receipts")) + QStringLiteral("?limit=50"));
        QString receipt;
        for (const QJsonValue &v : receipts.json.value(QLatin1String("data")).toArray()) {
            const QJsonObject r = v.toObject();
            if (receipt.isEmpty() && r.value(QLatin1String("balance")).toDouble() > 1
                && !r.value(QLatin1String("archived")).toBool()
                && !r.value(QLatin1String("cancelled")).toBool())
                receipt = r.value(QLatin1String("uuid")).toString();
        }
        QVERIFY(!receipt.isEmpty());
        QCOMPARE(act(QStringLiteral("receipts"), receipt, QStringLiteral("paymentAdd"),
                     QJsonDocument(with(QStringLiteral("bankAccountUuid"), QStringLiteral("nope"))).toJson())
                     .status,
            422);
        QCOMPARE(act(QStringLiteral("receipts"), receipt, QStringLiteral("paymentAdd"),
                     QJsonDocument(with(QStringLiteral("amount"), 1)).toJson())
                     .status,
            200);
        QJsonObject paidOut;
        for (const QJsonValue &v :
            m_peer.request("GET", path(QStringLiteral("receipts")) + QStringLiteral("?limit=50"))
                .json.value(QLatin1String("data"))
                .toArray()) {
            if (v.toObject().value(QLatin1String("uuid")).toString() == receipt)
                paidOut = v.toObject();
        }
        const QJsonObject booked = paidOut.value(QLatin1String("payments")).toArray().last().toObject();
        QCOMPARE(booked.value(QLatin1String("bankAccountUuid")).toString(), bank);
        QCOMPARE(
            booked.value(QLatin1String("reference")).toString(), QStringLiteral("Zahlung Müller AG 4711"));
    }

    // A new invoice sent without a due date: the spec requires none, and the service has payment terms for
    // it (the receiver's, else the account's): due that many days after the invoice's own date.
    void newDocumentsWithoutDueDateAreDueAfterThePaymentTerms()
    {
        const auto company = [this](const QString &name, int terms) {
            const QJsonObject body {{QStringLiteral("type"), QStringLiteral("company")},
                {QStringLiteral("name"), name}, {QStringLiteral("payment_terms"), terms}};
            return m_peer
                .request("POST",
                    QStringLiteral("/accounts/%1/addresses/v2/addresses?force=true").arg(m_account),
                    QStringLiteral("demo"), QJsonDocument(body).toJson())
                .data()
                .value(QLatin1String("uuid"))
                .toString();
        };
        const auto post = [this](const QString &kind, const QString &receiver, const QJsonObject &dates) {
            QJsonObject d {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
                {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), receiver}}},
                {QStringLiteral("positions"),
                    QJsonArray {QJsonObject {
                        {QStringLiteral("quantity"), 1}, {QStringLiteral("singlePrice"), 100}}}}};
            for (auto it = dates.begin(); it != dates.end(); ++it)
                d.insert(it.key(), it.value());
            return m_peer.request("POST", path(kind), QStringLiteral("demo"),
                QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {d}}}).toJson());
        };
        const QDate date(2026, 10, 5);
        const QString ten = company(QStringLiteral("Frist Zehn AG"), 10);
        const QString none = company(QStringLiteral("Ohne Zahlungsfrist AG"), -1);
        QVERIFY(!ten.isEmpty() && !none.isEmpty());

        auto answer = post(
            QStringLiteral("invoices"), ten, {{QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)}});
        QCOMPARE(answer.status, 201);
        QCOMPARE(
            answer.data().value(QLatin1String("dueDate")).toString(), date.addDays(10).toString(Qt::ISODate));
        // As stored, listed and read again.
        const QString uuid = answer.data().value(QLatin1String("uuid")).toString();
        QCOMPARE(get(QStringLiteral("invoices"), uuid).value(QLatin1String("dueDate")).toString(),
            date.addDays(10).toString(Qt::ISODate));
        // No date at all: dated today, due after the terms.
        answer = post(QStringLiteral("invoices"), ten, {});
        QCOMPARE(answer.data().value(QLatin1String("dueDate")).toString(),
            QDate::currentDate().addDays(10).toString(Qt::ISODate));
        // A due date sent is kept, null counts as none, and one that is not a date is refused.
        answer = post(QStringLiteral("invoices"), ten,
            {{QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)},
                {QStringLiteral("dueDate"), QStringLiteral("2026-12-24")}});
        QCOMPARE(answer.data().value(QLatin1String("dueDate")).toString(), QStringLiteral("2026-12-24"));
        answer = post(QStringLiteral("invoices"), ten,
            {{QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)},
                {QStringLiteral("dueDate"), QJsonValue()}});
        QCOMPARE(
            answer.data().value(QLatin1String("dueDate")).toString(), date.addDays(10).toString(Qt::ISODate));
        answer = post(QStringLiteral("invoices"), ten,
            {{QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)},
                {QStringLiteral("dueDate"), QStringLiteral("24.12.2026")}});
        QCOMPARE(answer.status, 422);

        // Receiver without terms: the account's conditions; credit notes and contract notes alike.
        QCOMPARE(
            m_peer
                .request("PATCH", path(QStringLiteral("invoices")) + QStringLiteral("/settings/conditions"),
                    QStringLiteral("demo"), R"({"paymentTerms": 20})")
                .status,
            200);
        answer = post(
            QStringLiteral("invoices"), none, {{QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)}});
        QCOMPARE(
            answer.data().value(QLatin1String("dueDate")).toString(), date.addDays(20).toString(Qt::ISODate));
        answer = post(QStringLiteral("credit-notes"), none,
            {{QStringLiteral("creditNoteDate"), date.toString(Qt::ISODate)}});
        QCOMPARE(
            answer.data().value(QLatin1String("dueDate")).toString(), date.addDays(20).toString(Qt::ISODate));
        answer = post(QStringLiteral("contract-notes"), ten,
            {{QStringLiteral("contractNoteDate"), date.toString(Qt::ISODate)}});
        QCOMPARE(
            answer.data().value(QLatin1String("dueDate")).toString(), date.addDays(10).toString(Qt::ISODate));
        // Nowhere any terms: 30 days.
        QCOMPARE(
            m_peer
                .request("PATCH", path(QStringLiteral("invoices")) + QStringLiteral("/settings/conditions"),
                    QStringLiteral("demo"), R"({"paymentTerms": -1})")
                .status,
            200);
        answer = post(
            QStringLiteral("invoices"), none, {{QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)}});
        QCOMPARE(
            answer.data().value(QLatin1String("dueDate")).toString(), date.addDays(30).toString(Qt::ISODate));
        // A quote has no due date to give.
        answer =
            post(QStringLiteral("quotes"), ten, {{QStringLiteral("quoteDate"), date.toString(Qt::ISODate)}});
        QCOMPARE(answer.status, 201);
        QVERIFY(!answer.data().contains(QLatin1String("dueDate"))
            || answer.data().value(QLatin1String("dueDate")).isNull());
        QCOMPARE(
            m_peer
                .request("PATCH", path(QStringLiteral("invoices")) + QStringLiteral("/settings/conditions"),
                    QStringLiteral("demo"), R"({"paymentTerms": 30})")
                .status,
            200);
    }

    void conversionsAreDueAfterThePaymentTerms()
    {
        // A receiver with terms of their own: 14 days from today, the new invoice's date.
        const auto company = [this](const QString &name, int terms) {
            const QJsonObject body {{QStringLiteral("type"), QStringLiteral("company")},
                {QStringLiteral("name"), name}, {QStringLiteral("payment_terms"), terms},
                {QStringLiteral("language"), QStringLiteral("de")},
                {QStringLiteral("addresses"),
                    QJsonArray {QJsonObject {{QStringLiteral("address"), QStringLiteral("Marktgasse 7")},
                        {QStringLiteral("zip_code"), QStringLiteral("3011")},
                        {QStringLiteral("city"), QStringLiteral("Bern")},
                        {QStringLiteral("country_code"), QStringLiteral("CH")},
                        {QStringLiteral("state"), QStringLiteral("BE")}}}}};
            return m_peer
                .request("POST",
                    QStringLiteral("/accounts/%1/addresses/v2/addresses?force=true").arg(m_account),
                    QStringLiteral("demo"), QJsonDocument(body).toJson())
                .data()
                .value(QLatin1String("uuid"))
                .toString();
        };
        const auto document = [this](const QString &kind, const QString &receiver, const QJsonObject &dates) {
            QJsonObject d {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
                {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), receiver}}},
                {QStringLiteral("positions"),
                    QJsonArray {QJsonObject {
                        {QStringLiteral("quantity"), 1}, {QStringLiteral("singlePrice"), 100}}}}};
            for (auto it = dates.begin(); it != dates.end(); ++it)
                d.insert(it.key(), it.value());
            return m_peer
                .request("POST", path(kind), QStringLiteral("demo"),
                    QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {d}}}).toJson())
                .data()
                .value(QLatin1String("uuid"))
                .toString();
        };
        const auto converted = [this](const QString &kind, const QString &uuid, const QString &action) {
            const auto answer = act(kind, uuid, action);
            return get(QStringLiteral("invoices"), answer.data().value(QLatin1String("uuid")).toString());
        };
        const QDate today = QDate::currentDate();
        const QString monthly = company(QStringLiteral("Termin Vierzehn AG"), 14);
        QVERIFY(!monthly.isEmpty());
        const QString quote = document(QStringLiteral("quotes"), monthly,
            {{QStringLiteral("quoteDate"), today.addDays(-40).toString(Qt::ISODate)},
                {QStringLiteral("validUntilDate"), today.addDays(-10).toString(Qt::ISODate)}});
        QJsonObject invoice = converted(QStringLiteral("quotes"), quote, QStringLiteral("convert"));
        QCOMPARE(invoice.value(QLatin1String("invoiceDate")).toString(), today.toString(Qt::ISODate));
        QCOMPARE(invoice.value(QLatin1String("dueDate")).toString(), today.addDays(14).toString(Qt::ISODate));
        // A quote has no delivery date, so neither has the invoice made from it (null or absent).
        QVERIFY2(invoice.value(QLatin1String("deliveryDate")).toString().isEmpty(),
            qPrintable(invoice.value(QLatin1String("deliveryDate")).toString()));
        QVERIFY2(invoice.value(QLatin1String("deliverDate")).toString().isEmpty(),
            qPrintable(invoice.value(QLatin1String("deliverDate")).toString()));
        // So also for a quote of the demo data.
        const QString demoQuote =
            m_peer.request("GET", path(QStringLiteral("quotes")) + QStringLiteral("?limit=1"))
                .json.value(QLatin1String("data"))
                .toArray()
                .first()
                .toObject()
                .value(QLatin1String("uuid"))
                .toString();
        QVERIFY(!demoQuote.isEmpty());
        const QJsonObject fromDemo =
            converted(QStringLiteral("quotes"), demoQuote, QStringLiteral("convert"));
        QVERIFY(!fromDemo.isEmpty());
        QVERIFY2(fromDemo.value(QLatin1String("deliveryDate")).toString().isEmpty(),
            qPrintable(fromDemo.value(QLatin1String("deliveryDate")).toString()));
        QVERIFY2(fromDemo.value(QLatin1String("deliverDate")).toString().isEmpty(),
            qPrintable(fromDemo.value(QLatin1String("deliverDate")).toString()));
        // A cloned quote is dated today and valid as long as the original was (30 days).
        const QJsonObject copy = get(QStringLiteral("quotes"),
            act(QStringLiteral("quotes"), quote, QStringLiteral("clone"))
                .data()
                .value(QLatin1String("uuid"))
                .toString());
        QCOMPARE(copy.value(QLatin1String("quoteDate")).toString(), today.toString(Qt::ISODate));
        QCOMPARE(
            copy.value(QLatin1String("validUntilDate")).toString(), today.addDays(30).toString(Qt::ISODate));

        // A receiver without terms (-1): the account's payment conditions; a contract note's old due date
        // is not carried over.
        QCOMPARE(
            m_peer
                .request("PATCH", path(QStringLiteral("invoices")) + QStringLiteral("/settings/conditions"),
                    QStringLiteral("demo"), R"({"paymentTerms": 60})")
                .status,
            200);
        const QString none = company(QStringLiteral("Ohne Frist GmbH"), -1);
        QVERIFY(!none.isEmpty());
        const QString contract = document(QStringLiteral("contract-notes"), none,
            {{QStringLiteral("contractNoteDate"), today.addDays(-50).toString(Qt::ISODate)},
                {QStringLiteral("dueDate"), today.addDays(-20).toString(Qt::ISODate)}});
        invoice = converted(QStringLiteral("contract-notes"), contract, QStringLiteral("convertCNI"));
        QCOMPARE(invoice.value(QLatin1String("dueDate")).toString(), today.addDays(60).toString(Qt::ISODate));
        const QString delivery = document(QStringLiteral("delivery-notes"), none,
            {{QStringLiteral("deliveryNoteDate"), today.addDays(-3).toString(Qt::ISODate)}});
        invoice = converted(QStringLiteral("delivery-notes"), delivery, QStringLiteral("convertDNI"));
        QCOMPARE(invoice.value(QLatin1String("invoiceDate")).toString(), today.toString(Qt::ISODate));
        QVERIFY2(invoice.value(QLatin1String("deliveryDate")).toString().isEmpty(),
            qPrintable(invoice.value(QLatin1String("deliveryDate")).toString()));
        QCOMPARE(invoice.value(QLatin1String("dueDate")).toString(), today.addDays(60).toString(Qt::ISODate));
        QCOMPARE(
            m_peer
                .request("PATCH", path(QStringLiteral("invoices")) + QStringLiteral("/settings/conditions"),
                    QStringLiteral("demo"), R"({"paymentTerms": 30})")
                .status,
            200);
    }

    void printAndEmail()
    {
        const QString uuid = create(QStringLiteral("invoices"));
        const QStringList offered = actions(QStringLiteral("invoices"), uuid);
        QVERIFY(offered.contains(QStringLiteral("print")));
        QVERIFY(offered.contains(QStringLiteral("downloadPdf")));
        QVERIFY(offered.contains(QStringLiteral("email")));

        const auto download = act(QStringLiteral("invoices"), uuid, QStringLiteral("downloadPdf"));
        QCOMPARE(download.status, 200);
        const QString url = download.data().value(QLatin1String("downloadUrl")).toString();
        QVERIFY2(url.startsWith(m_peer.url() + QStringLiteral("/downloads/")), qPrintable(url));
        const auto pdf = m_peer.request("GET", url, QString()); // no token: the name is the key
        QCOMPARE(pdf.status, 200);
        QCOMPARE(pdf.contentType, QByteArray("application/pdf"));
        QVERIFY(pdf.body.startsWith("%PDF-"));
        QVERIFY(pdf.body.size() > 5000);
        QCOMPARE(
            m_peer.request("GET", m_peer.url() + QStringLiteral("/downloads/nothing.pdf"), QString()).status,
            404);
        QVERIFY(act(QStringLiteral("invoices"), uuid, QStringLiteral("print"))
                    .data()
                    .contains(QLatin1String("downloadUrl")));

        const auto mail = act(QStringLiteral("invoices"), uuid, QStringLiteral("email"));
        QCOMPARE(mail.status, 200);
        const QString to = mail.data().value(QLatin1String("recipient")).toString();
        QVERIFY2(to.startsWith(QStringLiteral("info@")), qPrintable(to));
        QCOMPARE(get(QStringLiteral("invoices"), uuid).value(QLatin1String("sentStatus")).toString(),
            QStringLiteral("SENT"));
        // One message for this invoice (the reminders sent above by dunningSent are messages of their own).
        const QDir outbox(QDir(m_peer.dataDir()).filePath(QStringLiteral("outbox")));
        const QString number =
            get(QStringLiteral("invoices"), uuid).value(QLatin1String("invoiceNumber")).toString();
        const QStringList messages =
            outbox.entryList({QStringLiteral("*") + number + QStringLiteral("*.eml")});
        QCOMPARE(messages.size(), 1);
        QFile file(outbox.filePath(messages.first()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray message = file.readAll();
        QVERIFY(message.contains("To: " + to.toUtf8() + "\r\n"));
        // Subject and text in the receiver's language, the attachment named by the printed title.
        const QJsonObject receiver =
            get(QStringLiteral("invoices"), uuid).value(QLatin1String("receiver")).toObject();
        const QString language =
            m_peer
                .request("GET",
                    QStringLiteral("/accounts/%1/addresses/v2/companies/%2")
                        .arg(m_account, receiver.value(QLatin1String("companyUuid")).toString()))
                .data()
                .value(QLatin1String("language"))
                .toString();
        const QHash<QString, QString> titles {{QStringLiteral("de"), QStringLiteral("Rechnung")},
            {QStringLiteral("en"), QStringLiteral("Invoice")},
            {QStringLiteral("fr"), QStringLiteral("Facture")},
            {QStringLiteral("it"), QStringLiteral("Fattura")}};
        QVERIFY2(titles.contains(language), qPrintable(language));
        const QString title = titles.value(language) + QLatin1Char(' ')
            + get(QStringLiteral("invoices"), uuid).value(QLatin1String("invoiceNumber")).toString();
        QVERIFY(message.contains("Subject: =?UTF-8?B?" + title.toUtf8().toBase64() + "?="));
        QVERIFY(message.contains("filename=\"" + title.toUtf8() + ".pdf\""));
        QVERIFY(message.contains("Content-Type: application/pdf"));
        QVERIFY(message.contains("JVBERi0")); // base64 of "%PDF-"
    }

    void cancelAndDelete()
    {
        const QString uuid = create(QStringLiteral("invoices"));
        QCOMPARE(act(QStringLiteral("invoices"), uuid, QStringLiteral("cancel")).status, 200);
        const QJsonObject cancelled = get(QStringLiteral("invoices"), uuid);
        QVERIFY(cancelled.value(QLatin1String("isCancelled")).toBool());
        QCOMPARE(cancelled.value(QLatin1String("openAmount")).toDouble(), 0.0);
        QVERIFY(!actions(QStringLiteral("invoices"), uuid).contains(QStringLiteral("cancel")));

        const QString other = create(QStringLiteral("delivery-notes"));
        QCOMPARE(act(QStringLiteral("delivery-notes"), other, QStringLiteral("delete")).status, 200);
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("delivery-notes"), other)).status, 404);
        QCOMPARE(act(QStringLiteral("delivery-notes"), other, QStringLiteral("delete")).status, 404);
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("80")}};
    QString m_account;
};

QTEST_GUILESS_MAIN(TestSandboxActions)
#include "tst_sandbox_actions.moc"
