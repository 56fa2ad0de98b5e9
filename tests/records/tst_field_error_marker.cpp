// FieldErrorMarker: a refused field shows the palette's error colour, names itself and its problem in
// the tooltip, the accessible description and its problem line, and loses the mark when edited; a
// check that runs on the same edit may mark it again.
#include "views/FieldErrorMarker.h"
#include "views/Palette.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

class TestFieldErrorMarker : public QObject
{
    Q_OBJECT

private slots:
    void marksNamesAndClearsOnEdit()
    {
        QWidget form;
        auto *layout = new QFormLayout(&form);
        auto *iban = new QLineEdit(&form);
        iban->setToolTip(QStringLiteral("The account's IBAN"));
        layout->addRow(QStringLiteral("&IBAN:"), iban);
        QLabel *line = FieldErrorMarker::createProblemLine(&form);
        layout->addRow(QString(), line);
        FieldErrorMarker marker;
        marker.addField(iban, {}, line);

        marker.mark(iban, QStringLiteral("check digits do not match"));
        QVERIFY(marker.isMarked(iban));
        // Named after its label, without the mnemonic and the colon; the problem begins a sentence.
        QCOMPARE(iban->toolTip(), QStringLiteral("IBAN: Check digits do not match"));
        QCOMPARE(iban->accessibleDescription(), iban->toolTip());
        QCOMPARE(iban->accessibleName(), QStringLiteral("IBAN"));
        QVERIFY(iban->styleSheet().contains(errorColor(iban->palette()).name()));
        // The line under the field names it too.
        QCOMPARE(line->text(), QStringLiteral("IBAN: Check digits do not match"));
        QVERIFY(!line->isHidden());
        marker.mark(iban, QStringLiteral("too short"));
        QCOMPARE(marker.problem(iban), QStringLiteral("check digits do not match\ntoo short"));

        QSignalSpy cleared(&marker, &FieldErrorMarker::clearedByEdit);
        QTest::keyClick(iban, Qt::Key_A);
        QCOMPARE(cleared.count(), 1);
        QVERIFY(!marker.isMarked(iban));
        QCOMPARE(iban->toolTip(), QStringLiteral("The account's IBAN")); // as it was
        QVERIFY(iban->accessibleDescription().isEmpty());
        QVERIFY(iban->styleSheet().isEmpty());
        QVERIFY(line->isHidden());
    }

    void checkOnTheSameEditKeepsItsMark()
    {
        QWidget form;
        auto *ean = new QLineEdit(&form);
        FieldErrorMarker marker;
        marker.addField(ean, QStringLiteral("EAN"));
        // The form's own check as one types, connected after the field was registered.
        connect(ean, &QLineEdit::textEdited, &marker, [&](const QString &text) {
            marker.setProblem(ean, text.size() < 3 ? QStringLiteral("too short") : QString());
        });
        marker.mark(ean, QStringLiteral("refused by the service"));
        QTest::keyClick(ean, Qt::Key_1);
        QCOMPARE(marker.problem(ean), QStringLiteral("too short"));
        QCOMPARE(ean->toolTip(), QStringLiteral("EAN: Too short"));
        QTest::keyClicks(ean, QStringLiteral("23"));
        QVERIFY(!marker.isMarked(ean));
    }

    void comboBoxClearsOnlyWhenTheUserChooses()
    {
        QComboBox box;
        box.addItems({QStringLiteral("a"), QStringLiteral("b")});
        FieldErrorMarker marker;
        marker.addField(&box, QStringLiteral("Unit"));
        marker.mark(&box, QStringLiteral("unknown unit"));
        box.setCurrentIndex(1); // the program: the mark stays
        QVERIFY(marker.isMarked(&box));
        emit box.activated(0); // the user
        QVERIFY(!marker.isMarked(&box));
        marker.mark(&box, QStringLiteral("again"));
        marker.clearAll();
        QVERIFY(!marker.isMarked(&box));
    }

    void cellsReadTheSame()
    {
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Text, Qt::white);
        QCOMPARE(FieldErrorMarker::cellBackground(dark).color(), errorBackground(dark));
        QCOMPARE(
            FieldErrorMarker::cellToolTip(QStringLiteral("Quantity"), QStringLiteral("must be positive")),
            QStringLiteral("Quantity: must be positive"));
    }

    void removedFieldTakesItsMark()
    {
        FieldErrorMarker marker;
        auto *edit = new QLineEdit;
        marker.mark(edit, QStringLiteral("x"));
        delete edit;
        marker.clearAll(); // must not touch the deleted field
        QVERIFY(!marker.isMarked(edit));
    }
};

QTEST_MAIN(TestFieldErrorMarker)
#include "tst_field_error_marker.moc"
