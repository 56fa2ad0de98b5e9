#pragma once

#include "documents/BackgroundWorkModel.h"
#include "documents/BatchTracker.h"
#include "documents/ImportPlan.h"
#include "views/WorkspacePage.h"

#include <QPointer>
#include <QSharedPointer>
#include <QWizard>

class BatchFailuresModel;
class ImportPreviewModel;
class ReferenceData;

// Imports invoices from a CSV file: choose the file, map its columns (with a live preview and the
// checks of every row), review what can be sent, send through the invoice import and follow the
// queue, then see and export the rows that failed.
class ImportWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId { FilePage, MappingPage, SummaryPage, SendPage, ResultPage };

    // The batch is listed in `work` (and goes on there if the wizard is closed) when given.
    ImportWizard(
        const SessionContext &session, BackgroundWorkModel *work = nullptr, QWidget *parent = nullptr);
    ~ImportWizard() override;

    // Reads the file off the GUI thread; fileLoaded() when done (see plan().table().error).
    void loadFile(const QString &path, QChar delimiter = QChar());
    QString filePath() const { return m_path; }
    bool isLoadingFile() const { return m_loading > 0; }
    void setMapping(const ImportMapping &mapping);
    const ImportPlan &plan() const { return m_plan; }
    // The addresses for receiver names are loaded (from the local copy, updated from the service).
    bool addressesReady() const { return m_addressesReady; }
    QString addressesStatus() const { return m_addressesStatus; }
    bool sendOnlyValid() const { return m_sendOnlyValid; }
    void setSendOnlyValid(bool only);

    BatchTracker *tracker() const { return m_tracker; }
    QList<ImportPlan::RowFailure> failures() const { return m_failures; }
    ImportPreviewModel *previewModel() const { return m_preview; }
    BatchFailuresModel *failuresModel() const { return m_failuresModel; }
    // Writes the failed rows (the file's columns and the reason); *error says why not.
    bool exportFailedRows(const QString &path, QString *error) const;

signals:
    void fileLoaded();
    void planChanged();
    void addressesChanged();
    void importFinished();

private:
    friend class ImportSendPage;
    void startSending();
    void onFinished();
    void connectAddresses();
    void loadAddresses();
    void rebuildPlan();

    SessionContext m_session;
    QPointer<BackgroundWorkModel> m_work;
    QString m_path;
    int m_loading = 0;
    int m_loadGeneration = 0;
    CsvTable m_table;
    ImportMapping m_mapping;
    ImportReceivers m_receivers;
    ImportPlan m_plan;
    ImportPlan::Batch m_batch;
    bool m_addressesReady = false;
    int m_addressListings = 0;
    QString m_addressesStatus;
    QString m_addressesError;
    bool m_sendOnlyValid = true;
    QPointer<BatchTracker> m_tracker;
    QList<ImportPlan::RowFailure> m_failures;
    QSharedPointer<ReferenceData> m_reference; // the session's, shared with the document editors
    ImportPreviewModel *m_preview;
    BatchFailuresModel *m_failuresModel;
};
