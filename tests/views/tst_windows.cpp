// Every window of the program, opened as a user opens it, in English, German, French and Italian (the
// translations compiled from translations/*.ts): within one window no two enabled, visible widgets share
// an Alt+letter, nor a widget and a menu title, nor two items of one menu (each page's menus with a row
// of its list selected, so per document kind); every labelled input has one, and the window fits a
// 1366×768 screen with a taskbar. At 1366×768 in German, French and Italian every page's commands are on
// their row with their words or in its labelled "More" menu (never behind "»"), the
// buttons stay in place when several documents are selected, the detail pane keeps 300 pixels and the
// editor shows 8 positions. Every window at its opening size, and the VAT return with each figure's
// documents, has no list scrolling sideways and no column title cut.
// A lone Alt shows the menu bar title it puts the keyboard on.
// The window's own screen is 1366×768 (offscreen platform), so sizes are taken as a user gets them.
#include "TestSandbox.h"
#include "WindowChecks.h"
#include "models/DocumentFilterModel.h"
#include "models/DocumentListModel.h"
#include "records/AddressController.h"
#include "records/RecordController.h"
#include "sync/SyncController.h"
#include "views/ConnectDialog.h"
#include "views/MainWindow.h"
#include "views/PageToolbar.h"
#include "views/PreferencesDialog.h"
#include "views/ShortcutsDialog.h"
#include "views/Theme.h"
#include "views/WorkspacePage.h"
#include "views/documents/DocumentDetailPane.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/DocumentsPage.h"
#include "views/documents/EmailConfirmDialog.h"
#include "views/documents/PaymentDialog.h"
#include "views/documents/PdfPreviewDialog.h"
#include "views/importing/ImportWizard.h"
#include "views/payments/BankImportDialog.h"
#include "views/records/AddressDuplicatesDialog.h"
#include "views/records/AddressEditorDialog.h"
#include "views/records/AddressesPage.h"
#include "views/records/RecordPage.h"
#include "views/records/UnitEditor.h"
#include "views/reports/ReminderRunDialog.h"
#include "views/reports/VatPage.h"
#include "views/settings/DunningPage.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QItemSelectionModel>
#include <QJsonObject>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProxyStyle>
#include <QPushButton>
#include <QScreen>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

class TestWindows : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyWindow_data();
    void everyWindow();
    void languageTabsSwitchWithCtrlTab();
    void themeIsChosenAndKept();
    void shortcutsPageListsTheActions();
    void pageMessagesStayWithTheirPage();
    void escapeClosesTheEditorWindow();
    void keyboardReachesMenusAndFilters();
    void layoutAt1366_data();
    void layoutAt1366();
    void cleanup();

private:
    void translateTo(const QString &language);
    MainWindow *openDemoWindow(const QString &dataName);
    void check(QWidget *window, const QString &name);
    QList<QWidget *> openedBy(const std::function<void()> &open);

    TestSandbox m_sandbox;
    QTemporaryDir m_data;
    QStringList m_problems;
    std::unique_ptr<QTranslator> m_own;
    std::unique_ptr<QTranslator> m_qt;
};

void TestWindows::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
    QVERIFY(m_data.isValid());
    QVERIFY(QGuiApplication::primaryScreen());
    QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1366, 768));
}

void TestWindows::cleanup()
{
    QList<QPointer<QWidget>> windows;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (!w->parentWidget())
            windows << w;
    }
    qDeleteAll(windows);
    if (m_own)
        QCoreApplication::removeTranslator(m_own.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    m_own.reset();
    m_qt.reset();
    QLocale::setDefault(QLocale::c());
}

void TestWindows::everyWindow_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "fr", "it"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestWindows::check(QWidget *window, const QString &name)
{
    QVERIFY(window);
    if (!window->isVisible())
        window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    for (const QString &problem : WindowChecks::mnemonicProblemsOnEveryTab(window))
        m_problems << QStringLiteral("%1: %2").arg(name, problem);
    if (auto *main = qobject_cast<QMainWindow *>(window); main && main->menuBar()) {
        for (const QString &problem : WindowChecks::menuBarProblems(main->menuBar()))
            m_problems << QStringLiteral("%1: %2").arg(name, problem);
    }
    if (const QString problem = WindowChecks::sizeProblem(window); !problem.isEmpty())
        m_problems << QStringLiteral("%1 %2").arg(name, problem);
    // At its opening size: no "»", no list scrolling sideways, no clipped column title.
    QTest::qWait(0); // column fits queued by the first show
    for (const QString &problem : WindowChecks::layoutProblems(window))
        m_problems << QStringLiteral("%1: %2").arg(name, problem);
    // Qt's own German writes "Schließen"; ours writes "ss" (a standard button gets our text).
    for (const QAbstractButton *button : window->findChildren<QAbstractButton *>()) {
        if (button->isVisibleTo(window) && button->text().contains(QChar(0xdf)))
            m_problems << QStringLiteral("%1: button \"%2\" is Qt's text with ß").arg(name, button->text());
    }
}

