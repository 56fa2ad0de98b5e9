#pragma once

#include "views/WorkspacePage.h"

#include <QMessageBox>

#include <functional>

// Asks about unsaved work before the session goes: Save, Discard or Cancel, opened with open() (never
// exec()). `answer` runs once with the button chosen (Cancel when the box is closed otherwise); the box
// deletes itself. Its object name is "switchQuestion".
QMessageBox *askAboutUnsaved(QWidget *parent, const QString &title, const QString &text,
    const std::function<void(QMessageBox::StandardButton)> &answer);

// `answer` callable any number of times, passing on only the first call.
WorkspacePage::SwitchAnswer answerOnce(const WorkspacePage::SwitchAnswer &answer);
