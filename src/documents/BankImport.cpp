#include "documents/BankImport.h"

#include "api/ApiJob.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "api/ResourceApi.h"
#include "base/AsyncRun.h"
#include "documents/BatchTracker.h"
#include "documents/DocumentActionsApi.h"
#include "documents/PaymentRecorder.h"
#include "domain/DocumentSummary.h"
#include "domain/Money.h"
#include "store/DocumentStore.h"
#include "store/PaymentLog.h"
#include "store/RecordStore.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QUrlQuery>

#include <algorithm>
#include <memory>

struct BankImport::Prepared
{
    CamtFile file;
    QString error;
    QList<OpenInvoice> invoices;
    QSet<QString> withoutReference; // open invoices with no reference stored (or no detail at all)
    QHash<QString, QString> accountByIban; // IBAN or QR-IBAN, normalised -> bank account uuid
    QHash<QString, PaymentRecord> claims; // the bank entries booked before (or sent, answer lost)
    QHash<QString, QByteArray> fetched; // the invoices fetched fresh, kept as their stored detail
};

namespace {

constexpr int FetchesAtOnce = 4;

QString plainIban(const QString &iban)
{
    QString s = iban;
    s.remove(QLatin1Char(' '));
    return s.toUpper();
}

// The invoice's payment reference in a single-document answer ("paymentInstrucations" is the spec's
// spelling), normalised.
QString referenceOf(const QJsonObject &document)
{
    QJsonObject payment = document.value(QLatin1String("paymentInstrucations")).toObject();
    if (payment.isEmpty())
        payment = document.value(QLatin1String("paymentInstructions")).toObject();
    return PaymentReference::normalised(JsonReader::string(payment, QLatin1String("reference")));
}

} // namespace

BankImport::BankImport(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
{ }

void BankImport::open(const QString &path)
{
    if (m_busy)
        return;
    m_busy = true;
    m_fileName = QFileInfo(path).fileName();
    m_rows.clear();
    if (!m_client) {
        prepare(path, std::nullopt);
        return;
    }
    // The bank accounts fresh from the service (a few): the file's IBAN is checked against them. Without
    // an answer, the local copy's.
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("limit"), QStringLiteral("500"));
    ApiJob *job = ResourceApi(m_client, Resource::BankAccounts).list(query, this);
    connect(job, &ApiJob::succeeded, this,
        [this, path](const QJsonDocument &answer) { prepare(path, ResourceApi::recordsFromAnswer(answer)); });
    connect(job, &ApiJob::failed, this, [this, path](const ApiError &) { prepare(path, std::nullopt); });
}

void BankImport::prepare(const QString &path, const std::optional<QList<QJsonObject>> &bankAccounts)
{
    asyncRun(
        this,
        [path, dataDir = m_dataDir, account = m_accountUuid, bankAccounts] {
            Prepared p;
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                p.error = tr("%1 cannot be read: %2").arg(QFileInfo(path).fileName(), f.errorString());
                return p;
            }
            p.file = CamtReader::read(&f);
            if (!p.file.isValid()) {
                p.error = tr("%1 is not a bank file InvoiceDesk reads (a camt.054 notification or camt.053 "
                             "statement): %2")
                              .arg(QFileInfo(path).fileName(),
                                  p.file.error.isEmpty() ? tr("no notification or statement in it.")
                                                         : p.file.error);
                return p;
            }
            if (dataDir.isEmpty()) {
                p.error = tr("There is no local copy of the account.");
                return p;
            }
            const QList<QJsonObject> banks = bankAccounts
                ? *bankAccounts
                : RecordStore(dataDir, account).loadAll(QStringLiteral("bankAccounts"));
            for (const QJsonObject &bank : banks) {
                // An inactive account is still the account's, but payments are not booked to it.
                const QString uuid = JsonReader::boolean(bank, QLatin1String("isActive"), true)
                    ? JsonReader::string(bank, QLatin1String("uuid"))
                    : QString();
                const QString iban = plainIban(JsonReader::string(bank, QLatin1String("iban")));
                const QString qrIban = plainIban(JsonReader::string(
                    bank.value(QLatin1String("qrBill")).toObject(), QLatin1String("qrIban")));
                if (!iban.isEmpty())
                    p.accountByIban.insert(iban, uuid);
                if (!qrIban.isEmpty())
                    p.accountByIban.insert(qrIban, uuid);
            }
            const DocumentStore store(dataDir, account);
            store.read(DocumentKind::Invoice, [&p, &store](const DocumentSummary &s) {
                if (s.cancelled || !s.openMinor)
                    return true;
                const bool paid = *s.openMinor <= 0;
                OpenInvoice invoice {s.uuid, s.number.isEmpty() ? s.uuid.left(8) : s.number, {}, s.currency,
                    std::max<qint64>(*s.openMinor, 0), s.receiverName, false};
                const QByteArray detail = store.detail(DocumentKind::Invoice, s.uuid);
                if (!detail.isEmpty())
                    invoice.reference = referenceOf(QJsonDocument::fromJson(detail).object());
                // A paid invoice only matters when a payment names its reference: it is then "already paid",
                // not "unmatched".
                if (paid && invoice.reference.isEmpty())
                    return true;
                if (invoice.reference.isEmpty())
                    p.withoutReference.insert(s.uuid);
                p.invoices << invoice;
                return true;
            });
            p.claims = PaymentLog(dataDir, account).claims();
            return p;
        },
        [this](const Prepared &p) {
            if (!p.error.isEmpty()) {
                m_busy = false;
                emit failed(p.error);
                return;
            }
            refresh(p);
        });
}

