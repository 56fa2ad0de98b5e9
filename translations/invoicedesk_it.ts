<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_CH">
<context>
    <name>Account</name>
    <message>
        <source>the list of accounts is missing</source>
        <translation>manca l&apos;elenco dei conti</translation>
    </message>
</context>
<context>
    <name>AccountDatabase</name>
    <message>
        <source>No valid account was given for the local data.</source>
        <translation>Per i dati locali non è stato indicato un conto valido.</translation>
    </message>
    <message>
        <source>The folder for the local data (%1) could not be created.</source>
        <translation>Non è stato possibile creare la cartella dei dati locali (%1).</translation>
    </message>
    <message>
        <source>the write-ahead journal could not be switched on (%1)</source>
        <translation>non è stato possibile attivare il journal write-ahead (%1)</translation>
    </message>
    <message>
        <source>the database settings could not be applied</source>
        <translation>non è stato possibile applicare le impostazioni della banca dati</translation>
    </message>
    <message>
        <source>The local data file %1 could not be opened: %2</source>
        <translation>Non è stato possibile aprire il file di dati locale %1: %2</translation>
    </message>
</context>
<context>
    <name>AccountFigures</name>
    <message>
        <source>Reading the local copy failed: %1</source>
        <translation>Lettura della copia locale non riuscita: %1</translation>
    </message>
</context>
<context>
    <name>AccountsOverview</name>
    <message>
        <source>Accounts as of %1</source>
        <translation>Conti al %1</translation>
    </message>
</context>
<context>
    <name>AccountsOverviewModel</name>
    <message>
        <source>No local copy yet: synchronise the account.</source>
        <translation>Nessuna copia locale: sincronizzare il conto.</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>Impossibile leggere la copia locale: %1</translation>
    </message>
    <message>
        <source>Synchronising…</source>
        <translation>Sincronizzazione…</translation>
    </message>
    <message>
        <source>Synchronisation failed: %1</source>
        <translation>Sincronizzazione non riuscita: %1</translation>
    </message>
    <message>
        <source>Partly synchronised: %1</source>
        <translation>Sincronizzato in parte: %1</translation>
    </message>
    <message>
        <source>Reading the local copy…</source>
        <translation>Lettura della copia locale…</translation>
    </message>
    <message>
        <source>Only partly synchronised: the figures may be incomplete.</source>
        <translation>Sincronizzato solo in parte: le cifre possono essere incomplete.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n giorno</numerusform>
            <numerusform>%n giorni</numerusform>
        </translation>
    </message>
    <message>
        <source>Filed</source>
        <translation>Inoltrato</translation>
    </message>
    <message>
        <source>Not filed</source>
        <translation>Non inoltrato</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>%1 (%2), profile %3</source>
        <translation>%1 (%2), profilo %3</translation>
    </message>
    <message>
        <source>Not synchronised for more than a day.</source>
        <translation>Non sincronizzato da più di un giorno.</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Conto</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aperto</translation>
    </message>
    <message>
        <source>Open invoices</source>
        <translation>Fatture aperte</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Scadute</translation>
    </message>
    <message>
        <source>Oldest overdue</source>
        <translation>Scaduta da più tempo</translation>
    </message>
    <message>
        <source>Reminders due</source>
        <translation>Solleciti dovuti</translation>
    </message>
    <message>
        <source>Last VAT period</source>
        <translation>Ultimo periodo IVA</translation>
    </message>
    <message>
        <source>VAT filed</source>
        <translation>IVA inoltrata</translation>
    </message>
    <message>
        <source>Last bank file</source>
        <translation>Ultimo file bancario</translation>
    </message>
    <message>
        <source>Last synchronised</source>
        <translation>Ultima sincronizzazione</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
</context>
<context>
    <name>AccountsOverviewPage</name>
    <message>
        <source>Search accounts</source>
        <translation>Cerca conti</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Conti</translation>
    </message>
    <message>
        <source>&amp;Open account</source>
        <translation>&amp;Apri conto</translation>
    </message>
    <message>
        <source>&amp;Reminder run…</source>
        <translation>&amp;Solleciti…</translation>
    </message>
    <message>
        <source>&amp;VAT return</source>
        <translation>Rendiconto &amp;IVA</translation>
    </message>
    <message>
        <source>Import &amp;bank file…</source>
        <translation>Importa file &amp;bancario…</translation>
    </message>
    <message>
        <source>&amp;Synchronise all</source>
        <translation>Sincronizza &amp;tutti</translation>
    </message>
    <message>
        <source>Bring every account&apos;s local copy up to date, a few accounts at a time</source>
        <translation>Aggiornare la copia locale di ogni conto, alcuni conti alla volta</translation>
    </message>
    <message>
        <source>Read the &amp;copies again</source>
        <translation>Rileggi le &amp;copie</translation>
    </message>
    <message>
        <source>&amp;Accounts</source>
        <translation>&amp;Conti</translation>
    </message>
    <message numerus="yes">
        <source>%n account(s)</source>
        <translation>
            <numerusform>%n conto</numerusform>
            <numerusform>%n conti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AccountsSync</name>
    <message>
        <source>Cancelled.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <source>Synchronise %1</source>
        <translation>Sincronizza %1</translation>
    </message>
    <message>
        <source>Document lists</source>
        <translation>Elenchi di documenti</translation>
    </message>
    <message>
        <source>Addresses, products, settings and details</source>
        <translation>Indirizzi, prodotti, impostazioni e dettagli</translation>
    </message>
    <message>
        <source>No token is saved for the profile &quot;%1&quot;.</source>
        <translation>Nessun token salvato per il profilo «%1».</translation>
    </message>
</context>
<context>
    <name>AddressContactPersonBox</name>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Remove this person</source>
        <translation>Rimuovi questa persona</translation>
    </message>
    <message>
        <source>Sal&amp;utation:</source>
        <translation>&amp;Appellativo:</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>Cogno&amp;me:</translation>
    </message>
    <message>
        <source>Contacts:</source>
        <translation>Contatti:</translation>
    </message>
</context>
<context>
    <name>AddressContactsEditor</name>
    <message>
        <source>Add &amp;contact</source>
        <translation>Aggiungi &amp;contatto</translation>
    </message>
    <message>
        <source>Add an e-mail address, phone number, website or other contact</source>
        <translation>Aggiunga un indirizzo e-mail, un numero di telefono, un sito web o un altro contatto</translation>
    </message>
    <message>
        <source>Contact type</source>
        <translation>Tipo di contatto</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Contatto</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>The contact of this type that documents and e-mails use</source>
        <translation>Il contatto di questo tipo usato da documenti ed e-mail</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove this contact</source>
        <translation>Rimuovi questo contatto</translation>
    </message>
    <message>
        <source>name@example.ch</source>
        <translation>nome@esempio.ch</translation>
    </message>
    <message>
        <source>+41 44 123 45 67</source>
        <translation>+41 91 123 45 67</translation>
    </message>
    <message>
        <source>https://www.example.ch</source>
        <translation>https://www.esempio.ch</translation>
    </message>
</context>
<context>
    <name>AddressCountryBox</name>
    <message>
        <source>(choose a country)</source>
        <translation>(scelga un paese)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>AddressDuplicatesDialog</name>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Ditta</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Customer no.</source>
        <translation>N. cliente</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefono</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>Possible duplicates</source>
        <translation>Possibili doppioni</translation>
    </message>
    <message>
        <source>New entry</source>
        <translation>Nuova voce</translation>
    </message>
    <message>
        <source>Existing %1</source>
        <translation>%1 esistente</translation>
    </message>
    <message>
        <source>New entry and existing records</source>
        <translation>Nuova voce e record esistenti</translation>
    </message>
    <message>
        <source>&amp;Open existing</source>
        <translation>&amp;Apri esistente</translation>
    </message>
    <message>
        <source>Open the selected existing record; nothing new is saved</source>
        <translation>Apre il record esistente selezionato; non viene salvato nulla di nuovo</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>&amp;Salva comunque</translation>
    </message>
    <message>
        <source>Save the new entry although similar records exist</source>
        <translation>Salva la nuova voce benché esistano record simili</translation>
    </message>
    <message>
        <source>The service already has a similar record.</source>
        <translation>Il servizio ha già un record simile.</translation>
    </message>
    <message>
        <source>The service already has %1 similar records.</source>
        <translation>Il servizio ha già %1 record simili.</translation>
    </message>
    <message>
        <source>Open an existing one instead, or save the new entry anyway. Shared values are shown in bold and underlined.</source>
        <translation>Aprire invece una voce esistente o salvare comunque la nuova. I valori comuni sono in grassetto e sottolineati.</translation>
    </message>
</context>
<context>
    <name>AddressEditorDialog</name>
    <message>
        <source>New company</source>
        <translation>Nuova ditta</translation>
    </message>
    <message>
        <source>New person</source>
        <translation>Nuova persona</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Generale</translation>
    </message>
    <message>
        <source>C&amp;ontacts</source>
        <translation>C&amp;ontatti</translation>
    </message>
    <message>
        <source>Contact &amp;persons</source>
        <translation>&amp;Persone di contatto</translation>
    </message>
    <message>
        <source>Add a&amp;ddress</source>
        <translation>Aggiungi in&amp;dirizzo</translation>
    </message>
    <message>
        <source>&amp;Addresses</source>
        <translation>&amp;Indirizzi</translation>
    </message>
    <message>
        <source>&amp;Billing</source>
        <translation>&amp;Fatturazione</translation>
    </message>
    <message>
        <source>Only for you; never printed or sent</source>
        <translation>Solo per Lei; mai stampato né inviato</translation>
    </message>
    <message>
        <source>Private notes</source>
        <translation>Note private</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Assigned by the service when left empty</source>
        <translation>Assegnato dal servizio se lasciato vuoto</translation>
    </message>
    <message>
        <source>Customer number</source>
        <translation>Numero cliente</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non verificato</translation>
    </message>
    <message>
        <source>Customer nu&amp;mber:</source>
        <translation>Numero c&amp;liente:</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Obbligatorio</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Company ID</source>
        <translation>IDI</translation>
    </message>
    <message>
        <source>CHE-123.456.789</source>
        <translation>CHE-123.456.789</translation>
    </message>
    <message>
        <source>VAT number</source>
        <translation>Numero IVA</translation>
    </message>
    <message>
        <source>CHE-123.456.789 MWST</source>
        <translation>CHE-123.456.789 IVA</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>Company &amp;ID:</source>
        <translation>I&amp;DI:</translation>
    </message>
    <message>
        <source>&amp;VAT number:</source>
        <translation>Numero I&amp;VA:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Cognome</translation>
    </message>
    <message>
        <source>Sal&amp;utation:</source>
        <translation>&amp;Appellativo:</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>&amp;Cognome:</translation>
    </message>
    <message>
        <source>Separate tags with commas, e.g. VIP, newsletter</source>
        <translation>Separi le etichette con virgole, p. es. VIP, newsletter</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(non impostato)</translation>
    </message>
    <message>
        <source>The language of documents and e-mails for this customer</source>
        <translation>La lingua dei documenti e delle e-mail per questo cliente</translation>
    </message>
    <message>
        <source>Account currency</source>
        <translation>Valuta del conto</translation>
    </message>
    <message>
        <source>Three-letter ISO code, e.g. CHF</source>
        <translation>Codice ISO di tre lettere, p. es. CHF</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Valuta:</translation>
    </message>
    <message>
        <source>Pa&amp;yment terms:</source>
        <translation>Ter&amp;mine di pagamento:</translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation>Indirizzo %1</translation>
    </message>
    <message>
        <source>Contact person %1</source>
        <translation>Persona di contatto %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modifica %1</translation>
    </message>
    <message>
        <source>Discard changes?</source>
        <translation>Scartare le modifiche?</translation>
    </message>
    <message>
        <source>The changes to this address have not been saved. Discard them?</source>
        <translation>Le modifiche a questo indirizzo non sono state salvate. Scartarle?</translation>
    </message>
    <message>
        <source>Not connected: the address cannot be saved now.</source>
        <translation>Non connesso: l&apos;indirizzo non può essere salvato ora.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Salvataggio…</translation>
    </message>
    <message>
        <source>Not saved yet: the service found similar records.</source>
        <translation>Non ancora salvato: il servizio ha trovato record simili.</translation>
    </message>
    <message>
        <source>Not saved: similar records exist. Change the entry, or save it anyway.</source>
        <translation>Non salvato: esistono record simili. Modifichi la voce o la salvi comunque.</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>occupato</translation>
    </message>
    <message>
        <source>This customer number is already used. Choose another one or leave it empty.</source>
        <translation>Questo numero cliente è già usato. Ne scelga un altro o lo lasci vuoto.</translation>
    </message>
    <message>
        <source>Not saved. %1</source>
        <translation>Non salvato. %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Please correct the following:</source>
        <translation>Corregga quanto segue:</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>verifica…</translation>
    </message>
    <message>
        <source>available</source>
        <translation>disponibile</translation>
    </message>
    <message>
        <source>Another address already has this customer number.</source>
        <translation>Un altro indirizzo ha già questo numero cliente.</translation>
    </message>
    <message>
        <source>Customer number %1</source>
        <translation>Numero cliente %1</translation>
    </message>
    <message>
        <source>Send &amp;reminders automatically when invoices are overdue</source>
        <translation>Invia automaticamente soll&amp;eciti per le fatture scadute</translation>
    </message>
    <message>
        <source>Add contact pe&amp;rson</source>
        <translation>Aggiungi pe&amp;rsona di contatto</translation>
    </message>
    <message>
        <source>Not&amp;es</source>
        <translation>No&amp;te</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>Etichett&amp;e:</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Scarta</translation>
    </message>
    <message>
        <source>Not saved yet: the address book has records with a similar name.</source>
        <translation>Non ancora salvato: la rubrica contiene voci con un nome simile.</translation>
    </message>
    <message>
        <source>Looking for similar names…</source>
        <translation>Ricerca di nomi simili…</translation>
    </message>
    <message>
        <source>Not set for this address: the service&apos;s default (on) applies.</source>
        <translation>Non impostato per questo indirizzo: vale l&apos;impostazione predefinita del servizio (attivo).</translation>
    </message>
</context>
<context>
    <name>AddressEntryBox</name>
    <message>
        <source>Ca&amp;nton:</source>
        <translation>Ca&amp;ntone:</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Via</translation>
    </message>
    <message>
        <source>House number</source>
        <translation>Numero civico</translation>
    </message>
    <message>
        <source>Postcode</source>
        <translation>NPA</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Località</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Post&amp;code and city:</source>
        <translation>NPA e &amp;località:</translation>
    </message>
    <message>
        <source>Remove this address</source>
        <translation>Rimuovi questo indirizzo</translation>
    </message>
    <message>
        <source>E&amp;xtension:</source>
        <translation>Co&amp;mplemento:</translation>
    </message>
    <message>
        <source>Additional &amp;line:</source>
        <translation>&amp;Riga aggiuntiva:</translation>
    </message>
    <message>
        <source>Countr&amp;y:</source>
        <translation>Pa&amp;ese:</translation>
    </message>
    <message>
        <source>St&amp;reet and number:</source>
        <translation>&amp;Via e numero:</translation>
    </message>
</context>
<context>
    <name>AddressListModel</name>
    <message>
        <source>Customer no.</source>
        <translation>N. cliente</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Località</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etichette</translation>
    </message>
</context>
<context>
    <name>AddressRecord</name>
    <message>
        <source>This field is required.</source>
        <translation>Questo campo è obbligatorio.</translation>
    </message>
    <message>
        <source>At most %1 characters are allowed (%2 given).</source>
        <translation>Sono ammessi al massimo %1 caratteri (%2 inseriti).</translation>
    </message>
    <message>
        <source>Choose a contact type.</source>
        <translation>Scelga un tipo di contatto.</translation>
    </message>
    <message>
        <source>This is not an e-mail address (expected name@example.ch).</source>
        <translation>Questo non è un indirizzo e-mail (atteso: nome@esempio.ch).</translation>
    </message>
    <message>
        <source>Choose one of the offered salutations.</source>
        <translation>Scelga uno degli appellativi proposti.</translation>
    </message>
    <message>
        <source>Enter a three-letter currency code such as CHF.</source>
        <translation>Inserisca un codice valuta di tre lettere come CHF.</translation>
    </message>
    <message>
        <source>Choose German, English, French or Italian.</source>
        <translation>Scelga tedesco, inglese, francese o italiano.</translation>
    </message>
    <message>
        <source>Choose one of the offered payment terms.</source>
        <translation>Scelga uno dei termini di pagamento proposti.</translation>
    </message>
    <message>
        <source>Choose a country.</source>
        <translation>Scelga un paese.</translation>
    </message>
    <message>
        <source>Choose a Swiss canton.</source>
        <translation>Scelga un cantone svizzero.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Identificativo</translation>
    </message>
    <message>
        <source>Customer number</source>
        <translation>Numero cliente</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Company ID</source>
        <translation>IDI</translation>
    </message>
    <message>
        <source>VAT number</source>
        <translation>Numero IVA</translation>
    </message>
    <message>
        <source>Salutation</source>
        <translation>Appellativo</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Cognome</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Termine di pagamento</translation>
    </message>
    <message>
        <source>Automatic dunning</source>
        <translation>Solleciti automatici</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>Private notes</source>
        <translation>Note private</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Contatti</translation>
    </message>
    <message>
        <source>Contact persons</source>
        <translation>Persone di contatto</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Indirizzi</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valore</translation>
    </message>
    <message>
        <source>street</source>
        <translation>via</translation>
    </message>
    <message>
        <source>number</source>
        <translation>numero</translation>
    </message>
    <message>
        <source>extension</source>
        <translation>complemento</translation>
    </message>
    <message>
        <source>additional line</source>
        <translation>riga aggiuntiva</translation>
    </message>
    <message>
        <source>postcode</source>
        <translation>NPA</translation>
    </message>
    <message>
        <source>city</source>
        <translation>località</translation>
    </message>
    <message>
        <source>country</source>
        <translation>paese</translation>
    </message>
    <message>
        <source>canton</source>
        <translation>cantone</translation>
    </message>
    <message>
        <source>Contact %1</source>
        <translation>Contatto %1</translation>
    </message>
    <message>
        <source>Contact person %1</source>
        <translation>Persona di contatto %1</translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation>Indirizzo %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefono</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>Cellulare</translation>
    </message>
    <message>
        <source>Fax</source>
        <translation>Fax</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>Sito web</translation>
    </message>
    <message>
        <source>Pager</source>
        <translation>Cercapersone</translation>
    </message>
    <message>
        <source>Skype</source>
        <translation>Skype</translation>
    </message>
    <message>
        <source>Twitter</source>
        <translation>Twitter</translation>
    </message>
    <message>
        <source>Mr</source>
        <translation>Signor</translation>
    </message>
    <message>
        <source>Mrs</source>
        <translation>Signora</translation>
    </message>
    <message>
        <source>Ms</source>
        <translation>Signora</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famiglia</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tedesco</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglese</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francese</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 giorni</translation>
    </message>
    <message>
        <source>The UID %1</source>
        <translation>L’IDI %1</translation>
    </message>
    <message>
        <source>yes (service default)</source>
        <translation>sì (predefinito del servizio)</translation>
    </message>
    <message>
        <source>no (service default)</source>
        <translation>no (predefinito del servizio)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>AddressesPage</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> (primary)</source>
        <translation> (principale)</translation>
    </message>
    <message>
        <source>Search name, customer number, e-mail, place or tag (Ctrl+F)</source>
        <translation>Cerca nome, numero cliente, e-mail, località o etichetta (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search companies</source>
        <translation>Cerca ditte</translation>
    </message>
    <message>
        <source>Search persons</source>
        <translation>Cerca persone</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etichetta</translation>
    </message>
    <message>
        <source>Show only the records with this tag</source>
        <translation>Mostra solo i record con questa etichetta</translation>
    </message>
    <message>
        <source>&amp;Tag:</source>
        <translation>Eti&amp;chetta:</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Ditte</translation>
    </message>
    <message>
        <source>Persons</source>
        <translation>Persone</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Dettagli</translation>
    </message>
    <message>
        <source>&amp;New company…</source>
        <translation>&amp;Nuova ditta…</translation>
    </message>
    <message>
        <source>&amp;New person…</source>
        <translation>&amp;Nuova persona…</translation>
    </message>
    <message>
        <source>Create a company (Ctrl+N)</source>
        <translation>Crea una ditta (Ctrl+N)</translation>
    </message>
    <message>
        <source>Create a person (Ctrl+N)</source>
        <translation>Crea una persona (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifica…</translation>
    </message>
    <message>
        <source>Edit the selected record (Ctrl+E, Enter or double-click)</source>
        <translation>Modifica il record selezionato (Ctrl+E, Invio o doppio clic)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>Delete the selected record on the service</source>
        <translation>Elimina il record selezionato sul servizio</translation>
    </message>
    <message>
        <source>The companies could not be loaded. %1</source>
        <translation>Non è stato possibile caricare le ditte. %1</translation>
    </message>
    <message>
        <source>The persons could not be loaded. %1</source>
        <translation>Non è stato possibile caricare le persone. %1</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Indirizzo</translation>
    </message>
    <message>
        <source>The address was saved, but the service&apos;s answer could not be read. Refresh the list (F5) to see it.</source>
        <translation>L&apos;indirizzo è stato salvato, ma non è stato possibile leggere la risposta del servizio. Aggiorni l&apos;elenco (F5) per vederlo.</translation>
    </message>
    <message>
        <source>%1 was created.</source>
        <translation>%1 è stato creato.</translation>
    </message>
    <message>
        <source>%1 was saved.</source>
        <translation>%1 è stato salvato.</translation>
    </message>
    <message>
        <source>Delete address</source>
        <translation>Elimina indirizzo</translation>
    </message>
    <message>
        <source>Delete %1 (customer number %2) on the service? This cannot be undone.</source>
        <translation>Eliminare %1 (numero cliente %2) sul servizio? L&apos;operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>%1 was deleted.</source>
        <translation>%1 è stato eliminato.</translation>
    </message>
    <message>
        <source>%1 had already been deleted on the service.</source>
        <translation>%1 era già stato eliminato sul servizio.</translation>
    </message>
    <message>
        <source>%1 could not be deleted. %2</source>
        <translation>Non è stato possibile eliminare %1. %2</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Tutte le etichette</translation>
    </message>
    <message>
        <source>%1 records</source>
        <translation>%1 record</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Customer no.</source>
        <translation>N. cliente</translation>
    </message>
    <message>
        <source>Company ID</source>
        <translation>IDI</translation>
    </message>
    <message>
        <source>VAT number</source>
        <translation>Numero IVA</translation>
    </message>
    <message>
        <source>Salutation</source>
        <translation>Appellativo</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Contatti</translation>
    </message>
    <message>
        <source>%1, canton %2</source>
        <translation>%1, cantone %2</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Contact persons</source>
        <translation>Persone di contatto</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Termine di pagamento</translation>
    </message>
    <message>
        <source>Automatic dunning</source>
        <translation>Solleciti automatici</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>Private notes</source>
        <translation>Note private</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 record</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>The service cannot be reached. Check the network connection and the server address. (%1)</source>
        <translation>Il servizio non è raggiungibile. Verifichi la connessione di rete e l&apos;indirizzo del server. (%1)</translation>
    </message>
    <message>
        <source>The service did not answer in time. Try again in a moment.</source>
        <translation>Il servizio non ha risposto in tempo. Riprovi tra un momento.</translation>
    </message>
    <message>
        <source>The secure connection to the service could not be established: %1. InvoiceDesk does not connect to servers whose certificate cannot be verified.</source>
        <translation>Non è stato possibile stabilire la connessione sicura al servizio: %1. InvoiceDesk non si collega a server il cui certificato non può essere verificato.</translation>
    </message>
    <message>
        <source>The address %1 uses unencrypted http://. Only https:// addresses are allowed, except for a service on this computer.</source>
        <translation>L&apos;indirizzo %1 usa http:// non cifrato. Sono ammessi solo indirizzi https://, tranne per un servizio su questo computer.</translation>
    </message>
    <message>
        <source>The service refused the request.</source>
        <translation>Il servizio ha rifiutato la richiesta.</translation>
    </message>
    <message>
        <source>The service refused the request: %1</source>
        <translation>Il servizio ha rifiutato la richiesta: %1</translation>
    </message>
    <message>
        <source>The API token was refused (missing, invalid or expired). Sign in again with a valid token.</source>
        <translation>Il token API è stato rifiutato (mancante, non valido o scaduto). Acceda di nuovo con un token valido.</translation>
    </message>
    <message>
        <source>The API token is not allowed to do this. Create a token with the needed scopes.</source>
        <translation>Il token API non ha questo diritto. Crei un token con le autorizzazioni necessarie.</translation>
    </message>
    <message>
        <source>The API token is not allowed to do this: %1</source>
        <translation>Il token API non ha questo diritto: %1</translation>
    </message>
    <message>
        <source>The record was not found on the service. It may have been deleted.</source>
        <translation>Il record non è stato trovato sul servizio. Forse è stato eliminato.</translation>
    </message>
    <message>
        <source>The service does not offer this operation (HTTP 405).</source>
        <translation>Il servizio non offre questa operazione (HTTP 405).</translation>
    </message>
    <message numerus="yes">
        <source>The service found %n similar record(s) that may be duplicates.</source>
        <translation>
            <numerusform>Il servizio ha trovato %n record simile che potrebbe essere un doppione.</numerusform>
            <numerusform>Il servizio ha trovato %n record simili che potrebbero essere doppioni.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation>Il servizio non ha accettato i dati inseriti.</translation>
    </message>
    <message>
        <source>The service is busy. Try again in a moment.</source>
        <translation>Il servizio è sovraccarico. Riprovi tra un momento.</translation>
    </message>
    <message>
        <source>The service had an internal problem (HTTP %1). Try again later.</source>
        <translation>Il servizio ha avuto un problema interno (HTTP %1). Riprovi più tardi.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Non è stato possibile leggere la risposta del servizio: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <source>The local copy of the data could not be saved: %1. Check the free disk space and that InvoiceDesk is not open twice with this account.</source>
        <translation>Non è stato possibile salvare la copia locale dei dati: %1. Verifichi lo spazio libero su disco e che InvoiceDesk non sia aperto due volte con questo conto.</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1).</source>
        <translation>La richiesta non è riuscita (HTTP %1).</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1): %2</source>
        <translation>La richiesta non è riuscita (HTTP %1): %2</translation>
    </message>
    <message>
        <source>The service&apos;s answer did not end within %1 s and was stopped. The line or the service is very slow; try again later.</source>
        <translation>La risposta del servizio non era terminata dopo %1 s ed è stata interrotta. La linea o il servizio è molto lento; riprovi più tardi.</translation>
    </message>
    <message>
        <source>The address %1 does not start with https://. InvoiceDesk talks to the service only over https:// (or http:// to a service on this computer).</source>
        <translation>L&apos;indirizzo %1 non inizia con https://. InvoiceDesk comunica con il servizio solo tramite https:// (o http:// verso un servizio su questo computer).</translation>
    </message>
    <message>
        <source>The service sent us to another server (%1). InvoiceDesk did not follow, so the API token stays with the service. Check the server address.</source>
        <translation>Il servizio ci ha inviati a un altro server (%1). InvoiceDesk non l&apos;ha seguito, così il token API resta presso il servizio. Verifichi l&apos;indirizzo del server.</translation>
    </message>
    <message>
        <source>The service kept redirecting the request in a loop. Check the server address, or try again later.</source>
        <translation>Il servizio ha reindirizzato la richiesta in un ciclo continuo. Verifichi l&apos;indirizzo del server o riprovi più tardi.</translation>
    </message>
    <message numerus="yes">
        <source>The service is busy and asked us to wait %n second(s). Try again then.</source>
        <translation>
            <numerusform>Il servizio è occupato e ci ha chiesto di attendere %n secondo. Riprovi allora.</numerusform>
            <numerusform>Il servizio è occupato e ci ha chiesto di attendere %n secondi. Riprovi allora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service is down for maintenance or overloaded, and asked us to wait %n second(s). Try again then. (HTTP 503)</source>
        <translation>
            <numerusform>Il servizio è in manutenzione o sovraccarico e ci ha chiesto di attendere %n secondo. Riprovi allora. (HTTP 503)</numerusform>
            <numerusform>Il servizio è in manutenzione o sovraccarico e ci ha chiesto di attendere %n secondi. Riprovi allora. (HTTP 503)</numerusform>
        </translation>
    </message>
    <message>
        <source>The service is down for maintenance or overloaded. Try again later. (HTTP 503)</source>
        <translation>Il servizio è in manutenzione o sovraccarico. Riprovi più tardi. (HTTP 503)</translation>
    </message>
    <message>
        <source>The service&apos;s answer is larger than %1 MB and was not read. A list page or a record is never that large: the service or a proxy in between sent something else. Try again later.</source>
        <translation>La risposta del servizio supera %1 MB e non è stata letta. Una pagina di elenco o un record non è mai così grande: il servizio o un proxy intermedio ha inviato qualcos&apos;altro. Riprovi più tardi.</translation>
    </message>
</context>
<context>
    <name>ApiJob</name>
    <message>
        <source>%1 at character %2 of %3</source>
        <translation>%1 al carattere %2 di %3</translation>
    </message>
    <message numerus="yes">
        <source>a web page came instead of data (%n byte(s))</source>
        <translation>
            <numerusform>è arrivata una pagina web invece dei dati (%n byte)</numerusform>
            <numerusform>è arrivata una pagina web invece dei dati (%n byte)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>There is no saved profile named &quot;%1&quot;.</source>
        <translation>Non esiste alcun profilo salvato di nome «%1».</translation>
    </message>
    <message>
        <source>No token is saved for the profile &quot;%1&quot;. Enter it again.</source>
        <translation>Per il profilo «%1» non è salvato alcun token. Lo inserisca di nuovo.</translation>
    </message>
    <message>
        <source>Demo company</source>
        <translation>Ditta dimostrativa</translation>
    </message>
    <message>
        <source>Starting the demo service with sample data…</source>
        <translation>Avvio del servizio dimostrativo con dati di esempio…</translation>
    </message>
    <message>
        <source>The token could not be saved</source>
        <translation>Non è stato possibile salvare il token</translation>
    </message>
    <message>
        <source>InvoiceDesk keeps tokens only in the system keychain. You can try again (for example after unlocking the keychain), or use the token for this session only: you will be asked for it at the next start.</source>
        <translation>InvoiceDesk conserva i token solo nel portachiavi del sistema. Può riprovare (per esempio dopo aver sbloccato il portachiavi) o usare il token solo per questa sessione: le verrà richiesto al prossimo avvio.</translation>
    </message>
    <message>
        <source>Try &amp;again</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>Use for this &amp;session only</source>
        <translation>Usa solo per questa &amp;sessione</translation>
    </message>
    <message>
        <source>Unsaved work kept</source>
        <translation>Lavoro non salvato conservato</translation>
    </message>
    <message numerus="yes">
        <source>InvoiceDesk was ended while %n document(s) had unsaved changes. They were kept on this computer.</source>
        <translation>
            <numerusform>InvoiceDesk è stato chiuso mentre %n documento aveva modifiche non salvate. È stato conservato su questo computer.</numerusform>
            <numerusform>InvoiceDesk è stato chiuso mentre %n documenti avevano modifiche non salvate. Sono stati conservati su questo computer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open them in editors to review and save them, or discard them.</source>
        <translation>Li apra nell&apos;editor per verificarli e salvarli, oppure li scarti.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Scarta</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Più tardi</translation>
    </message>
</context>
<context>
    <name>BackgroundWorkModel</name>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Avviato</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Avanzamento</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Riusciti</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falliti</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
</context>
<context>
    <name>BackgroundWorkPanel</name>
    <message>
        <source>Background work</source>
        <translation>Lavori in background</translation>
    </message>
    <message>
        <source>&amp;Background work</source>
        <translation>&amp;Lavori in background</translation>
    </message>
    <message>
        <source>&amp;Details…</source>
        <translation>&amp;Dettagli…</translation>
    </message>
    <message>
        <source>&amp;Clear finished</source>
        <translation>&amp;Rimuovi i conclusi</translation>
    </message>
    <message numerus="yes">
        <source>Background work (%n running)</source>
        <translation>
            <numerusform>Lavori in background (%n in corso)</numerusform>
            <numerusform>Lavori in background (%n in corso)</numerusform>
        </translation>
    </message>
    <message>
        <source>Batch: %1</source>
        <translation>Lotto: %1</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>Avviato:</translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation>Concluso:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Stato:</translation>
    </message>
    <message>
        <source>Documents:</source>
        <translation>Documenti:</translation>
    </message>
    <message>
        <source>Queue:</source>
        <translation>Coda:</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Failed documents</source>
        <translation>Documenti falliti</translation>
    </message>
    <message>
        <source>&amp;Not created:</source>
        <translation>&amp;Non creati:</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>non ancora</translation>
    </message>
    <message>
        <source>%1 of %2 processed, %3 created, %4 failed</source>
        <translation>%1 di %2 elaborati, %3 creati, %4 falliti</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>BankAccountDraft</name>
    <message>
        <source>is required for QR-bills.</source>
        <translation>è obbligatorio per le QR-fatture.</translation>
    </message>
</context>
<context>
    <name>BankAccountEditor</name>
    <message>
        <source>&amp;QR-bill</source>
        <translation>&amp;QR-fattura</translation>
    </message>
    <message>
        <source>Ac&amp;tive: offered for new documents</source>
        <translation>A&amp;ttivo: proposto per i nuovi documenti</translation>
    </message>
    <message>
        <source>De&amp;fault account</source>
        <translation>Conto &amp;predefinito</translation>
    </message>
    <message>
        <source>New bank account</source>
        <translation>Nuovo conto bancario</translation>
    </message>
    <message>
        <source>Bank account %1</source>
        <translation>Conto bancario %1</translation>
    </message>
    <message>
        <source>e.g. CH93 0076 2011 6238 5295 7</source>
        <translation>p. es. CH93 0076 2011 6238 5295 7</translation>
    </message>
    <message>
        <source>e.g. UBSWCHZH80A</source>
        <translation>p. es. UBSWCHZH80A</translation>
    </message>
    <message>
        <source>Postal code and town, e.g. 8001 Zürich</source>
        <translation>NPA e località, p. es. 6900 Lugano</translation>
    </message>
    <message>
        <source>e.g. CH44 3199 9123 0008 8901 2</source>
        <translation>p. es. CH44 3199 9123 0008 8901 2</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;IBAN:</source>
        <translation>&amp;IBAN:</translation>
    </message>
    <message>
        <source>&amp;BIC:</source>
        <translation>&amp;BIC:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Valuta:</translation>
    </message>
    <message>
        <source>Bank na&amp;me:</source>
        <translation>Nome della ban&amp;ca:</translation>
    </message>
    <message>
        <source>Bank a&amp;ddress:</source>
        <translation>In&amp;dirizzo della banca:</translation>
    </message>
    <message>
        <source>Bank &amp;city:</source>
        <translation>&amp;Località della banca:</translation>
    </message>
    <message>
        <source>QR-IB&amp;AN:</source>
        <translation>QR-IB&amp;AN:</translation>
    </message>
    <message>
        <source>BE&amp;SR id:</source>
        <translation>ID BE&amp;SR:</translation>
    </message>
