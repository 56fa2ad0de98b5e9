// invoicedesk-sandbox as a black box: the ready line, tokens and scopes, invoice paging and filters,
// status codes and faults (the profiles: tst_sandbox_profiles). Deliberately independent of the client's
// code.
#include "SandboxPeer.h"

#include <QProcess>

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTcpSocket>
#include <QTest>
#include <QUrlQuery>

class TestSandbox : public QObject
{
    Q_OBJECT

    SandboxPeer::Answer request(const QByteArray &verb, const QString &path,
        const QString &token = QStringLiteral("demo"), const QByteArray &body = {})
    {
        return m_peer.request(verb, path, token, body);
    }
    QString invoices(const QString &account) const
    {
        return QStringLiteral("/accounts/%1/documents/v2/invoices").arg(account);
    }
    QString token(const QStringList &scopes, const QStringList &accounts, const QString &expires = {})
    {
        return m_peer.createToken(scopes, accounts, expires);
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        const QByteArray line = m_peer.readyLine();
        QVERIFY2(line.startsWith("INVOICEDESK_SANDBOX {"), line.constData());
        QCOMPARE(line.count('\n'), 1); // exactly one line
        m_url = m_peer.url();
        m_token = m_peer.demoToken();
        m_accounts = m_peer.accounts();
        QVERIFY(m_url.startsWith(QStringLiteral("http://127.0.0.1:")));
        QVERIFY(m_token.size() >= 32);
        QCOMPARE(m_accounts.size(), 2);
    }

    void cleanupTestCase()
    {
        QVERIFY(m_peer.stop());
        // The data folder holds the token only as a hash.
        QFile db(QDir(m_peer.dataDir()).filePath(QStringLiteral("sandbox.sqlite")));
        QVERIFY(db.open(QIODevice::ReadOnly));
        QVERIFY(!db.readAll().contains(m_token.toUtf8()));
    }

    void accounts()
    {
        const SandboxPeer::Answer a = request("GET", QStringLiteral("/users/v2/me/accounts"));
        QCOMPARE(a.status, 200);
        QCOMPARE(a.json.value(QLatin1String("data")).toArray().size(), 2);
        const QString onlyFirst = token({QStringLiteral("profile")}, {m_accounts.first()});
        QCOMPARE(request("GET", QStringLiteral("/users/v2/me/accounts"), onlyFirst)
                     .json.value(QLatin1String("data"))
                     .toArray()
                     .size(),
            1);
    }

    void paging()
    {
        QSet<qint64> ids;
        for (int page = 1; page <= 3; ++page) {
            const SandboxPeer::Answer a =
                request("GET", invoices(m_accounts.first()) + QStringLiteral("?limit=50&page=%1").arg(page));
            QCOMPARE(a.status, 200);
            const QJsonObject meta = a.json.value(QLatin1String("meta")).toObject();
            QCOMPARE(meta.value(QLatin1String("currentPage")).toInt(), page);
            QCOMPARE(meta.value(QLatin1String("lastPage")).toInt(), 3);
            QCOMPARE(meta.value(QLatin1String("perPage")).toInt(), 50);
            QCOMPARE(meta.value(QLatin1String("total")).toInt(), 120);
            for (const QJsonValue &v : a.json.value(QLatin1String("data")).toArray()) {
                const QJsonObject item = v.toObject();
                ids.insert(item.value(QLatin1String("id")).toInteger());
                for (const char *field : {"uuid", "invoiceNumber", "documentTotal", "openAmount", "receiver",
                         "sentStatus", "dunningLevel", "updatedAt", "isArchived", "dueDate"})
                    QVERIFY2(item.contains(QLatin1String(field)), field);
            }
        }
        QCOMPARE(ids.size(), 120);
        const SandboxPeer::Answer capped =
            request("GET", invoices(m_accounts.first()) + QStringLiteral("?limit=100000"));
        QCOMPARE(
            capped.json.value(QLatin1String("meta")).toObject().value(QLatin1String("perPage")).toInt(), 500);
    }

