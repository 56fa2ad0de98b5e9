// Exact totals as the service computes them (line discounts, VAT inside and on top, mixed rates,
// CHF rounding to 0.05), the create/update body of every editable kind, and validation.
#include "api/JsonReader.h"
#include "documents/DocumentDraft.h"
#include "documents/TotalsCalculator.h"
#include "domain/DocumentRules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Position product(qint64 quantityMilli, qint64 priceMinor, qint64 vatBp, qint64 discountBp = 0)
{
    Position p;
    p.description = QStringLiteral("Item");
    p.quantityMilli = quantityMilli;
    p.priceMinor = priceMinor;
    p.vatBasisPoints = vatBp;
    p.discountBasisPoints = discountBp;
    return p;
}

Position row(Position::Kind kind, const QString &title = {})
{
    Position p;
    p.kind = kind;
    p.title = title;
    return p;
}

DocumentDraft filledDraft(DocumentKind kind)
{
    DocumentDraft d;
    d.kind = kind;
    d.receiver.companyUuid = QStringLiteral("c-1");
    d.receiver.contactPersonUuid = QStringLiteral("cp-1");
    d.receiver.addressUuid = QStringLiteral("a-1");
    d.receiver.additionalPersonUuids = {QStringLiteral("p-2")};
    d.title = QStringLiteral("Title");
    d.reference = QStringLiteral("PO-1");
    d.terms = QStringLiteral("30 days");
    d.publicNotes = QStringLiteral("Notes");
    d.footerText = QStringLiteral("Thanks");
    d.customFields = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
    d.date = QDate(2026, 3, 1);
    d.dueDate = QDate(2026, 3, 31);
    d.deliveryDate = QDate(2026, 2, 27);
    d.validUntilDate = QDate(2026, 4, 1);
    d.endDate = QDate(2027, 3, 1);
    d.frequency = QStringLiteral("annually");
    d.isRecurringActive = false;
    d.isLastOfMonth = true;
    d.iban = QStringLiteral("CH9300762011623852957");
    d.paymentReference = QStringLiteral("REF");
    d.pricesIncludeVat = true;
    d.documentDiscount = {DocumentDiscount::Mode::Percent, 250};
    d.cashDiscounts = {{10, 200}};
    d.positions = {row(Position::Kind::Subtitle, QStringLiteral("Work")), product(2500, 1990, 810, 1000),
        row(Position::Kind::SectionTotal)};
    Position group = row(Position::Kind::Group, QStringLiteral("Hardware"));
    group.items = {product(1000, 5000, 260)};
    d.positions << group << row(Position::Kind::Divider);
    Position note = row(Position::Kind::Text);
    note.description = QStringLiteral("Delivered in parts");
    d.positions << note;
    return d;
}

} // namespace

class TestDocumentDraft : public QObject
{
    Q_OBJECT

private slots:
    void lineDiscountAndVatOnTop()
    {
        // 2.5 x 19.90 = 49.75; 10 % off = 4.975 -> 4.98; line 44.77; VAT 8.1 % = 3.62637 -> 3.63.
        const PositionTotals t = TotalsCalculator::position(product(2500, 1990, 810, 1000), false);
        QCOMPARE(t.grossMinor, 4975);
        QCOMPARE(t.discountMinor, 498);
        QCOMPARE(t.lineMinor, 4477);
        QCOMPARE(t.vatMinor, 363);
        const DocumentTotals d =
            TotalsCalculator::document({product(2500, 1990, 810, 1000)}, false, {}, QStringLiteral("CHF"));
        QCOMPARE(d.lineDiscountsMinor, 498);
        QCOMPARE(d.netMinor, 4477);
        QCOMPARE(d.subtotalMinor, 4840);
        QCOMPARE(d.totalMinor, 4840);
        QCOMPARE(d.roundingMinor, 0);
    }

    void vatInsidePrices()
    {
        // 108.10 including 8.1 %: VAT = 108.10 x 8.1 / 108.1 = 8.10, net 100.00, total unchanged.
        const DocumentTotals d =
            TotalsCalculator::document({product(1000, 10810, 810)}, true, {}, QStringLiteral("CHF"));
        QCOMPARE(d.vatMinor, 810);
        QCOMPARE(d.netMinor, 10000);
        QCOMPARE(d.totalMinor, 10810);
        // 19.95 incl. 2.6 %: 1995 x 260 / 10260 = 50.555 -> 0.51.
        QCOMPARE(TotalsCalculator::position(product(1000, 1995, 260), true).vatMinor, 51);
        // The same price excluding VAT gets VAT on top: 1995 x 0.026 = 51.87 -> 0.52.
        QCOMPARE(TotalsCalculator::position(product(1000, 1995, 260), false).vatMinor, 52);
    }

