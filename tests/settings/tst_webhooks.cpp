// The webhooks page against a real sandbox: a webhook created in the window receives a signed delivery
// (checked with the key shown once) on a small HTTP receiver on loopback when an invoice is paid; the
// list shows the outcome; unknown events and non-https targets are refused at the field; delete asks
// and removes it.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "api/ResourceApi.h"
#include "records/WebhookListModel.h"
#include "store/RecordStore.h"
#include "views/settings/WebhookCreateDialog.h"
#include "views/settings/WebhooksPage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QJsonArray>
#include <QLineEdit>
#include <QMessageAuthenticationCode>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

namespace {

// One HTTP request as it arrived.
struct Delivery
{
    QHash<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
};

// A minimal HTTP receiver on loopback: answers every POST with 200 and keeps what it got.
class Receiver : public QObject
{
public:
    Receiver()
    {
        m_server.listen(QHostAddress::LocalHost);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                auto buffer = std::make_shared<QByteArray>();
                // Several requests may come over one kept-alive connection: each is answered in turn.
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                    buffer->append(socket->readAll());
                    for (;;) {
                        const qsizetype end = buffer->indexOf("\r\n\r\n");
                        if (end < 0)
                            return;
                        Delivery d;
                        for (const QByteArray &line : buffer->left(end).split('\n').mid(1)) {
                            const qsizetype colon = line.indexOf(':');
                            if (colon > 0)
                                d.headers.insert(
                                    line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed());
                        }
                        const qsizetype length = d.headers.value("content-length").toLongLong();
                        if (buffer->size() < end + 4 + length)
                            return;
                        d.body = buffer->mid(end + 4, length);
                        buffer->remove(0, end + 4 + length);
                        deliveries.append(d);
                        socket->write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
                    }
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }
    QString url() const
    {
        return QStringLiteral("http://127.0.0.1:%1/hooks/invoices").arg(m_server.serverPort());
    }

    QList<Delivery> deliveries;

private:
    QTcpServer m_server;
};

void answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            timer->deleteLater();
            timer->stop();
            box->button(button)->click();
        }
    });
    timer->start();
}

} // namespace

class TestWebhooks : public QObject
{
    Q_OBJECT

private:
    SessionContext session() const
    {
        SessionContext s(m_client);
        s.config = m_sandbox.config();
        s.dataDir = m_data.path();
        s.accountUuid = m_sandbox.accounts().first();
        return s;
    }

