<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_CH">
<context>
    <name>Account</name>
    <message>
        <source>the list of accounts is missing</source>
        <translation>die Liste der Konten fehlt</translation>
    </message>
</context>
<context>
    <name>AccountDatabase</name>
    <message>
        <source>No valid account was given for the local data.</source>
        <translation>Für die lokalen Daten wurde kein gültiges Konto angegeben.</translation>
    </message>
    <message>
        <source>The folder for the local data (%1) could not be created.</source>
        <translation>Der Ordner für die lokalen Daten (%1) konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>the write-ahead journal could not be switched on (%1)</source>
        <translation>das Write-Ahead-Journal konnte nicht eingeschaltet werden (%1)</translation>
    </message>
    <message>
        <source>the database settings could not be applied</source>
        <translation>die Datenbankeinstellungen konnten nicht angewendet werden</translation>
    </message>
    <message>
        <source>The local data file %1 could not be opened: %2</source>
        <translation>Die lokale Datendatei %1 konnte nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>AccountFigures</name>
    <message>
        <source>Reading the local copy failed: %1</source>
        <translation>Die lokale Kopie konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>AccountsOverview</name>
    <message>
        <source>Accounts as of %1</source>
        <translation>Konten per %1</translation>
    </message>
</context>
<context>
    <name>AccountsOverviewModel</name>
    <message>
        <source>No local copy yet: synchronise the account.</source>
        <translation>Noch keine lokale Kopie: synchronisieren Sie das Konto.</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>Die lokale Kopie konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Synchronising…</source>
        <translation>Wird synchronisiert…</translation>
    </message>
    <message>
        <source>Synchronisation failed: %1</source>
        <translation>Synchronisierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Partly synchronised: %1</source>
        <translation>Teilweise synchronisiert: %1</translation>
    </message>
    <message>
        <source>Reading the local copy…</source>
        <translation>Lokale Kopie wird gelesen…</translation>
    </message>
    <message>
        <source>Only partly synchronised: the figures may be incomplete.</source>
        <translation>Nur teilweise synchronisiert: die Zahlen können unvollständig sein.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Filed</source>
        <translation>Eingereicht</translation>
    </message>
    <message>
        <source>Not filed</source>
        <translation>Nicht eingereicht</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>%1 (%2), profile %3</source>
        <translation>%1 (%2), Profil %3</translation>
    </message>
    <message>
        <source>Not synchronised for more than a day.</source>
        <translation>Seit mehr als einem Tag nicht synchronisiert.</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Open invoices</source>
        <translation>Offene Rechnungen</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Überfällig</translation>
    </message>
    <message>
        <source>Oldest overdue</source>
        <translation>Älteste überfällig</translation>
    </message>
    <message>
        <source>Reminders due</source>
        <translation>Fällige Mahnungen</translation>
    </message>
    <message>
        <source>Last VAT period</source>
        <translation>Letzte MWST-Periode</translation>
    </message>
    <message>
        <source>VAT filed</source>
        <translation>MWST eingereicht</translation>
    </message>
    <message>
        <source>Last bank file</source>
        <translation>Letzte Bankdatei</translation>
    </message>
    <message>
        <source>Last synchronised</source>
        <translation>Zuletzt synchronisiert</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>AccountsOverviewPage</name>
    <message>
        <source>Search accounts</source>
        <translation>Konten suchen</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Konten</translation>
    </message>
    <message>
        <source>&amp;Open account</source>
        <translation>Konto ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Reminder run…</source>
        <translation>&amp;Mahnlauf…</translation>
    </message>
    <message>
        <source>&amp;VAT return</source>
        <translation>M&amp;WST-Abrechnung</translation>
    </message>
    <message>
        <source>Import &amp;bank file…</source>
        <translation>&amp;Bankdatei importieren…</translation>
    </message>
    <message>
        <source>&amp;Synchronise all</source>
        <translation>Alle &amp;synchronisieren</translation>
    </message>
    <message>
        <source>Bring every account&apos;s local copy up to date, a few accounts at a time</source>
        <translation>Die lokale Kopie jedes Kontos aktualisieren, jeweils einige Konten gleichzeitig</translation>
    </message>
    <message>
        <source>Read the &amp;copies again</source>
        <translation>&amp;Kopien neu lesen</translation>
    </message>
    <message>
        <source>&amp;Accounts</source>
        <translation>&amp;Konten</translation>
    </message>
    <message numerus="yes">
        <source>%n account(s)</source>
        <translation>
            <numerusform>%n Konto</numerusform>
            <numerusform>%n Konten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AccountsSync</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Synchronise %1</source>
        <translation>%1 synchronisieren</translation>
    </message>
    <message>
        <source>Document lists</source>
        <translation>Dokumentlisten</translation>
    </message>
    <message>
        <source>Addresses, products, settings and details</source>
        <translation>Adressen, Produkte, Einstellungen und Details</translation>
    </message>
    <message>
        <source>No token is saved for the profile &quot;%1&quot;.</source>
        <translation>Für das Profil «%1» ist kein Token gespeichert.</translation>
    </message>
</context>
<context>
    <name>AddressContactPersonBox</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Remove this person</source>
        <translation>Diese Person entfernen</translation>
    </message>
    <message>
        <source>Sal&amp;utation:</source>
        <translation>An&amp;rede:</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>&amp;Vorname:</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>&amp;Nachname:</translation>
    </message>
    <message>
        <source>Contacts:</source>
        <translation>Kontakte:</translation>
    </message>
</context>
<context>
    <name>AddressContactsEditor</name>
    <message>
        <source>Add &amp;contact</source>
        <translation>Kontakt hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Add an e-mail address, phone number, website or other contact</source>
        <translation>Eine E-Mail-Adresse, Telefonnummer, Website oder einen anderen Kontakt hinzufügen</translation>
    </message>
    <message>
        <source>Contact type</source>
        <translation>Kontaktart</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primär</translation>
    </message>
    <message>
        <source>The contact of this type that documents and e-mails use</source>
        <translation>Der Kontakt dieser Art, den Dokumente und E-Mails verwenden</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove this contact</source>
        <translation>Diesen Kontakt entfernen</translation>
    </message>
    <message>
        <source>name@example.ch</source>
        <translation>name@example.ch</translation>
    </message>
    <message>
        <source>+41 44 123 45 67</source>
        <translation>+41 44 123 45 67</translation>
    </message>
    <message>
        <source>https://www.example.ch</source>
        <translation>https://www.example.ch</translation>
    </message>
</context>
<context>
    <name>AddressCountryBox</name>
    <message>
        <source>(choose a country)</source>
        <translation>(Land wählen)</translation>
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
        <translation>Art</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Customer no.</source>
        <translation>Kunden-Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Possible duplicates</source>
        <translation>Mögliche Duplikate</translation>
    </message>
    <message>
        <source>New entry</source>
        <translation>Neuer Eintrag</translation>
    </message>
    <message>
        <source>Existing %1</source>
        <translation>Bestehender Eintrag %1</translation>
    </message>
    <message>
        <source>New entry and existing records</source>
        <translation>Neuer Eintrag und bestehende Datensätze</translation>
    </message>
    <message>
        <source>&amp;Open existing</source>
        <translation>Bestehenden &amp;öffnen</translation>
    </message>
    <message>
        <source>Open the selected existing record; nothing new is saved</source>
        <translation>Den gewählten bestehenden Datensatz öffnen; es wird nichts Neues gespeichert</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>&amp;Trotzdem speichern</translation>
    </message>
    <message>
        <source>Save the new entry although similar records exist</source>
        <translation>Den neuen Eintrag speichern, obwohl ähnliche Datensätze bestehen</translation>
    </message>
    <message>
        <source>The service already has a similar record.</source>
        <translation>Der Dienst hat bereits einen ähnlichen Datensatz.</translation>
    </message>
    <message>
        <source>The service already has %1 similar records.</source>
        <translation>Der Dienst hat bereits %1 ähnliche Datensätze.</translation>
    </message>
    <message>
        <source>Open an existing one instead, or save the new entry anyway. Shared values are shown in bold and underlined.</source>
        <translation>Öffnen Sie stattdessen einen vorhandenen Eintrag oder speichern Sie den neuen trotzdem. Gemeinsame Werte sind fett und unterstrichen.</translation>
    </message>
</context>
<context>
    <name>AddressEditorDialog</name>
    <message>
        <source>New company</source>
        <translation>Neue Firma</translation>
    </message>
    <message>
        <source>New person</source>
        <translation>Neue Person</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <source>C&amp;ontacts</source>
        <translation>&amp;Kontakte</translation>
    </message>
    <message>
        <source>Contact &amp;persons</source>
        <translation>Kontakt&amp;personen</translation>
    </message>
    <message>
        <source>Add a&amp;ddress</source>
        <translation>Adresse &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Addresses</source>
        <translation>A&amp;dressen</translation>
    </message>
    <message>
        <source>&amp;Billing</source>
        <translation>&amp;Fakturierung</translation>
    </message>
    <message>
        <source>Only for you; never printed or sent</source>
        <translation>Nur für Sie; wird nie gedruckt oder versendet</translation>
    </message>
    <message>
        <source>Private notes</source>
        <translation>Private Notizen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Assigned by the service when left empty</source>
        <translation>Wird vom Dienst vergeben, wenn leer gelassen</translation>
    </message>
    <message>
        <source>Customer number</source>
        <translation>Kundennummer</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>Customer nu&amp;mber:</source>
        <translation>Kundennu&amp;mmer:</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Company ID</source>
        <translation>UID</translation>
    </message>
    <message>
        <source>CHE-123.456.789</source>
        <translation>CHE-123.456.789</translation>
    </message>
    <message>
        <source>VAT number</source>
        <translation>MWST-Nummer</translation>
    </message>
    <message>
        <source>CHE-123.456.789 MWST</source>
        <translation>CHE-123.456.789 MWST</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Company &amp;ID:</source>
        <translation>U&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;VAT number:</source>
        <translation>M&amp;WST-Nummer:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>Sal&amp;utation:</source>
        <translation>An&amp;rede:</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>&amp;Vorname:</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>Nac&amp;hname:</translation>
    </message>
    <message>
        <source>Separate tags with commas, e.g. VIP, newsletter</source>
        <translation>Tags mit Kommas trennen, z. B. VIP, Newsletter</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht festgelegt)</translation>
    </message>
    <message>
        <source>The language of documents and e-mails for this customer</source>
        <translation>Die Sprache der Dokumente und E-Mails für diesen Kunden</translation>
    </message>
    <message>
        <source>Account currency</source>
        <translation>Kontowährung</translation>
    </message>
    <message>
        <source>Three-letter ISO code, e.g. CHF</source>
        <translation>Dreistelliger ISO-Code, z. B. CHF</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>Pa&amp;yment terms:</source>
        <translation>&amp;Zahlungsfrist:</translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation>Adresse %1</translation>
    </message>
    <message>
        <source>Contact person %1</source>
        <translation>Kontaktperson %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Discard changes?</source>
        <translation>Änderungen verwerfen?</translation>
    </message>
    <message>
        <source>The changes to this address have not been saved. Discard them?</source>
        <translation>Die Änderungen an dieser Adresse wurden nicht gespeichert. Möchten Sie sie verwerfen?</translation>
    </message>
    <message>
        <source>Not connected: the address cannot be saved now.</source>
        <translation>Nicht verbunden: Die Adresse kann jetzt nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>Not saved yet: the service found similar records.</source>
        <translation>Noch nicht gespeichert: Der Dienst hat ähnliche Datensätze gefunden.</translation>
    </message>
    <message>
        <source>Not saved: similar records exist. Change the entry, or save it anyway.</source>
        <translation>Nicht gespeichert: Es bestehen ähnliche Datensätze. Ändern Sie den Eintrag oder speichern Sie ihn trotzdem.</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>vergeben</translation>
    </message>
    <message>
        <source>This customer number is already used. Choose another one or leave it empty.</source>
        <translation>Diese Kundennummer wird bereits verwendet. Wählen Sie eine andere oder lassen Sie das Feld leer.</translation>
    </message>
    <message>
        <source>Not saved. %1</source>
        <translation>Nicht gespeichert. %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Please correct the following:</source>
        <translation>Bitte korrigieren Sie Folgendes:</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>Another address already has this customer number.</source>
        <translation>Eine andere Adresse hat bereits diese Kundennummer.</translation>
    </message>
    <message>
        <source>Customer number %1</source>
        <translation>Kundennummer %1</translation>
    </message>
    <message>
        <source>Send &amp;reminders automatically when invoices are overdue</source>
        <translation>Mahnungen automatisch &amp;versenden, wenn Rechnungen überfällig sind</translation>
    </message>
    <message>
        <source>Add contact pe&amp;rson</source>
        <translation>Kontaktperson &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Not&amp;es</source>
        <translation>No&amp;tizen</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>Ta&amp;gs:</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Not saved yet: the address book has records with a similar name.</source>
        <translation>Noch nicht gespeichert: Im Adressbuch gibt es Einträge mit ähnlichem Namen.</translation>
    </message>
    <message>
        <source>Looking for similar names…</source>
        <translation>Ähnliche Namen werden gesucht…</translation>
    </message>
    <message>
        <source>Not set for this address: the service&apos;s default (on) applies.</source>
        <translation>Für diese Adresse nicht festgelegt: Es gilt die Standardeinstellung des Dienstes (ein).</translation>
    </message>
</context>
<context>
    <name>AddressEntryBox</name>
    <message>
        <source>Ca&amp;nton:</source>
        <translation>Ka&amp;nton:</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Strasse</translation>
    </message>
    <message>
        <source>House number</source>
        <translation>Hausnummer</translation>
    </message>
    <message>
        <source>Postcode</source>
        <translation>PLZ</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>Post&amp;code and city:</source>
        <translation>PLZ und &amp;Ort:</translation>
    </message>
    <message>
        <source>Remove this address</source>
        <translation>Diese Adresse entfernen</translation>
    </message>
    <message>
        <source>E&amp;xtension:</source>
        <translation>&amp;Zusatz:</translation>
    </message>
    <message>
        <source>Additional &amp;line:</source>
        <translation>&amp;Weitere Zeile:</translation>
    </message>
    <message>
        <source>Countr&amp;y:</source>
        <translation>&amp;Land:</translation>
    </message>
    <message>
        <source>St&amp;reet and number:</source>
        <translation>St&amp;rasse und Nummer:</translation>
    </message>
</context>
<context>
    <name>AddressListModel</name>
    <message>
        <source>Customer no.</source>
        <translation>Kunden-Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
</context>
<context>
    <name>AddressRecord</name>
    <message>
        <source>This field is required.</source>
        <translation>Dieses Feld ist erforderlich.</translation>
    </message>
    <message>
        <source>At most %1 characters are allowed (%2 given).</source>
        <translation>Höchstens %1 Zeichen sind erlaubt (%2 eingegeben).</translation>
    </message>
    <message>
        <source>Choose a contact type.</source>
        <translation>Wählen Sie eine Kontaktart.</translation>
    </message>
    <message>
        <source>This is not an e-mail address (expected name@example.ch).</source>
        <translation>Dies ist keine E-Mail-Adresse (erwartet: name@example.ch).</translation>
    </message>
    <message>
        <source>Choose one of the offered salutations.</source>
        <translation>Wählen Sie eine der angebotenen Anreden.</translation>
    </message>
    <message>
        <source>Enter a three-letter currency code such as CHF.</source>
        <translation>Geben Sie einen dreistelligen Währungscode wie CHF ein.</translation>
    </message>
    <message>
        <source>Choose German, English, French or Italian.</source>
        <translation>Wählen Sie Deutsch, Englisch, Französisch oder Italienisch.</translation>
    </message>
    <message>
        <source>Choose one of the offered payment terms.</source>
        <translation>Wählen Sie eine der angebotenen Zahlungsfristen.</translation>
    </message>
    <message>
        <source>Choose a country.</source>
        <translation>Wählen Sie ein Land.</translation>
    </message>
    <message>
        <source>Choose a Swiss canton.</source>
        <translation>Wählen Sie einen Schweizer Kanton.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Customer number</source>
        <translation>Kundennummer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Company ID</source>
        <translation>UID</translation>
    </message>
    <message>
        <source>VAT number</source>
        <translation>MWST-Nummer</translation>
    </message>
    <message>
        <source>Salutation</source>
        <translation>Anrede</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Zahlungsfrist</translation>
    </message>
    <message>
        <source>Automatic dunning</source>
        <translation>Automatische Mahnungen</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Private notes</source>
        <translation>Private Notizen</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakte</translation>
    </message>
    <message>
        <source>Contact persons</source>
        <translation>Kontaktpersonen</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>street</source>
        <translation>Strasse</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>extension</source>
        <translation>Zusatz</translation>
    </message>
    <message>
        <source>additional line</source>
        <translation>Zusatzzeile</translation>
    </message>
    <message>
        <source>postcode</source>
        <translation>PLZ</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>canton</source>
        <translation>Kanton</translation>
    </message>
    <message>
        <source>Contact %1</source>
        <translation>Kontakt %1</translation>
    </message>
    <message>
        <source>Contact person %1</source>
        <translation>Kontaktperson %1</translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation>Adresse %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>Mobile</translation>
    </message>
    <message>
        <source>Fax</source>
        <translation>Fax</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>Website</translation>
    </message>
    <message>
        <source>Pager</source>
        <translation>Pager</translation>
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
        <translation>Herr</translation>
    </message>
    <message>
        <source>Mrs</source>
        <translation>Frau</translation>
    </message>
    <message>
        <source>Ms</source>
        <translation>Frau</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>The UID %1</source>
        <translation>Die UID %1</translation>
    </message>
    <message>
        <source>yes (service default)</source>
        <translation>ja (Standard des Dienstes)</translation>
    </message>
    <message>
        <source>no (service default)</source>
        <translation>nein (Standard des Dienstes)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
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
        <translation> (primär)</translation>
    </message>
    <message>
        <source>Search name, customer number, e-mail, place or tag (Ctrl+F)</source>
        <translation>Name, Kundennummer, E-Mail, Ort oder Tag suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search companies</source>
        <translation>Firmen suchen</translation>
    </message>
    <message>
        <source>Search persons</source>
        <translation>Personen suchen</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Show only the records with this tag</source>
        <translation>Nur die Datensätze mit diesem Tag anzeigen</translation>
    </message>
    <message>
        <source>&amp;Tag:</source>
        <translation>&amp;Tag:</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Firmen</translation>
    </message>
    <message>
        <source>Persons</source>
        <translation>Personen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>&amp;New company…</source>
        <translation>&amp;Neue Firma…</translation>
    </message>
    <message>
        <source>&amp;New person…</source>
        <translation>&amp;Neue Person…</translation>
    </message>
    <message>
        <source>Create a company (Ctrl+N)</source>
        <translation>Eine Firma erstellen (Ctrl+N)</translation>
    </message>
    <message>
        <source>Create a person (Ctrl+N)</source>
        <translation>Eine Person erstellen (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the selected record (Ctrl+E, Enter or double-click)</source>
        <translation>Den gewählten Datensatz bearbeiten (Ctrl+E, Enter oder Doppelklick)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Delete the selected record on the service</source>
        <translation>Den gewählten Datensatz beim Dienst löschen</translation>
    </message>
    <message>
        <source>The companies could not be loaded. %1</source>
        <translation>Die Firmen konnten nicht geladen werden. %1</translation>
    </message>
    <message>
        <source>The persons could not be loaded. %1</source>
        <translation>Die Personen konnten nicht geladen werden. %1</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>Ad&amp;resse</translation>
    </message>
    <message>
        <source>The address was saved, but the service&apos;s answer could not be read. Refresh the list (F5) to see it.</source>
        <translation>Die Adresse wurde gespeichert, aber die Antwort des Dienstes konnte nicht gelesen werden. Aktualisieren Sie die Liste (F5), um sie zu sehen.</translation>
    </message>
    <message>
        <source>%1 was created.</source>
        <translation>%1 wurde erstellt.</translation>
    </message>
    <message>
        <source>%1 was saved.</source>
        <translation>%1 wurde gespeichert.</translation>
    </message>
    <message>
        <source>Delete address</source>
        <translation>Adresse löschen</translation>
    </message>
    <message>
        <source>Delete %1 (customer number %2) on the service? This cannot be undone.</source>
        <translation>%1 (Kundennummer %2) beim Dienst löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>%1 was deleted.</source>
        <translation>%1 wurde gelöscht.</translation>
    </message>
    <message>
        <source>%1 had already been deleted on the service.</source>
        <translation>%1 war beim Dienst bereits gelöscht.</translation>
    </message>
    <message>
        <source>%1 could not be deleted. %2</source>
        <translation>%1 konnte nicht gelöscht werden. %2</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Alle Tags</translation>
    </message>
    <message>
        <source>%1 records</source>
        <translation>%1 Datensätze</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Customer no.</source>
        <translation>Kunden-Nr.</translation>
    </message>
    <message>
        <source>Company ID</source>
        <translation>UID</translation>
    </message>
    <message>
        <source>VAT number</source>
        <translation>MWST-Nummer</translation>
    </message>
    <message>
        <source>Salutation</source>
        <translation>Anrede</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakte</translation>
    </message>
    <message>
        <source>%1, canton %2</source>
        <translation>%1, Kanton %2</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Contact persons</source>
        <translation>Kontaktpersonen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Zahlungsfrist</translation>
    </message>
    <message>
        <source>Automatic dunning</source>
        <translation>Automatische Mahnungen</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Private notes</source>
        <translation>Private Notizen</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 Datensatz</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>The service cannot be reached. Check the network connection and the server address. (%1)</source>
        <translation>Der Dienst ist nicht erreichbar. Prüfen Sie die Netzwerkverbindung und die Serveradresse. (%1)</translation>
    </message>
    <message>
        <source>The service did not answer in time. Try again in a moment.</source>
        <translation>Der Dienst hat nicht rechtzeitig geantwortet. Versuchen Sie es gleich nochmals.</translation>
    </message>
    <message>
        <source>The secure connection to the service could not be established: %1. InvoiceDesk does not connect to servers whose certificate cannot be verified.</source>
        <translation>Die sichere Verbindung zum Dienst konnte nicht hergestellt werden: %1. InvoiceDesk verbindet sich nicht mit Servern, deren Zertifikat nicht geprüft werden kann.</translation>
    </message>
    <message>
        <source>The address %1 uses unencrypted http://. Only https:// addresses are allowed, except for a service on this computer.</source>
        <translation>Die Adresse %1 verwendet unverschlüsseltes http://. Erlaubt sind nur https://-Adressen, ausser für einen Dienst auf diesem Computer.</translation>
    </message>
    <message>
        <source>The service refused the request.</source>
        <translation>Der Dienst hat die Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>The service refused the request: %1</source>
        <translation>Der Dienst hat die Anfrage abgelehnt: %1</translation>
    </message>
    <message>
        <source>The API token was refused (missing, invalid or expired). Sign in again with a valid token.</source>
        <translation>Das API-Token wurde abgelehnt (fehlend, ungültig oder abgelaufen). Melden Sie sich mit einem gültigen Token erneut an.</translation>
    </message>
    <message>
        <source>The API token is not allowed to do this. Create a token with the needed scopes.</source>
        <translation>Das API-Token darf das nicht. Erstellen Sie ein Token mit den nötigen Berechtigungen.</translation>
    </message>
    <message>
        <source>The API token is not allowed to do this: %1</source>
        <translation>Das API-Token darf das nicht: %1</translation>
    </message>
    <message>
        <source>The record was not found on the service. It may have been deleted.</source>
        <translation>Der Datensatz wurde beim Dienst nicht gefunden. Vielleicht wurde er gelöscht.</translation>
    </message>
    <message>
        <source>The service does not offer this operation (HTTP 405).</source>
        <translation>Der Dienst bietet diese Operation nicht an (HTTP 405).</translation>
    </message>
    <message numerus="yes">
        <source>The service found %n similar record(s) that may be duplicates.</source>
        <translation>
            <numerusform>Der Dienst hat %n ähnlichen Datensatz gefunden, der ein Duplikat sein könnte.</numerusform>
            <numerusform>Der Dienst hat %n ähnliche Datensätze gefunden, die Duplikate sein könnten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation>Der Dienst hat die Eingabe nicht akzeptiert.</translation>
    </message>
    <message>
        <source>The service is busy. Try again in a moment.</source>
        <translation>Der Dienst ist ausgelastet. Versuchen Sie es gleich nochmals.</translation>
    </message>
    <message>
        <source>The service had an internal problem (HTTP %1). Try again later.</source>
        <translation>Der Dienst hatte ein internes Problem (HTTP %1). Versuchen Sie es später nochmals.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Die Antwort des Dienstes konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The local copy of the data could not be saved: %1. Check the free disk space and that InvoiceDesk is not open twice with this account.</source>
        <translation>Die lokale Kopie der Daten konnte nicht gespeichert werden: %1. Prüfen Sie den freien Speicherplatz und ob InvoiceDesk mit diesem Konto zweimal geöffnet ist.</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1).</source>
        <translation>Die Anfrage ist fehlgeschlagen (HTTP %1).</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1): %2</source>
        <translation>Die Anfrage ist fehlgeschlagen (HTTP %1): %2</translation>
    </message>
    <message>
        <source>The service&apos;s answer did not end within %1 s and was stopped. The line or the service is very slow; try again later.</source>
        <translation>Die Antwort des Dienstes war nach %1 s nicht zu Ende und wurde abgebrochen. Die Leitung oder der Dienst ist sehr langsam; versuchen Sie es später wieder.</translation>
    </message>
    <message>
        <source>The address %1 does not start with https://. InvoiceDesk talks to the service only over https:// (or http:// to a service on this computer).</source>
        <translation>Die Adresse %1 beginnt nicht mit https://. InvoiceDesk spricht mit dem Dienst nur über https:// (oder http:// zu einem Dienst auf diesem Computer).</translation>
    </message>
    <message>
        <source>The service sent us to another server (%1). InvoiceDesk did not follow, so the API token stays with the service. Check the server address.</source>
        <translation>Der Dienst hat uns an einen anderen Server verwiesen (%1). InvoiceDesk ist nicht gefolgt, damit das API-Token beim Dienst bleibt. Prüfen Sie die Serveradresse.</translation>
    </message>
    <message>
        <source>The service kept redirecting the request in a loop. Check the server address, or try again later.</source>
        <translation>Der Dienst hat die Anfrage immer wieder im Kreis umgeleitet. Prüfen Sie die Serveradresse oder versuchen Sie es später wieder.</translation>
    </message>
    <message numerus="yes">
        <source>The service is busy and asked us to wait %n second(s). Try again then.</source>
        <translation>
            <numerusform>Der Dienst ist ausgelastet und hat uns gebeten, %n Sekunde zu warten. Versuchen Sie es dann wieder.</numerusform>
            <numerusform>Der Dienst ist ausgelastet und hat uns gebeten, %n Sekunden zu warten. Versuchen Sie es dann wieder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service is down for maintenance or overloaded, and asked us to wait %n second(s). Try again then. (HTTP 503)</source>
        <translation>
            <numerusform>Der Dienst ist wegen Wartung nicht erreichbar oder überlastet und hat uns gebeten, %n Sekunde zu warten. Versuchen Sie es dann wieder. (HTTP 503)</numerusform>
            <numerusform>Der Dienst ist wegen Wartung nicht erreichbar oder überlastet und hat uns gebeten, %n Sekunden zu warten. Versuchen Sie es dann wieder. (HTTP 503)</numerusform>
        </translation>
    </message>
    <message>
        <source>The service is down for maintenance or overloaded. Try again later. (HTTP 503)</source>
        <translation>Der Dienst ist wegen Wartung nicht erreichbar oder überlastet. Versuchen Sie es später wieder. (HTTP 503)</translation>
    </message>
    <message>
        <source>The service&apos;s answer is larger than %1 MB and was not read. A list page or a record is never that large: the service or a proxy in between sent something else. Try again later.</source>
        <translation>Die Antwort des Dienstes ist grösser als %1 MB und wurde nicht gelesen. Eine Listenseite oder ein Datensatz ist nie so gross: Der Dienst oder ein dazwischenliegender Proxy hat etwas anderes gesendet. Versuchen Sie es später wieder.</translation>
    </message>
