#include "views/importing/ImportWizard.h"

#include "base/AsyncRun.h"
#include "documents/BackgroundWorkModel.h"
#include "documents/BatchFailuresModel.h"
#include "documents/BatchTracker.h"
#include "documents/ImportPreviewModel.h"
#include "records/ReferenceData.h"
#include "views/OpenDialogs.h"
#include "views/Palette.h"
#include "views/WindowSize.h"
#include "views/records/TableColumnFit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// Larger files are not invoice lists a person prepared; reading them would only stall.
constexpr qint64 maxFileBytes = 20 * 1024 * 1024;

CsvTable readCsvFile(const QString &path, QChar delimiter)
{
    QFile file(path);
    CsvTable failed;
    if (!file.open(QIODevice::ReadOnly)) {
        failed.error = ImportWizard::tr("The file cannot be opened: %1").arg(file.errorString());
        return failed;
    }
    if (file.size() > maxFileBytes) {
        failed.error = ImportWizard::tr("The file is larger than 20 MB; split it into smaller files.");
        return failed;
    }
    return CsvReader::parse(file.readAll(), delimiter);
}

// The field names with a mnemonic each, for the mapping form.
QString mappingLabel(ImportField field)
{
    switch (field) {
    case ImportField::Receiver:
        return ImportWizard::tr("&Receiver *");
    case ImportField::CurrencyCode:
        return ImportWizard::tr("&Currency *");
    case ImportField::InvoiceDate:
        return ImportWizard::tr("Invoice &date *");
    case ImportField::DueDate:
        return ImportWizard::tr("D&ue date");
    case ImportField::DeliveryDate:
        return ImportWizard::tr("De&livery date");
    case ImportField::Iban:
        return ImportWizard::tr("&IBAN");
    case ImportField::Reference:
        return ImportWizard::tr("Payment re&ference");
    case ImportField::DocumentTotal:
        return ImportWizard::tr("&Total *");
    case ImportField::TaxRate:
        return ImportWizard::tr("&VAT rate");
    case ImportField::TaxIncluded:
        return ImportWizard::tr("VAT includ&ed");
    case ImportField::TaxAmount:
        return ImportWizard::tr("VAT a&mount");
    case ImportField::AccountNumber:
        return ImportWizard::tr("Acc&ount number");
    }
    return {};
}

class ImportFilePage : public QWizardPage
{
public:
    explicit ImportFilePage(ImportWizard *wizard)
        : m_wizard(wizard)
        , m_path(new QLineEdit(this))
        , m_delimiter(new QComboBox(this))
        , m_status(new QLabel(this))
    {
        setTitle(ImportWizard::tr("Choose the file"));
        setSubTitle(
            ImportWizard::tr("A CSV file with one invoice per row and a header line naming the columns, "
                             "as spreadsheet programs save it (UTF-8 or Windows, comma or semicolon)."));
        auto *browse = new QPushButton(ImportWizard::tr("&Browse…"), this);
        m_delimiter->addItem(ImportWizard::tr("Detect"), QString());
        m_delimiter->addItem(ImportWizard::tr("Comma ( , )"), QStringLiteral(","));
        m_delimiter->addItem(ImportWizard::tr("Semicolon ( ; )"), QStringLiteral(";"));
        m_status->setWordWrap(true);
        auto *row = new QHBoxLayout;
        row->addWidget(m_path, 1);
        row->addWidget(browse);
        auto *fileLabel = new QLabel(ImportWizard::tr("&File:"), this);
        fileLabel->setBuddy(m_path);
        auto *form = new QFormLayout(this);
        form->addRow(fileLabel, row);
        form->addRow(ImportWizard::tr("&Separator:"), m_delimiter);
        form->addRow(m_status);

        connect(browse, &QPushButton::clicked, this, [this] {
            chooseFile(this, ImportWizard::tr("Import invoices"),
                m_path->text().isEmpty() ? fileDialogFolder() : m_path->text(),
                ImportWizard::tr("CSV files (*.csv *.txt);;All files (*)"), FileChoice::Open, this,
                [this](const QString &path) {
                    m_path->setText(path);
                    load();
                });
        });
        connect(m_path, &QLineEdit::editingFinished, this, [this] {
            if (m_path->text() != m_wizard->filePath())
                load();
        });
        connect(m_delimiter, &QComboBox::currentIndexChanged, this, [this] { load(); });
        connect(wizard, &ImportWizard::fileLoaded, this, [this] { update(); });
        update();
    }