    void demoDataIsSwissAndExact()
    {
        const SandboxPeer::Answer a =
            request("GET", invoices(m_accounts.first()) + QStringLiteral("?limit=500"));
        QSet<double> rates;
        int chf = 0;
        for (const QJsonValue &v : a.json.value(QLatin1String("data")).toArray()) {
            const QJsonObject item = v.toObject();
            if (item.value(QLatin1String("currencyCode")).toString() == QLatin1String("CHF")) {
                ++chf;
                const qint64 rappen = qRound64(item.value(QLatin1String("documentTotal")).toDouble() * 100);
                QCOMPARE(rappen % 5, 0); // CHF totals are rounded to 0.05
            }
        }
        QVERIFY(chf > 80);
        const QString uuid = a.json.value(QLatin1String("data"))
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value(QLatin1String("uuid"))
                                 .toString();
        const SandboxPeer::Answer one =
            request("GET", invoices(m_accounts.first()) + QLatin1Char('/') + uuid);
        QCOMPARE(one.status, 200);
        const QJsonObject doc = one.json.value(QLatin1String("data")).toObject();
        qint64 sum = 0;
        for (const QJsonValue &p : doc.value(QLatin1String("positions")).toArray()) {
            const QJsonObject pos = p.toObject();
            if (pos.value(QLatin1String("kind")).toString() != QLatin1String("product"))
                continue;
            rates.insert(
                pos.value(QLatin1String("vat")).toObject().value(QLatin1String("percentage")).toDouble());
            sum += qRound64(pos.value(QLatin1String("positionTotal")).toDouble() * 100)
                + qRound64(
                    pos.value(QLatin1String("vat")).toObject().value(QLatin1String("amount")).toDouble()
                    * 100);
        }
        const qint64 total = qRound64(doc.value(QLatin1String("documentTotal")).toDouble() * 100);
        QVERIFY(qAbs(total - sum) <= 2); // only the 0.05 rounding
        for (double r : rates)
            QVERIFY(r == 8.1 || r == 2.6 || r == 0.0);
    }

    void updatedSince()
    {
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        const SandboxPeer::Answer all =
            request("GET", invoices(m_accounts.first()) + QStringLiteral("?limit=1"));
        const QString uuid = all.json.value(QLatin1String("data"))
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value(QLatin1String("uuid"))
                                 .toString();
        request("PATCH", QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(m_accounts.first(), uuid),
            {}, R"({"title":"Changed today"})");
        const SandboxPeer::Answer changed =
            request("GET", invoices(m_accounts.first()) + QStringLiteral("?updatedSince=") + today);
        const QJsonArray items = changed.json.value(QLatin1String("data")).toArray();
        QVERIFY(!items.isEmpty());
        bool found = false;
        for (const QJsonValue &v : items)
            found = found
                || v.toObject().value(QLatin1String("title")).toString() == QLatin1String("Changed today");
        QVERIFY(found);
        QVERIFY(items.size() < 120);
        QCOMPARE(
            request("GET", invoices(m_accounts.first()) + QStringLiteral("?updatedSince=yesterday")).status,
            422);
    }

    void statusCodes()
    {
        const QString path = invoices(m_accounts.first());
        QCOMPARE(request("GET", path, QString()).status, 401);
        const SandboxPeer::Answer invalid = request("GET", path, QStringLiteral("nope"));
        QCOMPARE(invalid.status, 401);
        QVERIFY(!invalid.json.value(QLatin1String("error_description")).toString().isEmpty());
        QCOMPARE(request("GET", path,
                     token({QStringLiteral("customers")}, m_accounts, QStringLiteral("2001-01-01T00:00:00Z")))
                     .status,
            401);
        const SandboxPeer::Answer forbidden =
            request("GET", path, token({QStringLiteral("profile")}, m_accounts));
        QCOMPARE(forbidden.status, 403);
        QCOMPARE(
            forbidden.json.value(QLatin1String("error")).toString(), QStringLiteral("insufficient_scope"));
        QCOMPARE(request("GET", path, token({QStringLiteral("customers")}, {m_accounts.last()})).status, 404);
        QCOMPARE(request("GET", path + QStringLiteral("/not-a-uuid")).status, 404);
        QCOMPARE(request("DELETE", path).status, 405);
        QCOMPARE(request("GET", QStringLiteral("/nowhere")).status, 404);
        const SandboxPeer::Answer bad = request("GET", path + QStringLiteral("?page=0&limit=abc"));
        QCOMPARE(bad.status, 422);
        QVERIFY(bad.json.value(QLatin1String("errors")).toObject().contains(QLatin1String("page")));
        QVERIFY(bad.json.value(QLatin1String("errors")).toObject().contains(QLatin1String("limit")));
        QCOMPARE(request("POST", QStringLiteral("/__sandbox/faults"), {}, "not json").status, 400);
    }

