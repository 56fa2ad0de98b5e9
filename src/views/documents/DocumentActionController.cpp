#include "DocumentActionController.h"

#include "ApiClient.h"
#include "ApiJob.h"
#include "DocumentActionStyle.h"
#include "DocumentKindText.h"
#include "DocumentStore.h"
#include "DocumentSummary.h"
#include "DocumentsApi.h"
#include "EmailConfirmDialog.h"
#include "JsonReader.h"
#include "PdfDownload.h"
#include "PdfPreviewDialog.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>

namespace {

// At most this many questions to the service at a time for one selection.
constexpr int maxLoadsInFlight = 4;

QString safeFileName(QString name)
{
    for (const QChar c : {QLatin1Char('/'), QLatin1Char('\\'), QLatin1Char(':'), QLatin1Char('*'),
             QLatin1Char('?'), QLatin1Char('"'), QLatin1Char('<'), QLatin1Char('>'), QLatin1Char('|')})
        name.replace(c, QLatin1Char('-'));
    return name.trimmed();
}

} // namespace

DocumentActionController::DocumentActionController(QWidget *parent)
    : QObject(parent)
{ }

DocumentActionController::~DocumentActionController() = default;

QWidget *DocumentActionController::dialogParent() const
{
    return qobject_cast<QWidget *>(parent());
}

void DocumentActionController::setSession(const SessionContext &session)
{
    m_session = session;
    m_numbers.clear();
    setSelection(m_kind, {});
}

void DocumentActionController::setSelection(DocumentKind kind, const QStringList &uuids)
{
    if (!m_kindSet || kind != m_kind) {
        m_kind = kind;
        m_kindSet = true;
        rebuildList();
    }
    m_uuids.clear();
    for (const QString &uuid : uuids) {
        if (!uuid.isEmpty() && !m_uuids.contains(uuid))
            m_uuids.append(uuid);
    }
    delete m_loadContext; // drops the answers for the previous selection
    m_loadContext = new QObject(this);
    m_offered.clear();
    m_pendingLoads = 0;
    m_loadFailed = false;
    m_loadQueue = m_session.isValid() ? m_uuids : QStringList();

    if (m_session.isValid() && !m_session.dataDir.isEmpty()) {
        const DocumentStore store(m_session.dataDir, m_session.accountUuid);
        for (const QString &uuid : std::as_const(m_uuids)) {
            if (m_numbers.contains(uuid) || !store.isOpen())
                continue;
            if (const auto row = store.find(kind, uuid); row && !row->number.isEmpty())
                m_numbers.insert(uuid, row->number);
        }
    }
    updateEnabled();
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
    action->setShortcut(DocumentActionStyle::shortcut(name));
    if (name == QLatin1String("delete"))
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    action->setEnabled(false);
    connect(action, &QAction::triggered, this, [this, name] { trigger(name); });
    m_actions.insert(name, action);
    return action;
}

void DocumentActionController::loadNext()
{
    ApiClient *client = m_session.client;
    while (client && m_pendingLoads < maxLoadsInFlight && !m_loadQueue.isEmpty()) {
        const QString uuid = m_loadQueue.takeFirst();
        const DocumentKind kind = m_kind;
        const auto finishedOne = [this] {
            --m_pendingLoads;
            if (isLoading()) {
                loadNext();
                return;
            }
            updateEnabled();
            emit offeredChanged();
        };

        ++m_pendingLoads;
        ApiJob *job = DocumentActionsApi(client).list(kind, uuid, m_loadContext);
        connect(
            job, &ApiJob::succeeded, m_loadContext, [this, uuid, finishedOne](const QJsonDocument &answer) {
                QString error;
                if (const auto offered = DocumentActionsApi::readList(answer, &error)) {
                    m_offered.insert(uuid, *offered);
                    bool added = false;
                    for (const DocumentOfferedAction &a : *offered) {
                        QAction *action = actionFor(a.name, a.label);
                        if (!m_list.contains(action)) {
                            m_list.append(action);
                            added = true;
                        }
                    }
                    if (added)
                        emit actionsChanged();
                } else if (!m_loadFailed) {
                    m_loadFailed = true;
                    emit messageRequested(
                        tr("The actions of %1 could not be read: %2").arg(numberOf(uuid), error));
                }
                finishedOne();
            });
        connect(job, &ApiJob::failed, m_loadContext, [this, uuid, finishedOne](const ApiError &error) {
            if (!m_loadFailed) {
                m_loadFailed = true;
                emit messageRequested(
                    tr("The actions of %1 could not be fetched: %2").arg(numberOf(uuid), error.message()));
            }
            finishedOne();
        });

        if (m_numbers.contains(uuid))
            continue;
        // Not in the local copy yet (just created, or a list not synced): ask the service for the number
        // so questions and messages can name the document.
        ++m_pendingLoads;
        ApiJob *get = DocumentsApi(client).get(kind, uuid, m_loadContext);
        connect(
            get, &ApiJob::succeeded, m_loadContext, [this, kind, uuid, finishedOne](const QJsonDocument &a) {
                if (const auto document = JsonReader::singleFromEnvelope(a)) {
                    if (const auto summary = DocumentSummary::fromJson(kind, *document); summary)
                        m_numbers.insert(uuid, summary->number);
                }
                finishedOne();
            });
        connect(get, &ApiJob::failed, m_loadContext, [finishedOne](const ApiError &) { finishedOne(); });
    }
}