</context>
<context>
    <name>BankAccountPage</name>
    <message>
        <source>Search name, IBAN, BIC or bank (Ctrl+F)</source>
        <translation>Cerca nome, IBAN, BIC o banca (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>Delete the bank account %1? This cannot be undone.</source>
        <translation>Eliminare il conto bancario %1? L&apos;operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>The bank account %1 was deleted.</source>
        <translation>Il conto bancario %1 è stato eliminato.</translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation>IBAN</translation>
    </message>
    <message>
        <source>BIC</source>
        <translation>BIC</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predefinito</translation>
    </message>
    <message>
        <source>QR-bill</source>
        <translation>QR-fattura</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Attivato</translation>
    </message>
    <message>
        <source>QR-IBAN</source>
        <translation>QR-IBAN</translation>
    </message>
    <message>
        <source>BESR id</source>
        <translation>ID BESR</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Controllo</translation>
    </message>
    <message>
        <source>&amp;Bank accounts</source>
        <translation>Conti &amp;bancari</translation>
    </message>
</context>
<context>
    <name>BankAccountRecord</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation>IBAN</translation>
    </message>
    <message>
        <source>BIC</source>
        <translation>BIC</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>QR-bill</source>
        <translation>QR-fattura</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predefinito</translation>
    </message>
</context>
<context>
    <name>BankImport</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 non può essere letto: %2</translation>
    </message>
    <message>
        <source>%1 is not a bank file InvoiceDesk reads (a camt.054 notification or camt.053 statement): %2</source>
        <translation>%1 non è un file bancario che InvoiceDesk legge (un avviso camt.054 o un estratto conto camt.053): %2</translation>
    </message>
    <message>
        <source>no notification or statement in it.</source>
        <translation>non contiene né avviso né estratto conto.</translation>
    </message>
    <message>
        <source>There is no local copy of the account.</source>
        <translation>Non esiste una copia locale del conto.</translation>
    </message>
    <message>
        <source>Line %1: the file is about the account %2, which is not one of this account&apos;s bank accounts.</source>
        <translation>Riga %1: il file riguarda il conto %2, che non è uno dei conti bancari di questo conto.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The session was closed; nothing was sent.</source>
        <translation>La sessione è stata chiusa; non è stato inviato nulla.</translation>
    </message>
    <message>
        <source>Booked by another import meanwhile.</source>
        <translation>Registrato nel frattempo da un&apos;altra importazione.</translation>
    </message>
    <message>
        <source>Not sent: the local copy could not keep the entry (%1).</source>
        <translation>Non inviato: la copia locale non ha potuto conservare la registrazione (%1).</translation>
    </message>
    <message>
        <source>Booked %1 on invoice %2.</source>
        <translation>%1 registrato sulla fattura %2.</translation>
    </message>
    <message>
        <source>The local copy still counts it as sending: %1</source>
        <translation>La copia locale lo conta ancora come in invio: %1</translation>
    </message>
    <message>
        <source>Not booked: %1</source>
        <translation>Non registrato: %1</translation>
    </message>
    <message>
        <source>%1 on %2, reference %3</source>
        <translation>%1 il %2, riferimento %3</translation>
    </message>
    <message>
        <source>Sent by an earlier import whose answer was lost; the service has it booked on the invoice %1 (%2): already booked, not sent again.</source>
        <translation>Inviato da un&apos;importazione precedente la cui risposta è andata persa; il servizio lo ha registrato sulla fattura %1 (%2): già registrato, non inviato di nuovo.</translation>
    </message>
    <message>
        <source>Sent by an earlier import whose answer was lost, and the service shows no payments for the invoice %1: whether it was booked cannot be seen. Check the invoice&apos;s open amount; the entry is not sent again.</source>
        <translation>Inviato da un&apos;importazione precedente la cui risposta è andata persa, e il servizio non mostra pagamenti per la fattura %1: non si può vedere se è stato registrato. Controllate l&apos;importo aperto della fattura; la registrazione non viene inviata di nuovo.</translation>
    </message>
    <message>
        <source>The local copy still counts the entry as sending (%1): the next import checks it against the service.</source>
        <translation>La copia locale conta ancora la registrazione come in invio (%1): la prossima importazione la verifica presso il servizio.</translation>
    </message>
    <message>
        <source>Not sent: the service&apos;s answer for the invoice %1 has no open amount.</source>
        <translation>Non inviato: la risposta del servizio per la fattura %1 non contiene un importo aperto.</translation>
    </message>
    <message>
        <source>Not sent: the service has it booked on the invoice %1 already (%2), from this or another copy of the account.</source>
        <translation>Non inviato: il servizio lo ha già registrato sulla fattura %1 (%2), da questa o da un&apos;altra copia del conto.</translation>
    </message>
    <message>
        <source>Not booked: the invoice %1 was cancelled meanwhile.</source>
        <translation>Non registrato: la fattura %1 è stata annullata nel frattempo.</translation>
    </message>
    <message>
        <source>Not booked: the invoice %1 has nothing open any more (paid meanwhile); refund or credit %2.</source>
        <translation>Non registrato: la fattura %1 non ha più nulla di aperto (pagata nel frattempo); rimborsate o accreditate %2.</translation>
    </message>
    <message>
        <source>Not sent: the invoice %1 could not be read from the service (%2).</source>
        <translation>Non inviato: non è stato possibile leggere la fattura %1 dal servizio (%2).</translation>
    </message>
    <message>
        <source>Over-paid by %1: the excess is not booked (refund or credit it).</source>
        <translation>Pagato in eccesso di %1: l&apos;eccedenza non viene registrata (rimborsatela o accreditatela).</translation>
    </message>
    <message>
        <source>Sent, but the service&apos;s answer was lost (%1) and the session was closed: check the open amount of invoice %2. The next import checks the entry against the service.</source>
        <translation>Inviato, ma la risposta del servizio è andata persa (%1) e la sessione è stata chiusa: controllate l&apos;importo aperto della fattura %2. La prossima importazione verifica la registrazione presso il servizio.</translation>
    </message>
    <message>
        <source>(The service&apos;s answer was lost; the invoice&apos;s payments at the service show it.)</source>
        <translation>(La risposta del servizio è andata persa; i pagamenti della fattura sul servizio lo mostrano.)</translation>
    </message>
    <message>
        <source>Not booked: the service&apos;s answer was lost (%1) and the invoice %2 shows no such payment. Importing the file again books it.</source>
        <translation>Non registrato: la risposta del servizio è andata persa (%1) e la fattura %2 non mostra un pagamento simile. Importare di nuovo il file lo registra.</translation>
    </message>
    <message>
        <source>Sent, but the service&apos;s answer was lost (%1) and the service shows no payments for the invoice %2: whether it was booked cannot be seen. Check its open amount; the entry is not sent again.</source>
        <translation>Inviato, ma la risposta del servizio è andata persa (%1) e il servizio non mostra pagamenti per la fattura %2: non si può vedere se è stato registrato. Controllatene l&apos;importo aperto; la registrazione non viene inviata di nuovo.</translation>
    </message>
    <message>
        <source>Sent, but the service&apos;s answer was lost (%1): check the open amount of invoice %2. The next import checks the entry against the service; it is not sent again before.</source>
        <translation>Inviato, ma la risposta del servizio è andata persa (%1): controllate l&apos;importo aperto della fattura %2. La prossima importazione verifica la registrazione presso il servizio; fino ad allora non viene inviata di nuovo.</translation>
    </message>
</context>
<context>
    <name>BankImportDialog</name>
    <message>
        <source>Choose &amp;file…</source>
        <translation>Scegli il &amp;file…</translation>
    </message>
    <message>
        <source>&amp;Book payments…</source>
        <translation>&amp;Registra i pagamenti…</translation>
    </message>
    <message>
        <source>&amp;Print summary…</source>
        <translation>S&amp;tampa il riepilogo…</translation>
    </message>
    <message>
        <source>&amp;Export summary…</source>
        <translation>&amp;Esporta il riepilogo…</translation>
    </message>
    <message>
        <source>Import bank file</source>
        <translation>Importa file bancario</translation>
    </message>
    <message>
        <source>Choose a camt.054 notification or camt.053 statement from your bank.</source>
        <translation>Scegliete un avviso camt.054 o un estratto conto camt.053 della vostra banca.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>Booking is under way: the window closes once it is done.</source>
        <translation>La registrazione è in corso: la finestra si chiude appena è terminata.</translation>
    </message>
    <message>
        <source>Bank files (*.xml *.camt *.054 *.053);;All files (*)</source>
        <translation>File bancari (*.xml *.camt *.054 *.053);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Non c&apos;è connessione al servizio.</translation>
    </message>
    <message>
        <source>%1 of %2 booked or refused</source>
        <translation>%1 di %2 registrati o rifiutati</translation>
    </message>
    <message>
        <source>Reading %1 and matching its entries…</source>
        <translation>Lettura di %1 e abbinamento delle sue registrazioni…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>statement (camt.053)</source>
        <translation>estratto conto (camt.053)</translation>
    </message>
    <message>
        <source>notification (camt.054)</source>
        <translation>avviso (camt.054)</translation>
    </message>
    <message numerus="yes">
        <source>%1, a bank %2 with %n entry(ies).</source>
        <translation>
            <numerusform>%1, %2 bancario con %n registrazione.</numerusform>
            <numerusform>%1, %2 bancario con %n registrazioni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches by reference are booked; check the suggestions to book them too.</source>
        <translation>Le corrispondenze per riferimento vengono registrate; spuntate i suggerimenti per registrarli anch&apos;essi.</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Book %n payment(s)…</source>
        <translation>
            <numerusform>&amp;Registra %n pagamento…</numerusform>
            <numerusform>&amp;Registra %n pagamenti…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… e %n altro</numerusform>
            <numerusform>… e altri %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for invoice %2 (%3)</source>
        <translation>%1 per la fattura %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Book %n payment(s), %1 in all?</source>
        <translation>
            <numerusform>Registrare %n pagamento, %1 in tutto?</numerusform>
            <numerusform>Registrare %n pagamenti, %1 in tutto?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Book %n payment(s)</source>
        <translation>
            <numerusform>&amp;Registra %n pagamento</numerusform>
            <numerusform>&amp;Registra %n pagamenti</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Indietro</translation>
    </message>
    <message>
        <source>Payments from %1</source>
        <translation>Pagamenti da %1</translation>
    </message>
    <message numerus="yes">
        <source>Booking %n payment(s)…</source>
        <translation>
            <numerusform>Registrazione di %n pagamento…</numerusform>
            <numerusform>Registrazione di %n pagamenti…</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank file import</source>
        <translation>Importazione del file bancario</translation>
    </message>
    <message>
        <source>%1, imported on %2</source>
        <translation>%1, importato il %2</translation>
    </message>
    <message>
        <source>Export summary</source>
        <translation>Esporta il riepilogo</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Non è stato possibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Import &amp;bank file…</source>
        <translation>Importa file &amp;bancario…</translation>
    </message>
    <message>
        <source>Book the payments of a camt.054 or camt.053 file from your bank</source>
        <translation>Registrare i pagamenti di un file camt.054 o camt.053 della vostra banca</translation>
    </message>
    <message>
        <source>Connect to a service first.</source>
        <translation>Si colleghi prima a un servizio.</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) booked</source>
        <translation>
            <numerusform>%n pagamento registrato</numerusform>
            <numerusform>%n pagamenti registrati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n booked, over-paid (%1 not booked: refund or credit it)</source>
        <translation>
            <numerusform>%n registrato, pagato in eccesso (%1 non registrato: da rimborsare o accreditare)</numerusform>
            <numerusform>%n registrati, pagati in eccesso (%1 non registrato: da rimborsare o accreditare)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already booked (the service had it)</source>
        <translation>
            <numerusform>%n già registrato (il servizio lo aveva)</numerusform>
            <numerusform>%n già registrati (il servizio li aveva)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n need(s) check</source>
        <translation>
            <numerusform>%n da verificare</numerusform>
            <numerusform>%n da verificare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed: importing the file again books only those</source>
        <translation>
            <numerusform>%n non riuscito: importare di nuovo il file registra solo questo</numerusform>
            <numerusform>%n non riusciti: importare di nuovo il file registra solo questi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. See the Note column.</source>
        <translation>%1. Vedi la colonna Nota.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
</context>
<context>
    <name>BatchCreator</name>
    <message numerus="yes">
        <source>Duplicate %n document(s)</source>
        <translation>
            <numerusform>Duplica %n documento</numerusform>
            <numerusform>Duplica %n documenti</numerusform>
        </translation>
    </message>
    <message>
        <source>No documents were chosen.</source>
        <translation>Non è stato scelto alcun documento.</translation>
    </message>
    <message>
        <source>The session was closed.</source>
        <translation>La sessione è stata chiusa.</translation>
    </message>
    <message>
        <source>Document %1 could not be read from the service&apos;s answer.</source>
        <translation>Non è stato possibile leggere il documento %1 dalla risposta del servizio.</translation>
    </message>
    <message>
        <source>Document %1 could not be fetched: %2</source>
        <translation>Non è stato possibile recuperare il documento %1: %2</translation>
    </message>
</context>
<context>
    <name>BatchFailuresModel</name>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
</context>
<context>
    <name>BatchTracker</name>
    <message>
        <source>Document %1</source>
        <translation>Documento %1</translation>
    </message>
    <message>
        <source>The session was closed.</source>
        <translation>La sessione è stata chiusa.</translation>
    </message>
    <message>
        <source>The batch&apos;s progress could not be read: %1</source>
        <translation>Non è stato possibile leggere l&apos;avanzamento del lotto: %1</translation>
    </message>
    <message>
        <source>The session was closed; the batch may still be running on the service.</source>
        <translation>La sessione è stata chiusa; il lotto potrebbe essere ancora in corso sul servizio.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: neither a document nor a queue status.</source>
        <translation>Non è stato possibile leggere la risposta del servizio: né un documento né uno stato della coda.</translation>
    </message>
    <message>
        <source>The service answered with one created document instead of a queue; whether the others were created is not known. Refresh the list to see.</source>
        <translation>Il servizio ha risposto con un solo documento creato invece di una coda; non si sa se gli altri siano stati creati. Aggiorni l&apos;elenco per vederlo.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not created: the service refused the batch because of other documents.</source>
        <translation>Non creato: il servizio ha rifiutato il lotto a causa di altri documenti.</translation>
    </message>
    <message>
        <source>The service gave no reason.</source>
        <translation>Il servizio non ha indicato alcun motivo.</translation>
    </message>
    <message>
        <source>Preparing (%1 of %2)</source>
        <translation>Preparazione (%1 di %2)</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Invio…</translation>
    </message>
    <message>
        <source>Waiting for the service</source>
        <translation>In attesa del servizio</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>Elaborazione</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message numerus="yes">
        <source>Done, %n failed</source>
        <translation>
            <numerusform>Fatto, %n fallito</numerusform>
            <numerusform>Fatto, %n falliti</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fallito: %1</translation>
    </message>
</context>
<context>
    <name>CamtReader</name>
    <message>
        <source>The file is not a camt.054 notification or camt.053 statement.</source>
        <translation>Il file non è né un avviso camt.054 né un estratto conto camt.053.</translation>
    </message>
    <message>
        <source>the file is not a camt.054 notification or camt.053 statement (its root element is %1 in the namespace &quot;%2&quot;).</source>
        <translation>il file non è né un avviso camt.054 né un estratto conto camt.053 (il suo elemento radice è %1 nello spazio dei nomi «%2»).</translation>
    </message>
    <message>
        <source>the element %1 is not what a camt.%2 file holds.</source>
        <translation>l&apos;elemento %1 non è previsto in un file camt.%2.</translation>
    </message>
    <message>
        <source>Line %1: the entry says neither credit nor debit.</source>
        <translation>Riga %1: la registrazione non indica né accredito né addebito.</translation>
    </message>
    <message>
        <source>Line %1: the amount &quot;%2&quot; cannot be read.</source>
        <translation>Riga %1: l&apos;importo «%2» non può essere letto.</translation>
    </message>
    <message>
        <source>Line %1: the currency &quot;%2&quot; is not a currency code.</source>
        <translation>Riga %1: la valuta «%2» non è un codice valuta.</translation>
    </message>
    <message>
        <source>Line %1: the reference %2 has a wrong check digit or form.</source>
        <translation>Riga %1: il riferimento %2 ha una cifra di controllo o una forma errata.</translation>
    </message>
</context>
<context>
    <name>ChfRatesDialog</name>
    <message>
        <source>CHF rates for the VAT return</source>
        <translation>Corsi CHF per il rendiconto IVA</translation>
    </message>
    <message>
        <source>Documents in other currencies go into the VAT return at the monthly average rate the tax administration publishes for the month of the document: CHF per unit, e.g. EUR, 2024-03, 0.9512.</source>
        <translation>I documenti in altre valute entrano nel rendiconto IVA al corso medio mensile che l&apos;amministrazione fiscale pubblica per il mese del documento: CHF per unità, p. es. EUR, 2024-03, 0.9512.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Month (YYYY-MM)</source>
        <translation>Mese (AAAA-MM)</translation>
    </message>
    <message>
        <source>CHF per unit</source>
        <translation>CHF per unità</translation>
    </message>
    <message>
        <source>CHF rates</source>
        <translation>Corsi CHF</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Aggiungi</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importa CSV…</translation>
    </message>
    <message>
        <source>Import CHF rates</source>
        <translation>Importa corsi CHF</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>File CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Non è stato possibile leggere %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n rate(s) imported; press Save to keep them.</source>
        <translation>
            <numerusform>%n corso importato; prema Salva per conservarlo.</numerusform>
            <numerusform>%n corsi importati; prema Salva per conservarli.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1, currency: &quot;%2&quot; is not a three-letter code other than CHF.</source>
        <translation>Riga %1, valuta: «%2» non è un codice di tre lettere diverso da CHF.</translation>
    </message>
    <message>
        <source>Row %1, month: &quot;%2&quot; is not written as 2024-03.</source>
        <translation>Riga %1, mese: «%2» non è scritto come 2024-03.</translation>
    </message>
    <message>
        <source>Row %1: %2 of %3 is given twice.</source>
        <translation>Riga %1: %2 di %3 è indicato due volte.</translation>
    </message>
    <message>
        <source>The rates could not be kept: %1</source>
        <translation>Non è stato possibile salvare i corsi: %1</translation>
    </message>
    <message>
        <source>Row %1, rate: &quot;%2&quot; is not a positive number with at most six decimals, such as 0.9512 or 0,9512.</source>
        <translation>Riga %1, tasso: «%2» non è un numero positivo con al massimo sei decimali, come 0.9512 o 0,9512.</translation>
    </message>
</context>
<context>
    <name>CliRunner</name>
    <message>
        <source>standard input</source>
        <translation>input standard</translation>
    </message>
    <message>
        <source>standard input cannot be read: %1</source>
        <translation>l&apos;input standard non può essere letto: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be read: %2</source>
        <translation>«%1» non può essere letto: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is larger than %2 MB: refused unread.</source>
        <translation>«%1» supera %2 MB: rifiutato senza essere letto.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 non può essere letto: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: refused.</source>
        <translation>%1 supera %2 MB: rifiutato.</translation>
    </message>
    <message>
        <source>The token reads no account: nothing was done.</source>
        <translation>Il token non accede ad alcun conto: non è stato fatto nulla.</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>Ended by signal %1: what was under way was cancelled; the local copy keeps what was stored before.</source>
        <translation>Terminato dal segnale %1: quanto era in corso è stato annullato; la copia locale conserva ciò che era salvato prima.</translation>
    </message>
    <message>
        <source>None of the accounts the token reads has the bank account this file is about: nothing was booked.</source>
        <translation>Nessuno dei conti a cui il token dà accesso ha il conto bancario di cui tratta questo file: non è stato registrato nulla.</translation>
    </message>
    <message>
        <source>%1 (%2): not synchronised, its row is left out.</source>
        <translation>%1 (%2): non sincronizzato, la sua riga è omessa.</translation>
    </message>
    <message>
        <source>%1: the local copy could not be read: %2</source>
        <translation>%1: non è stato possibile leggere la copia locale: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) written to %2.</source>
        <translation>
            <numerusform>%1: %n riga scritta in %2.</numerusform>
            <numerusform>%1: %n righe scritte in %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only partly synchronised, the figures may be incomplete: %1</source>
        <translation>Sincronizzato solo in parte, le cifre possono essere incomplete: %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>InvoiceDesk: desktop client for the invoicing service.

Commands (one per run; --sync may go before --report or --reminder-run): --sync, --report, --reminder-run, --import-payments, --set-chf-rates, --set-zero-classes, --set-vat-method, --set-input-tax.%1

Exit codes: 0 done; 1 failed; 2 wrong use (one line names the problem; nothing is read or contacted), no token, or the address refused; 3 signing in failed; 4 partly done (what is missing, incomplete or needs attention is named on stderr); 130, 143: ended by SIGINT or SIGTERM (the local copy stays as whole pages and answers left it). With --all-accounts: the highest of the accounts&apos;.</source>
        <translation>InvoiceDesk: client desktop per il servizio di fatturazione.

Comandi (uno per esecuzione; --sync può precedere --report o --reminder-run): --sync, --report, --reminder-run, --import-payments, --set-chf-rates, --set-zero-classes, --set-vat-method, --set-input-tax.%1

Codici di uscita: 0 eseguito; 1 non riuscito; 2 uso errato (una riga indica il problema; nulla viene letto né contattato), nessun token o indirizzo rifiutato; 3 accesso non riuscito; 4 eseguito in parte (ciò che manca, è incompleto o richiede attenzione è indicato su stderr); 130, 143: terminato da SIGINT o SIGTERM (la copia locale resta come l&apos;hanno lasciata le pagine e risposte complete). Con --all-accounts: il codice più alto tra tutti i conti.</translation>
    </message>
    <message>
        <source> Without a command the window opens.</source>
        <translation> Senza comando si apre la finestra.</translation>
    </message>
    <message>
        <source>Start the bundled demo service and open its sample account (the window), or run a command that synchronises on it (a copy of its own, removed at the end).</source>
        <translation>Avviare il servizio dimostrativo incluso e aprire il suo conto di esempio (la finestra), oppure eseguire un comando che si sincronizza con esso (in una copia propria, rimossa alla fine).</translation>
    </message>
    <message>
        <source>Address of the service, https://host (http:// only to this computer).</source>
        <translation>Indirizzo del servizio, https://host (http:// solo verso questo computer).</translation>
    </message>
    <message>
        <source>Saved profile to use (its address and account).</source>
        <translation>Profilo salvato da usare (il suo indirizzo e il suo conto).</translation>
    </message>
    <message>
        <source>The account, by its UUID.</source>
        <translation>Il conto, tramite il suo UUID.</translation>
    </message>
    <message>
        <source>Run the command for every account the token reads, one after the other: {account} (the UUID) and {name} (the account&apos;s name as a safe file name) in --out are replaced; one summary line per account (account, UUID, name, exit code, tab-separated; on stderr for --import-payments, else on stdout).</source>
        <translation>Eseguire il comando per ogni conto a cui il token accede, uno dopo l&apos;altro: {account} (l&apos;UUID) e {name} (il nome del conto come nome di file sicuro) vengono sostituiti in --out; una riga di riepilogo per conto (conto, UUID, nome, codice di uscita, separati da tabulazioni; su stderr per --import-payments, altrimenti su stdout).</translation>
    </message>
    <message>
        <source>Synchronise: the lists, then addresses, products, bank accounts, the invoice settings and every invoice&apos;s and credit note&apos;s details that are new or changed; print a summary (token from INVOICEDESK_TOKEN or the keychain). Exit code 4: partly done (the summary names what is missing; the next synchronisation fetches it).</source>
        <translation>Sincronizzare: gli elenchi, poi indirizzi, prodotti, conti bancari, le impostazioni delle fatture e i dettagli di ogni fattura e nota di credito nuova o modificata; stampare un riepilogo (token da INVOICEDESK_TOKEN o dal portachiavi). Codice di uscita 4: eseguito in parte (il riepilogo indica ciò che manca; la prossima sincronizzazione lo recupera).</translation>
    </message>
    <message>
        <source>With --sync: fetch everything again and remove deleted documents.</source>
        <translation>Con --sync: recuperare tutto di nuovo e rimuovere i documenti eliminati.</translation>
    </message>
    <message>
        <source>Write a report from the local copy (with --sync: synchronised first): vat, open-items or revenue, with --period and --out. Exit code 4: written, but the figures are incomplete (the reasons on stderr).</source>
        <translation>Scrivere un rapporto dalla copia locale (con --sync: sincronizzata prima): vat, open-items o revenue, con --period e --out. Codice di uscita 4: scritto, ma le cifre sono incomplete (i motivi su stderr).</translation>
    </message>
    <message>
        <source>With --report or --set-input-tax: 2024-Q1, 2024-H1, 2024-03 or 2024.</source>
        <translation>Con --report o --set-input-tax: 2024-Q1, 2024-H1, 2024-03 o 2024.</translation>
    </message>
    <message>
        <source>With --report: the file to write, .csv or .xlsx; with --reminder-run: the CSV file.</source>
        <translation>Con --report: il file da scrivere, .csv o .xlsx; con --reminder-run: il file CSV.</translation>
    </message>
    <message>
        <source>Write the reminders the reminder run would propose as of --as-of to the CSV file --out, from the local copy (with --sync: synchronised first); sends nothing without --send-email. Columns invoiceNumber, customer, dueDate, daysOverdue, currentLevel, proposedLevel (empty when nothing is due), fee, currency, note. Exit code 4: some overdue invoices&apos; details are not current (named; planned from the list only).</source>
        <translation>Scrivere nel file CSV --out i solleciti che verrebbero proposti alla data --as-of, dalla copia locale (con --sync: sincronizzata prima); senza --send-email non viene inviato nulla. Colonne invoiceNumber, customer, dueDate, daysOverdue, currentLevel, proposedLevel (vuota se nulla è dovuto), fee, currency, note. Codice di uscita 4: i dettagli di alcune fatture scadute non sono aggiornati (indicate; pianificate solo dall&apos;elenco).</translation>
    </message>
    <message>
        <source>With --reminder-run: the day, exactly YYYY-MM-DD.</source>
        <translation>Con --reminder-run: il giorno, esattamente nella forma YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>With --reminder-run as of today: the service e-mails every proposed reminder itself (the level&apos;s text, fee and PDF), one line per invoice (sent, already sent, not sent with the reason). Exit code 4: some not sent.</source>
        <translation>Con --reminder-run alla data odierna: il servizio invia direttamente per e-mail ogni sollecito proposto (testo, spese e PDF del livello), una riga per fattura (inviato, già inviato, non inviato con il motivo). Codice di uscita 4: alcuni non inviati.</translation>
    </message>
    <message>
        <source>Import a camt.054 or camt.053 bank file (synchronised first; &quot;-&quot; reads standard input, pipes and FIFOs are read like files): books the payments whose reference names an open invoice, never suggestions; one line per entry (booked; booked, over-paid; already booked; needs check; suggested; unmatched; failed). Exit code 0: every credit entry booked in full or before; 4: some need attention (listed); 2: not a camt file.</source>
        <translation>Importare un file bancario camt.054 o camt.053 (sincronizzato prima; «-» legge l&apos;input standard, pipe e FIFO sono letti come file): registra i pagamenti il cui riferimento indica una fattura aperta, mai i suggerimenti; una riga per registrazione (booked; booked, over-paid; already booked; needs check; suggested; unmatched; failed). Codice di uscita 0: ogni accredito registrato per intero o già prima; 4: alcune richiedono attenzione (elencate); 2: non è un file camt.</translation>
    </message>
    <message>
        <source>With --import-payments or a --set-… command: print what would be booked or changed, change nothing.</source>
        <translation>Con --import-payments o un comando --set-…: stampare ciò che verrebbe registrato o modificato, senza modificare nulla.</translation>
    </message>
    <message>
        <source>Keep the monthly CHF rates of the CSV file (&quot;-&quot;: standard input) in the local copy, as the window&apos;s CHF rates import does: lines CURRENCY;YYYY-MM;RATE, e.g. EUR;2024-03;0.9512.</source>
        <translation>Salvare nella copia locale i corsi CHF mensili del file CSV («-»: input standard), come fa l&apos;importazione dei corsi CHF nella finestra: righe CURRENCY;YYYY-MM;RATE, p. es. EUR;2024-03;0.9512.</translation>
    </message>
    <message>
        <source>Keep how each product&apos;s turnover at 0 % counts in the VAT return, from the CSV file (&quot;-&quot;: standard input): lines productKey;class, class one of export, abroad, excluded, none.</source>
        <translation>Salvare come la cifra d&apos;affari allo 0 % di ogni prodotto conta nel rendiconto IVA, dal file CSV («-»: input standard): righe productKey;class, class uno tra export, abroad, excluded, none.</translation>
    </message>
    <message>
        <source>Keep the account&apos;s VAT method: effective, or net-tax-rate:RATE[:RATE2] (e.g. net-tax-rate:6.2).</source>
        <translation>Salvare il metodo IVA del conto: effective, oppure net-tax-rate:RATE[:RATE2] (p. es. net-tax-rate:6.2).</translation>
    </message>
    <message>
        <source>Keep the input tax of the period (e.g. 2024-Q1) given with --tax-400 and --tax-405.</source>
        <translation>Salvare l&apos;imposta precedente del periodo (p. es. 2024-Q1) indicata con --tax-400 e --tax-405.</translation>
    </message>
    <message>
        <source>With --set-input-tax: input tax on material and services, as 1234.50.</source>
        <translation>Con --set-input-tax: imposta precedente su costi del materiale e prestazioni di servizi, nella forma 1234.50.</translation>
    </message>
    <message>
        <source>With --set-input-tax: input tax on investments, as 1234.50.</source>
        <translation>Con --set-input-tax: imposta precedente su investimenti, nella forma 1234.50.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; needs a value.</source>
        <translation>%1: «%2» richiede un valore.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; needs a value, not the option &quot;%3&quot;.</source>
        <translation>%1: «%2» richiede un valore, non l&apos;opzione «%3».</translation>
    </message>
    <message>
        <source>%1: unknown option &quot;%2&quot;; see %1 --help.</source>
        <translation>%1: opzione sconosciuta «%2»; vedere %1 --help.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: unexpected word &quot;%2&quot; (options start with --; see %1 --help).</source>
        <translation>%1: parola inattesa «%2» (le opzioni iniziano con --; vedere %1 --help).</translation>
    </message>
    <message>
        <source>%1: &quot;--%2&quot; is given %3 times (&quot;%4&quot;); give it once.</source>
        <translation>%1: &quot;--%2&quot; è indicato %3 volte (&quot;%4&quot;); lo indichi una sola volta.</translation>
    </message>
    <message>
        <source>%1: --%2 and --%3 cannot go together: run them one after the other.</source>
        <translation>%1: --%2 e --%3 non possono andare insieme: li esegua uno dopo l&apos;altro.</translation>
    </message>
    <message>
        <source>%1: --import-payments synchronises first by itself: leave out --sync.</source>
        <translation>%1: --import-payments sincronizza prima da sé: ometta --sync.</translation>
    </message>
    <message>
        <source>%1: --%2 changes only the local copy: run --sync on its own.</source>
        <translation>%1: --%2 modifica solo la copia locale: esegua --sync separatamente.</translation>
    </message>
    <message>
        <source>%1: --%2 goes with %3.</source>
        <translation>%1: --%2 va usato con %3.</translation>
    </message>
    <message>
        <source>--import-payments or a --set-… command</source>
        <translation>--import-payments o un comando --set-…</translation>
    </message>
    <message>
        <source>--report or --set-input-tax</source>
        <translation>--report o --set-input-tax</translation>
    </message>
    <message>
        <source>--report or --reminder-run</source>
        <translation>--report o --reminder-run</translation>
    </message>
    <message>
        <source>a command</source>
        <translation>un comando</translation>
    </message>
    <message>
        <source>%1: name a command: --sync, --report, --reminder-run, --import-payments or a --set-… command; see %1 --help.</source>
        <translation>%1: indichi un comando: --sync, --report, --reminder-run, --import-payments o un comando --set-…; vedere %1 --help.</translation>
    </message>
    <message>
        <source>%1: --profile is empty: name a saved profile.</source>
        <translation>%1: --profile è vuoto: indichi un profilo salvato.</translation>
    </message>
    <message>
        <source>%1: --base-url is empty: give the service&apos;s address, e.g. https://api.abaninja.ch.</source>
        <translation>%1: --base-url è vuoto: indichi l&apos;indirizzo del servizio, p. es. https://api.abaninja.ch.</translation>
    </message>
    <message>
        <source>%1: --base-url &quot;%2&quot; is not a service address: write it as https://host or http://127.0.0.1:PORT.</source>
        <translation>%1: --base-url «%2» non è un indirizzo di servizio: lo scriva come https://host o http://127.0.0.1:PORT.</translation>
    </message>
    <message>
        <source>%1: --base-url &quot;%2&quot;: %3</source>
        <translation>%1: --base-url «%2»: %3</translation>
    </message>
    <message>
        <source>%1: --account &quot;%2&quot; is not an account&apos;s UUID (like 825c3971-3f5d-4b3e-9d7a-1c2b3a4d5e6f).</source>
        <translation>%1: --account «%2» non è l&apos;UUID di un conto (come 825c3971-3f5d-4b3e-9d7a-1c2b3a4d5e6f).</translation>
    </message>
    <message>
        <source>%1: --account and --all-accounts cannot go together.</source>
        <translation>%1: --account e --all-accounts non possono andare insieme.</translation>
    </message>
    <message>
        <source>%1: --demo runs its own service with its own accounts: leave out --%2.</source>
        <translation>%1: --demo avvia un proprio servizio con propri conti: ometta --%2.</translation>
    </message>
    <message>
        <source>%1: --demo keeps its copy only while the command runs: use it with --sync, --report --sync, --reminder-run --sync or --import-payments.</source>
        <translation>%1: --demo conserva la sua copia solo mentre il comando è in esecuzione: lo usi con --sync, --report --sync, --reminder-run --sync o --import-payments.</translation>
    </message>
    <message>
        <source>%1: --reminder-run needs --as-of YYYY-MM-DD.</source>
        <translation>%1: --reminder-run richiede --as-of YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>%1: --send-email sends reminders as of today only, not as of &quot;%2&quot;.</source>
        <translation>%1: --send-email invia i solleciti solo alla data odierna, non al «%2».</translation>
    </message>
    <message>
        <source>%1: --reminder-run needs --out, the CSV file to write.</source>
        <translation>%1: --reminder-run richiede --out, il file CSV da scrivere.</translation>
    </message>
    <message>
        <source>%1: --%2 is empty: name the file, or &quot;-&quot; for standard input.</source>
        <translation>%1: --%2 è vuoto: indichi il file, o «-» per l&apos;input standard.</translation>
    </message>
    <message>
        <source>%1: --set-input-tax names its period itself (--set-input-tax 2024-Q1): leave out --period.</source>
        <translation>%1: --set-input-tax indica da sé il proprio periodo (--set-input-tax 2024-Q1): ometta --period.</translation>
    </message>
    <message>
        <source>%1: --set-input-tax needs --tax-400 and --tax-405 (0.00 where there is none).</source>
        <translation>%1: --set-input-tax richiede --tax-400 e --tax-405 (0.00 se non ce n&apos;è).</translation>
    </message>
    <message>
        <source>%1: --out &quot;%2&quot;: {account} and {name} are replaced only with --all-accounts.</source>
        <translation>%1: --out «%2»: {account} e {name} vengono sostituiti solo con --all-accounts.</translation>
    </message>
    <message>
        <source>%1: with --all-accounts, --out &quot;%2&quot; needs {account} or {name} in it (one file per account).</source>
        <translation>%1: con --all-accounts, --out «%2» deve contenere {account} o {name} (un file per conto).</translation>
    </message>
    <message>
        <source>%1: --out &quot;%2&quot;: the folder &quot;%3&quot; does not exist.</source>
        <translation>%1: --out «%2»: la cartella «%3» non esiste.</translation>
    </message>
    <message>
        <source>--as-of &quot;%1&quot; is not a date written exactly YYYY-MM-DD.</source>
        <translation>--as-of «%1» non è una data scritta esattamente YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>--as-of &quot;%1&quot; is in the future: the reminders and figures are as of today or an earlier day.</source>
        <translation>--as-of «%1» è nel futuro: i solleciti e le cifre si riferiscono a oggi o a un giorno precedente.</translation>
    </message>
    <message>
        <source>--reminder-run or --report accounts</source>
        <translation>--reminder-run o --report accounts</translation>
    </message>
    <message>
        <source>%1: --report accounts is as of a day: give --as-of YYYY-MM-DD, not --period.</source>
        <translation>%1: --report accounts si riferisce a un giorno: indichi --as-of YYYY-MM-DD, non --period.</translation>
    </message>
    <message>
        <source>%1: --report accounts needs --as-of YYYY-MM-DD.</source>
        <translation>%1: --report accounts richiede --as-of YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>%1: --report accounts writes every account into one file: --out &quot;%2&quot; needs no {account} or {name}.</source>
        <translation>%1: --report accounts scrive tutti i conti in un unico file: --out «%2» non deve contenere {account} né {name}.</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>&amp;Verify token</source>
        <translation>&amp;Verifica token</translation>
    </message>
    <message>
        <source>Connect to the invoicing service</source>
        <translation>Connettersi al servizio di fatturazione</translation>
    </message>
    <message>
        <source>Paste the API token created in the service&apos;s settings</source>
        <translation>Incolli il token API creato nelle impostazioni del servizio</translation>
    </message>
    <message>
        <source>For example: Office, or the company&apos;s name</source>
        <translation>Per esempio: Ufficio, o il nome della ditta</translation>
    </message>
    <message>
        <source>Create an API token in the service under Settings → Automation → API tokens with the scopes &lt;i&gt;profile&lt;/i&gt; and &lt;i&gt;customers&lt;/i&gt;, then paste it here. The token is kept in the system keychain, never in a file.</source>
        <translation>Crei nel servizio, sotto Impostazioni → Automazione → Token API, un token con le autorizzazioni &lt;i&gt;profile&lt;/i&gt; e &lt;i&gt;customers&lt;/i&gt;, poi lo incolli qui. Il token è conservato nel portachiavi del sistema, mai in un file.</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>API &amp;token:</source>
        <translation>&amp;Token API:</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>&amp;Conto:</translation>
    </message>
    <message>
        <source>&amp;Profile name:</source>
        <translation>Nome del &amp;profilo:</translation>
    </message>
    <message>
        <source>Try the &amp;demo</source>
        <translation>Prova la &amp;demo</translation>
    </message>
    <message>
        <source>Start the bundled demo service with sample data; no account needed.</source>
        <translation>Avvia il servizio dimostrativo incluso con dati di esempio; non serve alcun conto.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connetti</translation>
    </message>
    <message>
        <source>API token: enter the token to verify it.</source>
        <translation>Token API: inserisca il token per verificarlo.</translation>
    </message>
    <message>
        <source>Checking the token with %1…</source>
        <translation>Verifica del token presso %1…</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Non è stato possibile leggere la risposta del servizio: %1</translation>
    </message>
    <message>
        <source>The token is valid but reaches no account.</source>
        <translation>Il token è valido ma non accede ad alcun conto.</translation>
    </message>
    <message numerus="yes">
        <source>The token reaches %n account(s). Pick one and connect.</source>
        <translation>
            <numerusform>Il token accede a %n conto. Lo scelga e si connetta.</numerusform>
            <numerusform>Il token accede a %n conti. Ne scelga uno e si connetta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the profile?</source>
        <translation>Sostituire il profilo?</translation>
    </message>
    <message>
        <source>The profile “%1” opens the account “%2” on %3. Replace it, so that it opens “%4” on %5?</source>
        <translation>Il profilo «%1» apre il conto «%2» su %3. Sostituirlo, in modo che apra «%4» su %5?</translation>
    </message>
    <message>
        <source>To keep both, choose another profile name.</source>
        <translation>Per conservarli entrambi, scelga un altro nome di profilo.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Sostituisci</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>A quoted field that starts on line %1 is not closed.</source>
        <translation>Un campo tra virgolette che inizia alla riga %1 non è chiuso.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Il file è vuoto.</translation>
    </message>
    <message>
        <source>The file has a header line but no rows.</source>
        <translation>Il file ha una riga d&apos;intestazione ma nessuna riga di dati.</translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <source>Type a date such as 23.11.2026, 23.11.26, 23.11. or 231126; t for today, +30 for 30 days from today. Alt+Down opens a calendar.</source>
        <translation>Inserire una data, p. es. 23.11.2026, 23.11.26, 23.11. o 231126; t per oggi, +30 per tra 30 giorni. Alt+Giù apre un calendario.</translation>
    </message>
    <message>
        <source>Choose from a calendar (Alt+Down)</source>
        <translation>Scegliere da un calendario (Alt+Giù)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>%1: %2 is before %3.</source>
        <translation>%1: %2 è prima del %3.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a date. Type for example 23.11.2026, 23.11., 231126, t (today) or +30.</source>
        <translation>%1: «%2» non è una data. Inserire p. es. 23.11.2026, 23.11., 231126, t (oggi) o +30.</translation>
    </message>