    void faults()
    {
        const QString path = invoices(m_accounts.first());
        request("POST", QStringLiteral("/__sandbox/faults"), {},
            R"({"path":"/documents/v2/invoices","status":503,"times":2,"retryAfter":3})");
        const SandboxPeer::Answer limited = request("GET", path);
        QCOMPARE(limited.status, 503);
        QCOMPARE(limited.retryAfter, QByteArray("3"));
        QCOMPARE(request("GET", path).status, 503);
        QCOMPARE(request("GET", path).status, 200);

        request("POST", QStringLiteral("/__sandbox/faults"), {}, R"({"body":"malformed"})");
        SandboxPeer::Answer a = request("GET", path);
        QCOMPARE(a.status, 200);
        QVERIFY(QJsonDocument::fromJson(a.body).isNull());

        request("POST", QStringLiteral("/__sandbox/faults"), {}, R"({"body":"truncated"})");
        a = request("GET", path);
        QCOMPARE(a.status, 200);
        QVERIFY(a.body.startsWith("{\"status\":200"));
        QVERIFY(QJsonDocument::fromJson(a.body).isNull());

        request("POST", QStringLiteral("/__sandbox/faults"), {}, R"({"status":500,"times":9})");
        request("DELETE", QStringLiteral("/__sandbox/faults"));
        QCOMPARE(request("GET", path).status, 200);

        request("POST", QStringLiteral("/__sandbox/stats/reset"));
        request("GET", path);
        request("GET", path);
        const SandboxPeer::Answer stats = request("GET", QStringLiteral("/__sandbox/stats"));
        QCOMPARE(stats.json.value(QLatin1String("requests")).toInt(), 2);
        QCOMPARE(stats.json.value(QLatin1String("byRoute"))
                     .toObject()
                     .value(QLatin1String("GET /accounts/{accountUuid}/documents/v2/invoices"))
                     .toInt(),
            2);
    }

    void controlRoutesRefuseBodiesTheyDoNotUnderstand()
    {
        // An unknown key or a wrong type is refused with 422 naming it, and no fault is left behind.
        const QList<QPair<QByteArray, QString>> cases {{R"({"status":503,"tims":2})", QStringLiteral("tims")},
            {R"({"status":"503"})", QStringLiteral("status")}, {R"({"drop":"yes"})", QStringLiteral("drop")},
            {R"({"times":1.5})", QStringLiteral("times")}, {R"({"status":200})", QStringLiteral("status")},
            {R"({"body":"nonsense"})", QStringLiteral("body")}};
        for (const auto &[body, field] : cases) {
            const SandboxPeer::Answer a = request("POST", QStringLiteral("/__sandbox/faults"), {}, body);
            QCOMPARE(a.status, 422);
            QVERIFY2(a.json.value(QLatin1String("errors")).toObject().contains(field), a.body.constData());
            QVERIFY2(a.json.value(QLatin1String("error_description")).toString().contains(field),
                a.body.constData());
        }
        QCOMPARE(request("GET", QStringLiteral("/users/v2/me/accounts")).status, 200); // no fault was made
        const SandboxPeer::Answer profile =
            request("POST", QStringLiteral("/__sandbox/config"), {}, R"({"profile":"nonsense"})");
        QCOMPARE(profile.status, 422);
        QVERIFY(profile.json.value(QLatin1String("errors")).toObject().contains(QLatin1String("profile")));
    }

