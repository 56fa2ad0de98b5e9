#include "views/payments/BankImportDialog.h"

#include "documents/BackgroundWorkModel.h"
#include "documents/BankImport.h"
#include "documents/BatchTracker.h"
#include "domain/CsvWriter.h"
#include "domain/Money.h"
#include "views/OpenDialogs.h"
#include "views/WindowSize.h"
#include "views/WrittenDate.h"
#include "views/payments/PaymentReviewModel.h"
#include "views/records/TableColumnFit.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>

#include <memory>

BankImportDialog::BankImportDialog(const SessionContext &session, BackgroundWorkModel *work, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_work(work)
    , m_model(new PaymentReviewModel(this))
    , m_status(new QLabel(this))
    , m_table(new QTableView(this))
    , m_progress(new QProgressBar(this))
    , m_choose(new QPushButton(tr("Choose &file…"), this))
    , m_book(new QPushButton(tr("&Book payments…"), this))
    , m_print(new QPushButton(tr("&Print summary…"), this))
    , m_export(new QPushButton(tr("&Export summary…"), this))
{
    setWindowTitle(tr("Import bank file"));
    // Wide enough for every column of the review (Open before, Open after and the Note among them) on a
    // 1366×768 screen; TableColumnFit keeps them inside the table, the long texts elided.
    WindowSize::fit(this, {fontMetrics().averageCharWidth() * 190, fontMetrics().height() * 36});
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setText(tr("Choose a camt.054 notification or camt.053 statement from your bank."));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    new TableColumnFit(m_table);
    m_progress->hide();
    m_book->setDefault(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("&Close")); // the program's words, not Qt's
    buttons->addButton(m_choose, QDialogButtonBox::ActionRole);
    buttons->addButton(m_print, QDialogButtonBox::ActionRole);
    buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    buttons->addButton(m_book, QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &BankImportDialog::reject);
    connect(m_book, &QPushButton::clicked, this, &BankImportDialog::book);
    connect(m_choose, &QPushButton::clicked, this, &BankImportDialog::chooseFile);
    connect(m_print, &QPushButton::clicked, this, &BankImportDialog::printSummary);
    connect(m_export, &QPushButton::clicked, this, &BankImportDialog::exportSummary);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &BankImportDialog::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_progress);
    layout->addWidget(buttons);
    updateButtons();
}

bool BankImportDialog::isBusy() const
{
    return m_import && m_import->isBusy();
}

QString BankImportDialog::statusText() const
{
    return m_status->text();
}

void BankImportDialog::reject()
{
    if (isBusy()) {
        // Closing would end the calls under way: each entry sent keeps its claim, but the rest would wait.
        m_status->setText(tr("Booking is under way: the window closes once it is done."));
        connect(m_import, &BankImport::bookingFinished, this, &QDialog::reject, Qt::SingleShotConnection);
        return;
    }
    QDialog::reject();
}

void BankImportDialog::chooseFile()
{
    ::chooseFile(this, tr("Import bank file"), fileDialogFolder(),
        tr("Bank files (*.xml *.camt *.054 *.053);;All files (*)"), FileChoice::Open, this,
        [this](const QString &path) { openFile(path); });
}

