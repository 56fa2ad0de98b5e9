#include "views/reports/ReminderRunDialog.h"

#include "base/AsyncRun.h"
#include "domain/Money.h"
#include "models/DocumentListModel.h"
#include "reports/ReportCache.h"
#include "views/DateField.h"
#include "views/SessionDialogs.h"
#include "views/WindowSize.h"
#include "views/WrittenDate.h"
#include "views/reports/ReminderPrint.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace {

enum Column { Number, Customer, DueDate, Overdue, Open, Fee, Recipient, Channel, Note, ColumnCount };
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
    WindowSize::fit(preview, {900, 1000});
    preview->open();
}

} // namespace

ReminderRunDialog::ReminderRunDialog(const SessionContext &session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_asOf(new DateField(this))
    , m_info(new QLabel(this))
    , m_tree(new QTreeWidget(this))
    , m_progress(new QProgressBar(this))
    , m_summary(new QTextBrowser(this))
    , m_start(new QPushButton(tr("&Run"), this))
    , m_printReminders(new QPushButton(tr("&Print reminders…"), this))
    , m_mailProgram(new QPushButton(tr("Hand to &mail program"), this))
    , m_printSummary(new QPushButton(tr("Print &summary…"), this))
{
    setWindowTitle(tr("Reminder run"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *top = new QHBoxLayout;
    auto *label = new QLabel(tr("Overdue &as of:"), this);
    label->setBuddy(m_asOf);
    m_asOf->setDate(QDate::currentDate());
    m_asOf->setFieldName(tr("Overdue as of"));
    m_asOf->setAccessibleName(tr("Overdue as of"));
    top->addWidget(label);
    top->addWidget(m_asOf);
    top->addStretch(1);
    connect(m_asOf, &DateField::dateChanged, this, &ReminderRunDialog::asOfChanged);

    m_info->setWordWrap(true);
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Invoice"), tr("Customer"), tr("Due"), tr("Days overdue"), tr("Open"),
        tr("Fee"), tr("E-mail address"), tr("Sent as"), tr("Note")});
    m_tree->setAccessibleName(tr("Invoices to remind"));
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_progress->hide();
    m_summary->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close")); // Qt's German writes "Schließen"
    buttons->addButton(m_start, QDialogButtonBox::ActionRole);
    buttons->addButton(m_printReminders, QDialogButtonBox::ActionRole);
    buttons->addButton(m_mailProgram, QDialogButtonBox::ActionRole);
    buttons->addButton(m_printSummary, QDialogButtonBox::ActionRole);
    m_printReminders->hide(); // after a run
    m_mailProgram->hide();
    m_handoverFolder = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                           .filePath(QStringLiteral("InvoiceDesk reminders"));
    m_openUrl = [](const QUrl &url) {
        return QDesktopServices::openUrl(url);
    };
    m_printSummary->hide();
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_start, &QPushButton::clicked, this, &ReminderRunDialog::startRun);
    connect(m_printReminders, &QPushButton::clicked, this, &ReminderRunDialog::printReminders);
    connect(m_mailProgram, &QPushButton::clicked, this, &ReminderRunDialog::handToMailProgram);
    connect(m_printSummary, &QPushButton::clicked, this, &ReminderRunDialog::printSummary);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_info);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary, 1);
    layout->addWidget(buttons);
    // Every column in view on a 1366×768 screen, the delivery choice among them.
    WindowSize::fit(this, {1300, 700});
    if (m_session.isValid()) {
        m_run = m_session.reminderRun(this);
        connect(m_run, &ReminderRun::progress, this, [this](int done, int total, const QString &number) {
            m_progress->setRange(0, total);
            m_progress->setValue(done);
            m_progress->setFormat(tr("%1 of %2 · %3").arg(done).arg(total).arg(number));
        });
        connect(m_run, &ReminderRun::finished, this, [this] {
            m_printed = false;
            m_handedOver.clear();
            m_start->setEnabled(true);
            m_start->setText(tr("&Run again"));
            m_asOf->setEnabled(true);
            m_tree->setEnabled(true);
            // The top no longer says what was due before the run.
            int done = 0;
            int failed = 0;
            for (const ReminderRun::Outcome &o : m_run->outcomes()) {
                done += o.state == ReminderRun::State::Done || o.state == ReminderRun::State::Recorded;
                failed += o.state == ReminderRun::State::Failed;
            }
            m_info->setText(
                tr("Run as of %1: %n reminder(s) recorded", nullptr, done).arg(WrittenDate::date(m_plan.asOf))
                + (failed > 0
                        ? QStringLiteral("; ") + tr("%n failed (run again to retry them)", nullptr, failed)
                        : QString())
                + QLatin1Char('.'));
            showSummary();
            emit documentsChanged();
        });
    }
    loadPlan();
}

