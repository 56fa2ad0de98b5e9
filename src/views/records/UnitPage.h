#pragma once

#include "views/records/RecordPage.h"

// The units products and positions are measured in.
class UnitPage : public RecordPage
{
    Q_OBJECT

public:
    explicit UnitPage(QWidget *parent = nullptr);

    QString pageMenuTitle() const override { return tr("&Units"); }
    QAction *deleteAction() const { return m_delete; }

protected:
    QString detailHtml(const QJsonObject &record) const override;
    RecordPageEditor *createEditor(const QJsonObject &record) override;
    void updateActions() override;

private:
    QAction *m_delete;
};
