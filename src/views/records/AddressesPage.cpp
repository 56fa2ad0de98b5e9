#include "views/records/AddressesPage.h"

#include "records/AddressController.h"
#include "records/AddressFilterModel.h"
#include "records/AddressListModel.h"
#include "views/records/AddressCountryBox.h"
#include "views/records/AddressEditorDialog.h"
#include "views/records/TableColumnFit.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString contactLines(const QList<AddressContact> &contacts)
{
    QStringList lines;
    for (const AddressContact &c : contacts) {
        QString line =
            AddressesPage::tr("%1: %2").arg(esc(AddressRecord::contactTypeText(c.type)), esc(c.value));
        if (c.primary)
            line += AddressesPage::tr(" (primary)");
        lines << line;
    }
    return lines.join(QStringLiteral("<br>"));
}

} // namespace

AddressesPage::AddressesPage(AddressKind kind, QWidget *parent)
    : WorkspacePage(parent)
    , m_kind(kind)
    , m_model(new AddressListModel(kind, this))
    , m_filter(new AddressFilterModel(this))
    , m_search(new QLineEdit(this))
    , m_tagFilter(new QComboBox(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_detail(new QTextBrowser(this))
{
    m_controller = new AddressController(this);
    connect(m_controller, &AddressController::listed, this, [this](const QString &resource) {
        if (resource != AddressKinds::resource(m_kind))
            return;
        connect(
            m_model, &AddressListModel::reloaded, this, &AddressesPage::refreshed, Qt::SingleShotConnection);
        m_model->reloadFromStore(m_session.dataDir, m_session.accountUuid);
    });
    connect(m_controller, &AddressController::listFailed, this,
        [this](const QString &resource, const ApiError &error) {
            // No session, no network, no valid token: the window says so already, once.
            using Kind = ApiError::Kind;
            if (resource != AddressKinds::resource(m_kind)
                || QList<Kind> {Kind::Cancelled, Kind::Offline, Kind::Timeout, Kind::Unauthorized}.contains(
                    error.kind()))
                return;
            emit messageRequested(m_kind == AddressKind::Company
                    ? tr("The companies could not be loaded. %1").arg(error.message())
                    : tr("The persons could not be loaded. %1").arg(error.message()));
        });
    const bool companies = kind == AddressKind::Company;
    setObjectName(companies ? QStringLiteral("addresses-companies") : QStringLiteral("addresses-persons"));
    m_filter->setSourceModel(m_model);

    m_search->setPlaceholderText(tr("Search name, customer number, e-mail, place or tag (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(companies ? tr("Search companies") : tr("Search persons"));
    m_tagFilter->setAccessibleName(tr("Tag"));
    m_tagFilter->setToolTip(tr("Show only the records with this tag"));
    m_tagFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *tagLabel = new QLabel(tr("&Tag:"), this);
    tagLabel->setBuddy(m_tagFilter);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_search, 1);
    filterRow->addWidget(tagLabel);
    filterRow->addWidget(m_tagFilter);
    filterRow->addWidget(m_count);

    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(AddressListModel::Name, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    new TableColumnFit(m_table); // no sideways scroll: long names are elided, whole in the tooltip
    m_table->setAccessibleName(companies ? tr("Companies") : tr("Persons"));
    m_detail->setOpenLinks(false);
    m_detail->setAccessibleName(tr("Details"));

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(filterRow);
    leftLayout->addWidget(m_table, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("addressSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    // The detail pane keeps room for a label and its value side by side (German labels are long).
    m_detail->setMinimumWidth(m_detail->fontMetrics().averageCharWidth() * 34);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(splitter);

    m_new = new QAction(QIcon::fromTheme(QStringLiteral("document-new")),
        companies ? tr("&New company…") : tr("&New person…"), this);
    m_new->setShortcut(QKeySequence::New);
    m_new->setToolTip(companies ? tr("Create a company (Ctrl+N)") : tr("Create a person (Ctrl+N)"));
    m_edit = new QAction(QIcon::fromTheme(QStringLiteral("document-edit")), tr("&Edit…"), this);
    m_edit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_edit->setToolTip(tr("Edit the selected record (Ctrl+E, Enter or double-click)"));
    m_delete = new QAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete…"), this);
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setToolTip(tr("Delete the selected record on the service"));
    connect(m_new, &QAction::triggered, this, [this] { openEditor(); });
    connect(m_edit, &QAction::triggered, this, [this] {
        const int row = m_model->rowOfKey(currentUuid());
        if (row >= 0) {
            const AddressRecord record = m_model->record(row);
            openEditor(&record);
        }
    });
    connect(m_delete, &QAction::triggered, this, &AddressesPage::deleteCurrent);

    connect(m_search, &QLineEdit::textChanged, m_filter, &AddressFilterModel::setSearchText);
    connect(m_search, &QLineEdit::textChanged, this, &AddressesPage::updateCount);
    connect(m_tagFilter, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setTag(m_tagFilter->currentData().toString());
        updateCount();
    });
    connect(m_model, &AddressListModel::tagsChanged, this, &AddressesPage::updateTagFilter);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &AddressesPage::onCurrentChanged);
    connect(m_table, &QTableView::activated, m_edit, &QAction::trigger);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        if (m_keepUuid.isEmpty())
            m_keepUuid = currentUuid();
    });
    connect(m_model, &AddressListModel::reloaded, this, &AddressesPage::restoreCurrent);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_filter, signal, this, &AddressesPage::updateCount);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &AddressesPage::updateCount);
    updateTagFilter();
    updateCount();
    updateActions();
}