</context>
<context>
    <name>ApiJob</name>
    <message>
        <source>%1 at character %2 of %3</source>
        <translation>%1 bei Zeichen %2 von %3</translation>
    </message>
    <message numerus="yes">
        <source>a web page came instead of data (%n byte(s))</source>
        <translation>
            <numerusform>statt Daten kam eine Webseite (%n Byte)</numerusform>
            <numerusform>statt Daten kam eine Webseite (%n Bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>There is no saved profile named &quot;%1&quot;.</source>
        <translation>Es gibt kein gespeichertes Profil namens «%1».</translation>
    </message>
    <message>
        <source>No token is saved for the profile &quot;%1&quot;. Enter it again.</source>
        <translation>Für das Profil «%1» ist kein Token gespeichert. Geben Sie es erneut ein.</translation>
    </message>
    <message>
        <source>Demo company</source>
        <translation>Demofirma</translation>
    </message>
    <message>
        <source>Starting the demo service with sample data…</source>
        <translation>Der Demodienst mit Beispieldaten wird gestartet…</translation>
    </message>
    <message>
        <source>The token could not be saved</source>
        <translation>Das Token konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>InvoiceDesk keeps tokens only in the system keychain. You can try again (for example after unlocking the keychain), or use the token for this session only: you will be asked for it at the next start.</source>
        <translation>InvoiceDesk bewahrt Tokens nur im Schlüsselbund des Systems auf. Sie können es nochmals versuchen (zum Beispiel nach dem Entsperren des Schlüsselbunds) oder das Token nur für diese Sitzung verwenden: beim nächsten Start werden Sie erneut danach gefragt.</translation>
    </message>
    <message>
        <source>Try &amp;again</source>
        <translation>&amp;Nochmals versuchen</translation>
    </message>
    <message>
        <source>Use for this &amp;session only</source>
        <translation>Nur für diese &amp;Sitzung verwenden</translation>
    </message>
    <message>
        <source>Unsaved work kept</source>
        <translation>Ungespeicherte Arbeit aufbewahrt</translation>
    </message>
    <message numerus="yes">
        <source>InvoiceDesk was ended while %n document(s) had unsaved changes. They were kept on this computer.</source>
        <translation>
            <numerusform>InvoiceDesk wurde beendet, während %n Dokument ungespeicherte Änderungen hatte. Es wurde auf diesem Computer aufbewahrt.</numerusform>
            <numerusform>InvoiceDesk wurde beendet, während %n Dokumente ungespeicherte Änderungen hatten. Sie wurden auf diesem Computer aufbewahrt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open them in editors to review and save them, or discard them.</source>
        <translation>Öffnen Sie die Dokumente im Editor, um sie zu prüfen und zu speichern, oder verwerfen Sie sie.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
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
        <translation>Vorgang</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>BackgroundWorkPanel</name>
    <message>
        <source>Background work</source>
        <translation>Hintergrundarbeiten</translation>
    </message>
    <message>
        <source>&amp;Background work</source>
        <translation>&amp;Hintergrundarbeiten</translation>
    </message>
    <message>
        <source>&amp;Details…</source>
        <translation>&amp;Details…</translation>
    </message>
    <message>
        <source>&amp;Clear finished</source>
        <translation>Abgeschlossene &amp;entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Background work (%n running)</source>
        <translation>
            <numerusform>Hintergrundarbeiten (%n läuft)</numerusform>
            <numerusform>Hintergrundarbeiten (%n laufen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Batch: %1</source>
        <translation>Stapel: %1</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>Gestartet:</translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation>Beendet:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Documents:</source>
        <translation>Dokumente:</translation>
    </message>
    <message>
        <source>Queue:</source>
        <translation>Warteschlange:</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Failed documents</source>
        <translation>Fehlgeschlagene Dokumente</translation>
    </message>
    <message>
        <source>&amp;Not created:</source>
        <translation>&amp;Nicht erstellt:</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>%1 of %2 processed, %3 created, %4 failed</source>
        <translation>%1 von %2 verarbeitet, %3 erstellt, %4 fehlgeschlagen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
</context>
<context>
    <name>BankAccountDraft</name>
    <message>
        <source>is required for QR-bills.</source>
        <translation>ist für QR-Rechnungen erforderlich.</translation>
    </message>
</context>
<context>
    <name>BankAccountEditor</name>
    <message>
        <source>&amp;QR-bill</source>
        <translation>&amp;QR-Rechnung</translation>
    </message>
    <message>
        <source>Ac&amp;tive: offered for new documents</source>
        <translation>Ak&amp;tiv: für neue Dokumente angeboten</translation>
    </message>
    <message>
        <source>De&amp;fault account</source>
        <translation>&amp;Standardkonto</translation>
    </message>
    <message>
        <source>New bank account</source>
        <translation>Neues Bankkonto</translation>
    </message>
    <message>
        <source>Bank account %1</source>
        <translation>Bankkonto %1</translation>
    </message>
    <message>
        <source>e.g. CH93 0076 2011 6238 5295 7</source>
        <translation>z. B. CH93 0076 2011 6238 5295 7</translation>
    </message>
    <message>
        <source>e.g. UBSWCHZH80A</source>
        <translation>z. B. UBSWCHZH80A</translation>
    </message>
    <message>
        <source>Postal code and town, e.g. 8001 Zürich</source>
        <translation>PLZ und Ort, z. B. 8001 Zürich</translation>
    </message>
    <message>
        <source>e.g. CH44 3199 9123 0008 8901 2</source>
        <translation>z. B. CH44 3199 9123 0008 8901 2</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
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
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>Bank na&amp;me:</source>
        <translation>Bankna&amp;me:</translation>
    </message>
    <message>
        <source>Bank a&amp;ddress:</source>
        <translation>Bank&amp;adresse:</translation>
    </message>
    <message>
        <source>Bank &amp;city:</source>
        <translation>Bank&amp;ort:</translation>
    </message>
    <message>
        <source>QR-IB&amp;AN:</source>
        <translation>QR-IB&amp;AN:</translation>
    </message>
    <message>
        <source>BE&amp;SR id:</source>
        <translation>BE&amp;SR-ID:</translation>
    </message>
</context>
<context>
    <name>BankAccountPage</name>
    <message>
        <source>Search name, IBAN, BIC or bank (Ctrl+F)</source>
        <translation>Name, IBAN, BIC oder Bank suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Delete the bank account %1? This cannot be undone.</source>
        <translation>Das Bankkonto %1 löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>The bank account %1 was deleted.</source>
        <translation>Das Bankkonto %1 wurde gelöscht.</translation>
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
        <translation>Währung</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>QR-bill</source>
        <translation>QR-Rechnung</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Eingeschaltet</translation>
    </message>
    <message>
        <source>QR-IBAN</source>
        <translation>QR-IBAN</translation>
    </message>
    <message>
        <source>BESR id</source>
        <translation>BESR-ID</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>&amp;Bank accounts</source>
        <translation>Ban&amp;kkonten</translation>
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
        <translation>Name</translation>
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
        <translation>Währung</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>QR-bill</source>
        <translation>QR-Rechnung</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
</context>
<context>
    <name>BankImport</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a bank file InvoiceDesk reads (a camt.054 notification or camt.053 statement): %2</source>
        <translation>%1 ist keine Bankdatei, die InvoiceDesk liest (eine camt.054-Gutschriftsanzeige oder ein camt.053-Kontoauszug): %2</translation>
    </message>
    <message>
        <source>no notification or statement in it.</source>
        <translation>keine Anzeige und kein Kontoauszug darin.</translation>
    </message>
    <message>
        <source>There is no local copy of the account.</source>
        <translation>Es gibt keine lokale Kopie des Kontos.</translation>
    </message>
    <message>
        <source>Line %1: the file is about the account %2, which is not one of this account&apos;s bank accounts.</source>
        <translation>Zeile %1: Die Datei betrifft das Konto %2, das keines der Bankkonten dieses Kontos ist.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The session was closed; nothing was sent.</source>
        <translation>Die Sitzung wurde geschlossen; nichts wurde gesendet.</translation>
    </message>
    <message>
        <source>Booked by another import meanwhile.</source>
        <translation>Inzwischen von einem anderen Import gebucht.</translation>
    </message>
    <message>
        <source>Not sent: the local copy could not keep the entry (%1).</source>
        <translation>Nicht gesendet: Die lokale Kopie konnte den Eintrag nicht festhalten (%1).</translation>
    </message>
    <message>
        <source>Booked %1 on invoice %2.</source>
        <translation>%1 auf Rechnung %2 gebucht.</translation>
    </message>
    <message>
        <source>The local copy still counts it as sending: %1</source>
        <translation>Die lokale Kopie führt ihn noch als im Versand: %1</translation>
    </message>
    <message>
        <source>Not booked: %1</source>
        <translation>Nicht gebucht: %1</translation>
    </message>
    <message>
        <source>%1 on %2, reference %3</source>
        <translation>%1 am %2, Referenz %3</translation>
    </message>
    <message>
        <source>Sent by an earlier import whose answer was lost; the service has it booked on the invoice %1 (%2): already booked, not sent again.</source>
        <translation>Von einem früheren Import gesendet, dessen Antwort verloren ging; der Dienst hat ihn auf der Rechnung %1 gebucht (%2): bereits gebucht, nicht erneut gesendet.</translation>
    </message>
    <message>
        <source>Sent by an earlier import whose answer was lost, and the service shows no payments for the invoice %1: whether it was booked cannot be seen. Check the invoice&apos;s open amount; the entry is not sent again.</source>
        <translation>Von einem früheren Import gesendet, dessen Antwort verloren ging, und der Dienst zeigt keine Zahlungen für die Rechnung %1: Ob er gebucht wurde, ist nicht ersichtlich. Prüfen Sie den offenen Betrag der Rechnung; der Eintrag wird nicht erneut gesendet.</translation>
    </message>
    <message>
        <source>The local copy still counts the entry as sending (%1): the next import checks it against the service.</source>
        <translation>Die lokale Kopie führt den Eintrag noch als im Versand (%1): Der nächste Import prüft ihn beim Dienst.</translation>
    </message>
    <message>
        <source>Not sent: the service&apos;s answer for the invoice %1 has no open amount.</source>
        <translation>Nicht gesendet: Die Antwort des Dienstes zur Rechnung %1 enthält keinen offenen Betrag.</translation>
    </message>
    <message>
        <source>Not sent: the service has it booked on the invoice %1 already (%2), from this or another copy of the account.</source>
        <translation>Nicht gesendet: Der Dienst hat ihn bereits auf der Rechnung %1 gebucht (%2), aus dieser oder einer anderen Kopie des Kontos.</translation>
    </message>
    <message>
        <source>Not booked: the invoice %1 was cancelled meanwhile.</source>
        <translation>Nicht gebucht: Die Rechnung %1 wurde inzwischen storniert.</translation>
    </message>
    <message>
        <source>Not booked: the invoice %1 has nothing open any more (paid meanwhile); refund or credit %2.</source>
        <translation>Nicht gebucht: Auf der Rechnung %1 ist nichts mehr offen (inzwischen bezahlt); %2 zurückzahlen oder gutschreiben.</translation>
    </message>
    <message>
        <source>Not sent: the invoice %1 could not be read from the service (%2).</source>
        <translation>Nicht gesendet: Die Rechnung %1 konnte nicht vom Dienst gelesen werden (%2).</translation>
    </message>
    <message>
        <source>Over-paid by %1: the excess is not booked (refund or credit it).</source>
        <translation>Um %1 überzahlt: Der Überschuss wird nicht gebucht (zurückzahlen oder gutschreiben).</translation>
    </message>
    <message>
        <source>Sent, but the service&apos;s answer was lost (%1) and the session was closed: check the open amount of invoice %2. The next import checks the entry against the service.</source>
        <translation>Gesendet, aber die Antwort des Dienstes ging verloren (%1), und die Sitzung wurde geschlossen: Prüfen Sie den offenen Betrag der Rechnung %2. Der nächste Import prüft den Eintrag beim Dienst.</translation>
    </message>
    <message>
        <source>(The service&apos;s answer was lost; the invoice&apos;s payments at the service show it.)</source>
        <translation>(Die Antwort des Dienstes ging verloren; die Zahlungen der Rechnung beim Dienst zeigen ihn.)</translation>
    </message>
    <message>
        <source>Not booked: the service&apos;s answer was lost (%1) and the invoice %2 shows no such payment. Importing the file again books it.</source>
        <translation>Nicht gebucht: Die Antwort des Dienstes ging verloren (%1), und die Rechnung %2 zeigt keine solche Zahlung. Ein erneuter Import der Datei bucht ihn.</translation>
    </message>
    <message>
        <source>Sent, but the service&apos;s answer was lost (%1) and the service shows no payments for the invoice %2: whether it was booked cannot be seen. Check its open amount; the entry is not sent again.</source>
        <translation>Gesendet, aber die Antwort des Dienstes ging verloren (%1), und der Dienst zeigt keine Zahlungen für die Rechnung %2: Ob er gebucht wurde, ist nicht ersichtlich. Prüfen Sie ihren offenen Betrag; der Eintrag wird nicht erneut gesendet.</translation>
    </message>
    <message>
        <source>Sent, but the service&apos;s answer was lost (%1): check the open amount of invoice %2. The next import checks the entry against the service; it is not sent again before.</source>
        <translation>Gesendet, aber die Antwort des Dienstes ging verloren (%1): Prüfen Sie den offenen Betrag der Rechnung %2. Der nächste Import prüft den Eintrag beim Dienst; bis dahin wird er nicht erneut gesendet.</translation>
    </message>
</context>
<context>
    <name>BankImportDialog</name>
    <message>
        <source>Choose &amp;file…</source>
        <translation>&amp;Datei wählen…</translation>
    </message>
    <message>
        <source>&amp;Book payments…</source>
        <translation>Zahlungen &amp;buchen…</translation>
    </message>
    <message>
        <source>&amp;Print summary…</source>
        <translation>Zusammenfassung d&amp;rucken…</translation>
    </message>
    <message>
        <source>&amp;Export summary…</source>
        <translation>Zusammenfassung &amp;exportieren…</translation>
    </message>
    <message>
        <source>Import bank file</source>
        <translation>Bankdatei importieren</translation>
    </message>
    <message>
        <source>Choose a camt.054 notification or camt.053 statement from your bank.</source>
        <translation>Wählen Sie eine camt.054-Gutschriftsanzeige oder einen camt.053-Kontoauszug Ihrer Bank.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schliessen</translation>
    </message>
    <message>
        <source>Booking is under way: the window closes once it is done.</source>
        <translation>Die Buchung läuft: Das Fenster schliesst, sobald sie fertig ist.</translation>
    </message>
    <message>
        <source>Bank files (*.xml *.camt *.054 *.053);;All files (*)</source>
        <translation>Bankdateien (*.xml *.camt *.054 *.053);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Es besteht keine Verbindung zum Dienst.</translation>
    </message>
    <message>
        <source>%1 of %2 booked or refused</source>
        <translation>%1 von %2 gebucht oder abgelehnt</translation>
    </message>
    <message>
        <source>Reading %1 and matching its entries…</source>
        <translation>%1 wird gelesen und seine Einträge werden zugeordnet…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>statement (camt.053)</source>
        <translation>Kontoauszug (camt.053)</translation>
    </message>
    <message>
        <source>notification (camt.054)</source>
        <translation>Gutschriftsanzeige (camt.054)</translation>
    </message>
    <message numerus="yes">
        <source>%1, a bank %2 with %n entry(ies).</source>
        <translation>
            <numerusform>%1, Bank-%2 mit %n Eintrag.</numerusform>
            <numerusform>%1, Bank-%2 mit %n Einträgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches by reference are booked; check the suggestions to book them too.</source>
        <translation>Zuordnungen über die Referenz werden gebucht; haken Sie Vorschläge an, um sie ebenfalls zu buchen.</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Book %n payment(s)…</source>
        <translation>
            <numerusform>%n Zahlung &amp;buchen…</numerusform>
            <numerusform>%n Zahlungen &amp;buchen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for invoice %2 (%3)</source>
        <translation>%1 für Rechnung %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Book %n payment(s), %1 in all?</source>
        <translation>
            <numerusform>%n Zahlung über insgesamt %1 buchen?</numerusform>
            <numerusform>%n Zahlungen über insgesamt %1 buchen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Book %n payment(s)</source>
        <translation>
            <numerusform>%n Zahlung &amp;buchen</numerusform>
            <numerusform>%n Zahlungen &amp;buchen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Payments from %1</source>
        <translation>Zahlungen aus %1</translation>
    </message>
    <message numerus="yes">
        <source>Booking %n payment(s)…</source>
        <translation>
            <numerusform>%n Zahlung wird gebucht…</numerusform>
            <numerusform>%n Zahlungen werden gebucht…</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank file import</source>
        <translation>Import der Bankdatei</translation>
    </message>
    <message>
        <source>%1, imported on %2</source>
        <translation>%1, importiert am %2</translation>
    </message>
    <message>
        <source>Export summary</source>
        <translation>Zusammenfassung exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Import &amp;bank file…</source>
        <translation>&amp;Bankdatei importieren…</translation>
    </message>
    <message>
        <source>Book the payments of a camt.054 or camt.053 file from your bank</source>
        <translation>Die Zahlungen einer camt.054- oder camt.053-Datei Ihrer Bank buchen</translation>
    </message>
    <message>
        <source>Connect to a service first.</source>
        <translation>Verbinden Sie sich zuerst mit einem Dienst.</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) booked</source>
        <translation>
            <numerusform>%n Zahlung gebucht</numerusform>
            <numerusform>%n Zahlungen gebucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n booked, over-paid (%1 not booked: refund or credit it)</source>
        <translation>
            <numerusform>%n gebucht, überzahlt (%1 nicht gebucht: zurückzahlen oder gutschreiben)</numerusform>
            <numerusform>%n gebucht, überzahlt (%1 nicht gebucht: zurückzahlen oder gutschreiben)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already booked (the service had it)</source>
        <translation>
            <numerusform>%n bereits gebucht (der Dienst hatte ihn)</numerusform>
            <numerusform>%n bereits gebucht (der Dienst hatte sie)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n need(s) check</source>
        <translation>
            <numerusform>%n zu prüfen</numerusform>
            <numerusform>%n zu prüfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed: importing the file again books only those</source>
        <translation>
            <numerusform>%n fehlgeschlagen: Ein erneuter Import der Datei bucht nur diesen</numerusform>
            <numerusform>%n fehlgeschlagen: Ein erneuter Import der Datei bucht nur diese</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. See the Note column.</source>
        <translation>%1. Siehe Spalte Hinweis.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
</context>
<context>
    <name>BatchCreator</name>
    <message numerus="yes">
        <source>Duplicate %n document(s)</source>
        <translation>
            <numerusform>%n Dokument kopieren</numerusform>
            <numerusform>%n Dokumente kopieren</numerusform>
        </translation>
    </message>
    <message>
        <source>No documents were chosen.</source>
        <translation>Es wurden keine Dokumente gewählt.</translation>
    </message>
    <message>
        <source>The session was closed.</source>
        <translation>Die Sitzung wurde geschlossen.</translation>
    </message>
    <message>
        <source>Document %1 could not be read from the service&apos;s answer.</source>
        <translation>Das Dokument %1 konnte aus der Antwort des Dienstes nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Document %1 could not be fetched: %2</source>
        <translation>Das Dokument %1 konnte nicht abgerufen werden: %2</translation>
    </message>
</context>
<context>
    <name>BatchFailuresModel</name>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>BatchTracker</name>
    <message>
        <source>Document %1</source>
        <translation>Dokument %1</translation>
    </message>
    <message>
        <source>The session was closed.</source>
        <translation>Die Sitzung wurde geschlossen.</translation>
    </message>
    <message>
        <source>The batch&apos;s progress could not be read: %1</source>
        <translation>Der Fortschritt des Stapels konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The session was closed; the batch may still be running on the service.</source>
        <translation>Die Sitzung wurde geschlossen; der Stapel läuft beim Dienst möglicherweise noch weiter.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: neither a document nor a queue status.</source>
        <translation>Die Antwort des Dienstes konnte nicht gelesen werden: weder ein Dokument noch ein Warteschlangenstatus.</translation>
    </message>
    <message>
        <source>The service answered with one created document instead of a queue; whether the others were created is not known. Refresh the list to see.</source>
        <translation>Der Dienst hat mit einem erstellten Dokument statt mit einer Warteschlange geantwortet; ob die anderen erstellt wurden, ist nicht bekannt. Aktualisieren Sie die Liste, um es zu sehen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not created: the service refused the batch because of other documents.</source>
        <translation>Nicht erstellt: Der Dienst hat den Stapel wegen anderer Dokumente abgelehnt.</translation>
    </message>
    <message>
        <source>The service gave no reason.</source>
        <translation>Der Dienst hat keinen Grund angegeben.</translation>
    </message>
    <message>
        <source>Preparing (%1 of %2)</source>
        <translation>Vorbereitung (%1 von %2)</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>Waiting for the service</source>
        <translation>Warten auf den Dienst</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>Verarbeitung</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message numerus="yes">
        <source>Done, %n failed</source>
        <translation>
            <numerusform>Fertig, %n fehlgeschlagen</numerusform>
            <numerusform>Fertig, %n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>CamtReader</name>
    <message>
        <source>The file is not a camt.054 notification or camt.053 statement.</source>
        <translation>Die Datei ist weder eine camt.054-Buchungsanzeige noch ein camt.053-Kontoauszug.</translation>
    </message>
    <message>
        <source>the file is not a camt.054 notification or camt.053 statement (its root element is %1 in the namespace &quot;%2&quot;).</source>
        <translation>die Datei ist weder eine camt.054-Buchungsanzeige noch ein camt.053-Kontoauszug (ihr Wurzelelement ist %1 im Namensraum «%2»).</translation>
    </message>
    <message>
        <source>the element %1 is not what a camt.%2 file holds.</source>
        <translation>das Element %1 gehört nicht in eine camt.%2-Datei.</translation>
    </message>
    <message>
        <source>Line %1: the entry says neither credit nor debit.</source>
        <translation>Zeile %1: Die Buchung ist weder als Gutschrift noch als Belastung gekennzeichnet.</translation>
    </message>
    <message>
        <source>Line %1: the amount &quot;%2&quot; cannot be read.</source>
        <translation>Zeile %1: Der Betrag «%2» kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Line %1: the currency &quot;%2&quot; is not a currency code.</source>
        <translation>Zeile %1: Die Währung «%2» ist kein Währungscode.</translation>
    </message>
    <message>
        <source>Line %1: the reference %2 has a wrong check digit or form.</source>
        <translation>Zeile %1: Die Referenz %2 hat eine falsche Prüfziffer oder Form.</translation>
    </message>
</context>
<context>
    <name>ChfRatesDialog</name>
    <message>
        <source>CHF rates for the VAT return</source>
        <translation>CHF-Kurse für die MWST-Abrechnung</translation>
    </message>
    <message>
        <source>Documents in other currencies go into the VAT return at the monthly average rate the tax administration publishes for the month of the document: CHF per unit, e.g. EUR, 2024-03, 0.9512.</source>
        <translation>Dokumente in anderen Währungen gehen zum Monatsmittelkurs in die MWST-Abrechnung ein, den die Steuerverwaltung für den Monat des Dokuments veröffentlicht: CHF pro Einheit, z. B. EUR, 2024-03, 0.9512.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Month (YYYY-MM)</source>
        <translation>Monat (JJJJ-MM)</translation>
    </message>
    <message>
        <source>CHF per unit</source>
        <translation>CHF pro Einheit</translation>
    </message>
    <message>
        <source>CHF rates</source>
        <translation>CHF-Kurse</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>Import CHF rates</source>
        <translation>CHF-Kurse importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>CSV-Dateien (*.csv *.txt)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n rate(s) imported; press Save to keep them.</source>
        <translation>
            <numerusform>%n Kurs importiert; klicken Sie auf «Speichern», um ihn zu behalten.</numerusform>
            <numerusform>%n Kurse importiert; klicken Sie auf «Speichern», um sie zu behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1, currency: &quot;%2&quot; is not a three-letter code other than CHF.</source>
        <translation>Zeile %1, Währung: «%2» ist kein dreistelliger Code ausser CHF.</translation>
    </message>
    <message>
        <source>Row %1, month: &quot;%2&quot; is not written as 2024-03.</source>
        <translation>Zeile %1, Monat: «%2» ist nicht wie 2024-03 geschrieben.</translation>
    </message>
    <message>
        <source>Row %1: %2 of %3 is given twice.</source>
        <translation>Zeile %1: %2 für %3 ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>The rates could not be kept: %1</source>
        <translation>Die Kurse konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Row %1, rate: &quot;%2&quot; is not a positive number with at most six decimals, such as 0.9512 or 0,9512.</source>
        <translation>Zeile %1, Kurs: «%2» ist keine positive Zahl mit höchstens sechs Nachkommastellen, wie 0.9512 oder 0,9512.</translation>
    </message>
</context>
<context>
    <name>CliRunner</name>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>standard input cannot be read: %1</source>
        <translation>Standardeingabe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be read: %2</source>
        <translation>«%1» kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is larger than %2 MB: refused unread.</source>
        <translation>«%1» ist grösser als %2 MB: ungelesen abgelehnt.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: refused.</source>
        <translation>%1 ist grösser als %2 MB: abgelehnt.</translation>
    </message>
    <message>
        <source>The token reads no account: nothing was done.</source>
        <translation>Das Token erreicht kein Konto: Es wurde nichts ausgeführt.</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>Ended by signal %1: what was under way was cancelled; the local copy keeps what was stored before.</source>
        <translation>Durch Signal %1 beendet: Was im Gang war, wurde abgebrochen; die lokale Kopie behält, was vorher gespeichert war.</translation>
    </message>
    <message>
        <source>None of the accounts the token reads has the bank account this file is about: nothing was booked.</source>
        <translation>Keines der Konten, die das Token erreicht, hat das Bankkonto, um das es in dieser Datei geht: Es wurde nichts gebucht.</translation>
    </message>
    <message>
        <source>%1 (%2): not synchronised, its row is left out.</source>
        <translation>%1 (%2): nicht synchronisiert, seine Zeile fehlt.</translation>
    </message>
    <message>
        <source>%1: the local copy could not be read: %2</source>
        <translation>%1: Die lokale Kopie konnte nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) written to %2.</source>
        <translation>
            <numerusform>%1: %n Zeile in %2 geschrieben.</numerusform>
            <numerusform>%1: %n Zeilen in %2 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only partly synchronised, the figures may be incomplete: %1</source>
        <translation>Nur teilweise synchronisiert, die Zahlen können unvollständig sein: %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>InvoiceDesk: desktop client for the invoicing service.

Commands (one per run; --sync may go before --report or --reminder-run): --sync, --report, --reminder-run, --import-payments, --set-chf-rates, --set-zero-classes, --set-vat-method, --set-input-tax.%1

Exit codes: 0 done; 1 failed; 2 wrong use (one line names the problem; nothing is read or contacted), no token, or the address refused; 3 signing in failed; 4 partly done (what is missing, incomplete or needs attention is named on stderr); 130, 143: ended by SIGINT or SIGTERM (the local copy stays as whole pages and answers left it). With --all-accounts: the highest of the accounts&apos;.</source>
        <translation>InvoiceDesk: Desktop-Programm für den Fakturierungsdienst.

Befehle (einer pro Aufruf; --sync kann vor --report oder --reminder-run stehen): --sync, --report, --reminder-run, --import-payments, --set-chf-rates, --set-zero-classes, --set-vat-method, --set-input-tax.%1

Exit-Codes: 0 erledigt; 1 fehlgeschlagen; 2 falsche Verwendung (eine Zeile nennt das Problem; nichts wird gelesen oder kontaktiert), kein Token oder Adresse abgelehnt; 3 Anmeldung fehlgeschlagen; 4 teilweise erledigt (was fehlt, unvollständig ist oder Aufmerksamkeit braucht, wird auf stderr genannt); 130, 143: durch SIGINT oder SIGTERM beendet (die lokale Kopie bleibt so, wie vollständige Seiten und Antworten sie hinterlassen haben). Mit --all-accounts: der höchste Exit-Code aller Konten.</translation>
    </message>
    <message>
        <source> Without a command the window opens.</source>
        <translation> Ohne Befehl öffnet sich das Fenster.</translation>
    </message>
    <message>
        <source>Start the bundled demo service and open its sample account (the window), or run a command that synchronises on it (a copy of its own, removed at the end).</source>
        <translation>Den mitgelieferten Demodienst starten und sein Beispielkonto öffnen (das Fenster) oder einen Befehl ausführen, der damit synchronisiert (in einer eigenen Kopie, die am Ende entfernt wird).</translation>
    </message>
    <message>
        <source>Address of the service, https://host (http:// only to this computer).</source>
        <translation>Adresse des Dienstes, https://host (http:// nur zu diesem Computer).</translation>
    </message>
    <message>
        <source>Saved profile to use (its address and account).</source>
        <translation>Zu verwendendes gespeichertes Profil (seine Adresse und sein Konto).</translation>
    </message>
    <message>
        <source>The account, by its UUID.</source>
        <translation>Das Konto, über seine UUID.</translation>
    </message>
    <message>
        <source>Run the command for every account the token reads, one after the other: {account} (the UUID) and {name} (the account&apos;s name as a safe file name) in --out are replaced; one summary line per account (account, UUID, name, exit code, tab-separated; on stderr for --import-payments, else on stdout).</source>
        <translation>Den Befehl für jedes Konto ausführen, das das Token erreicht, eines nach dem anderen: {account} (die UUID) und {name} (der Name des Kontos als sicherer Dateiname) werden in --out ersetzt; eine Zusammenfassungszeile pro Konto (Konto, UUID, Name, Exit-Code, durch Tabulatoren getrennt; auf stderr bei --import-payments, sonst auf stdout).</translation>
    </message>
    <message>
        <source>Synchronise: the lists, then addresses, products, bank accounts, the invoice settings and every invoice&apos;s and credit note&apos;s details that are new or changed; print a summary (token from INVOICEDESK_TOKEN or the keychain). Exit code 4: partly done (the summary names what is missing; the next synchronisation fetches it).</source>
        <translation>Synchronisieren: die Listen, dann Adressen, Produkte, Bankkonten, die Rechnungseinstellungen und die Details jeder neuen oder geänderten Rechnung und Gutschrift; eine Zusammenfassung ausgeben (Token aus INVOICEDESK_TOKEN oder dem Schlüsselbund). Exit-Code 4: teilweise erledigt (die Zusammenfassung nennt, was fehlt; die nächste Synchronisierung ruft es ab).</translation>
    </message>
    <message>
        <source>With --sync: fetch everything again and remove deleted documents.</source>
        <translation>Mit --sync: alles neu abrufen und gelöschte Dokumente entfernen.</translation>
    </message>
    <message>
        <source>Write a report from the local copy (with --sync: synchronised first): vat, open-items or revenue, with --period and --out. Exit code 4: written, but the figures are incomplete (the reasons on stderr).</source>
        <translation>Eine Auswertung aus der lokalen Kopie schreiben (mit --sync: zuerst synchronisiert): vat, open-items oder revenue, mit --period und --out. Exit-Code 4: geschrieben, aber die Zahlen sind unvollständig (die Gründe auf stderr).</translation>
    </message>
    <message>
        <source>With --report or --set-input-tax: 2024-Q1, 2024-H1, 2024-03 or 2024.</source>
        <translation>Mit --report oder --set-input-tax: 2024-Q1, 2024-H1, 2024-03 oder 2024.</translation>
    </message>
    <message>
        <source>With --report: the file to write, .csv or .xlsx; with --reminder-run: the CSV file.</source>
        <translation>Mit --report: die zu schreibende Datei, .csv oder .xlsx; mit --reminder-run: die CSV-Datei.</translation>
    </message>
    <message>
        <source>Write the reminders the reminder run would propose as of --as-of to the CSV file --out, from the local copy (with --sync: synchronised first); sends nothing without --send-email. Columns invoiceNumber, customer, dueDate, daysOverdue, currentLevel, proposedLevel (empty when nothing is due), fee, currency, note. Exit code 4: some overdue invoices&apos; details are not current (named; planned from the list only).</source>
        <translation>Die Mahnungen, die der Mahnlauf per --as-of vorschlagen würde, aus der lokalen Kopie (mit --sync: zuerst synchronisiert) in die CSV-Datei --out schreiben; ohne --send-email wird nichts versendet. Spalten invoiceNumber, customer, dueDate, daysOverdue, currentLevel, proposedLevel (leer, wenn nichts fällig ist), fee, currency, note. Exit-Code 4: Die Details einiger überfälliger Rechnungen sind nicht aktuell (genannt; nur aus der Liste geplant).</translation>
    </message>
    <message>
        <source>With --reminder-run: the day, exactly YYYY-MM-DD.</source>
        <translation>Mit --reminder-run: der Tag, genau als YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>With --reminder-run as of today: the service e-mails every proposed reminder itself (the level&apos;s text, fee and PDF), one line per invoice (sent, already sent, not sent with the reason). Exit code 4: some not sent.</source>
        <translation>Mit --reminder-run per heute: Der Dienst versendet jede vorgeschlagene Mahnung selbst per E-Mail (Text, Gebühr und PDF der Stufe), eine Zeile pro Rechnung (gesendet, bereits gesendet, nicht gesendet mit Grund). Exit-Code 4: einige nicht gesendet.</translation>
    </message>
    <message>
        <source>Import a camt.054 or camt.053 bank file (synchronised first; &quot;-&quot; reads standard input, pipes and FIFOs are read like files): books the payments whose reference names an open invoice, never suggestions; one line per entry (booked; booked, over-paid; already booked; needs check; suggested; unmatched; failed). Exit code 0: every credit entry booked in full or before; 4: some need attention (listed); 2: not a camt file.</source>
        <translation>Eine camt.054- oder camt.053-Bankdatei importieren (zuerst synchronisiert; «-» liest die Standardeingabe, Pipes und FIFOs werden wie Dateien gelesen): bucht die Zahlungen, deren Referenz eine offene Rechnung nennt, nie Vorschläge; eine Zeile pro Eintrag (booked; booked, over-paid; already booked; needs check; suggested; unmatched; failed). Exit-Code 0: jeder Zahlungseingang vollständig oder schon früher gebucht; 4: einige brauchen Aufmerksamkeit (aufgeführt); 2: keine camt-Datei.</translation>
    </message>
    <message>
        <source>With --import-payments or a --set-… command: print what would be booked or changed, change nothing.</source>
        <translation>Mit --import-payments oder einem --set-…-Befehl: ausgeben, was gebucht oder geändert würde, nichts ändern.</translation>
    </message>
    <message>
        <source>Keep the monthly CHF rates of the CSV file (&quot;-&quot;: standard input) in the local copy, as the window&apos;s CHF rates import does: lines CURRENCY;YYYY-MM;RATE, e.g. EUR;2024-03;0.9512.</source>
        <translation>Die monatlichen CHF-Kurse der CSV-Datei («-»: Standardeingabe) in der lokalen Kopie speichern, wie es der Import der CHF-Kurse im Fenster tut: Zeilen CURRENCY;YYYY-MM;RATE, z. B. EUR;2024-03;0.9512.</translation>
    </message>
    <message>
        <source>Keep how each product&apos;s turnover at 0 % counts in the VAT return, from the CSV file (&quot;-&quot;: standard input): lines productKey;class, class one of export, abroad, excluded, none.</source>
        <translation>Speichern, wie der Umsatz zu 0 % jedes Produkts in der MWST-Abrechnung zählt, aus der CSV-Datei («-»: Standardeingabe): Zeilen productKey;class, class eines von export, abroad, excluded, none.</translation>
    </message>
    <message>
        <source>Keep the account&apos;s VAT method: effective, or net-tax-rate:RATE[:RATE2] (e.g. net-tax-rate:6.2).</source>
        <translation>Die MWST-Methode des Kontos speichern: effective oder net-tax-rate:RATE[:RATE2] (z. B. net-tax-rate:6.2).</translation>
    </message>
    <message>
        <source>Keep the input tax of the period (e.g. 2024-Q1) given with --tax-400 and --tax-405.</source>
        <translation>Die mit --tax-400 und --tax-405 angegebene Vorsteuer der Periode (z. B. 2024-Q1) speichern.</translation>
    </message>
    <message>
        <source>With --set-input-tax: input tax on material and services, as 1234.50.</source>
        <translation>Mit --set-input-tax: Vorsteuer auf Material- und Dienstleistungsaufwand, als 1234.50.</translation>
    </message>
    <message>
        <source>With --set-input-tax: input tax on investments, as 1234.50.</source>
        <translation>Mit --set-input-tax: Vorsteuer auf Investitionen, als 1234.50.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; needs a value.</source>
        <translation>%1: «%2» braucht einen Wert.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; needs a value, not the option &quot;%3&quot;.</source>
        <translation>%1: «%2» braucht einen Wert, nicht die Option «%3».</translation>
    </message>
    <message>
        <source>%1: unknown option &quot;%2&quot;; see %1 --help.</source>
        <translation>%1: unbekannte Option «%2»; siehe %1 --help.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: unexpected word &quot;%2&quot; (options start with --; see %1 --help).</source>
        <translation>%1: unerwartetes Wort «%2» (Optionen beginnen mit --; siehe %1 --help).</translation>
    </message>
    <message>
        <source>%1: &quot;--%2&quot; is given %3 times (&quot;%4&quot;); give it once.</source>
        <translation>%1: &quot;--%2&quot; ist %3-mal angegeben (&quot;%4&quot;); geben Sie es nur einmal an.</translation>
    </message>
    <message>
        <source>%1: --%2 and --%3 cannot go together: run them one after the other.</source>
        <translation>%1: --%2 und --%3 gehen nicht zusammen: Führen Sie sie nacheinander aus.</translation>
    </message>
    <message>
        <source>%1: --import-payments synchronises first by itself: leave out --sync.</source>
        <translation>%1: --import-payments synchronisiert selbst zuerst: Lassen Sie --sync weg.</translation>
    </message>
    <message>
        <source>%1: --%2 changes only the local copy: run --sync on its own.</source>
        <translation>%1: --%2 ändert nur die lokale Kopie: Führen Sie --sync separat aus.</translation>
    </message>
    <message>
        <source>%1: --%2 goes with %3.</source>
        <translation>%1: --%2 gehört zu %3.</translation>
    </message>
    <message>
        <source>--import-payments or a --set-… command</source>
        <translation>--import-payments oder einem --set-…-Befehl</translation>
    </message>
    <message>
        <source>--report or --set-input-tax</source>
        <translation>--report oder --set-input-tax</translation>
    </message>
    <message>
        <source>--report or --reminder-run</source>
        <translation>--report oder --reminder-run</translation>
    </message>
    <message>
        <source>a command</source>
        <translation>einem Befehl</translation>
    </message>
    <message>
        <source>%1: name a command: --sync, --report, --reminder-run, --import-payments or a --set-… command; see %1 --help.</source>
        <translation>%1: Nennen Sie einen Befehl: --sync, --report, --reminder-run, --import-payments oder einen --set-…-Befehl; siehe %1 --help.</translation>
    </message>
    <message>
        <source>%1: --profile is empty: name a saved profile.</source>
        <translation>%1: --profile ist leer: Nennen Sie ein gespeichertes Profil.</translation>
    </message>
    <message>
        <source>%1: --base-url is empty: give the service&apos;s address, e.g. https://api.abaninja.ch.</source>
        <translation>%1: --base-url ist leer: Geben Sie die Adresse des Dienstes an, z. B. https://api.abaninja.ch.</translation>
    </message>
    <message>
        <source>%1: --base-url &quot;%2&quot; is not a service address: write it as https://host or http://127.0.0.1:PORT.</source>
        <translation>%1: --base-url «%2» ist keine Dienstadresse: Schreiben Sie sie als https://host oder http://127.0.0.1:PORT.</translation>
    </message>
    <message>
        <source>%1: --base-url &quot;%2&quot;: %3</source>
        <translation>%1: --base-url «%2»: %3</translation>
    </message>
    <message>
        <source>%1: --account &quot;%2&quot; is not an account&apos;s UUID (like 825c3971-3f5d-4b3e-9d7a-1c2b3a4d5e6f).</source>
        <translation>%1: --account «%2» ist keine Konto-UUID (wie 825c3971-3f5d-4b3e-9d7a-1c2b3a4d5e6f).</translation>
    </message>
    <message>
        <source>%1: --account and --all-accounts cannot go together.</source>
        <translation>%1: --account und --all-accounts gehen nicht zusammen.</translation>
    </message>
    <message>
        <source>%1: --demo runs its own service with its own accounts: leave out --%2.</source>
        <translation>%1: --demo startet einen eigenen Dienst mit eigenen Konten: Lassen Sie --%2 weg.</translation>
    </message>
    <message>
        <source>%1: --demo keeps its copy only while the command runs: use it with --sync, --report --sync, --reminder-run --sync or --import-payments.</source>
        <translation>%1: --demo behält seine Kopie nur, solange der Befehl läuft: Verwenden Sie es mit --sync, --report --sync, --reminder-run --sync oder --import-payments.</translation>
    </message>
    <message>
        <source>%1: --reminder-run needs --as-of YYYY-MM-DD.</source>
        <translation>%1: --reminder-run braucht --as-of YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>%1: --send-email sends reminders as of today only, not as of &quot;%2&quot;.</source>
        <translation>%1: --send-email versendet Mahnungen nur per heute, nicht per «%2».</translation>
    </message>
    <message>
        <source>%1: --reminder-run needs --out, the CSV file to write.</source>
        <translation>%1: --reminder-run braucht --out, die zu schreibende CSV-Datei.</translation>
    </message>
    <message>
        <source>%1: --%2 is empty: name the file, or &quot;-&quot; for standard input.</source>
        <translation>%1: --%2 ist leer: Nennen Sie die Datei oder «-» für die Standardeingabe.</translation>
    </message>
    <message>
        <source>%1: --set-input-tax names its period itself (--set-input-tax 2024-Q1): leave out --period.</source>
        <translation>%1: --set-input-tax nennt seine Periode selbst (--set-input-tax 2024-Q1): Lassen Sie --period weg.</translation>
    </message>
    <message>
        <source>%1: --set-input-tax needs --tax-400 and --tax-405 (0.00 where there is none).</source>
        <translation>%1: --set-input-tax braucht --tax-400 und --tax-405 (0.00, wo keine anfällt).</translation>
    </message>
    <message>
        <source>%1: --out &quot;%2&quot;: {account} and {name} are replaced only with --all-accounts.</source>
        <translation>%1: --out «%2»: {account} und {name} werden nur mit --all-accounts ersetzt.</translation>
    </message>
    <message>
        <source>%1: with --all-accounts, --out &quot;%2&quot; needs {account} or {name} in it (one file per account).</source>
        <translation>%1: Mit --all-accounts muss --out «%2» {account} oder {name} enthalten (eine Datei pro Konto).</translation>
    </message>
    <message>
        <source>%1: --out &quot;%2&quot;: the folder &quot;%3&quot; does not exist.</source>
        <translation>%1: --out «%2»: Der Ordner «%3» existiert nicht.</translation>
    </message>
    <message>
        <source>--as-of &quot;%1&quot; is not a date written exactly YYYY-MM-DD.</source>
        <translation>--as-of «%1» ist kein Datum genau in der Form YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>--as-of &quot;%1&quot; is in the future: the reminders and figures are as of today or an earlier day.</source>
        <translation>--as-of «%1» liegt in der Zukunft: Mahnungen und Zahlen gelten per heute oder einem früheren Tag.</translation>
    </message>
    <message>
        <source>--reminder-run or --report accounts</source>
        <translation>--reminder-run oder --report accounts</translation>
    </message>
    <message>
        <source>%1: --report accounts is as of a day: give --as-of YYYY-MM-DD, not --period.</source>
        <translation>%1: --report accounts gilt per einem Tag: Geben Sie --as-of YYYY-MM-DD an, nicht --period.</translation>
    </message>
    <message>
        <source>%1: --report accounts needs --as-of YYYY-MM-DD.</source>
        <translation>%1: --report accounts braucht --as-of YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>%1: --report accounts writes every account into one file: --out &quot;%2&quot; needs no {account} or {name}.</source>
        <translation>%1: --report accounts schreibt alle Konten in eine Datei: --out «%2» braucht kein {account} oder {name}.</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>&amp;Verify token</source>
        <translation>Token &amp;prüfen</translation>
    </message>
    <message>
        <source>Connect to the invoicing service</source>
        <translation>Mit dem Rechnungsdienst verbinden</translation>
    </message>
    <message>
        <source>Paste the API token created in the service&apos;s settings</source>
        <translation>Das in den Einstellungen des Dienstes erstellte API-Token einfügen</translation>
    </message>
    <message>
        <source>For example: Office, or the company&apos;s name</source>
        <translation>Zum Beispiel: Büro, oder der Name der Firma</translation>
    </message>
    <message>
        <source>Create an API token in the service under Settings → Automation → API tokens with the scopes &lt;i&gt;profile&lt;/i&gt; and &lt;i&gt;customers&lt;/i&gt;, then paste it here. The token is kept in the system keychain, never in a file.</source>
        <translation>Erstellen Sie im Dienst unter Einstellungen → Automatisierung → API-Tokens ein Token mit den Berechtigungen &lt;i&gt;profile&lt;/i&gt; und &lt;i&gt;customers&lt;/i&gt; und fügen Sie es hier ein. Das Token wird im Schlüsselbund des Systems aufbewahrt, nie in einer Datei.</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>API &amp;token:</source>
        <translation>API-&amp;Token:</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>&amp;Konto:</translation>
    </message>
    <message>
        <source>&amp;Profile name:</source>
        <translation>&amp;Profilname:</translation>
    </message>
    <message>
        <source>Try the &amp;demo</source>
        <translation>&amp;Demo ausprobieren</translation>
    </message>
    <message>
        <source>Start the bundled demo service with sample data; no account needed.</source>
        <translation>Den mitgelieferten Demodienst mit Beispieldaten starten; kein Konto nötig.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>API token: enter the token to verify it.</source>
        <translation>API-Token: Geben Sie das Token ein, um es zu prüfen.</translation>
    </message>
    <message>
        <source>Checking the token with %1…</source>
        <translation>Das Token wird bei %1 geprüft…</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Die Antwort des Dienstes konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The token is valid but reaches no account.</source>
        <translation>Das Token ist gültig, erreicht aber kein Konto.</translation>
    </message>
    <message numerus="yes">
        <source>The token reaches %n account(s). Pick one and connect.</source>
        <translation>
            <numerusform>Das Token erreicht %n Konto. Wählen Sie es und verbinden Sie.</numerusform>
            <numerusform>Das Token erreicht %n Konten. Wählen Sie eines und verbinden Sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the profile?</source>
        <translation>Profil ersetzen?</translation>
    </message>
    <message>
        <source>The profile “%1” opens the account “%2” on %3. Replace it, so that it opens “%4” on %5?</source>
        <translation>Das Profil «%1» öffnet das Konto «%2» auf %3. Ersetzen, sodass es «%4» auf %5 öffnet?</translation>
    </message>
    <message>
        <source>To keep both, choose another profile name.</source>
        <translation>Um beide zu behalten, wählen Sie einen anderen Profilnamen.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>A quoted field that starts on line %1 is not closed.</source>
        <translation>Ein Feld in Anführungszeichen, das auf Zeile %1 beginnt, ist nicht geschlossen.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>The file has a header line but no rows.</source>
        <translation>Die Datei hat eine Kopfzeile, aber keine Zeilen.</translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <source>Type a date such as 23.11.2026, 23.11.26, 23.11. or 231126; t for today, +30 for 30 days from today. Alt+Down opens a calendar.</source>
        <translation>Datum eingeben, z. B. 23.11.2026, 23.11.26, 23.11. oder 231126; h für heute, +30 für heute in 30 Tagen. Alt+Ab öffnet einen Kalender.</translation>
    </message>
    <message>
        <source>Choose from a calendar (Alt+Down)</source>
        <translation>Im Kalender wählen (Alt+Ab)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>%1: %2 is before %3.</source>
        <translation>%1: %2 liegt vor dem %3.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a date. Type for example 23.11.2026, 23.11., 231126, t (today) or +30.</source>
        <translation>%1: «%2» ist kein Datum. Geben Sie z. B. 23.11.2026, 23.11., 231126, h (heute) oder +30 ein.</translation>
    </message>
