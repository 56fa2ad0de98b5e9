#pragma once

#include "domain/DocumentKind.h"
#include "domain/DocumentSummary.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// What the client knows about the service's document actions (spec 4.9 and the live service's extra
// names): a translated label, what the action does to the document, and for clone and every conversion
// the kind of the document it creates. Names the client does not know are shown with the service's
// label and run as plain changes of the document.
struct DocumentActionInfo
{
    enum class Effect {
        Changes, // the document itself changes (archive, mark as sent, cancel, ...)
        Creates, // a new document (clone, convert*)
        Removes, // delete
        Pdf, // answers data.downloadUrl (print, downloadPdf, dunningPrint)
        Email, // sends the document (answers data.recipient)
    };

    QString name;
    QString label;
    QString iconName; // freedesktop icon theme name
    Effect effect = Effect::Changes;
    bool destructive = false; // asks before it runs
    // The kind of the new document; for clone the kind of the source (see createdKind()).
    std::optional<DocumentKind> target;
    // Kinds whose documents can offer it; empty: every kind.
    QList<DocumentKind> sources;
};

class DocumentActionCatalog
{
    Q_DECLARE_TR_FUNCTIONS(DocumentActionCatalog)

public:
    // Every known action in the order a toolbar shows them.
    static const QList<DocumentActionInfo> &all();
    static std::optional<DocumentActionInfo> find(const QString &name);
    // The known actions a document of this kind can offer, in toolbar order.
    static QList<DocumentActionInfo> forKind(DocumentKind kind);
    // The label to show: the client's translation for a known name, else the service's label, else the
    // name itself.
    static QString label(const QString &name, const QString &serviceLabel = {});
    // A label without its mnemonic and ellipsis, for sentences ("&Print…" -> "Print").
    static QString plain(const QString &label);
    // The kind of the document that `name` creates from a document of kind `source`, if it creates one.
    static std::optional<DocumentKind> createdKind(const QString &name, DocumentKind source);
    // Asks before it runs: destructive actions, and a credit note (it takes money back from the customer).
    static bool asksFirst(const QString &name);
    // The kind of a document as the service names it in an action result's `type` ("invoice",
    // "credit-note", "creditNote", "invoices", ...).
    static std::optional<DocumentKind> kindFromType(const QString &type);
};
