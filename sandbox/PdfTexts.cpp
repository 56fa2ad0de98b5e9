#include "PdfTexts.h"

#include <QStringList>

#include <array>

namespace PdfTexts {

namespace {

using Row = std::array<const char *, 4>; // de, en, fr, it

// In the order of Text.
const Row table[] = {
    {"Offerte", "Quote", "Offre", "Offerta"},
    {"Auftragsbestätigung", "Order confirmation", "Confirmation de commande", "Conferma d'ordine"},
    {"Lieferschein", "Delivery note", "Bulletin de livraison", "Bollettino di consegna"},
    {"Rechnung", "Invoice", "Facture", "Fattura"},
    {"Gutschrift", "Credit note", "Note de crédit", "Nota di credito"},
    {"Wiederkehrende Rechnung", "Recurring invoice", "Facture récurrente", "Fattura ricorrente"},
    {"Vorlage", "Template", "Modèle", "Modello"},

    {"Rechnungsdatum", "Invoice date", "Date de facture", "Data della fattura"},
    {"Offertdatum", "Quote date", "Date de l'offre", "Data dell'offerta"},
    {"Datum", "Date", "Date", "Data"},
    {"Fällig am", "Due", "Échéance", "Scadenza"},
    {"Gültig bis", "Valid until", "Valable jusqu'au", "Valida fino al"},
    {"Lieferdatum", "Delivery date", "Date de livraison", "Data di consegna"},
    {"Beginn", "Start", "Début", "Inizio"},
    {"Kundennummer", "Customer number", "Numéro de client", "Numero cliente"},
    {"Ihre Referenz", "Your reference", "Votre référence", "Vostro riferimento"},
    {"Seite %1", "Page %1", "Page %1", "Pagina %1"},

    {"Pos.", "Pos.", "Pos.", "Pos."},
    {"Bezeichnung", "Description", "Désignation", "Descrizione"},
    {"Menge", "Quantity", "Quantité", "Quantità"},
    {"Preis", "Price", "Prix", "Prezzo"},
    {"Rabatt", "Discount", "Rabais", "Sconto"},
    {"MWST", "VAT", "TVA", "IVA"},
    {"Betrag", "Amount", "Montant", "Importo"},
    {"Zwischentotal", "Subtotal", "Sous-total", "Subtotale"},
    {"MWST %1 % auf %2", "VAT %1 % on %2", "TVA %1 % sur %2", "IVA %1 % su %2"},
    {"inkl. MWST %1 % auf %2", "incl. VAT %1 % on %2", "TVA %1 % incluse sur %2", "IVA %1 % inclusa su %2"},
    {"Rabatt %1", "Discount %1", "Rabais %1", "Sconto %1"},
    {"Rundungsdifferenz", "Rounding", "Arrondi", "Arrotondamento"},
    {"Total %1", "Total %1", "Total %1", "Totale %1"},
    {"Zahlbar auf IBAN %1, %2", "Payable to IBAN %1, %2", "Payable sur l'IBAN %1, %2",
        "Pagabile sull'IBAN %1, %2"},

    {"Zahlungserinnerung", "Payment reminder", "Rappel de paiement", "Promemoria di pagamento"},
    {"1. Mahnung", "First reminder", "1er rappel", "1° sollecito"},
    {"Letzte Mahnung", "Final reminder", "Dernier rappel", "Ultimo sollecito"},
    {"Mahnstufe %1", "Reminder level %1", "Niveau de rappel %1", "Livello di sollecito %1"},
    {"Rechnungsbetrag", "Invoice amount", "Montant de la facture", "Importo della fattura"},
    {"Bereits bezahlt", "Already paid", "Déjà payé", "Già pagato"},
    {"Offener Betrag", "Open amount", "Montant ouvert", "Importo aperto"},

    {"Guten Tag,\r\n\r\nIm Anhang finden Sie %1.\r\n\r\nFreundliche Grüsse\r\n%2\r\n",
        "Hello,\r\n\r\nPlease find %1 attached.\r\n\r\nKind regards\r\n%2\r\n",
        "Bonjour,\r\n\r\nVous trouverez %1 en annexe.\r\n\r\nMeilleures salutations\r\n%2\r\n",
        "Buongiorno,\r\n\r\nIn allegato trova %1.\r\n\r\nCordiali saluti\r\n%2\r\n"},

    {"Empfangsschein", "Receipt", "Récépissé", "Ricevuta"},
    {"Zahlteil", "Payment part", "Section paiement", "Sezione pagamento"},
    {"Konto / Zahlbar an", "Account / Payable to", "Compte / Payable à", "Conto / Pagabile a"},
    {"Referenz", "Reference", "Référence", "Riferimento"},
    {"Zusätzliche Informationen", "Additional information", "Informations supplémentaires",
        "Informazioni supplementari"},
    {"Zahlbar durch", "Payable by", "Payable par", "Pagabile da"},
    {"Währung", "Currency", "Monnaie", "Valuta"},
    {"Betrag", "Amount", "Montant", "Importo"},
    {"Annahmestelle", "Acceptance point", "Point de dépôt", "Punto di accettazione"},
    {"Vor der Einzahlung abzutrennen", "Separate before paying in", "A détacher avant le versement",
        "Da staccare prima del versamento"},
};
static_assert(std::size(table) == std::size_t(Text::Count), "one row per Text, in its order");

const QStringList languages {
    QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("it")};

} // namespace

QString language(const QString &code)
{
    const QString lower = code.trimmed().toLower().left(2);
    return languages.contains(lower) ? lower : QStringLiteral("de");
}

QString text(Text id, const QString &lang)
{
    const qsizetype column = qMax<qsizetype>(0, languages.indexOf(language(lang)));
    return QString::fromUtf8(table[std::size_t(id)][std::size_t(column)]);
}

} // namespace PdfTexts
