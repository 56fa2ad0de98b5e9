<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_CH">
<context>
    <name>Account</name>
    <message>
        <source>the list of accounts is missing</source>
        <translation>manca l'elenco dei conti</translation>
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
    <name>ApiError</name>
    <message>
        <source>The service cannot be reached. Check the network connection and the server address. (%1)</source>
        <translation>Il servizio non è raggiungibile. Verifichi la connessione di rete e l'indirizzo del server. (%1)</translation>
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
        <translation>L'indirizzo %1 usa http:// non cifrato. Sono ammessi solo indirizzi https://, tranne per un servizio su questo computer.</translation>
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
        <translation><numerusform>Il servizio ha trovato %n record simile che potrebbe essere un doppione.</numerusform><numerusform>Il servizio ha trovato %n record simili che potrebbero essere doppioni.</numerusform></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation>Il servizio non ha accettato i dati inseriti.</translation>
    </message>
    <message numerus="yes">
        <source>The service is busy. Try again in %n second(s).</source>
        <translation><numerusform>Il servizio è sovraccarico. Riprovi tra %n secondo.</numerusform><numerusform>Il servizio è sovraccarico. Riprovi tra %n secondi.</numerusform></translation>
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
        <source>The service's answer could not be read: %1</source>
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
</context>
<context>
    <name>ApiJob</name>
    <message>
        <source>%1 at character %2 of %3</source>
        <translation>%1 al carattere %2 di %3</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>There is no saved profile named "%1".</source>
        <translation>Non esiste alcun profilo salvato di nome «%1».</translation>
    </message>
    <message>
        <source>No token is saved for the profile "%1". Enter it again.</source>
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
        <source>Paste the API token created in the service's settings</source>
        <translation>Incolli il token API creato nelle impostazioni del servizio</translation>
    </message>
    <message>
        <source>For example: Office, or the company's name</source>
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
        <translation>Avviare il servizio dimostrativo incluso con dati di esempio; non serve alcun conto.</translation>
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
        <source>The service's answer could not be read: %1</source>
        <translation>Non è stato possibile leggere la risposta del servizio: %1</translation>
    </message>
    <message>
        <source>The token is valid but reaches no account.</source>
        <translation>Il token è valido ma non accede ad alcun conto.</translation>
    </message>
    <message numerus="yes">
        <source>The token reaches %n account(s). Pick one and connect.</source>
        <translation><numerusform>Il token accede a %n conto. Lo scelga e si connetta.</numerusform><numerusform>Il token accede a %n conti. Ne scelga uno e si connetta.</numerusform></translation>
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
        <source>The document could not be shown: the service's answer is incomplete. %1</source>
        <translation>Non è possibile mostrare il documento: la risposta del servizio è incompleta. %1</translation>
    </message>
    <message>
        <source>Showing the saved copy. %1</source>
        <translation>Viene mostrata la copia salvata. %1</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Fattura</translation>
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
        <source>Invoice date</source>
        <translation>Data fattura</translation>
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
        <source>Positions (incl. VAT)</source>
        <translation>Posizioni (IVA incl.)</translation>
    </message>
    <message>
        <source>Positions (excl. VAT)</source>
        <translation>Posizioni (IVA escl.)</translation>
    </message>
    <message>
        <source>VAT %1</source>
        <translation>IVA %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Open amount</source>
        <translation>Importo aperto</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
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
        <source>Removing deleted documents failed</source>
        <translation>Rimozione dei documenti eliminati non riuscita</translation>
    </message>
    <message>
        <source>Reading the saved copy failed</source>
        <translation>Lettura della copia salvata non riuscita</translation>
    </message>
    <message>
        <source>Saving a copy of the document failed</source>
        <translation>Salvataggio di una copia del documento non riuscito</translation>
    </message>
