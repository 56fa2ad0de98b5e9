#include "views/DateField.h"

#include "domain/DateText.h"

#include <QAction>
#include <QCalendarWidget>
#include <QFocusEvent>
#include <QFormLayout>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QToolTip>
#include <QVBoxLayout>

#include <array>

namespace {

enum class Part { Day, Month, Year };

// Day, month and year in the order the locale's short format gives them.
std::array<Part, 3> orderOf(const QLocale &locale)
{
    const QString format = locale.dateFormat(QLocale::ShortFormat);
    std::array<std::pair<qsizetype, Part>, 3> found {{
        {format.indexOf(QLatin1Char('d')), Part::Day},
        {format.indexOf(QLatin1Char('M')), Part::Month},
        {format.indexOf(QLatin1Char('y')), Part::Year},
    }};
    for (auto &[index, part] : found) {
        if (index < 0)
            index = part == Part::Day ? 0 : (part == Part::Month ? 1 : 2);
    }
    std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return {found[0].second, found[1].second, found[2].second};
}

// A two-digit year in the century that puts it at most 20 years after today.
int expandYear(int year, qsizetype digits, const QDate &today)
{
    if (digits > 2)
        return year;
    int full = today.year() / 100 * 100 + year;
    if (full > today.year() + 20)
        full -= 100;
    return full;
}

std::optional<QDate> dateOf(int day, int month, int year)
{
    const QDate date(year, month, day);
    if (!date.isValid())
        return std::nullopt;
    return date;
}

// Numbers given in the locale's order; `values` holds two (day and month) or three of them.
std::optional<QDate> fromParts(const QStringList &values, const QLocale &locale, const QDate &today)
{
    int day = 0;
    int month = 0;
    int year = today.year();
    int i = 0;
    for (Part part : orderOf(locale)) {
        if (part == Part::Year && values.size() == 2)
            continue;
        if (i >= values.size())
            return std::nullopt;
        const QString &value = values.at(i++);
        const int number = value.toInt();
        switch (part) {
        case Part::Day:
            day = number;
            break;
        case Part::Month:
            month = number;
            break;
        case Part::Year:
            if (value.size() != 2 && value.size() != 4)
                return std::nullopt;
            year = expandYear(number, value.size(), today);
            break;
        }
    }
    return dateOf(day, month, year);
}

// "231126", "23112026", "2311", "23": the parts by their width in the locale's order.
std::optional<QDate> fromDigits(const QString &digits, const QLocale &locale, const QDate &today)
{
    if (digits.size() <= 2)
        return dateOf(digits.toInt(), today.month(), today.year());
    if (digits.size() != 4 && digits.size() != 6 && digits.size() != 8)
        return std::nullopt;
    const bool withYear = digits.size() > 4;
    const int yearWidth = digits.size() == 8 ? 4 : 2;
    QStringList values;
    int at = 0;
    for (Part part : orderOf(locale)) {
        if (part == Part::Year && !withYear)
            continue;
        const int width = part == Part::Year ? yearWidth : 2;
        values.append(digits.mid(at, width));
        at += width;
    }
    return fromParts(values, locale, today);
}

} // namespace

std::optional<QDate> DateField::parse(const QString &text, const QLocale &locale, const QDate &today)
{
    const QString input = text.trimmed();
    if (input.isEmpty())
        return std::nullopt;
    const QString lower = input.toLower();
    if (lower == QLatin1String("t") || lower == QLatin1String("h") || lower == QLatin1String("today")
        || lower == QLatin1String("heute")) {
        return today;
    }
    static const QRegularExpression offset(QStringLiteral("^([+-])\\s*(\\d{1,4})$"));
    if (const auto match = offset.match(input); match.hasMatch()) {
        const int days = match.captured(2).toInt();
        return today.addDays(match.captured(1) == QLatin1String("-") ? -days : days);
    }
    static const QRegularExpression iso(QStringLiteral("^(\\d{4})-(\\d{1,2})-(\\d{1,2})$"));
    if (const auto match = iso.match(input); match.hasMatch())
        return dateOf(match.captured(3).toInt(), match.captured(2).toInt(), match.captured(1).toInt());
    static const QRegularExpression digitsOnly(QStringLiteral("^\\d+$"));
    if (digitsOnly.match(input).hasMatch())
        return fromDigits(input, locale, today);
    static const QRegularExpression separated(
        QStringLiteral("^(\\d{1,4})(?:[./\\-\\s]+(\\d{1,4})){1,2}[./\\-\\s]*$"));
    if (separated.match(input).hasMatch()) {
        static const QRegularExpression separators(QStringLiteral("[./\\-\\s]+"));
        return fromParts(input.split(separators, Qt::SkipEmptyParts), locale, today);
    }
    // The locale's own long forms, with and without the weekday ("Montag, 23. November 2026").
    const QString longFormat = locale.dateFormat(QLocale::LongFormat);
    static const QRegularExpression weekday(QStringLiteral("d{4}[,\\s]*"));
    const QString withoutWeekday = QString(longFormat).remove(weekday);
    for (const QString &format : {longFormat, withoutWeekday}) {
        const QDate date = locale.toDate(input, format);
        if (date.isValid())
            return date;
    }
    return std::nullopt;
}