    bool isComplete() const override
    {
        return !m_wizard->isLoadingFile() && m_wizard->plan().table().isValid()
            && m_path->text() == m_wizard->filePath();
    }

private:
    void load()
    {
        if (m_path->text().trimmed().isEmpty())
            return;
        const QString d = m_delimiter->currentData().toString();
        m_wizard->loadFile(m_path->text().trimmed(), d.isEmpty() ? QChar() : d.at(0));
        m_path->setText(m_path->text().trimmed());
        update();
    }

    void update()
    {
        if (m_path->text() != m_wizard->filePath())
            m_path->setText(m_wizard->filePath());
        const CsvTable &table = m_wizard->plan().table();
        const QLocale locale;
        if (m_wizard->isLoadingFile())
            m_status->setText(ImportWizard::tr("Reading the file…"));
        else if (m_wizard->filePath().isEmpty())
            m_status->clear();
        else if (!table.error.isEmpty())
            m_status->setText(ImportWizard::tr("The file cannot be used: %1").arg(table.error));
        else
            m_status->setText(ImportWizard::tr("%1 rows with %2 columns, separated by “%3”.")
                                  .arg(locale.toString(table.rows.size()),
                                      locale.toString(table.header.size()), QString(table.delimiter)));
        emit completeChanged();
    }

    ImportWizard *m_wizard;
    QLineEdit *m_path;
    QComboBox *m_delimiter;
    QLabel *m_status;
};

// Rows with problems in an error colour, so they stand out in the preview.
class ProblemRowDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(ImportPreviewModel::HasProblemsRole).toBool())
            option->palette.setColor(QPalette::Text, errorColor(option->palette));
    }
};

class ImportMappingPage : public QWizardPage
{
public:
    explicit ImportMappingPage(ImportWizard *wizard)
        : m_wizard(wizard)
        , m_addresses(new QLabel(this))
        , m_counts(new QLabel(this))
        , m_preview(new QTableView(this))
    {
        setTitle(ImportWizard::tr("Map the columns"));
        setSubTitle(
            ImportWizard::tr("Choose the column of the file for each field; * marks the required ones. "
                             "The preview shows the first rows as they will be sent."));
        auto *form = new QFormLayout;
        for (ImportField field : ImportMapping::fields()) {
            auto *combo = new QComboBox(this);
            combo->setToolTip(ImportMapping::description(field));
            form->addRow(mappingLabel(field), combo);
            connect(combo, &QComboBox::activated, this, [this] { apply(); });
            m_combos << combo;
        }
        m_addresses->setWordWrap(true);
        m_counts->setWordWrap(true);
        m_preview->setModel(wizard->previewModel());
        m_preview->setItemDelegate(new ProblemRowDelegate(m_preview));
        m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
        m_preview->verticalHeader()->hide();
        // Every mapped field in view beside the mapping, none scrolled off to the right: a long value is
        // elided, whole in its tooltip.
        new TableColumnFit(m_preview);
        m_preview->setAccessibleName(ImportWizard::tr("Preview"));
        auto *previewLabel = new QLabel(ImportWizard::tr("&Preview:"), this);
        previewLabel->setBuddy(m_preview);

        auto *columns = new QHBoxLayout;
        columns->addLayout(form);
        auto *right = new QVBoxLayout;
        right->addWidget(previewLabel);
        right->addWidget(m_preview, 1);
        right->addWidget(m_counts);
        right->addWidget(m_addresses);
        columns->addLayout(right, 1);
        setLayout(columns);

        connect(wizard, &ImportWizard::planChanged, this, [this] { update(); });
        connect(wizard, &ImportWizard::addressesChanged, this, [this] { update(); });
    }

    void initializePage() override
    {
        const QStringList header = m_wizard->plan().table().header;
        for (int i = 0; i < m_combos.size(); ++i) {
            QComboBox *combo = m_combos.at(i);
            combo->clear();
            combo->addItem(ImportWizard::tr("— not in the file —"), -1);
            for (int column = 0; column < header.size(); ++column)
                combo->addItem(header.at(column).isEmpty() ? ImportWizard::tr("Column %1").arg(column + 1)
                                                           : header.at(column),
                    column);
            combo->setCurrentIndex(combo->findData(m_wizard->plan().mapping().column(ImportField(i))));
        }
        update();
    }