</context>
<context>
    <name>DocumentSummary</name>
    <message>
        <source>a document in the list has no uuid</source>
        <translation>un documento dell'elenco non ha UUID</translation>
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
        <source>The token reaches %1 accounts; choose one with --account:</source>
        <translation>Il token accede a %1 conti; ne scelga uno con --account:</translation>
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
</context>
<context>
    <name>InvoicesPage</name>
    <message>
        <source>Search number, customer, title or reference (Ctrl+F)</source>
        <translation>Cerca numero, cliente, titolo o riferimento (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search invoices</source>
        <translation>Cerca fatture</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Tutte</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Aperte</translation>
    </message>
    <message>
        <source>O&amp;verdue</source>
        <translation>&amp;Scadute</translation>
    </message>
    <message>
        <source>A&amp;rchived</source>
        <translation>Arc&amp;hiviate</translation>
    </message>
    <message>
        <source>Sending failed</source>
        <translation>Invio non riuscito</translation>
    </message>
    <message>
        <source>Final dunning</source>
        <translation>Ultimo richiamo</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annullata</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invoice(s)</source>
        <translation><numerusform>%Ln fattura</numerusform><numerusform>%Ln fatture</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln invoice(s)</source>
        <translation><numerusform>%1 di %Ln fattura</numerusform><numerusform>%1 di %Ln fatture</numerusform></translation>
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
        <translation>L'accesso al portachiavi è stato negato. Sblocchi il portachiavi e riprovi.</translation>
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
        <translation>Interrompere la sincronizzazione in corso; riprenderà la prossima volta.</translation>
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
        <source>Invoices</source>
        <translation>Fatture</translation>
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
        <translation>Recuperare ciò che è cambiato sul servizio (F5)</translation>
    </message>
    <message>
        <source>Synchronise &amp;everything again</source>
        <translation>Sincronizza &amp;tutto di nuovo</translation>
    </message>
    <message>
        <source>Fetch every document again and remove those deleted on the service</source>
        <translation>Recuperare di nuovo tutti i documenti e rimuovere quelli eliminati sul servizio</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
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
        <source>Synchronising invoices… %1 of %2</source>
        <translation>Sincronizzazione delle fatture… %1 di %2</translation>
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
        <translation>Offline: sono mostrati i dati dell'ultima sincronizzazione (%1).</translation>
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
        <source>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;A desktop client for the invoicing service: fast search over every document, works offline, prints to the office printer.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;Un client desktop per il servizio di fatturazione: ricerca rapida in tutti i documenti, funziona offline, stampa sulla stampante dell'ufficio.&lt;/p&gt;&lt;p&gt;Realizzato con Qt %2.&lt;/p&gt;</translation>
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
    <name>PageFetcher</name>
    <message>
        <source>page %1 of the document list has no %2</source>
        <translation>la pagina %1 dell'elenco dei documenti non ha %2</translation>
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
        <translation>pagina %1 dell'elenco dei documenti: %2</translation>
    </message>
    <message>
        <source>an entry is not a document</source>
        <translation>una voce non è un documento</translation>
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
        <translation>Il server dimostrativo non è stato pronto in tempo.</translation>
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
        <translation>non è stato possibile avviare l'aggiornamento allo schema %1: %2</translation>
    </message>
    <message>
        <source>the update to schema %1 (%2) failed: %3</source>
        <translation>l'aggiornamento allo schema %1 (%2) non è riuscito: %3</translation>
    </message>
    <message>
        <source>the update to schema %1 could not be saved: %2</source>
        <translation>non è stato possibile salvare l'aggiornamento allo schema %1: %2</translation>
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
        <translation><numerusform>%n richiesta in %1 s</numerusform><numerusform>%n richieste in %1 s</numerusform></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>InvoiceDesk: desktop client for the invoicing service.</source>
        <translation>InvoiceDesk: client desktop per il servizio di fatturazione.</translation>
    </message>
    <message>
        <source>Start the bundled demo service and open its sample account.</source>
        <translation>Avviare il servizio dimostrativo incluso e aprirne il conto di esempio.</translation>
    </message>
    <message>
        <source>Address of the service.</source>
        <translation>Indirizzo del servizio.</translation>
    </message>
    <message>
        <source>Saved profile to open.</source>
        <translation>Profilo salvato da aprire.</translation>
    </message>
    <message>
        <source>Account to open.</source>
        <translation>Conto da aprire.</translation>
    </message>
    <message>
        <source>Synchronise without a window, print a summary and exit (token from INVOICEDESK_TOKEN or the keychain).</source>
        <translation>Sincronizzare senza finestra, stampare un riepilogo e uscire (token da INVOICEDESK_TOKEN o dal portachiavi).</translation>
    </message>
    <message>
        <source>With --sync: fetch everything again and remove deleted documents.</source>
        <translation>Con --sync: recuperare tutto di nuovo e rimuovere i documenti eliminati.</translation>
    </message>
</context>
</TS>