    void mixedRates()
    {
        const DocumentTotals d =
            TotalsCalculator::document({product(1000, 10000, 810), product(1000, 5000, 260),
                                           product(1000, 2000, 0), product(2000, 1000, 810)},
                false, {}, QStringLiteral("EUR"));
        QCOMPARE(d.vatByRate.size(), 3);
        QCOMPARE(d.vatByRate.value(810), (VatShare {12000, 972}));
        QCOMPARE(d.vatByRate.value(260), (VatShare {5000, 130}));
        QCOMPARE(d.vatByRate.value(0), (VatShare {2000, 0}));
        QCOMPARE(d.vatMinor, 1102);
        QCOMPARE(d.totalMinor, 19000 + 1102);
    }

    void swissRounding_data()
    {
        QTest::addColumn<qint64>("quantityMilli");
        QTest::addColumn<qint64>("priceMinor");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<qint64>("total");
        QTest::addColumn<qint64>("rounding");
        // x.x25 / x.x75 before cents: half a cent goes away from zero, then CHF to 0.05.
        QTest::newRow("0.025 -> 0.03 -> 0.05")
            << qint64(500) << qint64(5) << u"CHF"_s << qint64(5) << qint64(2);
        QTest::newRow("0.075 -> 0.08 -> 0.10")
            << qint64(1500) << qint64(5) << u"CHF"_s << qint64(10) << qint64(2);
        QTest::newRow("10.125 -> 10.13 -> 10.15")
            << qint64(1500) << qint64(675) << u"CHF"_s << qint64(1015) << qint64(2);
        QTest::newRow("10.125 in EUR stays 10.13")
            << qint64(1500) << qint64(675) << u"EUR"_s << qint64(1013) << qint64(0);
        QTest::newRow("10.12 -> 10.10")
            << qint64(1000) << qint64(1012) << u"CHF"_s << qint64(1010) << qint64(-2);
        QTest::newRow("10.17 -> 10.15")
            << qint64(1000) << qint64(1017) << u"CHF"_s << qint64(1015) << qint64(-2);
        QTest::newRow("10.18 -> 10.20")
            << qint64(1000) << qint64(1018) << u"CHF"_s << qint64(1020) << qint64(2);
        QTest::newRow("10.10 unchanged")
            << qint64(1000) << qint64(1010) << u"CHF"_s << qint64(1010) << qint64(0);
        QTest::newRow("-0.025 -> -0.03 -> -0.05")
            << qint64(500) << qint64(-5) << u"CHF"_s << qint64(-5) << qint64(-2);
        QTest::newRow("-10.12 -> -10.10")
            << qint64(1000) << qint64(-1012) << u"CHF"_s << qint64(-1010) << qint64(2);
    }
    void swissRounding()
    {
        QFETCH(qint64, quantityMilli);
        QFETCH(qint64, priceMinor);
        QFETCH(QString, currency);
        QFETCH(qint64, total);
        QFETCH(qint64, rounding);
        const DocumentTotals d =
            TotalsCalculator::document({product(quantityMilli, priceMinor, 0)}, false, {}, currency);
        QCOMPARE(d.totalMinor, total);
        QCOMPARE(d.roundingMinor, rounding);
        QCOMPARE(d.subtotalMinor + rounding, total);
    }

    void documentDiscountAfterVat()
    {
        // 3 x 100.00 + 8.1 % = 324.30; 10 % off = 32.43 -> 291.87 -> CHF 291.85.
        const QList<Position> lines {product(3000, 10000, 810)};
        DocumentTotals d = TotalsCalculator::document(
            lines, false, {DocumentDiscount::Mode::Percent, 1000}, QStringLiteral("CHF"));
        QCOMPARE(d.subtotalMinor, 32430);
        QCOMPARE(d.documentDiscountMinor, 3243);
        QCOMPARE(d.totalMinor, 29185);
        QCOMPARE(d.roundingMinor, -2);
        d = TotalsCalculator::document(
            lines, false, {DocumentDiscount::Mode::Amount, 5000}, QStringLiteral("CHF"));
        QCOMPARE(d.documentDiscountMinor, 5000);
        QCOMPARE(d.totalMinor, 27430);
    }

