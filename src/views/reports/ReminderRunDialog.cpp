#include "views/reports/ReminderRunDialog.h"

#include "domain/Money.h"
#include "views/SessionDialogs.h"
#include "views/reports/ReminderPrint.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace {

enum Column { Number, Customer, DueDate, Overdue, Open, Note, ColumnCount };
constexpr int candidateRole = Qt::UserRole + 1;

// A printer for a preview that lives as long as the preview.
void previewPrint(QWidget *parent, const QString &title, std::function<void(QPrinter *)> paint)
{
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageSize(QPageSize(QPageSize::A4));
    printer->setDocName(title);
    auto *preview = new QPrintPreviewDialog(printer.get(), parent);
    preview->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(preview, &QPrintPreviewDialog::paintRequested, preview, std::move(paint));
    QObject::connect(preview, &QObject::destroyed, parent, [printer] {});
    preview->resize(900, 1000);
    preview->open();
}

} // namespace

ReminderRunDialog::ReminderRunDialog(const SessionContext &session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_asOf(new QDateEdit(QDate::currentDate(), this))
    , m_info(new QLabel(this))
    , m_tree(new QTreeWidget(this))
    , m_progress(new QProgressBar(this))
    , m_summary(new QTextBrowser(this))
    , m_start(new QPushButton(tr("&Run"), this))
    , m_printReminders(new QPushButton(tr("&Print reminders…"), this))
    , m_printSummary(new QPushButton(tr("Print &summary…"), this))
{
    setWindowTitle(tr("Reminder run"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *top = new QHBoxLayout;
    auto *label = new QLabel(tr("Overdue &as of:"), this);
    label->setBuddy(m_asOf);
    m_asOf->setCalendarPopup(true);
    top->addWidget(label);
    top->addWidget(m_asOf);
    top->addStretch(1);
    connect(m_asOf, &QDateEdit::dateChanged, this, &ReminderRunDialog::loadPlan);

    m_info->setWordWrap(true);
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels(
        {tr("Invoice"), tr("Customer"), tr("Due"), tr("Days overdue"), tr("Open"), tr("Note")});
    m_tree->setAccessibleName(tr("Invoices to remind"));
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_progress->hide();
    m_summary->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close")); // Qt's German writes "Schließen"
    buttons->addButton(m_start, QDialogButtonBox::ActionRole);
    buttons->addButton(m_printReminders, QDialogButtonBox::ActionRole);
    buttons->addButton(m_printSummary, QDialogButtonBox::ActionRole);
    m_printReminders->hide(); // after a run
    m_printSummary->hide();
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_start, &QPushButton::clicked, this, &ReminderRunDialog::startRun);
    connect(m_printReminders, &QPushButton::clicked, this, &ReminderRunDialog::printReminders);
    connect(m_printSummary, &QPushButton::clicked, this, &ReminderRunDialog::printSummary);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_info);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary, 1);
    layout->addWidget(buttons);
    resize(1000, 640);
    if (m_session.client) {
        m_run = new ReminderRun(m_session.client, m_session.dataDir, m_session.accountUuid, this);
        connect(m_run, &ReminderRun::progress, this, [this](int done, int total, const QString &number) {
            m_progress->setRange(0, total);
            m_progress->setValue(done);
            m_progress->setFormat(tr("%1 of %2 · %3").arg(done).arg(total).arg(number));
        });
        connect(m_run, &ReminderRun::finished, this, [this] {
            m_start->setEnabled(true);
            m_start->setText(tr("&Run again"));
            m_asOf->setEnabled(true);
            m_tree->setEnabled(true);
            showSummary();
            emit documentsChanged();
        });
    }
    loadPlan();
}

void ReminderRunDialog::askToSwitchAway(const WorkspacePage::SwitchAnswer &answer)
{
    if (!m_run || !m_run->isRunning()) {
        answer(true);
        return;
    }
    SessionDialogs::askToDiscard(this, tr("Reminder run"),
        tr("The reminder run is still under way. Stop it? What is done is kept: running it again later "
           "sends nothing twice."),
        [guard = QPointer<ReminderRunDialog>(this), answer](bool stop) {
            // Finished or closed meanwhile: nothing is cut short any more.
            answer(stop || !guard || !guard->m_run->isRunning());
        });
}

