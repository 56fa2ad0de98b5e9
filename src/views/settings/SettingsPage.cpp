#include "views/settings/SettingsPage.h"

#include "records/SettingsApi.h"
#include "records/SettingsController.h"
#include "views/FieldErrorMarker.h"
#include "views/UnsavedQuestion.h"
#include "views/WrittenDate.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QTime>
#include <QVBoxLayout>

#include <optional>

SettingsPage::SettingsPage(const QString &title, const QStringList &names, QWidget *parent)
    : WorkspacePage(parent)
    , m_title(title)
    , m_names(names)
    , m_scroll(new QScrollArea(this))
    , m_unsavedBar(new QWidget(this))
    , m_status(new QLabel(this))
    , m_otherErrors(FieldErrorMarker::createProblemLine(this))
    , m_marker(new FieldErrorMarker(this))
    , m_controller(new SettingsController(this))
    , m_save(new QAction(tr("&Save"), this))
    , m_revert(new QAction(tr("Re&vert"), this))
{
    auto *heading = new QLabel(title, this);
    QFont font = heading->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.3);
    heading->setFont(font);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("settingsStatus"));
    m_otherErrors->setObjectName(QStringLiteral("otherErrors"));

    m_save->setShortcut(QKeySequence::Save);
    m_save->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_save->setToolTip(tr("Send the changed settings to the service (%1)")
                           .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)));
    m_revert->setToolTip(tr("Forget the changes and show the settings as the service has them"));
    addAction(m_save);
    addAction(m_revert);
    connect(m_save, &QAction::triggered, this, &SettingsPage::save);
    connect(m_revert, &QAction::triggered, this, &SettingsPage::revert);

    // The bar that says the form differs from what the service has.
    m_unsavedBar->setObjectName(QStringLiteral("unsavedBar"));
    m_unsavedBar->setAutoFillBackground(true);
    m_unsavedBar->setBackgroundRole(QPalette::ToolTipBase);
    m_unsavedBar->setForegroundRole(QPalette::ToolTipText);
    auto *unsavedText = new QLabel(tr("Unsaved changes"), m_unsavedBar);
    auto *saveButton = new QPushButton(m_save->text(), m_unsavedBar);
    saveButton->setToolTip(m_save->toolTip());
    auto *revertButton = new QPushButton(m_revert->text(), m_unsavedBar);
    revertButton->setToolTip(m_revert->toolTip());
    connect(saveButton, &QPushButton::clicked, m_save, &QAction::trigger);
    connect(revertButton, &QPushButton::clicked, m_revert, &QAction::trigger);
    connect(m_save, &QAction::enabledChanged, saveButton, &QPushButton::setEnabled);
    connect(m_revert, &QAction::enabledChanged, revertButton, &QPushButton::setEnabled);
    auto *barLayout = new QHBoxLayout(m_unsavedBar);
    barLayout->addWidget(unsavedText, 1);
    barLayout->addWidget(saveButton);
    barLayout->addWidget(revertButton);
    m_unsavedBar->hide();

    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_status);
    layout->addWidget(m_unsavedBar);
    layout->addWidget(m_otherErrors);
    layout->addWidget(m_scroll, 1);
    m_status->setText(tr("Open a profile to see the settings."));
    updateState();
}

void SettingsPage::setForm(QWidget *form)
{
    m_form = form;
    m_form->setEnabled(false);
    m_scroll->setWidget(form);
}

void SettingsPage::openSession(const SessionContext &session)
{
    m_session = session;
    ++m_generation;
    m_pendingLoads = 0;
    m_saving = false;
    m_queue.clear();
    m_values.clear();
    m_latest.clear();
    m_shown.clear();
    m_displayed = false;
    clearFieldErrors();
    m_form->setEnabled(false);
    m_loadProblem.clear();
    session.open(m_controller);
    m_status->setText(tr("Reading the copy kept on this computer…"));
    // Read off the GUI thread. What the service answered meanwhile is newer: the kept copy only fills
    // what is still missing, and is not shown over the service's values.
    m_controller->readStored(
        m_names, this, [this, generation = m_generation](const QHash<QString, QJsonObject> &stored) {
            if (generation != m_generation)
                return;
            if (!m_displayed) {
                for (auto it = stored.begin(); it != stored.end(); ++it) {
                    if (!m_values.contains(it.key())) {
                        m_values.insert(it.key(), it.value());
                        m_latest.insert(it.key(), it.value());
                    }
                }
                if (hasValues()) {
                    display(m_values);
                    m_status->setText(m_loadProblem.isEmpty()
                            ? tr("Showing the copy kept on this computer.")
                            : tr(
                                "Could not load from the service; showing the copy kept on this computer. %1")
                                  .arg(m_loadProblem));
                } else if (m_loadProblem.isEmpty()) {
                    m_status->setText(tr("Not loaded yet: the settings are fetched from the service."));
                }
            }
            updateState();
            emit keptCopyRead();
        });
    updateState();
}

