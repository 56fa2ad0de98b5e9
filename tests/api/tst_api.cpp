// The API layer against a real invoicedesk-sandbox process: answers, errors in words, paging, retries,
// faults the sandbox injects at the socket, and the rules about where the token goes.
#include "TestSandbox.h"
#include "api/Account.h"
#include "api/AccountsApi.h"
#include "api/ApiJob.h"
#include "api/AuthNetworkAccessManager.h"
#include "api/DocumentDetail.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "api/ListPageReader.h"
#include "api/PageInfo.h"

#include <QNetworkInterface>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

namespace {

// A loopback HTTP peer that records the requests it gets and gives the n-th the n-th answer (the last
// one again after that). Only for what the sandbox cannot do: be a second host, or redirect.
class RecordingPeer : public QObject
{
public:
    explicit RecordingPeer(QList<QByteArray> answers)
        : m_answers(std::move(answers))
    {
        // Any address, so both 127.0.0.1 and localhost (which may resolve to ::1) reach it.
        m_server.listen(QHostAddress::Any);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, s, [this, s] {
                    QByteArray &buffer = m_pending[s];
                    buffer += s->readAll();
                    if (!buffer.contains("\r\n\r\n"))
                        return;
                    received << buffer;
                    buffer.clear();
                    s->write(m_answers.value(received.size() - 1, m_answers.last()));
                    s->disconnectFromHost();
                });
                connect(s, &QTcpSocket::disconnected, this, [this, s] {
                    m_pending.remove(s);
                    s->deleteLater();
                });
            }
        });
    }
    quint16 port() const { return m_server.serverPort(); }

    QList<QByteArray> received;

private:
    // Declared before the server: its sockets, deleted with it, still report `disconnected` to the
    // handler above, which must find the buffers alive (ASan saw the other order).
    QList<QByteArray> m_answers;
    QHash<QTcpSocket *, QByteArray> m_pending;
    QTcpServer m_server;
};

QByteArray redirectTo(const QByteArray &location)
{
    return "HTTP/1.1 302 Found\r\nLocation: " + location
        + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
}

