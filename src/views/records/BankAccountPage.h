#pragma once

#include "views/records/RecordPage.h"

// The bank accounts, the default one first; an account's QR-bill settings in its detail.
class BankAccountPage : public RecordPage
{
    Q_OBJECT

public:
    explicit BankAccountPage(QWidget *parent = nullptr);

    QString pageMenuTitle() const override { return tr("&Bank accounts"); }
    QAction *deleteAction() const { return m_delete; }

protected:
    QString detailHtml(const QJsonObject &record) const override;
    RecordPageEditor *createEditor(const QJsonObject &record) override;
    void updateActions() override;

private:
    QAction *m_delete;
};
