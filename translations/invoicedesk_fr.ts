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
        <translation>Aucun compte valable n&apos;a été indiqué pour les données locales.</translation>
    </message>
    <message>
        <source>The folder for the local data (%1) could not be created.</source>
        <translation>Le dossier des données locales (%1) n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>the write-ahead journal could not be switched on (%1)</source>
        <translation>le journal d&apos;écriture anticipée n&apos;a pas pu être activé (%1)</translation>
    </message>
    <message>
        <source>the database settings could not be applied</source>
        <translation>les réglages de la base de données n&apos;ont pas pu être appliqués</translation>
    </message>
    <message>
        <source>The local data file %1 could not be opened: %2</source>
        <translation>Le fichier de données local %1 n&apos;a pas pu être ouvert : %2</translation>
    </message>
</context>
<context>
    <name>AccountFigures</name>
    <message>
        <source>Reading the local copy failed: %1</source>
        <translation>La lecture de la copie locale a échoué : %1</translation>
    </message>
</context>
<context>
    <name>AccountsOverview</name>
    <message>
        <source>Accounts as of %1</source>
        <translation>Comptes au %1</translation>
    </message>
</context>
<context>
    <name>AccountsOverviewModel</name>
    <message>
        <source>No local copy yet: synchronise the account.</source>
        <translation>Pas encore de copie locale : synchronisez le compte.</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>La copie locale n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>Synchronising…</source>
        <translation>Synchronisation…</translation>
    </message>
    <message>
        <source>Synchronisation failed: %1</source>
        <translation>La synchronisation a échoué : %1</translation>
    </message>
    <message>
        <source>Partly synchronised: %1</source>
        <translation>Partiellement synchronisé : %1</translation>
    </message>
    <message>
        <source>Reading the local copy…</source>
        <translation>Lecture de la copie locale…</translation>
    </message>
    <message>
        <source>Only partly synchronised: the figures may be incomplete.</source>
        <translation>Synchronisé en partie seulement : les chiffres peuvent être incomplets.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Filed</source>
        <translation>Déposé</translation>
    </message>
    <message>
        <source>Not filed</source>
        <translation>Non déposé</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>%1 (%2), profile %3</source>
        <translation>%1 (%2), profil %3</translation>
    </message>
    <message>
        <source>Not synchronised for more than a day.</source>
        <translation>Pas synchronisé depuis plus d&apos;un jour.</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Open invoices</source>
        <translation>Factures ouvertes</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>En retard</translation>
    </message>
    <message>
        <source>Oldest overdue</source>
        <translation>Plus ancien retard</translation>
    </message>
    <message>
        <source>Reminders due</source>
        <translation>Rappels dus</translation>
    </message>
    <message>
        <source>Last VAT period</source>
        <translation>Dernière période TVA</translation>
    </message>
    <message>
        <source>VAT filed</source>
        <translation>TVA déposée</translation>
    </message>
    <message>
        <source>Last bank file</source>
        <translation>Dernier fichier bancaire</translation>
    </message>
    <message>
        <source>Last synchronised</source>
        <translation>Dernière synchronisation</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>AccountsOverviewPage</name>
    <message>
        <source>Search accounts</source>
        <translation>Rechercher des comptes</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <source>&amp;Open account</source>
        <translation>&amp;Ouvrir le compte</translation>
    </message>
    <message>
        <source>&amp;Reminder run…</source>
        <translation>&amp;Relances…</translation>
    </message>
    <message>
        <source>&amp;VAT return</source>
        <translation>Décompte &amp;TVA</translation>
    </message>
    <message>
        <source>Import &amp;bank file…</source>
        <translation>Importer un fichier &amp;bancaire…</translation>
    </message>
    <message>
        <source>&amp;Synchronise all</source>
        <translation>Tout &amp;synchroniser</translation>
    </message>
    <message>
        <source>Bring every account&apos;s local copy up to date, a few accounts at a time</source>
        <translation>Mettre à jour la copie locale de chaque compte, quelques comptes à la fois</translation>
    </message>
    <message>
        <source>Read the &amp;copies again</source>
        <translation>Relire les &amp;copies</translation>
    </message>
    <message>
        <source>&amp;Accounts</source>
        <translation>&amp;Comptes</translation>
    </message>
    <message numerus="yes">
        <source>%n account(s)</source>
        <translation>
            <numerusform>%n compte</numerusform>
            <numerusform>%n comptes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AccountsSync</name>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Synchronise %1</source>
        <translation>Synchroniser %1</translation>
    </message>
    <message>
        <source>Document lists</source>
        <translation>Listes de documents</translation>
    </message>
    <message>
        <source>Addresses, products, settings and details</source>
        <translation>Adresses, produits, paramètres et détails</translation>
    </message>
    <message>
        <source>No token is saved for the profile &quot;%1&quot;.</source>
        <translation>Aucun jeton n&apos;est enregistré pour le profil « %1 ».</translation>
    </message>
</context>
<context>
    <name>AddressContactPersonBox</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Remove this person</source>
        <translation>Retirer cette personne</translation>
    </message>
    <message>
        <source>Sal&amp;utation:</source>
        <translation>Form&amp;ule d&apos;appel :</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>Préno&amp;m :</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Contacts:</source>
        <translation>Contacts :</translation>
    </message>
</context>
<context>
    <name>AddressContactsEditor</name>
    <message>
        <source>Add &amp;contact</source>
        <translation>Ajouter un &amp;contact</translation>
    </message>
    <message>
        <source>Add an e-mail address, phone number, website or other contact</source>
        <translation>Ajouter une adresse e-mail, un numéro de téléphone, un site web ou un autre contact</translation>
    </message>
    <message>
        <source>Contact type</source>
        <translation>Type de contact</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Contact</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>The contact of this type that documents and e-mails use</source>
        <translation>Le contact de ce type utilisé par les documents et les e-mails</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove this contact</source>
        <translation>Retirer ce contact</translation>
    </message>
    <message>
        <source>name@example.ch</source>
        <translation>nom@exemple.ch</translation>
    </message>
    <message>
        <source>+41 44 123 45 67</source>
        <translation>+41 44 123 45 67</translation>
    </message>
    <message>
        <source>https://www.example.ch</source>
        <translation>https://www.exemple.ch</translation>
    </message>
</context>
<context>
    <name>AddressCountryBox</name>
    <message>
        <source>(choose a country)</source>
        <translation>(choisissez un pays)</translation>
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
        <translation>Type</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Entreprise</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Customer no.</source>
        <translation>N° client</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Téléphone</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>Possible duplicates</source>
        <translation>Doublons possibles</translation>
    </message>
    <message>
        <source>New entry</source>
        <translation>Nouvelle entrée</translation>
    </message>
    <message>
        <source>Existing %1</source>
        <translation>%1 existant</translation>
    </message>
    <message>
        <source>New entry and existing records</source>
        <translation>Nouvelle entrée et enregistrements existants</translation>
    </message>
    <message>
        <source>&amp;Open existing</source>
        <translation>&amp;Ouvrir l&apos;existant</translation>
    </message>
    <message>
        <source>Open the selected existing record; nothing new is saved</source>
        <translation>Ouvrir l&apos;enregistrement existant sélectionné ; rien de nouveau n&apos;est enregistré</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>Enregistrer &amp;quand même</translation>
    </message>
    <message>
        <source>Save the new entry although similar records exist</source>
        <translation>Enregistrer la nouvelle entrée bien que des enregistrements similaires existent</translation>
    </message>
    <message>
        <source>The service already has a similar record.</source>
        <translation>Le service a déjà un enregistrement similaire.</translation>
    </message>
    <message>
        <source>The service already has %1 similar records.</source>
        <translation>Le service a déjà %1 enregistrements similaires.</translation>
    </message>
    <message>
        <source>Open an existing one instead, or save the new entry anyway. Shared values are shown in bold and underlined.</source>
        <translation>Ouvrez plutôt une entrée existante, ou enregistrez quand même la nouvelle. Les valeurs communes sont en gras et soulignées.</translation>
    </message>
</context>
<context>
    <name>AddressEditorDialog</name>
    <message>
        <source>New company</source>
        <translation>Nouvelle entreprise</translation>
    </message>
    <message>
        <source>New person</source>
        <translation>Nouvelle personne</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Général</translation>
    </message>
    <message>
        <source>C&amp;ontacts</source>
        <translation>C&amp;ontacts</translation>
    </message>
    <message>
        <source>Contact &amp;persons</source>
        <translation>&amp;Personnes de contact</translation>
    </message>
    <message>
        <source>Add a&amp;ddress</source>
        <translation>Ajouter une a&amp;dresse</translation>
    </message>
    <message>
        <source>&amp;Addresses</source>
        <translation>&amp;Adresses</translation>
    </message>
    <message>
        <source>&amp;Billing</source>
        <translation>&amp;Facturation</translation>
    </message>
    <message>
        <source>Only for you; never printed or sent</source>
        <translation>Pour vous seul ; jamais imprimé ni envoyé</translation>
    </message>
    <message>
        <source>Private notes</source>
        <translation>Notes privées</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Assigned by the service when left empty</source>
        <translation>Attribué par le service s&apos;il reste vide</translation>
    </message>
    <message>
        <source>Customer number</source>
        <translation>Numéro de client</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>Customer nu&amp;mber:</source>
        <translation>Numéro de &amp;client :</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Obligatoire</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Company ID</source>
        <translation>IDE</translation>
    </message>
    <message>
        <source>CHE-123.456.789</source>
        <translation>CHE-123.456.789</translation>
    </message>
    <message>
        <source>VAT number</source>
        <translation>Numéro TVA</translation>
    </message>
    <message>
        <source>CHE-123.456.789 MWST</source>
        <translation>CHE-123.456.789 TVA</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Company &amp;ID:</source>
        <translation>&amp;IDE :</translation>
    </message>
    <message>
        <source>&amp;VAT number:</source>
        <translation>Numéro T&amp;VA :</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Prénom</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Sal&amp;utation:</source>
        <translation>Form&amp;ule d&apos;appel :</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>&amp;Prénom :</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Separate tags with commas, e.g. VIP, newsletter</source>
        <translation>Séparez les mots-clés par des virgules, p. ex. VIP, newsletter</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(non défini)</translation>
    </message>
    <message>
        <source>The language of documents and e-mails for this customer</source>
        <translation>La langue des documents et e-mails pour ce client</translation>
    </message>
    <message>
        <source>Account currency</source>
        <translation>Monnaie du compte</translation>
    </message>
    <message>
        <source>Three-letter ISO code, e.g. CHF</source>
        <translation>Code ISO à trois lettres, p. ex. CHF</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Monnaie :</translation>
    </message>
    <message>
        <source>Pa&amp;yment terms:</source>
        <translation>Délai de pa&amp;iement :</translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation>Adresse %1</translation>
    </message>
    <message>
        <source>Contact person %1</source>
        <translation>Personne de contact %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Discard changes?</source>
        <translation>Abandonner les modifications ?</translation>
    </message>
    <message>
        <source>The changes to this address have not been saved. Discard them?</source>
        <translation>Les modifications de cette adresse n&apos;ont pas été enregistrées. Les abandonner ?</translation>
    </message>
    <message>
        <source>Not connected: the address cannot be saved now.</source>
        <translation>Non connecté : l&apos;adresse ne peut pas être enregistrée maintenant.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>Not saved yet: the service found similar records.</source>
        <translation>Pas encore enregistré : le service a trouvé des enregistrements similaires.</translation>
    </message>
    <message>
        <source>Not saved: similar records exist. Change the entry, or save it anyway.</source>
        <translation>Non enregistré : des enregistrements similaires existent. Modifiez l&apos;entrée ou enregistrez-la quand même.</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>attribué</translation>
    </message>
    <message>
        <source>This customer number is already used. Choose another one or leave it empty.</source>
        <translation>Ce numéro de client est déjà utilisé. Choisissez-en un autre ou laissez-le vide.</translation>
    </message>
    <message>
        <source>Not saved. %1</source>
        <translation>Non enregistré. %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Please correct the following:</source>
        <translation>Veuillez corriger ce qui suit :</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <source>available</source>
        <translation>disponible</translation>
    </message>
    <message>
        <source>Another address already has this customer number.</source>
        <translation>Une autre adresse a déjà ce numéro de client.</translation>
    </message>
    <message>
        <source>Customer number %1</source>
        <translation>Numéro de client %1</translation>
    </message>
    <message>
        <source>Send &amp;reminders automatically when invoices are overdue</source>
        <translation>Envoyer automatiquement des &amp;rappels pour les factures échues</translation>
    </message>
    <message>
        <source>Add contact pe&amp;rson</source>
        <translation>Ajouter une pe&amp;rsonne de contact</translation>
    </message>
    <message>
        <source>Not&amp;es</source>
        <translation>No&amp;tes</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>Mots-clé&amp;s :</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Not saved yet: the address book has records with a similar name.</source>
        <translation>Pas encore enregistré : le carnet d’adresses contient des fiches au nom semblable.</translation>
    </message>
    <message>
        <source>Looking for similar names…</source>
        <translation>Recherche de noms similaires…</translation>
    </message>
    <message>
        <source>Not set for this address: the service&apos;s default (on) applies.</source>
        <translation>Non défini pour cette adresse : le réglage par défaut du service (activé) s&apos;applique.</translation>
    </message>
</context>
<context>
    <name>AddressEntryBox</name>
    <message>
        <source>Ca&amp;nton:</source>
        <translation>Ca&amp;nton :</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Rue</translation>
    </message>
    <message>
        <source>House number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Postcode</source>
        <translation>NPA</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Localité</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Post&amp;code and city:</source>
        <translation>NPA et lo&amp;calité :</translation>
    </message>
    <message>
        <source>Remove this address</source>
        <translation>Retirer cette adresse</translation>
    </message>
    <message>
        <source>E&amp;xtension:</source>
        <translation>Co&amp;mplément :</translation>
    </message>
    <message>
        <source>Additional &amp;line:</source>
        <translation>&amp;Ligne supplémentaire :</translation>
    </message>
    <message>
        <source>Countr&amp;y:</source>
        <translation>Pa&amp;ys :</translation>
    </message>
    <message>
        <source>St&amp;reet and number:</source>
        <translation>&amp;Rue et numéro :</translation>
    </message>
</context>
<context>
    <name>AddressListModel</name>
    <message>
        <source>Customer no.</source>
        <translation>N° client</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Localité</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Mots-clés</translation>
    </message>
</context>
<context>
    <name>AddressRecord</name>
    <message>
        <source>This field is required.</source>
        <translation>Ce champ est obligatoire.</translation>
    </message>
    <message>
        <source>At most %1 characters are allowed (%2 given).</source>
        <translation>Au maximum %1 caractères sont autorisés (%2 saisis).</translation>
    </message>
    <message>
        <source>Choose a contact type.</source>
        <translation>Choisissez un type de contact.</translation>
    </message>
    <message>
        <source>This is not an e-mail address (expected name@example.ch).</source>
        <translation>Ce n&apos;est pas une adresse e-mail (attendu : nom@exemple.ch).</translation>
    </message>
    <message>
        <source>Choose one of the offered salutations.</source>
        <translation>Choisissez l&apos;une des formules d&apos;appel proposées.</translation>
    </message>
    <message>
        <source>Enter a three-letter currency code such as CHF.</source>
        <translation>Saisissez un code de monnaie à trois lettres comme CHF.</translation>
    </message>
    <message>
        <source>Choose German, English, French or Italian.</source>
        <translation>Choisissez allemand, anglais, français ou italien.</translation>
    </message>
    <message>
        <source>Choose one of the offered payment terms.</source>
        <translation>Choisissez l&apos;un des délais de paiement proposés.</translation>
    </message>
    <message>
        <source>Choose a country.</source>
        <translation>Choisissez un pays.</translation>
    </message>
    <message>
        <source>Choose a Swiss canton.</source>
        <translation>Choisissez un canton suisse.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Customer number</source>
        <translation>Numéro de client</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Company ID</source>
        <translation>IDE</translation>
    </message>
    <message>
        <source>VAT number</source>
        <translation>Numéro TVA</translation>
    </message>
    <message>
        <source>Salutation</source>
        <translation>Formule d&apos;appel</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Prénom</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Monnaie</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Délai de paiement</translation>
    </message>
    <message>
        <source>Automatic dunning</source>
        <translation>Rappels automatiques</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>Private notes</source>
        <translation>Notes privées</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Contacts</translation>
    </message>
    <message>
        <source>Contact persons</source>
        <translation>Personnes de contact</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Adresses</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>street</source>
        <translation>rue</translation>
    </message>
    <message>
        <source>number</source>
        <translation>numéro</translation>
    </message>
    <message>
        <source>extension</source>
        <translation>complément</translation>
    </message>
    <message>
        <source>additional line</source>
        <translation>ligne supplémentaire</translation>
    </message>
    <message>
        <source>postcode</source>
        <translation>NPA</translation>
    </message>
    <message>
        <source>city</source>
        <translation>localité</translation>
    </message>
    <message>
        <source>country</source>
        <translation>pays</translation>
    </message>
    <message>
        <source>canton</source>
        <translation>canton</translation>
    </message>
    <message>
        <source>Contact %1</source>
        <translation>Contact %1</translation>
    </message>
    <message>
        <source>Contact person %1</source>
        <translation>Personne de contact %1</translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation>Adresse %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Téléphone</translation>
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
        <translation>Site web</translation>
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
        <translation>Monsieur</translation>
    </message>
    <message>
        <source>Mrs</source>
        <translation>Madame</translation>
    </message>
    <message>
        <source>Ms</source>
        <translation>Madame</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italien</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>The UID %1</source>
        <translation>L’IDE %1</translation>
    </message>
    <message>
        <source>yes (service default)</source>
        <translation>oui (par défaut du service)</translation>
    </message>
    <message>
        <source>no (service default)</source>
        <translation>non (par défaut du service)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>AddressesPage</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source> (primary)</source>
        <translation> (principal)</translation>
    </message>
    <message>
        <source>Search name, customer number, e-mail, place or tag (Ctrl+F)</source>
        <translation>Rechercher nom, numéro de client, e-mail, lieu ou mot-clé (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search companies</source>
        <translation>Rechercher des entreprises</translation>
    </message>
    <message>
        <source>Search persons</source>
        <translation>Rechercher des personnes</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Mot-clé</translation>
    </message>
    <message>
        <source>Show only the records with this tag</source>
        <translation>N&apos;afficher que les enregistrements avec ce mot-clé</translation>
    </message>
    <message>
        <source>&amp;Tag:</source>
        <translation>Mot-c&amp;lé :</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Entreprises</translation>
    </message>
    <message>
        <source>Persons</source>
        <translation>Personnes</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>&amp;New company…</source>
        <translation>&amp;Nouvelle entreprise…</translation>
    </message>
    <message>
        <source>&amp;New person…</source>
        <translation>&amp;Nouvelle personne…</translation>
    </message>
    <message>
        <source>Create a company (Ctrl+N)</source>
        <translation>Créer une entreprise (Ctrl+N)</translation>
    </message>
    <message>
        <source>Create a person (Ctrl+N)</source>
        <translation>Créer une personne (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>Edit the selected record (Ctrl+E, Enter or double-click)</source>
        <translation>Modifier l&apos;enregistrement sélectionné (Ctrl+E, Entrée ou double-clic)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Delete the selected record on the service</source>
        <translation>Supprimer l&apos;enregistrement sélectionné sur le service</translation>
    </message>
    <message>
        <source>The companies could not be loaded. %1</source>
        <translation>Les entreprises n&apos;ont pas pu être chargées. %1</translation>
    </message>
    <message>
        <source>The persons could not be loaded. %1</source>
        <translation>Les personnes n&apos;ont pas pu être chargées. %1</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>A&amp;dresse</translation>
    </message>
    <message>
        <source>The address was saved, but the service&apos;s answer could not be read. Refresh the list (F5) to see it.</source>
        <translation>L&apos;adresse a été enregistrée, mais la réponse du service n&apos;a pas pu être lue. Actualisez la liste (F5) pour la voir.</translation>
    </message>
    <message>
        <source>%1 was created.</source>
        <translation>%1 a été créé.</translation>
    </message>
    <message>
        <source>%1 was saved.</source>
        <translation>%1 a été enregistré.</translation>
    </message>
    <message>
        <source>Delete address</source>
        <translation>Supprimer l&apos;adresse</translation>
    </message>
    <message>
        <source>Delete %1 (customer number %2) on the service? This cannot be undone.</source>
        <translation>Supprimer %1 (numéro de client %2) sur le service ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>%1 was deleted.</source>
        <translation>%1 a été supprimé.</translation>
    </message>
    <message>
        <source>%1 had already been deleted on the service.</source>
        <translation>%1 avait déjà été supprimé sur le service.</translation>
    </message>
    <message>
        <source>%1 could not be deleted. %2</source>
        <translation>%1 n&apos;a pas pu être supprimé. %2</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Tous les mots-clés</translation>
    </message>
    <message>
        <source>%1 records</source>
        <translation>%1 enregistrements</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Customer no.</source>
        <translation>N° client</translation>
    </message>
    <message>
        <source>Company ID</source>
        <translation>IDE</translation>
    </message>
    <message>
        <source>VAT number</source>
        <translation>Numéro TVA</translation>
    </message>
    <message>
        <source>Salutation</source>
        <translation>Formule d&apos;appel</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Contacts</translation>
    </message>
    <message>
        <source>%1, canton %2</source>
        <translation>%1, canton %2</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Contact persons</source>
        <translation>Personnes de contact</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Monnaie</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Délai de paiement</translation>
    </message>
    <message>
        <source>Automatic dunning</source>
        <translation>Rappels automatiques</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>Private notes</source>
        <translation>Notes privées</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 enregistrement</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>The service cannot be reached. Check the network connection and the server address. (%1)</source>
        <translation>Le service est injoignable. Vérifiez la connexion réseau et l&apos;adresse du serveur. (%1)</translation>
    </message>
    <message>
        <source>The service did not answer in time. Try again in a moment.</source>
        <translation>Le service n&apos;a pas répondu à temps. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The secure connection to the service could not be established: %1. InvoiceDesk does not connect to servers whose certificate cannot be verified.</source>
        <translation>La connexion sécurisée au service n&apos;a pas pu être établie : %1. InvoiceDesk ne se connecte pas aux serveurs dont le certificat ne peut pas être vérifié.</translation>
    </message>
    <message>
        <source>The address %1 uses unencrypted http://. Only https:// addresses are allowed, except for a service on this computer.</source>
        <translation>L&apos;adresse %1 utilise http:// non chiffré. Seules les adresses https:// sont autorisées, sauf pour un service sur cet ordinateur.</translation>
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
        <translation>Le jeton API n&apos;a pas ce droit. Créez un jeton avec les autorisations nécessaires.</translation>
    </message>
    <message>
        <source>The API token is not allowed to do this: %1</source>
        <translation>Le jeton API n&apos;a pas ce droit : %1</translation>
    </message>
    <message>
        <source>The record was not found on the service. It may have been deleted.</source>
        <translation>L&apos;enregistrement est introuvable sur le service. Il a peut-être été supprimé.</translation>
    </message>
    <message>
        <source>The service does not offer this operation (HTTP 405).</source>
        <translation>Le service ne propose pas cette opération (HTTP 405).</translation>
    </message>
    <message numerus="yes">
        <source>The service found %n similar record(s) that may be duplicates.</source>
        <translation>
            <numerusform>Le service a trouvé %n enregistrement similaire qui pourrait être un doublon.</numerusform>
            <numerusform>Le service a trouvé %n enregistrements similaires qui pourraient être des doublons.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation>Le service n&apos;a pas accepté la saisie.</translation>
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
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>La réponse du service n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The local copy of the data could not be saved: %1. Check the free disk space and that InvoiceDesk is not open twice with this account.</source>
        <translation>La copie locale des données n&apos;a pas pu être enregistrée : %1. Vérifiez l&apos;espace disque libre et qu&apos;InvoiceDesk n&apos;est pas ouvert deux fois avec ce compte.</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1).</source>
        <translation>La requête a échoué (HTTP %1).</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1): %2</source>
        <translation>La requête a échoué (HTTP %1) : %2</translation>
    </message>
    <message>
        <source>The service&apos;s answer did not end within %1 s and was stopped. The line or the service is very slow; try again later.</source>
        <translation>La réponse du service n&apos;était pas terminée après %1 s et a été interrompue. La ligne ou le service est très lent ; réessayez plus tard.</translation>
    </message>
    <message>
        <source>The address %1 does not start with https://. InvoiceDesk talks to the service only over https:// (or http:// to a service on this computer).</source>
        <translation>L&apos;adresse %1 ne commence pas par https://. InvoiceDesk ne communique avec le service que par https:// (ou http:// vers un service sur cet ordinateur).</translation>
    </message>
    <message>
        <source>The service sent us to another server (%1). InvoiceDesk did not follow, so the API token stays with the service. Check the server address.</source>
        <translation>Le service nous a envoyés vers un autre serveur (%1). InvoiceDesk n&apos;a pas suivi, afin que le jeton API reste auprès du service. Vérifiez l&apos;adresse du serveur.</translation>
    </message>
    <message>
        <source>The service kept redirecting the request in a loop. Check the server address, or try again later.</source>
        <translation>Le service a redirigé la requête en boucle. Vérifiez l&apos;adresse du serveur ou réessayez plus tard.</translation>
    </message>
    <message numerus="yes">
        <source>The service is busy and asked us to wait %n second(s). Try again then.</source>
        <translation>
            <numerusform>Le service est surchargé et nous a demandé d&apos;attendre %n seconde. Réessayez ensuite.</numerusform>
            <numerusform>Le service est surchargé et nous a demandé d&apos;attendre %n secondes. Réessayez ensuite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service is down for maintenance or overloaded, and asked us to wait %n second(s). Try again then. (HTTP 503)</source>
        <translation>
            <numerusform>Le service est en maintenance ou surchargé et nous a demandé d&apos;attendre %n seconde. Réessayez ensuite. (HTTP 503)</numerusform>
            <numerusform>Le service est en maintenance ou surchargé et nous a demandé d&apos;attendre %n secondes. Réessayez ensuite. (HTTP 503)</numerusform>
        </translation>
    </message>
    <message>
        <source>The service is down for maintenance or overloaded. Try again later. (HTTP 503)</source>
        <translation>Le service est en maintenance ou surchargé. Réessayez plus tard. (HTTP 503)</translation>
    </message>
    <message>
        <source>The service&apos;s answer is larger than %1 MB and was not read. A list page or a record is never that large: the service or a proxy in between sent something else. Try again later.</source>
        <translation>La réponse du service dépasse %1 Mo et n&apos;a pas été lue. Une page de liste ou un enregistrement n&apos;est jamais aussi volumineux : le service ou un proxy intermédiaire a envoyé autre chose. Réessayez plus tard.</translation>
    </message>
