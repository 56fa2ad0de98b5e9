// A list page read in place (ListPage::read, what the sync reads every page with) against the same page
// read through QJsonDocument (ListPage::fromAnswer, the readers of fuzz_json and fuzz_pageinfo): for any
// body both say the same, down to each row's stored JSON; the in-place reading never accepts what Qt's
// parser refuses. And the date readers' direct forms against Qt's general parser.
#include "FuzzCheck.h"
#include "api/JsonReader.h"
#include "api/ListPageReader.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

namespace {

bool sameTime(const QDateTime &a, const QDateTime &b)
{
    return a.isValid() == b.isValid() && (!a.isValid() || a.toMSecsSinceEpoch() == b.toMSecsSinceEpoch());
}

bool sameRow(const DocumentSummary &a, const DocumentSummary &b)
{
    return a.kind == b.kind && a.id == b.id && a.uuid == b.uuid && a.number == b.number && a.date == b.date
        && a.dueDate == b.dueDate && a.deliveryDate == b.deliveryDate && a.currency == b.currency
        && a.totalMinor == b.totalMinor && a.openMinor == b.openMinor && a.title == b.title
        && a.reference == b.reference && a.receiverName == b.receiverName
        && a.customerNumber == b.customerNumber && a.companyUuid == b.companyUuid
        && a.personUuid == b.personUuid && a.sentStatus == b.sentStatus && a.dunningLevel == b.dunningLevel
        && a.archived == b.archived && a.cancelled == b.cancelled && a.imported == b.imported
        && sameTime(a.updatedAt, b.updatedAt) && a.json == b.json;
}

bool samePage(const ListPage &a, const ListPage &b)
{
    if (a.hasItems != b.hasItems || a.info.has_value() != b.info.has_value()
        || a.notADocument != b.notADocument || a.documents.size() != b.documents.size())
        return false;
    if (a.info
        && (a.info->currentPage != b.info->currentPage || a.info->lastPage != b.info->lastPage
            || a.info->perPage != b.info->perPage || a.info->total != b.info->total
            || a.info->hasNext != b.info->hasNext))
        return false;
    for (qsizetype i = 0; i < a.documents.size(); ++i) {
        if (!sameRow(a.documents.at(i), b.documents.at(i)))
            return false;
    }
    return true;
}

// JsonReader's date readers as they were before their direct forms: Qt's general parser alone.
QDate generalDate(const QString &text)
{
    const QString s = text.trimmed();
    return s.size() < 10 ? QDate() : QDate::fromString(s.left(10), Qt::ISODate);
}

QDateTime generalDateTime(const QString &text)
{
    QString s = text.trimmed();
    if (s.isEmpty())
        return {};
    if (s.size() > 10 && s.at(10) == QLatin1Char(' '))
        s[10] = QLatin1Char('T');
    QDateTime dt = QDateTime::fromString(s, Qt::ISODateWithMs);
    if (!dt.isValid())
        dt = QDateTime::fromString(s, Qt::ISODate);
    if (!dt.isValid()) {
        const QDate d = QDate::fromString(s.left(10), Qt::ISODate);
        if (d.isValid())
            dt = QDateTime(d, QTime(0, 0), Qt::UTC);
    }
    if (dt.isValid() && dt.timeSpec() == Qt::LocalTime && !s.endsWith(QLatin1Char('Z')))
        dt.setTimeSpec(Qt::UTC);
    return dt;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray body(reinterpret_cast<const char *>(data), qsizetype(size));
    QJsonParseError parseError;
    const QJsonDocument answer = QJsonDocument::fromJson(body, &parseError);
    const bool json = parseError.error == QJsonParseError::NoError;
    for (const DocumentKind kind : {DocumentKind::Invoice, DocumentKind::CreditNote, DocumentKind::Receipt}) {
        const ListPage expected = ListPage::fromAnswer(kind, answer);
        if (const auto inPlace = ListPage::readInPlace(kind, body)) {
            FUZZ_CHECK(json);
            FUZZ_CHECK(samePage(*inPlace, expected));
        }
        QJsonParseError error;
        const auto read = ListPage::read(kind, body, &error);
        FUZZ_CHECK(read.has_value() == json);
        FUZZ_CHECK(error.error == parseError.error);
        if (read)
            FUZZ_CHECK(samePage(*read, expected));
    }
    const QString text = QString::fromUtf8(body.left(64));
    FUZZ_CHECK(JsonReader::dateFromText(text) == generalDate(text));
    FUZZ_CHECK(sameTime(JsonReader::dateTimeFromText(text), generalDateTime(text)));
    return 0;
}