void AddressesPage::openSession(const SessionContext &session)
{
    m_session = session;
    session.open(m_controller);
    m_keepUuid.clear();
    // The previous account's search and tag mean nothing here.
    m_search->clear();
    m_tagFilter->setCurrentIndex(0);
    m_model->setRecords({});
    m_model->reloadFromStore(session.dataDir, session.accountUuid);
    updateActions();
}

void AddressesPage::refresh()
{
    if (m_session.isValid())
        m_controller->refresh(m_kind);
}

void AddressesPage::storeChanged()
{
    if (m_session.isValid())
        m_model->reloadFromStore(m_session.dataDir, m_session.accountUuid);
}

void AddressesPage::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

QList<QAction *> AddressesPage::pageActions() const
{
    return {m_new, m_edit, m_delete};
}

QString AddressesPage::pageMenuTitle() const
{
    return tr("&Address");
}

QString AddressesPage::currentUuid() const
{
    return m_table->currentIndex().data(AddressListModel::UuidRole).toString();
}

void AddressesPage::showRecord(const QString &uuid)
{
    const QModelIndex index = m_filter->indexOfUuid(uuid);
    if (!index.isValid()) {
        m_keepUuid = uuid; // when the next reload brings it
        return;
    }
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
}

AddressEditorDialog *AddressesPage::editor() const
{
    return m_editor;
}

QMessageBox *AddressesPage::deleteConfirmation() const
{
    return m_confirm;
}

QString AddressesPage::detailText() const
{
    return m_detail->toPlainText();
}

