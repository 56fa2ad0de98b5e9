#pragma once

#include "HttpTypes.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>

// The live profile (--profile live): every answer as the live service writes it. The routes build the
// spec's answers; this turns one into the live service's: documents (lists and single ones) inside
// data.documents with meta beside, every known field present with null when empty, companies with
// company_name beside name, product cost as a string, and the bytes of PHP's json_encode.
namespace LiveProfile {

// json_encode($value) with PHP's default flags: compact, "/" as "\/", every character outside ASCII as
// \uXXXX with lowercase hex (UTF-16 units, so surrogate pairs above U+FFFF), control characters as \b \f
// \n \r \t or \u00XX. Numbers are written as Qt writes them (which matches PHP's serialize_precision -1
// for the values the service sends). Keys are in QJsonObject's (alphabetical) order, except that an
// envelope at the top ({status, ...}) leads with status, message, data and meta, as the live one does.
QByteArray phpJson(const QJsonValue &value);

// The answer of the route `pattern` (as registered, e.g. "/accounts/{accountUuid}/documents/v2/invoices"),
// reshaped for the live profile. Non-JSON answers (PDFs) pass unchanged.
SandboxResponse shape(const QString &pattern, SandboxResponse response);

} // namespace LiveProfile