</context>
<context>
    <name>ApiJob</name>
    <message>
        <source>%1 at character %2 of %3</source>
        <translation>%1 au caractère %2 sur %3</translation>
    </message>
    <message numerus="yes">
        <source>a web page came instead of data (%n byte(s))</source>
        <translation>
            <numerusform>une page web est arrivée au lieu des données (%n octet)</numerusform>
            <numerusform>une page web est arrivée au lieu des données (%n octets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>There is no saved profile named &quot;%1&quot;.</source>
        <translation>Il n&apos;existe aucun profil enregistré nommé « %1 ».</translation>
    </message>
    <message>
        <source>No token is saved for the profile &quot;%1&quot;. Enter it again.</source>
        <translation>Aucun jeton n&apos;est enregistré pour le profil « %1 ». Saisissez-le à nouveau.</translation>
    </message>
    <message>
        <source>Demo company</source>
        <translation>Entreprise de démonstration</translation>
    </message>
    <message>
        <source>Starting the demo service with sample data…</source>
        <translation>Démarrage du service de démonstration avec des données d&apos;exemple…</translation>
    </message>
    <message>
        <source>The token could not be saved</source>
        <translation>Le jeton n&apos;a pas pu être enregistré</translation>
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
    <message>
        <source>Unsaved work kept</source>
        <translation>Travail non enregistré conservé</translation>
    </message>
    <message numerus="yes">
        <source>InvoiceDesk was ended while %n document(s) had unsaved changes. They were kept on this computer.</source>
        <translation>
            <numerusform>InvoiceDesk a été fermé alors que %n document avait des modifications non enregistrées. Il a été conservé sur cet ordinateur.</numerusform>
            <numerusform>InvoiceDesk a été fermé alors que %n documents avaient des modifications non enregistrées. Ils ont été conservés sur cet ordinateur.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open them in editors to review and save them, or discard them.</source>
        <translation>Ouvrez-les dans l&apos;éditeur pour les vérifier et les enregistrer, ou abandonnez-les.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
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
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Démarré</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Réussis</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échoués</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>BackgroundWorkPanel</name>
    <message>
        <source>Background work</source>
        <translation>Travaux en arrière-plan</translation>
    </message>
    <message>
        <source>&amp;Background work</source>
        <translation>&amp;Travaux en arrière-plan</translation>
    </message>
    <message>
        <source>&amp;Details…</source>
        <translation>&amp;Détails…</translation>
    </message>
    <message>
        <source>&amp;Clear finished</source>
        <translation>&amp;Effacer les terminés</translation>
    </message>
    <message numerus="yes">
        <source>Background work (%n running)</source>
        <translation>
            <numerusform>Travaux en arrière-plan (%n en cours)</numerusform>
            <numerusform>Travaux en arrière-plan (%n en cours)</numerusform>
        </translation>
    </message>
    <message>
        <source>Batch: %1</source>
        <translation>Lot : %1</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>Démarré :</translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation>Terminé :</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Statut :</translation>
    </message>
    <message>
        <source>Documents:</source>
        <translation>Documents :</translation>
    </message>
    <message>
        <source>Queue:</source>
        <translation>File d&apos;attente :</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Failed documents</source>
        <translation>Documents en échec</translation>
    </message>
    <message>
        <source>&amp;Not created:</source>
        <translation>&amp;Non créés :</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <source>%1 of %2 processed, %3 created, %4 failed</source>
        <translation>%1 sur %2 traités, %3 créés, %4 en échec</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>BankAccountDraft</name>
    <message>
        <source>is required for QR-bills.</source>
        <translation>est obligatoire pour les QR-factures.</translation>
    </message>
</context>
<context>
    <name>BankAccountEditor</name>
    <message>
        <source>&amp;QR-bill</source>
        <translation>&amp;QR-facture</translation>
    </message>
    <message>
        <source>Ac&amp;tive: offered for new documents</source>
        <translation>Ac&amp;tif : proposé pour les nouveaux documents</translation>
    </message>
    <message>
        <source>De&amp;fault account</source>
        <translation>Compte par dé&amp;faut</translation>
    </message>
    <message>
        <source>New bank account</source>
        <translation>Nouveau compte bancaire</translation>
    </message>
    <message>
        <source>Bank account %1</source>
        <translation>Compte bancaire %1</translation>
    </message>
    <message>
        <source>e.g. CH93 0076 2011 6238 5295 7</source>
        <translation>p. ex. CH93 0076 2011 6238 5295 7</translation>
    </message>
    <message>
        <source>e.g. UBSWCHZH80A</source>
        <translation>p. ex. UBSWCHZH80A</translation>
    </message>
    <message>
        <source>Postal code and town, e.g. 8001 Zürich</source>
        <translation>NPA et localité, p. ex. 1003 Lausanne</translation>
    </message>
    <message>
        <source>e.g. CH44 3199 9123 0008 8901 2</source>
        <translation>p. ex. CH44 3199 9123 0008 8901 2</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;IBAN:</source>
        <translation>&amp;IBAN :</translation>
    </message>
    <message>
        <source>&amp;BIC:</source>
        <translation>BI&amp;C :</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Monnaie :</translation>
    </message>
    <message>
        <source>Bank na&amp;me:</source>
        <translation>Nom de la &amp;banque :</translation>
    </message>
    <message>
        <source>Bank a&amp;ddress:</source>
        <translation>A&amp;dresse de la banque :</translation>
    </message>
    <message>
        <source>Bank &amp;city:</source>
        <translation>&amp;Localité de la banque :</translation>
    </message>
    <message>
        <source>QR-IB&amp;AN:</source>
        <translation>QR-IB&amp;AN :</translation>
    </message>
    <message>
        <source>BE&amp;SR id:</source>
        <translation>ID BE&amp;SR :</translation>
    </message>
</context>
<context>
    <name>BankAccountPage</name>
    <message>
        <source>Search name, IBAN, BIC or bank (Ctrl+F)</source>
        <translation>Rechercher nom, IBAN, BIC ou banque (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Delete the bank account %1? This cannot be undone.</source>
        <translation>Supprimer le compte bancaire %1 ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>The bank account %1 was deleted.</source>
        <translation>Le compte bancaire %1 a été supprimé.</translation>
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
        <translation>Monnaie</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banque</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>QR-bill</source>
        <translation>QR-facture</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activé</translation>
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
        <translation>Contrôle</translation>
    </message>
    <message>
        <source>&amp;Bank accounts</source>
        <translation>Comptes &amp;bancaires</translation>
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
        <translation>Nom</translation>
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
        <translation>Monnaie</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banque</translation>
    </message>
    <message>
        <source>QR-bill</source>
        <translation>QR-facture</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
</context>
<context>
    <name>BankImport</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is not a bank file InvoiceDesk reads (a camt.054 notification or camt.053 statement): %2</source>
        <translation>%1 n&apos;est pas un fichier bancaire que lit InvoiceDesk (un avis camt.054 ou un relevé camt.053) : %2</translation>
    </message>
    <message>
        <source>no notification or statement in it.</source>
        <translation>il ne contient ni avis ni relevé.</translation>
    </message>
    <message>
        <source>There is no local copy of the account.</source>
        <translation>Il n&apos;y a pas de copie locale du compte.</translation>
    </message>
    <message>
        <source>Line %1: the file is about the account %2, which is not one of this account&apos;s bank accounts.</source>
        <translation>Ligne %1 : le fichier concerne le compte %2, qui n&apos;est pas l&apos;un des comptes bancaires de ce compte.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The session was closed; nothing was sent.</source>
        <translation>La session a été fermée ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>Booked by another import meanwhile.</source>
        <translation>Comptabilisé entre-temps par une autre importation.</translation>
    </message>
    <message>
        <source>Not sent: the local copy could not keep the entry (%1).</source>
        <translation>Non envoyé : la copie locale n&apos;a pas pu conserver l&apos;écriture (%1).</translation>
    </message>
    <message>
        <source>Booked %1 on invoice %2.</source>
        <translation>%1 comptabilisé sur la facture %2.</translation>
    </message>
    <message>
        <source>The local copy still counts it as sending: %1</source>
        <translation>La copie locale le compte encore comme en cours d&apos;envoi : %1</translation>
    </message>
    <message>
        <source>Not booked: %1</source>
        <translation>Non comptabilisé : %1</translation>
    </message>
    <message>
        <source>%1 on %2, reference %3</source>
        <translation>%1 le %2, référence %3</translation>
    </message>
    <message>
        <source>Sent by an earlier import whose answer was lost; the service has it booked on the invoice %1 (%2): already booked, not sent again.</source>
        <translation>Envoyé par une importation précédente dont la réponse a été perdue ; le service l&apos;a comptabilisé sur la facture %1 (%2) : déjà comptabilisé, pas envoyé à nouveau.</translation>
    </message>
    <message>
        <source>Sent by an earlier import whose answer was lost, and the service shows no payments for the invoice %1: whether it was booked cannot be seen. Check the invoice&apos;s open amount; the entry is not sent again.</source>
        <translation>Envoyé par une importation précédente dont la réponse a été perdue, et le service n&apos;indique aucun paiement pour la facture %1 : impossible de savoir s&apos;il a été comptabilisé. Vérifiez le montant ouvert de la facture ; l&apos;écriture n&apos;est pas envoyée à nouveau.</translation>
    </message>
    <message>
        <source>The local copy still counts the entry as sending (%1): the next import checks it against the service.</source>
        <translation>La copie locale compte encore l&apos;écriture comme en cours d&apos;envoi (%1) : la prochaine importation la vérifie auprès du service.</translation>
    </message>
    <message>
        <source>Not sent: the service&apos;s answer for the invoice %1 has no open amount.</source>
        <translation>Non envoyé : la réponse du service pour la facture %1 n&apos;indique aucun montant ouvert.</translation>
    </message>
    <message>
        <source>Not sent: the service has it booked on the invoice %1 already (%2), from this or another copy of the account.</source>
        <translation>Non envoyé : le service l&apos;a déjà comptabilisé sur la facture %1 (%2), depuis cette copie du compte ou une autre.</translation>
    </message>
    <message>
        <source>Not booked: the invoice %1 was cancelled meanwhile.</source>
        <translation>Non comptabilisé : la facture %1 a été annulée entre-temps.</translation>
    </message>
    <message>
        <source>Not booked: the invoice %1 has nothing open any more (paid meanwhile); refund or credit %2.</source>
        <translation>Non comptabilisé : la facture %1 n&apos;a plus rien d&apos;ouvert (payée entre-temps) ; remboursez ou créditez %2.</translation>
    </message>
    <message>
        <source>Not sent: the invoice %1 could not be read from the service (%2).</source>
        <translation>Non envoyé : la facture %1 n&apos;a pas pu être lue depuis le service (%2).</translation>
    </message>
    <message>
        <source>Over-paid by %1: the excess is not booked (refund or credit it).</source>
        <translation>Payé en trop de %1 : l&apos;excédent n&apos;est pas comptabilisé (remboursez-le ou créditez-le).</translation>
    </message>
    <message>
        <source>Sent, but the service&apos;s answer was lost (%1) and the session was closed: check the open amount of invoice %2. The next import checks the entry against the service.</source>
        <translation>Envoyé, mais la réponse du service a été perdue (%1) et la session a été fermée : vérifiez le montant ouvert de la facture %2. La prochaine importation vérifie l&apos;écriture auprès du service.</translation>
    </message>
    <message>
        <source>(The service&apos;s answer was lost; the invoice&apos;s payments at the service show it.)</source>
        <translation>(La réponse du service a été perdue ; les paiements de la facture sur le service le montrent.)</translation>
    </message>
    <message>
        <source>Not booked: the service&apos;s answer was lost (%1) and the invoice %2 shows no such payment. Importing the file again books it.</source>
        <translation>Non comptabilisé : la réponse du service a été perdue (%1) et la facture %2 n&apos;indique aucun paiement de ce type. Importer à nouveau le fichier le comptabilise.</translation>
    </message>
    <message>
        <source>Sent, but the service&apos;s answer was lost (%1) and the service shows no payments for the invoice %2: whether it was booked cannot be seen. Check its open amount; the entry is not sent again.</source>
        <translation>Envoyé, mais la réponse du service a été perdue (%1) et le service n&apos;indique aucun paiement pour la facture %2 : impossible de savoir s&apos;il a été comptabilisé. Vérifiez son montant ouvert ; l&apos;écriture n&apos;est pas envoyée à nouveau.</translation>
    </message>
    <message>
        <source>Sent, but the service&apos;s answer was lost (%1): check the open amount of invoice %2. The next import checks the entry against the service; it is not sent again before.</source>
        <translation>Envoyé, mais la réponse du service a été perdue (%1) : vérifiez le montant ouvert de la facture %2. La prochaine importation vérifie l&apos;écriture auprès du service ; d&apos;ici là, elle n&apos;est pas envoyée à nouveau.</translation>
    </message>
</context>
<context>
    <name>BankImportDialog</name>
    <message>
        <source>Choose &amp;file…</source>
        <translation>C&amp;hoisir le fichier…</translation>
    </message>
    <message>
        <source>&amp;Book payments…</source>
        <translation>&amp;Comptabiliser les paiements…</translation>
    </message>
    <message>
        <source>&amp;Print summary…</source>
        <translation>&amp;Imprimer le résumé…</translation>
    </message>
    <message>
        <source>&amp;Export summary…</source>
        <translation>E&amp;xporter le résumé…</translation>
    </message>
    <message>
        <source>Import bank file</source>
        <translation>Importer un fichier bancaire</translation>
    </message>
    <message>
        <source>Choose a camt.054 notification or camt.053 statement from your bank.</source>
        <translation>Choisissez un avis camt.054 ou un relevé camt.053 de votre banque.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Booking is under way: the window closes once it is done.</source>
        <translation>La comptabilisation est en cours : la fenêtre se ferme dès qu&apos;elle est terminée.</translation>
    </message>
    <message>
        <source>Bank files (*.xml *.camt *.054 *.053);;All files (*)</source>
        <translation>Fichiers bancaires (*.xml *.camt *.054 *.053);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Il n&apos;y a pas de connexion au service.</translation>
    </message>
    <message>
        <source>%1 of %2 booked or refused</source>
        <translation>%1 sur %2 comptabilisés ou refusés</translation>
    </message>
    <message>
        <source>Reading %1 and matching its entries…</source>
        <translation>Lecture de %1 et rapprochement de ses écritures…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>statement (camt.053)</source>
        <translation>relevé (camt.053)</translation>
    </message>
    <message>
        <source>notification (camt.054)</source>
        <translation>avis (camt.054)</translation>
    </message>
    <message numerus="yes">
        <source>%1, a bank %2 with %n entry(ies).</source>
        <translation>
            <numerusform>%1, %2 bancaire avec %n écriture.</numerusform>
            <numerusform>%1, %2 bancaire avec %n écritures.</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches by reference are booked; check the suggestions to book them too.</source>
        <translation>Les correspondances par référence sont comptabilisées ; cochez les suggestions pour les comptabiliser aussi.</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Book %n payment(s)…</source>
        <translation>
            <numerusform>&amp;Comptabiliser %n paiement…</numerusform>
            <numerusform>&amp;Comptabiliser %n paiements…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for invoice %2 (%3)</source>
        <translation>%1 pour la facture %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Book %n payment(s), %1 in all?</source>
        <translation>
            <numerusform>Comptabiliser %n paiement, %1 au total ?</numerusform>
            <numerusform>Comptabiliser %n paiements, %1 au total ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Book %n payment(s)</source>
        <translation>
            <numerusform>&amp;Comptabiliser %n paiement</numerusform>
            <numerusform>&amp;Comptabiliser %n paiements</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <source>Payments from %1</source>
        <translation>Paiements de %1</translation>
    </message>
    <message numerus="yes">
        <source>Booking %n payment(s)…</source>
        <translation>
            <numerusform>Comptabilisation de %n paiement…</numerusform>
            <numerusform>Comptabilisation de %n paiements…</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank file import</source>
        <translation>Importation du fichier bancaire</translation>
    </message>
    <message>
        <source>%1, imported on %2</source>
        <translation>%1, importé le %2</translation>
    </message>
    <message>
        <source>Export summary</source>
        <translation>Exporter le résumé</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>Import &amp;bank file…</source>
        <translation>Importer un fichier &amp;bancaire…</translation>
    </message>
    <message>
        <source>Book the payments of a camt.054 or camt.053 file from your bank</source>
        <translation>Comptabiliser les paiements d&apos;un fichier camt.054 ou camt.053 de votre banque</translation>
    </message>
    <message>
        <source>Connect to a service first.</source>
        <translation>Connectez-vous d&apos;abord à un service.</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) booked</source>
        <translation>
            <numerusform>%n paiement comptabilisé</numerusform>
            <numerusform>%n paiements comptabilisés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n booked, over-paid (%1 not booked: refund or credit it)</source>
        <translation>
            <numerusform>%n comptabilisé, payé en trop (%1 non comptabilisé : à rembourser ou à créditer)</numerusform>
            <numerusform>%n comptabilisés, payés en trop (%1 non comptabilisé : à rembourser ou à créditer)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already booked (the service had it)</source>
        <translation>
            <numerusform>%n déjà comptabilisé (le service l&apos;avait)</numerusform>
            <numerusform>%n déjà comptabilisés (le service les avait)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n need(s) check</source>
        <translation>
            <numerusform>%n à vérifier</numerusform>
            <numerusform>%n à vérifier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed: importing the file again books only those</source>
        <translation>
            <numerusform>%n en échec : importer à nouveau le fichier ne comptabilise que celui-ci</numerusform>
            <numerusform>%n en échec : importer à nouveau le fichier ne comptabilise que ceux-ci</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. See the Note column.</source>
        <translation>%1. Voir la colonne Remarque.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Client</translation>
    </message>
</context>
<context>
    <name>BatchCreator</name>
    <message numerus="yes">
        <source>Duplicate %n document(s)</source>
        <translation>
            <numerusform>Dupliquer %n document</numerusform>
            <numerusform>Dupliquer %n documents</numerusform>
        </translation>
    </message>
    <message>
        <source>No documents were chosen.</source>
        <translation>Aucun document n&apos;a été choisi.</translation>
    </message>
    <message>
        <source>The session was closed.</source>
        <translation>La session a été fermée.</translation>
    </message>
    <message>
        <source>Document %1 could not be read from the service&apos;s answer.</source>
        <translation>Le document %1 n&apos;a pas pu être lu dans la réponse du service.</translation>
    </message>
    <message>
        <source>Document %1 could not be fetched: %2</source>
        <translation>Le document %1 n&apos;a pas pu être récupéré : %2</translation>
    </message>
</context>
<context>
    <name>BatchFailuresModel</name>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
</context>
<context>
    <name>BatchTracker</name>
    <message>
        <source>Document %1</source>
        <translation>Document %1</translation>
    </message>
    <message>
        <source>The session was closed.</source>
        <translation>La session a été fermée.</translation>
    </message>
    <message>
        <source>The batch&apos;s progress could not be read: %1</source>
        <translation>La progression du lot n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>The session was closed; the batch may still be running on the service.</source>
        <translation>La session a été fermée ; le lot est peut-être encore en cours sur le service.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: neither a document nor a queue status.</source>
        <translation>La réponse du service n&apos;a pas pu être lue : ni un document ni un état de file d&apos;attente.</translation>
    </message>
    <message>
        <source>The service answered with one created document instead of a queue; whether the others were created is not known. Refresh the list to see.</source>
        <translation>Le service a répondu avec un seul document créé au lieu d&apos;une file d&apos;attente ; on ne sait pas si les autres ont été créés. Actualisez la liste pour le voir.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Not created: the service refused the batch because of other documents.</source>
        <translation>Non créé : le service a refusé le lot à cause d&apos;autres documents.</translation>
    </message>
    <message>
        <source>The service gave no reason.</source>
        <translation>Le service n&apos;a donné aucun motif.</translation>
    </message>
    <message>
        <source>Preparing (%1 of %2)</source>
        <translation>Préparation (%1 sur %2)</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>Waiting for the service</source>
        <translation>En attente du service</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>Traitement</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message numerus="yes">
        <source>Done, %n failed</source>
        <translation>
            <numerusform>Terminé, %n échec</numerusform>
            <numerusform>Terminé, %n échecs</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
</context>
<context>
    <name>CamtReader</name>
    <message>
        <source>The file is not a camt.054 notification or camt.053 statement.</source>
        <translation>Le fichier n&apos;est ni un avis camt.054 ni un relevé de compte camt.053.</translation>
    </message>
    <message>
        <source>the file is not a camt.054 notification or camt.053 statement (its root element is %1 in the namespace &quot;%2&quot;).</source>
        <translation>le fichier n&apos;est ni un avis camt.054 ni un relevé de compte camt.053 (son élément racine est %1 dans l&apos;espace de noms « %2 »).</translation>
    </message>
    <message>
        <source>the element %1 is not what a camt.%2 file holds.</source>
        <translation>l&apos;élément %1 n&apos;a pas sa place dans un fichier camt.%2.</translation>
    </message>
    <message>
        <source>Line %1: the entry says neither credit nor debit.</source>
        <translation>Ligne %1 : l&apos;écriture n&apos;indique ni crédit ni débit.</translation>
    </message>
    <message>
        <source>Line %1: the amount &quot;%2&quot; cannot be read.</source>
        <translation>Ligne %1 : le montant « %2 » ne peut pas être lu.</translation>
    </message>
    <message>
        <source>Line %1: the currency &quot;%2&quot; is not a currency code.</source>
        <translation>Ligne %1 : la monnaie « %2 » n&apos;est pas un code de monnaie.</translation>
    </message>
    <message>
        <source>Line %1: the reference %2 has a wrong check digit or form.</source>
        <translation>Ligne %1 : la référence %2 a un chiffre de contrôle ou une forme erronés.</translation>
    </message>
</context>
<context>
    <name>ChfRatesDialog</name>
    <message>
        <source>CHF rates for the VAT return</source>
        <translation>Cours CHF pour le décompte TVA</translation>
    </message>
    <message>
        <source>Documents in other currencies go into the VAT return at the monthly average rate the tax administration publishes for the month of the document: CHF per unit, e.g. EUR, 2024-03, 0.9512.</source>
        <translation>Les documents en d&apos;autres monnaies entrent dans le décompte TVA au cours moyen mensuel que l&apos;administration fiscale publie pour le mois du document : CHF par unité, p. ex. EUR, 2024-03, 0.9512.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Monnaie</translation>
    </message>
    <message>
        <source>Month (YYYY-MM)</source>
        <translation>Mois (AAAA-MM)</translation>
    </message>
    <message>
        <source>CHF per unit</source>
        <translation>CHF par unité</translation>
    </message>
    <message>
        <source>CHF rates</source>
        <translation>Cours CHF</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importer un CSV…</translation>
    </message>
    <message>
        <source>Import CHF rates</source>
        <translation>Importer des cours CHF</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>Fichiers CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 n&apos;a pas pu être lu : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n rate(s) imported; press Save to keep them.</source>
        <translation>
            <numerusform>%n cours importé ; cliquez sur Enregistrer pour le conserver.</numerusform>
            <numerusform>%n cours importés ; cliquez sur Enregistrer pour les conserver.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1, currency: &quot;%2&quot; is not a three-letter code other than CHF.</source>
        <translation>Ligne %1, monnaie : « %2 » n&apos;est pas un code à trois lettres autre que CHF.</translation>
    </message>
    <message>
        <source>Row %1, month: &quot;%2&quot; is not written as 2024-03.</source>
        <translation>Ligne %1, mois : « %2 » n&apos;est pas écrit comme 2024-03.</translation>
    </message>
    <message>
        <source>Row %1: %2 of %3 is given twice.</source>
        <translation>Ligne %1 : %2 de %3 est indiqué deux fois.</translation>
    </message>
    <message>
        <source>The rates could not be kept: %1</source>
        <translation>Les cours n&apos;ont pas pu être enregistrés : %1</translation>
    </message>
    <message>
        <source>Row %1, rate: &quot;%2&quot; is not a positive number with at most six decimals, such as 0.9512 or 0,9512.</source>
        <translation>Ligne %1, taux : « %2 » n&apos;est pas un nombre positif d&apos;au plus six décimales, comme 0.9512 ou 0,9512.</translation>
    </message>
</context>
<context>
    <name>CliRunner</name>
    <message>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <source>standard input cannot be read: %1</source>
        <translation>l&apos;entrée standard ne peut pas être lue : %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be read: %2</source>
        <translation>« %1 » ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is larger than %2 MB: refused unread.</source>
        <translation>« %1 » dépasse %2 Mo : refusé sans être lu.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: refused.</source>
        <translation>%1 dépasse %2 Mo : refusé.</translation>
    </message>
    <message>
        <source>The token reads no account: nothing was done.</source>
        <translation>Le jeton n&apos;accède à aucun compte : rien n&apos;a été fait.</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1 : %2</translation>
    </message>
    <message>
        <source>Ended by signal %1: what was under way was cancelled; the local copy keeps what was stored before.</source>
        <translation>Arrêté par le signal %1 : ce qui était en cours a été annulé ; la copie locale conserve ce qui était enregistré auparavant.</translation>
    </message>
    <message>
        <source>None of the accounts the token reads has the bank account this file is about: nothing was booked.</source>
        <translation>Aucun des comptes auxquels le jeton donne accès n&apos;a le compte bancaire dont parle ce fichier : rien n&apos;a été comptabilisé.</translation>
    </message>
    <message>
        <source>%1 (%2): not synchronised, its row is left out.</source>
        <translation>%1 (%2) : non synchronisé, sa ligne est omise.</translation>
    </message>
    <message>
        <source>%1: the local copy could not be read: %2</source>
        <translation>%1 : la copie locale n&apos;a pas pu être lue : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) written to %2.</source>
        <translation>
            <numerusform>%1 : %n ligne écrite dans %2.</numerusform>
            <numerusform>%1 : %n lignes écrites dans %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only partly synchronised, the figures may be incomplete: %1</source>
        <translation>Synchronisé en partie seulement, les chiffres peuvent être incomplets : %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>InvoiceDesk: desktop client for the invoicing service.

Commands (one per run; --sync may go before --report or --reminder-run): --sync, --report, --reminder-run, --import-payments, --set-chf-rates, --set-zero-classes, --set-vat-method, --set-input-tax.%1

Exit codes: 0 done; 1 failed; 2 wrong use (one line names the problem; nothing is read or contacted), no token, or the address refused; 3 signing in failed; 4 partly done (what is missing, incomplete or needs attention is named on stderr); 130, 143: ended by SIGINT or SIGTERM (the local copy stays as whole pages and answers left it). With --all-accounts: the highest of the accounts&apos;.</source>
        <translation>InvoiceDesk : client de bureau pour le service de facturation.

Commandes (une par exécution ; --sync peut précéder --report ou --reminder-run) : --sync, --report, --reminder-run, --import-payments, --set-chf-rates, --set-zero-classes, --set-vat-method, --set-input-tax.%1

Codes de sortie : 0 terminé ; 1 échec ; 2 mauvaise utilisation (une ligne indique le problème ; rien n&apos;est lu ni contacté), pas de jeton ou adresse refusée ; 3 échec de la connexion ; 4 partiellement terminé (ce qui manque, est incomplet ou demande de l&apos;attention est indiqué sur stderr) ; 130, 143 : arrêté par SIGINT ou SIGTERM (la copie locale reste telle que l&apos;ont laissée les pages et réponses complètes). Avec --all-accounts : le code le plus élevé de tous les comptes.</translation>
    </message>
    <message>
        <source> Without a command the window opens.</source>
        <translation> Sans commande, la fenêtre s&apos;ouvre.</translation>
    </message>
    <message>
        <source>Start the bundled demo service and open its sample account (the window), or run a command that synchronises on it (a copy of its own, removed at the end).</source>
        <translation>Démarrer le service de démonstration fourni et ouvrir son compte d&apos;exemple (la fenêtre), ou exécuter une commande qui se synchronise avec lui (dans une copie à part, supprimée à la fin).</translation>
    </message>
    <message>
        <source>Address of the service, https://host (http:// only to this computer).</source>
        <translation>Adresse du service, https://host (http:// seulement vers cet ordinateur).</translation>
    </message>
    <message>
        <source>Saved profile to use (its address and account).</source>
        <translation>Profil enregistré à utiliser (son adresse et son compte).</translation>
    </message>
    <message>
        <source>The account, by its UUID.</source>
        <translation>Le compte, par son UUID.</translation>
    </message>
    <message>
        <source>Run the command for every account the token reads, one after the other: {account} (the UUID) and {name} (the account&apos;s name as a safe file name) in --out are replaced; one summary line per account (account, UUID, name, exit code, tab-separated; on stderr for --import-payments, else on stdout).</source>
        <translation>Exécuter la commande pour chaque compte auquel le jeton accède, l&apos;un après l&apos;autre : {account} (l&apos;UUID) et {name} (le nom du compte sous forme de nom de fichier sûr) sont remplacés dans --out ; une ligne de résumé par compte (compte, UUID, nom, code de sortie, séparés par des tabulations ; sur stderr pour --import-payments, sinon sur stdout).</translation>
    </message>
    <message>
        <source>Synchronise: the lists, then addresses, products, bank accounts, the invoice settings and every invoice&apos;s and credit note&apos;s details that are new or changed; print a summary (token from INVOICEDESK_TOKEN or the keychain). Exit code 4: partly done (the summary names what is missing; the next synchronisation fetches it).</source>
        <translation>Synchroniser : les listes, puis les adresses, produits, comptes bancaires, les paramètres de facturation et les détails de chaque facture et note de crédit nouvelle ou modifiée ; afficher un résumé (jeton tiré de INVOICEDESK_TOKEN ou du trousseau). Code de sortie 4 : partiellement terminé (le résumé indique ce qui manque ; la prochaine synchronisation le récupère).</translation>
    </message>
    <message>
        <source>With --sync: fetch everything again and remove deleted documents.</source>
        <translation>Avec --sync : tout récupérer à nouveau et retirer les documents supprimés.</translation>
    </message>
    <message>
        <source>Write a report from the local copy (with --sync: synchronised first): vat, open-items or revenue, with --period and --out. Exit code 4: written, but the figures are incomplete (the reasons on stderr).</source>
        <translation>Écrire un rapport à partir de la copie locale (avec --sync : synchronisée d&apos;abord) : vat, open-items ou revenue, avec --period et --out. Code de sortie 4 : écrit, mais les chiffres sont incomplets (les raisons sur stderr).</translation>
    </message>
    <message>
        <source>With --report or --set-input-tax: 2024-Q1, 2024-H1, 2024-03 or 2024.</source>
        <translation>Avec --report ou --set-input-tax : 2024-Q1, 2024-H1, 2024-03 ou 2024.</translation>
    </message>
    <message>
        <source>With --report: the file to write, .csv or .xlsx; with --reminder-run: the CSV file.</source>
        <translation>Avec --report : le fichier à écrire, .csv ou .xlsx ; avec --reminder-run : le fichier CSV.</translation>
    </message>
    <message>
        <source>Write the reminders the reminder run would propose as of --as-of to the CSV file --out, from the local copy (with --sync: synchronised first); sends nothing without --send-email. Columns invoiceNumber, customer, dueDate, daysOverdue, currentLevel, proposedLevel (empty when nothing is due), fee, currency, note. Exit code 4: some overdue invoices&apos; details are not current (named; planned from the list only).</source>
        <translation>Écrire dans le fichier CSV --out les rappels que la relance proposerait à la date --as-of, à partir de la copie locale (avec --sync : synchronisée d&apos;abord) ; rien n&apos;est envoyé sans --send-email. Colonnes invoiceNumber, customer, dueDate, daysOverdue, currentLevel, proposedLevel (vide si rien n&apos;est dû), fee, currency, note. Code de sortie 4 : les détails de certaines factures échues ne sont pas à jour (nommées ; planifiées à partir de la liste seulement).</translation>
    </message>
    <message>
        <source>With --reminder-run: the day, exactly YYYY-MM-DD.</source>
        <translation>Avec --reminder-run : le jour, exactement sous la forme YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>With --reminder-run as of today: the service e-mails every proposed reminder itself (the level&apos;s text, fee and PDF), one line per invoice (sent, already sent, not sent with the reason). Exit code 4: some not sent.</source>
        <translation>Avec --reminder-run à la date du jour : le service envoie lui-même par e-mail chaque rappel proposé (texte, frais et PDF du niveau), une ligne par facture (envoyé, déjà envoyé, non envoyé avec la raison). Code de sortie 4 : certains non envoyés.</translation>
    </message>
    <message>
        <source>Import a camt.054 or camt.053 bank file (synchronised first; &quot;-&quot; reads standard input, pipes and FIFOs are read like files): books the payments whose reference names an open invoice, never suggestions; one line per entry (booked; booked, over-paid; already booked; needs check; suggested; unmatched; failed). Exit code 0: every credit entry booked in full or before; 4: some need attention (listed); 2: not a camt file.</source>
        <translation>Importer un fichier bancaire camt.054 ou camt.053 (synchronisé d&apos;abord ; « - » lit l&apos;entrée standard, les pipes et FIFO sont lus comme des fichiers) : comptabilise les paiements dont la référence désigne une facture ouverte, jamais les suggestions ; une ligne par écriture (booked; booked, over-paid; already booked; needs check; suggested; unmatched; failed). Code de sortie 0 : chaque écriture de crédit comptabilisée entièrement ou déjà auparavant ; 4 : certaines demandent de l&apos;attention (listées) ; 2 : pas un fichier camt.</translation>
    </message>
    <message>
        <source>With --import-payments or a --set-… command: print what would be booked or changed, change nothing.</source>
        <translation>Avec --import-payments ou une commande --set-… : afficher ce qui serait comptabilisé ou modifié, ne rien modifier.</translation>
    </message>
    <message>
        <source>Keep the monthly CHF rates of the CSV file (&quot;-&quot;: standard input) in the local copy, as the window&apos;s CHF rates import does: lines CURRENCY;YYYY-MM;RATE, e.g. EUR;2024-03;0.9512.</source>
        <translation>Enregistrer dans la copie locale les cours CHF mensuels du fichier CSV (« - » : entrée standard), comme le fait l&apos;importation des cours CHF dans la fenêtre : lignes CURRENCY;YYYY-MM;RATE, p. ex. EUR;2024-03;0.9512.</translation>
    </message>
    <message>
        <source>Keep how each product&apos;s turnover at 0 % counts in the VAT return, from the CSV file (&quot;-&quot;: standard input): lines productKey;class, class one of export, abroad, excluded, none.</source>
        <translation>Enregistrer comment le chiffre d&apos;affaires à 0 % de chaque produit compte dans le décompte TVA, à partir du fichier CSV (« - » : entrée standard) : lignes productKey;class, class parmi export, abroad, excluded, none.</translation>
    </message>
    <message>
        <source>Keep the account&apos;s VAT method: effective, or net-tax-rate:RATE[:RATE2] (e.g. net-tax-rate:6.2).</source>
        <translation>Enregistrer la méthode TVA du compte : effective, ou net-tax-rate:RATE[:RATE2] (p. ex. net-tax-rate:6.2).</translation>
    </message>
    <message>
        <source>Keep the input tax of the period (e.g. 2024-Q1) given with --tax-400 and --tax-405.</source>
        <translation>Enregistrer l&apos;impôt préalable de la période (p. ex. 2024-Q1) indiqué avec --tax-400 et --tax-405.</translation>
    </message>
    <message>
        <source>With --set-input-tax: input tax on material and services, as 1234.50.</source>
        <translation>Avec --set-input-tax : impôt préalable sur les coûts en matériel et en prestations de services, sous la forme 1234.50.</translation>
    </message>
    <message>
        <source>With --set-input-tax: input tax on investments, as 1234.50.</source>
        <translation>Avec --set-input-tax : impôt préalable sur les investissements, sous la forme 1234.50.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; needs a value.</source>
        <translation>%1 : « %2 » nécessite une valeur.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; needs a value, not the option &quot;%3&quot;.</source>
        <translation>%1 : « %2 » nécessite une valeur, pas l&apos;option « %3 ».</translation>
    </message>
    <message>
        <source>%1: unknown option &quot;%2&quot;; see %1 --help.</source>
        <translation>%1 : option inconnue « %2 » ; voir %1 --help.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: unexpected word &quot;%2&quot; (options start with --; see %1 --help).</source>
        <translation>%1 : mot inattendu « %2 » (les options commencent par -- ; voir %1 --help).</translation>
    </message>
    <message>
        <source>%1: &quot;--%2&quot; is given %3 times (&quot;%4&quot;); give it once.</source>
        <translation>%1 : &quot;--%2&quot; est indiqué %3 fois (&quot;%4&quot;) ; indiquez-le une seule fois.</translation>
    </message>
    <message>
        <source>%1: --%2 and --%3 cannot go together: run them one after the other.</source>
        <translation>%1 : --%2 et --%3 ne peuvent pas aller ensemble : exécutez-les l&apos;une après l&apos;autre.</translation>
    </message>
    <message>
        <source>%1: --import-payments synchronises first by itself: leave out --sync.</source>
        <translation>%1 : --import-payments synchronise d&apos;abord de lui-même : omettez --sync.</translation>
    </message>
    <message>
        <source>%1: --%2 changes only the local copy: run --sync on its own.</source>
        <translation>%1 : --%2 ne modifie que la copie locale : exécutez --sync séparément.</translation>
    </message>
    <message>
        <source>%1: --%2 goes with %3.</source>
        <translation>%1 : --%2 va avec %3.</translation>
    </message>
    <message>
        <source>--import-payments or a --set-… command</source>
        <translation>--import-payments ou une commande --set-…</translation>
    </message>
    <message>
        <source>--report or --set-input-tax</source>
        <translation>--report ou --set-input-tax</translation>
    </message>
    <message>
        <source>--report or --reminder-run</source>
        <translation>--report ou --reminder-run</translation>
    </message>
    <message>
        <source>a command</source>
        <translation>une commande</translation>
    </message>
    <message>
        <source>%1: name a command: --sync, --report, --reminder-run, --import-payments or a --set-… command; see %1 --help.</source>
        <translation>%1 : indiquez une commande : --sync, --report, --reminder-run, --import-payments ou une commande --set-… ; voir %1 --help.</translation>
    </message>
    <message>
        <source>%1: --profile is empty: name a saved profile.</source>
        <translation>%1 : --profile est vide : indiquez un profil enregistré.</translation>
    </message>
    <message>
        <source>%1: --base-url is empty: give the service&apos;s address, e.g. https://api.abaninja.ch.</source>
        <translation>%1 : --base-url est vide : indiquez l&apos;adresse du service, p. ex. https://api.abaninja.ch.</translation>
    </message>
    <message>
        <source>%1: --base-url &quot;%2&quot; is not a service address: write it as https://host or http://127.0.0.1:PORT.</source>
        <translation>%1 : --base-url « %2 » n&apos;est pas une adresse de service : écrivez-la sous la forme https://host ou http://127.0.0.1:PORT.</translation>
    </message>
    <message>
        <source>%1: --base-url &quot;%2&quot;: %3</source>
        <translation>%1 : --base-url « %2 » : %3</translation>
    </message>
    <message>
        <source>%1: --account &quot;%2&quot; is not an account&apos;s UUID (like 825c3971-3f5d-4b3e-9d7a-1c2b3a4d5e6f).</source>
        <translation>%1 : --account « %2 » n&apos;est pas l&apos;UUID d&apos;un compte (comme 825c3971-3f5d-4b3e-9d7a-1c2b3a4d5e6f).</translation>
    </message>
    <message>
        <source>%1: --account and --all-accounts cannot go together.</source>
        <translation>%1 : --account et --all-accounts ne peuvent pas aller ensemble.</translation>
    </message>
    <message>
        <source>%1: --demo runs its own service with its own accounts: leave out --%2.</source>
        <translation>%1 : --demo exécute son propre service avec ses propres comptes : omettez --%2.</translation>
    </message>
    <message>
        <source>%1: --demo keeps its copy only while the command runs: use it with --sync, --report --sync, --reminder-run --sync or --import-payments.</source>
        <translation>%1 : --demo ne conserve sa copie que pendant l&apos;exécution de la commande : utilisez-le avec --sync, --report --sync, --reminder-run --sync ou --import-payments.</translation>
    </message>
    <message>
        <source>%1: --reminder-run needs --as-of YYYY-MM-DD.</source>
        <translation>%1 : --reminder-run nécessite --as-of YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>%1: --send-email sends reminders as of today only, not as of &quot;%2&quot;.</source>
        <translation>%1 : --send-email n&apos;envoie les rappels qu&apos;à la date du jour, pas au « %2 ».</translation>
    </message>
    <message>
        <source>%1: --reminder-run needs --out, the CSV file to write.</source>
        <translation>%1 : --reminder-run nécessite --out, le fichier CSV à écrire.</translation>
    </message>
    <message>
        <source>%1: --%2 is empty: name the file, or &quot;-&quot; for standard input.</source>
        <translation>%1 : --%2 est vide : indiquez le fichier, ou « - » pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>%1: --set-input-tax names its period itself (--set-input-tax 2024-Q1): leave out --period.</source>
        <translation>%1 : --set-input-tax indique lui-même sa période (--set-input-tax 2024-Q1) : omettez --period.</translation>
    </message>
    <message>
        <source>%1: --set-input-tax needs --tax-400 and --tax-405 (0.00 where there is none).</source>
        <translation>%1 : --set-input-tax nécessite --tax-400 et --tax-405 (0.00 s&apos;il n&apos;y en a pas).</translation>
    </message>
    <message>
        <source>%1: --out &quot;%2&quot;: {account} and {name} are replaced only with --all-accounts.</source>
        <translation>%1 : --out « %2 » : {account} et {name} ne sont remplacés qu&apos;avec --all-accounts.</translation>
    </message>
    <message>
        <source>%1: with --all-accounts, --out &quot;%2&quot; needs {account} or {name} in it (one file per account).</source>
        <translation>%1 : avec --all-accounts, --out « %2 » doit contenir {account} ou {name} (un fichier par compte).</translation>
    </message>
    <message>
        <source>%1: --out &quot;%2&quot;: the folder &quot;%3&quot; does not exist.</source>
        <translation>%1 : --out « %2 » : le dossier « %3 » n&apos;existe pas.</translation>
    </message>
    <message>
        <source>--as-of &quot;%1&quot; is not a date written exactly YYYY-MM-DD.</source>
        <translation>--as-of « %1 » n&apos;est pas une date écrite exactement YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>--as-of &quot;%1&quot; is in the future: the reminders and figures are as of today or an earlier day.</source>
        <translation>--as-of « %1 » est dans le futur : les rappels et les chiffres se rapportent à aujourd&apos;hui ou à un jour antérieur.</translation>
    </message>
    <message>
        <source>--reminder-run or --report accounts</source>
        <translation>--reminder-run ou --report accounts</translation>
    </message>
    <message>
        <source>%1: --report accounts is as of a day: give --as-of YYYY-MM-DD, not --period.</source>
        <translation>%1 : --report accounts se rapporte à un jour : indiquez --as-of YYYY-MM-DD, pas --period.</translation>
    </message>
    <message>
        <source>%1: --report accounts needs --as-of YYYY-MM-DD.</source>
        <translation>%1 : --report accounts nécessite --as-of YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>%1: --report accounts writes every account into one file: --out &quot;%2&quot; needs no {account} or {name}.</source>
        <translation>%1 : --report accounts écrit tous les comptes dans un seul fichier : --out « %2 » ne doit contenir ni {account} ni {name}.</translation>
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
        <source>Paste the API token created in the service&apos;s settings</source>
        <translation>Collez le jeton API créé dans les réglages du service</translation>
    </message>
    <message>
        <source>For example: Office, or the company&apos;s name</source>
        <translation>Par exemple : Bureau, ou le nom de l&apos;entreprise</translation>
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
        <translation>Démarrer le service de démonstration fourni avec des données d&apos;exemple ; aucun compte nécessaire.</translation>
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
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>La réponse du service n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>The token is valid but reaches no account.</source>
        <translation>Le jeton est valable mais n&apos;accède à aucun compte.</translation>
    </message>
    <message numerus="yes">
        <source>The token reaches %n account(s). Pick one and connect.</source>
        <translation>
            <numerusform>Le jeton accède à %n compte. Choisissez-le et connectez-vous.</numerusform>
            <numerusform>Le jeton accède à %n comptes. Choisissez-en un et connectez-vous.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the profile?</source>
        <translation>Remplacer le profil ?</translation>
    </message>
    <message>
        <source>The profile “%1” opens the account “%2” on %3. Replace it, so that it opens “%4” on %5?</source>
        <translation>Le profil « %1 » ouvre le compte « %2 » sur %3. Le remplacer, pour qu&apos;il ouvre « %4 » sur %5 ?</translation>
    </message>
    <message>
        <source>To keep both, choose another profile name.</source>
        <translation>Pour conserver les deux, choisissez un autre nom de profil.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>A quoted field that starts on line %1 is not closed.</source>
        <translation>Un champ entre guillemets commençant à la ligne %1 n&apos;est pas fermé.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <source>The file has a header line but no rows.</source>
        <translation>Le fichier a une ligne d&apos;en-tête mais aucune ligne de données.</translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <source>Type a date such as 23.11.2026, 23.11.26, 23.11. or 231126; t for today, +30 for 30 days from today. Alt+Down opens a calendar.</source>
        <translation>Saisissez une date, p. ex. 23.11.2026, 23.11.26, 23.11. ou 231126 ; t pour aujourd’hui, +30 pour dans 30 jours. Alt+Bas ouvre un calendrier.</translation>
    </message>
    <message>
        <source>Choose from a calendar (Alt+Down)</source>
        <translation>Choisir dans un calendrier (Alt+Bas)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>%1: %2 is before %3.</source>
        <translation>%1 : %2 est antérieur au %3.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a date. Type for example 23.11.2026, 23.11., 231126, t (today) or +30.</source>
        <translation>%1 : «&#xa0;%2&#xa0;» n’est pas une date. Saisissez p. ex. 23.11.2026, 23.11., 231126, t (aujourd’hui) ou +30.</translation>
    </message>