QString DateField::displayFormat(const QLocale &locale)
{
    return DateText::format(locale);
}

DateField::DateField(QWidget *parent)
    : QLineEdit(parent)
{
    setPlaceholderText(displayFormat(locale()).toLower());
    setToolTip(tr("Type a date such as 23.11.2026, 23.11.26, 23.11. or 231126; t for today, +30 for 30 days "
                  "from today. Alt+Down opens a calendar."));
    auto *calendar = addAction(style()->standardIcon(QStyle::SP_ArrowDown), QLineEdit::TrailingPosition);
    calendar->setObjectName(QStringLiteral("openCalendar"));
    calendar->setToolTip(tr("Choose from a calendar (Alt+Down)"));
    connect(calendar, &QAction::triggered, this, &DateField::showCalendar);
    connect(this, &QLineEdit::returnPressed, this, &DateField::commit);
    setDate(QDate::currentDate());
}

void DateField::setDate(const QDate &date)
{
    const QDate next = date.isValid() && date >= m_minimum ? date : (m_optional ? QDate() : m_date);
    const bool changed = next != m_date;
    m_date = next;
    showDate();
    if (changed)
        emit dateChanged(m_date);
}

void DateField::setMinimumDate(const QDate &date)
{
    m_minimum = date;
    if (m_date.isValid() && m_date < m_minimum)
        setDate(m_minimum);
}

void DateField::setOptional(bool optional)
{
    m_optional = optional;
    setClearButtonEnabled(optional);
}

void DateField::showDate()
{
    setText(m_date.isValid() ? locale().toString(m_date, displayFormat(locale())) : QString());
}

QString DateField::fieldName() const
{
    if (!m_fieldName.isEmpty())
        return m_fieldName;
    QWidget *form = parentWidget();
    if (auto *layout = form ? qobject_cast<QFormLayout *>(form->layout()) : nullptr) {
        if (auto *label = qobject_cast<QLabel *>(layout->labelForField(const_cast<DateField *>(this))))
            return label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':')).trimmed();
    }
    return tr("Date");
}

void DateField::commit()
{
    const QString typed = text().trimmed();
    if (typed.isEmpty() && m_optional) {
        setDate(QDate());
        return;
    }
    const std::optional<QDate> parsed = parse(typed, locale(), QDate::currentDate());
    if (parsed && *parsed >= m_minimum) {
        setDate(*parsed);
        return;
    }
    const QString message = parsed
        ? tr("%1: %2 is before %3.")
              .arg(fieldName(), DateText::of(*parsed, locale()), DateText::of(m_minimum, locale()))
        : tr("%1: \"%2\" is not a date. Type for example 23.11.2026, 23.11., 231126, t (today) or +30.")
              .arg(fieldName(), typed);
    showDate();
    QToolTip::showText(mapToGlobal(QPoint(0, height())), message, this);
}

void DateField::keyPressEvent(QKeyEvent *event)
{
    const bool calendarKey = event->key() == Qt::Key_F4
        || ((event->modifiers() & Qt::AltModifier) && event->key() == Qt::Key_Down);
    if (calendarKey) {
        showCalendar();
        return;
    }
    if (!(event->modifiers() & ~Qt::KeypadModifier)
        && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
        commit();
        const QDate base = m_date.isValid() ? m_date : QDate::currentDate();
        setDate(base.addDays(event->key() == Qt::Key_Up ? 1 : -1));
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void DateField::focusOutEvent(QFocusEvent *event)
{
    if (event->reason() != Qt::PopupFocusReason)
        commit();
    QLineEdit::focusOutEvent(event);
}

void DateField::showCalendar()
{
    commit();
    if (!m_popup) {
        m_popup = new QFrame(this, Qt::Popup);
        m_popup->setFrameShape(QFrame::StyledPanel);
        auto *layout = new QVBoxLayout(m_popup);
        layout->setContentsMargins(0, 0, 0, 0);
        m_calendar = new QCalendarWidget(m_popup);
        m_calendar->setObjectName(QStringLiteral("calendar"));
        layout->addWidget(m_calendar);
        connect(m_calendar, &QCalendarWidget::activated, this, [this](const QDate &date) {
            m_popup->hide();
            setDate(date);
            setFocus(Qt::PopupFocusReason);
        });
        connect(m_calendar, &QCalendarWidget::clicked, m_calendar, &QCalendarWidget::activated);
    }
    m_calendar->setMinimumDate(m_minimum);
    m_calendar->setSelectedDate(m_date.isValid() ? m_date : QDate::currentDate());
    m_popup->adjustSize();
    m_popup->move(mapToGlobal(QPoint(0, height())));
    m_popup->show();
    m_calendar->setFocus();
}
