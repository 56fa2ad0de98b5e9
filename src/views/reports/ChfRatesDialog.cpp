#include "views/reports/ChfRatesDialog.h"

#include "base/AsyncRun.h"
#include "domain/ChfRateCsv.h"
#include "views/OpenDialogs.h"
#include "views/Palette.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

ChfRatesDialog::ChfRatesDialog(QString dataDir, QString accountUuid, QWidget *parent)
    : QDialog(parent)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
    , m_table(new QTableWidget(0, 3, this))
    , m_message(new QLabel(this))
{
    setWindowTitle(tr("CHF rates for the VAT return"));
    auto *intro =
        new QLabel(tr("Documents in other currencies go into the VAT return at the monthly average "
                      "rate the tax administration publishes for the month of the document: CHF per "
                      "unit, e.g. EUR, 2024-03, 0.9512."),
            this);
    intro->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("Currency"), tr("Month (YYYY-MM)"), tr("CHF per unit")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("CHF rates"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The refused cell keeps its mark until it is changed; the message goes with it.
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item == refusedCell())
            markRefused(nullptr);
    });

    auto *add = new QPushButton(tr("&Add"), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    auto *import = new QPushButton(tr("&Import CSV…"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow({}, {}, {});
        m_table->setCurrentCell(m_table->rowCount() - 1, 0);
        m_table->editItem(m_table->item(m_table->rowCount() - 1, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0) {
            markRefused(nullptr); // the rows below move up
            m_table->removeRow(m_table->currentRow());
        }
    });
    connect(import, &QPushButton::clicked, this, [this] {
        chooseFile(this, tr("Import CHF rates"), fileDialogFolder(), tr("CSV files (*.csv *.txt)"),
            FileChoice::Open, this, [this](const QString &path) {
                QFile file(path);
                if (!file.open(QIODevice::ReadOnly)) {
                    m_message->setText(tr("%1 could not be read: %2").arg(path, file.errorString()));
                    return;
                }
                importText(QString::fromUtf8(file.read(1 << 20)));
            });
    });
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addWidget(import);
    rowButtons->addStretch(1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    m_save->setEnabled(false); // until the kept rates are read
    connect(buttons, &QDialogButtonBox::accepted, this, &ChfRatesDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(520, 420);

    asyncRun(
        this,
        [dir = m_dataDir, account = m_accountUuid] {
            QString error;
            return ReportSource::readChfRates(dir, account, &error);
        },
        [this](const QList<ReportSource::ChfRate> &rates) {
            setRates(rates);
            m_save->setEnabled(true);
            emit loaded();
        });
}

void ChfRatesDialog::addRow(const QString &currency, const QString &month, const QString &rate)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(currency));
    m_table->setItem(row, 1, new QTableWidgetItem(month));
    auto *rateItem = new QTableWidgetItem(rate);
    rateItem->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_table->setItem(row, 2, rateItem);
}

void ChfRatesDialog::setRates(const QList<ReportSource::ChfRate> &rates)
{
    // What was typed meanwhile stays; the kept rates come first.
    QList<QStringList> typed;
    for (int row = 0; row < m_table->rowCount(); ++row)
        typed << QStringList {
            m_table->item(row, 0)->text(), m_table->item(row, 1)->text(), m_table->item(row, 2)->text()};
    m_table->setRowCount(0);
    for (const ReportSource::ChfRate &r : rates)
        addRow(r.currency, r.month, VatRules::rateMicroToText(r.rateMicro));
    for (const QStringList &t : std::as_const(typed))
        addRow(t.at(0), t.at(1), t.at(2));
}

void ChfRatesDialog::importText(const QString &csv)
{
    QStringList problems;
    const QList<ReportSource::ChfRate> imported = ChfRateCsv::read(csv, &problems);
    for (const ReportSource::ChfRate &r : imported) {
        int found = -1;
        for (int row = 0; row < m_table->rowCount() && found < 0; ++row) {
            if (m_table->item(row, 0)->text().trimmed().toUpper() == r.currency
                && m_table->item(row, 1)->text().trimmed() == r.month)
                found = row;
        }
        if (found < 0)
            addRow(r.currency, r.month, VatRules::rateMicroToText(r.rateMicro));
        else
            m_table->item(found, 2)->setText(VatRules::rateMicroToText(r.rateMicro));
    }
    QString text = tr("%n rate(s) imported; press Save to keep them.", nullptr, int(imported.size()));
    if (!problems.isEmpty())
        text += QLatin1Char('\n') + problems.join(QLatin1Char('\n'));
    m_message->setText(text);
}

bool ChfRatesDialog::rates(
    QList<ReportSource::ChfRate> *rates, QString *problem, QTableWidgetItem **refused) const
{
    const auto refuse = [&](int row, int column) {
        if (refused)
            *refused = m_table->item(row, column);
        return false;
    };
    static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
    static const QRegularExpression monthText(QStringLiteral("^\\d{4}-(0[1-9]|1[0-2])$"));
    rates->clear();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString currency = m_table->item(row, 0)->text().trimmed().toUpper();
        const QString month = m_table->item(row, 1)->text().trimmed();
        const QString rateText = m_table->item(row, 2)->text().trimmed();
        if (currency.isEmpty() && month.isEmpty() && rateText.isEmpty())
            continue;
        if (!currencyCode.match(currency).hasMatch() || currency == QLatin1String("CHF")) {
            *problem = tr("Row %1, currency: \"%2\" is not a three-letter code other than CHF.")
                           .arg(row + 1)
                           .arg(currency);
            return refuse(row, 0);
        }
        if (!monthText.match(month).hasMatch()) {
            *problem = tr("Row %1, month: \"%2\" is not written as 2024-03.").arg(row + 1).arg(month);
            return refuse(row, 1);
        }
        const auto rate = VatRules::rateMicroFromText(rateText);
        if (!rate) {
            *problem = tr("Row %1, rate: \"%2\" is not a positive number with at most six decimals, such as "
                          "0.9512 or 0,9512.")
                           .arg(row + 1)
                           .arg(rateText);
            return refuse(row, 2);
        }
        for (const ReportSource::ChfRate &r : std::as_const(*rates)) {
            if (r.currency == currency && r.month == month) {
                *problem = tr("Row %1: %2 of %3 is given twice.").arg(row + 1).arg(currency, month);
                return refuse(row, 1);
            }
        }
        rates->append({currency, month, *rate});
    }
    return true;
}

