#pragma once

#include "api/ApiClient.h"
#include "api/ApiError.h"
#include "documents/DocumentDraft.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSharedPointer>
#include <QString>

#include <optional>

class ReferenceData;
struct ReferenceSnapshot;

// The work behind the editor of one document, without any widget: loading (the service first, the
// local copy when the service cannot be reached), the defaults of a new document, the check whether the
// document changed on the service since it was loaded, saving (POST or PATCH), writing the answer back
// to the local copy, and the service's field errors named by the editor's field paths. The editor only
// shows its signals and asks the user. The reference data (addresses, products, bank accounts,
// conditions) comes from the session's shared ReferenceData.
class DocumentEditorController : public QObject
{
    Q_OBJECT

public:
    enum class State {
        Idle,
        Loading,
        Checking, // asking the service whether the document changed since it was loaded
        Saving, // the create or update is on its way
    };
    Q_ENUM(State)

    // `client` may be null (not connected): the local copy is read, nothing is sent.
    DocumentEditorController(ApiClient *client, const QString &dataDir, const QString &accountUuid,
        DocumentKind kind, QObject *parent = nullptr);
    ~DocumentEditorController() override;

    DocumentKind kind() const { return m_kind; }
    // Empty until a document is loaded or a new one saved.
    QString uuid() const { return m_uuid; }
    // The service's updatedAt of what was loaded (or saved) last.
    QDateTime loadedUpdatedAt() const { return m_loadedUpdatedAt; }
    State state() const { return m_state; }
    // The loaded document is cancelled: it is shown read-only and save() sends nothing.
    bool isCancelled() const { return m_cancelled; }
    bool isBusy() const { return m_state != State::Idle; }
    bool isConnected() const { return m_client != nullptr; }
    ReferenceData *referenceData() const { return m_reference.data(); }
    // What the reference data holds now (empty until it is ready).
    std::shared_ptr<const ReferenceSnapshot> reference() const;

    // The body key of a field path in a 422 answer ("documents.0.receiver.companyUuid" ->
    // "receiver.companyUuid").
    static QString bodyKeyOf(QString field);

    // ---- defaults -----------------------------------------------------------------------------------
    // A new document dated `today`: its dates, the due date the account's terms give, the currency, the
    // texts in `language` and the bank account for its currency.
    DocumentDraft newDocument(const QDate &today, const QString &language) const;
    // The due date of a document dated `date`: the receiver's payment terms, else the account's; invalid
    // when neither has terms (never the document's own date).
    QDate dueDate(const QDate &date, const std::optional<QJsonObject> &receiverRecord) const;
    // The currency the receiver's address asks for; empty when it names none.
    static QString receiverCurrency(const std::optional<QJsonObject> &receiverRecord);
    // The account's default terms text in `language` ("de", "fr", ...); empty when none.
    QString defaultTerms(const QString &language) const;
    // The IBAN a new document in `currency` gets: the default account in that currency, else any active
    // one in it, else the default one; empty without bank accounts.
    QString defaultIban(const QString &currency) const;
    // The VAT rate of a new free line: the rate most of the account's active products carry, the Swiss
    // standard rate without products (never the rate of some other line).
    qint64 newLineVatBasisPoints() const;
    static constexpr qint64 standardVatBasisPoints = 810; // 8.1 %, Switzerland's standard rate since 2024

    // ---- loading and saving -------------------------------------------------------------------------
    // Loads the document: loaded() from the service, loadedFromLocalCopy() when the service could not
    // be asked but the local copy has it, else loadFailed(); always after load() returned.
    void load(const QString &uuid);
    // Sends `draft` if it is valid: a new document is created, an existing one first checked against
    // the service (conflict() when another writer changed it since it was loaded; nothing is sent), then
    // updated. Ends with saved(), invalid(), rejected(), acceptedUnreadable() or saveFailed().
    void save(const DocumentDraft &draft);
    // After conflict(): save `draft` over the service's version `serviceVersion`.
    void overwrite(const DocumentDraft &draft, const DocumentDraft &serviceVersion);
    // After conflict(): the service's version is what the editor shows now.
    void adopt(const DocumentDraft &serviceVersion);

signals:
    void stateChanged(DocumentEditorController::State state);
    void loaded(const DocumentDraft &draft);
    // The service could not be asked (`why`); the draft is the local copy's, perhaps not the newest.
    void loadedFromLocalCopy(const DocumentDraft &draft, const ApiError &why);
    void loadFailed(const ApiError &error);

    // Problems found before sending; nothing was sent.
    void invalid(const QList<DocumentProblem> &problems);
    // The document changed on the service since it was loaded; nothing was sent.
    void conflict(const DocumentDraft &serviceVersion);
    // The service refused the document (422): the messages by body key ("title", "positions.0.quantity").
    void rejected(const QHash<QString, QString> &fieldErrors);
    void saveFailed(const ApiError &error);
    // The service said yes but its answer holds no document: saving again could make a second one.
    void acceptedUnreadable();
    // Saved: `draft` is the service's version. `serviceTotalMinor` is its total (the sent draft's was
    // `sentTotalMinor`); `storeError` is set when the local copy could not be updated.
    void saved(const DocumentDraft &draft, qint64 serviceTotalMinor, qint64 sentTotalMinor,
        const QString &storeError);

private:
    void setState(State state);
    void checkThenUpdate(const DocumentDraft &draft);
    void send(const DocumentDraft &draft);
    void handleSaved(const QJsonDocument &answer, qint64 sentTotalMinor);
    void handleSaveFailed(const ApiError &error);

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    DocumentKind m_kind;
    QSharedPointer<ReferenceData> m_reference;
    QString m_uuid;
    QDateTime m_loadedUpdatedAt;
    bool m_cancelled = false;
    State m_state = State::Idle;
};