</context>
<context>
    <name>DefaultConditionsPage</name>
    <message>
        <source>Default conditions</source>
        <translation>Standardbedingungen</translation>
    </message>
    <message>
        <source>The conditions text new documents start with, in the customer&apos;s language.</source>
        <translation>Der Text der Bedingungen, mit dem neue Dokumente beginnen, in der Sprache des Kunden.</translation>
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
        <translation>Die Antwort enthielt kein Dokument.</translation>
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
        <translation>%1 ist storniert.</translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation>%1 ist archiviert.</translation>
    </message>
    <message>
        <source>%1 is already sent.</source>
        <translation>%1 ist bereits versendet.</translation>
    </message>
    <message>
        <source>%1 has no open amount.</source>
        <translation>%1 hat keinen offenen Betrag.</translation>
    </message>
    <message>
        <source>%1 is not overdue.</source>
        <translation>%1 ist nicht überfällig.</translation>
    </message>
    <message>
        <source>%1 has had its final reminder.</source>
        <translation>%1 hat die letzte Mahnung bereits erhalten.</translation>
    </message>
    <message>
        <source>The service does not offer this for %1 in its present state.</source>
        <translation>Der Dienst bietet dies für %1 im jetzigen Zustand nicht an.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n of the selected %1.</source>
        <translation>
            <numerusform>Storniert: %n der ausgewählten %1.</numerusform>
            <numerusform>Storniert: %n der ausgewählten %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archived: %n of the selected %1.</source>
        <translation>
            <numerusform>Archiviert: %n der ausgewählten %1.</numerusform>
            <numerusform>Archiviert: %n der ausgewählten %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already sent: %n of the selected %1.</source>
        <translation>
            <numerusform>Bereits versendet: %n der ausgewählten %1.</numerusform>
            <numerusform>Bereits versendet: %n der ausgewählten %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing open: %n of the selected %1.</source>
        <translation>
            <numerusform>Nichts offen: %n der ausgewählten %1.</numerusform>
            <numerusform>Nichts offen: %n der ausgewählten %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not overdue: %n of the selected %1.</source>
        <translation>
            <numerusform>Nicht überfällig: %n der ausgewählten %1.</numerusform>
            <numerusform>Nicht überfällig: %n der ausgewählten %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final reminder already sent: %n of the selected %1.</source>
        <translation>
            <numerusform>Letzte Mahnung bereits versendet: %n der ausgewählten %1.</numerusform>
            <numerusform>Letzte Mahnung bereits versendet: %n der ausgewählten %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not offered by the service in their present state: %n of the selected %1.</source>
        <translation>
            <numerusform>Vom Dienst im jetzigen Zustand nicht angeboten: %n der ausgewählten %1.</numerusform>
            <numerusform>Vom Dienst im jetzigen Zustand nicht angeboten: %n der ausgewählten %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Payments are recorded one invoice at a time: select only one.</source>
        <translation>Zahlungen werden Rechnung für Rechnung erfasst: Wählen Sie nur eine aus.</translation>
    </message>
    <message>
        <source>Another action is running on the selected documents.</source>
        <translation>Auf den ausgewählten Dokumenten läuft eine andere Aktion.</translation>
    </message>
    <message>
        <source>Asking the service what the selected documents offer…</source>
        <translation>Der Dienst wird gefragt, was die ausgewählten Dokumente anbieten…</translation>
    </message>
</context>
<context>
    <name>DocumentActionCatalog</name>
    <message>
        <source>&amp;Print…</source>
        <translation>Dr&amp;ucken…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>Send by &amp;e-mail…</source>
        <translation>Per &amp;E-Mail senden…</translation>
    </message>
    <message>
        <source>Mark as &amp;sent</source>
        <translation>Als ver&amp;sendet markieren</translation>
    </message>
    <message>
        <source>Mark as a&amp;pproved</source>
        <translation>Als angen&amp;ommen markieren</translation>
    </message>
    <message>
        <source>Mark as dec&amp;lined</source>
        <translation>Als a&amp;bgelehnt markieren</translation>
    </message>
    <message>
        <source>Print &amp;reminder…</source>
        <translation>&amp;Mahnung drucken…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Convert to &amp;invoice</source>
        <translation>In &amp;Rechnung umwandeln</translation>
    </message>
    <message>
        <source>Convert to &amp;contract note</source>
        <translation>In &amp;Auftragsbestätigung umwandeln</translation>
    </message>
    <message>
        <source>Convert to deli&amp;very note</source>
        <translation>In &amp;Lieferschein umwandeln</translation>
    </message>
    <message>
        <source>Convert to c&amp;redit note</source>
        <translation>In &amp;Gutschrift umwandeln</translation>
    </message>
    <message>
        <source>Convert to &amp;template</source>
        <translation>In &amp;Vorlage umwandeln</translation>
    </message>
    <message>
        <source>Save as &amp;template</source>
        <translation>Als &amp;Vorlage speichern</translation>
    </message>
    <message>
        <source>Create &amp;invoice from template</source>
        <translation>&amp;Rechnung aus Vorlage erstellen</translation>
    </message>
    <message>
        <source>Create &amp;quote from template</source>
        <translation>&amp;Offerte aus Vorlage erstellen</translation>
    </message>
    <message>
        <source>Create deli&amp;very note from template</source>
        <translation>&amp;Lieferschein aus Vorlage erstellen</translation>
    </message>
    <message>
        <source>Create c&amp;redit note from template</source>
        <translation>&amp;Gutschrift aus Vorlage erstellen</translation>
    </message>
    <message>
        <source>Create &amp;contract note from template</source>
        <translation>&amp;Auftragsbestätigung aus Vorlage erstellen</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archivieren</translation>
    </message>
    <message>
        <source>Res&amp;tore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Ca&amp;ncel document</source>
        <translation>Dokument s&amp;tornieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Record a pa&amp;yment…</source>
        <translation>&amp;Zahlung erfassen…</translation>
    </message>
    <message>
        <source>Send remi&amp;nder by e-mail</source>
        <translation>Mahnung per E-Mail verse&amp;nden</translation>
    </message>