void BankImport::refresh(const Prepared &prepared)
{
    // Fresh from the service: the invoices the file's references name, and, when a reference is among
    // none of the stored ones, the open invoices without a stored reference (it may have been given
    // since their detail was stored).
    QSet<QString> references;
    for (const CamtEntry &e : prepared.file.entries) {
        if (e.isPayment() && !e.reference.isEmpty())
            references.insert(e.reference);
    }
    QSet<QString> known;
    QStringList fetch;
    for (const OpenInvoice &invoice : prepared.invoices) {
        known.insert(invoice.reference);
        if (!invoice.reference.isEmpty() && references.contains(invoice.reference))
            fetch << invoice.uuid;
    }
    if (!known.contains(references))
        fetch += QStringList(prepared.withoutReference.cbegin(), prepared.withoutReference.cend());
    if (fetch.isEmpty() || !m_client) {
        match(prepared);
        return;
    }
    auto state = std::make_shared<Prepared>(prepared);
    auto queue = std::make_shared<QStringList>(fetch);
    auto running = std::make_shared<int>(0);
    QHash<QString, int> indexOf;
    for (int i = 0; i < prepared.invoices.size(); ++i)
        indexOf.insert(prepared.invoices.at(i).uuid, i);
    // Each call ends in a callback that runs `next` again; the callbacks hold it, it holds itself only
    // weakly, so it goes with the last of them.
    auto next = std::make_shared<std::function<void()>>();
    *next = [this, state, queue, running, indexOf, weak = std::weak_ptr<std::function<void()>>(next)] {
        const std::shared_ptr<std::function<void()>> self = weak.lock();
        while (*running < FetchesAtOnce && !queue->isEmpty() && m_client) {
            const QString uuid = queue->takeFirst();
            ++*running;
            ApiJob *job = DocumentsApi(m_client).get(DocumentKind::Invoice, uuid, this);
            const int index = indexOf.value(uuid, -1);
            connect(
                job, &ApiJob::succeeded, this, [state, index, running, self](const QJsonDocument &answer) {
                    --*running;
                    const auto document = JsonReader::singleFromEnvelope(answer);
                    const auto summary =
                        document ? documentSummaryFromJson(DocumentKind::Invoice, *document) : std::nullopt;
                    if (summary && index >= 0) {
                        state->fetched.insert(
                            summary->uuid, QJsonDocument(*document).toJson(QJsonDocument::Compact));
                        OpenInvoice &invoice = state->invoices[index];
                        invoice.reference = referenceOf(*document);
                        invoice.openMinor = summary->openMinor.value_or(invoice.openMinor);
                        invoice.cancelled = summary->cancelled;
                        if (!summary->currency.isEmpty())
                            invoice.currency = summary->currency;
                    }
                    (*self)();
                });
            // The stored figures stay: the booking itself is checked by the service.
            connect(job, &ApiJob::failed, this, [running, self](const ApiError &) {
                --*running;
                (*self)();
            });
        }
        if (*running == 0)
            match(*state);
    };
    (*next)();
}

