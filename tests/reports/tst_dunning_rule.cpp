// The level rule (domain/DunningRule) against the hand-computed table of tests/support/DunningTable.h,
// as of 2026-11-30 (the table's comments give every date).
#include "DunningTable.h"
#include "domain/DunningRule.h"

#include <QTest>

namespace {

DunningRule::Levels levelsOf(DunningTable::Levels variant)
{
    DunningRule::Levels levels {{{true, 10}, {true, 20}, {true, 30}}};
    switch (variant) {
    case DunningTable::Levels::All:
        break;
    case DunningTable::Levels::FirstOff:
        levels[0].enabled = false;
        break;
    case DunningTable::Levels::SecondOff:
        levels[1].enabled = false;
        break;
    case DunningTable::Levels::ThirdOff:
        levels[2].enabled = false;
        break;
    }
    return levels;
}

} // namespace

class TestDunningRule : public QObject
{
    Q_OBJECT

private slots:
    void table_data()
    {
        QTest::addColumn<int>("row");
        for (int i = 0; i < int(std::size(DunningTable::rows)); ++i)
            QTest::newRow(DunningTable::rows[i].name) << i;
    }

    void table()
    {
        QFETCH(int, row);
        const DunningTable::Row &r = DunningTable::rows[row];
        const QDate asOf(2026, 11, 30);
        DunningRule::Invoice invoice;
        invoice.dueDate = asOf.addDays(-r.overdueDays);
        invoice.currentLevel = r.currentLevel;
        if (r.remindedDaysAgo != DunningTable::never)
            invoice.lastReminder = asOf.addDays(-r.remindedDaysAgo);
        if (r.serviceNextOffset != DunningTable::noServiceDate)
            invoice.serviceNextDate = asOf.addDays(r.serviceNextOffset);
        const DunningRule::Decision d = DunningRule::decide(levelsOf(r.levels), invoice, asOf);
        QCOMPARE(d.level, r.nextLevel);
        QCOMPARE(d.isDue(), r.due);
        if (r.nextLevel == 0) {
            QCOMPARE(d.reason, DunningRule::Reason::NoLevelLeft);
            QVERIFY(!d.dueOn.isValid());
        } else {
            QCOMPARE(d.dueOn, asOf.addDays(r.dueOnOffset));
            // Due exactly from that day on, not a day earlier.
            QVERIFY(DunningRule::decide(levelsOf(r.levels), invoice, d.dueOn).isDue());
            QVERIFY(!DunningRule::decide(levelsOf(r.levels), invoice, d.dueOn.addDays(-1)).isDue());
        }
    }

    void withoutDueDateNothingIsDue()
    {
        DunningRule::Invoice invoice;
        const auto d =
            DunningRule::decide({{{true, 10}, {true, 20}, {true, 30}}}, invoice, QDate(2026, 11, 30));
        QCOMPARE(d.reason, DunningRule::Reason::NoDueDate);
        QVERIFY(!d.isDue());
    }
};

QTEST_GUILESS_MAIN(TestDunningRule)
#include "tst_dunning_rule.moc"