    void sectionAndGroupTotals()
    {
        Position group = row(Position::Kind::Group, QStringLiteral("G"));
        group.items = {product(1000, 100, 0), product(2000, 100, 0)};
        const DocumentTotals d = TotalsCalculator::document(
            {product(1000, 500, 0), group, row(Position::Kind::SectionTotal), product(1000, 700, 0),
                row(Position::Kind::Text), row(Position::Kind::SectionTotal)},
            false, {}, QStringLiteral("EUR"));
        QCOMPARE(d.rowTotalsMinor, (QList<qint64> {500, 300, 800, 700, 0, 700}));
        QCOMPARE(d.totalMinor, 1500);
    }

    void bodyPerKind_data()
    {
        QTest::addColumn<DocumentKind>("kind");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        const QStringList priced {
            u"pricesIncludeVat"_s, u"documentTotal"_s, u"documentDiscount"_s, u"cashDiscounts"_s};
        QTest::newRow("quote") << DocumentKind::Quote
                               << (QStringList {u"isTemplate"_s, u"quoteDate"_s, u"validUntilDate"_s,
                                       u"paymentInstructions"_s}
                                      + priced)
                               << QStringList {
                                      u"dueDate"_s, u"deliveryDate"_s, u"invoiceDate"_s, u"frequency"_s};
        QTest::newRow("contract note")
            << DocumentKind::ContractNote
            << (QStringList {u"isTemplate"_s, u"contractNoteDate"_s, u"dueDate"_s, u"paymentInstructions"_s}
                   + priced)
            << QStringList {u"deliveryDate"_s, u"validUntilDate"_s, u"startDate"_s};
        QTest::newRow("delivery note")
            << DocumentKind::DeliveryNote
            << QStringList {u"isTemplate"_s, u"deliveryNoteDate"_s, u"deliveryDate"_s}
            << (QStringList {u"dueDate"_s, u"paymentInstructions"_s} + priced);
        QTest::newRow("invoice") << DocumentKind::Invoice
                                 << (QStringList {u"isTemplate"_s, u"invoiceDate"_s, u"dueDate"_s,
                                         u"deliveryDate"_s, u"paymentInstructions"_s}
                                        + priced)
                                 << QStringList {u"validUntilDate"_s, u"startDate"_s, u"frequency"_s};
        QTest::newRow("credit note") << DocumentKind::CreditNote
                                     << (QStringList {u"isTemplate"_s, u"creditNoteDate"_s, u"dueDate"_s}
                                            + priced)
                                     << QStringList {
                                            u"paymentInstructions"_s, u"deliveryDate"_s, u"invoiceDate"_s};
        QTest::newRow("recurring invoice")
            << DocumentKind::RecurringInvoice
            << (QStringList {u"startDate"_s, u"endDate"_s, u"frequency"_s, u"isRecurringActive"_s,
                    u"isLastOfMonth"_s, u"paymentInstructions"_s}
                   + priced)
            << QStringList {u"isTemplate"_s, u"invoiceDate"_s, u"dueDate"_s};
        QTest::newRow("template") << DocumentKind::Template
                                  << (QStringList {u"invoiceDate"_s, u"dueDate"_s, u"deliveryDate"_s,
                                          u"paymentInstructions"_s}
                                         + priced)
                                  << QStringList {u"isTemplate"_s, u"frequency"_s, u"quoteDate"_s};
    }
    void bodyPerKind()
    {
        QFETCH(DocumentKind, kind);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const DocumentDraft draft = filledDraft(kind);
        const QJsonObject body = draft.toBodyElement();
        const QStringList common {u"receiver"_s, u"currencyCode"_s, u"title"_s, u"reference"_s, u"terms"_s,
            u"publicNotes"_s, u"footerText"_s, u"customField1"_s, u"customField2"_s, u"customField3"_s,
            u"customField4"_s, u"positions"_s};
        for (const QString &field : common + present)
            QVERIFY2(body.contains(field), qPrintable(field));
        for (const QString &field : absent)
            QVERIFY2(!body.contains(field), qPrintable(field));
        QCOMPARE(body.value(u"customField3"_s).toString(), QStringLiteral("c"));

        const QJsonObject receiver = body.value(u"receiver"_s).toObject();
        QCOMPARE(receiver.value(u"companyUuid"_s).toString(), QStringLiteral("c-1"));
        QCOMPARE(receiver.value(u"contactPersonUuid"_s).toString(), QStringLiteral("cp-1"));
        QCOMPARE(receiver.value(u"addressUuid"_s).toString(), QStringLiteral("a-1"));
        QCOMPARE(receiver.value(u"additionalReceivers"_s)
                     .toArray()
                     .first()
                     .toObject()
                     .value(u"personUuid"_s)
                     .toString(),
            QStringLiteral("p-2"));

        const QJsonArray positions = body.value(u"positions"_s).toArray();
        QCOMPARE(positions.size(), 6);
        for (int i = 0; i < positions.size(); ++i)
            QCOMPARE(positions.at(i).toObject().value(u"positionNumber"_s).toInt(), i + 1);
        QCOMPARE(positions.at(0).toObject().value(u"title"_s).toString(), QStringLiteral("Work"));
        QCOMPARE(positions.at(2).toObject().value(u"kind"_s).toString(), QStringLiteral("section_total"));
        const QJsonObject line = positions.at(1).toObject();
        QCOMPARE(line.value(u"quantity"_s).toDouble(), 2.5);
        QCOMPARE(positions.at(3).toObject().value(u"items"_s).toArray().size(), 1);
        QCOMPARE(positions.at(5).toObject().value(u"productDescription"_s).toString(),
            QStringLiteral("Delivered in parts"));
        if (DocumentRules::isPriced(kind)) {
            QCOMPARE(line.value(u"singlePrice"_s).toDouble(), 19.9);
            QCOMPARE(line.value(u"vat"_s).toObject().value(u"percentage"_s).toDouble(), 8.1);
            QCOMPARE(line.value(u"discount"_s).toObject().value(u"percentage"_s).toDouble(), 10.0);
            QCOMPARE(body.value(u"documentDiscount"_s).toObject().value(u"percentage"_s).toDouble(), 2.5);
            QCOMPARE(
                body.value(u"cashDiscounts"_s).toArray().first().toObject().value(u"days"_s).toInt(), 10);
            QCOMPARE(JsonReader::scaled(body.value(u"documentTotal"_s)),
                std::optional<qint64>(draft.totals().totalMinor));
        } else {
            QVERIFY(!line.contains(u"singlePrice"_s));
            QVERIFY(!line.contains(u"vat"_s));
        }

        // Reading the body back gives the same draft: nothing the editor shows is lost on the way.
        DocumentDraft back = DocumentDraft::fromDetail(kind, body);
        DocumentDraft expected = draft;
        if (!DocumentRules::isPriced(kind)) {
            expected.pricesIncludeVat = false;
            expected.documentDiscount = {};
            expected.cashDiscounts.clear();
            // Delivery notes carry no prices: what comes back has none.
            const auto unpriced = [](Position &p) {
                p.priceMinor = p.vatBasisPoints = p.discountBasisPoints = 0;
            };
            for (Position &p : expected.positions) {
                unpriced(p);
                for (Position &item : p.items)
                    unpriced(item);
            }
        }
        const auto clearAbsent = [&](DocumentDraft &d) {
            if (!DocumentRules::hasDueDate(kind))
                d.dueDate = {};
            if (!DocumentRules::hasDeliveryDate(kind))
                d.deliveryDate = {};
            if (!DocumentRules::hasValidUntil(kind))
                d.validUntilDate = {};
            if (!DocumentRules::isRecurring(kind)) {
                d.endDate = {};
                d.frequency = QStringLiteral("monthly");
                d.isRecurringActive = false;
                d.isLastOfMonth = false;
            }
            if (!DocumentRules::hasPaymentInstructions(kind))
                d.iban = d.paymentReference = QString();
            if (!DocumentRules::hasIsTemplate(kind))
                d.isTemplate = false;
        };
        clearAbsent(expected);
        clearAbsent(back);
        QCOMPARE(back.toBodyElement(), expected.toBodyElement());
        QVERIFY(back.positions == expected.positions);
    }