QList<QWidget *> TestWindows::openedBy(const std::function<void()> &open)
{
    const QWidgetList before = QApplication::topLevelWidgets();
    open();
    QList<QWidget *> opened;
    const bool any = QTest::qWaitFor([&] {
        opened.clear();
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (!before.contains(w) && w->isVisible() && w->windowType() != Qt::Popup
                && w->windowType() != Qt::ToolTip)
                opened << w;
        }
        return !opened.isEmpty();
    });
    return any ? opened : QList<QWidget *>();
}

void TestWindows::translateTo(const QString &language)
{
    if (language != "en"_L1) {
        QLocale::setDefault(QLocale(language + "_CH"_L1));
        m_own = std::make_unique<QTranslator>();
        // INVOICEDESK_QM_DIR may name other compiled translations (pending ones, to check them first).
        const QString qmDir = qEnvironmentVariable("INVOICEDESK_QM_DIR", QStringLiteral(INVOICEDESK_QM_DIR));
        QVERIFY2(m_own->load("invoicedesk_"_L1 + language, qmDir), "the compiled translations are missing");
        QCoreApplication::installTranslator(m_own.get());
        m_qt = std::make_unique<QTranslator>();
        if (m_qt->load(
                QLocale(language), "qtbase"_L1, "_"_L1, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(m_qt.get());
    }
}

// The main window on the demo account, its invoices listed (null after a failed check).
MainWindow *TestWindows::openDemoWindow(const QString &dataName)
{
    auto *window = new MainWindow;
    const Profile profile {"test"_L1, m_sandbox.url(), m_sandbox.accounts().first(), "Demo"_L1};
    window->openSession(profile, m_sandbox.config(), m_data.path() + "/"_L1 + dataName);
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        return nullptr;
    DocumentsPage *invoices = window->documentsPage(DocumentKind::Invoice);
    const bool listed =
        QTest::qWaitFor([&] { return !window->isSyncing() && invoices->listModel()->rowCount() > 0; }, 30000);
    return listed ? window : nullptr;
}

void TestWindows::everyWindow()
{
    QFETCH(QString, language);
    translateTo(language);
    QVERIFY(!QTest::currentTestFailed());
    m_problems.clear();

    MainWindow *window = openDemoWindow(language);
    QVERIFY(window);
    DocumentsPage *invoices = window->documentsPage(DocumentKind::Invoice);
    check(window, "main window"_L1);

    // Every page in the main window, and what its New command opens.
    for (WorkspacePage *page : window->pages()) {
        window->showPage(page);
        const QString name =
            QString::fromLatin1(page->metaObject()->className()) + " "_L1 + page->objectName();
        check(window, name);
        // With a row of each list selected too: what needs a selection is enabled then.
        bool selected = false;
        for (QAbstractItemView *list : page->findChildren<QAbstractItemView *>()) {
            if (list->isVisibleTo(page) && list->model() && list->model()->rowCount() > 0
                && list->selectionMode() != QAbstractItemView::NoSelection) {
                list->setCurrentIndex(list->model()->index(0, 0));
                selected = true;
            }
        }
        if (selected)
            check(window, name + " (a row selected)"_L1);
        QAction *create = nullptr;
        for (QAction *action : page->pageActions()) {
            if (action->shortcut() == QKeySequence(QKeySequence::New))
                create = action;
        }
        if (!create || !create->isEnabled())
            continue;
        const QList<QWidget *> opened = openedBy([create] { create->trigger(); });
        QVERIFY2(!opened.isEmpty(), qPrintable(name + " opened nothing"_L1));
        for (QWidget *w : opened) {
            check(w,
                "new from "_L1 + name + " ("_L1 + QString::fromLatin1(w->metaObject()->className()) + ")"_L1);
            w->deleteLater();
        }
        QTest::qWait(0);
    }
    window->showPage(invoices);

    // The dialogs opened from the documents and the menus.
    const SessionContext session = window->session();
    invoices->table()->selectRow(0);
    const QString uuid = invoices->currentUuid();
    QVERIFY(!uuid.isEmpty());
    const QString number =
        invoices->table()->currentIndex().siblingAtColumn(DocumentListModel::Number).data().toString();
    {
        QPointer<DocumentEditor> editor =
            DocumentEditor::openExisting(session, DocumentKind::Invoice, uuid, window);
        QTest::qWait(200);
        check(editor, "invoice editor"_L1);
        delete editor;
    }
    {
        PdfPreviewDialog preview(session, DocumentKind::Invoice, {uuid}, {number}, "print"_L1, window);
        preview.show();
        check(&preview, "print preview"_L1);
    }
    {
        EmailConfirmDialog email(session, DocumentKind::Invoice, uuid, window);
        email.show();
        check(&email, "e-mail"_L1);
    }
    {
        PaymentDialog payment(session, uuid, window);
        payment.show();
        QTRY_VERIFY_WITH_TIMEOUT(payment.isReady(), 15000);
        check(&payment, "record a payment"_L1);
    }
    {
        BankImportDialog import(session, nullptr, window);
        import.show();
        check(&import, "import bank file"_L1);
    }
    {
        ReminderRunDialog reminders(session, window);
        reminders.show();
        QTRY_VERIFY_WITH_TIMEOUT(!reminders.isLoading(), 20000);
        check(&reminders, "reminder run"_L1);
        // After a run it offers to print the reminders and the summary. The demo has overdue invoices
        // for the first language's run; a later one may find nothing left to remind.
        if (reminders.startButton()->isEnabled()) {
            const QString run = reminders.startButton()->text();
            reminders.startButton()->click();
            // Nothing is recorded before the question naming what, how much and to whom.
            QMessageBox *confirmation = nullptr;
            QTRY_VERIFY((confirmation = reminders.findChild<QMessageBox *>("reminderConfirmation"_L1)));
            check(confirmation, "reminder run, confirmation"_L1);
            for (QAbstractButton *button : confirmation->buttons())
                if (confirmation->buttonRole(button) == QMessageBox::AcceptRole)
                    button->click();
            QTRY_VERIFY_WITH_TIMEOUT(
                reminders.startButton()->isEnabled() && reminders.startButton()->text() != run, 30000);
            check(&reminders, "reminder run, done"_L1);
        } else {
            QVERIFY(language != "en"_L1);
        }
    }
    {
        ConnectDialog connect(window);
        connect.show();
        check(&connect, "connect"_L1);
    }
    {
        PreferencesDialog preferences(window);
        preferences.show();
        check(&preferences, "preferences"_L1);
    }
    {
        ShortcutsDialog shortcuts(window, window);
        shortcuts.show();
        check(&shortcuts, "keyboard shortcuts"_L1);
    }
    {
        ImportWizard wizard(session, nullptr, window);
        wizard.show();
        check(&wizard, "import"_L1);
        // The pages after it too, with a file read and its columns mapped (so Next is enabled).
        QFile csv(m_data.filePath(language + ".csv"_L1));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("Kunde;W\xc3\xa4hrung;Datum;Total\nMuster AG;CHF;1.3.2026;100.00\n");
        csv.close();
        wizard.loadFile(csv.fileName());
        QTRY_VERIFY_WITH_TIMEOUT(wizard.currentPage()->isComplete(), 10000);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::MappingPage));
        QTRY_VERIFY_WITH_TIMEOUT(wizard.currentPage()->isComplete(), 15000);
        check(&wizard, "import, mapping"_L1);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::SummaryPage));
        check(&wizard, "import, summary"_L1);
    }
    {
        AddressRecord entry;
        entry.kind = AddressKind::Company;
        entry.name = "Mueller AG"_L1;
        AddressRecord known = entry;
        known.uuid = "u1"_L1;
        known.name = QStringLiteral("Müller AG");
        AddressDuplicatesDialog duplicates(entry, {known}, window);
        duplicates.show();
        check(&duplicates, "possible duplicates"_L1);
    }
    {
        AddressController addresses;
        session.open(&addresses);
        AddressEditorDialog person(AddressKind::Person, &addresses, window);
        person.show();
        check(&person, "new person"_L1);
    }
    {
        // A company with one of everything, so the fields of an address, a contact and a contact
        // person are shown too (a new one has none).
        AddressRecord company;
        company.kind = AddressKind::Company;
        company.uuid = "u2"_L1;
        company.name = "Muster AG"_L1;
        company.contacts = {AddressContact {{}, "email"_L1, "info@muster.ch"_L1, true}};
        company.contactPersons = {AddressContactPerson {
            {}, {}, "Anna"_L1, "Meier"_L1, {AddressContact {{}, "phone"_L1, "+41 44 123 45 67"_L1, true}}}};
        company.addresses = {AddressEntry {
            {}, "Bahnhofstrasse"_L1, "1"_L1, {}, {}, "8001"_L1, QStringLiteral("Zürich"), "CH"_L1, "ZH"_L1}};
        AddressController addresses;
        session.open(&addresses);
        AddressEditorDialog filled(AddressKind::Company, &addresses, window);
        filled.setRecord(company);
        filled.show();
        check(&filled, "company with an address and a contact person"_L1);
    }

    m_problems.removeDuplicates();
    for (const QString &problem : std::as_const(m_problems))
        qWarning().noquote() << language << problem;
    QVERIFY2(
        m_problems.isEmpty(), qPrintable(QString::number(m_problems.size()) + " problems, listed above"_L1));
}

