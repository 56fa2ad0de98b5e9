#pragma once

#include <QPointer>
#include <QWidget>

class RecordRequest;
class AddressController;
class QLabel;
class QLineEdit;
class QTimer;

// The customer number of an address with its availability beside it: checked on the service once
// typing pauses ("available", "taken", "not checked"), never for the record's own number.
class CustomerNumberField : public QWidget
{
    Q_OBJECT

public:
    CustomerNumberField(AddressController *controller, QWidget *parent = nullptr);

    QLineEdit *lineEdit() const { return m_number; }
    QString number() const;
    // The record being edited (empty for a new one): its own number is not "taken".
    void setRecord(const QString &uuid, const QString &number);
    // "available", "taken", ... ; empty while nothing was checked.
    QString state() const;
    // The service refused a save because the number is used.
    void showTaken();

private:
    void check();
    void setState(const QString &text, const QString &color, const QString &toolTip = {});

    QPointer<AddressController> m_controller;
    QString m_uuid;
    QLineEdit *m_number;
    QLabel *m_state;
    QTimer *m_timer;
    QPointer<RecordRequest> m_call;
    quint64 m_check = 0;
};