</context>
<context>
    <name>DocumentActionController</name>
    <message>
        <source>The actions of %1 could not be read: %2</source>
        <translation>Die Aktionen von %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The actions of %1 could not be fetched: %2</source>
        <translation>Die Aktionen von %1 konnten nicht abgerufen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) (%1)</source>
        <translation>
            <numerusform>%n Dokument (%1)</numerusform>
            <numerusform>%n Dokumente (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>%1 löschen?</translation>
    </message>
    <message>
        <source>The document is removed from the service. This cannot be undone.</source>
        <translation>Das Dokument wird beim Dienst entfernt. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Cancel %1?</source>
        <translation>%1 stornieren?</translation>
    </message>
    <message>
        <source>A cancelled document can no longer be changed or sent, and nothing is open on it any more. This cannot be undone.</source>
        <translation>Ein storniertes Dokument kann nicht mehr geändert oder versendet werden, und es ist kein Betrag mehr offen. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>%1: %2?</source>
        <translation>%1: %2?</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>%1 was sent by e-mail to %2.</source>
        <translation>%1 wurde per E-Mail an %2 gesendet.</translation>
    </message>
    <message>
        <source>Send by e-mail</source>
        <translation>Per E-Mail senden</translation>
    </message>
    <message>
        <source>Send %1 by e-mail?</source>
        <translation>%1 per E-Mail senden?</translation>
    </message>
    <message>
        <source>Each document goes with its PDF attached to the primary e-mail address of its receiver, and is marked as sent.</source>
        <translation>Jedes Dokument wird mit angehängtem PDF an die primäre E-Mail-Adresse seines Empfängers gesendet und als versendet markiert.</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>%1 %2.pdf</source>
        <translation>%1 %2.pdf</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Save PDFs in folder</source>
        <translation>PDFs in Ordner speichern</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Die Datei %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>%1: %2 (%3 of %4)</source>
        <translation>%1: %2 (%3 von %4)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 an %2</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>Gelöscht: %1.</translation>
    </message>
    <message>
        <source>Sent by e-mail: %1.</source>
        <translation>Per E-Mail gesendet: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n PDF file(s) to %1.</source>
        <translation>
            <numerusform>%n PDF-Datei in %1 gespeichert.</numerusform>
            <numerusform>%n PDF-Dateien in %1 gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n new document(s) created from %2.</source>
        <translation>
            <numerusform>%1: %n neues Dokument aus %2 erstellt.</numerusform>
            <numerusform>%1: %n neue Dokumente aus %2 erstellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: done for %2.</source>
        <translation>%1: erledigt für %2.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n document(s) were left as they were.</source>
        <translation>
            <numerusform>Angehalten: %n Dokument blieb unverändert.</numerusform>
            <numerusform>Angehalten: %n Dokumente blieben unverändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 failed for %n document(s), which are unchanged:</source>
        <translation>
            <numerusform>%1 ist für %n Dokument fehlgeschlagen, das unverändert ist:</numerusform>
            <numerusform>%1 ist für %n Dokumente fehlgeschlagen, die unverändert sind:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Print %1…</source>
        <translation>%1 &amp;drucken…</translation>
    </message>
    <message>
        <source>Save %1 as P&amp;DF…</source>
        <translation>%1 als P&amp;DF speichern…</translation>
    </message>
    <message>
        <source>Send %1 by &amp;e-mail…</source>
        <translation>%1 per &amp;E-Mail senden…</translation>
    </message>
    <message>
        <source>Mark %1 as &amp;sent</source>
        <translation>%1 als ver&amp;sendet markieren</translation>
    </message>
    <message>
        <source>Mark %1 as a&amp;pproved</source>
        <translation>%1 als an&amp;genommen markieren</translation>
    </message>
    <message>
        <source>Mark %1 as dec&amp;lined</source>
        <translation>%1 als abge&amp;lehnt markieren</translation>
    </message>
    <message>
        <source>Print &amp;reminders for %1…</source>
        <translation>&amp;Mahnungen für %1 drucken…</translation>
    </message>
    <message>
        <source>D&amp;uplicate %1</source>
        <translation>%1 d&amp;uplizieren</translation>
    </message>
    <message>
        <source>Create c&amp;redit notes for %1</source>
        <translation>Gut&amp;schriften für %1 erstellen</translation>
    </message>
    <message>
        <source>&amp;Archive %1</source>
        <translation>%1 &amp;archivieren</translation>
    </message>
    <message>
        <source>Res&amp;tore %1</source>
        <translation>%1 wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Ca&amp;ncel %1</source>
        <translation>%1 s&amp;tornieren</translation>
    </message>
    <message>
        <source>&amp;Delete %1</source>
        <translation>%1 &amp;löschen</translation>
    </message>
    <message>
        <source>Create a credit note for %1 over %2?</source>
        <translation>Gutschrift für %1 über %2 erstellen?</translation>
    </message>
    <message>
        <source>Create credit notes for %1 over %2?</source>
        <translation>Gutschriften für %1 über %2 erstellen?</translation>
    </message>
    <message>
        <source>A credit note takes the amount back from the customer. It is created as a draft you can still change before sending it.</source>
        <translation>Eine Gutschrift schreibt dem Kunden den Betrag gut. Sie wird als Entwurf erstellt, den Sie vor dem Versand noch ändern können.</translation>
    </message>
    <message>
        <source>&amp;Create credit note</source>
        <translation>Gutschrift &amp;erstellen</translation>
    </message>
    <message>
        <source>&amp;Create credit notes</source>
        <translation>Gutschriften &amp;erstellen</translation>
    </message>
    <message>
        <source>Nothing was done: the selection or the documents changed while the question was open. Choose the action again.</source>
        <translation>Nichts wurde ausgeführt: Die Auswahl oder die Dokumente haben sich geändert, während die Frage offen war. Wählen Sie die Aktion erneut.</translation>
    </message>
    <message>
        <source>Nothing was sent: the selection or the documents changed while the question was open. Choose the action again.</source>
        <translation>Nichts wurde gesendet: Die Auswahl oder die Dokumente haben sich geändert, während die Frage offen war. Wählen Sie die Aktion erneut.</translation>
    </message>
    <message>
        <source>Payment of %1 recorded for %2; it is paid in full.</source>
        <translation>Zahlung von %1 für %2 erfasst; sie ist vollständig bezahlt.</translation>
    </message>
    <message>
        <source>Payment of %1 recorded for %2; %3 is still open.</source>
        <translation>Zahlung von %1 für %2 erfasst; %3 sind noch offen.</translation>
    </message>
    <message>
        <source>Nothing was saved: the selection changed while the file dialog was open. Choose the action again.</source>
        <translation>Nichts wurde gespeichert: Die Auswahl hat sich geändert, während der Dateidialog offen war. Wählen Sie die Aktion erneut.</translation>
    </message>
    <message numerus="yes">
        <source>%n quotes</source>
        <translation>
            <numerusform>%n Offerte</numerusform>
            <numerusform>%n Offerten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n contract notes</source>
        <translation>
            <numerusform>%n Auftragsbestätigung</numerusform>
            <numerusform>%n Auftragsbestätigungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n delivery notes</source>
        <translation>
            <numerusform>%n Lieferschein</numerusform>
            <numerusform>%n Lieferscheine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invoices</source>
        <translation>
            <numerusform>%n Rechnung</numerusform>
            <numerusform>%n Rechnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n credit notes</source>
        <translation>
            <numerusform>%n Gutschrift</numerusform>
            <numerusform>%n Gutschriften</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recurring invoices</source>
        <translation>
            <numerusform>%n wiederkehrende Rechnung</numerusform>
            <numerusform>%n wiederkehrende Rechnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n templates</source>
        <translation>
            <numerusform>%n Vorlage</numerusform>
            <numerusform>%n Vorlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n receipts</source>
        <translation>
            <numerusform>%n Beleg</numerusform>
            <numerusform>%n Belege</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Es besteht keine Verbindung zum Dienst.</translation>
    </message>
    <message>
        <source>Record the next reminder level for %1?</source>
        <translation>Nächste Mahnstufe für %1 erfassen?</translation>
    </message>
    <message>
        <source>The service records the next dunning level with its fee as soon as the reminder is fetched for printing, whether or not you print it. The service refuses a reminder that is not due yet.</source>
        <translation>Der Dienst erfasst die nächste Mahnstufe mit ihrer Gebühr, sobald die Mahnung zum Drucken abgerufen wird, ob Sie sie drucken oder nicht. Der Dienst lehnt eine Mahnung ab, die noch nicht fällig ist.</translation>
    </message>
    <message>
        <source>&amp;Record reminder</source>
        <translation>&amp;Mahnung erfassen</translation>
    </message>
    <message>
        <source>The service e-mails the reminder of the next level with its fee to the customer and records the level. It refuses a reminder that is not due yet, and one for a customer without an e-mail address (print it instead).</source>
        <translation>Der Dienst sendet die Mahnung der nächsten Stufe mit ihrer Gebühr per E-Mail an den Kunden und erfasst die Stufe. Er lehnt eine Mahnung ab, die noch nicht fällig ist, und eine für einen Kunden ohne E-Mail-Adresse (drucken Sie sie stattdessen).</translation>
    </message>
    <message>
        <source>&amp;Send reminder</source>
        <translation>Mahnung &amp;senden</translation>
    </message>
    <message>
        <source>Send remi&amp;nders for %1 by e-mail</source>
        <translation>Mahnungen für %1 per E-Mail verse&amp;nden</translation>
    </message>
    <message>
        <source>%1: the next level (%2) is not due before %3.</source>
        <translation>%1: Die nächste Stufe (%2) ist nicht vor dem %3 fällig.</translation>
    </message>
    <message>
        <source>%1: no further reminder level is due.</source>
        <translation>%1: Keine weitere Mahnstufe ist fällig.</translation>
    </message>
    <message numerus="yes">
        <source>No reminder was recorded: the service would refuse %n of the selected invoices.</source>
        <translation>
            <numerusform>Es wurde keine Mahnung erfasst: Der Dienst würde %n der ausgewählten Rechnungen ablehnen.</numerusform>
            <numerusform>Es wurde keine Mahnung erfasst: Der Dienst würde %n der ausgewählten Rechnungen ablehnen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentActionsApi</name>
    <message>
        <source>The list of actions is missing from the service&apos;s answer.</source>
        <translation>In der Antwort des Dienstes fehlt die Liste der Aktionen.</translation>
    </message>
    <message>
        <source>The service&apos;s answer to the action is not a JSON object.</source>
        <translation>Die Antwort des Dienstes auf die Aktion ist kein JSON-Objekt.</translation>
    </message>
</context>
<context>
    <name>DocumentDetail</name>
    <message>
        <source>the amounts of the document&apos;s positions are too large</source>
        <translation>die Beträge der Positionen des Dokuments sind zu gross</translation>
    </message>
</context>
<context>
    <name>DocumentDetailPane</name>
    <message>
        <source>Select a document to see its details.</source>
        <translation>Wählen Sie ein Dokument, um seine Details zu sehen.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>The document could not be shown: the service&apos;s answer is incomplete. %1</source>
        <translation>Das Dokument kann nicht angezeigt werden: die Antwort des Dienstes ist unvollständig. %1</translation>
    </message>
    <message>
        <source>Showing the saved copy. %1</source>
        <translation>Die gespeicherte Kopie wird angezeigt. %1</translation>
    </message>
    <message>
        <source>customer %1</source>
        <translation>Kunde %1</translation>
    </message>
    <message>
        <source>Receiver</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Fälligkeit</translation>
    </message>
    <message>
        <source>Delivery date</source>
        <translation>Lieferdatum</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Storniert</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Versendet</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Nicht versendet</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>%1 %2 × %3 · VAT %4</source>
        <translation>%1 %2 × %3 · MWST %4</translation>
    </message>
    <message>
        <source> · discount %1</source>
        <translation> · Rabatt %1</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation>IBAN</translation>
    </message>
    <message>
        <source>(not listed yet)</source>
        <translation>(noch nicht in der Liste)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Follow-up</source>
        <translation>Folgedokument</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <source>Unknown (not converted from another document in this copy)</source>
        <translation>Unbekannt (in dieser Kopie nicht aus einem anderen Dokument umgewandelt)</translation>
    </message>
    <message>
        <source>Made from</source>
        <translation>Erstellt aus</translation>
    </message>
    <message>
        <source>QR reference</source>
        <translation>QR-Referenz</translation>
    </message>
    <message>
        <source>Creditor reference</source>
        <translation>Creditor-Referenz</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <translation>%1 (storniert)</translation>
    </message>
    <message>
        <source>Total at the service:</source>
        <translation>Total beim Dienst:</translation>
    </message>
    <message>
        <source>Cancelled: nothing is to be paid.</source>
        <translation>Storniert: Es ist nichts zu bezahlen.</translation>
    </message>
    <message>
        <source>Open amount:</source>
        <translation>Offener Betrag:</translation>
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
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>choose a company or person.</source>
        <translation>wählen Sie eine Firma oder Person.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>three capital letters are needed, e.g. CHF.</source>
        <translation>drei Grossbuchstaben sind nötig, z. B. CHF.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>at most 255 characters.</source>
        <translation>höchstens 255 Zeichen.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>a date is needed.</source>
        <translation>ein Datum ist nötig.</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Fälligkeit</translation>
    </message>
    <message>
        <source>must not be before the document date.</source>
        <translation>darf nicht vor dem Dokumentdatum liegen.</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <source>must not be before the quote date.</source>
        <translation>darf nicht vor dem Offertdatum liegen.</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Enddatum</translation>
    </message>
    <message>
        <source>must not be before the start date.</source>
        <translation>darf nicht vor dem Startdatum liegen.</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>must be weekly, monthly, every six months or annually.</source>
        <translation>muss wöchentlich, monatlich, halbjährlich oder jährlich sein.</translation>
    </message>
    <message>
        <source>Document discount</source>
        <translation>Dokumentrabatt</translation>
    </message>
    <message>
        <source>must be a percentage from 0 to 100.</source>
        <translation>muss ein Prozentsatz von 0 bis 100 sein.</translation>
    </message>
    <message>
        <source>must be an amount of at least 0.</source>
        <translation>muss ein Betrag von mindestens 0 sein.</translation>
    </message>
    <message>
        <source>Cash discount %1</source>
        <translation>Skonto %1</translation>
    </message>
    <message>
        <source>days must be from 0 to 365.</source>
        <translation>die Tage müssen zwischen 0 und 365 liegen.</translation>
    </message>
    <message>
        <source>Quantity in row %1</source>
        <translation>Menge in Zeile %1</translation>
    </message>
    <message>
        <source>must be from 0 to 1,000,000.</source>
        <translation>muss zwischen 0 und 1&apos;000&apos;000 liegen.</translation>
    </message>
    <message>
        <source>Description in row %1</source>
        <translation>Beschreibung in Zeile %1</translation>
    </message>
    <message>
        <source>at most 2000 characters.</source>
        <translation>höchstens 2000 Zeichen.</translation>
    </message>
    <message>
        <source>Price in row %1</source>
        <translation>Preis in Zeile %1</translation>
    </message>
    <message>
        <source>must be at most 10,000,000 in either direction.</source>
        <translation>muss zwischen -10&apos;000&apos;000 und 10&apos;000&apos;000 liegen.</translation>
    </message>
    <message>
        <source>VAT in row %1</source>
        <translation>MWST in Zeile %1</translation>
    </message>
    <message>
        <source>Discount in row %1</source>
        <translation>Rabatt in Zeile %1</translation>
    </message>
    <message>
        <source>Row %1.%2</source>
        <translation>Zeile %1.%2</translation>
    </message>
    <message>
        <source>a group holds only products.</source>
        <translation>eine Gruppe enthält nur Produkte.</translation>
    </message>
    <message>
        <source>must not be more than the total of %1.</source>
        <translation>darf nicht höher sein als das Total von %1.</translation>
    </message>
    <message>
        <source>enter when the invoice is due; neither the receiver nor the account has payment terms to compute it from.</source>
        <translation>Geben Sie an, wann die Rechnung fällig ist; weder der Empfänger noch das Konto hat Zahlungsbedingungen, aus denen sie sich berechnen liesse.</translation>
    </message>
</context>
<context>
    <name>DocumentEditor</name>
    <message>
        <source>Receiver</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>&amp;Start date:</source>
        <translation>&amp;Startdatum:</translation>
    </message>
    <message>
        <source>De&amp;livery date:</source>
        <translation>Li&amp;eferdatum:</translation>
    </message>
    <message>
        <source>&amp;Ends on</source>
        <translation>&amp;Endet am</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>Ende:</translation>
    </message>
    <message>
        <source>Weekly</source>
        <translation>Wöchentlich</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Monatlich</translation>
    </message>
    <message>
        <source>Every six months</source>
        <translation>Halbjährlich</translation>
    </message>
    <message>
        <source>Annually</source>
        <translation>Jährlich</translation>
    </message>
    <message>
        <source>&amp;Active</source>
        <translation>&amp;Aktiv</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Reference:</source>
        <translation>&amp;Referenz:</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>Product key or name, then Return</source>
        <translation>Produktschlüssel oder Name, dann Eingabetaste</translation>
    </message>
    <message>
        <source>Ter&amp;ms:</source>
        <translation>&amp;Konditionen:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Notizen:</translation>
    </message>
    <message>
        <source>&amp;Footer:</source>
        <translation>&amp;Fusszeile:</translation>
    </message>
    <message>
        <source>Te&amp;xts</source>
        <translation>Te&amp;xte</translation>
    </message>
    <message>
        <source>&amp;Bank account:</source>
        <translation>&amp;Bankkonto:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Cash discounts</source>
        <translation>Skonti</translation>
    </message>
    <message>
        <source>Custom field &amp;%1:</source>
        <translation>Eigenes Feld &amp;%1:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Within:</source>
        <translation>Innert:</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Dokument</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sch&amp;liessen</translation>
    </message>
    <message>
        <source>&amp;Positions</source>
        <translation>&amp;Positionen</translation>
    </message>
    <message>
        <source>Product &amp;line</source>
        <translation>Produkt&amp;zeile</translation>
    </message>
    <message>
        <source>&amp;Subtitle</source>
        <translation>&amp;Untertitel</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>&amp;Text</translation>
    </message>
    <message>
        <source>&amp;Divider</source>
        <translation>&amp;Trennlinie</translation>
    </message>
    <message>
        <source>Section t&amp;otal</source>
        <translation>&amp;Zwischentotal</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>&amp;Gruppe</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Into &amp;group</source>
        <translation>In &amp;Gruppe</translation>
    </message>
    <message>
        <source>Out of g&amp;roup</source>
        <translation>Aus Gr&amp;uppe</translation>
    </message>
    <message>
        <source>Dupli&amp;cate</source>
        <translation>Dupli&amp;zieren</translation>
    </message>
    <message>
        <source>D&amp;elete row</source>
        <translation>Zeile &amp;löschen</translation>
    </message>
    <message>
        <source>The local copy could not be opened: %1</source>
        <translation>Die lokale Kopie konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Addresses, products or bank accounts could not be loaded: %1</source>
        <translation>Adressen, Produkte oder Bankkonten konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1 (new) [*]</source>
        <translation>%1 (neu) [*]</translation>
    </message>
    <message>
        <source>%1 [*]</source>
        <translation>%1 [*]</translation>
    </message>
    <message>
        <source>Loading the document…</source>
        <translation>Dokument wird geladen…</translation>
    </message>
    <message>
        <source>Shown from the local copy: %1</source>
        <translation>Aus der lokalen Kopie angezeigt: %1</translation>
    </message>
    <message>
        <source>The document could not be loaded: %1</source>
        <translation>Das Dokument konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>%1 %2 [*]</source>
        <translation>%1 %2 [*]</translation>
    </message>
    <message>
        <source>Document discount: &quot;%1&quot; is not a number.</source>
        <translation>Dokumentrabatt: «%1» ist keine Zahl.</translation>
    </message>
    <message>
        <source>Cash discount %1: &quot;%2&quot; is not a percentage.</source>
        <translation>Skonto %1: «%2» ist kein Prozentsatz.</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <translation>Zeile %1, %2</translation>
    </message>
    <message>
        <source>Not connected: the document cannot be saved now. Your input is kept.</source>
        <translation>Nicht verbunden: Das Dokument kann jetzt nicht gespeichert werden. Ihre Eingaben bleiben erhalten.</translation>
    </message>
    <message>
        <source>Please correct these fields before saving:</source>
        <translation>Bitte korrigieren Sie diese Felder vor dem Speichern:</translation>
    </message>
    <message>
        <source>Checking whether the document changed on the service…</source>
        <translation>Es wird geprüft, ob das Dokument beim Dienst geändert wurde…</translation>
    </message>
    <message>
        <source>Document changed</source>
        <translation>Dokument geändert</translation>
    </message>
    <message>
        <source>This document was changed on the service (%1) after you opened it.</source>
        <translation>Dieses Dokument wurde beim Dienst geändert (%1), nachdem Sie es geöffnet hatten.</translation>
    </message>
    <message>
        <source>Reload shows the service&apos;s version and drops your changes; Overwrite saves your version over it.</source>
        <translation>«Neu laden» zeigt die Version des Dienstes und verwirft Ihre Änderungen; «Überschreiben» speichert Ihre Version darüber.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>Ü&amp;berschreiben</translation>
    </message>
    <message>
        <source>Reloaded: the fields show the service&apos;s version.</source>
        <translation>Neu geladen: Die Felder zeigen die Version des Dienstes.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>The service accepted the document but its answer could not be read. Refresh the list before saving again.</source>
        <translation>Der Dienst hat das Dokument angenommen, aber seine Antwort konnte nicht gelesen werden. Aktualisieren Sie die Liste, bevor Sie erneut speichern.</translation>
    </message>
    <message>
        <source>Saved on the service, but the local copy could not be updated: %1</source>
        <translation>Beim Dienst gespeichert, aber die lokale Kopie konnte nicht aktualisiert werden: %1</translation>
    </message>
    <message>
        <source>Saved. The service computed a total of %1 (shown here: %2).</source>
        <translation>Gespeichert. Der Dienst hat ein Total von %1 berechnet (hier angezeigt: %2).</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>The service did not accept the document. Your input is kept; please correct:</source>
        <translation>Der Dienst hat das Dokument nicht angenommen. Ihre Eingaben bleiben erhalten; bitte korrigieren Sie:</translation>
    </message>
    <message>
        <source>The document was not saved. Your input is kept. %1</source>
        <translation>Das Dokument wurde nicht gespeichert. Ihre Eingaben bleiben erhalten. %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>D&amp;atum:</translation>
    </message>
    <message>
        <source>Va&amp;lid until:</source>
        <translation>&amp;Gültig bis:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Du&amp;e date:</source>
        <translation>Fälli&amp;g am:</translation>
    </message>
    <message>
        <source>Fre&amp;quency:</source>
        <translation>&amp;Häufigkeit:</translation>
    </message>
    <message>
        <source>On the &amp;last day of the month</source>
        <translation>Am letzten Ta&amp;g des Monats</translation>
    </message>
    <message>
        <source>I&amp;s a template</source>
        <translation>Ist eine &amp;Vorlage</translation>
    </message>
    <message>
        <source>Add pr&amp;oduct:</source>
        <translation>Prod&amp;ukt hinzufügen:</translation>
    </message>
    <message>
        <source>Payment re&amp;ference:</source>
        <translation>Zahlungsre&amp;ferenz:</translation>
    </message>
    <message>
        <source>Prices i&amp;nclude VAT</source>
        <translation>Preise i&amp;nkl. MWST</translation>
    </message>
    <message>
        <source>Docu&amp;ment discount:</source>
        <translation>Do&amp;kumentrabatt:</translation>
    </message>
    <message>
        <source>Pa&amp;yment</source>
        <translation>&amp;Zahlung</translation>
    </message>
    <message>
        <source>Custom f&amp;ields</source>
        <translation>Eigene Fe&amp;lder</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>«%1» ist keine Zahl.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a percentage.</source>
        <translation>«%1» ist kein Prozentsatz.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The terms name %n day(s), but the due date is %1.</source>
        <translation>
            <numerusform>Die Bedingungen nennen %n Tag, aber das Fälligkeitsdatum ist %1.</numerusform>
            <numerusform>Die Bedingungen nennen %n Tage, aber das Fälligkeitsdatum ist %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 is cancelled: it is shown as it is and cannot be changed.</source>
        <translation>%1 %2 ist storniert: Das Dokument wird so angezeigt, wie es ist, und kann nicht geändert werden.</translation>
    </message>
</context>
<context>
    <name>DocumentEditorController</name>
    <message>
        <source>A cancelled document cannot be changed.</source>
        <translation>Ein storniertes Dokument kann nicht geändert werden.</translation>
    </message>
</context>
<context>
    <name>DocumentKindText</name>
    <message>
        <source>Quotes</source>
        <translation>Offerten</translation>
    </message>
    <message>
        <source>Contract notes</source>
        <translation>Auftragsbestätigungen</translation>
    </message>
    <message>
        <source>Delivery notes</source>
        <translation>Lieferscheine</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>Rechnungen</translation>
    </message>
    <message>
        <source>Credit notes</source>
        <translation>Gutschriften</translation>
    </message>
    <message>
        <source>Recurring invoices</source>
        <translation>Wiederkehrende Rechnungen</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Receipts</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Offerte</translation>
    </message>
    <message>
        <source>Contract note</source>
        <translation>Auftragsbestätigung</translation>
    </message>
    <message>
        <source>Delivery note</source>
        <translation>Lieferschein</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <source>Credit note</source>
        <translation>Gutschrift</translation>
    </message>
    <message>
        <source>Recurring invoice</source>
        <translation>Wiederkehrende Rechnung</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Beleg</translation>
    </message>
    <message numerus="yes">
        <source>%Ln quote(s)</source>
        <translation>
            <numerusform>%Ln Offerte</numerusform>
            <numerusform>%Ln Offerten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contract note(s)</source>
        <translation>
            <numerusform>%Ln Auftragsbestätigung</numerusform>
            <numerusform>%Ln Auftragsbestätigungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln delivery note(s)</source>
        <translation>
            <numerusform>%Ln Lieferschein</numerusform>
            <numerusform>%Ln Lieferscheine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln invoice(s)</source>
        <translation>
            <numerusform>%Ln Rechnung</numerusform>
            <numerusform>%Ln Rechnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln credit note(s)</source>
        <translation>
            <numerusform>%Ln Gutschrift</numerusform>
            <numerusform>%Ln Gutschriften</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln recurring invoice(s)</source>
        <translation>
            <numerusform>%Ln wiederkehrende Rechnung</numerusform>
            <numerusform>%Ln wiederkehrende Rechnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln template(s)</source>
        <translation>
            <numerusform>%Ln Vorlage</numerusform>
            <numerusform>%Ln Vorlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln receipt(s)</source>
        <translation>
            <numerusform>%Ln Beleg</numerusform>
            <numerusform>%Ln Belege</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>Offertdatum</translation>
    </message>
    <message>
        <source>Contract date</source>
        <translation>Auftragsdatum</translation>
    </message>
    <message>
        <source>Delivery note date</source>
        <translation>Lieferscheindatum</translation>
    </message>
    <message>
        <source>Invoice date</source>
        <translation>Rechnungsdatum</translation>
    </message>
    <message>
        <source>Credit note date</source>
        <translation>Gutschriftsdatum</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Startdatum</translation>
    </message>
</context>
<context>
    <name>DocumentListModel</name>
    <message>
        <source>Not sent</source>
        <translation>Nicht versendet</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Versendet</translation>
    </message>
    <message>
        <source>Sending failed</source>
        <translation>Versand fehlgeschlagen</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Erinnerung</translation>
    </message>
    <message>
        <source>1st dunning</source>
        <translation>1. Mahnung</translation>
    </message>
    <message>
        <source>Final dunning</source>
        <translation>Letzte Mahnung</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Storniert</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Überfällig</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Customer number %1</source>
        <translation>Kundennummer %1</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>Referenz: %1</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <source>Dunning</source>
        <translation>Mahnstufe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>The service did not say whether it was sent.</source>
        <translation>Der Dienst hat nicht angegeben, ob es versendet wurde.</translation>
    </message>
    <message>
        <source>Whether the document went out: sent by e-mail or marked as sent (the service gives no date)</source>
        <translation>Ob das Dokument hinausging: per E-Mail versendet oder als versendet markiert (der Dienst nennt kein Datum)</translation>
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
        <translation>Speichern der Dokumente fehlgeschlagen</translation>
    </message>
    <message>
        <source>a document has no uuid</source>
        <translation>ein Dokument hat keine UUID</translation>
    </message>
    <message>
        <source>Saving document %1 failed</source>
        <translation>Speichern von Dokument %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>Reading documents failed</source>
        <translation>Lesen der Dokumente fehlgeschlagen</translation>
    </message>
    <message>
        <source>Reading a document failed</source>
        <translation>Lesen eines Dokuments fehlgeschlagen</translation>
    </message>
    <message>
        <source>Counting documents failed</source>
        <translation>Zählen der Dokumente fehlgeschlagen</translation>
    </message>
    <message>
        <source>Removing a document failed</source>
        <translation>Entfernen eines Dokuments fehlgeschlagen</translation>
    </message>
    <message>
        <source>Reading the saved copy failed</source>
        <translation>Lesen der gespeicherten Kopie fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saving a copy of the document failed</source>
        <translation>Speichern einer Kopie des Dokuments fehlgeschlagen</translation>
    </message>
    <message>
        <source>no transaction is open</source>
        <translation>keine Transaktion ist offen</translation>
    </message>
</context>
<context>
    <name>DocumentSummary</name>
    <message>
        <source>a document in the list has no uuid</source>
        <translation>ein Dokument in der Liste hat keine UUID</translation>
    </message>
</context>
<context>
    <name>DocumentsPage</name>
    <message>
        <source>Search number, customer, title or reference (Ctrl+F)</source>
        <translation>Nummer, Kunde, Titel oder Referenz suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search %1</source>
        <translation>%1 durchsuchen</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Show documents dated within this period</source>
        <translation>Dokumente mit Datum in diesem Zeitraum anzeigen</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Dieser Monat</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Letzter Monat</translation>
    </message>
    <message>
        <source>This quarter</source>
        <translation>Dieses Quartal</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Dieses Jahr</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Letztes Jahr</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>Von … bis …</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>New %1 (%2)</source>
        <translation>Neu: %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>Do&amp;kument</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Open the selected document in the editor (Return or F2)</source>
        <translation>Das gewählte Dokument im Editor öffnen (Eingabetaste oder F2)</translation>
    </message>
    <message>
        <source>Copy as &amp;batch</source>
        <translation>Als &amp;Stapel kopieren</translation>
    </message>
    <message>
        <source>Create copies of the selected documents in one batch; it runs under View → Background work</source>
        <translation>Kopien der gewählten Dokumente in einem Stapel erstellen; er läuft unter Ansicht → Hintergrundarbeiten</translation>
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
        <translation>%1, offen %2</translation>
    </message>
    <message>
        <source>Filters the list as you type. Down or Page Down: to the first document found.</source>
        <translation>Filtert die Liste beim Tippen. Pfeil nach unten oder Bild ab: zum ersten gefundenen Dokument.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Versendet</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Überfällig</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Storniert</translation>
    </message>
</context>
<context>
    <name>DunningPage</name>
    <message>
        <source>Dunning</source>
        <translation>Mahnwesen</translation>
    </message>
    <message>
        <source>&amp;Dunning enabled</source>
        <translation>&amp;Mahnwesen aktiviert</translation>
    </message>
    <message>
        <source>&amp;Charge dunning fees</source>
        <translation>Mahngebühren a&amp;ktiviert</translation>
    </message>
    <message>
        <source>Dunning t&amp;ype:</source>
        <translation>Mahnty&amp;p:</translation>
    </message>
    <message>
        <source>Level &amp;%1</source>
        <translation>Stufe &amp;%1</translation>
    </message>
    <message>
        <source>This level is e&amp;nabled</source>
        <translation>Diese &amp;Stufe ist aktiviert</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>The fee charged at this level, in the account&apos;s currency</source>
        <translation>Die auf dieser Stufe verrechnete Gebühr, in der Währung des Kontos</translation>
    </message>
    <message>
        <source>&amp;Print this level</source>
        <translation>Diese Stufe dru&amp;cken</translation>
    </message>
    <message>
        <source>Days &amp;after due date:</source>
        <translation>&amp;Tage nach Fälligkeit:</translation>
    </message>
    <message>
        <source>Di&amp;rection:</source>
        <translation>&amp;Richtung:</translation>
    </message>
    <message>
        <source>F&amp;ield:</source>
        <translation>&amp;Feld:</translation>
    </message>
    <message>
        <source>Fee (a&amp;mount):</source>
        <translation>Gebühr (Betra&amp;g):</translation>
    </message>
    <message>
        <source>E-mail sub&amp;ject:</source>
        <translation>E-Mai&amp;l-Betreff:</translation>
    </message>
    <message>
        <source>E-mail &amp;template:</source>
        <translation>E-Mail-&amp;Vorlage:</translation>
    </message>
    <message>
        <source>&amp;Letter:</source>
        <translation>Br&amp;ief:</translation>
    </message>
    <message>
        <source>Fee la&amp;bel:</source>
        <translation>Gebührenbe&amp;zeichnung:</translation>
    </message>
    <message>
        <source>Fee of level %1: enter an amount such as %2.</source>
        <translation>Gebühr der Stufe %1: Geben Sie einen Betrag wie %2 ein.</translation>
    </message>
</context>
<context>
    <name>DuplicateDocuments</name>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Connect to a service first.</source>
        <translation>Verbinden Sie sich zuerst mit einem Dienst.</translation>
    </message>
</context>
<context>
    <name>EmailConfirmDialog</name>
    <message>
        <source>Send by e-mail</source>
        <translation>Per E-Mail senden</translation>
    </message>
    <message>
        <source>Looking up the receiver…</source>
        <translation>Empfänger wird gesucht…</translation>
    </message>
    <message>
        <source>Fetching the document…</source>
        <translation>Dokument wird abgerufen…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>An:</translation>
    </message>
    <message>
        <source>Document:</source>
        <translation>Dokument:</translation>
    </message>
    <message>
        <source>The service sends the document with its PDF attached and marks it as sent.</source>
        <translation>Der Dienst sendet das Dokument mit angehängtem PDF und markiert es als versendet.</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Es besteht keine Verbindung zum Dienst.</translation>
    </message>
    <message>
        <source>The document could not be read: %1</source>
        <translation>Das Dokument konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the answer holds no document</source>
        <translation>die Antwort enthält kein Dokument</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total: %1</translation>
    </message>
    <message>
        <source>Attachment: %1 %2.pdf</source>
        <translation>Anhang: %1 %2.pdf</translation>
    </message>
    <message>
        <source>The document could not be fetched: %1</source>
        <translation>Das Dokument konnte nicht abgerufen werden: %1</translation>
    </message>
    <message>
        <source>%1 &lt;%2&gt;</source>
        <translation>%1 &lt;%2&gt;</translation>
    </message>
    <message>
        <source>The receiver</source>
        <translation>Der Empfänger</translation>
    </message>
    <message>
        <source>No e-mail address is known for %1. Add one to the receiver&apos;s contacts; the service refuses to send without one.</source>
        <translation>Für %1 ist keine E-Mail-Adresse bekannt. Fügen Sie den Kontakten des Empfängers eine hinzu; ohne sie lehnt der Dienst den Versand ab.</translation>
    </message>
    <message>
        <source>the receiver</source>
        <translation>den Empfänger</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Die Antwort des Dienstes konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Sent to %1. The document is marked as sent.</source>
        <translation>An %1 gesendet. Das Dokument ist als versendet markiert.</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Nicht gesendet: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
</context>
<context>
    <name>EmployeeDraft</name>
    <message>
        <source>is required.</source>
        <translation>ist erforderlich.</translation>
    </message>
    <message>
        <source>must be in the past.</source>
        <translation>muss in der Vergangenheit liegen.</translation>
    </message>
    <message>
        <source>must be before the start of employment.</source>
        <translation>muss vor Beginn der Anstellung liegen.</translation>
    </message>
</context>
<context>
    <name>EmployeeEditor</name>
    <message>
        <source>New employee</source>
        <translation>Neuer Mitarbeiter</translation>
    </message>
    <message>
        <source>Employee %1</source>
        <translation>Mitarbeiter %1</translation>
    </message>
    <message>
        <source>Employee &amp;number:</source>
        <translation>Personalnumme&amp;r:</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>&amp;Vorname:</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>&amp;Nachname:</translation>
    </message>
    <message>
        <source>&amp;Employed since:</source>
        <translation>&amp;Angestellt seit:</translation>
    </message>
    <message>
        <source>&amp;Birth date:</source>
        <translation>Geb&amp;urtsdatum:</translation>
    </message>
    <message>
        <source>&amp;Time tracking from:</source>
        <translation>&amp;Zeiterfassung ab:</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>A&amp;dresse:</translation>
    </message>
    <message>
        <source>No group</source>
        <translation>Keine Gruppe</translation>
    </message>
    <message>
        <source>No user</source>
        <translation>Kein Benutzer</translation>
    </message>
    <message>
        <source>No address</source>
        <translation>Keine Adresse</translation>
    </message>
</context>
<context>
    <name>EmployeePage</name>
    <message>
        <source>Search number, name, user or group (Ctrl+F)</source>
        <translation>Nummer, Name, Benutzer oder Gruppe suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>Ak&amp;tiv</translation>
    </message>
    <message>
        <source>I&amp;nactive</source>
        <translation>I&amp;naktiv</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>A&amp;lle</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Delete the employee %1? This cannot be undone.</source>
        <translation>Den Mitarbeiter %1 löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>The employee %1 was deleted.</source>
        <translation>Der Mitarbeiter %1 wurde gelöscht.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Inaktiv</translation>
    </message>
    <message>
        <source>Employed since</source>
        <translation>Angestellt seit</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Geburtsdatum</translation>
    </message>
    <message>
        <source>Time tracking from</source>
        <translation>Zeiterfassung ab</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Anwesend</translation>
    </message>
    <message>
        <source>E&amp;mployees</source>
        <translation>&amp;Mitarbeitende</translation>
    </message>
</context>
<context>
    <name>EmployeeRecord</name>
    <message>
        <source>Birth date</source>
        <translation>Geburtsdatum</translation>
    </message>
    <message>
        <source>Time tracking since</source>
        <translation>Zeiterfassung seit</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Inaktiv</translation>
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
        <translation>%1 (Probelauf: nichts gesendet)</translation>
    </message>
    <message>
        <source>%1 Not booked: confirm it in the window.</source>
        <translation>%1 Nicht gebucht: Bestätigen Sie es im Fenster.</translation>
    </message>
    <message>
        <source>--import-payments: name the camt.054 or camt.053 file to import.</source>
        <translation>--import-payments: Nennen Sie die zu importierende camt.054- oder camt.053-Datei.</translation>
    </message>
    <message>
        <source>--import-payments: %1 cannot be read: %2</source>
        <translation>--import-payments: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>--import-payments: %1 is not a camt.054 notification or camt.053 statement. %2</source>
        <translation>--import-payments: %1 ist weder eine camt.054-Gutschriftsanzeige noch ein camt.053-Kontoauszug. %2</translation>
    </message>
    <message>
        <source>Over-paid by %1: the excess would not be booked.</source>
        <translation>Um %1 überzahlt: Der Überschuss würde nicht gebucht.</translation>
    </message>
</context>
<context>
    <name>HeadlessReminderRun</name>
    <message>
        <source>no API token</source>
        <translation>kein API-Token</translation>
    </message>
    <message>
        <source>the answer could not be read or kept</source>
        <translation>die Antwort konnte nicht gelesen oder gespeichert werden</translation>
    </message>
    <message>
        <source>automatic dunning off</source>
        <translation>automatisches Mahnen aus</translation>
    </message>
    <message>
        <source>dunning settings not in the local copy</source>
        <translation>Mahneinstellungen nicht in der lokalen Kopie</translation>
    </message>
    <message>
        <source>no further level</source>
        <translation>keine weitere Stufe</translation>
    </message>
    <message>
        <source>level %1 due on %2</source>
        <translation>Stufe %1 fällig am %2</translation>
    </message>
    <message>
        <source>--as-of: &quot;%1&quot; is not a date as YYYY-MM-DD.</source>
        <translation>--as-of: «%1» ist kein Datum im Format JJJJ-MM-TT.</translation>
    </message>
    <message>
        <source>--as-of: %1 is in the future. A reminder run looks at today or an earlier day.</source>
        <translation>--as-of: %1 liegt in der Zukunft. Ein Mahnlauf gilt für heute oder einen früheren Tag.</translation>
    </message>
    <message>
        <source>--out: name the CSV file to write.</source>
        <translation>--out: Geben Sie die zu schreibende CSV-Datei an.</translation>
    </message>
    <message>
        <source>--account: name the account whose local copy to read.</source>
        <translation>--account: Geben Sie das Konto an, dessen lokale Kopie gelesen werden soll.</translation>
    </message>
    <message>
        <source>The dunning settings could not be fetched: %1</source>
        <translation>Die Mahneinstellungen konnten nicht abgerufen werden: %1</translation>
    </message>
    <message>
        <source>The local copy holds no invoices: synchronise first (--sync).</source>
        <translation>Die lokale Kopie enthält keine Rechnungen: zuerst synchronisieren (--sync).</translation>
    </message>
    <message>
        <source>The dunning settings are not in the local copy: open the reminder run or Settings → Dunning once in the window. Only dates the service gave count.</source>
        <translation>Die Mahneinstellungen sind nicht in der lokalen Kopie: Öffnen Sie im Fenster einmal den Mahnlauf oder Einstellungen → Mahnwesen. Es zählen nur die Daten, die der Dienst geliefert hat.</translation>
    </message>
    <message>
        <source>--out: %1 could not be written: %2</source>
        <translation>--out: %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) due as of %1, written to %2.</source>
        <translation>
            <numerusform>%n Mahnung per %1 fällig, in %2 geschrieben.</numerusform>
            <numerusform>%n Mahnungen per %1 fällig, in %2 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>skipped %1: automatic dunning is off for %2</source>
        <translation>übersprungen %1: Automatisches Mahnen ist für %2 ausgeschaltet</translation>
    </message>
    <message>
        <source>%1 %2, fee %3 %4</source>
        <translation>%1 %2, Gebühr %3 %4</translation>
    </message>
    <message>
        <source>sent %1 to %2</source>
        <translation>gesendet %1 an %2</translation>
    </message>
    <message>
        <source>already sent %1</source>
        <translation>bereits gesendet %1</translation>
    </message>
    <message>
        <source>not sent %1: %2</source>
        <translation>nicht gesendet %1: %2</translation>
    </message>
    <message>
        <source>--send-email: reminders are sent as of today only, not as of %1.</source>
        <translation>--send-email: Mahnungen werden nur per heute versendet, nicht per %1.</translation>
    </message>
    <message>
        <source>--send-email: %1</source>
        <translation>--send-email: %1</translation>
    </message>
    <message>
        <source>Not current, planned from the list only until a synchronisation fetches them: %1</source>
        <translation>Nicht aktuell, nur aus der Liste geplant, bis eine Synchronisierung sie abruft: %1</translation>
    </message>
</context>
<context>
    <name>HeadlessReport</name>
    <message>
        <source>--period is missing: 2024-Q1, 2024-H1, 2024-03 or 2024.</source>
        <translation>--period fehlt: 2024-Q1, 2024-H1, 2024-03 oder 2024.</translation>
    </message>
    <message>
        <source>--period &quot;%1&quot; is not a period: write 2024-Q1, 2024-H1, 2024-03 or 2024.</source>
        <translation>--period «%1» ist kein Zeitraum: Schreiben Sie 2024-Q1, 2024-H1, 2024-03 oder 2024.</translation>
    </message>
    <message>
        <source>--out is missing: the file to write, ending in .csv or .xlsx.</source>
        <translation>--out fehlt: die zu schreibende Datei, mit der Endung .csv oder .xlsx.</translation>
    </message>
    <message>
        <source>--out &quot;%1&quot; must end in .csv or .xlsx.</source>
        <translation>--out «%1» muss auf .csv oder .xlsx enden.</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>Die lokale Kopie konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The local copy is only partly synchronised: figures may be incomplete.</source>
        <translation>Die lokale Kopie ist nur teilweise synchronisiert: die Zahlen können unvollständig sein.</translation>
    </message>
    <message>
        <source>Not counted, net and VAT after the document discount do not add up to the document&apos;s total: %1</source>
        <translation>Nicht gezählt, Netto und MWST nach dem Dokumentrabatt ergeben nicht das Total des Dokuments: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) written to %2.</source>
        <translation>
            <numerusform>%1: %n Zeile in %2 geschrieben.</numerusform>
            <numerusform>%1: %n Zeilen in %2 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The figures are incomplete:</source>
        <translation>Die Zahlen sind unvollständig:</translation>
    </message>
    <message>
        <source>--period &quot;%1&quot;: this account files with the net tax rate method, by half-year: write 2024-H1 or 2024-H2.</source>
        <translation>--period &quot;%1&quot;: Dieses Konto rechnet mit der Saldosteuersatzmethode halbjährlich ab: Schreiben Sie 2024-H1 oder 2024-H2.</translation>
    </message>
    <message>
        <source>--period &quot;%1&quot;: this account files with the effective method, by month, quarter or year: write 2024-03, 2024-Q1 or 2024 (half-years are the periods of the net tax rate method, set in the VAT page&apos;s settings).</source>
        <translation>--period &quot;%1&quot;: Dieses Konto rechnet mit der effektiven Methode ab, monatlich, quartalsweise oder jährlich: Schreiben Sie 2024-03, 2024-Q1 oder 2024 (Halbjahre sind die Perioden der Saldosteuersatzmethode, einzustellen auf der MWST-Seite).</translation>
    </message>
    <message>
        <source>Counted with today&apos;s open amount, the days of their payments are not known: %1</source>
        <translation>Mit dem heutigen offenen Betrag gezählt, die Tage ihrer Zahlungen sind nicht bekannt: %1</translation>
    </message>
    <message>
        <source>Not counted, not fetched since their last change at the service: %1</source>
        <translation>Nicht gezählt, seit ihrer letzten Änderung beim Dienst nicht abgerufen: %1</translation>
    </message>
    <message>
        <source>--report must be vat, open-items, revenue or accounts, not &quot;%1&quot;.</source>
        <translation>--report muss vat, open-items, revenue oder accounts sein, nicht «%1».</translation>
    </message>
</context>
<context>
    <name>HeadlessSettings</name>
    <message>
        <source>would set %1: %2 (unchanged)</source>
        <translation>würde setzen %1: %2 (unverändert)</translation>
    </message>
    <message>
        <source>set %1: %2 (unchanged)</source>
        <translation>gesetzt %1: %2 (unverändert)</translation>
    </message>
    <message>
        <source>would set %1: %2 -&gt; %3</source>
        <translation>würde setzen %1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>set %1: %2 -&gt; %3</source>
        <translation>gesetzt %1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot; is not a VAT method: write effective or net-tax-rate:RATE[:RATE2], e.g. net-tax-rate:6.2.</source>
        <translation>--set-vat-method «%1» ist keine MWST-Methode: Schreiben Sie effective oder net-tax-rate:RATE[:RATE2], z. B. net-tax-rate:6.2.</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: at most two net tax rates, as net-tax-rate:6.2:2.1.</source>
        <translation>--set-vat-method «%1»: höchstens zwei Saldosteuersätze, wie net-tax-rate:6.2:2.1.</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: net tax rate %2 &quot;%3&quot; is not a percentage such as 6.2 (more than 0, less than 100, at most two decimals).</source>
        <translation>--set-vat-method «%1»: Saldosteuersatz %2 «%3» ist kein Prozentsatz wie 6.2 (mehr als 0, weniger als 100, höchstens zwei Dezimalstellen).</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: net tax rate 2 is the same as rate 1; give it once for one rate.</source>
        <translation>--set-vat-method «%1»: Saldosteuersatz 2 ist derselbe wie Satz 1; geben Sie ihn bei einem einzigen Satz nur einmal an.</translation>
    </message>
    <message>
        <source>%1: lines not understood: %2; nothing written.</source>
        <translation>%1: nicht verstandene Zeilen: %2; nichts geschrieben.</translation>
    </message>
    <message>
        <source>--set-input-tax &quot;%1&quot; is not a period: write 2024-Q1, 2024-03 or 2024.</source>
        <translation>--set-input-tax «%1» ist kein Zeitraum: Schreiben Sie 2024-Q1, 2024-03 oder 2024.</translation>
    </message>
    <message>
        <source>--tax-400 &quot;%1&quot; is not an amount in CHF such as 1234.50 (not negative, at most two decimals, no thousands separator).</source>
        <translation>--tax-400 «%1» ist kein Betrag in CHF wie 1234.50 (nicht negativ, höchstens zwei Dezimalstellen, kein Tausendertrennzeichen).</translation>
    </message>
    <message>
        <source>--tax-405 &quot;%1&quot; is not an amount in CHF such as 1234.50 (not negative, at most two decimals, no thousands separator).</source>
        <translation>--tax-405 «%1» ist kein Betrag in CHF wie 1234.50 (nicht negativ, höchstens zwei Dezimalstellen, kein Tausendertrennzeichen).</translation>
    </message>
    <message>
        <source>Line %1: the rate of %2 %3 is given on line %4 already, as %5, and here as %6.</source>
        <translation>Zeile %1: Der Kurs für %2 %3 ist bereits in Zeile %4 angegeben, als %5, und hier als %6.</translation>
    </message>
    <message>
        <source>%1: the file holds no rates (&quot;EUR;2024-03;0.9512&quot; per line); nothing written.</source>
        <translation>%1: Die Datei enthält keine Kurse («EUR;2024-03;0.9512» pro Zeile); nichts geschrieben.</translation>
    </message>
    <message>
        <source>The CHF rates could not be read: %1</source>
        <translation>Die CHF-Kurse konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>CHF rate %1 %2</source>
        <translation>CHF-Kurs %1 %2</translation>
    </message>
    <message>
        <source>The CHF rates could not be kept: %1</source>
        <translation>Die CHF-Kurse konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>CHF rates (dry run, nothing written): %1 new, %2 changed, %3 unchanged; %4 would be kept in all.</source>
        <translation>CHF-Kurse (Probelauf, nichts geschrieben): %1 neu, %2 geändert, %3 unverändert; insgesamt würden %4 gespeichert.</translation>
    </message>
    <message>
        <source>CHF rates: %1 new, %2 changed, %3 unchanged; %4 kept in all.</source>
        <translation>CHF-Kurse: %1 neu, %2 geändert, %3 unverändert; insgesamt %4 gespeichert.</translation>
    </message>
    <message>
        <source>Line %1: two fields expected (product number, class), found %2.</source>
        <translation>Zeile %1: zwei Felder erwartet (Produktnummer, Klasse), %2 gefunden.</translation>
    </message>
    <message>
        <source>Line %1: the product number is empty.</source>
        <translation>Zeile %1: Die Produktnummer ist leer.</translation>
    </message>
    <message>
        <source>Line %1: the class &quot;%2&quot; of product &quot;%3&quot; is none of export, abroad, excluded, none, unclassified.</source>
        <translation>Zeile %1: Die Klasse «%2» des Produkts «%3» ist keine von export, abroad, excluded, none, unclassified.</translation>
    </message>
    <message>
        <source>Line %1: product &quot;%2&quot; is given on line %3 already, as %4, and here as %5.</source>
        <translation>Zeile %1: Das Produkt «%2» ist bereits in Zeile %3 angegeben, als %4, und hier als %5.</translation>
    </message>
    <message>
        <source>%1: the file holds no classes (&quot;productKey;class&quot; per line); nothing written.</source>
        <translation>%1: Die Datei enthält keine Klassen («productKey;class» pro Zeile); nichts geschrieben.</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>Die lokale Kopie konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Line %1: the 0 % class of product &quot;%2&quot; could not be kept: %3</source>
        <translation>Zeile %1: Die Klasse 0 % des Produkts «%2» konnte nicht gespeichert werden: %3</translation>
    </message>
    <message>
        <source>%1: stopped after %2 changed, %3 unchanged.</source>
        <translation>%1: nach %2 geänderten und %3 unveränderten angehalten.</translation>
    </message>
    <message>
        <source>0 % class of product %1</source>
        <translation>Klasse 0 % des Produkts %1</translation>
    </message>
    <message>
        <source>Line %1: product &quot;%2&quot; is not among the products of the local copy (a typo, or not synchronised yet); its class is kept for when it is.</source>
        <translation>Zeile %1: Das Produkt «%2» ist nicht unter den Produkten der lokalen Kopie (ein Tippfehler oder noch nicht synchronisiert); seine Klasse wird für den Fall gespeichert, dass es dazukommt.</translation>
    </message>
    <message>
        <source>0 % classes (dry run, nothing written): %1 changed, %2 unchanged.</source>
        <translation>Klassen 0 % (Probelauf, nichts geschrieben): %1 geändert, %2 unverändert.</translation>
    </message>
    <message>
        <source>0 % classes: %1 changed, %2 unchanged.</source>
        <translation>Klassen 0 %: %1 geändert, %2 unverändert.</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: %2 (Set where they go in the VAT page&apos;s settings, or give a second rate.) Nothing written.</source>
        <translation>--set-vat-method «%1»: %2 (Legen Sie in den Einstellungen der MWST-Seite fest, wohin sie gehören, oder geben Sie einen zweiten Satz an.) Nichts geschrieben.</translation>
    </message>
    <message>
        <source>VAT method</source>
        <translation>MWST-Methode</translation>
    </message>
    <message>
        <source>net tax rate 1</source>
        <translation>Saldosteuersatz 1</translation>
    </message>
    <message>
        <source>net tax rate 2</source>
        <translation>Saldosteuersatz 2</translation>
    </message>
    <message>
        <source>The VAT method could not be kept: %1</source>
        <translation>Die MWST-Methode konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>VAT method (dry run, nothing written): %1 changed, %2 unchanged.</source>
        <translation>MWST-Methode (Probelauf, nichts geschrieben): %1 geändert, %2 unverändert.</translation>
    </message>
    <message>
        <source>VAT method: %1 changed, %2 unchanged.</source>
        <translation>MWST-Methode: %1 geändert, %2 unverändert.</translation>
    </message>
    <message>
        <source>--set-input-tax &quot;%1&quot;: this account files with the net tax rate method, which deducts no input tax (400, 405); nothing written.</source>
        <translation>--set-input-tax «%1»: Dieses Konto rechnet mit der Saldosteuersatzmethode ab, die keine Vorsteuer abzieht (400, 405); nichts geschrieben.</translation>
    </message>
    <message>
        <source>--set-input-tax &quot;%1&quot;: this account files with the effective method, by month, quarter or year: write 2024-03, 2024-Q1 or 2024; nothing written.</source>
        <translation>--set-input-tax «%1»: Dieses Konto rechnet mit der effektiven Methode ab, monatlich, quartalsweise oder jährlich: Schreiben Sie 2024-03, 2024-Q1 oder 2024; nichts geschrieben.</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>The input tax could not be kept: %1</source>
        <translation>Die Vorsteuer konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>input tax 400 of %1</source>
        <translation>Vorsteuer 400 für %1</translation>
    </message>
    <message>
        <source>input tax 405 of %1</source>
        <translation>Vorsteuer 405 für %1</translation>
    </message>
    <message>
        <source>Input tax of %1 (%2, dry run, nothing written): %3 changed, %4 unchanged.</source>
        <translation>Vorsteuer für %1 (%2, Probelauf, nichts geschrieben): %3 geändert, %4 unverändert.</translation>
    </message>
    <message>
        <source>Input tax of %1 (%2): %3 changed, %4 unchanged.</source>
        <translation>Vorsteuer für %1 (%2): %3 geändert, %4 unverändert.</translation>
    </message>
