#pragma once

#include <QDialog>

class QComboBox;

// Preferences: the user-interface language (applies after a restart).
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    // Empty string: follow the system.
    QString language() const;
    void setLanguage(const QString &code);

    // The languages InvoiceDesk is translated into, as codes ("de", "fr", "it"; "en" is the source).
    static QStringList availableLanguages();

private:
    QComboBox *m_language;
};