    void bodiesOverTheLimitAreRefused()
    {
        const QUrl url(m_url);
        // raw: the head and the first body bytes as given, then `more` bytes (chunked when so); the
        // answer's status line.
        const auto send = [&url](const QByteArray &head, qint64 more, bool chunked) -> QByteArray {
            QTcpSocket socket;
            socket.connectToHost(url.host(), quint16(url.port()));
            if (!socket.waitForConnected(5000))
                return "no connection";
            socket.write(head);
            const QByteArray slice(1024 * 1024, ' ');
            for (qint64 sent = 0; sent < more && socket.bytesAvailable() == 0
                 && socket.state() == QAbstractSocket::ConnectedState;
                 sent += slice.size()) {
                socket.write(
                    chunked ? QByteArray::number(slice.size(), 16) + "\r\n" + slice + "\r\n" : slice);
                while (socket.bytesToWrite() > 0 && socket.waitForBytesWritten(5000)) { }
                socket.waitForReadyRead(1);
            }
            QByteArray answer;
            while (!answer.contains("\r\n\r\n") && socket.waitForReadyRead(10000))
                answer += socket.readAll();
            return answer.left(answer.indexOf("\r\n"));
        };
        const QByteArray post = "POST /__sandbox/tokens HTTP/1.1\r\nHost: " + url.host().toLatin1()
            + "\r\nContent-Type: application/json\r\n";
        // A length of 17 MB with a small real body: refused at its head, not waited for.
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(send(post + "Content-Length: 17825792\r\n\r\n{}", 0, false),
            QByteArray("HTTP/1.1 413 Content Too Large"));
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(request("GET", QStringLiteral("/users/v2/me/accounts")).status, 200);
        // A length over what a number holds.
        QCOMPARE(send(post + "Content-Length: 99999999999999999999999\r\n\r\n{}", 0, false),
            QByteArray("HTTP/1.1 413 Content Too Large"));
        // A chunked body that grows past the limit is cut off. Not checked under AddressSanitizer: there the
        // answer to this raw client is lost (an empty status line), not understood yet (known gap, see the
        // stop note of 2026-11-28); the lengths above and the 17 MB body below are checked everywhere.
#if !defined(__SANITIZE_ADDRESS__)
        QCOMPARE(send(post + "Transfer-Encoding: chunked\r\n\r\n", 20 * 1024 * 1024, true),
            QByteArray("HTTP/1.1 413 Content Too Large"));
#endif
        QCOMPARE(request("GET", QStringLiteral("/users/v2/me/accounts")).status, 200);
        // A real 17 MB body sent whole by a client.
        const SandboxPeer::Answer big =
            request("POST", QStringLiteral("/__sandbox/tokens"), {}, QByteArray(17 * 1024 * 1024, ' '));
        QCOMPARE(big.status, 413);
        QCOMPARE(big.json.value(QLatin1String("error")).toString(), QStringLiteral("body_too_large"));
        // Just under the limit is read (and answered as what it is: not JSON).
        QCOMPARE(request("POST", QStringLiteral("/__sandbox/tokens"), {}, QByteArray(15 * 1024 * 1024, 'x'))
                     .status,
            400);
        QCOMPARE(request("GET", QStringLiteral("/users/v2/me/accounts")).status, 200);
    }