</context>
<context>
    <name>DefaultConditionsPage</name>
    <message>
        <source>Default conditions</source>
        <translation>Condizioni predefinite</translation>
    </message>
    <message>
        <source>The conditions text new documents start with, in the customer&apos;s language.</source>
        <translation>Il testo delle condizioni con cui iniziano i nuovi documenti, nella lingua del cliente.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>DetailFetcher</name>
    <message>
        <source>The answer held no document.</source>
        <translation>La risposta non conteneva alcun documento.</translation>
    </message>
</context>
<context>
    <name>DisabledActionReason</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 is cancelled.</source>
        <translation>%1 è annullato.</translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation>%1 è archiviato.</translation>
    </message>
    <message>
        <source>%1 is already sent.</source>
        <translation>%1 è già inviato.</translation>
    </message>
    <message>
        <source>%1 has no open amount.</source>
        <translation>%1 non ha un importo aperto.</translation>
    </message>
    <message>
        <source>%1 is not overdue.</source>
        <translation>%1 non è scaduto.</translation>
    </message>
    <message>
        <source>%1 has had its final reminder.</source>
        <translation>%1 ha già ricevuto il sollecito finale.</translation>
    </message>
    <message>
        <source>The service does not offer this for %1 in its present state.</source>
        <translation>Il servizio non offre questa azione per %1 nel suo stato attuale.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n of the selected %1.</source>
        <translation>
            <numerusform>Annullati: %n dei %1 selezionati.</numerusform>
            <numerusform>Annullati: %n dei %1 selezionati.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archived: %n of the selected %1.</source>
        <translation>
            <numerusform>Archiviati: %n dei %1 selezionati.</numerusform>
            <numerusform>Archiviati: %n dei %1 selezionati.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already sent: %n of the selected %1.</source>
        <translation>
            <numerusform>Già inviati: %n dei %1 selezionati.</numerusform>
            <numerusform>Già inviati: %n dei %1 selezionati.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing open: %n of the selected %1.</source>
        <translation>
            <numerusform>Nulla di aperto: %n dei %1 selezionati.</numerusform>
            <numerusform>Nulla di aperto: %n dei %1 selezionati.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not overdue: %n of the selected %1.</source>
        <translation>
            <numerusform>Non scaduti: %n dei %1 selezionati.</numerusform>
            <numerusform>Non scaduti: %n dei %1 selezionati.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final reminder already sent: %n of the selected %1.</source>
        <translation>
            <numerusform>Sollecito finale già inviato: %n dei %1 selezionati.</numerusform>
            <numerusform>Sollecito finale già inviato: %n dei %1 selezionati.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not offered by the service in their present state: %n of the selected %1.</source>
        <translation>
            <numerusform>Non offerto dal servizio nel loro stato attuale: %n dei %1 selezionati.</numerusform>
            <numerusform>Non offerto dal servizio nel loro stato attuale: %n dei %1 selezionati.</numerusform>
        </translation>
    </message>
    <message>
        <source>Payments are recorded one invoice at a time: select only one.</source>
        <translation>I pagamenti si registrano una fattura alla volta: selezionatene una sola.</translation>
    </message>
    <message>
        <source>Another action is running on the selected documents.</source>
        <translation>Un&apos;altra azione è in corso sui documenti selezionati.</translation>
    </message>
    <message>
        <source>Asking the service what the selected documents offer…</source>
        <translation>Si chiede al servizio cosa offrono i documenti selezionati…</translation>
    </message>
</context>
<context>
    <name>DocumentActionCatalog</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Salva come PD&amp;F…</translation>
    </message>
    <message>
        <source>Send by &amp;e-mail…</source>
        <translation>Invia per &amp;e-mail…</translation>
    </message>
    <message>
        <source>Mark as &amp;sent</source>
        <translation>Se&amp;gna come inviato</translation>
    </message>
    <message>
        <source>Mark as a&amp;pproved</source>
        <translation>Segna come a&amp;pprovato</translation>
    </message>
    <message>
        <source>Mark as dec&amp;lined</source>
        <translation>Segna come &amp;rifiutato</translation>
    </message>
    <message>
        <source>Print &amp;reminder…</source>
        <translation>Stampa s&amp;ollecito…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplica</translation>
    </message>
    <message>
        <source>Convert to &amp;invoice</source>
        <translation>Con&amp;verti in fattura</translation>
    </message>
    <message>
        <source>Convert to &amp;contract note</source>
        <translation>Converti in &amp;conferma d&apos;ordine</translation>
    </message>
    <message>
        <source>Convert to deli&amp;very note</source>
        <translation>Converti in &amp;bollettino di consegna</translation>
    </message>
    <message>
        <source>Convert to c&amp;redit note</source>
        <translation>Converti in nota di c&amp;redito</translation>
    </message>
    <message>
        <source>Convert to &amp;template</source>
        <translation>Converti in mo&amp;dello</translation>
    </message>
    <message>
        <source>Save as &amp;template</source>
        <translation>Salva come mo&amp;dello</translation>
    </message>
    <message>
        <source>Create &amp;invoice from template</source>
        <translation>Crea fattura &amp;dal modello</translation>
    </message>
    <message>
        <source>Create &amp;quote from template</source>
        <translation>Crea &amp;offerta dal modello</translation>
    </message>
    <message>
        <source>Create deli&amp;very note from template</source>
        <translation>Crea bollettino di conse&amp;gna dal modello</translation>
    </message>
    <message>
        <source>Create c&amp;redit note from template</source>
        <translation>Crea nota di c&amp;redito dal modello</translation>
    </message>
    <message>
        <source>Create &amp;contract note from template</source>
        <translation>Crea &amp;conferma d&apos;ordine dal modello</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>Arc&amp;hivia</translation>
    </message>
    <message>
        <source>Res&amp;tore</source>
        <translation>Ripris&amp;tina</translation>
    </message>
    <message>
        <source>Ca&amp;ncel document</source>
        <translation>&amp;Annulla documento</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>El&amp;imina</translation>
    </message>
    <message>
        <source>Record a pa&amp;yment…</source>
        <translation>Registra un &amp;pagamento…</translation>
    </message>
    <message>
        <source>Send remi&amp;nder by e-mail</source>
        <translation>In&amp;via sollecito per e-mail</translation>
    </message>
