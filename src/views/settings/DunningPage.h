#pragma once

#include "views/settings/SettingsPage.h"

#include <QMap>

class QCheckBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;

// Dunning (reminders): the global switches and the three levels with their texts per language
// (settings/dunnings; a changed level is saved with its own dunning-level-N route).
class DunningPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit DunningPage(QWidget *parent = nullptr);

    struct Texts
    {
        QLineEdit *emailSubject;
        QPlainTextEdit *emailTemplate;
        QPlainTextEdit *dunningLetter;
        QLineEdit *dunningAmountLabel;
    };
    struct Level
    {
        QCheckBox *enabled;
        QSpinBox *days;
        QSpinBox *direction;
        QSpinBox *field;
        QLineEdit *amount;
        QCheckBox *print;
        QMap<QString, Texts> texts; // by language
    };

    QCheckBox *enableDunningBox() const { return m_enableDunning; }
    QCheckBox *enableAmountBox() const { return m_enableAmount; }
    QSpinBox *dunningTypeBox() const { return m_type; }
    const Level &level(int number) const { return m_levels.at(number - 1); }

protected:
    void showValues(const QHash<QString, QJsonObject> &values) override;
    QHash<QString, QJsonObject> editedValues() const override;
    QHash<QString, QString> localProblems() const override;
    QList<SettingsChange> changes(const QHash<QString, QJsonObject> &baseline,
        const QHash<QString, QJsonObject> &edited) const override;

private:
    QWidget *createLevel(int number);

    QCheckBox *m_enableDunning;
    QCheckBox *m_enableAmount;
    QSpinBox *m_type;
    QTabWidget *m_levelTabs;
    QList<Level> m_levels;
};
