#include "views/documents/DocumentActionController.h"

#include "api/JsonReader.h"
#include "base/AsyncRun.h"
#include "documents/DocumentActions.h"
#include "domain/DocumentSummary.h"
#include "domain/Money.h"
#include "models/DocumentListModel.h"
#include "reports/ReminderRun.h"
#include "reports/ReportCache.h"
#include "views/WrittenDate.h"
#include "views/documents/DisabledActionReason.h"
#include "views/documents/DocumentActionStyle.h"

#include <QAction>
#include <QMap>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSet>

#include <algorithm>

namespace {

// At most this many questions to the service at a time for one selection.
constexpr int maxLoadsInFlight = 4;

} // namespace

DocumentActionController::DocumentActionController(QWidget *parent)
    : QObject(parent)
    , m_service(new DocumentActions(this))
{ }

DocumentActionController::~DocumentActionController() = default;

QWidget *DocumentActionController::dialogParent() const
{
    return qobject_cast<QWidget *>(parent());
}

void DocumentActionController::setSession(const SessionContext &session)
{
    m_session = session;
    session.open(m_service);
    m_offered.clear();
    m_changed.clear();
    setSelection(m_kind, DocumentSelection());
}

// --- DocumentActionController ---------------------------------------------------------------------

const QStringList &DocumentActionController::selectedUuids() const
{
    if (!m_uuids)
        m_uuids = m_documents.uuids();
    return *m_uuids;
}

QString DocumentActionController::stateOf(qsizetype at) const
{
    const QString &state = m_documents.states().at(m_documents.stateIndex(at));
    if (!m_changed.isEmpty()) {
        const auto changed = m_changed.constFind(m_documents.uuid(at));
        if (changed != m_changed.constEnd() && changed->updatedAt == m_documents.updatedAt(at))
            return changed->state;
    }
    return state.isEmpty() ? QStringLiteral("document:") + m_documents.uuid(at) : state;
}

void DocumentActionController::setSelection(DocumentKind kind, DocumentSelection documents)
{
    if (!m_kindSet || kind != m_kind) {
        m_kind = kind;
        m_kindSet = true;
        rebuildList();
    }
    // Only what the list gives: no lookups per document, no text per document (Ctrl+A on 100,000).
    m_documents = std::move(documents);
    m_uuids.reset(); // made when an action needs it
    m_states.clear();
    delete m_loadContext; // drops the answers for the previous selection
    m_loadContext = new QObject(this);
    m_pendingLoads = 0;
    m_requests = 0;
    m_loadFailed = false;
    m_loadQueue.clear();

    // Documents acted upon here (a few): the state they have after that, until the list brings their
    // new one (another updatedAt).
    QHash<qsizetype, QString> changedStates;
    for (auto it = m_changed.begin(); it != m_changed.end();) {
        const qsizetype at = m_documents.indexOf(it.key());
        if (at >= 0 && it->updatedAt != m_documents.updatedAt(at)) {
            it = m_changed.erase(it);
            continue;
        }
        if (at >= 0)
            changedStates.insert(at, it->state);
        ++it;
    }
    // The distinct states, each asked about once, with the first document that has it.
    std::vector<char> seen(size_t(m_documents.states().size()), 0);
    QSet<QString> states;
    const auto add = [&](const QString &state, qsizetype at) {
        if (states.contains(state))
            return;
        states.insert(state);
        m_states.append(state);
        if (m_session.isValid() && !m_offered.contains(state))
            m_loadQueue.append({state, m_documents.uuid(at)});
    };
    for (qsizetype at = 0; at < m_documents.size(); ++at) {
        if (!changedStates.isEmpty()) {
            const auto changed = changedStates.constFind(at);
            if (changed != changedStates.constEnd()) {
                add(changed.value(), at);
                continue;
            }
        }
        // Without a state key a document is a state of its own (see stateOf()).
        const int state = m_documents.stateIndex(at);
        if (seen[size_t(state)])
            continue;
        if (!m_documents.states().at(state).isEmpty())
            seen[size_t(state)] = 1;
        add(stateOf(at), at);
    }
    updateEnabled();
    updateTexts();
    if (m_loadQueue.isEmpty())
        emit offeredChanged();
    else
        loadNext();
}

