#include "views/documents/PdfPreviewDialog.h"

#include "documents/PdfDownload.h"
#include "domain/SafeFileName.h"
#include "views/OpenDialogs.h"
#include "views/WindowSize.h"
#include "views/documents/DocumentKindText.h"

#include <QAction>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPdfDocument>
#include <QPdfPageNavigator>
#include <QPdfView>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace {

// PDFs fetched at the same time for a selection.
constexpr int maxDownloadsInFlight = 2;
// Pages are drawn as images for the printer at most at this resolution: enough for text and the QR
// code, and an A4 page stays below 40 MB.
constexpr int maxPrintDpi = 300;

QString openError(QPdfDocument::Error error)
{
    switch (error) {
    case QPdfDocument::Error::InvalidFileFormat:
        return PdfPreviewDialog::tr("the file is damaged or not a PDF");
    case QPdfDocument::Error::IncorrectPassword:
    case QPdfDocument::Error::UnsupportedSecurityScheme:
        return PdfPreviewDialog::tr("the PDF is protected by a password");
    case QPdfDocument::Error::FileNotFound:
        return PdfPreviewDialog::tr("the temporary file is missing");
    case QPdfDocument::Error::None:
        return PdfPreviewDialog::tr("it has no pages");
    case QPdfDocument::Error::DataNotYetAvailable:
    case QPdfDocument::Error::Unknown:
        break;
    }
    return PdfPreviewDialog::tr("unknown error");
}

QAction *makeAction(QWidget *owner, const char *themeIcon, QStyle::StandardPixmap fallback,
    const QString &text, const QKeySequence &shortcut)
{
    auto *action =
        new QAction(QIcon::fromTheme(QString::fromLatin1(themeIcon), owner->style()->standardIcon(fallback)),
            text, owner);
    action->setShortcut(shortcut);
    action->setToolTip(shortcut.isEmpty()
            ? text
            : PdfPreviewDialog::tr("%1 (%2)").arg(text, shortcut.toString(QKeySequence::NativeText)));
    owner->addAction(action);
    return action;
}

QToolButton *buttonFor(QAction *action, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setAutoRaise(true);
    return button;
}

} // namespace

