#include "views/reports/VatPage.h"

#include "base/AsyncRun.h"
#include "domain/Money.h"
#include "reports/ReportSource.h"
#include "views/WrittenDate.h"
#include "views/reports/ChfRatesDialog.h"
#include "views/reports/InputTaxDialog.h"
#include "views/reports/VatSettingsDialog.h"
#include "views/reports/ZeroRateClassMenu.h"

#include <QAction>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>

VatPage::VatPage(QWidget *parent)
    : ReportsPage(Report::Vat, parent)
{
    // A document's 0 % turnover may belong elsewhere than its products say (e.g. one export).
    documentsTable()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(documentsTable(), &QWidget::customContextMenuRequested, this, &VatPage::showZeroClassMenu);

    m_separator = new QAction(this);
    m_separator->setSeparator(true);
    m_chfRates = new QAction(tr("CHF &rates…"), this);
    m_chfRates->setToolTip(tr("Monthly CHF rates for documents in other currencies"));
    connect(m_chfRates, &QAction::triggered, this, &VatPage::editChfRates);
    m_inputTax = new QAction(tr("&Input tax…"), this);
    m_inputTax->setToolTip(tr("Enter the input tax of the period (400, 405) for the amount payable"));
    connect(m_inputTax, &QAction::triggered, this, &VatPage::editInputTax);
    m_settings = new QAction(tr("VAT &method…"), this);
    m_settings->setToolTip(
        tr("Effective or net tax rate method, the approved net tax rates and where turnover "
           "goes"));
    connect(m_settings, &QAction::triggered, this, &VatPage::editSettings);
    m_markFiled = new QAction(tr("Mark as &filed…"), this);
    m_markFiled->setToolTip(tr("Keep the figures of the period shown as filed; later changes show as "
                               "corrections against them"));
    connect(m_markFiled, &QAction::triggered, this, &VatPage::markFiled);
    m_unmarkFiled = new QAction(tr("&Unmark as filed…"), this);
    m_unmarkFiled->setToolTip(tr("Forget the figures kept as filed for the period shown"));
    connect(m_unmarkFiled, &QAction::triggered, this, &VatPage::unmarkFiled);
    connect(this, &ReportsPage::computed, this, &VatPage::updateVatActions);
    updateVatActions();
}

QList<QAction *> VatPage::pageActions() const
{
    // Two groups: the report's commands, the VAT return's own (on a narrow tool bar the second goes
    // whole into its "More" menu).
    return ReportsPage::pageActions()
        << m_separator << m_settings << m_chfRates << m_inputTax << m_markFiled << m_unmarkFiled;
}

void VatPage::updateVatActions()
{
    const VatReport *vat = shownVat();
    // The periods the account's method files; computes again when they change.
    const std::shared_ptr<const ReportSource> source = shownSource();
    m_settings->setEnabled(source != nullptr);
    if (source)
        setHalfYearPeriods(source->vatSettings.method == VatMethod::NetTaxRate);
    // The net tax rate holds the input tax: nothing to enter with that method.
    m_inputTax->setEnabled(vat && vat->from.isValid() && vat->method == VatMethod::Effective);
    const QString why = whyNotFileable();
    m_markFiled->setEnabled(why.isEmpty());
    m_markFiled->setStatusTip(why);
    m_unmarkFiled->setEnabled(!m_filing && !isComputing() && vat && vat->filed);
}

QString VatPage::whyNotFileable() const
{
    const VatReport *vat = shownVat();
    const std::shared_ptr<const ReportSource> source = shownSource();
    if (m_filing)
        return tr("The period is being marked as filed.");
    if (!vat || !source || !vat->from.isValid() || isComputing())
        return tr("No VAT figures are shown.");
    if (!Reports::periodFitsMethod(vat->from, vat->to, vat->method))
        return vat->method == VatMethod::NetTaxRate
            ? tr("The net tax rate method files by half-year.")
            : tr("The effective method files by month, quarter or year.");
    if (vat->filed)
        return tr("This period was filed on %1.").arg(WrittenDate::dateTime(vat->filed->filedAt));
    for (const VatFiledReturn &filed : source->filedReturns) {
        if (filed.from <= vat->to && filed.to >= vat->from)
            return tr("It overlaps the period %1 to %2, filed before.")
                .arg(WrittenDate::date(filed.from), WrittenDate::date(filed.to));
    }
    if (!vat->complete())
        return tr("The figures are incomplete (see the notes above the table): complete them first.");
    if (vat->currencies.isEmpty())
        return tr("The period has no figures.");
    return {};
}

QMessageBox *VatPage::markFiled()
{
    if (const QString why = whyNotFileable(); !why.isEmpty()) {
        emit messageRequested(tr("The period cannot be marked as filed: %1").arg(why));
        return nullptr;
    }
    const VatReport report = *shownVat();
    // 500 or 510: what the bookkeeper pays or gets, named in the question.
    const QString period = tr("%1 to %2", "a period: its first day to its last day")
                               .arg(WrittenDate::date(report.from), WrittenDate::date(report.to));
    QString question;
    for (const VatLine &line : report.currencies.constFirst().lines) {
        if (line.kind == VatLineKind::AmountPayable)
            question = tr("Mark the VAT return %1 as filed, with an amount payable (500) of %2?")
                           .arg(period, Money::format(line.taxMinor, QStringLiteral("CHF")));
        else if (line.kind == VatLineKind::Credit)
            question = tr("Mark the VAT return %1 as filed, with a credit (510) of %2?")
                           .arg(period, Money::format(line.taxMinor, QStringLiteral("CHF")));
    }
    return askFirst(tr("Mark as filed"), question,
        tr("Its figures are kept in the local copy of this account. Later changes to "
           "documents of the period show as corrections against them; a cancellation "
           "reduces the period it happens in. Nothing is sent to the tax administration."),
        QMessageBox::AcceptRole, [this, report] {
            // The figures may have been computed again while the question was open: file only what was asked.
            const VatReport *now = shownVat();
            if (!whyNotFileable().isEmpty() || !now || now->from != report.from || now->to != report.to
                || Reports::vatFigures(*now) != Reports::vatFigures(report)) {
                emit messageRequested(
                    tr("The VAT figures changed while you were asked: look at them again."));
                return;
            }
            file(*now);
        });
}

