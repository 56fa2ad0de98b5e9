// The document editor's work without any widget, against a real sandbox: the shared reference data
// (read off the caller's thread, listed from the service when the local copy lacks it), the defaults of
// a new document, loading (and the local copy when the service cannot be reached), saving new and
// existing documents with the write-back to the local copy, the conflict with another writer, and the
// service's 422 named by field.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/DocumentEditorController.h"
#include "domain/DocumentRules.h"
#include "records/ReferenceData.h"
#include "records/SettingsApi.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// The signals of one controller, as they arrive.
struct Outcome
{
    explicit Outcome(DocumentEditorController *c)
    {
        using C = DocumentEditorController;
        QObject::connect(c, &C::loaded, c, [this](const DocumentDraft &d) { loaded = d; });
        QObject::connect(c, &C::loadedFromLocalCopy, c, [this](const DocumentDraft &d, const ApiError &why) {
            fromLocalCopy = d;
            error = why;
        });
        QObject::connect(c, &C::loadFailed, c, [this](const ApiError &e) {
            error = e;
            ++failures;
        });
        QObject::connect(c, &C::invalid, c, [this](const QList<DocumentProblem> &p) { problems = p; });
        QObject::connect(c, &C::conflict, c, [this](const DocumentDraft &d) { conflict = d; });
        QObject::connect(c, &C::rejected, c, [this](const QHash<QString, QString> &f) { fieldErrors = f; });
        QObject::connect(c, &C::saveFailed, c, [this](const ApiError &e) {
            error = e;
            ++failures;
        });
        QObject::connect(c, &C::saved, c,
            [this](const DocumentDraft &d, qint64 service, qint64 sent, const QString &store) {
                saved = d;
                serviceTotal = service;
                sentTotal = sent;
                storeError = store;
                ++saves;
            });
    }

    std::optional<DocumentDraft> loaded;
    std::optional<DocumentDraft> fromLocalCopy;
    std::optional<DocumentDraft> conflict;
    std::optional<DocumentDraft> saved;
    QList<DocumentProblem> problems;
    QHash<QString, QString> fieldErrors;
    ApiError error;
    qint64 serviceTotal = -1;
    qint64 sentTotal = -1;
    QString storeError;
    int failures = 0;
    int saves = 0;
};

} // namespace

