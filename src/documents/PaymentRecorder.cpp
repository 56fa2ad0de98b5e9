#include "documents/PaymentRecorder.h"

#include "api/ApiJob.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "base/AsyncRun.h"
#include "documents/DocumentActionsApi.h"
#include "domain/DocumentSummary.h"
#include "domain/Money.h"
#include "store/PaymentLog.h"
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

void PaymentRecorder::setLocalCopy(const QString &dataDir, const QString &accountUuid)
{
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
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
        m_number = result.number;
        m_currency = result.currency;
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
    if (!m_client || m_currency.isEmpty())
        return false;
    ++m_busy;
    ApiJob *job = DocumentActionsApi(m_client).perform(
        DocumentKind::Invoice, m_uuid, QStringLiteral("paymentAdd"), input.body(), this);
    const qint64 amount = input.amountMinor;
    PaymentRecord payment;
    payment.invoiceUuid = m_uuid;
    payment.invoiceNumber = m_number;
    payment.date = input.date;
    payment.amountMinor = input.amountMinor;
    payment.currency = m_currency;
    payment.bankAccountUuid = input.bankAccountUuid;
    payment.reference = input.reference.trimmed();
    payment.source = PaymentRecord::Source::Dialog;
    connect(job, &ApiJob::succeeded, this, [this, amount, payment](const QJsonDocument &) {
        if (m_dataDir.isEmpty()) {
            --m_busy;
            emit recorded(amount);
            return;
        }
        asyncRun(
            this,
            [dataDir = m_dataDir, account = m_accountUuid, payment] {
                PaymentLog log(dataDir, account);
                return log.add(payment) ? QString() : log.errorString();
            },
            [this, amount](const QString &error) {
                --m_busy;
                if (!error.isEmpty())
                    emit historyNotKept(error);
                emit recorded(amount);
            });
    });
    connect(job, &ApiJob::failed, this, [this](const ApiError &error) {
        --m_busy;
        emit refused(error);
    });
    return true;
}
