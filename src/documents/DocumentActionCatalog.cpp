#include "documents/DocumentActionCatalog.h"

namespace {

using Effect = DocumentActionInfo::Effect;
using K = DocumentKind;

// Kinds that can be sent, cancelled and marked (every kind but recurring invoices and templates).
const QList<DocumentKind> sendable {K::Quote, K::ContractNote, K::DeliveryNote, K::Invoice, K::CreditNote};

QList<DocumentActionInfo> makeCatalog()
{
    const auto info = [](const char *name, const QString &label, const char *icon, Effect effect,
                          bool destructive = false, std::optional<DocumentKind> target = std::nullopt,
                          QList<DocumentKind> sources = {}) {
        return DocumentActionInfo {QString::fromLatin1(name), label, QString::fromLatin1(icon), effect,
            destructive, target, std::move(sources)};
    };
    // The order is the toolbar's: output first, then status, then new documents, then removal.
    return {
        info("print", DocumentActionCatalog::tr("&Print…"), "document-print", Effect::Pdf),
        info("downloadPdf", DocumentActionCatalog::tr("Save as P&DF…"), "document-save-as", Effect::Pdf),
        info("email", DocumentActionCatalog::tr("Send by &e-mail…"), "mail-send", Effect::Email),
        info("markSent", DocumentActionCatalog::tr("Mark as &sent"), "mail-mark-read", Effect::Changes, false,
            std::nullopt, sendable),
        info("markApproved", DocumentActionCatalog::tr("Mark as a&pproved"), "dialog-ok-apply",
            Effect::Changes, false, std::nullopt, {K::Quote}),
        info("markDeclined", DocumentActionCatalog::tr("Mark as dec&lined"), "dialog-cancel", Effect::Changes,
            false, std::nullopt, {K::Quote}),
        info("dunningPrint", DocumentActionCatalog::tr("Print &reminder…"), "document-print-preview",
            Effect::Pdf, false, std::nullopt, {K::Invoice}),
        info("dunningSent", DocumentActionCatalog::tr("Send remi&nder by e-mail"), "mail-mark-important",
            Effect::Changes, false, std::nullopt, {K::Invoice}),
        // The live service's name for booking a payment (not in the spec's list); it asks in a dialog.
        info("paymentAdd", DocumentActionCatalog::tr("Record a pa&yment…"), "wallet-open", Effect::Changes,
            false, std::nullopt, {K::Invoice}),
        info("clone", DocumentActionCatalog::tr("D&uplicate"), "edit-copy", Effect::Creates),
        info("convert", DocumentActionCatalog::tr("Convert to &invoice"), "document-export", Effect::Creates,
            false, K::Invoice, {K::Quote}),
        info("convertCN", DocumentActionCatalog::tr("Convert to &contract note"), "document-export",
            Effect::Creates, false, K::ContractNote, {K::Quote}),
        info("convertCNDN", DocumentActionCatalog::tr("Convert to deli&very note"), "document-export",
            Effect::Creates, false, K::DeliveryNote, {K::ContractNote}),
        info("convertCNI", DocumentActionCatalog::tr("Convert to &invoice"), "document-export",
            Effect::Creates, false, K::Invoice, {K::ContractNote}),
        info("convertDNI", DocumentActionCatalog::tr("Convert to &invoice"), "document-export",
            Effect::Creates, false, K::Invoice, {K::DeliveryNote}),
        info("convertIC", DocumentActionCatalog::tr("Convert to c&redit note"), "document-export",
            Effect::Creates, false, K::CreditNote, {K::Invoice}),
        info("convertDN", DocumentActionCatalog::tr("Convert to deli&very note"), "document-export",
            Effect::Creates, false, K::DeliveryNote, {K::Invoice}),
        info("convertT", DocumentActionCatalog::tr("Convert to &template"), "document-export",
            Effect::Creates, false, K::Template, {K::Invoice}),
        info("convertToTemplate", DocumentActionCatalog::tr("Save as &template"), "document-export",
            Effect::Creates, false, K::Template, {K::Quote, K::ContractNote, K::DeliveryNote, K::CreditNote}),
        info("convertTI", DocumentActionCatalog::tr("Create &invoice from template"), "document-new",
            Effect::Creates, false, K::Invoice, {K::Template}),
        info("convertTemplateToQuote", DocumentActionCatalog::tr("Create &quote from template"),
            "document-new", Effect::Creates, false, K::Quote, {K::Template}),
        info("convertTemplateToDeliveryNote",
            DocumentActionCatalog::tr("Create deli&very note from template"), "document-new", Effect::Creates,
            false, K::DeliveryNote, {K::Template}),
        info("convertTemplateToCreditNote", DocumentActionCatalog::tr("Create c&redit note from template"),
            "document-new", Effect::Creates, false, K::CreditNote, {K::Template}),
        info("convertTemplateToContractNote",
            DocumentActionCatalog::tr("Create &contract note from template"), "document-new", Effect::Creates,
            false, K::ContractNote, {K::Template}),
        info("archive", DocumentActionCatalog::tr("&Archive"), "archive-insert", Effect::Changes),
        info("restore", DocumentActionCatalog::tr("Res&tore"), "archive-extract", Effect::Changes),
        info("cancel", DocumentActionCatalog::tr("Ca&ncel document"), "process-stop", Effect::Changes, true,
            std::nullopt, sendable),
        info("delete", DocumentActionCatalog::tr("&Delete"), "edit-delete", Effect::Removes, true),
    };
}

} // namespace

