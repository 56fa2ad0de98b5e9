#include "views/records/UnitPage.h"

#include "api/JsonReader.h"
#include "records/RecordTableColumns.h"
#include "records/UnitRecord.h"
#include "views/records/RecordPageHtml.h"
#include "views/records/UnitEditor.h"

#include <QAction>

UnitPage::UnitPage(QWidget *parent)
    : RecordPage(UnitRecord::columns(), Resource::Units, {}, parent)
{
    setSearchPlaceholder(tr("Search code, name or description (Ctrl+F)"));
    setQuickFilters({
        {tr("Ac&tive"),
            [](const QJsonObject &u) {
                return JsonReader::boolean(u, QLatin1String("active"), true);
            }},
        {tr("A&ll"), {}},
    });
    m_delete = addPageAction(tr("&Delete…"), QKeySequence::Delete, [this] {
        const QJsonObject unit = currentRecord();
        if (unit.isEmpty() || !session().isValid())
            return;
        const QString title = UnitRecord::title(unit);
        confirm(unit, tr("Delete the unit %1? This cannot be undone.").arg(title),
            [this, title](const QJsonObject &current) {
                const QString uuid = RecordTableModel::keyOf(current);
                whenDone(controller()->remove(uuid, this), [this, uuid, title](const QJsonObject &) {
                    recordRemoved(uuid);
                    emit messageRequested(tr("The unit %1 was deleted.").arg(title));
                });
            });
    });
}

void UnitPage::updateActions()
{
    RecordPage::updateActions();
    m_delete->setEnabled(session().isValid() && !currentRecord().isEmpty());
}

QString UnitPage::detailHtml(const QJsonObject &u) const
{
    const UnitDraft d = UnitDraft::fromRecord(u);
    RecordPageHtml html(UnitRecord::title(u));
    html.row(tr("ISO code"), d.isocode).row(tr("Active"), RecordTableColumns::yesNo(d.active));
    for (const QString &lang : RecordTableColumns::languages()) {
        const UnitDraft::Texts t = d.translations.value(lang);
        html.section(RecordTableColumns::languageName(lang))
            .row(tr("Singular"), t.unit)
            .row(tr("Plural"), t.plural)
            .row(tr("Description"), t.description);
    }
    return html.html();
}

RecordPageEditor *UnitPage::createEditor(const QJsonObject &record)
{
    return new UnitEditor(controller(), record, this);
}