void DocumentActionController::rebuildList()
{
    QList<QAction *> list;
    for (const DocumentActionInfo &info : DocumentActionCatalog::forKind(m_kind))
        list.append(actionFor(info.name, {}));
    if (list != m_list) {
        m_list = list;
        emit actionsChanged();
    }
}

QAction *DocumentActionController::actionFor(const QString &name, const QString &serviceLabel)
{
    if (QAction *existing = m_actions.value(name))
        return existing;
    QString text = DocumentActionCatalog::label(name, serviceLabel);
    if (!DocumentActionCatalog::find(name))
        text.replace(QLatin1Char('&'), QLatin1String("&&")); // the service's label has no mnemonic
    auto *action = new QAction(DocumentActionStyle::icon(name), text, this);
    action->setData(name);
    action->setProperty("singleText", text);
    action->setShortcut(DocumentActionStyle::shortcut(name));
    if (name == QLatin1String("delete"))
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    action->setEnabled(false);
    connect(action, &QAction::triggered, this, [this, name] { trigger(name); });
    m_actions.insert(name, action);
    return action;
}

void DocumentActionController::updateTexts()
{
    const int count = int(m_documents.size());
    for (auto it = m_actions.cbegin(); it != m_actions.cend(); ++it) {
        const QString single = it.value()->property("singleText").toString();
        it.value()->setText(
            count > 1 ? DocumentActionStyle::labelForMany(it.key(), single, m_kind, count) : single);
    }
}

void DocumentActionController::loadNext()
{
    while (m_service->hasClient() && m_pendingLoads < maxLoadsInFlight && !m_loadQueue.isEmpty()) {
        const auto [state, uuid] = m_loadQueue.takeFirst();
        ++m_pendingLoads;
        ++m_requests;
        m_service->offers(m_kind, uuid, m_loadContext,
            [this, state, uuid](const std::optional<QList<DocumentOfferedAction>> &offered,
                const QString &error, bool answered) {
                if (offered) {
                    m_offered.insert(state, *offered);
                    bool added = false;
                    for (const DocumentOfferedAction &a : *offered) {
                        QAction *action = actionFor(a.name, a.label);
                        if (!m_list.contains(action)) {
                            m_list.append(action);
                            added = true;
                        }
                    }
                    if (added) {
                        updateTexts();
                        emit actionsChanged();
                    }
                } else if (!m_loadFailed) {
                    m_loadFailed = true;
                    emit messageRequested(answered
                            ? tr("The actions of %1 could not be read: %2").arg(numberOf(uuid), error)
                            : tr("The actions of %1 could not be fetched: %2").arg(numberOf(uuid), error));
                }
                --m_pendingLoads;
                if (isLoading()) {
                    loadNext();
                    return;
                }
                updateEnabled();
                emit offeredChanged();
            });
    }
}

QList<DocumentOfferedAction> DocumentActionController::offered() const
{
    if (m_states.isEmpty() || isLoading())
        return {};
    QList<DocumentOfferedAction> common = m_offered.value(m_states.first());
    for (const QString &state : m_states) {
        const auto these = m_offered.constFind(state);
        if (these == m_offered.constEnd())
            return {};
        common.removeIf([&these](const DocumentOfferedAction &a) {
            return std::none_of(these->begin(), these->end(),
                [&a](const DocumentOfferedAction &b) { return b.name == a.name; });
        });
    }
    return common;
}

void DocumentActionController::updateEnabled()
{
    QSet<QString> names;
    if (!m_running) {
        for (const DocumentOfferedAction &a : offered())
            names.insert(a.name);
    }
    if (m_documents.size() > 1)
        names.remove(QStringLiteral("paymentAdd")); // each payment has its own amount: one at a time
    for (QAction *action : std::as_const(m_list))
        action->setEnabled(names.contains(action->data().toString()));
    explainDisabled();
}

