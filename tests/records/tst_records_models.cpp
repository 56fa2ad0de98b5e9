// The record tables: every resource's columns over the records synced from a real sandbox into the
// store, checked by QAbstractItemModelTester through loads, inserts, changes, removals, search and sort.
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "api/ResourceApi.h"
#include "records/BankAccountRecord.h"
#include "records/EmployeeRecord.h"
#include "records/ProductRecord.h"
#include "records/RecordTableFilterModel.h"
#include "records/RecordTableModel.h"
#include "records/RecordTableSync.h"
#include "records/UnitRecord.h"
#include "store/RecordStore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

namespace {

QUrlQuery flag(const char *name)
{
    QUrlQuery q;
    q.addQueryItem(QString::fromLatin1(name), QStringLiteral("true"));
    return q;
}

} // namespace

class TestRecordModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        // A real locale: the C locale's collation has no numeric mode.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Switzerland));
        m_account = m_sandbox.accounts().first();
        m_client = new ApiClient(m_sandbox.config(m_account), this);
        // One archived group and one inactive employee, which plain listings leave out.
        const auto groups = TestSandbox::wait(ResourceApi(m_client, Resource::ProductGroups).list());
        const QString group =
            RecordTableModel::keyOf(JsonReader::listFromEnvelope(groups.answer)->first().toObject());
        QVERIFY(TestSandbox::wait(
            ResourceApi(m_client, Resource::ProductGroups).action(group, QStringLiteral("archive")))
                    .ok);
        const auto employees = TestSandbox::wait(ResourceApi(m_client, Resource::Employees).list());
        const QString employee =
            RecordTableModel::keyOf(JsonReader::listFromEnvelope(employees.answer)->first().toObject());
        QVERIFY(TestSandbox::wait(ResourceApi(m_client, Resource::Employees)
                                      .update(employee, {{QStringLiteral("isActive"), false}}))
                    .ok);
    }

    void syncedResources_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("extraFlag");
        QTest::addColumn<int>("expected");
        // The demo account: twelve products, two groups (one archived above), two units, two bank
        // accounts, two employees (one made inactive above), three users.
        QTest::newRow("products") << "products" << ResourceApi::path(Resource::Products) << QString() << 12;
        QTest::newRow("productGroups")
            << "productGroups" << ResourceApi::path(Resource::ProductGroups) << "onlyArchived" << 2;
        QTest::newRow("units") << "units" << ResourceApi::path(Resource::Units) << QString() << 2;
        QTest::newRow("bankAccounts")
            << "bankAccounts" << ResourceApi::path(Resource::BankAccounts) << QString() << 2;
        QTest::newRow("employees") << "employees" << ResourceApi::path(Resource::Employees) << "onlyInactive"
                                   << 2;
        QTest::newRow("users") << "users" << ResourceApi::path(Resource::Users) << QString() << 3;
    }
    void syncedResources()
    {
        QFETCH(QString, resource);
        QFETCH(QString, suffix);
        QFETCH(QString, extraFlag);
        QFETCH(int, expected);
        RecordTableSync sync(m_client, m_data.path(), m_account);
        QSignalSpy finished(&sync, &RecordTableSync::finished);
        QSignalSpy failed(&sync, &RecordTableSync::failed);
        sync.start(resource, suffix,
            extraFlag.isEmpty() ? QList<QUrlQuery>() : QList<QUrlQuery> {flag(qPrintable(extraFlag))});
        QTRY_COMPARE_WITH_TIMEOUT(finished.count() + failed.count(), 1, 20000);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(finished.first().at(1).toInt(), expected);

        RecordTableModel model(columnsOf(resource));
        RecordTableFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester sourceTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(
            &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reloaded(&model, &RecordTableModel::reloaded);
        model.reloadFromStore(m_data.path(), m_account, resource);
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.count(), 1, 10000);
        QCOMPARE(model.rowCount(), expected);
        QCOMPARE(filter.rowCount(), expected);

        // Every cell has text or is deliberately empty; keys are unique.
        QSet<QString> keys;
        for (int row = 0; row < model.rowCount(); ++row) {
            keys.insert(model.index(row, 0).data(RecordTableModel::KeyRole).toString());
            for (int column = 0; column < model.columnCount(); ++column)
                QVERIFY(model.index(row, column).data().canConvert<QString>());
        }
        QCOMPARE(keys.size(), expected);

        // Sorting every column both ways keeps every row.
        for (int column = 0; column < model.columnCount(); ++column) {
            filter.sort(column, Qt::DescendingOrder);
            QCOMPARE(filter.rowCount(), expected);
            filter.sort(column, Qt::AscendingOrder);
            QCOMPARE(filter.rowCount(), expected);
        }

        // Searching for the first row's first column finds that row, in any case.
        const QString text = model.index(0, 0).data().toString();
        if (!text.isEmpty()) {
            filter.setSearchText(text.toUpper());
            QVERIFY(filter.rowCount() >= 1);
            QVERIFY(
                filter.indexOfKey(model.index(0, 0).data(RecordTableModel::KeyRole).toString()).isValid());
        }
        filter.setSearchText(QStringLiteral("no-such-record-xyz"));
        QCOMPARE(filter.rowCount(), 0);
        filter.setSearchText({});
        QCOMPARE(filter.rowCount(), expected);

        // Changes in place: a record changed, one added, one removed.
        QJsonObject changed = model.record(0);
        const QString key = RecordTableModel::keyOf(changed);
        changed.insert(QStringLiteral("testMarker"), true);
        model.upsert(changed);
        QCOMPARE(model.rowCount(), expected);
        QVERIFY(model.record(model.rowOfKey(key)).contains(QLatin1String("testMarker")));
        QJsonObject added = changed;
        added.insert(QStringLiteral("uuid"), QStringLiteral("added-in-test"));
        model.upsert(added);
        QCOMPARE(filter.rowCount(), expected + 1);
        QVERIFY(model.removeKey(QStringLiteral("added-in-test")));
        QVERIFY(!model.removeKey(QStringLiteral("added-in-test")));
        QCOMPARE(filter.rowCount(), expected);
    }

    void quickFiltersAndOrder()
    {
        RecordStore store(m_data.path(), m_account);
        // Product groups: the archived one is there, apart from the active one.
        RecordTableModel groups(ProductRecord::groupColumns());
        RecordTableFilterModel groupFilter;
        groupFilter.setSourceModel(&groups);
        QAbstractItemModelTester tester(&groupFilter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        groups.setRecords(store.loadAll(QStringLiteral("productGroups")));
        groupFilter.setRecordFilter([](const QJsonObject &g) { return ProductRecord::isGroupArchived(g); });
        QCOMPARE(groupFilter.rowCount(), 1);
        groupFilter.setRecordFilter([](const QJsonObject &g) { return !ProductRecord::isGroupArchived(g); });
        QCOMPARE(groupFilter.rowCount(), 1);
        groupFilter.setRecordFilter({});
        QCOMPARE(groupFilter.rowCount(), 2);

        // Bank accounts: sorted by the first column, the default account comes first.
        RecordTableModel banks(BankAccountRecord::columns());
        RecordTableFilterModel bankFilter;
        bankFilter.setSourceModel(&banks);
        QAbstractItemModelTester bankTester(
            &bankFilter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<QJsonObject> accounts = store.loadAll(QStringLiteral("bankAccounts"));
        std::reverse(accounts.begin(), accounts.end());
        banks.setRecords(accounts);
        bankFilter.sort(BankAccountRecord::Name);
        QVERIFY(BankAccountRecord::isDefault(
            bankFilter.index(0, 0).data(RecordTableModel::RecordRole).toJsonObject()));
        QVERIFY(!BankAccountRecord::isDefault(
            bankFilter.index(1, 0).data(RecordTableModel::RecordRole).toJsonObject()));
        QVERIFY(bankFilter.index(0, BankAccountRecord::Iban).data().toString().contains(QLatin1Char(' ')));

        // Products: text sorts by value in numbers ("P-9" before "P-10"); cost sorts by amount.
        RecordTableModel products(ProductRecord::productColumns());
        RecordTableFilterModel productFilter;
        productFilter.setSourceModel(&products);
        QAbstractItemModelTester productTester(
            &productFilter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto product = [](const char *key, double cost) {
            return QJsonObject {{QStringLiteral("uuid"), QString::fromLatin1(key)},
                {QStringLiteral("productKey"), QString::fromLatin1(key)}, {QStringLiteral("cost"), cost}};
        };
        products.setRecords({product("P-10", 9.5), product("P-9", 10), product("P-100", 0.1)});
        productFilter.sort(ProductRecord::Key);
        QCOMPARE(productFilter.index(0, ProductRecord::Key).data().toString(), QStringLiteral("P-9"));
        QCOMPARE(productFilter.index(2, ProductRecord::Key).data().toString(), QStringLiteral("P-100"));
        productFilter.sort(ProductRecord::Cost, Qt::DescendingOrder);
        QCOMPARE(productFilter.index(0, ProductRecord::Key).data().toString(), QStringLiteral("P-9"));
        QCOMPARE(productFilter.index(2, ProductRecord::Key).data().toString(), QStringLiteral("P-100"));
        QCOMPARE(
            productFilter.index(2, ProductRecord::Cost).data(RecordTableModel::SortRole).toLongLong(), 1000);
        QVERIFY(products.index(0, ProductRecord::Cost)
                    .data(Qt::TextAlignmentRole)
                    .value<Qt::Alignment>()
                    .testFlag(Qt::AlignRight));
        // Terms must all occur, in any order.
        productFilter.setSearchText(QStringLiteral("0 p-1"));
        QCOMPARE(productFilter.rowCount(), 2);
    }

    void staleReloadIsDropped()
    {
        RecordTableModel model(UnitRecord::columns());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reloaded(&model, &RecordTableModel::reloaded);
        model.reloadFromStore(m_data.path(), m_account, QStringLiteral("units"));
        model.setRecords({QJsonObject {{QStringLiteral("uuid"), QStringLiteral("mine")}}});
        QTest::qWait(300);
        QCOMPARE(reloaded.count(), 0);
        QCOMPARE(model.rowCount(), 1);
        // A record saved while a reload reads the store is not undone by that reload.
        model.reloadFromStore(m_data.path(), m_account, QStringLiteral("units"));
        model.upsert(QJsonObject {{QStringLiteral("uuid"), QStringLiteral("saved-meanwhile")}});
        QTest::qWait(300);
        QCOMPARE(reloaded.count(), 0);
        QVERIFY(model.rowOfKey(QStringLiteral("saved-meanwhile")) >= 0);
    }

    void failedListingKeepsTheCopy()
    {
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/units/v2/units")},
            {QStringLiteral("status"), 500}, {QStringLiteral("times"), 20}});
        RecordTableSync sync(m_client, m_data.path(), m_account);
        QSignalSpy failed(&sync, &RecordTableSync::failed);
        sync.start(QStringLiteral("units"), ResourceApi::path(Resource::Units));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        m_sandbox.clearFaults();
        QCOMPARE(RecordStore(m_data.path(), m_account).loadAll(QStringLiteral("units")).size(), 2);
    }

private:
    static QList<RecordColumn> columnsOf(const QString &resource)
    {
        if (resource == QLatin1String("products"))
            return ProductRecord::productColumns();
        if (resource == QLatin1String("productGroups"))
            return ProductRecord::groupColumns();
        if (resource == QLatin1String("units"))
            return UnitRecord::columns();
        if (resource == QLatin1String("bankAccounts"))
            return BankAccountRecord::columns();
        if (resource == QLatin1String("employees"))
            return EmployeeRecord::columns();
        return UserRecord::columns();
    }

    TestSandbox m_sandbox;
    QTemporaryDir m_data;
    QString m_account;
    ApiClient *m_client = nullptr;
};

QTEST_GUILESS_MAIN(TestRecordModels)
#include "tst_records_models.moc"
