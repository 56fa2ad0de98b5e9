#pragma once

#include "records/UnitRecord.h"
#include "views/records/RecordPageEditor.h"

class QCheckBox;
class QLineEdit;

// Creates or changes a unit: ISO code, active, and singular, plural and description in four languages.
class UnitEditor : public RecordPageEditor
{
    Q_OBJECT

public:
    UnitEditor(RecordController *controller, const QJsonObject &unit, QWidget *parent = nullptr);

    UnitDraft draft() const;

protected:
    FieldProblems localProblems() const override;
    QJsonObject body() const override;

private:
    struct LanguageFields
    {
        QLineEdit *unit;
        QLineEdit *plural;
        QLineEdit *description;
    };
    QLineEdit *m_code;
    QCheckBox *m_active;
    QHash<QString, LanguageFields> m_texts;
};
