#include "documents/PaymentRecorder.h"

#include "api/ApiJob.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/DocumentActionsApi.h"
#include "domain/DocumentSummary.h"
#include "domain/Money.h"
#include "store/RecordStore.h"

QJsonObject PaymentInput::body() const
{
    QJsonObject o;
    o.insert(QStringLiteral("amount"), Money::toDecimalString(amountMinor).toDouble());
    o.insert(QStringLiteral("date"), date.toString(Qt::ISODate));
    if (!bankAccountUuid.isEmpty())
        o.insert(QStringLiteral("bankAccountUuid"), bankAccountUuid);
    if (!reference.trimmed().isEmpty())
        o.insert(QStringLiteral("reference"), reference.trimmed());
    return o;
}

PaymentRecorder::PaymentRecorder(ApiClient *client, QString uuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_uuid(std::move(uuid))
{ }

QList<PaymentBankAccount> PaymentRecorder::bankAccounts(const QString &dataDir, const QString &accountUuid)
{
    QList<PaymentBankAccount> accounts;
    if (dataDir.isEmpty())
        return accounts;
    const RecordStore store(dataDir, accountUuid);
    for (const QJsonObject &account : store.loadAll(QStringLiteral("bankAccounts"))) {
        if (!JsonReader::boolean(account, QLatin1String("isActive"), true))
            continue;
        accounts.append({JsonReader::string(account, QLatin1String("uuid")),
            JsonReader::string(account, QLatin1String("name")),
            JsonReader::string(account, QLatin1String("iban")),
            JsonReader::string(account, QLatin1String("currencyCode")),
            JsonReader::boolean(account, QLatin1String("isDefault"))});
    }
    return accounts;
}

int PaymentRecorder::likelyAccount(const QList<PaymentBankAccount> &accounts, const QString &currency)
{
    int best = -1;
    int bestScore = -1;
    for (int i = 0; i < accounts.size(); ++i) {
        const int score = (accounts.at(i).currency == currency ? 2 : 0) + (accounts.at(i).isDefault ? 1 : 0);
        if (score > bestScore) {
            bestScore = score;
            best = i;
        }
    }
    return best;
}

bool PaymentRecorder::load()
{
    if (!m_client)
        return false;
    ++m_busy;
    ApiJob *job = DocumentsApi(m_client).get(DocumentKind::Invoice, m_uuid, this);
    connect(job, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        --m_busy;
        const auto document = JsonReader::singleFromEnvelope(answer);
        const auto invoice =
            document ? documentSummaryFromJson(DocumentKind::Invoice, *document) : std::nullopt;
        if (!invoice || !invoice->openMinor) {
            emit openAmountMissing();
            return;
        }
        PaymentInvoice result;
        result.uuid = m_uuid;
        result.number = invoice->number.isEmpty() ? m_uuid.left(8) : invoice->number;
        result.receiverName = invoice->receiverName;
        result.currency = invoice->currency;
        result.totalMinor = invoice->totalMinor;
        result.openMinor = *invoice->openMinor;
        emit loaded(result);
    });
    connect(job, &ApiJob::failed, this, [this](const ApiError &error) {
        --m_busy;
        emit loadFailed(error);
    });
    return true;
}

bool PaymentRecorder::record(const PaymentInput &input)
{
    if (!m_client)
        return false;
    ++m_busy;
    ApiJob *job = DocumentActionsApi(m_client).perform(
        DocumentKind::Invoice, m_uuid, QStringLiteral("paymentAdd"), input.body(), this);
    const qint64 amount = input.amountMinor;
    connect(job, &ApiJob::succeeded, this, [this, amount](const QJsonDocument &) {
        --m_busy;
        emit recorded(amount);
    });
    connect(job, &ApiJob::failed, this, [this](const ApiError &error) {
        --m_busy;
        emit refused(error);
    });
    return true;
}
