#pragma once

#include "views/settings/SettingsPage.h"

#include <QMap>

class QPlainTextEdit;

// The default conditions text per language (settings/default-conditions).
class DefaultConditionsPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit DefaultConditionsPage(QWidget *parent = nullptr);

    QPlainTextEdit *textEdit(const QString &language) const { return m_texts.value(language); }

protected:
    void showValues(const QHash<QString, QJsonObject> &values) override;
    QHash<QString, QJsonObject> editedValues() const override;

private:
    QMap<QString, QPlainTextEdit *> m_texts;
};
