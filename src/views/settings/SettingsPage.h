#pragma once

#include "api/ApiError.h"
#include "views/WorkspacePage.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

class QAction;
class FieldErrorMarker;
class QLabel;
class SettingsController;
class QScrollArea;
class QSpinBox;

// One PATCH of a save: `body` goes to the settings resource `resource`; its answer replaces the page's
// value `name` (or its member `member` when that is set). Field errors of the answer are reported at
// `errorPrefix` + the field's path.
struct SettingsChange
{
    QString resource;
    QJsonObject body;
    QString name;
    QString member;
    QString errorPrefix;
};

// A page of invoice settings: shows the copy kept on this computer at once, then what the service has;
// edits stay local until saved with PATCH (only the changed fields), can be reverted, and survive a
// failed save with the service's complaints shown at the fields. The values are one JSON object per
// settings resource, named as in SettingsApi/RecordStore ("conditions", "number-ranges/invoices", ...).
class SettingsPage : public WorkspacePage
{
    Q_OBJECT

public:
    // The words for a code whose meaning the service does not publish: "unknown (code 1)".
    static QString unknownCodeText(int code);
    void openSession(const SessionContext &session) override;
    void refresh() override;
    QList<QAction *> pageActions() const override;
    QString pageMenuTitle() const override;
    void askToSwitchAway(const SwitchAnswer &answer) override;

    bool hasUnsavedChanges() const;
    bool isBusy() const { return m_saving; }
    bool hasValues() const;
    void save();
    void revert();
    QAction *saveAction() const { return m_save; }
    QAction *revertAction() const { return m_revert; }
    // The values as last loaded or saved, by resource name.
    QJsonObject value(const QString &name) const { return m_values.value(name); }
    // The complaints shown at a field, empty when none.
    QString fieldError(const QString &path) const;
    // Complaints that belong to no field of the page, and the page's state line.
    QString statusText() const;

signals:
    // Values from the service were shown (or, with unsaved edits, kept for Revert).
    void loaded();
    void loadFailed(const ApiError &error);
    // The copy kept on this computer was read after openSession (shown unless the service came first).
    void keptCopyRead();
    void saved();
    void saveFailed(const ApiError &error);

protected:
    SettingsPage(const QString &title, const QStringList &names, QWidget *parent);

    // The page's own form; the base puts the unsaved-changes bar above it.
    void setForm(QWidget *form);
    virtual void showValues(const QHash<QString, QJsonObject> &values) = 0;
    virtual QHash<QString, QJsonObject> editedValues() const = 0;
    // Problems found before anything is sent, by field path, in words naming the field.
    virtual QHash<QString, QString> localProblems() const { return {}; }
    // By default one PATCH per resource with the fields that differ.
    virtual QList<SettingsChange> changes(
        const QHash<QString, QJsonObject> &baseline, const QHash<QString, QJsonObject> &edited) const;
    // Every edit of the form ends here.
    void contentChanged();
    // A hidden label for the complaints about the field at `path`; place it right under `field`.
    QLabel *errorLabel(const QString &path, QWidget *field);
    const SessionContext &session() const { return m_session; }
    // The languages of the settings texts: code and name (with a mnemonic).
    static QList<std::pair<QString, QString>> languages();
    // A whole number the service keeps without publishing what each value means (sandbox/README.md),
    // shown in words, "unknown (code 1)", and saved as it is; its role is the form row's label.
    static QSpinBox *storedNumberBox(QWidget *parent);

private:
    void applyLoaded(const QString &name, const QJsonObject &value);
    void sendNext();
    void finishSave();
    void showFieldErrors(const QHash<QString, QStringList> &errors);
    void clearFieldErrors();
    void updateState();
    void display(const QHash<QString, QJsonObject> &values);

    QString m_title;
    QStringList m_names;
    SessionContext m_session;
    QHash<QString, QJsonObject> m_values; // as last loaded or saved
    QHash<QString, QJsonObject> m_latest; // the newest known from the service, shown by Revert
    QHash<QString, QJsonObject> m_shown; // editedValues() as the form was filled
    QHash<QString, QWidget *> m_errorFields;
    QWidget *m_form = nullptr;
    QScrollArea *m_scroll;
    QWidget *m_unsavedBar;
    QLabel *m_status;
    QLabel *m_otherErrors;
    FieldErrorMarker *m_marker;
    SettingsController *m_controller;
    QAction *m_save;
    QAction *m_revert;
    int m_pendingLoads = 0;
    bool m_saving = false;
    QString m_loadProblem; // why the last load from the service failed, for the kept copy's status
    QList<SettingsChange> m_queue;
    bool m_showing = false;
    bool m_displayed = false;
    bool m_saveFailed = false;
    ApiError m_saveError;
    QHash<QString, QStringList> m_saveErrors;
    quint64 m_generation = 0; // answers of an earlier session are dropped
};
