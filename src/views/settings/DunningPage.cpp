#include "views/settings/DunningPage.h"

#include "api/JsonReader.h"
#include "domain/Money.h"
#include "records/SettingsApi.h"
#include "records/Validators.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

const QString dunningResource = QStringLiteral("dunnings");

QString levelKey(int number)
{
    return QStringLiteral("dunningLevel%1").arg(number);
}

// "20.00" in the user's notation.
QString amountText(const QJsonValue &v)
{
    const auto minor = JsonReader::scaled(v, 2);
    return minor ? Money::toDecimalString(*minor).replace(QLatin1Char('.'), QLocale().decimalPoint())
                 : QString();
}

// As every amount typed: the locale's grouping, a decimal point or comma (Validators::parseAmount).
std::optional<qint64> parseAmount(const QString &text)
{
    return Validators::parseAmount(text, 2);
}

} // namespace

DunningPage::DunningPage(QWidget *parent)
    : SettingsPage(tr("Dunning"), {dunningResource}, parent)
    , m_enableDunning(new QCheckBox(tr("&Dunning enabled"), this))
    , m_enableAmount(new QCheckBox(tr("&Charge dunning fees"), this))
    , m_type(storedNumberBox(this))
    , m_levelTabs(new QTabWidget(this))
{
    m_enableDunning->setObjectName(QStringLiteral("enableDunning"));
    m_enableAmount->setObjectName(QStringLiteral("enableDunningAmount"));
    m_type->setObjectName(QStringLiteral("dunningType"));
    auto *form = new QWidget(this);
    auto *switches = new QFormLayout;
    switches->addRow(m_enableDunning);
    switches->addRow(errorLabel(dunningResource + QStringLiteral("/enableDunning"), m_enableDunning));
    switches->addRow(m_enableAmount);
    switches->addRow(errorLabel(dunningResource + QStringLiteral("/enableDunningAmount"), m_enableAmount));
    switches->addRow(tr("Dunning t&ype:"), m_type);
    switches->addRow(QString(), errorLabel(dunningResource + QStringLiteral("/dunningType"), m_type));
    for (int number = 1; number <= 3; ++number)
        m_levelTabs->addTab(createLevel(number), tr("Level &%1").arg(number));
    auto *layout = new QVBoxLayout(form);
    layout->addLayout(switches);
    layout->addWidget(m_levelTabs, 1);
    setForm(form);
    for (QCheckBox *box : {m_enableDunning, m_enableAmount})
        connect(box, &QCheckBox::toggled, this, &DunningPage::contentChanged);
    connect(m_type, &QSpinBox::valueChanged, this, &DunningPage::contentChanged);
}