</context>
<context>
    <name>DefaultConditionsPage</name>
    <message>
        <source>Default conditions</source>
        <translation>Conditions par défaut</translation>
    </message>
    <message>
        <source>The conditions text new documents start with, in the customer&apos;s language.</source>
        <translation>Le texte de conditions par lequel commencent les nouveaux documents, dans la langue du client.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
</context>
<context>
    <name>DetailFetcher</name>
    <message>
        <source>The answer held no document.</source>
        <translation>La réponse ne contenait aucun document.</translation>
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
        <translation>%1 est annulé.</translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation>%1 est archivé.</translation>
    </message>
    <message>
        <source>%1 is already sent.</source>
        <translation>%1 est déjà envoyé.</translation>
    </message>
    <message>
        <source>%1 has no open amount.</source>
        <translation>%1 n&apos;a pas de montant ouvert.</translation>
    </message>
    <message>
        <source>%1 is not overdue.</source>
        <translation>%1 n&apos;est pas en retard.</translation>
    </message>
    <message>
        <source>%1 has had its final reminder.</source>
        <translation>%1 a déjà reçu son dernier rappel.</translation>
    </message>
    <message>
        <source>The service does not offer this for %1 in its present state.</source>
        <translation>Le service ne propose pas ceci pour %1 dans son état actuel.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n of the selected %1.</source>
        <translation>
            <numerusform>Annulé : %n des %1 sélectionnés.</numerusform>
            <numerusform>Annulés : %n des %1 sélectionnés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archived: %n of the selected %1.</source>
        <translation>
            <numerusform>Archivé : %n des %1 sélectionnés.</numerusform>
            <numerusform>Archivés : %n des %1 sélectionnés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already sent: %n of the selected %1.</source>
        <translation>
            <numerusform>Déjà envoyé : %n des %1 sélectionnés.</numerusform>
            <numerusform>Déjà envoyés : %n des %1 sélectionnés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing open: %n of the selected %1.</source>
        <translation>
            <numerusform>Rien d&apos;ouvert : %n des %1 sélectionnés.</numerusform>
            <numerusform>Rien d&apos;ouvert : %n des %1 sélectionnés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not overdue: %n of the selected %1.</source>
        <translation>
            <numerusform>Pas en retard : %n des %1 sélectionnés.</numerusform>
            <numerusform>Pas en retard : %n des %1 sélectionnés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final reminder already sent: %n of the selected %1.</source>
        <translation>
            <numerusform>Dernier rappel déjà envoyé : %n des %1 sélectionnés.</numerusform>
            <numerusform>Dernier rappel déjà envoyé : %n des %1 sélectionnés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not offered by the service in their present state: %n of the selected %1.</source>
        <translation>
            <numerusform>Non proposé par le service dans leur état actuel : %n des %1 sélectionnés.</numerusform>
            <numerusform>Non proposé par le service dans leur état actuel : %n des %1 sélectionnés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Payments are recorded one invoice at a time: select only one.</source>
        <translation>Les paiements sont enregistrés une facture à la fois : n&apos;en sélectionnez qu&apos;une.</translation>
    </message>
    <message>
        <source>Another action is running on the selected documents.</source>
        <translation>Une autre action est en cours sur les documents sélectionnés.</translation>
    </message>
    <message>
        <source>Asking the service what the selected documents offer…</source>
        <translation>Le service est interrogé sur ce que proposent les documents sélectionnés…</translation>
    </message>
</context>
<context>
    <name>DocumentActionCatalog</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Enre&amp;gistrer en PDF…</translation>
    </message>
    <message>
        <source>Send by &amp;e-mail…</source>
        <translation>Envoyer par &amp;e-mail…</translation>
    </message>
    <message>
        <source>Mark as &amp;sent</source>
        <translation>Mar&amp;quer comme envoyé</translation>
    </message>
    <message>
        <source>Mark as a&amp;pproved</source>
        <translation>Marquer comme a&amp;pprouvé</translation>
    </message>
    <message>
        <source>Mark as dec&amp;lined</source>
        <translation>Marquer comme &amp;refusé</translation>
    </message>
    <message>
        <source>Print &amp;reminder…</source>
        <translation>Imprimer le &amp;rappel…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>Convert to &amp;invoice</source>
        <translation>Convertir en &amp;facture</translation>
    </message>
    <message>
        <source>Convert to &amp;contract note</source>
        <translation>Convertir en &amp;confirmation de commande</translation>
    </message>
    <message>
        <source>Convert to deli&amp;very note</source>
        <translation>Convertir en &amp;bulletin de livraison</translation>
    </message>
    <message>
        <source>Convert to c&amp;redit note</source>
        <translation>Con&amp;vertir en note de crédit</translation>
    </message>
    <message>
        <source>Convert to &amp;template</source>
        <translation>C&amp;onvertir en modèle</translation>
    </message>
    <message>
        <source>Save as &amp;template</source>
        <translation>Enregistrer c&amp;omme modèle</translation>
    </message>
    <message>
        <source>Create &amp;invoice from template</source>
        <translation>Créer une &amp;facture à partir du modèle</translation>
    </message>
    <message>
        <source>Create &amp;quote from template</source>
        <translation>Créer une &amp;offre à partir du modèle</translation>
    </message>
    <message>
        <source>Create deli&amp;very note from template</source>
        <translation>Créer un bulletin de li&amp;vraison à partir du modèle</translation>
    </message>
    <message>
        <source>Create c&amp;redit note from template</source>
        <translation>Créer une note de c&amp;rédit à partir du modèle</translation>
    </message>
    <message>
        <source>Create &amp;contract note from template</source>
        <translation>Créer une &amp;confirmation de commande à partir du modèle</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archiver</translation>
    </message>
    <message>
        <source>Res&amp;tore</source>
        <translation>Res&amp;taurer</translation>
    </message>
    <message>
        <source>Ca&amp;ncel document</source>
        <translation>Annuler le &amp;document</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Record a pa&amp;yment…</source>
        <translation>Enregistrer un &amp;paiement…</translation>
    </message>
    <message>
        <source>Send remi&amp;nder by e-mail</source>
        <translation>Envo&amp;yer le rappel par e-mail</translation>
    </message>