const QList<DocumentActionInfo> &DocumentActionCatalog::all()
{
    // Built on first use so the labels are translated with the translator installed by then.
    static const QList<DocumentActionInfo> catalog = makeCatalog();
    return catalog;
}

std::optional<DocumentActionInfo> DocumentActionCatalog::find(const QString &name)
{
    for (const DocumentActionInfo &a : all()) {
        if (a.name == name)
            return a;
    }
    return std::nullopt;
}

QList<DocumentActionInfo> DocumentActionCatalog::forKind(DocumentKind kind)
{
    QList<DocumentActionInfo> result;
    for (const DocumentActionInfo &a : all()) {
        if (a.sources.isEmpty() || a.sources.contains(kind))
            result.append(a);
    }
    return result;
}

QString DocumentActionCatalog::label(const QString &name, const QString &serviceLabel)
{
    if (const auto known = find(name))
        return known->label;
    return serviceLabel.trimmed().isEmpty() ? name : serviceLabel.trimmed();
}

QString DocumentActionCatalog::plain(const QString &label)
{
    QString text;
    for (qsizetype i = 0; i < label.size(); ++i) {
        if (label.at(i) == QLatin1Char('&') && i + 1 < label.size())
            ++i; // "&&" stands for one ampersand, "&x" for x
        text.append(label.at(i));
    }
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text;
}

std::optional<DocumentKind> DocumentActionCatalog::createdKind(const QString &name, DocumentKind source)
{
    const auto known = find(name);
    if (!known || known->effect != DocumentActionInfo::Effect::Creates)
        return std::nullopt;
    return known->target.value_or(source);
}

bool DocumentActionCatalog::asksFirst(const QString &name)
{
    const auto known = find(name);
    return (known && known->destructive) || name == QLatin1String("convertIC");
}

std::optional<DocumentKind> DocumentActionCatalog::kindFromType(const QString &type)
{
    QString t = type.toLower();
    t.remove(QLatin1Char('-'));
    t.remove(QLatin1Char('_'));
    t.remove(QLatin1Char(' '));
    if (t.endsWith(QLatin1Char('s')))
        t.chop(1);
    static const QList<QPair<QLatin1String, DocumentKind>> types {{QLatin1String("quote"), K::Quote},
        {QLatin1String("contractnote"), K::ContractNote}, {QLatin1String("deliverynote"), K::DeliveryNote},
        {QLatin1String("invoice"), K::Invoice}, {QLatin1String("creditnote"), K::CreditNote},
        {QLatin1String("recurringinvoice"), K::RecurringInvoice}, {QLatin1String("template"), K::Template},
        {QLatin1String("receipt"), K::Receipt}};
    for (const auto &[name, kind] : types) {
        if (t == name)
            return kind;
    }
    return std::nullopt;
}
