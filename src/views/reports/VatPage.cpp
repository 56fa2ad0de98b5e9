#include "views/reports/VatPage.h"

#include "reports/ReportSource.h"
#include "views/reports/ChfRatesDialog.h"
#include "views/reports/InputTaxDialog.h"
#include "views/reports/ZeroRateClassMenu.h"

#include <QAction>
#include <QMenu>
#include <QTableWidget>

VatPage::VatPage(QWidget *parent)
    : ReportsPage(Report::Vat, parent)
{
    // A document's 0 % turnover may belong elsewhere than its products say (e.g. one export).
    documentsTable()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(documentsTable(), &QWidget::customContextMenuRequested, this, &VatPage::showZeroClassMenu);

    m_chfRates = new QAction(tr("CHF &rates…"), this);
    m_chfRates->setToolTip(tr("Monthly CHF rates for documents in other currencies"));
    connect(m_chfRates, &QAction::triggered, this, &VatPage::editChfRates);
    m_inputTax = new QAction(tr("&Input tax…"), this);
    m_inputTax->setToolTip(tr("Enter the input tax of the period (400, 405) for the amount payable"));
    connect(m_inputTax, &QAction::triggered, this, &VatPage::editInputTax);
    connect(this, &ReportsPage::computed, this, &VatPage::updateVatActions);
    updateVatActions();
}

QList<QAction *> VatPage::pageActions() const
{
    return ReportsPage::pageActions() << m_chfRates << m_inputTax;
}

void VatPage::updateVatActions()
{
    const VatReport *vat = shownVat();
    m_inputTax->setEnabled(vat && vat->from.isValid());
}

void VatPage::showZeroClassMenu(const QPoint &at)
{
    const QTableWidgetItem *item = documentsTable()->itemAt(at);
    const int i = item ? documentAt(item->row()) : -1;
    if (i < 0)
        return;
    const std::shared_ptr<const ReportSource> source = shownSource();
    const ReportDocument &d = source->documents.at(i);
    const QString scope = DocumentKinds::pathSegment(d.kind);
    const QString uuid = d.uuid;
    const QString number = d.number;
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    QMenu *zero = menu->addMenu(tr("Turnover at 0 % of %1").arg(number));
    ZeroRateClassMenu::fill(zero,
        source->zeroClasses.value(scope + QLatin1Char('/') + uuid, ZeroRateClass::Unclassified),
        tr("As its products"), [this, scope, uuid, number](ZeroRateClass c) {
            ZeroRateClassMenu::keep(this, session().dataDir, session().accountUuid, scope, uuid, c,
                [this, number, c](const QString &error) {
                    emit messageRequested(error.isEmpty()
                            ? tr("Turnover at 0 % of %1: %2.")
                                  .arg(number, ZeroRateClassMenu::className(c, tr("as its products")))
                            : tr("The 0 % class of %1 could not be kept: %2").arg(number, error));
                    recompute();
                });
        });
    menu->popup(documentsTable()->viewport()->mapToGlobal(at));
}

InputTaxDialog *VatPage::editInputTax()
{
    // The period of the figures shown, so what is entered belongs to what the bookkeeper sees.
    const VatReport *vat = shownVat();
    if (session().accountUuid.isEmpty() || !vat || !vat->from.isValid())
        return nullptr;
    const auto [material, investment] = shownSource()->inputTax.value(
        ReportSource::periodKey(vat->from, vat->to), std::pair<qint64, qint64> {0, 0});
    auto *dialog = new InputTaxDialog(
        session().dataDir, session().accountUuid, vat->from, vat->to, material, investment, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &InputTaxDialog::saved, this, &VatPage::recompute);
    dialog->open();
    return dialog;
}

ChfRatesDialog *VatPage::editChfRates()
{
    if (session().accountUuid.isEmpty())
        return nullptr;
    auto *dialog = new ChfRatesDialog(session().dataDir, session().accountUuid, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ChfRatesDialog::saved, this, &VatPage::recompute);
    dialog->open();
    return dialog;
}
