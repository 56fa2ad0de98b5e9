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
        <translation><numerusform>Der Dienst hat %n ähnlichen Datensatz gefunden, der ein Duplikat sein könnte.</numerusform><numerusform>Der Dienst hat %n ähnliche Datensätze gefunden, die Duplikate sein könnten.</numerusform></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation>Der Dienst hat die Eingabe nicht akzeptiert.</translation>
    </message>
    <message numerus="yes">
        <source>The service is busy. Try again in %n second(s).</source>
        <translation><numerusform>Der Dienst ist ausgelastet. Versuchen Sie es in %n Sekunde nochmals.</numerusform><numerusform>Der Dienst ist ausgelastet. Versuchen Sie es in %n Sekunden nochmals.</numerusform></translation>
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
        <source>The service's answer could not be read: %1</source>
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
</context>
<context>
    <name>ApiJob</name>
    <message>
        <source>%1 at character %2 of %3</source>
        <translation>%1 bei Zeichen %2 von %3</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>There is no saved profile named "%1".</source>
        <translation>Es gibt kein gespeichertes Profil namens «%1».</translation>
    </message>
    <message>
        <source>No token is saved for the profile "%1". Enter it again.</source>
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
        <source>Paste the API token created in the service's settings</source>
        <translation>Das in den Einstellungen des Dienstes erstellte API-Token einfügen</translation>
    </message>
    <message>
        <source>For example: Office, or the company's name</source>
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
        <source>The service's answer could not be read: %1</source>
        <translation>Die Antwort des Dienstes konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The token is valid but reaches no account.</source>
        <translation>Das Token ist gültig, erreicht aber kein Konto.</translation>
    </message>
    <message numerus="yes">
        <source>The token reaches %n account(s). Pick one and connect.</source>
        <translation><numerusform>Das Token erreicht %n Konto. Wählen Sie es und verbinden Sie.</numerusform><numerusform>Das Token erreicht %n Konten. Wählen Sie eines und verbinden Sie.</numerusform></translation>
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
        <source>The document could not be shown: the service's answer is incomplete. %1</source>
        <translation>Das Dokument kann nicht angezeigt werden: die Antwort des Dienstes ist unvollständig. %1</translation>
    </message>
    <message>
        <source>Showing the saved copy. %1</source>
        <translation>Die gespeicherte Kopie wird angezeigt. %1</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Rechnung</translation>
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
        <source>Positions (incl. VAT)</source>
        <translation>Positionen (inkl. MWST)</translation>
    </message>
    <message>
        <source>Positions (excl. VAT)</source>
        <translation>Positionen (exkl. MWST)</translation>
    </message>
    <message>
        <source>VAT %1</source>
        <translation>MWST %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Open amount</source>
        <translation>Offener Betrag</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation>IBAN</translation>
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
        <translation>Zahlungserinnerung</translation>
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
        <source>Removing deleted documents failed</source>
        <translation>Entfernen gelöschter Dokumente fehlgeschlagen</translation>
    </message>
    <message>
        <source>Reading the saved copy failed</source>
        <translation>Lesen der gespeicherten Kopie fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saving a copy of the document failed</source>
        <translation>Speichern einer Kopie des Dokuments fehlgeschlagen</translation>
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
        <source>The token reaches %1 accounts; choose one with --account:</source>
        <translation>Das Token erreicht %1 Konten; wählen Sie eines mit --account:</translation>
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
</context>
<context>
    <name>InvoicesPage</name>
    <message>
        <source>Search number, customer, title or reference (Ctrl+F)</source>
        <translation>Nummer, Kunde, Titel oder Referenz suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search invoices</source>
        <translation>Rechnungen suchen</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Alle</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Offen</translation>
    </message>
    <message>
        <source>O&amp;verdue</source>
        <translation>Ü&amp;berfällig</translation>
    </message>
    <message>
        <source>A&amp;rchived</source>
        <translation>A&amp;rchiviert</translation>
    </message>
    <message>
        <source>Sending failed</source>
        <translation>Versand fehlgeschlagen</translation>
    </message>
    <message>
        <source>Final dunning</source>
        <translation>Letzte Mahnung</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Storniert</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invoice(s)</source>
        <translation><numerusform>%Ln Rechnung</numerusform><numerusform>%Ln Rechnungen</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln invoice(s)</source>
        <translation><numerusform>%1 von %Ln Rechnung</numerusform><numerusform>%1 von %Ln Rechnungen</numerusform></translation>
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
        <source>Invoices</source>
        <translation>Rechnungen</translation>
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
        <translation>&amp;Alles neu synchronisieren</translation>
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
        <source>Synchronising invoices… %1 of %2</source>
        <translation>Rechnungen werden synchronisiert… %1 von %2</translation>
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
        <source>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;A desktop client for the invoicing service: fast search over every document, works offline, prints to the office printer.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Programm für den Rechnungsdienst: schnelle Suche über alle Dokumente, funktioniert offline, druckt auf den Bürodrucker.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
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
        <translation><numerusform>%n Anfrage in %1 s</numerusform><numerusform>%n Anfragen in %1 s</numerusform></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>InvoiceDesk: desktop client for the invoicing service.</source>
        <translation>InvoiceDesk: Desktop-Programm für den Rechnungsdienst.</translation>
    </message>
    <message>
        <source>Start the bundled demo service and open its sample account.</source>
        <translation>Den mitgelieferten Demodienst starten und sein Beispielkonto öffnen.</translation>
    </message>
    <message>
        <source>Address of the service.</source>
        <translation>Adresse des Dienstes.</translation>
    </message>
    <message>
        <source>Saved profile to open.</source>
        <translation>Zu öffnendes gespeichertes Profil.</translation>
    </message>
    <message>
        <source>Account to open.</source>
        <translation>Zu öffnendes Konto.</translation>
    </message>
    <message>
        <source>Synchronise without a window, print a summary and exit (token from INVOICEDESK_TOKEN or the keychain).</source>
        <translation>Ohne Fenster synchronisieren, eine Zusammenfassung ausgeben und beenden (Token aus INVOICEDESK_TOKEN oder dem Schlüsselbund).</translation>
    </message>
    <message>
        <source>With --sync: fetch everything again and remove deleted documents.</source>
        <translation>Mit --sync: alles neu abholen und gelöschte Dokumente entfernen.</translation>
    </message>
</context>
</TS>