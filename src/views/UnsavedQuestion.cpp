#include "views/UnsavedQuestion.h"

#include <QCoreApplication>
#include <QPushButton>

#include <memory>
#include <utility>

QMessageBox *askAboutUnsaved(QWidget *parent, const QString &title, const QString &text,
    const std::function<void(QMessageBox::StandardButton)> &answer)
{
    auto *box = new QMessageBox(QMessageBox::Question, title, text,
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box->setObjectName(QStringLiteral("switchQuestion"));
    box->setInformativeText(
        QCoreApplication::translate("UnsavedQuestion", "Cancel keeps everything as it is."));
    // Qt's own "Discard" has no Alt+letter on every platform.
    box->button(QMessageBox::Discard)->setText(QCoreApplication::translate("UnsavedQuestion", "&Discard"));
    box->setDefaultButton(QMessageBox::Save);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(box, &QMessageBox::finished, box, [box, answer] {
        const QMessageBox::StandardButton button = box->standardButton(box->clickedButton());
        answer(button == QMessageBox::NoButton ? QMessageBox::Cancel : button);
    });
    box->open();
    return box;
}

WorkspacePage::SwitchAnswer answerOnce(const WorkspacePage::SwitchAnswer &answer)
{
    auto pending = std::make_shared<WorkspacePage::SwitchAnswer>(answer);
    return [pending](bool mayGo) {
        if (const WorkspacePage::SwitchAnswer call = std::exchange(*pending, nullptr))
            call(mayGo);
    };
}
