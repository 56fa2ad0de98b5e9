#include "views/records/BankAccountPage.h"

#include "api/JsonReader.h"
#include "records/BankAccountRecord.h"
#include "records/RecordTableColumns.h"
#include "views/Palette.h"
#include "views/records/BankAccountEditor.h"
#include "views/records/RecordPageHtml.h"
#include "views/records/TableColumnFit.h"

#include <QAction>

BankAccountPage::BankAccountPage(QWidget *parent)
    : RecordPage(BankAccountRecord::columns(), Resource::BankAccounts, {}, parent)
{
    setSearchPlaceholder(tr("Search name, IBAN, BIC or bank (Ctrl+F)"));
    // The name and the IBAN whole ("CH93 0076 2…" named no account); the bank and the QR-IBAN give way.
    columnFit()->keepWhole({0, 1});
    m_delete = addPageAction(tr("&Delete…"), QKeySequence::Delete, [this] {
        const QJsonObject account = currentRecord();
        if (account.isEmpty() || !session().isValid())
            return;
        const QString title = BankAccountRecord::title(account);
        confirm(account, tr("Delete the bank account %1? This cannot be undone.").arg(title),
            [this, title](const QJsonObject &current) {
                const QString uuid = RecordTableModel::keyOf(current);
                whenDone(controller()->remove(uuid, this), [this, uuid, title](const QJsonObject &) {
                    recordRemoved(uuid);
                    emit messageRequested(tr("The bank account %1 was deleted.").arg(title));
                });
            });
    });
}

void BankAccountPage::updateActions()
{
    RecordPage::updateActions();
    const QJsonObject account = currentRecord();
    // The default account cannot be deleted: another one becomes the default first.
    m_delete->setEnabled(session().isValid() && !account.isEmpty() && !BankAccountRecord::isDefault(account));
}

QString BankAccountPage::detailHtml(const QJsonObject &b) const
{
    const BankAccountDraft d = BankAccountDraft::fromRecord(b);
    RecordPageHtml html(d.name);
    html.row(tr("IBAN"), d.iban)
        .row(tr("BIC"), d.bic)
        .row(tr("Currency"), d.currencyCode)
        .row(
            tr("Bank"), QStringList {d.bankName, d.bankAddress, d.bankCity}.join(QLatin1Char('\n')).trimmed())
        .row(tr("Active"), RecordTableColumns::yesNo(d.isActive))
        .row(tr("Default"), RecordTableColumns::yesNo(d.isDefault));
    html.section(tr("QR-bill"))
        .row(tr("Enabled"), RecordTableColumns::yesNo(d.qrBillActive))
        .row(tr("QR-IBAN"), d.qrIban)
        .row(tr("BESR id"), d.besrId);
    if (!d.qrIban.isEmpty()) {
        const QString problem = Validators::qrIbanProblem(d.qrIban);
        if (!problem.isEmpty())
            html.rawRow(tr("Check"),
                QStringLiteral("<span style='color:%1'>%2</span>")
                    .arg(errorColor(palette()).name(), problem.toHtmlEscaped()));
    }
    return html.html();
}

RecordPageEditor *BankAccountPage::createEditor(const QJsonObject &record)
{
    auto *editor = new BankAccountEditor(controller(), record, this);
    // A new default takes the flag from the others on the service: list them again to show that.
    connect(editor, &RecordPageEditor::saved, this, [this](const QJsonObject &saved) {
        if (BankAccountRecord::isDefault(saved))
            refresh();
    });
    return editor;
}
