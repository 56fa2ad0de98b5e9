#include "views/documents/TotalsPanel.h"

#include "domain/Money.h"

#include <QLabel>
#include <QRegularExpression>
#include <QVBoxLayout>

TotalsPanel::TotalsPanel(QWidget *parent)
    : QWidget(parent)
    , m_table(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table->setObjectName(QStringLiteral("totalsTable"));
    m_table->setTextFormat(Qt::RichText);
    m_table->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_table);
    setTotals({}, QStringLiteral("CHF"), false);
}

QList<TotalsPanel::Line> TotalsPanel::lines(
    const DocumentTotals &t, bool pricesIncludeVat, const QLocale &locale)
{
    QList<Line> out;
    if (t.lineDiscountsMinor != 0) {
        out.append({tr("Before discounts:"), t.grossMinor});
        out.append({tr("Line discounts:"), -t.lineDiscountsMinor});
    }
    out.append({tr("Net (excl. VAT):"), t.netMinor});
    for (auto it = t.vatByRate.cbegin(); it != t.vatByRate.cend(); ++it) {
        const QString rate = Money::formatPercent(it.key(), locale);
        out.append({pricesIncludeVat ? tr("incl. VAT %1:").arg(rate) : tr("VAT %1:").arg(rate),
            it.value().vatMinor});
    }
    if (t.documentDiscountMinor != 0) {
        out.append({tr("Subtotal:"), t.subtotalMinor});
        out.append({tr("Document discount:"), -t.documentDiscountMinor});
    }
    if (t.roundingMinor != 0)
        out.append({tr("Rounding:"), t.roundingMinor});
    out.append({tr("Total:"), t.totalMinor, true});
    return out;
}

void TotalsPanel::setTotals(const DocumentTotals &t, const QString &currency, bool pricesIncludeVat)
{
    // One rich-text table: the rows vary with the VAT rates, and one label keeps them aligned.
    QString rows;
    for (const Line &line : lines(t, pricesIncludeVat, locale())) {
        const QString amount = Money::format(line.minor, currency, locale()).toHtmlEscaped();
        const QString cells = line.bold
            ? QStringLiteral("<td align=\"right\"><b>%1</b></td><td align=\"right\"><b>%2</b></td>")
            : QStringLiteral("<td align=\"right\">%1</td><td align=\"right\">%2</td>");
        rows +=
            QStringLiteral("<tr>") + cells.arg(line.label.toHtmlEscaped(), amount) + QStringLiteral("</tr>");
    }
    m_totalText = Money::format(t.totalMinor, currency, locale());
    m_table->setText(QStringLiteral("<table cellspacing=\"2\" cellpadding=\"2\">%1</table>").arg(rows));
}

QString TotalsPanel::totalText() const
{
    return m_totalText;
}

QString TotalsPanel::plainText() const
{
    QString text = m_table->text();
    text.replace(QLatin1String("</tr>"), QLatin1String("\n"));
    text.replace(QLatin1String("</td><td"), QLatin1String(" </td><td"));
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    text.remove(tags);
    return text.trimmed();
}