bool SettingsPage::hasValues() const
{
    for (const QString &name : m_names) {
        if (!m_values.contains(name))
            return false;
    }
    return true;
}

void SettingsPage::refresh()
{
    if (!m_session.isValid() || m_pendingLoads > 0)
        return;
    const quint64 generation = m_generation;
    m_pendingLoads = int(m_names.size());
    auto failedOnce = std::make_shared<bool>(false);
    for (const QString &name : std::as_const(m_names)) {
        const auto fail = [this, failedOnce](const ApiError &error) {
            if (std::exchange(*failedOnce, true))
                return;
            m_loadProblem = error.message();
            m_status->setText(hasValues()
                    ? tr("Could not load from the service; showing the copy kept on this computer. %1")
                          .arg(error.message())
                    : tr("Could not load from the service. %1").arg(error.message()));
            // Said on the page, not in the window's bar: the window reports the connection itself.
            emit loadFailed(error);
        };
        m_controller->load(
            name, this,
            [this, generation, name, failedOnce](const QJsonObject &value) {
                if (generation != m_generation)
                    return;
                --m_pendingLoads;
                applyLoaded(name, value);
                if (m_pendingLoads == 0 && !*failedOnce)
                    emit loaded();
            },
            [this, generation, fail](const ApiError &error) {
                if (generation != m_generation)
                    return;
                --m_pendingLoads;
                fail(error);
            });
    }
}

void SettingsPage::applyLoaded(const QString &name, const QJsonObject &value)
{
    const QString storeProblem = m_controller->keep(name, value);
    const bool edited = hasUnsavedChanges();
    m_latest.insert(name, value);
    if (edited) {
        // The user's edits win; Revert shows what the service has.
        if (m_values.value(name) != value)
            m_status->setText(tr("The service has newer settings; Revert shows them (your changes are kept "
                                 "until then)."));
    } else {
        m_values.insert(name, value);
        if (hasValues()) {
            display(m_values);
            m_status->setText(
                tr("Loaded from the service at %1.").arg(WrittenDate::time(QTime::currentTime())));
        }
    }
    if (!storeProblem.isEmpty())
        m_status->setText(m_status->text() + QLatin1Char(' ')
            + tr("No copy could be kept on this computer: %1").arg(storeProblem));
}

void SettingsPage::display(const QHash<QString, QJsonObject> &values)
{
    m_showing = true;
    showValues(values);
    m_showing = false;
    // Edits are measured against the form as shown, so values the form cannot show as they came (a
    // field the answer lacked, 2.50 shown as 2.5) are not sent back unless the user changes them.
    m_shown = editedValues();
    m_displayed = true;
    m_form->setEnabled(true);
    updateState();
}

bool SettingsPage::hasUnsavedChanges() const
{
    return m_displayed && !changes(m_shown, editedValues()).isEmpty();
}

QList<SettingsChange> SettingsPage::changes(
    const QHash<QString, QJsonObject> &baseline, const QHash<QString, QJsonObject> &edited) const
{
    QList<SettingsChange> result;
    for (const QString &name : m_names) {
        const QJsonObject body = SettingsApi::changedFields(baseline.value(name), edited.value(name));
        if (!body.isEmpty())
            result.append({name, body, name, QString(), name + QLatin1Char('/')});
    }
    return result;
}

void SettingsPage::contentChanged()
{
    if (!m_showing)
        updateState();
}

void SettingsPage::updateState()
{
    const bool edited = hasUnsavedChanges();
    m_unsavedBar->setVisible(edited);
    m_save->setEnabled(edited && !isBusy());
    m_revert->setEnabled(edited && !isBusy());
}