void TestWindows::languageTabsSwitchWithCtrlTab()
{
    // The language tabs of the record editors and of the dunning texts have no Alt+letter (theirs
    // clashed with the fields' letters); Ctrl+Tab in a field on them shows the next language.
    RecordController units(Resource::Units);
    UnitEditor unit(&units, QJsonObject {});
    DunningPage dunning;
    auto *level = dunning.findChild<QLineEdit *>(QStringLiteral("level1.de.emailSubject"));
    QVERIFY(level);
    // The page's form waits for the service's values; here it is enabled as after they came.
    for (QWidget *w = level; w != &dunning; w = w->parentWidget())
        w->setEnabled(true);
    const QList<std::pair<QWidget *, QTabWidget *>> windows {{&unit, unit.findChild<QTabWidget *>()},
        {&dunning, qobject_cast<QTabWidget *>(level->parentWidget()->parentWidget()->parentWidget())}};
    for (const auto &[window, tabs] : windows) {
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 4);
        for (int i = 0; i < tabs->count(); ++i)
            QVERIFY2(WindowChecks::mnemonicOf(tabs->tabText(i)).isEmpty(), qPrintable(tabs->tabText(i)));
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        // From a line, then from a text box (which could take the key for itself).
        for (const char *type : {"QLineEdit", "QPlainTextEdit"}) {
            QWidget *field = nullptr;
            for (QWidget *w : tabs->currentWidget()->findChildren<QWidget *>()) {
                if (!field && w->inherits(type))
                    field = w;
            }
            if (!field)
                continue;
            const int before = tabs->currentIndex();
            field->setFocus();
            QTRY_VERIFY(field->hasFocus());
            QTest::keyClick(field, Qt::Key_Tab, Qt::ControlModifier);
            QCOMPARE(tabs->currentIndex(), (before + 1) % tabs->count());
            QVERIFY(tabs->currentWidget()->isAncestorOf(QApplication::focusWidget()));
        }
        window->hide();
    }
}