    void outOfDescriptorsPausesAndRecovers()
    {
#if defined(__SANITIZE_ADDRESS__)
        // The sanitizers' own checks need descriptors (UBSan's vptr check probes memory through a pipe):
        // a sanitized sandbox without any free dies with a false "invalid vptr" report. Checked in the ci
        // build, where the server's code is the same.
        QSKIP("A sanitized process cannot run without free descriptors (UBSan's checks open a pipe).");
#endif
        // Its own sandbox, so that its stderr holds only this test's lines.
        SandboxPeer peer({QStringLiteral("--seed-invoices"), QStringLiteral("5")});
        QVERIFY2(peer.error().isEmpty(), qPrintable(peer.error()));
        // The server uses up every descriptor it may have (a real EMFILE) and keeps them for 1.5 s.
        const SandboxPeer::Answer held =
            peer.request("POST", QStringLiteral("/__sandbox/descriptors"), {}, R"({"holdMs":1500})");
        QCOMPARE(held.status, 200);
        QVERIFY(held.json.value(QLatin1String("held")).toInteger() > 0);
        // A new connection (not the peer's kept-alive one) cannot be accepted now: the kernel completes it,
        // the server's accept fails. It is answered once the descriptors are free again.
        const QUrl url(peer.url());
        QElapsedTimer timer;
        timer.start();
        QTcpSocket socket;
        socket.connectToHost(url.host(), quint16(url.port()));
        QVERIFY(socket.waitForConnected(5000));
        socket.write("GET /users/v2/me/accounts HTTP/1.1\r\nHost: " + url.host().toLatin1()
            + "\r\nAuthorization: Bearer " + peer.demoToken().toLatin1() + "\r\nConnection: close\r\n\r\n");
        QByteArray answer;
        while (!answer.contains("\r\n") && socket.waitForReadyRead(20000))
            answer += socket.readAll();
        QCOMPARE(answer.left(answer.indexOf("\r\n")), QByteArray("HTTP/1.1 200 OK"));
        // Not before the descriptors were given back (1.5 s; 1 s leaves room for a coarse clock).
        QVERIFY2(timer.elapsed() >= 1000, qPrintable(QString::number(timer.elapsed())));
        // Accepting paused (200 ms each) while it could not accept: a handful of log lines, where retrying
        // at once spun at full CPU with thousands.
        // (The pipe is read by the event loop, which the blocking waits above did not run.)
        QByteArray log;
        QTRY_VERIFY_WITH_TIMEOUT((log += peer.standardError()).contains("accepting paused"), 5000);
        QTest::qWait(200);
        log += peer.standardError();
        const qsizetype pauses = log.count("accepting paused");
        QVERIFY2(pauses >= 1 && pauses <= 30, qPrintable(QString::number(pauses)));
        // The body is checked key by key like the other control routes.
        QCOMPARE(
            peer.request("POST", QStringLiteral("/__sandbox/descriptors"), {}, R"({"hold":5})").status, 422);
    }

    void startOptions()
    {
        // Without --test-hooks the control routes do not exist.
        SandboxPeer plain({QStringLiteral("--seed-invoices"), QStringLiteral("5")}, false);
        QVERIFY2(plain.error().isEmpty(), qPrintable(plain.error()));
        QCOMPARE(plain.request("GET", QStringLiteral("/__sandbox/stats"), QString()).status, 404);
        QCOMPARE(plain.request("POST", QStringLiteral("/__sandbox/tokens"), QString(), "{}").status, 404);

        // --envelope live and a fault from the start.
        SandboxPeer live({QStringLiteral("--seed-invoices"), QStringLiteral("5"),
            QStringLiteral("--envelope"), QStringLiteral("live"), QStringLiteral("--fault"),
            QStringLiteral(R"({"path":"/users/","share":1,"status":503,"retryAfter":2})")});
        QVERIFY2(live.error().isEmpty(), qPrintable(live.error()));
        const QString account = live.accounts().first();
        const auto list =
            live.request("GET", QStringLiteral("/accounts/%1/documents/v2/invoices?limit=1").arg(account));
        const QString uuid = list.json.value(QLatin1String("data"))
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value(QLatin1String("uuid"))
                                 .toString();
        const auto one =
            live.request("GET", QStringLiteral("/accounts/%1/documents/v2/invoices/%2").arg(account, uuid));
        QVERIFY(live.isLive());
        QCOMPARE(one.data().value(QLatin1String("uuid")).toString(), uuid); // read through data.documents
        QCOMPARE(one.raw.value(QLatin1String("data"))
                     .toObject()
                     .value(QLatin1String("documents"))
                     .toArray()
                     .size(),
            1);
        for (int i = 0; i < 3; ++i) { // share 1: every matching request, and it stays
            const auto busy = live.request("GET", QStringLiteral("/users/v2/me/accounts"));
            QCOMPARE(busy.status, 503);
            QCOMPARE(busy.retryAfter, QByteArray("2"));
        }
        // The request log: a JSON line per request with the time taken, and never the token.
        QByteArray logged;
        QTRY_VERIFY((logged += live.standardError()).contains(R"("status":503)"));
        QVERIFY(logged.contains(R"("method":"GET")"));
        QVERIFY(logged.contains(R"("ms":)"));
        QVERIFY(logged.contains(R"("status":503)"));
        QVERIFY(!logged.contains(live.demoToken().toUtf8()));
        QCOMPARE(QProcess::execute(qEnvironmentVariable("INVOICEDESK_SANDBOX"),
                     {QStringLiteral("--fault"), QStringLiteral("{oops")}),
            2);
    }

