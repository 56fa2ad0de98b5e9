#include "domain/DocumentRules.h"

#include <QRegularExpression>

namespace DocumentRules {

using K = DocumentKind;

bool isEditable(DocumentKind kind)
{
    return kind != K::Receipt;
}

bool hasTotal(DocumentKind kind)
{
    return kind != K::DeliveryNote;
}

bool isPriced(DocumentKind kind)
{
    return hasTotal(kind) && isEditable(kind);
}

bool hasOpenAmount(DocumentKind kind)
{
    return kind == K::Invoice || kind == K::CreditNote;
}

bool hasDueDate(DocumentKind kind)
{
    return kind == K::ContractNote || kind == K::Invoice || kind == K::CreditNote || kind == K::Template
        || kind == K::Receipt;
}

bool hasDeliveryDate(DocumentKind kind)
{
    return kind == K::DeliveryNote || kind == K::Invoice || kind == K::Template;
}

bool hasValidUntil(DocumentKind kind)
{
    return kind == K::Quote;
}

bool hasIsTemplate(DocumentKind kind)
{
    return kind == K::Quote || kind == K::ContractNote || kind == K::DeliveryNote || kind == K::Invoice
        || kind == K::CreditNote;
}

bool hasPaymentInstructions(DocumentKind kind)
{
    return kind == K::Quote || kind == K::ContractNote || kind == K::Invoice || kind == K::RecurringInvoice
        || kind == K::Template;
}

bool isRecurring(DocumentKind kind)
{
    return kind == K::RecurringInvoice;
}

bool hasSentStatus(DocumentKind kind)
{
    return kind != K::RecurringInvoice && kind != K::Template;
}

QDate defaultValidUntil(const QDate &date)
{
    return date.isValid() ? date.addDays(validForDays) : QDate();
}

QDate dueDateFromTerms(
    const QDate &date, std::optional<qint64> receiverTerms, std::optional<qint64> accountTerms)
{
    const auto usable = [](std::optional<qint64> days) {
        return days && *days >= 0 && *days <= 365;
    };
    if (!date.isValid())
        return {};
    if (usable(receiverTerms))
        return date.addDays(*receiverTerms);
    if (usable(accountTerms))
        return date.addDays(*accountTerms);
    return {};
}

namespace {

const QRegularExpression &periodPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("(\\d{1,3})\\s*(tagen|tage|tag|days|day|jours|jour|giorni|giorno)\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return pattern;
}

} // namespace

std::optional<int> daysNamedInTerms(const QString &terms)
{
    std::optional<int> longest;
    for (auto it = periodPattern().globalMatch(terms); it.hasNext();) {
        const int days = it.next().captured(1).toInt();
        longest = qMax(longest.value_or(days), days);
    }
    return longest;
}

QString termsWithDays(const QString &terms, int days)
{
    if (days < 0)
        return terms;
    auto it = periodPattern().globalMatch(terms);
    if (!it.hasNext())
        return terms;
    const QRegularExpressionMatch only = it.next();
    if (it.hasNext())
        return terms;
    QString changed = terms;
    changed.replace(only.capturedStart(1), only.capturedLength(1), QString::number(days));
    return changed;
}

bool isOverdue(const DocumentSummary &row, const QDate &today)
{
    return row.dueDate.isValid() && row.dueDate < today && row.openMinor.value_or(0) > 0;
}

QString stateKey(const DocumentSummary &row, const QDate &today)
{
    const qint64 open = row.openMinor.value_or(0);
    QString key = DocumentKinds::pathSegment(row.kind);
    key += QLatin1Char('|');
    key += row.archived ? QLatin1Char('a') : QLatin1Char('-');
    key += row.cancelled ? QLatin1Char('c') : QLatin1Char('-');
    key += open > 0 ? QLatin1Char('o') : QLatin1Char('-');
    key += isOverdue(row, today) ? QLatin1Char('d') : QLatin1Char('-');
    key += QLatin1Char('|') + row.sentStatus + QLatin1Char('|') + row.dunningLevel;
    return key;
}

} // namespace DocumentRules
