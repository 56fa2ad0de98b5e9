// The positions table's model: rows, groups, moves (keys and drag), duplicates, typed numbers in the
// locale, line and section totals, and the cells a 422 names; checked by QAbstractItemModelTester.
#include "views/documents/PositionsModel.h"

#include "domain/Money.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Position product(const QString &description, qint64 quantityMilli, qint64 priceMinor, qint64 vatBp = 810)
{
    Position p;
    p.description = description;
    p.quantityMilli = quantityMilli;
    p.priceMinor = priceMinor;
    p.vatBasisPoints = vatBp;
    return p;
}

Position row(Position::Kind kind, const QString &title = {})
{
    Position p;
    p.kind = kind;
    p.title = title;
    return p;
}

QStringList descriptions(const PositionsModel &model)
{
    QStringList result;
    for (int r = 0; r < model.rowCount(); ++r)
        result << model.index(r, PositionsModel::Description).data(Qt::EditRole).toString();
    return result;
}

} // namespace

class TestPositionsModel : public QObject
{
    Q_OBJECT

private slots:
    void editingMovingAndGroups()
    {
        PositionsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLocale(QLocale(QLocale::German, QLocale::Switzerland));

        model.insertPosition(0, product(u"A"_s, 1000, 1000));
        model.insertPosition(1, product(u"B"_s, 1000, 2000));
        model.insertPosition(2, row(Position::Kind::Group, u"G"_s));
        // A product below a group joins it.
        model.insertPosition(3, product(u"C"_s, 2000, 500));
        QVERIFY(model.isInGroup(3));
        model.insertPosition(4, row(Position::Kind::SectionTotal));
        QCOMPARE(descriptions(model), (QStringList {u"A"_s, u"B"_s, u"G"_s, u"C"_s, QString()}));
        QCOMPARE(model.positions().size(), 4);
        QCOMPARE(model.positions().at(2).items.size(), 1);

        // Typed in the locale: "2,5" is two and a half in de-CH.
        QVERIFY(model.setData(model.index(0, PositionsModel::Quantity), u"2,5"_s));
        QCOMPARE(model.positionAt(0).quantityMilli, 2500);
        QVERIFY(model.setData(model.index(0, PositionsModel::Discount), u"10"_s));
        QCOMPARE(model.positionAt(0).discountBasisPoints, 1000);
        QVERIFY(!model.setData(model.index(1, PositionsModel::Price), u"zwanzig"_s));
        // The cell keeps the problem; its tooltip names the column as the header reads (the editor's
        // message adds the row).
        QVERIFY(model.index(1, PositionsModel::Price)
                    .data(PositionsModel::ErrorRole)
                    .toString()
                    .contains(u"zwanzig"_s));
        QVERIFY2(model.index(1, PositionsModel::Price)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .startsWith(u"Unit price (CHF): "_s),
            qPrintable(model.index(1, PositionsModel::Price).data(Qt::ToolTipRole).toString()));
        QCOMPARE(model.positionAt(1).priceMinor, 2000);
        QVERIFY(model.setData(model.index(1, PositionsModel::Price), u"1’234.50"_s));
        QCOMPARE(model.positionAt(1).priceMinor, 123450);
        QVERIFY(model.index(1, PositionsModel::Price).data(PositionsModel::ErrorRole).toString().isEmpty());
        // Neither a divider's nor a total's cells can be typed into.
        QVERIFY(!(model.flags(model.index(4, PositionsModel::Description)) & Qt::ItemIsEditable));
        QVERIFY(!(model.flags(model.index(0, PositionsModel::Total)) & Qt::ItemIsEditable));

        // Totals: A 2.5 x 10.00 - 10 % = 22.50; B 1,234.50; group C 2 x 5.00 = 10.00; section = all.
        const QLocale de(QLocale::German, QLocale::Switzerland);
        QCOMPARE(model.index(0, PositionsModel::Total).data().toString(), Money::format(2250, {}, de));
        QCOMPARE(model.index(2, PositionsModel::Total).data().toString(), Money::format(1000, {}, de));
        QCOMPARE(model.index(4, PositionsModel::Total).data().toString(),
            Money::format(2250 + 123450 + 1000, {}, de));
        QCOMPARE(model.totals().linesMinor, 2250 + 123450 + 1000);

        // Moving the group moves its item with it; moving a row up jumps over a whole group.
        QCOMPARE(model.moveUp(2), 1);
        QCOMPARE(descriptions(model), (QStringList {u"A"_s, u"G"_s, u"C"_s, u"B"_s, QString()}));
        QVERIFY(model.isInGroup(2));
        QCOMPARE(model.moveUp(3), 1);
        QCOMPARE(descriptions(model), (QStringList {u"A"_s, u"B"_s, u"G"_s, u"C"_s, QString()}));
        QCOMPARE(model.moveDown(0), 1);
        QCOMPARE(descriptions(model), (QStringList {u"B"_s, u"A"_s, u"G"_s, u"C"_s, QString()}));
        // The last item moved down leaves its group, then can join again.
        QCOMPARE(model.moveDown(3), 3);
        QVERIFY(!model.isInGroup(3));
        QVERIFY(model.setInGroup(3, true));
        QVERIFY(!model.setInGroup(0, true));

        // Duplicating a group duplicates its items.
        QVERIFY(model.duplicateRow(2));
        QCOMPARE(
            descriptions(model), (QStringList {u"B"_s, u"A"_s, u"G"_s, u"C"_s, u"G"_s, u"C"_s, QString()}));
        QCOMPARE(model.positions().at(3).items.size(), 1);

        // Dragging row 1 (A) to the end moves it; the view must not remove anything afterwards.
        std::unique_ptr<QMimeData> mime(model.mimeData({model.index(1, PositionsModel::Description)}));
        QVERIFY(model.canDropMimeData(mime.get(), Qt::MoveAction, model.rowCount(), 0, {}));
        QVERIFY(!model.dropMimeData(mime.get(), Qt::MoveAction, model.rowCount(), 0, {}));
        QCOMPARE(
            descriptions(model), (QStringList {u"B"_s, u"G"_s, u"C"_s, u"G"_s, u"C"_s, QString(), u"A"_s}));
        PositionsModel other;
        QVERIFY(!other.canDropMimeData(mime.get(), Qt::MoveAction, 0, 0, {}));

        // The cells a 422 names (top-level numbering), also inside a group.
        QCOMPARE(model.indexForField(u"positions.4.quantity"_s), model.index(6, PositionsModel::Quantity));
        QCOMPARE(model.indexForField(u"positions.2.items.0.vat.percentage"_s),
            model.index(4, PositionsModel::Vat));
        QCOMPARE(model.indexForField(u"positions.0.discount.percentage"_s),
            model.index(0, PositionsModel::Discount));
        QVERIFY(!model.indexForField(u"positions.9.quantity"_s).isValid());
        QVERIFY(!model.indexForField(u"positions.1.items.4.quantity"_s).isValid());
        model.setCellError(model.index(6, PositionsModel::Quantity), u"must be at least 0"_s);
        QCOMPARE(model.index(6, PositionsModel::Quantity).data(PositionsModel::ErrorRole).toString(),
            u"must be at least 0"_s);
        QCOMPARE(model.index(6, PositionsModel::Quantity).data(Qt::ToolTipRole).toString(),
            u"Quantity: must be at least 0"_s);
        model.clearErrors();
        QVERIFY(!model.hasErrors());

        // Removing a group row lets its items stand alone.
        QVERIFY(model.removeRows(1, 1));
        QVERIFY(!model.isInGroup(1));
        QVERIFY(model.removeRows(0, model.rowCount()));
        QCOMPARE(model.totals().totalMinor, 0);
    }

