#pragma once

#include "views/WorkspacePage.h"

#include <QDialog>
#include <QMessageBox>
#include <QPointer>

class BackgroundWorkModel;
class BankImport;
class PaymentReviewModel;
class QLabel;

class QProgressBar;
class QPushButton;
class QTableView;

// File → Import bank file…: a camt.054 or camt.053 file read and matched off the GUI thread (BankImport),
// the review table (PaymentReviewModel), one confirmation naming how many payments, the total per
// currency and each invoice, then the booking with its progress here and in the Background work panel,
// and a summary to print or export as CSV. Nothing is booked before that confirmation.
class BankImportDialog : public QDialog
{
    Q_OBJECT

public:
    BankImportDialog(const SessionContext &session, BackgroundWorkModel *work, QWidget *parent = nullptr);

    // Reads and matches the file (the file dialog's choice, or a test's).
    void openFile(const QString &path);
    // Asks to book the reference matches and the checked suggestions.
    void book();

    bool isBusy() const;
    PaymentReviewModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString statusText() const;
    QMessageBox *confirmation() const { return m_confirmation; }
    // The summary of the import as CSV (CsvWriter) and as HTML for printing.
    QByteArray summaryCsv() const;
    QString summaryHtml() const;

    void reject() override;

signals:
    void fileRead();
    void fileFailed(const QString &message);
    void bookingFinished(int booked, int notBooked);

private:
    QList<int> rowsToBook() const;
    void showReview();
    void updateButtons();
    void chooseFile();
    void exportSummary();
    void printSummary();

    SessionContext m_session;
    QPointer<BackgroundWorkModel> m_work;
    BankImport *m_import = nullptr;
    PaymentReviewModel *m_model;
    QLabel *m_status;
    QTableView *m_table;
    QProgressBar *m_progress;
    QPushButton *m_choose;
    QPushButton *m_book;
    QPushButton *m_print;
    QPushButton *m_export;
    QPointer<QMessageBox> m_confirmation;
    bool m_booked = false; // a booking ran: the summary is there
};