void BankImportDialog::openFile(const QString &path)
{
    if (isBusy())
        return;
    if (!m_session.isValid()) {
        m_status->setText(tr("There is no connection to the service."));
        return;
    }
    delete m_import;
    m_booked = false;
    m_model->setRows({});
    m_import = m_session.bankImport(this);
    connect(m_import, &BankImport::ready, this, [this] {
        m_model->setRows(m_import->rows()); // TableColumnFit fits the columns to the rows
        showReview();
        emit fileRead();
    });
    connect(m_import, &BankImport::failed, this, [this](const QString &message) {
        m_status->setText(message);
        updateButtons();
        emit fileFailed(message);
    });
    connect(m_import, &BankImport::rowChanged, this,
        [this](int row) { m_model->updateRow(row, m_import->rows().at(row)); });
    connect(m_import, &BankImport::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        m_progress->setFormat(tr("%1 of %2 booked or refused").arg(done).arg(total));
        m_progress->show();
    });
    connect(m_import, &BankImport::bookingFinished, this, [this](int booked, int notBooked) {
        m_booked = true;
        // In the words of the Status column (and of --import-payments): booked, booked, over-paid,
        // already booked, needs check, failed.
        int overPaid = 0;
        int already = 0;
        int check = 0;
        int failed = 0;
        QMap<QString, qint64> excess;
        for (const BankImportRow &r : m_import->rows()) {
            if (r.overPaid()) {
                ++overPaid;
                excess[r.entry.currency] += r.match.excess;
            }
            already += r.outcome == BankImportRow::Outcome::AlreadyBooked
                || r.outcome == BankImportRow::Outcome::Skipped;
            check += r.outcome == BankImportRow::Outcome::NeedsCheck;
            failed += r.outcome == BankImportRow::Outcome::Failed;
        }
        QStringList parts {tr("%n payment(s) booked", nullptr, booked - overPaid)};
        if (overPaid > 0) {
            QStringList sums;
            for (auto it = excess.cbegin(); it != excess.cend(); ++it)
                sums << Money::format(it.value(), it.key());
            parts << tr("%n booked, over-paid (%1 not booked: refund or credit it)", nullptr, overPaid)
                         .arg(sums.join(QStringLiteral(", ")));
        }
        if (already > 0)
            parts << tr("%n already booked (the service had it)", nullptr, already);
        if (check > 0)
            parts << tr("%n need(s) check", nullptr, check);
        if (failed > 0)
            parts << tr("%n failed: importing the file again books only those", nullptr, failed);
        m_status->setText(tr("%1. See the Note column.").arg(parts.join(QStringLiteral("; "))));
        updateButtons();
        emit bookingFinished(booked, notBooked);
    });
    m_status->setText(tr("Reading %1 and matching its entries…").arg(QFileInfo(path).fileName()));
    m_import->open(path);
    updateButtons();
}

void BankImportDialog::showReview()
{
    QMap<QString, int> counts;
    int credits = 0;
    for (const BankImportRow &row : m_import->rows()) {
        counts[PaymentReviewModel::statusText(row)] += 1;
        credits += row.entry.credit ? 1 : 0;
    }
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        parts << tr("%1: %2").arg(it.key()).arg(it.value());
    const QString kind = m_import->file().kind == CamtFile::Kind::Statement ? tr("statement (camt.053)")
                                                                            : tr("notification (camt.054)");
    m_status->setText(tr("%1, a bank %2 with %n entry(ies).", nullptr, int(m_import->rows().size()))
                          .arg(m_import->fileName(), kind)
        + QLatin1Char(' ') + parts.join(QStringLiteral(", ")) + QLatin1Char('.') + QLatin1Char(' ')
        + tr("Matches by reference are booked; check the suggestions to book them too."));
    updateButtons();
}