    void unitNamesShownCodesKept()
    {
        PositionsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Position p = product(QStringLiteral("Beratung"), 2000, 15000);
        p.unitCode = QStringLiteral("HUR");
        Position q = product(QStringLiteral("Notebook"), 1000, 138900);
        q.unitCode = QStringLiteral("XYZ"); // no name known: the code is shown
        model.setPositions({p, q});
        const QModelIndex hours = model.index(0, PositionsModel::Unit);
        QCOMPARE(hours.data().toString(), QStringLiteral("HUR"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setUnitNames({{QStringLiteral("HUR"), QStringLiteral("Std.")},
            {QStringLiteral("C62"), QStringLiteral("Stk.")}});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(hours.data().toString(), QStringLiteral("Std."));
        QCOMPARE(model.index(1, PositionsModel::Unit).data().toString(), QStringLiteral("XYZ"));
        QCOMPARE(model.positions().first().unitCode, QStringLiteral("HUR"));
        // A name or a code typed into the cell is kept as the code; anything else as typed.
        QVERIFY(model.setData(hours, QStringLiteral("stk.")));
        QCOMPARE(model.positions().first().unitCode, QStringLiteral("C62"));
        QCOMPARE(hours.data().toString(), QStringLiteral("Stk."));
        QVERIFY(model.setData(hours, QStringLiteral("hur")));
        QCOMPARE(model.positions().first().unitCode, QStringLiteral("HUR"));
        QVERIFY(model.setData(hours, QStringLiteral("km")));
        QCOMPARE(model.positions().first().unitCode, QStringLiteral("km"));
    }

    void unpricedHasNoPrices()
    {
        PositionsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPriced(false);
        model.setPositions({product(u"A"_s, 1000, 1000)});
        QVERIFY(!(model.flags(model.index(0, PositionsModel::Price)) & Qt::ItemIsEditable));
        QVERIFY(model.flags(model.index(0, PositionsModel::Quantity)) & Qt::ItemIsEditable);
        QVERIFY(model.index(0, PositionsModel::Total).data().toString().isEmpty());
        QCOMPARE(model.totals().totalMinor, 0);
    }

    void numbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("de-CH comma") << u"2,5"_s << u"de_CH"_s << 3 << qint64(2500);
        QTest::newRow("de-CH point") << u"19.95"_s << u"de_CH"_s << 2 << qint64(1995);
        QTest::newRow("de-CH grouping") << u"1’234.50"_s << u"de_CH"_s << 2 << qint64(123450);
        QTest::newRow("en percent") << u"8.1 %"_s << u"en_US"_s << 2 << qint64(810);
        QTest::newRow("fr comma") << u"0,125"_s << u"fr_CH"_s << 2 << qint64(13);
        QTest::newRow("negative") << u"-3.5"_s << u"en_US"_s << 2 << qint64(-350);
    }
    void numbers()
    {
        QFETCH(QString, text);
        QFETCH(QString, locale);
        QFETCH(int, decimals);
        QFETCH(qint64, expected);
        QCOMPARE(
            PositionsModel::parseNumber(text, decimals, QLocale(locale)), std::optional<qint64>(expected));
        QVERIFY(!PositionsModel::parseNumber(u"abc"_s, decimals, QLocale(locale)));
        const QString shown = PositionsModel::formatNumber(expected, decimals, QLocale(locale));
        QCOMPARE(
            PositionsModel::parseNumber(shown, decimals, QLocale(locale)), std::optional<qint64>(expected));
    }
};

QTEST_MAIN(TestPositionsModel)
#include "tst_positionsmodel.moc"
