#include "views/PreferencesDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    m_language->addItem(tr("System language"), QString());
    for (const QString &code : availableLanguages()) {
        const QLocale locale(code);
        // Each language named in itself, so a user who cannot read the current one still finds theirs.
        QString name = locale.nativeLanguageName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        m_language->addItem(name, code);
    }
    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto *note = new QLabel(tr("A new language applies the next time InvoiceDesk starts."), this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addStretch();
    layout->addWidget(buttons);
}

QStringList PreferencesDialog::availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("it")};
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

void PreferencesDialog::setLanguage(const QString &code)
{
    const int index = m_language->findData(code);
    m_language->setCurrentIndex(index < 0 ? 0 : index);
}