</context>
<context>
    <name>HeadlessSync</name>
    <message>
        <source>No API token: set INVOICEDESK_TOKEN or sign in once with the window to keep it in the keychain.</source>
        <translation>Kein API-Token: Setzen Sie INVOICEDESK_TOKEN oder melden Sie sich einmal im Fenster an, um es im Schlüsselbund aufzubewahren.</translation>
    </message>
    <message>
        <source>Signing in failed: %1</source>
        <translation>Anmeldung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The token does not reach the account %1.</source>
        <translation>Das Token erreicht das Konto %1 nicht.</translation>
    </message>
    <message>
        <source>Synchronising %1 (%2) from %3 …</source>
        <translation>%1 (%2) wird von %3 synchronisiert …</translation>
    </message>
    <message>
        <source>Synchronisation failed: %1</source>
        <translation>Synchronisierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No account: name it with --account.</source>
        <translation>Kein Konto: Geben Sie es mit --account an.</translation>
    </message>
    <message>
        <source>The token reaches %1 accounts; choose one with --account or use --all-accounts:</source>
        <translation>Das Token erreicht %1 Konten; wählen Sie eines mit --account oder verwenden Sie --all-accounts:</translation>
    </message>
</context>
<context>
    <name>ImportMapping</name>
    <message>
        <source>Receiver</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Invoice date</source>
        <translation>Rechnungsdatum</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Fälligkeit</translation>
    </message>
    <message>
        <source>Delivery date</source>
        <translation>Lieferdatum</translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation>IBAN</translation>
    </message>
    <message>
        <source>Payment reference</source>
        <translation>Zahlungsreferenz</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>VAT rate</source>
        <translation>MWST-Satz</translation>
    </message>
    <message>
        <source>VAT included</source>
        <translation>MWST inbegriffen</translation>
    </message>
    <message>
        <source>VAT amount</source>
        <translation>MWST-Betrag</translation>
    </message>
    <message>
        <source>Account number</source>
        <translation>Kontonummer</translation>
    </message>
    <message>
        <source>The company or person: its uuid, customer number or name as in the addresses.</source>
        <translation>Die Firma oder Person: ihre UUID, Kundennummer oder ihr Name wie in den Adressen.</translation>
    </message>
    <message>
        <source>ISO currency code, e.g. CHF or EUR.</source>
        <translation>ISO-Währungscode, z. B. CHF oder EUR.</translation>
    </message>
    <message>
        <source>A date such as 2026-03-31 or 31.3.2026.</source>
        <translation>Ein Datum wie 2026-03-31 oder 31.3.2026.</translation>
    </message>
    <message>
        <source>The IBAN the invoice is paid to.</source>
        <translation>Die IBAN, auf welche die Rechnung bezahlt wird.</translation>
    </message>
    <message>
        <source>The payment reference (e.g. a QR reference).</source>
        <translation>Die Zahlungsreferenz (z. B. eine QR-Referenz).</translation>
    </message>
    <message>
        <source>The invoice&apos;s total, at least 0, e.g. 1250.50 or 1&apos;250,50.</source>
        <translation>Das Total der Rechnung, mindestens 0, z. B. 1250.50 oder 1&apos;250,50.</translation>
    </message>
    <message>
        <source>VAT rate in percent, e.g. 8.1.</source>
        <translation>MWST-Satz in Prozent, z. B. 8.1.</translation>
    </message>
    <message>
        <source>Whether the total includes the VAT: yes/no, true/false, ja/nein, 1/0.</source>
        <translation>Ob das Total die MWST enthält: yes/no, true/false, ja/nein, 1/0.</translation>
    </message>
    <message>
        <source>The VAT amount.</source>
        <translation>Der MWST-Betrag.</translation>
    </message>
    <message>
        <source>The account the VAT is booked to (a whole number).</source>
        <translation>Das Konto, auf das die MWST gebucht wird (eine ganze Zahl).</translation>
    </message>
</context>
<context>
    <name>ImportPlan</name>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not sent. %1</source>
        <translation>Nicht gesendet. %1</translation>
    </message>
    <message>
        <source>The service did not report on this row.</source>
        <translation>Der Dienst hat zu dieser Zeile nichts gemeldet.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
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
        <translation>In der Datei: %1</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
</context>
<context>
    <name>ImportReceivers</name>
    <message>
        <source>is empty; a receiver is required</source>
        <translation>ist leer; ein Empfänger ist erforderlich</translation>
    </message>
    <message>
        <source>%1 addresses are named “%2”; use the uuid or the customer number</source>
        <translation>%1 Adressen heissen «%2»; verwenden Sie die UUID oder die Kundennummer</translation>
    </message>
    <message>
        <source>“%1” cannot be looked up: the addresses are not loaded yet; use the uuid</source>
        <translation>«%1» kann nicht nachgeschlagen werden: Die Adressen sind noch nicht geladen; verwenden Sie die UUID</translation>
    </message>
    <message>
        <source>no company, person or customer number “%1” in the addresses</source>
        <translation>keine Firma, Person oder Kundennummer «%1» in den Adressen</translation>
    </message>
</context>
<context>
    <name>ImportValidator</name>
    <message>
        <source>Row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Row %1, column “%2”: %3</source>
        <translation>Zeile %1, Spalte «%2»: %3</translation>
    </message>
    <message>
        <source>“%1” is required: choose the column that holds it.</source>
        <translation>«%1» ist erforderlich: Wählen Sie die Spalte, die es enthält.</translation>
    </message>
    <message>
        <source>no column is chosen for this required field</source>
        <translation>für dieses Pflichtfeld ist keine Spalte gewählt</translation>
    </message>
    <message>
        <source>is empty; it is required</source>
        <translation>ist leer; es ist erforderlich</translation>
    </message>
    <message>
        <source>has %1 fields but the header has %2; a decimal comma in a file separated by commas must be in quotes</source>
        <translation>hat %1 Felder, die Kopfzeile aber %2; ein Dezimalkomma in einer durch Kommas getrennten Datei muss in Anführungszeichen stehen</translation>
    </message>
    <message>
        <source>“%1” is not a currency code like CHF or EUR</source>
        <translation>«%1» ist kein Währungscode wie CHF oder EUR</translation>
    </message>
    <message>
        <source>“%1” is not a date; write it as 2026-03-31 or 31.3.2026</source>
        <translation>«%1» ist kein Datum; schreiben Sie es als 2026-03-31 oder 31.3.2026</translation>
    </message>
    <message>
        <source>is before the invoice date</source>
        <translation>liegt vor dem Rechnungsdatum</translation>
    </message>
    <message>
        <source>is negative; the total must be at least 0</source>
        <translation>ist negativ; das Total muss mindestens 0 sein</translation>
    </message>
    <message>
        <source>“%1” is not a valid IBAN (its check digits do not match)</source>
        <translation>«%1» ist keine gültige IBAN (die Prüfziffern stimmen nicht)</translation>
    </message>
    <message>
        <source>is longer than 255 characters</source>
        <translation>ist länger als 255 Zeichen</translation>
    </message>
    <message>
        <source>no column is chosen; a VAT line needs it</source>
        <translation>keine Spalte gewählt; eine MWST-Zeile braucht sie</translation>
    </message>
    <message>
        <source>is empty; the row has VAT, so it is needed</source>
        <translation>ist leer; die Zeile hat MWST, daher ist es nötig</translation>
    </message>
    <message>
        <source>must be a percentage from 0 to 100</source>
        <translation>muss ein Prozentsatz von 0 bis 100 sein</translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation>«%1» ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>“%1” is neither yes nor no</source>
        <translation>«%1» ist weder ja noch nein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>“%1” is not an amount</source>
        <translation>«%1» ist kein Betrag</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has more than %n decimal place(s)</source>
        <translation>
            <numerusform>«%1» hat mehr als %n Nachkommastelle</numerusform>
            <numerusform>«%1» hat mehr als %n Nachkommastellen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWizard</name>
    <message>
        <source>&amp;Import invoices from CSV…</source>
        <translation>Rechnungen aus CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>Read invoices from a CSV file and import them in one batch</source>
        <translation>Rechnungen aus einer CSV-Datei lesen und in einem Stapel importieren</translation>
    </message>
    <message>
        <source>Import invoices</source>
        <translation>Rechnungen importieren</translation>
    </message>
    <message>
        <source>Connect to a service first.</source>
        <translation>Verbinden Sie sich zuerst mit einem Dienst.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1</source>
        <translation>Die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The file is larger than 20 MB; split it into smaller files.</source>
        <translation>Die Datei ist grösser als 20 MB; teilen Sie sie in kleinere Dateien auf.</translation>
    </message>
    <message>
        <source>&amp;Receiver *</source>
        <translation>&amp;Empfänger *</translation>
    </message>
    <message>
        <source>&amp;Currency *</source>
        <translation>Wä&amp;hrung *</translation>
    </message>
    <message>
        <source>Invoice &amp;date *</source>
        <translation>Rechnungs&amp;datum *</translation>
    </message>
    <message>
        <source>D&amp;ue date</source>
        <translation>&amp;Fällig am</translation>
    </message>
    <message>
        <source>De&amp;livery date</source>
        <translation>&amp;Lieferdatum</translation>
    </message>
    <message>
        <source>&amp;IBAN</source>
        <translation>&amp;IBAN</translation>
    </message>
    <message>
        <source>Payment re&amp;ference</source>
        <translation>Zahlungs&amp;referenz</translation>
    </message>
    <message>
        <source>&amp;Total *</source>
        <translation>&amp;Total *</translation>
    </message>
    <message>
        <source>&amp;VAT rate</source>
        <translation>&amp;MWST-Satz</translation>
    </message>
    <message>
        <source>VAT includ&amp;ed</source>
        <translation>MWST i&amp;nbegriffen</translation>
    </message>
    <message>
        <source>VAT a&amp;mount</source>
        <translation>MWST-&amp;Betrag</translation>
    </message>
    <message>
        <source>Acc&amp;ount number</source>
        <translation>K&amp;ontonummer</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <source>A CSV file with one invoice per row and a header line naming the columns, as spreadsheet programs save it (UTF-8 or Windows, comma or semicolon).</source>
        <translation>Eine CSV-Datei mit einer Rechnung pro Zeile und einer Kopfzeile mit den Spaltennamen, wie Tabellenprogramme sie speichern (UTF-8 oder Windows, Komma oder Semikolon).</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Dur&amp;chsuchen…</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>Erkennen</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Komma ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Semikolon ( ; )</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Trennzeichen:</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Datei wird gelesen…</translation>
    </message>
    <message>
        <source>The file cannot be used: %1</source>
        <translation>Die Datei kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>%1 rows with %2 columns, separated by “%3”.</source>
        <translation>%1 Zeilen mit %2 Spalten, getrennt durch «%3».</translation>
    </message>
    <message>
        <source>Map the columns</source>
        <translation>Spalten zuordnen</translation>
    </message>
    <message>
        <source>Choose the column of the file for each field; * marks the required ones. The preview shows the first rows as they will be sent.</source>
        <translation>Wählen Sie für jedes Feld die Spalte der Datei; * kennzeichnet die Pflichtfelder. Die Vorschau zeigt die ersten Zeilen so, wie sie gesendet werden.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>&amp;Preview:</source>
        <translation>&amp;Vorschau:</translation>
    </message>
    <message>
        <source>— not in the file —</source>
        <translation>— nicht in der Datei —</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 rows can be imported; %n have problems (point at the Check column for the reasons).</source>
        <translation>
            <numerusform>%1 von %2 Zeilen können importiert werden; %n hat Probleme (zeigen Sie auf die Spalte «Prüfung» für die Gründe).</numerusform>
            <numerusform>%1 von %2 Zeilen können importiert werden; %n haben Probleme (zeigen Sie auf die Spalte «Prüfung» für die Gründe).</numerusform>
        </translation>
    </message>
    <message>
        <source>Send only the &amp;valid rows</source>
        <translation>Nur die &amp;gültigen Zeilen senden</translation>
    </message>
    <message>
        <source>Check before sending</source>
        <translation>Vor dem Senden prüfen</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice(s) will be imported.</source>
        <translation>
            <numerusform>%n Rechnung wird importiert.</numerusform>
            <numerusform>%n Rechnungen werden importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) have problems and cannot be sent; correct the file and choose it again, or send only the valid rows:</source>
        <translation>
            <numerusform>%n Zeile hat Probleme und kann nicht gesendet werden; korrigieren Sie die Datei und wählen Sie sie erneut, oder senden Sie nur die gültigen Zeilen:</numerusform>
            <numerusform>%n Zeilen haben Probleme und können nicht gesendet werden; korrigieren Sie die Datei und wählen Sie sie erneut, oder senden Sie nur die gültigen Zeilen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>The service imports the invoices one by one. If this window is closed, the import goes on under View → Background work.</source>
        <translation>Der Dienst importiert die Rechnungen eine nach der anderen. Wird dieses Fenster geschlossen, läuft der Import unter Ansicht → Hintergrundarbeiten weiter.</translation>
    </message>
    <message>
        <source>%1 of %2 processed: %3</source>
        <translation>%1 von %2 verarbeitet: %3</translation>
    </message>
    <message>
        <source>&amp;Export failed rows…</source>
        <translation>Fehlgeschlagene Zeilen &amp;exportieren…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rows not imported</source>
        <translation>Nicht importierte Zeilen</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice(s) imported.</source>
        <translation>
            <numerusform>%n Rechnung importiert.</numerusform>
            <numerusform>%n Rechnungen importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) not imported:</source>
        <translation>
            <numerusform>%n Zeile nicht importiert:</numerusform>
            <numerusform>%n Zeilen nicht importiert:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - not imported.csv</source>
        <translation>%1 - nicht importiert.csv</translation>
    </message>
    <message>
        <source>Export failed rows</source>
        <translation>Fehlgeschlagene Zeilen exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The failed rows could not be written: %1</source>
        <translation>Die fehlgeschlagenen Zeilen konnten nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The failed rows were written to %1.</source>
        <translation>Die fehlgeschlagenen Zeilen wurden in %1 geschrieben.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Import invoices from CSV</source>
        <translation>Rechnungen aus CSV importieren</translation>
    </message>
    <message>
        <source>Addresses for receiver names: %1 companies, %2 persons.</source>
        <translation>Adressen für Empfängernamen: %1 Firmen, %2 Personen.</translation>
    </message>
    <message>
        <source>Updating them from the service…</source>
        <translation>Sie werden vom Dienst aktualisiert…</translation>
    </message>
    <message>
        <source>They could not be updated from the service (%1); the local copy is used.</source>
        <translation>Sie konnten nicht vom Dienst aktualisiert werden (%1); die lokale Kopie wird verwendet.</translation>
    </message>
    <message numerus="yes">
        <source>Import of %n invoice(s) from %1</source>
        <translation>
            <numerusform>Import von %n Rechnung aus %1</numerusform>
            <numerusform>Import von %n Rechnungen aus %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputTaxDialog</name>
    <message>
        <source>Input tax %1 to %2</source>
        <translation>Vorsteuer %1 bis %2</translation>
    </message>
    <message>
        <source>400 Input tax on &amp;material and services (CHF):</source>
        <translation>400 Vorsteuer auf &amp;Material- und Dienstleistungsaufwand (CHF):</translation>
    </message>
    <message>
        <source>405 Input tax on &amp;investments and other operating costs (CHF):</source>
        <translation>405 Vorsteuer auf &amp;Investitionen und übrigem Betriebsaufwand (CHF):</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an amount in CHF such as 1234.50.</source>
        <translation>%1: «%2» ist kein Betrag in CHF wie 1234.50.</translation>
    </message>
    <message>
        <source>Input tax on material and services (400)</source>
        <translation>Vorsteuer auf Material- und Dienstleistungsaufwand (400)</translation>
    </message>
    <message>
        <source>Input tax on investments (405)</source>
        <translation>Vorsteuer auf Investitionen (405)</translation>
    </message>
    <message>
        <source>The input tax could not be kept: %1</source>
        <translation>Die Vorsteuer konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>InvoicePaymentsPanel</name>
    <message>
        <source>Dunning level: none</source>
        <translation>Mahnstufe: keine</translation>
    </message>
    <message>
        <source>Dunning level: %1</source>
        <translation>Mahnstufe: %1</translation>
    </message>
</context>
<context>
    <name>KeychainTokenStore</name>
    <message>
        <source>No token is saved in the keychain for %1.</source>
        <translation>Im Schlüsselbund ist für %1 kein Token gespeichert.</translation>
    </message>
    <message>
        <source>Access to the keychain was refused. Unlock the keychain and try again.</source>
        <translation>Der Zugriff auf den Schlüsselbund wurde verweigert. Entsperren Sie den Schlüsselbund und versuchen Sie es nochmals.</translation>
    </message>
    <message>
        <source>No keychain is available on this computer (the Secret Service is not running or cannot be reached): %1</source>
        <translation>Auf diesem Computer ist kein Schlüsselbund verfügbar (der Secret Service läuft nicht oder ist nicht erreichbar): %1</translation>
    </message>
    <message>
        <source>The keychain failed: %1</source>
        <translation>Der Schlüsselbund hat einen Fehler gemeldet: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>InvoiceDesk</source>
        <translation>InvoiceDesk</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the running synchronisation; it resumes next time.</source>
        <translation>Die laufende Synchronisierung anhalten; sie wird beim nächsten Mal fortgesetzt.</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Sales</source>
        <translation>Verkauf</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Connect to a service…</source>
        <translation>Mit einem Dienst &amp;verbinden…</translation>
    </message>
    <message>
        <source>Switch &amp;account</source>
        <translation>&amp;Konto wechseln</translation>
    </message>
    <message>
        <source>Try the &amp;demo</source>
        <translation>&amp;Demo ausprobieren</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Fetch what changed on the service (F5)</source>
        <translation>Änderungen beim Dienst abholen (F5)</translation>
    </message>
    <message>
        <source>Synchronise &amp;everything again</source>
        <translation>Alles neu &amp;synchronisieren</translation>
    </message>
    <message>
        <source>Fetch every document again and remove those deleted on the service</source>
        <translation>Alle Dokumente neu abholen und die beim Dienst gelöschten entfernen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About InvoiceDesk</source>
        <translation>&amp;Über InvoiceDesk</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
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
        <translation>Synchronisierung mit %1…</translation>
    </message>
    <message>
        <source>Synchronisation failed. %1</source>
        <translation>Synchronisierung fehlgeschlagen. %1</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>heute um %1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>Offline: the service cannot be reached.</source>
        <translation>Offline: der Dienst ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>Offline: showing the data of the last sync (%1).</source>
        <translation>Offline: angezeigt werden die Daten der letzten Synchronisierung (%1).</translation>
    </message>
    <message>
        <source>Not synchronised yet.</source>
        <translation>Noch nicht synchronisiert.</translation>
    </message>
    <message>
        <source>%1 on %2 · last synchronised %3</source>
        <translation>%1 auf %2 · zuletzt synchronisiert %3</translation>
    </message>
    <message>
        <source>About InvoiceDesk</source>
        <translation>Über InvoiceDesk</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Einkauf</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakte</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Finance</source>
        <translation>Finanzen</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Firmen</translation>
    </message>
    <message>
        <source>Persons</source>
        <translation>Personen</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Synchronising %1… %2 of %3</source>
        <translation>%1 wird synchronisiert… %2 von %3</translation>
    </message>
    <message>
        <source>These lists cannot be read with this token and stay empty: %1. %2</source>
        <translation>Diese Listen können mit diesem Token nicht gelesen werden und bleiben leer: %1. %2</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Produkte</translation>
    </message>
    <message>
        <source>Product groups</source>
        <translation>Produktgruppen</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Bank accounts</source>
        <translation>Bankkonten</translation>
    </message>
    <message>
        <source>Employees</source>
        <translation>Mitarbeitende</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Payment conditions</source>
        <translation>Zahlungsbedingungen</translation>
    </message>
    <message>
        <source>Default conditions</source>
        <translation>Standardkonditionen</translation>
    </message>
    <message>
        <source>Dunning</source>
        <translation>Mahnwesen</translation>
    </message>
    <message>
        <source>Payment slip</source>
        <translation>Einzahlungsschein</translation>
    </message>
    <message>
        <source>Number ranges</source>
        <translation>Nummernkreise</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;A desktop client for the invoicing service: fast search over every document, works offline, prints to the office printer.&lt;/p&gt;&lt;p&gt;© 2026 The InvoiceDesk developers. InvoiceDesk is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (running on Qt %3), under the GNU LGPL version 3&lt;/li&gt;&lt;li&gt;QtKeychain, under the BSD 3-clause licence&lt;/li&gt;&lt;li&gt;SQLite, in the public domain&lt;/li&gt;&lt;li&gt;the demo service&apos;s QR-bills: libqrencode, under the GNU LGPL version 2.1&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Help → About Qt shows Qt&apos;s licence in full.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Programm für den Fakturierungsdienst: schnelle Suche über alle Dokumente, funktioniert offline, druckt auf dem Bürodrucker.&lt;/p&gt;&lt;p&gt;© 2026 Die InvoiceDesk-Entwickler. InvoiceDesk ist freie Software unter der MIT-Lizenz.&lt;/p&gt;&lt;p&gt;Erstellt mit:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (läuft mit Qt %3), unter der GNU LGPL Version 3&lt;/li&gt;&lt;li&gt;QtKeychain, unter der BSD-3-Clause-Lizenz&lt;/li&gt;&lt;li&gt;SQLite, gemeinfrei&lt;/li&gt;&lt;li&gt;QR-Rechnungen des Demodienstes: libqrencode, unter der GNU LGPL Version 2.1&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Hilfe → Über Qt zeigt die Lizenz von Qt vollständig.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Auswertungen</translation>
    </message>
    <message>
        <source>Open items</source>
        <translation>Offene Posten</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Umsatz</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MWST</translation>
    </message>
    <message>
        <source>Re&amp;minder run…</source>
        <translation>&amp;Mahnlauf…</translation>
    </message>
    <message>
        <source>Remind every overdue invoice as of a date, by print or e-mail</source>
        <translation>Alle per einem Datum überfälligen Rechnungen mahnen, gedruckt oder per E-Mail</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) had been sent to “%1” before the switch and got no answer: whether the service saved them is unknown. Check after the next sync of “%1”.</source>
        <translation>
            <numerusform>%n Änderung war vor dem Wechsel an «%1» gesendet worden und blieb ohne Antwort: ob der Dienst sie gespeichert hat, ist unbekannt. Prüfen Sie es nach der nächsten Synchronisation von «%1».</numerusform>
            <numerusform>%n Änderungen waren vor dem Wechsel an «%1» gesendet worden und blieben ohne Antwort: ob der Dienst sie gespeichert hat, ist unbekannt. Prüfen Sie es nach der nächsten Synchronisation von «%1».</numerusform>
        </translation>
    </message>
    <message>
        <source>Synchronising… %1 of %2 documents</source>
        <translation>Synchronisierung… %1 von %2 Dokumenten</translation>
    </message>
    <message>
        <source>Fetching changed documents… %1 of %2</source>
        <translation>Geänderte Dokumente werden abgerufen… %1 von %2</translation>
    </message>
    <message>
        <source>Synchronising addresses, products and settings…</source>
        <translation>Adressen, Produkte und Einstellungen werden synchronisiert…</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Konten</translation>
    </message>
    <message>
        <source>Accounts overview</source>
        <translation>Kontenübersicht</translation>
    </message>
    <message>
        <source>Accounts o&amp;verview</source>
        <translation>Konten&amp;übersicht</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The user guide is not installed. It was looked for in:
%1</source>
        <translation>Das Benutzerhandbuch ist nicht installiert. Gesucht wurde in:
%1</translation>
    </message>
    <message>
        <source>No program opened the user guide. It is here:
%1</source>
        <translation>Kein Programm hat das Benutzerhandbuch geöffnet. Es liegt hier:
%1</translation>
    </message>
</context>
<context>
    <name>MemoryTokenStore</name>
    <message>
        <source>No token is kept for %1.</source>
        <translation>Für %1 ist kein Token hinterlegt.</translation>
    </message>
</context>
<context>
    <name>MirrorSummary</name>
    <message>
        <source>Details: every invoice and credit note current.</source>
        <translation>Details: alle Rechnungen und Gutschriften aktuell.</translation>
    </message>
    <message>
        <source>Details: %1 of %2 fetched (new or changed at the service).</source>
        <translation>Details: %1 von %2 abgerufen (neu oder geändert beim Dienst).</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) gone at the service removed.</source>
        <translation>
            <numerusform>%n beim Dienst nicht mehr vorhandenes Dokument entfernt.</numerusform>
            <numerusform>%n beim Dienst nicht mehr vorhandene Dokumente entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Addresses, products, bank accounts, units and invoice settings current.</source>
        <translation>Adressen, Produkte, Bankkonten, Einheiten und Rechnungseinstellungen aktuell.</translation>
    </message>
    <message>
        <source>Addresses, products, bank accounts, units and invoice settings partly current.</source>
        <translation>Adressen, Produkte, Bankkonten, Einheiten und Rechnungseinstellungen teilweise aktuell.</translation>
    </message>
    <message>
        <source>Not listed: %1</source>
        <translation>Nicht aufgelistet: %1</translation>
    </message>
    <message>
        <source>Invoice setting not read: %1</source>
        <translation>Rechnungseinstellung nicht gelesen: %1</translation>
    </message>
    <message>
        <source>Details not fetched (%1): %2; the next synchronisation fetches them again.</source>
        <translation>Details nicht abgerufen (%1): %2; die nächste Synchronisierung ruft sie erneut ab.</translation>
    </message>
    <message>
        <source>The synchronisation was stopped before everything was current.</source>
        <translation>Die Synchronisierung wurde angehalten, bevor alles aktuell war.</translation>
    </message>
    <message>
        <source>Addresses, products, bank accounts, units and invoice settings current, but for what this token may not read: %1.</source>
        <translation>Adressen, Produkte, Bankkonten, Einheiten und Rechnungseinstellungen aktuell, ausser was dieses Token nicht lesen darf: %1.</translation>
    </message>
</context>
<context>
    <name>NumberRangesPage</name>
    <message>
        <source>Number ranges</source>
        <translation>Nummernkreise</translation>
    </message>
    <message>
        <source>In a pattern, {YYYY} stands for the year, {YY} for its last two digits, {MM} for the month and {COUNTER} for the counter, filled with leading zeros to the given number of digits. The counter goes up by one with every document.</source>
        <translation>In einem Muster steht {YYYY} für das Jahr, {YY} für dessen letzte zwei Ziffern, {MM} für den Monat und {COUNTER} für den Zähler, der mit führenden Nullen auf die angegebene Anzahl Stellen aufgefüllt wird. Der Zähler erhöht sich mit jedem Dokument um eins.</translation>
    </message>
    <message>
        <source>&amp;Invoices</source>
        <translation>&amp;Rechnungen</translation>
    </message>
    <message>
        <source>&amp;Recurring invoices</source>
        <translation>&amp;Wiederkehrende Rechnungen</translation>
    </message>
    <message>
        <source>&amp;Templates</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <source> digits</source>
        <translation> Stellen</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Muster:</translation>
    </message>
    <message>
        <source>&amp;Next counter:</source>
        <translation>&amp;Nächster Zählerstand:</translation>
    </message>
    <message>
        <source>Counter &amp;digits:</source>
        <translation>&amp;Stellen des Zählers:</translation>
    </message>
    <message>
        <source>Next number:</source>
        <translation>Nächste Nummer:</translation>
    </message>
    <message>
        <source>Enter a pattern to see the next number.</source>
        <translation>Geben Sie ein Muster ein, um die nächste Nummer zu sehen.</translation>
    </message>
    <message>
        <source>%1 — without {COUNTER} every document would get this same number.</source>
        <translation>%1 — ohne {COUNTER} würde jedes Dokument dieselbe Nummer erhalten.</translation>
    </message>
    <message>
        <source>%1 (for a document dated today)</source>
        <translation>%1 (für ein Dokument mit heutigem Datum)</translation>
    </message>
</context>
<context>
    <name>PageFetcher</name>
    <message>
        <source>page %1 of the document list has no %2</source>
        <translation>Seite %1 der Dokumentliste hat keine %2</translation>
    </message>
    <message>
        <source>list of documents</source>
        <translation>Dokumentliste</translation>
    </message>
    <message>
        <source>paging information</source>
        <translation>Seitenangaben</translation>
    </message>
    <message>
        <source>page %1 of the document list: %2</source>
        <translation>Seite %1 der Dokumentliste: %2</translation>
    </message>
    <message>
        <source>an entry is not a document</source>
        <translation>ein Eintrag ist kein Dokument</translation>
    </message>
</context>
<context>
    <name>PageToolbar</name>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>The commands the row has no room for</source>
        <translation>Die Befehle, für die in der Leiste kein Platz ist</translation>
    </message>
</context>
<context>
    <name>PaymentConditionsPage</name>
    <message>
        <source>Payment conditions</source>
        <translation>Zahlungsbedingungen</translation>
    </message>
    <message>
        <source>&amp;Add condition</source>
        <translation>Bedingung hinzu&amp;fügen</translation>
    </message>
    <message>
        <source>&amp;Remove condition</source>
        <translation>Bedingung entfe&amp;rnen</translation>
    </message>
    <message>
        <source>Payment &amp;terms:</source>
        <translation>&amp;Zahlungsfrist:</translation>
    </message>
    <message>
        <source>Payment &amp;conditions:</source>
        <translation>Zahlungsbedin&amp;gungen:</translation>
    </message>
    <message>
        <source>None (stored as %1)</source>
        <translation>Keine (gespeichert als %1)</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <source>Days until a new invoice is due, where its receiver has no payment terms of its own.</source>
        <translation>Tage, bis eine neue Rechnung fällig ist, wenn ihr Empfänger keine eigene Zahlungsfrist hat.</translation>
    </message>
    <message>
        <source>The service does not publish what each condition type means; the type, amount and days are saved as entered.</source>
        <translation>Der Dienst veröffentlicht nicht, was die einzelnen Bedingungsarten bedeuten; Art, Betrag und Tage werden wie eingegeben gespeichert.</translation>
    </message>
</context>
<context>
    <name>PaymentDialog</name>
    <message>
        <source>Record a payment</source>
        <translation>Zahlung erfassen</translation>
    </message>
    <message>
        <source>Fetching the invoice…</source>
        <translation>Rechnung wird geladen…</translation>
    </message>
    <message>
        <source>Optional, e.g. the bank&apos;s booking text</source>
        <translation>Optional, z. B. der Buchungstext der Bank</translation>
    </message>
    <message>
        <source>&amp;Record payment…</source>
        <translation>Zahlung &amp;erfassen…</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Betrag:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Bank account:</source>
        <translation>Ban&amp;kkonto:</translation>
    </message>
    <message>
        <source>Re&amp;ference:</source>
        <translation>Re&amp;ferenz:</translation>
    </message>
    <message>
        <source>(no bank account known: list them under Finance)</source>
        <translation>(kein Bankkonto bekannt: unter Finanzen erfassen)</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Es besteht keine Verbindung zum Dienst.</translation>
    </message>
    <message>
        <source>The invoice&apos;s open amount is missing from the service&apos;s answer.</source>
        <translation>Der offene Betrag der Rechnung fehlt in der Antwort des Dienstes.</translation>
    </message>
    <message>
        <source>Invoice %1: total %2, open %3</source>
        <translation>Rechnung %1: Total %2, offen %3</translation>
    </message>
    <message>
        <source>Invoice %1, %2: total %3, open %4</source>
        <translation>Rechnung %1, %2: Total %3, offen %4</translation>
    </message>
    <message>
        <source>Nothing is open on invoice %1.</source>
        <translation>Auf Rechnung %1 ist nichts offen.</translation>
    </message>
    <message>
        <source>The invoice could not be fetched: %1</source>
        <translation>Die Rechnung konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Record a payment of %1 for invoice %2?</source>
        <translation>Zahlung von %1 für Rechnung %2 erfassen?</translation>
    </message>
    <message>
        <source>Nothing will be open on it afterwards: the invoice counts as paid.</source>
        <translation>Danach ist nichts mehr offen: Die Rechnung gilt als bezahlt.</translation>
    </message>
    <message>
        <source>%1 will still be open afterwards.</source>
        <translation>Danach sind noch %1 offen.</translation>
    </message>
    <message>
        <source>&amp;Record %1</source>
        <translation>%1 &amp;erfassen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Recording the payment…</source>
        <translation>Zahlung wird erfasst…</translation>
    </message>
    <message>
        <source>Recorded %1 for invoice %2. It is paid in full.</source>
        <translation>%1 für Rechnung %2 erfasst. Sie ist vollständig bezahlt.</translation>
    </message>
    <message>
        <source>Recorded %1 for invoice %2. Still open: %3.</source>
        <translation>%1 für Rechnung %2 erfasst. Noch offen: %3.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schliessen</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Nicht erfasst: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>The payment for invoice %1 has not been recorded. Discard it?</source>
        <translation>Die Zahlung für Rechnung %1 ist noch nicht erfasst. Verwerfen?</translation>
    </message>
    <message>
        <source>Not recorded: correct the marked fields.</source>
        <translation>Nicht erfasst: Bitte die markierten Felder korrigieren.</translation>
    </message>
    <message>
        <source>enter the amount received.</source>
        <translation>Geben Sie den erhaltenen Betrag ein.</translation>
    </message>
    <message>
        <source>not an amount with at most two decimals, e.g. 120.50.</source>
        <translation>kein Betrag mit höchstens zwei Dezimalstellen, z. B. 120.50.</translation>
    </message>
    <message>
        <source>must be more than 0.</source>
        <translation>muss grösser als 0 sein.</translation>
    </message>
    <message>
        <source>at most the open amount of %1.</source>
        <translation>höchstens der offene Betrag von %1.</translation>
    </message>
    <message>
        <source>a payment cannot be dated in the future.</source>
        <translation>Eine Zahlung kann nicht in der Zukunft liegen.</translation>
    </message>
    <message>
        <source>choose the account the money came in on.</source>
        <translation>Wählen Sie das Konto, auf dem das Geld eingegangen ist.</translation>
    </message>
    <message>
        <source>The service booked it, but the payment history could not keep it: %1</source>
        <translation>Der Dienst hat sie gebucht, aber der Zahlungsverlauf konnte sie nicht festhalten: %1</translation>
    </message>
