#include "views/records/UserPage.h"

#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "records/EmployeeApi.h"
#include "records/EmployeeRecord.h"
#include "records/RecordTableFilterModel.h"
#include "store/RecordStore.h"
#include "views/records/RecordPageEditor.h"
#include "views/records/RecordPageHtml.h"

#include <QAction>
#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QSet>
#include <QtConcurrent>

UserPage::UserPage(QWidget *parent)
    : RecordPage(UserRecord::columns(), {QStringLiteral("users"), EmployeeApi::usersPath(), {}}, parent)
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
    using Employees = QList<QJsonObject>;
    auto *watcher = new QFutureWatcher<Employees>(this);
    connect(watcher, &QFutureWatcher<Employees>::finished, this, [this, watcher] {
        watcher->deleteLater();
        QList<std::pair<QString, QVariant>> items;
        for (const QJsonObject &e : watcher->result())
            items.append({EmployeeRecord::fullName(e), RecordTableModel::keyOf(e)});
        RecordPageEditor::fillCombo(m_employee, items, m_employee->currentData(), tr("All users"));
    });
    watcher->setFuture(QtConcurrent::run([dataDir = session().dataDir, account = session().accountUuid] {
        return RecordStore(dataDir, account).loadAll(QStringLiteral("employees"));
    }));
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
    m_filterJob = EmployeeApi(session().client).listUsers(employee, this);
    connect(m_filterJob, &ApiJob::failed, this, [this](const ApiError &error) {
        if (error.kind() != ApiError::Kind::Cancelled)
            emit messageRequested(tr("The employee's users could not be listed: %1").arg(error.message()));
    });
    connect(m_filterJob, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        const std::optional<QJsonArray> users = JsonReader::listFromEnvelope(answer);
        if (!users) {
            emit messageRequested(ApiError(ApiError::Kind::Malformed, tr("no list of users")).message());
            return;
        }
        QSet<QString> keys;
        for (const QJsonValue &u : *users)
            keys.insert(RecordTableModel::keyOf(u.toObject()));
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
