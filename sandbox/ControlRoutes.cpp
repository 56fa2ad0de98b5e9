// Routes under /__sandbox/ exist only in the sandbox: tests and benchmarks use them to make tokens,
// inject faults, read request counts and change data behind the client's back. No token is needed.
#include "Routes.h"
#include "SandboxServer.h"

#include <QRandomGenerator>
#include <QTimer>

#include <fcntl.h>
#include <memory>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

namespace {

QJsonObject bodyOf(const SandboxRequest &r, bool *ok)
{
    QJsonParseError error;
    const QJsonDocument doc =
        QJsonDocument::fromJson(r.body.isEmpty() ? QByteArrayLiteral("{}") : r.body, &error);
    *ok = error.error == QJsonParseError::NoError && doc.isObject();
    return doc.object();
}

SandboxResponse notJson()
{
    return SandboxResponse::error(
        400, QStringLiteral("invalid_json"), QStringLiteral("The body is not a JSON object."));
}

} // namespace

namespace {

void registerControlRoutes(SandboxServer &server)
{
    const QString none; // null scope: no token checked

    server.addRoute("POST", QStringLiteral("/__sandbox/tokens"), none, [&server](const SandboxRequest &r) {
        bool ok = false;
        const QJsonObject o = bodyOf(r, &ok);
        if (!ok)
            return notJson();
        Storage::Token info;
        for (const QJsonValue &v : o.value(QLatin1String("scopes")).toArray())
            info.scopes << v.toString();
        for (const QJsonValue &v : o.value(QLatin1String("accounts")).toArray())
            info.accounts << v.toString();
        info.expiresAt = QDateTime::fromString(o.value(QLatin1String("expiresAt")).toString(), Qt::ISODate);
        QString token = QStringLiteral("sbx_");
        for (int i = 0; i < 4; ++i)
            token += QString::number(QRandomGenerator::global()->generate64(), 16)
                         .rightJustified(16, QLatin1Char('0'));
        server.storage().addToken(token, info);
        return SandboxResponse::json(201, {{QStringLiteral("token"), token}});
    });

    server.addRoute("POST", QStringLiteral("/__sandbox/faults"), none, [&server](const SandboxRequest &r) {
        bool ok = false;
        const QJsonObject o = bodyOf(r, &ok);
        if (!ok)
            return notJson();
        QString why;
        QString field;
        const auto f = SandboxServer::faultFromJson(o, &why, &field);
        if (!f) // 422 naming the field: {"errors":{"<field>":["<why>"]}}
            return SandboxResponse::validation({{field.isEmpty() ? QStringLiteral("fault") : field, {why}}});
        server.addFault(*f);
        return SandboxResponse::json(201, {{QStringLiteral("ok"), true}});
    });
    server.addRoute("DELETE", QStringLiteral("/__sandbox/faults"), none, [&server](const SandboxRequest &) {
        server.clearFaults();
        return SandboxResponse::json(200, {{QStringLiteral("ok"), true}});
    });

    // The process out of file descriptors, for real: POST /__sandbox/descriptors {"holdMs": N} lowers the
    // soft limit (ulimit -n) to at most 4096, opens /dev/null until open() fails with EMFILE, answers
    // {"held": count}, and after N ms (at most 60 s) closes them and puts the limit back. Meanwhile
    // every accept fails as it does when connections use up the descriptors (README, "Limits").
    server.addRoute(
        "POST", QStringLiteral("/__sandbox/descriptors"), none, [&server](const SandboxRequest &r) {
            bool ok = false;
            const QJsonObject o = bodyOf(r, &ok);
            if (!ok)
                return notJson();
            const QJsonValue hold = o.value(QLatin1String("holdMs"));
            if (o.size() != 1 || !hold.isDouble() || hold.toInt(-1) < 1 || hold.toInt(-1) > 60000)
                return SandboxResponse::validation(
                    {{QStringLiteral("holdMs"), {QStringLiteral("must be the only key, 1 to 60000")}}});
            rlimit before {};
            if (getrlimit(RLIMIT_NOFILE, &before) != 0)
                return SandboxResponse::error(
                    500, QStringLiteral("rlimit"), QStringLiteral("The descriptor limit cannot be read."));
            rlimit lowered = before;
            lowered.rlim_cur = std::min<rlim_t>(before.rlim_cur, 4096);
            setrlimit(RLIMIT_NOFILE, &lowered);
            auto held = std::make_shared<std::vector<int>>();
            int fd = -1;
            while ((fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC)) >= 0)
                held->push_back(fd);
            const int why = errno;
            const auto release = [held, before] {
                for (const int each : *held)
                    ::close(each);
                held->clear();
                setrlimit(RLIMIT_NOFILE, &before);
            };
            if (why != EMFILE) {
                release();
                return SandboxResponse::error(500, QStringLiteral("descriptors"),
                    QStringLiteral("Opening ended with error %1, not EMFILE.").arg(why));
            }
            QTimer::singleShot(hold.toInt(), &server, release);
            return SandboxResponse::json(200, {{QStringLiteral("held"), qint64(held->size())}});
        });

