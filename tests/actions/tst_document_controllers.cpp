// The GUI-free controllers behind the document dialogs, without any widget, against a real sandbox.
// PaymentRecorder: the invoice is read fresh from the service (its open amount exact, in minor units), a
// partial payment is booked and the service's open amount drops by exactly that much, a payment above
// what is open is refused with the field named, an unknown invoice fails, the bank accounts come from the
// local copy (inactive ones left out) and the likely one is the default in the invoice's currency.
// EmailSender: the receiver's primary address (local copy first, else the service), one message in the
// sandbox's outbox after send(), a refusal reported with nothing sent.
// DocumentActions: what a document offers is what the service lists, an answer whose context went never
// arrives, an action performed changes the document on the service, a PDF is written (and a file that
// cannot be written is named), conversions are remembered in the local copy.
// DetailLoader: the service's copy is written back and then read offline, a newer request drops the
// answer of the older one, unknown documents fail, receipts are never fetched.
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/DetailLoader.h"
#include "documents/DocumentActions.h"
#include "documents/EmailSender.h"
#include "documents/PaymentRecorder.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

class TestDocumentControllers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(), this);
    }

    void loadsFreshAndBooksExactly()
    {
        const QJsonObject invoice = pickOpenInvoice();
        QVERIFY(!invoice.isEmpty());
        const QString uuid = invoice.value("uuid"_L1).toString();
        const qint64 open = openMinorOnService(uuid);
        QVERIFY(open >= 1000);

        PaymentRecorder recorder(m_client, uuid);
        QSignalSpy loaded(&recorder, &PaymentRecorder::loaded);
        QVERIFY(recorder.load());
        QVERIFY(recorder.isBusy());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
        QVERIFY(!recorder.isBusy());
        const auto fetched = loaded.first().first().value<PaymentInvoice>();
        QCOMPARE(fetched.uuid, uuid);
        QCOMPARE(fetched.openMinor, open);
        QCOMPARE(fetched.currency, invoice.value("currencyCode"_L1).toString());
        QCOMPARE(fetched.number, invoice.value("invoiceNumber"_L1).toString());

        // Part of it, with a date and a reference: the service's open amount drops by exactly that.
        const qint64 part = open / 3;
        PaymentInput input;
        input.amountMinor = part;
        input.date = QDate::currentDate();
        input.reference = u"  Statement 7  "_s;
        QCOMPARE(input.body().value("reference"_L1).toString(), u"Statement 7"_s);
        QVERIFY(!input.body().contains("bankAccountUuid"_L1));
        QSignalSpy recorded(&recorder, &PaymentRecorder::recorded);
        QSignalSpy refused(&recorder, &PaymentRecorder::refused);
        QVERIFY(recorder.record(input));
        QTRY_COMPARE_WITH_TIMEOUT(recorded.count(), 1, 10000);
        QCOMPARE(refused.count(), 0);
        QCOMPARE(recorded.first().first().toLongLong(), part);
        QCOMPARE(openMinorOnService(uuid), open - part);

        // More than is left: refused, the amount named; nothing booked.
        input.amountMinor = open - part + 1;
        QVERIFY(recorder.record(input));
        QTRY_COMPARE_WITH_TIMEOUT(refused.count(), 1, 10000);
        const auto error = refused.first().first().value<ApiError>();
        QVERIFY2(error.fieldErrors().contains(u"amount"_s), qPrintable(error.message()));
        QCOMPARE(recorded.count(), 1);
        QCOMPARE(openMinorOnService(uuid), open - part);
    }

    void unknownInvoiceFails()
    {
        PaymentRecorder recorder(m_client, u"00000000-0000-4000-8000-000000000000"_s);
        QSignalSpy loaded(&recorder, &PaymentRecorder::loaded);
        QSignalSpy failed(&recorder, &PaymentRecorder::loadFailed);
        QVERIFY(recorder.load());
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        QCOMPARE(loaded.count(), 0);
        QVERIFY(!failed.first().first().value<ApiError>().message().isEmpty());
    }

    void withoutClientNothingIsSent()
    {
        PaymentRecorder recorder(nullptr, u"x"_s);
        QSignalSpy failed(&recorder, &PaymentRecorder::loadFailed);
        QVERIFY(!recorder.hasClient());
        QVERIFY(!recorder.load());
        QVERIFY(!recorder.record({}));
        QVERIFY(!recorder.isBusy());
        QCOMPARE(failed.count(), 0);
    }

    void bankAccountsFromTheLocalCopy()
    {
        QTemporaryDir data;
        const QString account = m_sandbox.accounts().first();
        QVERIFY(
            RecordStore(data.path(), account)
                .replaceAll(u"bankAccounts"_s,
                    {QJsonObject {{"uuid"_L1, "eur"_L1}, {"name"_L1, "Euro"_L1}, {"iban"_L1, "CH93"_L1},
                         {"currencyCode"_L1, "EUR"_L1}, {"isDefault"_L1, true}},
                        QJsonObject {{"uuid"_L1, "old"_L1}, {"name"_L1, "Closed"_L1},
                            {"currencyCode"_L1, "CHF"_L1}, {"isActive"_L1, false}, {"isDefault"_L1, true}},
                        QJsonObject {
                            {"uuid"_L1, "chf"_L1}, {"name"_L1, "Franken"_L1}, {"currencyCode"_L1, "CHF"_L1}},
                        QJsonObject {{"uuid"_L1, "chf2"_L1}, {"name"_L1, "Franken 2"_L1},
                            {"currencyCode"_L1, "CHF"_L1}, {"isDefault"_L1, true}}}));
        const QList<PaymentBankAccount> accounts = PaymentRecorder::bankAccounts(data.path(), account);
        QStringList uuids;
        for (const PaymentBankAccount &a : accounts)
            uuids << a.uuid;
        QCOMPARE(uuids, (QStringList {u"eur"_s, u"chf"_s, u"chf2"_s})); // the inactive one is left out
        QCOMPARE(accounts.first().iban, u"CH93"_s);
        QCOMPARE(PaymentRecorder::likelyAccount(accounts, u"CHF"_s), 2); // default in the currency
        QCOMPARE(PaymentRecorder::likelyAccount(accounts, u"EUR"_s), 0);
        QCOMPARE(PaymentRecorder::likelyAccount(accounts, u"USD"_s), 0); // the default one
        QCOMPARE(PaymentRecorder::likelyAccount({}, u"CHF"_s), -1);
        QVERIFY(PaymentRecorder::bankAccounts({}, account).isEmpty());
    }

    void primaryEmailOfAnAddress()
    {
        const auto contact = [](const QString &type, const QString &value, const char *primaryKey = nullptr) {
            QJsonObject c {{"type"_L1, type}, {"value"_L1, value}};
            if (primaryKey)
                c.insert(QLatin1String(primaryKey), true);
            return c;
        };
        QCOMPARE(EmailSender::primaryEmail({{"contacts"_L1,
                     QJsonArray {contact(u"phone"_s, u"044"_s), contact(u"email"_s, u" first@x.ch "_s),
                         contact(u"email"_s, u"main@x.ch"_s, "is_primary")}}}),
            u"main@x.ch"_s);
        QCOMPARE(EmailSender::primaryEmail(
                     {{"contacts"_L1, QJsonArray {contact(u"email"_s, u"body@x.ch"_s, "primary")}}}),
            u"body@x.ch"_s);
        QCOMPARE(EmailSender::primaryEmail({{"contacts"_L1,
                     QJsonArray {
                         contact(u"email"_s, u""_s, "is_primary"), contact(u"email"_s, u"first@x.ch"_s)}}}),
            u"first@x.ch"_s);
        QCOMPARE(EmailSender::primaryEmail({{"contacts"_L1, QJsonArray {contact(u"phone"_s, u"044"_s)}}}),
            QString());
    }

    void emailGoesToTheReceiver()
    {
        const QJsonObject invoice = pickDraftWithCompany();
        QVERIFY(!invoice.isEmpty());
        const QString uuid = invoice.value("uuid"_L1).toString();
        const QString company = invoice.value("receiver"_L1).toObject().value("companyUuid"_L1).toString();
        // The receiver's primary e-mail address, read from the service here.
        const auto r =
            TestSandbox::wait(m_client->get(m_client->accountPath(u"/addresses/v2/companies/"_s + company)));
        QVERIFY(r.ok);
        const QJsonObject address = JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject());
        const QString expected = EmailSender::primaryEmail(address);
        QVERIFY2(!expected.isEmpty(), "the demo company has an e-mail address");

        QTemporaryDir data;
        const QString account = m_sandbox.accounts().first();
        EmailSender sender(m_client, data.path(), account, DocumentKind::Invoice, uuid);
        QSignalSpy loaded(&sender, &EmailSender::documentLoaded);
        QSignalSpy receiver(&sender, &EmailSender::receiverLoaded);
        QVERIFY(sender.load());
        QTRY_COMPARE_WITH_TIMEOUT(receiver.count(), 1, 10000);
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(loaded.first().first().value<DocumentSummary>().number,
            invoice.value("invoiceNumber"_L1).toString());
        QCOMPARE(EmailSender::primaryEmail(receiver.first().first().toJsonObject()), expected);

        // The local copy with an address wins (no call); without one the service is asked again.
        QJsonObject local = address;
        local.insert("contacts"_L1,
            QJsonArray {QJsonObject {{"type"_L1, "email"_L1}, {"value"_L1, "local@example.ch"_L1}}});
        QVERIFY(RecordStore(data.path(), account).replaceAll(u"companies"_s, {local}));
        EmailSender fromCopy(m_client, data.path(), account, DocumentKind::Invoice, uuid);
        QSignalSpy copied(&fromCopy, &EmailSender::receiverLoaded);
        QVERIFY(fromCopy.load());
        QTRY_COMPARE_WITH_TIMEOUT(copied.count(), 1, 10000);
        QCOMPARE(EmailSender::primaryEmail(copied.first().first().toJsonObject()), u"local@example.ch"_s);

        // A refusal: reported, nothing in the outbox.
        const QDir outbox(m_sandbox.dataDir() + u"/outbox"_s);
        const QStringList before = outbox.entryList({u"*.eml"_s}, QDir::Files);
        m_sandbox.addFault({{"method"_L1, "PATCH"_L1}, {"path"_L1, "/actions/email"_L1}, {"status"_L1, 503},
            {"times"_L1, 1}});
        QSignalSpy sent(&sender, &EmailSender::sent);
        QSignalSpy refused(&sender, &EmailSender::refused);
        QVERIFY(sender.send());
        QTRY_COMPARE_WITH_TIMEOUT(refused.count(), 1, 10000);
        QCOMPARE(refused.first().first().value<ApiError>().httpStatus(), 503);
        QCOMPARE(outbox.entryList({u"*.eml"_s}, QDir::Files), before);

        // Sent: one message to the receiver, as the service reports it.
        QVERIFY(sender.send());
        QTRY_COMPARE_WITH_TIMEOUT(sent.count(), 1, 10000);
        QCOMPARE(sent.first().first().toString(), expected);
        QStringList after = outbox.entryList({u"*.eml"_s}, QDir::Files);
        for (const QString &name : before)
            after.removeAll(name);
        QCOMPARE(after.size(), 1);
    }

    void detailFetchedThenStored()
    {
        const auto r =
            TestSandbox::wait(DocumentsApi(m_client).list(DocumentKind::Invoice, 1, 10, std::nullopt));
        const QJsonArray items = JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray());
        QVERIFY(items.size() >= 2);
        const QString a = items.at(0).toObject().value("uuid"_L1).toString();
        const QString b = items.at(1).toObject().value("uuid"_L1).toString();
        const QString numberB = items.at(1).toObject().value("invoiceNumber"_L1).toString();

        QTemporaryDir data;
        // The list rows, as the sync leaves them: the detail is kept beside its row.
        QList<DocumentSummary> rows;
        for (const QJsonValue &v : items) {
            if (const auto row = documentSummaryFromJson(DocumentKind::Invoice, v.toObject()))
                rows << *row;
        }
        QVERIFY(DocumentStore(data.path(), m_sandbox.accounts().first()).upsert(rows));
        DetailLoader loader;
        loader.setSession(m_client, data.path(), m_sandbox.accounts().first());
        QVERIFY(!loader.stored(DocumentKind::Invoice, b)); // nothing kept yet
        QSignalSpy fetched(&loader, &DetailLoader::fetched);
        QSignalSpy failed(&loader, &DetailLoader::failed);
        // B asked for right after A: only B's answer arrives.
        QVERIFY(loader.fetch(DocumentKind::Invoice, a));
        QVERIFY(loader.fetch(DocumentKind::Invoice, b));
        QTRY_VERIFY_WITH_TIMEOUT(!loader.isFetching(), 10000);
        QCOMPARE(fetched.count(), 1);
        QCOMPARE(fetched.first().at(1).toString(), b);
        QCOMPARE(fetched.first().at(2).value<DocumentDetail>().summary.number, numberB);
        // Written back: the next view has it at once, also offline.
        DetailLoader offline;
        offline.setSession(nullptr, data.path(), m_sandbox.accounts().first());
        const auto stored = offline.stored(DocumentKind::Invoice, b);
        QVERIFY(stored);
        QCOMPARE(stored->summary.number, numberB);
        QVERIFY(!offline.fetch(DocumentKind::Invoice, b));

        // Unknown document: failed; receipts have no single route: never fetched.
        QVERIFY(loader.fetch(DocumentKind::Invoice, u"00000000-0000-4000-8000-000000000000"_s));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        QCOMPARE(failed.first().first().toString(), u"00000000-0000-4000-8000-000000000000"_s);
        QVERIFY(!loader.fetch(DocumentKind::Receipt, a));
        QCOMPARE(fetched.count(), 1);
    }

    void actionsOfferedAndPerformed()
    {
        const auto r =
            TestSandbox::wait(DocumentsApi(m_client).list(DocumentKind::Invoice, 1, 500, std::nullopt));
        QString draft;
        for (const QJsonValue &v : JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray())) {
            const QJsonObject item = v.toObject();
            if (item.value("sentStatus"_L1).toString() != "SENT"_L1 && !item.value("isArchived"_L1).toBool()
                && !item.value("isCancelled"_L1).toBool()
                && !m_used.contains(item.value("uuid"_L1).toString())) {
                draft = item.value("uuid"_L1).toString();
                break;
            }
        }
        QVERIFY(!draft.isEmpty());
        m_used.insert(draft);
        QTemporaryDir data;
        const QString account = m_sandbox.accounts().first();
        DocumentActions actions;
        QVERIFY(!actions.offers(DocumentKind::Invoice, draft, &actions, {})); // no session yet
        actions.setSession(m_client, data.path(), account);

        // What it offers: the service's names, read here without the client's parsing.
        const auto raw = TestSandbox::wait(m_client->get(
            m_client->accountPath(DocumentActionsApi::actionsPath(DocumentKind::Invoice, draft))));
        QStringList expected = raw.answer.object().value("data"_L1).toObject().keys();
        QVERIFY(expected.contains(u"markSent"_s));
        QStringList names;
        bool answered = false;
        QVERIFY(actions.offers(DocumentKind::Invoice, draft, &actions,
            [&](const std::optional<QList<DocumentOfferedAction>> &offered, const QString &,
                bool wasAnswered) {
                answered = wasAnswered;
                for (const DocumentOfferedAction &a : offered.value_or(QList<DocumentOfferedAction>()))
                    names << a.name;
            }));
        QTRY_VERIFY_WITH_TIMEOUT(answered, 10000);
        names.sort();
        expected.sort();
        QCOMPARE(names, expected);
        // The selection changed before the answer: its callback never runs.
        bool late = false;
        auto *context = new QObject;
        QVERIFY(actions.offers(DocumentKind::Invoice, draft, context,
            [&late](const std::optional<QList<DocumentOfferedAction>> &, const QString &, bool) {
                late = true;
            }));
        delete context;

        // Performed: the service has it sent.
        std::optional<DocumentActions::Outcome> outcome;
        QVERIFY(actions.perform(DocumentKind::Invoice, draft, u"markSent"_s,
            [&outcome](const DocumentActions::Outcome &o) { outcome = o; }));
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 10000);
        QVERIFY2(outcome->error.isEmpty(), qPrintable(outcome->error));
        QCOMPARE(outcome->result.uuid, draft);
        const auto after = TestSandbox::wait(DocumentsApi(m_client).get(DocumentKind::Invoice, draft));
        QCOMPARE(JsonReader::singleFromEnvelope(after.answer)->value("sentStatus"_L1).toString(), u"SENT"_s);
        QVERIFY(!late);
        outcome.reset();
        QVERIFY(actions.perform(DocumentKind::Invoice, u"00000000-0000-4000-8000-000000000000"_s,
            u"markSent"_s, [&outcome](const DocumentActions::Outcome &o) { outcome = o; }));
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 10000);
        QVERIFY(!outcome->error.isEmpty());

        // The PDF into a file; a folder that is not there is named.
        outcome.reset();
        const QString path = data.filePath(u"out.pdf"_s);
        QVERIFY(actions.savePdf(
            DocumentKind::Invoice, draft, [&path](const QString &) { return path; },
            [&outcome](const DocumentActions::Outcome &o) { outcome = o; }));
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 15000);
        QVERIFY2(outcome->error.isEmpty(), qPrintable(outcome->error));
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5).startsWith("%PDF"));
        outcome.reset();
        const QString nowhere = data.filePath(u"missing/folder/out.pdf"_s);
        QVERIFY(actions.savePdf(
            DocumentKind::Invoice, draft, [&nowhere](const QString &) { return nowhere; },
            [&outcome](const DocumentActions::Outcome &o) { outcome = o; }));
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 15000);
        QCOMPARE(outcome->unwrittenPath, nowhere);
        QVERIFY(!outcome->error.isEmpty());

        // Conversions remembered beside their source and beside what they made; one without a source is
        // not.
        actions.recordFollowUps(DocumentKind::Invoice,
            {{DocumentKind::CreditNote, u"c1"_s}, {DocumentKind::Invoice, u"i2"_s}}, {draft, QString()});
        actions.recordFollowUps(DocumentKind::Invoice, {{DocumentKind::DeliveryNote, u"d1"_s}}, {draft});
        const RecordStore records(data.path(), account);
        const auto link = records.find(DocumentActions::followUpResource(), draft);
        QVERIFY(link);
        const QJsonArray followUps = link->value("followUps"_L1).toArray();
        QCOMPARE(followUps.size(), 2);
        QCOMPARE(followUps.at(0).toObject().value("uuid"_L1).toString(), u"c1"_s);
        QCOMPARE(followUps.at(1).toObject().value("uuid"_L1).toString(), u"d1"_s);
        const auto origin = records.find(DocumentActions::originResource(), u"d1"_s);
        QVERIFY(origin);
        QCOMPARE(origin->value("source"_L1).toString(), draft);
        QCOMPARE(origin->value("kind"_L1).toString(), u"invoices"_s);
        QVERIFY(!records.find(DocumentActions::originResource(), u"i2"_s));
    }

