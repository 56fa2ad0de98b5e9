#include "views/FieldErrorMarker.h"

#include "views/Palette.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTextEdit>
#include <QWidget>

FieldErrorMarker::FieldErrorMarker(QObject *parent)
    : QObject(parent)
{ }

FieldErrorMarker::~FieldErrorMarker()
{
    for (const Entry &e : std::as_const(m_entries))
        disconnect(e.destroyed);
}

FieldErrorMarker::Entry &FieldErrorMarker::entry(QWidget *field)
{
    auto it = m_entries.find(field);
    if (it != m_entries.end())
        return *it;
    Entry &e = m_entries[field];
    e.name = field->accessibleName();
    // A removed field (a deleted row) takes its mark with it.
    e.destroyed = connect(field, &QObject::destroyed, this, [this, field] { m_entries.remove(field); });
    watchEdits(field);
    return e;
}

void FieldErrorMarker::addField(QWidget *field, const QString &name, QLabel *problemLine)
{
    Entry &e = entry(field);
    if (!name.isEmpty())
        e.name = name;
    if (problemLine) {
        e.line = problemLine;
        problemLine->setWordWrap(true);
        styleAsProblem(problemLine, true);
        problemLine->setVisible(!e.problem.isEmpty());
    }
}

QString FieldErrorMarker::fieldName(const QWidget *field) const
{
    return m_entries.value(const_cast<QWidget *>(field)).name;
}

QString FieldErrorMarker::problem(const QWidget *field) const
{
    return m_entries.value(const_cast<QWidget *>(field)).problem;
}

void FieldErrorMarker::mark(QWidget *field, const QString &problem)
{
    if (!field || problem.isEmpty())
        return;
    Entry &e = entry(field);
    setProblem(field, e.problem.isEmpty() ? problem : e.problem + QLatin1Char('\n') + problem);
}

void FieldErrorMarker::setProblem(QWidget *field, const QString &problem)
{
    if (!field)
        return;
    if (problem.isEmpty()) {
        clear(field);
        return;
    }
    Entry &e = entry(field);
    if (e.name.isEmpty()) {
        // Named as its label says, when it has one (a form row's caption).
        const QList<QLabel *> labels = field->window()->findChildren<QLabel *>();
        const auto caption =
            std::find_if(labels.begin(), labels.end(), [field](QLabel *l) { return l->buddy() == field; });
        if (caption != labels.end())
            e.name = (*caption)->text();
    }
    if (e.problem.isEmpty()) {
        e.plainToolTip = field->toolTip();
        e.plainDescription = field->accessibleDescription();
        e.plainStyle = field->styleSheet();
    }
    e.problem = problem;
    show(field, e);
}

QString FieldErrorMarker::namedProblem(const QWidget *field) const
{
    const auto it = m_entries.constFind(const_cast<QWidget *>(field));
    return it == m_entries.cend() || it->problem.isEmpty() ? QString() : named(*it);
}

QString FieldErrorMarker::named(const Entry &e)
{
    const QString name = QString(e.name).remove(QLatin1Char('&')).remove(QLatin1Char(':')).trimmed();
    // Each problem a sentence of its own that names the field: "IBAN: Is required." The checks word
    // their problems to follow the field's name ("is required."), so the first letter is raised here.
    const auto capitalized = [](QString text) {
        if (!text.isEmpty())
            text[0] = text.at(0).toUpper();
        return text;
    };
    QStringList lines;
    for (const QString &problem : e.problem.split(QLatin1Char('\n'))) {
        // A problem that names its field already ("Target URL: ...") is not named twice.
        if (!name.isEmpty() && problem.startsWith(name + QLatin1Char(':')))
            lines << tr("%1: %2").arg(name, capitalized(problem.mid(name.size() + 1).trimmed()));
        else
            lines << (name.isEmpty() ? capitalized(problem) : tr("%1: %2").arg(name, capitalized(problem)));
    }
    return lines.join(QLatin1Char('\n'));
}

void FieldErrorMarker::show(QWidget *field, Entry &e)
{
    const QString name = QString(e.name).remove(QLatin1Char('&')).remove(QLatin1Char(':')).trimmed();
    const QString named = FieldErrorMarker::named(e);
    field->setToolTip(named);
    field->setAccessibleDescription(named);
    if (field->accessibleName().isEmpty() && !name.isEmpty())
        field->setAccessibleName(name);
    // The exact-class selector keeps the border off the field's children (a combo box's list, a
    // table's cells, the check boxes of a group).
    field->setStyleSheet(e.plainStyle
        + QStringLiteral(" .%1 { border: 2px solid %2; }")
              .arg(QString::fromLatin1(field->metaObject()->className()),
                  errorColor(field->palette()).name()));
    if (e.line) {
        e.line->setText(named);
        e.line->show();
    }
}