QList<int> BankImportDialog::rowsToBook() const
{
    if (!m_import || m_import->isBusy())
        return {};
    QList<int> rows = m_import->bookableRows(false);
    for (const int row : m_model->checkedSuggestions()) {
        if (m_import->rows().value(row).canBook(true))
            rows << row;
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

void BankImportDialog::updateButtons()
{
    const QList<int> rows = rowsToBook();
    m_book->setText(tr("&Book %n payment(s)…", nullptr, int(rows.size())));
    m_book->setEnabled(!rows.isEmpty() && !m_confirmation);
    m_choose->setEnabled(!isBusy());
    m_print->setEnabled(m_booked && !isBusy());
    m_export->setEnabled(m_booked && !isBusy());
}

void BankImportDialog::book()
{
    const QList<int> rows = rowsToBook();
    if (rows.isEmpty() || m_confirmation)
        return;
    const QMap<QString, qint64> totals = m_import->totals(rows);
    QStringList sums;
    for (auto it = totals.cbegin(); it != totals.cend(); ++it)
        sums << Money::format(it.value(), it.key());
    QStringList lines;
    for (const int row : rows) {
        const BankImportRow &r = m_import->rows().at(row);
        if (lines.size() == 12) {
            lines << tr("… and %n more", nullptr, int(rows.size()) - 12);
            break;
        }
        lines << tr("%1 for invoice %2 (%3)")
                     .arg(Money::format(r.bookMinor, r.entry.currency), r.invoiceNumber,
                         r.customerName.isEmpty() ? r.entry.debtorName : r.customerName);
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("Import bank file"),
        tr("Book %n payment(s), %1 in all?", nullptr, int(rows.size())).arg(sums.join(QStringLiteral(", "))),
        QMessageBox::Yes | QMessageBox::No, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(lines.join(QLatin1Char('\n')));
    box->button(QMessageBox::Yes)->setText(tr("&Book %n payment(s)", nullptr, int(rows.size())));
    box->button(QMessageBox::No)->setText(tr("&Back"));
    box->setDefaultButton(QMessageBox::No);
    m_confirmation = box;
    updateButtons();
    connect(box, &QMessageBox::finished, this, [this, box, rows](int) {
        const bool yes = box->clickedButton() == box->button(QMessageBox::Yes);
        m_confirmation = nullptr;
        // What was asked about must still hold: the same rows, nothing under way.
        if (!yes || rowsToBook() != rows) {
            updateButtons();
            return;
        }
        auto *tracker = new BatchTracker(tr("Payments from %1").arg(m_import->fileName()));
        if (m_work)
            m_work->add(tracker);
        else
            tracker->setParent(this);
        m_status->setText(tr("Booking %n payment(s)…", nullptr, int(rows.size())));
        m_import->book(rows, tracker);
        updateButtons();
    });
    box->open();
}

QByteArray BankImportDialog::summaryCsv() const
{
    // The reports' dialect (CsvWriter::exportDelimiter, headers in the user's language, "1234.50", ISO
    // dates): the same columns as the table, the currency and the customer on their own.
    CsvWriter csv(CsvWriter::exportDelimiter);
    const auto header = [this](PaymentReviewModel::Column column) {
        return m_model->headerData(column, Qt::Horizontal).toString();
    };
    csv.text(header(PaymentReviewModel::Status))
        .text(header(PaymentReviewModel::Date))
        .text(header(PaymentReviewModel::Amount))
        .text(tr("Currency"))
        .text(header(PaymentReviewModel::Payer))
        .text(header(PaymentReviewModel::Reference))
        .text(header(PaymentReviewModel::Invoice))
        .text(tr("Customer"))
        .text(header(PaymentReviewModel::OpenAfter))
        .text(header(PaymentReviewModel::Note));
    csv.endRecord();
    const int rows = m_model->rowCount();
    for (int i = 0; i < rows; ++i) {
        const BankImportRow &r = m_model->rows().at(i);
        csv.text(PaymentReviewModel::statusText(r))
            .date(r.entry.bookingDate)
            .money(r.entry.amountMinor)
            .text(r.entry.currency)
            .text(r.entry.debtorName)
            .text(r.entry.reference)
            .text(r.invoiceNumber)
            .text(r.customerName);
        if (r.match.bookable())
            csv.money(r.match.openAfter);
        else
            csv.empty();
        csv.text(m_model->data(m_model->index(i, PaymentReviewModel::Note)).toString());
        csv.endRecord();
    }
    return csv.toUtf8();
}

QString BankImportDialog::summaryHtml() const
{
    const auto esc = [](const QString &s) {
        return s.toHtmlEscaped();
    };
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p><p>%3</p>")
                       .arg(esc(tr("Bank file import")),
                           esc(tr("%1, imported on %2")
                                   .arg(m_import ? m_import->fileName() : QString(),
                                       WrittenDate::date(QDate::currentDate()))),
                           esc(m_status->text()));
    html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='3'><tr>");
    for (int c = 0; c < PaymentReviewModel::ColumnCount; ++c)
        html += QStringLiteral("<th>%1</th>").arg(esc(m_model->headerData(c, Qt::Horizontal).toString()));
    html += QStringLiteral("</tr>");
    for (int r = 0; r < m_model->rowCount(); ++r) {
        html += QStringLiteral("<tr>");
        for (int c = 0; c < PaymentReviewModel::ColumnCount; ++c)
            html += QStringLiteral("<td>%1</td>").arg(esc(m_model->index(r, c).data().toString()));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

void BankImportDialog::exportSummary()
{
    const QByteArray bytes = summaryCsv();
    ::chooseFile(this, tr("Export summary"), fileDialogFolder() + QStringLiteral("/payments.csv"),
        tr("CSV files (*.csv)"), FileChoice::Save, this, [this, bytes](const QString &path) {
            QSaveFile file(path);
            if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
                showNotice(this, tr("Export summary"),
                    tr("%1 could not be written: %2").arg(path, file.errorString()));
        });
}

void BankImportDialog::printSummary()
{
    const QString html = summaryHtml();
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageSize(QPageSize(QPageSize::A4));
    printer->setPageOrientation(QPageLayout::Landscape);
    printer->setDocName(tr("Bank file import"));
    auto *preview = new QPrintPreviewDialog(printer.get(), this);
    preview->setAttribute(Qt::WA_DeleteOnClose);
    connect(preview, &QPrintPreviewDialog::paintRequested, preview, [html](QPrinter *target) {
        QTextDocument document;
        document.setHtml(html);
        document.setPageSize(target->pageRect(QPrinter::Point).size());
        document.print(target);
    });
    connect(preview, &QObject::destroyed, this, [printer] {});
    preview->open();
}
