#pragma once

#include <QString>
#include <QStringList>

// The detail pane's HTML: a heading and label/value rows, every value escaped.
class RecordPageHtml
{
public:
    explicit RecordPageHtml(const QString &heading);
    // Rows with an empty value are left out.
    RecordPageHtml &row(const QString &label, const QString &value);
    // A value that is already HTML (a list, a marked problem).
    RecordPageHtml &rawRow(const QString &label, const QString &html);
    RecordPageHtml &section(const QString &title);
    QString html() const;

private:
    QString m_html;
    bool m_open = false;
};
