#pragma once

#include <QString>

// File names made from text that came from outside (the file name the service gives a PDF, a document
// number, a report's title): whatever the text, the name stays inside the folder the user chose.
namespace SafeFileName {

// The longest name made, in UTF-8 bytes: file systems allow 255, and a few are kept for " (12)" and the
// temporary suffix QSaveFile adds while it writes.
constexpr int maxBytes = 200;

// One file name, never a path:
//  - path separators (/ \) and the characters Windows refuses in names (: * ? " < > |) become "-";
//  - control characters and the invisible direction marks that (U+202E turns "invoice[U+202E]fdp.exe" into
//  what
//    looks like a PDF) become spaces; runs of white space become one space;
//  - leading dots (hidden files, "..") and spaces, trailing dots and spaces (Windows drops them) go;
//  - the names Windows reserves for devices (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with any extension)
//    get a "_" in front;
//  - a name longer than maxBytes is shortened, keeping its extension;
//  - `suffix` (".pdf"), when given, is added unless the name already ends with it (any case);
//  - nothing left: `fallback` (made safe the same way), else "file".
QString make(const QString &name, const QString &suffix = {}, const QString &fallback = {});

// The path of make(name, suffix) in `folder` that does not exist yet: "name.pdf", else "name (2).pdf",
// "name (3).pdf" ... so that a file written there never replaces one without asking. Empty if no free
// name was found (a thousand taken).
QString freePathIn(const QString &folder, const QString &name, const QString &suffix = {});

// Whether `path` is a file directly inside `folder` (after resolving "." and ".."; symbolic links are
// not followed).
bool isDirectlyIn(const QString &folder, const QString &path);

} // namespace SafeFileName