    bool isComplete() const override
    {
        return m_wizard->addressesReady() && m_wizard->plan().mappingProblems().isEmpty();
    }

private:
    void apply()
    {
        ImportMapping mapping;
        for (int i = 0; i < m_combos.size(); ++i)
            mapping.setColumn(ImportField(i), m_combos.at(i)->currentData().toInt());
        m_wizard->setMapping(mapping);
    }

    void update()
    {
        const ImportPlan &plan = m_wizard->plan();
        const QLocale locale;
        if (!plan.mappingProblems().isEmpty())
            m_counts->setText(plan.mappingProblems().join(QLatin1Char(' ')));
        else
            m_counts->setText(
                ImportWizard::tr("%1 of %2 rows can be imported; %n have problems (point at the "
                                 "Check column for the reasons).",
                    nullptr, plan.invalidCount())
                    .arg(locale.toString(plan.validCount()), locale.toString(plan.rows().size())));
        m_addresses->setText(m_wizard->addressesStatus());
        emit completeChanged();
    }

    ImportWizard *m_wizard;
    QList<QComboBox *> m_combos;
    QLabel *m_addresses;
    QLabel *m_counts;
    QTableView *m_preview;
};

class ImportSummaryPage : public QWizardPage
{
public:
    explicit ImportSummaryPage(ImportWizard *wizard)
        : m_wizard(wizard)
        , m_summary(new QLabel(this))
        , m_problems(new QPlainTextEdit(this))
        , m_onlyValid(new QCheckBox(ImportWizard::tr("Send only the &valid rows"), this))
    {
        setTitle(ImportWizard::tr("Check before sending"));
        setCommitPage(true);
        setButtonText(QWizard::CommitButton, ImportWizard::tr("&Send"));
        m_summary->setWordWrap(true);
        m_problems->setReadOnly(true);
        m_problems->setAccessibleName(ImportWizard::tr("Problems"));
        m_onlyValid->setChecked(wizard->sendOnlyValid());
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_summary);
        layout->addWidget(m_problems, 1);
        layout->addWidget(m_onlyValid);
        connect(m_onlyValid, &QCheckBox::toggled, this, [this](bool on) {
            m_wizard->setSendOnlyValid(on);
            emit completeChanged();
        });
    }

    void initializePage() override
    {
        const ImportPlan &plan = m_wizard->plan();
        const QLocale locale;
        QStringList lines;
        for (const ImportRow &row : plan.rows()) {
            for (const ImportProblem &p : row.problems)
                lines << p.text();
        }
        m_problems->setPlainText(lines.join(QLatin1Char('\n')));
        m_problems->setVisible(!lines.isEmpty());
        m_onlyValid->setVisible(plan.invalidCount() > 0);
        QString text = ImportWizard::tr("%n invoice(s) will be imported.", nullptr, plan.validCount());
        if (plan.invalidCount() > 0)
            text += QLatin1Char(' ')
                + ImportWizard::tr(
                    "%n row(s) have problems and cannot be sent; correct the file and choose it "
                    "again, or send only the valid rows:",
                    nullptr, plan.invalidCount());
        m_summary->setText(text);
        m_onlyValid->setChecked(m_wizard->sendOnlyValid());
    }

    bool isComplete() const override
    {
        const ImportPlan &plan = m_wizard->plan();
        return plan.canSend() && (plan.invalidCount() == 0 || m_wizard->sendOnlyValid());
    }

private:
    ImportWizard *m_wizard;
    QLabel *m_summary;
    QPlainTextEdit *m_problems;
    QCheckBox *m_onlyValid;
};

} // namespace

class ImportSendPage : public QWizardPage
{
public:
    explicit ImportSendPage(ImportWizard *wizard)
        : m_wizard(wizard)
        , m_progress(new QProgressBar(this))
        , m_status(new QLabel(this))
    {
        setTitle(ImportWizard::tr("Sending"));
        setSubTitle(ImportWizard::tr("The service imports the invoices one by one. If this window is closed, "
                                     "the import goes on under View → Background work."));
        m_status->setWordWrap(true);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_progress);
        layout->addWidget(m_status);
        layout->addStretch(1);
    }

    void initializePage() override
    {
        if (!m_wizard->tracker()) {
            m_wizard->startSending();
            connect(m_wizard->tracker(), &BatchTracker::changed, this, [this] { update(); });
        }
        update();
    }

    bool isComplete() const override { return m_wizard->tracker() && m_wizard->tracker()->isFinished(); }

