#include "documents/DocumentEditorController.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/FieldMessages.h"
#include "api/JsonReader.h"
#include "domain/DocumentRules.h"
#include "domain/DocumentSummary.h"
#include "records/ReferenceData.h"
#include "store/DocumentStore.h"

#include <QJsonArray>

DocumentEditorController::DocumentEditorController(
    ApiClient *client, const QString &dataDir, const QString &accountUuid, DocumentKind kind, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(dataDir)
    , m_accountUuid(accountUuid)
    , m_kind(kind)
    , m_reference(ReferenceData::shared(client, dataDir, accountUuid))
{ }

DocumentEditorController::~DocumentEditorController() = default;

std::shared_ptr<const ReferenceSnapshot> DocumentEditorController::reference() const
{
    return m_reference->snapshot();
}

QString DocumentEditorController::bodyKeyOf(QString field)
{
    if (field.startsWith(QLatin1String("documents.0.")))
        field = field.mid(12);
    else if (field.startsWith(QLatin1String("document.")))
        field = field.mid(9);
    return field;
}

void DocumentEditorController::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

// ---- defaults ----------------------------------------------------------------------------------------

DocumentDraft DocumentEditorController::newDocument(const QDate &today, const QString &language) const
{
    DocumentDraft d;
    d.kind = m_kind;
    d.date = today;
    if (DocumentRules::hasValidUntil(m_kind))
        d.validUntilDate = DocumentRules::defaultValidUntil(today);
    if (DocumentRules::hasDeliveryDate(m_kind))
        d.deliveryDate = today;
    if (DocumentRules::hasDueDate(m_kind))
        d.dueDate = dueDate(today, std::nullopt);
    if (DocumentRules::isRecurring(m_kind))
        d.endDate = QDate();
    d.terms = defaultTerms(language);
    if (DocumentRules::hasPaymentInstructions(m_kind))
        d.iban = defaultIban(d.currency);
    return d;
}

QDate DocumentEditorController::dueDate(
    const QDate &date, const std::optional<QJsonObject> &receiverRecord) const
{
    return DocumentRules::dueDateFromTerms(date,
        receiverRecord ? JsonReader::integer(*receiverRecord, QLatin1String("payment_terms")) : std::nullopt,
        JsonReader::integer(reference()->conditions, QLatin1String("paymentTerms")));
}

QString DocumentEditorController::receiverCurrency(const std::optional<QJsonObject> &receiverRecord)
{
    return receiverRecord ? receiverRecord->value(QLatin1String("currency_code")).toString() : QString();
}

QString DocumentEditorController::defaultTerms(const QString &language) const
{
    return reference()
        ->defaultConditions.value(language)
        .toObject()
        .value(QLatin1String("defaultConditions"))
        .toString();
}

QString DocumentEditorController::defaultIban(const QString &currency) const
{
    QString chosen;
    int best = -1;
    for (const QJsonObject &account : reference()->bankAccounts) {
        if (!JsonReader::boolean(account, QLatin1String("isActive"), true))
            continue;
        const int score = (account.value(QLatin1String("currencyCode")).toString() == currency ? 2 : 0)
            + (JsonReader::boolean(account, QLatin1String("isDefault")) ? 1 : 0);
        if (score > best) {
            best = score;
            chosen = account.value(QLatin1String("iban")).toString();
        }
    }
    return chosen;
}

qint64 DocumentEditorController::newLineVatBasisPoints() const
{
    QHash<qint64, int> uses;
    for (const QJsonObject &product : reference()->products) {
        if (!JsonReader::boolean(product, QLatin1String("isActive"), true))
            continue;
        if (const std::optional<qint64> rate = JsonReader::scaled(product, QLatin1String("taxRate")))
            ++uses[*rate];
    }
    qint64 best = standardVatBasisPoints;
    int bestUses = 0;
    for (auto it = uses.cbegin(); it != uses.cend(); ++it) {
        if (it.value() > bestUses || (it.value() == bestUses && it.key() > best)) {
            best = it.key();
            bestUses = it.value();
        }
    }
    return best;
}

// ---- loading -----------------------------------------------------------------------------------------

namespace {

// The spec's isCancelled, or the receipts' cancelled.
bool isCancelledDetail(const QJsonObject &detail)
{
    return JsonReader::boolean(
        detail, QLatin1String("isCancelled"), JsonReader::boolean(detail, QLatin1String("cancelled")));
}

} // namespace

void DocumentEditorController::load(const QString &uuid)
{
    m_uuid = uuid;
    const auto fallBack = [this](const ApiError &why) {
        setState(State::Idle);
        // The local copy lets one at least see the document; saving checks with the service again.
        const QJsonObject detail =
            QJsonDocument::fromJson(DocumentStore(m_dataDir, m_accountUuid).detail(m_kind, m_uuid)).object();
        if (detail.isEmpty()) {
            emit loadFailed(why);
            return;
        }
        const DocumentDraft draft = DocumentDraft::fromDetail(m_kind, detail);
        m_loadedUpdatedAt = draft.updatedAt;
        m_cancelled = isCancelledDetail(detail);
        emit loadedFromLocalCopy(draft, why);
    };
    setState(State::Loading);
    if (!m_client) {
        // Like every answer, after load() returned: whoever just asked can still connect.
        QMetaObject::invokeMethod(
            this, [fallBack] { fallBack(ApiError(ApiError::Kind::Offline)); }, Qt::QueuedConnection);
        return;
    }
    ApiJob *job = DocumentsApi(m_client).get(m_kind, uuid, this);
    connect(job, &ApiJob::succeeded, this, [this, fallBack](const QJsonDocument &answer) {
        const auto detail = JsonReader::singleFromEnvelope(answer);
        if (!detail) {
            fallBack(ApiError(ApiError::Kind::Malformed));
            return;
        }
        setState(State::Idle);
        const DocumentDraft draft = DocumentDraft::fromDetail(m_kind, *detail);
        m_loadedUpdatedAt = draft.updatedAt;
        m_cancelled = isCancelledDetail(*detail);
        emit loaded(draft);
    });
    connect(job, &ApiJob::failed, this, fallBack);
}

// ---- saving ------------------------------------------------------------------------------------------

void DocumentEditorController::save(const DocumentDraft &draft)
{
    if (isBusy())
        return;
    if (m_cancelled) {
        // A cancelled document stays as it was cancelled; nothing is sent.
        emit invalid({{QString(), tr("A cancelled document cannot be changed."),
            tr("A cancelled document cannot be changed.")}});
        return;
    }
    if (!m_client) {
        emit saveFailed(ApiError(ApiError::Kind::Offline));
        return;
    }
    const QList<DocumentProblem> problems = draft.validate();
    if (!problems.isEmpty()) {
        emit invalid(problems);
        return;
    }
    if (m_uuid.isEmpty())
        send(draft);
    else
        checkThenUpdate(draft);
}

void DocumentEditorController::checkThenUpdate(const DocumentDraft &draft)
{
    setState(State::Checking);
    ApiJob *job = DocumentsApi(m_client).get(m_kind, m_uuid, this);
    connect(job, &ApiJob::succeeded, this, [this, draft](const QJsonDocument &answer) {
        const auto detail = JsonReader::singleFromEnvelope(answer);
        const QDateTime updated =
            detail ? JsonReader::dateTime(*detail, QLatin1String("updatedAt")) : QDateTime();
        if (updated.isValid() && m_loadedUpdatedAt.isValid() && updated != m_loadedUpdatedAt) {
            setState(State::Idle);
            emit conflict(DocumentDraft::fromDetail(m_kind, *detail));
            return;
        }
        send(draft);
    });
    connect(job, &ApiJob::failed, this, &DocumentEditorController::handleSaveFailed);
}

void DocumentEditorController::overwrite(const DocumentDraft &draft, const DocumentDraft &serviceVersion)
{
    m_loadedUpdatedAt = serviceVersion.updatedAt;
    save(draft);
}

void DocumentEditorController::adopt(const DocumentDraft &serviceVersion)
{
    m_loadedUpdatedAt = serviceVersion.updatedAt;
}

void DocumentEditorController::send(const DocumentDraft &draft)
{
    setState(State::Saving);
    const QJsonDocument document(
        QJsonObject {{QStringLiteral("documents"), QJsonArray {draft.toBodyElement()}}});
    ApiJob *job = m_uuid.isEmpty()
        ? m_client->send(ApiClient::Method::Post, m_client->accountPath(DocumentsApi::collectionPath(m_kind)),
            document, {}, this)
        : m_client->send(ApiClient::Method::Patch,
            m_client->accountPath(DocumentsApi::documentPath(m_kind, m_uuid)), document, {}, this);
    const qint64 sentTotal = draft.totals().totalMinor;
    connect(job, &ApiJob::succeeded, this,
        [this, sentTotal](const QJsonDocument &answer) { handleSaved(answer, sentTotal); });
    connect(job, &ApiJob::failed, this, &DocumentEditorController::handleSaveFailed);
}

void DocumentEditorController::handleSaved(const QJsonDocument &answer, qint64 sentTotalMinor)
{
    setState(State::Idle);
    const auto detail = JsonReader::singleFromEnvelope(answer);
    const auto summary = detail ? documentSummaryFromJson(m_kind, *detail) : std::nullopt;
    if (!summary) {
        emit acceptedUnreadable();
        return;
    }
    // The local copy gets the service's version at once, so lists and the offline editor show it.
    DocumentStore store(m_dataDir, m_accountUuid);
    const bool stored = store.upsert({*summary})
        && store.saveDetail(m_kind, summary->uuid, QJsonDocument(*detail).toJson(QJsonDocument::Compact));
    m_uuid = summary->uuid;
    const DocumentDraft result = DocumentDraft::fromDetail(m_kind, *detail);
    m_loadedUpdatedAt = result.updatedAt;
    emit saved(result, summary->totalMinor, sentTotalMinor, stored ? QString() : store.errorString());
}

void DocumentEditorController::handleSaveFailed(const ApiError &error)
{
    setState(State::Idle);
    if (error.kind() == ApiError::Kind::Validation && !error.fieldErrors().isEmpty()) {
        QHash<QString, QString> fields;
        const QHash<QString, QString> messages = fieldMessages(error);
        for (auto it = messages.cbegin(); it != messages.cend(); ++it) {
            QString &message = fields[bodyKeyOf(it.key())];
            const QString &text = it.value();
            message = message.isEmpty() ? text : message + QLatin1Char(' ') + text;
        }
        emit rejected(fields);
        return;
    }
    emit saveFailed(error);
}