void SettingsPage::save()
{
    if (isBusy() || !m_displayed || !m_session.isValid())
        return;
    clearFieldErrors();
    const QHash<QString, QString> problems = localProblems();
    if (!problems.isEmpty()) {
        QHash<QString, QStringList> errors;
        for (auto it = problems.begin(); it != problems.end(); ++it)
            errors.insert(it.key(), {it.value()});
        showFieldErrors(errors);
        emit messageRequested(tr("%1: not saved; correct the marked fields.").arg(m_title));
        return;
    }
    const QList<SettingsChange> list = changes(m_shown, editedValues());
    if (list.isEmpty())
        return;
    m_saving = true;
    m_queue = list;
    m_saveFailed = false;
    m_saveErrors.clear();
    m_form->setEnabled(false); // edits made now would be overwritten by the answer
    m_status->setText(tr("Saving…"));
    updateState();
    sendNext();
}

// The PATCHes go one after another, so each answer describes the state after the ones before it.
void SettingsPage::sendNext()
{
    if (m_queue.isEmpty()) {
        finishSave();
        return;
    }
    const SettingsChange change = m_queue.takeFirst();
    const quint64 generation = m_generation;
    const auto failed = [this, generation, change](const ApiError &error) {
        if (generation != m_generation)
            return;
        if (!std::exchange(m_saveFailed, true))
            m_saveError = error;
        for (auto it = error.fieldErrors().begin(); it != error.fieldErrors().end(); ++it)
            m_saveErrors[change.errorPrefix + it.key()] << it.value();
        sendNext();
    };
    m_controller->patch(
        change.resource, change.body, this,
        [this, generation, change](const QJsonObject &value) {
            if (generation != m_generation)
                return;
            QJsonObject updated = value;
            if (!change.member.isEmpty()) {
                updated = m_values.value(change.name);
                updated.insert(change.member, value);
            }
            m_values.insert(change.name, updated);
            m_latest.insert(change.name, updated);
            // Saved: these edits are no longer changes, whatever else fails.
            QJsonObject shown = m_shown.value(change.name);
            if (change.member.isEmpty())
                shown = SettingsApi::merged(shown, change.body);
            else
                shown.insert(
                    change.member, SettingsApi::merged(shown.value(change.member).toObject(), change.body));
            m_shown.insert(change.name, shown);
            // Saved on the service; only the copy for working offline can be behind (logged).
            m_controller->keep(change.name, updated);
            sendNext();
        },
        failed);
}

void SettingsPage::finishSave()
{
    m_saving = false;
    m_form->setEnabled(true);
    if (!m_saveFailed) {
        display(m_values);
        m_status->setText(tr("Saved at %1.").arg(WrittenDate::time(QTime::currentTime())));
        emit saved();
        return;
    }
    // The form keeps what the user typed; what did get saved is now the comparison base.
    showFieldErrors(m_saveErrors);
    m_status->setText(tr("Not saved. %1").arg(m_saveError.message()));
    updateState();
    emit messageRequested(tr("%1: not saved. %2").arg(m_title, m_saveError.message()));
    emit saveFailed(m_saveError);
}

void SettingsPage::revert()
{
    if (isBusy())
        return;
    m_values = m_latest;
    clearFieldErrors();
    if (hasValues())
        display(m_values);
}

void SettingsPage::askToSwitchAway(const SwitchAnswer &answer)
{
    if (!hasUnsavedChanges()) {
        answer(true);
        return;
    }
    askAboutUnsaved(this, m_title, tr("The changes on “%1” are not saved.").arg(m_title),
        [this, once = answerOnce(answer)](QMessageBox::StandardButton button) {
            if (!hasUnsavedChanges()) { // saved or reverted meanwhile
                once(true);
                return;
            }
            if (button == QMessageBox::Discard) {
                revert();
                once(true);
            } else if (button == QMessageBox::Save) {
                auto *waiting = new QObject(this);
                connect(this, &SettingsPage::saved, waiting, [waiting, once] {
                    waiting->deleteLater();
                    once(true);
                });
                connect(this, &SettingsPage::saveFailed, waiting, [waiting, once] {
                    waiting->deleteLater();
                    once(false);
                });
                save();
                if (!isBusy()) { // not sent: the marked fields say why
                    waiting->deleteLater();
                    once(!hasUnsavedChanges());
                }
            } else {
                once(false);
            }
        });
}

