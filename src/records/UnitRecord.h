#pragma once

#include "records/RecordTableModel.h"
#include "records/Validators.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

// A unit as the editor holds it; body() is what create and update send.
struct UnitDraft
{
    Q_DECLARE_TR_FUNCTIONS(UnitDraft)

public:
    struct Texts
    {
        QString unit;
        QString plural;
        QString description;
    };

    QString isocode;
    bool active = true;
    QHash<QString, Texts> translations; // de, en, fr, it

    static UnitDraft fromRecord(const QJsonObject &unit);
    FieldProblems problems() const;
    QJsonObject body() const;
};

class UnitRecord
{
    Q_DECLARE_TR_FUNCTIONS(UnitRecord)

public:
    enum Column { Code, Name, Plural, Description, Active };
    static QList<RecordColumn> columns();
    // "piece": the unit's name in the user's language (its description, else its short name), else its
    // code.
    static QString name(const QJsonObject &unit);
    // "C62 piece": for pickers.
    static QString title(const QJsonObject &unit);
};
