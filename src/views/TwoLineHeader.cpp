#include "views/TwoLineHeader.h"

#include <QStyleOptionHeader>

#include <algorithm>

TwoLineHeader::TwoLineHeader(Break rule, QWidget *parent)
    : QHeaderView(Qt::Horizontal, parent)
    , m_rule(rule)
{ }

QString TwoLineHeader::lines(const QString &title, Break rule)
{
    qsizetype at = -1;
    if (rule == Break::BeforeBracket) {
        const qsizetype bracket = title.lastIndexOf(QLatin1String(" ("));
        if (bracket > 0 && title.endsWith(QLatin1Char(')')))
            at = bracket;
    } else {
        const qsizetype middle = title.size() / 2;
        for (qsizetype i = 0; i < title.size(); ++i) {
            if (title.at(i) == QLatin1Char(' ') && (at < 0 || qAbs(i - middle) < qAbs(at - middle)))
                at = i;
        }
    }
    if (at < 0)
        return title;
    QString broken = title;
    broken[at] = QLatin1Char('\n');
    return broken;
}

QString TwoLineHeader::title(int logicalIndex) const
{
    return model() ? model()->headerData(logicalIndex, orientation()).toString() : QString();
}

int TwoLineHeader::titleWidth(int logicalIndex) const
{
    int widest = 0;
    for (const QString &line : lines(title(logicalIndex), m_rule).split(QLatin1Char('\n')))
        widest = std::max(widest, fontMetrics().horizontalAdvance(line));
    return widest;
}

void TwoLineHeader::initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    option->text = lines(option->text, m_rule);
}

QSize TwoLineHeader::sectionSizeFromContents(int logicalIndex) const
{
    // Qt measures the title on one line; the two lines are narrower by the difference and a line taller.
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    const QString text = title(logicalIndex);
    const QString broken = lines(text, m_rule);
    if (broken != text) {
        size.rwidth() -= fontMetrics().horizontalAdvance(text) - titleWidth(logicalIndex);
        size.rheight() += fontMetrics().lineSpacing();
    }
    return size;
}
