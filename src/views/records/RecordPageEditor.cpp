#include "views/records/RecordPageEditor.h"

#include "api/ApiJob.h"
#include "records/RecordTableModel.h"
#include "store/RecordStore.h"
#include "views/Palette.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

RecordPageEditor::RecordPageEditor(const QJsonObject &record, QWidget *parent)
    : QDialog(parent)
    , m_record(record)
    , m_general(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    m_general->setWordWrap(true);
    m_general->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_general->setStyleSheet(QStringLiteral("color: %1; background: %2; padding: 6px;")
                                 .arg(palette().color(QPalette::Base).name(), errorColor(palette()).name()));
    m_general->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_general);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &RecordPageEditor::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void RecordPageEditor::setFormWidget(QWidget *form)
{
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, form, 1);
}

void RecordPageEditor::addRow(QFormLayout *form, const QString &label, QWidget *widget, const QString &field)
{
    auto *caption = new QLabel(label, this);
    caption->setBuddy(widget);
    auto *cell = new QWidget(this);
    auto *cellLayout = new QVBoxLayout(cell);
    cellLayout->setContentsMargins(0, 0, 0, 0);
    cellLayout->setSpacing(2);
    cellLayout->addWidget(widget);
    QLabel *problem = registerField(field, widget);
    cellLayout->addWidget(problem);
    form->addRow(caption, cell);
    m_labels.insert(field, QString(label).remove(QLatin1Char('&')).remove(QLatin1Char(':')));
}

QLabel *RecordPageEditor::registerField(const QString &field, QWidget *widget)
{
    auto *problem = new QLabel(this);
    problem->setWordWrap(true);
    problem->setStyleSheet(colorStyle(errorColor(palette())));
    problem->hide();
    m_fields.insert(field, {widget, problem});
    return problem;
}

QString RecordPageEditor::fieldLabel(const QString &field) const
{
    return m_labels.value(field, field);
}

QString RecordPageEditor::fieldKeyFor(const QString &serverField) const
{
    // "qrBill.qrIban" is shown at "qrBill.qrIban"; "translations.de" (no such field) at the message.
    if (m_fields.contains(serverField))
        return serverField;
    QString key = serverField;
    while (key.contains(QLatin1Char('.'))) {
        key = key.left(key.lastIndexOf(QLatin1Char('.')));
        if (m_fields.contains(key))
            return key;
    }
    return {};
}

bool RecordPageEditor::showProblems(const FieldProblems &problems, const QString &general)
{
    for (const Field &f : std::as_const(m_fields)) {
        if (f.problem) {
            f.problem->clear();
            f.problem->hide();
        }
    }
    QStringList unplaced;
    if (!general.isEmpty())
        unplaced << general;
    QWidget *first = nullptr;
    int placed = 0;
    QStringList keys = problems.keys();
    keys.sort();
    for (const QString &serverField : std::as_const(keys)) {
        const QString key = fieldKeyFor(serverField);
        const Field f = m_fields.value(key);
        if (key.isEmpty() || !f.problem) {
            unplaced << tr("%1: %2").arg(fieldLabel(serverField), problems.value(serverField));
            continue;
        }
        const QString text = f.problem->text();
        f.problem->setText(text.isEmpty() ? problems.value(serverField)
                                          : text + QLatin1Char('\n') + problems.value(serverField));
        f.problem->show();
        ++placed;
        if (!first)
            first = f.widget;
    }
    if (placed > 0 && general.isEmpty())
        unplaced.prepend(tr("Please correct the marked fields."));
    m_general->setText(unplaced.join(QLatin1Char('\n')));
    m_general->setVisible(!unplaced.isEmpty());
    if (first) {
        // Bring the tab (language, page) holding the field forward before focusing it.
        for (QWidget *w = first; w && w != this; w = w->parentWidget()) {
            if (auto *stack = qobject_cast<QStackedWidget *>(w->parentWidget())) {
                if (auto *tabs = qobject_cast<QTabWidget *>(stack->parentWidget()))
                    tabs->setCurrentWidget(w);
            }
        }
        first->setFocus(Qt::OtherFocusReason);
    }
    return problems.isEmpty() && general.isEmpty();
}

