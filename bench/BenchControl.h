#pragma once

// The sandbox's control routes (/__sandbox/..., sandbox/README.md) for the benchmarks: faults, stats, test
// hooks. Blocking: a benchmark has no window to keep responsive.

#include <QByteArray>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QString>
#include <QUrl>

inline QJsonObject control(
    const QUrl &base, const QByteArray &verb, const QString &path, const QByteArray &body = "{}")
{
    QNetworkAccessManager nam;
    QUrl url = base;
    url.setPath(path);
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *reply = nam.sendCustomRequest(request, verb, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
    reply->deleteLater();
    return answer;
}
