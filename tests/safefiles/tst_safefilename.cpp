// File names from outside text as a table: the expected names are written by hand from the rules in
// domain/SafeFileName.h. Every name made stays a plain name in the folder, and a name already taken in
// the folder is never reused.
#include "domain/SafeFileName.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestSafeFileName : public QObject
{
    Q_OBJECT

private slots:
    void table_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << "Rechnung RE-2026-0001.pdf"
                               << "Rechnung RE-2026-0001.pdf";
        QTest::newRow("no suffix") << "Rechnung 7"
                                   << "Rechnung 7.pdf";
        QTest::newRow("suffix in capitals") << "SCAN.PDF"
                                            << "SCAN.PDF";
        QTest::newRow("other suffix") << "invoice.exe"
                                      << "invoice.exe.pdf";
        QTest::newRow("parent") << "../../etc/passwd"
                                << "-..-etc-passwd.pdf";
        QTest::newRow("only dots") << ".."
                                   << "fallback.pdf";
        QTest::newRow("dot") << "."
                             << "fallback.pdf";
        QTest::newRow("empty") << ""
                               << "fallback.pdf";
        QTest::newRow("slash") << "2026/03/invoice.pdf"
                               << "2026-03-invoice.pdf";
        QTest::newRow("backslash") << "..\\..\\Windows\\win.ini"
                                   << "-..-Windows-win.ini.pdf";
        QTest::newRow("absolute") << "/tmp/x.pdf"
                                  << "-tmp-x.pdf";
        QTest::newRow("drive") << "C:\\x.pdf"
                               << "C--x.pdf";
        QTest::newRow("windows refused") << "a*b?c\"d<e>f|g.pdf"
                                         << "a-b-c-d-e-f-g.pdf";
        QTest::newRow("control characters") << QString::fromUtf8("a\nb\tc\x01"
                                                                 "d.pdf")
                                            << "a b c d.pdf";
        QTest::newRow("nul char") << QString(QStringLiteral("a")) + QChar(0) + QStringLiteral("b.pdf")
                                  << "a b.pdf";
        QTest::newRow("right-to-left override")
            << QString::fromUtf8("invoice\u202Efdp.exe") << "invoice fdp.exe.pdf";
        QTest::newRow("leading dots") << ".hidden.pdf"
                                      << "hidden.pdf";
        QTest::newRow("leading dots and spaces") << " . .x.pdf"
                                                 << "x.pdf";
        QTest::newRow("trailing dots") << "x.pdf. . "
                                       << "x.pdf";
        QTest::newRow("CON") << "CON"
                             << "_CON.pdf";
        QTest::newRow("con.pdf") << "con.pdf"
                                 << "_con.pdf";
        QTest::newRow("NUL.tar.gz") << "NUL.tar.gz"
                                    << "_NUL.tar.gz.pdf";
        QTest::newRow("COM1") << "COM1.pdf"
                              << "_COM1.pdf";
        QTest::newRow("LPT9") << "lpt9"
                              << "_lpt9.pdf";
        QTest::newRow("AUX with space") << "AUX .pdf"
                                        << "_AUX .pdf";
        QTest::newRow("COM10 is a name") << "COM10.pdf"
                                         << "COM10.pdf";
        QTest::newRow("CONTRACT is a name") << "CONTRACT.pdf"
                                            << "CONTRACT.pdf";
        QTest::newRow("umlauts") << QString::fromUtf8("Offerte Zürich.pdf")
                                 << QString::fromUtf8("Offerte Zürich.pdf");
        QTest::newRow("spaces collapse") << "a   b.pdf"
                                         << "a b.pdf";
    }

    void table()
    {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        QCOMPARE(SafeFileName::make(name, QStringLiteral(".pdf"), QStringLiteral("fallback")), expected);
    }

    void overLongNamesKeepTheirSuffix()
    {
        // 300 x "ä" is 600 UTF-8 bytes; the name is cut to 200 bytes: ".pdf" (4) and 98 "ä" (196).
        const QString made = SafeFileName::make(QString(300, QChar(0xe4)) + QStringLiteral(".pdf"));
        QCOMPARE(made, QString(98, QChar(0xe4)) + QStringLiteral(".pdf"));
        QVERIFY(made.toUtf8().size() <= SafeFileName::maxBytes);
        // A character outside the BMP is never cut in two: 100 x U+1F600 is 400 bytes, 49 fit with ".pdf".
        QString emoji;
        for (int i = 0; i < 100; ++i)
            emoji += QString::fromUcs4(U"\U0001F600", 1);
        const QString cut = SafeFileName::make(emoji, QStringLiteral(".pdf"));
        QCOMPARE(cut.size(), 49 * 2 + 4);
        QVERIFY(cut.toUtf8().size() <= SafeFileName::maxBytes);
        QVERIFY(!cut.toUtf8().contains("\xEF\xBF\xBD")); // no replacement character from a cut surrogate
    }

    void neverLeavesTheFolderNorReplaces()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("chosen"));
        QVERIFY(QDir().mkpath(folder));
        for (const QString &hostile : {QStringLiteral("../escape.pdf"), QStringLiteral("/etc/passwd"),
                 QStringLiteral(".."), QStringLiteral("a/../../b"), QStringLiteral("NUL")}) {
            const QString path = SafeFileName::freePathIn(folder, hostile, QStringLiteral(".pdf"));
            QVERIFY2(SafeFileName::isDirectlyIn(folder, path), qPrintable(path));
            QCOMPARE(QFileInfo(path).absolutePath(), QFileInfo(folder).absoluteFilePath());
        }
        QVERIFY(!SafeFileName::isDirectlyIn(folder, folder + QStringLiteral("/../x.pdf")));
        QVERIFY(!SafeFileName::isDirectlyIn(folder, folder + QStringLiteral("/sub/x.pdf")));
        QVERIFY(!SafeFileName::isDirectlyIn(folder, folder + QStringLiteral("/..")));

        // Taken names get a number; an existing file is never chosen.
        const QString first = SafeFileName::freePathIn(folder, QStringLiteral("Rechnung 1.pdf"));
        QCOMPARE(first, QDir(folder).filePath(QStringLiteral("Rechnung 1.pdf")));
        QFile(first).open(QIODevice::WriteOnly);
        const QString second = SafeFileName::freePathIn(folder, QStringLiteral("Rechnung 1.pdf"));
        QCOMPARE(second, QDir(folder).filePath(QStringLiteral("Rechnung 1 (2).pdf")));
        QFile(second).open(QIODevice::WriteOnly);
        QCOMPARE(SafeFileName::freePathIn(folder, QStringLiteral("Rechnung 1.pdf")),
            QDir(folder).filePath(QStringLiteral("Rechnung 1 (3).pdf")));
        // A dangling symbolic link is taken too: writing there would follow it out of the folder.
        QVERIFY(QFile::link(
            dir.filePath(QStringLiteral("outside.pdf")), QDir(folder).filePath(QStringLiteral("link.pdf"))));
        QCOMPARE(SafeFileName::freePathIn(folder, QStringLiteral("link.pdf")),
            QDir(folder).filePath(QStringLiteral("link (2).pdf")));
    }
};

QTEST_GUILESS_MAIN(TestSafeFileName)
#include "tst_safefilename.moc"
