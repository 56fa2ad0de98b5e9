#include "views/records/ProductPage.h"

#include "api/JsonReader.h"
#include "base/AsyncRun.h"
#include "records/ProductRecord.h"
#include "records/RecordTableColumns.h"
#include "records/UnitRecord.h"
#include "reports/ReportSource.h"
#include "views/Palette.h"
#include "views/records/ProductEditor.h"
#include "views/records/RecordPageHtml.h"
#include "views/reports/ZeroRateClassMenu.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QUrlQuery>

namespace {

QUrlQuery archivedProductsQuery()
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("isArchived"), QStringLiteral("true"));
    return query;
}

} // namespace

ProductPage::ProductPage(QWidget *parent)
    // Whether the plain listing includes archived products is not specified: they are also listed on
    // their own, and the store keeps each product once.
    : RecordPage(ProductRecord::productColumns([this](const QJsonObject &unit) { return unitName(unit); }),
        Resource::Products, {archivedProductsQuery()}, parent)
    , m_units(new RecordTableModel(UnitRecord::columns(), this))
{
    connect(m_units, &RecordTableModel::reloaded, this, &ProductPage::unitsRead);
    setSearchPlaceholder(tr("Search key, name, group, EAN or tags (Ctrl+F)"));
    setQuickFilters({
        {tr("Ac&tive"),
            [](const QJsonObject &p) {
                return !ProductRecord::isArchived(p);
            }},
        {tr("A&rchived"),
            [](const QJsonObject &p) {
                return ProductRecord::isArchived(p);
            }},
        {tr("A&ll"), {}},
    });
    m_archive = addPageAction(
        tr("&Archive"), QKeySequence(), [this] { runProductAction(QStringLiteral("archive")); });
    m_delete = addPageAction(
        tr("&Delete…"), QKeySequence::Delete, [this] { runProductAction(QStringLiteral("delete")); });
    // How the VAT return counts this product's turnover at 0 %: kept in the local copy only.
    m_zeroClass = addPageAction(tr("0 % VAT c&lass"), QKeySequence(), [] {});
    auto *zeroMenu = new QMenu(this);
    m_zeroClass->setMenu(zeroMenu);
    connect(zeroMenu, &QMenu::aboutToShow, this, [this, zeroMenu] {
        const QString key = JsonReader::string(currentRecord(), QLatin1String("productKey"));
        const SessionContext s = session();
        ZeroRateClassMenu::fill(zeroMenu,
            ReportSource::zeroClass(s.dataDir, s.accountUuid, QStringLiteral("product"), key),
            tr("Not classified"), [this, key, s](ZeroRateClass c) {
                ZeroRateClassMenu::keep(this, s.dataDir, s.accountUuid, QStringLiteral("product"), key, c,
                    [this, key, c](const QString &error) {
                        emit messageRequested(error.isEmpty()
                                ? tr("Turnover at 0 % of %1: %2.")
                                      .arg(key, ZeroRateClassMenu::className(c, tr("not classified")))
                                : tr("The 0 % class of %1 could not be kept: %2").arg(key, error));
                    });
            });
    });
    // Which approved net tax rate this product's turnover goes to (net tax rate method with two rates).
    m_netTaxRate = addPageAction(tr("Net ta&x rate"), QKeySequence(), [] {});
    auto *rateMenu = new QMenu(this);
    m_netTaxRate->setMenu(rateMenu);
    connect(rateMenu, &QMenu::aboutToShow, this, [this, rateMenu] {
        const QString key = JsonReader::string(currentRecord(), QLatin1String("productKey"));
        const SessionContext s = session();
        const int current = ReportSource::netTaxRateOfProduct(s.dataDir, s.accountUuid, key);
        rateMenu->clear();
        auto *group = new QActionGroup(rateMenu);
        const QStringList names {tr("Not assigned"), tr("Net tax rate 1"), tr("Net tax rate 2")};
        for (int which = 0; which <= 2; ++which) {
            QAction *action = rateMenu->addAction(names.at(which));
            action->setCheckable(true);
            action->setChecked(which == current);
            group->addAction(action);
            connect(action, &QAction::triggered, this, [this, key, s, which, name = names.at(which)] {
                asyncRun(
                    this,
                    [s, key, which] {
                        QString error;
                        ReportSource::setNetTaxRateOfProduct(s.dataDir, s.accountUuid, key, which, &error);
                        return error;
                    },
                    [this, key, name](const QString &error) {
                        emit messageRequested(error.isEmpty()
                                ? tr("Turnover of %1 under the net tax rate method: %2.").arg(key, name)
                                : tr("The net tax rate of %1 could not be kept: %2").arg(key, error));
                    });
            });
        }
    });
}

void ProductPage::openSession(const SessionContext &session)
{
    m_units->setRecords({});
    RecordPage::openSession(session);
    storeChanged();
}

void ProductPage::storeChanged()
{
    RecordPage::storeChanged();
    if (!session().dataDir.isEmpty() && !session().accountUuid.isEmpty())
        m_units->reloadFromStore(session().dataDir, session().accountUuid, QStringLiteral("units"));
}

