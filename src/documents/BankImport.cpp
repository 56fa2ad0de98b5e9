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
#include "store/AccountFigures.h"
#include "store/DocumentStore.h"
#include "store/PaymentLog.h"
#include "store/RecordStore.h"
#include "store/StoreLogging.h"
#include "store/SyncState.h"

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
    QHash<QString, QDate> paidWithoutDetail; // paid invoices whose detail is not stored -> day last changed
    QHash<QString, QByteArray> fetched; // the invoices fetched fresh, kept as their stored detail
    ServicePayments payments; // of the invoices fetched fresh whose answer has `payments`
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

// The invoice of a single-document answer as the matcher reads it: open amount, reference and payments as
// the service has them now.
struct FreshInvoice : OpenInvoice
{
    std::optional<QList<ServicePayment>> payments; // nullopt: the answer has no `payments`
};

std::optional<FreshInvoice> invoiceFromAnswer(const QJsonDocument &answer, QByteArray *detail = nullptr)
{
    const auto document = JsonReader::singleFromEnvelope(answer);
    const auto summary = document ? documentSummaryFromJson(DocumentKind::Invoice, *document) : std::nullopt;
    if (!summary || !summary->openMinor)
        return std::nullopt;
    if (detail)
        *detail = QJsonDocument(*document).toJson(QJsonDocument::Compact);
    FreshInvoice invoice;
    invoice.uuid = summary->uuid;
    invoice.number = summary->number.isEmpty() ? summary->uuid.left(8) : summary->number;
    invoice.reference = referenceOf(*document);
    invoice.currency = summary->currency;
    invoice.openMinor = std::max<qint64>(*summary->openMinor, 0);
    invoice.customerName = summary->receiverName;
    invoice.cancelled = summary->cancelled;
    invoice.payments = PaymentMatcher::paymentsFromDocument(*document);
    return invoice;
}

QString describe(const ServicePayment &p, const QString &currency)
{
    return BankImport::tr("%1 on %2, reference %3")
        .arg(Money::format(p.amountMinor, currency), p.date.toString(Qt::ISODate), p.reference);
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
    openSource({path, QFileInfo(path).fileName(), {}});
}

void BankImport::openData(const QString &name, const QByteArray &bytes)
{
    openSource({{}, name, bytes});
}

void BankImport::openSource(const Source &source)
{
    if (m_busy)
        return;
    m_busy = true;
    m_fileName = source.name;
    m_rows.clear();
    if (!m_client) {
        prepare(source, std::nullopt);
        return;
    }
    // The bank accounts fresh from the service (a few): the file's IBAN is checked against them. Without
    // an answer, the local copy's.
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("limit"), QStringLiteral("500"));
    ApiJob *job = ResourceApi(m_client, Resource::BankAccounts).list(query, this);
    connect(job, &ApiJob::succeeded, this, [this, source](const QJsonDocument &answer) {
        prepare(source, ResourceApi::recordsFromAnswer(answer));
    });
    connect(job, &ApiJob::failed, this, [this, source](const ApiError &) { prepare(source, std::nullopt); });
}