void TestWindows::themeIsChosenAndKept()
{
    auto *window = new MainWindow;
    window->show();
    auto *dark = window->findChild<QAction *>(QStringLiteral("theme-dark"));
    auto *system = window->findChild<QAction *>(QStringLiteral("theme-system"));
    QVERIFY(dark && system);
    QVERIFY(system->isChecked());
    const QColor before = QApplication::palette().color(QPalette::Window);
    dark->trigger();
    QCOMPARE(Theme::current(), Theme::Mode::Dark);
    // Fusion draws, through the style that gives check boxes a visible frame on a dark palette.
    const auto *proxy = qobject_cast<QProxyStyle *>(QApplication::style());
    const QStyle *drawing = proxy ? proxy->baseStyle() : QApplication::style();
    QCOMPARE(drawing->name().toLower(), QStringLiteral("fusion"));
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
    QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 180);
    QCOMPARE(Theme::saved(), std::optional(Theme::Mode::Dark));
    delete window;
    // A new window starts in the saved theme with its choice checked.
    window = new MainWindow;
    QVERIFY(window->findChild<QAction *>(QStringLiteral("theme-dark"))->isChecked());
    window->findChild<QAction *>(QStringLiteral("theme-system"))->trigger();
    QCOMPARE(QApplication::palette().color(QPalette::Window), before);
    QCOMPARE(Theme::saved(), std::optional(Theme::Mode::System));
}

