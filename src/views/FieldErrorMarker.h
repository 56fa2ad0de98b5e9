#pragma once

#include <QBrush>
#include <QHash>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QString>

class QLabel;
class QPalette;
class QWidget;

// The one way a form shows that a field was refused (by its own checks or by the service's 400/422):
// the field gets a border in the palette's error colour, its tooltip and accessible description name
// the field and the problem ("IBAN: check digits do not match"), and the problem line under it (if it
// has one) shows the problem. The mark goes as soon as the user edits the field, or with clear().
// Record editors, settings pages and the document editor use it; table cells use cellBackground()
// and cellToolTip() so a rejected cell reads the same way.
class FieldErrorMarker : public QObject
{
    Q_OBJECT

public:
    explicit FieldErrorMarker(QObject *parent = nullptr);
    ~FieldErrorMarker() override;

    // Registers a field: its readable name ("IBAN"; empty: the widget's accessible name) and the line
    // under it that shows its problem, if any (styled, filled and shown by the marker).
    void addField(QWidget *field, const QString &name, QLabel *problemLine = nullptr);
    // Marks the field (registered or not); a second problem of the same field goes on a new line.
    void mark(QWidget *field, const QString &problem);
    // Marks the field with exactly this problem, replacing any it has; an empty problem clears it.
    void setProblem(QWidget *field, const QString &problem);
    void clear(QWidget *field);
    void clearAll();
    QString problem(const QWidget *field) const;
    bool isMarked(const QWidget *field) const { return !problem(field).isEmpty(); }
    // The problem as the field's tooltip reads it: "Amount: must be more than 0"; empty if not marked.
    QString namedProblem(const QWidget *field) const;
    // The readable name a field was registered with.
    QString fieldName(const QWidget *field) const;

    // Brings a refused field into view and gives it the focus: the page of every tab widget around it
    // comes to the front (a tab inside a tab too), every scroll area around it scrolls to it. The one way
    // the editors, settings pages and dialogs show the first field they marked.
    static void reveal(QWidget *field);

    // A line for a field's problem (or a form's general message) in the palette's error colour,
    // hidden until there is a problem.
    static QLabel *createProblemLine(QWidget *parent);
    // Styles a line that shows a problem only at times (a form's message, which may also say "Saved."):
    // as a problem line, or plain.
    static void styleAsProblem(QLabel *line, bool problem);
    // Table cells: the background of a rejected cell (Qt::BackgroundRole; the text keeps the palette's
    // text colour) and its tooltip naming the column.
    static QBrush cellBackground(const QPalette &palette);
    static QString cellToolTip(const QString &fieldName, const QString &problem);

signals:
    // The user edited a marked field: its mark is gone.
    void clearedByEdit(QWidget *field);

private:
    struct Entry
    {
        QString name;
        QPointer<QLabel> line;
        QString problem;
        // As they were before the mark, to put back.
        QString plainToolTip;
        QString plainDescription;
        QString plainStyle;
        QMetaObject::Connection destroyed;
        bool inEdit = false;
    };
    Entry &entry(QWidget *field);
    static QString named(const Entry &e);
    void show(QWidget *field, Entry &e);
    void unmark(QWidget *field, Entry &e);
    void watchEdits(QWidget *field);

    QHash<QWidget *, Entry> m_entries;
};
