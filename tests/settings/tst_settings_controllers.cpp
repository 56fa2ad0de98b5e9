// The settings and webhook pages' calls without any widget: SettingsController reads, patches (with the
// service's field errors) and keeps settings; WebhookController creates, lists, reads and deletes
// webhooks and keeps the store in step. Against a real sandbox.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/JsonReader.h"
#include "records/SettingsController.h"
#include "records/WebhookController.h"

#include <QTemporaryDir>
#include <QTest>

#include <optional>

namespace {

// The outcome of one call: its value or its error.
template<typename T> struct Outcome
{
    bool done = false;
    bool ok = false;
    T value {};
    ApiError error;

    void succeed(const T &v) { *this = {true, true, v, {}}; }
    void fail(const ApiError &e) { *this = {true, false, {}, e}; }
    bool wait()
    {
        return QTest::qWaitFor([this] { return done; }, 20000);
    }
};

} // namespace

class TestSettingsControllers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_account = m_sandbox.accounts().first();
        m_client = new ApiClient(m_sandbox.config(m_account), this);
    }

    void settingsLoadKeepAndPatch()
    {
        SettingsController settings;
        QVERIFY(!settings.isOpen());
        settings.openSession(m_client, m_data.path(), m_account);
        QVERIFY(settings.isOpen());

        Outcome<QJsonObject> loaded;
        settings.load(
            QStringLiteral("conditions"), this, [&](const QJsonObject &v) { loaded.succeed(v); },
            [&](const ApiError &e) { loaded.fail(e); });
        QVERIFY(loaded.wait());
        QVERIFY2(loaded.ok, qPrintable(loaded.error.message()));
        QVERIFY(loaded.value.contains(QLatin1String("paymentTerms")));
        const auto readStored = [&settings, this](const QStringList &names) {
            Outcome<QHash<QString, QJsonObject>> read;
            settings.readStored(names, this, [&](const QHash<QString, QJsonObject> &v) { read.succeed(v); });
            return read.wait() ? std::optional(read.value) : std::nullopt;
        };
        QCOMPARE(readStored({QStringLiteral("conditions")}), std::optional(QHash<QString, QJsonObject>()));
        QCOMPARE(settings.keep(QStringLiteral("conditions"), loaded.value), QString());
        QCOMPARE(readStored({QStringLiteral("conditions"), QStringLiteral("dunnings")}),
            std::optional(QHash<QString, QJsonObject> {{QStringLiteral("conditions"), loaded.value}}));

        // 422: the verdict names the field.
        const QString level = QStringLiteral("dunnings/dunning-level-1");
        Outcome<QJsonObject> refused;
        settings.patch(
            level, {{QStringLiteral("numberOfDays"), 400}}, this,
            [&](const QJsonObject &v) { refused.succeed(v); }, [&](const ApiError &e) { refused.fail(e); });
        QVERIFY(refused.wait());
        QVERIFY(!refused.ok);
        QCOMPARE(refused.error.kind(), ApiError::Kind::Validation);
        QVERIFY(refused.error.fieldErrors().contains(QStringLiteral("numberOfDays")));

        Outcome<QJsonObject> saved;
        settings.patch(
            level, {{QStringLiteral("numberOfDays"), 12}}, this,
            [&](const QJsonObject &v) { saved.succeed(v); }, [&](const ApiError &e) { saved.fail(e); });
        QVERIFY(saved.wait());
        QVERIFY2(saved.ok, qPrintable(saved.error.message()));
        QCOMPARE(JsonReader::integer(saved.value, QLatin1String("numberOfDays")), 12);
    }

    void webhooksCreateListFetchDelete()
    {
        WebhookController webhooks;
        webhooks.openSession(m_client, m_data.path(), m_account);
        const QString type = WebhookApi::knownEventTypes().first();

        // Refused: an event the service does not know, named at its field.
        Outcome<Webhook> refused;
        webhooks.create(
            QUrl(QStringLiteral("https://example.com/hooks")), {QStringLiteral("no-such-event")}, this,
            [&](const Webhook &w, const QString &) { refused.succeed(w); },
            [&](const ApiError &e) { refused.fail(e); });
        QVERIFY(refused.wait());
        QVERIFY(!refused.ok);
        QCOMPARE(refused.error.kind(), ApiError::Kind::Validation);

        Outcome<Webhook> created;
        webhooks.create(
            QUrl(QStringLiteral("https://example.com/hooks")), {type}, this,
            [&](const Webhook &w, const QString &storeProblem) {
                QVERIFY(storeProblem.isEmpty());
                created.succeed(w);
            },
            [&](const ApiError &e) { created.fail(e); });
        QVERIFY(created.wait());
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        QVERIFY(!created.value.signatureKey.isEmpty()); // shown once
        const QString uuid = created.value.uuid;
        // Kept without its key.
        Outcome<QList<Webhook>> read;
        webhooks.readStored(this, [&](const QList<Webhook> &l) { read.succeed(l); });
        QVERIFY(read.wait());
        const QList<Webhook> kept = read.value;
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().uuid, uuid);
        QVERIFY(kept.first().signatureKey.isEmpty());

        Outcome<QList<Webhook>> listed;
        webhooks.list(
            this, [&](const QList<Webhook> &l, const QString &) { listed.succeed(l); },
            [&](const ApiError &e) { listed.fail(e); });
        QVERIFY(listed.wait());
        QVERIFY(listed.ok);
        QVERIFY(std::any_of(
            listed.value.begin(), listed.value.end(), [&](const Webhook &w) { return w.uuid == uuid; }));

        Outcome<Webhook> fetched;
        webhooks.fetch(
            uuid, this, [&](const Webhook &w, const QString &) { fetched.succeed(w); },
            [&](const ApiError &e) { fetched.fail(e); });
        QVERIFY(fetched.wait());
        QVERIFY(fetched.ok);
        QCOMPARE(fetched.value.eventTypes, QStringList {type});

        Outcome<bool> removed;
        webhooks.remove(
            uuid, this, [&](bool wasGone, const QString &) { removed.succeed(wasGone); },
            [&](const ApiError &e) { removed.fail(e); });
        QVERIFY(removed.wait());
        QVERIFY(removed.ok);
        QVERIFY(!removed.value);
        Outcome<QList<Webhook>> readAgain;
        webhooks.readStored(this, [&](const QList<Webhook> &l) { readAgain.succeed(l); });
        QVERIFY(readAgain.wait());
        QVERIFY(readAgain.value.isEmpty());
        // Deleted again: already gone on the service, reported as such.
        Outcome<bool> again;
        webhooks.remove(
            uuid, this, [&](bool wasGone, const QString &) { again.succeed(wasGone); },
            [&](const ApiError &e) { again.fail(e); });
        QVERIFY(again.wait());
        QVERIFY(again.ok);
        QVERIFY(again.value);
    }

private:
    TestSandbox m_sandbox;
    ApiClient *m_client = nullptr;
    QString m_account;
    QTemporaryDir m_data;
};

QTEST_GUILESS_MAIN(TestSettingsControllers)
#include "tst_settings_controllers.moc"
