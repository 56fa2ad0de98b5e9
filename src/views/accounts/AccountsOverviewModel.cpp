#include "views/accounts/AccountsOverviewModel.h"

#include "base/AsyncRun.h"
#include "domain/Money.h"
#include "views/Palette.h"
#include "views/WrittenDate.h"

#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

namespace {

// The copy counts as old after a day without a synchronisation.
bool isOld(const QDateTime &lastSync)
{
    return !lastSync.isValid() || lastSync.secsTo(QDateTime::currentDateTimeUtc()) > 24 * 60 * 60;
}

} // namespace

AccountsOverviewModel::AccountsOverviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void AccountsOverviewModel::setAccounts(const QList<KnownAccount> &accounts, const QDate &day)
{
    beginResetModel();
    m_accounts = accounts;
    m_accountIndex.clear();
    m_rows.clear();
    m_pending.clear();
    m_day = day;
    for (int i = 0; i < m_accounts.size(); ++i) {
        m_accountIndex.insert(m_accounts.at(i).key(), i);
        m_rows << Row {m_accounts.at(i).key(), std::nullopt, {}};
    }
    endResetModel();
    for (const KnownAccount &a : std::as_const(m_accounts))
        read(a);
    if (m_accounts.isEmpty())
        emit allRead();
}

std::optional<KnownAccount> AccountsOverviewModel::account(const QString &key) const
{
    const auto it = m_accountIndex.constFind(key);
    if (it == m_accountIndex.cend())
        return std::nullopt;
    return m_accounts.at(*it);
}

std::optional<AccountOverview> AccountsOverviewModel::figures(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).figures : std::nullopt;
}

void AccountsOverviewModel::reload(const QString &key)
{
    if (const auto a = account(key))
        read(*a);
}

void AccountsOverviewModel::reloadAll()
{
    m_day = QDate::currentDate();
    for (const KnownAccount &a : std::as_const(m_accounts))
        read(a);
}

void AccountsOverviewModel::read(const KnownAccount &account)
{
    const quint64 generation = ++m_generation;
    m_pending.insert(account.key(), generation);
    struct Result
    {
        QList<AccountOverview> rows;
        QString problem;
    };
    const QString dataDir = account.dataDir;
    const QString uuid = account.uuid();
    const QString name = account.name();
    const QDate day = m_day;
    asyncRun(
        this,
        [dataDir, uuid, name, day] {
            Result r;
            // No copy yet: not made here (opening would create an empty one).
            if (!AccountsOverview::copyExists(dataDir, uuid)) {
                r.problem = tr("No local copy yet: synchronise the account.");
                return r;
            }
            QString error;
            r.rows = AccountsOverview::read(dataDir, uuid, name, day, &error);
            if (!error.isEmpty())
                r.problem = tr("The local copy could not be read: %1").arg(error);
            return r;
        },
        [this, key = account.key(), generation](const Result &r) {
            if (m_pending.value(key) != generation)
                return; // a newer read of the account is under way, or the accounts changed
            m_pending.remove(key);
            QList<Row> rows;
            for (const AccountOverview &o : r.rows)
                rows << Row {key, o, {}};
            if (rows.isEmpty())
                rows << Row {key, std::nullopt, r.problem};
            replaceRows(key, rows);
            emit accountRead(key);
            if (m_pending.isEmpty())
                emit allRead();
        });
}

void AccountsOverviewModel::replaceRows(const QString &key, const QList<Row> &rows)
{
    int first = -1;
    int count = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).key != key)
            continue;
        if (first < 0)
            first = i;
        ++count;
    }
    if (first < 0) {
        first = int(m_rows.size());
    } else if (count == rows.size()) {
        for (int i = 0; i < count; ++i)
            m_rows[first + i] = rows.at(i);
        emit dataChanged(index(first, 0), index(first + count - 1, ColumnCount - 1));
        return;
    } else {
        beginRemoveRows({}, first, first + count - 1);
        m_rows.remove(first, count);
        endRemoveRows();
    }
    beginInsertRows({}, first, first + int(rows.size()) - 1);
    for (int i = 0; i < rows.size(); ++i)
        m_rows.insert(first + i, rows.at(i));
    endInsertRows();
}

void AccountsOverviewModel::setSyncing(const QString &key)
{
    m_sync[key] = {SyncState::Running, {}};
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).key == key)
            emit dataChanged(index(i, Status), index(i, Status));
    }
}

void AccountsOverviewModel::setSyncResult(const QString &key, bool ok, const QString &message)
{
    m_sync[key] = {ok ? SyncState::Done : SyncState::Failed, message};
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).key == key)
            emit dataChanged(index(i, Status), index(i, Status));
    }
    reload(key); // its figures and its last synchronisation, as the copy has them now
}

