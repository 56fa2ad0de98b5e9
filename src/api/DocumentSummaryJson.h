#pragma once

#include "domain/DocumentSummary.h"

#include <QJsonObject>
#include <QString>

#include <optional>

// One item of a document list as the service sends it, read tolerantly. Fails (with a reason) only
// when the item has no uuid: everything else may be missing or null.
std::optional<DocumentSummary> documentSummaryFromJson(
    DocumentKind kind, const QJsonObject &item, QString *error = nullptr);