void BankImport::match(const Prepared &prepared)
{
    asyncRun(
        this,
        [prepared, dataDir = m_dataDir, account = m_accountUuid] {
            // The answers fetched are the service's current copy: kept, so the next import knows their
            // references without asking (the detail pane shows them too).
            if (!prepared.fetched.isEmpty()) {
                DocumentStore store(dataDir, account);
                for (auto it = prepared.fetched.cbegin(); it != prepared.fetched.cend(); ++it)
                    (void)store.saveDetail(DocumentKind::Invoice, it.key(), it.value());
            }
            QList<CamtEntry> entries = prepared.file.entries;
            for (CamtEntry &e : entries) {
                const QString iban = plainIban(e.accountIban);
                if (e.problem.isEmpty() && !iban.isEmpty() && !prepared.accountByIban.contains(iban))
                    e.problem = tr("Line %1: the file is about the account %2, which is not one of this "
                                   "account's bank accounts.")
                                    .arg(e.line)
                                    .arg(iban);
            }
            const QList<QString> claimedKeys = prepared.claims.keys();
            const QList<PaymentMatch> matches = PaymentMatcher::match(
                entries, prepared.invoices, QSet<QString>(claimedKeys.cbegin(), claimedKeys.cend()));
            QHash<QString, const OpenInvoice *> byUuid;
            for (const OpenInvoice &invoice : prepared.invoices)
                byUuid.insert(invoice.uuid, &invoice);
            QList<BankImportRow> rows;
            rows.reserve(entries.size());
            for (int i = 0; i < entries.size(); ++i) {
                BankImportRow row;
                row.entry = entries.at(i);
                row.match = matches.at(i);
                row.bankAccountUuid = prepared.accountByIban.value(plainIban(row.entry.accountIban));
                QStringList numbers;
                for (const QString &uuid : std::as_const(row.match.invoices)) {
                    if (const OpenInvoice *invoice = byUuid.value(uuid))
                        numbers << invoice->number;
                }
                row.invoiceNumber = numbers.join(QStringLiteral(", "));
                if (row.match.invoices.size() == 1) {
                    row.invoiceUuid = row.match.invoices.first();
                    if (const OpenInvoice *invoice = byUuid.value(row.invoiceUuid))
                        row.customerName = invoice->customerName;
                }
                switch (row.match.kind) {
                case PaymentMatch::Kind::Matched:
                case PaymentMatch::Kind::Partial:
                case PaymentMatch::Kind::Suggested:
                    row.bookMinor = row.entry.amountMinor;
                    break;
                case PaymentMatch::Kind::Overpaid:
                    row.bookMinor = row.match.openBefore;
                    break;
                case PaymentMatch::Kind::AlreadyBooked: {
                    // The invoice it was booked for, as the local copy keeps it.
                    const PaymentRecord before = prepared.claims.value(PaymentMatcher::bookingKey(row.entry));
                    row.invoiceNumber = before.invoiceNumber;
                    if (before.state == PaymentRecord::State::Sending)
                        row.match.reason = tr("Sent by an earlier import whose answer was lost: check the "
                                              "invoice's open amount. It is not sent again.");
                    break;
                }
                default:
                    break;
                }
                rows << row;
            }
            return rows;
        },
        [this, prepared](const QList<BankImportRow> &rows) {
            m_file = prepared.file;
            m_file.entries.clear();
            m_rows = rows;
            m_busy = false;
            emit ready();
        });
}

QList<int> BankImport::bookableRows(bool withSuggestions) const
{
    QList<int> list;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).canBook(withSuggestions))
            list << i;
    }
    return list;
}

QMap<QString, qint64> BankImport::totals(const QList<int> &rows) const
{
    QMap<QString, qint64> sums;
    for (const int row : rows) {
        if (row >= 0 && row < m_rows.size())
            sums[m_rows.at(row).entry.currency] += m_rows.at(row).bookMinor;
    }
    return sums;
}

void BankImport::book(const QList<int> &rows, BatchTracker *tracker)
{
    if (m_busy)
        return;
    m_busy = true;
    m_queue.clear();
    m_trackerItem.clear();
    QStringList labels;
    for (const int row : rows) {
        if (row < 0 || row >= m_rows.size() || !m_rows.at(row).canBook(true))
            continue;
        m_trackerItem.insert(row, int(labels.size()));
        labels << tr("%1: %2").arg(m_rows.at(row).invoiceNumber,
            Money::format(m_rows.at(row).bookMinor, m_rows.at(row).entry.currency));
        m_queue << row;
    }
    m_queueTotal = int(m_queue.size());
    m_booked = m_notBooked = 0;
    m_tracker = tracker;
    if (m_tracker)
        m_tracker->beginItems(labels);
    emit progress(0, m_queueTotal);
    bookNext();
}

void BankImport::settle(int row, BankImportRow::Outcome outcome, const QString &text)
{
    m_rows[row].outcome = outcome;
    m_rows[row].outcomeText = text;
    ++(outcome == BankImportRow::Outcome::Booked ? m_booked : m_notBooked);
    if (m_tracker)
        m_tracker->settle(m_trackerItem.value(row), outcome == BankImportRow::Outcome::Booked, text);
    emit rowChanged(row);
    emit progress(m_booked + m_notBooked, m_queueTotal);
    bookNext();
}