void ReminderRunDialog::askToSwitchAway(const WorkspacePage::SwitchAnswer &answer)
{
    if (!m_run || !m_run->isRunning()) {
        // The session goes and the dialog with it: recorded reminders not printed yet would be lost (a
        // proposal is planned again in the next session, so it is not asked about here).
        const QString text = m_closeConfirmed || unprintedCount() == 0 ? QString() : closeQuestion();
        if (text.isEmpty()) {
            answer(true);
            return;
        }
        SessionDialogs::askToDiscard(this, tr("Reminder run"), text,
            [guard = QPointer<ReminderRunDialog>(this), answer](bool discard) {
                if (guard && discard)
                    guard->m_closeConfirmed = true;
                answer(discard || !guard);
            });
        return;
    }
    SessionDialogs::askToDiscard(this, tr("Reminder run"),
        tr("The reminder run is still under way. Stop it? What is done is kept: running it again later "
           "sends nothing twice."),
        [guard = QPointer<ReminderRunDialog>(this), answer](bool stop) {
            // Finished or closed meanwhile: nothing is cut short any more.
            if (guard && stop)
                guard->m_closeConfirmed = true;
            answer(stop || !guard || !guard->m_run->isRunning());
        });
}

void ReminderRunDialog::asOfChanged(const QDate &date)
{
    m_notice.clear();
    if (date > QDate::currentDate()) {
        // What is due later can only be reminded later: the service refuses it today.
        m_notice = tr("Overdue as of: %1 is in the future. A reminder run looks at today or an earlier day.")
                       .arg(WrittenDate::date(date));
        const QSignalBlocker blocker(m_asOf);
        m_asOf->setDate(QDate::currentDate());
    }
    loadPlan();
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
    const std::shared_ptr<ReportCache> cache = m_session.reportCache();
    asyncRun(
        this,
        [cache, dataDir, account, asOf] {
            return ReminderRun::plan(
                *ReportCache::currentOf(cache.get(), dataDir, account), dataDir, account, asOf);
        },
        [this, asOf](const ReminderPlan &plan) {
            if (asOf != m_asOf->date())
                return; // another date was chosen meanwhile; its plan follows
            m_loading = false;
            showPlan(plan);
        });
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
    if (!m_notice.isEmpty())
        info << m_notice;
    info << tr("%n reminder(s) due as of %1.", nullptr, int(plan.candidates.size()))
                .arg(WrittenDate::date(plan.asOf));
    if (!plan.notDue.isEmpty())
        info << tr("%n further overdue invoice(s) have no level due yet (the level's days, or too soon "
                   "after the last reminder).",
            nullptr, int(plan.notDue.size()));
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
            // The level's name once (its subject, which often repeats it, and its letter in the
            // tooltip); the fee with the currency below, once the group's invoices are known.
            const ReminderLevelText text = plan.levels.value(c.nextLevel);
            const QString title = DocumentListModel::dunningText(c.nextLevel);
            if (plan.levels.contains(c.nextLevel)) {
                QStringList tip;
                if (!text.subject.isEmpty())
                    tip << tr("“%1”").arg(text.subject);
                if (!text.enabled)
                    tip << tr("level switched off in the settings");
                if (!text.letter.isEmpty())
                    tip << text.letter;
                group->setToolTip(Number, tip.join(QStringLiteral("\n\n")));
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
            delivery->addItem(tr("Mail program"), int(ReminderRun::Delivery::MailProgram));
            delivery->setToolTip(tr("E-mail: the service sends the reminder with its text, fee and PDF. Mail "
                                    "program: the reminder's PDF is handed to your own mail program."));
            delivery->setAccessibleName(
                tr("Delivery for %1").arg(DocumentListModel::dunningText(c.nextLevel)));
            m_tree->setItemWidget(group, Channel, delivery);
            groups.insert(c.nextLevel, group);
        }
        auto *item = new QTreeWidgetItem(group);
        item->setText(Number, c.number);
        item->setText(Customer, c.customerName);
        item->setText(DueDate, WrittenDate::date(c.dueDate));
        item->setText(Overdue, QLocale().toString(c.overdueDays));
        item->setText(Open, Money::format(c.openMinor, c.currency));
        item->setText(Fee, Money::format(c.feeMinor, c.currency));
        item->setText(Recipient, c.email);
        item->setTextAlignment(Overdue, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(Open, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(Fee, Qt::AlignRight | Qt::AlignVCenter);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        // Customers with automatic dunning switched off are marked and not ticked.
        item->setCheckState(Number, c.automaticDunningOff ? Qt::Unchecked : Qt::Checked);
        if (c.automaticDunningOff) {
            item->setText(Note, tr("automatic dunning off"));
            item->setToolTip(Note, item->text(Note));
        }
        item->setData(0, candidateRole, index);
    }
    // Each group's title: the level, its fee in the currencies of its invoices, a level switched off.
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        QTreeWidgetItem *group = it.value();
        QStringList parts {DocumentListModel::dunningText(it.key())};
        if (plan.levels.contains(it.key())) {
            const ReminderLevelText text = plan.levels.value(it.key());
            QStringList currencies;
            for (int i = 0; i < group->childCount(); ++i) {
                const QString currency =
                    plan.candidates.value(group->child(i)->data(0, candidateRole).toInt()).currency;
                if (!currencies.contains(currency))
                    currencies << currency;
            }
            QStringList fees;
            for (const QString &currency : std::as_const(currencies))
                fees << Money::format(text.feeMinor, currency);
            if (text.feeMinor > 0)
                parts << tr("fee %1").arg(fees.join(QStringLiteral(" / ")));
            if (!text.enabled)
                parts << tr("level switched off in the settings");
        }
        group->setText(Number, parts.join(QStringLiteral(" · ")));
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
        if (const auto *box = qobject_cast<QComboBox *>(m_tree->itemWidget(group, Channel)))
            map.insert(
                group->data(0, candidateRole).toInt(), ReminderRun::Delivery(box->currentData().toInt()));
    }
    return map;
}