</context>
<context>
    <name>PaymentHistoryView</name>
    <message>
        <source>Paid: %1</source>
        <translation>Bezahlt: %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>bank file</source>
        <translation>Bankdatei</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>von Hand erfasst</translation>
    </message>
    <message>
        <source>reference %1</source>
        <translation>Referenz %1</translation>
    </message>
    <message>
        <source>— sent, the service&apos;s answer was lost: check the open amount</source>
        <translation>— gesendet, die Antwort des Dienstes ging verloren: Prüfen Sie den offenen Betrag</translation>
    </message>
    <message>
        <source>No payment was booked through InvoiceDesk.</source>
        <translation>Über InvoiceDesk wurde keine Zahlung gebucht.</translation>
    </message>
    <message>
        <source>Booked elsewhere or not listed here: %1</source>
        <translation>Anderswo gebucht oder hier nicht aufgeführt: %1</translation>
    </message>
    <message>
        <source>Open: %1</source>
        <translation>Offen: %1</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Zahlungen</translation>
    </message>
    <message>
        <source>Cancelled: nothing is to be paid.</source>
        <translation>Storniert: Es ist nichts zu bezahlen.</translation>
    </message>
    <message>
        <source>Booked on it before it was cancelled:</source>
        <translation>Vor der Stornierung darauf gebucht:</translation>
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
        <translation>Die Zahlung konnte nicht festgehalten werden</translation>
    </message>
    <message>
        <source>Claiming a bank entry failed</source>
        <translation>Ein Bankeintrag konnte nicht reserviert werden</translation>
    </message>
    <message>
        <source>the entry has no key</source>
        <translation>der Eintrag hat keinen Schlüssel</translation>
    </message>
    <message>
        <source>The bank entry %1 was booked before.</source>
        <translation>Der Bankeintrag %1 wurde bereits gebucht.</translation>
    </message>
    <message>
        <source>Releasing a bank entry failed</source>
        <translation>Ein Bankeintrag konnte nicht freigegeben werden</translation>
    </message>
    <message>
        <source>Reading the payments failed</source>
        <translation>Die Zahlungen konnten nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>PaymentMatcher</name>
    <message>
        <source>A debit of %1, not a payment received.</source>
        <translation>Eine Belastung von %1, kein Zahlungseingang.</translation>
    </message>
    <message>
        <source>The bank reversed a booking of %1.</source>
        <translation>Die Bank hat eine Buchung von %1 storniert.</translation>
    </message>
    <message>
        <source>Not booked by the bank yet (status %1).</source>
        <translation>Von der Bank noch nicht gebucht (Status %1).</translation>
    </message>
    <message>
        <source>The bank entry %1 is in the file twice; it counts once.</source>
        <translation>Die Bankbuchung %1 steht zweimal in der Datei; sie zählt einmal.</translation>
    </message>
    <message>
        <source>Booked before from an earlier file.</source>
        <translation>Bereits aus einer früheren Datei gebucht.</translation>
    </message>
    <message>
        <source>No invoice has the reference %1.</source>
        <translation>Keine Rechnung hat die Referenz %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice(s) have the reference %1.</source>
        <translation>
            <numerusform>%n Rechnung hat die Referenz %1.</numerusform>
            <numerusform>%n Rechnungen haben die Referenz %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 paid in %2; the invoice %3 is in %4.</source>
        <translation>%1 in %2 bezahlt; die Rechnung %3 lautet auf %4.</translation>
    </message>
    <message>
        <source>The invoice %1 is cancelled.</source>
        <translation>Die Rechnung %1 ist storniert.</translation>
    </message>
    <message>
        <source>Pays the invoice %1 in full.</source>
        <translation>Bezahlt die Rechnung %1 vollständig.</translation>
    </message>
    <message>
        <source>Pays %1 of the invoice %2; %3 stays open.</source>
        <translation>Bezahlt %1 der Rechnung %2; %3 bleiben offen.</translation>
    </message>
    <message>
        <source>Pays the invoice %1 with %2 more than was open.</source>
        <translation>Bezahlt die Rechnung %1 mit %2 mehr, als offen war.</translation>
    </message>
    <message>
        <source>No reference; the amount, currency and payer&apos;s name fit one open invoice.</source>
        <translation>Keine Referenz; Betrag, Währung und Name des Zahlers passen zu einer offenen Rechnung.</translation>
    </message>
    <message numerus="yes">
        <source>No reference; %n open invoice(s) fit the amount, currency and payer&apos;s name.</source>
        <translation>
            <numerusform>Keine Referenz; %n offene Rechnung passt zu Betrag, Währung und Name des Zahlers.</numerusform>
            <numerusform>Keine Referenz; %n offene Rechnungen passen zu Betrag, Währung und Name des Zahlers.</numerusform>
        </translation>
    </message>
    <message>
        <source>No reference, and no open invoice fits %1 from %2.</source>
        <translation>Keine Referenz, und keine offene Rechnung passt zu %1 von %2.</translation>
    </message>
    <message>
        <source>an unnamed payer</source>
        <translation>einem Zahler ohne Namen</translation>
    </message>
    <message>
        <source>The invoice %1 is already paid by an earlier entry of this file; %2 is not booked.</source>
        <translation>Die Rechnung %1 ist bereits durch einen früheren Eintrag dieser Datei bezahlt; %2 wird nicht gebucht.</translation>
    </message>
    <message>
        <source>The invoice %1 is already paid; %2 is not booked.</source>
        <translation>Die Rechnung %1 ist bereits bezahlt; %2 wird nicht gebucht.</translation>
    </message>
    <message>
        <source>The service shows no payments for the invoice %1: a booking of this entry from another copy of the account cannot be seen.</source>
        <translation>Der Dienst zeigt keine Zahlungen für die Rechnung %1: Eine Buchung dieses Eintrags aus einer anderen Kopie des Kontos ist nicht ersichtlich.</translation>
    </message>
    <message>
        <source>The service has it booked on the invoice %1 already (%2 on %3, reference %4), from this or another copy of the account; it is not booked again.</source>
        <translation>Der Dienst hat ihn bereits auf der Rechnung %1 gebucht (%2 am %3, Referenz %4), aus dieser oder einer anderen Kopie des Kontos; er wird nicht erneut gebucht.</translation>
    </message>
</context>
<context>
    <name>PaymentReviewModel</name>
    <message>
        <source>Booked</source>
        <translation>Gebucht</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Already booked</source>
        <translation>Bereits gebucht</translation>
    </message>
    <message>
        <source>Matched</source>
        <translation>Zugeordnet</translation>
    </message>
    <message>
        <source>Partial payment</source>
        <translation>Teilzahlung</translation>
    </message>
    <message>
        <source>Over-payment</source>
        <translation>Überzahlung</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <source>Ambiguous</source>
        <translation>Mehrdeutig</translation>
    </message>
    <message>
        <source>Unmatched</source>
        <translation>Nicht zugeordnet</translation>
    </message>
    <message>
        <source>Other currency</source>
        <translation>Andere Währung</translation>
    </message>
    <message>
        <source>Twice in the file</source>
        <translation>Zweimal in der Datei</translation>
    </message>
    <message>
        <source>Not a payment</source>
        <translation>Keine Zahlung</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 Booked: %2; the rest is not booked (refund or credit it).</source>
        <translation>%1 Gebucht: %2; der Rest wird nicht gebucht (zurückzahlen oder gutschreiben).</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Booked on</source>
        <translation>Buchungsdatum</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Payer</source>
        <translation>Zahler</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <source>Open before</source>
        <translation>Offen vorher</translation>
    </message>
    <message>
        <source>Open after</source>
        <translation>Offen nachher</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Invoice already paid</source>
        <translation>Rechnung bereits bezahlt</translation>
    </message>
    <message>
        <source>Booked, over-paid</source>
        <translation>Gebucht, überzahlt</translation>
    </message>
    <message>
        <source>Needs check</source>
        <translation>Zu prüfen</translation>
    </message>
</context>
<context>
    <name>PaymentSlipPage</name>
    <message>
        <source>Payment slip</source>
        <translation>Einzahlungsschein</translation>
    </message>
    <message>
        <source>Print the payment slip on a &amp;new page</source>
        <translation>Einzahlungsschein auf einer &amp;neuen Seite drucken</translation>
    </message>
    <message>
        <source>Show the a&amp;mount on the slip</source>
        <translation>Betrag auf dem Einzahlungsschein anzei&amp;gen</translation>
    </message>
    <message>
        <source>Add &amp;additional procedures</source>
        <translation>&amp;Zusätzliche Verfahren hinzufügen</translation>
    </message>
    <message>
        <source>Show an advertisement &amp;image</source>
        <translation>&amp;Werbebild anzeigen</translation>
    </message>
    <message>
        <source>Additional procedure &amp;1:</source>
        <translation>Zusätzliches Verfahren &amp;1:</translation>
    </message>
    <message>
        <source>Additional procedure &amp;2:</source>
        <translation>Zusätzliches Verfahren &amp;2:</translation>
    </message>
</context>
<context>
    <name>PdfDownload</name>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Es besteht keine Verbindung zum Dienst.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Die Antwort des Dienstes konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The service did not say where to download the PDF.</source>
        <translation>Der Dienst hat nicht angegeben, wo das PDF heruntergeladen werden kann.</translation>
    </message>
    <message>
        <source>The PDF was not downloaded: %1</source>
        <translation>Das PDF wurde nicht heruntergeladen: %1</translation>
    </message>
    <message>
        <source>The PDF is larger than %1 MB and was not downloaded.</source>
        <translation>Das PDF ist grösser als %1 MB und wurde nicht heruntergeladen.</translation>
    </message>
    <message>
        <source>The download of the PDF took too long. Try again in a moment.</source>
        <translation>Das Herunterladen des PDF hat zu lange gedauert. Versuchen Sie es gleich nochmals.</translation>
    </message>
    <message>
        <source>The PDF could not be downloaded: %1</source>
        <translation>Das PDF konnte nicht heruntergeladen werden: %1</translation>
    </message>
    <message>
        <source>The PDF could not be downloaded (HTTP %1). Try again; a download address is valid only for a few minutes.</source>
        <translation>Das PDF konnte nicht heruntergeladen werden (HTTP %1). Versuchen Sie es nochmals; eine Download-Adresse ist nur wenige Minuten gültig.</translation>
    </message>
    <message numerus="yes">
        <source>The file the service sent is not a PDF (%n byte(s) received).</source>
        <translation>
            <numerusform>Die vom Dienst gesendete Datei ist kein PDF (%n Byte erhalten).</numerusform>
            <numerusform>Die vom Dienst gesendete Datei ist kein PDF (%n Bytes erhalten).</numerusform>
        </translation>
    </message>
    <message>
        <source>The service refused the reminder: it is not due yet, or the invoice is already at its last dunning level or has nothing open. Synchronise, then see the invoice&apos;s reminders in the detail pane.</source>
        <translation>Der Dienst hat die Mahnung abgelehnt: sie ist noch nicht fällig, oder die Rechnung ist bereits auf der letzten Mahnstufe oder hat nichts offen. Synchronisieren Sie und sehen Sie die Mahnungen der Rechnung in der Detailansicht.</translation>
    </message>
    <message>
        <source>The service does not offer this for the document as it is now (cancelled, archived or changed meanwhile). Synchronise and try again.</source>
        <translation>Der Dienst bietet dies für das Dokument in seinem jetzigen Zustand nicht an (storniert, archiviert oder inzwischen geändert). Synchronisieren Sie und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <source>the file is damaged or not a PDF</source>
        <translation>die Datei ist beschädigt oder kein PDF</translation>
    </message>
    <message>
        <source>the PDF is protected by a password</source>
        <translation>das PDF ist durch ein Passwort geschützt</translation>
    </message>
    <message>
        <source>the temporary file is missing</source>
        <translation>die temporäre Datei fehlt</translation>
    </message>
    <message>
        <source>it has no pages</source>
        <translation>es hat keine Seiten</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Print reminder</source>
        <translation>Mahnung drucken</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Vorherige Seite</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Nächste Seite</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Letzte Seite</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrössern</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>An Breite anpassen</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>&amp;Dokument:</translation>
    </message>
    <message>
        <source>Pa&amp;ge:</source>
        <translation>S&amp;eite:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Dr&amp;ucken…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>&amp;Open in PDF viewer</source>
        <translation>&amp;Im PDF-Viewer öffnen</translation>
    </message>
    <message numerus="yes">
        <source>Print all %n document(s) with one print dialog</source>
        <translation>
            <numerusform>%n Dokument mit einem Druckdialog drucken</numerusform>
            <numerusform>Alle %n Dokumente mit einem Druckdialog drucken</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the document</source>
        <translation>Das Dokument drucken</translation>
    </message>
    <message>
        <source>No temporary folder could be created: %1</source>
        <translation>Es konnte kein temporärer Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>The PDF of %1 could not be fetched: %2</source>
        <translation>Das PDF von %1 konnte nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>The PDF of %1 could not be written to a temporary file: %2</source>
        <translation>Das PDF von %1 konnte nicht in eine temporäre Datei geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The PDF of %1 could not be opened: %2.</source>
        <translation>Das PDF von %1 konnte nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>%1 (failed)</source>
        <translation>%1 (fehlgeschlagen)</translation>
    </message>
    <message>
        <source>No document was chosen.</source>
        <translation>Es wurde kein Dokument gewählt.</translation>
    </message>
    <message>
        <source>Fetching the PDF of %1 from the service…</source>
        <translation>Das PDF von %1 wird beim Dienst abgerufen…</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>There is nothing to print: no PDF could be fetched.</source>
        <translation>Es gibt nichts zu drucken: Es konnte kein PDF abgerufen werden.</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Der Drucker konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>The printer refused a new page.</source>
        <translation>Der Drucker hat eine neue Seite abgelehnt.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) sent to the printer.</source>
        <translation>
            <numerusform>%n Dokument an den Drucker gesendet.</numerusform>
            <numerusform>%n Dokumente an den Drucker gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2.pdf</source>
        <translation>%1 %2.pdf</translation>
    </message>
    <message>
        <source>There is no PDF to save.</source>
        <translation>Es gibt kein PDF zum Speichern.</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Die Datei %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>No program to show PDF files was found. The file is at %1.</source>
        <translation>Es wurde kein Programm zum Anzeigen von PDF-Dateien gefunden. Die Datei liegt unter %1.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
    <message>
        <source>No reminder for %1 was printed.

%2</source>
        <translation>Für %1 wurde keine Mahnung gedruckt.

%2</translation>
    </message>