</context>
<context>
    <name>DocumentActionController</name>
    <message>
        <source>The actions of %1 could not be read: %2</source>
        <translation>Les actions de %1 n&apos;ont pas pu être lues : %2</translation>
    </message>
    <message>
        <source>The actions of %1 could not be fetched: %2</source>
        <translation>Les actions de %1 n&apos;ont pas pu être récupérées : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) (%1)</source>
        <translation>
            <numerusform>%n document (%1)</numerusform>
            <numerusform>%n documents (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>Supprimer %1 ?</translation>
    </message>
    <message>
        <source>The document is removed from the service. This cannot be undone.</source>
        <translation>Le document est retiré du service. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Cancel %1?</source>
        <translation>Annuler %1 ?</translation>
    </message>
    <message>
        <source>A cancelled document can no longer be changed or sent, and nothing is open on it any more. This cannot be undone.</source>
        <translation>Un document annulé ne peut plus être modifié ni envoyé, et plus rien n&apos;y est ouvert. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>%1: %2?</source>
        <translation>%1 : %2 ?</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Conserver</translation>
    </message>
    <message>
        <source>%1 was sent by e-mail to %2.</source>
        <translation>%1 a été envoyé par e-mail à %2.</translation>
    </message>
    <message>
        <source>Send by e-mail</source>
        <translation>Envoyer par e-mail</translation>
    </message>
    <message>
        <source>Send %1 by e-mail?</source>
        <translation>Envoyer %1 par e-mail ?</translation>
    </message>
    <message>
        <source>Each document goes with its PDF attached to the primary e-mail address of its receiver, and is marked as sent.</source>
        <translation>Chaque document part avec son PDF en pièce jointe à l&apos;adresse e-mail principale de son destinataire et est marqué comme envoyé.</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <source>%1 %2.pdf</source>
        <translation>%1 %2.pdf</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Enregistrer le PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save PDFs in folder</source>
        <translation>Enregistrer les PDF dans le dossier</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Le fichier %1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>%1: %2 (%3 of %4)</source>
        <translation>%1 : %2 (%3 sur %4)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>%1 supprimé.</translation>
    </message>
    <message>
        <source>Sent by e-mail: %1.</source>
        <translation>Envoyé par e-mail : %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n PDF file(s) to %1.</source>
        <translation>
            <numerusform>%n fichier PDF enregistré dans %1.</numerusform>
            <numerusform>%n fichiers PDF enregistrés dans %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n new document(s) created from %2.</source>
        <translation>
            <numerusform>%1 : %n nouveau document créé à partir de %2.</numerusform>
            <numerusform>%1 : %n nouveaux documents créés à partir de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: done for %2.</source>
        <translation>%1 : fait pour %2.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n document(s) were left as they were.</source>
        <translation>
            <numerusform>Arrêté : %n document est resté tel quel.</numerusform>
            <numerusform>Arrêté : %n documents sont restés tels quels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 failed for %n document(s), which are unchanged:</source>
        <translation>
            <numerusform>%1 a échoué pour %n document, qui est inchangé :</numerusform>
            <numerusform>%1 a échoué pour %n documents, qui sont inchangés :</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Print %1…</source>
        <translation>&amp;Imprimer %1…</translation>
    </message>
    <message>
        <source>Save %1 as P&amp;DF…</source>
        <translation>Enregistrer %1 en P&amp;DF…</translation>
    </message>
    <message>
        <source>Send %1 by &amp;e-mail…</source>
        <translation>Envoyer %1 par &amp;e-mail…</translation>
    </message>
    <message>
        <source>Mark %1 as &amp;sent</source>
        <translation>Marquer %1 comme en&amp;voyés</translation>
    </message>
    <message>
        <source>Mark %1 as a&amp;pproved</source>
        <translation>Marquer %1 comme a&amp;cceptés</translation>
    </message>
    <message>
        <source>Mark %1 as dec&amp;lined</source>
        <translation>Marquer %1 comme re&amp;fusés</translation>
    </message>
    <message>
        <source>Print &amp;reminders for %1…</source>
        <translation>Imprimer les &amp;rappels pour %1…</translation>
    </message>
    <message>
        <source>D&amp;uplicate %1</source>
        <translation>D&amp;upliquer %1</translation>
    </message>
    <message>
        <source>Create c&amp;redit notes for %1</source>
        <translation>Créer des a&amp;voirs pour %1</translation>
    </message>
    <message>
        <source>&amp;Archive %1</source>
        <translation>&amp;Archiver %1</translation>
    </message>
    <message>
        <source>Res&amp;tore %1</source>
        <translation>Res&amp;taurer %1</translation>
    </message>
    <message>
        <source>Ca&amp;ncel %1</source>
        <translation>A&amp;nnuler %1</translation>
    </message>
    <message>
        <source>&amp;Delete %1</source>
        <translation>&amp;Supprimer %1</translation>
    </message>
    <message>
        <source>Create a credit note for %1 over %2?</source>
        <translation>Créer un avoir pour %1 d&apos;un montant de %2 ?</translation>
    </message>
    <message>
        <source>Create credit notes for %1 over %2?</source>
        <translation>Créer des avoirs pour %1 d&apos;un montant de %2 ?</translation>
    </message>
    <message>
        <source>A credit note takes the amount back from the customer. It is created as a draft you can still change before sending it.</source>
        <translation>Un avoir rembourse le montant au client. Il est créé comme brouillon que vous pouvez encore modifier avant de l&apos;envoyer.</translation>
    </message>
    <message>
        <source>&amp;Create credit note</source>
        <translation>&amp;Créer l&apos;avoir</translation>
    </message>
    <message>
        <source>&amp;Create credit notes</source>
        <translation>&amp;Créer les avoirs</translation>
    </message>
    <message>
        <source>Nothing was done: the selection or the documents changed while the question was open. Choose the action again.</source>
        <translation>Rien n&apos;a été fait : la sélection ou les documents ont changé pendant que la question était ouverte. Choisissez à nouveau l&apos;action.</translation>
    </message>
    <message>
        <source>Nothing was sent: the selection or the documents changed while the question was open. Choose the action again.</source>
        <translation>Rien n&apos;a été envoyé : la sélection ou les documents ont changé pendant que la question était ouverte. Choisissez à nouveau l&apos;action.</translation>
    </message>
    <message>
        <source>Payment of %1 recorded for %2; it is paid in full.</source>
        <translation>Paiement de %1 enregistré pour %2 ; elle est entièrement payée.</translation>
    </message>
    <message>
        <source>Payment of %1 recorded for %2; %3 is still open.</source>
        <translation>Paiement de %1 enregistré pour %2 ; %3 reste ouvert.</translation>
    </message>
    <message>
        <source>Nothing was saved: the selection changed while the file dialog was open. Choose the action again.</source>
        <translation>Rien n&apos;a été enregistré : la sélection a changé pendant que la boîte de dialogue des fichiers était ouverte. Choisissez à nouveau l&apos;action.</translation>
    </message>
    <message numerus="yes">
        <source>%n quotes</source>
        <translation>
            <numerusform>%n offre</numerusform>
            <numerusform>%n offres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n contract notes</source>
        <translation>
            <numerusform>%n confirmation de commande</numerusform>
            <numerusform>%n confirmations de commande</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n delivery notes</source>
        <translation>
            <numerusform>%n bulletin de livraison</numerusform>
            <numerusform>%n bulletins de livraison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invoices</source>
        <translation>
            <numerusform>%n facture</numerusform>
            <numerusform>%n factures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n credit notes</source>
        <translation>
            <numerusform>%n avoir</numerusform>
            <numerusform>%n avoirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recurring invoices</source>
        <translation>
            <numerusform>%n facture récurrente</numerusform>
            <numerusform>%n factures récurrentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n templates</source>
        <translation>
            <numerusform>%n modèle</numerusform>
            <numerusform>%n modèles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n receipts</source>
        <translation>
            <numerusform>%n justificatif</numerusform>
            <numerusform>%n justificatifs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Il n&apos;y a pas de connexion au service.</translation>
    </message>
    <message>
        <source>Record the next reminder level for %1?</source>
        <translation>Enregistrer le niveau de rappel suivant pour %1 ?</translation>
    </message>
    <message>
        <source>The service records the next dunning level with its fee as soon as the reminder is fetched for printing, whether or not you print it. The service refuses a reminder that is not due yet.</source>
        <translation>Le service enregistre le niveau de rappel suivant avec ses frais dès que le rappel est récupéré pour l&apos;impression, que vous l&apos;imprimiez ou non. Le service refuse un rappel qui n&apos;est pas encore dû.</translation>
    </message>
    <message>
        <source>&amp;Record reminder</source>
        <translation>&amp;Enregistrer le rappel</translation>
    </message>
    <message>
        <source>The service e-mails the reminder of the next level with its fee to the customer and records the level. It refuses a reminder that is not due yet, and one for a customer without an e-mail address (print it instead).</source>
        <translation>Le service envoie par e-mail au client le rappel du niveau suivant avec ses frais et enregistre le niveau. Il refuse un rappel qui n&apos;est pas encore dû, ainsi qu&apos;un rappel pour un client sans adresse e-mail (imprimez-le plutôt).</translation>
    </message>
    <message>
        <source>&amp;Send reminder</source>
        <translation>&amp;Envoyer le rappel</translation>
    </message>
    <message>
        <source>Send remi&amp;nders for %1 by e-mail</source>
        <translation>E&amp;nvoyer les rappels pour %1 par e-mail</translation>
    </message>
    <message>
        <source>%1: the next level (%2) is not due before %3.</source>
        <translation>%1 : le niveau suivant (%2) n&apos;est pas dû avant le %3.</translation>
    </message>
    <message>
        <source>%1: no further reminder level is due.</source>
        <translation>%1 : aucun autre niveau de rappel n&apos;est dû.</translation>
    </message>
    <message numerus="yes">
        <source>No reminder was recorded: the service would refuse %n of the selected invoices.</source>
        <translation>
            <numerusform>Aucun rappel n&apos;a été enregistré : le service refuserait %n des factures sélectionnées.</numerusform>
            <numerusform>Aucun rappel n&apos;a été enregistré : le service refuserait %n des factures sélectionnées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentActionsApi</name>
    <message>
        <source>The list of actions is missing from the service&apos;s answer.</source>
        <translation>La liste des actions manque dans la réponse du service.</translation>
    </message>
    <message>
        <source>The service&apos;s answer to the action is not a JSON object.</source>
        <translation>La réponse du service à l&apos;action n&apos;est pas un objet JSON.</translation>
    </message>
</context>
<context>
    <name>DocumentDetail</name>
    <message>
        <source>the amounts of the document&apos;s positions are too large</source>
        <translation>les montants des positions du document sont trop élevés</translation>
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
        <source>The document could not be shown: the service&apos;s answer is incomplete. %1</source>
        <translation>Le document ne peut pas être affiché : la réponse du service est incomplète. %1</translation>
    </message>
    <message>
        <source>Showing the saved copy. %1</source>
        <translation>Affichage de la copie enregistrée. %1</translation>
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
        <source>Payment</source>
        <translation>Paiement</translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation>IBAN</translation>
    </message>
    <message>
        <source>(not listed yet)</source>
        <translation>(pas encore dans la liste)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Follow-up</source>
        <translation>Document suivant</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valable jusqu&apos;au</translation>
    </message>
    <message>
        <source>Unknown (not converted from another document in this copy)</source>
        <translation>Inconnu (pas converti à partir d&apos;un autre document dans cette copie)</translation>
    </message>
    <message>
        <source>Made from</source>
        <translation>Créé à partir de</translation>
    </message>
    <message>
        <source>QR reference</source>
        <translation>Référence QR</translation>
    </message>
    <message>
        <source>Creditor reference</source>
        <translation>Référence créancier</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <translation>%1 (annulée)</translation>
    </message>
    <message>
        <source>Total at the service:</source>
        <translation>Total sur le service :</translation>
    </message>
    <message>
        <source>Cancelled: nothing is to be paid.</source>
        <translation>Annulée : rien n&apos;est à payer.</translation>
    </message>
    <message>
        <source>Open amount:</source>
        <translation>Montant ouvert :</translation>
    </message>
</context>
<context>
    <name>DocumentDraft</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Receiver</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>choose a company or person.</source>
        <translation>choisissez une entreprise ou une personne.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Monnaie</translation>
    </message>
    <message>
        <source>three capital letters are needed, e.g. CHF.</source>
        <translation>trois majuscules sont nécessaires, p. ex. CHF.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>at most 255 characters.</source>
        <translation>au maximum 255 caractères.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>a date is needed.</source>
        <translation>une date est nécessaire.</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>must not be before the document date.</source>
        <translation>ne doit pas être antérieure à la date du document.</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valable jusqu&apos;au</translation>
    </message>
    <message>
        <source>must not be before the quote date.</source>
        <translation>ne doit pas être antérieure à la date de l&apos;offre.</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Date de fin</translation>
    </message>
    <message>
        <source>must not be before the start date.</source>
        <translation>ne doit pas être antérieure à la date de début.</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>Fréquence</translation>
    </message>
    <message>
        <source>must be weekly, monthly, every six months or annually.</source>
        <translation>doit être hebdomadaire, mensuelle, semestrielle ou annuelle.</translation>
    </message>
    <message>
        <source>Document discount</source>
        <translation>Rabais sur le document</translation>
    </message>
    <message>
        <source>must be a percentage from 0 to 100.</source>
        <translation>doit être un pourcentage de 0 à 100.</translation>
    </message>
    <message>
        <source>must be an amount of at least 0.</source>
        <translation>doit être un montant d&apos;au moins 0.</translation>
    </message>
    <message>
        <source>Cash discount %1</source>
        <translation>Escompte %1</translation>
    </message>
    <message>
        <source>days must be from 0 to 365.</source>
        <translation>les jours doivent être de 0 à 365.</translation>
    </message>
    <message>
        <source>Quantity in row %1</source>
        <translation>Quantité à la ligne %1</translation>
    </message>
    <message>
        <source>must be from 0 to 1,000,000.</source>
        <translation>doit être de 0 à 1 000 000.</translation>
    </message>
    <message>
        <source>Description in row %1</source>
        <translation>Description à la ligne %1</translation>
    </message>
    <message>
        <source>at most 2000 characters.</source>
        <translation>au maximum 2000 caractères.</translation>
    </message>
    <message>
        <source>Price in row %1</source>
        <translation>Prix à la ligne %1</translation>
    </message>
    <message>
        <source>must be at most 10,000,000 in either direction.</source>
        <translation>doit être d&apos;au plus 10 000 000 dans un sens comme dans l&apos;autre.</translation>
    </message>
    <message>
        <source>VAT in row %1</source>
        <translation>TVA à la ligne %1</translation>
    </message>
    <message>
        <source>Discount in row %1</source>
        <translation>Rabais à la ligne %1</translation>
    </message>
    <message>
        <source>Row %1.%2</source>
        <translation>Ligne %1.%2</translation>
    </message>
    <message>
        <source>a group holds only products.</source>
        <translation>un groupe ne contient que des produits.</translation>
    </message>
    <message>
        <source>must not be more than the total of %1.</source>
        <translation>ne doit pas dépasser le total de %1.</translation>
    </message>
    <message>
        <source>enter when the invoice is due; neither the receiver nor the account has payment terms to compute it from.</source>
        <translation>indiquez quand la facture est échue ; ni le destinataire ni le compte n&apos;ont de conditions de paiement permettant de la calculer.</translation>
    </message>
</context>
<context>
    <name>DocumentEditor</name>
    <message>
        <source>Receiver</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>&amp;Start date:</source>
        <translation>D&amp;ate de début :</translation>
    </message>
    <message>
        <source>De&amp;livery date:</source>
        <translation>Date de li&amp;vraison :</translation>
    </message>
    <message>
        <source>&amp;Ends on</source>
        <translation>S&amp;e termine le</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>Fin :</translation>
    </message>
    <message>
        <source>Weekly</source>
        <translation>Hebdomadaire</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Mensuelle</translation>
    </message>
    <message>
        <source>Every six months</source>
        <translation>Semestrielle</translation>
    </message>
    <message>
        <source>Annually</source>
        <translation>Annuelle</translation>
    </message>
    <message>
        <source>&amp;Active</source>
        <translation>Acti&amp;ve</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Monnaie :</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre :</translation>
    </message>
    <message>
        <source>&amp;Reference:</source>
        <translation>&amp;Référence :</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Product key or name, then Return</source>
        <translation>Clé ou nom du produit, puis Entrée</translation>
    </message>
    <message>
        <source>Ter&amp;ms:</source>
        <translation>&amp;Conditions :</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Notes :</translation>
    </message>
    <message>
        <source>&amp;Footer:</source>
        <translation>Pied de pa&amp;ge :</translation>
    </message>
    <message>
        <source>Te&amp;xts</source>
        <translation>Te&amp;xtes</translation>
    </message>
    <message>
        <source>&amp;Bank account:</source>
        <translation>Compte &amp;bancaire :</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Pour cent</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Cash discounts</source>
        <translation>Escomptes</translation>
    </message>
    <message>
        <source>Custom field &amp;%1:</source>
        <translation>Champ personnalisé &amp;%1 :</translation>
    </message>
    <message>
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Within:</source>
        <translation>Dans les :</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Document</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Positions</source>
        <translation>&amp;Positions</translation>
    </message>
    <message>
        <source>Product &amp;line</source>
        <translation>&amp;Ligne de produit</translation>
    </message>
    <message>
        <source>&amp;Subtitle</source>
        <translation>&amp;Sous-titre</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>&amp;Texte</translation>
    </message>
    <message>
        <source>&amp;Divider</source>
        <translation>Sé&amp;parateur</translation>
    </message>
    <message>
        <source>Section t&amp;otal</source>
        <translation>Sous-t&amp;otal</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>&amp;Groupe</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Desc&amp;endre</translation>
    </message>
    <message>
        <source>Into &amp;group</source>
        <translation>Dans le &amp;groupe</translation>
    </message>
    <message>
        <source>Out of g&amp;roup</source>
        <translation>Hors du g&amp;roupe</translation>
    </message>
    <message>
        <source>Dupli&amp;cate</source>
        <translation>Dupli&amp;quer</translation>
    </message>
    <message>
        <source>D&amp;elete row</source>
        <translation>Supprim&amp;er la ligne</translation>
    </message>
    <message>
        <source>The local copy could not be opened: %1</source>
        <translation>La copie locale n&apos;a pas pu être ouverte : %1</translation>
    </message>
    <message>
        <source>Addresses, products or bank accounts could not be loaded: %1</source>
        <translation>Les adresses, produits ou comptes bancaires n&apos;ont pas pu être chargés : %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>%1 (new) [*]</source>
        <translation>%1 (nouveau) [*]</translation>
    </message>
    <message>
        <source>%1 [*]</source>
        <translation>%1 [*]</translation>
    </message>
    <message>
        <source>Loading the document…</source>
        <translation>Chargement du document…</translation>
    </message>
    <message>
        <source>Shown from the local copy: %1</source>
        <translation>Affiché depuis la copie locale : %1</translation>
    </message>
    <message>
        <source>The document could not be loaded: %1</source>
        <translation>Le document n&apos;a pas pu être chargé : %1</translation>
    </message>
    <message>
        <source>%1 %2 [*]</source>
        <translation>%1 %2 [*]</translation>
    </message>
    <message>
        <source>Document discount: &quot;%1&quot; is not a number.</source>
        <translation>Rabais sur le document : « %1 » n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>Cash discount %1: &quot;%2&quot; is not a percentage.</source>
        <translation>Escompte %1 : « %2 » n&apos;est pas un pourcentage.</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <translation>Ligne %1, %2</translation>
    </message>
    <message>
        <source>Not connected: the document cannot be saved now. Your input is kept.</source>
        <translation>Non connecté : le document ne peut pas être enregistré maintenant. Votre saisie est conservée.</translation>
    </message>
    <message>
        <source>Please correct these fields before saving:</source>
        <translation>Veuillez corriger ces champs avant d&apos;enregistrer :</translation>
    </message>
    <message>
        <source>Checking whether the document changed on the service…</source>
        <translation>Vérification si le document a été modifié sur le service…</translation>
    </message>
    <message>
        <source>Document changed</source>
        <translation>Document modifié</translation>
    </message>
    <message>
        <source>This document was changed on the service (%1) after you opened it.</source>
        <translation>Ce document a été modifié sur le service (%1) après que vous l&apos;avez ouvert.</translation>
    </message>
    <message>
        <source>Reload shows the service&apos;s version and drops your changes; Overwrite saves your version over it.</source>
        <translation>Recharger affiche la version du service et abandonne vos modifications ; Écraser enregistre votre version par-dessus.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>É&amp;craser</translation>
    </message>
    <message>
        <source>Reloaded: the fields show the service&apos;s version.</source>
        <translation>Rechargé : les champs affichent la version du service.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>The service accepted the document but its answer could not be read. Refresh the list before saving again.</source>
        <translation>Le service a accepté le document, mais sa réponse n&apos;a pas pu être lue. Actualisez la liste avant d&apos;enregistrer à nouveau.</translation>
    </message>
    <message>
        <source>Saved on the service, but the local copy could not be updated: %1</source>
        <translation>Enregistré sur le service, mais la copie locale n&apos;a pas pu être mise à jour : %1</translation>
    </message>
    <message>
        <source>Saved. The service computed a total of %1 (shown here: %2).</source>
        <translation>Enregistré. Le service a calculé un total de %1 (affiché ici : %2).</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>The service did not accept the document. Your input is kept; please correct:</source>
        <translation>Le service n&apos;a pas accepté le document. Votre saisie est conservée ; veuillez corriger :</translation>
    </message>
    <message>
        <source>The document was not saved. Your input is kept. %1</source>
        <translation>Le document n&apos;a pas été enregistré. Votre saisie est conservée. %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 a des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>D&amp;ate :</translation>
    </message>
    <message>
        <source>Va&amp;lid until:</source>
        <translation>&amp;Valable jusqu&apos;au :</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Du&amp;e date:</source>
        <translation>Échéanc&amp;e :</translation>
    </message>
    <message>
        <source>Fre&amp;quency:</source>
        <translation>Fré&amp;quence :</translation>
    </message>
    <message>
        <source>On the &amp;last day of the month</source>
        <translation>&amp;Le dernier jour du mois</translation>
    </message>
    <message>
        <source>I&amp;s a template</source>
        <translation>Est un modè&amp;le</translation>
    </message>
    <message>
        <source>Add pr&amp;oduct:</source>
        <translation>A&amp;jouter un produit :</translation>
    </message>
    <message>
        <source>Payment re&amp;ference:</source>
        <translation>Ré&amp;férence de paiement :</translation>
    </message>
    <message>
        <source>Prices i&amp;nclude VAT</source>
        <translation>Prix TVA i&amp;ncluse</translation>
    </message>
    <message>
        <source>Docu&amp;ment discount:</source>
        <translation>Rabais sur le do&amp;cument :</translation>
    </message>
    <message>
        <source>Pa&amp;yment</source>
        <translation>Pa&amp;iement</translation>
    </message>
    <message>
        <source>Custom f&amp;ields</source>
        <translation>C&amp;hamps personnalisés</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>« %1 » n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a percentage.</source>
        <translation>« %1 » n&apos;est pas un pourcentage.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>The terms name %n day(s), but the due date is %1.</source>
        <translation>
            <numerusform>Les conditions indiquent %n jour, mais l&apos;échéance est le %1.</numerusform>
            <numerusform>Les conditions indiquent %n jours, mais l&apos;échéance est le %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 is cancelled: it is shown as it is and cannot be changed.</source>
        <translation>Document annulé (%1 %2) : il est affiché tel quel et ne peut pas être modifié.</translation>
    </message>
</context>
<context>
    <name>DocumentEditorController</name>
    <message>
        <source>A cancelled document cannot be changed.</source>
        <translation>Un document annulé ne peut pas être modifié.</translation>
    </message>
</context>
<context>
    <name>DocumentKindText</name>
    <message>
        <source>Quotes</source>
        <translation>Offres</translation>
    </message>
    <message>
        <source>Contract notes</source>
        <translation>Confirmations de commande</translation>
    </message>
    <message>
        <source>Delivery notes</source>
        <translation>Bulletins de livraison</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>Factures</translation>
    </message>
    <message>
        <source>Credit notes</source>
        <translation>Notes de crédit</translation>
    </message>
    <message>
        <source>Recurring invoices</source>
        <translation>Factures récurrentes</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>Receipts</source>
        <translation>Justificatifs</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Offre</translation>
    </message>
    <message>
        <source>Contract note</source>
        <translation>Confirmation de commande</translation>
    </message>
    <message>
        <source>Delivery note</source>
        <translation>Bulletin de livraison</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Facture</translation>
    </message>
    <message>
        <source>Credit note</source>
        <translation>Note de crédit</translation>
    </message>
    <message>
        <source>Recurring invoice</source>
        <translation>Facture récurrente</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Justificatif</translation>
    </message>
    <message numerus="yes">
        <source>%Ln quote(s)</source>
        <translation>
            <numerusform>%Ln offre</numerusform>
            <numerusform>%Ln offres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contract note(s)</source>
        <translation>
            <numerusform>%Ln confirmation de commande</numerusform>
            <numerusform>%Ln confirmations de commande</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln delivery note(s)</source>
        <translation>
            <numerusform>%Ln bulletin de livraison</numerusform>
            <numerusform>%Ln bulletins de livraison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln invoice(s)</source>
        <translation>
            <numerusform>%Ln facture</numerusform>
            <numerusform>%Ln factures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln credit note(s)</source>
        <translation>
            <numerusform>%Ln note de crédit</numerusform>
            <numerusform>%Ln notes de crédit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln recurring invoice(s)</source>
        <translation>
            <numerusform>%Ln facture récurrente</numerusform>
            <numerusform>%Ln factures récurrentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln template(s)</source>
        <translation>
            <numerusform>%Ln modèle</numerusform>
            <numerusform>%Ln modèles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln receipt(s)</source>
        <translation>
            <numerusform>%Ln justificatif</numerusform>
            <numerusform>%Ln justificatifs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>Date de l&apos;offre</translation>
    </message>
    <message>
        <source>Contract date</source>
        <translation>Date de la confirmation</translation>
    </message>
    <message>
        <source>Delivery note date</source>
        <translation>Date du bulletin de livraison</translation>
    </message>
    <message>
        <source>Invoice date</source>
        <translation>Date de facture</translation>
    </message>
    <message>
        <source>Credit note date</source>
        <translation>Date de la note de crédit</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Date de début</translation>
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
        <translation>Échec de l&apos;envoi</translation>
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
    <message>
        <source>The service did not say whether it was sent.</source>
        <translation>Le service n&apos;a pas indiqué s&apos;il a été envoyé.</translation>
    </message>
    <message>
        <source>Whether the document went out: sent by e-mail or marked as sent (the service gives no date)</source>
        <translation>Si le document est parti : envoyé par e-mail ou marqué comme envoyé (le service ne donne pas de date)</translation>
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
        <translation>L&apos;enregistrement des documents a échoué</translation>
    </message>
    <message>
        <source>a document has no uuid</source>
        <translation>un document n&apos;a pas d&apos;UUID</translation>
    </message>
    <message>
        <source>Saving document %1 failed</source>
        <translation>L&apos;enregistrement du document %1 a échoué</translation>
    </message>
    <message>
        <source>Reading documents failed</source>
        <translation>La lecture des documents a échoué</translation>
    </message>
    <message>
        <source>Reading a document failed</source>
        <translation>La lecture d&apos;un document a échoué</translation>
    </message>
    <message>
        <source>Counting documents failed</source>
        <translation>Le comptage des documents a échoué</translation>
    </message>
    <message>
        <source>Removing a document failed</source>
        <translation>La suppression d&apos;un document a échoué</translation>
    </message>
    <message>
        <source>Reading the saved copy failed</source>
        <translation>La lecture de la copie enregistrée a échoué</translation>
    </message>
    <message>
        <source>Saving a copy of the document failed</source>
        <translation>L&apos;enregistrement d&apos;une copie du document a échoué</translation>
    </message>
    <message>
        <source>no transaction is open</source>
        <translation>aucune transaction n&apos;est ouverte</translation>
    </message>
</context>
<context>
    <name>DocumentSummary</name>
    <message>
        <source>a document in the list has no uuid</source>
        <translation>un document de la liste n&apos;a pas d&apos;UUID</translation>
    </message>
</context>
<context>
    <name>DocumentsPage</name>
    <message>
        <source>Search number, customer, title or reference (Ctrl+F)</source>
        <translation>Rechercher numéro, client, titre ou référence (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search %1</source>
        <translation>Rechercher %1</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>Show documents dated within this period</source>
        <translation>Afficher les documents datés de cette période</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Toute période</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Ce mois</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Le mois passé</translation>
    </message>
    <message>
        <source>This quarter</source>
        <translation>Ce trimestre</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Cette année</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>L&apos;année passée</translation>
    </message>
    <message>
        <source>From … to …</source>
        <translation>Du … au …</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>New %1 (%2)</source>
        <translation>Nouveau : %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifier</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Document</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Open the selected document in the editor (Return or F2)</source>
        <translation>Ouvrir le document sélectionné dans l&apos;éditeur (Entrée ou F2)</translation>
    </message>
    <message>
        <source>Copy as &amp;batch</source>
        <translation>Copier en &amp;lot</translation>
    </message>
    <message>
        <source>Create copies of the selected documents in one batch; it runs under View → Background work</source>
        <translation>Créer des copies des documents sélectionnés en un seul lot ; il s&apos;exécute sous Affichage → Travaux en arrière-plan</translation>
    </message>
    <message numerus="yes">
        <source>%n in %1: %2</source>
        <translation>
            <numerusform>%n en %1 : %2</numerusform>
            <numerusform>%n en %1 : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, open %2</source>
        <translation>%1, ouvert %2</translation>
    </message>
    <message>
        <source>Filters the list as you type. Down or Page Down: to the first document found.</source>
        <translation>Filtre la liste pendant la saisie. Flèche vers le bas ou Page suivante : vers le premier document trouvé.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Envoyée</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>En retard</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivé</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
</context>
<context>
    <name>DunningPage</name>
    <message>
        <source>Dunning</source>
        <translation>Rappels</translation>
    </message>
    <message>
        <source>&amp;Dunning enabled</source>
        <translation>Ra&amp;ppels activés</translation>
    </message>
    <message>
        <source>&amp;Charge dunning fees</source>
        <translation>Frais de rappel acti&amp;vés</translation>
    </message>
    <message>
        <source>Dunning t&amp;ype:</source>
        <translation>T&amp;ype de rappel :</translation>
    </message>
    <message>
        <source>Level &amp;%1</source>
        <translation>Niveau &amp;%1</translation>
    </message>
    <message>
        <source>This level is e&amp;nabled</source>
        <translation>&amp;Ce niveau est activé</translation>
    </message>
    <message>
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <source>The fee charged at this level, in the account&apos;s currency</source>
        <translation>Les frais facturés à ce niveau, dans la monnaie du compte</translation>
    </message>
    <message>
        <source>&amp;Print this level</source>
        <translation>Imprimer ce nivea&amp;u</translation>
    </message>
    <message>
        <source>Days &amp;after due date:</source>
        <translation>&amp;Jours après l&apos;échéance :</translation>
    </message>
    <message>
        <source>Di&amp;rection:</source>
        <translation>&amp;Direction :</translation>
    </message>
    <message>
        <source>F&amp;ield:</source>
        <translation>Cha&amp;mp :</translation>
    </message>
    <message>
        <source>Fee (a&amp;mount):</source>
        <translation>Frais (mo&amp;ntant) :</translation>
    </message>
    <message>
        <source>E-mail sub&amp;ject:</source>
        <translation>&amp;Objet de l&apos;e-mail :</translation>
    </message>
    <message>
        <source>E-mail &amp;template:</source>
        <translation>Mod&amp;èle d&apos;e-mail :</translation>
    </message>
    <message>
        <source>&amp;Letter:</source>
        <translation>&amp;Lettre :</translation>
    </message>
    <message>
        <source>Fee la&amp;bel:</source>
        <translation>Li&amp;bellé des frais :</translation>
    </message>
    <message>
        <source>Fee of level %1: enter an amount such as %2.</source>
        <translation>Frais du niveau %1 : saisissez un montant comme %2.</translation>
    </message>
</context>
<context>
    <name>DuplicateDocuments</name>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Connect to a service first.</source>
        <translation>Connectez-vous d&apos;abord à un service.</translation>
    </message>
</context>
<context>
    <name>EmailConfirmDialog</name>
    <message>
        <source>Send by e-mail</source>
        <translation>Envoyer par e-mail</translation>
    </message>
    <message>
        <source>Looking up the receiver…</source>
        <translation>Recherche du destinataire…</translation>
    </message>
    <message>
        <source>Fetching the document…</source>
        <translation>Récupération du document…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>À :</translation>
    </message>
    <message>
        <source>Document:</source>
        <translation>Document :</translation>
    </message>
    <message>
        <source>The service sends the document with its PDF attached and marks it as sent.</source>
        <translation>Le service envoie le document avec son PDF en pièce jointe et le marque comme envoyé.</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Il n&apos;y a pas de connexion au service.</translation>
    </message>
    <message>
        <source>The document could not be read: %1</source>
        <translation>Le document n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <source>the answer holds no document</source>
        <translation>la réponse ne contient aucun document</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total : %1</translation>
    </message>
    <message>
        <source>Attachment: %1 %2.pdf</source>
        <translation>Pièce jointe : %1 %2.pdf</translation>
    </message>
    <message>
        <source>The document could not be fetched: %1</source>
        <translation>Le document n&apos;a pas pu être récupéré : %1</translation>
    </message>
    <message>
        <source>%1 &lt;%2&gt;</source>
        <translation>%1 &lt;%2&gt;</translation>
    </message>
    <message>
        <source>The receiver</source>
        <translation>Le destinataire</translation>
    </message>
    <message>
        <source>No e-mail address is known for %1. Add one to the receiver&apos;s contacts; the service refuses to send without one.</source>
        <translation>Aucune adresse e-mail n&apos;est connue pour %1. Ajoutez-en une aux contacts du destinataire ; le service refuse d&apos;envoyer sans adresse.</translation>
    </message>
    <message>
        <source>the receiver</source>
        <translation>le destinataire</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>La réponse du service n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>Sent to %1. The document is marked as sent.</source>
        <translation>Envoyé à %1. Le document est marqué comme envoyé.</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Non envoyé : %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>EmployeeDraft</name>
    <message>
        <source>is required.</source>
        <translation>est obligatoire.</translation>
    </message>
    <message>
        <source>must be in the past.</source>
        <translation>doit être dans le passé.</translation>
    </message>
    <message>
        <source>must be before the start of employment.</source>
        <translation>doit être antérieure au début de l&apos;emploi.</translation>
    </message>
</context>
<context>
    <name>EmployeeEditor</name>
    <message>
        <source>New employee</source>
        <translation>Nouveau collaborateur</translation>
    </message>
    <message>
        <source>Employee %1</source>
        <translation>Collaborateur %1</translation>
    </message>
    <message>
        <source>Employee &amp;number:</source>
        <translation>Numéro du &amp;collaborateur :</translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation>&amp;Prénom :</translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Employed since:</source>
        <translation>&amp;Employé depuis :</translation>
    </message>
    <message>
        <source>&amp;Birth date:</source>
        <translation>&amp;Date de naissance :</translation>
    </message>
    <message>
        <source>&amp;Time tracking from:</source>
        <translation>&amp;Saisie du temps dès :</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Groupe :</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>No group</source>
        <translation>Aucun groupe</translation>
    </message>
    <message>
        <source>No user</source>
        <translation>Aucun utilisateur</translation>
    </message>
    <message>
        <source>No address</source>
        <translation>Aucune adresse</translation>
    </message>
</context>
<context>
    <name>EmployeePage</name>
    <message>
        <source>Search number, name, user or group (Ctrl+F)</source>
        <translation>Rechercher numéro, nom, utilisateur ou groupe (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>Ac&amp;tifs</translation>
    </message>
    <message>
        <source>I&amp;nactive</source>
        <translation>I&amp;nactifs</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>T&amp;outes</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Delete the employee %1? This cannot be undone.</source>
        <translation>Supprimer le collaborateur %1 ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>The employee %1 was deleted.</source>
        <translation>Le collaborateur %1 a été supprimé.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Inactif</translation>
    </message>
    <message>
        <source>Employed since</source>
        <translation>Employé depuis</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Date de naissance</translation>
    </message>
    <message>
        <source>Time tracking from</source>
        <translation>Saisie du temps dès</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Présent</translation>
    </message>
    <message>
        <source>E&amp;mployees</source>
        <translation>&amp;Collaborateurs</translation>
    </message>
</context>
<context>
    <name>EmployeeRecord</name>
    <message>
        <source>Birth date</source>
        <translation>Date de naissance</translation>
    </message>
    <message>
        <source>Time tracking since</source>
        <translation>Saisie du temps depuis</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Inactif</translation>
    </message>
</context>
<context>
    <name>FieldErrorMarker</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>HeadlessPaymentImport</name>
    <message>
        <source>%1 (dry run: nothing sent)</source>
        <translation>%1 (essai : rien envoyé)</translation>
    </message>
    <message>
        <source>%1 Not booked: confirm it in the window.</source>
        <translation>%1 Non comptabilisé : confirmez-le dans la fenêtre.</translation>
    </message>
    <message>
        <source>--import-payments: name the camt.054 or camt.053 file to import.</source>
        <translation>--import-payments : indiquez le fichier camt.054 ou camt.053 à importer.</translation>
    </message>
    <message>
        <source>--import-payments: %1 cannot be read: %2</source>
        <translation>--import-payments : %1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>--import-payments: %1 is not a camt.054 notification or camt.053 statement. %2</source>
        <translation>--import-payments : %1 n&apos;est ni un avis camt.054 ni un relevé camt.053. %2</translation>
    </message>
    <message>
        <source>Over-paid by %1: the excess would not be booked.</source>
        <translation>Payé en trop de %1 : l&apos;excédent ne serait pas comptabilisé.</translation>
    </message>
</context>
<context>
    <name>HeadlessReminderRun</name>
    <message>
        <source>no API token</source>
        <translation>pas de jeton API</translation>
    </message>
    <message>
        <source>the answer could not be read or kept</source>
        <translation>la réponse n&apos;a pas pu être lue ni enregistrée</translation>
    </message>
    <message>
        <source>automatic dunning off</source>
        <translation>rappel automatique désactivé</translation>
    </message>
    <message>
        <source>dunning settings not in the local copy</source>
        <translation>paramètres de rappel absents de la copie locale</translation>
    </message>
    <message>
        <source>no further level</source>
        <translation>aucun autre niveau</translation>
    </message>
    <message>
        <source>level %1 due on %2</source>
        <translation>niveau %1 dû le %2</translation>
    </message>
    <message>
        <source>--as-of: &quot;%1&quot; is not a date as YYYY-MM-DD.</source>
        <translation>--as-of : « %1 » n&apos;est pas une date au format AAAA-MM-JJ.</translation>
    </message>
    <message>
        <source>--as-of: %1 is in the future. A reminder run looks at today or an earlier day.</source>
        <translation>--as-of : %1 est dans le futur. Une relance porte sur aujourd&apos;hui ou un jour antérieur.</translation>
    </message>
    <message>
        <source>--out: name the CSV file to write.</source>
        <translation>--out : indiquez le fichier CSV à écrire.</translation>
    </message>
    <message>
        <source>--account: name the account whose local copy to read.</source>
        <translation>--account : indiquez le compte dont la copie locale doit être lue.</translation>
    </message>
    <message>
        <source>The dunning settings could not be fetched: %1</source>
        <translation>Les paramètres de rappel n&apos;ont pas pu être récupérés : %1</translation>
    </message>
    <message>
        <source>The local copy holds no invoices: synchronise first (--sync).</source>
        <translation>La copie locale ne contient aucune facture : synchronisez d&apos;abord (--sync).</translation>
    </message>
    <message>
        <source>The dunning settings are not in the local copy: open the reminder run or Settings → Dunning once in the window. Only dates the service gave count.</source>
        <translation>Les paramètres de rappel ne sont pas dans la copie locale : ouvrez une fois la relance ou Paramètres → Rappels dans la fenêtre. Seules les dates fournies par le service comptent.</translation>
    </message>
    <message>
        <source>--out: %1 could not be written: %2</source>
        <translation>--out : %1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) due as of %1, written to %2.</source>
        <translation>
            <numerusform>%n rappel dû au %1, écrit dans %2.</numerusform>
            <numerusform>%n rappels dus au %1, écrits dans %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>skipped %1: automatic dunning is off for %2</source>
        <translation>ignoré %1 : le rappel automatique est désactivé pour %2</translation>
    </message>
    <message>
        <source>%1 %2, fee %3 %4</source>
        <translation>%1 %2, frais %3 %4</translation>
    </message>
    <message>
        <source>sent %1 to %2</source>
        <translation>envoyé %1 à %2</translation>
    </message>
    <message>
        <source>already sent %1</source>
        <translation>déjà envoyé %1</translation>
    </message>
    <message>
        <source>not sent %1: %2</source>
        <translation>non envoyé %1 : %2</translation>
    </message>
    <message>
        <source>--send-email: reminders are sent as of today only, not as of %1.</source>
        <translation>--send-email : les rappels ne sont envoyés qu&apos;à la date du jour, pas au %1.</translation>
    </message>
    <message>
        <source>--send-email: %1</source>
        <translation>--send-email : %1</translation>
    </message>
    <message>
        <source>Not current, planned from the list only until a synchronisation fetches them: %1</source>
        <translation>Pas à jour, planifiées à partir de la liste seulement jusqu&apos;à ce qu&apos;une synchronisation les récupère : %1</translation>
    </message>
</context>
<context>
    <name>HeadlessReport</name>
    <message>
        <source>--period is missing: 2024-Q1, 2024-H1, 2024-03 or 2024.</source>
        <translation>--period manque : 2024-Q1, 2024-H1, 2024-03 ou 2024.</translation>
    </message>
    <message>
        <source>--period &quot;%1&quot; is not a period: write 2024-Q1, 2024-H1, 2024-03 or 2024.</source>
        <translation>--period « %1 » n&apos;est pas une période : écrivez 2024-Q1, 2024-H1, 2024-03 ou 2024.</translation>
    </message>
    <message>
        <source>--out is missing: the file to write, ending in .csv or .xlsx.</source>
        <translation>--out manque : le fichier à écrire, se terminant par .csv ou .xlsx.</translation>
    </message>
    <message>
        <source>--out &quot;%1&quot; must end in .csv or .xlsx.</source>
        <translation>--out « %1 » doit se terminer par .csv ou .xlsx.</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>La copie locale n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>The local copy is only partly synchronised: figures may be incomplete.</source>
        <translation>La copie locale n&apos;est que partiellement synchronisée : les chiffres peuvent être incomplets.</translation>
    </message>
    <message>
        <source>Not counted, net and VAT after the document discount do not add up to the document&apos;s total: %1</source>
        <translation>Non comptés, le net et la TVA après le rabais sur le document ne donnent pas le total du document : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) written to %2.</source>
        <translation>
            <numerusform>%1 : %n ligne écrite dans %2.</numerusform>
            <numerusform>%1 : %n lignes écrites dans %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The figures are incomplete:</source>
        <translation>Les chiffres sont incomplets :</translation>
    </message>
    <message>
        <source>--period &quot;%1&quot;: this account files with the net tax rate method, by half-year: write 2024-H1 or 2024-H2.</source>
        <translation>--period « %1 » : ce compte décompte selon la méthode des taux de la dette fiscale nette, par semestre : écrivez 2024-H1 ou 2024-H2.</translation>
    </message>
    <message>
        <source>--period &quot;%1&quot;: this account files with the effective method, by month, quarter or year: write 2024-03, 2024-Q1 or 2024 (half-years are the periods of the net tax rate method, set in the VAT page&apos;s settings).</source>
        <translation>--period « %1 » : ce compte décompte selon la méthode effective, par mois, trimestre ou année : écrivez 2024-03, 2024-Q1 ou 2024 (les semestres sont les périodes de la méthode des taux de la dette fiscale nette, à régler sur la page TVA).</translation>
    </message>
    <message>
        <source>Counted with today&apos;s open amount, the days of their payments are not known: %1</source>
        <translation>Comptés avec le montant ouvert d&apos;aujourd&apos;hui, les dates de leurs paiements ne sont pas connues : %1</translation>
    </message>
    <message>
        <source>Not counted, not fetched since their last change at the service: %1</source>
        <translation>Non comptés, pas récupérés depuis leur dernière modification sur le service : %1</translation>
    </message>
    <message>
        <source>--report must be vat, open-items, revenue or accounts, not &quot;%1&quot;.</source>
        <translation>--report doit être vat, open-items, revenue ou accounts, pas « %1 ».</translation>
    </message>
</context>
<context>
    <name>HeadlessSettings</name>
    <message>
        <source>would set %1: %2 (unchanged)</source>
        <translation>définirait %1 : %2 (inchangé)</translation>
    </message>
    <message>
        <source>set %1: %2 (unchanged)</source>
        <translation>défini %1 : %2 (inchangé)</translation>
    </message>
    <message>
        <source>would set %1: %2 -&gt; %3</source>
        <translation>définirait %1 : %2 -&gt; %3</translation>
    </message>
    <message>
        <source>set %1: %2 -&gt; %3</source>
        <translation>défini %1 : %2 -&gt; %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot; is not a VAT method: write effective or net-tax-rate:RATE[:RATE2], e.g. net-tax-rate:6.2.</source>
        <translation>--set-vat-method « %1 » n&apos;est pas une méthode TVA : écrivez effective ou net-tax-rate:RATE[:RATE2], p. ex. net-tax-rate:6.2.</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: at most two net tax rates, as net-tax-rate:6.2:2.1.</source>
        <translation>--set-vat-method « %1 » : au plus deux taux de la dette fiscale nette, comme net-tax-rate:6.2:2.1.</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: net tax rate %2 &quot;%3&quot; is not a percentage such as 6.2 (more than 0, less than 100, at most two decimals).</source>
        <translation>--set-vat-method « %1 » : le taux de la dette fiscale nette %2 « %3 » n&apos;est pas un pourcentage tel que 6.2 (plus de 0, moins de 100, deux décimales au plus).</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: net tax rate 2 is the same as rate 1; give it once for one rate.</source>
        <translation>--set-vat-method « %1 » : le taux de la dette fiscale nette 2 est le même que le taux 1 ; pour un seul taux, indiquez-le une seule fois.</translation>
    </message>
    <message>
        <source>%1: lines not understood: %2; nothing written.</source>
        <translation>%1 : lignes non comprises : %2 ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>--set-input-tax &quot;%1&quot; is not a period: write 2024-Q1, 2024-03 or 2024.</source>
        <translation>--set-input-tax « %1 » n&apos;est pas une période : écrivez 2024-Q1, 2024-03 ou 2024.</translation>
    </message>
    <message>
        <source>--tax-400 &quot;%1&quot; is not an amount in CHF such as 1234.50 (not negative, at most two decimals, no thousands separator).</source>
        <translation>--tax-400 « %1 » n&apos;est pas un montant en CHF comme 1234.50 (non négatif, deux décimales au plus, sans séparateur de milliers).</translation>
    </message>
    <message>
        <source>--tax-405 &quot;%1&quot; is not an amount in CHF such as 1234.50 (not negative, at most two decimals, no thousands separator).</source>
        <translation>--tax-405 « %1 » n&apos;est pas un montant en CHF comme 1234.50 (non négatif, deux décimales au plus, sans séparateur de milliers).</translation>
    </message>
    <message>
        <source>Line %1: the rate of %2 %3 is given on line %4 already, as %5, and here as %6.</source>
        <translation>Ligne %1 : le cours de %2 %3 est déjà indiqué à la ligne %4, comme %5, et ici comme %6.</translation>
    </message>
    <message>
        <source>%1: the file holds no rates (&quot;EUR;2024-03;0.9512&quot; per line); nothing written.</source>
        <translation>%1 : le fichier ne contient aucun cours (« EUR;2024-03;0.9512 » par ligne) ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>The CHF rates could not be read: %1</source>
        <translation>Les cours CHF n&apos;ont pas pu être lus : %1</translation>
    </message>
    <message>
        <source>CHF rate %1 %2</source>
        <translation>cours CHF %1 %2</translation>
    </message>
    <message>
        <source>The CHF rates could not be kept: %1</source>
        <translation>Les cours CHF n&apos;ont pas pu être enregistrés : %1</translation>
    </message>
    <message>
        <source>CHF rates (dry run, nothing written): %1 new, %2 changed, %3 unchanged; %4 would be kept in all.</source>
        <translation>Cours CHF (essai, rien écrit) : %1 nouveaux, %2 modifiés, %3 inchangés ; %4 seraient conservés au total.</translation>
    </message>
    <message>
        <source>CHF rates: %1 new, %2 changed, %3 unchanged; %4 kept in all.</source>
        <translation>Cours CHF : %1 nouveaux, %2 modifiés, %3 inchangés ; %4 conservés au total.</translation>
    </message>
    <message>
        <source>Line %1: two fields expected (product number, class), found %2.</source>
        <translation>Ligne %1 : deux champs attendus (numéro de produit, classe), %2 trouvés.</translation>
    </message>
    <message>
        <source>Line %1: the product number is empty.</source>
        <translation>Ligne %1 : le numéro de produit est vide.</translation>
    </message>
    <message>
        <source>Line %1: the class &quot;%2&quot; of product &quot;%3&quot; is none of export, abroad, excluded, none, unclassified.</source>
        <translation>Ligne %1 : la classe « %2 » du produit « %3 » n&apos;est aucune de export, abroad, excluded, none, unclassified.</translation>
    </message>
    <message>
        <source>Line %1: product &quot;%2&quot; is given on line %3 already, as %4, and here as %5.</source>
        <translation>Ligne %1 : le produit « %2 » est déjà indiqué à la ligne %3, comme %4, et ici comme %5.</translation>
    </message>
    <message>
        <source>%1: the file holds no classes (&quot;productKey;class&quot; per line); nothing written.</source>
        <translation>%1 : le fichier ne contient aucune classe (« productKey;class » par ligne) ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>The local copy could not be read: %1</source>
        <translation>La copie locale n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>Line %1: the 0 % class of product &quot;%2&quot; could not be kept: %3</source>
        <translation>Ligne %1 : la classe 0 % du produit « %2 » n&apos;a pas pu être enregistrée : %3</translation>
    </message>
    <message>
        <source>%1: stopped after %2 changed, %3 unchanged.</source>
        <translation>%1 : arrêté après %2 modifiées et %3 inchangées.</translation>
    </message>
    <message>
        <source>0 % class of product %1</source>
        <translation>classe 0 % du produit %1</translation>
    </message>
    <message>
        <source>Line %1: product &quot;%2&quot; is not among the products of the local copy (a typo, or not synchronised yet); its class is kept for when it is.</source>
        <translation>Ligne %1 : le produit « %2 » ne figure pas parmi les produits de la copie locale (faute de frappe, ou pas encore synchronisé) ; sa classe est conservée pour le moment où il y sera.</translation>
    </message>
    <message>
        <source>0 % classes (dry run, nothing written): %1 changed, %2 unchanged.</source>
        <translation>Classes 0 % (essai, rien écrit) : %1 modifiées, %2 inchangées.</translation>
    </message>
    <message>
        <source>0 % classes: %1 changed, %2 unchanged.</source>
        <translation>Classes 0 % : %1 modifiées, %2 inchangées.</translation>
    </message>
    <message>
        <source>--set-vat-method &quot;%1&quot;: %2 (Set where they go in the VAT page&apos;s settings, or give a second rate.) Nothing written.</source>
        <translation>--set-vat-method « %1 » : %2 (Définissez où elles vont dans les paramètres de la page TVA, ou indiquez un second taux.) Rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>VAT method</source>
        <translation>Méthode TVA</translation>
    </message>
    <message>
        <source>net tax rate 1</source>
        <translation>taux de la dette fiscale nette 1</translation>
    </message>
    <message>
        <source>net tax rate 2</source>
        <translation>taux de la dette fiscale nette 2</translation>
    </message>
    <message>
        <source>The VAT method could not be kept: %1</source>
        <translation>La méthode TVA n&apos;a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>VAT method (dry run, nothing written): %1 changed, %2 unchanged.</source>
        <translation>Méthode TVA (essai, rien écrit) : %1 modifiés, %2 inchangés.</translation>
    </message>
    <message>
        <source>VAT method: %1 changed, %2 unchanged.</source>
        <translation>Méthode TVA : %1 modifiés, %2 inchangés.</translation>
    </message>
    <message>
        <source>--set-input-tax &quot;%1&quot;: this account files with the net tax rate method, which deducts no input tax (400, 405); nothing written.</source>
        <translation>--set-input-tax « %1 » : ce compte décompte selon la méthode des taux de la dette fiscale nette, qui ne déduit aucun impôt préalable (400, 405) ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>--set-input-tax &quot;%1&quot;: this account files with the effective method, by month, quarter or year: write 2024-03, 2024-Q1 or 2024; nothing written.</source>
        <translation>--set-input-tax « %1 » : ce compte décompte selon la méthode effective, par mois, trimestre ou année : écrivez 2024-03, 2024-Q1 ou 2024 ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>non saisi</translation>
    </message>
    <message>
        <source>The input tax could not be kept: %1</source>
        <translation>L&apos;impôt préalable n&apos;a pas pu être enregistré : %1</translation>
    </message>
    <message>
        <source>input tax 400 of %1</source>
        <translation>impôt préalable 400 de %1</translation>
    </message>
    <message>
        <source>input tax 405 of %1</source>
        <translation>impôt préalable 405 de %1</translation>
    </message>
    <message>
        <source>Input tax of %1 (%2, dry run, nothing written): %3 changed, %4 unchanged.</source>
        <translation>Impôt préalable de %1 (%2, essai, rien écrit) : %3 modifiés, %4 inchangés.</translation>
    </message>
    <message>
        <source>Input tax of %1 (%2): %3 changed, %4 unchanged.</source>
        <translation>Impôt préalable de %1 (%2) : %3 modifiés, %4 inchangés.</translation>
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
        <source>The token does not reach the account %1.</source>
        <translation>Le jeton n&apos;accède pas au compte %1.</translation>
    </message>
    <message>
        <source>Synchronising %1 (%2) from %3 …</source>
        <translation>Synchronisation de %1 (%2) depuis %3 …</translation>
    </message>
    <message>
        <source>Synchronisation failed: %1</source>
        <translation>La synchronisation a échoué : %1</translation>
    </message>
    <message>
        <source>No account: name it with --account.</source>
        <translation>Aucun compte : indiquez-le avec --account.</translation>
    </message>
    <message>
        <source>The token reaches %1 accounts; choose one with --account or use --all-accounts:</source>
        <translation>Le jeton accède à %1 comptes ; choisissez-en un avec --account ou utilisez --all-accounts :</translation>
    </message>
</context>
<context>
    <name>ImportMapping</name>
    <message>
        <source>Receiver</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Monnaie</translation>
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
        <source>IBAN</source>
        <translation>IBAN</translation>
    </message>
    <message>
        <source>Payment reference</source>
        <translation>Référence de paiement</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>VAT rate</source>
        <translation>Taux de TVA</translation>
    </message>
    <message>
        <source>VAT included</source>
        <translation>TVA incluse</translation>
    </message>
    <message>
        <source>VAT amount</source>
        <translation>Montant de TVA</translation>
    </message>
    <message>
        <source>Account number</source>
        <translation>Numéro de compte</translation>
    </message>
    <message>
        <source>The company or person: its uuid, customer number or name as in the addresses.</source>
        <translation>L&apos;entreprise ou la personne : son uuid, son numéro de client ou son nom comme dans les adresses.</translation>
    </message>
    <message>
        <source>ISO currency code, e.g. CHF or EUR.</source>
        <translation>Code de monnaie ISO, p. ex. CHF ou EUR.</translation>
    </message>
    <message>
        <source>A date such as 2026-03-31 or 31.3.2026.</source>
        <translation>Une date comme 2026-03-31 ou 31.3.2026.</translation>
    </message>
    <message>
        <source>The IBAN the invoice is paid to.</source>
        <translation>L&apos;IBAN sur lequel la facture est payée.</translation>
    </message>
    <message>
        <source>The payment reference (e.g. a QR reference).</source>
        <translation>La référence de paiement (p. ex. une référence QR).</translation>
    </message>
    <message>
        <source>The invoice&apos;s total, at least 0, e.g. 1250.50 or 1&apos;250,50.</source>
        <translation>Le total de la facture, au moins 0, p. ex. 1250.50 ou 1&apos;250,50.</translation>
    </message>
    <message>
        <source>VAT rate in percent, e.g. 8.1.</source>
        <translation>Taux de TVA en pour cent, p. ex. 8.1.</translation>
    </message>
    <message>
        <source>Whether the total includes the VAT: yes/no, true/false, ja/nein, 1/0.</source>
        <translation>Si le total inclut la TVA : yes/no, true/false, ja/nein, 1/0.</translation>
    </message>
    <message>
        <source>The VAT amount.</source>
        <translation>Le montant de TVA.</translation>
    </message>
    <message>
        <source>The account the VAT is booked to (a whole number).</source>
        <translation>Le compte sur lequel la TVA est comptabilisée (un nombre entier).</translation>
    </message>
</context>
<context>
    <name>ImportPlan</name>
    <message>
        <source>Row %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Not sent. %1</source>
        <translation>Non envoyé. %1</translation>
    </message>
    <message>
        <source>The service did not report on this row.</source>
        <translation>Le service n&apos;a rien signalé pour cette ligne.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
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
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>Dans le fichier : %1</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Contrôle</translation>
    </message>
</context>
<context>
    <name>ImportReceivers</name>
    <message>
        <source>is empty; a receiver is required</source>
        <translation>est vide ; un destinataire est nécessaire</translation>
    </message>
    <message>
        <source>%1 addresses are named “%2”; use the uuid or the customer number</source>
        <translation>%1 adresses s&apos;appellent « %2 » ; utilisez l&apos;uuid ou le numéro de client</translation>
    </message>
    <message>
        <source>“%1” cannot be looked up: the addresses are not loaded yet; use the uuid</source>
        <translation>« %1 » ne peut pas être recherché : les adresses ne sont pas encore chargées ; utilisez l&apos;uuid</translation>
    </message>
    <message>
        <source>no company, person or customer number “%1” in the addresses</source>
        <translation>aucune entreprise, personne ou numéro de client « %1 » dans les adresses</translation>
    </message>
</context>
<context>
    <name>ImportValidator</name>
    <message>
        <source>Row %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <source>Row %1, column “%2”: %3</source>
        <translation>Ligne %1, colonne « %2 » : %3</translation>
    </message>
    <message>
        <source>“%1” is required: choose the column that holds it.</source>
        <translation>« %1 » est obligatoire : choisissez la colonne qui le contient.</translation>
    </message>
    <message>
        <source>no column is chosen for this required field</source>
        <translation>aucune colonne n&apos;est choisie pour ce champ obligatoire</translation>
    </message>
    <message>
        <source>is empty; it is required</source>
        <translation>est vide ; il est obligatoire</translation>
    </message>
    <message>
        <source>has %1 fields but the header has %2; a decimal comma in a file separated by commas must be in quotes</source>
        <translation>a %1 champs mais l&apos;en-tête en a %2 ; une virgule décimale dans un fichier séparé par des virgules doit être entre guillemets</translation>
    </message>
    <message>
        <source>“%1” is not a currency code like CHF or EUR</source>
        <translation>« %1 » n&apos;est pas un code de monnaie comme CHF ou EUR</translation>
    </message>
    <message>
        <source>“%1” is not a date; write it as 2026-03-31 or 31.3.2026</source>
        <translation>« %1 » n&apos;est pas une date ; écrivez-la comme 2026-03-31 ou 31.3.2026</translation>
    </message>
    <message>
        <source>is before the invoice date</source>
        <translation>est antérieure à la date de facture</translation>
    </message>
    <message>
        <source>is negative; the total must be at least 0</source>
        <translation>est négatif ; le total doit être d&apos;au moins 0</translation>
    </message>
    <message>
        <source>“%1” is not a valid IBAN (its check digits do not match)</source>
        <translation>« %1 » n&apos;est pas un IBAN valable (ses chiffres de contrôle ne correspondent pas)</translation>
    </message>
    <message>
        <source>is longer than 255 characters</source>
        <translation>dépasse 255 caractères</translation>
    </message>
    <message>
        <source>no column is chosen; a VAT line needs it</source>
        <translation>aucune colonne n&apos;est choisie ; une ligne de TVA en a besoin</translation>
    </message>
    <message>
        <source>is empty; the row has VAT, so it is needed</source>
        <translation>est vide ; la ligne a de la TVA, il est donc nécessaire</translation>
    </message>
    <message>
        <source>must be a percentage from 0 to 100</source>
        <translation>doit être un pourcentage de 0 à 100</translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation>« %1 » n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>“%1” is neither yes nor no</source>
        <translation>« %1 » n&apos;est ni oui ni non</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>“%1” is not an amount</source>
        <translation>« %1 » n&apos;est pas un montant</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has more than %n decimal place(s)</source>
        <translation>
            <numerusform>« %1 » a plus de %n décimale</numerusform>
            <numerusform>« %1 » a plus de %n décimales</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWizard</name>
    <message>
        <source>&amp;Import invoices from CSV…</source>
        <translation>&amp;Importer des factures depuis un CSV…</translation>
    </message>
    <message>
        <source>Read invoices from a CSV file and import them in one batch</source>
        <translation>Lire des factures depuis un fichier CSV et les importer en un seul lot</translation>
    </message>
    <message>
        <source>Import invoices</source>
        <translation>Importer des factures</translation>
    </message>
    <message>
        <source>Connect to a service first.</source>
        <translation>Connectez-vous d&apos;abord à un service.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1</source>
        <translation>Le fichier ne peut pas être ouvert : %1</translation>
    </message>
    <message>
        <source>The file is larger than 20 MB; split it into smaller files.</source>
        <translation>Le fichier dépasse 20 Mo ; divisez-le en fichiers plus petits.</translation>
    </message>
    <message>
        <source>&amp;Receiver *</source>
        <translation>&amp;Destinataire *</translation>
    </message>
    <message>
        <source>&amp;Currency *</source>
        <translation>&amp;Monnaie *</translation>
    </message>
    <message>
        <source>Invoice &amp;date *</source>
        <translation>Date de &amp;facture *</translation>
    </message>
    <message>
        <source>D&amp;ue date</source>
        <translation>É&amp;chéance</translation>
    </message>
    <message>
        <source>De&amp;livery date</source>
        <translation>Date de &amp;livraison</translation>
    </message>
    <message>
        <source>&amp;IBAN</source>
        <translation>&amp;IBAN</translation>
    </message>
    <message>
        <source>Payment re&amp;ference</source>
        <translation>Référence de pai&amp;ement</translation>
    </message>
    <message>
        <source>&amp;Total *</source>
        <translation>&amp;Total *</translation>
    </message>
    <message>
        <source>&amp;VAT rate</source>
        <translation>Taux de T&amp;VA</translation>
    </message>
    <message>
        <source>VAT includ&amp;ed</source>
        <translation>TVA i&amp;ncluse</translation>
    </message>
    <message>
        <source>VAT a&amp;mount</source>
        <translation>M&amp;ontant de TVA</translation>
    </message>
    <message>
        <source>Acc&amp;ount number</source>
        <translation>N&amp;uméro de compte</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Choisir le fichier</translation>
    </message>
    <message>
        <source>A CSV file with one invoice per row and a header line naming the columns, as spreadsheet programs save it (UTF-8 or Windows, comma or semicolon).</source>
        <translation>Un fichier CSV avec une facture par ligne et une ligne d&apos;en-tête nommant les colonnes, tel que l&apos;enregistrent les tableurs (UTF-8 ou Windows, virgule ou point-virgule).</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>Détecter</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Virgule ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Point-virgule ( ; )</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Séparateur :</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Lecture du fichier…</translation>
    </message>
    <message>
        <source>The file cannot be used: %1</source>
        <translation>Le fichier ne peut pas être utilisé : %1</translation>
    </message>
    <message>
        <source>%1 rows with %2 columns, separated by “%3”.</source>
        <translation>%1 lignes de %2 colonnes, séparées par « %3 ».</translation>
    </message>
    <message>
        <source>Map the columns</source>
        <translation>Associer les colonnes</translation>
    </message>
    <message>
        <source>Choose the column of the file for each field; * marks the required ones. The preview shows the first rows as they will be sent.</source>
        <translation>Choisissez la colonne du fichier pour chaque champ ; * marque les champs obligatoires. L&apos;aperçu montre les premières lignes telles qu&apos;elles seront envoyées.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>&amp;Preview:</source>
        <translation>&amp;Aperçu :</translation>
    </message>
    <message>
        <source>— not in the file —</source>
        <translation>— absent du fichier —</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 rows can be imported; %n have problems (point at the Check column for the reasons).</source>
        <translation>
            <numerusform>%1 lignes sur %2 peuvent être importées ; %n a des problèmes (pointez la colonne Contrôle pour les raisons).</numerusform>
            <numerusform>%1 lignes sur %2 peuvent être importées ; %n ont des problèmes (pointez la colonne Contrôle pour les raisons).</numerusform>
        </translation>
    </message>
    <message>
        <source>Send only the &amp;valid rows</source>
        <translation>N&apos;envoyer que les lignes &amp;valables</translation>
    </message>
    <message>
        <source>Check before sending</source>
        <translation>Contrôler avant l&apos;envoi</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice(s) will be imported.</source>
        <translation>
            <numerusform>%n facture sera importée.</numerusform>
            <numerusform>%n factures seront importées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) have problems and cannot be sent; correct the file and choose it again, or send only the valid rows:</source>
        <translation>
            <numerusform>%n ligne a des problèmes et ne peut pas être envoyée ; corrigez le fichier et choisissez-le à nouveau, ou n&apos;envoyez que les lignes valables :</numerusform>
            <numerusform>%n lignes ont des problèmes et ne peuvent pas être envoyées ; corrigez le fichier et choisissez-le à nouveau, ou n&apos;envoyez que les lignes valables :</numerusform>
        </translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>The service imports the invoices one by one. If this window is closed, the import goes on under View → Background work.</source>
        <translation>Le service importe les factures une par une. Si cette fenêtre est fermée, l&apos;import se poursuit sous Affichage → Travaux en arrière-plan.</translation>
    </message>
    <message>
        <source>%1 of %2 processed: %3</source>
        <translation>%1 sur %2 traités : %3</translation>
    </message>
    <message>
        <source>&amp;Export failed rows…</source>
        <translation>&amp;Exporter les lignes en échec…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Rows not imported</source>
        <translation>Lignes non importées</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice(s) imported.</source>
        <translation>
            <numerusform>%n facture importée.</numerusform>
            <numerusform>%n factures importées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) not imported:</source>
        <translation>
            <numerusform>%n ligne non importée :</numerusform>
            <numerusform>%n lignes non importées :</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - not imported.csv</source>
        <translation>%1 - non importé.csv</translation>
    </message>
    <message>
        <source>Export failed rows</source>
        <translation>Exporter les lignes en échec</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The failed rows could not be written: %1</source>
        <translation>Les lignes en échec n&apos;ont pas pu être écrites : %1</translation>
    </message>
    <message>
        <source>The failed rows were written to %1.</source>
        <translation>Les lignes en échec ont été écrites dans %1.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Import invoices from CSV</source>
        <translation>Importer des factures depuis un CSV</translation>
    </message>
    <message>
        <source>Addresses for receiver names: %1 companies, %2 persons.</source>
        <translation>Adresses pour les noms de destinataires : %1 entreprises, %2 personnes.</translation>
    </message>
    <message>
        <source>Updating them from the service…</source>
        <translation>Mise à jour depuis le service…</translation>
    </message>
    <message>
        <source>They could not be updated from the service (%1); the local copy is used.</source>
        <translation>Elles n&apos;ont pas pu être mises à jour depuis le service (%1) ; la copie locale est utilisée.</translation>
    </message>
    <message numerus="yes">
        <source>Import of %n invoice(s) from %1</source>
        <translation>
            <numerusform>Import de %n facture depuis %1</numerusform>
            <numerusform>Import de %n factures depuis %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputTaxDialog</name>
    <message>
        <source>Input tax %1 to %2</source>
        <translation>Impôt préalable du %1 au %2</translation>
    </message>
    <message>
        <source>400 Input tax on &amp;material and services (CHF):</source>
        <translation>400 Impôt préalable sur les coûts en &amp;matériel et en prestations de services (CHF) :</translation>
    </message>
    <message>
        <source>405 Input tax on &amp;investments and other operating costs (CHF):</source>
        <translation>405 Impôt préalable sur les &amp;investissements et autres charges d&apos;exploitation (CHF) :</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an amount in CHF such as 1234.50.</source>
        <translation>%1 : « %2 » n&apos;est pas un montant en CHF comme 1234.50.</translation>
    </message>
    <message>
        <source>Input tax on material and services (400)</source>
        <translation>Impôt préalable sur les coûts en matériel et en prestations de services (400)</translation>
    </message>
    <message>
        <source>Input tax on investments (405)</source>
        <translation>Impôt préalable sur les investissements (405)</translation>
    </message>
    <message>
        <source>The input tax could not be kept: %1</source>
        <translation>L&apos;impôt préalable n&apos;a pas pu être enregistré : %1</translation>
    </message>
