#include "views/settings/NumberRangesPage.h"

#include "records/NumberRangeFormat.h"

#include <QDate>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace {

const QString invoices = QStringLiteral("number-ranges/invoices");
const QString recurring = QStringLiteral("number-ranges/recurring-invoices");
const QString templates = QStringLiteral("number-ranges/templates");

} // namespace

NumberRangesPage::NumberRangesPage(QWidget *parent)
    : SettingsPage(tr("Number ranges"), {invoices, recurring, templates}, parent)
{
    auto *form = new QWidget(this);
    auto *layout = new QVBoxLayout(form);
    auto *help =
        new QLabel(tr("In a pattern, {YYYY} stands for the year, {YY} for its last two digits, {MM} for "
                      "the month and {COUNTER} for the counter, filled with leading zeros to the "
                      "given number of digits. The counter goes up by one with every document."),
            this);
    help->setWordWrap(true);
    layout->addWidget(help);
    // One tab per range: the three share their field names, so only one range's fields are shown at a
    // time and each field keeps its Alt+letter.
    auto *tabs = new QTabWidget(form);
    const QList<std::pair<QString, QString>> groups {
        {invoices, tr("&Invoices")}, {recurring, tr("&Recurring invoices")}, {templates, tr("&Templates")}};
    for (const auto &[name, title] : groups) {
        auto *box = new QWidget(tabs);
        Range r {new QLineEdit(box), new QSpinBox(box), new QSpinBox(box), new QLabel(box)};
        const QString object = name.section(QLatin1Char('/'), 1);
        r.pattern->setObjectName(object + QStringLiteral(".pattern"));
        r.counter->setObjectName(object + QStringLiteral(".counter"));
        r.padding->setObjectName(object + QStringLiteral(".padding"));
        r.preview->setObjectName(object + QStringLiteral(".preview"));
        // No limits are documented; the service's own checks are shown at the field.
        r.counter->setRange(0, std::numeric_limits<int>::max());
        r.padding->setRange(0, 99);
        r.padding->setSuffix(tr(" digits"));
        r.preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
        r.preview->setWordWrap(true);
        auto *rows = new QFormLayout(box);
        const auto error = [this, name = name](const char *field, QWidget *widget) {
            return errorLabel(name + QLatin1Char('/') + QLatin1String(field), widget);
        };
        rows->addRow(tr("&Pattern:"), r.pattern);
        rows->addRow(QString(), error("pattern", r.pattern));
        rows->addRow(tr("&Next counter:"), r.counter);
        rows->addRow(QString(), error("counter", r.counter));
        rows->addRow(tr("Counter &digits:"), r.padding);
        rows->addRow(QString(), error("padding", r.padding));
        rows->addRow(tr("Next number:"), r.preview);
        tabs->addTab(box, title);
        setTabOrder(r.pattern, r.counter);
        setTabOrder(r.counter, r.padding);
        m_ranges.insert(name, r);
        connect(r.pattern, &QLineEdit::textChanged, this, [this, name = name] { updatePreview(name); });
        connect(r.counter, &QSpinBox::valueChanged, this, [this, name = name] { updatePreview(name); });
        connect(r.padding, &QSpinBox::valueChanged, this, [this, name = name] { updatePreview(name); });
    }
    layout->addWidget(tabs);
    layout->addStretch();
    setForm(form);
}

void NumberRangesPage::showValues(const QHash<QString, QJsonObject> &values)
{
    for (auto it = m_ranges.begin(); it != m_ranges.end(); ++it) {
        const QJsonObject o = values.value(it.key());
        const auto range = NumberRange::fromJson(o);
        it->pattern->setText(range ? range->pattern : QString());
        it->counter->setValue(range ? int(std::clamp<qint64>(range->counter, 0, it->counter->maximum())) : 0);
        it->padding->setValue(range ? range->padding : 0);
        updatePreview(it.key());
    }
}

QHash<QString, QJsonObject> NumberRangesPage::editedValues() const
{
    QHash<QString, QJsonObject> result;
    for (auto it = m_ranges.begin(); it != m_ranges.end(); ++it)
        result.insert(
            it.key(), NumberRange {it->counter->value(), it->pattern->text(), it->padding->value()}.toJson());
    return result;
}

QString NumberRangesPage::previewNumber(const QString &name) const
{
    const auto it = m_ranges.find(name);
    if (it == m_ranges.end() || it->pattern->text().isEmpty())
        return {};
    return NumberRange {it->counter->value(), it->pattern->text(), it->padding->value()}.format(
        QDate::currentDate());
}

void NumberRangesPage::updatePreview(const QString &name)
{
    const Range &r = m_ranges.find(name).value();
    const NumberRange range {r.counter->value(), r.pattern->text(), r.padding->value()};
    if (range.pattern.isEmpty())
        r.preview->setText(tr("Enter a pattern to see the next number."));
    else if (!range.hasCounter())
        r.preview->setText(tr("%1 — without {COUNTER} every document would get this same number.")
                               .arg(range.format(QDate::currentDate())));
    else
        r.preview->setText(tr("%1 (for a document dated today)").arg(range.format(QDate::currentDate())));
    contentChanged();
}