</context>
<context>
    <name>PositionsModel</name>
    <message>
        <source>Product</source>
        <translation>Produkt</translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation>Untertitel</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Divider</source>
        <translation>Trennlinie</translation>
    </message>
    <message>
        <source>Section total</source>
        <translation>Zwischentotal</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Rabatt</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MWST</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Product no.</source>
        <translation>Produkt-Nr.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>Einzelpreis (%1)</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Total (%1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>«%1» ist keine Zahl.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language applies the next time InvoiceDesk starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von InvoiceDesk.</translation>
    </message>
</context>
<context>
    <name>ProductDraft</name>
    <message>
        <source>is required: choose the unit the product is sold in.</source>
        <translation>ist erforderlich: Wählen Sie die Einheit, in der das Produkt verkauft wird.</translation>
    </message>
    <message>
        <source>must be the number of a product group.</source>
        <translation>muss die Nummer einer Produktgruppe sein.</translation>
    </message>
    <message>
        <source>is required, e.g. 120.00.</source>
        <translation>ist erforderlich, z. B. 120.00.</translation>
    </message>
    <message numerus="yes">
        <source>must be an amount with at most %n decimal place(s), e.g. 120.50.</source>
        <translation>
            <numerusform>muss ein Betrag mit höchstens %n Nachkommastelle sein, z. B. 120.50.</numerusform>
            <numerusform>muss ein Betrag mit höchstens %n Nachkommastellen sein, z. B. 120.50.</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a percentage from 0 to 100, e.g. 8.1.</source>
        <translation>muss ein Prozentsatz von 0 bis 100 sein, z. B. 8.1.</translation>
    </message>
    <message>
        <source>is required in at least one language.</source>
        <translation>ist in mindestens einer Sprache erforderlich.</translation>
    </message>
</context>
<context>
    <name>ProductEditor</name>
    <message>
        <source>A &amp;service (no goods delivered)</source>
        <translation>Eine Dienst&amp;leistung (keine Warenlieferung)</translation>
    </message>
    <message>
        <source>New product</source>
        <translation>Neues Produkt</translation>
    </message>
    <message>
        <source>Product %1</source>
        <translation>Produkt %1</translation>
    </message>
    <message>
        <source>EAN-8 or EAN-13, optional</source>
        <translation>EAN-8 oder EAN-13, optional</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>%, e.g. %1</source>
        <translation>%, z. B. %1</translation>
    </message>
    <message>
        <source>Separated by commas</source>
        <translation>Durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Product &amp;key:</source>
        <translation>Produkt&amp;schlüssel:</translation>
    </message>
    <message>
        <source>&amp;EAN:</source>
        <translation>&amp;EAN:</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>Ei&amp;nheit:</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <source>&amp;VAT rate (%):</source>
        <translation>M&amp;WST-Satz (%):</translation>
    </message>
    <message>
        <source>&amp;Booking account:</source>
        <translation>Buchungs&amp;konto:</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>&amp;Tags:</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>ISO code</source>
        <translation>ISO-Code</translation>
    </message>
    <message>
        <source>Add p&amp;roperty</source>
        <translation>Eigenschaft &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remove propert&amp;y</source>
        <translation>Eigenschaft entfe&amp;rnen</translation>
    </message>
    <message>
        <source>&amp;Properties:</source>
        <translation>E&amp;igenschaften:</translation>
    </message>
    <message>
        <source>No group</source>
        <translation>Keine Gruppe</translation>
    </message>
    <message>
        <source>Sales price o&amp;f one unit:</source>
        <translation>&amp;Verkaufspreis pro Einheit:</translation>
    </message>
</context>
<context>
    <name>ProductGroupDraft</name>
    <message>
        <source>is required, e.g. 10.</source>
        <translation>ist erforderlich, z. B. 10.</translation>
    </message>
    <message>
        <source>must be a whole number of 0 or more.</source>
        <translation>muss eine ganze Zahl von 0 oder mehr sein.</translation>
    </message>
    <message>
        <source>is required in at least one language.</source>
        <translation>ist in mindestens einer Sprache erforderlich.</translation>
    </message>
</context>
<context>
    <name>ProductGroupEditor</name>
    <message>
        <source>New product group</source>
        <translation>Neue Produktgruppe</translation>
    </message>
    <message>
        <source>Product group %1</source>
        <translation>Produktgruppe %1</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Nummer:</translation>
    </message>
    <message>
        <source>&amp;Booking account:</source>
        <translation>&amp;Buchungskonto:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>Besc&amp;hreibung:</translation>
    </message>
    <message>
        <source>%1 is already the number of another group.</source>
        <translation>%1 ist bereits die Nummer einer anderen Gruppe.</translation>
    </message>
    <message>
        <source>is already the number of another group.</source>
        <translation>ist bereits die Nummer einer anderen Gruppe.</translation>
    </message>
</context>
<context>
    <name>ProductGroupPage</name>
    <message>
        <source>Search number, description or booking account (Ctrl+F)</source>
        <translation>Nummer, Beschreibung oder Buchungskonto suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>Ak&amp;tiv</translation>
    </message>
    <message>
        <source>A&amp;rchived</source>
        <translation>A&amp;rchiviert</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>A&amp;lle</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archivieren</translation>
    </message>
    <message>
        <source>Re&amp;store</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Archive the product group %1?</source>
        <translation>Die Produktgruppe %1 archivieren?</translation>
    </message>
    <message>
        <source>The product group %1 was archived.</source>
        <translation>Die Produktgruppe %1 wurde archiviert.</translation>
    </message>
    <message>
        <source>The product group %1 was restored.</source>
        <translation>Die Produktgruppe %1 wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Booking account</source>
        <translation>Buchungskonto</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Descriptions</source>
        <translation>Beschreibungen</translation>
    </message>
    <message>
        <source>Product &amp;groups</source>
        <translation>Produkt&amp;gruppen</translation>
    </message>
</context>
<context>
    <name>ProductPage</name>
    <message>
        <source>Search key, name, group, EAN or tags (Ctrl+F)</source>
        <translation>Schlüssel, Name, Gruppe, EAN oder Tags suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>Ak&amp;tiv</translation>
    </message>
    <message>
        <source>A&amp;rchived</source>
        <translation>A&amp;rchiviert</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>A&amp;lle</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archivieren</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>Lö&amp;schen…</translation>
    </message>
    <message>
        <source>Delete the product %1? This cannot be undone.</source>
        <translation>Das Produkt %1 löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Archive the product %1? It is then no longer offered for new documents.</source>
        <translation>Das Produkt %1 archivieren? Es wird dann für neue Dokumente nicht mehr angeboten.</translation>
    </message>
    <message>
        <source>The product %1 was deleted.</source>
        <translation>Das Produkt %1 wurde gelöscht.</translation>
    </message>
    <message>
        <source>The product %1 was archived.</source>
        <translation>Das Produkt %1 wurde archiviert.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienstleistung</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Ware</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>VAT rate</source>
        <translation>MWST-Satz</translation>
    </message>
    <message>
        <source>Booking account</source>
        <translation>Buchungskonto</translation>
    </message>
    <message>
        <source>EAN</source>
        <translation>EAN</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>&amp;Products</source>
        <translation>&amp;Produkte</translation>
    </message>
    <message>
        <source>0 % VAT c&amp;lass</source>
        <translation>MWST-&amp;Klasse 0 %</translation>
    </message>
    <message>
        <source>Not classified</source>
        <translation>Nicht eingestuft</translation>
    </message>
    <message>
        <source>Turnover at 0 % of %1: %2.</source>
        <translation>Umsatz zu 0 % von %1: %2.</translation>
    </message>
    <message>
        <source>not classified</source>
        <translation>nicht eingestuft</translation>
    </message>
    <message>
        <source>The 0 % class of %1 could not be kept: %2</source>
        <translation>Die Klasse 0 % von %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Sales price</source>
        <translation>Verkaufspreis</translation>
    </message>
    <message>
        <source>Net ta&amp;x rate</source>
        <translation>Saldosteuersat&amp;z</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>Nicht zugeordnet</translation>
    </message>
    <message>
        <source>Net tax rate 1</source>
        <translation>Saldosteuersatz 1</translation>
    </message>
    <message>
        <source>Net tax rate 2</source>
        <translation>Saldosteuersatz 2</translation>
    </message>
    <message>
        <source>Turnover of %1 under the net tax rate method: %2.</source>
        <translation>Umsatz von %1 bei der Saldosteuersatzmethode: %2.</translation>
    </message>
    <message>
        <source>The net tax rate of %1 could not be kept: %2</source>
        <translation>Der Saldosteuersatz von %1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>ProductRecord</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MWST</translation>
    </message>
    <message>
        <source>EAN</source>
        <translation>EAN</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Archived %1</source>
        <translation>Archiviert am %1</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Booking account</source>
        <translation>Buchungskonto</translation>
    </message>
    <message>
        <source>Sales price</source>
        <translation>Verkaufspreis</translation>
    </message>
</context>
<context>
    <name>QueueFollower</name>
    <message>
        <source>The session was closed.</source>
        <translation>Die Sitzung wurde geschlossen.</translation>
    </message>
    <message>
        <source>The answer holds no queue status.</source>
        <translation>Die Antwort enthält keinen Warteschlangenstatus.</translation>
    </message>
</context>
<context>
    <name>ReceiverPicker</name>
    <message>
        <source>Type a name, customer number or town</source>
        <translation>Name, Kundennummer oder Ort eingeben</translation>
    </message>
    <message>
        <source>Add a person who receives a copy</source>
        <translation>Eine Person hinzufügen, die eine Kopie erhält</translation>
    </message>
    <message>
        <source>Del removes the selected person.</source>
        <translation>Entf entfernt die gewählte Person.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Recei&amp;ver:</source>
        <translation>E&amp;mpfänger:</translation>
    </message>
    <message>
        <source>&amp;Contact person:</source>
        <translation>K&amp;ontaktperson:</translation>
    </message>
    <message>
        <source>Furt&amp;her receivers:</source>
        <translation>We&amp;itere Empfänger:</translation>
    </message>
</context>
<context>
    <name>RecordPage</name>
    <message>
        <source>Search (Ctrl+F)</source>
        <translation>Suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>The list could not be brought up to date: %1</source>
        <translation>Die Liste konnte nicht aktualisiert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n Datensatz</numerusform>
            <numerusform>%n Datensätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n record(s)</source>
        <translation>
            <numerusform>%1 von %n Datensatz</numerusform>
            <numerusform>%1 von %n Datensätzen</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is open and not saved.</source>
        <translation>«%1» ist geöffnet und nicht gespeichert.</translation>
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
        <translation>Bitte korrigieren Sie die markierten Felder.</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>«%1» hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
</context>
<context>
    <name>RecordRequest</name>
    <message>
        <source>no list of records</source>
        <translation>keine Liste von Datensätzen</translation>
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
        <translation>Speichern von %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>the record has neither uuid nor id</source>
        <translation>der Datensatz hat weder UUID noch ID</translation>
    </message>
    <message>
        <source>Removing from %1 failed</source>
        <translation>Entfernen aus %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>Reading %1 failed</source>
        <translation>Lesen von %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saving the settings failed</source>
        <translation>Speichern der Einstellungen fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>RecordSync</name>
    <message>
        <source>The list of %1 has no items array.</source>
        <translation>Die Liste von %1 hat kein Array «items».</translation>
    </message>
</context>
<context>
    <name>RecordTableColumns</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
</context>
<context>
    <name>RecordTableSync</name>
    <message>
        <source>The list of %1 has no items array.</source>
        <translation>Die Liste von %1 hat kein Array «items».</translation>
    </message>
</context>
<context>
    <name>ReminderPrint</name>
    <message>
        <source>There is nothing to print.</source>
        <translation>Es gibt nichts zu drucken.</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Der Drucker konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>A reminder&apos;s PDF could not be read.</source>
        <translation>Das PDF einer Mahnung konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>ReminderRun</name>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Es besteht keine Verbindung zum Dienst.</translation>
    </message>
    <message>
        <source>Already at this level on the service; not printed again.</source>
        <translation>Beim Dienst bereits auf dieser Stufe; nicht erneut gedruckt.</translation>
    </message>
    <message>
        <source>The service refused the reminder: it is not due yet, or the invoice is already at its last level. Synchronise and plan the run again.</source>
        <translation>Der Dienst hat die Mahnung abgelehnt: Sie ist noch nicht fällig, oder die Rechnung ist bereits auf ihrer letzten Stufe. Synchronisieren Sie und planen Sie den Lauf neu.</translation>
    </message>
    <message>
        <source>The invoice&apos;s level changed on the service since the run was planned. Synchronise and plan the run again.</source>
        <translation>Die Stufe der Rechnung hat sich beim Dienst geändert, seit der Lauf geplant wurde. Synchronisieren Sie und planen Sie den Lauf neu.</translation>
    </message>
    <message>
        <source>%1 (%2): %3, fee %4</source>
        <translation>%1 (%2): %3, Gebühr %4</translation>
    </message>
    <message>
        <source>%1 (%2): no further level is due; the service will refuse it.</source>
        <translation>%1 (%2): Keine weitere Stufe ist fällig; der Dienst wird die Mahnung ablehnen.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 is not due before %4; the service will refuse it.</source>
        <translation>%1 (%2): %3 ist nicht vor dem %4 fällig; der Dienst wird die Mahnung ablehnen.</translation>
    </message>
    <message>
        <source>The service has no e-mail address for this customer, so it could not send the reminder; nothing was recorded. Print it or hand it to your mail program instead.</source>
        <translation>Der Dienst hat keine E-Mail-Adresse für diesen Kunden und konnte die Mahnung daher nicht senden; es wurde nichts erfasst. Drucken Sie sie stattdessen oder übergeben Sie sie Ihrem Mailprogramm.</translation>
    </message>
    <message>
        <source>Already at this level on the service; not sent again.</source>
        <translation>Beim Dienst bereits auf dieser Stufe; nicht erneut gesendet.</translation>
    </message>
</context>
<context>
    <name>ReminderRunDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>&amp;Print reminders…</source>
        <translation>&amp;Mahnungen drucken…</translation>
    </message>
    <message>
        <source>Print &amp;summary…</source>
        <translation>&amp;Zusammenfassung drucken…</translation>
    </message>
    <message>
        <source>Reminder run</source>
        <translation>Mahnlauf</translation>
    </message>
    <message>
        <source>Overdue &amp;as of:</source>
        <translation>Überfällig &amp;per:</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <source>Days overdue</source>
        <translation>Tage überfällig</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Invoices to remind</source>
        <translation>Zu mahnende Rechnungen</translation>
    </message>
    <message>
        <source>Looking for overdue invoices…</source>
        <translation>Überfällige Rechnungen werden gesucht…</translation>
    </message>
    <message>
        <source>The dunning settings are not in the local copy yet: open Settings → Dunning once to load them.</source>
        <translation>Die Mahneinstellungen sind noch nicht in der lokalen Kopie: Öffnen Sie einmal Einstellungen → Mahnwesen, um sie zu laden.</translation>
    </message>
    <message>
        <source>Dunning is switched off in the settings.</source>
        <translation>Das Mahnwesen ist in den Einstellungen ausgeschaltet.</translation>
    </message>
    <message>
        <source>The local copy is only partly synchronised: the list may be incomplete.</source>
        <translation>Die lokale Kopie ist nur teilweise synchronisiert: die Liste kann unvollständig sein.</translation>
    </message>
    <message>
        <source>fee %1</source>
        <translation>Gebühr %1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>level switched off in the settings</source>
        <translation>Stufe in den Einstellungen ausgeschaltet</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Delivery for %1</source>
        <translation>Versand für %1</translation>
    </message>
    <message>
        <source>automatic dunning off</source>
        <translation>automatisches Mahnen aus</translation>
    </message>
    <message>
        <source>%1 of %2 · %3</source>
        <translation>%1 von %2 · %3</translation>
    </message>
    <message>
        <source>&amp;Run again</source>
        <translation>&amp;Erneut ausführen</translation>
    </message>
    <message>
        <source>e-mailed</source>
        <translation>per E-Mail gesendet</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>gedruckt</translation>
    </message>
    <message>
        <source>done before</source>
        <translation>schon vorher erledigt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Reminder run as of %1</source>
        <translation>Mahnlauf per %1</translation>
    </message>
    <message>
        <source>%1 done, %2 done before, %3 failed. Failed ones can be run again.</source>
        <translation>%1 erledigt, %2 schon vorher erledigt, %3 fehlgeschlagen. Fehlgeschlagene können erneut ausgeführt werden.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Mahnungen</translation>
    </message>
    <message>
        <source>The reminder run is still under way. Stop it? What is done is kept: running it again later sends nothing twice.</source>
        <translation>Der Mahnlauf ist noch im Gang. Anhalten? Was erledigt ist, bleibt erhalten: ein späterer neuer Lauf verschickt nichts doppelt.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
    <message>
        <source>Overdue as of</source>
        <translation>Überfällig per</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>E-Mail-Adresse</translation>
    </message>
    <message>
        <source>Overdue as of: %1 is in the future. A reminder run looks at today or an earlier day.</source>
        <translation>Überfällig per: %1 liegt in der Zukunft. Ein Mahnlauf gilt für heute oder einen früheren Tag.</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) due as of %1.</source>
        <translation>
            <numerusform>%n Mahnung per %1 fällig.</numerusform>
            <numerusform>%n Mahnungen per %1 fällig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n further overdue invoice(s) have no level due yet (the level&apos;s days, or too soon after the last reminder).</source>
        <translation>
            <numerusform>%n weitere überfällige Rechnung hat noch keine fällige Stufe (die Tage der Stufe, oder zu kurz nach der letzten Mahnung).</numerusform>
            <numerusform>%n weitere überfällige Rechnungen haben noch keine fällige Stufe (die Tage der Stufe, oder zu kurz nach der letzten Mahnung).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>Record %n reminder(s) at the service?</source>
        <translation>
            <numerusform>%n Mahnung beim Dienst erfassen?</numerusform>
            <numerusform>%n Mahnungen beim Dienst erfassen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n by e-mail</source>
        <translation>
            <numerusform>%1: %n per E-Mail</numerusform>
            <numerusform>%1: %n per E-Mail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n printed</source>
        <translation>
            <numerusform>%1: %n gedruckt</numerusform>
            <numerusform>%1: %n gedruckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Fees: %1</source>
        <translation>Gebühren: %1</translation>
    </message>
    <message>
        <source>Printed reminders count as printed once their print job is handed to the printer.</source>
        <translation>Gedruckte Mahnungen gelten als gedruckt, sobald ihr Druckauftrag an den Drucker übergeben ist.</translation>
    </message>
    <message>
        <source>&amp;Record reminders</source>
        <translation>&amp;Mahnungen erfassen</translation>
    </message>
    <message>
        <source>recorded, not printed yet</source>
        <translation>erfasst, noch nicht gedruckt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Empfänger</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) are proposed and not recorded. Close without recording them?</source>
        <translation>
            <numerusform>%n Mahnung ist vorgeschlagen und nicht erfasst. Schliessen, ohne sie zu erfassen?</numerusform>
            <numerusform>%n Mahnungen sind vorgeschlagen und nicht erfasst. Schliessen, ohne sie zu erfassen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand to &amp;mail program</source>
        <translation>An &amp;Mailprogramm übergeben</translation>
    </message>
    <message>
        <source>Mail program</source>
        <translation>Mailprogramm</translation>
    </message>
    <message>
        <source>E-mail: the service sends the reminder with its text, fee and PDF. Mail program: the reminder&apos;s PDF is handed to your own mail program.</source>
        <translation>E-Mail: Der Dienst sendet die Mahnung mit ihrem Text, ihrer Gebühr und dem PDF. Mailprogramm: Das PDF der Mahnung wird Ihrem eigenen Mailprogramm übergeben.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n through your mail program</source>
        <translation>
            <numerusform>%1: %n über Ihr Mailprogramm</numerusform>
            <numerusform>%1: %n über Ihr Mailprogramm</numerusform>
        </translation>
    </message>
    <message>
        <source>Reminders go to:</source>
        <translation>Mahnungen gehen an:</translation>
    </message>
    <message numerus="yes">
        <source>%n customer(s) have no e-mail address in the local copy; the service uses the address it knows or sends nothing and records nothing.</source>
        <translation>
            <numerusform>%n Kunde hat keine E-Mail-Adresse in der lokalen Kopie; der Dienst verwendet die Adresse, die er kennt, oder sendet nichts und erfasst nichts.</numerusform>
            <numerusform>%n Kunden haben keine E-Mail-Adresse in der lokalen Kopie; der Dienst verwendet die Adresse, die er kennt, oder sendet nichts und erfasst nichts.</numerusform>
        </translation>
    </message>
    <message>
        <source>By e-mail the service sends the reminder itself (its text, the fee and the reminder as PDF); nothing else is sent.</source>
        <translation>Per E-Mail sendet der Dienst die Mahnung selbst (ihren Text, die Gebühr und die Mahnung als PDF); sonst wird nichts gesendet.</translation>
    </message>
    <message>
        <source>For your mail program the service records the level when the reminder&apos;s PDF is fetched; it counts as sent once handed to your mail program.</source>
        <translation>Für Ihr Mailprogramm erfasst der Dienst die Stufe, wenn das PDF der Mahnung abgerufen wird; sie gilt als versendet, sobald sie Ihrem Mailprogramm übergeben ist.</translation>
    </message>
    <message>
        <source>%1: the PDF could not be saved as %2.</source>
        <translation>%1: Das PDF konnte nicht als %2 gespeichert werden.</translation>
    </message>
    <message>
        <source>Please find our %1 for invoice %2 attached.</source>
        <translation>Im Anhang finden Sie unser Schreiben «%1» zur Rechnung %2.</translation>
    </message>
    <message>
        <source>%1: the mail program could not be opened.</source>
        <translation>%1: Das Mailprogramm konnte nicht geöffnet werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) handed to your mail program. Attach each PDF from %1 to its message.</source>
        <translation>
            <numerusform>%n Mahnung an Ihr Mailprogramm übergeben. Hängen Sie jedes PDF aus %1 an die zugehörige Nachricht an.</numerusform>
            <numerusform>%n Mahnungen an Ihr Mailprogramm übergeben. Hängen Sie jedes PDF aus %1 an die zugehörige Nachricht an.</numerusform>
        </translation>
    </message>
    <message>
        <source>handed to the mail program</source>
        <translation>dem Mailprogramm übergeben</translation>
    </message>
    <message>
        <source>recorded, not handed to the mail program yet</source>
        <translation>erfasst, noch nicht dem Mailprogramm übergeben</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) could not be e-mailed by the service and were not recorded: run them again with Print or Mail program.</source>
        <translation>
            <numerusform>%n Mahnung konnte vom Dienst nicht per E-Mail gesendet werden und wurde nicht erfasst: Führen Sie sie mit Drucken oder Mailprogramm erneut aus.</numerusform>
            <numerusform>%n Mahnungen konnten vom Dienst nicht per E-Mail gesendet werden und wurden nicht erfasst: Führen Sie sie mit Drucken oder Mailprogramm erneut aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) are recorded at the service but not printed or handed to your mail program. Close without handing them over?</source>
        <translation>
            <numerusform>%n Mahnung ist beim Dienst erfasst, aber weder gedruckt noch Ihrem Mailprogramm übergeben. Schliessen, ohne sie zu übergeben?</numerusform>
            <numerusform>%n Mahnungen sind beim Dienst erfasst, aber weder gedruckt noch Ihrem Mailprogramm übergeben. Schliessen, ohne sie zu übergeben?</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>Versand als</translation>
    </message>
    <message numerus="yes">
        <source>Run as of %1: %n reminder(s) recorded</source>
        <translation>
            <numerusform>Lauf per %1: %n Mahnung erfasst</numerusform>
            <numerusform>Lauf per %1: %n Mahnungen erfasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed (run again to retry them)</source>
        <translation>
            <numerusform>%n fehlgeschlagen (erneut ausführen, um sie zu wiederholen)</numerusform>
            <numerusform>%n fehlgeschlagen (erneut ausführen, um sie zu wiederholen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Not yet due</source>
        <translation>Noch nicht fällig</translation>
    </message>
    <message>
        <source>1-30 days</source>
        <translation>1–30 Tage</translation>
    </message>
    <message>
        <source>31-60 days</source>
        <translation>31–60 Tage</translation>
    </message>
    <message>
        <source>61-90 days</source>
        <translation>61–90 Tage</translation>
    </message>
    <message>
        <source>Over 90 days</source>
        <translation>Über 90 Tage</translation>
    </message>
    <message>
        <source>Largest open amounts by age (%1)</source>
        <translation>Grösste offene Beträge nach Alter (%1)</translation>
    </message>
    <message>
        <source>Revenue net of VAT (%1)</source>
        <translation>Umsatz ohne MWST (%1)</translation>
    </message>
    <message>
        <source>Turnover</source>
        <translation>Umsatz</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Steuer</translation>
    </message>
    <message>
        <source>Turnover and tax by rate (%1)</source>
        <translation>Umsatz und Steuer nach Satz (%1)</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be created.</source>
        <translation>%1 konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
</context>
<context>
    <name>ReportSource</name>
    <message>
        <source>Reading documents failed: %1</source>
        <translation>Die Dokumente konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Line %1: three fields expected (currency, month, rate), found %2.</source>
        <translation>Zeile %1: drei Felder erwartet (Währung, Monat, Kurs), %2 gefunden.</translation>
    </message>
    <message>
        <source>Line %1: the currency &quot;%2&quot; is not a three-letter code other than CHF.</source>
        <translation>Zeile %1: Die Währung «%2» ist kein dreistelliger Code ausser CHF.</translation>
    </message>
    <message>
        <source>Line %1: the month &quot;%2&quot; is not written as 2024-03.</source>
        <translation>Zeile %1: Der Monat «%2» ist nicht wie 2024-03 geschrieben.</translation>
    </message>
    <message>
        <source>Line %1: the rate &quot;%2&quot; is not a positive number such as 0.9512.</source>
        <translation>Zeile %1: Der Kurs «%2» ist keine positive Zahl wie 0.9512.</translation>
    </message>
    <message>
        <source>The period %1 is already filed.</source>
        <translation>Die Periode %1 ist bereits eingereicht.</translation>
    </message>
    <message>
        <source>Net tax rate 1: the approved rate is missing (a percentage such as 6.2).</source>
        <translation>Saldosteuersatz 1: Der bewilligte Satz fehlt (ein Prozentsatz wie 6.2).</translation>
    </message>
    <message>
        <source>Net tax rate 2: not a percentage between 0 and 100.</source>
        <translation>Saldosteuersatz 2: kein Prozentsatz zwischen 0 und 100.</translation>
    </message>
    <message>
        <source>Net tax rate 2: the same as rate 1; leave it empty for one rate.</source>
        <translation>Saldosteuersatz 2: derselbe wie Satz 1; lassen Sie ihn bei einem einzigen Satz leer.</translation>
    </message>
    <message>
        <source>Net tax rate of a product: rate 1 or 2 of a product with a key.</source>
        <translation>Saldosteuersatz eines Produkts: Satz 1 oder 2 eines Produkts mit Schlüssel.</translation>
    </message>
    <message>
        <source>The period %1 is not filed.</source>
        <translation>Die Periode %1 ist nicht als eingereicht markiert.</translation>
    </message>
    <message>
        <source>Positions without a product: go to net tax rate 1 or 2, not %1.</source>
        <translation>Positionen ohne Produkt: gehören zu Saldosteuersatz 1 oder 2, nicht %1.</translation>
    </message>
    <message>
        <source>Positions without a product: go to net tax rate 2, which is not entered.</source>
        <translation>Positionen ohne Produkt: gehören zu Saldosteuersatz 2, der nicht erfasst ist.</translation>
    </message>
</context>
<context>
    <name>ReportTables</name>
    <message>
        <source>Q%1</source>
        <translation>Q%1</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>Die lokale Kopie konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The local copy holds no invoices or credit notes yet: synchronise first.</source>
        <translation>Die lokale Kopie enthält noch keine Rechnungen oder Gutschriften: zuerst synchronisieren.</translation>
    </message>
    <message>
        <source>The local copy is only partly synchronised: figures may be incomplete.</source>
        <translation>Die lokale Kopie ist nur teilweise synchronisiert: die Zahlen können unvollständig sein.</translation>
    </message>
    <message>
        <source>Current as of %1.</source>
        <translation>Stand %1.</translation>
    </message>
    <message>
        <source>The local copy has never been synchronised completely.</source>
        <translation>Die lokale Kopie wurde noch nie vollständig synchronisiert.</translation>
    </message>
    <message>
        <source>Open items as of %1</source>
        <translation>Offene Posten per %1</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>Rechnungen</translation>
    </message>
    <message>
        <source>Oldest due date</source>
        <translation>Älteste Fälligkeit</translation>
    </message>
    <message>
        <source>Not yet due</source>
        <translation>Noch nicht fällig</translation>
    </message>
    <message>
        <source>1-30 days</source>
        <translation>1–30 Tage</translation>
    </message>
    <message>
        <source>31-60 days</source>
        <translation>31–60 Tage</translation>
    </message>
    <message>
        <source>61-90 days</source>
        <translation>61–90 Tage</translation>
    </message>
    <message>
        <source>Over 90 days</source>
        <translation>Über 90 Tage</translation>
    </message>
    <message>
        <source>Dunning level</source>
        <translation>Mahnstufe</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Revenue %1 (net of VAT)</source>
        <translation>Umsatz %1 (ohne MWST)</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) left out: their positions are not stored.</source>
        <translation>
            <numerusform>%n Dokument ausgelassen: seine Positionen sind nicht gespeichert.</numerusform>
            <numerusform>%n Dokumente ausgelassen: ihre Positionen sind nicht gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Revenue %1</source>
        <translation>Umsatz %1</translation>
    </message>
    <message>
        <source>Revenue %1 by customer (net of VAT)</source>
        <translation>Umsatz %1 nach Kunde (ohne MWST)</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Umsatz</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message numerus="yes">
        <source>%n other customer(s)</source>
        <translation>
            <numerusform>%n weiterer Kunde</numerusform>
            <numerusform>%n weitere Kunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Total agreed consideration</source>
        <translation>Total der vereinbarten Entgelte</translation>
    </message>
    <message>
        <source>Reductions of consideration (credit notes)</source>
        <translation>Entgeltsminderungen (Gutschriften)</translation>
    </message>
    <message>
        <source>Total deductions</source>
        <translation>Total Abzüge</translation>
    </message>
    <message>
        <source>Taxable turnover</source>
        <translation>Steuerbarer Gesamtumsatz</translation>
    </message>
    <message>
        <source>Taxable at %1</source>
        <translation>Steuerbar zu %1</translation>
    </message>
    <message>
        <source>Total tax due</source>
        <translation>Total geschuldete Steuer</translation>
    </message>
    <message>
        <source>Not counted, a VAT rate the form has no figure for: %1</source>
        <translation>Nicht gezählt, ein MWST-Satz ohne Ziffer im Formular: %1</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Ziffer</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Turnover</source>
        <translation>Umsatz</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Steuer</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) left out: net and VAT after the document discount do not add up to their total.</source>
        <translation>
            <numerusform>%n Dokument ausgelassen: Netto und MWST nach dem Dokumentrabatt ergeben nicht sein Total.</numerusform>
            <numerusform>%n Dokumente ausgelassen: Netto und MWST nach dem Dokumentrabatt ergeben nicht ihr Total.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exempt supplies, export of goods (0 %)</source>
        <translation>Von der Steuer befreite Leistungen, Warenexporte (0 %)</translation>
    </message>
    <message>
        <source>Supplies abroad (0 %)</source>
        <translation>Leistungen im Ausland (0 %)</translation>
    </message>
    <message>
        <source>Supplies excluded from the tax (0 %)</source>
        <translation>Von der Steuer ausgenommene Leistungen (0 %)</translation>
    </message>
    <message>
        <source>No consideration (0 %, not in 200; the form asks for such inflows under 900/910: check which)</source>
        <translation>Nicht-Entgelte (0 %, nicht in 200; das Formular verlangt solche Mittelflüsse unter 900/910: prüfen, welche)</translation>
    </message>
    <message>
        <source>Turnover at 0 % not classified: in no figure</source>
        <translation>Umsatz zu 0 % nicht eingestuft: in keiner Ziffer</translation>
    </message>
    <message>
        <source>Input tax on material and services (entered)</source>
        <translation>Vorsteuer auf Material- und Dienstleistungsaufwand (erfasst)</translation>
    </message>
    <message>
        <source>Input tax on investments and other operating costs (entered)</source>
        <translation>Vorsteuer auf Investitionen und übrigem Betriebsaufwand (erfasst)</translation>
    </message>
    <message>
        <source>Total input tax</source>
        <translation>Total Vorsteuer</translation>
    </message>
    <message>
        <source>Amount payable</source>
        <translation>Zu bezahlender Betrag</translation>
    </message>
    <message>
        <source>Credit in favour of the taxable person</source>
        <translation>Guthaben der steuerpflichtigen Person</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>Not counted, net and VAT after the document discount do not add up to the document&apos;s total (difference): %1</source>
        <translation>Nicht gezählt, Netto und MWST nach dem Dokumentrabatt ergeben nicht das Total des Dokuments (Differenz): %1</translation>
    </message>
    <message>
        <source>Not counted, in another currency without a CHF rate: %1</source>
        <translation>Nicht gezählt, in einer anderen Währung ohne CHF-Kurs: %1</translation>
    </message>
    <message>
        <source>Turnover at 0 % not classified (export, abroad, excluded, no consideration), in no figure: %1</source>
        <translation>Umsatz zu 0 % nicht eingestuft (Export, Ausland, ausgenommen, Nicht-Entgelt), in keiner Ziffer: %1</translation>
    </message>
    <message>
        <source>VAT return %1 to %2 (effective method, agreed consideration, CHF)</source>
        <translation>MWST-Abrechnung %1 bis %2 (effektive Methode, vereinbarte Entgelte, CHF)</translation>
    </message>
    <message>
        <source>Incomplete: the figures leave out what is named above.</source>
        <translation>Unvollständig: Die Zahlen lassen aus, was oben genannt ist.</translation>
    </message>
    <message>
        <source>Tax is turnover x rate as the form computes it; the VAT the documents show and the difference are beside it.</source>
        <translation>Die Steuer ist Umsatz x Satz, wie das Formular sie berechnet; die MWST gemäss den Dokumenten und die Differenz stehen daneben.</translation>
    </message>
    <message numerus="yes">
        <source>In %1 (%n document(s), each at its month&apos;s CHF rate): turnover %1 %2 = CHF %3, VAT %1 %4 = CHF %5.</source>
        <translation>
            <numerusform>In %1 (%n Dokument, zum CHF-Kurs seines Monats): Umsatz %1 %2 = CHF %3, MWST %1 %4 = CHF %5.</numerusform>
            <numerusform>In %1 (%n Dokumente, jedes zum CHF-Kurs seines Monats): Umsatz %1 %2 = CHF %3, MWST %1 %4 = CHF %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>Invoiced VAT</source>
        <translation>Fakturierte MWST</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>VAT (CHF)</source>
        <translation>MWST (CHF)</translation>
    </message>
    <message>
        <source>Turnover (CHF)</source>
        <translation>Umsatz (CHF)</translation>
    </message>
    <message>
        <source>Supplies opted for taxation (not covered: documents do not tell, add by hand)</source>
        <translation>Optierte Leistungen (nicht abgedeckt: die Dokumente sagen es nicht, von Hand ergänzen)</translation>
    </message>
    <message>
        <source>Transfers in the notification procedure (not covered: add by hand)</source>
        <translation>Übertragungen im Meldeverfahren (nicht abgedeckt: von Hand ergänzen)</translation>
    </message>
    <message>
        <source>Miscellaneous deductions (not covered: add by hand)</source>
        <translation>Diverses (nicht abgedeckt: von Hand ergänzen)</translation>
    </message>
    <message>
        <source>Acquisition tax, turnover (not covered: purchases, add by hand)</source>
        <translation>Bezugsteuer, Umsatz (nicht abgedeckt: Einkäufe, von Hand ergänzen)</translation>
    </message>
    <message>
        <source>Acquisition tax, tax (not covered: purchases, add by hand)</source>
        <translation>Bezugsteuer, Steuer (nicht abgedeckt: Einkäufe, von Hand ergänzen)</translation>
    </message>
    <message>
        <source>De-taxation of input tax (not covered: add by hand, then to 479)</source>
        <translation>Einlageentsteuerung (nicht abgedeckt: von Hand ergänzen, dann in 479)</translation>
    </message>
    <message>
        <source>Corrections of input tax (not covered: add by hand, then to 479)</source>
        <translation>Korrekturen der Vorsteuer (nicht abgedeckt: von Hand ergänzen, dann in 479)</translation>
    </message>
    <message>
        <source>Reductions of the input tax deduction (not covered: add by hand, then to 479)</source>
        <translation>Vorsteuerkürzungen (nicht abgedeckt: von Hand ergänzen, dann in 479)</translation>
    </message>
    <message>
        <source>Not covered</source>
        <translation>Nicht abgedeckt</translation>
    </message>
    <message>
        <source>Cancelled after this period was filed, counted here as filed and taken back in the period of the cancellation: %1</source>
        <translation>Nach der Einreichung dieser Periode storniert, hier wie eingereicht gezählt und in der Periode der Stornierung zurückgenommen: %1</translation>
    </message>
    <message>
        <source>Of a filed period and cancelled in this one, taken back here (235 and the rate&apos;s line, at 0 % its class) as filed: %1</source>
        <translation>Aus einer eingereichten Periode und in dieser storniert, hier wie eingereicht zurückgenommen (235 und die Zeile des Satzes, bei 0 % seine Klasse): %1</translation>
    </message>
    <message>
        <source>Filed on %1; nothing has changed since.</source>
        <translation>Eingereicht am %1; seither hat sich nichts geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Filed on %1; %n figure(s) changed since: the correction columns show what to correct against the return as filed.</source>
        <translation>
            <numerusform>Eingereicht am %1; seither hat sich %n Ziffer geändert: Die Korrekturspalten zeigen, was gegenüber der eingereichten Abrechnung zu korrigieren ist.</numerusform>
            <numerusform>Eingereicht am %1; seither haben sich %n Ziffern geändert: Die Korrekturspalten zeigen, was gegenüber der eingereichten Abrechnung zu korrigieren ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>Filed turnover</source>
        <translation>Eingereichter Umsatz</translation>
    </message>
    <message>
        <source>Filed tax</source>
        <translation>Eingereichte Steuer</translation>
    </message>
    <message>
        <source>Correction turnover</source>
        <translation>Korrektur Umsatz</translation>
    </message>
    <message>
        <source>Correction tax</source>
        <translation>Korrektur Steuer</translation>
    </message>
    <message>
        <source>Figure %1 as filed, none now</source>
        <translation>Ziffer %1 wie eingereicht, jetzt keine</translation>
    </message>
    <message>
        <source>Tax credit of the net tax rate method (not covered: add by hand, then to 500/510, the figure&apos;s meaning is not certain here, see the form)</source>
        <translation>Steuergutschrift der Saldosteuersatzmethode (nicht abgedeckt: von Hand ergänzen, dann in 500/510; die Bedeutung der Ziffer ist hier nicht gesichert, siehe Formular)</translation>
    </message>
    <message>
        <source>At the net tax rate %1 (turnover including VAT)</source>
        <translation>Zum Saldosteuersatz %1 (Umsatz inklusive MWST)</translation>
    </message>
    <message>
        <source>VAT return %1 to %2 (net tax rate method, agreed consideration, CHF)</source>
        <translation>MWST-Abrechnung %1 bis %2 (Saldosteuersatzmethode, vereinbarte Entgelte, CHF)</translation>
    </message>
    <message>
        <source>Turnover incl. VAT (CHF)</source>
        <translation>Umsatz inkl. MWST (CHF)</translation>
    </message>
    <message>
        <source>Turnover (incl. VAT) assigned to neither net tax rate: in no figure</source>
        <translation>Umsatz (inkl. MWST) keinem Saldosteuersatz zugeordnet: in keiner Ziffer</translation>
    </message>
    <message>
        <source>positions without a product</source>
        <translation>Positionen ohne Produkt</translation>
    </message>
    <message>
        <source>Turnover assigned to neither net tax rate (products: Net tax rate; positions without a product: VAT method), in no figure: %1 (documents %2)</source>
        <translation>Umsatz, der keinem Saldosteuersatz zugeordnet ist (Produkte: Saldosteuersatz; Positionen ohne Produkt: MWST-Methode), in keiner Ziffer: %1 (Belege %2)</translation>
    </message>
    <message>
        <source>Turnover includes VAT. Tax is turnover x net tax rate, rounded to the centime; with two rates, each product&apos;s turnover goes to the rate set on the product page (after the document discount pro rata), positions without a product to the rate set in the VAT method.</source>
        <translation>Der Umsatz enthält die MWST. Die Steuer ist Umsatz x Saldosteuersatz, auf den Rappen gerundet; bei zwei Sätzen geht der Umsatz jedes Produkts zum auf der Produktseite gewählten Satz (nach dem Belegrabatt anteilig), Positionen ohne Produkt zum in der MWST-Methode gewählten Satz.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) not fetched since their last change at the service: not counted until the synchronisation has fetched them.</source>
        <translation>
            <numerusform>%n Dokument seit seiner letzten Änderung beim Dienst nicht abgerufen: nicht gezählt, bis die Synchronisierung es abgerufen hat.</numerusform>
            <numerusform>%n Dokumente seit ihrer letzten Änderung beim Dienst nicht abgerufen: nicht gezählt, bis die Synchronisierung sie abgerufen hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted with today&apos;s open amount, the days of their payments are not known: %1</source>
        <translation>Mit dem heutigen offenen Betrag gezählt, die Tage ihrer Zahlungen sind nicht bekannt: %1</translation>
    </message>
    <message>
        <source>Input tax on material and services: not entered</source>
        <translation>Vorsteuer auf Material- und Dienstleistungsaufwand: nicht erfasst</translation>
    </message>
    <message>
        <source>Input tax on investments and other operating costs: not entered</source>
        <translation>Vorsteuer auf Investitionen und übrigem Betriebsaufwand: nicht erfasst</translation>
    </message>
    <message>
        <source>Input tax (400, 405) not entered for this period: enter it, 0.00 included; until then the amount payable is not known.</source>
        <translation>Vorsteuer (400, 405) für diese Periode nicht erfasst: Erfassen Sie sie, auch 0.00; bis dahin ist der zu bezahlende Betrag nicht bekannt.</translation>
    </message>
    <message>
        <source>Not counted, not fetched since their last change at the service: %1</source>
        <translation>Nicht gezählt, seit ihrer letzten Änderung beim Dienst nicht abgerufen: %1</translation>
    </message>
</context>
<context>
    <name>ReportsPage</name>
    <message>
        <source>As of</source>
        <translation>Stichtag</translation>
    </message>
    <message>
        <source>&amp;As of:</source>
        <translation>&amp;Stichtag:</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>&amp;Year:</source>
        <translation>&amp;Jahr:</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>Nach Monat</translation>
    </message>
    <message>
        <source>By quarter</source>
        <translation>Nach Quartal</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Nach Jahr</translation>
    </message>
    <message>
        <source>1st quarter</source>
        <translation>1. Quartal</translation>
    </message>
    <message>
        <source>2nd quarter</source>
        <translation>2. Quartal</translation>
    </message>
    <message>
        <source>3rd quarter</source>
        <translation>3. Quartal</translation>
    </message>
    <message>
        <source>4th quarter</source>
        <translation>4. Quartal</translation>
    </message>
    <message>
        <source>&amp;Chart currency:</source>
        <translation>Währung der &amp;Grafik:</translation>
    </message>
    <message>
        <source>Chart currency</source>
        <translation>Währung der Grafik</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <source>Revenue by customer</source>
        <translation>Umsatz nach Kunde</translation>
    </message>
    <message>
        <source>By period</source>
        <translation>Nach Zeitraum</translation>
    </message>
    <message>
        <source>By customer</source>
        <translation>Nach Kunde</translation>
    </message>
    <message>
        <source>VAT return figures</source>
        <translation>Ziffern der MWST-Abrechnung</translation>
    </message>
    <message>
        <source>Double-click a customer to see the open invoices in the invoice list</source>
        <translation>Doppelklick auf einen Kunden zeigt seine offenen Rechnungen in der Rechnungsliste</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Documents behind the figure</source>
        <translation>Dokumente hinter der Zahl</translation>
    </message>
    <message>
        <source>Documents behind the selected figure:</source>
        <translation>Dokumente hinter der gewählten Zahl:</translation>
    </message>
    <message>
        <source>&amp;Recalculate</source>
        <translation>&amp;Neu berechnen</translation>
    </message>
    <message>
        <source>Compute the report again from the local copy</source>
        <translation>Die Auswertung aus der lokalen Kopie neu berechnen</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;XLSX…</source>
        <translation>&amp;XLSX exportieren…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>A&amp;uswertung</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>%1 (credit note)</source>
        <translation>%1 (Gutschrift)</translation>
    </message>
    <message>
        <source>Export as XLSX</source>
        <translation>Als XLSX exportieren</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message>
        <source>Whole year</source>
        <translation>Ganzes Jahr</translation>
    </message>
    <message>
        <source>Return or double-click opens the document</source>
        <translation>Enter oder Doppelklick öffnet das Dokument</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>1st half-year</source>
        <translation>1. Halbjahr</translation>
    </message>
    <message>
        <source>2nd half-year</source>
        <translation>2. Halbjahr</translation>
    </message>
</context>
<context>
    <name>SafeXmlReader</name>
    <message>
        <source>The file is larger than %1 MB; it is not read.</source>
        <translation>Die Datei ist grösser als %1 MB; sie wird nicht gelesen.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>The file ends in the middle of the XML (line %1).</source>
        <translation>Die Datei endet mitten im XML (Zeile %1).</translation>
    </message>
    <message>
        <source>The file is not well-formed XML (line %1): %2</source>
        <translation>Die Datei ist kein wohlgeformtes XML (Zeile %1): %2</translation>
    </message>
    <message>
        <source>Line %1: the file declares a document type (&lt;!DOCTYPE&gt;). Files with a document type are not read, as it could make the file expand or fetch content.</source>
        <translation>Zeile %1: Die Datei deklariert einen Dokumenttyp (&lt;!DOCTYPE&gt;). Dateien mit Dokumenttyp werden nicht gelesen, da er die Datei aufblähen oder Inhalte nachladen könnte.</translation>
    </message>
    <message>
        <source>Line %1: the file refers to an entity (&amp;%2;) that is not one of XML&apos;s own; it is not read.</source>
        <translation>Zeile %1: Die Datei verweist auf eine Entität (&amp;%2;), die nicht zu XML selbst gehört; sie wird nicht gelesen.</translation>
    </message>
    <message>
        <source>Line %1: the elements are nested more than %2 levels deep; the file is not read.</source>
        <translation>Zeile %1: Die Elemente sind mehr als %2 Ebenen tief verschachtelt; die Datei wird nicht gelesen.</translation>
    </message>
    <message>
        <source>The file has more than %1 elements; it is not read.</source>
        <translation>Die Datei hat mehr als %1 Elemente; sie wird nicht gelesen.</translation>
    </message>
    <message>
        <source>Line %1: an element has more than %2 attributes; the file is not read.</source>
        <translation>Zeile %1: Ein Element hat mehr als %2 Attribute; die Datei wird nicht gelesen.</translation>
    </message>
    <message>
        <source>Line %1: an attribute is longer than %2 characters; the file is not read.</source>
        <translation>Zeile %1: Ein Attribut ist länger als %2 Zeichen; die Datei wird nicht gelesen.</translation>
    </message>
    <message>
        <source>Line %1: an element&apos;s text is longer than %2 characters; the file is not read.</source>
        <translation>Zeile %1: Der Text eines Elements ist länger als %2 Zeichen; die Datei wird nicht gelesen.</translation>
    </message>
    <message>
        <source>the element %1 holds another element where text was expected.</source>
        <translation>das Element %1 enthält ein weiteres Element, wo Text erwartet wurde.</translation>
    </message>
    <message>
        <source>Line %1: a comment, processing instruction, tag or run of text or space goes on for more than %2 characters; the file is not read.</source>
        <translation>Zeile %1: Ein Kommentar, eine Verarbeitungsanweisung, ein Tag oder ein Abschnitt aus Text oder Leerraum ist länger als %2 Zeichen; die Datei wird nicht gelesen.</translation>
    </message>
    <message>
        <source>Line %1: a %2 is longer than %3 characters; the file is not read.</source>
        <translation>Zeile %1: %2 ist länger als %3 Zeichen; die Datei wird nicht gelesen.</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>Ein Kommentar</translation>
    </message>
    <message>
        <source>processing instruction</source>
        <translation>Eine Verarbeitungsanweisung</translation>
    </message>
</context>
<context>
    <name>SandboxLauncher</name>
    <message>
        <source>The demo server could not be started: %1</source>
        <translation>Der Demoserver konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The demo server stopped before it was ready (exit code %1). %2</source>
        <translation>Der Demoserver wurde beendet, bevor er bereit war (Exit-Code %1). %2</translation>
    </message>
    <message>
        <source>The demo server (invoicedesk-sandbox) is not installed.</source>
        <translation>Der Demoserver (invoicedesk-sandbox) ist nicht installiert.</translation>
    </message>
    <message>
        <source>The demo server did not get ready in time.</source>
        <translation>Der Demoserver war nicht rechtzeitig bereit.</translation>
    </message>
    <message>
        <source>The demo server announced itself in a form this version does not understand.</source>
        <translation>Der Demoserver hat sich in einer Form gemeldet, die diese Version nicht versteht.</translation>
    </message>
</context>
<context>
    <name>SchemaMigrations</name>
    <message>
        <source>local document mirror</source>
        <translation>lokale Dokumentkopie</translation>
    </message>
    <message>
        <source>reconciliation and detail cache</source>
        <translation>Abgleich und Detailzwischenspeicher</translation>
    </message>
    <message>
        <source>its version could not be read (%1)</source>
        <translation>ihre Version konnte nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>it was written by a newer version of InvoiceDesk (schema %1, this version knows %2)</source>
        <translation>sie wurde von einer neueren Version von InvoiceDesk geschrieben (Schema %1, diese Version kennt %2)</translation>
    </message>
    <message>
        <source>the update to schema %1 could not start: %2</source>
        <translation>die Aktualisierung auf Schema %1 konnte nicht beginnen: %2</translation>
    </message>
    <message>
        <source>the update to schema %1 (%2) failed: %3</source>
        <translation>die Aktualisierung auf Schema %1 (%2) ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>the update to schema %1 could not be saved: %2</source>
        <translation>die Aktualisierung auf Schema %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>records and settings</source>
        <translation>Datensätze und Einstellungen</translation>
    </message>
    <message>
        <source>records saved here</source>
        <translation>Hier gespeicherte Datensätze</translation>
    </message>
    <message>
        <source>VAT lines and changed documents for the reports</source>
        <translation>MWST-Zeilen und geänderte Dokumente für die Berichte</translation>
    </message>
    <message>
        <source>lists in date order</source>
        <translation>Listen nach Datum</translation>
    </message>
    <message>
        <source>VAT return: document discounts, 0 % turnover, CHF rates, input tax</source>
        <translation>MWST-Abrechnung: Dokumentrabatte, Umsatz zu 0 %, CHF-Kurse, Vorsteuer</translation>
    </message>
    <message>
        <source>payments booked here</source>
        <translation>hier gebuchte Zahlungen</translation>
    </message>
    <message>
        <source>VAT return: filed periods</source>
        <translation>MWST-Abrechnung: eingereichte Perioden</translation>
    </message>
    <message>
        <source>VAT return: method and net tax rates</source>
        <translation>MWST-Abrechnung: Methode und Saldosteuersätze</translation>
    </message>
    <message>
        <source>VAT return: net tax rates per product</source>
        <translation>MWST-Abrechnung: Saldosteuersätze je Produkt</translation>
    </message>
    <message>
        <source>details as current as the lists</source>
        <translation>Details so aktuell wie die Listen</translation>
    </message>
    <message>
        <source>accounts overview without the table</source>
        <translation>Kontenübersicht ohne die Tabelle</translation>
    </message>
    <message>
        <source>accounts overview without the table, smaller</source>
        <translation>Kontenübersicht ohne die Tabelle, kleiner</translation>
    </message>
</context>
<context>
    <name>SettingsApi</name>
    <message>
        <source>the answer holds no settings object</source>
        <translation>die Antwort enthält kein Einstellungsobjekt</translation>
    </message>
