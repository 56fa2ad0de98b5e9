#include "views/documents/DocumentFilterBar.h"

#include "domain/DateText.h"
#include "models/DocumentFilterModel.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/DocumentsPage.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>

// The bar's texts are the list page's (translation context DocumentsPage): the page is what the user
// sees and names.
namespace {

enum Period { AnyTime, ThisMonth, LastMonth, ThisQuarter, ThisYear, LastYear, CustomRange };

QList<DocumentFilterModel::QuickFilter> quickFiltersOf(DocumentKind kind)
{
    using F = DocumentFilterModel;
    switch (kind) {
    case DocumentKind::Invoice:
        return {F::All, F::Open, F::Sent, F::Overdue, F::Archived, F::Cancelled};
    case DocumentKind::CreditNote:
        return {F::All, F::Open, F::Sent, F::Archived, F::Cancelled};
    case DocumentKind::Quote:
    case DocumentKind::ContractNote:
    case DocumentKind::DeliveryNote:
        return {F::All, F::Sent, F::Archived, F::Cancelled};
    case DocumentKind::Receipt:
        return {F::All, F::Archived, F::Cancelled};
    case DocumentKind::RecurringInvoice:
    case DocumentKind::Template:
        return {F::All, F::Archived};
    }
    return {F::All};
}

QString quickFilterLabel(DocumentFilterModel::QuickFilter filter)
{
    switch (filter) {
    case DocumentFilterModel::All:
        return DocumentsPage::tr("All");
    case DocumentFilterModel::Open:
        return DocumentsPage::tr("Open");
    case DocumentFilterModel::Sent:
        return DocumentsPage::tr("Sent");
    case DocumentFilterModel::Overdue:
        return DocumentsPage::tr("Overdue");
    case DocumentFilterModel::Archived:
        return DocumentsPage::tr("Archived");
    case DocumentFilterModel::Cancelled:
        return DocumentsPage::tr("Cancelled");
    }
    return {};
}

} // namespace

DocumentFilterBar::DocumentFilterBar(DocumentKind kind, DocumentFilterModel *filter, QWidget *parent)
    : QWidget(parent)
    , m_filter(filter)
    , m_search(new QLineEdit(this))
    , m_quickFilters(new QButtonGroup(this))
    , m_period(new QComboBox(this))
    , m_from(new QDateEdit(this))
    , m_to(new QDateEdit(this))
    , m_count(new QLabel(this))
{
    m_search->setPlaceholderText(DocumentsPage::tr("Search number, customer, title or reference (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setToolTip(
        DocumentsPage::tr("Filters the list as you type. Down or Page Down: to the first document found."));
    m_search->setMinimumWidth(m_search->fontMetrics().horizontalAdvance(m_search->placeholderText()) / 2);
    m_search->setAccessibleName(DocumentsPage::tr("Search %1").arg(DocumentKindText::plural(kind)));

    // Two rows, so the quick filters (long in German) do not make the list so wide that the detail pane
    // is squeezed: search and period above, quick filters and the count below.
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_search, 1);
    auto *quickRow = new QHBoxLayout;
    const QList<DocumentFilterModel::QuickFilter> filters = quickFiltersOf(kind);
    // Alt+1, Alt+2, ... in the order shown: letters would clash with the menu bar's in some language
    // (Alt+A was "All" and the German View menu at once).
    for (qsizetype i = 0; i < filters.size(); ++i) {
        const DocumentFilterModel::QuickFilter id = filters.at(i);
        auto *button = new QToolButton(this);
        button->setText(quickFilterLabel(id));
        button->setObjectName(QStringLiteral("quickFilter%1").arg(i + 1));
        // A shortcut of its own: the button's would go with every setText() of the counts.
        auto *key = new QShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)), button);
        key->setObjectName(QStringLiteral("quickFilterKey%1").arg(i + 1));
        connect(key, &QShortcut::activated, button, &QAbstractButton::click);
        button->setToolTip(key->key().toString(QKeySequence::NativeText));
        button->setCheckable(true);
        button->setAutoRaise(true);
        m_quickFilters->addButton(button, int(id));
        quickRow->addWidget(button);
    }
    m_quickFilters->button(int(DocumentFilterModel::All))->setChecked(true);

    m_period->setAccessibleName(DocumentsPage::tr("Period"));
    m_period->setToolTip(DocumentsPage::tr("Show documents dated within this period"));
    m_period->addItem(DocumentsPage::tr("Any time"), AnyTime);
    m_period->addItem(DocumentsPage::tr("This month"), ThisMonth);
    m_period->addItem(DocumentsPage::tr("Last month"), LastMonth);
    m_period->addItem(DocumentsPage::tr("This quarter"), ThisQuarter);
    m_period->addItem(DocumentsPage::tr("This year"), ThisYear);
    m_period->addItem(DocumentsPage::tr("Last year"), LastYear);
    m_period->addItem(DocumentsPage::tr("From … to …"), CustomRange);
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(DateText::format());
        edit->setDate(QDate::currentDate());
        edit->hide();
        connect(edit, &QDateEdit::dateChanged, this, &DocumentFilterBar::applyPeriod);
    }
    m_from->setAccessibleName(DocumentsPage::tr("From"));
    m_to->setAccessibleName(DocumentsPage::tr("To"));
    m_from->setDate(QDate(QDate::currentDate().year(), 1, 1));
    filterRow->addWidget(m_period);
    filterRow->addWidget(m_from);
    filterRow->addWidget(m_to);
    quickRow->addStretch(1);
    quickRow->addWidget(m_count);
    connect(m_period, &QComboBox::currentIndexChanged, this, &DocumentFilterBar::applyPeriod);
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->addLayout(filterRow);
    rows->addLayout(quickRow);
    connect(m_search, &QLineEdit::textChanged, m_filter, &DocumentFilterModel::setSearchText);
    connect(m_quickFilters, &QButtonGroup::idClicked, this,
        [this](int id) { m_filter->setQuickFilter(DocumentFilterModel::QuickFilter(id)); });
}