void FieldErrorMarker::unmark(QWidget *field, Entry &e)
{
    if (e.problem.isEmpty())
        return;
    e.problem.clear();
    field->setToolTip(e.plainToolTip);
    field->setAccessibleDescription(e.plainDescription);
    field->setStyleSheet(e.plainStyle);
    if (e.line) {
        e.line->clear();
        e.line->hide();
    }
}

void FieldErrorMarker::clear(QWidget *field)
{
    auto it = m_entries.find(field);
    if (it != m_entries.end())
        unmark(field, *it);
}

void FieldErrorMarker::clearAll()
{
    for (auto it = m_entries.begin(); it != m_entries.end(); ++it)
        unmark(it.key(), *it);
}

void FieldErrorMarker::watchEdits(QWidget *field)
{
    // Connected when the field is first registered, so before the form's own checks as one types: an
    // edit clears the mark first, and a check of the same edit may mark the field again. One edit can
    // emit several signals (textChanged and textEdited): only the first of them clears.
    const auto edited = [this, field] {
        auto it = m_entries.find(field);
        if (it == m_entries.end() || it->inEdit)
            return;
        it->inEdit = true;
        QMetaObject::invokeMethod(
            this,
            [this, field] {
                auto done = m_entries.find(field);
                if (done != m_entries.end())
                    done->inEdit = false;
            },
            Qt::QueuedConnection);
        if (it->problem.isEmpty())
            return;
        unmark(field, *it);
        emit clearedByEdit(field);
    };
    if (auto *edit = qobject_cast<QLineEdit *>(field)) {
        connect(edit, &QLineEdit::textChanged, this, edited);
        connect(edit, &QLineEdit::textEdited, this, edited);
    } else if (auto *box = qobject_cast<QComboBox *>(field)) {
        connect(box, &QComboBox::activated, this, edited);
    } else if (auto *button = qobject_cast<QAbstractButton *>(field)) {
        connect(button, &QAbstractButton::clicked, this, edited);
    } else if (auto *plain = qobject_cast<QPlainTextEdit *>(field)) {
        connect(plain, &QPlainTextEdit::textChanged, this, edited);
    } else if (auto *text = qobject_cast<QTextEdit *>(field)) {
        connect(text, &QTextEdit::textChanged, this, edited);
    } else if (auto *spin = qobject_cast<QSpinBox *>(field)) {
        connect(spin, &QSpinBox::valueChanged, this, edited);
    } else if (auto *decimal = qobject_cast<QDoubleSpinBox *>(field)) {
        connect(decimal, &QDoubleSpinBox::valueChanged, this, edited);
    } else if (auto *date = qobject_cast<QDateTimeEdit *>(field)) {
        connect(date, &QDateTimeEdit::dateTimeChanged, this, edited);
    }
}

void FieldErrorMarker::reveal(QWidget *field)
{
    if (!field)
        return;
    // A tab widget's pages sit in its stacked widget.
    for (QWidget *w = field; w && !w->isWindow(); w = w->parentWidget()) {
        auto *stack = qobject_cast<QStackedWidget *>(w->parentWidget());
        auto *tabs = qobject_cast<QTabWidget *>(stack ? stack->parentWidget() : nullptr);
        if (tabs && tabs->indexOf(w) >= 0)
            tabs->setCurrentWidget(w);
    }
    for (QWidget *w = field->parentWidget(); w && !w->isWindow(); w = w->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(w))
            scroll->ensureWidgetVisible(field);
    }
    field->setFocus(Qt::OtherFocusReason);
}

QLabel *FieldErrorMarker::createProblemLine(QWidget *parent)
{
    auto *line = new QLabel(parent);
    line->setWordWrap(true);
    line->setTextInteractionFlags(Qt::TextSelectableByMouse);
    styleAsProblem(line, true);
    line->hide();
    return line;
}

void FieldErrorMarker::styleAsProblem(QLabel *line, bool problem)
{
    line->setStyleSheet(problem ? colorStyle(errorColor(line->palette())) : QString());
}

QBrush FieldErrorMarker::cellBackground(const QPalette &palette)
{
    return QBrush(errorBackground(palette));
}

QString FieldErrorMarker::cellToolTip(const QString &fieldName, const QString &problem)
{
    return fieldName.isEmpty() ? problem : tr("%1: %2").arg(fieldName, problem);
}