void TestWindows::shortcutsPageListsTheActions()
{
    auto *window = new MainWindow;
    window->show();
    const QList<ShortcutsDialog::Entry> entries = ShortcutsDialog::entriesOf(window);
    const auto has = [&](const QString &command, const QKeySequence &key) {
        return entries.contains(ShortcutsDialog::Entry {command, key.toString(QKeySequence::NativeText)});
    };
    QVERIFY(has(QStringLiteral("Refresh"), QKeySequence::Refresh));
    QVERIFY(has(QStringLiteral("Keyboard shortcuts"), QKeySequence::HelpContents));
    QVERIFY(has(QStringLiteral("Find"), QKeySequence::Find));
    // F1 opens it, and the toolbar's tooltips name the shortcuts.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    QTest::keyClick(window, Qt::Key_F1);
    QTRY_VERIFY(window->findChild<ShortcutsDialog *>());
    auto *table =
        window->findChild<ShortcutsDialog *>()->findChild<QTableWidget *>(QStringLiteral("shortcuts"));
    QCOMPARE(table->rowCount(), int(entries.size()));
    bool refreshTip = false;
    for (QAction *action : window->findChild<QToolBar *>(QStringLiteral("mainToolbar"))->actions())
        refreshTip = refreshTip
            || action->toolTip().contains(
                QKeySequence(QKeySequence::Refresh).toString(QKeySequence::NativeText));
    QVERIFY(refreshTip);
}

void TestWindows::pageMessagesStayWithTheirPage()
{
    auto *window = new MainWindow;
    window->show();
    WorkspacePage *invoices = window->documentsPage(DocumentKind::Invoice);
    WorkspacePage *quotes = window->documentsPage(DocumentKind::Quote);
    window->showPage(invoices);
    emit invoices->messageRequested(QStringLiteral("3 invoices marked as sent."));
    QCOMPARE(window->messageText(), QStringLiteral("3 invoices marked as sent."));
    window->showPage(quotes);
    QVERIFY(window->messageText().isEmpty());
    emit invoices->messageRequested(QStringLiteral("said while hidden"));
    QVERIFY(window->messageText().isEmpty());
    window->showPage(invoices);
    QCOMPARE(window->messageText(), QStringLiteral("3 invoices marked as sent."));
    // A message of the whole window (the sync's) stays on every page.
    window->showMessage(QStringLiteral("Synchronisation failed."));
    window->showPage(quotes);
    QCOMPARE(window->messageText(), QStringLiteral("Synchronisation failed."));
}

void TestWindows::escapeClosesTheEditorWindow()
{
    auto *window = new MainWindow;
    const Profile profile {"test"_L1, m_sandbox.url(), m_sandbox.accounts().first(), "Demo"_L1};
    window->openSession(profile, m_sandbox.config(), m_data.path() + "/escape"_L1);
    window->show();
    DocumentsPage *invoices = window->documentsPage(DocumentKind::Invoice);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isSyncing() && invoices->listModel()->rowCount() > 0, 30000);
    invoices->table()->selectRow(0);
    const QString uuid = invoices->currentUuid();
    QVERIFY(!uuid.isEmpty());
    // Opened and loaded (the fields enabled, nothing under way), or null.
    const auto open = [&] {
        QPointer<DocumentEditor> editor =
            DocumentEditor::openExisting(window->session(), DocumentKind::Invoice, uuid, window);
        if (editor) {
            editor->activateWindow();
            const bool ready = QTest::qWaitForWindowActive(editor)
                && QTest::qWaitFor(
                    [&] { return editor->centralWidget()->isEnabled() && !editor->isBusy(); }, 15000);
            if (!ready)
                delete editor;
        }
        return editor;
    };

    // With a change: Escape asks as Ctrl+W does, and the window stays until the answer.
    QPointer<DocumentEditor> editor = open();
    QVERIFY(editor);
    QVERIFY(editor->isWindow());
    auto *title = qobject_cast<QLineEdit *>(editor->fieldWidget(u"title"_s));
    QVERIFY(title);
    title->setFocus();
    QTest::keyClicks(title, u"Escaped"_s);
    QVERIFY(editor->isModified());
    QTest::keyClick(title, Qt::Key_Escape);
    QMessageBox *question = nullptr;
    QTRY_VERIFY((question = editor->findChild<QMessageBox *>(u"unsavedQuestion"_s)) != nullptr);
    QVERIFY(editor->isVisible());
    question->button(QMessageBox::Cancel)->click();
    QTRY_VERIFY(!question->isVisible());
    QVERIFY(editor->isVisible());
    QTest::keyClick(title, Qt::Key_Escape);
    QTRY_VERIFY((question = editor->findChild<QMessageBox *>(u"unsavedQuestion"_s)) != nullptr
        && question->isVisible());
    question->button(QMessageBox::Discard)->click();
    QTRY_VERIFY(editor.isNull());

    // Without one it closes at once.
    editor = open();
    QVERIFY(editor);
    QVERIFY(!editor->isModified());
    editor->fieldWidget(u"title"_s)->setFocus();
    QTest::keyClick(editor->fieldWidget(u"title"_s), Qt::Key_Escape);
    QTRY_VERIFY(editor.isNull());
}

