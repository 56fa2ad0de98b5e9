// Bank accounts, units, product groups, products, employees and users in the sandbox: each can be
// created, read, updated and deleted (or archived), a rejected input names its field, and the scope and
// envelope rules of the spec hold.
#include "SandboxPeer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

class TestSandboxResources : public QObject
{
    Q_OBJECT

    QString path(const QString &suffix) const
    {
        return QStringLiteral("/accounts/%1").arg(m_account) + suffix;
    }
    SandboxPeer::Answer send(const QByteArray &verb, const QString &suffix, const QJsonObject &body = {})
    {
        return m_peer.request(verb, path(suffix), QStringLiteral("demo"),
            body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson());
    }
    static QJsonObject texts(const QStringList &fields)
    {
        QJsonObject all;
        for (const char *lang : {"de", "en", "fr", "it"}) {
            QJsonObject t;
            for (const QString &f : fields)
                t.insert(f, QStringLiteral("%1 %2").arg(f, QLatin1String(lang)));
            all.insert(QLatin1String(lang), t);
        }
        return all;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        m_account = m_peer.accounts().first();
    }

    void bankAccounts()
    {
        const QString base = QStringLiteral("/finances/v2/bank-accounts");
        const auto list = send("GET", base);
        QCOMPARE(list.status, 200);
        QCOMPARE(list.json.value(QLatin1String("data")).toArray().size(), 2);

        QJsonObject account {{QStringLiteral("name"), QStringLiteral("Sparkonto")},
            {QStringLiteral("iban"), QStringLiteral("CH5604835012345678009")},
            {QStringLiteral("bic"), QStringLiteral("CRESCHZZ80A")},
            {QStringLiteral("currencyCode"), QStringLiteral("CHF")}, {QStringLiteral("isDefault"), true}};
        const auto created = send("POST", base, account);
        QCOMPARE(created.status, 201);
        const QString uuid = created.data().value(QLatin1String("uuid")).toString();
        QVERIFY(created.data().value(QLatin1String("isActive")).toBool());
        // Exactly one default: the new one took it.
        int defaults = 0;
        for (const QJsonValue &v : send("GET", base).json.value(QLatin1String("data")).toArray())
            defaults += v.toObject().value(QLatin1String("isDefault")).toBool() ? 1 : 0;
        QCOMPARE(defaults, 1);
        QCOMPARE(send("DELETE", base + QLatin1Char('/') + uuid).status, 400); // the default cannot go

        const auto renamed = send("PATCH", base + QLatin1Char('/') + uuid,
            {{QStringLiteral("bankName"), QStringLiteral("Credit Suisse")}});
        QCOMPARE(renamed.status, 200);
        QCOMPARE(
            send("GET", base + QLatin1Char('/') + uuid).data().value(QLatin1String("bankName")).toString(),
            QStringLiteral("Credit Suisse"));

        QJsonObject bad = account;
        bad.insert(QStringLiteral("iban"), QStringLiteral("CH9300762011623852958"));
        auto refused = send("POST", base, bad);
        QCOMPARE(refused.status, 422);
        QVERIFY(refused.json.value(QLatin1String("errors"))
                    .toObject()
                    .value(QLatin1String("iban"))
                    .toArray()
                    .first()
                    .toString()
                    .contains(QStringLiteral("check digit")));
        bad = account;
        bad.insert(QStringLiteral("qrBill"),
            QJsonObject {{QStringLiteral("active"), true},
                {QStringLiteral("qrIban"), QStringLiteral("CH9300762011623852957")}});
        refused = send("POST", base, bad);
        QVERIFY(
            refused.json.value(QLatin1String("errors")).toObject().contains(QLatin1String("qrBill.qrIban")));
        bad = account;
        bad.insert(QStringLiteral("bic"), QStringLiteral("POFI"));
        QVERIFY(send("POST", base, bad)
                    .json.value(QLatin1String("errors"))
                    .toObject()
                    .contains(QLatin1String("bic")));

        // Move the default back, then the new account can be deleted.
        const QString first = list.json.value(QLatin1String("data"))
                                  .toArray()
                                  .first()
                                  .toObject()
                                  .value(QLatin1String("uuid"))
                                  .toString();
        QCOMPARE(send("PATCH", base + QLatin1Char('/') + first, {{QStringLiteral("isDefault"), true}}).status,
            200);
        QCOMPARE(send("DELETE", base + QLatin1Char('/') + uuid).status, 200);
        QCOMPARE(send("GET", base + QLatin1Char('/') + uuid).status, 404);
        const QString noFinances = m_peer.createToken({QStringLiteral("customers")}, {m_account});
        QCOMPARE(m_peer.request("GET", path(base), noFinances).status, 403);
    }

