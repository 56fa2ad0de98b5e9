#pragma once

#include "api/PageInfo.h"
#include "domain/DocumentSummary.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QList>
#include <QString>

#include <optional>

// One page of a document list as the sync reads it: its items as list rows, its paging, and the first
// item that is not a document. The same as reading the answer with QJsonDocument::fromJson,
// JsonReader::listFromEnvelope, PageInfo::fromAnswer and documentSummaryFromJson (fromAnswer() does
// exactly that), only without the document tree: read() reads the body in place, one pass over its
// bytes into a flat list of tokens, and keeps each item's bytes as its JSON when they are already what
// QJsonDocument::toJson(Compact) would write (keys in order, no spaces or escapes, numbers as Qt writes
// them: the sandbox's and Qt's own answers). Whatever it is not sure to read as Qt does (numbers with
// an exponent or of more digits than a double holds exactly, strings with surrogate escapes, invalid
// UTF-8, a key read twice, deep nesting, anything that is not strict JSON) goes through fromAnswer()
// instead, so the result never depends on which way was taken (fuzz_listpage compares the two).
struct ListPage
{
    bool hasItems = false; // the answer holds a list of items
    std::optional<PageInfo> info;
    // The items read, in order, up to the first that is not a document.
    QList<DocumentSummary> documents;
    // That item's reason, when one is not a document (empty when it is not even an object).
    std::optional<QString> notADocument;

    // A 2xx answer's body. nullopt when it is not JSON, with *error set as QJsonDocument::fromJson sets it.
    static std::optional<ListPage> read(
        DocumentKind kind, const QByteArray &body, QJsonParseError *error = nullptr);
    // The same from an answer already parsed (an empty body is an empty document).
    static ListPage fromAnswer(DocumentKind kind, const QJsonDocument &answer);
    // The in-place reading alone: nullopt when it leaves the body to fromAnswer() (see above).
    static std::optional<ListPage> readInPlace(DocumentKind kind, const QByteArray &body);
};