QString RecordPageEditor::problemAt(const QString &field) const
{
    const Field f = m_fields.value(field);
    return f.problem && !f.problem->isHidden() ? f.problem->text() : QString();
}

QString RecordPageEditor::generalProblem() const
{
    return m_general->isHidden() ? QString() : m_general->text();
}

void RecordPageEditor::setBusy(bool busy)
{
    m_busy = busy;
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(!busy);
    setCursor(busy ? Qt::BusyCursor : Qt::ArrowCursor);
}

void RecordPageEditor::save()
{
    if (m_busy)
        return;
    if (!showProblems(localProblems()))
        return;
    ApiJob *job = submit();
    if (!job)
        return;
    m_job = job;
    setBusy(true);
    connect(job, &ApiJob::failed, this, [this](const ApiError &error) {
        setBusy(false);
        onFailed(error);
        emit saveFailed(error);
    });
    connect(job, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        setBusy(false);
        const std::optional<QJsonObject> saved = RecordTableModel::recordFromAnswer(answer);
        emit this->saved(saved ? RecordTableModel::withStoreKey(*saved) : QJsonObject());
        accept();
    });
}

void RecordPageEditor::onFailed(const ApiError &error)
{
    // Everything typed stays; the verdict goes to its fields where the service named them.
    if (error.kind() == ApiError::Kind::Validation && !error.fieldErrors().isEmpty()) {
        FieldProblems problems;
        for (auto it = error.fieldErrors().begin(); it != error.fieldErrors().end(); ++it)
            problems.insert(it.key(), it.value().join(QLatin1Char(' ')));
        showProblems(problems);
        return;
    }
    showProblems({}, error.message());
}

void RecordPageEditor::setFieldProblem(const QString &field, const QString &problem)
{
    const Field f = m_fields.value(field);
    if (!f.problem)
        return;
    f.problem->setText(problem);
    f.problem->setVisible(!problem.isEmpty());
}

void RecordPageEditor::loadStored(const SessionContext &session, const QStringList &resources,
    std::function<void(const QHash<QString, QList<QJsonObject>> &)> apply)
{
    using Loaded = QHash<QString, QList<QJsonObject>>;
    auto *watcher = new QFutureWatcher<Loaded>(this);
    connect(watcher, &QFutureWatcher<Loaded>::finished, this, [watcher, apply = std::move(apply)] {
        watcher->deleteLater();
        apply(watcher->result());
    });
    watcher->setFuture(
        QtConcurrent::run([dataDir = session.dataDir, account = session.accountUuid, resources] {
            Loaded loaded;
            const RecordStore store(dataDir, account);
            for (const QString &resource : resources)
                loaded.insert(resource, store.loadAll(resource));
            return loaded;
        }));
}

QVariant RecordPageEditor::comboValue(const QComboBox *combo, const QVariant &initial)
{
    return combo->count() == 0 ? initial : combo->currentData();
}

void RecordPageEditor::fillCombo(QComboBox *combo, const QList<std::pair<QString, QVariant>> &items,
    const QVariant &current, const QString &noneText)
{
    combo->clear();
    if (!noneText.isEmpty())
        combo->addItem(noneText, QVariant());
    for (const auto &[text, value] : items)
        combo->addItem(text, value);
    const bool given = current.isValid() && !current.toString().isEmpty();
    int index = given ? combo->findData(current) : 0;
    if (index < 0) {
        // Not among the stored choices (deleted, or not listed yet): kept as it is, never replaced silently.
        combo->addItem(current.toString(), current);
        index = combo->count() - 1;
    }
    combo->setCurrentIndex(index);
}

void RecordPageEditor::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (m_focused)
        return;
    m_focused = true;
    for (QWidget *w = nextInFocusChain(); w && w != this; w = w->nextInFocusChain()) {
        const bool input = qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w)
            || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QPlainTextEdit *>(w);
        if (input && w->isVisibleTo(this) && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)) {
            w->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
}