private:
    void update()
    {
        const BatchTracker *t = m_wizard->tracker();
        if (!t)
            return;
        m_progress->setRange(0, std::max(1, t->total()));
        m_progress->setValue(t->processed());
        const QLocale locale;
        m_status->setText(
            ImportWizard::tr("%1 of %2 processed: %3")
                .arg(locale.toString(t->processed()), locale.toString(t->total()), t->statusText()));
        emit completeChanged();
    }

    ImportWizard *m_wizard;
    QProgressBar *m_progress;
    QLabel *m_status;
};

namespace {

class ImportResultPage : public QWizardPage
{
public:
    explicit ImportResultPage(ImportWizard *wizard)
        : m_wizard(wizard)
        , m_summary(new QLabel(this))
        , m_table(new QTableView(this))
        , m_export(new QPushButton(ImportWizard::tr("&Export failed rows…"), this))
    {
        setTitle(ImportWizard::tr("Result"));
        setFinalPage(true);
        m_summary->setWordWrap(true);
        m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_table->setModel(wizard->failuresModel());
        m_table->verticalHeader()->hide();
        m_table->horizontalHeader()->setStretchLastSection(true);
        m_table->setWordWrap(true);
        m_table->setAccessibleName(ImportWizard::tr("Rows not imported"));
        auto *buttons = new QHBoxLayout;
        buttons->addStretch(1);
        buttons->addWidget(m_export);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_summary);
        layout->addWidget(m_table, 1);
        layout->addLayout(buttons);
        connect(m_export, &QPushButton::clicked, this, [this] { exportRows(); });
    }

    void initializePage() override
    {
        const BatchTracker *t = m_wizard->tracker();
        const int failed = int(m_wizard->failures().size());
        QString text = ImportWizard::tr("%n invoice(s) imported.", nullptr, t ? t->succeeded() : 0);
        if (t && t->state() == BatchTracker::State::Failed)
            text += QLatin1Char(' ') + t->error();
        if (failed > 0)
            text += QLatin1Char(' ') + ImportWizard::tr("%n row(s) not imported:", nullptr, failed);
        m_summary->setText(text);
        m_table->setVisible(failed > 0);
        m_export->setEnabled(failed > 0);
        m_table->resizeColumnToContents(0);
    }

private:
    void exportRows()
    {
        const QFileInfo source(m_wizard->filePath());
        const QString suggestion =
            source.dir().filePath(ImportWizard::tr("%1 - not imported.csv").arg(source.completeBaseName()));
        chooseFile(this, ImportWizard::tr("Export failed rows"), suggestion,
            ImportWizard::tr("CSV files (*.csv)"), FileChoice::Save, this,
            [this](const QString &path) { writeFailedRows(path); });
    }

    void writeFailedRows(const QString &path)
    {
        QString error;
        if (!m_wizard->exportFailedRows(path, &error))
            m_summary->setText(ImportWizard::tr("The failed rows could not be written: %1").arg(error));
        else
            m_summary->setText(
                ImportWizard::tr("The failed rows were written to %1.").arg(QDir::toNativeSeparators(path)));
    }

    ImportWizard *m_wizard;
    QLabel *m_summary;
    QTableView *m_table;
    QPushButton *m_export;
};

} // namespace

ImportWizard::ImportWizard(const SessionContext &session, BackgroundWorkModel *work, QWidget *parent)
    : QWizard(parent)
    , m_session(session)
    , m_work(work)
    , m_preview(new ImportPreviewModel(100, this))
    , m_failuresModel(new BatchFailuresModel(tr("Row"), this))
{
    setWindowTitle(tr("Import invoices from CSV"));
    setOption(QWizard::NoBackButtonOnLastPage);
    setOption(QWizard::NoCancelButtonOnLastPage);
    setPage(FilePage, new ImportFilePage(this));
    setPage(MappingPage, new ImportMappingPage(this));
    setPage(SummaryPage, new ImportSummaryPage(this));
    setPage(SendPage, new ImportSendPage(this));
    setPage(ResultPage, new ImportResultPage(this));
    WindowSize::fit(this, {960, 640});

    connectAddresses();
}

ImportWizard::~ImportWizard()
{
    m_preview->setPlan(nullptr);
}