private:
    QJsonObject pickDraftWithCompany()
    {
        const auto r =
            TestSandbox::wait(DocumentsApi(m_client).list(DocumentKind::Invoice, 1, 500, std::nullopt));
        for (const QJsonValue &v : JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray())) {
            const QJsonObject item = v.toObject();
            if (item.value("sentStatus"_L1).toString() != "SENT"_L1 && !item.value("isArchived"_L1).toBool()
                && !item.value("isCancelled"_L1).toBool()
                && !item.value("receiver"_L1).toObject().value("companyUuid"_L1).toString().isEmpty())
                return item;
        }
        return {};
    }

    QJsonObject pickOpenInvoice()
    {
        const auto r =
            TestSandbox::wait(DocumentsApi(m_client).list(DocumentKind::Invoice, 1, 500, std::nullopt));
        for (const QJsonValue &v : JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray())) {
            const QJsonObject item = v.toObject();
            if (item.value("sentStatus"_L1).toString() == "SENT"_L1 && !item.value("isArchived"_L1).toBool()
                && !item.value("isCancelled"_L1).toBool()
                && JsonReader::scaled(item.value("openAmount"_L1)).value_or(0) >= 1000)
                return item;
        }
        return {};
    }

    // The open amount as the service has it, read without the client's parsing.
    qint64 openMinorOnService(const QString &uuid)
    {
        const auto r = TestSandbox::wait(DocumentsApi(m_client).get(DocumentKind::Invoice, uuid));
        const QJsonObject document = JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject());
        return JsonReader::scaled(document.value("openAmount"_L1)).value_or(0);
    }

    TestSandbox m_sandbox;
    ApiClient *m_client = nullptr;
    QSet<QString> m_used; // documents a test changed
};

QTEST_MAIN(TestDocumentControllers)
#include "tst_document_controllers.moc"