QMessageBox *VatPage::askFirst(const QString &title, const QString &question, const QString &details,
    QMessageBox::ButtonRole role, std::function<void()> confirmed)
{
    auto *box = new QMessageBox(QMessageBox::Question, title, question, QMessageBox::Cancel, this);
    box->setInformativeText(details);
    QPushButton *confirm = box->addButton(title, role);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [box, confirm, confirmed = std::move(confirmed)] {
        if (box->clickedButton() == confirm)
            confirmed();
    });
    box->open();
    return box;
}

QMessageBox *VatPage::unmarkFiled()
{
    const VatReport *vat = shownVat();
    if (m_filing || isComputing() || !vat || !vat->filed) {
        emit messageRequested(tr("The period shown is not marked as filed."));
        return nullptr;
    }
    const VatFiledReturn filed = *vat->filed;
    const QString period = tr("%1 to %2", "a period: its first day to its last day")
                               .arg(WrittenDate::date(filed.from), WrittenDate::date(filed.to));
    const VatFiledFigure payable = filed.figures.value(QStringLiteral("500"));
    const VatFiledFigure credit = filed.figures.value(QStringLiteral("510"));
    const QString question = filed.figures.contains(QStringLiteral("510"))
        ? tr("Unmark the VAT return %1, filed on %2 with a credit (510) of %3?")
              .arg(period, WrittenDate::dateTime(filed.filedAt),
                  Money::format(credit.taxMinor, QStringLiteral("CHF")))
        : tr("Unmark the VAT return %1, filed on %2 with an amount payable (500) of %3?")
              .arg(period, WrittenDate::dateTime(filed.filedAt),
                  Money::format(payable.taxMinor, QStringLiteral("CHF")));
    return askFirst(tr("Unmark as filed"), question,
        tr("The figures kept as filed are forgotten: the period shows its figures now, without "
           "corrections, and a cancellation of one of its invoices no longer counts elsewhere. "
           "Nothing is sent to the tax administration."),
        QMessageBox::DestructiveRole, [this, filed] {
            // The page may show another period or be busy by now: unmark only what was asked.
            const VatReport *now = shownVat();
            if (m_filing || !now || !now->filed || now->filed->from != filed.from
                || now->filed->to != filed.to || now->filed->filedAt != filed.filedAt) {
                emit messageRequested(
                    tr("The period shown changed while you were asked: nothing was unmarked."));
                return;
            }
            m_filing = true;
            updateVatActions();
            asyncRun(
                this,
                [dataDir = session().dataDir, account = session().accountUuid, filed] {
                    QString error;
                    ReportSource::removeFiledReturn(dataDir, account, filed.from, filed.to, &error);
                    return error;
                },
                [this, filed](const QString &error) {
                    m_filing = false;
                    emit messageRequested(error.isEmpty()
                            ? tr("The VAT return %1 to %2 is no longer marked as filed.")
                                  .arg(WrittenDate::date(filed.from), WrittenDate::date(filed.to))
                            : tr("The period could not be unmarked: %1").arg(error));
                    recompute();
                });
        });
}

void VatPage::file(const VatReport &report)
{
    m_filing = true;
    updateVatActions();
    const QString dataDir = session().dataDir;
    const QString account = session().accountUuid;
    const std::shared_ptr<const ReportSource> source = shownSource();
    VatFiledReturn filed;
    filed.from = report.from;
    filed.to = report.to;
    filed.filedAt = QDateTime::currentDateTimeUtc();
    filed.figures = Reports::vatFigures(report);
    // What each document added is written with the figures: thousands of rows, off the GUI thread.
    asyncRun(
        this,
        [dataDir, account, source, report, filed] {
            QString error;
            ReportSource::writeFiledReturn(
                dataDir, account, filed, Reports::vatFiledDocuments(report, *source), &error);
            return error;
        },
        [this, filed](const QString &error) {
            m_filing = false;
            emit messageRequested(error.isEmpty()
                    ? tr("The VAT return %1 to %2 is marked as filed.")
                          .arg(WrittenDate::date(filed.from), WrittenDate::date(filed.to))
                    : tr("The period could not be marked as filed: %1").arg(error));
            recompute();
        });
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
    const auto &kept = shownSource()->inputTax;
    const auto entered = kept.constFind(ReportSource::periodKey(vat->from, vat->to));
    auto *dialog = new InputTaxDialog(session().dataDir, session().accountUuid, vat->from, vat->to,
        entered == kept.constEnd() ? std::nullopt : std::optional(*entered), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &InputTaxDialog::saved, this, &VatPage::recompute);
    dialog->open();
    return dialog;
}

VatSettingsDialog *VatPage::editSettings()
{
    const std::shared_ptr<const ReportSource> source = shownSource();
    if (session().accountUuid.isEmpty() || !source)
        return nullptr;
    auto *dialog = new VatSettingsDialog(session().dataDir, session().accountUuid, source->vatSettings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &VatSettingsDialog::saved, this, &VatPage::recompute);
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