</context>
<context>
    <name>InvoicePaymentsPanel</name>
    <message>
        <source>Dunning level: none</source>
        <translation>Niveau de rappel : aucun</translation>
    </message>
    <message>
        <source>Dunning level: %1</source>
        <translation>Niveau de rappel : %1</translation>
    </message>
</context>
<context>
    <name>KeychainTokenStore</name>
    <message>
        <source>No token is saved in the keychain for %1.</source>
        <translation>Aucun jeton n&apos;est enregistré dans le trousseau pour %1.</translation>
    </message>
    <message>
        <source>Access to the keychain was refused. Unlock the keychain and try again.</source>
        <translation>L&apos;accès au trousseau a été refusé. Déverrouillez le trousseau et réessayez.</translation>
    </message>
    <message>
        <source>No keychain is available on this computer (the Secret Service is not running or cannot be reached): %1</source>
        <translation>Aucun trousseau n&apos;est disponible sur cet ordinateur (le Secret Service ne tourne pas ou est injoignable) : %1</translation>
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
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About InvoiceDesk</source>
        <translation>À &amp;propos d&apos;InvoiceDesk</translation>
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
        <source>Synchronisation failed. %1</source>
        <translation>La synchronisation a échoué. %1</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>aujourd&apos;hui à %1</translation>
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
        <translation>À propos d&apos;InvoiceDesk</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Achats</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Contacts</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>Finance</source>
        <translation>Finances</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Entreprises</translation>
    </message>
    <message>
        <source>Persons</source>
        <translation>Personnes</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Synchronising %1… %2 of %3</source>
        <translation>Synchronisation : %1… %2 sur %3</translation>
    </message>
    <message>
        <source>These lists cannot be read with this token and stay empty: %1. %2</source>
        <translation>Ces listes ne peuvent pas être lues avec ce jeton et restent vides : %1. %2</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Produits</translation>
    </message>
    <message>
        <source>Product groups</source>
        <translation>Groupes de produits</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Bank accounts</source>
        <translation>Comptes bancaires</translation>
    </message>
    <message>
        <source>Employees</source>
        <translation>Collaborateurs</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Utilisateurs</translation>
    </message>
    <message>
        <source>Payment conditions</source>
        <translation>Conditions de paiement</translation>
    </message>
    <message>
        <source>Default conditions</source>
        <translation>Conditions par défaut</translation>
    </message>
    <message>
        <source>Dunning</source>
        <translation>Rappels</translation>
    </message>
    <message>
        <source>Payment slip</source>
        <translation>Bulletin de versement</translation>
    </message>
    <message>
        <source>Number ranges</source>
        <translation>Plages de numéros</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;A desktop client for the invoicing service: fast search over every document, works offline, prints to the office printer.&lt;/p&gt;&lt;p&gt;© 2026 The InvoiceDesk developers. InvoiceDesk is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (running on Qt %3), under the GNU LGPL version 3&lt;/li&gt;&lt;li&gt;QtKeychain, under the BSD 3-clause licence&lt;/li&gt;&lt;li&gt;SQLite, in the public domain&lt;/li&gt;&lt;li&gt;the demo service&apos;s QR-bills: libqrencode, under the GNU LGPL version 2.1&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Help → About Qt shows Qt&apos;s licence in full.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InvoiceDesk %1&lt;/h3&gt;&lt;p&gt;Un client de bureau pour le service de facturation : recherche rapide dans tous les documents, fonctionne hors ligne, imprime sur l&apos;imprimante du bureau.&lt;/p&gt;&lt;p&gt;© 2026 Les développeurs d&apos;InvoiceDesk. InvoiceDesk est un logiciel libre sous licence MIT.&lt;/p&gt;&lt;p&gt;Réalisé avec :&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (exécuté avec Qt %3), sous GNU LGPL version 3&lt;/li&gt;&lt;li&gt;QtKeychain, sous licence BSD à 3 clauses&lt;/li&gt;&lt;li&gt;SQLite, dans le domaine public&lt;/li&gt;&lt;li&gt;les QR-factures du service de démonstration : libqrencode, sous GNU LGPL version 2.1&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Aide → À propos de Qt affiche la licence complète de Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Rapports</translation>
    </message>
    <message>
        <source>Open items</source>
        <translation>Postes ouverts</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Chiffre d&apos;affaires</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>TVA</translation>
    </message>
    <message>
        <source>Re&amp;minder run…</source>
        <translation>Relan&amp;ce…</translation>
    </message>
    <message>
        <source>Remind every overdue invoice as of a date, by print or e-mail</source>
        <translation>Rappeler toutes les factures échues à une date, par impression ou par e-mail</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) had been sent to “%1” before the switch and got no answer: whether the service saved them is unknown. Check after the next sync of “%1”.</source>
        <translation>
            <numerusform>%n modification avait été envoyée à « %1 » avant le changement et n’a pas reçu de réponse : on ne sait pas si le service l’a enregistrée. Vérifiez après la prochaine synchronisation de « %1 ».</numerusform>
            <numerusform>%n modifications avaient été envoyées à « %1 » avant le changement et n’ont pas reçu de réponse : on ne sait pas si le service les a enregistrées. Vérifiez après la prochaine synchronisation de « %1 ».</numerusform>
        </translation>
    </message>
    <message>
        <source>Synchronising… %1 of %2 documents</source>
        <translation>Synchronisation… %1 sur %2 documents</translation>
    </message>
    <message>
        <source>Fetching changed documents… %1 of %2</source>
        <translation>Récupération des documents modifiés… %1 sur %2</translation>
    </message>
    <message>
        <source>Synchronising addresses, products and settings…</source>
        <translation>Synchronisation des adresses, produits et paramètres…</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guide d&apos;utilisation</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <source>Accounts overview</source>
        <translation>Vue d&apos;ensemble des comptes</translation>
    </message>
    <message>
        <source>Accounts o&amp;verview</source>
        <translation>&amp;Vue d&apos;ensemble des comptes</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guide d&apos;utilisation</translation>
    </message>
    <message>
        <source>The user guide is not installed. It was looked for in:
%1</source>
        <translation>Le guide d&apos;utilisation n&apos;est pas installé. Il a été cherché dans :
%1</translation>
    </message>
    <message>
        <source>No program opened the user guide. It is here:
%1</source>
        <translation>Aucun programme n&apos;a ouvert le guide d&apos;utilisation. Il se trouve ici :
%1</translation>
    </message>
</context>
<context>
    <name>MemoryTokenStore</name>
    <message>
        <source>No token is kept for %1.</source>
        <translation>Aucun jeton n&apos;est conservé pour %1.</translation>
    </message>
</context>
<context>
    <name>MirrorSummary</name>
    <message>
        <source>Details: every invoice and credit note current.</source>
        <translation>Détails : toutes les factures et notes de crédit à jour.</translation>
    </message>
    <message>
        <source>Details: %1 of %2 fetched (new or changed at the service).</source>
        <translation>Détails : %1 sur %2 récupérés (nouveaux ou modifiés sur le service).</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) gone at the service removed.</source>
        <translation>
            <numerusform>%n document disparu du service retiré.</numerusform>
            <numerusform>%n documents disparus du service retirés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Addresses, products, bank accounts, units and invoice settings current.</source>
        <translation>Adresses, produits, comptes bancaires, unités et paramètres de facturation à jour.</translation>
    </message>
    <message>
        <source>Addresses, products, bank accounts, units and invoice settings partly current.</source>
        <translation>Adresses, produits, comptes bancaires, unités et paramètres de facturation en partie à jour.</translation>
    </message>
    <message>
        <source>Not listed: %1</source>
        <translation>Non listé : %1</translation>
    </message>
    <message>
        <source>Invoice setting not read: %1</source>
        <translation>Paramètre de facturation non lu : %1</translation>
    </message>
    <message>
        <source>Details not fetched (%1): %2; the next synchronisation fetches them again.</source>
        <translation>Détails non récupérés (%1) : %2 ; la prochaine synchronisation les récupère à nouveau.</translation>
    </message>
    <message>
        <source>The synchronisation was stopped before everything was current.</source>
        <translation>La synchronisation a été arrêtée avant que tout soit à jour.</translation>
    </message>
    <message>
        <source>Addresses, products, bank accounts, units and invoice settings current, but for what this token may not read: %1.</source>
        <translation>Adresses, produits, comptes bancaires, unités et paramètres de facturation à jour, sauf ce que ce jeton ne peut pas lire : %1.</translation>
    </message>
</context>
<context>
    <name>NumberRangesPage</name>
    <message>
        <source>Number ranges</source>
        <translation>Plages de numéros</translation>
    </message>
    <message>
        <source>In a pattern, {YYYY} stands for the year, {YY} for its last two digits, {MM} for the month and {COUNTER} for the counter, filled with leading zeros to the given number of digits. The counter goes up by one with every document.</source>
        <translation>Dans un modèle, {YYYY} représente l&apos;année, {YY} ses deux derniers chiffres, {MM} le mois et {COUNTER} le compteur, complété par des zéros jusqu&apos;au nombre de chiffres indiqué. Le compteur augmente de un à chaque document.</translation>
    </message>
    <message>
        <source>&amp;Invoices</source>
        <translation>Fa&amp;ctures</translation>
    </message>
    <message>
        <source>&amp;Recurring invoices</source>
        <translation>Factures récurren&amp;tes</translation>
    </message>
    <message>
        <source>&amp;Templates</source>
        <translation>&amp;Modèles</translation>
    </message>
    <message>
        <source> digits</source>
        <translation> chiffres</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>Mo&amp;dèle :</translation>
    </message>
    <message>
        <source>&amp;Next counter:</source>
        <translation>&amp;Prochain compteur :</translation>
    </message>
    <message>
        <source>Counter &amp;digits:</source>
        <translation>C&amp;hiffres du compteur :</translation>
    </message>
    <message>
        <source>Next number:</source>
        <translation>Prochain numéro :</translation>
    </message>
    <message>
        <source>Enter a pattern to see the next number.</source>
        <translation>Saisissez un modèle pour voir le prochain numéro.</translation>
    </message>
    <message>
        <source>%1 — without {COUNTER} every document would get this same number.</source>
        <translation>%1 — sans {COUNTER}, chaque document recevrait ce même numéro.</translation>
    </message>
    <message>
        <source>%1 (for a document dated today)</source>
        <translation>%1 (pour un document daté d&apos;aujourd&apos;hui)</translation>
    </message>
</context>
<context>
    <name>PageFetcher</name>
    <message>
        <source>page %1 of the document list has no %2</source>
        <translation>la page %1 de la liste des documents n&apos;a pas de %2</translation>
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
        <translation>une entrée n&apos;est pas un document</translation>
    </message>
</context>
<context>
    <name>PageToolbar</name>
    <message>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>The commands the row has no room for</source>
        <translation>Les commandes pour lesquelles la barre n&apos;a pas de place</translation>
    </message>
</context>
<context>
    <name>PaymentConditionsPage</name>
    <message>
        <source>Payment conditions</source>
        <translation>Conditions de paiement</translation>
    </message>
    <message>
        <source>&amp;Add condition</source>
        <translation>Ajouter une con&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Remove condition</source>
        <translation>Re&amp;tirer la condition</translation>
    </message>
    <message>
        <source>Payment &amp;terms:</source>
        <translation>Délai de pai&amp;ement :</translation>
    </message>
    <message>
        <source>Payment &amp;conditions:</source>
        <translation>&amp;Conditions de paiement :</translation>
    </message>
    <message>
        <source>None (stored as %1)</source>
        <translation>Aucun (enregistré comme %1)</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 jour</translation>
    </message>
    <message>
        <source>Days until a new invoice is due, where its receiver has no payment terms of its own.</source>
        <translation>Jours jusqu&apos;à l&apos;échéance d&apos;une nouvelle facture, lorsque son destinataire n&apos;a pas de délai de paiement propre.</translation>
    </message>
    <message>
        <source>The service does not publish what each condition type means; the type, amount and days are saved as entered.</source>
        <translation>Le service ne publie pas la signification de chaque type de condition ; le type, le montant et les jours sont enregistrés tels que saisis.</translation>
    </message>
</context>
<context>
    <name>PaymentDialog</name>
    <message>
        <source>Record a payment</source>
        <translation>Enregistrer un paiement</translation>
    </message>
    <message>
        <source>Fetching the invoice…</source>
        <translation>Chargement de la facture…</translation>
    </message>
    <message>
        <source>Optional, e.g. the bank&apos;s booking text</source>
        <translation>Facultatif, p. ex. le texte de comptabilisation de la banque</translation>
    </message>
    <message>
        <source>&amp;Record payment…</source>
        <translation>&amp;Enregistrer le paiement…</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Montant :</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date :</translation>
    </message>
    <message>
        <source>&amp;Bank account:</source>
        <translation>&amp;Compte bancaire :</translation>
    </message>
    <message>
        <source>Re&amp;ference:</source>
        <translation>Ré&amp;férence :</translation>
    </message>
    <message>
        <source>(no bank account known: list them under Finance)</source>
        <translation>(aucun compte bancaire connu : saisissez-les sous Finances)</translation>
    </message>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Il n&apos;y a pas de connexion au service.</translation>
    </message>
    <message>
        <source>The invoice&apos;s open amount is missing from the service&apos;s answer.</source>
        <translation>Le montant ouvert de la facture manque dans la réponse du service.</translation>
    </message>
    <message>
        <source>Invoice %1: total %2, open %3</source>
        <translation>Facture %1 : total %2, ouvert %3</translation>
    </message>
    <message>
        <source>Invoice %1, %2: total %3, open %4</source>
        <translation>Facture %1, %2 : total %3, ouvert %4</translation>
    </message>
    <message>
        <source>Nothing is open on invoice %1.</source>
        <translation>Rien n&apos;est ouvert sur la facture %1.</translation>
    </message>
    <message>
        <source>The invoice could not be fetched: %1</source>
        <translation>La facture n&apos;a pas pu être chargée : %1</translation>
    </message>
    <message>
        <source>Record a payment of %1 for invoice %2?</source>
        <translation>Enregistrer un paiement de %1 pour la facture %2 ?</translation>
    </message>
    <message>
        <source>Nothing will be open on it afterwards: the invoice counts as paid.</source>
        <translation>Plus rien ne sera ouvert ensuite : la facture est considérée comme payée.</translation>
    </message>
    <message>
        <source>%1 will still be open afterwards.</source>
        <translation>%1 restera ouvert ensuite.</translation>
    </message>
    <message>
        <source>&amp;Record %1</source>
        <translation>&amp;Enregistrer %1</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <source>Recording the payment…</source>
        <translation>Enregistrement du paiement…</translation>
    </message>
    <message>
        <source>Recorded %1 for invoice %2. It is paid in full.</source>
        <translation>%1 enregistré pour la facture %2. Elle est entièrement payée.</translation>
    </message>
    <message>
        <source>Recorded %1 for invoice %2. Still open: %3.</source>
        <translation>%1 enregistré pour la facture %2. Encore ouvert : %3.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>The payment for invoice %1 has not been recorded. Discard it?</source>
        <translation>Le paiement de la facture %1 n&apos;a pas été enregistré. L&apos;abandonner ?</translation>
    </message>
    <message>
        <source>Not recorded: correct the marked fields.</source>
        <translation>Non enregistré : corrigez les champs signalés.</translation>
    </message>
    <message>
        <source>enter the amount received.</source>
        <translation>saisissez le montant reçu.</translation>
    </message>
    <message>
        <source>not an amount with at most two decimals, e.g. 120.50.</source>
        <translation>pas un montant avec au plus deux décimales, p. ex. 120.50.</translation>
    </message>
    <message>
        <source>must be more than 0.</source>
        <translation>doit être supérieur à 0.</translation>
    </message>
    <message>
        <source>at most the open amount of %1.</source>
        <translation>au plus le montant ouvert de %1.</translation>
    </message>
    <message>
        <source>a payment cannot be dated in the future.</source>
        <translation>un paiement ne peut pas être daté dans le futur.</translation>
    </message>
    <message>
        <source>choose the account the money came in on.</source>
        <translation>choisissez le compte sur lequel l&apos;argent est arrivé.</translation>
    </message>
    <message>
        <source>The service booked it, but the payment history could not keep it: %1</source>
        <translation>Le service l&apos;a comptabilisé, mais l&apos;historique des paiements n&apos;a pas pu le conserver : %1</translation>
    </message>
</context>
<context>
    <name>PaymentHistoryView</name>
    <message>
        <source>Paid: %1</source>
        <translation>Payé : %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <source>bank file</source>
        <translation>fichier bancaire</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>saisi à la main</translation>
    </message>
    <message>
        <source>reference %1</source>
        <translation>référence %1</translation>
    </message>
    <message>
        <source>— sent, the service&apos;s answer was lost: check the open amount</source>
        <translation>— envoyé, la réponse du service a été perdue : vérifiez le montant ouvert</translation>
    </message>
    <message>
        <source>No payment was booked through InvoiceDesk.</source>
        <translation>Aucun paiement n&apos;a été comptabilisé via InvoiceDesk.</translation>
    </message>
    <message>
        <source>Booked elsewhere or not listed here: %1</source>
        <translation>Comptabilisé ailleurs ou non listé ici : %1</translation>
    </message>
    <message>
        <source>Open: %1</source>
        <translation>Ouvert : %1</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <source>Cancelled: nothing is to be paid.</source>
        <translation>Annulée : rien n&apos;est à payer.</translation>
    </message>
    <message>
        <source>Booked on it before it was cancelled:</source>
        <translation>Comptabilisé sur celle-ci avant son annulation :</translation>
    </message>