QString ReminderRunDialog::confirmationText() const
{
    const QList<ReminderCandidate> items = selected();
    if (items.isEmpty())
        return {};
    const QHash<int, ReminderRun::Delivery> delivery = deliveries();
    QMap<int, int> perLevel;
    QMap<QString, qint64> fees;
    QStringList recipients;
    int withoutAddress = 0;
    int mailProgram = 0;
    for (const ReminderCandidate &c : items) {
        ++perLevel[c.nextLevel];
        fees[c.currency] += c.feeMinor;
        const ReminderRun::Delivery channel = delivery.value(c.nextLevel);
        if (channel == ReminderRun::Delivery::MailProgram)
            ++mailProgram;
        if (channel == ReminderRun::Delivery::Email || channel == ReminderRun::Delivery::MailProgram) {
            if (c.email.isEmpty())
                ++withoutAddress;
            else
                recipients << tr("%1 (%2, %3)").arg(c.email, c.number, c.customerName);
        }
    }
    QStringList lines;
    lines << tr("Record %n reminder(s) at the service?", nullptr, int(items.size()));
    for (auto it = perLevel.begin(); it != perLevel.end(); ++it) {
        const ReminderRun::Delivery channel = delivery.value(it.key());
        lines << (channel == ReminderRun::Delivery::Email ? tr("%1: %n by e-mail", nullptr, it.value())
                : channel == ReminderRun::Delivery::MailProgram
                ? tr("%1: %n through your mail program", nullptr, it.value())
                : tr("%1: %n printed", nullptr, it.value()))
                     .arg(DocumentListModel::dunningText(it.key()));
    }
    QStringList feeTexts;
    for (auto it = fees.begin(); it != fees.end(); ++it)
        feeTexts << Money::format(it.value(), it.key());
    lines << tr("Fees: %1").arg(feeTexts.join(QStringLiteral(", ")));
    if (!recipients.isEmpty())
        lines << tr("Reminders go to:") << recipients;
    if (withoutAddress > 0)
        lines << tr("%n customer(s) have no e-mail address in the local copy; the service uses the address "
                    "it knows or sends nothing and records nothing.",
            nullptr, withoutAddress);
    lines << tr("By e-mail the service sends the reminder itself (its text, the fee and the reminder as "
                "PDF); nothing else is sent.");
    if (mailProgram > 0)
        lines << tr("For your mail program the service records the level when the reminder's PDF is "
                    "fetched; it counts as sent once handed to your mail program.");
    lines << tr("Printed reminders count as printed once their print job is handed to the printer.");
    return lines.join(QLatin1Char('\n'));
}

