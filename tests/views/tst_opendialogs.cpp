// The non-blocking file chooser: the suffix a saved name gets, the folder it starts in and remembers.
#include "views/OpenDialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestOpenDialogs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"InvoiceDesk"_s);
        QCoreApplication::setApplicationName(u"tst_opendialogs"_s);
    }

    void init() { QSettings().remove(u"files"_s); }

    void startsInAFolderThatExists()
    {
        const QString folder = fileDialogFolder();
        QVERIFY(QFileInfo(folder).isDir());
        // A remembered folder that was removed since is not offered.
        QSettings().setValue(u"files/lastFolder"_s, u"/nonexistent/folder"_s);
        QVERIFY(QFileInfo(fileDialogFolder()).isDir());
        QCOMPARE(fileDialogFolder(), folder);
    }

    void savedNameGetsTheFiltersSuffixAndTheFolderIsRemembered()
    {
        QTemporaryDir dir;
        QWidget parent;
        QString chosen;
        QFileDialog *dialog = chooseFile(&parent, u"Save"_s, dir.filePath(u"Invoice 1.pdf"_s),
            u"PDF files (*.pdf)"_s, FileChoice::Save, &parent, [&](const QString &path) { chosen = path; });
        QCOMPARE(dialog->defaultSuffix(), u"pdf"_s);
        QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
        QVERIFY(dialog->isVisible()); // opened, not exec()ed: the test goes on
        dialog->selectFile(dir.filePath(u"Rechnung"_s));
        static_cast<QDialog *>(dialog)->accept(); // as the Save or Choose button does
        QCOMPARE(chosen, QDir(dir.path()).filePath(u"Rechnung.pdf"_s));
        QCOMPARE(fileDialogFolder(), QDir(dir.path()).absolutePath());
    }

    void cancelChoosesNothing()
    {
        QWidget parent;
        bool called = false;
        QFileDialog *dialog = chooseFile(&parent, u"Open"_s, fileDialogFolder(), u"CSV files (*.csv)"_s,
            FileChoice::Open, &parent, [&](const QString &) { called = true; });
        QCOMPARE(dialog->fileMode(), QFileDialog::ExistingFile);
        QCOMPARE(dialog->defaultSuffix(), QString()); // only a saved name gets one
        dialog->reject();
        QVERIFY(!called);
        QVERIFY(!QSettings().contains(u"files/lastFolder"_s));
    }

    void folderChoiceRemembersTheFolderItself()
    {
        QTemporaryDir dir;
        QWidget parent;
        QString chosen;
        QFileDialog *dialog = chooseFile(&parent, u"Folder"_s, dir.path(), {}, FileChoice::Folder, &parent,
            [&](const QString &path) { chosen = path; });
        QCOMPARE(dialog->fileMode(), QFileDialog::Directory);
        dialog->selectFile(dir.path());
        static_cast<QDialog *>(dialog)->accept(); // as the Save or Choose button does
        QCOMPARE(QDir(chosen).absolutePath(), QDir(dir.path()).absolutePath());
        QCOMPARE(fileDialogFolder(), QDir(dir.path()).absolutePath());
    }
};

QTEST_MAIN(TestOpenDialogs)
#include "tst_opendialogs.moc"