</context>
<context>
    <name>PaymentLog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Keeping the payment failed</source>
        <translation>La conservation du paiement a échoué</translation>
    </message>
    <message>
        <source>Claiming a bank entry failed</source>
        <translation>La réservation d&apos;une écriture bancaire a échoué</translation>
    </message>
    <message>
        <source>the entry has no key</source>
        <translation>l&apos;écriture n&apos;a pas de clé</translation>
    </message>
    <message>
        <source>The bank entry %1 was booked before.</source>
        <translation>L&apos;écriture bancaire %1 a déjà été comptabilisée.</translation>
    </message>
    <message>
        <source>Releasing a bank entry failed</source>
        <translation>La libération d&apos;une écriture bancaire a échoué</translation>
    </message>
    <message>
        <source>Reading the payments failed</source>
        <translation>La lecture des paiements a échoué</translation>
    </message>
</context>
<context>
    <name>PaymentMatcher</name>
    <message>
        <source>A debit of %1, not a payment received.</source>
        <translation>Un débit de %1, pas un paiement reçu.</translation>
    </message>
    <message>
        <source>The bank reversed a booking of %1.</source>
        <translation>La banque a extourné une écriture de %1.</translation>
    </message>
    <message>
        <source>Not booked by the bank yet (status %1).</source>
        <translation>Pas encore comptabilisé par la banque (statut %1).</translation>
    </message>
    <message>
        <source>The bank entry %1 is in the file twice; it counts once.</source>
        <translation>L&apos;écriture bancaire %1 figure deux fois dans le fichier ; elle compte une fois.</translation>
    </message>
    <message>
        <source>Booked before from an earlier file.</source>
        <translation>Déjà comptabilisé à partir d&apos;un fichier antérieur.</translation>
    </message>
    <message>
        <source>No invoice has the reference %1.</source>
        <translation>Aucune facture n&apos;a la référence %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice(s) have the reference %1.</source>
        <translation>
            <numerusform>%n facture a la référence %1.</numerusform>
            <numerusform>%n factures ont la référence %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 paid in %2; the invoice %3 is in %4.</source>
        <translation>%1 payé en %2 ; la facture %3 est en %4.</translation>
    </message>
    <message>
        <source>The invoice %1 is cancelled.</source>
        <translation>La facture %1 est annulée.</translation>
    </message>
    <message>
        <source>Pays the invoice %1 in full.</source>
        <translation>Paie entièrement la facture %1.</translation>
    </message>
    <message>
        <source>Pays %1 of the invoice %2; %3 stays open.</source>
        <translation>Paie %1 de la facture %2 ; %3 reste ouvert.</translation>
    </message>
    <message>
        <source>Pays the invoice %1 with %2 more than was open.</source>
        <translation>Paie la facture %1 avec %2 de plus que le montant ouvert.</translation>
    </message>
    <message>
        <source>No reference; the amount, currency and payer&apos;s name fit one open invoice.</source>
        <translation>Pas de référence ; le montant, la monnaie et le nom du payeur correspondent à une facture ouverte.</translation>
    </message>
    <message numerus="yes">
        <source>No reference; %n open invoice(s) fit the amount, currency and payer&apos;s name.</source>
        <translation>
            <numerusform>Pas de référence ; %n facture ouverte correspond au montant, à la monnaie et au nom du payeur.</numerusform>
            <numerusform>Pas de référence ; %n factures ouvertes correspondent au montant, à la monnaie et au nom du payeur.</numerusform>
        </translation>
    </message>
    <message>
        <source>No reference, and no open invoice fits %1 from %2.</source>
        <translation>Pas de référence, et aucune facture ouverte ne correspond à %1 versé par %2.</translation>
    </message>
    <message>
        <source>an unnamed payer</source>
        <translation>un payeur sans nom</translation>
    </message>
    <message>
        <source>The invoice %1 is already paid by an earlier entry of this file; %2 is not booked.</source>
        <translation>La facture %1 est déjà payée par une écriture précédente de ce fichier ; %2 n&apos;est pas comptabilisé.</translation>
    </message>
    <message>
        <source>The invoice %1 is already paid; %2 is not booked.</source>
        <translation>La facture %1 est déjà payée ; %2 n&apos;est pas comptabilisé.</translation>
    </message>
    <message>
        <source>The service shows no payments for the invoice %1: a booking of this entry from another copy of the account cannot be seen.</source>
        <translation>Le service n&apos;indique aucun paiement pour la facture %1 : une comptabilisation de cette écriture depuis une autre copie du compte n&apos;est pas visible.</translation>
    </message>
    <message>
        <source>The service has it booked on the invoice %1 already (%2 on %3, reference %4), from this or another copy of the account; it is not booked again.</source>
        <translation>Le service l&apos;a déjà comptabilisé sur la facture %1 (%2 le %3, référence %4), depuis cette copie du compte ou une autre ; il n&apos;est pas comptabilisé à nouveau.</translation>
    </message>
</context>
<context>
    <name>PaymentReviewModel</name>
    <message>
        <source>Booked</source>
        <translation>Comptabilisé</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échoués</translation>
    </message>
    <message>
        <source>Already booked</source>
        <translation>Déjà comptabilisé</translation>
    </message>
    <message>
        <source>Matched</source>
        <translation>Rapproché</translation>
    </message>
    <message>
        <source>Partial payment</source>
        <translation>Paiement partiel</translation>
    </message>
    <message>
        <source>Over-payment</source>
        <translation>Paiement excédentaire</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Suggéré</translation>
    </message>
    <message>
        <source>Ambiguous</source>
        <translation>Ambigu</translation>
    </message>
    <message>
        <source>Unmatched</source>
        <translation>Non rapproché</translation>
    </message>
    <message>
        <source>Other currency</source>
        <translation>Autre monnaie</translation>
    </message>
    <message>
        <source>Twice in the file</source>
        <translation>Deux fois dans le fichier</translation>
    </message>
    <message>
        <source>Not a payment</source>
        <translation>Pas un paiement</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 Booked: %2; the rest is not booked (refund or credit it).</source>
        <translation>%1 Comptabilisé : %2 ; le reste n&apos;est pas comptabilisé (remboursez-le ou créditez-le).</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Booked on</source>
        <translation>Date de comptabilisation</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Payer</source>
        <translation>Payeur</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Facture</translation>
    </message>
    <message>
        <source>Open before</source>
        <translation>Ouvert avant</translation>
    </message>
    <message>
        <source>Open after</source>
        <translation>Ouvert après</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Invoice already paid</source>
        <translation>Facture déjà payée</translation>
    </message>
    <message>
        <source>Booked, over-paid</source>
        <translation>Comptabilisé, payé en trop</translation>
    </message>
    <message>
        <source>Needs check</source>
        <translation>À vérifier</translation>
    </message>
</context>
<context>
    <name>PaymentSlipPage</name>
    <message>
        <source>Payment slip</source>
        <translation>Bulletin de versement</translation>
    </message>
    <message>
        <source>Print the payment slip on a &amp;new page</source>
        <translation>Imprimer le bulletin sur une &amp;nouvelle page</translation>
    </message>
    <message>
        <source>Show the a&amp;mount on the slip</source>
        <translation>Afficher le &amp;montant sur le bulletin</translation>
    </message>
    <message>
        <source>Add &amp;additional procedures</source>
        <translation>Ajouter des &amp;procédures supplémentaires</translation>
    </message>
    <message>
        <source>Show an advertisement &amp;image</source>
        <translation>Afficher une image pu&amp;blicitaire</translation>
    </message>
    <message>
        <source>Additional procedure &amp;1:</source>
        <translation>Procédure supplémentaire &amp;1 :</translation>
    </message>
    <message>
        <source>Additional procedure &amp;2:</source>
        <translation>Procédure supplémentaire &amp;2 :</translation>
    </message>
</context>
<context>
    <name>PdfDownload</name>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Il n&apos;y a pas de connexion au service.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>La réponse du service n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>The service did not say where to download the PDF.</source>
        <translation>Le service n&apos;a pas indiqué où télécharger le PDF.</translation>
    </message>
    <message>
        <source>The PDF was not downloaded: %1</source>
        <translation>Le PDF n&apos;a pas été téléchargé : %1</translation>
    </message>
    <message>
        <source>The PDF is larger than %1 MB and was not downloaded.</source>
        <translation>Le PDF dépasse %1 Mo et n&apos;a pas été téléchargé.</translation>
    </message>
    <message>
        <source>The download of the PDF took too long. Try again in a moment.</source>
        <translation>Le téléchargement du PDF a pris trop de temps. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The PDF could not be downloaded: %1</source>
        <translation>Le PDF n&apos;a pas pu être téléchargé : %1</translation>
    </message>
    <message>
        <source>The PDF could not be downloaded (HTTP %1). Try again; a download address is valid only for a few minutes.</source>
        <translation>Le PDF n&apos;a pas pu être téléchargé (HTTP %1). Réessayez ; une adresse de téléchargement n&apos;est valable que quelques minutes.</translation>
    </message>
    <message numerus="yes">
        <source>The file the service sent is not a PDF (%n byte(s) received).</source>
        <translation>
            <numerusform>Le fichier envoyé par le service n&apos;est pas un PDF (%n octet reçu).</numerusform>
            <numerusform>Le fichier envoyé par le service n&apos;est pas un PDF (%n octets reçus).</numerusform>
        </translation>
    </message>
    <message>
        <source>The service refused the reminder: it is not due yet, or the invoice is already at its last dunning level or has nothing open. Synchronise, then see the invoice&apos;s reminders in the detail pane.</source>
        <translation>Le service a refusé le rappel : il n&apos;est pas encore dû, ou la facture est déjà à son dernier niveau de rappel ou n&apos;a rien d&apos;ouvert. Synchronisez, puis consultez les rappels de la facture dans le volet de détail.</translation>
    </message>
    <message>
        <source>The service does not offer this for the document as it is now (cancelled, archived or changed meanwhile). Synchronise and try again.</source>
        <translation>Le service ne propose pas cela pour le document dans son état actuel (annulé, archivé ou modifié entre-temps). Synchronisez et réessayez.</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <source>the file is damaged or not a PDF</source>
        <translation>le fichier est endommagé ou n&apos;est pas un PDF</translation>
    </message>
    <message>
        <source>the PDF is protected by a password</source>
        <translation>le PDF est protégé par un mot de passe</translation>
    </message>
    <message>
        <source>the temporary file is missing</source>
        <translation>le fichier temporaire manque</translation>
    </message>
    <message>
        <source>it has no pages</source>
        <translation>il n&apos;a aucune page</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erreur inconnue</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Print reminder</source>
        <translation>Imprimer le rappel</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Première page</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Dernière page</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Ajuster à la largeur</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>&amp;Document :</translation>
    </message>
    <message>
        <source>Pa&amp;ge:</source>
        <translation>Pa&amp;ge :</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>&amp;Open in PDF viewer</source>
        <translation>&amp;Ouvrir dans le lecteur PDF</translation>
    </message>
    <message numerus="yes">
        <source>Print all %n document(s) with one print dialog</source>
        <translation>
            <numerusform>Imprimer %n document avec un seul dialogue d&apos;impression</numerusform>
            <numerusform>Imprimer les %n documents avec un seul dialogue d&apos;impression</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the document</source>
        <translation>Imprimer le document</translation>
    </message>
    <message>
        <source>No temporary folder could be created: %1</source>
        <translation>Aucun dossier temporaire n&apos;a pu être créé : %1</translation>
    </message>
    <message>
        <source>The PDF of %1 could not be fetched: %2</source>
        <translation>Le PDF de %1 n&apos;a pas pu être récupéré : %2</translation>
    </message>
    <message>
        <source>The PDF of %1 could not be written to a temporary file: %2</source>
        <translation>Le PDF de %1 n&apos;a pas pu être écrit dans un fichier temporaire : %2</translation>
    </message>
    <message>
        <source>The PDF of %1 could not be opened: %2.</source>
        <translation>Le PDF de %1 n&apos;a pas pu être ouvert : %2.</translation>
    </message>
    <message>
        <source>%1 (failed)</source>
        <translation>%1 (échec)</translation>
    </message>
    <message>
        <source>No document was chosen.</source>
        <translation>Aucun document n&apos;a été choisi.</translation>
    </message>
    <message>
        <source>Fetching the PDF of %1 from the service…</source>
        <translation>Récupération du PDF de %1 auprès du service…</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>There is nothing to print: no PDF could be fetched.</source>
        <translation>Il n&apos;y a rien à imprimer : aucun PDF n&apos;a pu être récupéré.</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>L&apos;imprimante n&apos;a pas pu être démarrée.</translation>
    </message>
    <message>
        <source>The printer refused a new page.</source>
        <translation>L&apos;imprimante a refusé une nouvelle page.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) sent to the printer.</source>
        <translation>
            <numerusform>%n document envoyé à l&apos;imprimante.</numerusform>
            <numerusform>%n documents envoyés à l&apos;imprimante.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2.pdf</source>
        <translation>%1 %2.pdf</translation>
    </message>
    <message>
        <source>There is no PDF to save.</source>
        <translation>Il n&apos;y a aucun PDF à enregistrer.</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Le fichier %1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Enregistrer le PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Enregistré sous %1.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>Le dossier %1 n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>No program to show PDF files was found. The file is at %1.</source>
        <translation>Aucun programme pour afficher les PDF n&apos;a été trouvé. Le fichier se trouve à %1.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>No reminder for %1 was printed.

%2</source>
        <translation>Aucun rappel n&apos;a été imprimé pour %1.

%2</translation>
    </message>
</context>
<context>
    <name>PositionsModel</name>
    <message>
        <source>Product</source>
        <translation>Produit</translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation>Sous-titre</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Divider</source>
        <translation>Séparateur</translation>
    </message>
    <message>
        <source>Section total</source>
        <translation>Sous-total</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Rabais</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>TVA</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Product no.</source>
        <translation>N° produit</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>Prix unitaire (%1)</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Total (%1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>« %1 » n&apos;est pas un nombre.</translation>
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
        <translation>Une nouvelle langue s&apos;applique au prochain démarrage d&apos;InvoiceDesk.</translation>
    </message>
</context>
<context>
    <name>ProductDraft</name>
    <message>
        <source>is required: choose the unit the product is sold in.</source>
        <translation>est obligatoire : choisissez l&apos;unité dans laquelle le produit est vendu.</translation>
    </message>
    <message>
        <source>must be the number of a product group.</source>
        <translation>doit être le numéro d&apos;un groupe de produits.</translation>
    </message>
    <message>
        <source>is required, e.g. 120.00.</source>
        <translation>est obligatoire, p. ex. 120.00.</translation>
    </message>
    <message numerus="yes">
        <source>must be an amount with at most %n decimal place(s), e.g. 120.50.</source>
        <translation>
            <numerusform>doit être un montant avec au plus %n décimale, p. ex. 120.50.</numerusform>
            <numerusform>doit être un montant avec au plus %n décimales, p. ex. 120.50.</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a percentage from 0 to 100, e.g. 8.1.</source>
        <translation>doit être un pourcentage de 0 à 100, p. ex. 8.1.</translation>
    </message>
    <message>
        <source>is required in at least one language.</source>
        <translation>est obligatoire dans au moins une langue.</translation>
    </message>
</context>
<context>
    <name>ProductEditor</name>
    <message>
        <source>A &amp;service (no goods delivered)</source>
        <translation>Une pre&amp;station (aucune marchandise livrée)</translation>
    </message>
    <message>
        <source>New product</source>
        <translation>Nouveau produit</translation>
    </message>
    <message>
        <source>Product %1</source>
        <translation>Produit %1</translation>
    </message>
    <message>
        <source>EAN-8 or EAN-13, optional</source>
        <translation>EAN-8 ou EAN-13, facultatif</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ex. %1</translation>
    </message>
    <message>
        <source>%, e.g. %1</source>
        <translation>%, p. ex. %1</translation>
    </message>
    <message>
        <source>Separated by commas</source>
        <translation>Séparés par des virgules</translation>
    </message>
    <message>
        <source>Product &amp;key:</source>
        <translation>&amp;Clé du produit :</translation>
    </message>
    <message>
        <source>&amp;EAN:</source>
        <translation>&amp;EAN :</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité :</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Groupe :</translation>
    </message>
    <message>
        <source>&amp;VAT rate (%):</source>
        <translation>Taux de &amp;TVA (%) :</translation>
    </message>
    <message>
        <source>&amp;Booking account:</source>
        <translation>Compte compta&amp;ble :</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>Mots-c&amp;lés :</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>No&amp;m :</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description :</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>ISO code</source>
        <translation>Code ISO</translation>
    </message>
    <message>
        <source>Add p&amp;roperty</source>
        <translation>Ajouter une p&amp;ropriété</translation>
    </message>
    <message>
        <source>Remove propert&amp;y</source>
        <translation>Retirer la propriét&amp;é</translation>
    </message>
    <message>
        <source>&amp;Properties:</source>
        <translation>&amp;Propriétés :</translation>
    </message>
    <message>
        <source>No group</source>
        <translation>Aucun groupe</translation>
    </message>
    <message>
        <source>Sales price o&amp;f one unit:</source>
        <translation>Prix de &amp;vente par unité :</translation>
    </message>
</context>
<context>
    <name>ProductGroupDraft</name>
    <message>
        <source>is required, e.g. 10.</source>
        <translation>est obligatoire, p. ex. 10.</translation>
    </message>
    <message>
        <source>must be a whole number of 0 or more.</source>
        <translation>doit être un nombre entier de 0 ou plus.</translation>
    </message>
    <message>
        <source>is required in at least one language.</source>
        <translation>est obligatoire dans au moins une langue.</translation>
    </message>
</context>
<context>
    <name>ProductGroupEditor</name>
    <message>
        <source>New product group</source>
        <translation>Nouveau groupe de produits</translation>
    </message>
    <message>
        <source>Product group %1</source>
        <translation>Groupe de produits %1</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Numéro :</translation>
    </message>
    <message>
        <source>&amp;Booking account:</source>
        <translation>Compte &amp;comptable :</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description :</translation>
    </message>
    <message>
        <source>%1 is already the number of another group.</source>
        <translation>%1 est déjà le numéro d&apos;un autre groupe.</translation>
    </message>
    <message>
        <source>is already the number of another group.</source>
        <translation>est déjà le numéro d&apos;un autre groupe.</translation>
    </message>
</context>
<context>
    <name>ProductGroupPage</name>
    <message>
        <source>Search number, description or booking account (Ctrl+F)</source>
        <translation>Rechercher numéro, description ou compte comptable (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>Ac&amp;tifs</translation>
    </message>
    <message>
        <source>A&amp;rchived</source>
        <translation>A&amp;rchivés</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>T&amp;outes</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archiver</translation>
    </message>
    <message>
        <source>Re&amp;store</source>
        <translation>Res&amp;taurer</translation>
    </message>
    <message>
        <source>Archive the product group %1?</source>
        <translation>Archiver le groupe de produits %1 ?</translation>
    </message>
    <message>
        <source>The product group %1 was archived.</source>
        <translation>Le groupe de produits %1 a été archivé.</translation>
    </message>
    <message>
        <source>The product group %1 was restored.</source>
        <translation>Le groupe de produits %1 a été restauré.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Booking account</source>
        <translation>Compte comptable</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivé</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Descriptions</source>
        <translation>Descriptions</translation>
    </message>
    <message>
        <source>Product &amp;groups</source>
        <translation>&amp;Groupes de produits</translation>
    </message>
</context>
<context>
    <name>ProductPage</name>
    <message>
        <source>Search key, name, group, EAN or tags (Ctrl+F)</source>
        <translation>Rechercher clé, nom, groupe, EAN ou mots-clés (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>Ac&amp;tifs</translation>
    </message>
    <message>
        <source>A&amp;rchived</source>
        <translation>A&amp;rchivés</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>T&amp;outes</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archiver</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Delete the product %1? This cannot be undone.</source>
        <translation>Supprimer le produit %1 ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Archive the product %1? It is then no longer offered for new documents.</source>
        <translation>Archiver le produit %1 ? Il ne sera alors plus proposé pour les nouveaux documents.</translation>
    </message>
    <message>
        <source>The product %1 was deleted.</source>
        <translation>Le produit %1 a été supprimé.</translation>
    </message>
    <message>
        <source>The product %1 was archived.</source>
        <translation>Le produit %1 a été archivé.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Prestation</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Marchandise</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>VAT rate</source>
        <translation>Taux de TVA</translation>
    </message>
    <message>
        <source>Booking account</source>
        <translation>Compte comptable</translation>
    </message>
    <message>
        <source>EAN</source>
        <translation>EAN</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>&amp;Products</source>
        <translation>&amp;Produits</translation>
    </message>
    <message>
        <source>0 % VAT c&amp;lass</source>
        <translation>&amp;Classe TVA 0 %</translation>
    </message>
    <message>
        <source>Not classified</source>
        <translation>Non classé</translation>
    </message>
    <message>
        <source>Turnover at 0 % of %1: %2.</source>
        <translation>Chiffre d&apos;affaires à 0 % de %1 : %2.</translation>
    </message>
    <message>
        <source>not classified</source>
        <translation>non classé</translation>
    </message>
    <message>
        <source>The 0 % class of %1 could not be kept: %2</source>
        <translation>La classe 0 % de %1 n&apos;a pas pu être enregistrée : %2</translation>
    </message>
    <message>
        <source>Sales price</source>
        <translation>Prix de vente</translation>
    </message>
    <message>
        <source>Net ta&amp;x rate</source>
        <translation>Taux de la dette fiscale &amp;nette</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>Non attribué</translation>
    </message>
    <message>
        <source>Net tax rate 1</source>
        <translation>Taux de la dette fiscale nette 1</translation>
    </message>
    <message>
        <source>Net tax rate 2</source>
        <translation>Taux de la dette fiscale nette 2</translation>
    </message>
    <message>
        <source>Turnover of %1 under the net tax rate method: %2.</source>
        <translation>Chiffre d&apos;affaires de %1 selon la méthode des taux de la dette fiscale nette : %2.</translation>
    </message>
    <message>
        <source>The net tax rate of %1 could not be kept: %2</source>
        <translation>Le taux de la dette fiscale nette de %1 n&apos;a pas pu être enregistré : %2</translation>
    </message>
</context>
<context>
    <name>ProductRecord</name>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>TVA</translation>
    </message>
    <message>
        <source>EAN</source>
        <translation>EAN</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivé</translation>
    </message>
    <message>
        <source>Archived %1</source>
        <translation>Archivé %1</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Booking account</source>
        <translation>Compte comptable</translation>
    </message>
    <message>
        <source>Sales price</source>
        <translation>Prix de vente</translation>
    </message>
</context>
<context>
    <name>QueueFollower</name>
    <message>
        <source>The session was closed.</source>
        <translation>La session a été fermée.</translation>
    </message>
    <message>
        <source>The answer holds no queue status.</source>
        <translation>La réponse ne contient aucun état de file d&apos;attente.</translation>
    </message>
</context>
<context>
    <name>ReceiverPicker</name>
    <message>
        <source>Type a name, customer number or town</source>
        <translation>Saisissez un nom, un numéro de client ou une localité</translation>
    </message>
    <message>
        <source>Add a person who receives a copy</source>
        <translation>Ajouter une personne qui reçoit une copie</translation>
    </message>
    <message>
        <source>Del removes the selected person.</source>
        <translation>Suppr retire la personne sélectionnée.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Recei&amp;ver:</source>
        <translation>De&amp;stinataire :</translation>
    </message>
    <message>
        <source>&amp;Contact person:</source>
        <translation>Pers&amp;onne de contact :</translation>
    </message>
    <message>
        <source>Furt&amp;her receivers:</source>
        <translation>A&amp;utres destinataires :</translation>
    </message>
</context>
<context>
    <name>RecordPage</name>
    <message>
        <source>Search (Ctrl+F)</source>
        <translation>Rechercher (Ctrl+F)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>The list could not be brought up to date: %1</source>
        <translation>La liste n&apos;a pas pu être mise à jour : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n enregistrement</numerusform>
            <numerusform>%n enregistrements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n record(s)</source>
        <translation>
            <numerusform>%1 sur %n enregistrement</numerusform>
            <numerusform>%1 sur %n enregistrements</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is open and not saved.</source>
        <translation>« %1 » est ouvert et n’est pas enregistré.</translation>
    </message>
</context>
<context>
    <name>RecordPageEditor</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Please correct the marked fields.</source>
        <translation>Veuillez corriger les champs marqués.</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>« %1 » a des modifications qui ne sont pas enregistrées.</translation>
    </message>
</context>
<context>
    <name>RecordRequest</name>
    <message>
        <source>no list of records</source>
        <translation>pas de liste d’enregistrements</translation>
    </message>
</context>
<context>
    <name>RecordStore</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Saving %1 failed</source>
        <translation>L&apos;enregistrement de %1 a échoué</translation>
    </message>
    <message>
        <source>the record has neither uuid nor id</source>
        <translation>l&apos;enregistrement n&apos;a ni uuid ni id</translation>
    </message>
    <message>
        <source>Removing from %1 failed</source>
        <translation>Le retrait de %1 a échoué</translation>
    </message>
    <message>
        <source>Reading %1 failed</source>
        <translation>La lecture de %1 a échoué</translation>
    </message>
    <message>
        <source>Saving the settings failed</source>
        <translation>L&apos;enregistrement des paramètres a échoué</translation>
    </message>
</context>
<context>
    <name>RecordSync</name>
    <message>
        <source>The list of %1 has no items array.</source>
        <translation>La liste de %1 ne contient aucun tableau d&apos;éléments.</translation>
    </message>
</context>
<context>
    <name>RecordTableColumns</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
</context>
<context>
    <name>RecordTableSync</name>
    <message>
        <source>The list of %1 has no items array.</source>
        <translation>La liste de %1 ne contient aucun tableau d&apos;éléments.</translation>
    </message>
</context>
<context>
    <name>ReminderPrint</name>
    <message>
        <source>There is nothing to print.</source>
        <translation>Il n&apos;y a rien à imprimer.</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>L&apos;imprimante n&apos;a pas pu être démarrée.</translation>
    </message>
    <message>
        <source>A reminder&apos;s PDF could not be read.</source>
        <translation>Le PDF d&apos;un rappel n&apos;a pas pu être lu.</translation>
    </message>
</context>
<context>
    <name>ReminderRun</name>
    <message>
        <source>There is no connection to the service.</source>
        <translation>Il n&apos;y a pas de connexion au service.</translation>
    </message>
    <message>
        <source>Already at this level on the service; not printed again.</source>
        <translation>Déjà à ce niveau sur le service ; pas imprimé une nouvelle fois.</translation>
    </message>
    <message>
        <source>The service refused the reminder: it is not due yet, or the invoice is already at its last level. Synchronise and plan the run again.</source>
        <translation>Le service a refusé le rappel : il n&apos;est pas encore dû, ou la facture est déjà à son dernier niveau. Synchronisez et planifiez à nouveau la relance.</translation>
    </message>
    <message>
        <source>The invoice&apos;s level changed on the service since the run was planned. Synchronise and plan the run again.</source>
        <translation>Le niveau de la facture a changé sur le service depuis la planification de la relance. Synchronisez et planifiez à nouveau la relance.</translation>
    </message>
    <message>
        <source>%1 (%2): %3, fee %4</source>
        <translation>%1 (%2) : %3, frais %4</translation>
    </message>
    <message>
        <source>%1 (%2): no further level is due; the service will refuse it.</source>
        <translation>%1 (%2) : aucun autre niveau n&apos;est échu ; le service refusera le rappel.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 is not due before %4; the service will refuse it.</source>
        <translation>%1 (%2) : %3 n&apos;est pas échu avant le %4 ; le service refusera le rappel.</translation>
    </message>
    <message>
        <source>The service has no e-mail address for this customer, so it could not send the reminder; nothing was recorded. Print it or hand it to your mail program instead.</source>
        <translation>Le service n&apos;a pas d&apos;adresse e-mail pour ce client et n&apos;a donc pas pu envoyer le rappel ; rien n&apos;a été enregistré. Imprimez-le plutôt ou transmettez-le à votre logiciel de messagerie.</translation>
    </message>
    <message>
        <source>Already at this level on the service; not sent again.</source>
        <translation>Déjà à ce niveau sur le service ; pas envoyé une nouvelle fois.</translation>
    </message>
</context>
<context>
    <name>ReminderRunDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Print reminders…</source>
        <translation>Imprimer les ra&amp;ppels…</translation>
    </message>
    <message>
        <source>Print &amp;summary…</source>
        <translation>Imprimer le ré&amp;sumé…</translation>
    </message>
    <message>
        <source>Reminder run</source>
        <translation>Relance</translation>
    </message>
    <message>
        <source>Overdue &amp;as of:</source>
        <translation>Échues &amp;au :</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Facture</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>Days overdue</source>
        <translation>Jours de retard</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Invoices to remind</source>
        <translation>Factures à rappeler</translation>
    </message>
    <message>
        <source>Looking for overdue invoices…</source>
        <translation>Recherche des factures échues…</translation>
    </message>
    <message>
        <source>The dunning settings are not in the local copy yet: open Settings → Dunning once to load them.</source>
        <translation>Les paramètres de rappel ne sont pas encore dans la copie locale : ouvrez une fois Paramètres → Rappels pour les charger.</translation>
    </message>
    <message>
        <source>Dunning is switched off in the settings.</source>
        <translation>Les rappels sont désactivés dans les paramètres.</translation>
    </message>
    <message>
        <source>The local copy is only partly synchronised: the list may be incomplete.</source>
        <translation>La copie locale n&apos;est que partiellement synchronisée : la liste peut être incomplète.</translation>
    </message>
    <message>
        <source>fee %1</source>
        <translation>frais %1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <source>level switched off in the settings</source>
        <translation>niveau désactivé dans les paramètres</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Delivery for %1</source>
        <translation>Envoi pour %1</translation>
    </message>
    <message>
        <source>automatic dunning off</source>
        <translation>rappel automatique désactivé</translation>
    </message>
    <message>
        <source>%1 of %2 · %3</source>
        <translation>%1 sur %2 · %3</translation>
    </message>
    <message>
        <source>&amp;Run again</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>e-mailed</source>
        <translation>envoyé par e-mail</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>imprimé</translation>
    </message>
    <message>
        <source>done before</source>
        <translation>déjà effectué</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>en échec</translation>
    </message>
    <message>
        <source>Reminder run as of %1</source>
        <translation>Relance au %1</translation>
    </message>
    <message>
        <source>%1 done, %2 done before, %3 failed. Failed ones can be run again.</source>
        <translation>%1 effectués, %2 déjà effectués auparavant, %3 en échec. Ceux en échec peuvent être relancés.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Rappels</translation>
    </message>
    <message>
        <source>The reminder run is still under way. Stop it? What is done is kept: running it again later sends nothing twice.</source>
        <translation>La relance est encore en cours. L&apos;arrêter ? Ce qui est fait est conservé : la relancer plus tard n&apos;envoie rien deux fois.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Overdue as of</source>
        <translation>Échues au</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>Adresse e-mail</translation>
    </message>
    <message>
        <source>Overdue as of: %1 is in the future. A reminder run looks at today or an earlier day.</source>
        <translation>Échues au : le %1 est dans le futur. Une relance porte sur aujourd&apos;hui ou un jour antérieur.</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) due as of %1.</source>
        <translation>
            <numerusform>%n rappel dû au %1.</numerusform>
            <numerusform>%n rappels dus au %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n further overdue invoice(s) have no level due yet (the level&apos;s days, or too soon after the last reminder).</source>
        <translation>
            <numerusform>%n autre facture échue n&apos;a pas encore de niveau dû (les jours du niveau, ou trop tôt après le dernier rappel).</numerusform>
            <numerusform>%n autres factures échues n&apos;ont pas encore de niveau dû (les jours du niveau, ou trop tôt après le dernier rappel).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>Record %n reminder(s) at the service?</source>
        <translation>
            <numerusform>Enregistrer %n rappel sur le service ?</numerusform>
            <numerusform>Enregistrer %n rappels sur le service ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n by e-mail</source>
        <translation>
            <numerusform>%1 : %n par e-mail</numerusform>
            <numerusform>%1 : %n par e-mail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n printed</source>
        <translation>
            <numerusform>%1 : %n imprimé</numerusform>
            <numerusform>%1 : %n imprimés</numerusform>
        </translation>
    </message>
    <message>
        <source>Fees: %1</source>
        <translation>Frais : %1</translation>
    </message>
    <message>
        <source>Printed reminders count as printed once their print job is handed to the printer.</source>
        <translation>Les rappels imprimés comptent comme imprimés dès que leur tâche d&apos;impression est transmise à l&apos;imprimante.</translation>
    </message>
    <message>
        <source>&amp;Record reminders</source>
        <translation>&amp;Enregistrer les rappels</translation>
    </message>
    <message>
        <source>recorded, not printed yet</source>
        <translation>enregistré, pas encore imprimé</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinataire</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) are proposed and not recorded. Close without recording them?</source>
        <translation>
            <numerusform>%n rappel est proposé et non enregistré. Fermer sans l&apos;enregistrer ?</numerusform>
            <numerusform>%n rappels sont proposés et non enregistrés. Fermer sans les enregistrer ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand to &amp;mail program</source>
        <translation>Transmettre au logiciel de &amp;messagerie</translation>
    </message>
    <message>
        <source>Mail program</source>
        <translation>Logiciel de messagerie</translation>
    </message>
    <message>
        <source>E-mail: the service sends the reminder with its text, fee and PDF. Mail program: the reminder&apos;s PDF is handed to your own mail program.</source>
        <translation>E-mail : le service envoie le rappel avec son texte, ses frais et le PDF. Logiciel de messagerie : le PDF du rappel est transmis à votre propre logiciel de messagerie.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n through your mail program</source>
        <translation>
            <numerusform>%1 : %n via votre logiciel de messagerie</numerusform>
            <numerusform>%1 : %n via votre logiciel de messagerie</numerusform>
        </translation>
    </message>
    <message>
        <source>Reminders go to:</source>
        <translation>Les rappels sont envoyés à :</translation>
    </message>
    <message numerus="yes">
        <source>%n customer(s) have no e-mail address in the local copy; the service uses the address it knows or sends nothing and records nothing.</source>
        <translation>
            <numerusform>%n client n&apos;a pas d&apos;adresse e-mail dans la copie locale ; le service utilise l&apos;adresse qu&apos;il connaît ou n&apos;envoie rien et n&apos;enregistre rien.</numerusform>
            <numerusform>%n clients n&apos;ont pas d&apos;adresse e-mail dans la copie locale ; le service utilise l&apos;adresse qu&apos;il connaît ou n&apos;envoie rien et n&apos;enregistre rien.</numerusform>
        </translation>
    </message>
    <message>
        <source>By e-mail the service sends the reminder itself (its text, the fee and the reminder as PDF); nothing else is sent.</source>
        <translation>Par e-mail, le service envoie lui-même le rappel (son texte, les frais et le rappel en PDF) ; rien d&apos;autre n&apos;est envoyé.</translation>
    </message>
    <message>
        <source>For your mail program the service records the level when the reminder&apos;s PDF is fetched; it counts as sent once handed to your mail program.</source>
        <translation>Pour votre logiciel de messagerie, le service enregistre le niveau lorsque le PDF du rappel est récupéré ; le rappel compte comme envoyé dès qu&apos;il est transmis à votre logiciel de messagerie.</translation>
    </message>
    <message>
        <source>%1: the PDF could not be saved as %2.</source>
        <translation>%1 : le PDF n&apos;a pas pu être enregistré sous %2.</translation>
    </message>
    <message>
        <source>Please find our %1 for invoice %2 attached.</source>
        <translation>Veuillez trouver ci-joint notre courrier « %1 » concernant la facture %2.</translation>
    </message>
    <message>
        <source>%1: the mail program could not be opened.</source>
        <translation>%1 : le logiciel de messagerie n&apos;a pas pu être ouvert.</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) handed to your mail program. Attach each PDF from %1 to its message.</source>
        <translation>
            <numerusform>%n rappel transmis à votre logiciel de messagerie. Joignez chaque PDF de %1 à son message.</numerusform>
            <numerusform>%n rappels transmis à votre logiciel de messagerie. Joignez chaque PDF de %1 à son message.</numerusform>
        </translation>
    </message>
    <message>
        <source>handed to the mail program</source>
        <translation>transmis au logiciel de messagerie</translation>
    </message>
    <message>
        <source>recorded, not handed to the mail program yet</source>
        <translation>enregistré, pas encore transmis au logiciel de messagerie</translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) could not be e-mailed by the service and were not recorded: run them again with Print or Mail program.</source>
        <translation>
            <numerusform>%n rappel n&apos;a pas pu être envoyé par e-mail par le service et n&apos;a pas été enregistré : relancez-le avec Imprimer ou Logiciel de messagerie.</numerusform>
            <numerusform>%n rappels n&apos;ont pas pu être envoyés par e-mail par le service et n&apos;ont pas été enregistrés : relancez-les avec Imprimer ou Logiciel de messagerie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reminder(s) are recorded at the service but not printed or handed to your mail program. Close without handing them over?</source>
        <translation>
            <numerusform>%n rappel est enregistré sur le service mais ni imprimé ni transmis à votre logiciel de messagerie. Fermer sans le transmettre ?</numerusform>
            <numerusform>%n rappels sont enregistrés sur le service mais ni imprimés ni transmis à votre logiciel de messagerie. Fermer sans les transmettre ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as</source>
        <translation>Envoyé par</translation>
    </message>
    <message numerus="yes">
        <source>Run as of %1: %n reminder(s) recorded</source>
        <translation>
            <numerusform>Relances au %1 : %n rappel enregistré</numerusform>
            <numerusform>Relances au %1 : %n rappels enregistrés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed (run again to retry them)</source>
        <translation>
            <numerusform>%n a échoué (relancez pour réessayer)</numerusform>
            <numerusform>%n ont échoué (relancez pour réessayer)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Not yet due</source>
        <translation>Pas encore échu</translation>
    </message>
    <message>
        <source>1-30 days</source>
        <translation>1 à 30 jours</translation>
    </message>
    <message>
        <source>31-60 days</source>
        <translation>31 à 60 jours</translation>
    </message>
    <message>
        <source>61-90 days</source>
        <translation>61 à 90 jours</translation>
    </message>
    <message>
        <source>Over 90 days</source>
        <translation>Plus de 90 jours</translation>
    </message>
    <message>
        <source>Largest open amounts by age (%1)</source>
        <translation>Plus gros montants ouverts par ancienneté (%1)</translation>
    </message>
    <message>
        <source>Revenue net of VAT (%1)</source>
        <translation>Chiffre d&apos;affaires hors TVA (%1)</translation>
    </message>
    <message>
        <source>Turnover</source>
        <translation>Chiffre d&apos;affaires</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Impôt</translation>
    </message>
    <message>
        <source>Turnover and tax by rate (%1)</source>
        <translation>Chiffre d&apos;affaires et impôt par taux (%1)</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>%1 could not be created.</source>
        <translation>%1 n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
