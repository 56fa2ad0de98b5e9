// The invoice list model and its fast sort/filter proxy: model invariants (QAbstractItemModelTester),
// display formats, search, quick filters, sorting, and the asynchronous reload.
#include "DocumentFilterModel.h"
#include "DocumentListModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {

DocumentSummary row(const QString &uuid, const QString &number, const QString &customer, qint64 total,
    std::optional<qint64> open, QDate date, QDate due, bool archived = false, bool cancelled = false)
{
    DocumentSummary s;
    s.uuid = uuid;
    s.number = number;
    s.receiverName = customer;
    s.customerNumber = QStringLiteral("K-") + uuid;
    s.title = QStringLiteral("Services for ") + customer;
    s.reference = QStringLiteral("ref-") + number;
    s.currency = QStringLiteral("CHF");
    s.totalMinor = total;
    s.openMinor = open;
    s.date = date;
    s.dueDate = due;
    s.archived = archived;
    s.cancelled = cancelled;
    s.sentStatus = QStringLiteral("SENT");
    s.dunningLevel = QStringLiteral("NO_DUNNING");
    return s;
}

const QDate today(2026, 6, 15);

QList<DocumentSummary> sample()
{
    return {
        row(QStringLiteral("a"), QStringLiteral("RE-2026-9"), QStringLiteral("Müller AG"), 123450, 123450,
            QDate(2026, 5, 1), QDate(2026, 5, 31)), // overdue
        row(QStringLiteral("b"), QStringLiteral("RE-2026-10"), QStringLiteral("Bernasconi Sagl"), 5000, 0,
            QDate(2026, 6, 1), QDate(2026, 7, 1)), // paid
        row(QStringLiteral("c"), QStringLiteral("RE-2026-100"), QStringLiteral("Müller & Söhne GmbH"), 99995,
            10000, QDate(2026, 6, 10), QDate(2026, 7, 10)), // open, not due
        row(QStringLiteral("d"), QStringLiteral("RE-2025-1"), QStringLiteral("Weber Treuhand"), 20000, 20000,
            QDate(2025, 1, 1), QDate(2025, 2, 1), true), // archived
        row(QStringLiteral("e"), QStringLiteral("RE-2025-2"), QStringLiteral("Weber Treuhand"), 1000, 1000,
            QDate(2025, 3, 1), QDate(2025, 4, 1), false, true), // cancelled
    };
}

QStringList column(const QAbstractItemModel &m, int c)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, c).data().toString();
    return out;
}

} // namespace

