#pragma once

#include "views/records/RecordPage.h"

// The employees, active or inactive, with their user, group and dates.
class EmployeePage : public RecordPage
{
    Q_OBJECT

public:
    explicit EmployeePage(QWidget *parent = nullptr);

    QString pageMenuTitle() const override { return tr("E&mployees"); }
    QAction *deleteAction() const { return m_delete; }

protected:
    QString detailHtml(const QJsonObject &record) const override;
    RecordPageEditor *createEditor(const QJsonObject &record) override;
    void updateActions() override;

private:
    QAction *m_delete;
};
