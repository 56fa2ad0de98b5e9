#include "views/accounts/AccountsOverviewPage.h"

#include "documents/BackgroundWorkModel.h"
#include "documents/BatchTracker.h"
#include "session/AccountsSync.h"
#include "session/SignInTokens.h"
#include "views/TwoLineHeader.h"
#include "views/accounts/AccountsOverviewModel.h"
#include "views/importing/BackgroundWorkPanel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

AccountsOverviewPage::AccountsOverviewPage(QWidget *parent)
    : WorkspacePage(parent)
    , m_model(new AccountsOverviewModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_sync(new AccountsSync(new SignInTokens(this), this))
    , m_search(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("accountsOverview"));
    m_filter->setSourceModel(m_model);
    m_filter->setSortRole(AccountsOverviewModel::SortRole);
    m_filter->setFilterKeyColumn(-1);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setSortLocaleAware(true);

    m_search->setPlaceholderText(tr("Search accounts"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search accounts"));
    connect(m_search, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);

    // The titles on two lines, broken at the space nearest their middle: the twelve columns fit beside each
    // other at 1366×768 in every language without shorter words to translate; the whole title is the tooltip.
    m_header = new TwoLineHeader(TwoLineHeader::Break::NearMiddle, m_table);
    m_table->setHorizontalHeader(m_header);
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(AccountsOverviewModel::Name, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    // Every column in sight at 1366×768 (fitColumns). The open amount names its currency ("CHF 1’234.50"),
    // so the currency's own column is not shown (the search still finds a currency).
    m_table->setColumnHidden(AccountsOverviewModel::Currency, true);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->viewport()->installEventFilter(this);
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_filter, signal, this, &AccountsOverviewPage::fitColumnsSoon);
    connect(m_filter, &QAbstractItemModel::dataChanged, this, &AccountsOverviewPage::fitColumnsSoon);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &AccountsOverviewPage::fitColumnsSoon);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &AccountsOverviewPage::fitColumnsSoon);
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
        &AccountsOverviewPage::fitColumnsSoon);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->setAccessibleName(tr("Accounts"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_search, 1);
    top->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);

    m_open = new QAction(tr("&Open account"), this);
    m_open->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_open->setShortcutContext(Qt::WidgetShortcut);
    m_table->addAction(m_open);
    m_reminders = new QAction(tr("&Reminder run…"), this);
    m_vat = new QAction(tr("&VAT return"), this);
    m_bankImport = new QAction(tr("Import &bank file…"), this);
    m_syncAll = new QAction(
        QIcon::fromTheme(QStringLiteral("view-refresh"), QIcon(QStringLiteral(":/icons/view-refresh.svg"))),
        tr("&Synchronise all"), this);
    m_syncAll->setObjectName(QStringLiteral("synchroniseAll"));
    m_syncAll->setToolTip(tr("Bring every account's local copy up to date, a few accounts at a time"));
    m_reread = new QAction(tr("Read the &copies again"), this);
    connect(m_open, &QAction::triggered, this, [this] { request(Command::Open); });
    connect(m_reminders, &QAction::triggered, this, [this] { request(Command::ReminderRun); });
    connect(m_vat, &QAction::triggered, this, [this] { request(Command::Vat); });
    connect(m_bankImport, &QAction::triggered, this, [this] { request(Command::BankImport); });
    connect(m_syncAll, &QAction::triggered, this, &AccountsOverviewPage::synchroniseAll);
    connect(m_reread, &QAction::triggered, m_model, &AccountsOverviewModel::reloadAll);
    connect(m_table, &QTableView::doubleClicked, this, [this] { request(Command::Open); });
    connect(m_table, &QTableView::customContextMenuRequested, this, &AccountsOverviewPage::showContextMenu);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &AccountsOverviewPage::updateActions);

    connect(m_model, &QAbstractItemModel::rowsInserted, this, &AccountsOverviewPage::updateCount);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &AccountsOverviewPage::updateCount);
    connect(m_model, &QAbstractItemModel::modelReset, this, &AccountsOverviewPage::updateCount);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &AccountsOverviewPage::updateCount);
    connect(m_search, &QLineEdit::textChanged, this, &AccountsOverviewPage::updateCount);

    connect(m_sync, &AccountsSync::trackerCreated, this, [this](BatchTracker *tracker) {
        if (BackgroundWorkPanel *panel = BackgroundWorkPanel::forWindow(this)) {
            panel->model()->add(tracker);
            panel->show();
        }
    });
    connect(m_sync, &AccountsSync::accountStarted, m_model, &AccountsOverviewModel::setSyncing);
    connect(m_sync, &AccountsSync::accountFinished, this,
        [this](const QString &key, bool ok, const QString &message) {
            m_model->setSyncResult(key, ok, message);
            if (key == m_sessionKey)
                emit syncRequested(); // the window's pages read the account's copy again
        });
    connect(m_sync, &AccountsSync::finished, this, [this] { m_syncAll->setEnabled(true); });
    updateActions();
    updateCount();
}