void BankImport::prepare(const Source &source, const std::optional<QList<QJsonObject>> &bankAccounts)
{
    asyncRun(
        this,
        [source, dataDir = m_dataDir, account = m_accountUuid, bankAccounts] {
            Prepared p;
            if (source.path.isEmpty()) {
                p.file = CamtReader::read(source.bytes);
            } else {
                QFile f(source.path);
                if (!f.open(QIODevice::ReadOnly)) {
                    p.error = tr("%1 cannot be read: %2").arg(source.name, f.errorString());
                    return p;
                }
                p.file = CamtReader::read(&f);
            }
            if (!p.file.isValid()) {
                p.error = tr("%1 is not a bank file InvoiceDesk reads (a camt.054 notification or camt.053 "
                             "statement): %2")
                              .arg(source.name,
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
                // A paid invoice only matters when a payment names its reference: it is then "already paid"
                // (or booked by another copy), not "unmatched". Without its detail the reference is not known
                // here: fetched when the file names a reference none of the stored ones is.
                if (paid && detail.isEmpty()) {
                    p.paidWithoutDetail.insert(s.uuid, s.updatedAt.isValid() ? s.updatedAt.date() : QDate());
                    return true;
                }
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
    // since their detail was stored) and the paid invoices without a stored detail changed since the
    // file's first booking day (another copy may have paid them from this file); the invoices of entries
    // sent before whose answer was lost, to settle them.
    QSet<QString> references;
    QDate firstDay;
    for (const CamtEntry &e : prepared.file.entries) {
        if (e.isPayment() && !e.reference.isEmpty()) {
            references.insert(e.reference);
            const QDate day = PaymentMatcher::paymentDate(e);
            if (!firstDay.isValid() || day < firstDay)
                firstDay = day;
        }
    }
    QSet<QString> known;
    QStringList fetch;
    for (const OpenInvoice &invoice : prepared.invoices) {
        known.insert(invoice.reference);
        if (!invoice.reference.isEmpty() && references.contains(invoice.reference))
            fetch << invoice.uuid;
    }
    if (!known.contains(references)) {
        fetch += QStringList(prepared.withoutReference.cbegin(), prepared.withoutReference.cend());
        for (auto it = prepared.paidWithoutDetail.cbegin(); it != prepared.paidWithoutDetail.cend(); ++it) {
            if (!it.value().isValid() || !firstDay.isValid() || it.value() >= firstDay.addDays(-1))
                fetch << it.key();
        }
    }
    for (const CamtEntry &e : prepared.file.entries) {
        const auto claim = prepared.claims.constFind(PaymentMatcher::bookingKey(e));
        if (claim != prepared.claims.cend() && claim->state == PaymentRecord::State::Sending
            && !fetch.contains(claim->invoiceUuid))
            fetch << claim->invoiceUuid;
    }
    fetch.removeDuplicates();
    if (fetch.isEmpty() || !m_client) {
        match(prepared);
        return;
    }
    auto state = std::make_shared<Prepared>(prepared);
    auto queue = std::make_shared<QStringList>(fetch);
    auto running = std::make_shared<int>(0);
    // Each call ends in a callback that runs `next` again; the callbacks hold it, it holds itself only
    // weakly, so it goes with the last of them.
    auto next = std::make_shared<std::function<void()>>();
    *next = [this, state, queue, running, weak = std::weak_ptr<std::function<void()>>(next)] {
        const std::shared_ptr<std::function<void()>> self = weak.lock();
        while (*running < FetchesAtOnce && !queue->isEmpty() && m_client) {
            const QString uuid = queue->takeFirst();
            ++*running;
            ApiJob *job = DocumentsApi(m_client).get(DocumentKind::Invoice, uuid, this);
            connect(job, &ApiJob::succeeded, this, [state, running, self](const QJsonDocument &answer) {
                --*running;
                QByteArray detail;
                if (auto fresh = invoiceFromAnswer(answer, &detail)) {
                    state->fetched.insert(fresh->uuid, detail);
                    if (fresh->payments)
                        state->payments.insert(fresh->uuid, *fresh->payments);
                    else
                        state->payments.remove(fresh->uuid);
                    auto it = std::find_if(state->invoices.begin(), state->invoices.end(),
                        [&fresh](const OpenInvoice &i) { return i.uuid == fresh->uuid; });
                    OpenInvoice invoice = *fresh;
                    if (it == state->invoices.end()) {
                        state->invoices << invoice;
                    } else {
                        if (invoice.customerName.isEmpty())
                            invoice.customerName = it->customerName;
                        if (invoice.currency.isEmpty())
                            invoice.currency = it->currency;
                        *it = invoice;
                    }
                }
                (*self)();
            });
            // The stored figures stay: the booking itself is checked against the service.
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
            QHash<QString, const OpenInvoice *> byUuid;
            for (const OpenInvoice &invoice : prepared.invoices)
                byUuid.insert(invoice.uuid, &invoice);
            // A claim whose answer was lost (or whose import was killed before or after its request) is
            // settled against the invoice's payments at the service: booked there -> confirmed; not there
            // -> released, so the entry is matched and booked again; no payments shown -> left to check.
            QSet<QString> booked;
            QHash<QString, QString> settledText; // key -> why it counts as booked now
            QSet<QString> needsCheck;
            PaymentLog log(dataDir, account);
            for (auto it = prepared.claims.cbegin(); it != prepared.claims.cend(); ++it) {
                if (it->state == PaymentRecord::State::Booked)
                    booked.insert(it.key());
            }
            for (const CamtEntry &e : std::as_const(entries)) {
                const QString key = PaymentMatcher::bookingKey(e);
                const auto claim = prepared.claims.constFind(key);
                if (claim == prepared.claims.cend() || claim->state != PaymentRecord::State::Sending
                    || booked.contains(key) || needsCheck.contains(key))
                    continue;
                const OpenInvoice *invoice = byUuid.value(claim->invoiceUuid);
                const auto payments = prepared.payments.constFind(claim->invoiceUuid);
                if (!invoice || payments == prepared.payments.cend()) {
                    needsCheck.insert(key);
                    continue;
                }
                const int at = PaymentMatcher::bookedBefore(e, *payments, invoice->openMinor);
                if (at >= 0) {
                    if (log.confirm(key, payments->at(at).amountMinor)) {
                        booked.insert(key);
                        settledText.insert(key,
                            tr("Sent by an earlier import whose answer was lost; the service has it booked "
                               "on "
                               "the invoice %1 (%2): already booked, not sent again.")
                                .arg(invoice->number, describe(payments->at(at), e.currency)));
                    } else {
                        needsCheck.insert(key);
                    }
                } else if (!log.release(key)) {
                    needsCheck.insert(key);
                }
            }
            const QList<PaymentMatch> matches =
                PaymentMatcher::match(entries, prepared.invoices, booked, prepared.payments);
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
                    const QString key = PaymentMatcher::bookingKey(row.entry);
                    if (prepared.claims.contains(key)) {
                        row.invoiceNumber = prepared.claims.value(key).invoiceNumber;
                        row.invoiceUuid = prepared.claims.value(key).invoiceUuid;
                    }
                    if (settledText.contains(key))
                        row.match.reason = settledText.value(key);
                    break;
                }
                default:
                    break;
                }
                const QString key = PaymentMatcher::bookingKey(row.entry);
                if (needsCheck.contains(key) && row.match.kind != PaymentMatch::Kind::NotAPayment
                    && row.match.kind != PaymentMatch::Kind::DuplicateInFile) {
                    const PaymentRecord before = prepared.claims.value(key);
                    row.match.kind = PaymentMatch::Kind::NeedsCheck;
                    row.invoiceUuid = before.invoiceUuid;
                    row.invoiceNumber = before.invoiceNumber;
                    row.bookMinor = 0;
                    row.match.reason = tr(
                        "Sent by an earlier import whose answer was lost, and the service shows no payments "
                        "for the invoice %1: whether it was booked cannot be seen. Check the invoice's open "
                        "amount; the entry is not sent again.")
                                           .arg(before.invoiceNumber);
                }
                rows << row;
            }
            return rows;
        },
        [this, prepared](const QList<BankImportRow> &rows) {
            m_aboutThisAccount = prepared.file.entries.isEmpty();
            for (const CamtEntry &e : prepared.file.entries) {
                const QString iban = plainIban(e.accountIban);
                if (iban.isEmpty() || prepared.accountByIban.contains(iban))
                    m_aboutThisAccount = true;
            }
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

void BankImport::release(int row, const QString &key, BankImportRow::Outcome outcome, const QString &text)
{
    asyncRun(
        this,
        [dataDir = m_dataDir, account = m_accountUuid, key] {
            PaymentLog log(dataDir, account);
            return log.release(key) ? QString() : log.errorString();
        },
        [this, row, outcome, text](const QString &error) {
            settle(row, outcome,
                error.isEmpty() ? text
                                : text + QLatin1Char(' ')
                        + tr("The local copy still counts the entry as sending (%1): the next import checks "
                             "it "
                             "against the service.")
                              .arg(error));
        });
}

void BankImport::confirm(
    int row, const QString &key, qint64 amountMinor, BankImportRow::Outcome outcome, const QString &text)
{
    asyncRun(
        this,
        [dataDir = m_dataDir, account = m_accountUuid, key, amountMinor] {
            PaymentLog log(dataDir, account);
            return log.confirm(key, amountMinor) ? QString() : log.errorString();
        },
        [this, row, outcome, text](const QString &error) {
            settle(row, outcome,
                error.isEmpty() ? text
                                : text + QLatin1Char(' ')
                        + tr("The local copy still counts it as sending: %1").arg(error));
        });
}

void BankImport::bookNext()
{
    if (m_queue.isEmpty()) {
        m_busy = false;
        // The day of the last bank file imported, for the accounts overview (AccountFigures).
        SyncState state(m_dataDir, m_accountUuid);
        if (!state.setDateTime(AccountFigures::lastBankFileKey(), QDateTime::currentDateTimeUtc()))
            qCWarning(lcStore) << "the day of the bank file could not be kept:" << state.errorString();
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
    payment.date = PaymentMatcher::paymentDate(r.entry);
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
                release(row, payment.entryKey, BankImportRow::Outcome::Failed,
                    tr("The session was closed; nothing was sent."));
                return;
            }
            // The invoice as the service has it now: another copy of the account may have booked the entry
            // (or the invoice) since the file was matched.
            ApiJob *job = DocumentsApi(m_client).get(DocumentKind::Invoice, payment.invoiceUuid, this);
            connect(job, &ApiJob::succeeded, this, [this, row, payment](const QJsonDocument &answer) {
                const auto fresh = invoiceFromAnswer(answer);
                BankImportRow &r = m_rows[row];
                if (!fresh) {
                    release(row, payment.entryKey, BankImportRow::Outcome::Failed,
                        tr("Not sent: the service's answer for the invoice %1 has no open amount.")
                            .arg(payment.invoiceNumber));
                    return;
                }
                if (fresh->payments) {
                    const int at = PaymentMatcher::bookedBefore(r.entry, *fresh->payments, fresh->openMinor);
                    if (at >= 0) {
                        confirm(row, payment.entryKey, fresh->payments->at(at).amountMinor,
                            BankImportRow::Outcome::AlreadyBooked,
                            tr("Not sent: the service has it booked on the invoice %1 already (%2), from "
                               "this or another copy of the account.")
                                .arg(payment.invoiceNumber,
                                    describe(fresh->payments->at(at), r.entry.currency)));
                        return;
                    }
                }
                if (fresh->cancelled || fresh->openMinor <= 0) {
                    release(row, payment.entryKey, BankImportRow::Outcome::NeedsCheck,
                        fresh->cancelled
                            ? tr("Not booked: the invoice %1 was cancelled meanwhile.")
                                  .arg(payment.invoiceNumber)
                            : tr("Not booked: the invoice %1 has nothing open any more (paid meanwhile); "
                                 "refund or credit %2.")
                                  .arg(payment.invoiceNumber,
                                      Money::format(r.entry.amountMinor, r.entry.currency)));
                    return;
                }
                // What is open now decides what is booked: the entry's amount, at most what is open.
                PaymentRecord now = payment;
                r.match.openBefore = fresh->openMinor;
                r.bookMinor = std::min(r.entry.amountMinor, fresh->openMinor);
                r.match.openAfter = fresh->openMinor - r.bookMinor;
                r.match.excess = r.entry.amountMinor - r.bookMinor;
                if (r.match.excess > 0)
                    r.match.kind = PaymentMatch::Kind::Overpaid;
                else if (r.match.kind == PaymentMatch::Kind::Overpaid)
                    r.match.kind =
                        r.match.openAfter > 0 ? PaymentMatch::Kind::Partial : PaymentMatch::Kind::Matched;
                now.amountMinor = r.bookMinor;
                send(row, now,
                    fresh->payments ? QString() : PaymentMatcher::unseenBookings(payment.invoiceNumber));
            });
            connect(job, &ApiJob::failed, this, [this, row, payment](const ApiError &error) {
                release(row, payment.entryKey, BankImportRow::Outcome::Failed,
                    tr("Not sent: the invoice %1 could not be read from the service (%2).")
                        .arg(payment.invoiceNumber, error.message()));
            });
        });
}

void BankImport::send(int row, const PaymentRecord &payment, const QString &note)
{
    const BankImportRow &r = m_rows.at(row);
    PaymentInput input;
    input.amountMinor = payment.amountMinor;
    input.date = payment.date;
    input.bankAccountUuid = payment.bankAccountUuid;
    // The bank's reference of the entry: any copy of the account finds the entry among the payments.
    input.reference = PaymentMatcher::sentReference(r.entry);
    ApiJob *job = DocumentActionsApi(m_client).perform(
        DocumentKind::Invoice, payment.invoiceUuid, QStringLiteral("paymentAdd"), input.body(), this);
    const auto bookedText = [this, row, payment, note] {
        const BankImportRow &r = m_rows.at(row);
        QString text = tr("Booked %1 on invoice %2.")
                           .arg(Money::format(payment.amountMinor, payment.currency), payment.invoiceNumber);
        if (r.match.kind == PaymentMatch::Kind::Overpaid)
            text += QLatin1Char(' ')
                + tr("Over-paid by %1: the excess is not booked (refund or credit it).")
                      .arg(Money::format(r.match.excess, payment.currency));
        if (!note.isEmpty())
            text += QLatin1Char(' ') + note;
        return text;
    };
    connect(job, &ApiJob::succeeded, this, [this, row, payment, bookedText](const QJsonDocument &) {
        confirm(row, payment.entryKey, payment.amountMinor, BankImportRow::Outcome::Booked, bookedText());
    });
    connect(job, &ApiJob::failed, this, [this, row, payment, bookedText](const ApiError &error) {
        // The service answered with a refusal, or the call never reached it: nothing was booked,
        // the claim goes. Without an answer it may have been booked: the service is asked.
        const bool refused = (error.httpStatus() >= 300 && error.httpStatus() <= 599)
            || error.kind() == ApiError::Kind::Tls || error.kind() == ApiError::Kind::InsecureUrl
            || error.kind() == ApiError::Kind::UnsupportedScheme
            || error.kind() == ApiError::Kind::RedirectRefused
            || error.kind() == ApiError::Kind::RedirectLoop;
        if (refused) {
            release(row, payment.entryKey, BankImportRow::Outcome::Failed,
                tr("Not booked: %1").arg(error.message()));
            return;
        }
        if (!m_client) {
            settle(row, BankImportRow::Outcome::NeedsCheck,
                tr("Sent, but the service's answer was lost (%1) and the session was closed: check the open "
                   "amount of invoice %2. The next import checks the entry against the service.")
                    .arg(error.message(), payment.invoiceNumber));
            return;
        }
        ApiJob *check = DocumentsApi(m_client).get(DocumentKind::Invoice, payment.invoiceUuid, this);
        connect(check, &ApiJob::succeeded, this,
            [this, row, payment, bookedText, why = error.message()](const QJsonDocument &answer) {
                const auto fresh = invoiceFromAnswer(answer);
                const BankImportRow &r = m_rows.at(row);
                if (fresh && fresh->payments) {
                    const int at = PaymentMatcher::bookedBefore(r.entry, *fresh->payments, fresh->openMinor);
                    if (at >= 0) {
                        confirm(row, payment.entryKey, fresh->payments->at(at).amountMinor,
                            BankImportRow::Outcome::Booked,
                            bookedText() + QLatin1Char(' ')
                                + tr("(The service's answer was lost; the invoice's payments at the service "
                                     "show it.)"));
                    } else {
                        release(row, payment.entryKey, BankImportRow::Outcome::Failed,
                            tr("Not booked: the service's answer was lost (%1) and the invoice %2 shows no "
                               "such payment. Importing the file again books it.")
                                .arg(why, payment.invoiceNumber));
                    }
                    return;
                }
                settle(row, BankImportRow::Outcome::NeedsCheck,
                    tr("Sent, but the service's answer was lost (%1) and the service shows no payments for "
                       "the invoice %2: whether it was booked cannot be seen. Check its open amount; the "
                       "entry "
                       "is not sent again.")
                        .arg(why, payment.invoiceNumber));
            });
        connect(check, &ApiJob::failed, this, [this, row, payment, why = error.message()](const ApiError &) {
            settle(row, BankImportRow::Outcome::NeedsCheck,
                tr("Sent, but the service's answer was lost (%1): check the open amount of invoice %2. The "
                   "next import checks the entry against the service; it is not sent again before.")
                    .arg(why, payment.invoiceNumber));
        });
    });
}

QString BankImport::statusWord(const BankImportRow &row, bool dryRun)
{
    using Kind = PaymentMatch::Kind;
    using Outcome = BankImportRow::Outcome;
    switch (row.outcome) {
    case Outcome::Booked:
        return row.overPaid() ? QStringLiteral("booked, over-paid") : QStringLiteral("booked");
    case Outcome::AlreadyBooked:
    case Outcome::Skipped:
        return QStringLiteral("already booked");
    case Outcome::Failed:
        return QStringLiteral("failed");
    case Outcome::NeedsCheck:
        return QStringLiteral("needs check");
    case Outcome::Open:
        break;
    }
    if (dryRun && row.canBook(false))
        return row.match.kind == Kind::Overpaid ? QStringLiteral("would book, over-paid")
                                                : QStringLiteral("would book");
    switch (row.match.kind) {
    case Kind::AlreadyBooked:
    case Kind::DuplicateInFile:
        return QStringLiteral("already booked");
    case Kind::NeedsCheck:
        return QStringLiteral("needs check");
    case Kind::Suggested:
        return QStringLiteral("suggested");
    default:
        return QStringLiteral("unmatched");
    }
}

bool BankImport::needsAttention(const BankImportRow &row)
{
    if (!row.entry.credit)
        return false; // debits are not payments received: listed, never counted
    switch (row.outcome) {
    case BankImportRow::Outcome::Booked:
        return row.overPaid();
    case BankImportRow::Outcome::AlreadyBooked:
    case BankImportRow::Outcome::Skipped:
        return false;
    case BankImportRow::Outcome::Failed:
    case BankImportRow::Outcome::NeedsCheck:
        return true;
    case BankImportRow::Outcome::Open:
        break;
    }
    return row.match.kind != PaymentMatch::Kind::AlreadyBooked
        && row.match.kind != PaymentMatch::Kind::DuplicateInFile;
}