void ReminderRunDialog::loadPlan()
{
    if (m_run && m_run->isRunning())
        return;
    m_loading = true;
    m_start->setEnabled(false);
    m_info->setText(tr("Looking for overdue invoices…"));
    const QString dataDir = m_session.dataDir;
    const QString account = m_session.accountUuid;
    const QDate asOf = m_asOf->date();
    auto *watcher = new QFutureWatcher<ReminderPlan>(this);
    connect(watcher, &QFutureWatcher<ReminderPlan>::finished, this, [this, watcher, asOf] {
        watcher->deleteLater();
        if (asOf != m_asOf->date())
            return; // another date was chosen meanwhile; its plan follows
        m_loading = false;
        showPlan(watcher->result());
    });
    watcher->setFuture(
        QtConcurrent::run([dataDir, account, asOf] { return ReminderRun::plan(dataDir, account, asOf); }));
}

void ReminderRunDialog::showPlan(const ReminderPlan &plan)
{
    m_plan = plan;
    m_tree->clear();
    if (!plan.settingsKnown && m_run && !m_settingsAsked) {
        // The dunning texts and fees: fetched once when the settings pages have not stored them yet.
        m_settingsAsked = true;
        m_run->fetchSettings([this] { loadPlan(); });
    }
    QStringList info;
    info << tr("%n invoice(s) overdue as of %1.", nullptr, int(plan.candidates.size()))
                .arg(QLocale().toString(plan.asOf, QLocale::ShortFormat));
    if (!plan.settingsKnown)
        info << tr(
            "The dunning settings are not in the local copy yet: open Settings → Dunning once to load them.");
    else if (!plan.dunningEnabled)
        info << tr("Dunning is switched off in the settings.");
    if (plan.freshness.partial)
        info << tr("The local copy is only partly synchronised: the list may be incomplete.");
    m_info->setText(info.join(QLatin1Char('\n')));

    QMap<int, QTreeWidgetItem *> groups;
    for (int index = 0; index < plan.candidates.size(); ++index) {
        const ReminderCandidate &c = plan.candidates.at(index);
        QTreeWidgetItem *group = groups.value(c.nextLevel);
        if (!group) {
            group = new QTreeWidgetItem(m_tree);
            const ReminderLevelText text = plan.levels.value(c.nextLevel);
            QString title = ReminderRun::levelName(c.nextLevel);
            if (plan.levels.contains(c.nextLevel)) {
                if (text.feeMinor > 0)
                    title += QStringLiteral(" · ")
                        + tr("fee %1").arg(Money::format(text.feeMinor, QStringLiteral("CHF")));
                if (!text.subject.isEmpty())
                    title += QStringLiteral(" · ") + tr("“%1”").arg(text.subject);
                if (!text.enabled)
                    title += QStringLiteral(" · ") + tr("level switched off in the settings");
                group->setToolTip(0, text.letter);
            }
            group->setText(Number, title);
            group->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
            group->setData(0, candidateRole, c.nextLevel);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(Number, bold);
            auto *delivery = new QComboBox(m_tree);
            delivery->addItem(tr("Print"), int(ReminderRun::Delivery::Print));
            delivery->addItem(tr("E-mail"), int(ReminderRun::Delivery::Email));
            delivery->setAccessibleName(tr("Delivery for %1").arg(ReminderRun::levelName(c.nextLevel)));
            m_tree->setItemWidget(group, Note, delivery);
            groups.insert(c.nextLevel, group);
        }
        auto *item = new QTreeWidgetItem(group);
        item->setText(Number, c.number);
        item->setText(Customer, c.customerName);
        item->setText(DueDate, QLocale().toString(c.dueDate, QLocale::ShortFormat));
        item->setText(Overdue, QLocale().toString(c.overdueDays));
        item->setText(Open, Money::format(c.openMinor, c.currency));
        item->setTextAlignment(Overdue, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(Open, Qt::AlignRight | Qt::AlignVCenter);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        // Customers with automatic dunning switched off are marked and not ticked.
        item->setCheckState(Number, c.automaticDunningOff ? Qt::Unchecked : Qt::Checked);
        if (c.automaticDunningOff) {
            item->setText(Note, tr("automatic dunning off"));
            item->setToolTip(Note, item->text(Note));
        }
        item->setData(0, candidateRole, index);
    }
    m_tree->expandAll();
    m_start->setEnabled(!plan.candidates.isEmpty());
}

QList<ReminderCandidate> ReminderRunDialog::selected() const
{
    QList<ReminderCandidate> list;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            const QTreeWidgetItem *item = group->child(i);
            if (item->checkState(Number) == Qt::Checked)
                list << m_plan.candidates.at(item->data(0, candidateRole).toInt());
        }
    }
    return list;
}

