<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_CH">
<context>
    <name>Account</name>
    <message>
        <source>the list of accounts is missing</source>
        <translation>la liste des comptes manque</translation>
    </message>
</context>
<context>
    <name>AccountDatabase</name>
    <message>
        <source>No valid account was given for the local data.</source>
        <translation>Aucun compte valable n'a été indiqué pour les données locales.</translation>
    </message>
    <message>
        <source>The folder for the local data (%1) could not be created.</source>
        <translation>Le dossier des données locales (%1) n'a pas pu être créé.</translation>
    </message>
    <message>
        <source>the write-ahead journal could not be switched on (%1)</source>
        <translation>le journal d'écriture anticipée n'a pas pu être activé (%1)</translation>
    </message>
    <message>
        <source>the database settings could not be applied</source>
        <translation>les réglages de la base de données n'ont pas pu être appliqués</translation>
    </message>
    <message>
        <source>The local data file %1 could not be opened: %2</source>
        <translation>Le fichier de données local %1 n'a pas pu être ouvert : %2</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>The service cannot be reached. Check the network connection and the server address. (%1)</source>
        <translation>Le service est injoignable. Vérifiez la connexion réseau et l'adresse du serveur. (%1)</translation>
    </message>
    <message>
        <source>The service did not answer in time. Try again in a moment.</source>
        <translation>Le service n'a pas répondu à temps. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The secure connection to the service could not be established: %1. InvoiceDesk does not connect to servers whose certificate cannot be verified.</source>
        <translation>La connexion sécurisée au service n'a pas pu être établie : %1. InvoiceDesk ne se connecte pas aux serveurs dont le certificat ne peut pas être vérifié.</translation>
    </message>
    <message>
        <source>The address %1 uses unencrypted http://. Only https:// addresses are allowed, except for a service on this computer.</source>
        <translation>L'adresse %1 utilise http:// non chiffré. Seules les adresses https:// sont autorisées, sauf pour un service sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The service refused the request.</source>
        <translation>Le service a refusé la requête.</translation>
    </message>
    <message>
        <source>The service refused the request: %1</source>
        <translation>Le service a refusé la requête : %1</translation>
    </message>
    <message>
        <source>The API token was refused (missing, invalid or expired). Sign in again with a valid token.</source>
        <translation>Le jeton API a été refusé (manquant, invalide ou expiré). Reconnectez-vous avec un jeton valable.</translation>
    </message>
    <message>
        <source>The API token is not allowed to do this. Create a token with the needed scopes.</source>
        <translation>Le jeton API n'a pas ce droit. Créez un jeton avec les autorisations nécessaires.</translation>
    </message>
    <message>
        <source>The API token is not allowed to do this: %1</source>
        <translation>Le jeton API n'a pas ce droit : %1</translation>
    </message>
    <message>
        <source>The record was not found on the service. It may have been deleted.</source>
        <translation>L'enregistrement est introuvable sur le service. Il a peut-être été supprimé.</translation>
    </message>
    <message>
        <source>The service does not offer this operation (HTTP 405).</source>
        <translation>Le service ne propose pas cette opération (HTTP 405).</translation>
    </message>
    <message numerus="yes">
        <source>The service found %n similar record(s) that may be duplicates.</source>
        <translation><numerusform>Le service a trouvé %n enregistrement similaire qui pourrait être un doublon.</numerusform><numerusform>Le service a trouvé %n enregistrements similaires qui pourraient être des doublons.</numerusform></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation>Le service n'a pas accepté la saisie.</translation>
    </message>
    <message numerus="yes">
        <source>The service is busy. Try again in %n second(s).</source>
        <translation><numerusform>Le service est surchargé. Réessayez dans %n seconde.</numerusform><numerusform>Le service est surchargé. Réessayez dans %n secondes.</numerusform></translation>
    </message>
    <message>
        <source>The service is busy. Try again in a moment.</source>
        <translation>Le service est surchargé. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The service had an internal problem (HTTP %1). Try again later.</source>
        <translation>Le service a eu un problème interne (HTTP %1). Réessayez plus tard.</translation>
    </message>
    <message>
        <source>The service's answer could not be read: %1</source>
        <translation>La réponse du service n'a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The local copy of the data could not be saved: %1. Check the free disk space and that InvoiceDesk is not open twice with this account.</source>
        <translation>La copie locale des données n'a pas pu être enregistrée : %1. Vérifiez l'espace disque libre et qu'InvoiceDesk n'est pas ouvert deux fois avec ce compte.</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1).</source>
        <translation>La requête a échoué (HTTP %1).</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1): %2</source>
        <translation>La requête a échoué (HTTP %1) : %2</translation>
    </message>