class TestModels : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Switzerland));
        m_list = new DocumentListModel(this);
        m_list->setToday(today);
        m_filter = new DocumentFilterModel(this);
        m_listTester = new QAbstractItemModelTester(
            m_list, QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        m_filter->setSourceModel(m_list);
        m_filterTester = new QAbstractItemModelTester(
            m_filter, QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        m_list->setRows(sample());
    }

    void cleanup()
    {
        delete m_filterTester;
        delete m_listTester;
        delete m_filter;
        delete m_list;
    }

    void displayFormats()
    {
        const QModelIndex total = m_list->index(0, DocumentListModel::Total);
        QCOMPARE(total.data().toString(), QStringLiteral("CHF\u00a01’234.50"));
        QCOMPARE(total.data(Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignRight | Qt::AlignVCenter);
        QCOMPARE(total.data(DocumentListModel::SortRole).toLongLong(), 123450);
        QCOMPARE(m_list->index(0, DocumentListModel::Date).data().toString(), QStringLiteral("01.05.26"));
        QCOMPARE(m_list->index(0, DocumentListModel::SentStatus).data().toString(), QStringLiteral("Sent"));
        QCOMPARE(m_list->index(0, DocumentListModel::State).data().toString(), QStringLiteral("Overdue"));
        QCOMPARE(m_list->index(1, DocumentListModel::State).data().toString(), QStringLiteral("Paid"));
        QCOMPARE(m_list->index(3, DocumentListModel::State).data().toString(), QStringLiteral("Archived"));
        QCOMPARE(m_list->index(4, DocumentListModel::State).data().toString(), QStringLiteral("Cancelled"));
        QCOMPARE(m_list->index(2, DocumentListModel::Number).data(DocumentListModel::UuidRole).toString(),
            QStringLiteral("c"));
    }

    void searchNarrowsCaseInsensitiveWithUmlauts()
    {
        QSignalSpy counts(m_filter, &DocumentFilterModel::countsChanged);
        m_filter->setSearchText(QStringLiteral("müller"));
        QCOMPARE(m_filter->rowCount(), 2);
        m_filter->setSearchText(QStringLiteral("MÜLLER ag"));
        QCOMPARE(m_filter->rowCount(), 1);
        QCOMPARE(
            m_filter->index(0, DocumentListModel::Customer).data().toString(), QStringLiteral("Müller AG"));
        m_filter->setSearchText(QStringLiteral("müller ag nothing"));
        QCOMPARE(m_filter->rowCount(), 0);
        m_filter->setSearchText(QStringLiteral("re-2025"));
        QCOMPARE(m_filter->rowCount(), 2);
        m_filter->setSearchText(QStringLiteral("ref-RE-2026-10"));
        QCOMPARE(m_filter->rowCount(), 2); // ref-RE-2026-10 and ref-RE-2026-100
        m_filter->setSearchText(QStringLiteral("K-b"));
        QCOMPARE(m_filter->rowCount(), 1);
        m_filter->setSearchText({});
        QCOMPARE(m_filter->rowCount(), 5);
        QCOMPARE(m_filter->visibleCount(), 5);
        QCOMPARE(m_filter->totalCount(), 5);
        QVERIFY(counts.count() >= 7);
    }

    void backspaceReturnsEarlierResults()
    {
        const QStringList typed {
            QStringLiteral("m"), QStringLiteral("mü"), QStringLiteral("mül"), QStringLiteral("müller ag")};
        QList<int> counts;
        for (const QString &t : typed) {
            m_filter->setSearchText(t);
            counts << m_filter->rowCount();
        }
        QCOMPARE(counts, (QList<int> {2, 2, 2, 1}));
        m_filter->setSearchText(QStringLiteral("müller a")); // not typed before: computed afresh
        QCOMPARE(m_filter->rowCount(), 1);
        m_filter->setSearchText(QStringLiteral("mül"));
        QCOMPARE(m_filter->rowCount(), 2);
        m_filter->setSearchText(QStringLiteral("w")); // a different word: everything is searched again
        QCOMPARE(m_filter->rowCount(), 2); // the two Weber Treuhand invoices
        m_filter->setSearchText(QString());
        QCOMPARE(m_filter->rowCount(), 5);
    }

    void quickFilters()
    {
        m_filter->setQuickFilter(DocumentFilterModel::Open);
        QCOMPARE(m_filter->rowCount(), 2); // a and c; not paid, archived or cancelled
        m_filter->setQuickFilter(DocumentFilterModel::Overdue);
        QCOMPARE(m_filter->rowCount(), 1);
        QCOMPARE(m_filter->index(0, 0).data(DocumentListModel::UuidRole).toString(), QStringLiteral("a"));
        m_filter->setQuickFilter(DocumentFilterModel::Archived);
        QCOMPARE(m_filter->rowCount(), 1);
        QCOMPARE(m_filter->index(0, 0).data(DocumentListModel::UuidRole).toString(), QStringLiteral("d"));
        m_filter->setQuickFilter(DocumentFilterModel::All);
        QCOMPARE(m_filter->rowCount(), 5);
        m_filter->setDateRange(QDate(2026, 1, 1), QDate(2026, 6, 5));
        QCOMPARE(m_filter->rowCount(), 2);
        m_filter->setDateRange({}, {});
        QCOMPARE(m_filter->rowCount(), 5);
    }

    void sortsEveryColumnBothWays()
    {
        for (int c = 0; c < DocumentListModel::ColumnCount; ++c) {
            for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                m_filter->sort(c, order);
                QCOMPARE(m_filter->rowCount(), 5);
                for (int r = 1; r < m_filter->rowCount(); ++r) {
                    const QVariant a = m_filter->index(r - 1, c).data(DocumentListModel::SortRole);
                    const QVariant b = m_filter->index(r, c).data(DocumentListModel::SortRole);
                    if (c == DocumentListModel::Number)
                        continue; // natural order, checked below
                    const auto cmp = QVariant::compare(a, b);
                    if (a.typeId() == QMetaType::QString)
                        continue; // case-folded text order, checked below for Customer
                    QVERIFY2(order == Qt::AscendingOrder ? cmp <= 0 : cmp >= 0,
                        qPrintable(QStringLiteral("column %1 row %2").arg(c).arg(r)));
                }
            }
        }
        m_filter->sort(DocumentListModel::Number, Qt::AscendingOrder);
        QCOMPARE(column(*m_filter, DocumentListModel::Number),
            (QStringList {QStringLiteral("RE-2025-1"), QStringLiteral("RE-2025-2"),
                QStringLiteral("RE-2026-9"), QStringLiteral("RE-2026-10"), QStringLiteral("RE-2026-100")}));
        m_filter->sort(DocumentListModel::Customer, Qt::AscendingOrder);
        QCOMPARE(column(*m_filter, DocumentListModel::Customer).first(), QStringLiteral("Bernasconi Sagl"));
        m_filter->sort(DocumentListModel::Total, Qt::DescendingOrder);
        QCOMPARE(m_filter->index(0, 0).data(DocumentListModel::UuidRole).toString(), QStringLiteral("a"));
    }

    void sortSurvivesFilterAndKeepsSelection()
    {
        m_filter->sort(DocumentListModel::Total, Qt::AscendingOrder);
        const QPersistentModelIndex selected = m_filter->index(4, 0); // the largest: "a"
        QCOMPARE(selected.data(DocumentListModel::UuidRole).toString(), QStringLiteral("a"));
        m_filter->setSearchText(QStringLiteral("müller"));
        QVERIFY(selected.isValid());
        QCOMPARE(selected.data(DocumentListModel::UuidRole).toString(), QStringLiteral("a"));
        QCOMPARE(selected.row(), 1);
        m_filter->setSearchText(QStringLiteral("bernasconi"));
        QVERIFY(!selected.isValid());
    }

    void reloadAsyncAppliesLatestOnly()
    {
        QSignalSpy reloaded(m_list, &DocumentListModel::reloaded);
        QList<DocumentSummary> older = sample().mid(0, 1);
        QList<DocumentSummary> newer = sample().mid(0, 3);
        m_list->reloadAsync([older] {
            QThread::msleep(200);
            return older;
        });
        m_list->reloadAsync([newer] { return newer; });
        QTRY_COMPARE(reloaded.count(), 1);
        QCOMPARE(m_list->rowCount(), 3);
        QTest::qWait(400); // the slow, stale result arrives and is dropped
        QCOMPARE(reloaded.count(), 1);
        QCOMPARE(m_list->rowCount(), 3);
        QCOMPARE(m_filter->rowCount(), 3);
    }

private:
    DocumentListModel *m_list = nullptr;
    DocumentFilterModel *m_filter = nullptr;
    QAbstractItemModelTester *m_listTester = nullptr;
    QAbstractItemModelTester *m_filterTester = nullptr;
};

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