void DocumentActionController::explainDisabled()
{
    using R = DisabledActionReason;
    QHash<QString, int> perState; // how many selected documents are in each state, counted once
    if (!m_running && !isLoading()) {
        // By state index first (Ctrl+A on 100,000 rows: no string per row), then by state.
        std::vector<int> byIndex(size_t(m_documents.states().size()), 0);
        for (qsizetype at = 0; at < m_documents.size(); ++at) {
            const QString &state = m_documents.states().at(m_documents.stateIndex(at));
            if (state.isEmpty() || !m_changed.isEmpty())
                ++perState[stateOf(at)];
            else
                ++byIndex[size_t(m_documents.stateIndex(at))];
        }
        for (size_t i = 0; i < byIndex.size(); ++i) {
            if (byIndex[i] > 0)
                perState[m_documents.states().at(qsizetype(i))] += byIndex[i];
        }
    }
    const QString first = m_documents.isEmpty() ? QString() : numberOf(m_documents.uuid(0));
    for (QAction *action : std::as_const(m_list)) {
        QString why; // empty: enabled, or nothing selected
        if (!action->isEnabled() && !m_documents.isEmpty()) {
            why = m_running   ? R::whileRunning()
                : isLoading() ? R::whileLoading()
                              : R::forAction(action->data().toString(), m_kind, perState, m_offered, first);
        }
        // Shown on the toolbar button and in the status bar while the pointer is on it.
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        const QString tip = keys.isEmpty() ? action->iconText() : tr("%1 (%2)").arg(action->iconText(), keys);
        action->setToolTip(why.isEmpty() ? tip : tr("%1: %2").arg(tip, why));
        action->setStatusTip(why);
    }
}

QString DocumentActionController::numberOf(const QString &uuid) const
{
    const qsizetype at = m_documents.indexOf(uuid);
    QString number = at >= 0 ? m_documents.number(at) : m_batch.numbers.value(uuid);
    return number.isEmpty() ? uuid.left(8) : number;
}

QString DocumentActionController::describe(const QStringList &uuids) const
{
    constexpr int shown = 5;
    QStringList numbers;
    for (const QString &uuid : uuids.mid(0, shown))
        numbers << numberOf(uuid);
    if (uuids.size() == 1)
        return numbers.first();
    QString list = numbers.join(QLatin1String(", "));
    if (uuids.size() > shown)
        list = tr("%1 and %n more", nullptr, int(uuids.size() - shown)).arg(list);
    return tr("%n document(s) (%1)", nullptr, int(uuids.size())).arg(list);
}

QString DocumentActionController::amountsOf(const QStringList &uuids) const
{
    // Per currency, never added across currencies.
    QMap<QString, qint64> totals;
    for (const QString &uuid : uuids) {
        const qsizetype at = m_documents.indexOf(uuid);
        if (at >= 0)
            totals[m_documents.currency(at)] += m_documents.totalMinor(at);
    }
    QStringList parts;
    for (auto it = totals.cbegin(); it != totals.cend(); ++it)
        parts << Money::format(it.value(), it.key());
    return parts.join(QLatin1String(" + "));
}

bool DocumentActionController::stillApplies(const QString &name, const QStringList &uuids) const
{
    const QAction *action = m_actions.value(name);
    return !m_running && m_session.isValid() && action && action->isEnabled() && selectedUuids() == uuids;
}