</context>
<context>
    <name>ApiJob</name>
    <message>
        <source>%1 at character %2 of %3</source>
        <translation>%1 au caractère %2 sur %3</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>There is no saved profile named "%1".</source>
        <translation>Il n'existe aucun profil enregistré nommé « %1 ».</translation>
    </message>
    <message>
        <source>No token is saved for the profile "%1". Enter it again.</source>
        <translation>Aucun jeton n'est enregistré pour le profil « %1 ». Saisissez-le à nouveau.</translation>
    </message>
    <message>
        <source>Demo company</source>
        <translation>Entreprise de démonstration</translation>
    </message>
    <message>
        <source>Starting the demo service with sample data…</source>
        <translation>Démarrage du service de démonstration avec des données d'exemple…</translation>
    </message>
    <message>
        <source>The token could not be saved</source>
        <translation>Le jeton n'a pas pu être enregistré</translation>
    </message>
    <message>
        <source>InvoiceDesk keeps tokens only in the system keychain. You can try again (for example after unlocking the keychain), or use the token for this session only: you will be asked for it at the next start.</source>
        <translation>InvoiceDesk conserve les jetons uniquement dans le trousseau du système. Vous pouvez réessayer (par exemple après avoir déverrouillé le trousseau) ou utiliser le jeton pour cette session seulement : il vous sera redemandé au prochain démarrage.</translation>
    </message>
    <message>
        <source>Try &amp;again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Use for this &amp;session only</source>
        <translation>Utiliser pour cette &amp;session seulement</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>&amp;Verify token</source>
        <translation>&amp;Vérifier le jeton</translation>
    </message>
    <message>
        <source>Connect to the invoicing service</source>
        <translation>Se connecter au service de facturation</translation>
    </message>
    <message>
        <source>Paste the API token created in the service's settings</source>
        <translation>Collez le jeton API créé dans les réglages du service</translation>
    </message>
    <message>
        <source>For example: Office, or the company's name</source>
        <translation>Par exemple : Bureau, ou le nom de l'entreprise</translation>
    </message>
    <message>
        <source>Create an API token in the service under Settings → Automation → API tokens with the scopes &lt;i&gt;profile&lt;/i&gt; and &lt;i&gt;customers&lt;/i&gt;, then paste it here. The token is kept in the system keychain, never in a file.</source>
        <translation>Créez dans le service, sous Réglages → Automatisation → Jetons API, un jeton avec les autorisations &lt;i&gt;profile&lt;/i&gt; et &lt;i&gt;customers&lt;/i&gt;, puis collez-le ici. Le jeton est conservé dans le trousseau du système, jamais dans un fichier.</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur :</translation>
    </message>
    <message>
        <source>API &amp;token:</source>
        <translation>&amp;Jeton API :</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>&amp;Compte :</translation>
    </message>
    <message>
        <source>&amp;Profile name:</source>
        <translation>Nom du &amp;profil :</translation>
    </message>
    <message>
        <source>Try the &amp;demo</source>
        <translation>Essayer la &amp;démo</translation>
    </message>
    <message>
        <source>Start the bundled demo service with sample data; no account needed.</source>
        <translation>Démarrer le service de démonstration fourni avec des données d'exemple ; aucun compte nécessaire.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>Se &amp;connecter</translation>
    </message>
    <message>
        <source>API token: enter the token to verify it.</source>
        <translation>Jeton API : saisissez le jeton pour le vérifier.</translation>
    </message>
    <message>
        <source>Checking the token with %1…</source>
        <translation>Vérification du jeton auprès de %1…</translation>
    </message>
    <message>
        <source>The service's answer could not be read: %1</source>
        <translation>La réponse du service n'a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>The token is valid but reaches no account.</source>
        <translation>Le jeton est valable mais n'accède à aucun compte.</translation>
    </message>
    <message numerus="yes">
        <source>The token reaches %n account(s). Pick one and connect.</source>
        <translation><numerusform>Le jeton accède à %n compte. Choisissez-le et connectez-vous.</numerusform><numerusform>Le jeton accède à %n comptes. Choisissez-en un et connectez-vous.</numerusform></translation>
    </message>
