#include "views/documents/DocumentActionStyle.h"

#include "documents/DocumentActionCatalog.h"

#include <QApplication>
#include <QHash>
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

} // namespace DocumentActionStyle
