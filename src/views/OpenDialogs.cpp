#include "views/OpenDialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

QMessageBox *showNotice(QWidget *parent, const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Information, title, text, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
    return box;
}

namespace {
const QString LastFolderKey = QStringLiteral("files/lastFolder");
}

QString fileDialogFolder()
{
    for (const QString &folder : {QSettings().value(LastFolderKey).toString(),
             QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)}) {
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return folder;
    }
    return QDir::homePath();
}

QFileDialog *chooseFile(QWidget *parent, const QString &caption, const QString &path, const QString &filter,
    FileChoice choice, QObject *context, const std::function<void(const QString &path)> &chosen)
{
    auto *dialog = new QFileDialog(parent, caption, path, filter);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    switch (choice) {
    case FileChoice::Open:
        dialog->setAcceptMode(QFileDialog::AcceptOpen);
        dialog->setFileMode(QFileDialog::ExistingFile);
        break;
    case FileChoice::Save: {
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setFileMode(QFileDialog::AnyFile);
        static const QRegularExpression firstSuffix(QStringLiteral("\\*\\.(\\w+)"));
        const QRegularExpressionMatch match = firstSuffix.match(filter);
        if (match.hasMatch())
            dialog->setDefaultSuffix(match.captured(1));
        break;
    }
    case FileChoice::Folder:
        dialog->setAcceptMode(QFileDialog::AcceptOpen);
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        break;
    }
    QObject::connect(dialog, &QFileDialog::fileSelected, context, [chosen, choice](const QString &file) {
        if (file.isEmpty())
            return;
        const QFileInfo info(file);
        QSettings().setValue(
            LastFolderKey, choice == FileChoice::Folder ? info.absoluteFilePath() : info.absolutePath());
        chosen(file);
    });
    dialog->open();
    return dialog;
}