</context>
<context>
    <name>DocumentDetailPane</name>
    <message>
        <source>Select a document to see its details.</source>
        <translation>Sélectionnez un document pour en voir les détails.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>The document could not be shown: the service's answer is incomplete. %1</source>
        <translation>Le document ne peut pas être affiché : la réponse du service est incomplète. %1</translation>
    </message>
    <message>
        <source>Showing the saved copy. %1</source>
        <translation>Affichage de la copie enregistrée. %1</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Facture</translation>
    </message>
    <message>
        <source>customer %1</source>
        <translation>client %1</translation>
    </message>
    <message>
        <source>Receiver</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>Invoice date</source>
        <translation>Date de facture</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>Delivery date</source>
        <translation>Date de livraison</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Envoyée</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Non envoyée</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>%1 %2 × %3 · VAT %4</source>
        <translation>%1 %2 × %3 · TVA %4</translation>
    </message>
    <message>
        <source> · discount %1</source>
        <translation> · rabais %1</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>Positions (incl. VAT)</source>
        <translation>Positions (TVA incl.)</translation>
    </message>
    <message>
        <source>Positions (excl. VAT)</source>
        <translation>Positions (hors TVA)</translation>
    </message>
    <message>
        <source>VAT %1</source>
        <translation>TVA %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Open amount</source>
        <translation>Montant ouvert</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Paiement</translation>
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
        <translation>Non envoyée</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Envoyée</translation>
    </message>
    <message>
        <source>Sending failed</source>
        <translation>Échec de l'envoi</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Rappel</translation>
    </message>
    <message>
        <source>1st dunning</source>
        <translation>1re sommation</translation>
    </message>
    <message>
        <source>Final dunning</source>
        <translation>Dernière sommation</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>En retard</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Payée</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouverte</translation>
    </message>
    <message>
        <source>Customer number %1</source>
        <translation>Numéro de client %1</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>Référence : %1</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>Dunning</source>
        <translation>Sommation</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>DocumentStore</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Saving documents failed</source>
        <translation>L'enregistrement des documents a échoué</translation>
    </message>
    <message>
        <source>a document has no uuid</source>
        <translation>un document n'a pas d'UUID</translation>
    </message>
    <message>
        <source>Saving document %1 failed</source>
        <translation>L'enregistrement du document %1 a échoué</translation>
    </message>
    <message>
        <source>Reading documents failed</source>
        <translation>La lecture des documents a échoué</translation>
    </message>
    <message>
        <source>Reading a document failed</source>
        <translation>La lecture d'un document a échoué</translation>
    </message>
    <message>
        <source>Counting documents failed</source>
        <translation>Le comptage des documents a échoué</translation>
    </message>
    <message>
        <source>Removing a document failed</source>
        <translation>La suppression d'un document a échoué</translation>
    </message>
    <message>
        <source>Removing deleted documents failed</source>
        <translation>La suppression des documents effacés a échoué</translation>
    </message>
    <message>
        <source>Reading the saved copy failed</source>
        <translation>La lecture de la copie enregistrée a échoué</translation>
    </message>
    <message>
        <source>Saving a copy of the document failed</source>
        <translation>L'enregistrement d'une copie du document a échoué</translation>
    </message>
</context>
<context>
    <name>DocumentSummary</name>
    <message>
        <source>a document in the list has no uuid</source>
        <translation>un document de la liste n'a pas d'UUID</translation>
    </message>
</context>
<context>
    <name>HeadlessSync</name>
    <message>
        <source>No API token: set INVOICEDESK_TOKEN or sign in once with the window to keep it in the keychain.</source>
        <translation>Pas de jeton API : définissez INVOICEDESK_TOKEN ou connectez-vous une fois dans la fenêtre pour le conserver dans le trousseau.</translation>
    </message>
    <message>
        <source>Signing in failed: %1</source>
        <translation>La connexion a échoué : %1</translation>
    </message>
    <message>
        <source>The token reaches %1 accounts; choose one with --account:</source>
        <translation>Le jeton accède à %1 comptes ; choisissez-en un avec --account :</translation>
    </message>
    <message>
        <source>The token does not reach the account %1.</source>
        <translation>Le jeton n'accède pas au compte %1.</translation>
    </message>
    <message>
        <source>Synchronising %1 (%2) from %3 …</source>
        <translation>Synchronisation de %1 (%2) depuis %3 …</translation>
    </message>
    <message>
        <source>Synchronisation failed: %1</source>
        <translation>La synchronisation a échoué : %1</translation>
    </message>