AddressEditorDialog *AddressesPage::openEditor(const AddressRecord *existing)
{
    const AddressKind kind = existing ? existing->kind : m_kind;
    auto *dialog = new AddressEditorDialog(kind, m_controller, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (existing)
        dialog->setRecord(*existing);
    dialog->setKnownRecords(m_model->records());
    connect(dialog, &AddressEditorDialog::saved, this,
        [this](const AddressRecord &record, const QJsonObject &json, bool created) {
            if (record.uuid.isEmpty()) {
                emit messageRequested(tr("The address was saved, but the service's answer could not be "
                                         "read. Refresh the list (F5) to see it."));
                refresh();
                return;
            }
            if (const QString problem = m_controller->keep(record.kind, json); !problem.isEmpty())
                emit messageRequested(problem);
            onSaved(record, created);
        });
    connect(dialog, &AddressEditorDialog::openExistingRequested, this, [this](const AddressRecord &record) {
        // After the new entry's editor has closed.
        QMetaObject::invokeMethod(
            this, [this, record] { openEditor(&record); }, Qt::QueuedConnection);
    });
    m_editor = dialog;
    dialog->open();
    return dialog;
}

void AddressesPage::onSaved(const AddressRecord &record, bool created)
{
    const QString name = record.displayName();
    emit messageRequested(created ? tr("%1 was created.").arg(name) : tr("%1 was saved.").arg(name));
    if (record.kind != m_kind)
        return;
    m_model->upsert(record);
    showRecord(record.uuid);
    onCurrentChanged();
}

void AddressesPage::deleteCurrent()
{
    const int row = m_model->rowOfKey(currentUuid());
    if (row < 0 || !m_session.isValid())
        return;
    const AddressRecord record = m_model->record(row);
    auto *box = new QMessageBox(QMessageBox::Question, tr("Delete address"),
        tr("Delete %1 (customer number %2) on the service? This cannot be undone.")
            .arg(record.displayName(), record.customerNumber),
        QMessageBox::Cancel, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *yes = box->addButton(tr("&Delete"), QMessageBox::DestructiveRole);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::finished, this, [this, box, yes, record] {
        if (box->clickedButton() == yes)
            removeRecord(record);
    });
    m_confirm = box;
    box->open();
}

void AddressesPage::removeRecord(const AddressRecord &record)
{
    m_controller->remove(
        record, this,
        [this, record](bool wasGone, const QString &storeProblem) {
            if (!storeProblem.isEmpty())
                emit messageRequested(storeProblem);
            m_model->removeKey(record.uuid);
            emit messageRequested(wasGone
                    ? tr("%1 had already been deleted on the service.").arg(record.displayName())
                    : tr("%1 was deleted.").arg(record.displayName()));
        },
        [this, record](const ApiError &error) {
            emit messageRequested(
                tr("%1 could not be deleted. %2").arg(record.displayName(), error.message()));
        });
}

void AddressesPage::onCurrentChanged()
{
    const int row = m_model->rowOfKey(currentUuid());
    if (row < 0)
        m_detail->clear();
    else
        m_detail->setHtml(detailHtml(m_model->record(row)));
    updateActions();
}

void AddressesPage::restoreCurrent()
{
    const QString uuid = m_keepUuid;
    m_keepUuid.clear();
    QModelIndex index = uuid.isEmpty() ? QModelIndex() : m_filter->indexOfUuid(uuid);
    if (!index.isValid() && m_filter->rowCount() > 0)
        index = m_filter->index(0, 0);
    if (index.isValid()) {
        m_table->setCurrentIndex(index);
        m_table->scrollTo(index);
    }
    onCurrentChanged();
}

void AddressesPage::updateTagFilter()
{
    const QString current = m_tagFilter->currentData().toString();
    const QSignalBlocker blocker(m_tagFilter);
    m_tagFilter->clear();
    m_tagFilter->addItem(tr("All tags"), QString());
    for (const QString &tag : m_model->allTags())
        m_tagFilter->addItem(tag, tag);
    const int index = m_tagFilter->findData(current);
    m_tagFilter->setCurrentIndex(qMax(0, index));
    if (index < 0 && !current.isEmpty()) { // the tag is gone: show everything again
        m_filter->setTag(QString());
        updateCount();
    }
}

void AddressesPage::updateCount()
{
    const QLocale locale;
    const int shown = m_filter->rowCount();
    const int all = m_model->rowCount();
    m_count->setText(shown == all ? (all == 1 ? tr("1 record") : tr("%1 records").arg(locale.toString(all)))
                                  : tr("%1 of %2").arg(locale.toString(shown), locale.toString(all)));
}

void AddressesPage::updateActions()
{
    const bool connected = m_session.isValid();
    const bool current = connected && !currentUuid().isEmpty();
    m_new->setEnabled(connected);
    m_edit->setEnabled(current);
    m_delete->setEnabled(current);
}

QString AddressesPage::detailHtml(const AddressRecord &r) const
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(esc(r.displayName()));
    QStringList facts;
    const auto fact = [&facts](const QString &label, const QString &value) {
        if (!value.isEmpty())
            facts << QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(esc(label), value);
    };
    fact(tr("Customer no."), esc(r.customerNumber));
    if (r.kind == AddressKind::Company) {
        fact(tr("Company ID"), esc(r.idNumber));
        fact(tr("VAT number"), esc(r.vatNumber));
    } else {
        fact(tr("Salutation"), esc(AddressRecord::salutationText(r.salutation)));
    }
    fact(tr("Contacts"), contactLines(r.contacts));
    QStringList places;
    for (const AddressEntry &e : r.addresses) {
        QStringList lines {
            QStringList {e.address, e.streetNumber, e.extension}.join(QLatin1Char(' ')).trimmed(),
            e.additionalField, QStringList {e.zipCode, e.city}.join(QLatin1Char(' ')).trimmed(),
            e.state.isEmpty()
                ? AddressCountryBox::countryName(e.countryCode)
                : tr("%1, canton %2").arg(AddressCountryBox::countryName(e.countryCode), e.state)};
        lines.removeAll(QString());
        for (QString &line : lines)
            line = esc(line);
        places << lines.join(QStringLiteral("<br>"));
    }
    fact(tr("Address"), places.join(QStringLiteral("<br><br>")));
    QStringList persons;
    for (const AddressContactPerson &p : r.contactPersons) {
        QString person =
            esc(QStringList {AddressRecord::salutationText(p.salutation), p.firstName, p.lastName}
                    .join(QLatin1Char(' '))
                    .trimmed());
        if (!p.contacts.isEmpty())
            person += QStringLiteral("<br>") + contactLines(p.contacts);
        persons << person;
    }
    fact(tr("Contact persons"), persons.join(QStringLiteral("<br><br>")));
    fact(tr("Language"), esc(AddressRecord::languageText(r.language)));
    fact(tr("Currency"), esc(r.currencyCode));
    if (r.paymentTerms)
        fact(tr("Payment terms"), esc(AddressRecord::paymentTermsText(*r.paymentTerms)));
    // Not set: the service's default, as the editor and the reminder run take it.
    fact(tr("Automatic dunning"), esc(AddressRecord::automaticDunningText(r.automaticDunning)));
    fact(tr("Tags"), esc(r.tags.join(QStringLiteral(", "))));
    fact(tr("Private notes"), esc(r.privateNotes).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    return html + QStringLiteral("<table cellspacing=\"4\">") + facts.join(QString())
        + QStringLiteral("</table>");
}