    void droppedConnections()
    {
        // Several times: QNetworkAccessManager itself resends once when a reused connection closes.
        request(
            "POST", QStringLiteral("/__sandbox/faults"), {}, R"({"path":"/users/","drop":true,"times":5})");
        const SandboxPeer::Answer dropped = request("GET", QStringLiteral("/users/v2/me/accounts"));
        QCOMPARE(dropped.status, 0); // no HTTP answer at all
        request("DELETE", QStringLiteral("/__sandbox/faults"), {});
        QCOMPARE(request("GET", QStringLiteral("/users/v2/me/accounts")).status, 200);
    }

    void garbageNeverCrashesTheServer()
    {
        // Every route, with bodies that are not JSON, are JSON of the wrong shape, or are large.
        const QByteArray big(2 * 1024 * 1024, 'x');
        const QList<QByteArray> bodies {"", "{", "[1,2,3]", "null", R"({"documents":[1,"a",null]})",
            R"({"documents":[{"positions":"many","receiver":5}]})", big};
        const QString account = m_accounts.first();
        const QStringList paths {QStringLiteral("/accounts/%1/documents/v2/invoices"),
            QStringLiteral("/accounts/%1/documents/v2/quotes/x"),
            QStringLiteral("/accounts/%1/documents/v2/invoices/import"),
            QStringLiteral("/accounts/%1/addresses/v2/addresses"),
            QStringLiteral("/accounts/%1/addresses/v2/companies/x"),
            QStringLiteral("/accounts/%1/finances/v2/bank-accounts"),
            QStringLiteral("/accounts/%1/products/v2/products"),
            QStringLiteral("/accounts/%1/products/v2/product-groups"),
            QStringLiteral("/accounts/%1/units/v2/units"), QStringLiteral("/accounts/%1/time/v2/employees"),
            QStringLiteral("/accounts/%1/webhooks/v2/outgoing-webhooks"),
            QStringLiteral("/accounts/%1/documents/v2/invoices/settings/dunnings"),
            QStringLiteral("/__sandbox/faults"), QStringLiteral("/__sandbox/tokens")};
        for (const QString &p : paths) {
            for (const QByteArray &verb : {QByteArray("POST"), QByteArray("PATCH")}) {
                for (const QByteArray &body : bodies) {
                    const auto a = request(verb, p.arg(account), QStringLiteral("demo"), body);
                    QVERIFY2(a.status >= 200 && a.status < 500,
                        qPrintable(
                            QStringLiteral("%1 %2 -> %3").arg(QString::fromLatin1(verb), p).arg(a.status)));
                }
            }
        }
        request("DELETE", QStringLiteral("/__sandbox/faults"), {}); // garbage posted there made real faults
        QCOMPARE(request("GET", QStringLiteral("/users/v2/me/accounts")).status, 200); // still answering
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("120")}};
    QString m_url;
    QString m_token;
    QStringList m_accounts;
};

QTEST_GUILESS_MAIN(TestSandbox)
#include "tst_sandbox.moc"
