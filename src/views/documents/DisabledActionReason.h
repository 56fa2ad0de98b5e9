#pragma once

#include "documents/DocumentActionsApi.h"
#include "domain/DocumentKind.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

// Why a document action is greyed out, in words for its tooltip and the status bar ("Already sent: 2 of
// the selected 5 invoices."). The service only says which actions a document's state offers, not
// why the others are missing: the reason is the trait of the state (DocumentRules::stateKey) that the
// documents refusing the action share and the ones offering it lack, looked for in the order that suits
// the action (a payment needs an open amount, a reminder an overdue invoice).
class DisabledActionReason
{
    Q_DECLARE_TR_FUNCTIONS(DisabledActionReason)

public:
    enum class Trait { Cancelled, Archived, Sent, NothingOpen, NotOverdue, FinalDunning, Other };

    // The traits of a state key "invoices|ac-d|SENT|REMINDER" (with "|after:markSent" when a document
    // was acted upon here since the list read it).
    static QList<Trait> traitsOf(const QString &state);
    // The trait that explains why the documents in `refusing` (state -> how many selected documents
    // are in it) lack action `name` while those in `offering` have it; Other when none does.
    static Trait reason(
        const QString &name, const QHash<QString, int> &refusing, const QStringList &offering);
    // The sentence: about the one document (`number`) when it is the whole selection, else how many
    // of the selected ones.
    static QString text(Trait trait, DocumentKind kind, int refused, int selected, const QString &number);
    // Why action `name` is not offered for a selection whose documents are in the states of `perState`
    // (state -> how many), given what each state offers; `number` names the document when it is the
    // only one.
    static QString forAction(const QString &name, DocumentKind kind, const QHash<QString, int> &perState,
        const QHash<QString, QList<DocumentOfferedAction>> &offers, const QString &number);
    // The sentence for an action refused for the whole selection for another cause than the states.
    static QString onePaymentAtATime();
    static QString whileRunning();
    static QString whileLoading();
};