</context>
<context>
    <name>InvoicesPage</name>
    <message>
        <source>Search number, customer, title or reference (Ctrl+F)</source>
        <translation>Rechercher numéro, client, titre ou référence (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search invoices</source>
        <translation>Rechercher des factures</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Toutes</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvertes</translation>
    </message>
    <message>
        <source>O&amp;verdue</source>
        <translation>En &amp;retard</translation>
    </message>
    <message>
        <source>A&amp;rchived</source>
        <translation>Arc&amp;hivées</translation>
    </message>
    <message>
        <source>Sending failed</source>
        <translation>Échec de l'envoi</translation>
    </message>
    <message>
        <source>Final dunning</source>
        <translation>Dernière sommation</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invoice(s)</source>
        <translation><numerusform>%Ln facture</numerusform><numerusform>%Ln factures</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln invoice(s)</source>
        <translation><numerusform>%1 sur %Ln facture</numerusform><numerusform>%1 sur %Ln factures</numerusform></translation>
    </message>
</context>
<context>
    <name>KeychainTokenStore</name>
    <message>
        <source>No token is saved in the keychain for %1.</source>
        <translation>Aucun jeton n'est enregistré dans le trousseau pour %1.</translation>
    </message>
    <message>
        <source>Access to the keychain was refused. Unlock the keychain and try again.</source>
        <translation>L'accès au trousseau a été refusé. Déverrouillez le trousseau et réessayez.</translation>
    </message>
    <message>
        <source>No keychain is available on this computer (the Secret Service is not running or cannot be reached): %1</source>
        <translation>Aucun trousseau n'est disponible sur cet ordinateur (le Secret Service ne tourne pas ou est injoignable) : %1</translation>
    </message>
    <message>
        <source>The keychain failed: %1</source>
        <translation>Le trousseau a échoué : %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>InvoiceDesk</source>
        <translation>InvoiceDesk</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the running synchronisation; it resumes next time.</source>
        <translation>Arrêter la synchronisation en cours ; elle reprendra la prochaine fois.</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sections</translation>
    </message>
    <message>
        <source>Sales</source>
        <translation>Ventes</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>Factures</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Connect to a service…</source>
        <translation>Se &amp;connecter à un service…</translation>
    </message>
    <message>
        <source>Switch &amp;account</source>
        <translation>Changer de &amp;compte</translation>
    </message>
    <message>
        <source>Try the &amp;demo</source>
        <translation>Essayer la &amp;démo</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Fetch what changed on the service (F5)</source>
        <translation>Récupérer ce qui a changé sur le service (F5)</translation>
    </message>
    <message>
        <source>Synchronise &amp;everything again</source>
        <translation>Tout &amp;resynchroniser</translation>
    </message>
    <message>
        <source>Fetch every document again and remove those deleted on the service</source>
        <translation>Récupérer à nouveau tous les documents et retirer ceux supprimés sur le service</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About InvoiceDesk</source>
        <translation>À &amp;propos d'InvoiceDesk</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
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
        <translation>Synchronisation avec %1…</translation>
    </message>
    <message>
        <source>Synchronising invoices… %1 of %2</source>
        <translation>Synchronisation des factures… %1 sur %2</translation>
    </message>
    <message>
        <source>Synchronisation failed. %1</source>
        <translation>La synchronisation a échoué. %1</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>aujourd'hui à %1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>Offline: the service cannot be reached.</source>
        <translation>Hors ligne : le service est injoignable.</translation>
    </message>
    <message>
        <source>Offline: showing the data of the last sync (%1).</source>
        <translation>Hors ligne : affichage des données de la dernière synchronisation (%1).</translation>
    </message>
    <message>
        <source>Not synchronised yet.</source>
        <translation>Pas encore synchronisé.</translation>
    </message>
    <message>
        <source>%1 on %2 · last synchronised %3</source>
        <translation>%1 sur %2 · dernière synchronisation %3</translation>
    </message>
    <message>
        <source>About InvoiceDesk</source>
        <translation>À propos d'InvoiceDesk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;A desktop client for the invoicing service: fast search over every document, works offline, prints to the office printer.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;Un client de bureau pour le service de facturation : recherche rapide dans tous les documents, fonctionne hors ligne, imprime sur l'imprimante du bureau.&lt;/p&gt;&lt;p&gt;Construit avec Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MemoryTokenStore</name>
    <message>
        <source>No token is kept for %1.</source>
        <translation>Aucun jeton n'est conservé pour %1.</translation>
    </message>
</context>
<context>
    <name>PageFetcher</name>
    <message>
        <source>page %1 of the document list has no %2</source>
        <translation>la page %1 de la liste des documents n'a pas de %2</translation>
    </message>
    <message>
        <source>list of documents</source>
        <translation>liste de documents</translation>
    </message>
    <message>
        <source>paging information</source>
        <translation>informations de pagination</translation>
    </message>
    <message>
        <source>page %1 of the document list: %2</source>
        <translation>page %1 de la liste des documents : %2</translation>
    </message>
    <message>
        <source>an entry is not a document</source>
        <translation>une entrée n'est pas un document</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>A new language applies the next time InvoiceDesk starts.</source>
        <translation>Une nouvelle langue s'applique au prochain démarrage d'InvoiceDesk.</translation>
    </message>
</context>
<context>
    <name>SandboxLauncher</name>
    <message>
        <source>The demo server could not be started: %1</source>
        <translation>Le serveur de démonstration n'a pas pu être démarré : %1</translation>
    </message>
    <message>
        <source>The demo server stopped before it was ready (exit code %1). %2</source>
        <translation>Le serveur de démonstration s'est arrêté avant d'être prêt (code de sortie %1). %2</translation>
    </message>
    <message>
        <source>The demo server (invoicedesk-sandbox) is not installed.</source>
        <translation>Le serveur de démonstration (invoicedesk-sandbox) n'est pas installé.</translation>
    </message>
    <message>
        <source>The demo server did not get ready in time.</source>
        <translation>Le serveur de démonstration n'a pas été prêt à temps.</translation>
    </message>
    <message>
        <source>The demo server announced itself in a form this version does not understand.</source>
        <translation>Le serveur de démonstration s'est annoncé sous une forme que cette version ne comprend pas.</translation>
    </message>
</context>
<context>
    <name>SchemaMigrations</name>
    <message>
        <source>local document mirror</source>
        <translation>copie locale des documents</translation>
    </message>
    <message>
        <source>reconciliation and detail cache</source>
        <translation>rapprochement et cache des détails</translation>
    </message>
    <message>
        <source>its version could not be read (%1)</source>
        <translation>sa version n'a pas pu être lue (%1)</translation>
    </message>
    <message>
        <source>it was written by a newer version of InvoiceDesk (schema %1, this version knows %2)</source>
        <translation>elle a été écrite par une version plus récente d'InvoiceDesk (schéma %1, cette version connaît %2)</translation>
    </message>
    <message>
        <source>the update to schema %1 could not start: %2</source>
        <translation>la mise à jour vers le schéma %1 n'a pas pu commencer : %2</translation>
    </message>
    <message>
        <source>the update to schema %1 (%2) failed: %3</source>
        <translation>la mise à jour vers le schéma %1 (%2) a échoué : %3</translation>
    </message>
    <message>
        <source>the update to schema %1 could not be saved: %2</source>
        <translation>la mise à jour vers le schéma %1 n'a pas pu être enregistrée : %2</translation>
    </message>
</context>
<context>
    <name>SyncSummary</name>
    <message>
        <source>changes since %1</source>
        <translation>modifications depuis le %1</translation>
    </message>
    <message>
        <source>full listing, resumed</source>
        <translation>liste complète, reprise</translation>
    </message>
    <message>
        <source>full listing</source>
        <translation>liste complète</translation>
    </message>
    <message>
        <source>%1, deletions not checked</source>
        <translation>%1, suppressions non vérifiées</translation>
    </message>
    <message>
        <source>%1 (%2): %3 received, %4 saved, %5 removed</source>
        <translation>%1 (%2) : %3 reçus, %4 enregistrés, %5 retirés</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in %1 s</source>
        <translation><numerusform>%n requête en %1 s</numerusform><numerusform>%n requêtes en %1 s</numerusform></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>InvoiceDesk: desktop client for the invoicing service.</source>
        <translation>InvoiceDesk : client de bureau pour le service de facturation.</translation>
    </message>
    <message>
        <source>Start the bundled demo service and open its sample account.</source>
        <translation>Démarrer le service de démonstration fourni et ouvrir son compte d'exemple.</translation>
    </message>
    <message>
        <source>Address of the service.</source>
        <translation>Adresse du service.</translation>
    </message>
    <message>
        <source>Saved profile to open.</source>
        <translation>Profil enregistré à ouvrir.</translation>
    </message>
    <message>
        <source>Account to open.</source>
        <translation>Compte à ouvrir.</translation>
    </message>
    <message>
        <source>Synchronise without a window, print a summary and exit (token from INVOICEDESK_TOKEN or the keychain).</source>
        <translation>Synchroniser sans fenêtre, afficher un résumé et quitter (jeton de INVOICEDESK_TOKEN ou du trousseau).</translation>
    </message>
    <message>
        <source>With --sync: fetch everything again and remove deleted documents.</source>
        <translation>Avec --sync : tout récupérer à nouveau et retirer les documents supprimés.</translation>
    </message>
</context>
</TS>