class TestEditorController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_data.isValid());
        m_account = m_sandbox.accounts().first();
        m_client = std::make_unique<ApiClient>(m_sandbox.config(m_account));

        // Account terms of 14 days, and more products at 2.6 % than at any other rate: defaults that
        // cannot be met by chance.
        const auto terms =
            TestSandbox::wait(SettingsApi(m_client.get()).patch(u"conditions"_s, {{u"paymentTerms"_s, 14}}));
        QVERIFY2(terms.ok, qPrintable(terms.error.message()));
        const auto products =
            TestSandbox::wait(m_client->get(m_client->accountPath(u"/products/v2/products"_s)));
        QVERIFY2(products.ok, qPrintable(products.error.message()));
        const qsizetype existing = JsonReader::listFromEnvelope(products.answer)->size();
        const auto units = TestSandbox::wait(m_client->get(m_client->accountPath(u"/units/v2/units"_s)));
        QVERIFY2(units.ok, qPrintable(units.error.message()));
        const QString unit =
            JsonReader::listFromEnvelope(units.answer)->first().toObject().value("uuid"_L1).toString();
        for (qsizetype i = 0; i <= existing; ++i) {
            QJsonObject translations;
            for (const QString &language : {u"de"_s, u"en"_s, u"fr"_s, u"it"_s})
                translations.insert(language,
                    QJsonObject {{u"productName"_s, u"Reduced %1"_s.arg(i)},
                        {u"productDescription"_s, u"At the reduced rate"_s}});
            const QJsonObject product {{u"productKey"_s, u"RED-%1"_s.arg(i)}, {u"isService"_s, true},
                {u"unitUuid"_s, unit}, {u"cost"_s, 12.5}, {u"taxRate"_s, 2.6},
                {u"translations"_s, translations}};
            const auto created = TestSandbox::wait(m_client->send(ApiClient::Method::Post,
                m_client->accountPath(u"/products/v2/products"_s), QJsonDocument(product)));
            QVERIFY2(created.ok, qPrintable(created.error.message()));
        }
        const auto list =
            TestSandbox::wait(DocumentsApi(m_client.get()).list(DocumentKind::Invoice, 1, 50, {}));
        QVERIFY(list.ok);
        for (const QJsonValue &v : *JsonReader::listFromEnvelope(list.answer)) {
            if (!v.toObject().value("isCancelled"_L1).toBool()) {
                m_invoice = v.toObject().value("uuid"_L1).toString();
                break;
            }
        }
        QVERIFY(!m_invoice.isEmpty());
    }

    void referenceDataIsListedReadOffThreadAndShared()
    {
        // The local copy is empty: everything the editor picks from is listed from the service.
        QVERIFY(RecordStore(m_data.path(), m_account).loadAll(u"products"_s).isEmpty());
        const QSharedPointer<ReferenceData> reference =
            ReferenceData::shared(m_client.get(), m_data.path(), m_account);
        QCOMPARE(ReferenceData::shared(m_client.get(), m_data.path(), m_account), reference);
        {
            // Another session (client) has its own.
            ApiClient other(m_sandbox.config(m_account));
            QVERIFY(ReferenceData::shared(&other, m_data.path(), m_account) != reference);
        }
        // Nothing is read on the caller's thread: the first snapshot arrives later.
        QVERIFY(!reference->isReady());
        QVERIFY(reference->snapshot()->products.isEmpty());
        QSignalSpy ready(reference.data(), &ReferenceData::ready);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(reference->listingsRunning().isEmpty(), 20000);
        // The settings are fetched beside the listings and may arrive in a later snapshot.
        QTRY_VERIFY_WITH_TIMEOUT(
            reference->snapshot()->hasConditions && reference->snapshot()->hasDefaultConditions, 20000);
        const std::shared_ptr<const ReferenceSnapshot> snapshot = reference->snapshot();
        const RecordStore store(m_data.path(), m_account);
        for (const QString &resource : ReferenceData::resources()) {
            QVERIFY2(!snapshot->records(resource).isEmpty(), qPrintable(resource));
            QCOMPARE(snapshot->records(resource), store.loadAll(resource));
        }
        QVERIFY(snapshot->hasConditions);
        QCOMPARE(JsonReader::integer(snapshot->conditions, "paymentTerms"_L1), std::optional<qint64>(14));
        QVERIFY(snapshot->hasDefaultConditions);

        // A write to the local copy (a record page's save, the records sync) reaches every holder, named as
        // what changed, with no call to make.
        QSignalSpy changed(reference.data(), &ReferenceData::changed);
        QJsonObject product = snapshot->products.first();
        product.insert(u"productKey"_s, u"RENAMED"_s);
        QVERIFY(RecordStore(m_data.path(), m_account).upsert(u"products"_s, product));
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().toStringList(), QStringList {u"products"_s});
        QCOMPARE(reference->snapshot()->products.first().value("productKey"_L1).toString(), u"RENAMED"_s);
        // The old snapshot a reader still holds is untouched.
        QVERIFY(snapshot->products.first().value("productKey"_L1).toString() != u"RENAMED"_s);
        m_reference = reference; // the session keeps it
    }

    void newDocumentDefaults()
    {
        DocumentEditorController invoice(m_client.get(), m_data.path(), m_account, DocumentKind::Invoice);
        QCOMPARE(invoice.referenceData(), m_reference.data());
        QVERIFY(invoice.reference()->hasConditions);

        const QDate today(2026, 3, 10);
        const DocumentDraft d = invoice.newDocument(today, u"fr"_s);
        QCOMPARE(d.date, today);
        // The account's terms, never the document's own date.
        QCOMPARE(d.dueDate, today.addDays(14));
        QCOMPARE(d.deliveryDate, today);
        QCOMPARE(d.currency, u"CHF"_s);
        const auto texts = TestSandbox::wait(SettingsApi(m_client.get()).get(u"default-conditions"_s));
        QVERIFY(texts.ok);
        const QString french = SettingsApi::resourceFromAnswer(texts.answer)
                                   ->value("fr"_L1)
                                   .toObject()
                                   .value("defaultConditions"_L1)
                                   .toString();
        QVERIFY(!french.isEmpty());
        QCOMPARE(d.terms, french);
        QVERIFY(invoice.newDocument(today, u"de"_s).terms != french);

        // The receiver's own terms win; an address without terms leaves the account's.
        QCOMPARE(invoice.dueDate(today, QJsonObject {{u"payment_terms"_s, 10}}), today.addDays(10));
        QCOMPARE(invoice.dueDate(today, QJsonObject {{u"payment_terms"_s, -1}}), today.addDays(14));

        // The bank account: the default one in the document's currency, else one in it, else the default.
        const QList<QJsonObject> accounts = invoice.reference()->bankAccounts;
        const auto isDefault = [](const QJsonObject &a) {
            return JsonReader::boolean(a, "isDefault"_L1);
        };
        const auto defaultAccount = std::find_if(accounts.cbegin(), accounts.cend(), isDefault);
        QVERIFY(defaultAccount != accounts.cend());
        QCOMPARE(d.iban, defaultAccount->value("iban"_L1).toString());
        for (const QJsonObject &account : accounts) {
            const QString currency = account.value("currencyCode"_L1).toString();
            if (!isDefault(account) && currency != defaultAccount->value("currencyCode"_L1).toString()
                && JsonReader::boolean(account, "isActive"_L1, true)) {
                QCOMPARE(invoice.defaultIban(currency), account.value("iban"_L1).toString());
                break;
            }
        }

        // A free line gets the rate most products carry (2.6 % here), not the standard one.
        QCOMPARE(invoice.newLineVatBasisPoints(), 260);
        // Kinds get only their dates.
        DocumentEditorController quote(m_client.get(), m_data.path(), m_account, DocumentKind::Quote);
        const DocumentDraft q = quote.newDocument(today, u"de"_s);
        QCOMPARE(q.validUntilDate, today.addDays(30));
        QVERIFY(!q.dueDate.isValid());
        QCOMPARE(q.iban.isEmpty(), !DocumentRules::hasPaymentInstructions(DocumentKind::Quote));
    }

    void saveNewThenExistingWritesBack()
    {
        DocumentEditorController controller(m_client.get(), m_data.path(), m_account, DocumentKind::Invoice);
        Outcome outcome(&controller);
        DocumentDraft d = controller.newDocument(QDate::currentDate(), u"de"_s);
        d.receiver.companyUuid = controller.reference()->companies.first().value("uuid"_L1).toString();
        d.title = u"Controller new"_s;
        Position p;
        p.description = u"Consulting"_s;
        p.quantityMilli = 2500;
        p.priceMinor = 12050;
        p.vatBasisPoints = controller.newLineVatBasisPoints();
        d.positions << p;

        QSignalSpy states(&controller, &DocumentEditorController::stateChanged);
        controller.save(d);
        QCOMPARE(controller.state(), DocumentEditorController::State::Saving);
        QTRY_COMPARE_WITH_TIMEOUT(outcome.saves, 1, 15000);
        QVERIFY2(outcome.failures == 0, qPrintable(outcome.error.message()));
        QVERIFY(!controller.isBusy());
        QVERIFY(states.count() >= 2);
        const QString uuid = controller.uuid();
        QVERIFY(!uuid.isEmpty());
        QCOMPARE(outcome.saved->uuid, uuid);
        QCOMPARE(outcome.serviceTotal, d.totals().totalMinor);
        QCOMPARE(outcome.sentTotal, d.totals().totalMinor);
        QVERIFY(outcome.storeError.isEmpty());
        QCOMPARE(controller.loadedUpdatedAt(), outcome.saved->updatedAt);
        const auto service = [&] {
            return *JsonReader::singleFromEnvelope(
                TestSandbox::wait(DocumentsApi(m_client.get()).get(DocumentKind::Invoice, uuid)).answer);
        };
        QCOMPARE(service().value("title"_L1).toString(), u"Controller new"_s);
        // Written back: the list and the offline editor have it at once.
        const DocumentStore store(m_data.path(), m_account);
        QVERIFY(store.find(DocumentKind::Invoice, uuid).has_value());
        QCOMPARE(DocumentDraft::fromDetail(DocumentKind::Invoice,
                     QJsonDocument::fromJson(store.detail(DocumentKind::Invoice, uuid)).object())
                     .title,
            u"Controller new"_s);

        // Saved again: the same document is updated, none is added.
        m_sandbox.resetStats();
        DocumentDraft again = *outcome.saved;
        again.title = u"Controller updated"_s;
        controller.save(again);
        QCOMPARE(controller.state(), DocumentEditorController::State::Checking);
        QTRY_COMPARE_WITH_TIMEOUT(outcome.saves, 2, 15000);
        QCOMPARE(controller.uuid(), uuid);
        QCOMPARE(service().value("title"_L1).toString(), u"Controller updated"_s);
        const QJsonObject byRoute = m_sandbox.stats().value("byRoute"_L1).toObject();
        for (auto it = byRoute.begin(); it != byRoute.end(); ++it)
            QVERIFY2(!it.key().startsWith("POST"_L1), qPrintable(it.key()));
        QCOMPARE(DocumentDraft::fromDetail(DocumentKind::Invoice,
                     QJsonDocument::fromJson(store.detail(DocumentKind::Invoice, uuid)).object())
                     .title,
            u"Controller updated"_s);
        m_created = uuid;
    }

    void loadFromServiceElseFromLocalCopy()
    {
        QVERIFY(!m_created.isEmpty());
        m_sandbox.patchInvoice(m_account, m_created, {{u"reference"_s, u"From the service"_s}});
        {
            DocumentEditorController controller(
                m_client.get(), m_data.path(), m_account, DocumentKind::Invoice);
            Outcome outcome(&controller);
            controller.load(m_created);
            QCOMPARE(controller.state(), DocumentEditorController::State::Loading);
            QTRY_VERIFY_WITH_TIMEOUT(outcome.loaded.has_value(), 15000);
            QVERIFY(!outcome.fromLocalCopy);
            QCOMPARE(outcome.loaded->reference, u"From the service"_s);
            QCOMPARE(controller.uuid(), m_created);
            QVERIFY(controller.loadedUpdatedAt().isValid());
            QCOMPARE(controller.loadedUpdatedAt(), outcome.loaded->updatedAt);
        }
        // The service cannot be reached: the local copy (what was saved last), and saying why.
        m_sandbox.addFault(
            {{u"method"_s, u"GET"_s}, {u"path"_s, m_created}, {u"drop"_s, true}, {u"share"_s, 1}});
        {
            DocumentEditorController controller(
                m_client.get(), m_data.path(), m_account, DocumentKind::Invoice);
            Outcome outcome(&controller);
            controller.load(m_created);
            QTRY_VERIFY_WITH_TIMEOUT(outcome.fromLocalCopy.has_value(), 15000);
            QVERIFY(!outcome.loaded);
            QCOMPARE(outcome.fromLocalCopy->title, u"Controller updated"_s);
            QVERIFY(outcome.error.kind() != ApiError::Kind::None);
            QVERIFY(!outcome.error.message().isEmpty());
            QVERIFY(!controller.isBusy());
            m_sandbox.clearFaults();
        }
        // Not connected: the local copy at once.
        DocumentEditorController offline(nullptr, m_data.path(), m_account, DocumentKind::Invoice);
        Outcome outcome(&offline);
        offline.load(m_created);
        QTRY_VERIFY(outcome.fromLocalCopy.has_value());
        QCOMPARE(outcome.error.kind(), ApiError::Kind::Offline);
        DocumentEditorController missing(nullptr, m_data.path(), m_account, DocumentKind::Invoice);
        Outcome failed(&missing);
        missing.load(m_invoice);
        QTRY_COMPARE(failed.failures, 1);
        QVERIFY(!failed.fromLocalCopy);
        // Saving offline sends nothing and says so.
        DocumentDraft d = *outcome.fromLocalCopy;
        offline.save(d);
        QCOMPARE(outcome.failures, 1);
        QCOMPARE(outcome.error.kind(), ApiError::Kind::Offline);
    }

    void changedElsewhereIsAConflictAndNothingIsOverwritten()
    {
        DocumentEditorController controller(m_client.get(), m_data.path(), m_account, DocumentKind::Invoice);
        Outcome outcome(&controller);
        controller.load(m_invoice);
        QTRY_VERIFY_WITH_TIMEOUT(outcome.loaded.has_value(), 15000);
        DocumentDraft mine = *outcome.loaded;
        mine.reference = u"Mine"_s;
        // Someone else changes it a second later (updatedAt has whole seconds).
        QTest::qWait(1100);
        m_sandbox.patchInvoice(m_account, m_invoice, {{u"title"_s, u"Changed elsewhere"_s}});

        controller.save(mine);
        QTRY_VERIFY_WITH_TIMEOUT(outcome.conflict.has_value(), 15000);
        QCOMPARE(outcome.saves, 0);
        QVERIFY(!controller.isBusy());
        QCOMPARE(outcome.conflict->title, u"Changed elsewhere"_s);
        QVERIFY(outcome.conflict->updatedAt > outcome.loaded->updatedAt);
        const auto service = [&] {
            return *JsonReader::singleFromEnvelope(
                TestSandbox::wait(DocumentsApi(m_client.get()).get(DocumentKind::Invoice, m_invoice)).answer);
        };
        QCOMPARE(service().value("title"_L1).toString(), u"Changed elsewhere"_s);
        QVERIFY(service().value("reference"_L1).toString() != u"Mine"_s);
        // Asked again without an answer: still a conflict.
        outcome.conflict.reset();
        controller.save(mine);
        QTRY_VERIFY_WITH_TIMEOUT(outcome.conflict.has_value(), 15000);
        QCOMPARE(outcome.saves, 0);

        // The user chooses to overwrite: their version is saved over the service's.
        controller.overwrite(mine, *outcome.conflict);
        QTRY_COMPARE_WITH_TIMEOUT(outcome.saves, 1, 15000);
        QCOMPARE(service().value("reference"_L1).toString(), u"Mine"_s);
        QCOMPARE(service().value("title"_L1).toString(), mine.title);
    }

    void refusedAndInvalidDraftsNameTheirFields()
    {
        DocumentEditorController controller(m_client.get(), m_data.path(), m_account, DocumentKind::Quote);
        Outcome outcome(&controller);
        DocumentDraft d = controller.newDocument(QDate::currentDate(), u"de"_s);
        d.title = u"Kept title"_s;
        Position p;
        p.description = u"Consulting"_s;
        p.priceMinor = 15000;
        d.positions << p;

        // Without a receiver nothing is sent.
        m_sandbox.resetStats();
        controller.save(d);
        QVERIFY(std::any_of(outcome.problems.cbegin(), outcome.problems.cend(),
            [](const DocumentProblem &problem) { return problem.field == u"receiver"_s; }));
        QVERIFY(!controller.isBusy());
        const QJsonObject byRoute = m_sandbox.stats().value("byRoute"_L1).toObject();
        for (auto it = byRoute.begin(); it != byRoute.end(); ++it)
            QVERIFY2(!it.key().startsWith("POST"_L1), qPrintable(it.key()));

        // A receiver the service no longer has: the 422 names the receiver's field.
        const QString company = controller.reference()->companies.last().value("uuid"_L1).toString();
        const auto removed = TestSandbox::wait(m_client->send(
            ApiClient::Method::Delete, m_client->accountPath(u"/addresses/v2/companies/"_s + company), {}));
        QVERIFY2(removed.ok, qPrintable(removed.error.message()));
        d.receiver.companyUuid = company;
        controller.save(d);
        QTRY_VERIFY_WITH_TIMEOUT(!outcome.fieldErrors.isEmpty(), 15000);
        QVERIFY2(!outcome.fieldErrors.value(u"receiver.companyUuid"_s).isEmpty(),
            qPrintable(QStringList(outcome.fieldErrors.keys()).join(u", "_s)));
        QCOMPARE(outcome.saves, 0);
        QVERIFY(!controller.isBusy());
        // The draft is still the new one: fixed, the same controller creates it.
        QVERIFY(controller.uuid().isEmpty());
        d.receiver.companyUuid = controller.reference()->companies.first().value("uuid"_L1).toString();
        controller.save(d);
        QTRY_COMPARE_WITH_TIMEOUT(outcome.saves, 1, 15000);
        QCOMPARE(outcome.saved->title, u"Kept title"_s);
    }

    void bodyKeysOfServiceFields()
    {
        QCOMPARE(DocumentEditorController::bodyKeyOf(u"documents.0.positions.2.quantity"_s),
            u"positions.2.quantity"_s);
        QCOMPARE(DocumentEditorController::bodyKeyOf(u"document.dueDate"_s), u"dueDate"_s);
        QCOMPARE(DocumentEditorController::bodyKeyOf(u"title"_s), u"title"_s);
    }

private:
    TestSandbox m_sandbox {{u"--seed-invoices"_s, u"20"_s}};
    QTemporaryDir m_data;
    QString m_account;
    std::unique_ptr<ApiClient> m_client;
    QSharedPointer<ReferenceData> m_reference;
    QString m_invoice;
    QString m_created;
};

QTEST_GUILESS_MAIN(TestEditorController)
#include "tst_editorcontroller.moc"
