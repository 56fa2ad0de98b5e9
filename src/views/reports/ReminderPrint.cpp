#include "views/reports/ReminderPrint.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPdfDocument>
#include <QPrinter>

bool ReminderPrint::printAll(const QList<QByteArray> &pdfs, QPrinter *printer, QString *error)
{
    if (pdfs.isEmpty()) {
        *error = tr("There is nothing to print.");
        return false;
    }
    QPainter painter;
    if (!painter.begin(printer)) {
        *error = tr("The printer could not be started.");
        return false;
    }
    const QRect page = painter.viewport();
    bool first = true;
    for (const QByteArray &pdf : pdfs) {
        QByteArray bytes = pdf;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        QPdfDocument document;
        document.load(&buffer);
        if (document.status() != QPdfDocument::Status::Ready) {
            *error = tr("A reminder's PDF could not be read.");
            painter.end();
            return false;
        }
        for (int p = 0; p < document.pageCount(); ++p) {
            if (!first)
                printer->newPage();
            first = false;
            // Rendered at the printer's resolution, fitted to the page.
            const QSizeF points = document.pagePointSize(p);
            const qreal scale = qMin(page.width() / points.width(), page.height() / points.height());
            const QSize size = (points * scale).toSize();
            const QImage image = document.render(p, size);
            painter.drawImage(QPoint(page.x(), page.y()), image);
        }
    }
    painter.end();
    return true;
}
