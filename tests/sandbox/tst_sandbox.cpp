// invoicedesk-sandbox as a black box: the ready line, tokens and scopes, invoice paging and filters,
// status codes, faults and the observed envelope. Deliberately independent of the client's code.
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

class TestSandbox : public QObject
{
    Q_OBJECT

    struct Answer
    {
        int status = 0;
        QByteArray body;
        QJsonObject json;
    };

    Answer request(const QByteArray &verb, const QString &path, const QString &token = QStringLiteral("demo"),
        const QByteArray &body = {})
    {
        QNetworkRequest r(QUrl(m_url + path));
        if (token == QLatin1String("demo"))
            r.setRawHeader("Authorization", "Bearer " + m_token.toUtf8());
        else if (!token.isEmpty())
            r.setRawHeader("Authorization", "Bearer " + token.toUtf8());
        r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply = m_nam.sendCustomRequest(r, verb, body);
        QEventLoop loop;
        connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        Answer a;
        a.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        a.body = reply->readAll();
        a.json = QJsonDocument::fromJson(a.body).object();
        m_lastRetryAfter = reply->rawHeader("Retry-After");
        reply->deleteLater();
        return a;
    }
    QString invoices(const QString &account) const
    {
        return QStringLiteral("/accounts/%1/documents/v2/invoices").arg(account);
    }
    QString token(const QStringList &scopes, const QStringList &accounts, const QString &expires = {})
    {
        QJsonObject body {{QStringLiteral("scopes"), QJsonArray::fromStringList(scopes)},
            {QStringLiteral("accounts"), QJsonArray::fromStringList(accounts)},
            {QStringLiteral("expiresAt"), expires.isEmpty() ? QJsonValue() : QJsonValue(expires)}};
        return request("POST", QStringLiteral("/__sandbox/tokens"), {}, QJsonDocument(body).toJson())
            .json.value(QLatin1String("token"))
            .toString();
    }

private slots:
    void initTestCase()
    {
        m_process.setProgram(qEnvironmentVariable("INVOICEDESK_SANDBOX"));
        m_process.setArguments({QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"),
            m_dir.path(), QStringLiteral("--seed-invoices"), QStringLiteral("120")});
        m_process.start();
        QVERIFY(m_process.waitForStarted());
        QByteArray line;
        while (!line.contains('\n') && m_process.waitForReadyRead(30000))
            line += m_process.readAllStandardOutput();
        QVERIFY2(line.startsWith("INVOICEDESK_SANDBOX {"), line.constData());
        QCOMPARE(line.count('\n'), 1); // exactly one line
        const QJsonObject ready = QJsonDocument::fromJson(line.mid(20)).object();
        m_url = ready.value(QLatin1String("url")).toString();
        m_token = ready.value(QLatin1String("token")).toString();
        for (const QJsonValue &v : ready.value(QLatin1String("accounts")).toArray())
            m_accounts << v.toString();
        QVERIFY(m_url.startsWith(QStringLiteral("http://127.0.0.1:")));
        QVERIFY(m_token.size() >= 32);
        QCOMPARE(m_accounts.size(), 2);
    }

    void cleanupTestCase()
    {
        m_process.terminate();
        QVERIFY(m_process.waitForFinished(5000));
        // The data folder holds the token only as a hash.
        QFile db(m_dir.filePath(QStringLiteral("sandbox.sqlite")));
        QVERIFY(db.open(QIODevice::ReadOnly));
        QVERIFY(!db.readAll().contains(m_token.toUtf8()));
    }

    void accounts()
    {
        const Answer a = request("GET", QStringLiteral("/users/v2/me/accounts"));
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
            const Answer a =
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
        const Answer capped = request("GET", invoices(m_accounts.first()) + QStringLiteral("?limit=100000"));
        QCOMPARE(
            capped.json.value(QLatin1String("meta")).toObject().value(QLatin1String("perPage")).toInt(), 500);
    }

    void demoDataIsSwissAndExact()
    {
        const Answer a = request("GET", invoices(m_accounts.first()) + QStringLiteral("?limit=500"));
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
        const Answer one = request("GET", invoices(m_accounts.first()) + QLatin1Char('/') + uuid);
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
        const Answer all = request("GET", invoices(m_accounts.first()) + QStringLiteral("?limit=1"));
        const QString uuid = all.json.value(QLatin1String("data"))
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value(QLatin1String("uuid"))
                                 .toString();
        request("PATCH", QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(m_accounts.first(), uuid),
            {}, R"({"title":"Changed today"})");
        const Answer changed =
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
        const Answer invalid = request("GET", path, QStringLiteral("nope"));
        QCOMPARE(invalid.status, 401);
        QVERIFY(!invalid.json.value(QLatin1String("error_description")).toString().isEmpty());
        QCOMPARE(request("GET", path,
                     token({QStringLiteral("customers")}, m_accounts, QStringLiteral("2001-01-01T00:00:00Z")))
                     .status,
            401);
        const Answer forbidden = request("GET", path, token({QStringLiteral("profile")}, m_accounts));
        QCOMPARE(forbidden.status, 403);
        QCOMPARE(
            forbidden.json.value(QLatin1String("error")).toString(), QStringLiteral("insufficient_scope"));
        QCOMPARE(request("GET", path, token({QStringLiteral("customers")}, {m_accounts.last()})).status, 404);
        QCOMPARE(request("GET", path + QStringLiteral("/not-a-uuid")).status, 404);
        QCOMPARE(request("DELETE", path).status, 405);
        QCOMPARE(request("GET", QStringLiteral("/nowhere")).status, 404);
        const Answer bad = request("GET", path + QStringLiteral("?page=0&limit=abc"));
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
        QCOMPARE(request("GET", path).status, 503);
        QCOMPARE(m_lastRetryAfter, QByteArray("3"));
        QCOMPARE(request("GET", path).status, 503);
        QCOMPARE(request("GET", path).status, 200);

        request("POST", QStringLiteral("/__sandbox/faults"), {}, R"({"body":"malformed"})");
        Answer a = request("GET", path);
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
        const Answer stats = request("GET", QStringLiteral("/__sandbox/stats"));
        QCOMPARE(stats.json.value(QLatin1String("requests")).toInt(), 2);
        QCOMPARE(stats.json.value(QLatin1String("byRoute"))
                     .toObject()
                     .value(QLatin1String("GET /accounts/{accountUuid}/documents/v2/invoices"))
                     .toInt(),
            2);
    }

    void observedEnvelope()
    {
        const Answer list = request("GET", invoices(m_accounts.first()) + QStringLiteral("?limit=1"));
        const QString uuid = list.json.value(QLatin1String("data"))
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value(QLatin1String("uuid"))
                                 .toString();
        request("POST", QStringLiteral("/__sandbox/config"), {}, R"({"documentEnvelope":"observed"})");
        const Answer a = request("GET", invoices(m_accounts.first()) + QLatin1Char('/') + uuid);
        request("POST", QStringLiteral("/__sandbox/config"), {}, R"({"documentEnvelope":"spec"})");
        const QJsonArray documents =
            a.json.value(QLatin1String("data")).toObject().value(QLatin1String("documents")).toArray();
        QCOMPARE(documents.size(), 1);
        QCOMPARE(documents.first().toObject().value(QLatin1String("uuid")).toString(), uuid);
    }

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    QNetworkAccessManager m_nam;
    QString m_url;
    QString m_token;
    QStringList m_accounts;
    QByteArray m_lastRetryAfter;
};

QTEST_GUILESS_MAIN(TestSandbox)
#include "tst_sandbox.moc"
