#include "views/UserGuide.h"

#include "views/OpenDialogs.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QUrl>

QStringList UserGuide::candidates()
{
    const QString file = QStringLiteral("user-guide.md");
    QStringList places {QDir::cleanPath(
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/invoicedesk/") + file)};
    const QString system = QStringLiteral("/usr/share/doc/invoicedesk/") + file;
    if (!places.contains(system))
        places << system;
#ifdef INVOICEDESK_DOCS_DIR
    places << QStringLiteral(INVOICEDESK_DOCS_DIR "/") + file;
#endif
    return places;
}

QString UserGuide::find(const QStringList &places)
{
    for (const QString &place : places) {
        if (QFileInfo(place).isFile())
            return place;
    }
    return {};
}

QString UserGuide::path()
{
    return find(candidates());
}

void UserGuide::open(QWidget *parent)
{
    const QString title = QCoreApplication::translate("MainWindow", "User guide");
    const QString guide = path();
    if (guide.isEmpty()) {
        showNotice(parent, title,
            QCoreApplication::translate(
                "MainWindow", "The user guide is not installed. It was looked for in:\n%1")
                .arg(candidates().join(QLatin1Char('\n'))));
        return;
    }
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(guide)))
        showNotice(parent, title,
            QCoreApplication::translate("MainWindow", "No program opened the user guide. It is here:\n%1")
                .arg(QDir::toNativeSeparators(guide)));
}
