#include "models/DocumentSearchIndex.h"

#include "models/DocumentListModel.h"
#include "models/DocumentRows.h"

#include <QCollator>
#include <QHash>
#include <QLocale>
#include <QStringEncoder>

#include <algorithm>
#include <numeric>
#include <vector>

namespace {

qint64 julianDay(qint32 day)
{
    return day == DocumentRows::NoDay ? DocumentSearchIndex::NoDate : qint64(day);
}

} // namespace

QVector<qint64> DocumentSearchIndex::sortKeys(
    const DocumentRows &rows, const DocumentSearchIndex &index, int column, const QDate &today)
{
    const qsizetype count = rows.size();
    QVector<qint64> keys(count);

    // Text: the rank of each distinct text in the locale's collation, numbers by value, case ignored;
    // the loader's ranks when they are there and of this locale.
    const auto textRanks = [&](DocumentSearchIndex::TextColumn text) {
        const QVector<qint32> &prebuilt = index.textRank[size_t(text)];
        const bool usable = prebuilt.size() == count && index.rankLocale == QLocale().name();
        const QVector<qint32> ranks = usable ? prebuilt : DocumentSearchIndex::ranks(rows, text);
        for (qsizetype i = 0; i < count; ++i)
            keys[i] = ranks.at(i);
    };

    switch (column) {
    case DocumentListModel::Number:
        textRanks(DocumentSearchIndex::NumberText);
        break;
    case DocumentListModel::Customer:
        textRanks(DocumentSearchIndex::CustomerText);
        break;
    case DocumentListModel::Title:
        textRanks(DocumentSearchIndex::TitleText);
        break;
    case DocumentListModel::Date:
        keys = index.dateJd;
        break;
    case DocumentListModel::DueDate:
        keys = index.dueJd;
        break;
    case DocumentListModel::Total:
        for (qsizetype i = 0; i < count; ++i)
            keys[i] = rows.totalMinor(i);
        break;
    case DocumentListModel::OpenAmount:
        for (qsizetype i = 0; i < count; ++i)
            keys[i] = rows.openMinor(i).value_or(0);
        break;
    case DocumentListModel::SentStatus:
        for (qsizetype i = 0; i < count; ++i)
            keys[i] = DocumentListModel::sentStatusRank(rows.sentStatus(i));
        break;
    case DocumentListModel::Dunning:
        for (qsizetype i = 0; i < count; ++i)
            keys[i] = DocumentListModel::dunningRank(rows.dunningLevel(i));
        break;
    case DocumentListModel::State: {
        const qint64 todayJd = today.toJulianDay();
        for (qsizetype i = 0; i < count; ++i)
            keys[i] = qint64(DocumentListModel::state(rows, i, todayJd));
        break;
    }
    }
    return keys;
}

QVector<int> DocumentSearchIndex::ascendingOrder(
    const DocumentRows &rows, const DocumentSearchIndex &index, int column, const QDate &today)
{
    // Equal keys keep the service's order (by id), so the order does not depend on how rows were loaded.
    struct Item
    {
        qint64 group; // the currency's rank for amounts, else 0
        qint64 key;
        qint64 id;
        int row;
    };
    const QVector<qint64> keys = sortKeys(rows, index, column, today);
    const QStringList &currencies = index.currencies;
    QVector<qint64> currencyRank(currencies.size(), 0);
    if (column == DocumentListModel::Total || column == DocumentListModel::OpenAmount) {
        QVector<int> byCode(currencies.size());
        std::iota(byCode.begin(), byCode.end(), 0);
        std::sort(byCode.begin(), byCode.end(),
            [&currencies](int a, int b) { return currencies.at(a) < currencies.at(b); });
        for (qsizetype rank = 0; rank < byCode.size(); ++rank)
            currencyRank[byCode.at(rank)] = rank;
    }
    std::vector<Item> items(size_t(rows.size()));
    for (qsizetype i = 0; i < rows.size(); ++i)
        items[size_t(i)] = {currencyRank.value(index.currencyOf.value(i)), keys.at(i), rows.id(i), int(i)};
    std::sort(items.begin(), items.end(), [](const Item &a, const Item &b) {
        if (a.group != b.group)
            return a.group < b.group;
        if (a.key != b.key)
            return a.key < b.key;
        if (a.id != b.id)
            return a.id < b.id;
        return a.row < b.row;
    });
    QVector<int> ascending(rows.size());
    for (qsizetype i = 0; i < rows.size(); ++i)
        ascending[i] = items[size_t(i)].row;
    return ascending;
}

