// What the document editor offers to pick, read from reference records shaped as the service sends them
// (spec 2.6 bank account, 2.7 product, 2.9 unit); the expected values are written out by hand below.
#include "documents/EditorPicks.h"
#include "records/ReferenceData.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

ReferenceSnapshot reference()
{
    ReferenceSnapshot r;
    r.products = {
        json(R"({"productKey": "CONS-1", "cost": 12.5, "taxRate": 8.1,
                 "productUnit": {"isocode": "HUR", "translations": {"de": {"unit": "Std."}, "fr": {"unit": "h"}}},
                 "translations": {"de": {"productName": "Beratung"}, "fr": {"productName": "Conseil"}}})"),
        json(R"({"productKey": "OLD-1", "cost": 3, "archivedAt": "2025-01-31",
                 "translations": {"de": {"productName": "Alt"}}})"),
        json(R"({"productKey": "Cable-2", "cost": "0.05", "taxRate": null,
                 "translations": {"it": {"productName": "Cavo"}}})"),
    };
    r.units = {
        json(R"({"isocode": "C62", "translations": {"de": {"unit": "Stück"}, "en": {"unit": "piece"}}})"),
        json(R"({"isocode": "KGM", "translations": {"it": {"unit": "kg"}}})")};
    r.bankAccounts = {
        json(R"({"name": "Main", "iban": "CH9300762011623852957", "currencyCode": "CHF", "isActive": true})"),
        json(
            R"({"name": "Closed", "iban": "CH5604835012345678009", "currencyCode": "CHF", "isActive": false})"),
        // isActive is true by default (spec 2.6)
        json(R"({"name": "Euro", "iban": "DE89370400440532013000", "currencyCode": "EUR"})"),
    };
    return r;
}

} // namespace

class TestEditorPicks : public QObject
{
    Q_OBJECT

private slots:
    void productsLeaveArchivedOutAndFallBackToAnotherLanguage()
    {
        const QList<EditorPicks::ProductPick> picks = EditorPicks::products(reference(), u"fr"_s);
        QCOMPARE(picks.size(), 2); // OLD-1 is archived
        QCOMPARE(picks.at(0).index, 0);
        QCOMPARE(picks.at(0).key, u"CONS-1"_s);
        QCOMPARE(picks.at(0).name, u"Conseil"_s);
        QCOMPARE(picks.at(1).index, 2); // the index into the reference's products, not into the picks
        QCOMPARE(picks.at(1).name, u"Cavo"_s); // no French name: the one it has
    }

    void productByKeyIgnoresCase()
    {
        QCOMPARE(EditorPicks::productByKey(reference(), u"cable-2"_s), 2);
        QCOMPARE(EditorPicks::productByKey(reference(), u"CONS-1"_s), 0);
        QCOMPARE(EditorPicks::productByKey(reference(), u"CONS"_s), -1);
    }

    void onlyActiveBankAccounts()
    {
        const QList<EditorPicks::BankAccountPick> accounts = EditorPicks::activeBankAccounts(reference());
        QCOMPARE(accounts.size(), 2);
        QCOMPARE(accounts.at(0).iban, u"CH9300762011623852957"_s);
        QCOMPARE(accounts.at(0).name, u"Main"_s);
        QCOMPARE(accounts.at(1).currency, u"EUR"_s);
    }

    void unitNamesInTheLanguageElseAnother()
    {
        const QHash<QString, QString> names = EditorPicks::unitNames(reference(), u"de"_s);
        QCOMPARE(names.value(u"HUR"_s), u"Std."_s);
        QCOMPARE(names.value(u"C62"_s), u"Stück"_s);
        QCOMPARE(names.value(u"KGM"_s), u"kg"_s);
        QCOMPARE(names.size(), 3);
        QCOMPARE(EditorPicks::unitNames(reference(), u"en"_s).value(u"C62"_s), u"piece"_s);
    }

    void aProductBecomesALine()
    {
        const Position p = EditorPicks::positionOf(reference().products.at(0), u"de"_s);
        QVERIFY(p.kind == Position::Kind::Product);
        QCOMPARE(p.productNumber, u"CONS-1"_s);
        QCOMPARE(p.description, u"Beratung"_s);
        QCOMPARE(p.unitCode, u"HUR"_s);
        QCOMPARE(p.priceMinor, qint64(1250)); // 12.50 in minor units
        QCOMPARE(p.vatBasisPoints, qint64(810)); // 8.1 %
        QCOMPARE(p.quantityMilli, qint64(1000)); // one

        const Position cable = EditorPicks::positionOf(reference().products.at(2), u"de"_s);
        QCOMPARE(cable.priceMinor, qint64(5)); // "0.05" as text
        QCOMPARE(cable.vatBasisPoints, qint64(0)); // no rate
        QCOMPARE(cable.unitCode, QString());
    }

    void documentLanguage()
    {
        QCOMPARE(EditorPicks::documentLanguage(json(R"({"language": "fr"})"), u"de_CH"_s), u"fr"_s);
        // A language the documents are not written in: the user's, else German.
        QCOMPARE(EditorPicks::documentLanguage(json(R"({"language": "es"})"), u"it_CH"_s), u"it"_s);
        QCOMPARE(EditorPicks::documentLanguage(std::nullopt, u"es_ES"_s), u"de"_s);
        QCOMPARE(EditorPicks::documentLanguage(std::nullopt, u"en_GB"_s), u"en"_s);
    }
};

QTEST_GUILESS_MAIN(TestEditorPicks)
#include "tst_editorpicks.moc"