</context>
<context>
    <name>ReportSource</name>
    <message>
        <source>Reading documents failed: %1</source>
        <translation>La lecture des documents a échoué : %1</translation>
    </message>
    <message>
        <source>Line %1: three fields expected (currency, month, rate), found %2.</source>
        <translation>Ligne %1 : trois champs attendus (monnaie, mois, cours), %2 trouvés.</translation>
    </message>
    <message>
        <source>Line %1: the currency &quot;%2&quot; is not a three-letter code other than CHF.</source>
        <translation>Ligne %1 : la monnaie « %2 » n&apos;est pas un code à trois lettres autre que CHF.</translation>
    </message>
    <message>
        <source>Line %1: the month &quot;%2&quot; is not written as 2024-03.</source>
        <translation>Ligne %1 : le mois « %2 » n&apos;est pas écrit comme 2024-03.</translation>
    </message>
    <message>
        <source>Line %1: the rate &quot;%2&quot; is not a positive number such as 0.9512.</source>
        <translation>Ligne %1 : le cours « %2 » n&apos;est pas un nombre positif comme 0.9512.</translation>
    </message>
    <message>
        <source>The period %1 is already filed.</source>
        <translation>La période %1 est déjà déclarée.</translation>
    </message>
    <message>
        <source>Net tax rate 1: the approved rate is missing (a percentage such as 6.2).</source>
        <translation>Taux de la dette fiscale nette 1 : le taux autorisé manque (un pourcentage tel que 6.2).</translation>
    </message>
    <message>
        <source>Net tax rate 2: not a percentage between 0 and 100.</source>
        <translation>Taux de la dette fiscale nette 2 : pas un pourcentage entre 0 et 100.</translation>
    </message>
    <message>
        <source>Net tax rate 2: the same as rate 1; leave it empty for one rate.</source>
        <translation>Taux de la dette fiscale nette 2 : le même que le taux 1 ; laissez-le vide pour un seul taux.</translation>
    </message>
    <message>
        <source>Net tax rate of a product: rate 1 or 2 of a product with a key.</source>
        <translation>Taux de la dette fiscale nette d&apos;un produit : taux 1 ou 2 d&apos;un produit avec une clé.</translation>
    </message>
    <message>
        <source>The period %1 is not filed.</source>
        <translation>La période %1 n&apos;est pas marquée comme déposée.</translation>
    </message>
    <message>
        <source>Positions without a product: go to net tax rate 1 or 2, not %1.</source>
        <translation>Positions sans produit : vont au taux de la dette fiscale nette 1 ou 2, pas %1.</translation>
    </message>
    <message>
        <source>Positions without a product: go to net tax rate 2, which is not entered.</source>
        <translation>Positions sans produit : vont au taux de la dette fiscale nette 2, qui n&apos;est pas saisi.</translation>
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
        <translation>La copie locale n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>The local copy holds no invoices or credit notes yet: synchronise first.</source>
        <translation>La copie locale ne contient encore ni factures ni notes de crédit : synchronisez d&apos;abord.</translation>
    </message>
    <message>
        <source>The local copy is only partly synchronised: figures may be incomplete.</source>
        <translation>La copie locale n&apos;est que partiellement synchronisée : les chiffres peuvent être incomplets.</translation>
    </message>
    <message>
        <source>Current as of %1.</source>
        <translation>État au %1.</translation>
    </message>
    <message>
        <source>The local copy has never been synchronised completely.</source>
        <translation>La copie locale n&apos;a encore jamais été entièrement synchronisée.</translation>
    </message>
    <message>
        <source>Open items as of %1</source>
        <translation>Postes ouverts au %1</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Monnaie</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>Factures</translation>
    </message>
    <message>
        <source>Oldest due date</source>
        <translation>Échéance la plus ancienne</translation>
    </message>
    <message>
        <source>Not yet due</source>
        <translation>Pas encore échu</translation>
    </message>
    <message>
        <source>1-30 days</source>
        <translation>1 à 30 jours</translation>
    </message>
    <message>
        <source>31-60 days</source>
        <translation>31 à 60 jours</translation>
    </message>
    <message>
        <source>61-90 days</source>
        <translation>61 à 90 jours</translation>
    </message>
    <message>
        <source>Over 90 days</source>
        <translation>Plus de 90 jours</translation>
    </message>
    <message>
        <source>Dunning level</source>
        <translation>Niveau de rappel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Revenue %1 (net of VAT)</source>
        <translation>Chiffre d&apos;affaires %1 (hors TVA)</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) left out: their positions are not stored.</source>
        <translation>
            <numerusform>%n document omis : ses positions ne sont pas enregistrées.</numerusform>
            <numerusform>%n documents omis : leurs positions ne sont pas enregistrées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>Revenue %1</source>
        <translation>Chiffre d&apos;affaires %1</translation>
    </message>
    <message>
        <source>Revenue %1 by customer (net of VAT)</source>
        <translation>Chiffre d&apos;affaires %1 par client (hors TVA)</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Chiffre d&apos;affaires</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message numerus="yes">
        <source>%n other customer(s)</source>
        <translation>
            <numerusform>%n autre client</numerusform>
            <numerusform>%n autres clients</numerusform>
        </translation>
    </message>
    <message>
        <source>Total agreed consideration</source>
        <translation>Total des contre-prestations convenues</translation>
    </message>
    <message>
        <source>Reductions of consideration (credit notes)</source>
        <translation>Diminutions de la contre-prestation (notes de crédit)</translation>
    </message>
    <message>
        <source>Total deductions</source>
        <translation>Total des déductions</translation>
    </message>
    <message>
        <source>Taxable turnover</source>
        <translation>Chiffre d&apos;affaires imposable</translation>
    </message>
    <message>
        <source>Taxable at %1</source>
        <translation>Imposable à %1</translation>
    </message>
    <message>
        <source>Total tax due</source>
        <translation>Total de l&apos;impôt dû</translation>
    </message>
    <message>
        <source>Not counted, a VAT rate the form has no figure for: %1</source>
        <translation>Non comptés, un taux de TVA sans chiffre dans le formulaire : %1</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Turnover</source>
        <translation>Chiffre d&apos;affaires</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Impôt</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) left out: net and VAT after the document discount do not add up to their total.</source>
        <translation>
            <numerusform>%n document omis : le net et la TVA après le rabais sur le document ne donnent pas son total.</numerusform>
            <numerusform>%n documents omis : le net et la TVA après le rabais sur le document ne donnent pas leur total.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exempt supplies, export of goods (0 %)</source>
        <translation>Prestations exonérées de l&apos;impôt, exportations de biens (0 %)</translation>
    </message>
    <message>
        <source>Supplies abroad (0 %)</source>
        <translation>Prestations à l&apos;étranger (0 %)</translation>
    </message>
    <message>
        <source>Supplies excluded from the tax (0 %)</source>
        <translation>Prestations exclues du champ de l&apos;impôt (0 %)</translation>
    </message>
    <message>
        <source>No consideration (0 %, not in 200; the form asks for such inflows under 900/910: check which)</source>
        <translation>Non-contre-prestations (0 %, pas dans 200 ; le formulaire demande ces flux de fonds sous 900/910 : vérifiez lequel)</translation>
    </message>
    <message>
        <source>Turnover at 0 % not classified: in no figure</source>
        <translation>Chiffre d&apos;affaires à 0 % non classé : dans aucun chiffre</translation>
    </message>
    <message>
        <source>Input tax on material and services (entered)</source>
        <translation>Impôt préalable sur les coûts en matériel et en prestations de services (saisi)</translation>
    </message>
    <message>
        <source>Input tax on investments and other operating costs (entered)</source>
        <translation>Impôt préalable sur les investissements et autres charges d&apos;exploitation (saisi)</translation>
    </message>
    <message>
        <source>Total input tax</source>
        <translation>Total de l&apos;impôt préalable</translation>
    </message>
    <message>
        <source>Amount payable</source>
        <translation>Montant à payer</translation>
    </message>
    <message>
        <source>Credit in favour of the taxable person</source>
        <translation>Solde en faveur de l&apos;assujetti</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>Not counted, net and VAT after the document discount do not add up to the document&apos;s total (difference): %1</source>
        <translation>Non comptés, le net et la TVA après le rabais sur le document ne donnent pas le total du document (différence) : %1</translation>
    </message>
    <message>
        <source>Not counted, in another currency without a CHF rate: %1</source>
        <translation>Non comptés, dans une autre monnaie sans cours CHF : %1</translation>
    </message>
    <message>
        <source>Turnover at 0 % not classified (export, abroad, excluded, no consideration), in no figure: %1</source>
        <translation>Chiffre d&apos;affaires à 0 % non classé (exportation, étranger, exclu, non-contre-prestation), dans aucun chiffre : %1</translation>
    </message>
    <message>
        <source>VAT return %1 to %2 (effective method, agreed consideration, CHF)</source>
        <translation>Décompte TVA du %1 au %2 (méthode effective, contre-prestations convenues, CHF)</translation>
    </message>
    <message>
        <source>Incomplete: the figures leave out what is named above.</source>
        <translation>Incomplet : les chiffres omettent ce qui est indiqué ci-dessus.</translation>
    </message>
    <message>
        <source>Tax is turnover x rate as the form computes it; the VAT the documents show and the difference are beside it.</source>
        <translation>L&apos;impôt est le chiffre d&apos;affaires x le taux, comme le formulaire le calcule ; la TVA indiquée dans les documents et la différence figurent à côté.</translation>
    </message>
    <message numerus="yes">
        <source>In %1 (%n document(s), each at its month&apos;s CHF rate): turnover %1 %2 = CHF %3, VAT %1 %4 = CHF %5.</source>
        <translation>
            <numerusform>En %1 (%n document, au cours CHF de son mois) : chiffre d&apos;affaires %1 %2 = CHF %3, TVA %1 %4 = CHF %5.</numerusform>
            <numerusform>En %1 (%n documents, chacun au cours CHF de son mois) : chiffre d&apos;affaires %1 %2 = CHF %3, TVA %1 %4 = CHF %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>Invoiced VAT</source>
        <translation>TVA facturée</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Différence</translation>
    </message>
    <message>
        <source>VAT (CHF)</source>
        <translation>TVA (CHF)</translation>
    </message>
    <message>
        <source>Turnover (CHF)</source>
        <translation>Chiffre d&apos;affaires (CHF)</translation>
    </message>
    <message>
        <source>Supplies opted for taxation (not covered: documents do not tell, add by hand)</source>
        <translation>Prestations imposées par option (non couvert : les documents ne le disent pas, à ajouter à la main)</translation>
    </message>
    <message>
        <source>Transfers in the notification procedure (not covered: add by hand)</source>
        <translation>Transferts avec la procédure de déclaration (non couvert : à ajouter à la main)</translation>
    </message>
    <message>
        <source>Miscellaneous deductions (not covered: add by hand)</source>
        <translation>Divers (non couvert : à ajouter à la main)</translation>
    </message>
    <message>
        <source>Acquisition tax, turnover (not covered: purchases, add by hand)</source>
        <translation>Impôt sur les acquisitions, chiffre d&apos;affaires (non couvert : achats, à ajouter à la main)</translation>
    </message>
    <message>
        <source>Acquisition tax, tax (not covered: purchases, add by hand)</source>
        <translation>Impôt sur les acquisitions, impôt (non couvert : achats, à ajouter à la main)</translation>
    </message>
    <message>
        <source>De-taxation of input tax (not covered: add by hand, then to 479)</source>
        <translation>Dégrèvement ultérieur de l&apos;impôt préalable (non couvert : à ajouter à la main, puis dans 479)</translation>
    </message>
    <message>
        <source>Corrections of input tax (not covered: add by hand, then to 479)</source>
        <translation>Corrections de l&apos;impôt préalable (non couvert : à ajouter à la main, puis dans 479)</translation>
    </message>
    <message>
        <source>Reductions of the input tax deduction (not covered: add by hand, then to 479)</source>
        <translation>Réductions de la déduction de l&apos;impôt préalable (non couvert : à ajouter à la main, puis dans 479)</translation>
    </message>
    <message>
        <source>Not covered</source>
        <translation>Non couvert</translation>
    </message>
    <message>
        <source>Cancelled after this period was filed, counted here as filed and taken back in the period of the cancellation: %1</source>
        <translation>Annulé après la déclaration de cette période, compté ici tel que déclaré et repris dans la période de l&apos;annulation : %1</translation>
    </message>
    <message>
        <source>Of a filed period and cancelled in this one, taken back here (235 and the rate&apos;s line, at 0 % its class) as filed: %1</source>
        <translation>D&apos;une période déclarée et annulé dans celle-ci, repris ici (235 et la ligne du taux, à 0 % sa classe) tel que déclaré : %1</translation>
    </message>
    <message>
        <source>Filed on %1; nothing has changed since.</source>
        <translation>Déclaré le %1 ; rien n&apos;a changé depuis.</translation>
    </message>
    <message numerus="yes">
        <source>Filed on %1; %n figure(s) changed since: the correction columns show what to correct against the return as filed.</source>
        <translation>
            <numerusform>Déclaré le %1 ; %n chiffre a changé depuis : les colonnes de correction montrent ce qu&apos;il faut corriger par rapport au décompte déclaré.</numerusform>
            <numerusform>Déclaré le %1 ; %n chiffres ont changé depuis : les colonnes de correction montrent ce qu&apos;il faut corriger par rapport au décompte déclaré.</numerusform>
        </translation>
    </message>
    <message>
        <source>Filed turnover</source>
        <translation>Chiffre d&apos;affaires déclaré</translation>
    </message>
    <message>
        <source>Filed tax</source>
        <translation>Impôt déclaré</translation>
    </message>
    <message>
        <source>Correction turnover</source>
        <translation>Correction chiffre d&apos;affaires</translation>
    </message>
    <message>
        <source>Correction tax</source>
        <translation>Correction impôt</translation>
    </message>
    <message>
        <source>Figure %1 as filed, none now</source>
        <translation>Chiffre %1 tel que déclaré, aucun maintenant</translation>
    </message>
    <message>
        <source>Tax credit of the net tax rate method (not covered: add by hand, then to 500/510, the figure&apos;s meaning is not certain here, see the form)</source>
        <translation>Crédit d&apos;impôt de la méthode des taux de la dette fiscale nette (non couvert : à ajouter à la main, puis dans 500/510 ; la signification du chiffre n&apos;est pas certaine ici, voir le formulaire)</translation>
    </message>
    <message>
        <source>At the net tax rate %1 (turnover including VAT)</source>
        <translation>Au taux de la dette fiscale nette %1 (chiffre d&apos;affaires TVA comprise)</translation>
    </message>
    <message>
        <source>VAT return %1 to %2 (net tax rate method, agreed consideration, CHF)</source>
        <translation>Décompte TVA du %1 au %2 (méthode des taux de la dette fiscale nette, contre-prestations convenues, CHF)</translation>
    </message>
    <message>
        <source>Turnover incl. VAT (CHF)</source>
        <translation>Chiffre d&apos;affaires TVA incl. (CHF)</translation>
    </message>
    <message>
        <source>Turnover (incl. VAT) assigned to neither net tax rate: in no figure</source>
        <translation>Chiffre d&apos;affaires (TVA incl.) attribué à aucun taux de la dette fiscale nette : dans aucun chiffre</translation>
    </message>
    <message>
        <source>positions without a product</source>
        <translation>positions sans produit</translation>
    </message>
    <message>
        <source>Turnover assigned to neither net tax rate (products: Net tax rate; positions without a product: VAT method), in no figure: %1 (documents %2)</source>
        <translation>Chiffre d&apos;affaires attribué à aucun taux de la dette fiscale nette (produits : taux de la dette fiscale nette ; positions sans produit : méthode TVA), dans aucun chiffre : %1 (documents %2)</translation>
    </message>
    <message>
        <source>Turnover includes VAT. Tax is turnover x net tax rate, rounded to the centime; with two rates, each product&apos;s turnover goes to the rate set on the product page (after the document discount pro rata), positions without a product to the rate set in the VAT method.</source>
        <translation>Le chiffre d&apos;affaires inclut la TVA. L&apos;impôt est chiffre d&apos;affaires x taux de la dette fiscale nette, arrondi au centime ; avec deux taux, le chiffre d&apos;affaires de chaque produit va au taux choisi sur la page du produit (après le rabais du document au prorata), les positions sans produit au taux choisi dans la méthode TVA.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) not fetched since their last change at the service: not counted until the synchronisation has fetched them.</source>
        <translation>
            <numerusform>%n document non récupéré depuis sa dernière modification sur le service : non compté tant que la synchronisation ne l&apos;a pas récupéré.</numerusform>
            <numerusform>%n documents non récupérés depuis leur dernière modification sur le service : non comptés tant que la synchronisation ne les a pas récupérés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted with today&apos;s open amount, the days of their payments are not known: %1</source>
        <translation>Comptés avec le montant ouvert d&apos;aujourd&apos;hui, les dates de leurs paiements ne sont pas connues : %1</translation>
    </message>
    <message>
        <source>Input tax on material and services: not entered</source>
        <translation>Impôt préalable sur les coûts en matériel et en prestations de services : non saisi</translation>
    </message>
    <message>
        <source>Input tax on investments and other operating costs: not entered</source>
        <translation>Impôt préalable sur les investissements et autres charges d&apos;exploitation : non saisi</translation>
    </message>
    <message>
        <source>Input tax (400, 405) not entered for this period: enter it, 0.00 included; until then the amount payable is not known.</source>
        <translation>Impôt préalable (400, 405) non saisi pour cette période : saisissez-le, 0.00 compris ; d&apos;ici là, le montant à payer n&apos;est pas connu.</translation>
    </message>
    <message>
        <source>Not counted, not fetched since their last change at the service: %1</source>
        <translation>Non comptés, pas récupérés depuis leur dernière modification sur le service : %1</translation>
    </message>
</context>
<context>
    <name>ReportsPage</name>
    <message>
        <source>As of</source>
        <translation>Date de référence</translation>
    </message>
    <message>
        <source>&amp;As of:</source>
        <translation>&amp;Date de référence :</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>&amp;Year:</source>
        <translation>A&amp;nnée :</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Période :</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>Par mois</translation>
    </message>
    <message>
        <source>By quarter</source>
        <translation>Par trimestre</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Par année</translation>
    </message>
    <message>
        <source>1st quarter</source>
        <translation>1er trimestre</translation>
    </message>
    <message>
        <source>2nd quarter</source>
        <translation>2e trimestre</translation>
    </message>
    <message>
        <source>3rd quarter</source>
        <translation>3e trimestre</translation>
    </message>
    <message>
        <source>4th quarter</source>
        <translation>4e trimestre</translation>
    </message>
    <message>
        <source>&amp;Chart currency:</source>
        <translation>&amp;Monnaie du graphique :</translation>
    </message>
    <message>
        <source>Chart currency</source>
        <translation>Monnaie du graphique</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Revenue by customer</source>
        <translation>Chiffre d&apos;affaires par client</translation>
    </message>
    <message>
        <source>By period</source>
        <translation>Par période</translation>
    </message>
    <message>
        <source>By customer</source>
        <translation>Par client</translation>
    </message>
    <message>
        <source>VAT return figures</source>
        <translation>Chiffres du décompte TVA</translation>
    </message>
    <message>
        <source>Double-click a customer to see the open invoices in the invoice list</source>
        <translation>Double-cliquez sur un client pour voir ses factures ouvertes dans la liste des factures</translation>
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
        <source>Currency</source>
        <translation>Monnaie</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Documents behind the figure</source>
        <translation>Documents derrière le chiffre</translation>
    </message>
    <message>
        <source>Documents behind the selected figure:</source>
        <translation>Documents derrière le chiffre sélectionné :</translation>
    </message>
    <message>
        <source>&amp;Recalculate</source>
        <translation>&amp;Recalculer</translation>
    </message>
    <message>
        <source>Compute the report again from the local copy</source>
        <translation>Recalculer le rapport à partir de la copie locale</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;XLSX…</source>
        <translation>Exporter en &amp;XLSX…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Rapport</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calcul en cours…</translation>
    </message>
    <message>
        <source>%1 (credit note)</source>
        <translation>%1 (note de crédit)</translation>
    </message>
    <message>
        <source>Export as XLSX</source>
        <translation>Exporter en XLSX</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Classeur Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté vers %1.</translation>
    </message>
    <message>
        <source>Whole year</source>
        <translation>Année entière</translation>
    </message>
    <message>
        <source>Return or double-click opens the document</source>
        <translation>Entrée ou double-clic ouvre le document</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>1st half-year</source>
        <translation>1er semestre</translation>
    </message>
    <message>
        <source>2nd half-year</source>
        <translation>2e semestre</translation>
    </message>
</context>
<context>
    <name>SafeXmlReader</name>
    <message>
        <source>The file is larger than %1 MB; it is not read.</source>
        <translation>Le fichier dépasse %1 Mo ; il n&apos;est pas lu.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <source>The file ends in the middle of the XML (line %1).</source>
        <translation>Le fichier s&apos;arrête au milieu du XML (ligne %1).</translation>
    </message>
    <message>
        <source>The file is not well-formed XML (line %1): %2</source>
        <translation>Le fichier n&apos;est pas du XML bien formé (ligne %1) : %2</translation>
    </message>
    <message>
        <source>Line %1: the file declares a document type (&lt;!DOCTYPE&gt;). Files with a document type are not read, as it could make the file expand or fetch content.</source>
        <translation>Ligne %1 : le fichier déclare un type de document (&lt;!DOCTYPE&gt;). Les fichiers avec un type de document ne sont pas lus, car celui-ci pourrait faire gonfler le fichier ou charger du contenu.</translation>
    </message>
    <message>
        <source>Line %1: the file refers to an entity (&amp;%2;) that is not one of XML&apos;s own; it is not read.</source>
        <translation>Ligne %1 : le fichier fait référence à une entité (&amp;%2;) qui n&apos;est pas une entité propre à XML ; il n&apos;est pas lu.</translation>
    </message>
    <message>
        <source>Line %1: the elements are nested more than %2 levels deep; the file is not read.</source>
        <translation>Ligne %1 : les éléments sont imbriqués sur plus de %2 niveaux ; le fichier n&apos;est pas lu.</translation>
    </message>
    <message>
        <source>The file has more than %1 elements; it is not read.</source>
        <translation>Le fichier a plus de %1 éléments ; il n&apos;est pas lu.</translation>
    </message>
    <message>
        <source>Line %1: an element has more than %2 attributes; the file is not read.</source>
        <translation>Ligne %1 : un élément a plus de %2 attributs ; le fichier n&apos;est pas lu.</translation>
    </message>
    <message>
        <source>Line %1: an attribute is longer than %2 characters; the file is not read.</source>
        <translation>Ligne %1 : un attribut dépasse %2 caractères ; le fichier n&apos;est pas lu.</translation>
    </message>
    <message>
        <source>Line %1: an element&apos;s text is longer than %2 characters; the file is not read.</source>
        <translation>Ligne %1 : le texte d&apos;un élément dépasse %2 caractères ; le fichier n&apos;est pas lu.</translation>
    </message>
    <message>
        <source>the element %1 holds another element where text was expected.</source>
        <translation>l&apos;élément %1 contient un autre élément là où du texte était attendu.</translation>
    </message>
    <message>
        <source>Line %1: a comment, processing instruction, tag or run of text or space goes on for more than %2 characters; the file is not read.</source>
        <translation>Ligne %1 : un commentaire, une instruction de traitement, une balise ou une suite de texte ou d&apos;espaces dépasse %2 caractères ; le fichier n&apos;est pas lu.</translation>
    </message>
    <message>
        <source>Line %1: a %2 is longer than %3 characters; the file is not read.</source>
        <translation>Ligne %1 : %2 dépasse %3 caractères ; le fichier n&apos;est pas lu.</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>un commentaire</translation>
    </message>
    <message>
        <source>processing instruction</source>
        <translation>une instruction de traitement</translation>
    </message>
</context>
<context>
    <name>SandboxLauncher</name>
    <message>
        <source>The demo server could not be started: %1</source>
        <translation>Le serveur de démonstration n&apos;a pas pu être démarré : %1</translation>
    </message>
    <message>
        <source>The demo server stopped before it was ready (exit code %1). %2</source>
        <translation>Le serveur de démonstration s&apos;est arrêté avant d&apos;être prêt (code de sortie %1). %2</translation>
    </message>
    <message>
        <source>The demo server (invoicedesk-sandbox) is not installed.</source>
        <translation>Le serveur de démonstration (invoicedesk-sandbox) n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>The demo server did not get ready in time.</source>
        <translation>Le serveur de démonstration n&apos;a pas été prêt à temps.</translation>
    </message>
    <message>
        <source>The demo server announced itself in a form this version does not understand.</source>
        <translation>Le serveur de démonstration s&apos;est annoncé sous une forme que cette version ne comprend pas.</translation>
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
        <translation>sa version n&apos;a pas pu être lue (%1)</translation>
    </message>
    <message>
        <source>it was written by a newer version of InvoiceDesk (schema %1, this version knows %2)</source>
        <translation>elle a été écrite par une version plus récente d&apos;InvoiceDesk (schéma %1, cette version connaît %2)</translation>
    </message>
    <message>
        <source>the update to schema %1 could not start: %2</source>
        <translation>la mise à jour vers le schéma %1 n&apos;a pas pu commencer : %2</translation>
    </message>
    <message>
        <source>the update to schema %1 (%2) failed: %3</source>
        <translation>la mise à jour vers le schéma %1 (%2) a échoué : %3</translation>
    </message>
    <message>
        <source>the update to schema %1 could not be saved: %2</source>
        <translation>la mise à jour vers le schéma %1 n&apos;a pas pu être enregistrée : %2</translation>
    </message>
    <message>
        <source>records and settings</source>
        <translation>enregistrements et paramètres</translation>
    </message>
    <message>
        <source>records saved here</source>
        <translation>enregistrements sauvegardés ici</translation>
    </message>
    <message>
        <source>VAT lines and changed documents for the reports</source>
        <translation>lignes de TVA et documents modifiés pour les rapports</translation>
    </message>
    <message>
        <source>lists in date order</source>
        <translation>listes par ordre de date</translation>
    </message>
    <message>
        <source>VAT return: document discounts, 0 % turnover, CHF rates, input tax</source>
        <translation>décompte TVA : rabais sur les documents, chiffre d&apos;affaires à 0 %, cours CHF, impôt préalable</translation>
    </message>
    <message>
        <source>payments booked here</source>
        <translation>paiements comptabilisés ici</translation>
    </message>
    <message>
        <source>VAT return: filed periods</source>
        <translation>Décompte TVA : périodes déclarées</translation>
    </message>
    <message>
        <source>VAT return: method and net tax rates</source>
        <translation>Décompte TVA : méthode et taux de la dette fiscale nette</translation>
    </message>
    <message>
        <source>VAT return: net tax rates per product</source>
        <translation>Décompte TVA : taux de la dette fiscale nette par produit</translation>
    </message>
    <message>
        <source>details as current as the lists</source>
        <translation>détails aussi à jour que les listes</translation>
    </message>
    <message>
        <source>accounts overview without the table</source>
        <translation>aperçu des comptes sans la table</translation>
    </message>
    <message>
        <source>accounts overview without the table, smaller</source>
        <translation>aperçu des comptes sans la table, plus petit</translation>
    </message>
