#include "views/records/EmployeePage.h"

#include "api/JsonReader.h"
#include "records/EmployeeRecord.h"
#include "records/RecordTableColumns.h"
#include "views/records/EmployeeEditor.h"
#include "views/records/RecordPageHtml.h"

#include <QAction>
#include <QUrlQuery>

namespace {

QUrlQuery inactiveOnly()
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("onlyInactive"), QStringLiteral("true"));
    return query;
}

} // namespace

EmployeePage::EmployeePage(QWidget *parent)
    // The service lists the active employees unless asked for the inactive ones: both are kept.
    : RecordPage(EmployeeRecord::columns(), Resource::Employees, {inactiveOnly()}, parent)
{
    setSearchPlaceholder(tr("Search number, name, user or group (Ctrl+F)"));
    setQuickFilters({
        {tr("Ac&tive"),
            [](const QJsonObject &e) {
                return EmployeeRecord::isActive(e);
            }},
        {tr("I&nactive"),
            [](const QJsonObject &e) {
                return !EmployeeRecord::isActive(e);
            }},
        {tr("A&ll"), {}},
    });
    m_delete = addPageAction(tr("&Delete…"), QKeySequence::Delete, [this] {
        const QJsonObject employee = currentRecord();
        if (employee.isEmpty() || !session().isValid())
            return;
        const QString name = EmployeeRecord::fullName(employee);
        confirm(employee, tr("Delete the employee %1? This cannot be undone.").arg(name),
            [this, name](const QJsonObject &current) {
                const QString uuid = RecordTableModel::keyOf(current);
                whenDone(controller()->remove(uuid, this), [this, uuid, name](const QJsonObject &) {
                    recordRemoved(uuid);
                    emit messageRequested(tr("The employee %1 was deleted.").arg(name));
                });
            });
    });
}

void EmployeePage::updateActions()
{
    RecordPage::updateActions();
    m_delete->setEnabled(session().isValid() && !currentRecord().isEmpty());
}

QString EmployeePage::detailHtml(const QJsonObject &e) const
{
    const QJsonObject user = e.value(QLatin1String("user")).toObject();
    RecordPageHtml html(EmployeeRecord::fullName(e));
    html.row(tr("Number"), JsonReader::string(e, QLatin1String("employeeNumber")))
        .row(tr("State"), EmployeeRecord::isActive(e) ? tr("Active") : tr("Inactive"))
        .row(tr("Employed since"), RecordTableColumns::dateText(e, QLatin1String("employmentStartDate")))
        .row(tr("Birth date"), RecordTableColumns::dateText(e, QLatin1String("birthDate")))
        .row(
            tr("Time tracking from"), RecordTableColumns::dateText(e, QLatin1String("timeTrackingStartDate")))
        .row(tr("Group"), EmployeeRecord::groupName(e))
        .row(tr("User"), user.isEmpty() ? QString() : UserRecord::title(user))
        .row(tr("Present"),
            e.contains(QLatin1String("isPresent"))
                ? RecordTableColumns::yesNo(JsonReader::boolean(e, QLatin1String("isPresent")))
                : QString());
    return html.html();
}

RecordPageEditor *EmployeePage::createEditor(const QJsonObject &record)
{
    return new EmployeeEditor(controller(), record, this);
}
