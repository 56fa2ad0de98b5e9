// The sandbox's own level rule against the hand-computed table of tests/support/DunningTable.h: the
// nextDunningDate and lastDunningDate it answers for each row, and whether it records or refuses a
// reminder (dunningSent), with a reason, as the live service refuses one that is not due. "As of" is
// the sandbox's today; the table counts every date from it. Rows where the service's date is given by
// the table describe the client's side only and are left out here. dunningSent ("send reminder") e-mails
// the reminder itself: its message in the outbox is the reminder of the level reached (the level's
// subject and text in the receiver's language, the fee, open amount plus fee, the reminder's PDF), never
// the invoice; without an e-mail address nothing is sent and nothing recorded.
#include "DunningTable.h"
#include "ReminderOutbox.h"
#include "SandboxPeer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

class TestSandboxDunning : public QObject
{
    Q_OBJECT

    SandboxPeer m_peer {{QStringLiteral("--seed"), QStringLiteral("demo")}};
    QString m_account;
    QString m_company;

    QString path(const QString &rest) const
    {
        return QStringLiteral("/accounts/%1/documents/v2/%2").arg(m_account, rest);
    }

    static QByteArray json(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

    bool setLevels(DunningTable::Levels variant)
    {
        for (int level = 1; level <= 3; ++level) {
            const bool on = !((variant == DunningTable::Levels::FirstOff && level == 1)
                || (variant == DunningTable::Levels::SecondOff && level == 2)
                || (variant == DunningTable::Levels::ThirdOff && level == 3));
            const auto answer = m_peer.request("PATCH",
                path(QStringLiteral("invoices/settings/dunnings/dunning-level-%1").arg(level)),
                QStringLiteral("demo"),
                json({{QStringLiteral("isEnabled"), on}, {QStringLiteral("numberOfDays"), level * 10}}));
            if (answer.status != 200)
                return false;
        }
        return true;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        m_account = m_peer.accounts().first();
        const auto list = m_peer.request("GET", path(QStringLiteral("invoices?limit=20")));
        for (const QJsonValue &v : list.json.value(QLatin1String("data")).toArray()) {
            const QString c = v.toObject()
                                  .value(QLatin1String("receiver"))
                                  .toObject()
                                  .value(QLatin1String("companyUuid"))
                                  .toString();
            m_company = m_company.isEmpty() ? c : m_company;
        }
        QVERIFY(!m_company.isEmpty());
    }

    void table_data()
    {
        QTest::addColumn<int>("row");
        for (int i = 0; i < int(std::size(DunningTable::rows)); ++i) {
            if (DunningTable::rows[i].serviceNextOffset == DunningTable::noServiceDate)
                QTest::newRow(DunningTable::rows[i].name) << i;
        }
    }

    void table()
    {
        QFETCH(int, row);
        const DunningTable::Row &r = DunningTable::rows[row];
        QVERIFY(setLevels(r.levels));
        const QDate today = QDate::currentDate();
        const QJsonObject d {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), m_company}}},
            {QStringLiteral("positions"),
                QJsonArray {
                    QJsonObject {{QStringLiteral("quantity"), 1}, {QStringLiteral("singlePrice"), 100},
                        {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}}}}};
        const auto created = m_peer.request("POST", path(QStringLiteral("invoices")), QStringLiteral("demo"),
            json({{QStringLiteral("documents"), QJsonArray {d}}}));
        QCOMPARE(created.status, 201);
        const QString uuid = created.data().value(QLatin1String("uuid")).toString();
        static const QStringList names {QStringLiteral("NO_DUNNING"), QStringLiteral("REMINDER"),
            QStringLiteral("FIRST_DUNNING"), QStringLiteral("FINAL_DUNNING")};
        const QString last = r.remindedDaysAgo == DunningTable::never
            ? QString()
            : today.addDays(-r.remindedDaysAgo).toString(Qt::ISODate);
        // The invoice as the row has it, set behind the service's back.
        const auto set = m_peer.request("PATCH",
            QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(m_account, uuid), QString(),
            json({{QStringLiteral("dueDate"), today.addDays(-r.overdueDays).toString(Qt::ISODate)},
                {QStringLiteral("dunningLevel"), names.at(r.currentLevel)},
                {QStringLiteral("lastDunningDate"), last.isEmpty() ? QJsonValue() : QJsonValue(last)}}));
        QCOMPARE(set.status, 200);

        const QJsonObject read = m_peer.request("GET", path(QStringLiteral("invoices/") + uuid)).data();
        QVERIFY2(read.contains(QLatin1String("nextDunningDate")), "nextDunningDate answered");
        if (r.nextLevel == 0)
            QVERIFY(read.value(QLatin1String("nextDunningDate")).isNull());
        else
            QCOMPARE(read.value(QLatin1String("nextDunningDate")).toString(),
                today.addDays(r.dueOnOffset).toString(Qt::ISODate));
        QCOMPARE(read.value(QLatin1String("lastDunningDate")).toString(), last);
        // The list row carries the day of the last reminder too.
        bool listed = false;
        for (int page = 1; !listed && page < 100; ++page) {
            const auto list =
                m_peer.request("GET", path(QStringLiteral("invoices?limit=100&page=%1").arg(page)));
            const QJsonArray items = list.json.value(QLatin1String("data")).toArray();
            if (items.isEmpty())
                break;
            for (const QJsonValue &v : items) {
                if (v.toObject().value(QLatin1String("uuid")).toString() != uuid)
                    continue;
                listed = true;
                QCOMPARE(v.toObject().value(QLatin1String("lastDunningDate")).toString(), last);
            }
        }
        QVERIFY(listed);

        const auto sent =
            m_peer.request("PATCH", path(QStringLiteral("invoices/%1/actions/dunningSent").arg(uuid)));
        const QJsonObject after = m_peer.request("GET", path(QStringLiteral("invoices/") + uuid)).data();
        if (r.due) {
            QCOMPARE(sent.status, 200);
            QCOMPARE(after.value(QLatin1String("dunningLevel")).toString(), names.at(r.nextLevel));
            QCOMPARE(after.value(QLatin1String("lastDunningDate")).toString(), today.toString(Qt::ISODate));
        } else {
            // Refused with a reason; nothing recorded.
            QCOMPARE(sent.status, 400);
            QCOMPARE(sent.json.value(QLatin1String("error")).toString(), QStringLiteral("dunning_not_due"));
            QVERIFY(!sent.json.value(QLatin1String("error_description")).toString().isEmpty());
            if (r.nextLevel != 0)
                QVERIFY2(sent.json.value(QLatin1String("error_description"))
                             .toString()
                             .contains(today.addDays(r.dueOnOffset).toString(Qt::ISODate)),
                    qPrintable(sent.json.value(QLatin1String("error_description")).toString()));
            QCOMPARE(after.value(QLatin1String("dunningLevel")).toString(), names.at(r.currentLevel));
            QCOMPARE(after.value(QLatin1String("lastDunningDate")).toString(), last);
        }
    }

    void dunningSentEmailsTheReminder_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"de", "en", "fr", "it"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    // The final reminder of an invoice of CHF 108.10 (1 x 100.00 + 8.1 % VAT), at the first dunning level
    // and long overdue, sent to a customer of each language.
    void dunningSentEmailsTheReminder()
    {
        QFETCH(QString, language);
        QVERIFY(setLevels(DunningTable::Levels::All));
        const QString to = QStringLiteral("buchhaltung-%1@mahnprobe.example").arg(language);
        const auto company = m_peer.request("POST",
            QStringLiteral("/accounts/%1/addresses/v2/addresses?force=true").arg(m_account),
            QStringLiteral("demo"),
            json({{QStringLiteral("type"), QStringLiteral("company")},
                {QStringLiteral("name"), QStringLiteral("Mahnprobe %1 AG").arg(language)},
                {QStringLiteral("language"), language},
                {QStringLiteral("contacts"),
                    QJsonArray {QJsonObject {{QStringLiteral("type"), QStringLiteral("email")},
                        {QStringLiteral("value"), to}, {QStringLiteral("primary"), true}}}}}));
        QCOMPARE(company.status, 201);
        const QString uuid = overdueInvoice(company.data().value(QLatin1String("uuid")).toString());
        QVERIFY(!uuid.isEmpty());
        const QString number = m_peer.request("GET", path(QStringLiteral("invoices/") + uuid))
                                   .data()
                                   .value(QLatin1String("invoiceNumber"))
                                   .toString();
        const qsizetype before = ReminderOutbox::read(m_peer.dataDir()).size();

        const auto sent =
            m_peer.request("PATCH", path(QStringLiteral("invoices/%1/actions/dunningSent").arg(uuid)));
        QCOMPARE(sent.status, 200);
        QCOMPARE(sent.data().value(QLatin1String("recipient")).toString(), to);
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("invoices/") + uuid))
                     .data()
                     .value(QLatin1String("dunningLevel"))
                     .toString(),
            QStringLiteral("FINAL_DUNNING"));

        // Exactly one new message, and it is the final reminder: the demo's level 3 subject and fee
        // label in the customer's language, fee 30.00, open 108.10, total 138.10 (by hand).
        const QList<ReminderOutbox::Message> all = ReminderOutbox::read(m_peer.dataDir());
        QCOMPARE(all.size(), before + 1);
        const QList<ReminderOutbox::Message> mine = ReminderOutbox::about(all, number);
        QCOMPARE(mine.size(), 1);
        const ReminderOutbox::Message &m = mine.first();
        static const QHash<QString, QStringList> byHand {// subject, fee label, open label, total label
            {QStringLiteral("de"),
                {QStringLiteral("Letzte Mahnung"), QString::fromUtf8("Mahngebühr"),
                    QStringLiteral("Offener Betrag"), QStringLiteral("Total CHF")}},
            {QStringLiteral("en"),
                {QStringLiteral("Final reminder"), QStringLiteral("Reminder fee"),
                    QStringLiteral("Open amount"), QStringLiteral("Total CHF")}},
            {QStringLiteral("fr"),
                {QStringLiteral("Dernier rappel"), QStringLiteral("Frais de rappel"),
                    QStringLiteral("Montant ouvert"), QStringLiteral("Total CHF")}},
            {QStringLiteral("it"),
                {QStringLiteral("Ultimo sollecito"), QStringLiteral("Spese di sollecito"),
                    QStringLiteral("Importo aperto"), QStringLiteral("Totale CHF")}}};
        const QStringList e = byHand.value(language);
        QCOMPARE(m.to, to);
        QCOMPARE(m.subject, e.at(0));
        QVERIFY2(m.text.contains(number), qPrintable(m.text)); // the level's e-mail text, filled in
        QVERIFY2(m.text.contains(e.at(2) + QStringLiteral(": CHF 108.10")), qPrintable(m.text));
        QVERIFY2(m.text.contains(e.at(1) + QStringLiteral(": CHF 30.00")), qPrintable(m.text));
        QVERIFY2(m.text.contains(e.at(3) + QStringLiteral(": 138.10")), qPrintable(m.text));
        QVERIFY2(!m.text.contains(QLatin1Char('{')), qPrintable(m.text)); // no placeholder left
        QCOMPARE(m.attachments, QStringList {e.at(0) + QLatin1Char(' ') + number + QStringLiteral(".pdf")});
        QVERIFY(m.pdf.startsWith("%PDF-"));
    }

    // A receiver without an e-mail address: refused, nothing sent, the level stays.
    void dunningSentWithoutAddressSendsAndRecordsNothing()
    {
        QVERIFY(setLevels(DunningTable::Levels::All));
        const auto company = m_peer.request("POST",
            QStringLiteral("/accounts/%1/addresses/v2/addresses?force=true").arg(m_account),
            QStringLiteral("demo"),
            json({{QStringLiteral("type"), QStringLiteral("company")},
                {QStringLiteral("name"), QStringLiteral("Ohne Post AG")},
                {QStringLiteral("language"), QStringLiteral("de")}}));
        QCOMPARE(company.status, 201);
        const QString uuid = overdueInvoice(company.data().value(QLatin1String("uuid")).toString());
        QVERIFY(!uuid.isEmpty());
        const qsizetype before = ReminderOutbox::read(m_peer.dataDir()).size();
        const auto sent =
            m_peer.request("PATCH", path(QStringLiteral("invoices/%1/actions/dunningSent").arg(uuid)));
        QCOMPARE(sent.status, 400);
        QCOMPARE(sent.json.value(QLatin1String("error")).toString(), QStringLiteral("no_email_address"));
        QCOMPARE(ReminderOutbox::read(m_peer.dataDir()).size(), before);
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("invoices/") + uuid))
                     .data()
                     .value(QLatin1String("dunningLevel"))
                     .toString(),
            QStringLiteral("FIRST_DUNNING"));
        // Printing it is still possible, and records the level.
        QCOMPARE(m_peer.request("PATCH", path(QStringLiteral("invoices/%1/actions/dunningPrint").arg(uuid)))
                     .status,
            200);
    }

    void cleanupTestCase() { setLevels(DunningTable::Levels::All); }

