#pragma once

#include "reports/ReportSource.h"

#include <QDialog>
#include <QPoint>

class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

// The monthly CHF rates of other currencies for the VAT return (the tax administration publishes
// monthly averages): entered by hand or imported from a CSV ("EUR;2024-03;0.9512"), kept in the
// account's local copy. Read and written on a pool thread; opened with open(), never exec().
class ChfRatesDialog : public QDialog
{
    Q_OBJECT

public:
    ChfRatesDialog(QString dataDir, QString accountUuid, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QLabel *messageLabel() const { return m_message; }
    // The rows as rates; false with `problem` naming the row and field when one is not valid, and
    // `refused` (when given) the cell. A rate takes a decimal point or comma: 0.9512 or 0,9512.
    bool rates(
        QList<ReportSource::ChfRate> *rates, QString *problem, QTableWidgetItem **refused = nullptr) const;
    // The cell Save refused last, marked in the error colour until it is changed; null when none.
    QTableWidgetItem *refusedCell() const;
    // Adds (or replaces, same currency and month) rows from CSV text; the problems are shown.
    void importText(const QString &csv);
    void save();

signals:
    // The rates were kept: reports should compute again.
    void saved();
    void loaded();

private:
    void setRates(const QList<ReportSource::ChfRate> &rates);
    void addRow(const QString &currency, const QString &month, const QString &rate);
    void markRefused(QTableWidgetItem *cell);

    QString m_dataDir;
    QString m_accountUuid;
    QTableWidget *m_table;
    QLabel *m_message;
    QPushButton *m_save;
    QPoint m_refused {-1, -1}; // column, row
};