</context>
<context>
    <name>DocumentActionController</name>
    <message>
        <source>The actions of %1 could not be read: %2</source>
        <translation>Non è stato possibile leggere le azioni di %1: %2</translation>
    </message>
    <message>
        <source>The actions of %1 could not be fetched: %2</source>
        <translation>Non è stato possibile recuperare le azioni di %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 e %n altro</numerusform>
            <numerusform>%1 e altri %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) (%1)</source>
        <translation>
            <numerusform>%n documento (%1)</numerusform>
            <numerusform>%n documenti (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>Eliminare %1?</translation>
    </message>
    <message>
        <source>The document is removed from the service. This cannot be undone.</source>
        <translation>Il documento viene rimosso dal servizio. L&apos;operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>Cancel %1?</source>
        <translation>Annullare %1?</translation>
    </message>
    <message>
        <source>A cancelled document can no longer be changed or sent, and nothing is open on it any more. This cannot be undone.</source>
        <translation>Un documento annullato non può più essere modificato né inviato e non presenta più alcun importo aperto. L&apos;operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>%1: %2?</source>
        <translation>%1: %2?</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Mantieni</translation>
    </message>
    <message>
        <source>%1 was sent by e-mail to %2.</source>
        <translation>%1 è stato inviato per e-mail a %2.</translation>
    </message>
    <message>
        <source>Send by e-mail</source>
        <translation>Invia per e-mail</translation>
    </message>
    <message>
        <source>Send %1 by e-mail?</source>
        <translation>Inviare %1 per e-mail?</translation>
    </message>
    <message>
        <source>Each document goes with its PDF attached to the primary e-mail address of its receiver, and is marked as sent.</source>
        <translation>Ogni documento parte con il suo PDF allegato all&apos;indirizzo e-mail principale del destinatario e viene segnato come inviato.</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Invia</translation>
    </message>
    <message>
        <source>%1 %2.pdf</source>
        <translation>%1 %2.pdf</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Salva PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save PDFs in folder</source>
        <translation>Salva i PDF nella cartella</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Non è stato possibile scrivere il file %1: %2</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Ferma</translation>
    </message>
    <message>
        <source>%1: %2 (%3 of %4)</source>
        <translation>%1: %2 (%3 di %4)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>%1 eliminato.</translation>
    </message>
    <message>
        <source>Sent by e-mail: %1.</source>
        <translation>Inviato per e-mail: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n PDF file(s) to %1.</source>
        <translation>
            <numerusform>%n file PDF salvato in %1.</numerusform>
            <numerusform>%n file PDF salvati in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n new document(s) created from %2.</source>
        <translation>
            <numerusform>%1: %n nuovo documento creato da %2.</numerusform>
            <numerusform>%1: %n nuovi documenti creati da %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: done for %2.</source>
        <translation>%1: fatto per %2.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n document(s) were left as they were.</source>
        <translation>
            <numerusform>Interrotto: %n documento è rimasto com&apos;era.</numerusform>
            <numerusform>Interrotto: %n documenti sono rimasti com&apos;erano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 failed for %n document(s), which are unchanged:</source>
        <translation>
            <numerusform>%1 non è riuscito per %n documento, che è invariato:</numerusform>
            <numerusform>%1 non è riuscito per %n documenti, che sono invariati:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Print %1…</source>
        <translation>&amp;Stampa %1…</translation>
    </message>
    <message>
        <source>Save %1 as P&amp;DF…</source>
        <translation>Salva %1 come P&amp;DF…</translation>
    </message>
    <message>
        <source>Send %1 by &amp;e-mail…</source>
        <translation>Invia %1 per &amp;e-mail…</translation>
    </message>
    <message>
        <source>Mark %1 as &amp;sent</source>
        <translation>Segna %1 come in&amp;viati</translation>
    </message>
    <message>
        <source>Mark %1 as a&amp;pproved</source>
        <translation>Segna %1 come a&amp;ccettati</translation>
    </message>
    <message>
        <source>Mark %1 as dec&amp;lined</source>
        <translation>Segna %1 come rifi&amp;utati</translation>
    </message>
    <message>
        <source>Print &amp;reminders for %1…</source>
        <translation>Stampa i &amp;solleciti per %1…</translation>
    </message>
    <message>
        <source>D&amp;uplicate %1</source>
        <translation>D&amp;uplica %1</translation>
    </message>
    <message>
        <source>Create c&amp;redit notes for %1</source>
        <translation>Crea note di c&amp;redito per %1</translation>
    </message>
    <message>
        <source>&amp;Archive %1</source>
        <translation>&amp;Archivia %1</translation>
    </message>
    <message>
        <source>Res&amp;tore %1</source>
        <translation>Ri&amp;pristina %1</translation>
    </message>
    <message>
        <source>Ca&amp;ncel %1</source>
        <translation>A&amp;nnulla %1</translation>
    </message>
    <message>
        <source>&amp;Delete %1</source>
        <translation>&amp;Elimina %1</translation>
    </message>
    <message>
        <source>Create a credit note for %1 over %2?</source>
        <translation>Creare una nota di credito per %1 di %2?</translation>
    </message>
    <message>
        <source>Create credit notes for %1 over %2?</source>
        <translation>Creare note di credito per %1 di %2?</translation>
    </message>
    <message>
        <source>A credit note takes the amount back from the customer. It is created as a draft you can still change before sending it.</source>
        <translation>Una nota di credito restituisce l&apos;importo al cliente. Viene creata come bozza che potete ancora modificare prima di inviarla.</translation>
    </message>
    <message>
        <source>&amp;Create credit note</source>
        <translation>&amp;Crea nota di credito</translation>
    </message>
    <message>
        <source>&amp;Create credit notes</source>
        <translation>&amp;Crea note di credito</translation>
    </message>
    <message>
        <source>Nothing was done: the selection or the documents changed while the question was open. Choose the action again.</source>
        <translation>Non è stato fatto nulla: la selezione o i documenti sono cambiati mentre la domanda era aperta. Scegliete di nuovo l&apos;azione.</translation>
    </message>
    <message>
        <source>Nothing was sent: the selection or the documents changed while the question was open. Choose the action again.</source>
        <translation>Non è stato inviato nulla: la selezione o i documenti sono cambiati mentre la domanda era aperta. Scegliete di nuovo l&apos;azione.</translation>
    </message>
    <message>
        <source>Payment of %1 recorded for %2; it is paid in full.</source>
        <translation>Pagamento di %1 registrato per %2; è pagata interamente.</translation>
    </message>
    <message>
        <source>Payment of %1 recorded for %2; %3 is still open.</source>
        <translation>Pagamento di %1 registrato per %2; restano aperti %3.</translation>
    </message>
    <message>
        <source>Nothing was saved: the selection changed while the file dialog was open. Choose the action again.</source>
        <translation>Non è stato salvato nulla: la selezione è cambiata mentre la finestra dei file era aperta. Scegliete di nuovo l&apos;azione.</translation>
    </message>
    <message numerus="yes">
        <source>%n quotes</source>
        <translation>
            <numerusform>%n offerta</numerusform>
            <numerusform>%n offerte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n contract notes</source>
        <translation>
            <numerusform>%n conferma d&apos;ordine</numerusform>
            <numerusform>%n conferme d&apos;ordine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n delivery notes</source>
        <translation>
            <numerusform>%n bolla di consegna</numerusform>
            <numerusform>%n bolle di consegna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invoices</source>
        <translation>
            <numerusform>%n fattura</numerusform>
            <numerusform>%n fatture</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n credit notes</source>
        <translation>
            <numerusform>%n nota di credito</numerusform>
            <numerusform>%n note di credito</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recurring invoices</source>
        <translation>
            <numerusform>%n fattura ricorrente</numerusform>
            <numerusform>%n fatture ricorrenti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n templates</source>
        <translation>
            <numerusform>%n modello</numerusform>
            <numerusform>%n modelli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n receipts</source>
        <translation>
            <numerusform>%n giustificativo</numerusform>
            <numerusform>%n giustificativi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Non c&apos;è connessione al servizio.</translation>
    </message>
    <message>
        <source>Record the next reminder level for %1?</source>
        <translation>Registrare il livello di sollecito successivo per %1?</translation>
    </message>
    <message>
        <source>The service records the next dunning level with its fee as soon as the reminder is fetched for printing, whether or not you print it. The service refuses a reminder that is not due yet.</source>
        <translation>Il servizio registra il livello di sollecito successivo con la sua spesa non appena il sollecito viene recuperato per la stampa, che Lei lo stampi o no. Il servizio rifiuta un sollecito non ancora dovuto.</translation>
    </message>
    <message>
        <source>&amp;Record reminder</source>
        <translation>&amp;Registra sollecito</translation>
    </message>
    <message>
        <source>The service e-mails the reminder of the next level with its fee to the customer and records the level. It refuses a reminder that is not due yet, and one for a customer without an e-mail address (print it instead).</source>
        <translation>Il servizio invia per e-mail al cliente il sollecito del livello successivo con le sue spese e registra il livello. Rifiuta un sollecito non ancora dovuto e uno per un cliente senza indirizzo e-mail (in tal caso lo stampi).</translation>
    </message>
    <message>
        <source>&amp;Send reminder</source>
        <translation>&amp;Invia sollecito</translation>
    </message>
    <message>
        <source>Send remi&amp;nders for %1 by e-mail</source>
        <translation>I&amp;nvia i solleciti per %1 per e-mail</translation>
    </message>
    <message>
        <source>%1: the next level (%2) is not due before %3.</source>
        <translation>%1: il livello successivo (%2) non è dovuto prima del %3.</translation>
    </message>
    <message>
        <source>%1: no further reminder level is due.</source>
        <translation>%1: nessun ulteriore livello di sollecito è dovuto.</translation>
    </message>
    <message numerus="yes">
        <source>No reminder was recorded: the service would refuse %n of the selected invoices.</source>
        <translation>
            <numerusform>Nessun sollecito è stato registrato: il servizio rifiuterebbe %n delle fatture selezionate.</numerusform>
            <numerusform>Nessun sollecito è stato registrato: il servizio rifiuterebbe %n delle fatture selezionate.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentActionsApi</name>
    <message>
        <source>The list of actions is missing from the service&apos;s answer.</source>
        <translation>Nella risposta del servizio manca l&apos;elenco delle azioni.</translation>
    </message>
    <message>
        <source>The service&apos;s answer to the action is not a JSON object.</source>
        <translation>La risposta del servizio all&apos;azione non è un oggetto JSON.</translation>
    </message>
</context>
<context>
    <name>DocumentDetail</name>
    <message>
        <source>the amounts of the document&apos;s positions are too large</source>
        <translation>gli importi delle posizioni del documento sono troppo elevati</translation>
    </message>
</context>
<context>
    <name>DocumentDetailPane</name>
    <message>
        <source>Select a document to see its details.</source>
        <translation>Selezioni un documento per vederne i dettagli.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Caricamento…</translation>
    </message>
    <message>
        <source>The document could not be shown: the service&apos;s answer is incomplete. %1</source>
        <translation>Non è possibile mostrare il documento: la risposta del servizio è incompleta. %1</translation>
    </message>
    <message>
        <source>Showing the saved copy. %1</source>
        <translation>Viene mostrata la copia salvata. %1</translation>
    </message>
    <message>
        <source>customer %1</source>
        <translation>cliente %1</translation>
    </message>
    <message>
        <source>Receiver</source>
        <translation>Destinatario</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Scadenza</translation>
    </message>
    <message>
        <source>Delivery date</source>
        <translation>Data di consegna</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Riferimento</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annullata</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviata</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Inviata</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Non inviata</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posizioni</translation>
    </message>
    <message>
        <source>%1 %2 × %3 · VAT %4</source>
        <translation>%1 %2 × %3 · IVA %4</translation>
    </message>
    <message>
        <source> · discount %1</source>
        <translation> · sconto %1</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totali</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation>IBAN</translation>
    </message>
    <message>
        <source>(not listed yet)</source>
        <translation>(non ancora nell&apos;elenco)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Follow-up</source>
        <translation>Documento successivo</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valido fino al</translation>
    </message>
    <message>
        <source>Unknown (not converted from another document in this copy)</source>
        <translation>Sconosciuto (non convertito da un altro documento in questa copia)</translation>
    </message>
    <message>
        <source>Made from</source>
        <translation>Creato da</translation>
    </message>
    <message>
        <source>QR reference</source>
        <translation>Riferimento QR</translation>
    </message>
    <message>
        <source>Creditor reference</source>
        <translation>Riferimento del creditore</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <translation>%1 (annullata)</translation>
    </message>
    <message>
        <source>Total at the service:</source>
        <translation>Totale sul servizio:</translation>
    </message>
    <message>
        <source>Cancelled: nothing is to be paid.</source>
        <translation>Annullata: non c&apos;è nulla da pagare.</translation>
    </message>
    <message>
        <source>Open amount:</source>
        <translation>Importo aperto:</translation>
    </message>
</context>
<context>
    <name>DocumentDraft</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Receiver</source>
        <translation>Destinatario</translation>
    </message>
    <message>
        <source>choose a company or person.</source>
        <translation>scelga una ditta o una persona.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>three capital letters are needed, e.g. CHF.</source>
        <translation>servono tre lettere maiuscole, p. es. CHF.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>at most 255 characters.</source>
        <translation>al massimo 255 caratteri.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Riferimento</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>a date is needed.</source>
        <translation>serve una data.</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Scadenza</translation>
    </message>
    <message>
        <source>must not be before the document date.</source>
        <translation>non deve precedere la data del documento.</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valida fino al</translation>
    </message>
    <message>
        <source>must not be before the quote date.</source>
        <translation>non deve precedere la data dell&apos;offerta.</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Data di fine</translation>
    </message>
    <message>
        <source>must not be before the start date.</source>
        <translation>non deve precedere la data d&apos;inizio.</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>Frequenza</translation>
    </message>
    <message>
        <source>must be weekly, monthly, every six months or annually.</source>
        <translation>deve essere settimanale, mensile, semestrale o annuale.</translation>
    </message>
    <message>
        <source>Document discount</source>
        <translation>Sconto sul documento</translation>
    </message>
    <message>
        <source>must be a percentage from 0 to 100.</source>
        <translation>deve essere una percentuale da 0 a 100.</translation>
    </message>
    <message>
        <source>must be an amount of at least 0.</source>
        <translation>deve essere un importo di almeno 0.</translation>
    </message>
    <message>
        <source>Cash discount %1</source>
        <translation>Sconto cassa %1</translation>
    </message>
    <message>
        <source>days must be from 0 to 365.</source>
        <translation>i giorni devono essere da 0 a 365.</translation>
    </message>
    <message>
        <source>Quantity in row %1</source>
        <translation>Quantità alla riga %1</translation>
    </message>
    <message>
        <source>must be from 0 to 1,000,000.</source>
        <translation>deve essere da 0 a 1&apos;000&apos;000.</translation>
    </message>
    <message>
        <source>Description in row %1</source>
        <translation>Descrizione alla riga %1</translation>
    </message>
    <message>
        <source>at most 2000 characters.</source>
        <translation>al massimo 2000 caratteri.</translation>
    </message>
    <message>
        <source>Price in row %1</source>
        <translation>Prezzo alla riga %1</translation>
    </message>
    <message>
        <source>must be at most 10,000,000 in either direction.</source>
        <translation>deve essere al massimo 10&apos;000&apos;000 in entrambe le direzioni.</translation>
    </message>
    <message>
        <source>VAT in row %1</source>
        <translation>IVA alla riga %1</translation>
    </message>
    <message>
        <source>Discount in row %1</source>
        <translation>Sconto alla riga %1</translation>
    </message>
    <message>
        <source>Row %1.%2</source>
        <translation>Riga %1.%2</translation>
    </message>
    <message>
        <source>a group holds only products.</source>
        <translation>un gruppo contiene solo prodotti.</translation>
    </message>
    <message>
        <source>must not be more than the total of %1.</source>
        <translation>non deve superare il totale di %1.</translation>
    </message>
    <message>
        <source>enter when the invoice is due; neither the receiver nor the account has payment terms to compute it from.</source>
        <translation>indicate quando scade la fattura; né il destinatario né il conto hanno condizioni di pagamento da cui calcolarla.</translation>
    </message>
</context>
<context>
    <name>DocumentEditor</name>
    <message>
        <source>Receiver</source>
        <translation>Destinatario</translation>
    </message>
    <message>
        <source>&amp;Start date:</source>
        <translation>Data d&apos;ini&amp;zio:</translation>
    </message>
    <message>
        <source>De&amp;livery date:</source>
        <translation>Data d&amp;i consegna:</translation>
    </message>
    <message>
        <source>&amp;Ends on</source>
        <translation>Term&amp;ina il</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>Fine:</translation>
    </message>
    <message>
        <source>Weekly</source>
        <translation>Settimanale</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Mensile</translation>
    </message>
    <message>
        <source>Every six months</source>
        <translation>Semestrale</translation>
    </message>
    <message>
        <source>Annually</source>
        <translation>Annuale</translation>
    </message>
    <message>
        <source>&amp;Active</source>
        <translation>&amp;Attiva</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Valuta:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titolo:</translation>
    </message>
    <message>
        <source>&amp;Reference:</source>
        <translation>Ri&amp;ferimento:</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posizioni</translation>
    </message>
    <message>
        <source>Product key or name, then Return</source>
        <translation>Chiave o nome del prodotto, poi Invio</translation>
    </message>
    <message>
        <source>Ter&amp;ms:</source>
        <translation>&amp;Condizioni:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Note:</translation>
    </message>
    <message>
        <source>&amp;Footer:</source>
        <translation>Piè di pa&amp;gina:</translation>
    </message>
    <message>
        <source>Te&amp;xts</source>
        <translation>Te&amp;sti</translation>
    </message>
    <message>
        <source>&amp;Bank account:</source>
        <translation>Conto &amp;bancario:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Percento</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <source>Cash discounts</source>
        <translation>Sconti cassa</translation>
    </message>
    <message>
        <source>Custom field &amp;%1:</source>
        <translation>Campo personalizzato &amp;%1:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> giorni</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Within:</source>
        <translation>Entro:</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Documento</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>&amp;Positions</source>
        <translation>&amp;Posizioni</translation>
    </message>
    <message>
        <source>Product &amp;line</source>
        <translation>Riga &amp;prodotto</translation>
    </message>
    <message>
        <source>&amp;Subtitle</source>
        <translation>&amp;Sottotitolo</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>&amp;Testo</translation>
    </message>
    <message>
        <source>&amp;Divider</source>
        <translation>Se&amp;paratore</translation>
    </message>
    <message>
        <source>Section t&amp;otal</source>
        <translation>Subt&amp;otale</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>&amp;Gruppo</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Sposta &amp;su</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Sposta &amp;giù</translation>
    </message>
    <message>
        <source>Into &amp;group</source>
        <translation>Nel &amp;gruppo</translation>
    </message>
    <message>
        <source>Out of g&amp;roup</source>
        <translation>Fuori dal g&amp;ruppo</translation>
    </message>
    <message>
        <source>Dupli&amp;cate</source>
        <translation>Dupli&amp;ca</translation>
    </message>
    <message>
        <source>D&amp;elete row</source>
        <translation>&amp;Elimina riga</translation>
    </message>
    <message>
        <source>The local copy could not be opened: %1</source>
        <translation>Non è stato possibile aprire la copia locale: %1</translation>
    </message>
    <message>
        <source>Addresses, products or bank accounts could not be loaded: %1</source>
        <translation>Non è stato possibile caricare indirizzi, prodotti o conti bancari: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>%1 (new) [*]</source>
        <translation>%1 (nuovo) [*]</translation>
    </message>
    <message>
        <source>%1 [*]</source>
        <translation>%1 [*]</translation>
    </message>
    <message>
        <source>Loading the document…</source>
        <translation>Caricamento del documento…</translation>
    </message>
    <message>
        <source>Shown from the local copy: %1</source>
        <translation>Mostrato dalla copia locale: %1</translation>
    </message>
    <message>
        <source>The document could not be loaded: %1</source>
        <translation>Non è stato possibile caricare il documento: %1</translation>
    </message>
    <message>
        <source>%1 %2 [*]</source>
        <translation>%1 %2 [*]</translation>
    </message>
    <message>
        <source>Document discount: &quot;%1&quot; is not a number.</source>
        <translation>Sconto sul documento: «%1» non è un numero.</translation>
    </message>
    <message>
        <source>Cash discount %1: &quot;%2&quot; is not a percentage.</source>
        <translation>Sconto cassa %1: «%2» non è una percentuale.</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <translation>Riga %1, %2</translation>
    </message>
    <message>
        <source>Not connected: the document cannot be saved now. Your input is kept.</source>
        <translation>Non connesso: il documento non può essere salvato ora. I Suoi dati restano.</translation>
    </message>
    <message>
        <source>Please correct these fields before saving:</source>
        <translation>Corregga questi campi prima di salvare:</translation>
    </message>
    <message>
        <source>Checking whether the document changed on the service…</source>
        <translation>Verifica se il documento è stato modificato sul servizio…</translation>
    </message>
    <message>
        <source>Document changed</source>
        <translation>Documento modificato</translation>
    </message>
    <message>
        <source>This document was changed on the service (%1) after you opened it.</source>
        <translation>Questo documento è stato modificato sul servizio (%1) dopo che lo ha aperto.</translation>
    </message>
    <message>
        <source>Reload shows the service&apos;s version and drops your changes; Overwrite saves your version over it.</source>
        <translation>Ricarica mostra la versione del servizio e scarta le Sue modifiche; Sovrascrivi salva la Sua versione al suo posto.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Ricarica</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>S&amp;ovrascrivi</translation>
    </message>
    <message>
        <source>Reloaded: the fields show the service&apos;s version.</source>
        <translation>Ricaricato: i campi mostrano la versione del servizio.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Salvataggio…</translation>
    </message>
    <message>
        <source>The service accepted the document but its answer could not be read. Refresh the list before saving again.</source>
        <translation>Il servizio ha accettato il documento, ma non è stato possibile leggerne la risposta. Aggiorni l&apos;elenco prima di salvare di nuovo.</translation>
    </message>
    <message>
        <source>Saved on the service, but the local copy could not be updated: %1</source>
        <translation>Salvato sul servizio, ma non è stato possibile aggiornare la copia locale: %1</translation>
    </message>
    <message>
        <source>Saved. The service computed a total of %1 (shown here: %2).</source>
        <translation>Salvato. Il servizio ha calcolato un totale di %1 (mostrato qui: %2).</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Salvato.</translation>
    </message>
    <message>
        <source>The service did not accept the document. Your input is kept; please correct:</source>
        <translation>Il servizio non ha accettato il documento. I Suoi dati restano; corregga:</translation>
    </message>
    <message>
        <source>The document was not saved. Your input is kept. %1</source>
        <translation>Il documento non è stato salvato. I Suoi dati restano. %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 ha modifiche non salvate.</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>D&amp;ata:</translation>
    </message>
    <message>
        <source>Va&amp;lid until:</source>
        <translation>Val&amp;ida fino al:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Du&amp;e date:</source>
        <translation>Scaden&amp;za:</translation>
    </message>
    <message>
        <source>Fre&amp;quency:</source>
        <translation>Fre&amp;quenza:</translation>
    </message>
    <message>
        <source>On the &amp;last day of the month</source>
        <translation>L&apos;ulti&amp;mo giorno del mese</translation>
    </message>
    <message>
        <source>I&amp;s a template</source>
        <translation>È un &amp;modello</translation>
    </message>
    <message>
        <source>Add pr&amp;oduct:</source>
        <translation>Aggi&amp;ungi prodotto:</translation>
    </message>
    <message>
        <source>Payment re&amp;ference:</source>
        <translation>Riferimento di pa&amp;gamento:</translation>
    </message>
    <message>
        <source>Prices i&amp;nclude VAT</source>
        <translation>Prezzi IVA i&amp;nclusa</translation>
    </message>
    <message>
        <source>Docu&amp;ment discount:</source>
        <translation>S&amp;conto sul documento:</translation>
    </message>
    <message>
        <source>Pa&amp;yment</source>
        <translation>Pagam&amp;ento</translation>
    </message>
    <message>
        <source>Custom f&amp;ields</source>
        <translation>Campi personalizzati</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Non salvare</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>«%1» non è un numero.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a percentage.</source>
        <translation>«%1» non è una percentuale.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The terms name %n day(s), but the due date is %1.</source>
        <translation>
            <numerusform>Le condizioni indicano %n giorno, ma la scadenza è il %1.</numerusform>
            <numerusform>Le condizioni indicano %n giorni, ma la scadenza è il %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 is cancelled: it is shown as it is and cannot be changed.</source>
        <translation>Documento annullato (%1 %2): viene mostrato così com&apos;è e non può essere modificato.</translation>
    </message>
</context>
<context>
    <name>DocumentEditorController</name>
    <message>
        <source>A cancelled document cannot be changed.</source>
        <translation>Un documento annullato non può essere modificato.</translation>
    </message>
</context>
<context>
    <name>DocumentKindText</name>
    <message>
        <source>Quotes</source>
        <translation>Offerte</translation>
    </message>
    <message>
        <source>Contract notes</source>
        <translation>Conferme d&apos;ordine</translation>
    </message>
    <message>
        <source>Delivery notes</source>
        <translation>Bollettini di consegna</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>Fatture</translation>
    </message>
    <message>
        <source>Credit notes</source>
        <translation>Note di credito</translation>
    </message>
    <message>
        <source>Recurring invoices</source>
        <translation>Fatture ricorrenti</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Modelli</translation>
    </message>
    <message>
        <source>Receipts</source>
        <translation>Giustificativi</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Offerta</translation>
    </message>
    <message>
        <source>Contract note</source>
        <translation>Conferma d&apos;ordine</translation>
    </message>
    <message>
        <source>Delivery note</source>
        <translation>Bollettino di consegna</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Fattura</translation>
    </message>
    <message>
        <source>Credit note</source>
        <translation>Nota di credito</translation>
    </message>
    <message>
        <source>Recurring invoice</source>
        <translation>Fattura ricorrente</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Giustificativo</translation>
    </message>
    <message numerus="yes">
        <source>%Ln quote(s)</source>
        <translation>
            <numerusform>%Ln offerta</numerusform>
            <numerusform>%Ln offerte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contract note(s)</source>
        <translation>
            <numerusform>%Ln conferma d&apos;ordine</numerusform>
            <numerusform>%Ln conferme d&apos;ordine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln delivery note(s)</source>
        <translation>
            <numerusform>%Ln bollettino di consegna</numerusform>
            <numerusform>%Ln bollettini di consegna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln invoice(s)</source>
        <translation>
            <numerusform>%Ln fattura</numerusform>
            <numerusform>%Ln fatture</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln credit note(s)</source>
        <translation>
            <numerusform>%Ln nota di credito</numerusform>
            <numerusform>%Ln note di credito</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln recurring invoice(s)</source>
        <translation>
            <numerusform>%Ln fattura ricorrente</numerusform>
            <numerusform>%Ln fatture ricorrenti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln template(s)</source>
        <translation>
            <numerusform>%Ln modello</numerusform>
            <numerusform>%Ln modelli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln receipt(s)</source>
        <translation>
            <numerusform>%Ln giustificativo</numerusform>
            <numerusform>%Ln giustificativi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>Data dell&apos;offerta</translation>
    </message>
    <message>
        <source>Contract date</source>
        <translation>Data della conferma</translation>
    </message>
    <message>
        <source>Delivery note date</source>
        <translation>Data del bollettino di consegna</translation>
    </message>
    <message>
        <source>Invoice date</source>
        <translation>Data della fattura</translation>
    </message>
    <message>
        <source>Credit note date</source>
        <translation>Data della nota di credito</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Data d&apos;inizio</translation>
    </message>
</context>
<context>
    <name>DocumentListModel</name>
    <message>
        <source>Not sent</source>
        <translation>Non inviata</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Inviata</translation>
    </message>
    <message>
        <source>Sending failed</source>
        <translation>Invio non riuscito</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Sollecito</translation>
    </message>
    <message>
        <source>1st dunning</source>
        <translation>1° richiamo</translation>
    </message>
    <message>
        <source>Final dunning</source>
        <translation>Ultimo richiamo</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annullata</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviata</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Scaduta</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pagata</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aperta</translation>
    </message>
    <message>
        <source>Customer number %1</source>
        <translation>Numero cliente %1</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>Riferimento: %1</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Scadenza</translation>
    </message>
    <message>
        <source>Dunning</source>
        <translation>Richiamo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>The service did not say whether it was sent.</source>
        <translation>Il servizio non ha indicato se è stato inviato.</translation>
    </message>
    <message>
        <source>Whether the document went out: sent by e-mail or marked as sent (the service gives no date)</source>
        <translation>Se il documento è uscito: inviato per e-mail o segnato come inviato (il servizio non indica la data)</translation>
    </message>
</context>
<context>
    <name>DocumentStore</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Saving documents failed</source>
        <translation>Salvataggio dei documenti non riuscito</translation>
    </message>
    <message>
        <source>a document has no uuid</source>
        <translation>un documento non ha UUID</translation>
    </message>
    <message>
        <source>Saving document %1 failed</source>
        <translation>Salvataggio del documento %1 non riuscito</translation>
    </message>
    <message>
        <source>Reading documents failed</source>
        <translation>Lettura dei documenti non riuscita</translation>
    </message>
    <message>
        <source>Reading a document failed</source>
        <translation>Lettura di un documento non riuscita</translation>
    </message>
    <message>
        <source>Counting documents failed</source>
        <translation>Conteggio dei documenti non riuscito</translation>
    </message>
    <message>
        <source>Removing a document failed</source>
        <translation>Rimozione di un documento non riuscita</translation>
    </message>
    <message>
        <source>Reading the saved copy failed</source>
        <translation>Lettura della copia salvata non riuscita</translation>
    </message>
    <message>
        <source>Saving a copy of the document failed</source>
        <translation>Salvataggio di una copia del documento non riuscito</translation>
    </message>
    <message>
        <source>no transaction is open</source>
        <translation>nessuna transazione è aperta</translation>
    </message>
</context>
<context>
    <name>DocumentSummary</name>
    <message>
        <source>a document in the list has no uuid</source>
        <translation>un documento dell&apos;elenco non ha UUID</translation>
    </message>
</context>
<context>
    <name>DocumentsPage</name>
    <message>
        <source>Search number, customer, title or reference (Ctrl+F)</source>
        <translation>Cerca numero, cliente, titolo o riferimento (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search %1</source>
        <translation>Cerca %1</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Show documents dated within this period</source>
        <translation>Mostra i documenti datati in questo periodo</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Qualsiasi periodo</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Questo mese</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Il mese scorso</translation>
    </message>
    <message>
        <source>This quarter</source>
        <translation>Questo trimestre</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Quest&apos;anno</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>L&apos;anno scorso</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>Dal … al …</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Dal</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Al</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <source>New %1 (%2)</source>
        <translation>Nuovo: %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Documento</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Open the selected document in the editor (Return or F2)</source>
        <translation>Apre il documento selezionato nell&apos;editor (Invio o F2)</translation>
    </message>
    <message>
        <source>Copy as &amp;batch</source>
        <translation>Copia in &amp;lotto</translation>
    </message>
    <message>
        <source>Create copies of the selected documents in one batch; it runs under View → Background work</source>
        <translation>Crea copie dei documenti selezionati in un unico lotto; viene eseguito in Visualizza → Lavori in background</translation>
    </message>
    <message numerus="yes">
        <source>%n in %1: %2</source>
        <translation>
            <numerusform>%n in %1: %2</numerusform>
            <numerusform>%n in %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, open %2</source>
        <translation>%1, aperto %2</translation>
    </message>
    <message>
        <source>Filters the list as you type. Down or Page Down: to the first document found.</source>
        <translation>Filtra l&apos;elenco mentre si digita. Freccia giù o Pagina giù: al primo documento trovato.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aperto</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Inviata</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Scaduta</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviato</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annullata</translation>
    </message>
</context>
<context>
    <name>DunningPage</name>
    <message>
        <source>Dunning</source>
        <translation>Solleciti</translation>
    </message>
    <message>
        <source>&amp;Dunning enabled</source>
        <translation>Solleciti &amp;attivati</translation>
    </message>
    <message>
        <source>&amp;Charge dunning fees</source>
        <translation>Adde&amp;bita spese di sollecito</translation>
    </message>
    <message>
        <source>Dunning t&amp;ype:</source>
        <translation>&amp;Tipo di sollecito:</translation>
    </message>
    <message>
        <source>Level &amp;%1</source>
        <translation>Livello &amp;%1</translation>
    </message>
    <message>
        <source>This level is e&amp;nabled</source>
        <translation>Questo livello &amp;è attivato</translation>
    </message>
    <message>
        <source> days</source>
        <translation> giorni</translation>
    </message>
    <message>
        <source>The fee charged at this level, in the account&apos;s currency</source>
        <translation>La spesa addebitata a questo livello, nella valuta del conto</translation>
    </message>
    <message>
        <source>&amp;Print this level</source>
        <translation>Stampa &amp;questo livello</translation>
    </message>
    <message>
        <source>Days &amp;after due date:</source>
        <translation>&amp;Giorni dopo la scadenza:</translation>
    </message>
    <message>
        <source>Di&amp;rection:</source>
        <translation>Di&amp;rezione:</translation>
    </message>
    <message>
        <source>F&amp;ield:</source>
        <translation>Cam&amp;po:</translation>
    </message>
    <message>
        <source>Fee (a&amp;mount):</source>
        <translation>Spesa (&amp;importo):</translation>
    </message>
    <message>
        <source>E-mail sub&amp;ject:</source>
        <translation>&amp;Oggetto dell&apos;e-mail:</translation>
    </message>
    <message>
        <source>E-mail &amp;template:</source>
        <translation>Mo&amp;dello dell&apos;e-mail:</translation>
    </message>
    <message>
        <source>&amp;Letter:</source>
        <translation>&amp;Lettera:</translation>
    </message>
    <message>
        <source>Fee la&amp;bel:</source>
        <translation>Di&amp;citura della spesa:</translation>
    </message>
    <message>
        <source>Fee of level %1: enter an amount such as %2.</source>
        <translation>Spesa del livello %1: inserisca un importo come %2.</translation>
    </message>
</context>
<context>
    <name>DuplicateDocuments</name>
    <message>
        <source>Duplicate</source>
        <translation>Duplica</translation>
    </message>
    <message>
        <source>Connect to a service first.</source>
        <translation>Si colleghi prima a un servizio.</translation>
    </message>
</context>
<context>
    <name>EmailConfirmDialog</name>
    <message>
        <source>Send by e-mail</source>
        <translation>Invia per e-mail</translation>
    </message>
    <message>
        <source>Looking up the receiver…</source>
        <translation>Ricerca del destinatario…</translation>
    </message>
    <message>
        <source>Fetching the document…</source>
        <translation>Recupero del documento…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Invia</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>A:</translation>
    </message>
    <message>
        <source>Document:</source>
        <translation>Documento:</translation>
    </message>
    <message>
        <source>The service sends the document with its PDF attached and marks it as sent.</source>
        <translation>Il servizio invia il documento con il PDF allegato e lo segna come inviato.</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Non c&apos;è connessione al servizio.</translation>
    </message>
    <message>
        <source>The document could not be read: %1</source>
        <translation>Non è stato possibile leggere il documento: %1</translation>
    </message>
    <message>
        <source>the answer holds no document</source>
        <translation>la risposta non contiene alcun documento</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Totale: %1</translation>
    </message>
    <message>
        <source>Attachment: %1 %2.pdf</source>
        <translation>Allegato: %1 %2.pdf</translation>
    </message>
    <message>
        <source>The document could not be fetched: %1</source>
        <translation>Non è stato possibile recuperare il documento: %1</translation>
    </message>
    <message>
        <source>%1 &lt;%2&gt;</source>
        <translation>%1 &lt;%2&gt;</translation>
    </message>
    <message>
        <source>The receiver</source>
        <translation>Il destinatario</translation>
    </message>
    <message>
        <source>No e-mail address is known for %1. Add one to the receiver&apos;s contacts; the service refuses to send without one.</source>
        <translation>Per %1 non è noto alcun indirizzo e-mail. Ne aggiunga uno ai contatti del destinatario; il servizio rifiuta l&apos;invio senza indirizzo.</translation>
    </message>
    <message>
        <source>the receiver</source>
        <translation>il destinatario</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Invio…</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Non è stato possibile leggere la risposta del servizio: %1</translation>
    </message>
    <message>
        <source>Sent to %1. The document is marked as sent.</source>
        <translation>Inviato a %1. Il documento è segnato come inviato.</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Non inviato: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>EmployeeDraft</name>
    <message>
        <source>is required.</source>
        <translation>è obbligatorio.</translation>
    </message>
    <message>
        <source>must be in the past.</source>
        <translation>deve essere nel passato.</translation>
    </message>
    <message>
        <source>must be before the start of employment.</source>
        <translation>deve precedere l&apos;inizio dell&apos;impiego.</translation>
    </message>
</context>
<context>
    <name>EmployeeEditor</name>
    <message>
        <source>New employee</source>
        <translation>Nuovo collaboratore</translation>
    </message>
    <message>
        <source>Employee %1</source>
        <translation>Collaboratore %1</translation>
    </message>
    <message>
        <source>Employee &amp;number:</source>
        <translation>Nu&amp;mero del collaboratore:</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>&amp;Cognome:</translation>
    </message>
    <message>
        <source>&amp;Employed since:</source>
        <translation>&amp;Impiegato dal:</translation>
    </message>
    <message>
        <source>&amp;Birth date:</source>
        <translation>Data di na&amp;scita:</translation>
    </message>
    <message>
        <source>&amp;Time tracking from:</source>
        <translation>&amp;Registrazione del tempo dal:</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppo:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utente:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>In&amp;dirizzo:</translation>
    </message>
    <message>
        <source>No group</source>
        <translation>Nessun gruppo</translation>
    </message>
    <message>
        <source>No user</source>
        <translation>Nessun utente</translation>
    </message>
    <message>
        <source>No address</source>
        <translation>Nessun indirizzo</translation>
    </message>
</context>
<context>
    <name>EmployeePage</name>
    <message>
        <source>Search number, name, user or group (Ctrl+F)</source>
        <translation>Cerca numero, nome, utente o gruppo (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>A&amp;ttivi</translation>
    </message>
    <message>
        <source>I&amp;nactive</source>
        <translation>I&amp;nattivi</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>Tutt&amp;i</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>Delete the employee %1? This cannot be undone.</source>
        <translation>Eliminare il collaboratore %1? L&apos;operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>The employee %1 was deleted.</source>
        <translation>Il collaboratore %1 è stato eliminato.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Inattivo</translation>
    </message>
    <message>
        <source>Employed since</source>
        <translation>Impiegato dal</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Data di nascita</translation>
    </message>
    <message>
        <source>Time tracking from</source>
        <translation>Registrazione del tempo dal</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppo</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utente</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presente</translation>
    </message>
    <message>
        <source>E&amp;mployees</source>
        <translation>&amp;Collaboratori</translation>
    </message>
</context>
<context>
    <name>EmployeeRecord</name>
    <message>
        <source>Birth date</source>
        <translation>Data di nascita</translation>
    </message>
    <message>
        <source>Time tracking since</source>
        <translation>Registrazione del tempo dal</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utente</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppo</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Inattivo</translation>
    </message>
</context>
<context>
    <name>FieldErrorMarker</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>HeadlessPaymentImport</name>
    <message>
        <source>%1 (dry run: nothing sent)</source>
        <translation>%1 (prova: nulla inviato)</translation>
    </message>
    <message>
        <source>%1 Not booked: confirm it in the window.</source>
        <translation>%1 Non registrato: confermatelo nella finestra.</translation>
    </message>
    <message>
        <source>--import-payments: name the camt.054 or camt.053 file to import.</source>
        <translation>--import-payments: indicate il file camt.054 o camt.053 da importare.</translation>
    </message>
    <message>
        <source>--import-payments: %1 cannot be read: %2</source>
        <translation>--import-payments: %1 non può essere letto: %2</translation>
    </message>
    <message>
        <source>--import-payments: %1 is not a camt.054 notification or camt.053 statement. %2</source>
        <translation>--import-payments: %1 non è né un avviso camt.054 né un estratto conto camt.053. %2</translation>
    </message>
    <message>
        <source>Over-paid by %1: the excess would not be booked.</source>
        <translation>Pagato in eccesso di %1: l&apos;eccedenza non verrebbe registrata.</translation>
    </message>
</context>
<context>
    <name>HeadlessReminderRun</name>
    <message>
        <source>no API token</source>
        <translation>nessun token API</translation>
    </message>
    <message>
        <source>the answer could not be read or kept</source>
        <translation>non è stato possibile leggere o salvare la risposta</translation>
    </message>
    <message>
        <source>automatic dunning off</source>
        <translation>sollecito automatico disattivato</translation>
    </message>
    <message>
        <source>dunning settings not in the local copy</source>
        <translation>impostazioni dei solleciti assenti dalla copia locale</translation>
    </message>
    <message>
        <source>no further level</source>
        <translation>nessun altro livello</translation>
    </message>
    <message>
        <source>level %1 due on %2</source>
        <translation>livello %1 dovuto il %2</translation>
    </message>
    <message>
        <source>--as-of: &quot;%1&quot; is not a date as YYYY-MM-DD.</source>
        <translation>--as-of: «%1» non è una data nel formato AAAA-MM-GG.</translation>
    </message>
    <message>
        <source>--as-of: %1 is in the future. A reminder run looks at today or an earlier day.</source>
        <translation>--as-of: %1 è nel futuro. Un sollecito riguarda oggi o un giorno precedente.</translation>
    </message>
    <message>
        <source>--out: name the CSV file to write.</source>
        <translation>--out: indichi il file CSV da scrivere.</translation>
    </message>
    <message>
        <source>--account: name the account whose local copy to read.</source>
        <translation>--account: indichi il conto di cui leggere la copia locale.</translation>
    </message>
    <message>
        <source>The dunning settings could not be fetched: %1</source>
        <translation>Non è stato possibile recuperare le impostazioni dei solleciti: %1</translation>
    </message>
    <message>
        <source>The local copy holds no invoices: synchronise first (--sync).</source>
        <translation>La copia locale non contiene fatture: sincronizzare prima (--sync).</translation>
    </message>
    <message>
        <source>The dunning settings are not in the local copy: open the reminder run or Settings → Dunning once in the window. Only dates the service gave count.</source>
        <translation>Le impostazioni dei solleciti non sono nella copia locale: apra una volta nella finestra il sollecito o Impostazioni → Solleciti. Contano solo le date fornite dal servizio.</translation>
    </message>
    <message>
        <source>--out: %1 could not be written: %2</source>
        <translation>--out: non è stato possibile scrivere %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) due as of %1, written to %2.</source>
        <translation>
            <numerusform>%n sollecito dovuto al %1, scritto in %2.</numerusform>
            <numerusform>%n solleciti dovuti al %1, scritti in %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>skipped %1: automatic dunning is off for %2</source>
        <translation>saltato %1: il sollecito automatico è disattivato per %2</translation>
    </message>
    <message>
        <source>%1 %2, fee %3 %4</source>
        <translation>%1 %2, spese %3 %4</translation>
    </message>
    <message>
        <source>sent %1 to %2</source>
        <translation>inviato %1 a %2</translation>
    </message>
    <message>
        <source>already sent %1</source>
        <translation>già inviato %1</translation>
    </message>
    <message>
        <source>not sent %1: %2</source>
        <translation>non inviato %1: %2</translation>
    </message>
    <message>
        <source>--send-email: reminders are sent as of today only, not as of %1.</source>
        <translation>--send-email: i solleciti vengono inviati solo alla data odierna, non al %1.</translation>
    </message>
    <message>
        <source>--send-email: %1</source>
        <translation>--send-email: %1</translation>
    </message>
    <message>
        <source>Not current, planned from the list only until a synchronisation fetches them: %1</source>
        <translation>Non aggiornate, pianificate solo dall&apos;elenco finché una sincronizzazione non le recupera: %1</translation>
    </message>
</context>
<context>
    <name>HeadlessReport</name>
    <message>
        <source>--period is missing: 2024-Q1, 2024-H1, 2024-03 or 2024.</source>
        <translation>--period manca: 2024-Q1, 2024-H1, 2024-03 o 2024.</translation>
    </message>
    <message>
        <source>--period &quot;%1&quot; is not a period: write 2024-Q1, 2024-H1, 2024-03 or 2024.</source>
        <translation>--period «%1» non è un periodo: scriva 2024-Q1, 2024-H1, 2024-03 o 2024.</translation>
    </message>
    <message>
        <source>--out is missing: the file to write, ending in .csv or .xlsx.</source>
        <translation>--out manca: il file da scrivere, con estensione .csv o .xlsx.</translation>
    </message>
    <message>
        <source>--out &quot;%1&quot; must end in .csv or .xlsx.</source>
        <translation>--out «%1» deve terminare con .csv o .xlsx.</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>Non è stato possibile leggere la copia locale: %1</translation>
    </message>
    <message>
        <source>The local copy is only partly synchronised: figures may be incomplete.</source>
        <translation>La copia locale è sincronizzata solo in parte: le cifre possono essere incomplete.</translation>
    </message>
    <message>
        <source>Not counted, net and VAT after the document discount do not add up to the document&apos;s total: %1</source>
        <translation>Non conteggiati, netto e IVA dopo lo sconto sul documento non corrispondono al totale del documento: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) written to %2.</source>
        <translation>
            <numerusform>%1: %n riga scritta in %2.</numerusform>
            <numerusform>%1: %n righe scritte in %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The figures are incomplete:</source>
        <translation>Le cifre sono incomplete:</translation>
    </message>
    <message>
        <source>--period &quot;%1&quot;: this account files with the net tax rate method, by half-year: write 2024-H1 or 2024-H2.</source>
        <translation>--period &quot;%1&quot;: questo conto rendiconta con il metodo delle aliquote saldo, per semestre: scrivete 2024-H1 o 2024-H2.</translation>
    </message>
    <message>
        <source>--period &quot;%1&quot;: this account files with the effective method, by month, quarter or year: write 2024-03, 2024-Q1 or 2024 (half-years are the periods of the net tax rate method, set in the VAT page&apos;s settings).</source>
        <translation>--period &quot;%1&quot;: questo conto rendiconta con il metodo effettivo, per mese, trimestre o anno: scrivete 2024-03, 2024-Q1 o 2024 (i semestri sono i periodi del metodo delle aliquote saldo, da impostare nella pagina IVA).</translation>
    </message>
    <message>
        <source>Counted with today&apos;s open amount, the days of their payments are not known: %1</source>
        <translation>Conteggiati con l&apos;importo aperto odierno, i giorni dei loro pagamenti non sono noti: %1</translation>
    </message>
    <message>
        <source>Not counted, not fetched since their last change at the service: %1</source>
        <translation>Non conteggiati, non recuperati dalla loro ultima modifica sul servizio: %1</translation>
    </message>
    <message>
        <source>--report must be vat, open-items, revenue or accounts, not &quot;%1&quot;.</source>
        <translation>--report deve essere vat, open-items, revenue o accounts, non «%1».</translation>
    </message>
</context>
<context>
    <name>HeadlessSettings</name>
    <message>
        <source>would set %1: %2 (unchanged)</source>
        <translation>imposterebbe %1: %2 (invariato)</translation>
    </message>
    <message>
        <source>set %1: %2 (unchanged)</source>
        <translation>impostato %1: %2 (invariato)</translation>
    </message>
    <message>
        <source>would set %1: %2 -&gt; %3</source>
        <translation>imposterebbe %1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>set %1: %2 -&gt; %3</source>
        <translation>impostato %1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot; is not a VAT method: write effective or net-tax-rate:RATE[:RATE2], e.g. net-tax-rate:6.2.</source>
        <translation>--set-vat-method «%1» non è un metodo IVA: scriva effective o net-tax-rate:RATE[:RATE2], p. es. net-tax-rate:6.2.</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: at most two net tax rates, as net-tax-rate:6.2:2.1.</source>
        <translation>--set-vat-method «%1»: al massimo due aliquote saldo, come net-tax-rate:6.2:2.1.</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: net tax rate %2 &quot;%3&quot; is not a percentage such as 6.2 (more than 0, less than 100, at most two decimals).</source>
        <translation>--set-vat-method «%1»: l&apos;aliquota saldo %2 «%3» non è una percentuale come 6.2 (più di 0, meno di 100, al massimo due decimali).</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: net tax rate 2 is the same as rate 1; give it once for one rate.</source>
        <translation>--set-vat-method «%1»: l&apos;aliquota saldo 2 è uguale all&apos;aliquota 1; per una sola aliquota la indichi una volta sola.</translation>
    </message>
    <message>
        <source>%1: lines not understood: %2; nothing written.</source>
        <translation>%1: righe non comprese: %2; nulla è stato scritto.</translation>
    </message>
    <message>
        <source>--set-input-tax &quot;%1&quot; is not a period: write 2024-Q1, 2024-03 or 2024.</source>
        <translation>--set-input-tax «%1» non è un periodo: scriva 2024-Q1, 2024-03 o 2024.</translation>
    </message>
    <message>
        <source>--tax-400 &quot;%1&quot; is not an amount in CHF such as 1234.50 (not negative, at most two decimals, no thousands separator).</source>
        <translation>--tax-400 «%1» non è un importo in CHF come 1234.50 (non negativo, al massimo due decimali, senza separatore delle migliaia).</translation>
    </message>
    <message>
        <source>--tax-405 &quot;%1&quot; is not an amount in CHF such as 1234.50 (not negative, at most two decimals, no thousands separator).</source>
        <translation>--tax-405 «%1» non è un importo in CHF come 1234.50 (non negativo, al massimo due decimali, senza separatore delle migliaia).</translation>
    </message>
    <message>
        <source>Line %1: the rate of %2 %3 is given on line %4 already, as %5, and here as %6.</source>
        <translation>Riga %1: il corso di %2 %3 è già indicato alla riga %4, come %5, e qui come %6.</translation>
    </message>
    <message>
        <source>%1: the file holds no rates (&quot;EUR;2024-03;0.9512&quot; per line); nothing written.</source>
        <translation>%1: il file non contiene corsi («EUR;2024-03;0.9512» per riga); nulla è stato scritto.</translation>
    </message>
    <message>
        <source>The CHF rates could not be read: %1</source>
        <translation>Non è stato possibile leggere i corsi CHF: %1</translation>
    </message>
    <message>
        <source>CHF rate %1 %2</source>
        <translation>corso CHF %1 %2</translation>
    </message>
    <message>
        <source>The CHF rates could not be kept: %1</source>
        <translation>Non è stato possibile salvare i corsi CHF: %1</translation>
    </message>
    <message>
        <source>CHF rates (dry run, nothing written): %1 new, %2 changed, %3 unchanged; %4 would be kept in all.</source>
        <translation>Corsi CHF (prova, nulla scritto): %1 nuovi, %2 modificati, %3 invariati; %4 verrebbero conservati in totale.</translation>
    </message>
    <message>
        <source>CHF rates: %1 new, %2 changed, %3 unchanged; %4 kept in all.</source>
        <translation>Corsi CHF: %1 nuovi, %2 modificati, %3 invariati; %4 conservati in totale.</translation>
    </message>
    <message>
        <source>Line %1: two fields expected (product number, class), found %2.</source>
        <translation>Riga %1: attesi due campi (numero di prodotto, classe), trovati %2.</translation>
    </message>
    <message>
        <source>Line %1: the product number is empty.</source>
        <translation>Riga %1: il numero di prodotto è vuoto.</translation>
    </message>
    <message>
        <source>Line %1: the class &quot;%2&quot; of product &quot;%3&quot; is none of export, abroad, excluded, none, unclassified.</source>
        <translation>Riga %1: la classe «%2» del prodotto «%3» non è nessuna tra export, abroad, excluded, none, unclassified.</translation>
    </message>
    <message>
        <source>Line %1: product &quot;%2&quot; is given on line %3 already, as %4, and here as %5.</source>
        <translation>Riga %1: il prodotto «%2» è già indicato alla riga %3, come %4, e qui come %5.</translation>
    </message>
    <message>
        <source>%1: the file holds no classes (&quot;productKey;class&quot; per line); nothing written.</source>
        <translation>%1: il file non contiene classi («productKey;class» per riga); nulla è stato scritto.</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>Non è stato possibile leggere la copia locale: %1</translation>
    </message>
    <message>
        <source>Line %1: the 0 % class of product &quot;%2&quot; could not be kept: %3</source>
        <translation>Riga %1: non è stato possibile salvare la classe 0 % del prodotto «%2»: %3</translation>
    </message>
    <message>
        <source>%1: stopped after %2 changed, %3 unchanged.</source>
        <translation>%1: interrotto dopo %2 modificate e %3 invariate.</translation>
    </message>
    <message>
        <source>0 % class of product %1</source>
        <translation>classe 0 % del prodotto %1</translation>
    </message>
    <message>
        <source>Line %1: product &quot;%2&quot; is not among the products of the local copy (a typo, or not synchronised yet); its class is kept for when it is.</source>
        <translation>Riga %1: il prodotto «%2» non è tra i prodotti della copia locale (un errore di battitura, o non ancora sincronizzato); la sua classe viene conservata per quando ci sarà.</translation>
    </message>
    <message>
        <source>0 % classes (dry run, nothing written): %1 changed, %2 unchanged.</source>
        <translation>Classi 0 % (prova, nulla scritto): %1 modificate, %2 invariate.</translation>
    </message>
    <message>
        <source>0 % classes: %1 changed, %2 unchanged.</source>
        <translation>Classi 0 %: %1 modificate, %2 invariate.</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: %2 (Set where they go in the VAT page&apos;s settings, or give a second rate.) Nothing written.</source>
        <translation>--set-vat-method «%1»: %2 (Stabilisca dove vanno nelle impostazioni della pagina IVA, o indichi una seconda aliquota.) Nulla è stato scritto.</translation>
    </message>
    <message>
        <source>VAT method</source>
        <translation>Metodo IVA</translation>
    </message>
    <message>
        <source>net tax rate 1</source>
        <translation>aliquota saldo 1</translation>
    </message>
    <message>
        <source>net tax rate 2</source>
        <translation>aliquota saldo 2</translation>
    </message>
    <message>
        <source>The VAT method could not be kept: %1</source>
        <translation>Non è stato possibile salvare il metodo IVA: %1</translation>
    </message>
    <message>
        <source>VAT method (dry run, nothing written): %1 changed, %2 unchanged.</source>
        <translation>Metodo IVA (prova, nulla scritto): %1 modificati, %2 invariati.</translation>
    </message>
    <message>
        <source>VAT method: %1 changed, %2 unchanged.</source>
        <translation>Metodo IVA: %1 modificati, %2 invariati.</translation>
    </message>
    <message>
        <source>--set-input-tax &quot;%1&quot;: this account files with the net tax rate method, which deducts no input tax (400, 405); nothing written.</source>
        <translation>--set-input-tax «%1»: questo conto rendiconta con il metodo delle aliquote saldo, che non deduce alcuna imposta precedente (400, 405); nulla è stato scritto.</translation>
    </message>
    <message>
        <source>--set-input-tax &quot;%1&quot;: this account files with the effective method, by month, quarter or year: write 2024-03, 2024-Q1 or 2024; nothing written.</source>
        <translation>--set-input-tax «%1»: questo conto rendiconta con il metodo effettivo, per mese, trimestre o anno: scriva 2024-03, 2024-Q1 o 2024; nulla è stato scritto.</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>non inserito</translation>
    </message>
    <message>
        <source>The input tax could not be kept: %1</source>
        <translation>Non è stato possibile salvare l&apos;imposta precedente: %1</translation>
    </message>
    <message>
        <source>input tax 400 of %1</source>
        <translation>imposta precedente 400 di %1</translation>
    </message>
    <message>
        <source>input tax 405 of %1</source>
        <translation>imposta precedente 405 di %1</translation>
    </message>
    <message>
        <source>Input tax of %1 (%2, dry run, nothing written): %3 changed, %4 unchanged.</source>
        <translation>Imposta precedente di %1 (%2, prova, nulla scritto): %3 modificati, %4 invariati.</translation>
    </message>
    <message>
        <source>Input tax of %1 (%2): %3 changed, %4 unchanged.</source>
        <translation>Imposta precedente di %1 (%2): %3 modificati, %4 invariati.</translation>
    </message>
</context>
<context>
    <name>HeadlessSync</name>
    <message>
        <source>No API token: set INVOICEDESK_TOKEN or sign in once with the window to keep it in the keychain.</source>
        <translation>Nessun token API: imposti INVOICEDESK_TOKEN o acceda una volta dalla finestra per conservarlo nel portachiavi.</translation>
    </message>
    <message>
        <source>Signing in failed: %1</source>
        <translation>Accesso non riuscito: %1</translation>
    </message>
    <message>
        <source>The token does not reach the account %1.</source>
        <translation>Il token non accede al conto %1.</translation>
    </message>
    <message>
        <source>Synchronising %1 (%2) from %3 …</source>
        <translation>Sincronizzazione di %1 (%2) da %3 …</translation>
    </message>
    <message>
        <source>Synchronisation failed: %1</source>
        <translation>Sincronizzazione non riuscita: %1</translation>
    </message>
    <message>
        <source>No account: name it with --account.</source>
        <translation>Nessun conto: lo indichi con --account.</translation>
    </message>
    <message>
        <source>The token reaches %1 accounts; choose one with --account or use --all-accounts:</source>
        <translation>Il token accede a %1 conti; ne scelga uno con --account o usi --all-accounts:</translation>
    </message>
</context>
<context>
    <name>ImportMapping</name>
    <message>
        <source>Receiver</source>
        <translation>Destinatario</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Invoice date</source>
        <translation>Data della fattura</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Scadenza</translation>
    </message>
    <message>
        <source>Delivery date</source>
        <translation>Data di consegna</translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation>IBAN</translation>
    </message>
    <message>
        <source>Payment reference</source>
        <translation>Riferimento di pagamento</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>VAT rate</source>
        <translation>Aliquota IVA</translation>
    </message>
    <message>
        <source>VAT included</source>
        <translation>IVA inclusa</translation>
    </message>
    <message>
        <source>VAT amount</source>
        <translation>Importo IVA</translation>
    </message>
    <message>
        <source>Account number</source>
        <translation>Numero di conto</translation>
    </message>
    <message>
        <source>The company or person: its uuid, customer number or name as in the addresses.</source>
        <translation>La ditta o la persona: il suo uuid, numero cliente o nome come negli indirizzi.</translation>
    </message>
    <message>
        <source>ISO currency code, e.g. CHF or EUR.</source>
        <translation>Codice valuta ISO, p. es. CHF o EUR.</translation>
    </message>
    <message>
        <source>A date such as 2026-03-31 or 31.3.2026.</source>
        <translation>Una data come 2026-03-31 o 31.3.2026.</translation>
    </message>
    <message>
        <source>The IBAN the invoice is paid to.</source>
        <translation>L&apos;IBAN su cui viene pagata la fattura.</translation>
    </message>
    <message>
        <source>The payment reference (e.g. a QR reference).</source>
        <translation>Il riferimento di pagamento (p. es. un riferimento QR).</translation>
    </message>
    <message>
        <source>The invoice&apos;s total, at least 0, e.g. 1250.50 or 1&apos;250,50.</source>
        <translation>Il totale della fattura, almeno 0, p. es. 1250.50 o 1&apos;250,50.</translation>
    </message>
    <message>
        <source>VAT rate in percent, e.g. 8.1.</source>
        <translation>Aliquota IVA in percento, p. es. 8.1.</translation>
    </message>
    <message>
        <source>Whether the total includes the VAT: yes/no, true/false, ja/nein, 1/0.</source>
        <translation>Se il totale include l&apos;IVA: yes/no, true/false, ja/nein, 1/0.</translation>
    </message>
    <message>
        <source>The VAT amount.</source>
        <translation>L&apos;importo IVA.</translation>
    </message>
    <message>
        <source>The account the VAT is booked to (a whole number).</source>
        <translation>Il conto su cui viene registrata l&apos;IVA (un numero intero).</translation>
    </message>
</context>
<context>
    <name>ImportPlan</name>
    <message>
        <source>Row %1</source>
        <translation>Riga %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not sent. %1</source>
        <translation>Non inviato. %1</translation>
    </message>
    <message>
        <source>The service did not report on this row.</source>
        <translation>Il servizio non ha fornito alcun esito per questa riga.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
</context>
<context>
    <name>ImportPreviewModel</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>Nel file: %1</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Controllo</translation>
    </message>
</context>
<context>
    <name>ImportReceivers</name>
    <message>
        <source>is empty; a receiver is required</source>
        <translation>è vuoto; serve un destinatario</translation>
    </message>
    <message>
        <source>%1 addresses are named “%2”; use the uuid or the customer number</source>
        <translation>%1 indirizzi si chiamano «%2»; usi l&apos;uuid o il numero cliente</translation>
    </message>
    <message>
        <source>“%1” cannot be looked up: the addresses are not loaded yet; use the uuid</source>
        <translation>«%1» non può essere cercato: gli indirizzi non sono ancora caricati; usi l&apos;uuid</translation>
    </message>
    <message>
        <source>no company, person or customer number “%1” in the addresses</source>
        <translation>nessuna ditta, persona o numero cliente «%1» negli indirizzi</translation>
    </message>
</context>
<context>
    <name>ImportValidator</name>
    <message>
        <source>Row %1: %2</source>
        <translation>Riga %1: %2</translation>
    </message>
    <message>
        <source>Row %1, column “%2”: %3</source>
        <translation>Riga %1, colonna «%2»: %3</translation>
    </message>
    <message>
        <source>“%1” is required: choose the column that holds it.</source>
        <translation>«%1» è obbligatorio: scelga la colonna che lo contiene.</translation>
    </message>
    <message>
        <source>no column is chosen for this required field</source>
        <translation>nessuna colonna è scelta per questo campo obbligatorio</translation>
    </message>
    <message>
        <source>is empty; it is required</source>
        <translation>è vuoto; è obbligatorio</translation>
    </message>
    <message>
        <source>has %1 fields but the header has %2; a decimal comma in a file separated by commas must be in quotes</source>
        <translation>ha %1 campi ma l&apos;intestazione ne ha %2; una virgola decimale in un file separato da virgole deve stare tra virgolette</translation>
    </message>
    <message>
        <source>“%1” is not a currency code like CHF or EUR</source>
        <translation>«%1» non è un codice valuta come CHF o EUR</translation>
    </message>
    <message>
        <source>“%1” is not a date; write it as 2026-03-31 or 31.3.2026</source>
        <translation>«%1» non è una data; la scriva come 2026-03-31 o 31.3.2026</translation>
    </message>
    <message>
        <source>is before the invoice date</source>
        <translation>precede la data della fattura</translation>
    </message>
    <message>
        <source>is negative; the total must be at least 0</source>
        <translation>è negativo; il totale deve essere almeno 0</translation>
    </message>
    <message>
        <source>“%1” is not a valid IBAN (its check digits do not match)</source>
        <translation>«%1» non è un IBAN valido (le cifre di controllo non corrispondono)</translation>
    </message>
    <message>
        <source>is longer than 255 characters</source>
        <translation>supera i 255 caratteri</translation>
    </message>
    <message>
        <source>no column is chosen; a VAT line needs it</source>
        <translation>nessuna colonna è scelta; una riga IVA ne ha bisogno</translation>
    </message>
    <message>
        <source>is empty; the row has VAT, so it is needed</source>
        <translation>è vuoto; la riga ha l&apos;IVA, quindi è necessario</translation>
    </message>
    <message>
        <source>must be a percentage from 0 to 100</source>
        <translation>deve essere una percentuale da 0 a 100</translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation>«%1» non è un numero intero</translation>
    </message>
    <message>
        <source>“%1” is neither yes nor no</source>
        <translation>«%1» non è né sì né no</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>“%1” is not an amount</source>
        <translation>«%1» non è un importo</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has more than %n decimal place(s)</source>
        <translation>
            <numerusform>«%1» ha più di %n decimale</numerusform>
            <numerusform>«%1» ha più di %n decimali</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWizard</name>
    <message>
        <source>&amp;Import invoices from CSV…</source>
        <translation>&amp;Importa fatture da CSV…</translation>
    </message>
    <message>
        <source>Read invoices from a CSV file and import them in one batch</source>
        <translation>Legge fatture da un file CSV e le importa in un unico lotto</translation>
    </message>
    <message>
        <source>Import invoices</source>
        <translation>Importa fatture</translation>
    </message>
    <message>
        <source>Connect to a service first.</source>
        <translation>Si colleghi prima a un servizio.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1</source>
        <translation>Il file non può essere aperto: %1</translation>
    </message>
    <message>
        <source>The file is larger than 20 MB; split it into smaller files.</source>
        <translation>Il file supera i 20 MB; lo divida in file più piccoli.</translation>
    </message>
    <message>
        <source>&amp;Receiver *</source>
        <translation>&amp;Destinatario *</translation>
    </message>
    <message>
        <source>&amp;Currency *</source>
        <translation>&amp;Valuta *</translation>
    </message>
    <message>
        <source>Invoice &amp;date *</source>
        <translation>Data della &amp;fattura *</translation>
    </message>
    <message>
        <source>D&amp;ue date</source>
        <translation>S&amp;cadenza</translation>
    </message>
    <message>
        <source>De&amp;livery date</source>
        <translation>Data di conse&amp;gna</translation>
    </message>
    <message>
        <source>&amp;IBAN</source>
        <translation>&amp;IBAN</translation>
    </message>
    <message>
        <source>Payment re&amp;ference</source>
        <translation>&amp;Riferimento di pagamento</translation>
    </message>
    <message>
        <source>&amp;Total *</source>
        <translation>&amp;Totale *</translation>
    </message>
    <message>
        <source>&amp;VAT rate</source>
        <translation>A&amp;liquota IVA</translation>
    </message>
    <message>
        <source>VAT includ&amp;ed</source>
        <translation>IVA i&amp;nclusa</translation>
    </message>
    <message>
        <source>VAT a&amp;mount</source>
        <translation>I&amp;mporto IVA</translation>
    </message>
    <message>
        <source>Acc&amp;ount number</source>
        <translation>Numer&amp;o di conto</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Scelga il file</translation>
    </message>
    <message>
        <source>A CSV file with one invoice per row and a header line naming the columns, as spreadsheet programs save it (UTF-8 or Windows, comma or semicolon).</source>
        <translation>Un file CSV con una fattura per riga e una riga d&apos;intestazione con i nomi delle colonne, come lo salvano i fogli di calcolo (UTF-8 o Windows, virgola o punto e virgola).</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Sfo&amp;glia…</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>Rileva</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Virgola ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Punto e virgola ( ; )</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;File:</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Separatore:</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>File CSV (*.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Lettura del file…</translation>
    </message>
    <message>
        <source>The file cannot be used: %1</source>
        <translation>Il file non può essere usato: %1</translation>
    </message>
    <message>
        <source>%1 rows with %2 columns, separated by “%3”.</source>
        <translation>%1 righe con %2 colonne, separate da «%3».</translation>
    </message>
    <message>
        <source>Map the columns</source>
        <translation>Associa le colonne</translation>
    </message>
    <message>
        <source>Choose the column of the file for each field; * marks the required ones. The preview shows the first rows as they will be sent.</source>
        <translation>Scelga la colonna del file per ogni campo; * segna quelli obbligatori. L&apos;anteprima mostra le prime righe come verranno inviate.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>&amp;Preview:</source>
        <translation>&amp;Anteprima:</translation>
    </message>
    <message>
        <source>— not in the file —</source>
        <translation>— non nel file —</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonna %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 rows can be imported; %n have problems (point at the Check column for the reasons).</source>
        <translation>
            <numerusform>%1 righe su %2 possono essere importate; %n ha problemi (punti sulla colonna Controllo per i motivi).</numerusform>
            <numerusform>%1 righe su %2 possono essere importate; %n hanno problemi (punti sulla colonna Controllo per i motivi).</numerusform>
        </translation>
    </message>
    <message>
        <source>Send only the &amp;valid rows</source>
        <translation>Invia solo le righe &amp;valide</translation>
    </message>
    <message>
        <source>Check before sending</source>
        <translation>Controlla prima dell&apos;invio</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Invia</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice(s) will be imported.</source>
        <translation>
            <numerusform>Verrà importata %n fattura.</numerusform>
            <numerusform>Verranno importate %n fatture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) have problems and cannot be sent; correct the file and choose it again, or send only the valid rows:</source>
        <translation>
            <numerusform>%n riga ha problemi e non può essere inviata; corregga il file e lo scelga di nuovo, oppure invii solo le righe valide:</numerusform>
            <numerusform>%n righe hanno problemi e non possono essere inviate; corregga il file e lo scelga di nuovo, oppure invii solo le righe valide:</numerusform>
        </translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>The service imports the invoices one by one. If this window is closed, the import goes on under View → Background work.</source>
        <translation>Il servizio importa le fatture una alla volta. Se questa finestra viene chiusa, l&apos;importazione continua in Visualizza → Lavori in background.</translation>
    </message>
    <message>
        <source>%1 of %2 processed: %3</source>
        <translation>%1 di %2 elaborati: %3</translation>
    </message>
    <message>
        <source>&amp;Export failed rows…</source>
        <translation>&amp;Esporta le righe fallite…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Rows not imported</source>
        <translation>Righe non importate</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice(s) imported.</source>
        <translation>
            <numerusform>%n fattura importata.</numerusform>
            <numerusform>%n fatture importate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) not imported:</source>
        <translation>
            <numerusform>%n riga non importata:</numerusform>
            <numerusform>%n righe non importate:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - not imported.csv</source>
        <translation>%1 - non importate.csv</translation>
    </message>
    <message>
        <source>Export failed rows</source>
        <translation>Esporta le righe fallite</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>The failed rows could not be written: %1</source>
        <translation>Non è stato possibile scrivere le righe fallite: %1</translation>
    </message>
    <message>
        <source>The failed rows were written to %1.</source>
        <translation>Le righe fallite sono state scritte in %1.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Import invoices from CSV</source>
        <translation>Importa fatture da CSV</translation>
    </message>
    <message>
        <source>Addresses for receiver names: %1 companies, %2 persons.</source>
        <translation>Indirizzi per i nomi dei destinatari: %1 ditte, %2 persone.</translation>
    </message>
    <message>
        <source>Updating them from the service…</source>
        <translation>Aggiornamento dal servizio…</translation>
    </message>
    <message>
        <source>They could not be updated from the service (%1); the local copy is used.</source>
        <translation>Non è stato possibile aggiornarli dal servizio (%1); viene usata la copia locale.</translation>
    </message>
    <message numerus="yes">
        <source>Import of %n invoice(s) from %1</source>
        <translation>
            <numerusform>Importazione di %n fattura da %1</numerusform>
            <numerusform>Importazione di %n fatture da %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputTaxDialog</name>
    <message>
        <source>Input tax %1 to %2</source>
        <translation>Imposta precedente dal %1 al %2</translation>
    </message>
    <message>
        <source>400 Input tax on &amp;material and services (CHF):</source>
        <translation>400 Imposta precedente su costi del &amp;materiale e prestazioni di servizi (CHF):</translation>
    </message>
    <message>
        <source>405 Input tax on &amp;investments and other operating costs (CHF):</source>
        <translation>405 Imposta precedente su &amp;investimenti e altri costi d&apos;esercizio (CHF):</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an amount in CHF such as 1234.50.</source>
        <translation>%1: «%2» non è un importo in CHF come 1234.50.</translation>
    </message>
    <message>
        <source>Input tax on material and services (400)</source>
        <translation>Imposta precedente su costi del materiale e prestazioni di servizi (400)</translation>
    </message>
    <message>
        <source>Input tax on investments (405)</source>
        <translation>Imposta precedente su investimenti (405)</translation>
    </message>
    <message>
        <source>The input tax could not be kept: %1</source>
        <translation>Non è stato possibile salvare l&apos;imposta precedente: %1</translation>
    </message>
