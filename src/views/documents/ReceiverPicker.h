#pragma once

#include "documents/DocumentDraft.h"

#include <QJsonObject>
#include <QSet>
#include <QWidget>

#include <optional>

class QComboBox;
class QCompleter;
class QLineEdit;
class QListWidget;
class QStandardItemModel;

// Chooses a document's receiver from the stored companies and persons by typing part of a name,
// customer number or town; for a company also one of its contact persons; and further persons who
// receive the document too.
class ReceiverPicker : public QWidget
{
    Q_OBJECT

public:
    enum Role { UuidRole = Qt::UserRole + 1, IsCompanyRole };

    explicit ReceiverPicker(QWidget *parent = nullptr);

    // The addresses to choose from, as the RecordStore keeps them.
    void setAddresses(const QList<QJsonObject> &companies, const QList<QJsonObject> &persons);
    void setReceiver(const DocumentReceiver &receiver);
    DocumentReceiver receiver() const;
    // The chosen company or person as stored (language, payment terms, currency, ...).
    std::optional<QJsonObject> record() const;
    // Chooses the company or person with this uuid; false when it is not among the addresses.
    bool choose(const QString &uuid);

    QLineEdit *searchField() const { return m_search; }
    QComboBox *contactPersonBox() const { return m_contact; }
    QListWidget *additionalList() const { return m_additional; }
    QLineEdit *additionalField() const { return m_additionalSearch; }
    QCompleter *completer() const { return m_completer; }

    // "Muster AG (1001, Bern)"
    static QString displayName(const QJsonObject &address);
    static QString nameOf(const QJsonObject &address);

signals:
    // The receiver or its contact person or the additional receivers changed.
    void receiverChanged();

private:
    void fillContactPersons();
    void addAdditional(const QString &uuid);
    QJsonObject find(const QString &uuid) const;

    QLineEdit *m_search;
    QCompleter *m_completer;
    QStandardItemModel *m_addresses;
    QComboBox *m_contact;
    QLineEdit *m_additionalSearch;
    QCompleter *m_personCompleter;
    QStandardItemModel *m_persons;
    QListWidget *m_additional;
    QHash<QString, QJsonObject> m_records;
    QSet<QString> m_companies;
    QString m_uuid; // the receiver, empty when none
    bool m_company = false;
    QString m_addressUuid;
    // A receiver not among the stored addresses (not synced yet) is kept, shown by the document's name.
    QString m_unknownName;
    QString m_unknownContact;
};
