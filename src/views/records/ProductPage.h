#pragma once

#include "views/records/RecordPage.h"

// The products: active or archived, searchable, the selected product's texts and prices beside the
// list; archive and delete go through the service's product actions.
class ProductPage : public RecordPage
{
    Q_OBJECT

public:
    explicit ProductPage(QWidget *parent = nullptr);

    QString pageMenuTitle() const override { return tr("&Products"); }
    QAction *archiveAction() const { return m_archive; }
    QAction *deleteAction() const { return m_delete; }
    void openSession(const SessionContext &session) override;
    void storeChanged() override;
    QAction *zeroClassAction() const { return m_zeroClass; }
    QAction *netTaxRateAction() const { return m_netTaxRate; }

protected:
    QString detailHtml(const QJsonObject &record) const override;
    RecordPageEditor *createEditor(const QJsonObject &record) override;
    void updateActions() override;

private:
    void runProductAction(const QString &action);
    // The name of a product's unit ({uuid, isocode}) from the account's units in the local copy.
    QString unitName(const QJsonObject &productUnit) const;
    void unitsRead();

    QAction *m_archive;
    QAction *m_delete;
    RecordTableModel *m_units; // the account's units, read from the local copy beside the products
    QAction *m_zeroClass = nullptr;
    QAction *m_netTaxRate = nullptr; // the approved net tax rate (1 or 2) its turnover goes to
};
