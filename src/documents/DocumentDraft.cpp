#include "documents/DocumentDraft.h"

#include "api/JsonReader.h"
#include "domain/DocumentRules.h"
#include "domain/Money.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace JsonReader;
using namespace DocumentRules;

namespace {

QString iso(const QDate &date)
{
    return date.toString(Qt::ISODate);
}

// A date as the body has it; null clears it on update (fields not sent would stay as they were).
QJsonValue dateValue(const QDate &date)
{
    return date.isValid() ? QJsonValue(iso(date)) : QJsonValue(QJsonValue::Null);
}

double major(qint64 minor)
{
    return double(minor) / 100.0;
}

// A problem and the name of the field it is about.
struct Named
{
    QString field;
    QString problem;
};

Named text(const QString &field, const QString &problem)
{
    return {field, problem};
}

} // namespace

QStringList DocumentDraft::dateFields(DocumentKind kind)
{
    QStringList fields {DocumentKinds::dateField(kind)};
    if (hasValidUntil(kind))
        fields << QStringLiteral("validUntilDate");
    if (hasDueDate(kind))
        fields << QStringLiteral("dueDate");
    if (hasDeliveryDate(kind))
        fields << QStringLiteral("deliveryDate");
    if (isRecurring(kind))
        fields << QStringLiteral("endDate");
    return fields;
}

QStringList DocumentDraft::frequencies()
{
    return {QStringLiteral("weekly"), QStringLiteral("monthly"), QStringLiteral("six_months"),
        QStringLiteral("annually")};
}

DocumentDraft DocumentDraft::fromDetail(DocumentKind kind, const QJsonObject &d)
{
    DocumentDraft draft;
    draft.kind = kind;
    draft.uuid = string(d, QLatin1String("uuid"));
    draft.number = string(d, DocumentKinds::numberField(kind));
    draft.updatedAt = dateTime(d, QLatin1String("updatedAt"));
    draft.isTemplate = boolean(d, QLatin1String("isTemplate"));

    const QJsonObject r = d.value(QLatin1String("receiver")).toObject();
    draft.receiver.companyUuid = string(r, QLatin1String("companyUuid"));
    draft.receiver.personUuid = string(r, QLatin1String("personUuid"));
    draft.receiver.contactPersonUuid = string(r, QLatin1String("contactPersonUuid"));
    draft.receiver.addressUuid = string(r, QLatin1String("addressUuid"));
    draft.receiver.name = string(r, QLatin1String("name"));
    if (draft.receiver.name.isEmpty())
        draft.receiver.name =
            string(r.value(QLatin1String("receiverInformation")).toObject(), QLatin1String("name"));
    for (const QJsonValue &v : r.value(QLatin1String("additionalReceivers")).toArray()) {
        const QString person = string(v.toObject(), QLatin1String("personUuid"));
        if (!person.isEmpty())
            draft.receiver.additionalPersonUuids << person;
    }

    const QString currency = string(d, QLatin1String("currencyCode"));
    if (!currency.isEmpty())
        draft.currency = currency;
    draft.title = string(d, QLatin1String("title"));
    draft.reference = string(d, QLatin1String("reference"));
    draft.terms = string(d, QLatin1String("terms"));
    draft.publicNotes = string(d, QLatin1String("publicNotes"));
    draft.footerText = string(d, QLatin1String("footerText"));
    for (int i = 0; i < 4; ++i)
        draft.customFields[i] =
            string(d, QLatin1String(QByteArray("customField") + QByteArray::number(i + 1)));

    draft.date = JsonReader::date(d, DocumentKinds::dateField(kind));
    draft.dueDate = JsonReader::date(d, QLatin1String("dueDate"));
    // The spec's answers say deliverDate, bodies and the live service deliveryDate.
    draft.deliveryDate = JsonReader::date(d, QLatin1String("deliveryDate"));
    if (!draft.deliveryDate.isValid())
        draft.deliveryDate = JsonReader::date(d, QLatin1String("deliverDate"));
    draft.validUntilDate = JsonReader::date(d, QLatin1String("validUntilDate"));
    draft.endDate = JsonReader::date(d, QLatin1String("endDate"));

    const QString frequency = string(d, QLatin1String("frequency"));
    if (!frequency.isEmpty())
        draft.frequency = frequency;
    draft.isRecurringActive = boolean(d, QLatin1String("isRecurringActive"), isRecurring(kind));
    draft.isLastOfMonth = boolean(d, QLatin1String("isLastOfMonth"));

    // "paymentInstrucations" is the spec's spelling of the answer; accept the body's too.
    QJsonObject payment = d.value(QLatin1String("paymentInstrucations")).toObject();
    if (payment.isEmpty())
        payment = d.value(QLatin1String("paymentInstructions")).toObject();
    draft.iban = string(payment, QLatin1String("iban"));
    draft.paymentReference = string(payment, QLatin1String("reference"));

    draft.pricesIncludeVat = boolean(d, QLatin1String("pricesIncludeVat"));
    const QJsonObject discount = d.value(QLatin1String("documentDiscount")).toObject();
    if (const auto percent = scaled(discount, QLatin1String("percentage")); percent && *percent != 0)
        draft.documentDiscount = {DocumentDiscount::Mode::Percent, *percent};
    else if (const auto amount = scaled(discount, QLatin1String("amount")); amount && *amount != 0)
        draft.documentDiscount = {DocumentDiscount::Mode::Amount, *amount};
    for (const QJsonValue &v : d.value(QLatin1String("cashDiscounts")).toArray()) {
        const QJsonObject c = v.toObject();
        draft.cashDiscounts << CashDiscount {int(integer(c, QLatin1String("days")).value_or(0)),
            scaled(c, QLatin1String("percentage")).value_or(0)};
    }
    for (const QJsonValue &v : d.value(QLatin1String("positions")).toArray()) {
        if (v.isObject())
            draft.positions << Position::fromJson(v.toObject());
    }
    return draft;
}

