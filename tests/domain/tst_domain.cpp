// The document rules against the service's spec (its list-item fields per kind and its create-body
// table), the languages, and the compact selection of the list.
#include "domain/DateText.h"
#include "domain/DocumentRules.h"
#include "domain/DocumentSelection.h"
#include "domain/Languages.h"

#include <QTest>

using K = DocumentKind;

class TestDomain : public QObject
{
    Q_OBJECT

private slots:
    // One date form for lists and editors: the locale's short format with a four-digit year (dates
    // written by hand as each locale writes them).
    void dateTextHasFourDigitYears()
    {
        const QDate date(2026, 11, 23);
        QCOMPARE(
            DateText::of(date, QLocale(QLocale::German, QLocale::Switzerland)), QStringLiteral("23.11.2026"));
        QCOMPARE(DateText::of(date, QLocale(QLocale::English, QLocale::UnitedStates)),
            QStringLiteral("11/23/2026"));
        QCOMPARE(
            DateText::of(date, QLocale(QLocale::French, QLocale::Switzerland)), QStringLiteral("23.11.2026"));
        QCOMPARE(DateText::of(QDate(2031, 1, 5), QLocale(QLocale::Italian, QLocale::Switzerland)),
            QStringLiteral("05.01.2031"));
        QVERIFY(DateText::of(QDate(), QLocale(QLocale::German, QLocale::Switzerland)).isEmpty());
        QVERIFY(DateText::format(QLocale(QLocale::English, QLocale::UnitedStates))
                    .contains(QLatin1String("yyyy")));
    }

    void dueDate_data()
    {
        QTest::addColumn<DocumentKind>("kind");
        QTest::addColumn<bool>("hasDueDate");
        // Spec 2.5, list-item fields: dueDate is listed for contract notes, invoices, credit notes,
        // templates and receipts, and not for quotes, delivery notes and recurring invoices.
        QTest::newRow("quote") << K::Quote << false;
        QTest::newRow("contract note") << K::ContractNote << true;
        QTest::newRow("delivery note") << K::DeliveryNote << false;
        QTest::newRow("invoice") << K::Invoice << true;
        QTest::newRow("credit note") << K::CreditNote << true;
        QTest::newRow("recurring invoice") << K::RecurringInvoice << false;
        QTest::newRow("template") << K::Template << true;
        QTest::newRow("receipt") << K::Receipt << true;
    }
    void dueDate()
    {
        QFETCH(DocumentKind, kind);
        QFETCH(bool, hasDueDate);
        QCOMPARE(DocumentRules::hasDueDate(kind), hasDueDate);
    }

    void kindsOfTheCreateBody()
    {
        // Spec 2.5, create body: validUntilDate only for quotes, deliveryDate for delivery notes,
        // invoices and templates; receipts have no create or update (list and actions only).
        QVERIFY(DocumentRules::hasValidUntil(K::Quote));
        QVERIFY(!DocumentRules::hasValidUntil(K::Invoice));
        QVERIFY(DocumentRules::hasDeliveryDate(K::DeliveryNote));
        QVERIFY(!DocumentRules::hasDeliveryDate(K::CreditNote));
        QVERIFY(!DocumentRules::isEditable(K::Receipt));
        QVERIFY(DocumentRules::hasTotal(K::Receipt)); // a receipt lists documentTotal
        QVERIFY(!DocumentRules::isPriced(K::Receipt)); // but is never edited
        QVERIFY(!DocumentRules::hasTotal(K::DeliveryNote));
        QVERIFY(!DocumentRules::hasPaymentInstructions(K::CreditNote));
        QVERIFY(DocumentRules::hasPaymentInstructions(K::Template));
    }

    void validUntil()
    {
        // 1 March + 30 days = 31 March (March has 31 days); 15 December + 30 = 14 January.
        QCOMPARE(DocumentRules::defaultValidUntil(QDate(2026, 3, 1)), QDate(2026, 3, 31));
        QCOMPARE(DocumentRules::defaultValidUntil(QDate(2026, 12, 15)), QDate(2027, 1, 14));
        QCOMPARE(DocumentRules::defaultValidUntil(QDate()), QDate());
    }

    void dueDateFromTerms()
    {
        const QDate date(2026, 2, 20);
        // The receiver's 10 days win over the account's 30: 20 Feb + 10 = 2 March (2026 is no leap year).
        QCOMPARE(DocumentRules::dueDateFromTerms(date, 10, 30), QDate(2026, 3, 2));
        // No receiver terms: the account's 30 days, 22 March.
        QCOMPARE(DocumentRules::dueDateFromTerms(date, -1, 30), QDate(2026, 3, 22));
        // No terms at all: no due date, never the document date.
        QCOMPARE(DocumentRules::dueDateFromTerms(date, std::nullopt, -1), QDate());
        QCOMPARE(DocumentRules::dueDateFromTerms(date, 400, std::nullopt), QDate());
    }

