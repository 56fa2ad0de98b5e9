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
    UnitEditor(const SessionContext &session, const QJsonObject &unit, QWidget *parent = nullptr);

    UnitDraft draft() const;

protected:
    FieldProblems localProblems() const override;
    ApiJob *submit() override;

private:
    struct LanguageFields
    {
        QLineEdit *unit;
        QLineEdit *plural;
        QLineEdit *description;
    };
    SessionContext m_session;
    QLineEdit *m_code;
    QCheckBox *m_active;
    QHash<QString, LanguageFields> m_texts;
};
