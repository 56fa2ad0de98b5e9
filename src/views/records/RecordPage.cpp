#include "views/records/RecordPage.h"

#include "records/RecordTableFilterModel.h"
#include "views/UnsavedQuestion.h"
#include "views/records/RecordPageEditor.h"
#include "views/records/TableColumnFit.h"

#include <QAction>
#include <QButtonGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

RecordPage::RecordPage(
    QList<RecordColumn> columns, Resource resource, QList<QUrlQuery> extra, QWidget *parent)
    : WorkspacePage(parent)
    , m_controller(new RecordController(resource, std::move(extra), this))
    , m_model(new RecordTableModel(std::move(columns), this))
    , m_filter(new RecordTableFilterModel(this))
    , m_search(new QLineEdit(this))
    , m_filterRow(new QHBoxLayout)
    , m_quickFilters(new QButtonGroup(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_detail(new QTextBrowser(this))
{
    m_filter->setSourceModel(m_model);
    m_search->setClearButtonEnabled(true);
    m_search->setPlaceholderText(tr("Search (Ctrl+F)"));
    m_filterRow->addWidget(m_search, 1);
    m_filterRow->addWidget(m_count);

    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // No sideways scroll: long texts are elided, whole in the tooltip; the first column names the record
    // and keeps its width while the others' titles fit ("Gesch…" said nothing).
    m_columnFit = new TableColumnFit(m_table);
    m_columnFit->keepWhole({0});
    m_table->sortByColumn(0, Qt::AscendingOrder);
    m_detail->setOpenLinks(false);
    m_detail->setAccessibleName(tr("Details"));

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(m_filterRow);
    leftLayout->addWidget(m_table, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_detail);
    // The list takes most of the width: the details are a label and a value a line (an IBAN), and the
    // list's columns were cut short beside a pane half empty.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    // The detail pane keeps room for a label and its value side by side (German labels are long).
    m_detail->setMinimumWidth(m_detail->fontMetrics().averageCharWidth() * 34);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(splitter);

    m_new = addPageAction(tr("&New"), QKeySequence::New, [this] { openEditor({}); });
    m_edit = addPageAction(tr("&Edit…"), QKeySequence(Qt::Key_F2), [this] {
        if (!currentRecord().isEmpty())
            openEditor(currentRecord());
    });

    connect(m_search, &QLineEdit::textChanged, m_filter, &RecordTableFilterModel::setSearchText);
    connect(m_search, &QLineEdit::textChanged, this, &RecordPage::updateCount);
    connect(m_table, &QTableView::activated, this, [this] { m_edit->trigger(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &RecordPage::onCurrentChanged);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_keepKey = currentRecord().isEmpty() ? m_keepKey : RecordTableModel::keyOf(currentRecord());
    });
    connect(m_model, &RecordTableModel::reloaded, this, [this] {
        if (!selectKey(m_keepKey) && m_filter->rowCount() > 0)
            m_table->setCurrentIndex(m_filter->index(0, 0));
        updateCount();
        onCurrentChanged();
        emit reloaded();
    });
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_filter, signal, this, &RecordPage::updateCount);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &RecordPage::updateCount);
    connect(m_filter, &QAbstractItemModel::dataChanged, this, &RecordPage::onCurrentChanged);
    connect(m_controller, &RecordController::listed, this, &RecordPage::reload);
    // The store is read once a save's write is in, never while it is under way: a listing that ended
    // between the two would read it without the saved record and move the selection off it (seen as
    // tst_records_pages' units() showing 2 rows, or the first unit selected instead of the new one).
    connect(m_controller, &RecordController::stored, this, &RecordPage::reload);
    connect(
        m_controller, &RecordController::listFailed, this, [this](const QString &, const ApiError &error) {
            emit messageRequested(tr("The list could not be brought up to date: %1").arg(error.message()));
        });
    connect(m_controller, &RecordController::storeFailed, this,
        [this](const ApiError &error) { emit messageRequested(error.message()); });
    updateCount();
    // Subclasses finish their actions in their constructors; the first enabling happens after that.
    QMetaObject::invokeMethod(this, &RecordPage::updateActions, Qt::QueuedConnection);
}

RecordPage::~RecordPage() = default;

void RecordPage::setQuickFilters(
    const QList<std::pair<QString, std::function<bool(const QJsonObject &)>>> &filters)
{
    int id = 0;
    for (const auto &[label, filter] : filters) {
        auto *button = new QToolButton(this);
        button->setText(label);
        button->setCheckable(true);
        button->setAutoRaise(true);
        m_quickFilters->addButton(button, id++);
        m_filterRow->insertWidget(m_filterRow->count() - 1, button);
    }
    connect(m_quickFilters, &QButtonGroup::idClicked, this, [this, filters](int index) {
        m_filter->setRecordFilter(filters.at(index).second);
        updateCount();
    });
    if (!filters.isEmpty()) {
        m_quickFilters->button(0)->setChecked(true);
        m_filter->setRecordFilter(filters.first().second);
    }
}

void RecordPage::setSearchPlaceholder(const QString &text)
{
    m_search->setPlaceholderText(text);
    m_search->setAccessibleName(text);
}

QAction *RecordPage::addPageAction(
    const QString &text, const QKeySequence &shortcut, std::function<void()> run)
{
    auto *action = new QAction(text, this);
    action->setShortcut(shortcut);
    // Only while this page is shown: every page has its own New.
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(action);
    connect(action, &QAction::triggered, this, [run = std::move(run)] { run(); });
    m_actions.append(action);
    return action;
}

