#pragma once

#include "domain/DocumentKind.h"

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QString>

#include <optional>

// One row of a document list: what lists, filters, reports and actions know of a document without its
// detail. The original item is kept (compact JSON) so that fields the client does not model are not
// lost; reading it from the service's answer is the wire's job (api/DocumentSummaryJson.h).
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
};