QTableWidgetItem *ChfRatesDialog::refusedCell() const
{
    return m_refused.x() >= 0 ? m_table->item(m_refused.y(), m_refused.x()) : nullptr;
}

void ChfRatesDialog::markRefused(QTableWidgetItem *cell)
{
    if (QTableWidgetItem *before = refusedCell()) {
        const QSignalBlocker blocker(m_table);
        before->setData(Qt::BackgroundRole, QVariant());
    }
    m_refused = cell ? QPoint(cell->column(), cell->row()) : QPoint(-1, -1);
    if (!cell) {
        m_message->clear();
        return;
    }
    {
        const QSignalBlocker blocker(m_table);
        cell->setBackground(errorBackground(palette()));
    }
    m_table->setCurrentItem(cell);
    m_table->setFocus();
}

void ChfRatesDialog::save()
{
    QList<ReportSource::ChfRate> list;
    QString problem;
    QTableWidgetItem *refused = nullptr;
    if (!rates(&list, &problem, &refused)) {
        markRefused(refused);
        m_message->setText(problem);
        return;
    }
    markRefused(nullptr);
    m_save->setEnabled(false);
    asyncRun(
        this,
        [dir = m_dataDir, account = m_accountUuid, list] {
            QString error;
            ReportSource::writeChfRates(dir, account, list, &error);
            return error;
        },
        [this](const QString &error) {
            m_save->setEnabled(true);
            if (!error.isEmpty()) {
                m_message->setText(tr("The rates could not be kept: %1").arg(error));
                return;
            }
            emit saved();
            accept();
        });
}