</context>
<context>
    <name>InvoicePaymentsPanel</name>
    <message>
        <source>Dunning level: none</source>
        <translation>Livello di sollecito: nessuno</translation>
    </message>
    <message>
        <source>Dunning level: %1</source>
        <translation>Livello di sollecito: %1</translation>
    </message>
</context>
<context>
    <name>KeychainTokenStore</name>
    <message>
        <source>No token is saved in the keychain for %1.</source>
        <translation>Nel portachiavi non è salvato alcun token per %1.</translation>
    </message>
    <message>
        <source>Access to the keychain was refused. Unlock the keychain and try again.</source>
        <translation>L&apos;accesso al portachiavi è stato negato. Sblocchi il portachiavi e riprovi.</translation>
    </message>
    <message>
        <source>No keychain is available on this computer (the Secret Service is not running or cannot be reached): %1</source>
        <translation>Su questo computer non è disponibile alcun portachiavi (il Secret Service non è attivo o non è raggiungibile): %1</translation>
    </message>
    <message>
        <source>The keychain failed: %1</source>
        <translation>Il portachiavi ha segnalato un errore: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>InvoiceDesk</source>
        <translation>InvoiceDesk</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Nascondi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Stop the running synchronisation; it resumes next time.</source>
        <translation>Interrompe la sincronizzazione in corso; riprenderà la prossima volta.</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sezioni</translation>
    </message>
    <message>
        <source>Sales</source>
        <translation>Vendite</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Connect to a service…</source>
        <translation>&amp;Connetti a un servizio…</translation>
    </message>
    <message>
        <source>Switch &amp;account</source>
        <translation>Cambia &amp;conto</translation>
    </message>
    <message>
        <source>Try the &amp;demo</source>
        <translation>Prova la &amp;demo</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Trova</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aggiorna</translation>
    </message>
    <message>
        <source>Fetch what changed on the service (F5)</source>
        <translation>Recupera ciò che è cambiato sul servizio (F5)</translation>
    </message>
    <message>
        <source>Synchronise &amp;everything again</source>
        <translation>Sincronizza &amp;tutto di nuovo</translation>
    </message>
    <message>
        <source>Fetch every document again and remove those deleted on the service</source>
        <translation>Recupera di nuovo tutti i documenti e rimuove quelli eliminati sul servizio</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;uto</translation>
    </message>
    <message>
        <source>&amp;About InvoiceDesk</source>
        <translation>&amp;Informazioni su InvoiceDesk</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 – InvoiceDesk</source>
        <translation>%1 – InvoiceDesk</translation>
    </message>
    <message>
        <source>Synchronising with %1…</source>
        <translation>Sincronizzazione con %1…</translation>
    </message>
    <message>
        <source>Synchronisation failed. %1</source>
        <translation>Sincronizzazione non riuscita. %1</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>oggi alle %1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connesso.</translation>
    </message>
    <message>
        <source>Offline: the service cannot be reached.</source>
        <translation>Offline: il servizio non è raggiungibile.</translation>
    </message>
    <message>
        <source>Offline: showing the data of the last sync (%1).</source>
        <translation>Offline: sono mostrati i dati dell&apos;ultima sincronizzazione (%1).</translation>
    </message>
    <message>
        <source>Not synchronised yet.</source>
        <translation>Non ancora sincronizzato.</translation>
    </message>
    <message>
        <source>%1 on %2 · last synchronised %3</source>
        <translation>%1 su %2 · ultima sincronizzazione %3</translation>
    </message>
    <message>
        <source>About InvoiceDesk</source>
        <translation>Informazioni su InvoiceDesk</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Acquisti</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Contatti</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogo</translation>
    </message>
    <message>
        <source>Finance</source>
        <translation>Finanze</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Ditte</translation>
    </message>
    <message>
        <source>Persons</source>
        <translation>Persone</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Pagina</translation>
    </message>
    <message>
        <source>Synchronising %1… %2 of %3</source>
        <translation>Sincronizzazione: %1… %2 di %3</translation>
    </message>
    <message>
        <source>These lists cannot be read with this token and stay empty: %1. %2</source>
        <translation>Questi elenchi non possono essere letti con questo token e restano vuoti: %1. %2</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Prodotti</translation>
    </message>
    <message>
        <source>Product groups</source>
        <translation>Gruppi di prodotti</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Bank accounts</source>
        <translation>Conti bancari</translation>
    </message>
    <message>
        <source>Employees</source>
        <translation>Collaboratori</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Utenti</translation>
    </message>
    <message>
        <source>Payment conditions</source>
        <translation>Condizioni di pagamento</translation>
    </message>
    <message>
        <source>Default conditions</source>
        <translation>Condizioni predefinite</translation>
    </message>
    <message>
        <source>Dunning</source>
        <translation>Solleciti</translation>
    </message>
    <message>
        <source>Payment slip</source>
        <translation>Polizza di versamento</translation>
    </message>
    <message>
        <source>Number ranges</source>
        <translation>Intervalli di numeri</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhook</translation>
    </message>
    <message>
        <source>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;A desktop client for the invoicing service: fast search over every document, works offline, prints to the office printer.&lt;/p&gt;&lt;p&gt;© 2026 The InvoiceDesk developers. InvoiceDesk is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (running on Qt %3), under the GNU LGPL version 3&lt;/li&gt;&lt;li&gt;QtKeychain, under the BSD 3-clause licence&lt;/li&gt;&lt;li&gt;SQLite, in the public domain&lt;/li&gt;&lt;li&gt;the demo service&apos;s QR-bills: libqrencode, under the GNU LGPL version 2.1&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Help → About Qt shows Qt&apos;s licence in full.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;Un client desktop per il servizio di fatturazione: ricerca rapida in tutti i documenti, funziona offline, stampa sulla stampante dell&apos;ufficio.&lt;/p&gt;&lt;p&gt;© 2026 Gli sviluppatori di InvoiceDesk. InvoiceDesk è software libero con licenza MIT.&lt;/p&gt;&lt;p&gt;Realizzato con:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (in esecuzione su Qt %3), con licenza GNU LGPL versione 3&lt;/li&gt;&lt;li&gt;QtKeychain, con licenza BSD a 3 clausole&lt;/li&gt;&lt;li&gt;SQLite, di pubblico dominio&lt;/li&gt;&lt;li&gt;le QR-fatture del servizio demo: libqrencode, con licenza GNU LGPL versione 2.1&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Aiuto → Informazioni su Qt mostra la licenza completa di Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Rapporti</translation>
    </message>
    <message>
        <source>Open items</source>
        <translation>Partite aperte</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Fatturato</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Re&amp;minder run…</source>
        <translation>Solle&amp;cito…</translation>
    </message>
    <message>
        <source>Remind every overdue invoice as of a date, by print or e-mail</source>
        <translation>Sollecitare tutte le fatture scadute a una data, stampate o per e-mail</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>Te&amp;ma</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) had been sent to “%1” before the switch and got no answer: whether the service saved them is unknown. Check after the next sync of “%1”.</source>
        <translation>
            <numerusform>%n modifica era stata inviata a «%1» prima del cambio e non ha ricevuto risposta: non si sa se il servizio l’abbia salvata. Verificate dopo la prossima sincronizzazione di «%1».</numerusform>
            <numerusform>%n modifiche erano state inviate a «%1» prima del cambio e non hanno ricevuto risposta: non si sa se il servizio le abbia salvate. Verificate dopo la prossima sincronizzazione di «%1».</numerusform>
        </translation>
    </message>
    <message>
        <source>Synchronising… %1 of %2 documents</source>
        <translation>Sincronizzazione… %1 di %2 documenti</translation>
    </message>
    <message>
        <source>Fetching changed documents… %1 of %2</source>
        <translation>Recupero dei documenti modificati… %1 di %2</translation>
    </message>
    <message>
        <source>Synchronising addresses, products and settings…</source>
        <translation>Sincronizzazione di indirizzi, prodotti e impostazioni…</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guida utente</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Conti</translation>
    </message>
    <message>
        <source>Accounts overview</source>
        <translation>Panoramica dei conti</translation>
    </message>
    <message>
        <source>Accounts o&amp;verview</source>
        <translation>Pano&amp;ramica dei conti</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guida utente</translation>
    </message>
    <message>
        <source>The user guide is not installed. It was looked for in:
%1</source>
        <translation>La guida utente non è installata. È stata cercata in:
%1</translation>
    </message>
    <message>
        <source>No program opened the user guide. It is here:
%1</source>
        <translation>Nessun programma ha aperto la guida utente. Si trova qui:
%1</translation>
    </message>
</context>
<context>
    <name>MemoryTokenStore</name>
    <message>
        <source>No token is kept for %1.</source>
        <translation>Per %1 non è conservato alcun token.</translation>
    </message>
</context>
<context>
    <name>MirrorSummary</name>
    <message>
        <source>Details: every invoice and credit note current.</source>
        <translation>Dettagli: tutte le fatture e le note di credito aggiornate.</translation>
    </message>
    <message>
        <source>Details: %1 of %2 fetched (new or changed at the service).</source>
        <translation>Dettagli: %1 di %2 recuperati (nuovi o modificati sul servizio).</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) gone at the service removed.</source>
        <translation>
            <numerusform>%n documento non più presente sul servizio rimosso.</numerusform>
            <numerusform>%n documenti non più presenti sul servizio rimossi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Addresses, products, bank accounts, units and invoice settings current.</source>
        <translation>Indirizzi, prodotti, conti bancari, unità e impostazioni delle fatture aggiornati.</translation>
    </message>
    <message>
        <source>Addresses, products, bank accounts, units and invoice settings partly current.</source>
        <translation>Indirizzi, prodotti, conti bancari, unità e impostazioni delle fatture aggiornati in parte.</translation>
    </message>
    <message>
        <source>Not listed: %1</source>
        <translation>Non elencato: %1</translation>
    </message>
    <message>
        <source>Invoice setting not read: %1</source>
        <translation>Impostazione delle fatture non letta: %1</translation>
    </message>
    <message>
        <source>Details not fetched (%1): %2; the next synchronisation fetches them again.</source>
        <translation>Dettagli non recuperati (%1): %2; la prossima sincronizzazione li recupera di nuovo.</translation>
    </message>
    <message>
        <source>The synchronisation was stopped before everything was current.</source>
        <translation>La sincronizzazione è stata interrotta prima che tutto fosse aggiornato.</translation>
    </message>
    <message>
        <source>Addresses, products, bank accounts, units and invoice settings current, but for what this token may not read: %1.</source>
        <translation>Indirizzi, prodotti, conti bancari, unità e impostazioni di fatturazione aggiornati, tranne ciò che questo token non può leggere: %1.</translation>
    </message>
</context>
<context>
    <name>NumberRangesPage</name>
    <message>
        <source>Number ranges</source>
        <translation>Intervalli di numeri</translation>
    </message>
    <message>
        <source>In a pattern, {YYYY} stands for the year, {YY} for its last two digits, {MM} for the month and {COUNTER} for the counter, filled with leading zeros to the given number of digits. The counter goes up by one with every document.</source>
        <translation>In uno schema, {YYYY} sta per l&apos;anno, {YY} per le sue ultime due cifre, {MM} per il mese e {COUNTER} per il contatore, completato con zeri iniziali fino al numero di cifre indicato. Il contatore aumenta di uno a ogni documento.</translation>
    </message>
    <message>
        <source>&amp;Invoices</source>
        <translation>Fa&amp;tture</translation>
    </message>
    <message>
        <source>&amp;Recurring invoices</source>
        <translation>Fatture &amp;ricorrenti</translation>
    </message>
    <message>
        <source>&amp;Templates</source>
        <translation>Mo&amp;delli</translation>
    </message>
    <message>
        <source> digits</source>
        <translation> cifre</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>S&amp;chema:</translation>
    </message>
    <message>
        <source>&amp;Next counter:</source>
        <translation>&amp;Prossimo contatore:</translation>
    </message>
    <message>
        <source>Counter &amp;digits:</source>
        <translation>C&amp;ifre del contatore:</translation>
    </message>
    <message>
        <source>Next number:</source>
        <translation>Prossimo numero:</translation>
    </message>
    <message>
        <source>Enter a pattern to see the next number.</source>
        <translation>Inserisca uno schema per vedere il prossimo numero.</translation>
    </message>
    <message>
        <source>%1 — without {COUNTER} every document would get this same number.</source>
        <translation>%1 — senza {COUNTER} ogni documento riceverebbe lo stesso numero.</translation>
    </message>
    <message>
        <source>%1 (for a document dated today)</source>
        <translation>%1 (per un documento datato oggi)</translation>
    </message>
</context>
<context>
    <name>PageFetcher</name>
    <message>
        <source>page %1 of the document list has no %2</source>
        <translation>la pagina %1 dell&apos;elenco dei documenti non ha %2</translation>
    </message>
    <message>
        <source>list of documents</source>
        <translation>elenco di documenti</translation>
    </message>
    <message>
        <source>paging information</source>
        <translation>informazioni di paginazione</translation>
    </message>
    <message>
        <source>page %1 of the document list: %2</source>
        <translation>pagina %1 dell&apos;elenco dei documenti: %2</translation>
    </message>
    <message>
        <source>an entry is not a document</source>
        <translation>una voce non è un documento</translation>
    </message>
</context>
<context>
    <name>PageToolbar</name>
    <message>
        <source>More</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>The commands the row has no room for</source>
        <translation>I comandi per cui la barra non ha spazio</translation>
    </message>
</context>
<context>
    <name>PaymentConditionsPage</name>
    <message>
        <source>Payment conditions</source>
        <translation>Condizioni di pagamento</translation>
    </message>
    <message>
        <source>&amp;Add condition</source>
        <translation>&amp;Aggiungi condizione</translation>
    </message>
    <message>
        <source>&amp;Remove condition</source>
        <translation>&amp;Rimuovi condizione</translation>
    </message>
    <message>
        <source>Payment &amp;terms:</source>
        <translation>&amp;Termine di pagamento:</translation>
    </message>
    <message>
        <source>Payment &amp;conditions:</source>
        <translation>&amp;Condizioni di pagamento:</translation>
    </message>
    <message>
        <source>None (stored as %1)</source>
        <translation>Nessuno (salvato come %1)</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 giorno</translation>
    </message>
    <message>
        <source>Days until a new invoice is due, where its receiver has no payment terms of its own.</source>
        <translation>Giorni fino alla scadenza di una nuova fattura, se il suo destinatario non ha un proprio termine di pagamento.</translation>
    </message>
    <message>
        <source>The service does not publish what each condition type means; the type, amount and days are saved as entered.</source>
        <translation>Il servizio non pubblica il significato di ciascun tipo di condizione; tipo, importo e giorni vengono salvati come inseriti.</translation>
    </message>
</context>
<context>
    <name>PaymentDialog</name>
    <message>
        <source>Record a payment</source>
        <translation>Registra un pagamento</translation>
    </message>
    <message>
        <source>Fetching the invoice…</source>
        <translation>Caricamento della fattura…</translation>
    </message>
    <message>
        <source>Optional, e.g. the bank&apos;s booking text</source>
        <translation>Facoltativo, p. es. il testo di registrazione della banca</translation>
    </message>
    <message>
        <source>&amp;Record payment…</source>
        <translation>&amp;Registra il pagamento…</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Importo:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>&amp;Bank account:</source>
        <translation>&amp;Conto bancario:</translation>
    </message>
    <message>
        <source>Re&amp;ference:</source>
        <translation>Ri&amp;ferimento:</translation>
    </message>
    <message>
        <source>(no bank account known: list them under Finance)</source>
        <translation>(nessun conto bancario noto: inseriteli sotto Finanze)</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Non c&apos;è connessione al servizio.</translation>
    </message>
    <message>
        <source>The invoice&apos;s open amount is missing from the service&apos;s answer.</source>
        <translation>L&apos;importo aperto della fattura manca nella risposta del servizio.</translation>
    </message>
    <message>
        <source>Invoice %1: total %2, open %3</source>
        <translation>Fattura %1: totale %2, aperto %3</translation>
    </message>
    <message>
        <source>Invoice %1, %2: total %3, open %4</source>
        <translation>Fattura %1, %2: totale %3, aperto %4</translation>
    </message>
    <message>
        <source>Nothing is open on invoice %1.</source>
        <translation>Sulla fattura %1 non c&apos;è nulla di aperto.</translation>
    </message>
    <message>
        <source>The invoice could not be fetched: %1</source>
        <translation>Non è stato possibile caricare la fattura: %1</translation>
    </message>
    <message>
        <source>Record a payment of %1 for invoice %2?</source>
        <translation>Registrare un pagamento di %1 per la fattura %2?</translation>
    </message>
    <message>
        <source>Nothing will be open on it afterwards: the invoice counts as paid.</source>
        <translation>In seguito non resterà nulla di aperto: la fattura risulta pagata.</translation>
    </message>
    <message>
        <source>%1 will still be open afterwards.</source>
        <translation>In seguito resteranno aperti %1.</translation>
    </message>
    <message>
        <source>&amp;Record %1</source>
        <translation>&amp;Registra %1</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Indietro</translation>
    </message>
    <message>
        <source>Recording the payment…</source>
        <translation>Registrazione del pagamento…</translation>
    </message>
    <message>
        <source>Recorded %1 for invoice %2. It is paid in full.</source>
        <translation>Registrati %1 per la fattura %2. È pagata interamente.</translation>
    </message>
    <message>
        <source>Recorded %1 for invoice %2. Still open: %3.</source>
        <translation>Registrati %1 per la fattura %2. Ancora aperto: %3.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Non registrato: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>The payment for invoice %1 has not been recorded. Discard it?</source>
        <translation>Il pagamento della fattura %1 non è stato registrato. Scartarlo?</translation>
    </message>
    <message>
        <source>Not recorded: correct the marked fields.</source>
        <translation>Non registrato: correggere i campi segnalati.</translation>
    </message>
    <message>
        <source>enter the amount received.</source>
        <translation>inserite l&apos;importo ricevuto.</translation>
    </message>
    <message>
        <source>not an amount with at most two decimals, e.g. 120.50.</source>
        <translation>non è un importo con al massimo due decimali, p. es. 120.50.</translation>
    </message>
    <message>
        <source>must be more than 0.</source>
        <translation>deve essere maggiore di 0.</translation>
    </message>
    <message>
        <source>at most the open amount of %1.</source>
        <translation>al massimo l&apos;importo aperto di %1.</translation>
    </message>
    <message>
        <source>a payment cannot be dated in the future.</source>
        <translation>un pagamento non può essere datato nel futuro.</translation>
    </message>
    <message>
        <source>choose the account the money came in on.</source>
        <translation>scegliete il conto su cui è arrivato il denaro.</translation>
    </message>
    <message>
        <source>The service booked it, but the payment history could not keep it: %1</source>
        <translation>Il servizio lo ha registrato, ma lo storico dei pagamenti non ha potuto conservarlo: %1</translation>
    </message>
