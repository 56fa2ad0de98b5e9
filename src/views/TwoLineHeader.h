#pragma once

#include <QHeaderView>

// A horizontal header that shows long column titles on two lines, so that a table's columns fit beside
// each other at 1366×768 in every language without shorter words to translate. The titles stay one text
// in the model (what copying, exports and the tests read); only the header draws and measures the break.
class TwoLineHeader : public QHeaderView
{
public:
    enum class Break {
        BeforeBracket, // "Chiffre d'affaires (CHF)" over two lines at its bracket; other titles as they are
        NearMiddle, // at the space nearest the middle ("Last" over "synchronised"); one word as it is
    };

    TwoLineHeader(Break rule, QWidget *parent);

    // The title as the header draws it: with one line break, or as it is.
    static QString lines(const QString &title, Break rule);
    // The width of a section's widest title line, in the header's font.
    int titleWidth(int logicalIndex) const;

protected:
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override;
    QSize sectionSizeFromContents(int logicalIndex) const override;

private:
    QString title(int logicalIndex) const;

    Break m_rule;
};
