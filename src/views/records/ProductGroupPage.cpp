#include "views/records/ProductGroupPage.h"

#include "records/ProductRecord.h"
#include "records/RecordTableColumns.h"
#include "views/records/ProductGroupEditor.h"
#include "views/records/RecordPageHtml.h"

#include <QAction>
#include <QUrlQuery>

namespace {

QUrlQuery archivedGroupsQuery()
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("onlyArchived"), QStringLiteral("true"));
    return query;
}

} // namespace

ProductGroupPage::ProductGroupPage(QWidget *parent)
    // The service lists archived groups only when asked: a second listing adds them.
    : RecordPage(ProductRecord::groupColumns(), Resource::ProductGroups, {archivedGroupsQuery()}, parent)
{
    setSearchPlaceholder(tr("Search number, description or booking account (Ctrl+F)"));
    setQuickFilters({
        {tr("Ac&tive"),
            [](const QJsonObject &g) {
                return !ProductRecord::isGroupArchived(g);
            }},
        {tr("A&rchived"),
            [](const QJsonObject &g) {
                return ProductRecord::isGroupArchived(g);
            }},
        {tr("A&ll"), {}},
    });
    m_archive = addPageAction(tr("&Archive"), QKeySequence(), [this] { setArchived(true); });
    m_restore = addPageAction(tr("Re&store"), QKeySequence(), [this] { setArchived(false); });
}

void ProductGroupPage::updateActions()
{
    RecordPage::updateActions();
    const QJsonObject g = currentRecord();
    m_archive->setEnabled(session().isValid() && !g.isEmpty() && !ProductRecord::isGroupArchived(g));
    m_restore->setEnabled(session().isValid() && !g.isEmpty() && ProductRecord::isGroupArchived(g));
}

void ProductGroupPage::setArchived(bool archived)
{
    const QJsonObject group = currentRecord();
    if (group.isEmpty() || !session().isValid())
        return;
    const QString title = ProductRecord::groupTitle(group);
    const auto run = [this, archived, title](const QJsonObject &current) {
        // Already in that state (changed meanwhile): nothing to do.
        if (ProductRecord::isGroupArchived(current) == archived)
            return;
        whenDone(controller()->runAction(RecordTableModel::keyOf(current),
                     archived ? QStringLiteral("archive") : QStringLiteral("restore"), this),
            [this, archived, title](const QJsonObject &saved) {
                recordSaved(saved);
                emit messageRequested(archived ? tr("The product group %1 was archived.").arg(title)
                                               : tr("The product group %1 was restored.").arg(title));
            });
    };
    if (archived)
        confirm(group, tr("Archive the product group %1?").arg(title), run);
    else
        run(group);
}

QString ProductGroupPage::detailHtml(const QJsonObject &g) const
{
    const ProductGroupDraft d = ProductGroupDraft::fromRecord(g);
    RecordPageHtml html(ProductRecord::groupTitle(g));
    html.row(tr("Number"), d.groupNumber)
        .row(tr("Booking account"), d.bookingAccountNumber)
        .row(tr("State"), ProductRecord::isGroupArchived(g) ? tr("Archived") : tr("Active"));
    html.section(tr("Descriptions"));
    for (const QString &lang : RecordTableColumns::languages())
        html.row(RecordTableColumns::languageName(lang), d.descriptions.value(lang));
    return html.html();
}

RecordPageEditor *ProductGroupPage::createEditor(const QJsonObject &record)
{
    return new ProductGroupEditor(controller(), record, this);
}
