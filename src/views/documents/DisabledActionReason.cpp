#include "views/documents/DisabledActionReason.h"

#include "domain/DunningLevel.h"

#include "views/documents/DocumentActionStyle.h"
#include "views/documents/DocumentKindText.h"

#include <algorithm>

using Trait = DisabledActionReason::Trait;

QList<Trait> DisabledActionReason::traitsOf(const QString &state)
{
    const QStringList parts = state.split(QLatin1Char('|'));
    QList<Trait> traits;
    if (parts.size() < 4 || parts.at(1).size() != 4)
        return traits; // a document without a state key ("document:<uuid>")
    const QString &flags = parts.at(1); // archived, cancelled, open, overdue
    if (flags.at(1) == QLatin1Char('c'))
        traits << Trait::Cancelled;
    if (flags.at(0) == QLatin1Char('a'))
        traits << Trait::Archived;
    if (parts.at(2) == QLatin1String("SENT") || state.contains(QLatin1String("|after:markSent"))
        || state.contains(QLatin1String("|after:email")))
        traits << Trait::Sent;
    if (flags.at(2) != QLatin1Char('o'))
        traits << Trait::NothingOpen;
    if (flags.at(3) != QLatin1Char('d'))
        traits << Trait::NotOverdue;
    if (DunningLevels::fromWireName(parts.at(3)) == DunningLevel::FinalDunning)
        traits << Trait::FinalDunning;
    return traits;
}

Trait DisabledActionReason::reason(
    const QString &name, const QHash<QString, int> &refusing, const QStringList &offering)
{
    QList<Trait> order {Trait::Cancelled, Trait::Archived, Trait::Sent, Trait::NothingOpen, Trait::NotOverdue,
        Trait::FinalDunning};
    const auto first = [&order](Trait t) {
        order.removeAll(t);
        order.prepend(t);
    };
    if (name == QLatin1String("paymentAdd")) {
        first(Trait::NothingOpen);
    } else if (name.startsWith(QLatin1String("dunning"))) {
        first(Trait::FinalDunning);
        first(Trait::NotOverdue);
        first(Trait::NothingOpen);
    }
    const auto allRefusingHave = [&refusing](Trait t) {
        for (auto it = refusing.cbegin(); it != refusing.cend(); ++it) {
            if (!traitsOf(it.key()).contains(t))
                return false;
        }
        return !refusing.isEmpty();
    };
    const auto noOfferingHas = [&offering](Trait t) {
        return std::none_of(offering.cbegin(), offering.cend(),
            [t](const QString &state) { return traitsOf(state).contains(t); });
    };
    for (Trait t : std::as_const(order)) {
        if (allRefusingHave(t) && noOfferingHas(t))
            return t;
    }
    for (Trait t : std::as_const(order)) {
        if (allRefusingHave(t))
            return t;
    }
    return Trait::Other;
}

QString DisabledActionReason::text(
    Trait trait, DocumentKind kind, int refused, int selected, const QString &number)
{
    if (selected == 1) {
        const QString document = tr("%1 %2").arg(DocumentKindText::singular(kind), number);
        switch (trait) {
        case Trait::Cancelled:
            return tr("%1 is cancelled.").arg(document);
        case Trait::Archived:
            return tr("%1 is archived.").arg(document);
        case Trait::Sent:
            return tr("%1 is already sent.").arg(document);
        case Trait::NothingOpen:
            return tr("%1 has no open amount.").arg(document);
        case Trait::NotOverdue:
            return tr("%1 is not overdue.").arg(document);
        case Trait::FinalDunning:
            return tr("%1 has had its final reminder.").arg(document);
        case Trait::Other:
            break;
        }
        return tr("The service does not offer this for %1 in its present state.").arg(document);
    }
    const QString all = DocumentActionStyle::documentsOf(kind, selected); // two or more
    switch (trait) {
    case Trait::Cancelled:
        return tr("Cancelled: %n of the selected %1.", nullptr, refused).arg(all);
    case Trait::Archived:
        return tr("Archived: %n of the selected %1.", nullptr, refused).arg(all);
    case Trait::Sent:
        return tr("Already sent: %n of the selected %1.", nullptr, refused).arg(all);
    case Trait::NothingOpen:
        return tr("Nothing open: %n of the selected %1.", nullptr, refused).arg(all);
    case Trait::NotOverdue:
        return tr("Not overdue: %n of the selected %1.", nullptr, refused).arg(all);
    case Trait::FinalDunning:
        return tr("Final reminder already sent: %n of the selected %1.", nullptr, refused).arg(all);
    case Trait::Other:
        break;
    }
    return tr("Not offered by the service in their present state: %n of the selected %1.", nullptr, refused)
        .arg(all);
}

QString DisabledActionReason::forAction(const QString &name, DocumentKind kind,
    const QHash<QString, int> &perState, const QHash<QString, QList<DocumentOfferedAction>> &offers,
    const QString &number)
{
    int selected = 0;
    for (const int count : perState)
        selected += count;
    if (name == QLatin1String("paymentAdd") && selected > 1)
        return onePaymentAtATime();
    QHash<QString, int> refusing;
    QStringList offering;
    int refused = 0;
    for (auto it = perState.cbegin(); it != perState.cend(); ++it) {
        const QList<DocumentOfferedAction> offered = offers.value(it.key());
        if (std::any_of(offered.begin(), offered.end(), [&name](const auto &a) { return a.name == name; })) {
            offering << it.key();
        } else {
            refusing.insert(it.key(), it.value());
            refused += it.value();
        }
    }
    return text(reason(name, refusing, offering), kind, refused, selected, number);
}

QString DisabledActionReason::onePaymentAtATime()
{
    return tr("Payments are recorded one invoice at a time: select only one.");
}

QString DisabledActionReason::whileRunning()
{
    return tr("Another action is running on the selected documents.");
}

QString DisabledActionReason::whileLoading()
{
    return tr("Asking the service what the selected documents offer…");
}
