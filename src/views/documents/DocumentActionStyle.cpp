#include "views/documents/DocumentActionStyle.h"

#include "documents/DocumentActionCatalog.h"
#include "views/documents/DocumentActionController.h"

#include <QApplication>
#include <QHash>
#include <QSet>
#include <QStyle>

namespace DocumentActionStyle {

QIcon icon(const QString &name)
{
    const auto known = DocumentActionCatalog::find(name);
    if (!known)
        return {};
    static const QHash<QString, QStyle::StandardPixmap> fallbacks {
        {QStringLiteral("print"), QStyle::SP_FileDialogContentsView},
        {QStringLiteral("downloadPdf"), QStyle::SP_DialogSaveButton},
        {QStringLiteral("email"), QStyle::SP_CommandLink},
        {QStringLiteral("markSent"), QStyle::SP_DialogApplyButton},
        {QStringLiteral("markApproved"), QStyle::SP_DialogYesButton},
        {QStringLiteral("markDeclined"), QStyle::SP_DialogNoButton},
        {QStringLiteral("dunningPrint"), QStyle::SP_MessageBoxWarning},
        {QStringLiteral("dunningSent"), QStyle::SP_MessageBoxWarning},
        {QStringLiteral("clone"), QStyle::SP_FileIcon},
        {QStringLiteral("archive"), QStyle::SP_DirClosedIcon},
        {QStringLiteral("restore"), QStyle::SP_DirOpenIcon},
        {QStringLiteral("cancel"), QStyle::SP_BrowserStop},
        {QStringLiteral("delete"), QStyle::SP_TrashIcon},
        // Not the conversions' arrow: a payment is entered into the invoice's ledger.
        {QStringLiteral("paymentAdd"), QStyle::SP_FileDialogDetailedView},
        // A credit note turns an invoice back; the other conversions go forward.
        {QStringLiteral("convertIC"), QStyle::SP_ArrowBack},
        {QStringLiteral("convertTemplateToCreditNote"), QStyle::SP_ArrowBack},
    };
    const QStyle::StandardPixmap fallback = fallbacks.value(name, QStyle::SP_ArrowForward);
    return QIcon::fromTheme(known->iconName, QApplication::style()->standardIcon(fallback));
}

QKeySequence shortcut(const QString &name)
{
    if (name == QLatin1String("print"))
        return QKeySequence::Print;
    if (name == QLatin1String("downloadPdf"))
        return QKeySequence::SaveAs;
    if (name == QLatin1String("email"))
        return QKeySequence(Qt::CTRL | Qt::Key_E);
    if (name == QLatin1String("clone"))
        return QKeySequence(Qt::CTRL | Qt::Key_D);
    if (name == QLatin1String("delete"))
        return QKeySequence::Delete;
    // Conversions by the kind they create; a page offers each kind once, so one key per kind is enough.
    static const QHash<QString, QKeySequence> conversions {
        {QStringLiteral("convert"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)},
        {QStringLiteral("convertCNI"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)},
        {QStringLiteral("convertDNI"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)},
        {QStringLiteral("convertTI"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)},
        {QStringLiteral("convertCN"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)},
        {QStringLiteral("convertTemplateToContractNote"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)},
        {QStringLiteral("convertCNDN"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)},
        {QStringLiteral("convertDN"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)},
        {QStringLiteral("convertTemplateToDeliveryNote"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)},
        {QStringLiteral("convertIC"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
        {QStringLiteral("convertTemplateToCreditNote"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
        {QStringLiteral("convertTemplateToQuote"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q)},
        {QStringLiteral("convertT"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)},
        {QStringLiteral("convertToTemplate"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)},
    };
    return conversions.value(name);
}

bool isFrequent(const QString &name)
{
    static const QSet<QString> rare {QStringLiteral("dunningSent"), QStringLiteral("convertT"),
        QStringLiteral("convertToTemplate"), QStringLiteral("restore"), QStringLiteral("cancel")};
    return DocumentActionCatalog::find(name).has_value() && !rare.contains(name);
}

int toolbarGroup(const QString &name)
{
    static const QHash<QString, int> groups {{QStringLiteral("print"), 0}, {QStringLiteral("downloadPdf"), 0},
        {QStringLiteral("email"), 0}, {QStringLiteral("markSent"), 1}, {QStringLiteral("markApproved"), 1},
        {QStringLiteral("markDeclined"), 1}, {QStringLiteral("dunningPrint"), 2},
        {QStringLiteral("dunningSent"), 2}, {QStringLiteral("paymentAdd"), 2}, {QStringLiteral("archive"), 4},
        {QStringLiteral("restore"), 4}, {QStringLiteral("cancel"), 4}, {QStringLiteral("delete"), 4}};
    return groups.value(name, 3); // duplicate and the conversions
}

} // namespace DocumentActionStyle

// "3 invoices": only ever for more than one, so the English source can say the plural.
QString DocumentActionStyle::documentsOf(DocumentKind kind, int count)
{
    switch (kind) {
    case DocumentKind::Quote:
        return DocumentActionController::tr("%n quotes", nullptr, count);
    case DocumentKind::ContractNote:
        return DocumentActionController::tr("%n contract notes", nullptr, count);
    case DocumentKind::DeliveryNote:
        return DocumentActionController::tr("%n delivery notes", nullptr, count);
    case DocumentKind::Invoice:
        return DocumentActionController::tr("%n invoices", nullptr, count);
    case DocumentKind::CreditNote:
        return DocumentActionController::tr("%n credit notes", nullptr, count);
    case DocumentKind::RecurringInvoice:
        return DocumentActionController::tr("%n recurring invoices", nullptr, count);
    case DocumentKind::Template:
        return DocumentActionController::tr("%n templates", nullptr, count);
    case DocumentKind::Receipt:
        return DocumentActionController::tr("%n receipts", nullptr, count);
    }
    return {};
}

// "Mark 3 invoices as sent": the command for several documents says how many.
QString DocumentActionStyle::labelForMany(
    const QString &name, const QString &single, DocumentKind kind, int count)
{
    if (name == QLatin1String("paymentAdd"))
        return single; // one invoice at a time
    const QString documents = documentsOf(kind, count);
    static const QHash<QString, const char *> templates {
        {QStringLiteral("print"), QT_TRANSLATE_NOOP("DocumentActionController", "&Print %1…")},
        {QStringLiteral("downloadPdf"), QT_TRANSLATE_NOOP("DocumentActionController", "Save %1 as P&DF…")},
        {QStringLiteral("email"), QT_TRANSLATE_NOOP("DocumentActionController", "Send %1 by &e-mail…")},
        {QStringLiteral("markSent"), QT_TRANSLATE_NOOP("DocumentActionController", "Mark %1 as &sent")},
        {QStringLiteral("markApproved"),
            QT_TRANSLATE_NOOP("DocumentActionController", "Mark %1 as a&pproved")},
        {QStringLiteral("markDeclined"),
            QT_TRANSLATE_NOOP("DocumentActionController", "Mark %1 as dec&lined")},
        {QStringLiteral("dunningPrint"),
            QT_TRANSLATE_NOOP("DocumentActionController", "Print &reminders for %1…")},
        {QStringLiteral("dunningSent"),
            QT_TRANSLATE_NOOP("DocumentActionController", "Send remi&nders for %1 by e-mail")},
        {QStringLiteral("clone"), QT_TRANSLATE_NOOP("DocumentActionController", "D&uplicate %1")},
        {QStringLiteral("convertIC"),
            QT_TRANSLATE_NOOP("DocumentActionController", "Create c&redit notes for %1")},
        {QStringLiteral("archive"), QT_TRANSLATE_NOOP("DocumentActionController", "&Archive %1")},
        {QStringLiteral("restore"), QT_TRANSLATE_NOOP("DocumentActionController", "Res&tore %1")},
        {QStringLiteral("cancel"), QT_TRANSLATE_NOOP("DocumentActionController", "Ca&ncel %1")},
        {QStringLiteral("delete"), QT_TRANSLATE_NOOP("DocumentActionController", "&Delete %1")},
    };
    if (const char *text = templates.value(name))
        return DocumentActionController::tr(text).arg(documents);
    return DocumentActionController::tr("%1 (%2)").arg(single, documents);
}
