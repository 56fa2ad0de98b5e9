#pragma once

#include "views/records/RecordPage.h"

#include <QPointer>

class QComboBox;

// The account's users, optionally only the one linked to an employee (asked of the service).
class UserPage : public RecordPage
{
    Q_OBJECT

public:
    explicit UserPage(QWidget *parent = nullptr);

    void openSession(const SessionContext &session) override;
    QString pageMenuTitle() const override { return tr("U&sers"); }
    QComboBox *employeeFilter() const { return m_employee; }

signals:
    // The employee filter has been applied (the service answered).
    void employeeFilterApplied();

protected:
    QString detailHtml(const QJsonObject &record) const override;
    RecordPageEditor *createEditor(const QJsonObject &) override { return nullptr; }
    void updateActions() override;

private:
    void loadEmployees();
    void applyEmployee();

    QComboBox *m_employee;
    QPointer<RecordRequest> m_filterJob;
};
