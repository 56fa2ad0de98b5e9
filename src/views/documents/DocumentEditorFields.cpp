// The editor's refused fields: which widget a field path names, marking it with the service's or the
// local check's words, dropping a mark once the field is edited, and bringing the first one forward.
#include "documents/DocumentEditorController.h"
#include "documents/EditorPicks.h"
#include "domain/DocumentRules.h"
#include "domain/Money.h"
#include "records/ReferenceData.h"
#include "views/FieldErrorMarker.h"
#include "views/Mnemonics.h"
#include "views/PageToolbar.h"
#include "views/WindowSize.h"
#include "views/WrittenDate.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/DocumentForm.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/InvoicePaymentsPanel.h"
#include "views/documents/PositionsEditor.h"
#include "views/documents/PositionsModel.h"
#include "views/documents/ReceiverPicker.h"
#include "views/documents/TotalsPanel.h"
#include <QAbstractButton>
#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <utility>

QWidget *DocumentEditor::fieldWidget(const QString &field) const
{
    // The most specific known field the path begins with: "receiver.companyUuid" -> "receiver".
    QString key = DocumentEditorController::bodyKeyOf(field);
    while (!key.isEmpty()) {
        if (QWidget *widget = m_form->field(key))
            return widget;
        const qsizetype dot = key.lastIndexOf(QLatin1Char('.'));
        key = dot < 0 ? QString() : key.left(dot);
    }
    return nullptr;
}

QString DocumentEditor::fieldError(const QString &field) const
{
    const QString key = DocumentEditorController::bodyKeyOf(field);
    if (key.startsWith(QLatin1String("positions."))) {
        const QModelIndex index = m_positions->indexForField(key);
        return index.isValid() ? index.data(PositionsModel::ErrorRole).toString() : QString();
    }
    // Gone with the field's mark (the user edited it).
    QWidget *widget = fieldWidget(key);
    return widget && m_marker->isMarked(widget) ? m_fieldErrors.value(key) : QString();
}

QString DocumentEditor::fieldLabel(const QString &field) const
{
    if (field.startsWith(QLatin1String("positions."))) {
        const QModelIndex index = m_positions->indexForField(field);
        if (index.isValid())
            return tr("Row %1, %2")
                .arg(index.row() + 1)
                .arg(m_positions->headerData(index.column(), Qt::Horizontal).toString());
    }
    if (field.startsWith(QLatin1String("receiver")))
        return tr("Receiver");
    const auto plain = [](QString text) {
        return text.remove(QLatin1Char('&')).remove(QLatin1Char(':')).trimmed();
    };
    if (QWidget *widget = fieldWidget(field)) {
        // Exactly as the form's label of the widget reads, without its mnemonic and colon.
        const QList<QLabel *> labels = findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (label->buddy() == widget)
                return plain(label->text());
        }
        if (const auto *button = qobject_cast<QAbstractButton *>(widget))
            return plain(button->text());
    }
    return {};
}

void DocumentEditor::markField(const QString &path, const QString &message)
{
    const QString field = DocumentEditorController::bodyKeyOf(path);
    if (field.startsWith(QLatin1String("positions."))) {
        m_positions->setCellError(m_positions->indexForField(field), message);
        return;
    }
    QWidget *widget = fieldWidget(field);
    if (!widget)
        return;
    m_fieldErrors.insert(field, message);
    // Named as its label reads (several fields of one widget: the first one's label).
    if (!m_marker->isMarked(widget))
        m_marker->addField(widget, fieldLabel(field));
    m_marker->mark(widget, message);
}

void DocumentEditor::unmark(QWidget *widget)
{
    if (!m_form->isFilling()) {
        m_marker->clear(widget);
        dropProblemsOf(widget);
    }
}

void DocumentEditor::dropProblemsOf(QWidget *widget)
{
    // The field was edited: its problem leaves the banner, and the banner leaves with the last one
    // (it said "not saved: …" about fields that are fixed now).
    for (const QString &field : m_fieldErrors.keys()) {
        if (fieldWidget(DocumentEditorController::bodyKeyOf(field)) == widget)
            m_fieldErrors.remove(field);
    }
    if (m_problemIntro.isEmpty())
        return;
    for (auto it = m_problemLines.begin(); it != m_problemLines.end();) {
        const QString key = DocumentEditorController::bodyKeyOf(it.key());
        const bool cell = key.startsWith(QLatin1String("positions."));
        const bool fixed = cell ? !m_positions->hasErrors() : fieldWidget(key) == widget;
        it = fixed ? m_problemLines.erase(it) : std::next(it);
    }
    if (m_problemLines.isEmpty()) {
        m_problemIntro.clear();
        showMessage({}, false);
    } else {
        showMessage(
            m_problemIntro + QLatin1Char(' ') + m_problemLines.values().join(QStringLiteral("  ")), true);
    }
}

void DocumentEditor::clearMarks()
{
    m_marker->clearAll();
    m_positions->clearErrors();
    m_fieldErrors.clear();
    m_problemIntro.clear();
    m_problemLines.clear();
}

void DocumentEditor::focusFirstProblem()
{
    // The first rejected field in the tab order; the positions table counts as one field.
    const QModelIndex cell = m_positions->firstError();
    for (QWidget *w = nextInFocusChain(); w && w != this; w = w->nextInFocusChain()) {
        const bool table = w == m_table && cell.isValid();
        if (!table && !m_marker->isMarked(w))
            continue;
        if (table)
            m_table->setCurrentIndex(cell);
        FieldErrorMarker::reveal(w); // its tab forward, focused
        return;
    }
}

void DocumentEditor::showProblems(const QString &intro, const QHash<QString, QString> &errors)
{
    QStringList lines;
    QStringList fields = errors.keys();
    fields.sort();
    m_problemLines.clear();
    for (const QString &field : std::as_const(fields)) {
        const QString &message = errors.value(field);
        markField(field, message);
        const QString label = fieldLabel(DocumentEditorController::bodyKeyOf(field));
        lines << QStringLiteral("\u2022 %1: %2").arg(label.isEmpty() ? field : label, message);
        m_problemLines.insert(field, lines.last());
    }
    m_problemIntro = intro;
    showMessage(intro + QLatin1Char(' ') + lines.join(QStringLiteral("  ")), true);
    focusFirstProblem();
}