    void unitsGroupsProducts()
    {
        const auto unit = send("POST", QStringLiteral("/units/v2/units"),
            {{QStringLiteral("isocode"), QStringLiteral("KGM")}, {QStringLiteral("active"), true},
                {QStringLiteral("translations"),
                    texts({QStringLiteral("unit"), QStringLiteral("description"),
                        QStringLiteral("unitPlural")})}});
        QCOMPARE(unit.status, 201);
        const QString unitUuid = unit.data().value(QLatin1String("uuid")).toString();
        QCOMPARE(send("POST", QStringLiteral("/units/v2/units"),
                     {{QStringLiteral("isocode"), QStringLiteral("MUCH-TOO-LONG")},
                         {QStringLiteral("active"), true},
                         {QStringLiteral("translations"),
                             texts({QStringLiteral("unit"), QStringLiteral("description")})}})
                     .json.value(QLatin1String("errors"))
                     .toObject()
                     .contains(QLatin1String("isocode")),
            true);

        const QString groups = QStringLiteral("/products/v2/product-groups");
        QCOMPARE(send("GET", groups + QStringLiteral("/check-group-number?groupNumber=10")).status, 400);
        QCOMPARE(send("GET", groups + QStringLiteral("/check-group-number?groupNumber=77")).status, 200);
        const auto group = send("POST", groups,
            {{QStringLiteral("groupNumber"), 77}, {QStringLiteral("bookingAccountNumber"), QJsonValue()},
                {QStringLiteral("translations"), texts({QStringLiteral("description")})}});
        QCOMPARE(group.status, 201);
        const QString groupUuid = group.data().value(QLatin1String("uuid")).toString();
        QCOMPARE(
            send("POST", groups,
                {{QStringLiteral("groupNumber"), 77}, {QStringLiteral("bookingAccountNumber"), QJsonValue()},
                    {QStringLiteral("translations"), texts({QStringLiteral("description")})}})
                .status,
            422);
        QCOMPARE(
            send("PATCH", groups + QLatin1Char('/') + groupUuid + QStringLiteral("/actions/archive")).status,
            200);
        bool listed = false;
        for (const QJsonValue &v : send("GET", groups + QStringLiteral("?onlyArchived=true"))
                                       .json.value(QLatin1String("data"))
                                       .toArray())
            listed = listed || v.toObject().value(QLatin1String("uuid")).toString() == groupUuid;
        QVERIFY(listed);
        QCOMPARE(
            send("PATCH", groups + QLatin1Char('/') + groupUuid + QStringLiteral("/actions/restore")).status,
            200);

        const QString products = QStringLiteral("/products/v2/products");
        QJsonObject product {{QStringLiteral("productKey"), QStringLiteral("KAFFEE-1")},
            {QStringLiteral("isService"), false},
            {QStringLiteral("eanCode"), QStringLiteral("7610000000004")},
            {QStringLiteral("unitUuid"), unitUuid}, {QStringLiteral("cost"), QStringLiteral("12.50")},
            {QStringLiteral("taxRate"), 2.6},
            {QStringLiteral("translations"),
                texts({QStringLiteral("productName"), QStringLiteral("productDescription")})}};
        const auto created = send("POST", products, product);
        QCOMPARE(created.status, 201);
        const QJsonObject p =
            created.json.value(QLatin1String("data")).toArray().first().toObject(); // create answers a list
        const QString productUuid = p.value(QLatin1String("productUuid")).toString();
        QCOMPARE(p.value(QLatin1String("productUnit")).toObject().value(QLatin1String("isocode")).toString(),
            QStringLiteral("KGM"));
        // cost: a number in the spec profile, "13.00" in the live one.
        const QJsonValue cost =
            send("PATCH", products + QLatin1Char('/') + productUuid, {{QStringLiteral("cost"), 13}})
                .data()
                .value(QLatin1String("cost"));
        QCOMPARE(m_peer.isLive() ? cost.toString() : QString::number(cost.toDouble(), 'f', 2),
            QStringLiteral("13.00"));
        QJsonObject bad = product;
        bad.insert(
            QStringLiteral("productKey"), QStringLiteral("A-KEY-THAT-IS-LONGER-THAN-THIRTY-CHARACTERS"));
        bad.insert(QStringLiteral("eanCode"), QStringLiteral("7610000000007"));
        const QJsonObject errors = send("POST", products, bad).json.value(QLatin1String("errors")).toObject();
        QVERIFY(errors.contains(QLatin1String("productKey")));
        QVERIFY(errors.contains(QLatin1String("eanCode")));

        const QString actions = products + QLatin1Char('/') + productUuid + QStringLiteral("/actions");
        QCOMPARE(send("GET", actions).json.value(QLatin1String("data")).toArray(),
            (QJsonArray {QStringLiteral("archive"), QStringLiteral("delete")}));
        QCOMPARE(send("PATCH", actions + QStringLiteral("/archive")).status, 200);
        QCOMPARE(send("PATCH", actions + QStringLiteral("/archive")).status, 400); // not offered twice
        bool archived = false;
        for (const QJsonValue &v : send("GET", products + QStringLiteral("?isArchived=true"))
                                       .json.value(QLatin1String("data"))
                                       .toArray())
            archived = archived || v.toObject().value(QLatin1String("productUuid")).toString() == productUuid;
        QVERIFY(archived);
        QCOMPARE(send("PATCH", actions + QStringLiteral("/delete")).status, 200);
        QCOMPARE(send("GET", products + QLatin1Char('/') + productUuid).status, 404);
        QVERIFY(send("GET", products).json.value(QLatin1String("data")).toArray().size() >= 12);
    }

