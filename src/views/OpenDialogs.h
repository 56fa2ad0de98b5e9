#pragma once

#include <QString>

#include <functional>

class QFileDialog;
class QMessageBox;
class QObject;
class QWidget;

// Dialogs that never block the caller: each is opened with open() (window-modal, no nested event
// loop), deletes itself when closed, and calls back only while `context` lives. The caller checks its
// own state again in the callback: anything may have changed while the dialog was up.

// A notice with an OK button.
QMessageBox *showNotice(QWidget *parent, const QString &title, const QString &text);

enum class FileChoice {
    Open, // an existing file
    Save, // a file to write: a name typed without a suffix gets the filter's first one ("*.pdf": ".pdf")
    Folder, // an existing folder
};

// Where a file dialog starts when the caller has no better place: the folder of the last file or folder
// chosen in one (remembered across sessions), else the user's documents folder, else the home folder;
// always one that exists.
QString fileDialogFolder();

// A file or folder, starting at `path` (a folder, or a file in it to propose); `chosen` runs with the
// path if one was chosen, not at all on Cancel.
QFileDialog *chooseFile(QWidget *parent, const QString &caption, const QString &path, const QString &filter,
    FileChoice choice, QObject *context, const std::function<void(const QString &path)> &chosen);