QWidget *DunningPage::createLevel(int number)
{
    const QString at = dunningResource + QLatin1Char('/') + levelKey(number) + QLatin1Char('.');
    auto *page = new QWidget(this);
    Level level;
    level.enabled = new QCheckBox(tr("This level is e&nabled"), page);
    level.days = new QSpinBox(page);
    // The spec gives no limits; the service's own checks are shown at the field.
    level.days->setRange(0, 9999);
    level.days->setSuffix(tr(" days"));
    level.direction = storedNumberBox(page);
    level.field = storedNumberBox(page);
    level.amount = new QLineEdit(page);
    level.amount->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    level.amount->setToolTip(tr("The fee charged at this level, in the account's currency"));
    level.print = new QCheckBox(tr("&Print this level"), page);
    const QString prefix = QStringLiteral("level%1.").arg(number);
    level.enabled->setObjectName(prefix + QStringLiteral("isEnabled"));
    level.days->setObjectName(prefix + QStringLiteral("numberOfDays"));
    level.direction->setObjectName(prefix + QStringLiteral("direction"));
    level.field->setObjectName(prefix + QStringLiteral("field"));
    level.amount->setObjectName(prefix + QStringLiteral("dunningAmount"));
    level.print->setObjectName(prefix + QStringLiteral("isPrintActive"));

    auto *form = new QFormLayout;
    form->addRow(level.enabled);
    form->addRow(tr("Days &after due date:"), level.days);
    form->addRow(QString(), errorLabel(at + QStringLiteral("numberOfDays"), level.days));
    form->addRow(tr("Di&rection:"), level.direction);
    form->addRow(QString(), errorLabel(at + QStringLiteral("direction"), level.direction));
    form->addRow(tr("F&ield:"), level.field);
    form->addRow(QString(), errorLabel(at + QStringLiteral("field"), level.field));
    form->addRow(tr("Fee (a&mount):"), level.amount);
    form->addRow(QString(), errorLabel(at + QStringLiteral("dunningAmount"), level.amount));
    form->addRow(level.print);

    auto *languageTabs = new QTabWidget(page);
    for (const auto &[code, language] : languages()) {
        auto *tab = new QWidget(languageTabs);
        Texts texts {
            new QLineEdit(tab), new QPlainTextEdit(tab), new QPlainTextEdit(tab), new QLineEdit(tab)};
        const QString textAt = at + QStringLiteral("translations.") + code + QLatin1Char('.');
        const QString textPrefix = prefix + code + QLatin1Char('.');
        texts.emailSubject->setObjectName(textPrefix + QStringLiteral("emailSubject"));
        texts.emailTemplate->setObjectName(textPrefix + QStringLiteral("emailTemplate"));
        texts.dunningLetter->setObjectName(textPrefix + QStringLiteral("dunningLetter"));
        texts.dunningAmountLabel->setObjectName(textPrefix + QStringLiteral("dunningAmountLabel"));
        for (QPlainTextEdit *edit : {texts.emailTemplate, texts.dunningLetter}) {
            edit->setTabChangesFocus(true);
            edit->setMinimumHeight(80);
            connect(edit, &QPlainTextEdit::textChanged, this, &DunningPage::contentChanged);
        }
        for (QLineEdit *edit : {texts.emailSubject, texts.dunningAmountLabel})
            connect(edit, &QLineEdit::textChanged, this, &DunningPage::contentChanged);
        auto *textForm = new QFormLayout(tab);
        textForm->addRow(tr("E-mail sub&ject:"), texts.emailSubject);
        textForm->addRow(QString(), errorLabel(textAt + QStringLiteral("emailSubject"), texts.emailSubject));
        textForm->addRow(tr("E-mail &template:"), texts.emailTemplate);
        textForm->addRow(
            QString(), errorLabel(textAt + QStringLiteral("emailTemplate"), texts.emailTemplate));
        textForm->addRow(tr("&Letter:"), texts.dunningLetter);
        textForm->addRow(
            QString(), errorLabel(textAt + QStringLiteral("dunningLetter"), texts.dunningLetter));
        textForm->addRow(tr("Fee la&bel:"), texts.dunningAmountLabel);
        textForm->addRow(
            QString(), errorLabel(textAt + QStringLiteral("dunningAmountLabel"), texts.dunningAmountLabel));
        languageTabs->addTab(tab, QString(language).remove(QLatin1Char('&'))); // Ctrl+Tab, no mnemonic
        level.texts.insert(code, texts);
    }
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(errorLabel(at + QStringLiteral("translations"), languageTabs));
    layout->addWidget(languageTabs, 1);

    for (QCheckBox *box : {level.enabled, level.print})
        connect(box, &QCheckBox::toggled, this, &DunningPage::contentChanged);
    for (QSpinBox *box : {level.days, level.direction, level.field})
        connect(box, &QSpinBox::valueChanged, this, &DunningPage::contentChanged);
    connect(level.amount, &QLineEdit::textChanged, this, &DunningPage::contentChanged);
    m_levels.append(level);
    return page;
}

void DunningPage::showValues(const QHash<QString, QJsonObject> &values)
{
    const QJsonObject o = values.value(dunningResource);
    m_enableDunning->setChecked(JsonReader::boolean(o, QLatin1String("enableDunning")));
    m_enableAmount->setChecked(JsonReader::boolean(o, QLatin1String("enableDunningAmount")));
    m_type->setValue(int(JsonReader::integer(o, QLatin1String("dunningType")).value_or(0)));
    for (int number = 1; number <= 3; ++number) {
        const Level &level = m_levels.at(number - 1);
        const QJsonObject l = o.value(levelKey(number)).toObject();
        level.enabled->setChecked(JsonReader::boolean(l, QLatin1String("isEnabled")));
        level.days->setValue(int(JsonReader::integer(l, QLatin1String("numberOfDays")).value_or(0)));
        level.direction->setValue(int(JsonReader::integer(l, QLatin1String("direction")).value_or(0)));
        level.field->setValue(int(JsonReader::integer(l, QLatin1String("field")).value_or(0)));
        level.amount->setText(amountText(l.value(QLatin1String("dunningAmount"))));
        level.print->setChecked(JsonReader::boolean(l, QLatin1String("isPrintActive")));
        const QJsonObject translations = l.value(QLatin1String("translations")).toObject();
        for (auto it = level.texts.begin(); it != level.texts.end(); ++it) {
            const QJsonObject t = translations.value(it.key()).toObject();
            it->emailSubject->setText(JsonReader::string(t, QLatin1String("emailSubject")));
            it->emailTemplate->setPlainText(JsonReader::string(t, QLatin1String("emailTemplate")));
            it->dunningLetter->setPlainText(JsonReader::string(t, QLatin1String("dunningLetter")));
            it->dunningAmountLabel->setText(JsonReader::string(t, QLatin1String("dunningAmountLabel")));
        }
    }
}

