#include "views/records/UnitEditor.h"

#include "records/RecordTableColumns.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QTabWidget>
#include <QVBoxLayout>

UnitEditor::UnitEditor(RecordController *controller, const QJsonObject &unit, QWidget *parent)
    : RecordPageEditor(controller, unit, parent)
    , m_code(new QLineEdit(this))
    , m_active(new QCheckBox(tr("&Active: offered for new products and positions"), this))
{
    setWindowTitle(isNew() ? tr("New unit") : tr("Unit %1").arg(UnitRecord::title(unit)));
    const UnitDraft d = UnitDraft::fromRecord(unit);
    m_code->setMaxLength(10);
    m_code->setText(d.isocode);
    m_code->setPlaceholderText(tr("UN/ECE code, e.g. C62 (piece) or HUR (hour)"));
    m_active->setChecked(d.active);

    auto *form = new QFormLayout;
    addRow(form, tr("ISO &code:"), m_code, QStringLiteral("isocode"));
    form->addRow(QString(), m_active);
    auto *languages = new QTabWidget(this);
    for (const QString &lang : RecordTableColumns::languages()) {
        auto *page = new QWidget(languages);
        auto *pageForm = new QFormLayout(page);
        const UnitDraft::Texts t = d.translations.value(lang);
        LanguageFields fields {
            new QLineEdit(t.unit, page), new QLineEdit(t.plural, page), new QLineEdit(t.description, page)};
        addRow(pageForm, tr("&Singular:"), fields.unit, QStringLiteral("translations.%1.unit").arg(lang));
        addRow(
            pageForm, tr("&Plural:"), fields.plural, QStringLiteral("translations.%1.unitPlural").arg(lang));
        addRow(pageForm, tr("&Description:"), fields.description,
            QStringLiteral("translations.%1.description").arg(lang));
        m_texts.insert(lang, fields);
        languages->addTab(page, RecordTableColumns::languageName(lang));
    }
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(languages);
    setFormWidget(content);
    resize(480, 360);
}

UnitDraft UnitEditor::draft() const
{
    UnitDraft d;
    d.isocode = m_code->text();
    d.active = m_active->isChecked();
    for (const QString &lang : RecordTableColumns::languages()) {
        const LanguageFields f = m_texts.value(lang);
        d.translations.insert(lang, {f.unit->text(), f.plural->text(), f.description->text()});
    }
    return d;
}

FieldProblems UnitEditor::localProblems() const
{
    return draft().problems();
}

QJsonObject UnitEditor::body() const
{
    return draft().body();
}
