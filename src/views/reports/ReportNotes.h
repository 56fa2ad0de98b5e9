#pragma once

#include <QScrollArea>

class QLabel;

// The notes above a report's table (what it counts, what it leaves out and why): as tall as their text
// and at most five lines; a longer text (the documents left out, by number) scrolls there instead of
// pushing the table off a 768 pixel screen.
class ReportNotes : public QScrollArea
{
    Q_OBJECT

public:
    explicit ReportNotes(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    int textHeight(int width) const;

    QLabel *m_label;
};
