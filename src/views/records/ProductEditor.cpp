#include "views/records/ProductEditor.h"

#include "api/JsonReader.h"
#include "records/RecordTableColumns.h"
#include "records/UnitRecord.h"
#include "views/WindowSize.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

ProductEditor::ProductEditor(RecordController *controller, const QJsonObject &product, QWidget *parent)
    : RecordPageEditor(controller, product, parent)
    , m_key(new QLineEdit(this))
    , m_service(new QCheckBox(tr("A &service (no goods delivered)"), this))
    , m_ean(new QLineEdit(this))
    , m_unit(new QComboBox(this))
    , m_group(new QComboBox(this))
    , m_cost(new QLineEdit(this))
    , m_taxRate(new QLineEdit(this))
    , m_bookingAccount(new QLineEdit(this))
    , m_tags(new QLineEdit(this))
    , m_properties(new QTableWidget(0, 3, this))
{
    setWindowTitle(isNew() ? tr("New product")
                           : tr("Product %1").arg(JsonReader::string(product, QLatin1String("productKey"))));
    const ProductDraft d = ProductDraft::fromRecord(product);

    m_key->setMaxLength(30);
    m_key->setText(d.productKey);
    m_service->setChecked(d.isService);
    m_ean->setMaxLength(13);
    m_ean->setText(d.eanCode);
    m_ean->setPlaceholderText(tr("EAN-8 or EAN-13, optional"));
    m_cost->setText(d.cost);
    m_cost->setAlignment(Qt::AlignRight);
    m_cost->setPlaceholderText(tr("e.g. %1").arg(RecordTableColumns::decimalText(12000, 2, 2)));
    m_taxRate->setText(d.taxRate);
    m_taxRate->setAlignment(Qt::AlignRight);
    m_taxRate->setPlaceholderText(tr("%, e.g. %1").arg(QLocale().toString(8.1)));
    m_bookingAccount->setText(d.bookingAccountNumber);
    m_tags->setText(d.tags.join(QStringLiteral(", ")));
    m_tags->setPlaceholderText(tr("Separated by commas"));

    auto *form = new QFormLayout;
    addRow(form, tr("Product &key:"), m_key, QStringLiteral("productKey"));
    form->addRow(QString(), m_service);
    addRow(form, tr("&EAN:"), m_ean, QStringLiteral("eanCode"));
    addRow(form, tr("&Unit:"), m_unit, QStringLiteral("unitUuid"));
    addRow(form, tr("&Group:"), m_group, QStringLiteral("productGroupNumber"));
    addRow(form, tr("Sales price o&f one unit:"), m_cost, QStringLiteral("cost"));
    addRow(form, tr("&VAT rate (%):"), m_taxRate, QStringLiteral("taxRate"));
    addRow(form, tr("&Booking account:"), m_bookingAccount, QStringLiteral("bookingAccountNumber"));
    addRow(form, tr("T&ags:"), m_tags, QStringLiteral("tags"));

    auto *languages = new QTabWidget(this);
    for (const QString &lang : RecordTableColumns::languages()) {
        auto *page = new QWidget(languages);
        auto *pageForm = new QFormLayout(page);
        auto *name = new QLineEdit(page);
        name->setText(d.translations.value(lang).name);
        auto *description = new QPlainTextEdit(page);
        description->setPlainText(d.translations.value(lang).description);
        description->setTabChangesFocus(true);
        description->setMaximumHeight(90);
        addRow(pageForm, tr("Na&me:"), name, QStringLiteral("translations.%1.productName").arg(lang));
        addRow(pageForm, tr("&Description:"), description,
            QStringLiteral("translations.%1.productDescription").arg(lang));
        m_names.insert(lang, name);
        m_descriptions.insert(lang, description);
        languages->addTab(page, RecordTableColumns::languageName(lang));
    }

    m_properties->setHorizontalHeaderLabels({tr("Type"), tr("Value"), tr("ISO code")});
    m_properties->horizontalHeader()->setStretchLastSection(true);
    m_properties->verticalHeader()->hide();
    m_properties->setMaximumHeight(120);
    for (const QJsonValue &v : d.properties) {
        const QJsonObject p = v.toObject();
        const int row = m_properties->rowCount();
        m_properties->insertRow(row);
        m_properties->setItem(
            row, 0, new QTableWidgetItem(p.value(QLatin1String("type")).toVariant().toString()));
        m_properties->setItem(
            row, 1, new QTableWidgetItem(p.value(QLatin1String("value")).toVariant().toString()));
        m_properties->setItem(
            row, 2, new QTableWidgetItem(p.value(QLatin1String("isocode")).toVariant().toString()));
    }
    auto *addProperty = new QPushButton(tr("Add p&roperty"), this);
    auto *removeProperty = new QPushButton(tr("Remove propert&y"), this);
    connect(addProperty, &QPushButton::clicked, this, [this] {
        const int row = m_properties->rowCount();
        m_properties->insertRow(row);
        m_properties->setCurrentCell(row, 0);
        m_properties->editItem(m_properties->item(row, 0));
    });
    connect(removeProperty, &QPushButton::clicked, this, [this] {
        if (m_properties->currentRow() >= 0)
            m_properties->removeRow(m_properties->currentRow());
    });
    auto *propertyButtons = new QHBoxLayout;
    propertyButtons->addWidget(addProperty);
    propertyButtons->addWidget(removeProperty);
    propertyButtons->addStretch();
    auto *propertyForm = new QFormLayout;
    auto *propertyBox = new QWidget(this);
    auto *propertyLayout = new QVBoxLayout(propertyBox);
    propertyLayout->setContentsMargins(0, 0, 0, 0);
    propertyLayout->addWidget(m_properties);
    propertyLayout->addLayout(propertyButtons);
    addRow(propertyForm, tr("&Properties:"), propertyBox, QStringLiteral("properties"));

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(languages);
    layout->addLayout(propertyForm);
    setFormWidget(content);

    // The check digit is verified as one types, so a mistyped code is seen before saving.
    connect(m_ean, &QLineEdit::textChanged, this, [this](const QString &text) {
        setFieldProblem(QStringLiteral("eanCode"), Validators::eanProblem(text));
    });
    setFieldProblem(QStringLiteral("eanCode"), Validators::eanProblem(d.eanCode));

    m_initialUnit = d.unitUuid;
    m_initialGroup = d.groupNumber.isEmpty() ? QVariant() : QVariant(d.groupNumber.toLongLong());
    const QString unit = m_initialUnit;
    const QVariant group = m_initialGroup;
    loadStored({QStringLiteral("units"), QStringLiteral("productGroups")},
        [this, unit, group](const QHash<QString, QList<QJsonObject>> &stored) {
            QList<std::pair<QString, QVariant>> units;
            for (const QJsonObject &u : stored.value(QStringLiteral("units")))
                units.append({UnitRecord::title(u), RecordTableModel::keyOf(u)});
            // A new product gets the first unit (C62, piece, by the service's default) unless chosen.
            fillCombo(
                m_unit, units, unit.isEmpty() && !units.isEmpty() ? units.first().second : QVariant(unit));
            QList<std::pair<QString, QVariant>> groups;
            for (const QJsonObject &g : stored.value(QStringLiteral("productGroups"))) {
                if (const auto number = JsonReader::integer(g, QLatin1String("groupNumber")))
                    groups.append({ProductRecord::groupTitle(g), QVariant(*number)});
            }
            fillCombo(m_group, groups, group, tr("No group"));
        });
    WindowSize::fit(this, {620, 760});
    m_shown = draft();
}

