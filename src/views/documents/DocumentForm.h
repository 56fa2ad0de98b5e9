#pragma once

#include "documents/DocumentDraft.h"
#include "documents/EditorPicks.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>

#include <functional>

class DateField;
class QCheckBox;
class QComboBox;
class QLabel;
class QFormLayout;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QWidget;
class ReceiverPicker;

// The fields of a document in the editor, its positions aside: the receiver, dates, currency, title and
// reference above the positions (the header), texts, payment and custom fields below them (the details).
// It fills them from a draft and reads them back, and keeps the defaults that follow the date and the
// receiver (due date, valid until, delivery date, currency, terms, bank account) until the user sets
// them. fieldEdited() says that a field changed; while isFilling(), the program changes them.
class DocumentForm : public QObject
{
    Q_OBJECT

public:
    // `termsDueDate` gives the due date the payment terms give for a date (invalid: none).
    DocumentForm(DocumentKind kind, std::function<QDate(const QDate &)> termsDueDate, QObject *parent);

    // The widgets of the fields, each made once, in the order of the window's tab order: the header
    // comes before the positions, the details after them.
    QWidget *createHeader(QWidget *parent);
    QWidget *createDetails(QWidget *parent);
    ReceiverPicker *receiver() const { return m_receiver; }
    // The widget that shows exactly this body key ("title", "cashDiscounts.0", ...), if any.
    QWidget *field(const QString &key) const { return m_fields.value(key); }

    bool isFilling() const { return m_filling; }
    // A document that may not be changed (cancelled): every field is shown and none can be changed; the
    // detail tabs still switch.
    void setReadOnly();
    void setFilling(bool filling) { m_filling = filling; }
    // Starts passing the fields' changes on as fieldEdited() (and the defaults following the date).
    void watchEdits();

    // Every field from `d` (the positions aside); the due date of a draft without one is the terms'.
    void fill(const DocumentDraft &d);
    // The fields into `d` (the positions aside).
    void read(DocumentDraft &d) const;
    // The numbers typed that cannot be read (a discount, a cash discount): named as the draft's problems.
    QList<DocumentProblem> unreadableNumbers() const;

    // A new document's dates.
    void setNewDates(const DocumentDraft &defaults);
    // A loaded document's dates and currency are its own: the defaults no longer replace them.
    void keepDates();
    // The defaults of the receiver: its `currency` (if any), the terms' due date, the default `terms`
    // text, and `defaultIban(currency)` as bank account; each only where the user set nothing.
    void followReceiver(const QString &currency, const QString &terms,
        const std::function<QString(const QString &)> &defaultIban);
    // The bank accounts to pick from (the one shown stays, even when it is no longer among them).
    void setBankAccounts(const QList<EditorPicks::BankAccountPick> &accounts);

signals:
    // A field changed, by the user or the program; `field` is null for a change of no single field.
    void fieldEdited(QWidget *field);

private:
    void addCashRow(int days, const QString &percent);
    void followDate();
    void followDueDate();
    // Shows the warning under the terms when they name a period (DocumentRules::daysNamedInTerms) other
    // than the days from the date to the due date.
    void checkTerms();

    DocumentKind m_kind;
    std::function<QDate(const QDate &)> m_termsDueDate;
    bool m_filling = false; // the fields are being filled by the program, not typed
    bool m_dueTouched = false;
    bool m_validTouched = false;
    bool m_deliveryTouched = false;
    bool m_currencyTouched = false;
    QString m_prefilledTerms;

    QWidget *m_header = nullptr;
    QWidget *m_details = nullptr;
    ReceiverPicker *m_receiver = nullptr;
    DateField *m_date = nullptr;
    DateField *m_dueDate = nullptr;
    DateField *m_deliveryDate = nullptr;
    DateField *m_validUntil = nullptr;
    QCheckBox *m_hasEndDate = nullptr;
    DateField *m_endDate = nullptr;
    QComboBox *m_frequency = nullptr;
    QCheckBox *m_recurringActive = nullptr;
    QCheckBox *m_lastOfMonth = nullptr;
    QComboBox *m_currency = nullptr;
    QLineEdit *m_title = nullptr;
    QLineEdit *m_reference = nullptr;
    QCheckBox *m_isTemplate = nullptr;
    QPlainTextEdit *m_terms = nullptr;
    QLabel *m_termsWarning = nullptr;
    QPlainTextEdit *m_publicNotes = nullptr;
    QPlainTextEdit *m_footer = nullptr;
    QList<QLineEdit *> m_customFields;
    QComboBox *m_iban = nullptr;
    QLineEdit *m_paymentReference = nullptr;
    QCheckBox *m_pricesIncludeVat = nullptr;
    QComboBox *m_discountMode = nullptr;
    QLineEdit *m_discountValue = nullptr;
    QFormLayout *m_cashForm = nullptr;
    QList<QPair<QSpinBox *, QLineEdit *>> m_cashDiscounts;
    QHash<QString, QWidget *> m_fields;
};