void TestWindows::keyboardReachesMenusAndFilters()
{
    MainWindow *window = openDemoWindow("keys"_L1);
    QVERIFY(window);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    QMenuBar *bar = window->menuBar();
    const auto openMenu = [] {
        return qobject_cast<QMenu *>(QApplication::activePopupWidget());
    };

    // F10 opens the first menu.
    QTest::keyClick(window, Qt::Key_F10);
    QTRY_VERIFY(openMenu());
    QCOMPARE(openMenu()->menuAction(), bar->actions().first());
    openMenu()->close();
    QTRY_VERIFY(!openMenu());

    // A lone Alt (pressed and released) puts the keyboard on the menu bar's first title, and shows it:
    // the title is drawn in the palette's highlight, as a desktop program marks it, until Escape.
    const QRect first = bar->actionGeometry(bar->actions().first());
    const auto highlighted = [&] {
        const QImage title = bar->grab(first).toImage();
        const QRgb highlight = bar->palette().color(QPalette::Highlight).rgb();
        int count = 0;
        for (int y = 0; y < title.height(); ++y) {
            for (int x = 0; x < title.width(); ++x)
                count += title.pixel(x, y) == highlight ? 1 : 0;
        }
        // Most of the title's box, not a stray pixel of its text.
        return count > first.width() * first.height() / 3;
    };
    QVERIFY(!highlighted());
    QTest::keyPress(window, Qt::Key_Alt, Qt::AltModifier);
    QTest::keyRelease(window, Qt::Key_Alt, Qt::AltModifier);
    QTRY_COMPARE(bar->activeAction(), bar->actions().first());
    QVERIFY(bar->hasFocus());
    QVERIFY2(highlighted(), "a lone Alt put the keyboard on the first menu without showing it");
    QVERIFY(!openMenu()); // shown, not opened
    QTest::keyClick(bar, Qt::Key_Escape);
    QTRY_VERIFY(!bar->activeAction());
    QVERIFY(!highlighted());

    // Alt+D opens the Document menu (the Open filter took Alt+O before), Alt+V the View menu (the All
    // filter took Alt+A, German View's letter).
    DocumentsPage *invoices = window->documentsPage(DocumentKind::Invoice);
    window->showPage(invoices);
    invoices->table()->setFocus();
    QTest::keyClick(window, Qt::Key_D, Qt::AltModifier);
    QTRY_VERIFY(openMenu());
    QCOMPARE(WindowChecks::plain(openMenu()->title()), QStringLiteral("Document"));
    openMenu()->close();
    QTRY_VERIFY(!openMenu());
    QTest::keyClick(window, Qt::Key_V, Qt::AltModifier);
    QTRY_VERIFY(openMenu());
    QCOMPARE(WindowChecks::plain(openMenu()->title()), QStringLiteral("View"));
    openMenu()->close();
    QTRY_VERIFY(!openMenu());

    // From the search field too; and an Alt+letter no menu takes is not typed into it.
    QLineEdit *search = invoices->searchField();
    search->setFocus();
    QTRY_VERIFY(search->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_D, Qt::AltModifier);
    QTRY_VERIFY(openMenu());
    QCOMPARE(WindowChecks::plain(openMenu()->title()), QStringLiteral("Document"));
    openMenu()->close();
    QTRY_VERIFY(!openMenu());
    search->setFocus();
    QTRY_VERIFY(search->hasFocus());
    QTest::keyClick(search, Qt::Key_Q, Qt::AltModifier);
    QCOMPARE(search->text(), QString());
    QTest::keyClicks(search, QStringLiteral("q"));
    QCOMPARE(search->text(), QStringLiteral("q"));
    search->clear();
    invoices->table()->setFocus();

    // The quick filters answer Alt+1, Alt+2, ... in the order shown: All, Open, Sent, Overdue, ...
    QTest::keyClick(window, Qt::Key_2, Qt::AltModifier);
    QTRY_COMPARE(invoices->filterModel()->quickFilter(), DocumentFilterModel::Open);
    QTest::keyClick(window, Qt::Key_4, Qt::AltModifier);
    QTRY_COMPARE(invoices->filterModel()->quickFilter(), DocumentFilterModel::Overdue);
    QTest::keyClick(window, Qt::Key_1, Qt::AltModifier);
    QTRY_COMPARE(invoices->filterModel()->quickFilter(), DocumentFilterModel::All);
}