void ReminderRunDialog::startRun()
{
    const QList<ReminderCandidate> items = selected();
    if (items.isEmpty() || !m_run || !m_run->hasClient() || m_run->isRunning())
        return;
    auto *box = new QMessageBox(
        QMessageBox::Question, tr("Reminder run"), confirmationText(), QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("reminderConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *record = box->addButton(tr("&Record reminders"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(qobject_cast<QPushButton *>(box->button(QMessageBox::Cancel)));
    connect(box, &QMessageBox::finished, this, [this, box, record, items] {
        // The question was about exactly this selection: it must still be there and nothing running.
        if (box->clickedButton() != record || !m_run || m_run->isRunning() || m_loading
            || selected().size() != items.size())
            return;
        m_start->setEnabled(false);
        m_asOf->setEnabled(false);
        m_tree->setEnabled(false);
        m_progress->show();
        m_run->start(items, deliveries());
    });
    box->open();
}

int ReminderRunDialog::unprintedCount() const
{
    if (!m_run)
        return 0;
    int count = 0;
    for (const ReminderRun::Outcome &o : m_run->outcomes()) {
        if (o.state != ReminderRun::State::Recorded)
            continue;
        if (o.delivery == ReminderRun::Delivery::MailProgram)
            count += m_handedOver.contains(o.item.uuid) ? 0 : 1;
        else
            count += m_printed ? 0 : 1;
    }
    return count;
}

int ReminderRunDialog::handToMailProgram()
{
    if (!m_run)
        return 0;
    int handed = 0;
    QStringList problems;
    for (const ReminderRun::Outcome &o : m_run->outcomes()) {
        if (o.state != ReminderRun::State::Recorded || o.delivery != ReminderRun::Delivery::MailProgram
            || m_handedOver.contains(o.item.uuid))
            continue;
        const ReminderLevelText text = m_plan.levels.value(o.item.nextLevel);
        const QString title = QStringLiteral("%1 %2").arg(
            text.subject.isEmpty() ? DocumentListModel::dunningText(o.item.nextLevel) : text.subject,
            o.item.number);
        QString name = title;
        name.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("_"));
        const QString path = QDir(m_handoverFolder).filePath(name + QStringLiteral(".pdf"));
        QSaveFile file(path);
        if (!QDir().mkpath(m_handoverFolder) || !file.open(QIODevice::WriteOnly)
            || file.write(o.pdf) != o.pdf.size() || !file.commit()) {
            problems << tr("%1: the PDF could not be saved as %2.")
                            .arg(o.item.number, QDir::toNativeSeparators(path));
            continue;
        }
        QUrl mail;
        mail.setScheme(QStringLiteral("mailto"));
        mail.setPath(o.recipient);
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("subject"), title);
        query.addQueryItem(QStringLiteral("body"),
            tr("Please find our %1 for invoice %2 attached.").arg(title, o.item.number));
        mail.setQuery(query);
        if (!m_openUrl || !m_openUrl(mail)) {
            problems << tr("%1: the mail program could not be opened.").arg(o.item.number);
            continue;
        }
        m_handedOver.insert(o.item.uuid);
        ++handed;
    }
    QStringList info;
    if (handed > 0)
        info << tr("%n reminder(s) handed to your mail program. Attach each PDF from %1 to its message.",
            nullptr, handed)
                    .arg(QDir::toNativeSeparators(m_handoverFolder));
    info << problems;
    m_info->setText(info.join(QLatin1Char('\n')));
    showSummary();
    return handed;
}

