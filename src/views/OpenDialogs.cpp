#include "views/OpenDialogs.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPointer>
#include <QRegularExpression>

QMessageBox *showNotice(QWidget *parent, const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Information, title, text, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
    return box;
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
    QObject::connect(dialog, &QFileDialog::fileSelected, context, [chosen](const QString &file) {
        if (!file.isEmpty())
            chosen(file);
    });
    dialog->open();
    return dialog;
}
