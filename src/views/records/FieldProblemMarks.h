#pragma once

#include <QHash>
#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QString>

class FieldErrorMarker;
class QLabel;
class QWidget;

// The problems of a form with many fields and field paths ("name", "contacts.0.value"): each shown at
// its widget (FieldErrorMarker's border and tooltip) and, while that widget has the focus, in a bubble
// right under it. A mark goes when the user edits the field, when its widget is destroyed (a removed
// contact takes its marks with it), or with clear().
class FieldProblemMarks : public QObject
{
    Q_OBJECT

public:
    // The bubble is a child of `host` and placed in its coordinates.
    explicit FieldProblemMarks(QWidget *host);
    ~FieldProblemMarks() override;

    void mark(const QString &path, QWidget *widget, const QString &problem);
    void unmark(QWidget *widget);
    void clear();
    // The problem shown for a path, empty when it has none.
    QString problem(const QString &path) const { return m_problemByPath.value(path); }
    // Shows the bubble under a marked and visible widget; hides it otherwise.
    void showBubble(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void forget(QWidget *widget);

    QWidget *m_host;
    QLabel *m_bubble;
    FieldErrorMarker *m_marker;
    QHash<QString, QString> m_problemByPath;
    QHash<QString, QWidget *> m_widgetByPath; // where each path's problem is shown
    QList<QMetaObject::Connection> m_destroyWatches;
};