void ReminderRunDialog::showSummary()
{
    int done = 0, already = 0, failed = 0;
    QString rows;
    QMap<QString, std::pair<qint64, qint64>> totals; // currency -> open, fees of what was recorded
    const QString cell = QStringLiteral("<td>%1</td>");
    const QString number = QStringLiteral("<td align=\"right\">%1</td>");
    for (const ReminderRun::Outcome &o : m_run->outcomes()) {
        QString state;
        switch (o.state) {
        case ReminderRun::State::Done:
            ++done;
            state = o.delivery == ReminderRun::Delivery::Email ? tr("e-mailed") : tr("printed");
            break;
        case ReminderRun::State::Recorded:
            ++done;
            if (o.delivery == ReminderRun::Delivery::MailProgram)
                state = m_handedOver.contains(o.item.uuid)
                    ? tr("handed to the mail program")
                    : tr("recorded, not handed to the mail program yet");
            else
                state = m_printed ? tr("printed") : tr("recorded, not printed yet");
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
        if (o.state == ReminderRun::State::Done || o.state == ReminderRun::State::Recorded) {
            totals[o.item.currency].first += o.item.openMinor;
            totals[o.item.currency].second += o.item.feeMinor;
        }
        const QString result = o.message.isEmpty() ? state : tr("%1: %2").arg(state, o.message);
        rows += QStringLiteral("<tr>") + cell.arg(o.item.number.toHtmlEscaped())
            + cell.arg(o.item.customerName.toHtmlEscaped())
            + cell.arg(DocumentListModel::dunningText(o.item.nextLevel).toHtmlEscaped())
            + number.arg(Money::format(o.item.feeMinor, o.item.currency).toHtmlEscaped())
            + number.arg(Money::format(o.item.openMinor, o.item.currency).toHtmlEscaped())
            + cell.arg(o.delivery == ReminderRun::Delivery::Email      ? tr("E-mail")
                    : o.delivery == ReminderRun::Delivery::MailProgram ? tr("Mail program")
                                                                       : tr("Print"))
            + cell.arg(o.recipient.toHtmlEscaped()) + cell.arg(result.toHtmlEscaped())
            + QStringLiteral("</tr>");
    }
    QString totalRows;
    for (auto it = totals.begin(); it != totals.end(); ++it)
        totalRows += QStringLiteral("<tr><td colspan=\"3\"><b>%1</b></td>").arg(tr("Total %1").arg(it.key()))
            + number.arg(Money::format(it.value().second, it.key()).toHtmlEscaped())
            + number.arg(Money::format(it.value().first, it.key()).toHtmlEscaped())
            + QStringLiteral("<td colspan=\"3\"></td></tr>");
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(tr("Reminder run as of %1").arg(WrittenDate::date(m_plan.asOf)).toHtmlEscaped(),
                           tr("%1 done, %2 done before, %3 failed. Failed ones can be run again.")
                               .arg(done)
                               .arg(already)
                               .arg(failed)
                               .toHtmlEscaped());
    int cannotSend = 0;
    for (const ReminderRun::Outcome &o : m_run->outcomes())
        cannotSend += o.serviceCannotSend ? 1 : 0;
    if (cannotSend > 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%n reminder(s) could not be e-mailed by the service and were not recorded: run "
                            "them again with Print or Mail program.",
                        nullptr, cannotSend)
                             .toHtmlEscaped());
    const QStringList headers {tr("Invoice"), tr("Customer"), tr("Level"), tr("Fee"), tr("Open"),
        tr("Channel"), tr("Recipient"), tr("Result")};
    QString head;
    for (const QString &h : headers)
        head += QStringLiteral("<th>%1</th>").arg(h.toHtmlEscaped());
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr>") + head
        + QStringLiteral("</tr>") + rows + totalRows + QStringLiteral("</table>");
    m_summary->setHtml(html);
    m_summary->show();
    m_printSummary->show();
    m_printReminders->setVisible(!m_run->printedPdfs().isEmpty());
    bool forMailProgram = false;
    for (const ReminderRun::Outcome &o : m_run->outcomes())
        forMailProgram = forMailProgram
            || (o.state == ReminderRun::State::Recorded && o.delivery == ReminderRun::Delivery::MailProgram
                && !m_handedOver.contains(o.item.uuid));
    m_mailProgram->setVisible(forMailProgram);
}