PdfPreviewDialog::PdfPreviewDialog(const SessionContext &session, DocumentKind kind, const QStringList &uuids,
    const QStringList &numbers, const QString &action, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_kind(kind)
    , m_action(action)
    , m_documents(new QComboBox(this))
    , m_pageLabel(new QLabel(tr("Pa&ge:"), this))
    , m_page(new QSpinBox(this))
    , m_pageCount(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_busyLabel(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_message(new QLabel(this))
    , m_view(new QPdfView(this))
    , m_status(new QLabel(this))
{
    for (int i = 0; i < uuids.size(); ++i) {
        Entry entry;
        entry.uuid = uuids.at(i);
        entry.number = numbers.value(i).isEmpty() ? entry.uuid.left(8) : numbers.value(i);
        m_entries.push_back(std::move(entry));
        m_documents->addItem(m_entries.back().number);
    }
    const bool reminder = action == QLatin1String("dunningPrint");
    setWindowTitle(reminder ? tr("Print reminder") : tr("Print preview"));
    WindowSize::fit(this, {820, 900});

    m_first = makeAction(this, "go-first", QStyle::SP_MediaSkipBackward, tr("First page"),
        QKeySequence(QKeySequence::MoveToStartOfDocument));
    m_previous = makeAction(this, "go-previous", QStyle::SP_ArrowBack, tr("Previous page"),
        QKeySequence(QKeySequence::MoveToPreviousPage));
    m_next = makeAction(this, "go-next", QStyle::SP_ArrowForward, tr("Next page"),
        QKeySequence(QKeySequence::MoveToNextPage));
    m_last = makeAction(this, "go-last", QStyle::SP_MediaSkipForward, tr("Last page"),
        QKeySequence(QKeySequence::MoveToEndOfDocument));
    m_zoomOut = makeAction(
        this, "zoom-out", QStyle::SP_ArrowDown, tr("Zoom out"), QKeySequence(QKeySequence::ZoomOut));
    m_zoomIn =
        makeAction(this, "zoom-in", QStyle::SP_ArrowUp, tr("Zoom in"), QKeySequence(QKeySequence::ZoomIn));
    m_fitWidth = makeAction(this, "zoom-fit-width", QStyle::SP_TitleBarMaxButton, tr("Fit width"),
        QKeySequence(Qt::CTRL | Qt::Key_0));

    m_page->setMinimum(1);
    m_page->setAccelerated(true);
    m_page->setToolTip(tr("Page"));

    auto *navigation = new QHBoxLayout;
    auto *documentLabel = new QLabel(tr("&Document:"), this);
    documentLabel->setBuddy(m_documents);
    navigation->addWidget(documentLabel);
    navigation->addWidget(m_documents);
    documentLabel->setVisible(m_entries.size() > 1);
    m_documents->setVisible(m_entries.size() > 1);
    navigation->addWidget(buttonFor(m_first, this));
    navigation->addWidget(buttonFor(m_previous, this));
    QLabel *pageLabel = m_pageLabel;
    pageLabel->setBuddy(m_page);
    navigation->addWidget(pageLabel);
    navigation->addWidget(m_page);
    navigation->addWidget(m_pageCount);
    navigation->addWidget(buttonFor(m_next, this));
    navigation->addWidget(buttonFor(m_last, this));
    navigation->addSpacing(12);
    navigation->addWidget(buttonFor(m_zoomOut, this));
    navigation->addWidget(buttonFor(m_zoomIn, this));
    navigation->addWidget(buttonFor(m_fitWidth, this));
    navigation->addStretch();

    // Busy page, preview, message: only one at a time.
    auto *busyPage = new QWidget(this);
    auto *busyLayout = new QVBoxLayout(busyPage);
    busyLayout->addStretch();
    busyLayout->addWidget(m_busyLabel, 0, Qt::AlignHCenter);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(320);
    busyLayout->addWidget(m_busy, 0, Qt::AlignHCenter);
    busyLayout->addStretch();
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setMargin(24);
    m_view->setPageMode(QPdfView::PageMode::MultiPage);
    m_view->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    m_stack->addWidget(busyPage);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close")); // Qt's German writes "Schließen"
    m_printButton = buttons->addButton(tr("&Print…"), QDialogButtonBox::ActionRole);
    m_saveButton = buttons->addButton(tr("&Save as…"), QDialogButtonBox::ActionRole);
    m_openButton = buttons->addButton(tr("&Open in PDF viewer"), QDialogButtonBox::ActionRole);
    m_printButton->setToolTip(m_entries.size() > 1
            ? tr("Print all %n document(s) with one print dialog", nullptr, int(m_entries.size()))
            : tr("Print the document"));
    m_printButton->setDefault(true);
    auto *printShortcut = new QAction(this);
    printShortcut->setShortcut(QKeySequence::Print);
    addAction(printShortcut);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(navigation);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_printButton, &QPushButton::clicked, this, &PdfPreviewDialog::print);
    connect(printShortcut, &QAction::triggered, this, &PdfPreviewDialog::print);
    connect(m_saveButton, &QPushButton::clicked, this, &PdfPreviewDialog::saveAs);
    connect(m_openButton, &QPushButton::clicked, this, &PdfPreviewDialog::openInViewer);
    connect(m_documents, &QComboBox::currentIndexChanged, this, &PdfPreviewDialog::setCurrentIndex);
    connect(m_first, &QAction::triggered, this, [this] { goToPage(0); });
    connect(m_previous, &QAction::triggered, this, [this] { goToPage(currentPage() - 1); });
    connect(m_next, &QAction::triggered, this, [this] { goToPage(currentPage() + 1); });
    connect(m_last, &QAction::triggered, this, [this] {
        if (QPdfDocument *document = currentDocument())
            goToPage(document->pageCount() - 1);
    });
    connect(m_page, &QSpinBox::valueChanged, this, [this](int page) {
        if (page - 1 != currentPage())
            goToPage(page - 1);
    });
    connect(m_zoomIn, &QAction::triggered, this, [this] { zoomBy(1.25); });
    connect(m_zoomOut, &QAction::triggered, this, [this] { zoomBy(0.8); });
    connect(m_fitWidth, &QAction::triggered, this,
        [this] { m_view->setZoomMode(QPdfView::ZoomMode::FitToWidth); });
    connect(m_view->pageNavigator(), &QPdfPageNavigator::currentPageChanged, this,
        &PdfPreviewDialog::updatePageControls);

    showCurrent();
    if (!m_tempDir.isValid()) {
        for (int i = 0; i < documentCount(); ++i)
            failed(i, tr("No temporary folder could be created: %1").arg(m_tempDir.errorString()));
        return;
    }
    startNext();
}

PdfPreviewDialog::~PdfPreviewDialog()
{
    m_view->setDocument(nullptr); // the view must not outlive its document's use
    for (Entry &entry : m_entries) {
        if (entry.download)
            entry.download->disconnect(this);
    }
}

void PdfPreviewDialog::startNext()
{
    while (m_running < maxDownloadsInFlight && m_nextToStart < documentCount()) {
        const int index = m_nextToStart++;
        Entry &entry = m_entries[size_t(index)];
        auto *download = m_session.pdfDownload(m_kind, entry.uuid, m_action, this);
        entry.download = download;
        ++m_running;
        connect(download, &PdfDownload::finished, this,
            [this, index](
                const QByteArray &pdf, const QString &fileName) { received(index, pdf, fileName); });
        connect(download, &PdfDownload::failed, this, [this, index](const QString &message) {
            const QString number = m_entries[size_t(index)].number;
            failed(index,
                m_action == QLatin1String("dunningPrint")
                    ? tr("No reminder for %1 was printed.\n\n%2").arg(number, message)
                    : tr("The PDF of %1 could not be fetched: %2").arg(number, message));
        });
        download->start();
    }
}

void PdfPreviewDialog::received(int index, const QByteArray &pdf, const QString &fileName)
{
    Entry &entry = m_entries[size_t(index)];
    entry.fileName = fileName;
    entry.path = m_tempDir.filePath(QStringLiteral("%1.pdf").arg(index));
    QSaveFile file(entry.path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size() || !file.commit()) {
        failed(index,
            tr("The PDF of %1 could not be written to a temporary file: %2")
                .arg(entry.number, file.errorString()));
        return;
    }
    auto document = std::make_unique<QPdfDocument>();
    const QPdfDocument::Error error = document->load(entry.path);
    if (error != QPdfDocument::Error::None || document->pageCount() <= 0) {
        failed(index, tr("The PDF of %1 could not be opened: %2.").arg(entry.number, openError(error)));
        return;
    }
    entry.bytes = pdf;
    entry.document = std::move(document);
    entry.done = true;
    --m_running;
    if (index == m_current)
        showCurrent();
    startNext();
    if (!isLoading()) {
        showCurrent();
        emit loadingFinished();
    }
}

void PdfPreviewDialog::failed(int index, const QString &message)
{
    Entry &entry = m_entries[size_t(index)];
    if (entry.done)
        return;
    entry.error = message;
    entry.done = true;
    --m_running;
    m_documents->setItemText(index, tr("%1 (failed)").arg(entry.number));
    if (index == m_current)
        showCurrent();
    startNext();
    if (!isLoading()) {
        showCurrent();
        emit loadingFinished();
    }
}

bool PdfPreviewDialog::isLoading() const
{
    return std::any_of(m_entries.begin(), m_entries.end(), [](const Entry &e) { return !e.done; });
}

QStringList PdfPreviewDialog::loadedUuids() const
{
    QStringList uuids;
    for (const Entry &entry : m_entries) {
        if (entry.document)
            uuids << entry.uuid;
    }
    return uuids;
}

QPdfDocument *PdfPreviewDialog::currentDocument() const
{
    if (m_current < 0 || m_current >= documentCount())
        return nullptr;
    return m_entries[size_t(m_current)].document.get();
}

int PdfPreviewDialog::currentPage() const
{
    return m_view->pageNavigator()->currentPage();
}

void PdfPreviewDialog::setCurrentIndex(int index)
{
    if (index < 0 || index >= documentCount() || index == m_current)
        return;
    m_current = index;
    m_documents->setCurrentIndex(index);
    showCurrent();
}

QString PdfPreviewDialog::messageText() const
{
    if (m_stack->currentWidget() == m_view)
        return {};
    return m_stack->currentWidget() == m_message ? m_message->text() : m_busyLabel->text();
}

void PdfPreviewDialog::showCurrent()
{
    const Entry *entry = m_current < documentCount() ? &m_entries[size_t(m_current)] : nullptr;
    QPdfDocument *document = currentDocument();
    if (document) {
        if (m_view->document() != document) {
            m_view->setDocument(document);
            m_view->pageNavigator()->jump(0, {}, 0);
        }
        m_stack->setCurrentWidget(m_view);
    } else {
        m_view->setDocument(nullptr);
        if (!entry) {
            m_message->setText(tr("No document was chosen."));
            m_stack->setCurrentWidget(m_message);
        } else if (!entry->error.isEmpty()) {
            m_message->setText(entry->error);
            m_stack->setCurrentWidget(m_message);
        } else {
            m_busyLabel->setText(tr("Fetching the PDF of %1 from the service…").arg(entry->number));
            m_stack->setCurrentWidget(m_stack->widget(0));
        }
    }
    const bool anyLoaded = !loadedUuids().isEmpty();
    m_printButton->setEnabled(anyLoaded);
    m_saveButton->setEnabled(document != nullptr);
    m_openButton->setEnabled(document != nullptr);
    m_zoomIn->setEnabled(document != nullptr);
    m_zoomOut->setEnabled(document != nullptr);
    m_fitWidth->setEnabled(document != nullptr);
    updatePageControls();
}

void PdfPreviewDialog::updatePageControls()
{
    QPdfDocument *document = currentDocument();
    const int pages = document ? document->pageCount() : 0;
    const int page = document ? currentPage() : -1;
    m_page->setEnabled(pages > 0);
    // No "Page 1 of 0" beside a message: the page controls show only with a PDF.
    m_pageLabel->setVisible(pages > 0);
    m_page->setVisible(pages > 0);
    m_pageCount->setVisible(pages > 0);
    m_page->setMaximum(qMax(1, pages));
    {
        const QSignalBlocker blocker(m_page);
        m_page->setValue(qMax(1, page + 1));
    }
    m_pageCount->setText(tr("of %1").arg(pages));
    m_first->setEnabled(page > 0);
    m_previous->setEnabled(page > 0);
    m_next->setEnabled(page >= 0 && page < pages - 1);
    m_last->setEnabled(page >= 0 && page < pages - 1);
}

void PdfPreviewDialog::goToPage(int page)
{
    QPdfDocument *document = currentDocument();
    if (!document || page < 0 || page >= document->pageCount())
        return;
    m_view->pageNavigator()->jump(page, {}, 0);
    updatePageControls();
}

void PdfPreviewDialog::zoomBy(double factor)
{
    const qreal zoom = qBound(0.1, m_view->zoomFactor() * factor, 8.0);
    m_view->setZoomMode(QPdfView::ZoomMode::Custom);
    m_view->setZoomFactor(zoom);
}

QPageSize::PageSizeId PdfPreviewDialog::defaultPageSize(const QLocale &locale)
{
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Philippines:
    case QLocale::PuertoRico:
    case QLocale::Chile:
    case QLocale::Colombia:
        return QPageSize::Letter;
    default:
        return QPageSize::A4;
    }
}

bool PdfPreviewDialog::printTo(QPrinter *printer, QString *error)
{
    if (loadedUuids().isEmpty()) {
        if (error)
            *error = tr("There is nothing to print: no PDF could be fetched.");
        return false;
    }
    QPainter painter;
    if (!painter.begin(printer)) {
        if (error)
            *error = tr("The printer could not be started.");
        return false;
    }
    const int dpi = qMin(printer->resolution(), maxPrintDpi);
    bool first = true;
    for (const Entry &entry : m_entries) {
        if (!entry.document)
            continue;
        for (int page = 0; page < entry.document->pageCount(); ++page) {
            if (!first && !printer->newPage()) {
                painter.end();
                if (error)
                    *error = tr("The printer refused a new page.");
                return false;
            }
            first = false;
            const QSizeF points = entry.document->pagePointSize(page);
            const QRect area = painter.viewport();
            const QSize image = (points * dpi / 72.0).toSize();
            const QSize target = points.scaled(area.size(), Qt::KeepAspectRatio).toSize();
            painter.drawImage(QRect(area.topLeft(), target), entry.document->render(page, image));
        }
    }
    return painter.end();
}

void PdfPreviewDialog::print()
{
    if (loadedUuids().isEmpty())
        return;
    // The system's print dialog opens without a nested event loop; the printer lives as long as it.
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageSize(QPageSize(defaultPageSize()));
    printer->setDocName(m_entries.size() == 1 ? suggestedFileName(m_entries.front()) : windowTitle());
    auto *dialog = new QPrintDialog(printer.get(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, printer] {
        // Checked again: the documents may have changed while the dialog was open.
        const int printed = int(loadedUuids().size());
        if (printed == 0)
            return;
        QString error;
        if (printTo(printer.get(), &error))
            m_status->setText(tr("%n document(s) sent to the printer.", nullptr, printed));
        else
            m_status->setText(error);
    });
    dialog->open();
}

QString PdfPreviewDialog::suggestedFileName(const Entry &entry) const
{
    // The service's name and the document number are outside text: made a plain name, never a path.
    return SafeFileName::make(entry.fileName.isEmpty()
            ? tr("%1 %2.pdf").arg(DocumentKindText::singular(m_kind), entry.number)
            : entry.fileName,
        QStringLiteral(".pdf"));
}

bool PdfPreviewDialog::saveCurrentTo(const QString &path, QString *error)
{
    if (!currentDocument()) {
        if (error)
            *error = tr("There is no PDF to save.");
        return false;
    }
    const QByteArray &bytes = m_entries[size_t(m_current)].bytes;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = tr("The file %1 could not be written: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void PdfPreviewDialog::saveAs()
{
    if (!currentDocument())
        return;
    const QString folder = fileDialogFolder();
    chooseFile(this, tr("Save PDF"), QDir(folder).filePath(suggestedFileName(m_entries[size_t(m_current)])),
        tr("PDF files (*.pdf)"), FileChoice::Save, this, [this](const QString &path) {
            if (!currentDocument()) // the documents may have changed while the chooser was up
                return;
            QString error;
            m_status->setText(
                saveCurrentTo(path, &error) ? tr("Saved as %1.").arg(QDir::toNativeSeparators(path)) : error);
        });
}

void PdfPreviewDialog::openInViewer()
{
    if (!currentDocument())
        return;
    // Outside the dialog's own temporary folder: the viewer may read the file after the dialog closed.
    const QString folder = QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation))
                               .filePath(QStringLiteral("InvoiceDesk"));
    QString error;
    const QString path = QDir(folder).filePath(suggestedFileName(m_entries[size_t(m_current)]));
    if (!QDir().mkpath(folder) || !saveCurrentTo(path, &error)) {
        m_status->setText(error.isEmpty() ? tr("The folder %1 could not be created.").arg(folder) : error);
        return;
    }
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
        m_status->setText(tr("No program to show PDF files was found. The file is at %1.")
                              .arg(QDir::toNativeSeparators(path)));
    else
        m_status->clear();
}
