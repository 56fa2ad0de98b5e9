#pragma once

#include "records/AddressRecord.h"

#include <QDialog>
#include <QList>

class QPushButton;
class QTableWidget;

// The service found records similar to a new one (409 on create). Shows the new entry side by side
// with the existing candidates, field by field, with what they share marked. The user opens an
// existing one (nothing is created) or saves the new one anyway.
class AddressDuplicatesDialog : public QDialog
{
    Q_OBJECT

public:
    enum Choice { Cancelled, OpenExisting, SaveAnyway };
    Q_ENUM(Choice)

    AddressDuplicatesDialog(
        const AddressRecord &newEntry, const QList<AddressRecord> &candidates, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    // The candidate to open: the one whose column is current.
    AddressRecord chosenCandidate() const;
    void setCurrentCandidate(int index);

    QTableWidget *table() const { return m_table; }
    QPushButton *openExistingButton() const { return m_open; }
    QPushButton *saveAnywayButton() const { return m_saveAnyway; }

private:
    void finish(Choice choice);

    QList<AddressRecord> m_candidates;
    QTableWidget *m_table;
    QPushButton *m_open;
    QPushButton *m_saveAnyway;
    Choice m_choice = Cancelled;
};