void DocumentFilterBar::updateCounts(const QString &countText)
{
    m_count->setText(countText);
    const QLocale locale;
    for (QAbstractButton *button : m_quickFilters->buttons()) {
        const auto filter = DocumentFilterModel::QuickFilter(m_quickFilters->id(button));
        if (filter == DocumentFilterModel::All)
            continue;
        const int n = m_filter->quickFilterCount(filter);
        button->setText(DocumentsPage::tr("%1 (%2)").arg(quickFilterLabel(filter), locale.toString(n)));
    }
}

void DocumentFilterBar::clear()
{
    m_search->clear();
    if (QAbstractButton *all = m_quickFilters->button(int(DocumentFilterModel::All))) {
        all->setChecked(true);
        m_filter->setQuickFilter(DocumentFilterModel::All);
    }
    m_period->setCurrentIndex(m_period->findData(AnyTime));
}

void DocumentFilterBar::showOpen(const QString &search)
{
    m_period->setCurrentIndex(m_period->findData(AnyTime));
    m_quickFilters->button(int(DocumentFilterModel::Open))->setChecked(true);
    m_filter->setQuickFilter(DocumentFilterModel::Open);
    m_search->setText(search);
}

void DocumentFilterBar::applyPeriod()
{
    const QDate today = QDate::currentDate();
    const QDate monthStart(today.year(), today.month(), 1);
    const int period = m_period->currentData().toInt();
    m_from->setVisible(period == CustomRange);
    m_to->setVisible(period == CustomRange);
    QDate from;
    QDate to;
    switch (period) {
    case ThisMonth:
        from = monthStart;
        to = monthStart.addMonths(1).addDays(-1);
        break;
    case LastMonth:
        from = monthStart.addMonths(-1);
        to = monthStart.addDays(-1);
        break;
    case ThisQuarter:
        from = QDate(today.year(), (today.month() - 1) / 3 * 3 + 1, 1);
        to = from.addMonths(3).addDays(-1);
        break;
    case ThisYear:
        from = QDate(today.year(), 1, 1);
        to = QDate(today.year(), 12, 31);
        break;
    case LastYear:
        from = QDate(today.year() - 1, 1, 1);
        to = QDate(today.year() - 1, 12, 31);
        break;
    case CustomRange:
        from = m_from->date();
        to = m_to->date();
        break;
    default:
        break;
    }
    m_filter->setDateRange(from, to);
}
