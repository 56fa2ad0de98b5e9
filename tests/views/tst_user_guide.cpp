// Help → User guide: the window's Help menu has it, it resolves to docs/user-guide.md of this tree (a
// build tree has no installed copy), every screenshot the guide shows is there beside it, and the
// installed layout (share/doc/invoicedesk beside bin/) is looked at first. A guide that is nowhere
// resolves to nothing (the window then says so instead of opening).
#include "views/MainMenus.h"
#include "views/UserGuide.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestUserGuide : public QObject
{
    Q_OBJECT

private slots:
    void helpMenuHasTheGuide()
    {
        QMainWindow window;
        MainMenus menus(&window);
        QAction *guide = window.findChild<QAction *>(QStringLiteral("userGuide"));
        QVERIFY(guide);
        QCOMPARE(guide->text(), QStringLiteral("&User guide"));
        // In the last menu of the bar, Help.
        QMenu *help = window.menuBar()->actions().constLast()->menu();
        QVERIFY(help);
        QVERIFY(help->actions().contains(guide));
    }

    void resolvesToTheGuideOfThisTree()
    {
        const QString path = UserGuide::path();
        QVERIFY2(!path.isEmpty(), qPrintable(UserGuide::candidates().join(QLatin1Char('\n'))));
        // The source tree's guide (INVOICEDESK_SOURCE_DIR is given to this test by its CMakeLists).
        QCOMPARE(QFileInfo(path).canonicalFilePath(),
            QFileInfo(QStringLiteral(INVOICEDESK_SOURCE_DIR "/docs/user-guide.md")).canonicalFilePath());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.startsWith(QStringLiteral("# ")));
        // Every screenshot it shows is where it says, so the installed copy (which takes the same list)
        // shows them too.
        const QDir dir = QFileInfo(path).dir();
        int images = 0;
        static const QRegularExpression image(QStringLiteral("\\]\\((screenshots/[^)]+\\.png)\\)"));
        for (auto it = image.globalMatch(text); it.hasNext(); ++images) {
            const QString relative = it.next().captured(1);
            QVERIFY2(QFileInfo::exists(dir.filePath(relative)), qPrintable(relative));
        }
        QVERIFY(images > 0);
    }

    void installedCopyComesFirst()
    {
        const QStringList places = UserGuide::candidates();
        QVERIFY(places.size() >= 2);
        QCOMPARE(places.first(),
            QDir::cleanPath(QCoreApplication::applicationDirPath()
                + QStringLiteral("/../share/doc/invoicedesk/user-guide.md")));
        QVERIFY(places.contains(QStringLiteral("/usr/share/doc/invoicedesk/user-guide.md")));
    }

    void nothingWhenTheGuideIsNowhere()
    {
        QTemporaryDir dir;
        QCOMPARE(UserGuide::find({dir.filePath(QStringLiteral("user-guide.md")),
                     dir.filePath(QStringLiteral("doc/user-guide.md"))}),
            QString());
        QFile guide(dir.filePath(QStringLiteral("user-guide.md")));
        QVERIFY(guide.open(QIODevice::WriteOnly));
        guide.close();
        QCOMPARE(UserGuide::find({dir.filePath(QStringLiteral("missing.md")), guide.fileName()}),
            guide.fileName());
    }
};

QTEST_MAIN(TestUserGuide)
#include "tst_user_guide.moc"