void DocumentActionController::trigger(const QString &name)
{
    const QAction *action = m_actions.value(name);
    if (m_running || !action || !action->isEnabled() || !m_session.isValid())
        return;
    const QStringList uuids = selectedUuids();
    const auto info = DocumentActionCatalog::find(name);
    const auto go = [this, name, uuids, info] {
        const auto effect = info ? info->effect : DocumentActionInfo::Effect::Changes;
        if (effect == DocumentActionInfo::Effect::Pdf) {
            if (name == QLatin1String("downloadPdf"))
                savePdfs(uuids);
            else
                openPreview(name, uuids);
            return;
        }
        if (effect == DocumentActionInfo::Effect::Email) {
            openEmail(uuids);
            return;
        }
        if (name == QLatin1String("paymentAdd") && m_kind == DocumentKind::Invoice) {
            // One invoice at a time: each payment has its own amount.
            openPayment(uuids.first());
            return;
        }
        const DocumentKind kind = m_kind;
        run(name, uuids, [this, kind, name](const QString &uuid, std::function<void(const Outcome &)> done) {
            if (!m_service->perform(kind, uuid, name, done))
                done({tr("There is no connection to the service."), {}, {}});
        });
    };
    // A reminder is recorded at the service (level and fee) the moment it is fetched: ask first, naming
    // the level and the fee the level rule gives each invoice (planned from the local copy off the GUI
    // thread, as the reminder run plans).
    const bool reminder = name == QLatin1String("dunningPrint") || name == QLatin1String("dunningSent");
    if (info && reminder) {
        const QString dataDir = m_session.dataDir;
        const QString account = m_session.accountUuid;
        const QDate today = QDate::currentDate();
        const std::shared_ptr<ReportCache> cache = m_session.reportCache();
        asyncRun(
            this,
            [cache, dataDir, account, today] {
                return ReminderRun::plan(
                    *ReportCache::currentOf(cache.get(), dataDir, account), dataDir, account, today);
            },
            [this, info = *info, uuids, go](const ReminderPlan &plan) {
                if (!stillApplies(info.name, uuids))
                    return;
                // What the service would refuse is refused here, in the user's words, before asking it:
                // its answer would be an English refusal in place of a reminder to print.
                if (const QString refusal = reminderRefusal(plan, uuids); !refusal.isEmpty()) {
                    emit messageRequested(refusal);
                    return;
                }
                confirm(info, uuids, go, ReminderRun::describeNext(plan, uuids));
            });
        return;
    }
    if (info && DocumentActionCatalog::asksFirst(name))
        confirm(*info, uuids, go);
    else
        go();
}

QString DocumentActionController::reminderRefusal(const ReminderPlan &plan, const QStringList &uuids) const
{
    // Only what the plan knows is not due (by the service's next dunning date or the level rule) is
    // refused here; a document the local copy does not plan is left to the service.
    QStringList reasons;
    for (const QString &uuid : uuids) {
        const auto it = std::find_if(plan.notDue.cbegin(), plan.notDue.cend(),
            [&uuid](const ReminderCandidate &c) { return c.uuid == uuid; });
        if (it == plan.notDue.cend())
            continue;
        reasons << (it->nextLevel > 0 && it->nextDate.isValid()
                ? tr("%1: the next level (%2) is not due before %3.")
                      .arg(numberOf(uuid), DocumentListModel::dunningText(it->nextLevel),
                          WrittenDate::date(it->nextDate))
                : tr("%1: no further reminder level is due.").arg(numberOf(uuid)));
    }
    if (reasons.isEmpty())
        return {};
    return tr("No reminder was recorded: the service would refuse %n of the selected invoices.", nullptr,
               int(reasons.size()))
        + QLatin1Char(' ') + reasons.join(QLatin1Char(' '));
}

