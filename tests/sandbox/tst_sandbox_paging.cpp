// List pages of a large account: every page follows on the one before in id order, whatever the page
// size, across the sandbox's blocks of 1024 ids, after deletions in the middle and at the ends, and with
// updatedSince; total and lastPage agree with what the pages hold.
#include "SandboxPeer.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTest>

class TestSandboxPaging : public QObject
{
    Q_OBJECT

    QString invoices() const { return QStringLiteral("/accounts/%1/documents/v2/invoices").arg(m_account); }

    // Every page in turn; the ids and uuids in the order served, and the total each page reported.
    struct Listing
    {
        QList<qint64> ids;
        QStringList uuids;
        QList<qint64> totals;
        qint64 lastPage = 0;
    };
    Listing listAll(int limit, const QString &since = {})
    {
        Listing l;
        for (int page = 1;; ++page) {
            QString query = QStringLiteral("?limit=%1&page=%2").arg(limit).arg(page);
            if (!since.isEmpty())
                query +=
                    QStringLiteral("&updatedSince=") + QString::fromLatin1(QUrl::toPercentEncoding(since));
            const auto a = m_peer.request("GET", invoices() + query);
            if (a.status != 200)
                return {};
            const QJsonObject meta = a.json.value(QLatin1String("meta")).toObject();
            l.totals.append(meta.value(QLatin1String("total")).toInteger());
            l.lastPage = meta.value(QLatin1String("lastPage")).toInteger();
            const QJsonArray data = a.json.value(QLatin1String("data")).toArray();
            for (const QJsonValue &v : data) {
                l.ids.append(v.toObject().value(QLatin1String("id")).toInteger());
                l.uuids.append(v.toObject().value(QLatin1String("uuid")).toString());
            }
            if (data.isEmpty() || page >= l.lastPage)
                return l;
        }
    }
    static bool ascending(const QList<qint64> &ids)
    {
        return std::adjacent_find(ids.begin(), ids.end(), std::greater_equal<>()) == ids.end();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        m_account = m_peer.accounts().first();
    }

    void pagesFollowEachOtherInIdOrder()
    {
        const Listing big = listAll(500);
        QCOMPARE(big.ids.size(), 2600);
        QVERIFY(ascending(big.ids));
        QCOMPARE(big.lastPage, 6);
        // An odd page size: pages start in the middle of the blocks.
        const Listing odd = listAll(7);
        QCOMPARE(odd.ids, big.ids);
        QCOMPARE(odd.lastPage, (2600 + 6) / 7);
        m_uuids = big.uuids;
        m_ids = big.ids;
    }

    void deletionsLeaveNoGapsInThePages()
    {
        QVERIFY(!m_uuids.isEmpty());
        // The first, the last, a run across the block boundary at id 1024, and some scattered ones.
        QList<int> gone {0, 2599};
        for (int i = 1015; i < 1040; ++i)
            gone.append(i);
        for (int i = 100; i < 2500; i += 333)
            gone.append(i);
        QList<qint64> expected;
        for (int i = 0; i < m_uuids.size(); ++i) {
            if (gone.contains(i)) {
                const auto a = m_peer.request("DELETE",
                    QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(m_account, m_uuids.at(i)));
                QCOMPARE(a.status, 200);
            } else {
                expected.append(m_ids.at(i));
            }
        }
        for (const int limit : {200, 7, 500}) {
            const Listing after = listAll(limit);
            QCOMPARE(after.ids, expected);
            for (const qint64 total : after.totals)
                QCOMPARE(total, qint64(expected.size()));
            QCOMPARE(after.lastPage, (expected.size() + limit - 1) / limit);
        }
        // A page past the end is empty and still tells the total.
        const auto past = m_peer.request("GET", invoices() + QStringLiteral("?limit=200&page=99"));
        QCOMPARE(past.status, 200);
        QVERIFY(past.json.value(QLatin1String("data")).toArray().isEmpty());
        QCOMPARE(past.json.value(QLatin1String("meta")).toObject().value(QLatin1String("total")).toInteger(),
            qint64(expected.size()));
    }

    void updatedSinceListsTheChangedOnesInIdOrder()
    {
        const Listing all = listAll(500);
        QVERIFY(all.ids.size() > 1500);
        const QString since = QDateTime::currentDateTimeUtc().addSecs(-1).toString(Qt::ISODate);
        QList<qint64> changed;
        for (const int i : {1400, 3, 900, 1500}) {
            const auto a = m_peer.request("PATCH",
                QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(m_account, all.uuids.at(i)),
                QStringLiteral("demo"), QByteArrayLiteral("{\"title\":\"changed\"}"));
            QCOMPARE(a.status, 200);
            changed.append(all.ids.at(i));
        }
        std::sort(changed.begin(), changed.end());
        const Listing since1 = listAll(1, since);
        QCOMPARE(since1.ids, changed);
        QCOMPARE(since1.totals.first(), qint64(changed.size()));
        QCOMPARE(since1.lastPage, qint64(changed.size()));
        // A date before every change is the whole account, in the same order as without it.
        QCOMPARE(listAll(500, QStringLiteral("2000-01-01")).ids, all.ids);
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("2600")}};
    QString m_account;
    QStringList m_uuids;
    QList<qint64> m_ids;
};

QTEST_GUILESS_MAIN(TestSandboxPaging)
#include "tst_sandbox_paging.moc"
