// Saving one file over an existing one asks first: the save dialog every "Save PDF" and export opens
// (chooseFile with FileChoice::Save) keeps Qt's question "already exists, replace it?", and the file is
// chosen only when the answer is yes.
#include "views/OpenDialogs.h"

#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

class TestSafeSave : public QObject
{
    Q_OBJECT

    // Accepts the dialog on `existing` and answers the question that comes up; returns its text.
    static QString acceptAnswering(
        QFileDialog *dialog, const QString &existing, QMessageBox::StandardButton answer)
    {
        QString asked;
        QTimer::singleShot(0, [&] {
            // Qt asks with a modal message box of its own while accept() runs.
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked = box->text();
            box->button(answer)->click();
        });
        dialog->selectFile(existing);
        static_cast<QDialog *>(dialog)->accept();
        return asked;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("InvoiceDesk"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_safesave"));
    }

    void replacingAsks()
    {
        QTemporaryDir dir;
        const QString existing = dir.filePath(QStringLiteral("Rechnung 1.pdf"));
        QFile file(existing);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("%PDF-1.4 kept");
        file.close();

        QWidget parent;
        QString chosen;
        QFileDialog *dialog =
            chooseFile(&parent, QStringLiteral("Save PDF"), dir.path(), QStringLiteral("PDF files (*.pdf)"),
                FileChoice::Save, &parent, [&](const QString &path) { chosen = path; });
        QVERIFY(!dialog->testOption(QFileDialog::DontConfirmOverwrite));

        // No: nothing is chosen, the dialog stays.
        const QString asked = acceptAnswering(dialog, existing, QMessageBox::No);
        QVERIFY2(asked.contains(QStringLiteral("Rechnung 1.pdf")), qPrintable(asked));
        QVERIFY(chosen.isEmpty());
        QVERIFY(dialog->isVisible());

        // Yes: the file is chosen.
        acceptAnswering(dialog, existing, QMessageBox::Yes);
        QCOMPARE(QFileInfo(chosen).absoluteFilePath(), QFileInfo(existing).absoluteFilePath());
    }
};

QTEST_MAIN(TestSafeSave)
#include "tst_safesave.moc"