void RecordPage::openSession(const SessionContext &session)
{
    if (m_editor)
        m_editor->discard(); // the session switch asked about it already
    m_session = session;
    m_keepKey.clear();
    // The previous account's search and filter mean nothing here.
    m_search->clear();
    if (QAbstractButton *first = m_quickFilters->button(0); first && !first->isChecked())
        first->click();
    m_model->setRecords({});
    m_session.open(m_controller);
    reload();
}

void RecordPage::refresh()
{
    m_controller->refresh();
}

void RecordPage::storeChanged()
{
    reload();
}

void RecordPage::reload()
{
    if (m_controller->isWriting())
        return; // stored() reloads once the write is in
    if (!m_session.dataDir.isEmpty() && !m_session.accountUuid.isEmpty())
        m_model->reloadFromStore(m_session.dataDir, m_session.accountUuid, m_controller->storeName());
}

void RecordPage::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void RecordPage::askToSwitchAway(const SwitchAnswer &answer)
{
    if (!m_editor || !m_editor->isVisible()) {
        answer(true);
        return;
    }
    QPointer<RecordPageEditor> editor = m_editor;
    const QString title = editor->windowTitle().remove(QStringLiteral("[*]")).trimmed();
    askAboutUnsaved(editor, title, tr("“%1” is open and not saved.").arg(title),
        [editor, once = answerOnce(answer)](QMessageBox::StandardButton button) {
            if (!editor || !editor->isVisible()) { // closed meanwhile
                once(true);
                return;
            }
            if (button == QMessageBox::Discard) {
                editor->discard();
                once(true);
            } else if (button == QMessageBox::Save) {
                connect(editor, &RecordPageEditor::saved, editor, [once] { once(true); });
                connect(editor, &RecordPageEditor::saveFailed, editor, [once] { once(false); });
                editor->save();
                if (editor && !editor->isBusy() && editor->isVisible())
                    once(false); // not sent: the editor marks what to correct
            } else {
                editor->raise();
                once(false);
            }
        });
}

RecordPageEditor *RecordPage::editor() const
{
    return m_editor;
}

QString RecordPage::detailText() const
{
    return m_detail->toPlainText();
}

bool RecordPage::selectKey(const QString &key)
{
    const QModelIndex index = m_filter->indexOfKey(key);
    if (!index.isValid())
        return false;
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

QJsonObject RecordPage::currentRecord() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(RecordTableModel::RecordRole).toJsonObject() : QJsonObject();
}

void RecordPage::confirm(
    const QJsonObject &record, const QString &question, std::function<void(const QJsonObject &record)> then)
{
    const QString key = RecordTableModel::keyOf(record);
    const QString account = m_session.accountUuid;
    auto answered = [this, key, account, then = std::move(then)](bool yes) {
        // Checked again after the question: the answer may come after a switch or a reload.
        if (!yes || !m_session.isValid() || m_session.accountUuid != account)
            return;
        const int row = m_model->rowOfKey(key);
        if (row < 0)
            return;
        then(m_model->record(row));
    };
    if (m_confirm) {
        answered(m_confirm(question));
        return;
    }
    auto *box = new QMessageBox(
        QMessageBox::Question, windowTitle(), question, QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("recordQuestion"));
    box->setDefaultButton(QMessageBox::No);
    box->setWindowModality(Qt::WindowModal);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [box, answered = std::move(answered)] {
        answered(box->clickedButton() == box->button(QMessageBox::Yes));
    });
    box->open();
}

void RecordPage::updateActions()
{
    m_new->setEnabled(m_session.isValid());
    m_edit->setEnabled(m_session.isValid() && !currentRecord().isEmpty());
}

void RecordPage::onCurrentChanged()
{
    const QJsonObject record = currentRecord();
    if (record.isEmpty())
        m_detail->clear();
    else
        m_detail->setHtml(detailHtml(record));
    updateActions();
}

void RecordPage::updateCount()
{
    const int shown = m_filter->rowCount();
    const int total = m_model->rowCount();
    m_count->setText(shown == total
            ? tr("%n record(s)", nullptr, total)
            : tr("%1 of %n record(s)", nullptr, total).arg(QLocale().toString(shown)));
}

void RecordPage::openEditor(const QJsonObject &record)
{
    if (!m_session.isValid())
        return;
    if (m_editor) {
        m_editor->raise();
        m_editor->activateWindow();
        return;
    }
    m_editor = createEditor(record);
    if (!m_editor)
        return;
    m_editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_editor, &RecordPageEditor::saved, this, &RecordPage::recordSaved);
    m_editor->open();
}

void RecordPage::whenDone(RecordRequest *request, std::function<void(const QJsonObject &)> onSuccess)
{
    if (!request)
        return;
    connect(request, &RecordRequest::failed, this,
        [this](const ApiError &error) { emit messageRequested(error.message()); });
    connect(request, &RecordRequest::succeeded, this,
        [onSuccess = std::move(onSuccess)](const QJsonObject &record) { onSuccess(record); });
}

void RecordPage::recordSaved(const QJsonObject &record)
{
    if (record.isEmpty()) {
        refresh();
        return;
    }
    const QJsonObject stored = RecordTableModel::withStoreKey(record);
    m_model->upsert(stored);
    selectKey(RecordTableModel::keyOf(stored));
    onCurrentChanged();
    m_controller->keepSaved(stored);
}

void RecordPage::recordRemoved(const QString &key)
{
    m_model->removeKey(key);
    m_controller->forgetRemoved(key);
}