private:
    // A CHF invoice of 1 x 100.00 + 8.1 % VAT for `company`, at the first dunning level, due 60 days ago
    // and reminded 30 days ago: the final level (30 days, 10 after the first dunning's 20) is due.
    QString overdueInvoice(const QString &company)
    {
        const QJsonObject d {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}},
            {QStringLiteral("positions"),
                QJsonArray {
                    QJsonObject {{QStringLiteral("quantity"), 1}, {QStringLiteral("singlePrice"), 100},
                        {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}}}}};
        const auto created = m_peer.request("POST", path(QStringLiteral("invoices")), QStringLiteral("demo"),
            json({{QStringLiteral("documents"), QJsonArray {d}}}));
        if (created.status != 201)
            return {};
        const QString uuid = created.data().value(QLatin1String("uuid")).toString();
        const QDate today = QDate::currentDate();
        const auto set = m_peer.request("PATCH",
            QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(m_account, uuid), QString(),
            json({{QStringLiteral("dueDate"), today.addDays(-60).toString(Qt::ISODate)},
                {QStringLiteral("dunningLevel"), QStringLiteral("FIRST_DUNNING")},
                {QStringLiteral("lastDunningDate"), today.addDays(-30).toString(Qt::ISODate)}}));
        return set.status == 200 ? uuid : QString();
    }
};

QTEST_GUILESS_MAIN(TestSandboxDunning)
#include "tst_sandbox_dunning.moc"
