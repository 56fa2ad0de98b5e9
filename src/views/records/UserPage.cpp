#include "views/records/UserPage.h"

#include "api/JsonReader.h"
#include "records/EmployeeRecord.h"
#include "records/RecordTableFilterModel.h"
#include "views/records/RecordPageEditor.h"
#include "views/records/RecordPageHtml.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QSet>
#include <QUrlQuery>

UserPage::UserPage(QWidget *parent)
    : RecordPage(UserRecord::columns(), Resource::Users, {}, parent)
    , m_employee(new QComboBox(this))
{
    setSearchPlaceholder(tr("Search name or e-mail (Ctrl+F)"));
    // Users are managed in the service's account settings: this page lists them.
    newAction()->setVisible(false);
    editAction()->setVisible(false);
    auto *label = new QLabel(tr("E&mployee:"), this);
    label->setBuddy(m_employee);
    m_employee->setMinimumContentsLength(18);
    filterRow()->insertWidget(1, label);
    filterRow()->insertWidget(2, m_employee);
    connect(m_employee, &QComboBox::activated, this, &UserPage::applyEmployee);
    connect(this, &RecordPage::reloaded, this, &UserPage::loadEmployees);
}

void UserPage::openSession(const SessionContext &session)
{
    filterModel()->setRecordFilter({});
    RecordPage::openSession(session);
}

void UserPage::updateActions()
{
    RecordPage::updateActions();
    newAction()->setEnabled(false);
    editAction()->setEnabled(false);
}

void UserPage::loadEmployees()
{
    const QString employees = ResourceApi::storeName(Resource::Employees);
    controller()->loadStored({employees}, this, [this, employees](const RecordController::Stored &stored) {
        QList<std::pair<QString, QVariant>> items;
        for (const QJsonObject &e : stored.value(employees))
            items.append({EmployeeRecord::fullName(e), RecordTableModel::keyOf(e)});
        RecordPageEditor::fillCombo(m_employee, items, m_employee->currentData(), tr("All users"));
    });
}

void UserPage::applyEmployee()
{
    if (m_filterJob)
        m_filterJob->cancel();
    const QString employee = m_employee->currentData().toString();
    if (employee.isEmpty() || !session().isValid()) {
        filterModel()->setRecordFilter({});
        emit employeeFilterApplied();
        return;
    }
    // The users linked to the employee.
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("employeeUuid"), employee);
    m_filterJob = controller()->list(query, this);
    if (!m_filterJob)
        return;
    connect(m_filterJob, &RecordRequest::failed, this, [this](const ApiError &error) {
        if (error.kind() != ApiError::Kind::Cancelled)
            emit messageRequested(tr("The employee's users could not be listed: %1").arg(error.message()));
    });
    connect(m_filterJob, &RecordRequest::succeeded, this,
        [this](const QJsonObject &, const QList<QJsonObject> &users) {
            QSet<QString> keys;
            for (const QJsonObject &u : users)
                keys.insert(RecordTableModel::keyOf(u));
            filterModel()->setRecordFilter(
                [keys](const QJsonObject &user) { return keys.contains(RecordTableModel::keyOf(user)); });
            emit employeeFilterApplied();
        });
}

QString UserPage::detailHtml(const QJsonObject &u) const
{
    RecordPageHtml html(UserRecord::title(u));
    html.row(tr("First name"), JsonReader::string(u, QLatin1String("firstName")))
        .row(tr("Last name"), JsonReader::string(u, QLatin1String("lastName")))
        .row(tr("E-mail"), JsonReader::string(u, QLatin1String("email")));
    if (const auto id = JsonReader::integer(u, QLatin1String("id")))
        html.row(tr("User id"), QString::number(*id));
    return html.html();
}
