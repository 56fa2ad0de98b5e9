#pragma once

#include "domain/DocumentKind.h"

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

// One row of a document list as the service sends it, read tolerantly. The original item is kept
// (compact JSON) so that fields the client does not model are not lost.
struct DocumentSummary
{
    DocumentKind kind = DocumentKind::Invoice;
    qint64 id = 0;
    QString uuid;
    QString number;
    QDate date;
    QDate dueDate;
    QDate deliveryDate;
    QString currency;
    qint64 totalMinor = 0;
    std::optional<qint64> openMinor;
    QString title;
    QString reference;
    QString receiverName;
    QString customerNumber;
    QString companyUuid;
    QString personUuid;
    QString sentStatus;
    QString dunningLevel;
    bool archived = false;
    bool cancelled = false;
    bool imported = false;
    QDateTime updatedAt;
    QByteArray json;

    // Fails (with a reason) only when the item has no uuid: everything else may be missing or null.
    static std::optional<DocumentSummary> fromJson(
        DocumentKind kind, const QJsonObject &item, QString *error = nullptr);
};
