// The invoice editor's "what was paid": on a partly paid demo invoice of the sandbox it shows the paid
// amount (the service's documentTotal minus its openAmount), the open amount and the dunning level in the
// list's words; each payment booked through InvoiceDesk is listed with its source. Expected figures are the
// sandbox's own, fetched here, and the words of the dunning levels are written out below.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "domain/DocumentSummary.h"
#include "domain/Money.h"
#include "store/DocumentStore.h"
#include "store/PaymentLog.h"
#include "sync/SyncController.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/InvoicePaymentsPanel.h"

#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestEditorPayments : public QObject
{
    Q_OBJECT

    TestSandbox m_sandbox;
    QTemporaryDir m_data;
    QString m_account;
    ApiClient *m_client = nullptr;

    SessionContext session() const
    {
        SessionContext s(m_client);
        s.config = m_sandbox.config(m_account);
        s.dataDir = m_data.path();
        s.accountUuid = m_account;
        return s;
    }

    QJsonObject invoice(const QString &uuid)
    {
        const auto r = TestSandbox::wait(DocumentsApi(m_client).get(DocumentKind::Invoice, uuid));
        return JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject());
    }

    static qint64 minor(const QJsonObject &o, const char *key)
    {
        return JsonReader::scaled(o.value(QLatin1String(key))).value_or(0); // a number, or text (live)
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_account = m_sandbox.accounts().first();
        m_client = new ApiClient(m_sandbox.config(m_account), this);
        SyncOptions options;
        options.kinds = {DocumentKind::Invoice};
        SyncController sync(m_sandbox.config(m_account), m_data.path(), options);
        QVERIFY(sync.runAndWait(SyncController::Mode::Full, 60000).ok);
    }

    void partlyPaidInvoice()
    {
        QString uuid;
        for (const DocumentSummary &s :
            DocumentStore(m_data.path(), m_account).loadAll(DocumentKind::Invoice)) {
            if (!s.cancelled && s.openMinor && *s.openMinor > 0 && *s.openMinor < s.totalMinor) {
                uuid = s.uuid;
                break;
            }
        }
        QVERIFY2(!uuid.isEmpty(), "the demo has no partly paid invoice");
        const QJsonObject service = invoice(uuid);
        const qint64 total = minor(service, "documentTotal");
        const qint64 open = minor(service, "openAmount");
        const QString currency = service.value("currencyCode").toString();
        QVERIFY(open > 0 && open < total);
        // The words the list uses for the service's dunning levels.
        const QHash<QString, QString> words {{"NO_DUNNING", "none"}, {"REMINDER", "Reminder"},
            {"FIRST_DUNNING", "1st dunning"}, {"FINAL_DUNNING", "Final dunning"}};
        const QString level = service.value("dunningLevel").toString();
        QVERIFY2(words.contains(level), qPrintable(level));

        // One payment booked here before (as the payment dialog records it): listed with its source.
        PaymentRecord booked;
        booked.invoiceUuid = uuid;
        booked.invoiceNumber = service.value("documentNr").toString();
        booked.date = QDate(2026, 3, 2);
        booked.amountMinor = 1250;
        booked.currency = currency;
        booked.source = PaymentRecord::Source::Dialog;
        booked.state = PaymentRecord::State::Booked;
        QVERIFY(PaymentLog(m_data.path(), m_account).add(booked));

        QPointer<DocumentEditor> editor =
            DocumentEditor::openExisting(session(), DocumentKind::Invoice, uuid, nullptr);
        QVERIFY(editor);
        auto *panel = editor->findChild<InvoicePaymentsPanel *>();
        QVERIFY(panel);
        QSignalSpy shown(panel, &InvoicePaymentsPanel::shown);
        QVERIFY(shown.wait(30000));
        QCOMPARE(shown.first().first().toString(), uuid);
        const QString text = panel->plainText();
        QVERIFY2(text.contains("Paid: " + Money::format(total - open, currency)), qPrintable(text));
        QVERIFY2(text.contains("Open: " + Money::format(open, currency)), qPrintable(text));
        QVERIFY2(text.contains(Money::format(1250, currency) + " (entered by hand)"), qPrintable(text));
        QVERIFY2(text.contains("Dunning level: " + words.value(level)), qPrintable(text));
        QVERIFY(panel->isVisible());
        delete editor;

        // A new invoice has nothing paid: the panel stays hidden.
        QPointer<DocumentEditor> fresh = DocumentEditor::openNew(session(), DocumentKind::Invoice, nullptr);
        QVERIFY(fresh);
        QVERIFY(!fresh->findChild<InvoicePaymentsPanel *>()->isVisible());
        QVERIFY(fresh->findChild<InvoicePaymentsPanel *>()->plainText().isEmpty());
        delete fresh;
    }
};

QTEST_MAIN(TestEditorPayments)
#include "tst_editor_payments.moc"
