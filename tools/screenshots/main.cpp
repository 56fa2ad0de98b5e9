// Renders the README's screenshots from the running program on the demo service, so they always show
// the current build: the invoice list, the document editor, the print preview, the address editor, the
// product list and the three reports (open items, revenue, VAT, with the invoices' positions the
// synchronisation fetched).
// In English also the pictures of refused and unsaved input: the list with the selected invoice's detail
// pane, the editor with a refused field marked, and a settings page with an unsaved change
// (docs/screenshots/invoice-detail-pane*.png, editor-refused-due-date*.png, settings-unsaved-change*.png).
// Offscreen, no display needed:
//   cmake --build build/release --target invoicedesk-screenshots
//   build/release/tools/screenshots/invoicedesk-screenshots docs/screenshots [en|de|fr|it] [light|dark]
// It draws on an offscreen 1366×768 screen (a small laptop), so every window has the size a user of
// such a screen gets. (scripts/screenshots does English and German, light and dark.)
#include "api/SandboxLauncher.h"
#include "domain/Money.h"
#include "models/DocumentListModel.h"
#include "records/AddressController.h"
#include "records/AddressRecord.h"
#include "session/Session.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"
#include "views/DateField.h"
#include "views/MainWindow.h"
#include "views/Theme.h"
#include "views/WorkspacePage.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/DocumentsPage.h"
#include "views/documents/PdfPreviewDialog.h"
#include "views/payments/BankImportDialog.h"
#include "views/records/AddressEditorDialog.h"
#include "views/reports/ReminderRunDialog.h"
#include "views/reports/ReportTableModel.h"
#include "views/reports/ReportsPage.h"
#include "views/settings/SettingsPage.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLibraryInfo>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPlainTextEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTranslator>

namespace {

bool waitUntil(const std::function<bool()> &done, int timeoutMs = 20000)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    return done();
}

void settle(int ms = 400)
{
    waitUntil([] { return false; }, ms);
}

bool save(QWidget *widget, const QString &path)
{
    const bool ok = widget->grab().save(path);
    QTextStream(stdout) << (ok ? "saved " : "could not save ") << path << Qt::endl;
    return ok;
}

} // namespace

