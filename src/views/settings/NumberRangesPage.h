#pragma once

#include "views/settings/SettingsPage.h"

#include <QMap>

class QLabel;
class QLineEdit;
class QSpinBox;

// The number ranges of invoices, recurring invoices and templates (settings/number-ranges/...), each
// with a live preview of the number the next document dated today gets.
class NumberRangesPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit NumberRangesPage(QWidget *parent = nullptr);

    struct Range
    {
        QLineEdit *pattern;
        QSpinBox *counter;
        QSpinBox *padding;
        QLabel *preview;
    };
    // By resource name, e.g. "number-ranges/invoices".
    const Range &range(const QString &name) const { return m_ranges.find(name).value(); }
    // The number shown as the preview ("" when the range cannot give one).
    QString previewNumber(const QString &name) const;

protected:
    void showValues(const QHash<QString, QJsonObject> &values) override;
    QHash<QString, QJsonObject> editedValues() const override;

private:
    void updatePreview(const QString &name);

    QMap<QString, Range> m_ranges;
};
