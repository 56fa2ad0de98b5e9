#pragma once

#include "views/records/RecordPage.h"

// The product groups, active and archived; archive and restore are the service's group actions.
class ProductGroupPage : public RecordPage
{
    Q_OBJECT

public:
    explicit ProductGroupPage(QWidget *parent = nullptr);

    QString pageMenuTitle() const override { return tr("Product &groups"); }
    QAction *archiveAction() const { return m_archive; }
    QAction *restoreAction() const { return m_restore; }

protected:
    QString detailHtml(const QJsonObject &record) const override;
    RecordPageEditor *createEditor(const QJsonObject &record) override;
    void updateActions() override;

private:
    void setArchived(bool archived);

    QAction *m_archive;
    QAction *m_restore;
};
