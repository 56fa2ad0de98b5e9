#include "views/records/RecordPageHtml.h"

#include <QGuiApplication>
#include <QPalette>

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
    // The label in a dimmed text colour made from the palette: readable on light and dark themes alike (the
    // detail pane is rendered again when it is shown, so a theme change reaches it).
    const QPalette palette = QGuiApplication::palette();
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const auto mix = [](int a, int b) {
        return (a * 3 + b * 2) / 5;
    }; // 60 % text, 40 % background
    const QString dimmed =
        QColor(mix(text.red(), base.red()), mix(text.green(), base.green()), mix(text.blue(), base.blue()))
            .name();
    m_html +=
        QStringLiteral("<tr><td style='color: %3; padding-right: 12px;' valign='top'>%1</td><td>%2</td></tr>")
            .arg(label.toHtmlEscaped(), html, dimmed);
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