int main(int argc, char *argv[])
{
    // A 1366×768 screen: the smallest the program is made for.
    QTemporaryDir screenDir;
    QFile screens(screenDir.filePath(QStringLiteral("screens.json")));
    if (!screens.open(QIODevice::WriteOnly))
        return 1;
    screens.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                     "logicalDpi": 96, "dpr": 1}]})");
    screens.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("InvoiceDesk-screenshots"));
    QCoreApplication::setApplicationName(QStringLiteral("InvoiceDesk"));
    const QStringList args = app.arguments();
    const QString outDir = args.value(1, QStringLiteral("."));
    const QString language = args.value(2) == QLatin1String("en") ? QString() : args.value(2);
    const Theme::Mode theme = Theme::fromKey(args.value(3, QStringLiteral("light")));
    Theme::apply(theme);
    QString suffix = language.isEmpty() ? QString() : QLatin1Char('-') + language;
    if (theme == Theme::Mode::Dark)
        suffix += QStringLiteral("-dark");
    QTranslator translator;
    QTranslator qtTranslator;
    if (!language.isEmpty()) {
        QLocale::setDefault(QLocale(language + QStringLiteral("_CH")));
        // The program's compiled translations, next to it in the build tree.
        // INVOICEDESK_QM_DIR may name other compiled translations (pending ones not yet in the .ts files).
        const QString qmDir = qEnvironmentVariable("INVOICEDESK_QM_DIR", QStringLiteral(INVOICEDESK_QM_DIR));
        if (translator.load(QStringLiteral("invoicedesk_") + language, qmDir))
            QCoreApplication::installTranslator(&translator);
        // Qt's own texts (the standard buttons), as the program loads them.
        if (qtTranslator.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qtTranslator);
    }
    QDir().mkpath(outDir);

    QTemporaryDir dir;
    SandboxLauncher sandbox;
    QString error;
    // --test-hooks: the sandbox as the bank writes the bank file of the import's picture.
    if (!sandbox.startAndWait({QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"),
                                  dir.path() + QStringLiteral("/service"), QStringLiteral("--quiet"),
                                  QStringLiteral("--test-hooks")},
            60000, &error)) {
        QTextStream(stderr) << error << Qt::endl;
        return 1;
    }
    ApiConfig config;
    config.baseUrl = sandbox.url();
    config.token = sandbox.token();
    config.accountUuid = sandbox.accounts().value(0);
    Profile profile {
        QStringLiteral("Demo"), sandbox.url(), config.accountUuid, QStringLiteral("Muster Treuhand AG")};

    MainWindow window;
    window.resize(1366, 768 - 40 - 32); // the screen less a taskbar and the title bar
    window.show();
    window.openSession(profile, config, dir.path() + QStringLiteral("/client"));
    DocumentsPage *invoices = window.documentsPage(DocumentKind::Invoice);
    waitUntil([&] { return !window.isSyncing() && invoices->listModel()->rowCount() > 0; });
    settle(1500); // the record pages list their resources too
    save(&window, outDir + QStringLiteral("/invoices") + suffix + QStringLiteral(".png"));

    const SessionContext session = window.session();
    const QString uuid = invoices->currentUuid();
    const QString number =
        invoices->table()->currentIndex().siblingAtColumn(DocumentListModel::Number).data().toString();
    if (DocumentEditor *editor =
            DocumentEditor::openExisting(session, DocumentKind::Invoice, uuid, &window)) {
        settle(2000);
        save(editor, outDir + QStringLiteral("/editor") + suffix + QStringLiteral(".png"));
        editor->close();
    }

    if (language.isEmpty()) {
        // Refused input, in English: the list as it opens with the invoice's detail pane, the editor after
        // Save refused a due date before the document's date, and a settings page with an unsaved change.
        save(&window, outDir + QStringLiteral("/invoice-detail-pane") + suffix + QStringLiteral(".png"));
        if (DocumentEditor *editor =
                DocumentEditor::openExisting(session, DocumentKind::Invoice, uuid, &window)) {
            editor->resize(1366, 768 - 40 - 32);
            waitUntil([&] { return !editor->isBusy() && editor->draft().date.isValid(); });
            if (auto *due = qobject_cast<DateField *>(editor->fieldWidget(QStringLiteral("dueDate"))))
                due->setDate(editor->draft().date.addDays(-10));
            editor->save();
            settle(800);
            save(editor,
                outDir + QStringLiteral("/editor-refused-due-date") + suffix + QStringLiteral(".png"));
            delete editor; // unsaved: no question asked
        }
        for (WorkspacePage *page : window.pages()) {
            auto *settings = qobject_cast<SettingsPage *>(page);
            if (!settings || page->metaObject()->className() != QByteArrayLiteral("DefaultConditionsPage"))
                continue;
            window.showPage(settings);
            waitUntil([&] { return settings->hasValues(); });
            if (auto *edit = settings->findChild<QPlainTextEdit *>()) {
                edit->setFocus();
                edit->moveCursor(QTextCursor::End);
                edit->insertPlainText(QStringLiteral("\nPayable within 30 days without deduction."));
            }
            settle(800);
            save(&window,
                outDir + QStringLiteral("/settings-unsaved-change") + suffix + QStringLiteral(".png"));
            settings->revert();
        }
        window.showPage(invoices);
    }

    PdfPreviewDialog preview(
        session, DocumentKind::Invoice, {uuid}, {number}, QStringLiteral("print"), &window);
    preview.show();
    waitUntil([&] { return !preview.isLoading(); });
    settle(800);
    save(&preview, outDir + QStringLiteral("/print-preview") + suffix + QStringLiteral(".png"));
    preview.close();

    const QList<QJsonObject> companies =
        RecordStore(session.dataDir, session.accountUuid).loadAll(QStringLiteral("companies"));
    if (!companies.isEmpty()) {
        if (auto record = AddressRecord::fromJson(companies.first(), AddressKind::Company)) {
            AddressController addresses;
            session.open(&addresses);
            AddressEditorDialog editor(AddressKind::Company, &addresses, &window);
            editor.setRecord(*record);
            editor.resize(900, 720);
            editor.show();
            settle(800);
            save(&editor, outDir + QStringLiteral("/address-editor") + suffix + QStringLiteral(".png"));
        }
    }

    {
        // The month-end reminder run as opened from the invoice list: what is due today, nothing recorded.
        auto *run = new ReminderRunDialog(window.session(), &window);
        run->open();
        waitUntil([&] { return !run->isLoading(); }, 60000);
        settle(800);
        save(run, outDir + QStringLiteral("/reminder-run") + suffix + QStringLiteral(".png"));
        delete run; // a close would ask about the proposed reminders
        settle(300);
    }

    {
        // The bank-file import's review (File → Import bank file…): a camt.054 from the sandbox as the bank
        // for 20 payments to open invoices, 12 in full, 6 partly, 2 with a reference no invoice has.
        QJsonArray payments;
        for (const DocumentSummary &s :
            DocumentStore(dir.path() + QStringLiteral("/client"), config.accountUuid)
                .loadAll(DocumentKind::Invoice)) {
            if (s.cancelled || !s.openMinor || *s.openMinor < 2000 || s.currency != QLatin1String("CHF"))
                continue;
            QJsonObject payment {{QStringLiteral("invoiceUuid"), s.uuid}};
            if (payments.size() >= 12)
                payment.insert(QStringLiteral("amount"), Money::toDecimalString(*s.openMinor / 2).toDouble());
            payments.append(payment);
            if (payments.size() == 18) {
                for (const double amount : {17.30, 250.0})
                    payments.append(QJsonObject {{QStringLiteral("invoiceUuid"), s.uuid},
                        {QStringLiteral("unknownReference"), true}, {QStringLiteral("amount"), amount}});
                break;
            }
        }
        QNetworkAccessManager nam;
        QUrl url = sandbox.url();
        url.setPath(QStringLiteral("/__sandbox/accounts/%1/camt054").arg(config.accountUuid));
        QNetworkRequest request(url);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply = nam.post(request,
            QJsonDocument(QJsonObject {{QStringLiteral("version"), QStringLiteral("08")},
                              {QStringLiteral("payments"), payments}})
                .toJson());
        waitUntil([reply] { return reply->isFinished(); });
        const QString file = dir.filePath(QStringLiteral("camt054.xml"));
        QFile camt(file);
        if (reply->error() == QNetworkReply::NoError && camt.open(QIODevice::WriteOnly)) {
            camt.write(reply->readAll());
            camt.close();
            auto *import = new BankImportDialog(window.session(), nullptr, &window);
            import->resize(1300, 640);
            import->show();
            bool read = false;
            QObject::connect(import, &BankImportDialog::fileRead, &app, [&read] { read = true; });
            import->openFile(file);
            waitUntil([&read] { return read; }, 60000);
            settle(800);
            save(import, outDir + QStringLiteral("/bank-import") + suffix + QStringLiteral(".png"));
            delete import;
        }
        reply->deleteLater();
    }

    for (WorkspacePage *page : window.pages()) {
        if (page->metaObject()->className() == QByteArrayLiteral("ProductPage")) {
            window.showPage(page);
            settle(1000);
            save(&window, outDir + QStringLiteral("/products") + suffix + QStringLiteral(".png"));
        }
    }

    // The reports. Revenue and VAT need the invoices' positions, which the synchronisation fetches after
    // the lists (CopyMirror): wait until it has, then let each page read the store again.
    QList<ReportsPage *> reports;
    for (WorkspacePage *page : window.pages()) {
        if (auto *report = qobject_cast<ReportsPage *>(page))
            reports << report;
    }
    const auto reportName = [](ReportsPage::Report report) {
        switch (report) {
        case ReportsPage::Report::OpenItems:
            return QStringLiteral("report-open-items");
        case ReportsPage::Report::Revenue:
            return QStringLiteral("report-revenue");
        case ReportsPage::Report::Vat:
            break;
        }
        return QStringLiteral("report-vat");
    };
    waitUntil([&] { return !window.isSyncing() && !window.currentSession()->isMirroring(); }, 120000);
    bool fetched = false;
    for (ReportsPage *report : reports) {
        window.showPage(report);
        if (!fetched) {
            report->storeChanged();
            waitUntil([&] { return !report->isComputing(); });
            fetched = true;
        }
        if (fetched && report == reports.first()) {
            // A second sync, as the window's timer would start: the first leaves a listing to verify.
            window.currentSession()->startSync(SyncMode::Auto);
            waitUntil([&] { return !window.isSyncing(); }, 60000);
        }
        report->storeChanged();
        waitUntil([&] { return !report->isComputing() && report->model()->rowCount() > 0; });
        // The first row selected, so the documents behind its figures are listed too.
        report->tableView()->selectRow(0);
        settle(800);
        save(&window,
            outDir + QLatin1Char('/') + reportName(report->report()) + suffix + QStringLiteral(".png"));
    }
    return 0;
}
