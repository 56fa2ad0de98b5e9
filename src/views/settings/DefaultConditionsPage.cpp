#include "views/settings/DefaultConditionsPage.h"

#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>

namespace {

const QString name = QStringLiteral("default-conditions");

} // namespace

DefaultConditionsPage::DefaultConditionsPage(QWidget *parent)
    : SettingsPage(tr("Default conditions"), {name}, parent)
{
    auto *form = new QWidget(this);
    auto *layout = new QFormLayout(form);
    auto *intro =
        new QLabel(tr("The conditions text new documents start with, in the customer's language."), this);
    intro->setWordWrap(true);
    layout->addRow(intro);
    QWidget *previous = nullptr;
    for (const auto &[code, language] : languages()) {
        auto *edit = new QPlainTextEdit(this);
        edit->setObjectName(QStringLiteral("defaultConditions.") + code);
        edit->setTabChangesFocus(true);
        edit->setAccessibleName(QString(language).remove(QLatin1Char('&')));
        edit->setMinimumHeight(90);
        layout->addRow(tr("%1:").arg(language), edit);
        layout->addRow(QString(),
            errorLabel(name + QLatin1Char('/') + code + QStringLiteral(".defaultConditions"), edit));
        connect(edit, &QPlainTextEdit::textChanged, this, &DefaultConditionsPage::contentChanged);
        if (previous)
            setTabOrder(previous, edit);
        previous = edit;
        m_texts.insert(code, edit);
    }
    setForm(form);
}

void DefaultConditionsPage::showValues(const QHash<QString, QJsonObject> &values)
{
    const QJsonObject o = values.value(name);
    for (auto it = m_texts.begin(); it != m_texts.end(); ++it)
        it.value()->setPlainText(
            o.value(it.key()).toObject().value(QLatin1String("defaultConditions")).toString());
}

QHash<QString, QJsonObject> DefaultConditionsPage::editedValues() const
{
    QJsonObject o;
    for (auto it = m_texts.begin(); it != m_texts.end(); ++it)
        o.insert(it.key(), QJsonObject {{QStringLiteral("defaultConditions"), it.value()->toPlainText()}});
    return {{name, o}};
}
