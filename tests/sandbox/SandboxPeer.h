#pragma once

#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <optional>

// The sandbox as its own tests see it: a process started from $INVOICEDESK_SANDBOX and plain HTTP calls.
// Independent of the client's code on purpose.
class SandboxPeer
{
public:
    struct Answer
    {
        int status = 0;
        QByteArray body;
        QJsonObject json;
        QByteArray retryAfter;
        QByteArray contentType;
        QByteArray allow; // the Allow header (405)
        QByteArray wwwAuthenticate; // the WWW-Authenticate header (401)
        // The body as sent. `json` is the same answer with the live profile's document envelope taken
        // off (data.documents -> data; a queue detail's invoice likewise) and its amount texts (openAmount,
        // vat.amount) read as numbers, so one test reads both profiles; `raw` is the body as parsed.
        QJsonObject raw;
        QJsonObject data() const { return json.value(QLatin1String("data")).toObject(); }
    };

    // The profile the suite runs against: INVOICEDESK_TEST_PROFILE (spec, the default, or live). Every
    // sandbox a test starts gets `--profile <it>` unless the test's arguments name a profile.
    static QString testProfile();
    // json_encode(json_decode($text)) as PHP writes it (default flags), from the rules of the live service:
    // compact, key order and number text kept, "/" as "\\/", every character outside ASCII as lowercase
    // \\uXXXX (surrogate pairs above U+FFFF), control characters as \\b \\f \\n \\r \\t or \\u00XX.
    // nullopt when the text is not JSON. Deliberately independent of the sandbox's encoder.
    static std::optional<QByteArray> phpReencode(const QByteArray &json);

    explicit SandboxPeer(const QStringList &arguments, bool testHooks = true);
    bool isLive() const { return m_live; }
    ~SandboxPeer();

    QString error() const { return m_error; }
    QString url() const { return m_url; }
    QString demoToken() const { return m_token; }
    QStringList accounts() const { return m_accounts; }
    QString dataDir() const { return m_dir.path(); }
    QByteArray readyLine() const { return m_readyLine; }
    bool stop();
    // What the sandbox wrote on stderr so far (its request log).
    QByteArray standardError();

    // path: after the server's URL, or a whole URL; token: "demo" for the demo token, empty for none,
    // anything else is sent as given.
    Answer request(const QByteArray &verb, const QString &path, const QString &token = QStringLiteral("demo"),
        const QByteArray &body = {});
    QString createToken(
        const QStringList &scopes, const QStringList &accounts, const QString &expiresAt = {});

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    QNetworkAccessManager m_nam;
    QByteArray m_readyLine;
    QString m_error;
    QString m_url;
    QString m_token;
    QStringList m_accounts;
    bool m_live = false;
    bool m_byteFormFailed = false; // reported once per sandbox
};