QJsonObject DocumentDraft::toBodyElement() const
{
    QJsonObject o;
    if (hasIsTemplate(kind))
        o.insert(QStringLiteral("isTemplate"), isTemplate);

    QJsonObject r;
    if (!receiver.addressUuid.isEmpty())
        r.insert(QStringLiteral("addressUuid"), receiver.addressUuid);
    if (!receiver.companyUuid.isEmpty()) {
        r.insert(QStringLiteral("companyUuid"), receiver.companyUuid);
        if (!receiver.contactPersonUuid.isEmpty())
            r.insert(QStringLiteral("contactPersonUuid"), receiver.contactPersonUuid);
    } else if (!receiver.personUuid.isEmpty()) {
        r.insert(QStringLiteral("personUuid"), receiver.personUuid);
    }
    QJsonArray additional;
    for (const QString &person : receiver.additionalPersonUuids)
        additional.append(QJsonObject {{QStringLiteral("personUuid"), person}});
    r.insert(QStringLiteral("additionalReceivers"), additional);
    o.insert(QStringLiteral("receiver"), r);

    o.insert(QStringLiteral("currencyCode"), currency);
    o.insert(QStringLiteral("title"), title);
    o.insert(QStringLiteral("reference"), reference);
    o.insert(QStringLiteral("terms"), terms);
    o.insert(QStringLiteral("publicNotes"), publicNotes);
    o.insert(QStringLiteral("footerText"), footerText);
    for (int i = 0; i < 4; ++i)
        o.insert(QStringLiteral("customField%1").arg(i + 1), customFields.value(i));

    o.insert(DocumentKinds::dateField(kind), dateValue(date));
    if (hasValidUntil(kind))
        o.insert(QStringLiteral("validUntilDate"), dateValue(validUntilDate));
    if (hasDueDate(kind))
        o.insert(QStringLiteral("dueDate"), dateValue(dueDate));
    if (hasDeliveryDate(kind))
        o.insert(QStringLiteral("deliveryDate"), dateValue(deliveryDate));
    if (isRecurring(kind)) {
        o.insert(QStringLiteral("endDate"), dateValue(endDate));
        o.insert(QStringLiteral("frequency"), frequency);
        o.insert(QStringLiteral("isRecurringActive"), isRecurringActive);
        o.insert(QStringLiteral("isLastOfMonth"), isLastOfMonth);
    }
    if (hasPaymentInstructions(kind))
        o.insert(QStringLiteral("paymentInstructions"),
            QJsonObject {{QStringLiteral("iban"), iban}, {QStringLiteral("reference"), paymentReference}});

    const bool priced = isPriced(kind);
    if (priced) {
        o.insert(QStringLiteral("pricesIncludeVat"), pricesIncludeVat);
        o.insert(QStringLiteral("documentTotal"), major(totals().totalMinor));
        // An explicit zero amount, so an update clears a discount the document had.
        QJsonObject discount {{QStringLiteral("amount"), 0}};
        if (documentDiscount.mode == DocumentDiscount::Mode::Amount)
            discount = {{QStringLiteral("amount"), major(documentDiscount.value)}};
        else if (documentDiscount.mode == DocumentDiscount::Mode::Percent)
            discount = {{QStringLiteral("percentage"), double(documentDiscount.value) / 100.0}};
        o.insert(QStringLiteral("documentDiscount"), discount);
        QJsonArray cash;
        for (const CashDiscount &c : cashDiscounts)
            cash.append(QJsonObject {{QStringLiteral("days"), c.days},
                {QStringLiteral("percentage"), double(c.basisPoints) / 100.0}});
        o.insert(QStringLiteral("cashDiscounts"), cash);
    }
    QJsonArray list;
    int number = 0;
    for (const Position &p : positions)
        list.append(p.toJson(++number, priced, pricesIncludeVat));
    o.insert(QStringLiteral("positions"), list);
    return o;
}