</context>
<context>
    <name>SettingsApi</name>
    <message>
        <source>the answer holds no settings object</source>
        <translation>la réponse ne contient aucun objet de paramètres</translation>
    </message>
</context>
<context>
    <name>SettingsConditionsModel</name>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>Condition, row %1: enter a whole number.</source>
        <translation>Condition, ligne %1 : saisissez un nombre entier.</translation>
    </message>
    <message>
        <source>Days, row %1: enter a whole number of days.</source>
        <translation>Jours, ligne %1 : saisissez un nombre entier de jours.</translation>
    </message>
    <message>
        <source>Amount, row %1: enter a number such as 2 or 2.5.</source>
        <translation>Montant, ligne %1 : saisissez un nombre comme 2 ou 2.5.</translation>
    </message>
    <message>
        <source>Condition type as stored by the service: %1</source>
        <translation>Type de condition, tel qu&apos;enregistré par le service : %1</translation>
    </message>
    <message>
        <source>The service does not publish what each condition type and its amount mean; they are saved as entered.</source>
        <translation>Le service ne publie pas la signification de chaque type de condition et de son montant ; ils sont enregistrés tels que saisis.</translation>
    </message>
    <message>
        <source>Condition type</source>
        <translation>Type de condition</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Send the changed settings to the service (%1)</source>
        <translation>Envoyer les paramètres modifiés au service (%1)</translation>
    </message>
    <message>
        <source>Forget the changes and show the settings as the service has them</source>
        <translation>Oublier les modifications et afficher les paramètres tels que le service les a</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Open a profile to see the settings.</source>
        <translation>Ouvrez un profil pour voir les paramètres.</translation>
    </message>
    <message>
        <source>Showing the copy kept on this computer.</source>
        <translation>Affichage de la copie conservée sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Not loaded yet: the settings are fetched from the service.</source>
        <translation>Pas encore chargés : les paramètres sont récupérés auprès du service.</translation>
    </message>
    <message>
        <source>Could not load from the service; showing the copy kept on this computer. %1</source>
        <translation>Chargement impossible depuis le service ; affichage de la copie conservée sur cet ordinateur. %1</translation>
    </message>
    <message>
        <source>Could not load from the service. %1</source>
        <translation>Chargement impossible depuis le service. %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The service has newer settings; Revert shows them (your changes are kept until then).</source>
        <translation>Le service a des paramètres plus récents ; Rétablir les affiche (vos modifications sont conservées jusque-là).</translation>
    </message>
    <message>
        <source>Loaded from the service at %1.</source>
        <translation>Chargés depuis le service à %1.</translation>
    </message>
    <message>
        <source>No copy could be kept on this computer: %1</source>
        <translation>Aucune copie n&apos;a pu être conservée sur cet ordinateur : %1</translation>
    </message>
    <message>
        <source>%1: not saved; correct the marked fields.</source>
        <translation>%1 : non enregistré ; corrigez les champs marqués.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>Saved at %1.</source>
        <translation>Enregistré à %1.</translation>
    </message>
    <message>
        <source>Not saved. %1</source>
        <translation>Non enregistré. %1</translation>
    </message>
    <message>
        <source>%1: not saved. %2</source>
        <translation>%1 : non enregistré. %2</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Pa&amp;ramètres</translation>
    </message>
    <message>
        <source>&amp;German</source>
        <translation>All&amp;emand</translation>
    </message>
    <message>
        <source>E&amp;nglish</source>
        <translation>An&amp;glais</translation>
    </message>
    <message>
        <source>F&amp;rench</source>
        <translation>Françai&amp;s</translation>
    </message>
    <message>
        <source>&amp;Italian</source>
        <translation>I&amp;talien</translation>
    </message>
    <message>
        <source>The changes on “%1” are not saved.</source>
        <translation>Les modifications sur « %1 » ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>The service keeps this number; its documentation does not say what each value means, so it is saved as it is.</source>
        <translation>Le service conserve ce nombre ; sa documentation n&apos;indique pas ce que signifie chaque valeur, il est donc enregistré tel quel.</translation>
    </message>
    <message>
        <source>unknown (code %1)</source>
        <translation>inconnu (code %1)</translation>
    </message>
    <message>
        <source>Reading the copy kept on this computer…</source>
        <translation>Lecture de la copie conservée sur cet ordinateur…</translation>
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
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The commands of the page shown and of the whole window that have a shortcut. In a form, Alt with the underlined letter of a label moves to its field.</source>
        <translation>Les commandes de la page affichée et de toute la fenêtre qui ont un raccourci. Dans un formulaire, Alt avec la lettre soulignée d&apos;un libellé mène à son champ.</translation>
    </message>
</context>
<context>
    <name>StoreTransaction</name>
    <message>
        <source>stopped while another writer held the local data</source>
        <translation>arrêté pendant qu&apos;un autre rédacteur tenait les données locales</translation>
    </message>
</context>
<context>
    <name>SyncEngine</name>
    <message>
        <source>the list changed while it was read (%1 at its start, %2 later), so it is not complete and is listed again next time.</source>
        <translation>la liste a changé pendant sa lecture (%1 au début, %2 ensuite) ; elle n&apos;est donc pas complète et sera listée à nouveau la prochaine fois.</translation>
    </message>
    <message>
        <source>the service kept announcing more pages while the list was read; it was read up to page %1 only and is listed again next time.</source>
        <translation>le service a continué d&apos;annoncer d&apos;autres pages pendant la lecture de la liste ; elle n&apos;a été lue que jusqu&apos;à la page %1 et sera listée à nouveau la prochaine fois.</translation>
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
        <translation>
            <numerusform>%n requête en %1 s</numerusform>
            <numerusform>%n requêtes en %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not listed, the token may not read them (%2)</source>
        <translation>%1 : non listés, le jeton ne peut pas les lire (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n quote(s)</source>
        <translation>
            <numerusform>%1 sur %n offre</numerusform>
            <numerusform>%1 sur %n offres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n contract note(s)</source>
        <translation>
            <numerusform>%1 sur %n confirmation de commande</numerusform>
            <numerusform>%1 sur %n confirmations de commande</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n delivery note(s)</source>
        <translation>
            <numerusform>%1 sur %n bon de livraison</numerusform>
            <numerusform>%1 sur %n bons de livraison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n invoice(s)</source>
        <translation>
            <numerusform>%1 sur %n facture</numerusform>
            <numerusform>%1 sur %n factures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n credit note(s)</source>
        <translation>
            <numerusform>%1 sur %n note de crédit</numerusform>
            <numerusform>%1 sur %n notes de crédit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n recurring invoice(s)</source>
        <translation>
            <numerusform>%1 sur %n facture récurrente</numerusform>
            <numerusform>%1 sur %n factures récurrentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n template(s)</source>
        <translation>
            <numerusform>%1 sur %n modèle</numerusform>
            <numerusform>%1 sur %n modèles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n receipt(s)</source>
        <translation>
            <numerusform>%1 sur %n justificatif</numerusform>
            <numerusform>%1 sur %n justificatifs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not listed</source>
        <translation>%1 non listés</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) failed (%1): %2</source>
        <translation>
            <numerusform>%n page a échoué (%1) : %2</numerusform>
            <numerusform>%n pages ont échoué (%1) : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Partly synchronised: %1 The rest is fetched again with the next synchronisation.</source>
        <translation>Synchronisé en partie : %1 Le reste sera récupéré lors de la prochaine synchronisation.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n skipped by the listing (listed again next time)</source>
        <translation>
            <numerusform>%1, %n sauté par la liste (listé à nouveau la prochaine fois)</numerusform>
            <numerusform>%1, %n sautés par la liste (listés à nouveau la prochaine fois)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>S&amp;ystème</translation>
    </message>
</context>
<context>
    <name>TotalsPanel</name>
    <message>
        <source>Before discounts:</source>
        <translation>Avant rabais :</translation>
    </message>
    <message>
        <source>Line discounts:</source>
        <translation>Rabais de ligne :</translation>
    </message>
    <message>
        <source>Net (excl. VAT):</source>
        <translation>Net (hors TVA) :</translation>
    </message>
    <message>
        <source>incl. VAT %1:</source>
        <translation>TVA incluse %1 :</translation>
    </message>
    <message>
        <source>VAT %1:</source>
        <translation>TVA %1 :</translation>
    </message>
    <message>
        <source>Subtotal:</source>
        <translation>Sous-total :</translation>
    </message>
    <message>
        <source>Document discount:</source>
        <translation>Rabais sur le document :</translation>
    </message>
    <message>
        <source>Rounding:</source>
        <translation>Arrondi :</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Total :</translation>
    </message>
</context>
<context>
    <name>UnitDraft</name>
    <message>
        <source>is required in at least one language.</source>
        <translation>est obligatoire dans au moins une langue.</translation>
    </message>
</context>
<context>
    <name>UnitEditor</name>
    <message>
        <source>&amp;Active: offered for new products and positions</source>
        <translation>&amp;Active : proposée pour les nouveaux produits et positions</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>Nouvelle unité</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Unité %1</translation>
    </message>
    <message>
        <source>UN/ECE code, e.g. C62 (piece) or HUR (hour)</source>
        <translation>Code UN/ECE, p. ex. C62 (pièce) ou HUR (heure)</translation>
    </message>
    <message>
        <source>ISO &amp;code:</source>
        <translation>&amp;Code ISO :</translation>
    </message>
    <message>
        <source>&amp;Singular:</source>
        <translation>&amp;Singulier :</translation>
    </message>
    <message>
        <source>&amp;Plural:</source>
        <translation>&amp;Pluriel :</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description :</translation>
    </message>
</context>
<context>
    <name>UnitPage</name>
    <message>
        <source>Search code, name or description (Ctrl+F)</source>
        <translation>Rechercher code, nom ou description (Ctrl+F)</translation>
    </message>
    <message>
        <source>Ac&amp;tive</source>
        <translation>Ac&amp;tives</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>T&amp;outes</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Delete the unit %1? This cannot be undone.</source>
        <translation>Supprimer l&apos;unité %1 ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>The unit %1 was deleted.</source>
        <translation>L&apos;unité %1 a été supprimée.</translation>
    </message>
    <message>
        <source>ISO code</source>
        <translation>Code ISO</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Active</translation>
    </message>
    <message>
        <source>Singular</source>
        <translation>Singulier</translation>
    </message>
    <message>
        <source>Plural</source>
        <translation>Pluriel</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>&amp;Unités</translation>
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
        <translation>Unité</translation>
    </message>
    <message>
        <source>Plural</source>
        <translation>Pluriel</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Active</translation>
    </message>
</context>
<context>
    <name>UnsavedQuestion</name>
    <message>
        <source>Cancel keeps everything as it is.</source>
        <translation>Annuler laisse tout tel quel.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>Abando&amp;nner</translation>
    </message>
</context>
<context>
    <name>UserPage</name>
    <message>
        <source>Search name or e-mail (Ctrl+F)</source>
        <translation>Rechercher nom ou e-mail (Ctrl+F)</translation>
    </message>
    <message>
        <source>E&amp;mployee:</source>
        <translation>&amp;Collaborateur :</translation>
    </message>
    <message>
        <source>All users</source>
        <translation>Tous les utilisateurs</translation>
    </message>
    <message>
        <source>The employee&apos;s users could not be listed: %1</source>
        <translation>Les utilisateurs du collaborateur n&apos;ont pas pu être listés : %1</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Prénom</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>User id</source>
        <translation>ID utilisateur</translation>
    </message>
    <message>
        <source>U&amp;sers</source>
        <translation>U&amp;tilisateurs</translation>
    </message>
</context>
<context>
    <name>UserRecord</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>User id</source>
        <translation>ID utilisateur</translation>
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
        <translation>est obligatoire.</translation>
    </message>
    <message>
        <source>must start with a country code and two check digits, followed by letters and digits only, e.g. CH93 0076 2011 6238 5295 7.</source>
        <translation>doit commencer par un code de pays et deux chiffres de contrôle, suivis uniquement de lettres et de chiffres, p. ex. CH93 0076 2011 6238 5295 7.</translation>
    </message>
    <message>
        <source>%1 is not a country that uses IBANs.</source>
        <translation>%1 n&apos;est pas un pays qui utilise l&apos;IBAN.</translation>
    </message>
    <message>
        <source>an IBAN from %1 has %2 characters, this one has %3.</source>
        <translation>un IBAN de %1 a %2 caractères, celui-ci en a %3.</translation>
    </message>
    <message>
        <source>the bank&apos;s clearing number (positions 5 to 9) must be digits.</source>
        <translation>le numéro de clearing de la banque (positions 5 à 9) doit être composé de chiffres.</translation>
    </message>
    <message>
        <source>the check digits do not match: a character is probably mistyped.</source>
        <translation>les chiffres de contrôle ne correspondent pas : un caractère est probablement mal saisi.</translation>
    </message>
    <message>
        <source>is not a QR-IBAN: a QR-IBAN is a Swiss or Liechtenstein IBAN whose positions 5 to 9 are 30000 to 31999.</source>
        <translation>n&apos;est pas un QR-IBAN : un QR-IBAN est un IBAN suisse ou liechtensteinois dont les positions 5 à 9 vont de 30000 à 31999.</translation>
    </message>
    <message>
        <source>must have 8 or 11 characters: four letters for the bank, two for the country, two for the place and optionally three for the branch, e.g. UBSWCHZH80A.</source>
        <translation>doit avoir 8 ou 11 caractères : quatre lettres pour la banque, deux pour le pays, deux pour le lieu et éventuellement trois pour la succursale, p. ex. UBSWCHZH80A.</translation>
    </message>
    <message>
        <source>must be a currency code of three capital letters, e.g. CHF.</source>
        <translation>doit être un code de monnaie de trois majuscules, p. ex. CHF.</translation>
    </message>
    <message>
        <source>may have at most 13 digits.</source>
        <translation>peut avoir au plus 13 chiffres.</translation>
    </message>
    <message>
        <source>may contain digits only.</source>
        <translation>ne peut contenir que des chiffres.</translation>
    </message>
    <message>
        <source>must have 8 or 13 digits (EAN-8, EAN-13) or 12 (UPC-A).</source>
        <translation>doit avoir 8 ou 13 chiffres (EAN-8, EAN-13) ou 12 (UPC-A).</translation>
    </message>
    <message>
        <source>the check digit should be %1, not %2: a digit is probably mistyped.</source>
        <translation>le chiffre de contrôle devrait être %1, pas %2 : un chiffre est probablement mal saisi.</translation>
    </message>
    <message numerus="yes">
        <source>may have at most %n character(s).</source>
        <translation>
            <numerusform>peut avoir au plus %n caractère.</numerusform>
            <numerusform>peut avoir au plus %n caractères.</numerusform>
        </translation>
    </message>
    <message>
        <source>is not a company UID: write it as CHE-123.456.789.</source>
        <translation>n’est pas un IDE : écrivez-le sous la forme CHE-123.456.789.</translation>
    </message>
    <message>
        <source>is not a valid company UID (no UID has these first eight digits): a digit is probably mistyped.</source>
        <translation>n’est pas un IDE valable (aucun IDE n’a ces huit premiers chiffres) : un chiffre est probablement mal saisi.</translation>
    </message>
    <message>
        <source>has a wrong check digit (the last digit should be %1, not %2): a digit is probably mistyped.</source>
        <translation>a un chiffre de contrôle erroné (le dernier chiffre devrait être %1, pas %2) : un chiffre est probablement mal saisi.</translation>
    </message>
</context>
<context>
    <name>VatPage</name>
    <message>
        <source>CHF &amp;rates…</source>
        <translation>C&amp;ours CHF…</translation>
    </message>
    <message>
        <source>Monthly CHF rates for documents in other currencies</source>
        <translation>Cours CHF mensuels pour les documents en d&apos;autres monnaies</translation>
    </message>
    <message>
        <source>&amp;Input tax…</source>
        <translation>Impôt préa&amp;lable…</translation>
    </message>
    <message>
        <source>Enter the input tax of the period (400, 405) for the amount payable</source>
        <translation>Saisir l&apos;impôt préalable de la période (400, 405) pour le montant à payer</translation>
    </message>
    <message>
        <source>Mark as &amp;filed…</source>
        <translation>Marquer comme &amp;déclaré…</translation>
    </message>
    <message>
        <source>Keep the figures of the period shown as filed; later changes show as corrections against them</source>
        <translation>Conserver les chiffres de la période affichée comme déclarés ; les changements ultérieurs apparaissent comme corrections</translation>
    </message>
    <message>
        <source>The period is being marked as filed.</source>
        <translation>La période est en train d&apos;être marquée comme déclarée.</translation>
    </message>
    <message>
        <source>No VAT figures are shown.</source>
        <translation>Aucun chiffre TVA n&apos;est affiché.</translation>
    </message>
    <message>
        <source>This period was filed on %1.</source>
        <translation>Cette période a été déclarée le %1.</translation>
    </message>
    <message>
        <source>It overlaps the period %1 to %2, filed before.</source>
        <translation>Elle chevauche la période du %1 au %2, déclarée avant.</translation>
    </message>
    <message>
        <source>The figures are incomplete (see the notes above the table): complete them first.</source>
        <translation>Les chiffres sont incomplets (voir les remarques au-dessus du tableau) : complétez-les d&apos;abord.</translation>
    </message>
    <message>
        <source>The period has no figures.</source>
        <translation>La période n&apos;a pas de chiffres.</translation>
    </message>
    <message>
        <source>The period cannot be marked as filed: %1</source>
        <translation>La période ne peut pas être marquée comme déclarée : %1</translation>
    </message>
    <message>
        <source>Mark the VAT return %1 as filed, with an amount payable (500) of %2?</source>
        <translation>Marquer le décompte TVA %1 comme déclaré, avec un montant dû (500) de %2 ?</translation>
    </message>
    <message>
        <source>Mark the VAT return %1 as filed, with a credit (510) of %2?</source>
        <translation>Marquer le décompte TVA %1 comme déclaré, avec un avoir (510) de %2 ?</translation>
    </message>
    <message>
        <source>Mark as filed</source>
        <translation>Marquer comme déclaré</translation>
    </message>
    <message>
        <source>Its figures are kept in the local copy of this account. Later changes to documents of the period show as corrections against them; a cancellation reduces the period it happens in. Nothing is sent to the tax administration.</source>
        <translation>Ses chiffres sont conservés dans la copie locale de ce compte. Les changements ultérieurs des documents de la période apparaissent comme corrections ; une annulation réduit la période où elle a lieu. Rien n&apos;est envoyé à l&apos;administration fiscale.</translation>
    </message>
    <message>
        <source>The VAT figures changed while you were asked: look at them again.</source>
        <translation>Les chiffres TVA ont changé pendant la question : regardez-les à nouveau.</translation>
    </message>
    <message>
        <source>The VAT return %1 to %2 is marked as filed.</source>
        <translation>Le décompte TVA du %1 au %2 est marqué comme déclaré.</translation>
    </message>
    <message>
        <source>The period could not be marked as filed: %1</source>
        <translation>La période n&apos;a pas pu être marquée comme déclarée : %1</translation>
    </message>
    <message>
        <source>Turnover at 0 % of %1</source>
        <translation>Chiffre d&apos;affaires à 0 % de %1</translation>
    </message>
    <message>
        <source>As its products</source>
        <translation>Comme ses produits</translation>
    </message>
    <message>
        <source>Turnover at 0 % of %1: %2.</source>
        <translation>Chiffre d&apos;affaires à 0 % de %1 : %2.</translation>
    </message>
    <message>
        <source>as its products</source>
        <translation>comme ses produits</translation>
    </message>
    <message>
        <source>The 0 % class of %1 could not be kept: %2</source>
        <translation>La classe 0 % de %1 n&apos;a pas pu être enregistrée : %2</translation>
    </message>
    <message>
        <source>VAT &amp;method…</source>
        <translation>&amp;Méthode TVA…</translation>
    </message>
    <message>
        <source>Effective or net tax rate method, the approved net tax rates and where turnover goes</source>
        <translation>Méthode effective ou des taux de la dette fiscale nette, les taux autorisés et où va le chiffre d&apos;affaires</translation>
    </message>
    <message>
        <source>The net tax rate method files by half-year.</source>
        <translation>La méthode des taux de la dette fiscale nette décompte par semestre.</translation>
    </message>
    <message>
        <source>The effective method files by month, quarter or year.</source>
        <translation>La méthode effective décompte par mois, trimestre ou année.</translation>
    </message>
    <message>
        <source>&amp;Unmark as filed…</source>
        <translation>&amp;Annuler le marquage « déposé »…</translation>
    </message>
    <message>
        <source>Forget the figures kept as filed for the period shown</source>
        <translation>Oublier les chiffres enregistrés comme déposés pour la période affichée</translation>
    </message>
    <message>
        <source>The period shown is not marked as filed.</source>
        <translation>La période affichée n&apos;est pas marquée comme déposée.</translation>
    </message>
    <message>
        <source>Unmark the VAT return %1, filed on %2 with a credit (510) of %3?</source>
        <translation>Annuler le marquage du décompte TVA %1, déposé le %2 avec un crédit (510) de %3 ?</translation>
    </message>
    <message>
        <source>Unmark the VAT return %1, filed on %2 with an amount payable (500) of %3?</source>
        <translation>Annuler le marquage du décompte TVA %1, déposé le %2 avec un montant dû (500) de %3 ?</translation>
    </message>
    <message>
        <source>Unmark as filed</source>
        <translation>Annuler le marquage</translation>
    </message>
    <message>
        <source>The figures kept as filed are forgotten: the period shows its figures now, without corrections, and a cancellation of one of its invoices no longer counts elsewhere. Nothing is sent to the tax administration.</source>
        <translation>Les chiffres enregistrés comme déposés sont oubliés : la période montre ses chiffres actuels, sans corrections, et l&apos;annulation d&apos;une de ses factures ne compte plus ailleurs. Rien n&apos;est envoyé à l&apos;administration fiscale.</translation>
    </message>
    <message>
        <source>The period shown changed while you were asked: nothing was unmarked.</source>
        <translation>La période affichée a changé pendant la question : rien n&apos;a été annulé.</translation>
    </message>
    <message>
        <source>The VAT return %1 to %2 is no longer marked as filed.</source>
        <translation>Le décompte TVA du %1 au %2 n&apos;est plus marqué comme déposé.</translation>
    </message>
    <message>
        <source>The period could not be unmarked: %1</source>
        <translation>Le marquage de la période n&apos;a pas pu être annulé : %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a period: its first day to its last day</comment>
        <translation>du %1 au %2</translation>
    </message>
</context>
<context>
    <name>VatSettingsDialog</name>
    <message>
        <source>VAT method</source>
        <translation>Méthode TVA</translation>
    </message>
    <message>
        <source>Effective method (month, quarter or year)</source>
        <translation>Méthode effective (mois, trimestre ou année)</translation>
    </message>
    <message>
        <source>Net tax rate method (half-year)</source>
        <translation>Méthode des taux de la dette fiscale nette (semestre)</translation>
    </message>
    <message>
        <source>e.g. 6.2</source>
        <translation>p. ex. 6.2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Méthode :</translation>
    </message>
    <message>
        <source>Approved net tax rate &amp;1 (%):</source>
        <translation>Taux de la dette fiscale nette autorisé &amp;1 (%) :</translation>
    </message>
    <message>
        <source>Approved net tax rate &amp;2 (%):</source>
        <translation>Taux de la dette fiscale nette autorisé &amp;2 (%) :</translation>
    </message>
    <message>
        <source>Net tax rate 1</source>
        <translation>Taux de la dette fiscale nette 1</translation>
    </message>
    <message>
        <source>Net tax rate 2</source>
        <translation>Taux de la dette fiscale nette 2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a percentage such as 6.2 (at most two decimals).</source>
        <translation>%1 : « %2 » n&apos;est pas un pourcentage tel que 6.2 (deux décimales au plus).</translation>
    </message>
    <message>
        <source>The VAT method could not be kept: %1</source>
        <translation>La méthode TVA n&apos;a pas pu être conservée : %1</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>Non attribué</translation>
    </message>
    <message>
        <source>Positions &amp;without a product go to:</source>
        <translation>Positions &amp;sans produit vont à :</translation>
    </message>
    <message>
        <source>With the net tax rate method the return is by half-year, turnover including VAT, and the tax is turnover x the approved rate. With one rate all turnover goes to it. With two, each product&apos;s turnover goes to the rate set on the product page (Products → Net tax rate); turnover assigned to neither is in no figure and the return is incomplete. 0 % turnover keeps its class.</source>
        <translation>Avec la méthode des taux de la dette fiscale nette, le décompte est semestriel, le chiffre d&apos;affaires TVA comprise, et l&apos;impôt est chiffre d&apos;affaires x taux autorisé. Avec un taux, tout le chiffre d&apos;affaires y va. Avec deux, le chiffre d&apos;affaires de chaque produit va au taux choisi sur la page du produit (Produits → Taux de la dette fiscale nette) ; celui attribué à aucun n&apos;est dans aucun chiffre et le décompte est incomplet. Le chiffre d&apos;affaires à 0 % garde sa classe.</translation>
    </message>
</context>
<context>
    <name>WebhookApi</name>
    <message>
        <source>A payment was recorded on an invoice</source>
        <translation>Un paiement a été enregistré sur une facture</translation>
    </message>
    <message>
        <source>An invoice became fully paid</source>
        <translation>Une facture a été entièrement payée</translation>
    </message>
    <message>
        <source>Target URL: enter a full address such as https://example.com/hooks/invoices.</source>
        <translation>URL cible : saisissez une adresse complète comme https://example.com/hooks/invoices.</translation>
    </message>
    <message>
        <source>Target URL: use https:// (plain http:// is allowed only to this computer, because the deliveries carry business data).</source>
        <translation>URL cible : utilisez https:// (http:// simple n&apos;est autorisé que vers cet ordinateur, car les livraisons contiennent des données commerciales).</translation>
    </message>
    <message>
        <source>Target URL: &quot;%1&quot; is not a web address; use https://.</source>
        <translation>URL cible : « %1 » n&apos;est pas une adresse web ; utilisez https://.</translation>
    </message>
    <message>
        <source>the answer holds no webhook</source>
        <translation>la réponse ne contient aucun webhook</translation>
    </message>
</context>
<context>
    <name>WebhookCreateDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>C&amp;réer</translation>
    </message>
    <message>
        <source>New webhook</source>
        <translation>Nouveau webhook</translation>
    </message>
    <message>
        <source>Other event names, separated by commas</source>
        <translation>Autres noms d&apos;événements, séparés par des virgules</translation>
    </message>
    <message>
        <source>The service&apos;s documentation does not list the event names; type any others here. The service refuses names it does not know.</source>
        <translation>La documentation du service ne liste pas les noms d&apos;événements ; saisissez-en d&apos;autres ici. Le service refuse les noms qu&apos;il ne connaît pas.</translation>
    </message>
    <message>
        <source>&amp;Target URL:</source>
        <translation>URL &amp;cible :</translation>
    </message>
    <message>
        <source>&amp;Events:</source>
        <translation>&amp;Événements :</translation>
    </message>
    <message>
        <source>&amp;Signature key:</source>
        <translation>Clé de &amp;signature :</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Events: choose or type at least one event.</source>
        <translation>Événements : choisissez ou saisissez au moins un événement.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1. Check the list before trying again: the webhook may exist.</source>
        <translation>La réponse du service n&apos;a pas pu être lue : %1. Vérifiez la liste avant de réessayer : le webhook existe peut-être.</translation>
    </message>
    <message>
        <source>Target URL: %1</source>
        <translation>URL cible : %1</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>Événements : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Not created.</source>
        <translation>Non créé.</translation>
    </message>
    <message>
        <source>Webhook created</source>
        <translation>Webhook créé</translation>
    </message>
    <message>
        <source>The webhook was created, but the service sent no signature key.</source>
        <translation>Le webhook a été créé, mais le service n&apos;a envoyé aucune clé de signature.</translation>
    </message>
    <message>
        <source>This is the secret for verifying deliveries: the receiving system checks each delivery&apos;s signature (an HMAC-SHA256 of the request body, keyed with this key) against it. It is shown only now and not kept on this computer; copy it into the receiving system.</source>
        <translation>C&apos;est le secret pour vérifier les livraisons : le système destinataire contrôle la signature de chaque livraison (un HMAC-SHA256 du corps de la requête, avec cette clé). Elle n&apos;est affichée que maintenant et n&apos;est pas conservée sur cet ordinateur ; copiez-la dans le système destinataire.</translation>
    </message>
    <message>
        <source>Creating the webhook…</source>
        <translation>Création du webhook…</translation>
    </message>
    <message>
        <source>Target URL</source>
        <translation>URL cible</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The new webhook has not been created yet.</source>
        <translation>Le nouveau webhook n&apos;a pas encore été créé.</translation>
    </message>
</context>
<context>
    <name>WebhookListModel</name>
    <message>
        <source>No delivery yet</source>
        <translation>Aucune livraison pour l&apos;instant</translation>
    </message>
    <message>
        <source>Target URL</source>
        <translation>URL cible</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Latest delivery</source>
        <translation>Dernière livraison</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>WebhooksPage</name>
    <message>
        <source>&amp;New webhook…</source>
        <translation>&amp;Nouveau webhook…</translation>
    </message>
    <message>
        <source>&amp;Delete webhook…</source>
        <translation>&amp;Supprimer le webhook…</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>The service sends events, such as a payment received, to these addresses.</source>
        <translation>Le service envoie des événements, comme un paiement reçu, à ces adresses.</translation>
    </message>
    <message>
        <source>Showing the list kept on this computer.</source>
        <translation>Affichage de la liste conservée sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The list of webhooks could not be read: %1.</source>
        <translation>La liste des webhooks n&apos;a pas pu être lue : %1.</translation>
    </message>
    <message>
        <source>No copy could be kept on this computer: %1</source>
        <translation>Aucune copie n&apos;a pu être conservée sur cet ordinateur : %1</translation>
    </message>
    <message>
        <source>This service does not list webhooks; the ones created here are shown.</source>
        <translation>Ce service ne liste pas les webhooks ; ceux créés ici sont affichés.</translation>
    </message>
    <message>
        <source>Could not load the webhooks: %1</source>
        <translation>Impossible de charger les webhooks : %1</translation>
    </message>
    <message>
        <source>&amp;Webhooks</source>
        <translation>&amp;Webhooks</translation>
    </message>
    <message>
        <source>Webhook to %1 created.</source>
        <translation>Webhook vers %1 créé.</translation>
    </message>
    <message>
        <source>Delete webhook</source>
        <translation>Supprimer le webhook</translation>
    </message>
    <message>
        <source>Delete the webhook to %1? The service stops sending events there.</source>
        <translation>Supprimer le webhook vers %1 ? Le service n&apos;y enverra plus d&apos;événements.</translation>
    </message>
    <message>
        <source>Webhook to %1 deleted.</source>
        <translation>Webhook vers %1 supprimé.</translation>
    </message>
    <message>
        <source>The webhook to %1 no longer existed on the service.</source>
        <translation>Le webhook vers %1 n&apos;existait plus sur le service.</translation>
    </message>
    <message>
        <source>The webhook was not deleted: %1</source>
        <translation>Le webhook n&apos;a pas été supprimé : %1</translation>
    </message>
    <message>
        <source>The webhook&apos;s details could not be read: %1.</source>
        <translation>Les détails du webhook n&apos;ont pas pu être lus : %1.</translation>
    </message>
    <message>
        <source>Could not load the webhook&apos;s details: %1</source>
        <translation>Impossible de charger les détails du webhook : %1</translation>
    </message>
    <message>
        <source>No webhooks yet. Create one with “New webhook”.</source>
        <translation>Aucun webhook pour l&apos;instant. Créez-en un avec « Nouveau webhook ».</translation>
    </message>
    <message>
        <source>Select a webhook to see its details.</source>
        <translation>Sélectionnez un webhook pour voir ses détails.</translation>
    </message>
    <message>
        <source>No delivery yet</source>
        <translation>Aucune livraison pour l&apos;instant</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Target URL</source>
        <translation>URL cible</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Latest delivery</source>
        <translation>Dernière livraison</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Signature key</source>
        <translation>Clé de signature</translation>
    </message>
    <message>
        <source>Shown only once, when the webhook is created.</source>
        <translation>Affichée une seule fois, à la création du webhook.</translation>
    </message>
</context>
<context>
    <name>XlsxNumbers</name>
    <message>
        <source>%1 could not be read again: %2</source>
        <translation>%1 n&apos;a pas pu être relu : %2</translation>
    </message>
    <message>
        <source>%1 could not be finished: its numbers could not be rewritten.</source>
        <translation>%1 n&apos;a pas pu être terminé : ses nombres n&apos;ont pas pu être réécrits.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>ZeroRateClassMenu</name>
    <message>
        <source>Export of goods (220)</source>
        <translation>Exportation de biens (220)</translation>
    </message>
    <message>
        <source>Service abroad (221)</source>
        <translation>Prestation à l&apos;étranger (221)</translation>
    </message>
    <message>
        <source>Excluded from the tax (230)</source>
        <translation>Exclu du champ de l&apos;impôt (230)</translation>
    </message>
    <message>
        <source>No consideration (not in 200)</source>
        <translation>Non-contre-prestation (pas dans 200)</translation>
    </message>
</context>
</TS>