    // The period a conditions text names, in the four languages the service writes them in, and the text
    // made to name the receiver's terms instead (the "30 days net" on a 10-day invoice).
    void termsNameTheirPeriod_data()
    {
        QTest::addColumn<QString>("terms");
        QTest::addColumn<int>("named"); // -1: none
        QTest::addColumn<QString>("tenDays");
        QTest::newRow("de") << QStringLiteral("Zahlbar innert 30 Tagen netto.") << 30
                            << QStringLiteral("Zahlbar innert 10 Tagen netto.");
        QTest::newRow("en") << QStringLiteral("Payable within 30 days net.") << 30
                            << QStringLiteral("Payable within 10 days net.");
        QTest::newRow("fr") << QStringLiteral("Payable dans les 30 jours net.") << 30
                            << QStringLiteral("Payable dans les 10 jours net.");
        QTest::newRow("it") << QStringLiteral("Pagabile entro 30 giorni netto.") << 30
                            << QStringLiteral("Pagabile entro 10 giorni netto.");
        QTest::newRow("capitals, no space")
            << QStringLiteral("NET 60DAYS") << 60 << QStringLiteral("NET 10DAYS");
        // Two periods: the longer is the net one; which to change is not guessed.
        QTest::newRow("cash discount") << QStringLiteral("2 % Skonto innert 10 Tagen, 30 Tage netto.") << 30
                                       << QStringLiteral("2 % Skonto innert 10 Tagen, 30 Tage netto.");
        QTest::newRow("none") << QStringLiteral("Zahlbar sofort. 2 % Rabatt, 3 Stk.") << -1
                              << QStringLiteral("Zahlbar sofort. 2 % Rabatt, 3 Stk.");
        QTest::newRow("a word that starts like one")
            << QStringLiteral("30 Tageszeitungen") << -1 << QStringLiteral("30 Tageszeitungen");
    }
    void termsNameTheirPeriod()
    {
        QFETCH(QString, terms);
        QFETCH(int, named);
        QFETCH(QString, tenDays);
        QCOMPARE(
            DocumentRules::daysNamedInTerms(terms), named < 0 ? std::nullopt : std::optional<int>(named));
        QCOMPARE(DocumentRules::termsWithDays(terms, 10), tenDays);
        QCOMPARE(DocumentRules::termsWithDays(terms, -1), terms);
    }

    void stateKeyAndOverdue()
    {
        DocumentSummary row;
        row.kind = K::Invoice;
        row.dueDate = QDate(2026, 11, 1);
        row.openMinor = 12050;
        row.sentStatus = QStringLiteral("sent");
        row.dunningLevel = QStringLiteral("1");
        const QDate today(2026, 11, 26);
        QVERIFY(DocumentRules::isOverdue(row, today));
        QCOMPARE(DocumentRules::stateKey(row, today), QStringLiteral("invoices|--od|sent|1"));
        // Due today is not overdue yet; paid is never overdue.
        QVERIFY(!DocumentRules::isOverdue(row, row.dueDate));
        row.openMinor = 0;
        QVERIFY(!DocumentRules::isOverdue(row, today));
        row.archived = true;
        QCOMPARE(DocumentRules::stateKey(row, today), QStringLiteral("invoices|a---|sent|1"));
    }

    void languages()
    {
        // The service's document and address languages (spec: address `language`).
        QCOMPARE(Languages::codes(),
            QStringList(
                {QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("it")}));
    }

    void selection()
    {
        const QString a = QStringLiteral("0b7c1f64-5a2e-4d1b-9a61-3f1e0c2d4b5a");
        const QString odd = QStringLiteral("not-a-uuid");
        DocumentSelection selection(
            {{a, QStringLiteral("RE-1"), QStringLiteral("s1"), {}, QStringLiteral("CHF"), 100, {}},
                {odd, QStringLiteral("RE-2"), QStringLiteral("s1"), {}, QStringLiteral("EUR"), 200, 50}});
        QCOMPARE(selection.size(), 2);
        QCOMPARE(selection.uuid(0), a);
        QCOMPARE(selection.uuid(1), odd);
        QCOMPARE(selection.number(1), QStringLiteral("RE-2"));
        QCOMPARE(selection.states(), QStringList {QStringLiteral("s1")});
        QCOMPARE(selection.currency(1), QStringLiteral("EUR"));
        QCOMPARE(selection.indexOf(odd), 1);
        QCOMPARE(selection.indexOf(QStringLiteral("missing")), -1);
        const DocumentSelection rest = selection.without({a});
        QCOMPARE(rest.size(), 1);
        QCOMPARE(rest.uuid(0), odd);
        QCOMPARE(rest.totalMinor(0), 200);
    }
};

QTEST_GUILESS_MAIN(TestDomain)
#include "tst_domain.moc"