DocumentTotals DocumentDraft::totals() const
{
    if (!isPriced(kind))
        return TotalsCalculator::document({}, false, {}, currency);
    return TotalsCalculator::document(positions, pricesIncludeVat, documentDiscount, currency);
}

QList<DocumentProblem> DocumentDraft::validate() const
{
    QList<DocumentProblem> problems;
    const auto add = [&problems](const QString &field, const Named &named) {
        problems.append({field, tr("%1: %2").arg(named.field, named.problem), named.problem});
    };
    if (receiver.isEmpty())
        add(QStringLiteral("receiver"), text(tr("Receiver"), tr("choose a company or person.")));
    static const QRegularExpression currencyPattern(QStringLiteral("^[A-Z]{3}$"));
    if (!currencyPattern.match(currency).hasMatch())
        add(QStringLiteral("currencyCode"),
            text(tr("Currency"), tr("three capital letters are needed, e.g. CHF.")));
    if (title.size() > 255)
        add(QStringLiteral("title"), text(tr("Title"), tr("at most 255 characters.")));
    if (reference.size() > 255)
        add(QStringLiteral("reference"), text(tr("Reference"), tr("at most 255 characters.")));
    const QString dateName = DocumentKinds::dateField(kind);
    if (!date.isValid())
        add(dateName, text(tr("Date"), tr("a date is needed.")));
    // Without a due date an invoice never becomes overdue and is never reminded.
    if (kind == DocumentKind::Invoice && !isTemplate && !dueDate.isValid())
        add(QStringLiteral("dueDate"),
            text(tr("Due date"),
                tr("enter when the invoice is due; neither the receiver nor the account has "
                   "payment terms to compute it from.")));
    if (hasDueDate(kind) && dueDate.isValid() && date.isValid() && dueDate < date)
        add(QStringLiteral("dueDate"), text(tr("Due date"), tr("must not be before the document date.")));
    if (hasValidUntil(kind) && validUntilDate.isValid() && date.isValid() && validUntilDate < date)
        add(QStringLiteral("validUntilDate"),
            text(tr("Valid until"), tr("must not be before the quote date.")));
    if (isRecurring(kind)) {
        if (endDate.isValid() && date.isValid() && endDate < date)
            add(QStringLiteral("endDate"), text(tr("End date"), tr("must not be before the start date.")));
        if (!frequencies().contains(frequency))
            add(QStringLiteral("frequency"),
                text(tr("Frequency"), tr("must be weekly, monthly, every six months or annually.")));
    }
    if (isPriced(kind)) {
        if (documentDiscount.mode == DocumentDiscount::Mode::Percent
            && (documentDiscount.value < 0 || documentDiscount.value > 10000))
            add(QStringLiteral("documentDiscount.percentage"),
                text(tr("Document discount"), tr("must be a percentage from 0 to 100.")));
        if (documentDiscount.mode == DocumentDiscount::Mode::Amount
            && (documentDiscount.value < 0 || documentDiscount.value > maxPriceMinor))
            add(QStringLiteral("documentDiscount.amount"),
                text(tr("Document discount"), tr("must be an amount of at least 0.")));
        for (int i = 0; i < cashDiscounts.size(); ++i) {
            const CashDiscount &c = cashDiscounts.at(i);
            if (c.days < 0 || c.days > 365)
                add(QStringLiteral("cashDiscounts.%1.days").arg(i),
                    text(tr("Cash discount %1").arg(i + 1), tr("days must be from 0 to 365.")));
            if (c.basisPoints < 0 || c.basisPoints > 10000)
                add(QStringLiteral("cashDiscounts.%1.percentage").arg(i),
                    text(tr("Cash discount %1").arg(i + 1), tr("must be a percentage from 0 to 100.")));
        }
    }
    const auto checkProduct = [&](const Position &p, const QString &at, const QString &row) {
        if (p.quantityMilli < 0 || p.quantityMilli > maxQuantityMilli)
            add(at + QStringLiteral(".quantity"),
                text(tr("Quantity in row %1").arg(row), tr("must be from 0 to 1,000,000.")));
        if (p.description.size() > 2000)
            add(at + QStringLiteral(".productDescription"),
                text(tr("Description in row %1").arg(row), tr("at most 2000 characters.")));
        if (!isPriced(kind))
            return;
        if (p.priceMinor < -maxPriceMinor || p.priceMinor > maxPriceMinor)
            add(at + QStringLiteral(".singlePrice"),
                text(tr("Price in row %1").arg(row), tr("must be at most 10,000,000 in either direction.")));
        if (p.vatBasisPoints < 0 || p.vatBasisPoints > 10000)
            add(at + QStringLiteral(".vat.percentage"),
                text(tr("VAT in row %1").arg(row), tr("must be a percentage from 0 to 100.")));
        if (p.discountBasisPoints < 0 || p.discountBasisPoints > 10000)
            add(at + QStringLiteral(".discount.percentage"),
                text(tr("Discount in row %1").arg(row), tr("must be a percentage from 0 to 100.")));
    };
    for (int i = 0; i < positions.size(); ++i) {
        const Position &p = positions.at(i);
        const QString at = QStringLiteral("positions.%1").arg(i);
        if (p.kind == Position::Kind::Product) {
            checkProduct(p, at, QString::number(i + 1));
        } else if (p.kind == Position::Kind::Group) {
            for (int j = 0; j < p.items.size(); ++j) {
                if (p.items.at(j).kind != Position::Kind::Product)
                    add(at + QStringLiteral(".items.%1.kind").arg(j),
                        text(tr("Row %1.%2").arg(i + 1).arg(j + 1), tr("a group holds only products.")));
                else
                    checkProduct(p.items.at(j), at + QStringLiteral(".items.%1").arg(j),
                        QStringLiteral("%1.%2").arg(i + 1).arg(j + 1));
            }
        }
    }
    if (isPriced(kind)) {
        // A discount larger than the document would make a negative total, which the service
        // would accept but no bookkeeper means.
        const DocumentTotals t = totals();
        if (documentDiscount.mode == DocumentDiscount::Mode::Amount
            && t.documentDiscountMinor > t.subtotalMinor && t.subtotalMinor >= 0)
            add(QStringLiteral("documentDiscount.amount"),
                text(tr("Document discount"),
                    tr("must not be more than the total of %1.")
                        .arg(Money::toDecimalString(t.subtotalMinor))));
    }
    return problems;
}