DocumentSearchIndex DocumentSearchIndex::build(const DocumentRows &rows, bool withRanks)
{
    DocumentSearchIndex index;
    const qsizetype count = rows.size();
    qsizetype estimate = 0;
    for (qsizetype i = 0; i < count; ++i) {
        estimate += rows.number(i).size() + rows.receiverName(i).size() + rows.customerNumber(i).size()
            + rows.title(i).size() + rows.reference(i).size() + 5;
    }
    QByteArray &blob = index.blob;
    blob.reserve(estimate + estimate / 8);
    index.rowStart.resize(count + 1);
    index.flags.resize(count);
    index.dateJd.resize(count);
    index.dueJd.resize(count);
    index.currencyOf.resize(count);
    QHash<QString, int> currencyIndex;

    QStringEncoder toUtf8(QStringEncoder::Utf8, QStringEncoder::Flag::Stateless);
    const auto append = [&blob, &toUtf8](QStringView field, char separator) {
        // Most fields are plain ASCII: lower-case them byte by byte, which is what case folding does
        // there. Anything else goes the long way: composed (so "ü" typed and "ü" stored as u + combining
        // diaeresis are the same), case-folded, accents kept.
        const auto *text = field.utf16();
        const qsizetype size = field.size();
        const bool ascii = std::all_of(text, text + size, [](char16_t c) { return c < 0x80; });
        const qsizetype at = blob.size();
        if (ascii) {
            blob.resize(at + size + 1);
            char *out = blob.data() + at;
            for (qsizetype i = 0; i < size; ++i) {
                const char16_t c = text[i];
                out[i] = char(c >= u'A' && c <= u'Z' ? c + (u'a' - u'A') : c);
            }
            out[size] = separator;
            return;
        }
        const QString folded = field.toString().normalized(QString::NormalizationForm_C).toCaseFolded();
        blob.resize(at + toUtf8.requiredSpace(folded.size()) + 1);
        char *end = toUtf8.appendToBuffer(blob.data() + at, folded);
        *end++ = separator;
        blob.resize(end - blob.constData());
    };
    for (qsizetype i = 0; i < count; ++i) {
        index.rowStart[i] = qint32(blob.size());
        // Tabs between the fields and a newline after the row: a term never holds white space, so it
        // cannot match across two fields or two rows.
        append(rows.number(i), '\t');
        append(rows.receiverName(i), '\t');
        append(rows.customerNumber(i), '\t');
        append(rows.title(i), '\t');
        append(rows.reference(i), '\n');

        quint8 flags = 0;
        if (rows.openMinor(i).value_or(0) > 0)
            flags |= RowOwes;
        if (rows.cancelled(i))
            flags |= RowCancelled;
        if (rows.archived(i))
            flags |= RowArchived;
        if (rows.sentStatus(i) == QLatin1String("SENT"))
            flags |= RowSent;
        index.flags[i] = flags;
        index.dateJd[i] = julianDay(rows.dateDay(i));
        index.dueJd[i] = julianDay(rows.dueDay(i));
        const QString &code = rows.currency(i);
        auto currency = currencyIndex.constFind(code);
        if (currency == currencyIndex.constEnd()) {
            currency = currencyIndex.insert(code, int(index.currencies.size()));
            index.currencies.append(code);
        }
        index.currencyOf[i] = currency.value();
    }
    index.rowStart[count] = qint32(blob.size());
    Q_ASSERT_X(blob.size() < std::numeric_limits<qint32>::max(), "DocumentSearchIndex", "search text");
    if (withRanks) {
        for (int column = 0; column < TextColumnCount; ++column)
            index.textRank[size_t(column)] = ranks(rows, TextColumn(column));
        index.rankLocale = QLocale().name();
    }
    return index;
}