QHash<int, ReminderRun::Delivery> ReminderRunDialog::deliveries() const
{
    QHash<int, ReminderRun::Delivery> map;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        if (const auto *box = qobject_cast<QComboBox *>(m_tree->itemWidget(group, Note)))
            map.insert(
                group->data(0, candidateRole).toInt(), ReminderRun::Delivery(box->currentData().toInt()));
    }
    return map;
}

void ReminderRunDialog::startRun()
{
    const QList<ReminderCandidate> items = selected();
    if (items.isEmpty() || !m_run || !m_run->hasClient() || m_run->isRunning())
        return;
    m_start->setEnabled(false);
    m_asOf->setEnabled(false);
    m_tree->setEnabled(false);
    m_progress->show();
    m_run->start(items, deliveries());
}

void ReminderRunDialog::showSummary()
{
    int done = 0, already = 0, failed = 0;
    QString rows;
    for (const ReminderRun::Outcome &o : m_run->outcomes()) {
        QString state;
        switch (o.state) {
        case ReminderRun::State::Done:
            ++done;
            state = o.delivery == ReminderRun::Delivery::Email ? tr("e-mailed") : tr("printed");
            break;
        case ReminderRun::State::AlreadyDone:
            ++already;
            state = tr("done before");
            break;
        case ReminderRun::State::Failed:
            ++failed;
            state = tr("failed");
            break;
        }
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(o.item.number.toHtmlEscaped(), o.item.customerName.toHtmlEscaped(),
                        ReminderRun::levelName(o.item.nextLevel).toHtmlEscaped(), state.toHtmlEscaped(),
                        o.message.toHtmlEscaped());
    }
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(tr("Reminder run as of %1")
                                .arg(QLocale().toString(m_plan.asOf, QLocale::ShortFormat))
                                .toHtmlEscaped(),
                           tr("%1 done, %2 done before, %3 failed. Failed ones can be run again.")
                               .arg(done)
                               .arg(already)
                               .arg(failed)
                               .toHtmlEscaped());
    html +=
        QStringLiteral("<table border=\"1\" cellspacing=\"0\" "
                       "cellpadding=\"3\"><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
            .arg(tr("Invoice"), tr("Customer"), tr("Level"), tr("Result"), tr("Reason"))
        + rows + QStringLiteral("</table>");
    m_summary->setHtml(html);
    m_summary->show();
    m_printSummary->show();
    m_printReminders->setVisible(!m_run->printedPdfs().isEmpty());
}

void ReminderRunDialog::printReminders()
{
    const QList<QByteArray> pdfs = m_run ? m_run->printedPdfs() : QList<QByteArray>();
    QPointer<ReminderRunDialog> self(this);
    previewPrint(this, tr("Reminders"), [pdfs, self](QPrinter *printer) {
        QString error;
        if (!ReminderPrint::printAll(pdfs, printer, &error) && self)
            self->m_info->setText(error);
    });
}

void ReminderRunDialog::printSummary()
{
    const QString html = m_summary->toHtml();
    previewPrint(this, tr("Reminder run"), [html](QPrinter *printer) {
        QTextDocument document;
        document.setHtml(html);
        document.setPageSize(printer->pageRect(QPrinter::Point).size());
        document.print(printer);
    });
}
