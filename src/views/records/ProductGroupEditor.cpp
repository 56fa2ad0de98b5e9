#include "views/records/ProductGroupEditor.h"

#include "records/RecordTableColumns.h"

#include <QFormLayout>
#include <QIntValidator>
#include <QLineEdit>
#include <QTabWidget>
#include <QTimer>
#include <QUrlQuery>
#include <QVBoxLayout>

ProductGroupEditor::ProductGroupEditor(
    RecordController *controller, const QJsonObject &group, QWidget *parent)
    : RecordPageEditor(controller, group, parent)
    , m_number(new QLineEdit(this))
    , m_bookingAccount(new QLineEdit(this))
    , m_checkTimer(new QTimer(this))
{
    setWindowTitle(
        isNew() ? tr("New product group") : tr("Product group %1").arg(ProductRecord::groupTitle(group)));
    const ProductGroupDraft d = ProductGroupDraft::fromRecord(group);
    m_number->setText(d.groupNumber);
    m_number->setValidator(new QIntValidator(0, 999999999, m_number));
    m_bookingAccount->setText(d.bookingAccountNumber);

    auto *form = new QFormLayout;
    addRow(form, tr("&Number:"), m_number, QStringLiteral("groupNumber"));
    addRow(form, tr("&Booking account:"), m_bookingAccount, QStringLiteral("bookingAccountNumber"));
    auto *languages = new QTabWidget(this);
    for (const QString &lang : RecordTableColumns::languages()) {
        auto *page = new QWidget(languages);
        auto *pageForm = new QFormLayout(page);
        auto *description = new QLineEdit(d.descriptions.value(lang), page);
        addRow(pageForm, tr("&Description:"), description,
            QStringLiteral("translations.%1.description").arg(lang));
        m_descriptions.insert(lang, description);
        languages->addTab(page, RecordTableColumns::languageName(lang));
    }
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(languages);
    setFormWidget(content);

    // Asked once typing pauses, not on every key.
    m_checkTimer->setSingleShot(true);
    m_checkTimer->setInterval(400);
    connect(m_checkTimer, &QTimer::timeout, this, &ProductGroupEditor::checkNumber);
    connect(m_number, &QLineEdit::textEdited, this, [this] {
        m_numberTaken = false;
        setFieldProblem(QStringLiteral("groupNumber"), QString());
        m_checkTimer->start();
    });
    resize(480, 320);
}

void ProductGroupEditor::checkNumber()
{
    if (m_check)
        m_check->cancel();
    bool ok = false;
    const qint64 number = m_number->text().trimmed().toLongLong(&ok);
    if (!ok)
        return;
    // Succeeds when the number is free (or used only by this group); fails with BadRequest when taken.
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("groupNumber"), QString::number(number));
    if (!isNew())
        query.addQueryItem(QStringLiteral("groupUuid"), RecordTableModel::keyOf(record()));
    m_check = controller() ? controller()->check(QStringLiteral("check-group-number"), query, this) : nullptr;
    if (!m_check)
        return;
    connect(m_check, &RecordRequest::succeeded, this, [this] {
        m_numberTaken = false;
        setFieldProblem(QStringLiteral("groupNumber"), QString());
        emit numberChecked();
    });
    connect(m_check, &RecordRequest::failed, this, [this, number](const ApiError &error) {
        if (error.kind() == ApiError::Kind::Cancelled)
            return;
        // Only a refusal means "taken"; a network failure leaves the decision to saving.
        m_numberTaken = error.kind() == ApiError::Kind::BadRequest;
        if (m_numberTaken)
            setFieldProblem(
                QStringLiteral("groupNumber"), tr("%1 is already the number of another group.").arg(number));
        emit numberChecked();
    });
}

ProductGroupDraft ProductGroupEditor::draft() const
{
    ProductGroupDraft d;
    d.groupNumber = m_number->text();
    d.bookingAccountNumber = m_bookingAccount->text();
    for (const QString &lang : RecordTableColumns::languages())
        d.descriptions.insert(lang, m_descriptions.value(lang)->text());
    return d;
}

FieldProblems ProductGroupEditor::localProblems() const
{
    FieldProblems problems = draft().problems();
    if (m_numberTaken && !problems.contains(QStringLiteral("groupNumber")))
        problems.insert(QStringLiteral("groupNumber"), tr("is already the number of another group."));
    return problems;
}

QJsonObject ProductGroupEditor::body() const
{
    return draft().body();
}