    void employeesAndUsersAnswerBareJson()
    {
        const auto users = send("GET", QStringLiteral("/time/v2/employees/available-users"));
        QCOMPARE(users.status, 200);
        const QJsonArray all = QJsonDocument::fromJson(users.body).array();
        QCOMPARE(all.size(), 3);
        const auto employees = send("GET", QStringLiteral("/time/v2/employees"));
        QVERIFY(QJsonDocument::fromJson(employees.body).isArray());
        QCOMPARE(QJsonDocument::fromJson(employees.body).array().size(), 2);

        const QString freeUser = all.last().toObject().value(QLatin1String("uuid")).toString();
        const QJsonObject employee {{QStringLiteral("employeeNumber"), QStringLiteral("M-200")},
            {QStringLiteral("firstName"), QStringLiteral("Léa")},
            {QStringLiteral("lastName"), QStringLiteral("Dubois")}, {QStringLiteral("userUuid"), freeUser},
            {QStringLiteral("employmentStartDate"), QStringLiteral("2026-01-01")},
            {QStringLiteral("timeTrackingStartDate"), QStringLiteral("2026-01-01")},
            {QStringLiteral("employeeGroupUuid"), QJsonValue()}};
        const auto created = send("POST", QStringLiteral("/time/v2/employees"), employee);
        QCOMPARE(created.status, 201);
        const QJsonObject e = QJsonDocument::fromJson(created.body).object();
        QCOMPARE(e.value(QLatin1String("user")).toObject().value(QLatin1String("uuid")).toString(), freeUser);
        const QString uuid = e.value(QLatin1String("uuid")).toString();
        const auto mine =
            send("GET", QStringLiteral("/time/v2/employees/available-users?employeeUuid=") + uuid);
        QCOMPARE(QJsonDocument::fromJson(mine.body).array().size(), 1);
        QCOMPARE(
            send("PATCH", QStringLiteral("/time/v2/employees/") + uuid, {{QStringLiteral("isActive"), false}})
                .status,
            200);
        QCOMPARE(
            QJsonDocument::fromJson(send("GET", QStringLiteral("/time/v2/employees?onlyInactive=true")).body)
                .array()
                .size(),
            1);

        QJsonObject bad = employee;
        bad.insert(QStringLiteral("employmentStartDate"), QStringLiteral("01.01.2026"));
        bad.remove(QStringLiteral("firstName"));
        const QJsonObject errors = send("POST", QStringLiteral("/time/v2/employees"), bad)
                                       .json.value(QLatin1String("errors"))
                                       .toObject();
        QVERIFY(errors.contains(QLatin1String("employmentStartDate")));
        QVERIFY(errors.contains(QLatin1String("firstName")));
        QCOMPARE(send("DELETE", QStringLiteral("/time/v2/employees/") + uuid).status, 200);
        QCOMPARE(send("GET", QStringLiteral("/time/v2/employees/") + uuid).status, 404);
        const QString noTime = m_peer.createToken({QStringLiteral("customers")}, {m_account});
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("/time/v2/employees")), noTime).status, 403);
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("10")}};
    QString m_account;
};

QTEST_GUILESS_MAIN(TestSandboxResources)
#include "tst_sandbox_resources.moc"