void ProductPage::unitsRead()
{
    // The unit names may arrive after the products: the column (and through it the detail) is drawn again.
    if (model()->rowCount() > 0)
        emit model()->dataChanged(model()->index(0, ProductRecord::Unit),
            model()->index(model()->rowCount() - 1, ProductRecord::Unit), {Qt::DisplayRole});
}

QString ProductPage::unitName(const QJsonObject &productUnit) const
{
    const QString uuid = JsonReader::string(productUnit, QLatin1String("uuid"));
    const QString code = JsonReader::string(productUnit, QLatin1String("isocode"));
    if (!uuid.isEmpty()) {
        const int row = m_units->rowOfKey(uuid);
        if (row >= 0)
            return UnitRecord::name(m_units->record(row));
    }
    for (const QJsonObject &unit : m_units->records()) {
        if (!code.isEmpty() && JsonReader::string(unit, QLatin1String("isocode")) == code)
            return UnitRecord::name(unit);
    }
    return code;
}

void ProductPage::updateActions()
{
    RecordPage::updateActions();
    const QJsonObject p = currentRecord();
    m_archive->setEnabled(session().isValid() && !p.isEmpty() && !ProductRecord::isArchived(p));
    m_delete->setEnabled(session().isValid() && !p.isEmpty());
    const bool keyed = session().isValid() && !JsonReader::string(p, QLatin1String("productKey")).isEmpty();
    if (m_zeroClass)
        m_zeroClass->setEnabled(keyed);
    if (m_netTaxRate)
        m_netTaxRate->setEnabled(keyed);
}

void ProductPage::runProductAction(const QString &action)
{
    const QJsonObject product = currentRecord();
    if (product.isEmpty() || !session().isValid())
        return;
    const QString key = JsonReader::string(product, QLatin1String("productKey"));
    const bool remove = action == QLatin1String("delete");
    const QString question = remove
        ? tr("Delete the product %1? This cannot be undone.").arg(key)
        : tr("Archive the product %1? It is then no longer offered for new documents.").arg(key);
    confirm(product, question, [this, action, remove, key](const QJsonObject &current) {
        // Archived meanwhile (by a reload): nothing left to archive.
        if (!remove && ProductRecord::isArchived(current))
            return;
        const QString uuid = RecordTableModel::keyOf(current);
        whenDone(controller()->runAction(uuid, action, this), [this, remove, uuid, key](const QJsonObject &) {
            if (remove) {
                recordRemoved(uuid);
                emit messageRequested(tr("The product %1 was deleted.").arg(key));
                return;
            }
            // The action answers only its status: the archived product is read back.
            whenDone(controller()->fetch(uuid, this), [this, key](const QJsonObject &product) {
                recordSaved(product);
                emit messageRequested(tr("The product %1 was archived.").arg(key));
            });
        });
    });
}

QString ProductPage::detailHtml(const QJsonObject &p) const
{
    const ProductDraft d = ProductDraft::fromRecord(p);
    const QList<RecordColumn> columns =
        ProductRecord::productColumns([this](const QJsonObject &unit) { return unitName(unit); });
    const auto column = [&](int c) {
        return columns.at(c).text(p);
    };
    RecordPageHtml html(QStringLiteral("%1 %2").arg(d.productKey, column(ProductRecord::Name)));
    html.row(tr("Kind"), d.isService ? tr("Service") : tr("Goods"))
        .row(tr("Unit"), column(ProductRecord::Unit))
        .row(tr("Group"), column(ProductRecord::Group))
        .row(tr("Sales price"), column(ProductRecord::Cost))
        .row(tr("VAT rate"), column(ProductRecord::TaxRate))
        .row(tr("Booking account"), d.bookingAccountNumber);
    const QString eanProblem = Validators::eanProblem(d.eanCode);
    if (eanProblem.isEmpty())
        html.row(tr("EAN"), d.eanCode);
    else
        html.rawRow(tr("EAN"),
            QStringLiteral("%1 <span style='color:%2'>(%3)</span>")
                .arg(d.eanCode.toHtmlEscaped(), errorColor(palette()).name(), eanProblem.toHtmlEscaped()));
    html.row(tr("Tags"), d.tags.join(QStringLiteral(", "))).row(tr("State"), column(ProductRecord::State));
    for (const QString &lang : RecordTableColumns::languages()) {
        const ProductDraft::Texts t = d.translations.value(lang);
        if (t.name.isEmpty() && t.description.isEmpty())
            continue;
        html.section(RecordTableColumns::languageName(lang))
            .row(tr("Name"), t.name)
            .row(tr("Description"), t.description);
    }
    if (!d.properties.isEmpty()) {
        html.section(tr("Properties"));
        for (const QJsonValue &v : d.properties) {
            const QJsonObject prop = v.toObject();
            html.row(prop.value(QLatin1String("type")).toVariant().toString(),
                QStringLiteral("%1 %2")
                    .arg(prop.value(QLatin1String("value")).toVariant().toString(),
                        prop.value(QLatin1String("isocode")).toString())
                    .trimmed());
        }
    }
    return html.html();
}

RecordPageEditor *ProductPage::createEditor(const QJsonObject &record)
{
    return new ProductEditor(controller(), record, this);
}