    // An invoice of the account with an amount open.
    QString openInvoice() const
    {
        for (int page = 1; page <= 20; ++page) {
            const auto r = TestSandbox::wait(
                m_client->get(m_client->accountPath(QStringLiteral("/documents/v2/invoices")),
                    QUrlQuery(QStringLiteral("limit=50&page=%1").arg(page))));
            for (const QJsonValue &v : JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray())) {
                const QJsonObject o = v.toObject();
                if (JsonReader::scaled(o, QLatin1String("openAmount")).value_or(0) > 0
                    && !o.value(QLatin1String("isCancelled")).toBool())
                    return o.value(QLatin1String("uuid")).toString();
            }
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(), this);
    }

    void refusedInputIsShownAtTheField()
    {
        WebhooksPage page;
        page.openSession(session());
        WebhookCreateDialog *dialog = page.newWebhook();
        QVERIFY(dialog);
        // Plain http to another computer is refused before sending.
        dialog->targetEdit()->setText(QStringLiteral("http://example.com/hooks"));
        dialog->eventBox(QStringLiteral("invoice-paid"))->setChecked(true);
        dialog->createButton()->click();
        QVERIFY(dialog->targetError().startsWith(QStringLiteral("Target URL:")));
        QCOMPARE(dialog->statusText(), QString()); // nothing was sent

        // No event at all.
        dialog->targetEdit()->setText(QStringLiteral("https://example.com/hooks"));
        dialog->eventBox(QStringLiteral("invoice-paid"))->setChecked(false);
        dialog->createButton()->click();
        QVERIFY(dialog->targetError().isEmpty());
        QVERIFY(dialog->eventsError().startsWith(QStringLiteral("Events:")));

        // A typed event name the sandbox does not know: its 422 appears at the events.
        dialog->otherEventsEdit()->setText(QStringLiteral("no-such-event"));
        dialog->createButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->eventsError().contains(QStringLiteral("no-such-event")), 10000);
        QVERIFY(dialog->keyEdit()->text().isEmpty());
        QCOMPARE(dialog->otherEventsEdit()->text(), QStringLiteral("no-such-event"));
        QCOMPARE(page.model()->rowCount(), 0);
        // Typed and not created: closing asks first; Cancel keeps the input, Discard closes.
        dialog->reject();
        QMessageBox *question = dialog->findChild<QMessageBox *>(QStringLiteral("switchQuestion"));
        QVERIFY(question);
        QVERIFY(dialog->isVisible());
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!dialog->findChild<QMessageBox *>(QStringLiteral("switchQuestion")));
        QCOMPARE(dialog->otherEventsEdit()->text(), QStringLiteral("no-such-event"));
        const QPointer<WebhookCreateDialog> open = dialog;
        dialog->reject();
        dialog->findChild<QMessageBox *>(QStringLiteral("switchQuestion"))
            ->button(QMessageBox::Discard)
            ->click();
        QTRY_VERIFY(!open || !open->isVisible());
    }

    void createdWebhookReceivesSignedDelivery()
    {
        Receiver receiver;
        WebhooksPage page;
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.openSession(session());
        QSignalSpy listed(&page, &WebhooksPage::listLoaded);
        page.refresh();
        QVERIFY(listed.wait(10000));
        const int before = page.model()->rowCount();

        WebhookCreateDialog *dialog = page.newWebhook();
        QVERIFY(dialog);
        QTest::keyClicks(dialog->targetEdit(), receiver.url());
        dialog->eventBox(QStringLiteral("payment-received"))->setChecked(true);
        dialog->eventBox(QStringLiteral("invoice-paid"))->setChecked(true);
        dialog->createButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->keyEdit()->text().isEmpty(), 10000);
        const QString key = dialog->keyEdit()->text();
        QCOMPARE(key.size(), 64);
        dialog->copyButton()->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), key);
        dialog->reject();

        // In the list, in the local copy (without its key) and on the service.
        QCOMPARE(page.model()->rowCount(), before + 1);
        const Webhook created = page.model()->record(before);
        QCOMPARE(created.targetUrl, receiver.url());
        QStringList types = created.eventTypes;
        types.sort();
        QCOMPARE(types, QStringList({QStringLiteral("invoice-paid"), QStringLiteral("payment-received")}));
        const auto stored = RecordStore(m_data.path(), m_sandbox.accounts().first())
                                .find(QStringLiteral("webhooks"), created.uuid);
        QVERIFY(stored);
        QVERIFY(!stored->contains(QLatin1String("signatureKey")));
        QVERIFY(!page.detailsText().contains(key));

        // Paying an invoice in full sends both events, signed with the key.
        const QString invoice = openInvoice();
        QVERIFY(!invoice.isEmpty());
        const auto paid = TestSandbox::wait(m_client->send(ApiClient::Method::Patch,
            m_client->accountPath(
                QStringLiteral("/documents/v2/invoices/%1/actions/paymentAdd").arg(invoice)),
            QJsonDocument(QJsonObject())));
        QVERIFY2(paid.ok, qPrintable(paid.error.message()));
        // Both events arrive (a delivery may be repeated if an attempt failed in transit).
        const auto eventsReceived = [&receiver] {
            QStringList events;
            for (const Delivery &d : std::as_const(receiver.deliveries))
                events << QJsonDocument::fromJson(d.body).object().value(QLatin1String("event")).toString();
            events.removeDuplicates();
            events.sort();
            return events;
        };
        QTRY_COMPARE_WITH_TIMEOUT(eventsReceived(),
            QStringList({QStringLiteral("invoice-paid"), QStringLiteral("payment-received")}), 10000);
        for (const Delivery &d : std::as_const(receiver.deliveries)) {
            const QByteArray expected =
                QMessageAuthenticationCode::hash(d.body, key.toUtf8(), QCryptographicHash::Sha256).toHex();
            QCOMPARE(d.headers.value("x-signature"), expected);
            const QJsonObject body = QJsonDocument::fromJson(d.body).object();
            QCOMPARE(
                body.value(QLatin1String("data")).toObject().value(QLatin1String("invoiceUuid")).toString(),
                invoice);
            QCOMPARE(QString::fromUtf8(d.headers.value("x-event-type")),
                body.value(QLatin1String("event")).toString());
        }
        // A body changed in transit no longer matches its signature.
        QByteArray tampered = receiver.deliveries.first().body;
        tampered.replace("invoice", "Invoice");
        QVERIFY(QMessageAuthenticationCode::hash(tampered, key.toUtf8(), QCryptographicHash::Sha256).toHex()
            != receiver.deliveries.first().headers.value("x-signature"));

        // The details show the latest delivery's outcome as the service reports it.
        const auto serverOutcome = [this, &created] {
            const auto r = TestSandbox::wait(WebhookApi(m_client).get(created.uuid, false));
            const auto w =
                WebhookApi::fromRecord(ResourceApi::recordFromAnswer(r.answer).value_or(QJsonObject()));
            return w ? w->latestEventStatus : QString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(serverOutcome(), QStringLiteral("delivered"), 10000);
        QSignalSpy details(&page, &WebhooksPage::detailsLoaded);
        page.table()->clearSelection(); // it was selected on creation
        page.table()->selectRow(page.model()->rowOfKey(created.uuid));
        QVERIFY(details.wait(10000));
        const int row = page.model()->rowOfKey(created.uuid);
        QVERIFY(page.model()->record(row).hasLatestEvent());
        QCOMPARE(page.model()->index(row, WebhookListModel::Outcome).data().toString(),
            QStringLiteral("delivered"));
        QVERIFY(page.detailsText().contains(receiver.url()));
        QVERIFY(page.detailsText().contains(QStringLiteral("delivered")));
    }

    void deleteAsksAndRemoves()
    {
        WebhooksPage page;
        page.openSession(session());
        QSignalSpy listed(&page, &WebhooksPage::listLoaded);
        page.refresh();
        QVERIFY(listed.wait(10000));
        QVERIFY(page.model()->rowCount() > 0); // the one created before
        const QString uuid = page.model()->record(0).uuid;
        page.table()->selectRow(0);

        // Cancel keeps it (the question is opened, not exec()'d: answered once the loop runs).
        answerNextMessageBox(QMessageBox::Cancel);
        page.deleteSelected();
        QTRY_VERIFY(QApplication::activeModalWidget());
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QCOMPARE(page.model()->rowOfKey(uuid), 0);

        QSignalSpy deleted(&page, &WebhooksPage::deleted);
        answerNextMessageBox(QMessageBox::Yes);
        page.deleteSelected();
        QVERIFY(deleted.wait(10000));
        QCOMPARE(page.model()->rowOfKey(uuid), -1);
        QVERIFY(
            !RecordStore(m_data.path(), m_sandbox.accounts().first()).find(QStringLiteral("webhooks"), uuid));
        const auto gone = TestSandbox::wait(
            m_client->get(m_client->accountPath(QStringLiteral("/webhooks/v2/outgoing-webhooks/") + uuid)));
        QCOMPARE(gone.error.kind(), ApiError::Kind::NotFound);

        // A fresh page from the local copy no longer has it either, and shows what the store keeps.
        WebhooksPage again;
        QSignalSpy read(&again, &WebhooksPage::keptCopyRead);
        again.openSession(session());
        QVERIFY(read.wait(10000));
        QCOMPARE(again.model()->rowOfKey(uuid), -1);
        QCOMPARE(again.model()->rowCount(),
            RecordStore(m_data.path(), m_sandbox.accounts().first())
                .loadAll(QStringLiteral("webhooks"))
                .size());
    }

private:
    TestSandbox m_sandbox;
    QTemporaryDir m_data;
    ApiClient *m_client = nullptr;
};

QTEST_MAIN(TestWebhooks)
#include "tst_webhooks.moc"
