#pragma once

#include "api/ApiError.h"
#include "documents/DocumentDraft.h"
#include "views/WorkspacePage.h"

#include <QHash>
#include <QJsonObject>
#include <QMainWindow>
#include <QMap>

#include <memory>

class FieldErrorMarker;
class QLabel;
class QLineEdit;
class QScrollArea;
class QTableView;
class DocumentEditorController;
class DocumentForm;
class PositionsEditor;
class PositionsModel;
class ReceiverPicker;
struct ReferenceSnapshot;
class TotalsPanel;

// The editor of one quote, contract note, delivery note, invoice, credit note, recurring invoice or
// template, in a window of its own: receiver, dates, texts, payment, positions and live totals.
// Ctrl+S creates or updates the document on the service; a failure keeps every input and marks the
// fields the service named. Before an update it checks whether the document changed on the service
// since it was opened. Closing with unsaved changes asks. The window deletes itself when closed.
// A view only: loading, defaults, the conflict check, saving and the local copy are the work of its
// DocumentEditorController; the pickers show the session's shared ReferenceData (read through
// EditorPicks). The fields are a DocumentForm, the positions a PositionsEditor; the window holds the
// menus and tool bar, the messages and marks, saving, the conflict question and closing.
class DocumentEditor : public QMainWindow
{
    Q_OBJECT

public:
    // Both return nullptr for receipts, which are read-only.
    static DocumentEditor *openNew(const SessionContext &session, DocumentKind kind, QWidget *parent);
    static DocumentEditor *openExisting(
        const SessionContext &session, DocumentKind kind, const QString &uuid, QWidget *parent);

    DocumentKind kind() const { return m_kind; }
    QString uuid() const;
    // What the fields hold now.
    DocumentDraft draft() const;
    bool isModified() const;
    // Loading or saving is under way; the fields are read-only meanwhile.
    bool isBusy() const { return m_busy; }
    DocumentEditorController *controller() const { return m_controller; }
    // The words above the fields: progress, or why the last save failed.
    QString messageText() const;
    // A cancelled document: its fields are shown, not changed, and Save is off.
    bool isReadOnly() const;

    // Validates, then creates or updates the document.
    void save();
    // Puts unsaved work kept from an earlier run (DraftStore) into the fields, as unsaved changes: at
    // once for a new document, once loaded for an existing one.
    void restoreDraft(const DocumentDraft &kept);

    ReceiverPicker *receiverPicker() const;
    PositionsModel *positionsModel() const { return m_positions; }
    QTableView *positionsView() const { return m_table; }
    TotalsPanel *totalsPanel() const { return m_totals; }
    QLineEdit *productField() const;
    // The widget that shows a field of the body ("title", "dueDate", "receiver", ...), if any.
    QWidget *fieldWidget(const QString &field) const;
    // The message a field is marked with after a failed save (also for "positions.N.field").
    QString fieldError(const QString &field) const;

signals:
    void saved(DocumentKind kind, const QString &uuid);
    // The save was refused or not sent; the window stays with every input.
    void saveFailed();
    // The document of openExisting() arrived and fills the fields (or could not be loaded).
    void loaded(bool ok);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    DocumentEditor(const SessionContext &session, DocumentKind kind, QWidget *parent);

    void buildUi();
    void buildActions();
    void connectEdits();

    void connectController();
    void connectReference();
    // The reference data changed (`changed` names what): pickers, unit names and defaults follow.
    void showReference(const QStringList &changed);
    // The product picker and the bank accounts, in the document's language.
    void fillPickers();
    void startLoading(const QString &uuid);
    void applyDraft(const DocumentDraft &draft);
    // Fields, positions and Save as the loaded document allows (read-only when it is cancelled).
    void showReadOnly();
    void applyNewDefaults();
    void applyReceiverDefaults();
    // The due date the receiver's or the account's payment terms give for `date`; none without terms.
    QDate termsDueDate(const QDate &date) const;
    bool isSaving() const;
    QString receiverLanguage() const;

    void edited();
    void updateTotals();
    void setBusy(bool busy, const QString &message = {});
    void showMessage(const QString &text, bool error);
    void clearMarks();
    void markField(const QString &field, const QString &message);
    void unmark(QWidget *widget);
    void dropProblemsOf(QWidget *widget);
    void focusFirstProblem();
    QString fieldLabel(const QString &field) const;
    void showProblems(const QString &intro, const QHash<QString, QString> &errors);

    void showState();
    void showInvalid(const QList<DocumentProblem> &problems);
    void askConflict(const DocumentDraft &serviceVersion);
    void handleSaved(const DocumentDraft &saved, qint64 serviceTotalMinor, qint64 sentTotalMinor,
        const QString &storeError);
    void handleSaveFailed(const QString &message);

    SessionContext m_session;
    DocumentKind m_kind;
    DocumentEditorController *m_controller = nullptr;
    // What the pickers show; the product items point into its products.
    std::shared_ptr<const ReferenceSnapshot> m_picks;
    QString m_number;
    QJsonObject m_savedBody; // the body of what was last loaded or saved, to tell whether anything changed
    bool m_busy = false;
    bool m_pristine = true; // a new document nobody has typed into yet
    bool m_closeAfterSave = false;
    bool m_discardOnClose = false;

    FieldErrorMarker *m_marker = nullptr; // the form's refused fields (cells: the positions model)
    QScrollArea *m_messageArea = nullptr;
    QLabel *m_message = nullptr;
    DocumentForm *m_form = nullptr;
    PositionsEditor *m_positionsEditor = nullptr;
    PositionsModel *m_positions = nullptr; // the positions editor's
    QTableView *m_table = nullptr; // the positions editor's
    TotalsPanel *m_totals = nullptr;

    QHash<QString, QString> m_fieldErrors; // the problem of each marked field (not cells)
    // The banner of refused fields: its first sentence and a line per field still refused (a field the
    // user edited leaves it; the banner goes with the last).
    QString m_problemIntro;
    QMap<QString, QString> m_problemLines;
};
