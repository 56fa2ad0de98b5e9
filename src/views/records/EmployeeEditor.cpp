#include "views/records/EmployeeEditor.h"

#include "api/JsonReader.h"
#include "views/DateField.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>

EmployeeEditor::EmployeeEditor(RecordController *controller, const QJsonObject &employee, QWidget *parent)
    : RecordPageEditor(controller, employee, parent)
    , m_number(new QLineEdit(this))
    , m_firstName(new QLineEdit(this))
    , m_lastName(new QLineEdit(this))
    , m_group(new QComboBox(this))
    , m_user(new QComboBox(this))
    , m_address(new QComboBox(this))
{
    setWindowTitle(isNew() ? tr("New employee") : tr("Employee %1").arg(EmployeeRecord::fullName(employee)));
    EmployeeDraft d = EmployeeDraft::fromRecord(employee);
    if (isNew()) {
        d.employmentStartDate = QDate::currentDate();
        d.timeTrackingStartDate = QDate::currentDate();
    }
    for (QLineEdit *e : {m_number, m_firstName, m_lastName})
        e->setMaxLength(255);
    m_number->setText(d.employeeNumber);
    m_firstName->setText(d.firstName);
    m_lastName->setText(d.lastName);
    m_employmentStart = dateEdit(d.employmentStartDate, false);
    m_birthDate = dateEdit(d.birthDate, true);
    m_timeTrackingStart = dateEdit(d.timeTrackingStartDate, false);
    m_initial = d;

    auto *content = new QWidget(this);
    auto *form = new QFormLayout(content);
    form->setContentsMargins(0, 0, 0, 0);
    addRow(form, tr("Employee &number:"), m_number, QStringLiteral("employeeNumber"));
    addRow(form, tr("&First name:"), m_firstName, QStringLiteral("firstName"));
    addRow(form, tr("&Last name:"), m_lastName, QStringLiteral("lastName"));
    addRow(form, tr("&Employed since:"), m_employmentStart, QStringLiteral("employmentStartDate"));
    addRow(form, tr("&Birth date:"), m_birthDate, QStringLiteral("birthDate"));
    addRow(form, tr("&Time tracking from:"), m_timeTrackingStart, QStringLiteral("timeTrackingStartDate"));
    addRow(form, tr("&Group:"), m_group, QStringLiteral("employeeGroupUuid"));
    addRow(form, tr("&User:"), m_user, QStringLiteral("userUuid"));
    addRow(form, tr("&Address:"), m_address, QStringLiteral("addressUuid"));
    setFormWidget(content);

    const QJsonObject ownGroup = employee.value(QLatin1String("employeeGroup")).toObject();
    loadStored({QStringLiteral("employees"), QStringLiteral("users"), QStringLiteral("companies"),
                   QStringLiteral("persons")},
        [this, d, ownGroup, employee](const QHash<QString, QList<QJsonObject>> &stored) {
            // The service has no list of groups: those the employees belong to are the choices.
            QList<std::pair<QString, QVariant>> groups;
            QStringList seen;
            QList<QJsonObject> withGroups = stored.value(QStringLiteral("employees"));
            withGroups.prepend(employee);
            for (const QJsonObject &e : std::as_const(withGroups)) {
                const QString uuid = e.value(QLatin1String("employeeGroup"))
                                         .toObject()
                                         .value(QLatin1String("uuid"))
                                         .toString();
                if (uuid.isEmpty() || seen.contains(uuid))
                    continue;
                seen << uuid;
                groups.append({EmployeeRecord::groupName(e), uuid});
            }
            fillCombo(m_group, groups, d.employeeGroupUuid, tr("No group"));
            QList<std::pair<QString, QVariant>> users;
            for (const QJsonObject &u : stored.value(QStringLiteral("users")))
                users.append({UserRecord::title(u), RecordTableModel::keyOf(u)});
            fillCombo(m_user, users, d.userUuid, tr("No user"));
            QList<std::pair<QString, QVariant>> addresses;
            for (const QJsonObject &c : stored.value(QStringLiteral("companies"))) {
                QString name = JsonReader::string(c, QLatin1String("name"));
                if (name.isEmpty())
                    name = JsonReader::string(c, QLatin1String("company_name"));
                addresses.append({name, RecordTableModel::keyOf(c)});
            }
            for (const QJsonObject &p : stored.value(QStringLiteral("persons"))) {
                const QString name = QStringLiteral("%1 %2")
                                         .arg(JsonReader::string(p, QLatin1String("first_name")),
                                             JsonReader::string(p, QLatin1String("last_name")))
                                         .trimmed();
                addresses.append({name, RecordTableModel::keyOf(p)});
            }
            std::sort(addresses.begin(), addresses.end(), [](const auto &a, const auto &b) {
                return QString::localeAwareCompare(a.first, b.first) < 0;
            });
            fillCombo(m_address, addresses, d.addressUuid, tr("No address"));
            emit choicesLoaded();
        });
    resize(460, 420);
}

DateField *EmployeeEditor::dateEdit(const QDate &date, bool optional)
{
    auto *edit = new DateField(this);
    edit->setOptional(optional);
    edit->setDate(date.isValid() ? date : (optional ? QDate() : QDate::currentDate()));
    return edit;
}

EmployeeDraft EmployeeEditor::draft() const
{
    EmployeeDraft d;
    d.employeeNumber = m_number->text();
    d.firstName = m_firstName->text();
    d.lastName = m_lastName->text();
    d.employmentStartDate = m_employmentStart->date();
    d.birthDate = m_birthDate->date();
    d.timeTrackingStartDate = m_timeTrackingStart->date();
    d.employeeGroupUuid = comboValue(m_group, m_initial.employeeGroupUuid).toString();
    d.userUuid = comboValue(m_user, m_initial.userUuid).toString();
    d.addressUuid = comboValue(m_address, m_initial.addressUuid).toString();
    return d;
}

FieldProblems EmployeeEditor::localProblems() const
{
    return draft().problems();
}

QJsonObject EmployeeEditor::body() const
{
    return draft().body();
}