QString AccountsOverviewModel::statusText(const Row &row) const
{
    const Sync sync = m_sync.value(row.key);
    switch (sync.state) {
    case SyncState::Running:
        return tr("Synchronising…");
    case SyncState::Failed:
        return tr("Synchronisation failed: %1").arg(sync.message);
    case SyncState::Done:
        if (!sync.message.isEmpty())
            return tr("Partly synchronised: %1").arg(sync.message);
        break;
    case SyncState::None:
        break;
    }
    if (!row.readProblem.isEmpty())
        return row.readProblem;
    if (!row.figures)
        return tr("Reading the local copy…");
    if (row.figures->partial)
        return tr("Only partly synchronised: the figures may be incomplete.");
    return {};
}

int AccountsOverviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AccountsOverviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AccountsOverviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const KnownAccount &account = m_accounts.at(m_accountIndex.value(row.key));
    if (role == KeyRole)
        return row.key;
    const int column = index.column();
    const QLocale locale;
    const std::optional<AccountOverview> &f = row.figures;
    if (role == Qt::DisplayRole) {
        if (column == Name)
            return account.name();
        if (column == Status)
            return statusText(row);
        if (!f)
            return {};
        switch (column) {
        case Currency:
            return f->currency;
        case Open:
            return Money::format(f->openMinor, f->currency, locale);
        case OpenInvoices:
            return locale.toString(f->openInvoices);
        case OverdueInvoices:
            return locale.toString(f->overdueInvoices);
        case OldestOverdue:
            return f->oldestOverdueDays > 0 ? tr("%n day(s)", nullptr, f->oldestOverdueDays) : QString();
        case RemindersDue:
            return locale.toString(f->remindersDue);
        case VatPeriod:
            return f->lastVatPeriod;
        case VatFiled:
            return f->vatFiled ? tr("Filed") : tr("Not filed");
        case LastBankFile:
            return f->lastBankFile.isValid() ? WrittenDate::date(f->lastBankFile.toLocalTime().date(), locale)
                                             : tr("None");
        case LastSync:
            return f->lastSync.isValid() ? WrittenDate::dateTime(f->lastSync.toLocalTime(), locale)
                                         : tr("Never");
        default:
            return {};
        }
    }
    if (role == SortRole) {
        if (column == Name)
            return account.name();
        if (column == Status)
            return statusText(row);
        if (!f)
            return {};
        switch (column) {
        case Currency:
            return f->currency;
        case Open:
            return f->openMinor;
        case OpenInvoices:
            return f->openInvoices;
        case OverdueInvoices:
            return f->overdueInvoices;
        case OldestOverdue:
            return f->oldestOverdueDays;
        case RemindersDue:
            return f->remindersDue;
        case VatPeriod:
            return f->lastVatPeriod;
        case VatFiled:
            return f->vatFiled;
        case LastBankFile:
            return f->lastBankFile;
        case LastSync:
            return f->lastSync;
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && column >= Open && column <= RemindersDue)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole) {
        const QPalette palette = QGuiApplication::palette();
        if (column == LastSync && f && isOld(f->lastSync))
            return warningColor(palette);
        if (column == Status
            && (m_sync.value(row.key).state == SyncState::Failed || !row.readProblem.isEmpty()))
            return errorColor(palette);
        if (column == VatFiled && f && !f->vatFiled)
            return warningColor(palette);
    }
    if (role == Qt::ToolTipRole) {
        // The texts a narrow column elides, whole.
        if (column == Name)
            return account.name() + QLatin1Char('\n')
                + tr("%1 (%2), profile %3")
                      .arg(account.uuid(), account.profile.serverUrl.host(), account.profile.name);
        if (column == LastSync && f && isOld(f->lastSync))
            return data(index, Qt::DisplayRole).toString() + QLatin1Char('\n')
                + tr("Not synchronised for more than a day.");
        if (column == Status)
            return statusText(row);
        if (f)
            return data(index, Qt::DisplayRole);
    }
    return {};
}

QVariant AccountsOverviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The whole title as the text and the tooltip; the page's header draws it on two lines.
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Account");
    case Currency:
        return tr("Currency");
    case Open:
        return tr("Open");
    case OpenInvoices:
        return tr("Open invoices");
    case OverdueInvoices:
        return tr("Overdue");
    case OldestOverdue:
        return tr("Oldest overdue");
    case RemindersDue:
        return tr("Reminders due");
    case VatPeriod:
        return tr("Last VAT period");
    case VatFiled:
        return tr("VAT filed");
    case LastBankFile:
        return tr("Last bank file");
    case LastSync:
        return tr("Last synchronised");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}