</context>
<context>
    <name>PaymentHistoryView</name>
    <message>
        <source>Paid: %1</source>
        <translation>Pagato: %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>bank file</source>
        <translation>file bancario</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>inserito a mano</translation>
    </message>
    <message>
        <source>reference %1</source>
        <translation>riferimento %1</translation>
    </message>
    <message>
        <source>— sent, the service&apos;s answer was lost: check the open amount</source>
        <translation>— inviato, la risposta del servizio è andata persa: controllate l&apos;importo aperto</translation>
    </message>
    <message>
        <source>No payment was booked through InvoiceDesk.</source>
        <translation>Nessun pagamento è stato registrato tramite InvoiceDesk.</translation>
    </message>
    <message>
        <source>Booked elsewhere or not listed here: %1</source>
        <translation>Registrato altrove o non elencato qui: %1</translation>
    </message>
    <message>
        <source>Open: %1</source>
        <translation>Aperto: %1</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagamenti</translation>
    </message>
    <message>
        <source>Cancelled: nothing is to be paid.</source>
        <translation>Annullata: non c&apos;è nulla da pagare.</translation>
    </message>
    <message>
        <source>Booked on it before it was cancelled:</source>
        <translation>Registrato su di essa prima dell&apos;annullamento:</translation>
    </message>
</context>
<context>
    <name>PaymentLog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Keeping the payment failed</source>
        <translation>La conservazione del pagamento non è riuscita</translation>
    </message>
    <message>
        <source>Claiming a bank entry failed</source>
        <translation>La prenotazione di una registrazione bancaria non è riuscita</translation>
    </message>
    <message>
        <source>the entry has no key</source>
        <translation>la registrazione non ha una chiave</translation>
    </message>
    <message>
        <source>The bank entry %1 was booked before.</source>
        <translation>La registrazione bancaria %1 è già stata registrata.</translation>
    </message>
    <message>
        <source>Releasing a bank entry failed</source>
        <translation>Il rilascio di una registrazione bancaria non è riuscito</translation>
    </message>
    <message>
        <source>Reading the payments failed</source>
        <translation>La lettura dei pagamenti non è riuscita</translation>
    </message>
</context>
<context>
    <name>PaymentMatcher</name>
    <message>
        <source>A debit of %1, not a payment received.</source>
        <translation>Un addebito di %1, non un pagamento ricevuto.</translation>
    </message>
    <message>
        <source>The bank reversed a booking of %1.</source>
        <translation>La banca ha stornato una registrazione di %1.</translation>
    </message>
    <message>
        <source>Not booked by the bank yet (status %1).</source>
        <translation>Non ancora registrato dalla banca (stato %1).</translation>
    </message>
    <message>
        <source>The bank entry %1 is in the file twice; it counts once.</source>
        <translation>La registrazione bancaria %1 figura due volte nel file; conta una volta sola.</translation>
    </message>
    <message>
        <source>Booked before from an earlier file.</source>
        <translation>Già registrato da un file precedente.</translation>
    </message>
    <message>
        <source>No invoice has the reference %1.</source>
        <translation>Nessuna fattura ha il riferimento %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice(s) have the reference %1.</source>
        <translation>
            <numerusform>%n fattura ha il riferimento %1.</numerusform>
            <numerusform>%n fatture hanno il riferimento %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 paid in %2; the invoice %3 is in %4.</source>
        <translation>%1 pagato in %2; la fattura %3 è in %4.</translation>
    </message>
    <message>
        <source>The invoice %1 is cancelled.</source>
        <translation>La fattura %1 è annullata.</translation>
    </message>
    <message>
        <source>Pays the invoice %1 in full.</source>
        <translation>Paga interamente la fattura %1.</translation>
    </message>
    <message>
        <source>Pays %1 of the invoice %2; %3 stays open.</source>
        <translation>Paga %1 della fattura %2; restano aperti %3.</translation>
    </message>
    <message>
        <source>Pays the invoice %1 with %2 more than was open.</source>
        <translation>Paga la fattura %1 con %2 in più dell&apos;importo aperto.</translation>
    </message>
    <message>
        <source>No reference; the amount, currency and payer&apos;s name fit one open invoice.</source>
        <translation>Nessun riferimento; importo, valuta e nome del pagatore corrispondono a una fattura aperta.</translation>
    </message>
    <message numerus="yes">
        <source>No reference; %n open invoice(s) fit the amount, currency and payer&apos;s name.</source>
        <translation>
            <numerusform>Nessun riferimento; %n fattura aperta corrisponde a importo, valuta e nome del pagatore.</numerusform>
            <numerusform>Nessun riferimento; %n fatture aperte corrispondono a importo, valuta e nome del pagatore.</numerusform>
        </translation>
    </message>
    <message>
        <source>No reference, and no open invoice fits %1 from %2.</source>
        <translation>Nessun riferimento, e nessuna fattura aperta corrisponde a %1 versato da %2.</translation>
    </message>
    <message>
        <source>an unnamed payer</source>
        <translation>un pagatore senza nome</translation>
    </message>
    <message>
        <source>The invoice %1 is already paid by an earlier entry of this file; %2 is not booked.</source>
        <translation>La fattura %1 è già pagata da una registrazione precedente di questo file; %2 non viene registrato.</translation>
    </message>
    <message>
        <source>The invoice %1 is already paid; %2 is not booked.</source>
        <translation>La fattura %1 è già pagata; %2 non viene registrato.</translation>
    </message>
    <message>
        <source>The service shows no payments for the invoice %1: a booking of this entry from another copy of the account cannot be seen.</source>
        <translation>Il servizio non mostra pagamenti per la fattura %1: non si può vedere se questa registrazione è stata registrata da un&apos;altra copia del conto.</translation>
    </message>
    <message>
        <source>The service has it booked on the invoice %1 already (%2 on %3, reference %4), from this or another copy of the account; it is not booked again.</source>
        <translation>Il servizio lo ha già registrato sulla fattura %1 (%2 il %3, riferimento %4), da questa o da un&apos;altra copia del conto; non viene registrato di nuovo.</translation>
    </message>
</context>
<context>
    <name>PaymentReviewModel</name>
    <message>
        <source>Booked</source>
        <translation>Registrato</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falliti</translation>
    </message>
    <message>
        <source>Already booked</source>
        <translation>Già registrato</translation>
    </message>
    <message>
        <source>Matched</source>
        <translation>Abbinato</translation>
    </message>
    <message>
        <source>Partial payment</source>
        <translation>Pagamento parziale</translation>
    </message>
    <message>
        <source>Over-payment</source>
        <translation>Pagamento eccedente</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Suggerito</translation>
    </message>
    <message>
        <source>Ambiguous</source>
        <translation>Ambiguo</translation>
    </message>
    <message>
        <source>Unmatched</source>
        <translation>Non abbinato</translation>
    </message>
    <message>
        <source>Other currency</source>
        <translation>Altra valuta</translation>
    </message>
    <message>
        <source>Twice in the file</source>
        <translation>Due volte nel file</translation>
    </message>
    <message>
        <source>Not a payment</source>
        <translation>Non è un pagamento</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 Booked: %2; the rest is not booked (refund or credit it).</source>
        <translation>%1 Registrato: %2; il resto non viene registrato (rimborsatelo o accreditatelo).</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Booked on</source>
        <translation>Data di registrazione</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <source>Payer</source>
        <translation>Pagatore</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Riferimento</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Fattura</translation>
    </message>
    <message>
        <source>Open before</source>
        <translation>Aperto prima</translation>
    </message>
    <message>
        <source>Open after</source>
        <translation>Aperto dopo</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Invoice already paid</source>
        <translation>Fattura già pagata</translation>
    </message>
    <message>
        <source>Booked, over-paid</source>
        <translation>Registrato, pagato in eccesso</translation>
    </message>
    <message>
        <source>Needs check</source>
        <translation>Da verificare</translation>
    </message>
</context>
<context>
    <name>PaymentSlipPage</name>
    <message>
        <source>Payment slip</source>
        <translation>Polizza di versamento</translation>
    </message>
    <message>
        <source>Print the payment slip on a &amp;new page</source>
        <translation>Stampa la polizza su una &amp;nuova pagina</translation>
    </message>
    <message>
        <source>Show the a&amp;mount on the slip</source>
        <translation>Mostra l&apos;importo sulla po&amp;lizza</translation>
    </message>
    <message>
        <source>Add &amp;additional procedures</source>
        <translation>Aggiungi &amp;procedure supplementari</translation>
    </message>
    <message>
        <source>Show an advertisement &amp;image</source>
        <translation>Mostra un&apos;&amp;immagine pubblicitaria</translation>
    </message>
    <message>
        <source>Additional procedure &amp;1:</source>
        <translation>Procedura supplementare &amp;1:</translation>
    </message>
    <message>
        <source>Additional procedure &amp;2:</source>
        <translation>Procedura supplementare &amp;2:</translation>
    </message>
</context>
<context>
    <name>PdfDownload</name>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Non c&apos;è connessione al servizio.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Non è stato possibile leggere la risposta del servizio: %1</translation>
    </message>
    <message>
        <source>The service did not say where to download the PDF.</source>
        <translation>Il servizio non ha indicato dove scaricare il PDF.</translation>
    </message>
    <message>
        <source>The PDF was not downloaded: %1</source>
        <translation>Il PDF non è stato scaricato: %1</translation>
    </message>
    <message>
        <source>The PDF is larger than %1 MB and was not downloaded.</source>
        <translation>Il PDF supera %1 MB e non è stato scaricato.</translation>
    </message>
    <message>
        <source>The download of the PDF took too long. Try again in a moment.</source>
        <translation>Il download del PDF ha richiesto troppo tempo. Riprovi tra un momento.</translation>
    </message>
    <message>
        <source>The PDF could not be downloaded: %1</source>
        <translation>Non è stato possibile scaricare il PDF: %1</translation>
    </message>
    <message>
        <source>The PDF could not be downloaded (HTTP %1). Try again; a download address is valid only for a few minutes.</source>
        <translation>Non è stato possibile scaricare il PDF (HTTP %1). Riprovi; un indirizzo di download è valido solo per pochi minuti.</translation>
    </message>
    <message numerus="yes">
        <source>The file the service sent is not a PDF (%n byte(s) received).</source>
        <translation>
            <numerusform>Il file inviato dal servizio non è un PDF (%n byte ricevuto).</numerusform>
            <numerusform>Il file inviato dal servizio non è un PDF (%n byte ricevuti).</numerusform>
        </translation>
    </message>
    <message>
        <source>The service refused the reminder: it is not due yet, or the invoice is already at its last dunning level or has nothing open. Synchronise, then see the invoice&apos;s reminders in the detail pane.</source>
        <translation>Il servizio ha rifiutato il sollecito: non è ancora dovuto, oppure la fattura è già all&apos;ultimo livello di sollecito o non ha nulla di aperto. Sincronizzare, poi vedere i solleciti della fattura nel riquadro dei dettagli.</translation>
    </message>
    <message>
        <source>The service does not offer this for the document as it is now (cancelled, archived or changed meanwhile). Synchronise and try again.</source>
        <translation>Il servizio non offre questa funzione per il documento nel suo stato attuale (annullato, archiviato o modificato nel frattempo). Sincronizzare e riprovare.</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <source>the file is damaged or not a PDF</source>
        <translation>il file è danneggiato o non è un PDF</translation>
    </message>
    <message>
        <source>the PDF is protected by a password</source>
        <translation>il PDF è protetto da una password</translation>
    </message>
    <message>
        <source>the temporary file is missing</source>
        <translation>manca il file temporaneo</translation>
    </message>
    <message>
        <source>it has no pages</source>
        <translation>non ha pagine</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>errore sconosciuto</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Print reminder</source>
        <translation>Stampa sollecito</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Anteprima di stampa</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Prima pagina</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Pagina precedente</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Pagina successiva</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Ultima pagina</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Riduci</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Adatta alla larghezza</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Pagina</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>&amp;Documento:</translation>
    </message>
    <message>
        <source>Pa&amp;ge:</source>
        <translation>Pa&amp;gina:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Salva come…</translation>
    </message>
    <message>
        <source>&amp;Open in PDF viewer</source>
        <translation>&amp;Apri nel lettore PDF</translation>
    </message>
    <message numerus="yes">
        <source>Print all %n document(s) with one print dialog</source>
        <translation>
            <numerusform>Stampa %n documento con un&apos;unica finestra di stampa</numerusform>
            <numerusform>Stampa tutti i %n documenti con un&apos;unica finestra di stampa</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the document</source>
        <translation>Stampa il documento</translation>
    </message>
    <message>
        <source>No temporary folder could be created: %1</source>
        <translation>Non è stato possibile creare una cartella temporanea: %1</translation>
    </message>
    <message>
        <source>The PDF of %1 could not be fetched: %2</source>
        <translation>Non è stato possibile recuperare il PDF di %1: %2</translation>
    </message>
    <message>
        <source>The PDF of %1 could not be written to a temporary file: %2</source>
        <translation>Non è stato possibile scrivere il PDF di %1 in un file temporaneo: %2</translation>
    </message>
    <message>
        <source>The PDF of %1 could not be opened: %2.</source>
        <translation>Non è stato possibile aprire il PDF di %1: %2.</translation>
    </message>
    <message>
        <source>%1 (failed)</source>
        <translation>%1 (fallito)</translation>
    </message>
    <message>
        <source>No document was chosen.</source>
        <translation>Non è stato scelto alcun documento.</translation>
    </message>
    <message>
        <source>Fetching the PDF of %1 from the service…</source>
        <translation>Recupero del PDF di %1 dal servizio…</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>di %1</translation>
    </message>
    <message>
        <source>There is nothing to print: no PDF could be fetched.</source>
        <translation>Non c&apos;è niente da stampare: non è stato possibile recuperare alcun PDF.</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Non è stato possibile avviare la stampante.</translation>
    </message>
    <message>
        <source>The printer refused a new page.</source>
        <translation>La stampante ha rifiutato una nuova pagina.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) sent to the printer.</source>
        <translation>
            <numerusform>%n documento inviato alla stampante.</numerusform>
            <numerusform>%n documenti inviati alla stampante.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2.pdf</source>
        <translation>%1 %2.pdf</translation>
    </message>
    <message>
        <source>There is no PDF to save.</source>
        <translation>Non c&apos;è alcun PDF da salvare.</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Non è stato possibile scrivere il file %1: %2</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Salva PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Salvato come %1.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>Non è stato possibile creare la cartella %1.</translation>
    </message>
    <message>
        <source>No program to show PDF files was found. The file is at %1.</source>
        <translation>Non è stato trovato alcun programma per mostrare i PDF. Il file si trova in %1.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>No reminder for %1 was printed.

%2</source>
        <translation>Nessun sollecito stampato per %1.

%2</translation>
    </message>
</context>
<context>
    <name>PositionsModel</name>
    <message>
        <source>Product</source>
        <translation>Prodotto</translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation>Sottotitolo</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Testo</translation>
    </message>
    <message>
        <source>Divider</source>
        <translation>Separatore</translation>
    </message>
    <message>
        <source>Section total</source>
        <translation>Subtotale</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppo</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Sconto</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Product no.</source>
        <translation>N. prodotto</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>Prezzo unitario (%1)</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Totale (%1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>«%1» non è un numero.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>A new language applies the next time InvoiceDesk starts.</source>
        <translation>Una nuova lingua vale dal prossimo avvio di InvoiceDesk.</translation>
    </message>
</context>
<context>
    <name>ProductDraft</name>
    <message>
        <source>is required: choose the unit the product is sold in.</source>
        <translation>è obbligatorio: scelga l&apos;unità in cui viene venduto il prodotto.</translation>
    </message>
    <message>
        <source>must be the number of a product group.</source>
        <translation>deve essere il numero di un gruppo di prodotti.</translation>
    </message>
    <message>
        <source>is required, e.g. 120.00.</source>
        <translation>è obbligatorio, p. es. 120.00.</translation>
    </message>
    <message numerus="yes">
        <source>must be an amount with at most %n decimal place(s), e.g. 120.50.</source>
        <translation>
            <numerusform>deve essere un importo con al massimo %n decimale, p. es. 120.50.</numerusform>
            <numerusform>deve essere un importo con al massimo %n decimali, p. es. 120.50.</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a percentage from 0 to 100, e.g. 8.1.</source>
        <translation>deve essere una percentuale da 0 a 100, p. es. 8.1.</translation>
    </message>
    <message>
        <source>is required in at least one language.</source>
        <translation>è obbligatorio in almeno una lingua.</translation>
    </message>
</context>
<context>
    <name>ProductEditor</name>
    <message>
        <source>A &amp;service (no goods delivered)</source>
        <translation>Una pre&amp;stazione (nessuna merce consegnata)</translation>
    </message>
    <message>
        <source>New product</source>
        <translation>Nuovo prodotto</translation>
    </message>
    <message>
        <source>Product %1</source>
        <translation>Prodotto %1</translation>
    </message>
    <message>
        <source>EAN-8 or EAN-13, optional</source>
        <translation>EAN-8 o EAN-13, facoltativo</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. es. %1</translation>
    </message>
    <message>
        <source>%, e.g. %1</source>
        <translation>%, p. es. %1</translation>
    </message>
    <message>
        <source>Separated by commas</source>
        <translation>Separati da virgole</translation>
    </message>
    <message>
        <source>Product &amp;key:</source>
        <translation>&amp;Chiave del prodotto:</translation>
    </message>
    <message>
        <source>&amp;EAN:</source>
        <translation>&amp;EAN:</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Unità:</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppo:</translation>
    </message>
    <message>
        <source>&amp;VAT rate (%):</source>
        <translation>Aliquota &amp;IVA (%):</translation>
    </message>
    <message>
        <source>&amp;Booking account:</source>
        <translation>Conto conta&amp;bile:</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>E&amp;tichette:</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>No&amp;me:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrizione:</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>ISO code</source>
        <translation>Codice ISO</translation>
    </message>
    <message>
        <source>Add p&amp;roperty</source>
        <translation>Aggiungi p&amp;roprietà</translation>
    </message>
    <message>
        <source>Remove propert&amp;y</source>
        <translation>Rimuovi propriet&amp;à</translation>
    </message>
    <message>
        <source>&amp;Properties:</source>
        <translation>&amp;Proprietà:</translation>
    </message>
    <message>
        <source>No group</source>
        <translation>Nessun gruppo</translation>
    </message>
    <message>
        <source>Sales price o&amp;f one unit:</source>
        <translation>Prezzo di &amp;vendita per unità:</translation>
    </message>
</context>
<context>
    <name>ProductGroupDraft</name>
    <message>
        <source>is required, e.g. 10.</source>
        <translation>è obbligatorio, p. es. 10.</translation>
    </message>
    <message>
        <source>must be a whole number of 0 or more.</source>
        <translation>deve essere un numero intero di 0 o più.</translation>
    </message>
    <message>
        <source>is required in at least one language.</source>
        <translation>è obbligatorio in almeno una lingua.</translation>
    </message>
</context>
<context>
    <name>ProductGroupEditor</name>
    <message>
        <source>New product group</source>
        <translation>Nuovo gruppo di prodotti</translation>
    </message>
    <message>
        <source>Product group %1</source>
        <translation>Gruppo di prodotti %1</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Numero:</translation>
    </message>
    <message>
        <source>&amp;Booking account:</source>
        <translation>Conto &amp;contabile:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrizione:</translation>
    </message>
    <message>
        <source>%1 is already the number of another group.</source>
        <translation>%1 è già il numero di un altro gruppo.</translation>
    </message>
    <message>
        <source>is already the number of another group.</source>
        <translation>è già il numero di un altro gruppo.</translation>
    </message>
</context>
<context>
    <name>ProductGroupPage</name>
    <message>
        <source>Search number, description or booking account (Ctrl+F)</source>
        <translation>Cerca numero, descrizione o conto contabile (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>A&amp;ttivi</translation>
    </message>
    <message>
        <source>A&amp;rchived</source>
        <translation>A&amp;rchiviati</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>Tutt&amp;i</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archivia</translation>
    </message>
    <message>
        <source>Re&amp;store</source>
        <translation>Ri&amp;pristina</translation>
    </message>
    <message>
        <source>Archive the product group %1?</source>
        <translation>Archiviare il gruppo di prodotti %1?</translation>
    </message>
    <message>
        <source>The product group %1 was archived.</source>
        <translation>Il gruppo di prodotti %1 è stato archiviato.</translation>
    </message>
    <message>
        <source>The product group %1 was restored.</source>
        <translation>Il gruppo di prodotti %1 è stato ripristinato.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Booking account</source>
        <translation>Conto contabile</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviato</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Descriptions</source>
        <translation>Descrizioni</translation>
    </message>
    <message>
        <source>Product &amp;groups</source>
        <translation>&amp;Gruppi di prodotti</translation>
    </message>
</context>
<context>
    <name>ProductPage</name>
    <message>
        <source>Search key, name, group, EAN or tags (Ctrl+F)</source>
        <translation>Cerca chiave, nome, gruppo, EAN o etichette (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>A&amp;ttivi</translation>
    </message>
    <message>
        <source>A&amp;rchived</source>
        <translation>A&amp;rchiviati</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>Tutt&amp;i</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archivia</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>Delete the product %1? This cannot be undone.</source>
        <translation>Eliminare il prodotto %1? L&apos;operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>Archive the product %1? It is then no longer offered for new documents.</source>
        <translation>Archiviare il prodotto %1? Non verrà più proposto per i nuovi documenti.</translation>
    </message>
    <message>
        <source>The product %1 was deleted.</source>
        <translation>Il prodotto %1 è stato eliminato.</translation>
    </message>
    <message>
        <source>The product %1 was archived.</source>
        <translation>Il prodotto %1 è stato archiviato.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Prestazione</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Merce</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppo</translation>
    </message>
    <message>
        <source>VAT rate</source>
        <translation>Aliquota IVA</translation>
    </message>
    <message>
        <source>Booking account</source>
        <translation>Conto contabile</translation>
    </message>
    <message>
        <source>EAN</source>
        <translation>EAN</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Proprietà</translation>
    </message>
    <message>
        <source>&amp;Products</source>
        <translation>&amp;Prodotti</translation>
    </message>
    <message>
        <source>0 % VAT c&amp;lass</source>
        <translation>&amp;Classe IVA 0 %</translation>
    </message>
    <message>
        <source>Not classified</source>
        <translation>Non classificato</translation>
    </message>
    <message>
        <source>Turnover at 0 % of %1: %2.</source>
        <translation>Cifra d&apos;affari allo 0 % di %1: %2.</translation>
    </message>
    <message>
        <source>not classified</source>
        <translation>non classificato</translation>
    </message>
    <message>
        <source>The 0 % class of %1 could not be kept: %2</source>
        <translation>Non è stato possibile salvare la classe 0 % di %1: %2</translation>
    </message>
    <message>
        <source>Sales price</source>
        <translation>Prezzo di vendita</translation>
    </message>
    <message>
        <source>Net ta&amp;x rate</source>
        <translation>Aliquota &amp;saldo</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>Non assegnato</translation>
    </message>
    <message>
        <source>Net tax rate 1</source>
        <translation>Aliquota saldo 1</translation>
    </message>
    <message>
        <source>Net tax rate 2</source>
        <translation>Aliquota saldo 2</translation>
    </message>
    <message>
        <source>Turnover of %1 under the net tax rate method: %2.</source>
        <translation>Cifra d&apos;affari di %1 con il metodo delle aliquote saldo: %2.</translation>
    </message>
    <message>
        <source>The net tax rate of %1 could not be kept: %2</source>
        <translation>L&apos;aliquota saldo di %1 non ha potuto essere salvata: %2</translation>
    </message>
</context>
<context>
    <name>ProductRecord</name>
    <message>
        <source>Key</source>
        <translation>Chiave</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppo</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>IVA</translation>
    </message>
    <message>
        <source>EAN</source>
        <translation>EAN</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etichette</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviato</translation>
    </message>
    <message>
        <source>Archived %1</source>
        <translation>Archiviato %1</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Booking account</source>
        <translation>Conto contabile</translation>
    </message>
    <message>
        <source>Sales price</source>
        <translation>Prezzo di vendita</translation>
    </message>
</context>
<context>
    <name>QueueFollower</name>
    <message>
        <source>The session was closed.</source>
        <translation>La sessione è stata chiusa.</translation>
    </message>
    <message>
        <source>The answer holds no queue status.</source>
        <translation>La risposta non contiene alcuno stato della coda.</translation>
    </message>
</context>
<context>
    <name>ReceiverPicker</name>
    <message>
        <source>Type a name, customer number or town</source>
        <translation>Digiti un nome, un numero cliente o una località</translation>
    </message>
    <message>
        <source>Add a person who receives a copy</source>
        <translation>Aggiunga una persona che riceve una copia</translation>
    </message>
    <message>
        <source>Del removes the selected person.</source>
        <translation>Canc rimuove la persona selezionata.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Recei&amp;ver:</source>
        <translation>Destinata&amp;rio:</translation>
    </message>
    <message>
        <source>&amp;Contact person:</source>
        <translation>Pers&amp;ona di contatto:</translation>
    </message>
    <message>
        <source>Furt&amp;her receivers:</source>
        <translation>A&amp;ltri destinatari:</translation>
    </message>
</context>
<context>
    <name>RecordPage</name>
    <message>
        <source>Search (Ctrl+F)</source>
        <translation>Cerca (Ctrl+F)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Dettagli</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifica…</translation>
    </message>
    <message>
        <source>The list could not be brought up to date: %1</source>
        <translation>Non è stato possibile aggiornare l&apos;elenco: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n record</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n record(s)</source>
        <translation>
            <numerusform>%1 di %n record</numerusform>
            <numerusform>%1 di %n record</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is open and not saved.</source>
        <translation>«%1» è aperto e non è salvato.</translation>
    </message>
</context>
<context>
    <name>RecordPageEditor</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Please correct the marked fields.</source>
        <translation>Corregga i campi segnati.</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>«%1» ha modifiche che non sono salvate.</translation>
    </message>
</context>
<context>
    <name>RecordRequest</name>
    <message>
        <source>no list of records</source>
        <translation>nessun elenco di record</translation>
    </message>
</context>
<context>
    <name>RecordStore</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Saving %1 failed</source>
        <translation>Il salvataggio di %1 non è riuscito</translation>
    </message>
    <message>
        <source>the record has neither uuid nor id</source>
        <translation>il record non ha né uuid né id</translation>
    </message>
    <message>
        <source>Removing from %1 failed</source>
        <translation>La rimozione da %1 non è riuscita</translation>
    </message>
    <message>
        <source>Reading %1 failed</source>
        <translation>La lettura di %1 non è riuscita</translation>
    </message>
    <message>
        <source>Saving the settings failed</source>
        <translation>Il salvataggio delle impostazioni non è riuscito</translation>
    </message>
</context>
<context>
    <name>RecordSync</name>
    <message>
        <source>The list of %1 has no items array.</source>
        <translation>L&apos;elenco di %1 non contiene alcun array di elementi.</translation>
    </message>
</context>
<context>
    <name>RecordTableColumns</name>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
</context>
<context>
    <name>RecordTableSync</name>
    <message>
        <source>The list of %1 has no items array.</source>
        <translation>L&apos;elenco di %1 non contiene alcun array di elementi.</translation>
    </message>
</context>
<context>
    <name>ReminderPrint</name>
    <message>
        <source>There is nothing to print.</source>
        <translation>Non c&apos;è nulla da stampare.</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Non è stato possibile avviare la stampante.</translation>
    </message>
    <message>
        <source>A reminder&apos;s PDF could not be read.</source>
        <translation>Non è stato possibile leggere il PDF di un sollecito.</translation>
    </message>
</context>
<context>
    <name>ReminderRun</name>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Non c&apos;è connessione al servizio.</translation>
    </message>
    <message>
        <source>Already at this level on the service; not printed again.</source>
        <translation>Già a questo livello sul servizio; non stampato di nuovo.</translation>
    </message>
    <message>
        <source>The service refused the reminder: it is not due yet, or the invoice is already at its last level. Synchronise and plan the run again.</source>
        <translation>Il servizio ha rifiutato il sollecito: non è ancora dovuto, oppure la fattura è già al suo ultimo livello. Sincronizzi e pianifichi di nuovo il sollecito.</translation>
    </message>
    <message>
        <source>The invoice&apos;s level changed on the service since the run was planned. Synchronise and plan the run again.</source>
        <translation>Il livello della fattura è cambiato sul servizio da quando il sollecito è stato pianificato. Sincronizzi e pianifichi di nuovo il sollecito.</translation>
    </message>
    <message>
        <source>%1 (%2): %3, fee %4</source>
        <translation>%1 (%2): %3, spese %4</translation>
    </message>
    <message>
        <source>%1 (%2): no further level is due; the service will refuse it.</source>
        <translation>%1 (%2): nessun altro livello è scaduto; il servizio rifiuterà il sollecito.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 is not due before %4; the service will refuse it.</source>
        <translation>%1 (%2): %3 non scade prima del %4; il servizio rifiuterà il sollecito.</translation>
    </message>
    <message>
        <source>The service has no e-mail address for this customer, so it could not send the reminder; nothing was recorded. Print it or hand it to your mail program instead.</source>
        <translation>Il servizio non ha un indirizzo e-mail per questo cliente e quindi non ha potuto inviare il sollecito; non è stato registrato nulla. Lo stampi invece o lo passi al Suo programma di posta.</translation>
    </message>
    <message>
        <source>Already at this level on the service; not sent again.</source>
        <translation>Già a questo livello sul servizio; non inviato di nuovo.</translation>
    </message>
</context>
<context>
    <name>ReminderRunDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Esegui</translation>
    </message>
    <message>
        <source>&amp;Print reminders…</source>
        <translation>Stampa i &amp;solleciti…</translation>
    </message>
    <message>
        <source>Print &amp;summary…</source>
        <translation>Stampa il rie&amp;pilogo…</translation>
    </message>
    <message>
        <source>Reminder run</source>
        <translation>Sollecito</translation>
    </message>
    <message>
        <source>Overdue &amp;as of:</source>
        <translation>Scadute &amp;al:</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Fattura</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Scadenza</translation>
    </message>
    <message>
        <source>Days overdue</source>
        <translation>Giorni di ritardo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aperto</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Invoices to remind</source>
        <translation>Fatture da sollecitare</translation>
    </message>
    <message>
        <source>Looking for overdue invoices…</source>
        <translation>Ricerca delle fatture scadute…</translation>
    </message>
    <message>
        <source>The dunning settings are not in the local copy yet: open Settings → Dunning once to load them.</source>
        <translation>Le impostazioni dei solleciti non sono ancora nella copia locale: apra una volta Impostazioni → Solleciti per caricarle.</translation>
    </message>
    <message>
        <source>Dunning is switched off in the settings.</source>
        <translation>I solleciti sono disattivati nelle impostazioni.</translation>
    </message>
    <message>
        <source>The local copy is only partly synchronised: the list may be incomplete.</source>
        <translation>La copia locale è sincronizzata solo in parte: l&apos;elenco può essere incompleto.</translation>
    </message>
    <message>
        <source>fee %1</source>
        <translation>tassa %1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>level switched off in the settings</source>
        <translation>livello disattivato nelle impostazioni</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Stampa</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Delivery for %1</source>
        <translation>Invio per %1</translation>
    </message>
    <message>
        <source>automatic dunning off</source>
        <translation>sollecito automatico disattivato</translation>
    </message>
    <message>
        <source>%1 of %2 · %3</source>
        <translation>%1 di %2 · %3</translation>
    </message>
    <message>
        <source>&amp;Run again</source>
        <translation>&amp;Riesegui</translation>
    </message>
    <message>
        <source>e-mailed</source>
        <translation>inviato per e-mail</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>stampato</translation>
    </message>
    <message>
        <source>done before</source>
        <translation>già eseguito</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>non riuscito</translation>
    </message>
    <message>
        <source>Reminder run as of %1</source>
        <translation>Sollecito al %1</translation>
    </message>
    <message>
        <source>%1 done, %2 done before, %3 failed. Failed ones can be run again.</source>
        <translation>%1 eseguiti, %2 già eseguiti prima, %3 non riusciti. Quelli non riusciti possono essere rieseguiti.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Solleciti</translation>
    </message>
    <message>
        <source>The reminder run is still under way. Stop it? What is done is kept: running it again later sends nothing twice.</source>
        <translation>Il sollecito è ancora in corso. Interromperlo? Quanto già fatto resta: ripeterlo più tardi non invia nulla due volte.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Overdue as of</source>
        <translation>Scadute al</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Spesa</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>Indirizzo e-mail</translation>
    </message>
    <message>
        <source>Overdue as of: %1 is in the future. A reminder run looks at today or an earlier day.</source>
        <translation>Scadute al: %1 è nel futuro. Un sollecito riguarda oggi o un giorno precedente.</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) due as of %1.</source>
        <translation>
            <numerusform>%n sollecito dovuto al %1.</numerusform>
            <numerusform>%n solleciti dovuti al %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n further overdue invoice(s) have no level due yet (the level&apos;s days, or too soon after the last reminder).</source>
        <translation>
            <numerusform>%n altra fattura scaduta non ha ancora un livello dovuto (i giorni del livello, o troppo presto dopo l&apos;ultimo sollecito).</numerusform>
            <numerusform>Altre %n fatture scadute non hanno ancora un livello dovuto (i giorni del livello, o troppo presto dopo l&apos;ultimo sollecito).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>Record %n reminder(s) at the service?</source>
        <translation>
            <numerusform>Registrare %n sollecito sul servizio?</numerusform>
            <numerusform>Registrare %n solleciti sul servizio?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n by e-mail</source>
        <translation>
            <numerusform>%1: %n per e-mail</numerusform>
            <numerusform>%1: %n per e-mail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n printed</source>
        <translation>
            <numerusform>%1: %n stampato</numerusform>
            <numerusform>%1: %n stampati</numerusform>
        </translation>
    </message>
    <message>
        <source>Fees: %1</source>
        <translation>Spese: %1</translation>
    </message>
    <message>
        <source>Printed reminders count as printed once their print job is handed to the printer.</source>
        <translation>I solleciti stampati contano come stampati non appena il loro lavoro di stampa è passato alla stampante.</translation>
    </message>
    <message>
        <source>&amp;Record reminders</source>
        <translation>&amp;Registra solleciti</translation>
    </message>
    <message>
        <source>recorded, not printed yet</source>
        <translation>registrato, non ancora stampato</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Totale %1</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Canale</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinatario</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) are proposed and not recorded. Close without recording them?</source>
        <translation>
            <numerusform>%n sollecito è proposto e non registrato. Chiudere senza registrarlo?</numerusform>
            <numerusform>%n solleciti sono proposti e non registrati. Chiudere senza registrarli?</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand to &amp;mail program</source>
        <translation>Passa al programma di &amp;posta</translation>
    </message>
    <message>
        <source>Mail program</source>
        <translation>Programma di posta</translation>
    </message>
    <message>
        <source>E-mail: the service sends the reminder with its text, fee and PDF. Mail program: the reminder&apos;s PDF is handed to your own mail program.</source>
        <translation>E-mail: il servizio invia il sollecito con il suo testo, le spese e il PDF. Programma di posta: il PDF del sollecito viene passato al Suo programma di posta.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n through your mail program</source>
        <translation>
            <numerusform>%1: %n tramite il Suo programma di posta</numerusform>
            <numerusform>%1: %n tramite il Suo programma di posta</numerusform>
        </translation>
    </message>
    <message>
        <source>Reminders go to:</source>
        <translation>I solleciti sono inviati a:</translation>
    </message>
    <message numerus="yes">
        <source>%n customer(s) have no e-mail address in the local copy; the service uses the address it knows or sends nothing and records nothing.</source>
        <translation>
            <numerusform>%n cliente non ha un indirizzo e-mail nella copia locale; il servizio usa l&apos;indirizzo che conosce oppure non invia nulla e non registra nulla.</numerusform>
            <numerusform>%n clienti non hanno un indirizzo e-mail nella copia locale; il servizio usa l&apos;indirizzo che conosce oppure non invia nulla e non registra nulla.</numerusform>
        </translation>
    </message>
    <message>
        <source>By e-mail the service sends the reminder itself (its text, the fee and the reminder as PDF); nothing else is sent.</source>
        <translation>Per e-mail il servizio invia direttamente il sollecito (il suo testo, le spese e il sollecito in PDF); non viene inviato nient&apos;altro.</translation>
    </message>
    <message>
        <source>For your mail program the service records the level when the reminder&apos;s PDF is fetched; it counts as sent once handed to your mail program.</source>
        <translation>Per il Suo programma di posta il servizio registra il livello quando viene recuperato il PDF del sollecito; il sollecito conta come inviato non appena è passato al Suo programma di posta.</translation>
    </message>
    <message>
        <source>%1: the PDF could not be saved as %2.</source>
        <translation>%1: non è stato possibile salvare il PDF come %2.</translation>
    </message>
    <message>
        <source>Please find our %1 for invoice %2 attached.</source>
        <translation>In allegato Le inviamo la nostra comunicazione «%1» relativa alla fattura %2.</translation>
    </message>
    <message>
        <source>%1: the mail program could not be opened.</source>
        <translation>%1: non è stato possibile aprire il programma di posta.</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) handed to your mail program. Attach each PDF from %1 to its message.</source>
        <translation>
            <numerusform>%n sollecito passato al Suo programma di posta. Alleghi ogni PDF da %1 al relativo messaggio.</numerusform>
            <numerusform>%n solleciti passati al Suo programma di posta. Alleghi ogni PDF da %1 al relativo messaggio.</numerusform>
        </translation>
    </message>
    <message>
        <source>handed to the mail program</source>
        <translation>passato al programma di posta</translation>
    </message>
    <message>
        <source>recorded, not handed to the mail program yet</source>
        <translation>registrato, non ancora passato al programma di posta</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) could not be e-mailed by the service and were not recorded: run them again with Print or Mail program.</source>
        <translation>
            <numerusform>%n sollecito non ha potuto essere inviato per e-mail dal servizio e non è stato registrato: lo riesegua con Stampa o Programma di posta.</numerusform>
            <numerusform>%n solleciti non hanno potuto essere inviati per e-mail dal servizio e non sono stati registrati: li riesegua con Stampa o Programma di posta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) are recorded at the service but not printed or handed to your mail program. Close without handing them over?</source>
        <translation>
            <numerusform>%n sollecito è registrato sul servizio ma non è stato né stampato né passato al Suo programma di posta. Chiudere senza consegnarlo?</numerusform>
            <numerusform>%n solleciti sono registrati sul servizio ma non sono stati né stampati né passati al Suo programma di posta. Chiudere senza consegnarli?</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>Inviato come</translation>
    </message>
    <message numerus="yes">
        <source>Run as of %1: %n reminder(s) recorded</source>
        <translation>
            <numerusform>Esecuzione al %1: %n sollecito registrato</numerusform>
            <numerusform>Esecuzione al %1: %n solleciti registrati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed (run again to retry them)</source>
        <translation>
            <numerusform>%n non riuscito (eseguire di nuovo per riprovare)</numerusform>
            <numerusform>%n non riusciti (eseguire di nuovo per riprovare)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Not yet due</source>
        <translation>Non ancora scaduto</translation>
    </message>
    <message>
        <source>1-30 days</source>
        <translation>1–30 giorni</translation>
    </message>
    <message>
        <source>31-60 days</source>
        <translation>31–60 giorni</translation>
    </message>
    <message>
        <source>61-90 days</source>
        <translation>61–90 giorni</translation>
    </message>
    <message>
        <source>Over 90 days</source>
        <translation>Oltre 90 giorni</translation>
    </message>
    <message>
        <source>Largest open amounts by age (%1)</source>
        <translation>Maggiori importi aperti per anzianità (%1)</translation>
    </message>
    <message>
        <source>Revenue net of VAT (%1)</source>
        <translation>Fatturato IVA esclusa (%1)</translation>
    </message>
    <message>
        <source>Turnover</source>
        <translation>Cifra d&apos;affari</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Imposta</translation>
    </message>
    <message>
        <source>Turnover and tax by rate (%1)</source>
        <translation>Cifra d&apos;affari e imposta per aliquota (%1)</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Non è stato possibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>%1 could not be created.</source>
        <translation>Non è stato possibile creare %1.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>ReportSource</name>
    <message>
        <source>Reading documents failed: %1</source>
        <translation>Lettura dei documenti non riuscita: %1</translation>
    </message>
    <message>
        <source>Line %1: three fields expected (currency, month, rate), found %2.</source>
        <translation>Riga %1: attesi tre campi (valuta, mese, corso), trovati %2.</translation>
    </message>
    <message>
        <source>Line %1: the currency &quot;%2&quot; is not a three-letter code other than CHF.</source>
        <translation>Riga %1: la valuta «%2» non è un codice di tre lettere diverso da CHF.</translation>
    </message>
    <message>
        <source>Line %1: the month &quot;%2&quot; is not written as 2024-03.</source>
        <translation>Riga %1: il mese «%2» non è scritto come 2024-03.</translation>
    </message>
    <message>
        <source>Line %1: the rate &quot;%2&quot; is not a positive number such as 0.9512.</source>
        <translation>Riga %1: il corso «%2» non è un numero positivo come 0.9512.</translation>
    </message>
    <message>
        <source>The period %1 is already filed.</source>
        <translation>Il periodo %1 è già stato dichiarato.</translation>
    </message>
    <message>
        <source>Net tax rate 1: the approved rate is missing (a percentage such as 6.2).</source>
        <translation>Aliquota saldo 1: manca l&apos;aliquota autorizzata (una percentuale come 6.2).</translation>
    </message>
    <message>
        <source>Net tax rate 2: not a percentage between 0 and 100.</source>
        <translation>Aliquota saldo 2: non è una percentuale tra 0 e 100.</translation>
    </message>
    <message>
        <source>Net tax rate 2: the same as rate 1; leave it empty for one rate.</source>
        <translation>Aliquota saldo 2: uguale all&apos;aliquota 1; lasciatela vuota per una sola aliquota.</translation>
    </message>
    <message>
        <source>Net tax rate of a product: rate 1 or 2 of a product with a key.</source>
        <translation>Aliquota saldo di un prodotto: aliquota 1 o 2 di un prodotto con una chiave.</translation>
    </message>
    <message>
        <source>The period %1 is not filed.</source>
        <translation>Il periodo %1 non è segnato come inoltrato.</translation>
    </message>
    <message>
        <source>Positions without a product: go to net tax rate 1 or 2, not %1.</source>
        <translation>Posizioni senza prodotto: vanno all&apos;aliquota saldo 1 o 2, non %1.</translation>
    </message>
    <message>
        <source>Positions without a product: go to net tax rate 2, which is not entered.</source>
        <translation>Posizioni senza prodotto: vanno all&apos;aliquota saldo 2, che non è inserita.</translation>
    </message>