void ImportWizard::loadFile(const QString &path, QChar delimiter)
{
    m_path = path;
    const int generation = ++m_loadGeneration;
    ++m_loading;
    asyncRun(
        this, [path, delimiter] { return readCsvFile(path, delimiter); },
        [this, generation](const CsvTable &table) {
            --m_loading;
            if (generation != m_loadGeneration)
                return; // a newer choice replaced this one
            const QStringList oldHeader = m_table.header;
            m_table = table;
            if (m_table.header != oldHeader)
                m_mapping = ImportMapping::guess(m_table.header);
            rebuildPlan();
            emit fileLoaded();
        });
}

void ImportWizard::setMapping(const ImportMapping &mapping)
{
    m_mapping = mapping;
    rebuildPlan();
}

void ImportWizard::setSendOnlyValid(bool only)
{
    m_sendOnlyValid = only;
}

void ImportWizard::rebuildPlan()
{
    m_preview->setPlan(nullptr);
    m_plan = ImportPlan(m_table, m_mapping, m_receivers);
    m_preview->setPlan(&m_plan);
    emit planChanged();
}

void ImportWizard::connectAddresses()
{
    m_reference = m_session.referenceData();
    const auto isAddresses = [](const QString &resource) {
        return resource == QLatin1String("companies") || resource == QLatin1String("persons");
    };
    connect(
        m_reference.data(), &ReferenceData::changed, this, [this, isAddresses](const QStringList &changed) {
            if (std::any_of(changed.cbegin(), changed.cend(), isAddresses))
                loadAddresses();
        });
    connect(m_reference.data(), &ReferenceData::listingFinished, this,
        [this, isAddresses](const QString &resource) {
            if (isAddresses(resource) && m_addressListings > 0 && --m_addressListings == 0)
                loadAddresses();
        });
    connect(m_reference.data(), &ReferenceData::listingFailed, this,
        [this, isAddresses](const QString &resource, const ApiError &error) {
            if (!isAddresses(resource) || m_addressListings == 0)
                return;
            m_addressesError = error.message();
            if (--m_addressListings == 0)
                loadAddresses();
        });
    // The names resolve against the local copy at once, and again once the service's listing is in.
    if (m_session.isValid() && !m_session.dataDir.isEmpty()) {
        m_addressListings = 2;
        m_reference->refresh({QStringLiteral("companies"), QStringLiteral("persons")});
    }
    if (m_reference->isReady() || m_session.dataDir.isEmpty() || m_session.accountUuid.isEmpty())
        loadAddresses();
}

void ImportWizard::loadAddresses()
{
    const std::shared_ptr<const ReferenceSnapshot> snapshot = m_reference->snapshot();
    asyncRun(
        this, [snapshot] { return ImportReceivers::fromReference(*snapshot); },
        [this](const ImportReceivers &receivers) {
            m_receivers = receivers;
            const QLocale locale;
            const QString counts = tr("Addresses for receiver names: %1 companies, %2 persons.")
                                       .arg(locale.toString(m_receivers.companyCount()),
                                           locale.toString(m_receivers.personCount()));
            if (m_addressListings > 0)
                m_addressesStatus = counts + QLatin1Char(' ') + tr("Updating them from the service…");
            else if (!m_addressesError.isEmpty())
                m_addressesStatus = counts + QLatin1Char(' ')
                    + tr("They could not be updated from the service (%1); the local copy is used.")
                          .arg(m_addressesError);
            else
                m_addressesStatus = counts;
            m_addressesReady = m_addressListings == 0;
            rebuildPlan();
            emit addressesChanged();
        });
}

void ImportWizard::startSending()
{
    m_batch = m_plan.batch();
    auto *tracker =
        new BatchTracker(tr("Import of %n invoice(s) from %1", nullptr, int(m_batch.elements.size()))
                             .arg(QFileInfo(m_path).fileName()),
            this);
    if (m_work)
        m_work->add(tracker);
    m_tracker = tracker;
    connect(tracker, &BatchTracker::finished, this, &ImportWizard::onFinished);
    m_session.sendImport(tracker, m_batch.elements, m_batch.labels);
}

void ImportWizard::onFinished()
{
    m_failures = m_plan.failures(m_batch, m_tracker);
    QList<BatchFailuresModel::Failure> list;
    for (const ImportPlan::RowFailure &f : std::as_const(m_failures))
        list << BatchFailuresModel::Failure {
            ImportPlan::rowLabel(m_plan.rows().at(f.row).rowNumber), f.reason};
    m_failuresModel->setFailures(list);
    emit importFinished();
    if (currentId() == SendPage)
        next();
}

bool ImportWizard::exportFailedRows(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    file.write(m_plan.failedRowsCsv(m_failures));
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}