// What is wrong with a row of commands: the "»" shown, a command neither on the row with its words
// (icon only, or cut off) nor in the labelled "More" menu.
static QStringList toolbarProblems(PageToolbar *toolbar, const QList<QAction *> &commands)
{
    QStringList problems;
    const auto *extension = toolbar->findChild<QToolButton *>(u"qt_toolbar_ext_button"_s);
    if (extension && extension->isVisible())
        problems << u"the overflow \u00bb is shown"_s;
    for (QAction *action : commands) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QString text = WindowChecks::plain(action->text());
        if (const QToolButton *button = toolbar->buttonFor(action)) {
            if (!button->isVisible() || !toolbar->rect().contains(button->geometry()))
                problems << text + u" is cut off"_s;
            if (button->toolButtonStyle() == Qt::ToolButtonIconOnly || button->text().isEmpty())
                problems << text + u" has no words"_s;
        } else if (!toolbar->overflowed().contains(action) || !toolbar->moreButton()->isVisible()
            || toolbar->moreButton()->text().isEmpty()) {
            problems << text + u" is neither on the row nor in its menu"_s;
        }
    }
    return problems;
}

void TestWindows::layoutAt1366_data()
{
    QTest::addColumn<QString>("language");
    // The longest texts.
    QTest::newRow("de") << u"de"_s;
    QTest::newRow("fr") << u"fr"_s;
    QTest::newRow("it") << u"it"_s;
}

