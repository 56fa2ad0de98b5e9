// Connecting a second account must never overwrite a saved profile unasked: the profile name follows
// the chosen account, a name saved for another account asks before it is replaced, and each saved
// profile keeps the account it names. Against a real sandbox (two demo accounts).
#include "TestSandbox.h"
#include "session/ProfileSettings.h"
#include "views/ConnectDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class TestConnectProfile : public QObject
{
    Q_OBJECT

private:
    // A dialog with the sandbox's token verified and its accounts listed.
    void verified(ConnectDialog &dialog)
    {
        dialog.show();
        dialog.findChild<QLineEdit *>(QStringLiteral("server"))->setText(m_sandbox.url().toString());
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("token")), m_sandbox.token());
        QTest::keyClick(dialog.findChild<QLineEdit *>(QStringLiteral("token")), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(accounts(dialog)->count() >= 2, 15000);
    }

    static QComboBox *accounts(ConnectDialog &dialog)
    {
        return dialog.findChild<QComboBox *>(QStringLiteral("accounts"));
    }
    static QLineEdit *name(ConnectDialog &dialog)
    {
        return dialog.findChild<QLineEdit *>(QStringLiteral("profileName"));
    }
    static void clickConnect(ConnectDialog &dialog)
    {
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    }
    static QMessageBox *question(ConnectDialog &dialog)
    {
        return dialog.findChild<QMessageBox *>(QStringLiteral("replaceProfileQuestion"));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_sandbox.accounts().size() >= 2);
    }

    void nameFollowsTheChosenAccount()
    {
        ConnectDialog dialog;
        verified(dialog);
        const QString first = accounts(dialog)->itemText(0);
        const QString second = accounts(dialog)->itemText(1);
        QVERIFY(first != second);
        accounts(dialog)->setCurrentIndex(0);
        QCOMPARE(name(dialog)->text(), first);
        // Another account: the name is that account's, not the first one's.
        accounts(dialog)->setCurrentIndex(1);
        QCOMPARE(name(dialog)->text(), second);
        QCOMPARE(dialog.profile().accountName, second);
        // A name the user typed stays when the account changes.
        name(dialog)->clear();
        QTest::keyClicks(name(dialog), QStringLiteral("Office"));
        accounts(dialog)->setCurrentIndex(0);
        QCOMPARE(name(dialog)->text(), QStringLiteral("Office"));
    }

    void existingProfileIsReplacedOnlyAfterAsking()
    {
        // "Office" is saved for the first account.
        ConnectDialog first;
        verified(first);
        accounts(first)->setCurrentIndex(0);
        name(first)->clear();
        QTest::keyClicks(name(first), QStringLiteral("Office"));
        QSignalSpy firstAccepted(&first, &QDialog::accepted);
        clickConnect(first);
        QCOMPARE(firstAccepted.count(), 1); // a new name: no question
        const Profile office = first.profile();
        QCOMPARE(office.accountUuid, accounts(first)->itemData(0).toString());
        ProfileSettings().save(office);

        // The second account under the same name: asked, and Cancel keeps the saved profile.
        ConnectDialog second;
        verified(second);
        accounts(second)->setCurrentIndex(1);
        QVERIFY(second.profile().accountUuid != office.accountUuid);
        name(second)->clear();
        QTest::keyClicks(name(second), QStringLiteral("Office"));
        QSignalSpy secondAccepted(&second, &QDialog::accepted);
        clickConnect(second);
        QMessageBox *box = question(second);
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(box->text().contains(office.accountName));
        QVERIFY(box->text().contains(accounts(second)->itemText(1)));
        QCOMPARE(secondAccepted.count(), 0); // nothing replaced while asking
        box->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!question(second));
        QCOMPARE(secondAccepted.count(), 0);
        QVERIFY(second.isVisible());
        QCOMPARE(ProfileSettings().profile(QStringLiteral("Office"))->accountUuid, office.accountUuid);

        // Asked again, Replace: accepted, with the second account.
        clickConnect(second);
        box = question(second);
        QVERIFY(box);
        QPushButton *replace = nullptr;
        for (QAbstractButton *b : box->buttons()) {
            if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                replace = qobject_cast<QPushButton *>(b);
        }
        QVERIFY(replace);
        replace->click();
        QTRY_COMPARE(secondAccepted.count(), 1);
        QCOMPARE(second.profile().name, QStringLiteral("Office"));
        QCOMPARE(second.profile().accountUuid, accounts(second)->itemData(1).toString());

        // The same account again under its name: only the token is renewed, no question.
        ConnectDialog again;
        verified(again);
        accounts(again)->setCurrentIndex(0);
        name(again)->clear();
        QTest::keyClicks(name(again), QStringLiteral("Office"));
        QSignalSpy againAccepted(&again, &QDialog::accepted);
        clickConnect(again);
        QCOMPARE(againAccepted.count(), 1);
        QVERIFY(!question(again));
    }

    void eachProfileOpensTheAccountItNames()
    {
        ProfileSettings settings;
        Profile a;
        a.name = QStringLiteral("First");
        a.serverUrl = m_sandbox.url();
        a.accountUuid = m_sandbox.accounts().value(0);
        Profile b = a;
        b.name = QStringLiteral("Second");
        b.accountUuid = m_sandbox.accounts().value(1);
        settings.save(a);
        settings.save(b);
        QCOMPARE(ProfileSettings().profile(QStringLiteral("First"))->accountUuid, a.accountUuid);
        QCOMPARE(ProfileSettings().profile(QStringLiteral("Second"))->accountUuid, b.accountUuid);
        // Separate tokens: the keychain key names the account.
        QVERIFY(a.secretKey() != b.secretKey());
    }

private:
    TestSandbox m_sandbox;
};

QTEST_MAIN(TestConnectProfile)
#include "tst_connect_profile.moc"
