#pragma once

#include "documents/TotalsCalculator.h"

#include <QWidget>

class QLabel;

// The totals of the document being edited: line discounts, net, VAT per rate, document discount,
// CHF rounding and the total, amounts right-aligned with their currency.
class TotalsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TotalsPanel(QWidget *parent = nullptr);

    void setTotals(const DocumentTotals &totals, const QString &currency, bool pricesIncludeVat);

    // One line of the totals: "VAT 8.1 %:" and its amount; the total bold.
    struct Line
    {
        QString label;
        qint64 minor = 0;
        bool bold = false;
    };
    // The lines the editor shows, in order: line discounts, net, VAT per rate, subtotal and document
    // discount (when there is one), rounding (when it made a difference), total. The detail pane shows
    // the same lines.
    static QList<Line> lines(const DocumentTotals &totals, bool pricesIncludeVat, const QLocale &locale);
    // The total as shown.
    QString totalText() const;
    // Every line as shown, one per line ("VAT 8.1 %: CHF 12.15").
    QString plainText() const;

private:
    QLabel *m_table;
    QString m_totalText;
};
