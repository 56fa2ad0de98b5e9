#include "views/SessionDialogs.h"

#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QPushButton>

namespace {

// A child of an attached dialog: marks it and keeps its question.
class SessionDialogTag : public QObject
{
    Q_OBJECT

public:
    SessionDialogTag(QDialog *dialog, SessionDialogs::Ask ask)
        : QObject(dialog)
        , m_ask(std::move(ask))
    { }

    const SessionDialogs::Ask &ask() const { return m_ask; }

private:
    SessionDialogs::Ask m_ask;
};

SessionDialogTag *tagOf(const QDialog *dialog)
{
    return dialog->findChild<SessionDialogTag *>(QString(), Qt::FindDirectChildrenOnly);
}

bool isOver(const QWidget *widget, const QWidget *window)
{
    for (const QWidget *w = widget->parentWidget(); w; w = w->parentWidget()) {
        if (w == window)
            return true;
    }
    return false;
}

} // namespace

namespace SessionDialogs {

void attach(QDialog *dialog, Ask ask)
{
    if (SessionDialogTag *old = tagOf(dialog))
        delete old;
    new SessionDialogTag(dialog, std::move(ask));
}

QList<QDialog *> of(const QWidget *window)
{
    QList<QDialog *> dialogs;
    for (QWidget *widget : QApplication::allWidgets()) {
        auto *dialog = qobject_cast<QDialog *>(widget);
        if (dialog && tagOf(dialog) && isOver(dialog, window))
            dialogs << dialog;
    }
    return dialogs;
}

void ask(QDialog *dialog, const WorkspacePage::SwitchAnswer &answer)
{
    const SessionDialogTag *tag = dialog ? tagOf(dialog) : nullptr;
    if (!tag || !tag->ask() || !dialog->isVisible()) {
        answer(true);
        return;
    }
    tag->ask()(answer);
}

void closeAll(const QWidget *window)
{
    for (QDialog *dialog : of(window)) {
        dialog->close();
        dialog->deleteLater();
    }
}

void askToDiscard(QWidget *dialog, const QString &title, const QString &text,
    const std::function<void(bool discard)> &answer)
{
    auto *box = new QMessageBox(
        QMessageBox::Question, title, text, QMessageBox::Discard | QMessageBox::Cancel, dialog);
    box->setObjectName(QStringLiteral("switchQuestion"));
    box->setInformativeText(
        QCoreApplication::translate("UnsavedQuestion", "Cancel keeps everything as it is."));
    box->button(QMessageBox::Discard)->setText(QCoreApplication::translate("UnsavedQuestion", "&Discard"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(box, &QMessageBox::finished, box,
        [box, answer] { answer(box->clickedButton() == box->button(QMessageBox::Discard)); });
    box->open();
}

} // namespace SessionDialogs

#include "SessionDialogs.moc"