const QByteArray okAnswer = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n"
                            "Connection: close\r\n\r\n{\"data\":[]}";

} // namespace

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
    // An abort() of a reply that already holds an error made Qt warn; a job never does that.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("must only be called once"))); }

    void cleanup()
    {
        m_sandbox.clearFaults();
        m_sandbox.setProfile(TestSandbox::profile());
    }

    void accounts()
    {
        const auto r = call(m_sandbox.config(), [](ApiClient *c) { return AccountsApi(c).list(); });
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        const auto accounts = Account::listFromAnswer(r.answer);
        QVERIFY(accounts);
        QCOMPARE(accounts->size(), 2);
        QSet<QString> uuids;
        for (const Account &a : *accounts) {
            uuids << a.uuid;
            QVERIFY(!a.name.isEmpty());
            QVERIFY(a.name != a.uuid); // the sandbox names its accounts
        }
        const QStringList expected = m_sandbox.accounts();
        QCOMPARE(uuids, QSet<QString>(expected.begin(), expected.end()));
    }

    void firstAndLastPageMatchMeta()
    {
        auto r = listInvoices(m_sandbox.config(), 1, 25);
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        auto info = PageInfo::fromAnswer(r.answer);
        QVERIFY(info);
        QCOMPARE(info->currentPage, 1);
        QCOMPARE(info->perPage, 25);
        QCOMPARE(info->total, 130);
        QCOMPARE(info->lastPage, 6);
        QVERIFY(info->hasNext);
        QCOMPARE(JsonReader::listFromEnvelope(r.answer)->size(), 25);

        r = listInvoices(m_sandbox.config(), 6, 25);
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        info = PageInfo::fromAnswer(r.answer);
        QCOMPARE(info->currentPage, 6);
        QVERIFY(!info->hasNext);
        QCOMPARE(JsonReader::listFromEnvelope(r.answer)->size(), 5);
        QCOMPARE(r.attempts, 1);
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
                const auto s = documentSummaryFromJson(DocumentKind::Invoice, v.toObject());
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

    void summariesAreRead()
    {
        const auto r = listInvoices(m_sandbox.config(), 1, 10);
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        for (const QJsonValue &v : *JsonReader::listFromEnvelope(r.answer)) {
            QString error;
            const auto s = documentSummaryFromJson(DocumentKind::Invoice, v.toObject(), &error);
            QVERIFY2(s, qPrintable(error));
            QVERIFY(!s->number.isEmpty());
            QVERIFY(s->date.isValid());
            QVERIFY(s->updatedAt.isValid());
            QVERIFY(!s->currency.isEmpty());
            QVERIFY(!s->receiverName.isEmpty());
        }
    }

    // Every page of every kind as the sync reads it (in place, ListPage::read) is what Qt's parser and the
    // tolerant readers make of the same bytes (ListPage::fromAnswer), each row's stored JSON included. The
    // sandbox's spec answers are written by Qt (keys in order, compact): read in place, their items kept
    // as they came; the live profile's (escapes, surrogate pairs, amounts as text) may go either way.
    void listPagesReadInPlace()
    {
        ApiClient client(m_sandbox.config());
        int items = 0;
        for (const DocumentKind kind :
            {DocumentKind::Invoice, DocumentKind::CreditNote, DocumentKind::Quote}) {
            for (int page = 1;; ++page) {
                QByteArray body;
                ApiJob *job = DocumentsApi(&client).list(kind, page, 40, std::nullopt);
                job->setBodyReader([&body](const QByteArray &b, QJsonParseError *) {
                    body = b;
                    return true;
                });
                const auto r = TestSandbox::wait(job);
                QVERIFY2(r.ok, qPrintable(r.error.message()));
                QVERIFY(!body.isEmpty());
                QJsonParseError error;
                const QJsonDocument answer = QJsonDocument::fromJson(body, &error);
                QCOMPARE(error.error, QJsonParseError::NoError);
                const ListPage expected = ListPage::fromAnswer(kind, answer);
                const auto read = ListPage::read(kind, body);
                QVERIFY(read);
                QVERIFY(read->hasItems);
                QVERIFY(read->info);
                QVERIFY(!read->notADocument);
                QCOMPARE(read->info->total, expected.info->total);
                QCOMPARE(read->info->lastPage, expected.info->lastPage);
                QCOMPARE(read->info->hasNext, expected.info->hasNext);
                QCOMPARE(read->documents.size(), JsonReader::listFromEnvelope(answer)->size());
                if (TestSandbox::profile() == QLatin1String("spec"))
                    QVERIFY(ListPage::readInPlace(kind, body));
                for (qsizetype i = 0; i < read->documents.size(); ++i) {
                    const DocumentSummary &a = read->documents.at(i);
                    const DocumentSummary &b = expected.documents.at(i);
                    QCOMPARE(a.uuid, b.uuid);
                    QCOMPARE(a.id, b.id);
                    QCOMPARE(a.number, b.number);
                    QCOMPARE(a.date, b.date);
                    QCOMPARE(a.dueDate, b.dueDate);
                    QCOMPARE(a.deliveryDate, b.deliveryDate);
                    QCOMPARE(a.currency, b.currency);
                    QCOMPARE(a.totalMinor, b.totalMinor);
                    QCOMPARE(a.openMinor, b.openMinor);
                    QCOMPARE(a.title, b.title);
                    QCOMPARE(a.reference, b.reference);
                    QCOMPARE(a.receiverName, b.receiverName);
                    QCOMPARE(a.customerNumber, b.customerNumber);
                    QCOMPARE(a.companyUuid, b.companyUuid);
                    QCOMPARE(a.personUuid, b.personUuid);
                    QCOMPARE(a.sentStatus, b.sentStatus);
                    QCOMPARE(a.dunningLevel, b.dunningLevel);
                    QCOMPARE(a.archived, b.archived);
                    QCOMPARE(a.cancelled, b.cancelled);
                    QCOMPARE(a.imported, b.imported);
                    QCOMPARE(a.updatedAt.toMSecsSinceEpoch(), b.updatedAt.toMSecsSinceEpoch());
                    QVERIFY(a.updatedAt.isValid());
                    QCOMPARE(a.json, b.json);
                    ++items;
                }
                if (!read->info->hasNext)
                    break;
            }
        }
        QVERIFY(items >= 130); // the seeded invoices at least
    }

    void getOneInBothProfiles()
    {
        const auto list = listInvoices(m_sandbox.config(), 1, 1);
        const QString uuid = JsonReader::listFromEnvelope(list.answer)
                                 ->first()
                                 .toObject()
                                 .value(QLatin1String("uuid"))
                                 .toString();
        for (const QString &style : {QStringLiteral("spec"), QStringLiteral("live")}) {
            m_sandbox.setProfile(style);
            const auto r = call(m_sandbox.config(),
                [&](ApiClient *c) { return DocumentsApi(c).get(DocumentKind::Invoice, uuid); });
            QVERIFY2(r.ok, qPrintable(r.error.message()));
            if (style == QLatin1String("live"))
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
        QVERIFY2(
            r.error.message().contains(QStringLiteral("token was refused")), qPrintable(r.error.message()));
        if (!config.token.isEmpty())
            QVERIFY(!r.error.message().contains(config.token)); // the words never quote the token
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
        QTest::newRow("500") << 500 << -1;
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
        m_sandbox.resetStats();
        QElapsedTimer timer;
        timer.start();
        const auto r = listInvoices(m_sandbox.config());
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        QCOMPARE(r.attempts, 3);
        QCOMPARE(m_sandbox.stats().value(QLatin1String("requests")).toInt(), 3); // as the server saw it
        if (retryAfter > 0)
            QVERIFY(timer.elapsed() >= 1900); // waited Retry-After twice
    }

    // A connection closed without an answer is a network error: retried for a GET, bounded. (Qt itself
    // also resends a GET once when a connection drops, so the server may see one request more.)
    void droppedConnectionIsRetried()
    {
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/documents/v2/invoices")},
            {QStringLiteral("drop"), true}, {QStringLiteral("times"), 3}});
        m_sandbox.resetStats();
        auto r = listInvoices(m_sandbox.config());
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        QVERIFY(r.attempts >= 2);
        QCOMPARE(m_sandbox.stats().value(QLatin1String("requests")).toInt(), 4);

        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/documents/v2/invoices")},
            {QStringLiteral("drop"), true}, {QStringLiteral("times"), 100}});
        ApiConfig config = m_sandbox.config();
        config.maxRetries = 1;
        r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::Offline);
        QCOMPARE(r.attempts, 2);
        QVERIFY(r.error.message().startsWith(QStringLiteral("The service cannot be reached")));
    }

    void notRetried_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("retryAfter");
        QTest::addColumn<int>("kind");
        QTest::newRow("400") << 400 << -1 << int(ApiError::Kind::BadRequest);
        // Longer than a user would wait (maxRetryAfterSeconds): said, not waited for.
        QTest::newRow("429 Retry-After 120") << 429 << 120 << int(ApiError::Kind::RateLimited);
        QTest::newRow("503 Retry-After 120") << 503 << 120 << int(ApiError::Kind::Server);
    }
    void notRetried()
    {
        QFETCH(int, status);
        QFETCH(int, retryAfter);
        QFETCH(int, kind);
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/documents/v2/invoices")},
            {QStringLiteral("status"), status}, {QStringLiteral("times"), 5},
            {QStringLiteral("retryAfter"), retryAfter}});
        QElapsedTimer timer;
        timer.start();
        const auto r = listInvoices(m_sandbox.config());
        QCOMPARE(int(r.error.kind()), kind);
        QCOMPARE(r.attempts, 1);
        QVERIFY(timer.elapsed() < 5000);
        if (retryAfter > 0) {
            QCOMPARE(r.error.retryAfterSeconds(), retryAfter);
            QVERIFY2(r.error.message().contains(QStringLiteral("asked us to wait 120 second")),
                qPrintable(r.error.message()));
            if (status == 503)
                QVERIFY2(r.error.message().contains(QStringLiteral("down for maintenance or overloaded")),
                    qPrintable(r.error.message()));
        }
    }

    void retriesAreBounded()
    {
        m_sandbox.addFault({{QStringLiteral("status"), 503}, {QStringLiteral("times"), 100}});
        ApiConfig config = m_sandbox.config();
        config.maxRetries = 2;
        m_sandbox.resetStats();
        const auto r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::Server);
        QCOMPARE(r.error.httpStatus(), 503);
        QCOMPARE(r.attempts, 3);
        QCOMPARE(m_sandbox.stats().value(QLatin1String("requests")).toInt(), 3);
        QVERIFY2(r.error.message().startsWith(
                     QStringLiteral("The service is down for maintenance or overloaded.")),
            qPrintable(r.error.message()));
        QVERIFY(!r.error.message().contains(QStringLiteral("internal problem")));
    }

    void writesAreNeverRepeated_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("kind");
        QTest::newRow("POST 503") << int(ApiClient::Method::Post) << 503 << int(ApiError::Kind::Server);
        QTest::newRow("POST 429") << int(ApiClient::Method::Post) << 429 << int(ApiError::Kind::RateLimited);
        QTest::newRow("POST 405") << int(ApiClient::Method::Post) << 405
                                  << int(ApiError::Kind::MethodNotAllowed);
        QTest::newRow("PATCH 502") << int(ApiClient::Method::Patch) << 502 << int(ApiError::Kind::Server);
        QTest::newRow("DELETE 504") << int(ApiClient::Method::Delete) << 504 << int(ApiError::Kind::Server);
    }
    void writesAreNeverRepeated()
    {
        QFETCH(int, method);
        QFETCH(int, status);
        QFETCH(int, kind);
        const auto m = ApiClient::Method(method);
        const char *verb = m == ApiClient::Method::Post ? "POST"
            : m == ApiClient::Method::Patch             ? "PATCH"
                                                        : "DELETE";
        m_sandbox.addFault(
            {{QStringLiteral("method"), QLatin1String(verb)}, {QStringLiteral("status"), status},
                {QStringLiteral("times"), 5}, {QStringLiteral("retryAfter"), 1}});
        m_sandbox.resetStats();
        ApiClient client(m_sandbox.config());
        const auto r = TestSandbox::wait(client.send(
            m, client.accountPath(QStringLiteral("/documents/v2/invoices")), QJsonDocument(QJsonObject {})));
        QCOMPARE(int(r.error.kind()), kind);
        QCOMPARE(r.error.httpStatus(), status);
        QCOMPARE(r.attempts, 1);
        QCOMPARE(m_sandbox.stats().value(QLatin1String("requests")).toInt(), 1);
    }

    void brokenAnswersAreErrorsInWords_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("words");
        QTest::newRow("malformed") << QStringLiteral("malformed")
                                   << QStringLiteral("a web page came instead");
        QTest::newRow("truncated") << QStringLiteral("truncated") << QStringLiteral("at character");
        QTest::newRow("html") << QStringLiteral("html") << QStringLiteral("a web page came instead");
    }
    void brokenAnswersAreErrorsInWords()
    {
        QFETCH(QString, body);
        QFETCH(QString, words);
        // Once: a GET asks again and gets the list.
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/documents/v2/invoices")},
            {QStringLiteral("body"), body}});
        auto r = listInvoices(m_sandbox.config());
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        QCOMPARE(r.attempts, 2);
        // Every time: said in words after the bounded retries.
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/documents/v2/invoices")},
            {QStringLiteral("body"), body}, {QStringLiteral("times"), 10}});
        ApiConfig config = m_sandbox.config();
        config.maxRetries = 1;
        r = listInvoices(config);
        m_sandbox.clearFaults();
        QVERIFY(!r.ok);
        QCOMPARE(r.attempts, 2);
        QCOMPARE(r.error.kind(), ApiError::Kind::Malformed);
        QVERIFY(r.error.message().startsWith(QStringLiteral("The service's answer could not be read")));
        QVERIFY2(r.error.message().contains(words), qPrintable(r.error.message()));
    }

    // A body that drips a byte at a time is never silent long enough for the transfer timeout; the
    // deadline ends it, without a second try.
    void drippingBodyEndsAtTheDeadline()
    {
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/documents/v2/invoices")},
            {QStringLiteral("dripMs"), 100}, {QStringLiteral("times"), 5}});
        ApiConfig config = m_sandbox.config();
        config.requestDeadlineMs = 1000;
        const auto r = listInvoices(config);
        m_sandbox.clearFaults();
        QCOMPARE(r.error.kind(), ApiError::Kind::TooSlow);
        QCOMPARE(r.attempts, 1);
        QVERIFY2(r.error.message().contains(QStringLiteral("did not end within 1 s")),
            qPrintable(r.error.message()));
    }

    void timeout()
    {
        m_sandbox.addFault({{QStringLiteral("delayMs"), 3000}, {QStringLiteral("times"), 5}});
        ApiConfig config = m_sandbox.config();
        config.transferTimeoutMs = 300;
        config.maxRetries = 1;
        QElapsedTimer timer;
        timer.start();
        const auto r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::Timeout);
        QCOMPARE(r.attempts, 2);
        QVERIFY(timer.elapsed() < 2500); // gave up long before the server's 3 s
        QVERIFY(r.error.message().contains(QStringLiteral("did not answer in time")));
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
        QCOMPARE(r.attempts, 1);
        QVERIFY(r.error.message().startsWith(QStringLiteral("The service cannot be reached")));

        config.baseUrl = QUrl(QStringLiteral("http://example.com"));
        r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::InsecureUrl);
        QCOMPARE(r.attempts, 0); // refused before any request
        QVERIFY(r.error.message().contains(QStringLiteral("http://example.com")));
        QVERIFY(r.error.message().contains(QStringLiteral("https://")));
        QVERIFY(ApiClient::checkBaseUrl(QUrl(QStringLiteral("http://192.168.1.10:8080"))));
        for (const char *other : {"ftp://127.0.0.1", "file:///etc/passwd"}) {
            const auto refused = ApiClient::checkBaseUrl(QUrl(QString::fromLatin1(other)));
            QVERIFY(refused);
            QCOMPARE(refused->kind(), ApiError::Kind::UnsupportedScheme);
            QVERIFY(!refused->message().contains(QStringLiteral("unencrypted")));
        }
        QVERIFY(!ApiClient::checkBaseUrl(QUrl(QStringLiteral("https://api.abaninja.ch"))));
        QVERIFY(!ApiClient::checkBaseUrl(QUrl(QStringLiteral("http://localhost:8080"))));
        QVERIFY(!ApiClient::checkBaseUrl(QUrl(QStringLiteral("http://[::1]:8080"))));
    }

    // This computer's own non-loopback address over http:// is refused like any other host: a peer
    // listening there sees no request at all.
    void insecureUrlMakesNoRequest()
    {
        QHostAddress lan;
        for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal())
                lan = a;
        }
        if (lan.isNull())
            QSKIP("this computer has no non-loopback IPv4 address");
        RecordingPeer peer({okAnswer});
        ApiConfig config = m_sandbox.config();
        config.baseUrl = QUrl(QStringLiteral("http://%1:%2").arg(lan.toString()).arg(peer.port()));
        const auto r = listInvoices(config);
        QCOMPARE(r.error.kind(), ApiError::Kind::InsecureUrl);
        QCOMPARE(r.attempts, 0);
        QTest::qWait(100);
        QVERIFY(peer.received.isEmpty());
    }

    void tokenGoesOnlyToTheService_data()
    {
        QTest::addColumn<QString>("host");
        QTest::newRow("other port") << QStringLiteral("127.0.0.1");
        QTest::newRow("other host") << QStringLiteral("localhost");
    }
    void tokenGoesOnlyToTheService()
    {
        QFETCH(QString, host);
        QCOMPARE(m_sandbox.url().host(), QStringLiteral("127.0.0.1"));
        RecordingPeer other({okAnswer});
        ApiClient client(m_sandbox.config());
        auto *job = new ApiJob(&client, ApiClient::Method::Get,
            QUrl(QStringLiteral("http://%1:%2/elsewhere").arg(host).arg(other.port())), {}, &client);
        job->start();
        const auto r = TestSandbox::wait(job);
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        QCOMPARE(other.received.size(), 1);
        const QByteArray received = other.received.first();
        QVERIFY(received.startsWith("GET /elsewhere"));
        QVERIFY(!received.contains("Authorization"));
        QVERIFY(!received.contains(m_sandbox.token().toUtf8()));
        QVERIFY(received.contains("User-Agent: InvoiceDesk/"));
        QVERIFY(AuthNetworkAccessManager::userAgent().startsWith("InvoiceDesk/"));
    }

    // The service itself sends the client to another host: not followed, so the token stays home.
    void tokenDoesNotFollowARedirect()
    {
        RecordingPeer elsewhere({okAnswer});
        RecordingPeer service(
            {redirectTo("http://localhost:" + QByteArray::number(elsewhere.port()) + "/elsewhere")});
        ApiConfig config = m_sandbox.config();
        config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(service.port()));
        config.token = QStringLiteral("sbx_secret_that_must_stay_home");
        ApiClient client(config);
        const auto r = TestSandbox::wait(client.get(QStringLiteral("/users/v2/me/accounts")));
        QCOMPARE(service.received.size(), 1);
        QVERIFY(service.received.first().contains("Authorization: Bearer sbx_secret_that_must_stay_home"));
        QVERIFY(elsewhere.received.isEmpty());
        QVERIFY(!r.ok);
        QCOMPARE(r.error.kind(), ApiError::Kind::RedirectRefused);
        QCOMPARE(r.attempts, 1);
        QVERIFY2(r.error.message().contains(QStringLiteral("sent us to another server (http://localhost:")),
            qPrintable(r.error.message()));
    }

    // A redirect within the service is followed, with the token.
    void redirectWithinTheServiceIsFollowed()
    {
        RecordingPeer service({redirectTo("/users/v2/me/accounts?moved=1"), okAnswer});
        ApiConfig config = m_sandbox.config();
        config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(service.port()));
        config.token = QStringLiteral("sbx_token_for_the_service");
        ApiClient client(config);
        const auto r = TestSandbox::wait(client.get(QStringLiteral("/users/v2/me/accounts")));
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        QCOMPARE(service.received.size(), 2);
        QVERIFY(service.received.last().startsWith("GET /users/v2/me/accounts?moved=1"));
        QVERIFY(service.received.last().contains("Authorization: Bearer sbx_token_for_the_service"));
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
