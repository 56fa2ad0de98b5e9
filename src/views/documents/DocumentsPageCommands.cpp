// The commands of a document list: New, Edit and Copy as batch of the page, the document actions of the
// selection (DocumentActionController), the extra ones the window adds; in the Document menu, the
// context menu and, the frequent ones, on the page's tool bar.
#include "views/documents/DocumentsPage.h"

#include "documents/DocumentListSource.h"
#include "models/DocumentListModel.h"
#include "views/Mnemonics.h"
#include "views/documents/DocumentActionStyle.h"
#include "views/documents/DocumentDetailPane.h"
#include "views/documents/DocumentEditorRegistry.h"
#include "views/documents/DocumentKindText.h"
#include "views/importing/DuplicateDocuments.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QMenu>
#include <QSet>
#include <QTableView>
#include <QTimer>

void DocumentsPage::createCommands()
{
    const bool editable = m_kind != DocumentKind::Receipt; // receipts: list and actions only
    if (editable) {
        m_new = new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New"), this);
        m_new->setShortcut(QKeySequence::New);
        m_new->setToolTip(tr("New %1 (%2)")
                              .arg(DocumentKindText::singular(m_kind),
                                  m_new->shortcut().toString(QKeySequence::NativeText)));
        connect(m_new, &QAction::triggered, this, &DocumentsPage::newDocument);
        m_edit = new QAction(QIcon::fromTheme(QStringLiteral("document-edit")), tr("&Edit"), this);
        m_edit->setShortcuts(
            {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter), QKeySequence(Qt::Key_F2)});
        m_edit->setShortcutContext(Qt::WidgetShortcut); // Return in the list, not in the search field
        m_edit->setToolTip(tr("Open the selected document in the editor (Return or F2)"));
        connect(m_edit, &QAction::triggered, this, &DocumentsPage::editCurrent);
        m_table->addAction(m_edit);
        connect(m_table, &QTableView::doubleClicked, this, &DocumentsPage::editCurrent);
        // Clone (the service's action) copies one document; this copies a whole selection in one batch.
        m_duplicate = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy as &batch"), this);
        m_duplicate->setToolTip(
            tr("Create copies of the selected documents in one batch; it runs under View → Background work"));
        connect(m_duplicate, &QAction::triggered, this,
            [this] { duplicateDocuments(m_session, m_kind, selectedUuids(), window()); });
        m_separator = new QAction(this);
        m_separator->setSeparator(true);
    }
    // One separator before each group of the tool bar (a QAction is shown once on a row).
    for (int i = 0; i < 6; ++i) {
        auto *separator = new QAction(this);
        separator->setSeparator(true);
        m_toolbarSeparators << separator;
    }

    // Actions follow the selection; a short pause lets arrow keys run through the list without asking
    // the service about every row passed.
    m_selectionTimer->setSingleShot(true);
    m_selectionTimer->setInterval(150);
    connect(this, &DocumentsPage::selectionChanged, m_selectionTimer, qOverload<>(&QTimer::start));
    connect(m_selectionTimer, &QTimer::timeout, this, [this] {
        DocumentSelection documents = selectedDocuments();
        if (m_edit) {
            m_edit->setEnabled(documents.size() == 1);
            m_duplicate->setEnabled(documents.size() > 1);
        }
        m_actions->setSelection(m_kind, std::move(documents));
    });
    connect(m_actions, &DocumentActionController::actionsChanged, this, [this] {
        m_table->addActions(m_actions->actions()); // shortcuts such as Delete work in the list
        emit pageActionsChanged();
    });
    connect(m_actions, &DocumentActionController::messageRequested, this, &WorkspacePage::messageRequested);
    connect(m_actions, &DocumentActionController::documentsChanged, this,
        [this](DocumentKind, const QStringList &uuids) {
            // The pane shows the service's state after the action (e-mail sent, payment booked) at once.
            if (uuids.contains(m_detail->currentUuid()))
                m_detail->reload();
            emit syncRequested();
        });
    connect(m_source, &DocumentListSource::removed, this, &WorkspacePage::syncRequested);
    connect(m_editors, &DocumentEditorRegistry::saved, this, &DocumentsPage::onDocumentSaved);
    connect(m_actions, &DocumentActionController::documentsRemoved, this,
        [this](DocumentKind, const QStringList &uuids) {
            // One change for the list however many went; the local copy forgets them on a pool thread.
            // A current document that goes leaves no current one (the detail pane clears) rather than
            // its neighbour, whose detail would be read while the pool thread deletes and wait for it.
            // The next reload makes a row current again (restoreCurrent).
            const QSet<QString> gone(uuids.begin(), uuids.end());
            if (gone.contains(currentUuid()))
                m_table->selectionModel()->setCurrentIndex({}, QItemSelectionModel::NoUpdate);
            m_model->removeDocuments(gone);
            m_source->removeDocuments(m_kind, uuids);
        });
    connect(m_actions, &DocumentActionController::documentCreated, this,
        [this](DocumentKind kind, const QString &uuid) { emit openDocumentRequested(kind, uuid); });

    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        // popup(), not exec(): no nested event loop in a slot.
        auto *menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addActions(pageActions());
        Mnemonics::assign(menu->actions());
        menu->popup(m_table->viewport()->mapToGlobal(pos));
    });
}

QList<QAction *> DocumentsPage::pageActions() const
{
    QList<QAction *> list;
    if (m_new)
        list << m_new << m_edit << m_duplicate << m_separator;
    list << m_actions->actions();
    list << m_extraActions;
    return list;
}

QList<QAction *> DocumentsPage::toolbarActions() const
{
    // Copy as batch, the reminder's "sent" mark, templates, restore and cancel are in the menus only.
    // In groups (DocumentActionStyle::toolbarGroup), so a row too narrow for all keeps whole groups and
    // moves the last ones into its "More" menu.
    QList<QAction *> list;
    if (m_new)
        list << m_new << m_edit;
    int group = -1;
    for (QAction *action : m_actions->actions()) {
        const QString name = action->data().toString();
        if (!DocumentActionStyle::isFrequent(name))
            continue;
        const int next = DocumentActionStyle::toolbarGroup(name);
        if (next != group && !list.isEmpty())
            list << m_toolbarSeparators.at(qMin(next, int(m_toolbarSeparators.size()) - 1));
        group = next;
        list << action;
    }
    if (!m_extraActions.isEmpty())
        list << m_toolbarSeparators.constLast();
    return list << m_extraActions;
}

void DocumentsPage::addPageAction(QAction *action)
{
    m_extraActions << action;
    emit pageActionsChanged();
}