ProductDraft ProductEditor::draft() const
{
    ProductDraft d;
    d.productKey = m_key->text();
    d.isService = m_service->isChecked();
    d.eanCode = m_ean->text();
    d.unitUuid = comboValue(m_unit, m_initialUnit).toString();
    const QVariant group = comboValue(m_group, m_initialGroup);
    d.groupNumber = group.isValid() ? group.toString() : QString();
    d.cost = m_cost->text();
    d.taxRate = m_taxRate->text();
    d.bookingAccountNumber = m_bookingAccount->text();
    for (const QString &tag : m_tags->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!tag.trimmed().isEmpty())
            d.tags << tag.trimmed();
    }
    for (int row = 0; row < m_properties->rowCount(); ++row) {
        const auto text = [this, row](int column) {
            const QTableWidgetItem *item = m_properties->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        if (text(0).isEmpty() && text(1).isEmpty())
            continue;
        d.properties.append(
            QJsonObject {{QStringLiteral("type"), text(0)}, {QStringLiteral("value"), text(1)},
                {QStringLiteral("isocode"), text(2).isEmpty() ? QJsonValue() : QJsonValue(text(2))}});
    }
    for (const QString &lang : RecordTableColumns::languages())
        d.translations.insert(lang, {m_names.value(lang)->text(), m_descriptions.value(lang)->toPlainText()});
    return d;
}

FieldProblems ProductEditor::localProblems() const
{
    return draft().problems();
}

QJsonObject ProductEditor::body() const
{
    return draft().body();
}

QJsonObject ProductEditor::updateBody() const
{
    // The product as it was shown: an optional field the user did not touch keeps the service's value.
    return draft().updateBody(m_shown);
}