QList<QAction *> SettingsPage::pageActions() const
{
    return {m_save, m_revert};
}

QString SettingsPage::pageMenuTitle() const
{
    return tr("&Settings");
}

QList<std::pair<QString, QString>> SettingsPage::languages()
{
    return {{QStringLiteral("de"), tr("&German")}, {QStringLiteral("en"), tr("E&nglish")},
        {QStringLiteral("fr"), tr("F&rench")}, {QStringLiteral("it"), tr("&Italian")}};
}

namespace {

// A code in words: "unknown (code 1)". Typing a number (or editing the one in the words) sets the code.
class StoredCodeBox : public QSpinBox
{
public:
    using QSpinBox::QSpinBox;

protected:
    QString textFromValue(int value) const override { return SettingsPage::unknownCodeText(value); }
    int valueFromText(const QString &text) const override { return codeIn(text).value_or(value()); }
    QValidator::State validate(QString &text, int &) const override
    {
        const std::optional<int> code = codeIn(text);
        if (!code)
            return QValidator::Intermediate;
        return *code >= minimum() && *code <= maximum() ? QValidator::Acceptable : QValidator::Invalid;
    }

private:
    static std::optional<int> codeIn(const QString &text)
    {
        static const QRegularExpression number(QStringLiteral("-?\\d+"));
        const QRegularExpressionMatch m = number.match(text);
        bool ok = false;
        const int code = m.hasMatch() ? m.captured().toInt(&ok) : 0;
        return ok ? std::optional<int>(code) : std::nullopt;
    }
};

} // namespace

QString SettingsPage::unknownCodeText(int code)
{
    return tr("unknown (code %1)").arg(code);
}

QSpinBox *SettingsPage::storedNumberBox(QWidget *parent)
{
    // Neither the spec nor the published clients say what the values mean (sandbox/README.md), so the
    // code is shown as unknown, in words, and saved as it is, never guessed into a meaning.
    auto *box = new StoredCodeBox(parent);
    box->setRange(-999999, 999999);
    box->setToolTip(tr("The service keeps this number; its documentation does not say what each value "
                       "means, so it is saved as it is."));
    return box;
}

QLabel *SettingsPage::errorLabel(const QString &path, QWidget *field)
{
    QLabel *label = FieldErrorMarker::createProblemLine(this);
    label->setObjectName(QStringLiteral("error:") + path);
    m_marker->addField(field, {}, label);
    m_errorFields.insert(path, field);
    return label;
}

QString SettingsPage::fieldError(const QString &path) const
{
    const QWidget *field = m_errorFields.value(path);
    return field ? m_marker->problem(field) : QString();
}

QString SettingsPage::statusText() const
{
    return m_otherErrors->isHidden() ? m_status->text()
                                     : m_status->text() + QLatin1Char('\n') + m_otherErrors->text();
}

void SettingsPage::showFieldErrors(const QHash<QString, QStringList> &errors)
{
    QStringList others;
    QWidget *first = nullptr;
    for (auto it = errors.begin(); it != errors.end(); ++it) {
        // A complaint about a part of a field ("paymentConditions.0.amount") goes to the field.
        QString path = it.key();
        while (!m_errorFields.contains(path) && path.contains(QLatin1Char('.')))
            path.truncate(path.lastIndexOf(QLatin1Char('.')));
        QWidget *field = m_errorFields.value(path);
        if (!field) {
            others << tr("%1: %2").arg(
                it.key().section(QLatin1Char('/'), -1), it.value().join(QLatin1Char(' ')));
            continue;
        }
        m_marker->mark(field, it.value().join(QLatin1Char('\n')));
        if (!first)
            first = field;
    }
    others.sort();
    m_otherErrors->setText(others.join(QLatin1Char('\n')));
    m_otherErrors->setVisible(!others.isEmpty());
    FieldErrorMarker::reveal(first); // its tab (and the tabs around it) forward, scrolled to, focused
}

void SettingsPage::clearFieldErrors()
{
    m_marker->clearAll();
    m_otherErrors->clear();
    m_otherErrors->hide();
}