QHash<QString, QJsonObject> DunningPage::editedValues() const
{
    QJsonObject o {{QStringLiteral("enableDunning"), m_enableDunning->isChecked()},
        {QStringLiteral("enableDunningAmount"), m_enableAmount->isChecked()},
        {QStringLiteral("dunningType"), m_type->value()}};
    for (int number = 1; number <= 3; ++number) {
        const Level &level = m_levels.at(number - 1);
        QJsonObject translations;
        for (auto it = level.texts.begin(); it != level.texts.end(); ++it)
            translations.insert(it.key(),
                QJsonObject {{QStringLiteral("emailSubject"), it->emailSubject->text()},
                    {QStringLiteral("emailTemplate"), it->emailTemplate->toPlainText()},
                    {QStringLiteral("dunningLetter"), it->dunningLetter->toPlainText()},
                    {QStringLiteral("dunningAmountLabel"), it->dunningAmountLabel->text()}});
        // An amount that cannot be read is kept as typed, so it counts as a change and is reported.
        const auto minor = parseAmount(level.amount->text());
        const QJsonValue amount =
            minor ? QJsonValue(Money::toDecimalString(*minor).toDouble()) : QJsonValue(level.amount->text());
        o.insert(levelKey(number),
            QJsonObject {{QStringLiteral("isEnabled"), level.enabled->isChecked()},
                {QStringLiteral("numberOfDays"), level.days->value()},
                {QStringLiteral("direction"), level.direction->value()},
                {QStringLiteral("field"), level.field->value()}, {QStringLiteral("dunningAmount"), amount},
                {QStringLiteral("isPrintActive"), level.print->isChecked()},
                {QStringLiteral("translations"), translations}});
    }
    return {{dunningResource, o}};
}

QHash<QString, QString> DunningPage::localProblems() const
{
    QHash<QString, QString> problems;
    for (int number = 1; number <= 3; ++number) {
        if (!parseAmount(m_levels.at(number - 1).amount->text()))
            problems.insert(
                dunningResource + QLatin1Char('/') + levelKey(number) + QStringLiteral(".dunningAmount"),
                tr("Fee of level %1: enter an amount such as %2.")
                    .arg(number)
                    .arg(Money::toDecimalString(2050).replace(QLatin1Char('.'), QLocale().decimalPoint())));
    }
    return problems;
}

QList<SettingsChange> DunningPage::changes(
    const QHash<QString, QJsonObject> &baseline, const QHash<QString, QJsonObject> &edited) const
{
    // The switches go to .../dunnings, each changed level to its own .../dunnings/dunning-level-N.
    QJsonObject before = baseline.value(dunningResource);
    QJsonObject after = edited.value(dunningResource);
    QList<SettingsChange> result;
    QList<SettingsChange> levels;
    for (int number = 1; number <= 3; ++number) {
        const QString key = levelKey(number);
        const QJsonObject body =
            SettingsApi::changedFields(before.take(key).toObject(), after.take(key).toObject());
        if (!body.isEmpty())
            levels.append({QStringLiteral("dunnings/dunning-level-%1").arg(number), body, dunningResource,
                key, dunningResource + QLatin1Char('/') + key + QLatin1Char('.')});
    }
    const QJsonObject switches = SettingsApi::changedFields(before, after);
    if (!switches.isEmpty())
        result.append(
            {dunningResource, switches, dunningResource, QString(), dunningResource + QLatin1Char('/')});
    return result + levels;
}