void DocumentActionController::confirm(const DocumentActionInfo &info, const QStringList &uuids,
    std::function<void()> then, const QString &details)
{
    QString question;
    QString consequence;
    QString yes = info.label;
    if (info.name == QLatin1String("delete")) {
        question = tr("Delete %1?").arg(describe(uuids));
        consequence = tr("The document is removed from the service. This cannot be undone.");
    } else if (info.name == QLatin1String("cancel")) {
        question = tr("Cancel %1?").arg(describe(uuids));
        consequence = tr("A cancelled document can no longer be changed or sent, and nothing is open on it "
                         "any more. This cannot be undone.");
    } else if (info.name == QLatin1String("convertIC")) {
        const bool one = uuids.size() == 1;
        question =
            (one ? tr("Create a credit note for %1 over %2?") : tr("Create credit notes for %1 over %2?"))
                .arg(describe(uuids), amountsOf(uuids));
        consequence = tr("A credit note takes the amount back from the customer. It is created as a draft "
                         "you can still change before sending it.");
        yes = one ? tr("&Create credit note") : tr("&Create credit notes");
    } else if (info.name == QLatin1String("dunningPrint") || info.name == QLatin1String("dunningSent")) {
        question = tr("Record the next reminder level for %1?").arg(describe(uuids));
        consequence = info.name == QLatin1String("dunningPrint")
            ? tr("The service records the next dunning level with its fee as soon as the reminder is "
                 "fetched for printing, whether or not you print it. The service refuses a reminder that "
                 "is not due yet.")
            : tr("The service e-mails the reminder of the next level with its fee to the customer and "
                 "records the level. It refuses a reminder that is not due yet, and one for a customer "
                 "without an e-mail address (print it instead).");
        yes = info.name == QLatin1String("dunningPrint") ? tr("&Record reminder") : tr("&Send reminder");
        if (!details.isEmpty())
            consequence = details + QStringLiteral("\n\n") + consequence;
    } else {
        question = tr("%1: %2?").arg(DocumentActionCatalog::plain(info.label), describe(uuids));
    }
    auto *box = new QMessageBox(QMessageBox::Warning, DocumentActionCatalog::plain(info.label), question,
        QMessageBox::Yes | QMessageBox::No, dialogParent());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(consequence);
    box->button(QMessageBox::Yes)->setText(yes);
    box->button(QMessageBox::No)->setText(tr("&Keep"));
    box->setDefaultButton(QMessageBox::No);
    const QString name = info.name;
    connect(box, &QMessageBox::finished, this, [this, box, name, uuids, then = std::move(then)](int) {
        if (box->clickedButton() != box->button(QMessageBox::Yes))
            return;
        // The selection may have changed, or another action run, while the question was open.
        if (!stillApplies(name, uuids)) {
            emit messageRequested(tr("Nothing was done: the selection or the documents changed while the "
                                     "question was open. Choose the action again."));
            return;
        }
        then();
    });
    box->open();
}

void DocumentActionController::run(
    const QString &name, const QStringList &uuids, Step step, const QString &savedTo)
{
    m_running = true;
    updateEnabled();
    m_batch = Batch {};
    m_batch.name = name;
    m_batch.label = DocumentActionCatalog::plain(
        m_actions.contains(name) ? m_actions.value(name)->text() : DocumentActionCatalog::label(name));
    m_batch.kind = m_kind;
    m_batch.uuids = uuids;
    m_batch.step = std::move(step);
    m_batch.savedTo = savedTo;
    for (const QString &uuid : uuids)
        m_batch.numbers.insert(uuid, numberOf(uuid));
    if (uuids.size() > 1) {
        auto *progress =
            new QProgressDialog(m_batch.label, tr("&Stop"), 0, int(uuids.size()), dialogParent());
        progress->setWindowTitle(m_batch.label);
        progress->setWindowModality(Qt::WindowModal);
        progress->setMinimumDuration(300);
        // Stopping lets the document in progress finish: the service may already be acting on it.
        connect(progress, &QProgressDialog::canceled, this, [this] { m_batch.cancelled = true; });
        m_batch.progress = progress;
    }
    runNext();
}