void AccountsOverviewPage::setAccounts(const QList<KnownAccount> &accounts)
{
    m_model->setAccounts(accounts);
}

void AccountsOverviewPage::synchroniseAll()
{
    if (m_model->accounts().isEmpty())
        return;
    m_syncAll->setEnabled(false);
    m_sync->start(m_model->accounts());
}

void AccountsOverviewPage::openSession(const SessionContext &session)
{
    m_sessionKey = session.profile.serverUrl.toString() + QLatin1Char('|') + session.accountUuid;
}

void AccountsOverviewPage::storeChanged()
{
    m_model->reload(m_sessionKey);
}

void AccountsOverviewPage::detailsChanged()
{
    m_model->reload(m_sessionKey);
}

void AccountsOverviewPage::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

QList<QAction *> AccountsOverviewPage::pageActions() const
{
    return {m_syncAll, m_reread};
}

QString AccountsOverviewPage::pageMenuTitle() const
{
    return tr("&Accounts");
}

QString AccountsOverviewPage::currentKey() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(AccountsOverviewModel::KeyRole).toString() : QString();
}

void AccountsOverviewPage::request(Command command)
{
    if (const auto account = m_model->account(currentKey()))
        emit accountRequested(*account, command);
}

void AccountsOverviewPage::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_table->indexAt(position);
    if (!index.isValid())
        return;
    m_table->setCurrentIndex(index);
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(m_open);
    menu->addSeparator();
    menu->addAction(m_reminders);
    menu->addAction(m_vat);
    menu->addAction(m_bankImport);
    menu->popup(m_table->viewport()->mapToGlobal(position));
}

void AccountsOverviewPage::updateActions()
{
    const bool chosen = !currentKey().isEmpty();
    for (QAction *a : {m_open, m_reminders, m_vat, m_bankImport})
        a->setEnabled(chosen);
}

void AccountsOverviewPage::updateCount()
{
    const int accounts = int(m_model->accounts().size());
    m_count->setText(tr("%n account(s)", nullptr, accounts));
    updateActions();
}

bool AccountsOverviewPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        fitColumnsSoon();
    return WorkspacePage::eventFilter(watched, event);
}

void AccountsOverviewPage::fitColumnsSoon()
{
    if (m_fitQueued)
        return;
    m_fitQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_fitQueued = false;
            fitColumns();
        },
        Qt::QueuedConnection);
}

void AccountsOverviewPage::fitColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    const int available = m_table->viewport()->width();
    if (available <= 0)
        return;
    // QTableView hides the hint its base class offers publicly.
    const QAbstractItemView *view = m_table;
    // A title's widest line, the header's margins and a little air, and the sort mark on the sorted column
    // only (Qt's own hint keeps room for the mark on every column, a tenth of the row on twelve titles).
    const int margins = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const int mark = header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margins;
    const auto title = [&](int column) {
        return m_header->titleWidth(column) + margins + 4
            + (header->sortIndicatorSection() == column ? mark : 0);
    };
    const auto wanted = [&](int column) {
        return std::max(title(column), view->sizeHintForColumn(column) + 4);
    };
    // The figures, dates and marks whole (their titles on two lines keep them narrow); the account's name
    // whole as far as the room allows, the status gets the rest; both elided beyond that, their whole
    // text in the cell's tooltip. Only a window narrower than 1366×768 leaves the titles no room and
    // scrolls sideways.
    int fixed = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c) || c == AccountsOverviewModel::Name
            || c == AccountsOverviewModel::Status)
            continue;
        const int width = wanted(c);
        header->resizeSection(c, width);
        fixed += width;
    }
    const int rest = available - fixed;
    const int nameTitle = title(AccountsOverviewModel::Name);
    const int statusTitle = title(AccountsOverviewModel::Status);
    const int name = std::max(nameTitle, std::min(wanted(AccountsOverviewModel::Name), rest - statusTitle));
    header->resizeSection(AccountsOverviewModel::Name, name);
    header->resizeSection(AccountsOverviewModel::Status, std::max(statusTitle, rest - name));
}