bool ReminderRunDialog::printRemindersTo(QPrinter *printer)
{
    const QList<QByteArray> pdfs = m_run ? m_run->printedPdfs() : QList<QByteArray>();
    QString error;
    if (!ReminderPrint::printAll(pdfs, printer, &error)) {
        m_info->setText(error);
        return false;
    }
    m_printed = true;
    showSummary();
    return true;
}

void ReminderRunDialog::printReminders()
{
    // A print dialog, not a preview: its accept is the moment the job is handed over.
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageSize(QPageSize(QPageSize::A4));
    printer->setDocName(tr("Reminders"));
    auto *dialog = new QPrintDialog(printer.get(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(static_cast<QDialog *>(dialog), &QDialog::accepted, this,
        [this, printer] { printRemindersTo(printer.get()); });
    connect(dialog, &QObject::destroyed, this, [printer] {});
    dialog->open();
}

QString ReminderRunDialog::closeQuestion() const
{
    const int unprinted = unprintedCount();
    if (unprinted > 0)
        return tr("%n reminder(s) are recorded at the service but not printed or handed to your mail "
                  "program. Close without handing them over?",
            nullptr, unprinted);
    const int proposed = m_run && m_run->outcomes().isEmpty() ? int(selected().size()) : 0;
    if (proposed > 0)
        return tr(
            "%n reminder(s) are proposed and not recorded. Close without recording them?", nullptr, proposed);
    return {};
}

bool ReminderRunDialog::mayClose()
{
    if (m_closeConfirmed || (m_run && m_run->isRunning()))
        return true; // a run under way is asked about by askToSwitchAway
    const QString text = closeQuestion();
    if (text.isEmpty())
        return true;
    SessionDialogs::askToDiscard(
        this, tr("Reminder run"), text, [guard = QPointer<ReminderRunDialog>(this)](bool discard) {
            if (!guard || !discard)
                return;
            guard->m_closeConfirmed = true;
            guard->reject();
        });
    return false;
}

void ReminderRunDialog::closeEvent(QCloseEvent *event)
{
    if (!mayClose()) {
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void ReminderRunDialog::reject()
{
    if (mayClose())
        QDialog::reject();
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