void DocumentActionController::runNext()
{
    if (m_batch.cancelled || m_batch.next >= m_batch.uuids.size()) {
        finishBatch();
        return;
    }
    const QString uuid = m_batch.uuids.at(m_batch.next++);
    if (m_batch.progress) {
        m_batch.progress->setValue(m_batch.next - 1);
        m_batch.progress->setLabelText(tr("%1: %2 (%3 of %4)")
                                           .arg(m_batch.label, numberOf(uuid))
                                           .arg(m_batch.next)
                                           .arg(m_batch.uuids.size()));
    }
    m_batch.step(uuid, [this, uuid](const Outcome &outcome) {
        if (!outcome.error.isEmpty()) {
            m_batch.failures << tr("%1: %2").arg(numberOf(uuid), outcome.error);
        } else {
            m_batch.done << uuid;
            const DocumentActionResult &r = outcome.result;
            const auto info = DocumentActionCatalog::find(m_batch.name);
            // An unknown action that answers another document than the one acted upon created it.
            const bool creates = info ? info->effect == DocumentActionInfo::Effect::Creates
                                      : (!r.uuid.isEmpty() && r.uuid != uuid);
            if (creates && !r.uuid.isEmpty()) {
                const DocumentKind target = DocumentActionCatalog::kindFromType(r.type).value_or(
                    DocumentActionCatalog::createdKind(m_batch.name, m_batch.kind).value_or(m_batch.kind));
                m_batch.created.append({target, r.uuid});
                m_batch.createdFrom.append(uuid);
            }
            if (!r.recipient.isEmpty())
                m_batch.recipients << tr("%1 to %2").arg(numberOf(uuid), r.recipient);
        }
        runNext();
    });
}

void DocumentActionController::finishBatch()
{
    Batch b = std::move(m_batch);
    m_batch = Batch {};
    m_batch.numbers = b.numbers; // the messages below name them, whatever is selected by then
    if (b.progress) {
        b.progress->reset();
        b.progress->deleteLater();
    }
    m_running = false;

    const auto info = DocumentActionCatalog::find(b.name);
    const bool removes = info && info->effect == DocumentActionInfo::Effect::Removes;
    QStringList lines;
    if (!b.done.isEmpty()) {
        if (removes)
            lines << tr("Deleted %1.").arg(describe(b.done));
        else if (!b.recipients.isEmpty())
            lines << tr("Sent by e-mail: %1.").arg(b.recipients.join(QLatin1String(", ")));
        else if (!b.savedTo.isEmpty())
            lines << tr("Saved %n PDF file(s) to %1.", nullptr, int(b.done.size())).arg(b.savedTo);
        else if (!b.created.isEmpty())
            lines << tr("%1: %n new document(s) created from %2.", nullptr, int(b.created.size()))
                         .arg(b.label, describe(b.done));
        else
            lines << tr("%1: done for %2.").arg(b.label, describe(b.done));
    }
    const int notRun = int(b.uuids.size()) - b.next;
    if (b.cancelled && notRun > 0)
        lines << tr("Stopped: %n document(s) were left as they were.", nullptr, notRun);
    if (!b.failures.isEmpty()) {
        lines << tr("%1 failed for %n document(s), which are unchanged:", nullptr, int(b.failures.size()))
                     .arg(b.label);
        lines << b.failures;
    }
    if (!lines.isEmpty())
        emit messageRequested(lines.join(QLatin1Char('\n')));

    if (b.kind == m_kind && !removes)
        markChanged(b.done, b.name);
    // The service does not say what a document was converted into; remember it for the detail pane.
    m_service->recordFollowUps(b.kind, b.created, b.createdFrom);
    if (removes && !b.done.isEmpty())
        emit documentsRemoved(b.kind, b.done);
    else if (!b.done.isEmpty())
        emit documentsChanged(b.kind, b.done);
    for (qsizetype i = 0; i < b.created.size(); ++i)
        emit documentCreated(b.created.at(i).first, b.created.at(i).second, b.createdFrom.value(i));
    if (b.kind == m_kind)
        afterChange(removes ? b.done : QStringList());
    else
        updateEnabled();
}

void DocumentActionController::markChanged(const QStringList &uuids, const QString &action)
{
    for (const QString &uuid : uuids) {
        const qsizetype at = m_documents.indexOf(uuid);
        if (at < 0)
            continue;
        m_changed.insert(uuid, {stateOf(at) + QStringLiteral("|after:") + action, m_documents.updatedAt(at)});
    }
}

void DocumentActionController::afterChange(const QStringList &removed)
{
    setSelection(m_kind, removed.isEmpty() ? DocumentSelection(m_documents) : m_documents.without(removed));
}
