// One window per user: the second launch finds the first, asks it to show itself, and exits.
#include "session/SingleInstance.h"

#include <QLocalServer>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

class TestSingleInstance : public QObject
{
    Q_OBJECT

private slots:
    void secondLaunchActivatesTheFirst()
    {
        const QString key = uniqueKey();
        SingleInstance first(key);
        QVERIFY(!first.notifyRunningInstance(200)); // nobody there: this one listens
        QVERIFY(first.isListening());
        QSignalSpy activated(&first, &SingleInstance::activationRequested);

        SingleInstance second(key);
        QVERIFY(second.notifyRunningInstance(2000));
        QVERIFY(!second.isListening());
        QTRY_COMPARE(activated.count(), 1);

        SingleInstance third(key);
        QVERIFY(third.notifyRunningInstance(2000));
        QTRY_COMPARE(activated.count(), 2);
    }

    void leftoverSocketIsTakenOver()
    {
        // A crashed instance leaves its socket file behind; nobody answers on it.
        const QString key = uniqueKey();
        {
            QLocalServer crashed;
            QVERIFY(crashed.listen(key));
            crashed.close();
        }
        SingleInstance next(key);
        QVERIFY(!next.notifyRunningInstance(200));
        QVERIFY(next.isListening());
    }

    void keyNamesTheUser()
    {
        QVERIFY(SingleInstance::defaultKey().startsWith(QStringLiteral("invoicedesk-")));
    }

private:
    static QString uniqueKey()
    {
        return QStringLiteral("invoicedesk-test-") + QUuid::createUuid().toString(QUuid::Id128);
    }
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