QList<DocumentOfferedAction> DocumentActionController::offered() const
{
    if (m_uuids.isEmpty() || isLoading())
        return {};
    QList<DocumentOfferedAction> common = m_offered.value(m_uuids.first());
    for (const QString &uuid : m_uuids) {
        if (!m_offered.contains(uuid))
            return {};
        const QList<DocumentOfferedAction> &these = m_offered[uuid];
        common.removeIf([&these](const DocumentOfferedAction &a) {
            return std::none_of(these.begin(), these.end(),
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
    for (QAction *action : std::as_const(m_list))
        action->setEnabled(names.contains(action->data().toString()));
}

QString DocumentActionController::numberOf(const QString &uuid) const
{
    const QString number = m_numbers.value(uuid);
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

void DocumentActionController::trigger(const QString &name)
{
    const QAction *action = m_actions.value(name);
    if (m_running || !action || !action->isEnabled() || !m_session.isValid())
        return;
    const QStringList uuids = m_uuids;
    const auto info = DocumentActionCatalog::find(name);
    if (info && info->destructive && !confirm(*info, uuids))
        return;
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
    const DocumentKind kind = m_kind;
    run(name, uuids, [this, kind, name](const QString &uuid, std::function<void(const Outcome &)> done) {
        ApiJob *job = DocumentActionsApi(m_session.client).perform(kind, uuid, name, {}, this);
        connect(job, &ApiJob::succeeded, this, [done](const QJsonDocument &answer) {
            QString error;
            const auto result = DocumentActionsApi::readResult(answer, &error);
            done(result ? Outcome {{}, *result} : Outcome {error, {}});
        });
        connect(job, &ApiJob::failed, this, [done](const ApiError &error) { done({error.message(), {}}); });
    });
}

bool DocumentActionController::confirm(const DocumentActionInfo &info, const QStringList &uuids)
{
    QString question;
    QString consequence;
    if (info.name == QLatin1String("delete")) {
        question = tr("Delete %1?").arg(describe(uuids));
        consequence = tr("The document is removed from the service. This cannot be undone.");
    } else if (info.name == QLatin1String("cancel")) {
        question = tr("Cancel %1?").arg(describe(uuids));
        consequence = tr("A cancelled document can no longer be changed or sent, and nothing is open on it "
                         "any more. This cannot be undone.");
    } else {
        question = tr("%1: %2?").arg(DocumentActionCatalog::plain(info.label), describe(uuids));
    }
    QMessageBox box(QMessageBox::Warning, DocumentActionCatalog::plain(info.label), question,
        QMessageBox::Yes | QMessageBox::No, dialogParent());
    box.setInformativeText(consequence);
    box.button(QMessageBox::Yes)->setText(info.label);
    box.button(QMessageBox::No)->setText(tr("&Keep"));
    box.setDefaultButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
}

void DocumentActionController::openPreview(const QString &action, const QStringList &uuids)
{
    QStringList numbers;
    for (const QString &uuid : uuids)
        numbers << numberOf(uuid);
    auto *dialog = new PdfPreviewDialog(m_session, m_kind, uuids, numbers, action, dialogParent());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const DocumentKind kind = m_kind;
    // The service acted on the documents it rendered (a reminder advances the dunning level).
    connect(dialog, &PdfPreviewDialog::loadingFinished, this, [this, dialog, kind] {
        const QStringList rendered = dialog->loadedUuids();
        if (rendered.isEmpty())
            return;
        emit documentsChanged(kind, rendered);
        if (kind == m_kind)
            afterChange({});
    });
    dialog->open();
}

void DocumentActionController::openEmail(const QStringList &uuids)
{
    const DocumentKind kind = m_kind;
    if (uuids.size() == 1) {
        auto *dialog = new EmailConfirmDialog(m_session, kind, uuids.first(), dialogParent());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &EmailConfirmDialog::sent, this,
            [this, kind](const QString &uuid, const QString &number, const QString &recipient) {
                emit messageRequested(tr("%1 was sent by e-mail to %2.").arg(number, recipient));
                emit documentsChanged(kind, {uuid});
                if (kind == m_kind)
                    afterChange({});
            });
        dialog->open();
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Send by e-mail"),
        tr("Send %1 by e-mail?").arg(describe(uuids)), QMessageBox::Yes | QMessageBox::No, dialogParent());
    box.setInformativeText(tr("Each document goes with its PDF attached to the primary e-mail address of its "
                              "receiver, and is marked as sent."));
    box.button(QMessageBox::Yes)->setText(tr("&Send"));
    box.setDefaultButton(QMessageBox::No);
    if (box.exec() != QMessageBox::Yes)
        return;
    run(QStringLiteral("email"), uuids,
        [this, kind](const QString &uuid, std::function<void(const Outcome &)> done) {
            ApiJob *job =
                DocumentActionsApi(m_session.client).perform(kind, uuid, QStringLiteral("email"), {}, this);
            connect(job, &ApiJob::succeeded, this, [done](const QJsonDocument &answer) {
                QString error;
                const auto result = DocumentActionsApi::readResult(answer, &error);
                done(result ? Outcome {{}, *result} : Outcome {error, {}});
            });
            connect(job, &ApiJob::failed, this, [done](const ApiError &error) {
                done({error.message(), {}});
            });
        });
}

void DocumentActionController::savePdfs(const QStringList &uuids)
{
    const DocumentKind kind = m_kind;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const auto defaultName = [this, kind](const QString &uuid, const QString &serviceName) {
        return safeFileName(serviceName.isEmpty()
                ? tr("%1 %2.pdf").arg(DocumentKindText::singular(kind), numberOf(uuid))
                : serviceName);
    };
    QString target;
    if (uuids.size() == 1) {
        target = QFileDialog::getSaveFileName(dialogParent(), tr("Save PDF"),
            QDir(folder).filePath(defaultName(uuids.first(), {})), tr("PDF files (*.pdf)"));
    } else {
        target = QFileDialog::getExistingDirectory(dialogParent(), tr("Save PDFs in folder"), folder);
    }
    if (target.isEmpty())
        return;
    const bool oneFile = uuids.size() == 1;
    run(
        QStringLiteral("downloadPdf"), uuids,
        [this, kind, target, oneFile, defaultName](
            const QString &uuid, std::function<void(const Outcome &)> done) {
            auto *download =
                new PdfDownload(m_session.client, kind, uuid, QStringLiteral("downloadPdf"), this);
            connect(download, &PdfDownload::finished, this,
                [=](const QByteArray &pdf, const QString &serviceName) {
                    const QString path =
                        oneFile ? target : QDir(target).filePath(defaultName(uuid, serviceName));
                    QSaveFile file(path);
                    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size() || !file.commit()) {
                        done({tr("The file %1 could not be written: %2")
                                  .arg(QDir::toNativeSeparators(path), file.errorString()),
                            {}});
                        return;
                    }
                    done({});
                });
            connect(download, &PdfDownload::failed, this, [done](const QString &error) {
                done({error, {}});
            });
            download->start();
        },
        QDir::toNativeSeparators(target));
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

    if (removes && !b.done.isEmpty())
        emit documentsRemoved(b.kind, b.done);
    else if (!b.done.isEmpty())
        emit documentsChanged(b.kind, b.done);
    for (const auto &[kind, uuid] : std::as_const(b.created))
        emit documentCreated(kind, uuid);
    if (b.kind == m_kind)
        afterChange(removes ? b.done : QStringList());
    else
        updateEnabled();
}

void DocumentActionController::afterChange(const QStringList &removed)
{
    QStringList remaining = m_uuids;
    for (const QString &uuid : removed)
        remaining.removeAll(uuid);
    setSelection(m_kind, remaining);
}