</context>
<context>
    <name>SettingsConditionsModel</name>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Condition, row %1: enter a whole number.</source>
        <translation>Bedingung, Zeile %1: Geben Sie eine ganze Zahl ein.</translation>
    </message>
    <message>
        <source>Days, row %1: enter a whole number of days.</source>
        <translation>Tage, Zeile %1: Geben Sie eine ganze Anzahl Tage ein.</translation>
    </message>
    <message>
        <source>Amount, row %1: enter a number such as 2 or 2.5.</source>
        <translation>Betrag, Zeile %1: Geben Sie eine Zahl wie 2 oder 2.5 ein.</translation>
    </message>
    <message>
        <source>Condition type as stored by the service: %1</source>
        <translation>Bedingungsart, wie vom Dienst gespeichert: %1</translation>
    </message>
    <message>
        <source>The service does not publish what each condition type and its amount mean; they are saved as entered.</source>
        <translation>Der Dienst veröffentlicht nicht, was die einzelnen Bedingungsarten und ihr Betrag bedeuten; sie werden wie eingegeben gespeichert.</translation>
    </message>
    <message>
        <source>Condition type</source>
        <translation>Bedingungsart</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Send the changed settings to the service (%1)</source>
        <translation>Die geänderten Einstellungen an den Dienst senden (%1)</translation>
    </message>
    <message>
        <source>Forget the changes and show the settings as the service has them</source>
        <translation>Die Änderungen verwerfen und die Einstellungen so anzeigen, wie der Dienst sie hat</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Open a profile to see the settings.</source>
        <translation>Öffnen Sie ein Profil, um die Einstellungen zu sehen.</translation>
    </message>
    <message>
        <source>Showing the copy kept on this computer.</source>
        <translation>Die auf diesem Computer gespeicherte Kopie wird angezeigt.</translation>
    </message>
    <message>
        <source>Not loaded yet: the settings are fetched from the service.</source>
        <translation>Noch nicht geladen: Die Einstellungen werden beim Dienst abgerufen.</translation>
    </message>
    <message>
        <source>Could not load from the service; showing the copy kept on this computer. %1</source>
        <translation>Konnte nicht vom Dienst geladen werden; die auf diesem Computer gespeicherte Kopie wird angezeigt. %1</translation>
    </message>
    <message>
        <source>Could not load from the service. %1</source>
        <translation>Konnte nicht vom Dienst geladen werden. %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The service has newer settings; Revert shows them (your changes are kept until then).</source>
        <translation>Der Dienst hat neuere Einstellungen; «Zurücksetzen» zeigt sie an (Ihre Änderungen bleiben bis dahin erhalten).</translation>
    </message>
    <message>
        <source>Loaded from the service at %1.</source>
        <translation>Um %1 vom Dienst geladen.</translation>
    </message>
    <message>
        <source>No copy could be kept on this computer: %1</source>
        <translation>Auf diesem Computer konnte keine Kopie gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1: not saved; correct the marked fields.</source>
        <translation>%1: nicht gespeichert; korrigieren Sie die markierten Felder.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>Saved at %1.</source>
        <translation>Gespeichert um %1.</translation>
    </message>
    <message>
        <source>Not saved. %1</source>
        <translation>Nicht gespeichert. %1</translation>
    </message>
    <message>
        <source>%1: not saved. %2</source>
        <translation>%1: nicht gespeichert. %2</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;German</source>
        <translation>De&amp;utsch</translation>
    </message>
    <message>
        <source>E&amp;nglish</source>
        <translation>E&amp;nglisch</translation>
    </message>
    <message>
        <source>F&amp;rench</source>
        <translation>Französi&amp;sch</translation>
    </message>
    <message>
        <source>&amp;Italian</source>
        <translation>&amp;Italienisch</translation>
    </message>
    <message>
        <source>The changes on “%1” are not saved.</source>
        <translation>Die Änderungen auf «%1» sind nicht gespeichert.</translation>
    </message>
    <message>
        <source>The service keeps this number; its documentation does not say what each value means, so it is saved as it is.</source>
        <translation>Der Dienst speichert diese Zahl; seine Dokumentation sagt nicht, was die einzelnen Werte bedeuten, daher wird sie unverändert gespeichert.</translation>
    </message>
    <message>
        <source>unknown (code %1)</source>
        <translation>unbekannt (Code %1)</translation>
    </message>
    <message>
        <source>Reading the copy kept on this computer…</source>
        <translation>Die auf diesem Computer gespeicherte Kopie wird gelesen…</translation>
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
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
    <message>
        <source>The commands of the page shown and of the whole window that have a shortcut. In a form, Alt with the underlined letter of a label moves to its field.</source>
        <translation>Die Befehle der angezeigten Seite und des ganzen Fensters, die ein Tastenkürzel haben. In einem Formular springt Alt mit dem unterstrichenen Buchstaben einer Beschriftung in ihr Feld.</translation>
    </message>
</context>
<context>
    <name>StoreTransaction</name>
    <message>
        <source>stopped while another writer held the local data</source>
        <translation>abgebrochen, während ein anderer Schreiber die lokalen Daten hielt</translation>
    </message>
</context>
<context>
    <name>SyncEngine</name>
    <message>
        <source>the list changed while it was read (%1 at its start, %2 later), so it is not complete and is listed again next time.</source>
        <translation>die Liste hat sich beim Lesen geändert (%1 zu Beginn, %2 später), daher ist sie nicht vollständig und wird beim nächsten Mal erneut aufgelistet.</translation>
    </message>
    <message>
        <source>the service kept announcing more pages while the list was read; it was read up to page %1 only and is listed again next time.</source>
        <translation>der Dienst kündigte beim Lesen der Liste immer weitere Seiten an; sie wurde nur bis Seite %1 gelesen und wird beim nächsten Mal erneut aufgelistet.</translation>
    </message>
</context>
<context>
    <name>SyncSummary</name>
    <message>
        <source>changes since %1</source>
        <translation>Änderungen seit %1</translation>
    </message>
    <message>
        <source>full listing, resumed</source>
        <translation>vollständige Liste, fortgesetzt</translation>
    </message>
    <message>
        <source>full listing</source>
        <translation>vollständige Liste</translation>
    </message>
    <message>
        <source>%1, deletions not checked</source>
        <translation>%1, Löschungen nicht geprüft</translation>
    </message>
    <message>
        <source>%1 (%2): %3 received, %4 saved, %5 removed</source>
        <translation>%1 (%2): %3 erhalten, %4 gespeichert, %5 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in %1 s</source>
        <translation>
            <numerusform>%n Anfrage in %1 s</numerusform>
            <numerusform>%n Anfragen in %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not listed, the token may not read them (%2)</source>
        <translation>%1: nicht aufgelistet, das Token darf sie nicht lesen (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n quote(s)</source>
        <translation>
            <numerusform>%1 von %n Offerte</numerusform>
            <numerusform>%1 von %n Offerten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n contract note(s)</source>
        <translation>
            <numerusform>%1 von %n Auftragsbestätigung</numerusform>
            <numerusform>%1 von %n Auftragsbestätigungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n delivery note(s)</source>
        <translation>
            <numerusform>%1 von %n Lieferschein</numerusform>
            <numerusform>%1 von %n Lieferscheinen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n invoice(s)</source>
        <translation>
            <numerusform>%1 von %n Rechnung</numerusform>
            <numerusform>%1 von %n Rechnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n credit note(s)</source>
        <translation>
            <numerusform>%1 von %n Gutschrift</numerusform>
            <numerusform>%1 von %n Gutschriften</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n recurring invoice(s)</source>
        <translation>
            <numerusform>%1 von %n wiederkehrenden Rechnung</numerusform>
            <numerusform>%1 von %n wiederkehrenden Rechnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n template(s)</source>
        <translation>
            <numerusform>%1 von %n Vorlage</numerusform>
            <numerusform>%1 von %n Vorlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n receipt(s)</source>
        <translation>
            <numerusform>%1 von %n Beleg</numerusform>
            <numerusform>%1 von %n Belegen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not listed</source>
        <translation>%1 nicht abgerufen</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) failed (%1): %2</source>
        <translation>
            <numerusform>%n Seite fehlgeschlagen (%1): %2</numerusform>
            <numerusform>%n Seiten fehlgeschlagen (%1): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Partly synchronised: %1 The rest is fetched again with the next synchronisation.</source>
        <translation>Teilweise synchronisiert: %1 Der Rest wird mit der nächsten Synchronisation erneut abgerufen.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n skipped by the listing (listed again next time)</source>
        <translation>
            <numerusform>%1, %n von der Auflistung übersprungen (nächstes Mal erneut aufgelistet)</numerusform>
            <numerusform>%1, %n von der Auflistung übersprungen (nächstes Mal erneut aufgelistet)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
</context>
<context>
    <name>TotalsPanel</name>
    <message>
        <source>Before discounts:</source>
        <translation>Vor Rabatten:</translation>
    </message>
    <message>
        <source>Line discounts:</source>
        <translation>Positionsrabatte:</translation>
    </message>
    <message>
        <source>Net (excl. VAT):</source>
        <translation>Netto (exkl. MWST):</translation>
    </message>
    <message>
        <source>incl. VAT %1:</source>
        <translation>inkl. MWST %1:</translation>
    </message>
    <message>
        <source>VAT %1:</source>
        <translation>MWST %1:</translation>
    </message>
    <message>
        <source>Subtotal:</source>
        <translation>Zwischentotal:</translation>
    </message>
    <message>
        <source>Document discount:</source>
        <translation>Dokumentrabatt:</translation>
    </message>
    <message>
        <source>Rounding:</source>
        <translation>Rundung:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Total:</translation>
    </message>
</context>
<context>
    <name>UnitDraft</name>
    <message>
        <source>is required in at least one language.</source>
        <translation>ist in mindestens einer Sprache erforderlich.</translation>
    </message>
</context>
<context>
    <name>UnitEditor</name>
    <message>
        <source>&amp;Active: offered for new products and positions</source>
        <translation>A&amp;ktiv: für neue Produkte und Positionen angeboten</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>Neue Einheit</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <source>UN/ECE code, e.g. C62 (piece) or HUR (hour)</source>
        <translation>UN/ECE-Code, z. B. C62 (Stück) oder HUR (Stunde)</translation>
    </message>
    <message>
        <source>ISO &amp;code:</source>
        <translation>ISO-&amp;Code:</translation>
    </message>
    <message>
        <source>&amp;Singular:</source>
        <translation>&amp;Einzahl:</translation>
    </message>
    <message>
        <source>&amp;Plural:</source>
        <translation>&amp;Mehrzahl:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
</context>
<context>
    <name>UnitPage</name>
    <message>
        <source>Search code, name or description (Ctrl+F)</source>
        <translation>Code, Name oder Beschreibung suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>Ak&amp;tiv</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>A&amp;lle</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Delete the unit %1? This cannot be undone.</source>
        <translation>Die Einheit %1 löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>The unit %1 was deleted.</source>
        <translation>Die Einheit %1 wurde gelöscht.</translation>
    </message>
    <message>
        <source>ISO code</source>
        <translation>ISO-Code</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Singular</source>
        <translation>Einzahl</translation>
    </message>
    <message>
        <source>Plural</source>
        <translation>Mehrzahl</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>&amp;Einheiten</translation>
    </message>
</context>
<context>
    <name>UnitRecord</name>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Plural</source>
        <translation>Plural</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
</context>
<context>
    <name>UnsavedQuestion</name>
    <message>
        <source>Cancel keeps everything as it is.</source>
        <translation>Abbrechen lässt alles, wie es ist.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
</context>
<context>
    <name>UserPage</name>
    <message>
        <source>Search name or e-mail (Ctrl+F)</source>
        <translation>Name oder E-Mail suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>E&amp;mployee:</source>
        <translation>&amp;Mitarbeiter:</translation>
    </message>
    <message>
        <source>All users</source>
        <translation>Alle Benutzer</translation>
    </message>
    <message>
        <source>The employee&apos;s users could not be listed: %1</source>
        <translation>Die Benutzer des Mitarbeiters konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>User id</source>
        <translation>Benutzer-ID</translation>
    </message>
    <message>
        <source>U&amp;sers</source>
        <translation>Be&amp;nutzer</translation>
    </message>
</context>
<context>
    <name>UserRecord</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>User id</source>
        <translation>Benutzer-ID</translation>
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
        <translation>ist erforderlich.</translation>
    </message>
    <message>
        <source>must start with a country code and two check digits, followed by letters and digits only, e.g. CH93 0076 2011 6238 5295 7.</source>
        <translation>muss mit einem Ländercode und zwei Prüfziffern beginnen, gefolgt nur von Buchstaben und Ziffern, z. B. CH93 0076 2011 6238 5295 7.</translation>
    </message>
    <message>
        <source>%1 is not a country that uses IBANs.</source>
        <translation>%1 ist kein Land, das IBANs verwendet.</translation>
    </message>
    <message>
        <source>an IBAN from %1 has %2 characters, this one has %3.</source>
        <translation>eine IBAN aus %1 hat %2 Zeichen, diese hat %3.</translation>
    </message>
    <message>
        <source>the bank&apos;s clearing number (positions 5 to 9) must be digits.</source>
        <translation>die Clearingnummer der Bank (Stellen 5 bis 9) muss aus Ziffern bestehen.</translation>
    </message>
    <message>
        <source>the check digits do not match: a character is probably mistyped.</source>
        <translation>die Prüfziffern stimmen nicht: Wahrscheinlich ist ein Zeichen falsch eingegeben.</translation>
    </message>
    <message>
        <source>is not a QR-IBAN: a QR-IBAN is a Swiss or Liechtenstein IBAN whose positions 5 to 9 are 30000 to 31999.</source>
        <translation>ist keine QR-IBAN: Eine QR-IBAN ist eine Schweizer oder Liechtensteiner IBAN, deren Stellen 5 bis 9 zwischen 30000 und 31999 liegen.</translation>
    </message>
    <message>
        <source>must have 8 or 11 characters: four letters for the bank, two for the country, two for the place and optionally three for the branch, e.g. UBSWCHZH80A.</source>
        <translation>muss 8 oder 11 Zeichen haben: vier Buchstaben für die Bank, zwei für das Land, zwei für den Ort und optional drei für die Filiale, z. B. UBSWCHZH80A.</translation>
    </message>
    <message>
        <source>must be a currency code of three capital letters, e.g. CHF.</source>
        <translation>muss ein Währungscode aus drei Grossbuchstaben sein, z. B. CHF.</translation>
    </message>
    <message>
        <source>may have at most 13 digits.</source>
        <translation>darf höchstens 13 Ziffern haben.</translation>
    </message>
    <message>
        <source>may contain digits only.</source>
        <translation>darf nur Ziffern enthalten.</translation>
    </message>
    <message>
        <source>must have 8 or 13 digits (EAN-8, EAN-13) or 12 (UPC-A).</source>
        <translation>muss 8 oder 13 Ziffern (EAN-8, EAN-13) oder 12 (UPC-A) haben.</translation>
    </message>
    <message>
        <source>the check digit should be %1, not %2: a digit is probably mistyped.</source>
        <translation>die Prüfziffer müsste %1 sein, nicht %2: Wahrscheinlich ist eine Ziffer falsch eingegeben.</translation>
    </message>
    <message numerus="yes">
        <source>may have at most %n character(s).</source>
        <translation>
            <numerusform>darf höchstens %n Zeichen haben.</numerusform>
            <numerusform>darf höchstens %n Zeichen haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>is not a company UID: write it as CHE-123.456.789.</source>
        <translation>ist keine UID: schreiben Sie sie als CHE-123.456.789.</translation>
    </message>
    <message>
        <source>is not a valid company UID (no UID has these first eight digits): a digit is probably mistyped.</source>
        <translation>ist keine gültige UID (keine UID hat diese ersten acht Ziffern): wahrscheinlich ist eine Ziffer vertippt.</translation>
    </message>
    <message>
        <source>has a wrong check digit (the last digit should be %1, not %2): a digit is probably mistyped.</source>
        <translation>hat eine falsche Prüfziffer (die letzte Ziffer müsste %1 sein, nicht %2): wahrscheinlich ist eine Ziffer vertippt.</translation>
    </message>
</context>
<context>
    <name>VatPage</name>
    <message>
        <source>CHF &amp;rates…</source>
        <translation>CHF-&amp;Kurse…</translation>
    </message>
    <message>
        <source>Monthly CHF rates for documents in other currencies</source>
        <translation>Monatliche CHF-Kurse für Dokumente in anderen Währungen</translation>
    </message>
    <message>
        <source>&amp;Input tax…</source>
        <translation>&amp;Vorsteuer…</translation>
    </message>
    <message>
        <source>Enter the input tax of the period (400, 405) for the amount payable</source>
        <translation>Die Vorsteuer des Zeitraums (400, 405) für den zu bezahlenden Betrag erfassen</translation>
    </message>
    <message>
        <source>Mark as &amp;filed…</source>
        <translation>Als &amp;eingereicht markieren…</translation>
    </message>
    <message>
        <source>Keep the figures of the period shown as filed; later changes show as corrections against them</source>
        <translation>Die Ziffern der angezeigten Periode als eingereicht festhalten; spätere Änderungen erscheinen als Korrekturen dazu</translation>
    </message>
    <message>
        <source>The period is being marked as filed.</source>
        <translation>Die Periode wird als eingereicht markiert.</translation>
    </message>
    <message>
        <source>No VAT figures are shown.</source>
        <translation>Es werden keine MWST-Ziffern angezeigt.</translation>
    </message>
    <message>
        <source>This period was filed on %1.</source>
        <translation>Diese Periode wurde am %1 eingereicht.</translation>
    </message>
    <message>
        <source>It overlaps the period %1 to %2, filed before.</source>
        <translation>Sie überschneidet sich mit der zuvor eingereichten Periode %1 bis %2.</translation>
    </message>
    <message>
        <source>The figures are incomplete (see the notes above the table): complete them first.</source>
        <translation>Die Ziffern sind unvollständig (siehe die Hinweise über der Tabelle): Ergänzen Sie sie zuerst.</translation>
    </message>
    <message>
        <source>The period has no figures.</source>
        <translation>Die Periode hat keine Ziffern.</translation>
    </message>
    <message>
        <source>The period cannot be marked as filed: %1</source>
        <translation>Die Periode kann nicht als eingereicht markiert werden: %1</translation>
    </message>
    <message>
        <source>Mark the VAT return %1 as filed, with an amount payable (500) of %2?</source>
        <translation>Die MWST-Abrechnung %1 als eingereicht markieren, mit einer Steuerschuld (500) von %2?</translation>
    </message>
    <message>
        <source>Mark the VAT return %1 as filed, with a credit (510) of %2?</source>
        <translation>Die MWST-Abrechnung %1 als eingereicht markieren, mit einem Guthaben (510) von %2?</translation>
    </message>
    <message>
        <source>Mark as filed</source>
        <translation>Als eingereicht markieren</translation>
    </message>
    <message>
        <source>Its figures are kept in the local copy of this account. Later changes to documents of the period show as corrections against them; a cancellation reduces the period it happens in. Nothing is sent to the tax administration.</source>
        <translation>Ihre Ziffern werden in der lokalen Kopie dieses Kontos festgehalten. Spätere Änderungen an Dokumenten der Periode erscheinen als Korrekturen dazu; eine Stornierung mindert die Periode, in der sie geschieht. An die Steuerverwaltung wird nichts gesendet.</translation>
    </message>
    <message>
        <source>The VAT figures changed while you were asked: look at them again.</source>
        <translation>Die MWST-Ziffern haben sich während der Frage geändert: Sehen Sie sie erneut an.</translation>
    </message>
    <message>
        <source>The VAT return %1 to %2 is marked as filed.</source>
        <translation>Die MWST-Abrechnung %1 bis %2 ist als eingereicht markiert.</translation>
    </message>
    <message>
        <source>The period could not be marked as filed: %1</source>
        <translation>Die Periode konnte nicht als eingereicht markiert werden: %1</translation>
    </message>
    <message>
        <source>Turnover at 0 % of %1</source>
        <translation>Umsatz zu 0 % von %1</translation>
    </message>
    <message>
        <source>As its products</source>
        <translation>Wie seine Produkte</translation>
    </message>
    <message>
        <source>Turnover at 0 % of %1: %2.</source>
        <translation>Umsatz zu 0 % von %1: %2.</translation>
    </message>
    <message>
        <source>as its products</source>
        <translation>wie seine Produkte</translation>
    </message>
    <message>
        <source>The 0 % class of %1 could not be kept: %2</source>
        <translation>Die Klasse 0 % von %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>VAT &amp;method…</source>
        <translation>MWST-&amp;Methode…</translation>
    </message>
    <message>
        <source>Effective or net tax rate method, the approved net tax rates and where turnover goes</source>
        <translation>Effektive oder Saldosteuersatzmethode, die bewilligten Saldosteuersätze und wohin der Umsatz geht</translation>
    </message>
    <message>
        <source>The net tax rate method files by half-year.</source>
        <translation>Die Saldosteuersatzmethode rechnet halbjährlich ab.</translation>
    </message>
    <message>
        <source>The effective method files by month, quarter or year.</source>
        <translation>Die effektive Methode rechnet monatlich, quartalsweise oder jährlich ab.</translation>
    </message>
    <message>
        <source>&amp;Unmark as filed…</source>
        <translation>Markierung „eingereicht“ &amp;aufheben…</translation>
    </message>
    <message>
        <source>Forget the figures kept as filed for the period shown</source>
        <translation>Die als eingereicht gespeicherten Ziffern der angezeigten Periode verwerfen</translation>
    </message>
    <message>
        <source>The period shown is not marked as filed.</source>
        <translation>Die angezeigte Periode ist nicht als eingereicht markiert.</translation>
    </message>
    <message>
        <source>Unmark the VAT return %1, filed on %2 with a credit (510) of %3?</source>
        <translation>Markierung der MWST-Abrechnung %1 aufheben, eingereicht am %2 mit einem Guthaben (510) von %3?</translation>
    </message>
    <message>
        <source>Unmark the VAT return %1, filed on %2 with an amount payable (500) of %3?</source>
        <translation>Markierung der MWST-Abrechnung %1 aufheben, eingereicht am %2 mit einem geschuldeten Betrag (500) von %3?</translation>
    </message>
    <message>
        <source>Unmark as filed</source>
        <translation>Markierung aufheben</translation>
    </message>
    <message>
        <source>The figures kept as filed are forgotten: the period shows its figures now, without corrections, and a cancellation of one of its invoices no longer counts elsewhere. Nothing is sent to the tax administration.</source>
        <translation>Die als eingereicht gespeicherten Ziffern werden verworfen: Die Periode zeigt ihre heutigen Ziffern ohne Korrekturen, und die Stornierung einer ihrer Rechnungen zählt nicht mehr anderswo. An die Steuerverwaltung wird nichts gesendet.</translation>
    </message>
    <message>
        <source>The period shown changed while you were asked: nothing was unmarked.</source>
        <translation>Die angezeigte Periode hat sich während der Rückfrage geändert: Es wurde nichts aufgehoben.</translation>
    </message>
    <message>
        <source>The VAT return %1 to %2 is no longer marked as filed.</source>
        <translation>Die MWST-Abrechnung %1 bis %2 ist nicht mehr als eingereicht markiert.</translation>
    </message>
    <message>
        <source>The period could not be unmarked: %1</source>
        <translation>Die Markierung der Periode konnte nicht aufgehoben werden: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a period: its first day to its last day</comment>
        <translation>%1 bis %2</translation>
    </message>
</context>
<context>
    <name>VatSettingsDialog</name>
    <message>
        <source>VAT method</source>
        <translation>MWST-Methode</translation>
    </message>
    <message>
        <source>Effective method (month, quarter or year)</source>
        <translation>Effektive Methode (Monat, Quartal oder Jahr)</translation>
    </message>
    <message>
        <source>Net tax rate method (half-year)</source>
        <translation>Saldosteuersatzmethode (Halbjahr)</translation>
    </message>
    <message>
        <source>e.g. 6.2</source>
        <translation>z. B. 6.2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>Approved net tax rate &amp;1 (%):</source>
        <translation>Bewilligter Saldosteuersatz &amp;1 (%):</translation>
    </message>
    <message>
        <source>Approved net tax rate &amp;2 (%):</source>
        <translation>Bewilligter Saldosteuersatz &amp;2 (%):</translation>
    </message>
    <message>
        <source>Net tax rate 1</source>
        <translation>Saldosteuersatz 1</translation>
    </message>
    <message>
        <source>Net tax rate 2</source>
        <translation>Saldosteuersatz 2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a percentage such as 6.2 (at most two decimals).</source>
        <translation>%1: «%2» ist kein Prozentsatz wie 6.2 (höchstens zwei Dezimalstellen).</translation>
    </message>
    <message>
        <source>The VAT method could not be kept: %1</source>
        <translation>Die MWST-Methode konnte nicht festgehalten werden: %1</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>Nicht zugeordnet</translation>
    </message>
    <message>
        <source>Positions &amp;without a product go to:</source>
        <translation>Positionen &amp;ohne Produkt gehen zu:</translation>
    </message>
    <message>
        <source>With the net tax rate method the return is by half-year, turnover including VAT, and the tax is turnover x the approved rate. With one rate all turnover goes to it. With two, each product&apos;s turnover goes to the rate set on the product page (Products → Net tax rate); turnover assigned to neither is in no figure and the return is incomplete. 0 % turnover keeps its class.</source>
        <translation>Bei der Saldosteuersatzmethode wird halbjährlich abgerechnet, der Umsatz inklusive MWST, und die Steuer ist Umsatz x bewilligter Satz. Bei einem Satz geht aller Umsatz zu ihm. Bei zweien geht der Umsatz jedes Produkts zum auf der Produktseite gewählten Satz (Produkte → Saldosteuersatz); Umsatz, der keinem zugeordnet ist, steht in keiner Ziffer, und die Abrechnung ist unvollständig. Umsatz zu 0 % behält seine Klasse.</translation>
    </message>
</context>
<context>
    <name>WebhookApi</name>
    <message>
        <source>A payment was recorded on an invoice</source>
        <translation>Auf einer Rechnung wurde eine Zahlung erfasst</translation>
    </message>
    <message>
        <source>An invoice became fully paid</source>
        <translation>Eine Rechnung wurde vollständig bezahlt</translation>
    </message>
    <message>
        <source>Target URL: enter a full address such as https://example.com/hooks/invoices.</source>
        <translation>Ziel-URL: Geben Sie eine vollständige Adresse wie https://example.com/hooks/invoices ein.</translation>
    </message>
    <message>
        <source>Target URL: use https:// (plain http:// is allowed only to this computer, because the deliveries carry business data).</source>
        <translation>Ziel-URL: Verwenden Sie https:// (einfaches http:// ist nur zu diesem Computer erlaubt, weil die Zustellungen Geschäftsdaten enthalten).</translation>
    </message>
    <message>
        <source>Target URL: &quot;%1&quot; is not a web address; use https://.</source>
        <translation>Ziel-URL: «%1» ist keine Webadresse; verwenden Sie https://.</translation>
    </message>
    <message>
        <source>the answer holds no webhook</source>
        <translation>die Antwort enthält keinen Webhook</translation>
    </message>
</context>
<context>
    <name>WebhookCreateDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>New webhook</source>
        <translation>Neuer Webhook</translation>
    </message>
    <message>
        <source>Other event names, separated by commas</source>
        <translation>Weitere Ereignisnamen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>The service&apos;s documentation does not list the event names; type any others here. The service refuses names it does not know.</source>
        <translation>Die Dokumentation des Dienstes führt die Ereignisnamen nicht auf; geben Sie weitere hier ein. Der Dienst lehnt Namen ab, die er nicht kennt.</translation>
    </message>
    <message>
        <source>&amp;Target URL:</source>
        <translation>&amp;Ziel-URL:</translation>
    </message>
    <message>
        <source>&amp;Events:</source>
        <translation>Ereig&amp;nisse:</translation>
    </message>
    <message>
        <source>&amp;Signature key:</source>
        <translation>&amp;Signaturschlüssel:</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Events: choose or type at least one event.</source>
        <translation>Ereignisse: Wählen Sie mindestens ein Ereignis oder geben Sie es ein.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1. Check the list before trying again: the webhook may exist.</source>
        <translation>Die Antwort des Dienstes konnte nicht gelesen werden: %1. Prüfen Sie die Liste, bevor Sie es nochmals versuchen: Der Webhook existiert möglicherweise.</translation>
    </message>
    <message>
        <source>Target URL: %1</source>
        <translation>Ziel-URL: %1</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>Ereignisse: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not created.</source>
        <translation>Nicht erstellt.</translation>
    </message>
    <message>
        <source>Webhook created</source>
        <translation>Webhook erstellt</translation>
    </message>
    <message>
        <source>The webhook was created, but the service sent no signature key.</source>
        <translation>Der Webhook wurde erstellt, aber der Dienst hat keinen Signaturschlüssel gesendet.</translation>
    </message>
    <message>
        <source>This is the secret for verifying deliveries: the receiving system checks each delivery&apos;s signature (an HMAC-SHA256 of the request body, keyed with this key) against it. It is shown only now and not kept on this computer; copy it into the receiving system.</source>
        <translation>Dies ist der geheime Schlüssel zum Prüfen der Zustellungen: Das empfangende System prüft damit die Signatur jeder Zustellung (ein HMAC-SHA256 des Request-Bodys, mit diesem Schlüssel berechnet). Er wird nur jetzt angezeigt und nicht auf diesem Computer gespeichert; kopieren Sie ihn in das empfangende System.</translation>
    </message>
    <message>
        <source>Creating the webhook…</source>
        <translation>Webhook wird erstellt…</translation>
    </message>
    <message>
        <source>Target URL</source>
        <translation>Ziel-URL</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
    <message>
        <source>The new webhook has not been created yet.</source>
        <translation>Der neue Webhook wurde noch nicht erstellt.</translation>
    </message>
</context>
<context>
    <name>WebhookListModel</name>
    <message>
        <source>No delivery yet</source>
        <translation>Noch keine Zustellung</translation>
    </message>
    <message>
        <source>Target URL</source>
        <translation>Ziel-URL</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Latest delivery</source>
        <translation>Letzte Zustellung</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>WebhooksPage</name>
    <message>
        <source>&amp;New webhook…</source>
        <translation>&amp;Neuer Webhook…</translation>
    </message>
    <message>
        <source>&amp;Delete webhook…</source>
        <translation>Webhook &amp;löschen…</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>The service sends events, such as a payment received, to these addresses.</source>
        <translation>Der Dienst sendet Ereignisse, etwa einen Zahlungseingang, an diese Adressen.</translation>
    </message>
    <message>
        <source>Showing the list kept on this computer.</source>
        <translation>Die auf diesem Computer gespeicherte Liste wird angezeigt.</translation>
    </message>
    <message>
        <source>The list of webhooks could not be read: %1.</source>
        <translation>Die Liste der Webhooks konnte nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>No copy could be kept on this computer: %1</source>
        <translation>Auf diesem Computer konnte keine Kopie gespeichert werden: %1</translation>
    </message>
    <message>
        <source>This service does not list webhooks; the ones created here are shown.</source>
        <translation>Dieser Dienst listet keine Webhooks auf; angezeigt werden die hier erstellten.</translation>
    </message>
    <message>
        <source>Could not load the webhooks: %1</source>
        <translation>Die Webhooks konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>&amp;Webhooks</source>
        <translation>&amp;Webhooks</translation>
    </message>
    <message>
        <source>Webhook to %1 created.</source>
        <translation>Webhook an %1 erstellt.</translation>
    </message>
    <message>
        <source>Delete webhook</source>
        <translation>Webhook löschen</translation>
    </message>
    <message>
        <source>Delete the webhook to %1? The service stops sending events there.</source>
        <translation>Den Webhook an %1 löschen? Der Dienst sendet dann keine Ereignisse mehr dorthin.</translation>
    </message>
    <message>
        <source>Webhook to %1 deleted.</source>
        <translation>Webhook an %1 gelöscht.</translation>
    </message>
    <message>
        <source>The webhook to %1 no longer existed on the service.</source>
        <translation>Der Webhook an %1 existierte beim Dienst nicht mehr.</translation>
    </message>
    <message>
        <source>The webhook was not deleted: %1</source>
        <translation>Der Webhook wurde nicht gelöscht: %1</translation>
    </message>
    <message>
        <source>The webhook&apos;s details could not be read: %1.</source>
        <translation>Die Details des Webhooks konnten nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>Could not load the webhook&apos;s details: %1</source>
        <translation>Die Details des Webhooks konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>No webhooks yet. Create one with “New webhook”.</source>
        <translation>Noch keine Webhooks. Erstellen Sie einen mit «Neuer Webhook».</translation>
    </message>
    <message>
        <source>Select a webhook to see its details.</source>
        <translation>Wählen Sie einen Webhook, um seine Details zu sehen.</translation>
    </message>
    <message>
        <source>No delivery yet</source>
        <translation>Noch keine Zustellung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Target URL</source>
        <translation>Ziel-URL</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Latest delivery</source>
        <translation>Letzte Zustellung</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Signature key</source>
        <translation>Signaturschlüssel</translation>
    </message>
    <message>
        <source>Shown only once, when the webhook is created.</source>
        <translation>Wird nur einmal angezeigt, beim Erstellen des Webhooks.</translation>
    </message>
</context>
<context>
    <name>XlsxNumbers</name>
    <message>
        <source>%1 could not be read again: %2</source>
        <translation>%1 konnte nicht erneut gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be finished: its numbers could not be rewritten.</source>
        <translation>%1 konnte nicht fertiggestellt werden: Seine Zahlen konnten nicht neu geschrieben werden.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ZeroRateClassMenu</name>
    <message>
        <source>Export of goods (220)</source>
        <translation>Warenexport (220)</translation>
    </message>
    <message>
        <source>Service abroad (221)</source>
        <translation>Leistung im Ausland (221)</translation>
    </message>
    <message>
        <source>Excluded from the tax (230)</source>
        <translation>Von der Steuer ausgenommen (230)</translation>
    </message>
    <message>
        <source>No consideration (not in 200)</source>
        <translation>Nicht-Entgelt (nicht in 200)</translation>
    </message>
</context>
</TS>