    server.addRoute("GET", QStringLiteral("/__sandbox/stats"), none,
        [&server](const SandboxRequest &) { return SandboxResponse::json(200, server.stats()); });
    server.addRoute(
        "POST", QStringLiteral("/__sandbox/stats/reset"), none, [&server](const SandboxRequest &) {
            server.resetStats();
            return SandboxResponse::json(200, {{QStringLiteral("ok"), true}});
        });

    // What the clients sent: GET /__sandbox/requests?method=PATCH&path=/persons/ (both optional).
    server.addRoute("GET", QStringLiteral("/__sandbox/requests"), none, [&server](const SandboxRequest &r) {
        return SandboxResponse::json(200,
            {{QStringLiteral("requests"),
                server.requestLog(r.queryValue(QStringLiteral("method")).toUpper().toLatin1(),
                    r.queryValue(QStringLiteral("path")))}});
    });
    server.addRoute("DELETE", QStringLiteral("/__sandbox/requests"), none, [&server](const SandboxRequest &) {
        server.clearRequestLog();
        return SandboxResponse::json(200, {{QStringLiteral("ok"), true}});
    });

    server.addRoute("POST", QStringLiteral("/__sandbox/config"), none, [&server](const SandboxRequest &r) {
        bool ok = false;
        const QJsonObject o = bodyOf(r, &ok);
        if (!ok)
            return notJson();
        // "profile" (spec, live), or its former name "documentEnvelope" (spec, observed, live).
        const QString field = o.contains(QLatin1String("profile")) ? QStringLiteral("profile")
                                                                   : QStringLiteral("documentEnvelope");
        const auto profile = SandboxServer::profileFromName(o.value(field).toString());
        if (!profile)
            return SandboxResponse::validation({{field, {QStringLiteral("must be spec or live")}}});
        server.profile = *profile;
        return SandboxResponse::json(200,
            {{QStringLiteral("profile"),
                *profile == SandboxServer::Profile::Live ? QStringLiteral("live") : QStringLiteral("spec")}});
    });

    const QString invoice = QStringLiteral("/__sandbox/accounts/{accountUuid}/invoices/{uuid}");
    server.addRoute("PATCH", invoice, none, [&server](const SandboxRequest &r) {
        bool ok = false;
        const QJsonObject changes = bodyOf(r, &ok);
        if (!ok)
            return notJson();
        auto record =
            server.storage().get(r.account, QStringLiteral("invoices"), r.param(QStringLiteral("uuid")));
        if (!record)
            return SandboxResponse::error(
                404, QStringLiteral("not_found"), QStringLiteral("No such invoice."));
        QJsonObject doc = record->json;
        for (auto it = changes.begin(); it != changes.end(); ++it)
            doc.insert(it.key(), it.value());
        const QString now = Storage::now();
        doc.insert(QStringLiteral("updatedAt"), now);
        server.storage().put(r.account, QStringLiteral("invoices"), doc, invoiceListItem(doc), now);
        return SandboxResponse::envelope(doc);
    });
    server.addRoute("DELETE", invoice, none, [&server](const SandboxRequest &r) {
        if (!server.storage().remove(r.account, QStringLiteral("invoices"), r.param(QStringLiteral("uuid"))))
            return SandboxResponse::error(
                404, QStringLiteral("not_found"), QStringLiteral("No such invoice."));
        return SandboxResponse::json(200, {{QStringLiteral("ok"), true}});
    });
}

const RouteGroup controlRoutes("control", registerControlRoutes);

} // namespace