</context>
<context>
    <name>ReportTables</name>
    <message>
        <source>Q%1</source>
        <translation>T%1</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>Non è stato possibile leggere la copia locale: %1</translation>
    </message>
    <message>
        <source>The local copy holds no invoices or credit notes yet: synchronise first.</source>
        <translation>La copia locale non contiene ancora fatture né note di credito: sincronizzare prima.</translation>
    </message>
    <message>
        <source>The local copy is only partly synchronised: figures may be incomplete.</source>
        <translation>La copia locale è sincronizzata solo in parte: le cifre possono essere incomplete.</translation>
    </message>
    <message>
        <source>Current as of %1.</source>
        <translation>Aggiornato al %1.</translation>
    </message>
    <message>
        <source>The local copy has never been synchronised completely.</source>
        <translation>La copia locale non è mai stata sincronizzata completamente.</translation>
    </message>
    <message>
        <source>Open items as of %1</source>
        <translation>Partite aperte al %1</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aperto</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>Fatture</translation>
    </message>
    <message>
        <source>Oldest due date</source>
        <translation>Scadenza più vecchia</translation>
    </message>
    <message>
        <source>Not yet due</source>
        <translation>Non ancora scaduto</translation>
    </message>
    <message>
        <source>1-30 days</source>
        <translation>1–30 giorni</translation>
    </message>
    <message>
        <source>31-60 days</source>
        <translation>31–60 giorni</translation>
    </message>
    <message>
        <source>61-90 days</source>
        <translation>61–90 giorni</translation>
    </message>
    <message>
        <source>Over 90 days</source>
        <translation>Oltre 90 giorni</translation>
    </message>
    <message>
        <source>Dunning level</source>
        <translation>Livello di sollecito</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Revenue %1 (net of VAT)</source>
        <translation>Fatturato %1 (IVA esclusa)</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) left out: their positions are not stored.</source>
        <translation>
            <numerusform>%n documento escluso: le sue posizioni non sono salvate.</numerusform>
            <numerusform>%n documenti esclusi: le loro posizioni non sono salvate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Revenue %1</source>
        <translation>Fatturato %1</translation>
    </message>
    <message>
        <source>Revenue %1 by customer (net of VAT)</source>
        <translation>Fatturato %1 per cliente (IVA esclusa)</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Fatturato</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documenti</translation>
    </message>
    <message numerus="yes">
        <source>%n other customer(s)</source>
        <translation>
            <numerusform>%n altro cliente</numerusform>
            <numerusform>%n altri clienti</numerusform>
        </translation>
    </message>
    <message>
        <source>Total agreed consideration</source>
        <translation>Totale delle controprestazioni convenute</translation>
    </message>
    <message>
        <source>Reductions of consideration (credit notes)</source>
        <translation>Diminuzioni della controprestazione (note di credito)</translation>
    </message>
    <message>
        <source>Total deductions</source>
        <translation>Totale deduzioni</translation>
    </message>
    <message>
        <source>Taxable turnover</source>
        <translation>Cifra d&apos;affari imponibile</translation>
    </message>
    <message>
        <source>Taxable at %1</source>
        <translation>Imponibile al %1</translation>
    </message>
    <message>
        <source>Total tax due</source>
        <translation>Totale imposta dovuta</translation>
    </message>
    <message>
        <source>Not counted, a VAT rate the form has no figure for: %1</source>
        <translation>Non conteggiati, un&apos;aliquota IVA senza cifra nel modulo: %1</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Turnover</source>
        <translation>Cifra d&apos;affari</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Imposta</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) left out: net and VAT after the document discount do not add up to their total.</source>
        <translation>
            <numerusform>%n documento escluso: netto e IVA dopo lo sconto sul documento non corrispondono al suo totale.</numerusform>
            <numerusform>%n documenti esclusi: netto e IVA dopo lo sconto sul documento non corrispondono al loro totale.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exempt supplies, export of goods (0 %)</source>
        <translation>Prestazioni esenti dall&apos;imposta, esportazioni di beni (0 %)</translation>
    </message>
    <message>
        <source>Supplies abroad (0 %)</source>
        <translation>Prestazioni all&apos;estero (0 %)</translation>
    </message>
    <message>
        <source>Supplies excluded from the tax (0 %)</source>
        <translation>Prestazioni escluse dall&apos;imposta (0 %)</translation>
    </message>
    <message>
        <source>No consideration (0 %, not in 200; the form asks for such inflows under 900/910: check which)</source>
        <translation>Non controprestazioni (0 %, non in 200; il modulo chiede tali flussi di mezzi finanziari alle cifre 900/910: verificare quale)</translation>
    </message>
    <message>
        <source>Turnover at 0 % not classified: in no figure</source>
        <translation>Cifra d&apos;affari allo 0 % non classificata: in nessuna cifra</translation>
    </message>
    <message>
        <source>Input tax on material and services (entered)</source>
        <translation>Imposta precedente su costi del materiale e prestazioni di servizi (inserita)</translation>
    </message>
    <message>
        <source>Input tax on investments and other operating costs (entered)</source>
        <translation>Imposta precedente su investimenti e altri costi d&apos;esercizio (inserita)</translation>
    </message>
    <message>
        <source>Total input tax</source>
        <translation>Totale imposta precedente</translation>
    </message>
    <message>
        <source>Amount payable</source>
        <translation>Importo da pagare</translation>
    </message>
    <message>
        <source>Credit in favour of the taxable person</source>
        <translation>Credito a favore del contribuente</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>Not counted, net and VAT after the document discount do not add up to the document&apos;s total (difference): %1</source>
        <translation>Non conteggiati, netto e IVA dopo lo sconto sul documento non corrispondono al totale del documento (differenza): %1</translation>
    </message>
    <message>
        <source>Not counted, in another currency without a CHF rate: %1</source>
        <translation>Non conteggiati, in un&apos;altra valuta senza corso CHF: %1</translation>
    </message>
    <message>
        <source>Turnover at 0 % not classified (export, abroad, excluded, no consideration), in no figure: %1</source>
        <translation>Cifra d&apos;affari allo 0 % non classificata (esportazione, estero, esclusa, non controprestazione), in nessuna cifra: %1</translation>
    </message>
    <message>
        <source>VAT return %1 to %2 (effective method, agreed consideration, CHF)</source>
        <translation>Rendiconto IVA dal %1 al %2 (metodo effettivo, controprestazioni convenute, CHF)</translation>
    </message>
    <message>
        <source>Incomplete: the figures leave out what is named above.</source>
        <translation>Incompleto: le cifre tralasciano quanto indicato sopra.</translation>
    </message>
    <message>
        <source>Tax is turnover x rate as the form computes it; the VAT the documents show and the difference are beside it.</source>
        <translation>L&apos;imposta è cifra d&apos;affari x aliquota, come la calcola il modulo; l&apos;IVA indicata nei documenti e la differenza figurano accanto.</translation>
    </message>
    <message numerus="yes">
        <source>In %1 (%n document(s), each at its month&apos;s CHF rate): turnover %1 %2 = CHF %3, VAT %1 %4 = CHF %5.</source>
        <translation>
            <numerusform>In %1 (%n documento, al corso CHF del suo mese): cifra d&apos;affari %1 %2 = CHF %3, IVA %1 %4 = CHF %5.</numerusform>
            <numerusform>In %1 (%n documenti, ciascuno al corso CHF del suo mese): cifra d&apos;affari %1 %2 = CHF %3, IVA %1 %4 = CHF %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>Invoiced VAT</source>
        <translation>IVA fatturata</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <source>VAT (CHF)</source>
        <translation>IVA (CHF)</translation>
    </message>
    <message>
        <source>Turnover (CHF)</source>
        <translation>Cifra d&apos;affari (CHF)</translation>
    </message>
    <message>
        <source>Supplies opted for taxation (not covered: documents do not tell, add by hand)</source>
        <translation>Prestazioni imposte per opzione (non coperto: i documenti non lo dicono, da aggiungere a mano)</translation>
    </message>
    <message>
        <source>Transfers in the notification procedure (not covered: add by hand)</source>
        <translation>Trasferimenti con la procedura di notifica (non coperto: da aggiungere a mano)</translation>
    </message>
    <message>
        <source>Miscellaneous deductions (not covered: add by hand)</source>
        <translation>Diversi (non coperto: da aggiungere a mano)</translation>
    </message>
    <message>
        <source>Acquisition tax, turnover (not covered: purchases, add by hand)</source>
        <translation>Imposta sull&apos;acquisto, cifra d&apos;affari (non coperto: acquisti, da aggiungere a mano)</translation>
    </message>
    <message>
        <source>Acquisition tax, tax (not covered: purchases, add by hand)</source>
        <translation>Imposta sull&apos;acquisto, imposta (non coperto: acquisti, da aggiungere a mano)</translation>
    </message>
    <message>
        <source>De-taxation of input tax (not covered: add by hand, then to 479)</source>
        <translation>Sgravio fiscale successivo dell&apos;imposta precedente (non coperto: da aggiungere a mano, poi in 479)</translation>
    </message>
    <message>
        <source>Corrections of input tax (not covered: add by hand, then to 479)</source>
        <translation>Correzioni dell&apos;imposta precedente (non coperto: da aggiungere a mano, poi in 479)</translation>
    </message>
    <message>
        <source>Reductions of the input tax deduction (not covered: add by hand, then to 479)</source>
        <translation>Riduzioni della deduzione dell&apos;imposta precedente (non coperto: da aggiungere a mano, poi in 479)</translation>
    </message>
    <message>
        <source>Not covered</source>
        <translation>Non coperto</translation>
    </message>
    <message>
        <source>Cancelled after this period was filed, counted here as filed and taken back in the period of the cancellation: %1</source>
        <translation>Annullato dopo la dichiarazione di questo periodo, contato qui come dichiarato e ripreso nel periodo dell&apos;annullamento: %1</translation>
    </message>
    <message>
        <source>Of a filed period and cancelled in this one, taken back here (235 and the rate&apos;s line, at 0 % its class) as filed: %1</source>
        <translation>Di un periodo dichiarato e annullato in questo, ripreso qui (235 e la riga dell&apos;aliquota, allo 0 % la sua classe) come dichiarato: %1</translation>
    </message>
    <message>
        <source>Filed on %1; nothing has changed since.</source>
        <translation>Dichiarato il %1; da allora non è cambiato nulla.</translation>
    </message>
    <message numerus="yes">
        <source>Filed on %1; %n figure(s) changed since: the correction columns show what to correct against the return as filed.</source>
        <translation>
            <numerusform>Dichiarato il %1; da allora è cambiata %n cifra: le colonne di correzione mostrano cosa correggere rispetto al rendiconto dichiarato.</numerusform>
            <numerusform>Dichiarato il %1; da allora sono cambiate %n cifre: le colonne di correzione mostrano cosa correggere rispetto al rendiconto dichiarato.</numerusform>
        </translation>
    </message>
    <message>
        <source>Filed turnover</source>
        <translation>Cifra d&apos;affari dichiarata</translation>
    </message>
    <message>
        <source>Filed tax</source>
        <translation>Imposta dichiarata</translation>
    </message>
    <message>
        <source>Correction turnover</source>
        <translation>Correzione cifra d&apos;affari</translation>
    </message>
    <message>
        <source>Correction tax</source>
        <translation>Correzione imposta</translation>
    </message>
    <message>
        <source>Figure %1 as filed, none now</source>
        <translation>Cifra %1 come dichiarata, ora nessuna</translation>
    </message>
    <message>
        <source>Tax credit of the net tax rate method (not covered: add by hand, then to 500/510, the figure&apos;s meaning is not certain here, see the form)</source>
        <translation>Credito d&apos;imposta del metodo delle aliquote saldo (non coperto: da aggiungere a mano, poi in 500/510; il significato della cifra qui non è certo, vedi il modulo)</translation>
    </message>
    <message>
        <source>At the net tax rate %1 (turnover including VAT)</source>
        <translation>All&apos;aliquota saldo %1 (cifra d&apos;affari IVA inclusa)</translation>
    </message>
    <message>
        <source>VAT return %1 to %2 (net tax rate method, agreed consideration, CHF)</source>
        <translation>Rendiconto IVA dal %1 al %2 (metodo delle aliquote saldo, controprestazioni convenute, CHF)</translation>
    </message>
    <message>
        <source>Turnover incl. VAT (CHF)</source>
        <translation>Cifra d&apos;affari IVA incl. (CHF)</translation>
    </message>
    <message>
        <source>Turnover (incl. VAT) assigned to neither net tax rate: in no figure</source>
        <translation>Cifra d&apos;affari (IVA incl.) non assegnata a nessuna aliquota saldo: in nessuna cifra</translation>
    </message>
    <message>
        <source>positions without a product</source>
        <translation>posizioni senza prodotto</translation>
    </message>
    <message>
        <source>Turnover assigned to neither net tax rate (products: Net tax rate; positions without a product: VAT method), in no figure: %1 (documents %2)</source>
        <translation>Cifra d&apos;affari non assegnata a nessuna aliquota saldo (prodotti: aliquota saldo; posizioni senza prodotto: metodo IVA), in nessuna cifra: %1 (documenti %2)</translation>
    </message>
    <message>
        <source>Turnover includes VAT. Tax is turnover x net tax rate, rounded to the centime; with two rates, each product&apos;s turnover goes to the rate set on the product page (after the document discount pro rata), positions without a product to the rate set in the VAT method.</source>
        <translation>La cifra d&apos;affari include l&apos;IVA. L&apos;imposta è cifra d&apos;affari x aliquota saldo, arrotondata al centesimo; con due aliquote, la cifra d&apos;affari di ogni prodotto va all&apos;aliquota scelta nella pagina del prodotto (dopo lo sconto del documento pro rata), le posizioni senza prodotto all&apos;aliquota scelta nel metodo IVA.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) not fetched since their last change at the service: not counted until the synchronisation has fetched them.</source>
        <translation>
            <numerusform>%n documento non recuperato dalla sua ultima modifica sul servizio: non conteggiato finché la sincronizzazione non lo ha recuperato.</numerusform>
            <numerusform>%n documenti non recuperati dalla loro ultima modifica sul servizio: non conteggiati finché la sincronizzazione non li ha recuperati.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted with today&apos;s open amount, the days of their payments are not known: %1</source>
        <translation>Conteggiati con l&apos;importo aperto odierno, i giorni dei loro pagamenti non sono noti: %1</translation>
    </message>
    <message>
        <source>Input tax on material and services: not entered</source>
        <translation>Imposta precedente su costi del materiale e prestazioni di servizi: non inserita</translation>
    </message>
    <message>
        <source>Input tax on investments and other operating costs: not entered</source>
        <translation>Imposta precedente su investimenti e altri costi d&apos;esercizio: non inserita</translation>
    </message>
    <message>
        <source>Input tax (400, 405) not entered for this period: enter it, 0.00 included; until then the amount payable is not known.</source>
        <translation>Imposta precedente (400, 405) non inserita per questo periodo: la inserisca, anche 0.00; fino ad allora l&apos;importo da pagare non è noto.</translation>
    </message>
    <message>
        <source>Not counted, not fetched since their last change at the service: %1</source>
        <translation>Non conteggiati, non recuperati dalla loro ultima modifica sul servizio: %1</translation>
    </message>
</context>
<context>
    <name>ReportsPage</name>
    <message>
        <source>As of</source>
        <translation>Data di riferimento</translation>
    </message>
    <message>
        <source>&amp;As of:</source>
        <translation>&amp;Data di riferimento:</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Anno</translation>
    </message>
    <message>
        <source>&amp;Year:</source>
        <translation>&amp;Anno:</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Periodo:</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>Per mese</translation>
    </message>
    <message>
        <source>By quarter</source>
        <translation>Per trimestre</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Per anno</translation>
    </message>
    <message>
        <source>1st quarter</source>
        <translation>1° trimestre</translation>
    </message>
    <message>
        <source>2nd quarter</source>
        <translation>2° trimestre</translation>
    </message>
    <message>
        <source>3rd quarter</source>
        <translation>3° trimestre</translation>
    </message>
    <message>
        <source>4th quarter</source>
        <translation>4° trimestre</translation>
    </message>
    <message>
        <source>&amp;Chart currency:</source>
        <translation>Va&amp;luta del grafico:</translation>
    </message>
    <message>
        <source>Chart currency</source>
        <translation>Valuta del grafico</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapporto</translation>
    </message>
    <message>
        <source>Revenue by customer</source>
        <translation>Fatturato per cliente</translation>
    </message>
    <message>
        <source>By period</source>
        <translation>Per periodo</translation>
    </message>
    <message>
        <source>By customer</source>
        <translation>Per cliente</translation>
    </message>
    <message>
        <source>VAT return figures</source>
        <translation>Cifre del rendiconto IVA</translation>
    </message>
    <message>
        <source>Double-click a customer to see the open invoices in the invoice list</source>
        <translation>Fare doppio clic su un cliente per vedere le sue fatture aperte nell&apos;elenco delle fatture</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Documents behind the figure</source>
        <translation>Documenti dietro la cifra</translation>
    </message>
    <message>
        <source>Documents behind the selected figure:</source>
        <translation>Documenti dietro la cifra selezionata:</translation>
    </message>
    <message>
        <source>&amp;Recalculate</source>
        <translation>&amp;Ricalcola</translation>
    </message>
    <message>
        <source>Compute the report again from the local copy</source>
        <translation>Ricalcolare il rapporto dalla copia locale</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Esporta &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;XLSX…</source>
        <translation>Esporta &amp;XLSX…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>S&amp;tampa…</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Rapporto</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calcolo in corso…</translation>
    </message>
    <message>
        <source>%1 (credit note)</source>
        <translation>%1 (nota di credito)</translation>
    </message>
    <message>
        <source>Export as XLSX</source>
        <translation>Esporta come XLSX</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Esporta come CSV</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Cartella di lavoro Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Esportato in %1.</translation>
    </message>
    <message>
        <source>Whole year</source>
        <translation>Anno intero</translation>
    </message>
    <message>
        <source>Return or double-click opens the document</source>
        <translation>Invio o doppio clic apre il documento</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <source>1st half-year</source>
        <translation>1° semestre</translation>
    </message>
    <message>
        <source>2nd half-year</source>
        <translation>2° semestre</translation>
    </message>
</context>
<context>
    <name>SafeXmlReader</name>
    <message>
        <source>The file is larger than %1 MB; it is not read.</source>
        <translation>Il file supera %1 MB; non viene letto.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Riga %1: %2</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Il file è vuoto.</translation>
    </message>
    <message>
        <source>The file ends in the middle of the XML (line %1).</source>
        <translation>Il file termina a metà dell&apos;XML (riga %1).</translation>
    </message>
    <message>
        <source>The file is not well-formed XML (line %1): %2</source>
        <translation>Il file non è XML ben formato (riga %1): %2</translation>
    </message>
    <message>
        <source>Line %1: the file declares a document type (&lt;!DOCTYPE&gt;). Files with a document type are not read, as it could make the file expand or fetch content.</source>
        <translation>Riga %1: il file dichiara un tipo di documento (&lt;!DOCTYPE&gt;). I file con un tipo di documento non vengono letti, perché questo potrebbe far espandere il file o caricare contenuti.</translation>
    </message>
    <message>
        <source>Line %1: the file refers to an entity (&amp;%2;) that is not one of XML&apos;s own; it is not read.</source>
        <translation>Riga %1: il file fa riferimento a un&apos;entità (&amp;%2;) che non è propria dell&apos;XML; non viene letto.</translation>
    </message>
    <message>
        <source>Line %1: the elements are nested more than %2 levels deep; the file is not read.</source>
        <translation>Riga %1: gli elementi sono annidati su più di %2 livelli; il file non viene letto.</translation>
    </message>
    <message>
        <source>The file has more than %1 elements; it is not read.</source>
        <translation>Il file ha più di %1 elementi; non viene letto.</translation>
    </message>
    <message>
        <source>Line %1: an element has more than %2 attributes; the file is not read.</source>
        <translation>Riga %1: un elemento ha più di %2 attributi; il file non viene letto.</translation>
    </message>
    <message>
        <source>Line %1: an attribute is longer than %2 characters; the file is not read.</source>
        <translation>Riga %1: un attributo supera %2 caratteri; il file non viene letto.</translation>
    </message>
    <message>
        <source>Line %1: an element&apos;s text is longer than %2 characters; the file is not read.</source>
        <translation>Riga %1: il testo di un elemento supera %2 caratteri; il file non viene letto.</translation>
    </message>
    <message>
        <source>the element %1 holds another element where text was expected.</source>
        <translation>l&apos;elemento %1 contiene un altro elemento dove era atteso del testo.</translation>
    </message>
    <message>
        <source>Line %1: a comment, processing instruction, tag or run of text or space goes on for more than %2 characters; the file is not read.</source>
        <translation>Riga %1: un commento, un&apos;istruzione di elaborazione, un tag o una sequenza di testo o di spazi supera %2 caratteri; il file non viene letto.</translation>
    </message>
    <message>
        <source>Line %1: a %2 is longer than %3 characters; the file is not read.</source>
        <translation>Riga %1: %2 supera %3 caratteri; il file non viene letto.</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>un commento</translation>
    </message>
    <message>
        <source>processing instruction</source>
        <translation>un&apos;istruzione di elaborazione</translation>
    </message>
</context>
<context>
    <name>SandboxLauncher</name>
    <message>
        <source>The demo server could not be started: %1</source>
        <translation>Non è stato possibile avviare il server dimostrativo: %1</translation>
    </message>
    <message>
        <source>The demo server stopped before it was ready (exit code %1). %2</source>
        <translation>Il server dimostrativo si è fermato prima di essere pronto (codice di uscita %1). %2</translation>
    </message>
    <message>
        <source>The demo server (invoicedesk-sandbox) is not installed.</source>
        <translation>Il server dimostrativo (invoicedesk-sandbox) non è installato.</translation>
    </message>
    <message>
        <source>The demo server did not get ready in time.</source>
        <translation>Il server dimostrativo non è stato pronto entro il tempo previsto.</translation>
    </message>
    <message>
        <source>The demo server announced itself in a form this version does not understand.</source>
        <translation>Il server dimostrativo si è annunciato in una forma che questa versione non comprende.</translation>
    </message>
</context>
<context>
    <name>SchemaMigrations</name>
    <message>
        <source>local document mirror</source>
        <translation>copia locale dei documenti</translation>
    </message>
    <message>
        <source>reconciliation and detail cache</source>
        <translation>riconciliazione e cache dei dettagli</translation>
    </message>
    <message>
        <source>its version could not be read (%1)</source>
        <translation>non è stato possibile leggerne la versione (%1)</translation>
    </message>
    <message>
        <source>it was written by a newer version of InvoiceDesk (schema %1, this version knows %2)</source>
        <translation>è stata scritta da una versione più recente di InvoiceDesk (schema %1, questa versione conosce %2)</translation>
    </message>
    <message>
        <source>the update to schema %1 could not start: %2</source>
        <translation>non è stato possibile avviare l&apos;aggiornamento allo schema %1: %2</translation>
    </message>
    <message>
        <source>the update to schema %1 (%2) failed: %3</source>
        <translation>l&apos;aggiornamento allo schema %1 (%2) non è riuscito: %3</translation>
    </message>
    <message>
        <source>the update to schema %1 could not be saved: %2</source>
        <translation>non è stato possibile salvare l&apos;aggiornamento allo schema %1: %2</translation>
    </message>
    <message>
        <source>records and settings</source>
        <translation>record e impostazioni</translation>
    </message>
    <message>
        <source>records saved here</source>
        <translation>record salvati qui</translation>
    </message>
    <message>
        <source>VAT lines and changed documents for the reports</source>
        <translation>righe IVA e documenti modificati per i rapporti</translation>
    </message>
    <message>
        <source>lists in date order</source>
        <translation>elenchi in ordine di data</translation>
    </message>
    <message>
        <source>VAT return: document discounts, 0 % turnover, CHF rates, input tax</source>
        <translation>rendiconto IVA: sconti sui documenti, cifra d&apos;affari allo 0 %, corsi CHF, imposta precedente</translation>
    </message>
    <message>
        <source>payments booked here</source>
        <translation>pagamenti registrati qui</translation>
    </message>
    <message>
        <source>VAT return: filed periods</source>
        <translation>Rendiconto IVA: periodi dichiarati</translation>
    </message>
    <message>
        <source>VAT return: method and net tax rates</source>
        <translation>Rendiconto IVA: metodo e aliquote saldo</translation>
    </message>
    <message>
        <source>VAT return: net tax rates per product</source>
        <translation>Rendiconto IVA: aliquote saldo per prodotto</translation>
    </message>
    <message>
        <source>details as current as the lists</source>
        <translation>dettagli aggiornati quanto gli elenchi</translation>
    </message>
    <message>
        <source>accounts overview without the table</source>
        <translation>panoramica dei conti senza la tabella</translation>
    </message>
    <message>
        <source>accounts overview without the table, smaller</source>
        <translation>panoramica dei conti senza la tabella, più piccola</translation>
    </message>
