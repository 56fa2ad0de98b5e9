#include "views/ShortcutsDialog.h"

#include "views/WindowSize.h"
#include "views/WorkspacePage.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QString commandText(const QAction *action)
{
    QString text = action->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text.replace(QLatin1String("&&"), QLatin1String("&"));
    text.remove(QChar(0x2026)); // "Print…" is listed as "Print"
    return text.trimmed();
}

QString shortcutText(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

// An action of a page that is not the one shown (the window holds every page, each with its commands).
bool ofAnotherPage(const QAction *action, const QWidget *window)
{
    for (const QObject *o = action->parent(); o && o != window; o = o->parent()) {
        if (const auto *page = qobject_cast<const WorkspacePage *>(o))
            return !page->isVisibleTo(window);
    }
    return false;
}

} // namespace

QList<ShortcutsDialog::Entry> ShortcutsDialog::entriesOf(QWidget *window)
{
    QList<QAction *> actions = window->findChildren<QAction *>();
    actions += window->actions();
    QList<Entry> entries;
    for (const QAction *action : std::as_const(actions)) {
        if (action->shortcuts().isEmpty() || action->isSeparator() || ofAnotherPage(action, window))
            continue;
        const Entry entry {commandText(action), shortcutText(action)};
        if (!entry.command.isEmpty() && !entries.contains(entry))
            entries.append(entry);
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        const int byCommand = QString::localeAwareCompare(a.command, b.command);
        return byCommand != 0 ? byCommand < 0 : a.shortcut < b.shortcut;
    });
    return entries;
}

void ShortcutsDialog::showShortcutInToolTip(QAction *action)
{
    const QString keys = shortcutText(action);
    if (keys.isEmpty())
        return;
    const QString tip = action->toolTip();
    if (!tip.contains(keys))
        action->setToolTip(tr("%1 (%2)").arg(tip, keys));
}

void ShortcutsDialog::showShortcutsInToolTips(QToolBar *toolbar)
{
    for (QAction *action : toolbar->actions())
        showShortcutInToolTip(action);
}

ShortcutsDialog::ShortcutsDialog(QWidget *window, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("The commands of the page shown and of the whole window that have a shortcut. "
                      "In a form, Alt with the underlined letter of a label moves to its field."),
            this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    const QList<Entry> entries = entriesOf(window);
    m_table->setObjectName(QStringLiteral("shortcuts"));
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Command"), tr("Shortcut")});
    m_table->setRowCount(int(entries.size()));
    for (int row = 0; row < entries.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(entries.at(row).command));
        m_table->setItem(row, 1, new QTableWidgetItem(entries.at(row).shortcut));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close")); // Qt's German writes "Schließen"
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    WindowSize::fit(this, {520, 520});
}
