#include "domain/CsvWriter.h"

#include "domain/Money.h"

namespace {

const QChar quote(QLatin1Char('"'));

} // namespace

CsvWriter::CsvWriter(QChar delimiter)
    : m_delimiter(delimiter)
{ }

bool CsvWriter::startsDangerously(QStringView value)
{
    if (value.isEmpty())
        return false;
    switch (value.front().unicode()) {
    case u'=':
    case u'+':
    case u'-':
    case u'@':
    case u'\t':
    case u'\r':
        return true;
    default:
        return false;
    }
}

QString CsvWriter::textField(const QString &value, QChar delimiter)
{
    const QString text = startsDangerously(value) ? neutraliser + value : value;
    const bool needsQuotes = text.contains(delimiter) || text.contains(quote)
        || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
    if (!needsQuotes)
        return text;
    QString escaped = text;
    escaped.replace(quote, QStringLiteral("\"\""));
    return quote + escaped + quote;
}

void CsvWriter::add(const QString &field)
{
    m_record << field;
}

CsvWriter &CsvWriter::text(const QString &value)
{
    add(textField(value, m_delimiter));
    return *this;
}

CsvWriter &CsvWriter::money(qint64 minor)
{
    add(Money::toDecimalString(minor));
    return *this;
}

CsvWriter &CsvWriter::integer(qint64 value)
{
    add(QString::number(value));
    return *this;
}

CsvWriter &CsvWriter::date(const QDate &date)
{
    add(date.isValid() ? date.toString(Qt::ISODate) : QString());
    return *this;
}

CsvWriter &CsvWriter::empty()
{
    add(QString());
    return *this;
}

void CsvWriter::endRecord()
{
    if (m_record.size() == 1 && m_record.first().isEmpty())
        m_record.first() = QString(2, quote);
    m_text += m_record.join(m_delimiter) + QStringLiteral("\r\n");
    m_record.clear();
}

QByteArray CsvWriter::toUtf8() const
{
    return QByteArray("\xEF\xBB\xBF") + m_text.toUtf8();
}

QByteArray CsvWriter::write(const QList<QStringList> &records, QChar delimiter)
{
    CsvWriter writer(delimiter);
    for (const QStringList &record : records) {
        for (const QString &value : record)
            writer.text(value);
        writer.endRecord();
    }
    return writer.toUtf8();
}
