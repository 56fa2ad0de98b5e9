#include "views/records/CustomerNumberField.h"

#include "records/AddressController.h"
#include "records/AddressRecord.h"
#include "records/AddressesApi.h"
#include "views/Palette.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>

// Part of the address editor: its words are translated under the editor's context, AddressEditorDialog.

CustomerNumberField::CustomerNumberField(AddressController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_number(new QLineEdit(this))
    , m_state(new QLabel(this))
    , m_timer(new QTimer(this))
{
    m_number->setMaxLength(AddressRecord::maxTextLength);
    m_number->setPlaceholderText(
        QCoreApplication::translate("AddressEditorDialog", "Assigned by the service when left empty"));
    m_number->setAccessibleName(QCoreApplication::translate("AddressEditorDialog", "Customer number"));
    m_state->setMinimumWidth(m_state->fontMetrics().horizontalAdvance(
                                 QCoreApplication::translate("AddressEditorDialog", "not checked"))
        + 8);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_number, 1);
    row->addWidget(m_state);
    setFocusProxy(m_number);

    // Checked once typing pauses, not on every key.
    m_timer->setSingleShot(true);
    m_timer->setInterval(400);
    connect(m_timer, &QTimer::timeout, this, &CustomerNumberField::check);
    connect(m_number, &QLineEdit::textEdited, this, [this] {
        if (m_call)
            m_call->cancel();
        setState(QString(), QString());
        m_timer->start();
    });
}

QString CustomerNumberField::number() const
{
    return m_number->text().trimmed();
}

void CustomerNumberField::setRecord(const QString &uuid, const QString &number)
{
    m_uuid = uuid;
    m_number->setText(number);
    setState(QString(), QString());
}

QString CustomerNumberField::state() const
{
    return m_state->text();
}

void CustomerNumberField::showTaken()
{
    setState(QCoreApplication::translate("AddressEditorDialog", "taken"), errorColor(palette()).name());
}

void CustomerNumberField::check()
{
    const QString number = this->number();
    if (number.isEmpty() || !m_controller || !m_controller->isOpen()) {
        setState(QString(), QString());
        return;
    }
    if (m_call)
        m_call->cancel();
    setState(QCoreApplication::translate("AddressEditorDialog", "checking…"), QString());
    // Each check answers at most once; an answer to an earlier one (or for another number) is ignored.
    const quint64 check = ++m_check;
    m_call = m_controller->checkCustomerNumber(
        number, m_uuid, this,
        [this, check, number] {
            if (check == m_check && this->number() == number)
                setState(QCoreApplication::translate("AddressEditorDialog", "available"),
                    successColor(palette()).name());
        },
        [this, check, number](const ApiError &error) {
            if (check != m_check || this->number() != number || error.kind() == ApiError::Kind::Cancelled)
                return;
            if (AddressesApi::isCustomerNumberTaken(error))
                setState(QCoreApplication::translate("AddressEditorDialog", "taken"),
                    errorColor(palette()).name(),
                    QCoreApplication::translate(
                        "AddressEditorDialog", "Another address already has this customer number."));
            else
                setState(QCoreApplication::translate("AddressEditorDialog", "not checked"), QString(),
                    error.message());
        });
}

void CustomerNumberField::setState(const QString &text, const QString &color, const QString &toolTip)
{
    m_state->setText(text);
    m_state->setStyleSheet(color.isEmpty() ? QString() : QStringLiteral("color: %1;").arg(color));
    m_state->setToolTip(toolTip);
    m_state->setAccessibleName(text.isEmpty()
            ? QString()
            : QCoreApplication::translate("AddressEditorDialog", "Customer number %1").arg(text));
}
