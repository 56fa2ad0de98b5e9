#pragma once

#include "domain/DocumentKind.h"
#include "views/WorkspacePage.h"

#include <QDialog>
#include <QLocale>
#include <QPageSize>
#include <QPointer>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <vector>

class PdfDownload;
class QComboBox;
class QLabel;
class QPdfDocument;
class QPdfView;
class QPrinter;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QAction;

// The print preview of one or several documents: asks the service for each PDF (print, downloadPdf or
// dunningPrint), shows them one after another with page navigation and zoom, and prints all of them
// through one print dialog, saves the one shown, or opens it in the system's PDF viewer. A PDF that does
// not arrive or does not open is a message in the dialog, not an empty page.
class PdfPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    // numbers: the documents' numbers for titles and file names, in the order of uuids.
    PdfPreviewDialog(const SessionContext &session, DocumentKind kind, const QStringList &uuids,
        const QStringList &numbers, const QString &action = QStringLiteral("print"),
        QWidget *parent = nullptr);
    ~PdfPreviewDialog() override;

    int documentCount() const { return int(m_entries.size()); }
    int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);
    // The PDF shown now, or nullptr while it loads or when it failed.
    QPdfDocument *currentDocument() const;
    int currentPage() const;
    bool isLoading() const;
    // Documents whose PDF arrived and opened.
    QStringList loadedUuids() const;
    // What the dialog says instead of a preview (loading, failure), empty when a PDF is shown.
    QString messageText() const;
    QPdfView *view() const { return m_view; }

    // Prints every PDF that opened, in order, on an already set up printer. Returns false with the reason.
    bool printTo(QPrinter *printer, QString *error = nullptr);
    // Writes the PDF shown now.
    bool saveCurrentTo(const QString &path, QString *error = nullptr);
    // A4, or Letter where the locale's country uses it (United States, Canada and a few others).
    static QPageSize::PageSizeId defaultPageSize(const QLocale &locale = QLocale());

public slots:
    void print();
    void saveAs();
    void openInViewer();
    void goToPage(int page);

signals:
    // Every requested PDF arrived or failed.
    void loadingFinished();

private:
    struct Entry
    {
        QString uuid;
        QString number;
        QString fileName;
        QString error;
        QByteArray bytes;
        QString path; // the PDF on disk, for QPdfDocument
        std::unique_ptr<QPdfDocument> document;
        QPointer<PdfDownload> download;
        bool done = false;
    };

    void startNext();
    void received(int index, const QByteArray &pdf, const QString &fileName);
    void failed(int index, const QString &message);
    void showCurrent();
    void updatePageControls();
    void zoomBy(double factor);
    QString suggestedFileName(const Entry &entry) const;

    SessionContext m_session;
    DocumentKind m_kind;
    QString m_action;
    std::vector<Entry> m_entries;
    int m_current = 0;
    int m_nextToStart = 0;
    int m_running = 0;
    QTemporaryDir m_tempDir;

    QComboBox *m_documents;
    QAction *m_first;
    QAction *m_previous;
    QLabel *m_pageLabel;
    QSpinBox *m_page;
    QLabel *m_pageCount;
    QAction *m_next;
    QAction *m_last;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_fitWidth;
    QStackedWidget *m_stack;
    QLabel *m_busyLabel;
    QProgressBar *m_busy;
    QLabel *m_message;
    QPdfView *m_view;
    QLabel *m_status;
    QPushButton *m_printButton;
    QPushButton *m_saveButton;
    QPushButton *m_openButton;
};
