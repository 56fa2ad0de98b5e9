#include "views/records/AddressDuplicatesDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QString contactsOf(const AddressRecord &r, const QStringList &types)
{
    QStringList values;
    for (const AddressContact &c : r.contacts) {
        if (types.contains(c.type))
            values << c.value;
    }
    return values.join(QLatin1Char('\n'));
}

QString postalOf(const AddressRecord &r)
{
    QStringList lines;
    for (const AddressEntry &e : r.addresses) {
        lines << QStringList {e.address, e.streetNumber}.join(QLatin1Char(' ')).trimmed()
              << QStringList {e.countryCode, e.zipCode, e.city}.join(QLatin1Char(' ')).trimmed();
    }
    lines.removeAll(QString());
    return lines.join(QLatin1Char('\n'));
}

// The rows compared: a label and how to read the value of a record.
struct Field
{
    const char *label;
    QString (*value)(const AddressRecord &);
};

const Field fields[] = {
    {QT_TRANSLATE_NOOP("AddressDuplicatesDialog", "Kind"),
        [](const AddressRecord &r) {
            return r.kind == AddressKind::Company ? AddressDuplicatesDialog::tr("Company")
                                                  : AddressDuplicatesDialog::tr("Person");
        }},
    {QT_TRANSLATE_NOOP("AddressDuplicatesDialog", "Customer no."),
        [](const AddressRecord &r) {
            return r.customerNumber;
        }},
    {QT_TRANSLATE_NOOP("AddressDuplicatesDialog", "Name"),
        [](const AddressRecord &r) {
            return r.displayName();
        }},
    {QT_TRANSLATE_NOOP("AddressDuplicatesDialog", "E-mail"),
        [](const AddressRecord &r) {
            return contactsOf(r, {QStringLiteral("email")});
        }},
    {QT_TRANSLATE_NOOP("AddressDuplicatesDialog", "Phone"),
        [](const AddressRecord &r) {
            return contactsOf(r, {QStringLiteral("phone"), QStringLiteral("mobile")});
        }},
    {QT_TRANSLATE_NOOP("AddressDuplicatesDialog", "Address"),
        [](const AddressRecord &r) {
            return postalOf(r);
        }},
    {QT_TRANSLATE_NOOP("AddressDuplicatesDialog", "Tags"),
        [](const AddressRecord &r) {
            return r.tags.join(QStringLiteral(", "));
        }},
};

bool shares(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QStringList left = a.toCaseFolded().split(QLatin1Char('\n'));
    for (const QString &line : b.toCaseFolded().split(QLatin1Char('\n'))) {
        if (left.contains(line))
            return true;
    }
    return false;
}

} // namespace

AddressDuplicatesDialog::AddressDuplicatesDialog(
    const AddressRecord &newEntry, const QList<AddressRecord> &candidates, QWidget *parent)
    : QDialog(parent)
    , m_candidates(candidates)
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Possible duplicates"));
    const QString found = candidates.size() == 1
        ? tr("The service already has a similar record.")
        : tr("The service already has %1 similar records.").arg(candidates.size());
    auto *intro = new QLabel(found + QLatin1Char(' ')
            + tr("Open an existing one instead, or save the new entry anyway. Shared values are shown in "
                 "bold and underlined."),
        this);
    intro->setWordWrap(true);

    const int rows = int(std::size(fields));
    m_table->setRowCount(rows);
    m_table->setColumnCount(1 + int(candidates.size()));
    QStringList headers {tr("New entry")};
    for (int i = 0; i < candidates.size(); ++i)
        headers << tr("Existing %1").arg(i + 1);
    m_table->setHorizontalHeaderLabels(headers);
    for (int row = 0; row < rows; ++row) {
        m_table->setVerticalHeaderItem(row, new QTableWidgetItem(tr(fields[row].label)));
        const QString mine = fields[row].value(newEntry);
        auto *item = new QTableWidgetItem(mine);
        item->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(row, 0, item);
        for (int c = 0; c < candidates.size(); ++c) {
            const QString theirs = fields[row].value(candidates.at(c));
            auto *other = new QTableWidgetItem(theirs);
            other->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            if (row > 0 && shares(mine, theirs)) { // every candidate shares the kind with someone
                // Underlined too: in the selected column (the highlight's colours) bold alone hardly shows.
                QFont bold = other->font();
                bold.setBold(true);
                bold.setUnderline(true);
                other->setFont(bold);
            }
            m_table->setItem(row, c + 1, other);
        }
    }
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAccessibleName(tr("New entry and existing records"));

    auto *buttons = new QDialogButtonBox(this);
    m_open = buttons->addButton(tr("&Open existing"), QDialogButtonBox::AcceptRole);
    m_open->setToolTip(tr("Open the selected existing record; nothing new is saved"));
    m_saveAnyway = buttons->addButton(tr("&Save anyway"), QDialogButtonBox::ActionRole);
    m_saveAnyway->setToolTip(tr("Save the new entry although similar records exist"));
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_open, &QPushButton::clicked, this, [this] { finish(OpenExisting); });
    connect(m_saveAnyway, &QPushButton::clicked, this, [this] { finish(SaveAnyway); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_open->setEnabled(!candidates.isEmpty());
    m_open->setDefault(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(qMin(1000, 260 + 240 * int(candidates.size())), 420);
    setCurrentCandidate(0);
}

AddressRecord AddressDuplicatesDialog::chosenCandidate() const
{
    const int column = m_table->currentColumn();
    return m_candidates.value(column >= 1 ? column - 1 : 0);
}

void AddressDuplicatesDialog::setCurrentCandidate(int index)
{
    if (index >= 0 && index < m_candidates.size())
        m_table->setCurrentCell(0, index + 1);
}

void AddressDuplicatesDialog::finish(Choice choice)
{
    m_choice = choice;
    accept();
}