</context>
<context>
    <name>SettingsApi</name>
    <message>
        <source>the answer holds no settings object</source>
        <translation>la risposta non contiene alcun oggetto di impostazioni</translation>
    </message>
</context>
<context>
    <name>SettingsConditionsModel</name>
    <message>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Giorni</translation>
    </message>
    <message>
        <source>Condition, row %1: enter a whole number.</source>
        <translation>Condizione, riga %1: inserisca un numero intero.</translation>
    </message>
    <message>
        <source>Days, row %1: enter a whole number of days.</source>
        <translation>Giorni, riga %1: inserisca un numero intero di giorni.</translation>
    </message>
    <message>
        <source>Amount, row %1: enter a number such as 2 or 2.5.</source>
        <translation>Importo, riga %1: inserisca un numero come 2 o 2.5.</translation>
    </message>
    <message>
        <source>Condition type as stored by the service: %1</source>
        <translation>Tipo di condizione, come salvato dal servizio: %1</translation>
    </message>
    <message>
        <source>The service does not publish what each condition type and its amount mean; they are saved as entered.</source>
        <translation>Il servizio non pubblica il significato di ciascun tipo di condizione e del suo importo; vengono salvati come inseriti.</translation>
    </message>
    <message>
        <source>Condition type</source>
        <translation>Tipo di condizione</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Ri&amp;pristina</translation>
    </message>
    <message>
        <source>Send the changed settings to the service (%1)</source>
        <translation>Invia le impostazioni modificate al servizio (%1)</translation>
    </message>
    <message>
        <source>Forget the changes and show the settings as the service has them</source>
        <translation>Dimentica le modifiche e mostra le impostazioni come le ha il servizio</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>Open a profile to see the settings.</source>
        <translation>Apra un profilo per vedere le impostazioni.</translation>
    </message>
    <message>
        <source>Showing the copy kept on this computer.</source>
        <translation>Viene mostrata la copia conservata su questo computer.</translation>
    </message>
    <message>
        <source>Not loaded yet: the settings are fetched from the service.</source>
        <translation>Non ancora caricate: le impostazioni vengono recuperate dal servizio.</translation>
    </message>
    <message>
        <source>Could not load from the service; showing the copy kept on this computer. %1</source>
        <translation>Impossibile caricare dal servizio; viene mostrata la copia conservata su questo computer. %1</translation>
    </message>
    <message>
        <source>Could not load from the service. %1</source>
        <translation>Impossibile caricare dal servizio. %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The service has newer settings; Revert shows them (your changes are kept until then).</source>
        <translation>Il servizio ha impostazioni più recenti; Ripristina le mostra (le Sue modifiche restano fino ad allora).</translation>
    </message>
    <message>
        <source>Loaded from the service at %1.</source>
        <translation>Caricate dal servizio alle %1.</translation>
    </message>
    <message>
        <source>No copy could be kept on this computer: %1</source>
        <translation>Non è stato possibile conservare una copia su questo computer: %1</translation>
    </message>
    <message>
        <source>%1: not saved; correct the marked fields.</source>
        <translation>%1: non salvato; corregga i campi segnati.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Salvataggio…</translation>
    </message>
    <message>
        <source>Saved at %1.</source>
        <translation>Salvato alle %1.</translation>
    </message>
    <message>
        <source>Not saved. %1</source>
        <translation>Non salvato. %1</translation>
    </message>
    <message>
        <source>%1: not saved. %2</source>
        <translation>%1: non salvato. %2</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Impo&amp;stazioni</translation>
    </message>
    <message>
        <source>&amp;German</source>
        <translation>Te&amp;desco</translation>
    </message>
    <message>
        <source>E&amp;nglish</source>
        <translation>&amp;Inglese</translation>
    </message>
    <message>
        <source>F&amp;rench</source>
        <translation>Franc&amp;ese</translation>
    </message>
    <message>
        <source>&amp;Italian</source>
        <translation>Italia&amp;no</translation>
    </message>
    <message>
        <source>The changes on “%1” are not saved.</source>
        <translation>Le modifiche su «%1» non sono salvate.</translation>
    </message>
    <message>
        <source>The service keeps this number; its documentation does not say what each value means, so it is saved as it is.</source>
        <translation>Il servizio conserva questo numero; la sua documentazione non dice cosa significhi ciascun valore, quindi viene salvato così com&apos;è.</translation>
    </message>
    <message>
        <source>unknown (code %1)</source>
        <translation>sconosciuto (codice %1)</translation>
    </message>
    <message>
        <source>Reading the copy kept on this computer…</source>
        <translation>Lettura della copia conservata su questo computer…</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Scorciatoia</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The commands of the page shown and of the whole window that have a shortcut. In a form, Alt with the underlined letter of a label moves to its field.</source>
        <translation>I comandi della pagina mostrata e di tutta la finestra che hanno una scorciatoia. In un modulo, Alt con la lettera sottolineata di un&apos;etichetta porta al suo campo.</translation>
    </message>
</context>
<context>
    <name>StoreTransaction</name>
    <message>
        <source>stopped while another writer held the local data</source>
        <translation>interrotto mentre un altro scrittore teneva i dati locali</translation>
    </message>
</context>
<context>
    <name>SyncEngine</name>
    <message>
        <source>the list changed while it was read (%1 at its start, %2 later), so it is not complete and is listed again next time.</source>
        <translation>l&apos;elenco è cambiato durante la lettura (%1 all&apos;inizio, %2 dopo), quindi non è completo e verrà elencato di nuovo la prossima volta.</translation>
    </message>
    <message>
        <source>the service kept announcing more pages while the list was read; it was read up to page %1 only and is listed again next time.</source>
        <translation>il servizio continuava ad annunciare altre pagine durante la lettura dell&apos;elenco; è stato letto solo fino alla pagina %1 e verrà elencato di nuovo la prossima volta.</translation>
    </message>
</context>
<context>
    <name>SyncSummary</name>
    <message>
        <source>changes since %1</source>
        <translation>modifiche dal %1</translation>
    </message>
    <message>
        <source>full listing, resumed</source>
        <translation>elenco completo, ripreso</translation>
    </message>
    <message>
        <source>full listing</source>
        <translation>elenco completo</translation>
    </message>
    <message>
        <source>%1, deletions not checked</source>
        <translation>%1, eliminazioni non verificate</translation>
    </message>
    <message>
        <source>%1 (%2): %3 received, %4 saved, %5 removed</source>
        <translation>%1 (%2): %3 ricevuti, %4 salvati, %5 rimossi</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in %1 s</source>
        <translation>
            <numerusform>%n richiesta in %1 s</numerusform>
            <numerusform>%n richieste in %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not listed, the token may not read them (%2)</source>
        <translation>%1: non elencati, il token non può leggerli (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n quote(s)</source>
        <translation>
            <numerusform>%1 di %n offerta</numerusform>
            <numerusform>%1 di %n offerte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n contract note(s)</source>
        <translation>
            <numerusform>%1 di %n conferma d&apos;ordine</numerusform>
            <numerusform>%1 di %n conferme d&apos;ordine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n delivery note(s)</source>
        <translation>
            <numerusform>%1 di %n bolla di consegna</numerusform>
            <numerusform>%1 di %n bolle di consegna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n invoice(s)</source>
        <translation>
            <numerusform>%1 di %n fattura</numerusform>
            <numerusform>%1 di %n fatture</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n credit note(s)</source>
        <translation>
            <numerusform>%1 di %n nota di credito</numerusform>
            <numerusform>%1 di %n note di credito</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n recurring invoice(s)</source>
        <translation>
            <numerusform>%1 di %n fattura ricorrente</numerusform>
            <numerusform>%1 di %n fatture ricorrenti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n template(s)</source>
        <translation>
            <numerusform>%1 di %n modello</numerusform>
            <numerusform>%1 di %n modelli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n receipt(s)</source>
        <translation>
            <numerusform>%1 di %n giustificativo</numerusform>
            <numerusform>%1 di %n giustificativi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not listed</source>
        <translation>%1 non elencati</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) failed (%1): %2</source>
        <translation>
            <numerusform>%n pagina non riuscita (%1): %2</numerusform>
            <numerusform>%n pagine non riuscite (%1): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Partly synchronised: %1 The rest is fetched again with the next synchronisation.</source>
        <translation>Sincronizzato in parte: %1 Il resto verrà recuperato con la prossima sincronizzazione.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n skipped by the listing (listed again next time)</source>
        <translation>
            <numerusform>%1, %n saltato dall&apos;elenco (elencato di nuovo la prossima volta)</numerusform>
            <numerusform>%1, %n saltati dall&apos;elenco (elencati di nuovo la prossima volta)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Sc&amp;uro</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
</context>
<context>
    <name>TotalsPanel</name>
    <message>
        <source>Before discounts:</source>
        <translation>Prima degli sconti:</translation>
    </message>
    <message>
        <source>Line discounts:</source>
        <translation>Sconti sulle righe:</translation>
    </message>
    <message>
        <source>Net (excl. VAT):</source>
        <translation>Netto (IVA esclusa):</translation>
    </message>
    <message>
        <source>incl. VAT %1:</source>
        <translation>IVA inclusa %1:</translation>
    </message>
    <message>
        <source>VAT %1:</source>
        <translation>IVA %1:</translation>
    </message>
    <message>
        <source>Subtotal:</source>
        <translation>Subtotale:</translation>
    </message>
    <message>
        <source>Document discount:</source>
        <translation>Sconto sul documento:</translation>
    </message>
    <message>
        <source>Rounding:</source>
        <translation>Arrotondamento:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Totale:</translation>
    </message>
</context>
<context>
    <name>UnitDraft</name>
    <message>
        <source>is required in at least one language.</source>
        <translation>è obbligatorio in almeno una lingua.</translation>
    </message>
</context>
<context>
    <name>UnitEditor</name>
    <message>
        <source>&amp;Active: offered for new products and positions</source>
        <translation>A&amp;ttiva: proposta per nuovi prodotti e posizioni</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>Nuova unità</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Unità %1</translation>
    </message>
    <message>
        <source>UN/ECE code, e.g. C62 (piece) or HUR (hour)</source>
        <translation>Codice UN/ECE, p. es. C62 (pezzo) o HUR (ora)</translation>
    </message>
    <message>
        <source>ISO &amp;code:</source>
        <translation>&amp;Codice ISO:</translation>
    </message>
    <message>
        <source>&amp;Singular:</source>
        <translation>&amp;Singolare:</translation>
    </message>
    <message>
        <source>&amp;Plural:</source>
        <translation>&amp;Plurale:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrizione:</translation>
    </message>
</context>
<context>
    <name>UnitPage</name>
    <message>
        <source>Search code, name or description (Ctrl+F)</source>
        <translation>Cerca codice, nome o descrizione (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>Att&amp;ive</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>&amp;Tutte</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>Delete the unit %1? This cannot be undone.</source>
        <translation>Eliminare l&apos;unità %1? L&apos;operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>The unit %1 was deleted.</source>
        <translation>L&apos;unità %1 è stata eliminata.</translation>
    </message>
    <message>
        <source>ISO code</source>
        <translation>Codice ISO</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attiva</translation>
    </message>
    <message>
        <source>Singular</source>
        <translation>Singolare</translation>
    </message>
    <message>
        <source>Plural</source>
        <translation>Plurale</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>U&amp;nità</translation>
    </message>
</context>
<context>
    <name>UnitRecord</name>
    <message>
        <source>Code</source>
        <translation>Codice</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Plural</source>
        <translation>Plurale</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attiva</translation>
    </message>
</context>
<context>
    <name>UnsavedQuestion</name>
    <message>
        <source>Cancel keeps everything as it is.</source>
        <translation>Annulla lascia tutto com’è.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Scarta</translation>
    </message>
</context>
<context>
    <name>UserPage</name>
    <message>
        <source>Search name or e-mail (Ctrl+F)</source>
        <translation>Cerca nome o e-mail (Ctrl+F)</translation>
    </message>
    <message>
        <source>E&amp;mployee:</source>
        <translation>&amp;Collaboratore:</translation>
    </message>
    <message>
        <source>All users</source>
        <translation>Tutti gli utenti</translation>
    </message>
    <message>
        <source>The employee&apos;s users could not be listed: %1</source>
        <translation>Non è stato possibile elencare gli utenti del collaboratore: %1</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Cognome</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>User id</source>
        <translation>ID utente</translation>
    </message>
    <message>
        <source>U&amp;sers</source>
        <translation>U&amp;tenti</translation>
    </message>
</context>
<context>
    <name>UserRecord</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>User id</source>
        <translation>ID utente</translation>
    </message>
    <message>
        <source>%1 &lt;%2&gt;</source>
        <translation>%1 &lt;%2&gt;</translation>
    </message>
</context>
<context>
    <name>Validators</name>
    <message>
        <source>is required.</source>
        <translation>è obbligatorio.</translation>
    </message>
    <message>
        <source>must start with a country code and two check digits, followed by letters and digits only, e.g. CH93 0076 2011 6238 5295 7.</source>
        <translation>deve iniziare con un codice paese e due cifre di controllo, seguiti solo da lettere e cifre, p. es. CH93 0076 2011 6238 5295 7.</translation>
    </message>
    <message>
        <source>%1 is not a country that uses IBANs.</source>
        <translation>%1 non è un paese che usa l&apos;IBAN.</translation>
    </message>
    <message>
        <source>an IBAN from %1 has %2 characters, this one has %3.</source>
        <translation>un IBAN di %1 ha %2 caratteri, questo ne ha %3.</translation>
    </message>
    <message>
        <source>the bank&apos;s clearing number (positions 5 to 9) must be digits.</source>
        <translation>il numero di clearing della banca (posizioni 5–9) deve essere composto da cifre.</translation>
    </message>
    <message>
        <source>the check digits do not match: a character is probably mistyped.</source>
        <translation>le cifre di controllo non corrispondono: probabilmente un carattere è stato digitato male.</translation>
    </message>
    <message>
        <source>is not a QR-IBAN: a QR-IBAN is a Swiss or Liechtenstein IBAN whose positions 5 to 9 are 30000 to 31999.</source>
        <translation>non è un QR-IBAN: un QR-IBAN è un IBAN svizzero o del Liechtenstein le cui posizioni 5–9 vanno da 30000 a 31999.</translation>
    </message>
    <message>
        <source>must have 8 or 11 characters: four letters for the bank, two for the country, two for the place and optionally three for the branch, e.g. UBSWCHZH80A.</source>
        <translation>deve avere 8 o 11 caratteri: quattro lettere per la banca, due per il paese, due per la località e facoltativamente tre per la filiale, p. es. UBSWCHZH80A.</translation>
    </message>
    <message>
        <source>must be a currency code of three capital letters, e.g. CHF.</source>
        <translation>deve essere un codice valuta di tre lettere maiuscole, p. es. CHF.</translation>
    </message>
    <message>
        <source>may have at most 13 digits.</source>
        <translation>può avere al massimo 13 cifre.</translation>
    </message>
    <message>
        <source>may contain digits only.</source>
        <translation>può contenere solo cifre.</translation>
    </message>
    <message>
        <source>must have 8 or 13 digits (EAN-8, EAN-13) or 12 (UPC-A).</source>
        <translation>deve avere 8 o 13 cifre (EAN-8, EAN-13) o 12 (UPC-A).</translation>
    </message>
    <message>
        <source>the check digit should be %1, not %2: a digit is probably mistyped.</source>
        <translation>la cifra di controllo dovrebbe essere %1, non %2: probabilmente una cifra è stata digitata male.</translation>
    </message>
    <message numerus="yes">
        <source>may have at most %n character(s).</source>
        <translation>
            <numerusform>può avere al massimo %n carattere.</numerusform>
            <numerusform>può avere al massimo %n caratteri.</numerusform>
        </translation>
    </message>
    <message>
        <source>is not a company UID: write it as CHE-123.456.789.</source>
        <translation>non è un IDI: scriverlo nella forma CHE-123.456.789.</translation>
    </message>
    <message>
        <source>is not a valid company UID (no UID has these first eight digits): a digit is probably mistyped.</source>
        <translation>non è un IDI valido (nessun IDI ha queste prime otto cifre): probabilmente una cifra è sbagliata.</translation>
    </message>
    <message>
        <source>has a wrong check digit (the last digit should be %1, not %2): a digit is probably mistyped.</source>
        <translation>ha una cifra di controllo errata (l’ultima cifra dovrebbe essere %1, non %2): probabilmente una cifra è sbagliata.</translation>
    </message>
</context>
<context>
    <name>VatPage</name>
    <message>
        <source>CHF &amp;rates…</source>
        <translation>C&amp;orsi CHF…</translation>
    </message>
    <message>
        <source>Monthly CHF rates for documents in other currencies</source>
        <translation>Corsi CHF mensili per i documenti in altre valute</translation>
    </message>
    <message>
        <source>&amp;Input tax…</source>
        <translation>&amp;Imposta precedente…</translation>
    </message>
    <message>
        <source>Enter the input tax of the period (400, 405) for the amount payable</source>
        <translation>Inserire l&apos;imposta precedente del periodo (400, 405) per l&apos;importo da pagare</translation>
    </message>
    <message>
        <source>Mark as &amp;filed…</source>
        <translation>Segna come &amp;dichiarato…</translation>
    </message>
    <message>
        <source>Keep the figures of the period shown as filed; later changes show as corrections against them</source>
        <translation>Conservare le cifre del periodo mostrato come dichiarate; le modifiche successive appaiono come correzioni</translation>
    </message>
    <message>
        <source>The period is being marked as filed.</source>
        <translation>Il periodo viene segnato come dichiarato.</translation>
    </message>
    <message>
        <source>No VAT figures are shown.</source>
        <translation>Non è mostrata alcuna cifra IVA.</translation>
    </message>
    <message>
        <source>This period was filed on %1.</source>
        <translation>Questo periodo è stato dichiarato il %1.</translation>
    </message>
    <message>
        <source>It overlaps the period %1 to %2, filed before.</source>
        <translation>Si sovrappone al periodo dal %1 al %2, dichiarato prima.</translation>
    </message>
    <message>
        <source>The figures are incomplete (see the notes above the table): complete them first.</source>
        <translation>Le cifre sono incomplete (vedi le note sopra la tabella): completatele prima.</translation>
    </message>
    <message>
        <source>The period has no figures.</source>
        <translation>Il periodo non ha cifre.</translation>
    </message>
    <message>
        <source>The period cannot be marked as filed: %1</source>
        <translation>Il periodo non può essere segnato come dichiarato: %1</translation>
    </message>
    <message>
        <source>Mark the VAT return %1 as filed, with an amount payable (500) of %2?</source>
        <translation>Segnare il rendiconto IVA %1 come dichiarato, con un importo dovuto (500) di %2?</translation>
    </message>
    <message>
        <source>Mark the VAT return %1 as filed, with a credit (510) of %2?</source>
        <translation>Segnare il rendiconto IVA %1 come dichiarato, con un credito (510) di %2?</translation>
    </message>
    <message>
        <source>Mark as filed</source>
        <translation>Segna come dichiarato</translation>
    </message>
    <message>
        <source>Its figures are kept in the local copy of this account. Later changes to documents of the period show as corrections against them; a cancellation reduces the period it happens in. Nothing is sent to the tax administration.</source>
        <translation>Le sue cifre sono conservate nella copia locale di questo conto. Le modifiche successive ai documenti del periodo appaiono come correzioni; un annullamento riduce il periodo in cui avviene. Nulla viene inviato all&apos;amministrazione fiscale.</translation>
    </message>
    <message>
        <source>The VAT figures changed while you were asked: look at them again.</source>
        <translation>Le cifre IVA sono cambiate durante la domanda: guardatele di nuovo.</translation>
    </message>
    <message>
        <source>The VAT return %1 to %2 is marked as filed.</source>
        <translation>Il rendiconto IVA dal %1 al %2 è segnato come dichiarato.</translation>
    </message>
    <message>
        <source>The period could not be marked as filed: %1</source>
        <translation>Non è stato possibile segnare il periodo come dichiarato: %1</translation>
    </message>
    <message>
        <source>Turnover at 0 % of %1</source>
        <translation>Cifra d&apos;affari allo 0 % di %1</translation>
    </message>
    <message>
        <source>As its products</source>
        <translation>Come i suoi prodotti</translation>
    </message>
    <message>
        <source>Turnover at 0 % of %1: %2.</source>
        <translation>Cifra d&apos;affari allo 0 % di %1: %2.</translation>
    </message>
    <message>
        <source>as its products</source>
        <translation>come i suoi prodotti</translation>
    </message>
    <message>
        <source>The 0 % class of %1 could not be kept: %2</source>
        <translation>Non è stato possibile salvare la classe 0 % di %1: %2</translation>
    </message>
    <message>
        <source>VAT &amp;method…</source>
        <translation>&amp;Metodo IVA…</translation>
    </message>
    <message>
        <source>Effective or net tax rate method, the approved net tax rates and where turnover goes</source>
        <translation>Metodo effettivo o delle aliquote saldo, le aliquote autorizzate e dove va la cifra d&apos;affari</translation>
    </message>
    <message>
        <source>The net tax rate method files by half-year.</source>
        <translation>Il metodo delle aliquote saldo rendiconta per semestre.</translation>
    </message>
    <message>
        <source>The effective method files by month, quarter or year.</source>
        <translation>Il metodo effettivo rendiconta per mese, trimestre o anno.</translation>
    </message>
    <message>
        <source>&amp;Unmark as filed…</source>
        <translation>&amp;Annulla il segno «inoltrato»…</translation>
    </message>
    <message>
        <source>Forget the figures kept as filed for the period shown</source>
        <translation>Dimenticare le cifre salvate come inoltrate per il periodo mostrato</translation>
    </message>
    <message>
        <source>The period shown is not marked as filed.</source>
        <translation>Il periodo mostrato non è segnato come inoltrato.</translation>
    </message>
    <message>
        <source>Unmark the VAT return %1, filed on %2 with a credit (510) of %3?</source>
        <translation>Annullare il segno del rendiconto IVA %1, inoltrato il %2 con un credito (510) di %3?</translation>
    </message>
    <message>
        <source>Unmark the VAT return %1, filed on %2 with an amount payable (500) of %3?</source>
        <translation>Annullare il segno del rendiconto IVA %1, inoltrato il %2 con un importo dovuto (500) di %3?</translation>
    </message>
    <message>
        <source>Unmark as filed</source>
        <translation>Annulla il segno</translation>
    </message>
    <message>
        <source>The figures kept as filed are forgotten: the period shows its figures now, without corrections, and a cancellation of one of its invoices no longer counts elsewhere. Nothing is sent to the tax administration.</source>
        <translation>Le cifre salvate come inoltrate vengono dimenticate: il periodo mostra le sue cifre attuali, senza correzioni, e l&apos;annullamento di una delle sue fatture non conta più altrove. Nulla viene inviato all&apos;amministrazione fiscale.</translation>
    </message>
    <message>
        <source>The period shown changed while you were asked: nothing was unmarked.</source>
        <translation>Il periodo mostrato è cambiato durante la domanda: nulla è stato annullato.</translation>
    </message>
    <message>
        <source>The VAT return %1 to %2 is no longer marked as filed.</source>
        <translation>Il rendiconto IVA dal %1 al %2 non è più segnato come inoltrato.</translation>
    </message>
    <message>
        <source>The period could not be unmarked: %1</source>
        <translation>Il segno del periodo non ha potuto essere annullato: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a period: its first day to its last day</comment>
        <translation>dal %1 al %2</translation>
    </message>
</context>
<context>
    <name>VatSettingsDialog</name>
    <message>
        <source>VAT method</source>
        <translation>Metodo IVA</translation>
    </message>
    <message>
        <source>Effective method (month, quarter or year)</source>
        <translation>Metodo effettivo (mese, trimestre o anno)</translation>
    </message>
    <message>
        <source>Net tax rate method (half-year)</source>
        <translation>Metodo delle aliquote saldo (semestre)</translation>
    </message>
    <message>
        <source>e.g. 6.2</source>
        <translation>p. es. 6.2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Metodo:</translation>
    </message>
    <message>
        <source>Approved net tax rate &amp;1 (%):</source>
        <translation>Aliquota saldo autorizzata &amp;1 (%):</translation>
    </message>
    <message>
        <source>Approved net tax rate &amp;2 (%):</source>
        <translation>Aliquota saldo autorizzata &amp;2 (%):</translation>
    </message>
    <message>
        <source>Net tax rate 1</source>
        <translation>Aliquota saldo 1</translation>
    </message>
    <message>
        <source>Net tax rate 2</source>
        <translation>Aliquota saldo 2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a percentage such as 6.2 (at most two decimals).</source>
        <translation>%1: «%2» non è una percentuale come 6.2 (al massimo due decimali).</translation>
    </message>
    <message>
        <source>The VAT method could not be kept: %1</source>
        <translation>Non è stato possibile conservare il metodo IVA: %1</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>Non assegnato</translation>
    </message>
    <message>
        <source>Positions &amp;without a product go to:</source>
        <translation>Posizioni &amp;senza prodotto vanno a:</translation>
    </message>
    <message>
        <source>With the net tax rate method the return is by half-year, turnover including VAT, and the tax is turnover x the approved rate. With one rate all turnover goes to it. With two, each product&apos;s turnover goes to the rate set on the product page (Products → Net tax rate); turnover assigned to neither is in no figure and the return is incomplete. 0 % turnover keeps its class.</source>
        <translation>Con il metodo delle aliquote saldo il rendiconto è semestrale, la cifra d&apos;affari IVA inclusa, e l&apos;imposta è cifra d&apos;affari x aliquota autorizzata. Con un&apos;aliquota tutta la cifra d&apos;affari va a essa. Con due, la cifra d&apos;affari di ogni prodotto va all&apos;aliquota scelta nella pagina del prodotto (Prodotti → Aliquota saldo); quella non assegnata a nessuna non è in nessuna cifra e il rendiconto è incompleto. La cifra d&apos;affari allo 0 % mantiene la sua classe.</translation>
    </message>
</context>
<context>
    <name>WebhookApi</name>
    <message>
        <source>A payment was recorded on an invoice</source>
        <translation>È stato registrato un pagamento su una fattura</translation>
    </message>
    <message>
        <source>An invoice became fully paid</source>
        <translation>Una fattura è stata pagata interamente</translation>
    </message>
    <message>
        <source>Target URL: enter a full address such as https://example.com/hooks/invoices.</source>
        <translation>URL di destinazione: inserisca un indirizzo completo come https://example.com/hooks/invoices.</translation>
    </message>
    <message>
        <source>Target URL: use https:// (plain http:// is allowed only to this computer, because the deliveries carry business data).</source>
        <translation>URL di destinazione: usi https:// (http:// semplice è ammesso solo verso questo computer, perché le consegne contengono dati aziendali).</translation>
    </message>
    <message>
        <source>Target URL: &quot;%1&quot; is not a web address; use https://.</source>
        <translation>URL di destinazione: «%1» non è un indirizzo web; usi https://.</translation>
    </message>
    <message>
        <source>the answer holds no webhook</source>
        <translation>la risposta non contiene alcun webhook</translation>
    </message>
</context>
<context>
    <name>WebhookCreateDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>C&amp;rea</translation>
    </message>
    <message>
        <source>New webhook</source>
        <translation>Nuovo webhook</translation>
    </message>
    <message>
        <source>Other event names, separated by commas</source>
        <translation>Altri nomi di eventi, separati da virgole</translation>
    </message>
    <message>
        <source>The service&apos;s documentation does not list the event names; type any others here. The service refuses names it does not know.</source>
        <translation>La documentazione del servizio non elenca i nomi degli eventi; ne digiti altri qui. Il servizio rifiuta i nomi che non conosce.</translation>
    </message>
    <message>
        <source>&amp;Target URL:</source>
        <translation>URL di &amp;destinazione:</translation>
    </message>
    <message>
        <source>&amp;Events:</source>
        <translation>&amp;Eventi:</translation>
    </message>
    <message>
        <source>&amp;Signature key:</source>
        <translation>Chiave di &amp;firma:</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
    <message>
        <source>Events: choose or type at least one event.</source>
        <translation>Eventi: scelga o digiti almeno un evento.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1. Check the list before trying again: the webhook may exist.</source>
        <translation>Non è stato possibile leggere la risposta del servizio: %1. Controlli l&apos;elenco prima di riprovare: il webhook potrebbe esistere.</translation>
    </message>
    <message>
        <source>Target URL: %1</source>
        <translation>URL di destinazione: %1</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>Eventi: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not created.</source>
        <translation>Non creato.</translation>
    </message>
    <message>
        <source>Webhook created</source>
        <translation>Webhook creato</translation>
    </message>
    <message>
        <source>The webhook was created, but the service sent no signature key.</source>
        <translation>Il webhook è stato creato, ma il servizio non ha inviato alcuna chiave di firma.</translation>
    </message>
    <message>
        <source>This is the secret for verifying deliveries: the receiving system checks each delivery&apos;s signature (an HMAC-SHA256 of the request body, keyed with this key) against it. It is shown only now and not kept on this computer; copy it into the receiving system.</source>
        <translation>È il segreto per verificare le consegne: il sistema ricevente controlla la firma di ogni consegna (un HMAC-SHA256 del corpo della richiesta, con questa chiave). Viene mostrata solo ora e non è conservata su questo computer; la copi nel sistema ricevente.</translation>
    </message>
    <message>
        <source>Creating the webhook…</source>
        <translation>Creazione del webhook…</translation>
    </message>
    <message>
        <source>Target URL</source>
        <translation>URL di destinazione</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The new webhook has not been created yet.</source>
        <translation>Il nuovo webhook non è ancora stato creato.</translation>
    </message>
</context>
<context>
    <name>WebhookListModel</name>
    <message>
        <source>No delivery yet</source>
        <translation>Nessuna consegna finora</translation>
    </message>
    <message>
        <source>Target URL</source>
        <translation>URL di destinazione</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>Latest delivery</source>
        <translation>Ultima consegna</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Esito</translation>
    </message>
</context>
<context>
    <name>WebhooksPage</name>
    <message>
        <source>&amp;New webhook…</source>
        <translation>&amp;Nuovo webhook…</translation>
    </message>
    <message>
        <source>&amp;Delete webhook…</source>
        <translation>&amp;Elimina webhook…</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhook</translation>
    </message>
    <message>
        <source>The service sends events, such as a payment received, to these addresses.</source>
        <translation>Il servizio invia eventi, come un pagamento ricevuto, a questi indirizzi.</translation>
    </message>
    <message>
        <source>Showing the list kept on this computer.</source>
        <translation>Viene mostrato l&apos;elenco conservato su questo computer.</translation>
    </message>
    <message>
        <source>The list of webhooks could not be read: %1.</source>
        <translation>Non è stato possibile leggere l&apos;elenco dei webhook: %1.</translation>
    </message>
    <message>
        <source>No copy could be kept on this computer: %1</source>
        <translation>Non è stato possibile conservare una copia su questo computer: %1</translation>
    </message>
    <message>
        <source>This service does not list webhooks; the ones created here are shown.</source>
        <translation>Questo servizio non elenca i webhook; vengono mostrati quelli creati qui.</translation>
    </message>
    <message>
        <source>Could not load the webhooks: %1</source>
        <translation>Impossibile caricare i webhook: %1</translation>
    </message>
    <message>
        <source>&amp;Webhooks</source>
        <translation>&amp;Webhook</translation>
    </message>
    <message>
        <source>Webhook to %1 created.</source>
        <translation>Webhook verso %1 creato.</translation>
    </message>
    <message>
        <source>Delete webhook</source>
        <translation>Elimina webhook</translation>
    </message>
    <message>
        <source>Delete the webhook to %1? The service stops sending events there.</source>
        <translation>Eliminare il webhook verso %1? Il servizio smette di inviarvi eventi.</translation>
    </message>
    <message>
        <source>Webhook to %1 deleted.</source>
        <translation>Webhook verso %1 eliminato.</translation>
    </message>
    <message>
        <source>The webhook to %1 no longer existed on the service.</source>
        <translation>Il webhook verso %1 non esisteva più sul servizio.</translation>
    </message>
    <message>
        <source>The webhook was not deleted: %1</source>
        <translation>Il webhook non è stato eliminato: %1</translation>
    </message>
    <message>
        <source>The webhook&apos;s details could not be read: %1.</source>
        <translation>Non è stato possibile leggere i dettagli del webhook: %1.</translation>
    </message>
    <message>
        <source>Could not load the webhook&apos;s details: %1</source>
        <translation>Impossibile caricare i dettagli del webhook: %1</translation>
    </message>
    <message>
        <source>No webhooks yet. Create one with “New webhook”.</source>
        <translation>Nessun webhook finora. Ne crei uno con «Nuovo webhook».</translation>
    </message>
    <message>
        <source>Select a webhook to see its details.</source>
        <translation>Selezioni un webhook per vederne i dettagli.</translation>
    </message>
    <message>
        <source>No delivery yet</source>
        <translation>Nessuna consegna finora</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Target URL</source>
        <translation>URL di destinazione</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>Latest delivery</source>
        <translation>Ultima consegna</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Identificativo</translation>
    </message>
    <message>
        <source>Signature key</source>
        <translation>Chiave di firma</translation>
    </message>
    <message>
        <source>Shown only once, when the webhook is created.</source>
        <translation>Mostrata una sola volta, alla creazione del webhook.</translation>
    </message>
</context>
<context>
    <name>XlsxNumbers</name>
    <message>
        <source>%1 could not be read again: %2</source>
        <translation>%1 non ha potuto essere riletto: %2</translation>
    </message>
    <message>
        <source>%1 could not be finished: its numbers could not be rewritten.</source>
        <translation>%1 non ha potuto essere completato: i suoi numeri non hanno potuto essere riscritti.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Non è stato possibile scrivere %1: %2</translation>
    </message>
</context>
<context>
    <name>ZeroRateClassMenu</name>
    <message>
        <source>Export of goods (220)</source>
        <translation>Esportazione di beni (220)</translation>
    </message>
    <message>
        <source>Service abroad (221)</source>
        <translation>Prestazione all&apos;estero (221)</translation>
    </message>
    <message>
        <source>Excluded from the tax (230)</source>
        <translation>Escluso dall&apos;imposta (230)</translation>
    </message>
    <message>
        <source>No consideration (not in 200)</source>
        <translation>Non controprestazione (non in 200)</translation>
    </message>
</context>
</TS>
