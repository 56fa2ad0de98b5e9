#pragma once

#include <QDate>
#include <QLineEdit>
#include <QLocale>

#include <optional>

class QCalendarWidget;
class QFrame;

// The date field of every editor and dialog: a line edit that understands what a bookkeeper types.
// In a day-month-year locale (de_CH) "23.11.2026", "23.11.26", "23.11." (this year), "23.11", "231126",
// "23112026", "2311" and "23" (this month) all give a date, as do the locale's own short and long forms
// and ISO "2026-11-23"; "t"/"h" (today/heute), "+30"/"-7" (days from today) are shortcuts. Up/Down step
// a day, Alt+Down or F4 opens a calendar. What cannot be read is reverted with a message naming the
// field. An optional field may be left empty: date() is then invalid.
class DateField : public QLineEdit
{
    Q_OBJECT

public:
    explicit DateField(QWidget *parent = nullptr);

    // What `text` means as a date, the order of day, month and year taken from the locale's short
    // format; nullopt if it is none.
    static std::optional<QDate> parse(const QString &text, const QLocale &locale, const QDate &today);
    // How a date is shown: the locale's short format with a four-digit year (DateText, as in the lists).
    static QString displayFormat(const QLocale &locale);

    QDate date() const { return m_date; }
    void setDate(const QDate &date);
    void setMinimumDate(const QDate &date);
    QDate minimumDate() const { return m_minimum; }
    void setOptional(bool optional);
    bool isOptional() const { return m_optional; }
    // The field's name in messages ("Due date"); the buddy label's text without mnemonic if unset.
    void setFieldName(const QString &name) { m_fieldName = name; }

    void showCalendar();

signals:
    void dateChanged(const QDate &date);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void commit();
    void showDate();
    QString fieldName() const;

    QDate m_date;
    QDate m_minimum = QDate(1900, 1, 1);
    bool m_optional = false;
    QString m_fieldName;
    QFrame *m_popup = nullptr;
    QCalendarWidget *m_calendar = nullptr;
};
