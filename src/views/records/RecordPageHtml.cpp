#include "RecordPageHtml.h"

RecordPageHtml::RecordPageHtml(const QString &heading)
    : m_html(QStringLiteral("<h3>%1</h3>").arg(heading.toHtmlEscaped()))
{ }

RecordPageHtml &RecordPageHtml::row(const QString &label, const QString &value)
{
    if (value.trimmed().isEmpty())
        return *this;
    return rawRow(label, value.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")));
}

RecordPageHtml &RecordPageHtml::rawRow(const QString &label, const QString &html)
{
    if (!m_open) {
        m_html += QLatin1String("<table cellspacing='2' cellpadding='2'>");
        m_open = true;
    }
    m_html += QStringLiteral(
        "<tr><td style='color: palette(mid); padding-right: 12px;' valign='top'>%1</td><td>%2</td></tr>")
                  .arg(label.toHtmlEscaped(), html);
    return *this;
}

RecordPageHtml &RecordPageHtml::section(const QString &title)
{
    if (m_open) {
        m_html += QLatin1String("</table>");
        m_open = false;
    }
    m_html += QStringLiteral("<h4>%1</h4>").arg(title.toHtmlEscaped());
    return *this;
}

QString RecordPageHtml::html() const
{
    return m_open ? m_html + QLatin1String("</table>") : m_html;
}