    void readsTheSpecsAnswer()
    {
        // The answer's spellings: paymentInstrucations, discounts{percentage}, deliverDate, a
        // percentage as text, unitCode, and a clearing discount {amount: 0}.
        const QJsonObject detail = QJsonDocument::fromJson(R"({
            "uuid": "u-1", "invoiceNumber": "RE-2026-0007", "currencyCode": "EUR", "title": "T",
            "updatedAt": "2026-03-02T10:00:00Z",
            "receiver": {"personUuid": "p-1", "name": "Anna Muster", "addressUuid": "a-9"},
            "invoiceDate": "2026-03-01", "dueDate": "2026-03-31", "deliverDate": "2026-02-28",
            "paymentInstrucations": {"iban": "CH93", "reference": "R1", "bic": "X"},
            "cashDiscounts": [{"days": 10, "percentage": "2.5"}],
            "documentDiscount": {"amount": "12.35"},
            "positions": [{"positionNumber": 1, "kind": "product", "productNumber": "P-1",
                "productDescription": "Work", "quantity": "1.5", "unitCode": "HUR", "singlePrice": 140,
                "positionTotal": 210, "discounts": {"percentage": 5}, "vat": {"percentage": "8.1", "amount": 16.2}},
                {"positionNumber": 2, "kind": "text", "title": "Note"}]
        })")
                                       .object();
        const DocumentDraft d = DocumentDraft::fromDetail(DocumentKind::Invoice, detail);
        QCOMPARE(d.uuid, QStringLiteral("u-1"));
        QCOMPARE(d.number, QStringLiteral("RE-2026-0007"));
        QCOMPARE(d.updatedAt, QDateTime(QDate(2026, 3, 2), QTime(10, 0), Qt::UTC));
        QCOMPARE(d.receiver.personUuid, QStringLiteral("p-1"));
        QCOMPARE(d.receiver.name, QStringLiteral("Anna Muster"));
        QCOMPARE(d.deliveryDate, QDate(2026, 2, 28));
        QCOMPARE(d.iban, QStringLiteral("CH93"));
        QCOMPARE(d.paymentReference, QStringLiteral("R1"));
        QCOMPARE(d.cashDiscounts, (QList<CashDiscount> {{10, 250}}));
        QCOMPARE(d.documentDiscount, (DocumentDiscount {DocumentDiscount::Mode::Amount, 1235}));
        QCOMPARE(d.positions.size(), 2);
        const Position &p = d.positions.first();
        QCOMPARE(p.quantityMilli, 1500);
        QCOMPARE(p.priceMinor, 14000);
        QCOMPARE(p.discountBasisPoints, 500);
        QCOMPARE(p.vatBasisPoints, 810);
        QCOMPARE(p.unitCode, QStringLiteral("HUR"));
        QCOMPARE(d.positions.at(1).kind, Position::Kind::Text);
        QCOMPARE(d.positions.at(1).description, QStringLiteral("Note"));
        // A person receiver is sent as a person.
        const QJsonObject receiver = d.toBodyElement().value(u"receiver"_s).toObject();
        QCOMPARE(receiver.value(u"personUuid"_s).toString(), QStringLiteral("p-1"));
        QVERIFY(!receiver.contains(u"companyUuid"_s));
    }

    void validationNamesTheField()
    {
        DocumentDraft d;
        d.kind = DocumentKind::Invoice;
        d.currency = QStringLiteral("chf");
        d.positions = {product(-1000, 100, 12000)};
        d.dueDate = QDate(2026, 1, 1);
        d.date = QDate(2026, 2, 1);
        const QList<DocumentProblem> problems = d.validate();
        QStringList fields;
        for (const DocumentProblem &p : problems)
            fields << p.field;
        QVERIFY2(fields.contains(u"receiver"_s), qPrintable(fields.join(u',')));
        QVERIFY(fields.contains(u"currencyCode"_s));
        QVERIFY(fields.contains(u"dueDate"_s));
        QVERIFY(fields.contains(u"positions.0.quantity"_s));
        QVERIFY(fields.contains(u"positions.0.vat.percentage"_s));
        for (const DocumentProblem &p : problems) {
            if (p.field == u"positions.0.vat.percentage"_s)
                QVERIFY2(
                    p.message.contains(u"VAT"_s) && p.message.contains(u"row 1"_s), qPrintable(p.message));
        }
        d.receiver.personUuid = QStringLiteral("p");
        d.currency = QStringLiteral("CHF");
        d.positions = {product(1000, 100, 810)};
        d.dueDate = d.date.addDays(30);
        QVERIFY(d.validate().isEmpty());
        d.documentDiscount = {DocumentDiscount::Mode::Amount, 500};
        QCOMPARE(d.validate().size(), 1);
        QCOMPARE(d.validate().first().field, QStringLiteral("documentDiscount.amount"));
    }
};

QTEST_GUILESS_MAIN(TestDocumentDraft)
#include "tst_documentdraft.moc"