void BankImport::bookNext()
{
    if (m_queue.isEmpty()) {
        m_busy = false;
        emit bookingFinished(m_booked, m_notBooked);
        return;
    }
    const int row = m_queue.takeFirst();
    const BankImportRow &r = m_rows.at(row);
    if (!m_client) {
        settle(row, BankImportRow::Outcome::Failed, tr("The session was closed; nothing was sent."));
        return;
    }
    PaymentRecord payment;
    payment.invoiceUuid = r.invoiceUuid;
    payment.invoiceNumber = r.invoiceNumber;
    payment.date = r.entry.bookingDate.isValid() ? r.entry.bookingDate : r.entry.valueDate;
    if (!payment.date.isValid() || payment.date > QDate::currentDate())
        payment.date = QDate::currentDate();
    payment.amountMinor = r.bookMinor;
    payment.currency = r.entry.currency;
    payment.bankAccountUuid = r.bankAccountUuid;
    payment.reference = r.entry.reference;
    payment.source = PaymentRecord::Source::BankFile;
    payment.entryKey = PaymentMatcher::bookingKey(r.entry);
    asyncRun(
        this,
        [dataDir = m_dataDir, account = m_accountUuid, payment] {
            PaymentLog log(dataDir, account);
            if (log.claim(payment))
                return std::pair<int, QString>(0, QString());
            return std::pair<int, QString>(
                log.claimedEntries().contains(payment.entryKey) ? 1 : 2, log.errorString());
        },
        [this, row, payment](const std::pair<int, QString> &claimed) {
            if (claimed.first == 1) {
                settle(row, BankImportRow::Outcome::Skipped, tr("Booked by another import meanwhile."));
                return;
            }
            if (claimed.first == 2) {
                settle(row, BankImportRow::Outcome::Failed,
                    tr("Not sent: the local copy could not keep the entry (%1).").arg(claimed.second));
                return;
            }
            if (!m_client) {
                // Not sent: the claim goes again.
                asyncRun(
                    this,
                    [dataDir = m_dataDir, account = m_accountUuid, key = payment.entryKey] {
                        return PaymentLog(dataDir, account).release(key);
                    },
                    [this, row](bool) {
                        settle(row, BankImportRow::Outcome::Failed,
                            tr("The session was closed; nothing was sent."));
                    });
                return;
            }
            PaymentInput input;
            input.amountMinor = payment.amountMinor;
            input.date = payment.date;
            input.bankAccountUuid = payment.bankAccountUuid;
            input.reference = payment.reference;
            ApiJob *job = DocumentActionsApi(m_client).perform(
                DocumentKind::Invoice, payment.invoiceUuid, QStringLiteral("paymentAdd"), input.body(), this);
            connect(job, &ApiJob::succeeded, this, [this, row, payment](const QJsonDocument &) {
                asyncRun(
                    this,
                    [dataDir = m_dataDir, account = m_accountUuid, key = payment.entryKey] {
                        PaymentLog log(dataDir, account);
                        return log.confirm(key) ? QString() : log.errorString();
                    },
                    [this, row, payment](const QString &error) {
                        const QString booked = tr("Booked %1 on invoice %2.")
                                                   .arg(Money::format(payment.amountMinor, payment.currency),
                                                       payment.invoiceNumber);
                        settle(row, BankImportRow::Outcome::Booked,
                            error.isEmpty() ? booked
                                            : booked + QLatin1Char(' ')
                                    + tr("The local copy still counts it as sending: %1").arg(error));
                    });
            });
            connect(job, &ApiJob::failed, this, [this, row, payment](const ApiError &error) {
                // The service answered with a refusal, or the call never reached it: nothing was booked,
                // the claim goes. Without an answer it may have been booked: the claim stays.
                const bool refused = (error.httpStatus() >= 300 && error.httpStatus() <= 599)
                    || error.kind() == ApiError::Kind::Tls || error.kind() == ApiError::Kind::InsecureUrl
                    || error.kind() == ApiError::Kind::UnsupportedScheme
                    || error.kind() == ApiError::Kind::RedirectRefused
                    || error.kind() == ApiError::Kind::RedirectLoop;
                if (!refused) {
                    settle(row, BankImportRow::Outcome::AnswerLost,
                        tr("Sent, but the service's answer was lost (%1): check the open amount of invoice "
                           "%2. "
                           "The entry is not sent again.")
                            .arg(error.message(), payment.invoiceNumber));
                    return;
                }
                asyncRun(
                    this,
                    [dataDir = m_dataDir, account = m_accountUuid, key = payment.entryKey] {
                        return PaymentLog(dataDir, account).release(key);
                    },
                    [this, row, message = error.message()](bool) {
                        settle(row, BankImportRow::Outcome::Failed, tr("Not booked: %1").arg(message));
                    });
            });
        });
}
