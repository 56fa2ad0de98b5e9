// The API layer against a real invoicedesk-sandbox process: answers, errors in words, paging, retries,
// faults the sandbox injects at the socket, and the rules about where the token goes.
#include "Account.h"
#include "AccountsApi.h"
#include "ApiJob.h"
#include "AuthNetworkAccessManager.h"
#include "DocumentDetail.h"
#include "DocumentsApi.h"
#include "JsonReader.h"
#include "PageInfo.h"
#include "TestSandbox.h"

#include <QNetworkReply>
#include <QSet>
#include <QTcpServer>
#include <QTest>

class TestApi : public QObject
{
    Q_OBJECT

    TestSandbox::Result call(const ApiConfig &config, const std::function<ApiJob *(ApiClient *)> &make)
    {
        ApiClient client(config);
        return TestSandbox::wait(make(&client));
    }
    TestSandbox::Result listInvoices(const ApiConfig &config, int page = 1, int limit = 25)
    {
        return call(config, [&](ApiClient *c) {
            return DocumentsApi(c).list(DocumentKind::Invoice, page, limit, std::nullopt);
        });
    }

private slots:
    void initTestCase() { QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error())); }

    void cleanup()
    {
        m_sandbox.clearFaults();
        m_sandbox.setEnvelope(QStringLiteral("spec"));
    }

    void accounts()
    {
        const auto r = call(m_sandbox.config(), [](ApiClient *c) { return AccountsApi(c).list(); });
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        const auto accounts = Account::listFromAnswer(r.answer);
        QCOMPARE(accounts->size(), 2);
    }

    void pagingCoversEveryInvoiceOnce()
    {
        QSet<QString> seen;
        int page = 1;
        qint64 total = -1;
        for (;;) {
            const auto r = listInvoices(m_sandbox.config(), page, 40);
            QVERIFY2(r.ok, qPrintable(r.error.message()));
            const auto info = PageInfo::fromAnswer(r.answer);
            QVERIFY(info);
            QCOMPARE(info->currentPage, page);
            total = info->total;
            for (const QJsonValue &v : *JsonReader::listFromEnvelope(r.answer)) {
                const auto s = DocumentSummary::fromJson(DocumentKind::Invoice, v.toObject());
                QVERIFY(s);
                QVERIFY2(!seen.contains(s->uuid), "an invoice came twice");
                seen.insert(s->uuid);
            }
            if (!info->hasNext)
                break;
            ++page;
        }
        QCOMPARE(total, 130);
        QCOMPARE(seen.size(), 130);
        QCOMPARE(page, 4);
    }

    void getOneInBothEnvelopes()
    {
        const auto list = listInvoices(m_sandbox.config(), 1, 1);
        const QString uuid = JsonReader::listFromEnvelope(list.answer)
                                 ->first()
                                 .toObject()
                                 .value(QLatin1String("uuid"))
                                 .toString();
        for (const QString &style : {QStringLiteral("spec"), QStringLiteral("observed")}) {
            m_sandbox.setEnvelope(style);
            const auto r = call(m_sandbox.config(),
                [&](ApiClient *c) { return DocumentsApi(c).get(DocumentKind::Invoice, uuid); });
            QVERIFY2(r.ok, qPrintable(r.error.message()));
            if (style == QLatin1String("observed"))
                QVERIFY(r.answer.object()
                            .value(QLatin1String("data"))
                            .toObject()
                            .contains(QLatin1String("documents")));
            const auto detail =
                DocumentDetail::fromJson(DocumentKind::Invoice, *JsonReader::singleFromEnvelope(r.answer));
            QVERIFY(detail);
            QCOMPARE(detail->summary.uuid, uuid);
            QVERIFY(!detail->positions.isEmpty());
            QVERIFY(detail->summary.totalMinor > 0);
        }
    }

    void unauthorized_data()
    {
        QTest::addColumn<QString>("token");
        QTest::newRow("missing") << QString();
        QTest::newRow("invalid") << QStringLiteral("sbx_not_a_token");
        QTest::newRow("expired") << QStringLiteral("expired");
    }
    void unauthorized()
    {
        QFETCH(QString, token);
        ApiConfig config = m_sandbox.config();
        config.token = token == QLatin1String("expired")
            ? m_sandbox.createToken(
                {QStringLiteral("customers")}, m_sandbox.accounts(), QStringLiteral("2020-01-01T00:00:00Z"))
            : token;
        const auto r = listInvoices(config);
        QVERIFY(!r.ok);
        QCOMPARE(r.error.kind(), ApiError::Kind::Unauthorized);
        QCOMPARE(r.error.httpStatus(), 401);
        QVERIFY(r.error.message().contains(QStringLiteral("token")));
        QCOMPARE(r.attempts, 1); // never retried
    }

    void forbiddenNamesTheScope()
    {
        ApiConfig config = m_sandbox.config();
        config.token = m_sandbox.createToken({QStringLiteral("profile")}, m_sandbox.accounts());
        const auto r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::Forbidden);
        QVERIFY2(r.error.message().contains(QStringLiteral("customers")), qPrintable(r.error.message()));
    }

    void notFound()
    {
        const auto r = call(m_sandbox.config(), [](ApiClient *c) {
            return DocumentsApi(c).get(
                DocumentKind::Invoice, QStringLiteral("00000000-0000-0000-0000-000000000000"));
        });
        QCOMPARE(r.error.kind(), ApiError::Kind::NotFound);
        // Another account's data: the token reaches only the first account.
        ApiConfig config = m_sandbox.config();
        config.token = m_sandbox.createToken({QStringLiteral("customers")}, {m_sandbox.accounts().first()});
        config.accountUuid = m_sandbox.accounts().last();
        QCOMPARE(listInvoices(config).error.kind(), ApiError::Kind::NotFound);
    }

    void methodNotAllowedAndValidation()
    {
        ApiClient client(m_sandbox.config());
        auto r = TestSandbox::wait(client.send(
            ApiClient::Method::Delete, client.accountPath(QStringLiteral("/documents/v2/invoices")), {}));
        QCOMPARE(r.error.kind(), ApiError::Kind::MethodNotAllowed);
        r = TestSandbox::wait(client.get(client.accountPath(QStringLiteral("/documents/v2/invoices")),
            QUrlQuery(QStringLiteral("limit=-3"))));
        QCOMPARE(r.error.kind(), ApiError::Kind::Validation);
        QVERIFY(r.error.fieldErrors().contains(QStringLiteral("limit")));
        QVERIFY(r.error.message().contains(QStringLiteral("limit")));
    }

    void retriesTransientFailures_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("retryAfter");
        QTest::newRow("503") << 503 << -1;
        QTest::newRow("502") << 502 << -1;
        QTest::newRow("504") << 504 << -1;
        QTest::newRow("429 Retry-After") << 429 << 1;
    }
    void retriesTransientFailures()
    {
        QFETCH(int, status);
        QFETCH(int, retryAfter);
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/documents/v2/invoices")},
            {QStringLiteral("status"), status}, {QStringLiteral("times"), 2},
            {QStringLiteral("retryAfter"), retryAfter}});
        QElapsedTimer timer;
        timer.start();
        const auto r = listInvoices(m_sandbox.config());
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        QCOMPARE(r.attempts, 3);
        if (retryAfter > 0)
            QVERIFY(timer.elapsed() >= 1900); // waited Retry-After twice
    }

    void retriesAreBounded()
    {
        m_sandbox.addFault({{QStringLiteral("status"), 503}, {QStringLiteral("times"), 100}});
        ApiConfig config = m_sandbox.config();
        config.maxRetries = 2;
        const auto r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::Server);
        QCOMPARE(r.attempts, 3);
        QVERIFY(r.error.message().contains(QStringLiteral("503")));
    }

    void writesAreNeverRepeated()
    {
        m_sandbox.addFault({{QStringLiteral("method"), QStringLiteral("POST")},
            {QStringLiteral("status"), 503}, {QStringLiteral("times"), 5}});
        ApiClient client(m_sandbox.config());
        const auto r = TestSandbox::wait(client.send(ApiClient::Method::Post,
            client.accountPath(QStringLiteral("/documents/v2/invoices")), QJsonDocument(QJsonObject {})));
        QCOMPARE(r.error.kind(), ApiError::Kind::Server);
        QCOMPARE(r.attempts, 1);
    }

    void brokenAnswersAreErrorsInWords_data()
    {
        QTest::addColumn<QString>("body");
        QTest::newRow("malformed") << QStringLiteral("malformed");
        QTest::newRow("truncated") << QStringLiteral("truncated");
    }
    void brokenAnswersAreErrorsInWords()
    {
        QFETCH(QString, body);
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/documents/v2/invoices")},
            {QStringLiteral("body"), body}});
        const auto r = listInvoices(m_sandbox.config());
        QVERIFY(!r.ok);
        QCOMPARE(r.error.kind(), ApiError::Kind::Malformed);
        QVERIFY(r.error.message().startsWith(QStringLiteral("The service's answer could not be read")));
    }

    void timeout()
    {
        m_sandbox.addFault({{QStringLiteral("delayMs"), 3000}, {QStringLiteral("times"), 5}});
        ApiConfig config = m_sandbox.config();
        config.transferTimeoutMs = 300;
        config.maxRetries = 1;
        const auto r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::Timeout);
        QCOMPARE(r.attempts, 2);
    }

    void offlineAndInsecure()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close(); // nothing listens there now
        ApiConfig config = m_sandbox.config();
        config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
        config.maxRetries = 0;
        auto r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::Offline);

        config.baseUrl = QUrl(QStringLiteral("http://example.com"));
        r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::InsecureUrl);
        QCOMPARE(r.attempts, 0); // refused before any request
        QVERIFY(r.error.message().contains(QStringLiteral("http://example.com")));
        QVERIFY(!ApiClient::checkBaseUrl(QUrl(QStringLiteral("https://api.abaninja.ch"))));
        QVERIFY(!ApiClient::checkBaseUrl(QUrl(QStringLiteral("http://localhost:8080"))));
        QVERIFY(!ApiClient::checkBaseUrl(QUrl(QStringLiteral("http://[::1]:8080"))));
    }

    void tokenGoesOnlyToTheService()
    {
        // A second local server that records what it receives.
        QTcpServer other;
        QVERIFY(other.listen(QHostAddress::LocalHost));
        QByteArray received;
        connect(&other, &QTcpServer::newConnection, this, [&] {
            QTcpSocket *s = other.nextPendingConnection();
            connect(s, &QTcpSocket::readyRead, s, [&received, s] {
                received += s->readAll();
                if (received.contains("\r\n\r\n"))
                    s->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}");
            });
        });
        ApiClient client(m_sandbox.config());
        QNetworkReply *reply = client.networkAccessManager()->get(
            QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/elsewhere").arg(other.serverPort()))));
        QTRY_VERIFY(reply->isFinished());
        reply->deleteLater();
        QVERIFY(received.startsWith("GET /elsewhere"));
        QVERIFY(!received.contains("Authorization"));
        QVERIFY(received.contains("User-Agent: InvoiceDesk/"));
        QVERIFY(AuthNetworkAccessManager::userAgent().startsWith("InvoiceDesk/"));
    }

    void contextDestroyedCancelsSilently()
    {
        m_sandbox.addFault({{QStringLiteral("delayMs"), 500}});
        ApiClient client(m_sandbox.config());
        auto *context = new QObject;
        ApiJob *job = DocumentsApi(&client).list(DocumentKind::Invoice, 1, 5, std::nullopt, context);
        bool ended = false;
        connect(job, &ApiJob::succeeded, this, [&] { ended = true; });
        connect(job, &ApiJob::failed, this, [&] { ended = true; });
        delete context;
        QTest::qWait(800);
        QVERIFY(!ended);
    }

private:
    TestSandbox m_sandbox {{QStringLiteral("--seed-invoices"), QStringLiteral("130")}};
};

QTEST_GUILESS_MAIN(TestApi)
#include "tst_api.moc"
