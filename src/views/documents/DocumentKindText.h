#pragma once

#include "domain/DocumentKind.h"

#include <QCoreApplication>
#include <QString>

// What a document kind is called in the window, translated.
class DocumentKindText
{
    Q_DECLARE_TR_FUNCTIONS(DocumentKindText)

public:
    // "Invoices": navigation and page titles.
    static QString plural(DocumentKind kind);
    // "Invoice": a single document ("Invoice RE-2026-0001").
    static QString singular(DocumentKind kind);
    // "3 invoices" / "12 of 3,400 invoices" for the list's count.
    static QString count(DocumentKind kind, int total);
    static QString countOf(DocumentKind kind, int shown, int total);
    // The document date's label: "Invoice date", "Quote date", ...
    static QString dateLabel(DocumentKind kind);
};
