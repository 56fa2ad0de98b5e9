#include "views/OpenDialogs.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPointer>

QMessageBox *showNotice(QWidget *parent, const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Information, title, text, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
    return box;
}

QFileDialog *chooseFile(QWidget *parent, const QString &caption, const QString &path, const QString &filter,
    bool save, QObject *context, const std::function<void(const QString &path)> &chosen)
{
    auto *dialog = new QFileDialog(parent, caption, path, filter);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(save ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog->setFileMode(save ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
    QObject::connect(dialog, &QFileDialog::fileSelected, context, [chosen](const QString &file) {
        if (!file.isEmpty())
            chosen(file);
    });
    dialog->open();
    return dialog;
}