void TestWindows::layoutAt1366()
{
    QFETCH(QString, language);
    translateTo(language);
    QVERIFY(!QTest::currentTestFailed());
    MainWindow *window = openDemoWindow("layout-"_L1 + language);
    QVERIFY(window);
    QVERIFY(window->width() <= WindowChecks::largestClientSize().width());
    auto *toolbar = window->findChild<PageToolbar *>(u"pageToolbar"_s);
    QVERIFY(toolbar);
    for (WorkspacePage *page : window->pages()) {
        auto *documents = qobject_cast<DocumentsPage *>(page);
        const QString name = page->objectName();
        window->showPage(page);
        if (!documents) {
            // Every other page (the VAT page among them): its commands in words, none behind "»".
            QTest::qWait(50);
            if (toolbar->isVisible())
                QVERIFY2(toolbarProblems(toolbar, page->toolbarActions()).isEmpty(),
                    qPrintable(
                        name + ": "_L1 + toolbarProblems(toolbar, page->toolbarActions()).join("; "_L1)));
            // The VAT return with each figure's documents shown: their amount column titled
            // "Umsatz (CHF)" or "MWST (CHF)" whole, nothing scrolled off.
            if (auto *vat = qobject_cast<VatPage *>(page)) {
                QTRY_VERIFY_WITH_TIMEOUT(
                    !vat->isComputing() && vat->tableView()->model()->rowCount() > 0, 30000);
                QAbstractItemModel *figures = vat->tableView()->model();
                int shown = 0;
                for (int row = 0; row < figures->rowCount(); ++row) {
                    vat->tableView()->setCurrentIndex(figures->index(row, 0));
                    if (vat->documentsTable()->rowCount() == 0)
                        continue;
                    ++shown;
                    QTest::qWait(0);
                    QTest::qWait(0);
                    const QStringList problems = WindowChecks::layoutProblems(window);
                    QVERIFY2(problems.isEmpty(),
                        qPrintable(u"VAT return, figure %1: "_s.arg(figures->index(row, 0).data().toString())
                            + problems.join("; "_L1)));
                }
                QVERIFY2(shown > 0, "no figure of the demo's VAT return has documents");
            }
            continue;
        }
        // A row selected, its commands' texts and states settled.
        if (QTest::qWaitFor([&] { return documents->listModel()->rowCount() > 0; }, 5000))
            documents->table()->selectRow(0);
        QTest::qWait(200);
        QTRY_VERIFY_WITH_TIMEOUT(!documents->actionController()->isLoading(), 15000);

        // Every command of the tool bar in view with its words, or in the labelled "More" menu; none
        // behind the "»".
        QTRY_VERIFY(toolbar->isVisible());
        QTRY_VERIFY2(toolbarProblems(toolbar, documents->toolbarActions()).isEmpty(),
            qPrintable(name + ": "_L1 + toolbarProblems(toolbar, documents->toolbarActions()).join("; "_L1)));

        // The buttons stay where they were, with the same words, when several rows are selected.
        const auto places = [&] {
            QStringList list;
            for (QAction *action : documents->toolbarActions()) {
                if (const QToolButton *button = toolbar->buttonFor(action))
                    list << u"%1@%2+%3"_s.arg(button->text()).arg(button->x()).arg(button->width());
            }
            return list;
        };
        const QStringList one = places();
        if (documents->listModel()->rowCount() >= 3) {
            QItemSelectionModel *selection = documents->table()->selectionModel();
            for (int row = 1; row < 3; ++row)
                selection->select(documents->table()->model()->index(row, 0),
                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
            QTest::qWait(300);
            QTRY_VERIFY_WITH_TIMEOUT(!documents->actionController()->isLoading(), 15000);
            QTest::qWait(50);
            QCOMPARE(places(), one);
            QVERIFY2(toolbarProblems(toolbar, documents->toolbarActions()).isEmpty(),
                qPrintable(name + " (3 selected): "_L1
                    + toolbarProblems(toolbar, documents->toolbarActions()).join("; "_L1)));
            documents->table()->selectRow(0);
            QTest::qWait(200);
        }

        // The detail pane: 300 pixels at least, and steady while a search changes the rows.
        DocumentDetailPane *detail = documents->detailPane();
        const int width = detail->width();
        QVERIFY2(width >= 300, qPrintable(name + ": the detail pane is "_L1 + QString::number(width)));
        for (const QString &search : {u"zzzz-nothing"_s, u"a"_s, QString()}) {
            documents->searchField()->setText(search);
            QTest::qWait(50);
            QCOMPARE(detail->width(), width);
        }
        // The period box and the count line whole.
        QComboBox *period = documents->periodBox();
        QVERIFY2(period->width() >= period->minimumSizeHint().width(),
            qPrintable(name + ": period box clipped"_L1));
        for (const QLabel *label : period->parentWidget()->findChildren<QLabel *>()) {
            if (label->isVisible() && label->text() == documents->countText())
                QVERIFY2(label->width() >= label->sizeHint().width(),
                    qPrintable(name + ": count line clipped: "_L1 + label->text()));
        }
    }

    // The editor shows 8 positions at least.
    DocumentsPage *invoices = window->documentsPage(DocumentKind::Invoice);
    window->showPage(invoices);
    invoices->table()->selectRow(0);
    QPointer<DocumentEditor> editor = DocumentEditor::openExisting(
        window->session(), DocumentKind::Invoice, invoices->currentUuid(), window);
    QVERIFY(editor);
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    QTRY_VERIFY_WITH_TIMEOUT(editor->centralWidget()->isEnabled() && !editor->isBusy(), 15000);
    QVERIFY(WindowChecks::sizeProblem(editor).isEmpty());
    auto *positionsBar = editor->findChild<PageToolbar *>(u"positionsToolBar"_s);
    QVERIFY(positionsBar);
    QVERIFY2(toolbarProblems(positionsBar, positionsBar->commands()).isEmpty(),
        qPrintable("editor: "_L1 + toolbarProblems(positionsBar, positionsBar->commands()).join("; "_L1)));
    const QTableView *positions = editor->positionsView();
    const int rows = positions->viewport()->height() / positions->verticalHeader()->defaultSectionSize();
    QVERIFY2(rows >= 8, qPrintable(QString::number(rows) + " positions in view"_L1));
    delete editor;
}

int main(int argc, char *argv[])
{
    // A 1366×768 screen, as on the small laptops in the office.
    QTemporaryDir config;
    QFile screens(config.filePath(QStringLiteral("screens.json")));
    if (!screens.open(QIODevice::WriteOnly))
        return 1;
    screens.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                     "logicalDpi": 96, "dpr": 1}]})");
    screens.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    TestWindows test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windows.moc"