void DocumentSearchIndex::buildOrders(const DocumentRows &rows, const QDate &today)
{
    static_assert(OrderColumns == DocumentListModel::ColumnCount);
    orderToday = today;
    for (int column = 0; column < OrderColumns; ++column)
        orders[size_t(column)] = ascendingOrder(rows, *this, column, today);
}

QVector<qint32> DocumentSearchIndex::ranks(const DocumentRows &rows, TextColumn column)
{
    const qsizetype count = rows.size();
    const auto textOf = [&rows, column](qsizetype i) -> QStringView {
        switch (column) {
        case NumberText:
            return rows.number(i);
        case CustomerText:
            return rows.receiverName(i);
        case TitleText:
        case TextColumnCount:
            break;
        }
        return rows.title(i);
    };
    // One collation key per distinct text (customers repeat), then ranks: equal texts, equal ranks.
    QHash<QStringView, int> distinctOf;
    QList<QStringView> distinct;
    QVector<int> rowDistinct(count);
    for (qsizetype i = 0; i < count; ++i) {
        const QStringView text = textOf(i);
        auto it = distinctOf.constFind(text);
        if (it == distinctOf.constEnd()) {
            it = distinctOf.insert(text, int(distinct.size()));
            distinct.append(text);
        }
        rowDistinct[i] = it.value();
    }
    QCollator collator {QLocale()};
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::vector<QCollatorSortKey> sortKeys;
    sortKeys.reserve(size_t(distinct.size()));
    for (const QStringView text : std::as_const(distinct))
        sortKeys.push_back(collator.sortKey(text.toString()));
    std::vector<int> byText(size_t(distinct.size()));
    std::iota(byText.begin(), byText.end(), 0);
    std::sort(byText.begin(), byText.end(),
        [&sortKeys](int a, int b) { return sortKeys[size_t(a)].compare(sortKeys[size_t(b)]) < 0; });
    std::vector<qint32> rank(byText.size());
    qint32 r = 0;
    for (size_t i = 0; i < byText.size(); ++i) {
        if (i > 0 && sortKeys[size_t(byText[i - 1])].compare(sortKeys[size_t(byText[i])]) != 0)
            ++r;
        rank[size_t(byText[i])] = r;
    }
    QVector<qint32> out(count);
    for (qsizetype i = 0; i < count; ++i)
        out[i] = rank[size_t(rowDistinct.at(i))];
    return out;
}

void DocumentSearchIndex::compact(const QVector<int> &map)
{
    const qsizetype oldCount = map.size();
    QByteArray newBlob;
    newBlob.reserve(blob.size());
    QVector<qint32> newStart;
    newStart.reserve(oldCount + 1);
    qsizetype out = 0;
    for (qsizetype i = 0; i < oldCount; ++i) {
        if (map.at(i) < 0)
            continue;
        newStart.append(qint32(newBlob.size()));
        const std::string_view text = rowText(int(i));
        newBlob.append(text.data(), qsizetype(text.size()));
        flags[out] = flags.at(i);
        dateJd[out] = dateJd.at(i);
        dueJd[out] = dueJd.at(i);
        currencyOf[out] = currencyOf.at(i);
        for (QVector<qint32> &rank : textRank) {
            if (rank.size() == oldCount)
                rank[out] = rank.at(i);
        }
        ++out;
    }
    newStart.append(qint32(newBlob.size()));
    blob = std::move(newBlob);
    rowStart = std::move(newStart);
    flags.resize(out);
    dateJd.resize(out);
    dueJd.resize(out);
    currencyOf.resize(out);
    for (QVector<qint32> &rank : textRank)
        rank.resize(rank.size() == oldCount ? out : 0);
    orders = {}; // the proxy keeps (and compacts) its own
}

qsizetype DocumentSearchIndex::bytesHeld() const
{
    qsizetype bytes = blob.capacity() + rowStart.capacity() * 4 + flags.capacity() + dateJd.capacity() * 8
        + dueJd.capacity() * 8 + currencyOf.capacity() * 4;
    for (const QVector<qint32> &rank : textRank)
        bytes += rank.capacity() * 4;
    for (const QVector<int> &order : orders)
        bytes += order.capacity() * 4;
    return bytes;
}
