// The dialogs a document action opens before anything is done: the PDF preview (print, reminders), the
// e-mail confirmation, the payment dialog and the file dialog of "Save as PDF". Each one's outcome comes
// back through the controller's signals, as the actions run directly do.
#include "views/documents/DocumentActionController.h"

#include "domain/Money.h"
#include "domain/SafeFileName.h"
#include "views/OpenDialogs.h"
#include "views/SessionDialogs.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/EmailConfirmDialog.h"
#include "views/documents/PaymentDialog.h"
#include "views/documents/PdfPreviewDialog.h"

#include <QDir>
#include <QMessageBox>
#include <QPushButton>

void DocumentActionController::openPreview(const QString &action, const QStringList &uuids)
{
    QStringList numbers;
    for (const QString &uuid : uuids)
        numbers << numberOf(uuid);
    auto *dialog = new PdfPreviewDialog(m_session, m_kind, uuids, numbers, action, dialogParent());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    SessionDialogs::attach(dialog);
    const DocumentKind kind = m_kind;
    // The service acted on the documents it rendered (a reminder advances the dunning level).
    connect(dialog, &PdfPreviewDialog::loadingFinished, this, [this, dialog, kind, action] {
        const QStringList rendered = dialog->loadedUuids();
        if (rendered.isEmpty())
            return;
        if (kind == m_kind && action != QLatin1String("print"))
            markChanged(rendered, action);
        emit documentsChanged(kind, rendered);
        if (kind == m_kind)
            afterChange({});
    });
    dialog->open();
}

void DocumentActionController::openEmail(const QStringList &uuids)
{
    const DocumentKind kind = m_kind;
    if (uuids.size() == 1) {
        auto *dialog = new EmailConfirmDialog(m_session, kind, uuids.first(), dialogParent());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        SessionDialogs::attach(dialog);
        connect(dialog, &EmailConfirmDialog::sent, this,
            [this, kind](const QString &uuid, const QString &number, const QString &recipient) {
                emit messageRequested(tr("%1 was sent by e-mail to %2.").arg(number, recipient));
                if (kind == m_kind)
                    markChanged({uuid}, QStringLiteral("email"));
                emit documentsChanged(kind, {uuid});
                if (kind == m_kind)
                    afterChange({});
            });
        dialog->open();
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("Send by e-mail"),
        tr("Send %1 by e-mail?").arg(describe(uuids)), QMessageBox::Yes | QMessageBox::No, dialogParent());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(
        tr("Each document goes with its PDF attached to the primary e-mail address of its "
           "receiver, and is marked as sent."));
    box->button(QMessageBox::Yes)->setText(tr("&Send"));
    box->setDefaultButton(QMessageBox::No);
    connect(box, &QMessageBox::finished, this, [this, box, kind, uuids](int) {
        if (box->clickedButton() != box->button(QMessageBox::Yes))
            return;
        if (kind != m_kind || !stillApplies(QStringLiteral("email"), uuids)) {
            emit messageRequested(tr("Nothing was sent: the selection or the documents changed while the "
                                     "question was open. Choose the action again."));
            return;
        }
        run(QStringLiteral("email"), uuids,
            [this, kind](const QString &uuid, std::function<void(const Outcome &)> done) {
                if (!m_service->perform(kind, uuid, QStringLiteral("email"), done))
                    done({tr("There is no connection to the service."), {}, {}});
            });
    });
    box->open();
}

void DocumentActionController::openPayment(const QString &uuid)
{
    auto *dialog = new PaymentDialog(m_session, uuid, dialogParent());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    SessionDialogs::attach(
        dialog, [dialog](const WorkspacePage::SwitchAnswer &answer) { dialog->askToSwitchAway(answer); });
    const DocumentKind kind = m_kind;
    connect(dialog, &PaymentDialog::recorded, this,
        [this, kind](const QString &paid, const QString &number, qint64 amount, qint64 open) {
            const QString currency = qobject_cast<PaymentDialog *>(sender())->currency();
            emit messageRequested(open == 0
                    ? tr("Payment of %1 recorded for %2; it is paid in full.")
                          .arg(Money::format(amount, currency), number)
                    : tr("Payment of %1 recorded for %2; %3 is still open.")
                          .arg(Money::format(amount, currency), number, Money::format(open, currency)));
            if (kind == m_kind)
                markChanged({paid},
                    open == 0 ? QStringLiteral("paymentAdd:paid") : QStringLiteral("paymentAdd:partial"));
            emit documentsChanged(kind, {paid});
            if (kind == m_kind)
                afterChange({});
        });
    dialog->open();
}

void DocumentActionController::savePdfs(const QStringList &uuids)
{
    const DocumentKind kind = m_kind;
    const auto defaultName = [this, kind](const QString &uuid, const QString &serviceName) {
        return SafeFileName::make(serviceName.isEmpty()
                ? tr("%1 %2.pdf").arg(DocumentKindText::singular(kind), numberOf(uuid))
                : serviceName,
            QStringLiteral(".pdf"));
    };
    const bool oneFile = uuids.size() == 1;
    const QString folder = fileDialogFolder();
    chooseFile(dialogParent(), oneFile ? tr("Save PDF") : tr("Save PDFs in folder"),
        oneFile ? QDir(folder).filePath(defaultName(uuids.first(), {})) : folder,
        oneFile ? tr("PDF files (*.pdf)") : QString(), oneFile ? FileChoice::Save : FileChoice::Folder, this,
        [this, kind, uuids, oneFile, defaultName](const QString &target) {
            if (kind != m_kind || !stillApplies(QStringLiteral("downloadPdf"), uuids)) {
                emit messageRequested(tr("Nothing was saved: the selection changed while the file dialog was "
                                         "open. Choose the action again."));
                return;
            }
            run(
                QStringLiteral("downloadPdf"), uuids,
                [this, kind, target, oneFile, defaultName](
                    const QString &uuid, std::function<void(const Outcome &)> done) {
                    const auto pathFor = [=](const QString &serviceName) {
                        // The file dialog asked before replacing the one file; in a folder nothing is
                        // replaced: a name already there gets a number.
                        return oneFile ? target
                                       : SafeFileName::freePathIn(target, defaultName(uuid, serviceName));
                    };
                    const bool started =
                        m_service->savePdf(kind, uuid, pathFor, [done](const Outcome &outcome) {
                            if (outcome.unwrittenPath.isEmpty()) {
                                done(outcome);
                                return;
                            }
                            done({tr("The file %1 could not be written: %2")
                                      .arg(QDir::toNativeSeparators(outcome.unwrittenPath), outcome.error),
                                {}, {}});
                        });
                    if (!started)
                        done({tr("There is no connection to the service."), {}, {}});
                },
                QDir::toNativeSeparators(target));
        });
}
