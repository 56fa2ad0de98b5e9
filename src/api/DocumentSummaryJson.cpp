#include "api/DocumentSummaryJson.h"

namespace {

// A QJsonObject as readDocumentSummary reads an item.
class ObjectItem
{
public:
    explicit ObjectItem(QJsonObject o)
        : m_o(std::move(o))
    { }
    QString string(QLatin1String key) const { return JsonReader::string(m_o, key); }
    std::optional<qint64> integer(QLatin1String key) const { return JsonReader::integer(m_o, key); }
    std::optional<qint64> scaled(QLatin1String key) const { return JsonReader::scaled(m_o, key); }
    QDate date(QLatin1String key) const { return JsonReader::date(m_o, key); }
    QDateTime dateTime(QLatin1String key) const { return JsonReader::dateTime(m_o, key); }
    bool boolean(QLatin1String key, bool fallback) const { return JsonReader::boolean(m_o, key, fallback); }
    ObjectItem object(QLatin1String key) const { return ObjectItem(m_o.value(key).toObject()); }
    QByteArray compactJson() const { return QJsonDocument(m_o).toJson(QJsonDocument::Compact); }

private:
    QJsonObject m_o;
};

} // namespace

std::optional<DocumentSummary> documentSummaryFromJson(
    DocumentKind kind, const QJsonObject &item, QString *error)
{
    return readDocumentSummary(kind, ObjectItem(item), error);
}
