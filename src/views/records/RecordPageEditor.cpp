#include "views/records/RecordPageEditor.h"

#include "api/FieldMessages.h"
#include "records/RecordTableModel.h"
#include "views/FieldErrorMarker.h"
#include "views/UnsavedQuestion.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

RecordPageEditor::RecordPageEditor(RecordController *controller, const QJsonObject &record, QWidget *parent)
    : QDialog(parent)
    , m_record(record)
    , m_general(FieldErrorMarker::createProblemLine(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
    , m_controller(controller)
    , m_marker(new FieldErrorMarker(this))
{
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
    m_marker->addField(widget, m_labels.value(field));
}

QLabel *RecordPageEditor::registerField(const QString &field, QWidget *widget)
{
    QLabel *problem = FieldErrorMarker::createProblemLine(this);
    m_marker->addField(widget, {}, problem);
    m_fields.insert(field, widget);
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
    m_marker->clearAll();
    QStringList unplaced;
    if (!general.isEmpty())
        unplaced << general;
    QWidget *first = nullptr;
    int placed = 0;
    QStringList keys = problems.keys();
    keys.sort();
    for (const QString &serverField : std::as_const(keys)) {
        const QString key = fieldKeyFor(serverField);
        QWidget *widget = key.isEmpty() ? nullptr : m_fields.value(key).data();
        if (!widget) {
            QString problem = problems.value(serverField);
            if (!problem.isEmpty())
                problem[0] = problem.at(0).toUpper(); // "is required." follows the field's name
            unplaced << tr("%1: %2").arg(fieldLabel(serverField), problem);
            continue;
        }
        m_marker->mark(widget, problems.value(serverField));
        ++placed;
        if (!first)
            first = widget;
    }
    if (placed > 0 && general.isEmpty())
        unplaced.prepend(tr("Please correct the marked fields."));
    m_general->setText(unplaced.join(QLatin1Char('\n')));
    m_general->setVisible(!unplaced.isEmpty());
    FieldErrorMarker::reveal(first); // the tab (language, page) holding it forward, focused
    return problems.isEmpty() && general.isEmpty();
}

QString RecordPageEditor::problemAt(const QString &field) const
{
    const QWidget *widget = m_fields.value(field);
    return widget ? m_marker->problem(widget) : QString();
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
    RecordRequest *request = m_controller
        ? m_controller->save(RecordTableModel::keyOf(m_record), isNew() ? body() : updateBody(), this)
        : nullptr;
    if (!request)
        return;
    setBusy(true);
    connect(request, &RecordRequest::failed, this, [this](const ApiError &error) {
        setBusy(false);
        onFailed(error);
        emit saveFailed(error);
    });
    connect(request, &RecordRequest::succeeded, this, [this](const QJsonObject &saved) {
        setBusy(false);
        emit this->saved(saved);
        accept();
    });
}

void RecordPageEditor::onFailed(const ApiError &error)
{
    // Everything typed stays; the verdict goes to its fields where the service named them.
    if (error.kind() == ApiError::Kind::Validation && !error.fieldErrors().isEmpty()) {
        showProblems(fieldMessages(error));
        return;
    }
    showProblems({}, error.message());
}

void RecordPageEditor::setFieldProblem(const QString &field, const QString &problem)
{
    if (QWidget *widget = m_fields.value(field))
        m_marker->setProblem(widget, problem);
}

void RecordPageEditor::loadStored(
    const QStringList &resources, std::function<void(const RecordController::Stored &)> apply)
{
    if (!m_controller)
        return;
    m_controller->loadStored(resources, this, [this, apply](const RecordController::Stored &stored) {
        // Choices filled in (a new product's first unit) are no change of the user's.
        const bool untouched = !isModified();
        apply(stored);
        if (untouched && m_shown)
            m_shown = snapshot();
    });
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
    m_shown = snapshot();
    for (QWidget *w = nextInFocusChain(); w && w != this; w = w->nextInFocusChain()) {
        const bool input = qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w)
            || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QPlainTextEdit *>(w);
        if (input && w->isVisibleTo(this) && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)) {
            w->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
}

QJsonObject RecordPageEditor::snapshot() const
{
    // The body alone misses text that does not read as a value yet ("12,5x" where a number belongs).
    QJsonArray texts;
    for (const QLineEdit *edit : findChildren<QLineEdit *>())
        texts.append(edit->text());
    for (const QPlainTextEdit *edit : findChildren<QPlainTextEdit *>())
        texts.append(edit->toPlainText());
    return {{QStringLiteral("body"), body()}, {QStringLiteral("texts"), texts}};
}

bool RecordPageEditor::isModified() const
{
    return m_shown && snapshot() != *m_shown;
}

void RecordPageEditor::reject()
{
    if (m_busy || !isModified()) {
        QDialog::reject();
        return;
    }
    if (m_question) {
        m_question->raise();
        return;
    }
    const QString title = windowTitle().remove(QStringLiteral("[*]")).trimmed();
    m_question = askAboutUnsaved(this, title, tr("“%1” has changes that are not saved.").arg(title),
        [this](QMessageBox::StandardButton button) {
            // Asked again after the answer: a save may have finished meanwhile.
            if (!isVisible())
                return;
            if (button == QMessageBox::Discard)
                QDialog::reject();
            else if (button == QMessageBox::Save)
                save();
        });
}

void RecordPageEditor::discard()
{
    QDialog::reject();
}
