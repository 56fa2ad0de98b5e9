#pragma once

#include <QString>
#include <QStringList>

// How two spellings of a party's name (a customer, a payer) are told to be the same, as one rule for every
// place that compares names: the address duplicate check (AddressRecord::duplicateKey) and the bank-file
// import's payer match (PaymentMatcher::similarNames).
//  - case is folded; umlauts are written out (ä = ae, ö = oe, ü = ue, also capitals), ß = ss; other
//    accents go (é = e, à = a);
//  - words are runs of letters and digits; dots and apostrophes inside a word go ("A.G." = "AG");
//  - company-form words (AG, GmbH, SA, Sàrl, Ltd, Co, KG, ...), "and"-words and salutations do not name the
//    party: formWord() says which, and samePayer() leaves them out.
namespace PartyName {

// The name's words after the folding above, in order, company forms included.
QStringList words(const QString &name);
// Whether a folded word is a company form, an "and" or a salutation.
bool formWord(const QString &foldedWord);
// The words without company forms, "and"-words and salutations.
QStringList partyWords(const QString &name);
// Every folded word joined: "Müller A.G." and "mueller ag" give "muellerag".
QString duplicateKey(const QString &name);
// Whether a payer's name and a customer's name are the same party: without the form words, the words of
// one are all among the other's (order aside). False when either has no such word.
bool samePayer(const QString &a, const QString &b);

} // namespace PartyName
