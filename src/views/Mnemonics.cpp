#include "views/Mnemonics.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QShortcut>

namespace {

struct Parsed
{
    QString plain; // the text as shown
    qsizetype mnemonic = -1; // the index in `plain` of the character after the first single '&'
};

Parsed parse(const QString &text)
{
    Parsed p;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&') && i + 1 < text.size()) {
            ++i;
            if (text.at(i) != QLatin1Char('&') && p.mnemonic < 0)
                p.mnemonic = p.plain.size();
        }
        p.plain += text.at(i);
    }
    return p;
}

QString keyAt(const QString &plain, qsizetype at)
{
    return at >= 0 && at < plain.size() && plain.at(at).isLetterOrNumber() ? plain.at(at).toLower()
                                                                           : QString();
}

// The positions worth a letter, best first: the current one, then the beginnings of words, then the rest.
QList<qsizetype> candidates(const Parsed &p)
{
    QList<qsizetype> starts;
    QList<qsizetype> rest;
    for (qsizetype i = 0; i < p.plain.size(); ++i) {
        if (!p.plain.at(i).isLetterOrNumber() || i == p.mnemonic)
            continue;
        const bool start = i == 0 || !p.plain.at(i - 1).isLetterOrNumber();
        (start ? starts : rest) << i;
    }
    QList<qsizetype> all;
    if (p.mnemonic >= 0)
        all << p.mnemonic;
    return all << starts << rest;
}

// `text` with its mnemonic on the character at `at` of its plain form (none for -1; "&&" stays one '&').
QString withMnemonicAt(const QString &text, qsizetype at)
{
    const QString plain = parse(text).plain;
    QString out;
    for (qsizetype i = 0; i < plain.size(); ++i) {
        if (i == at)
            out += QLatin1Char('&');
        out += plain.at(i);
        if (plain.at(i) == QLatin1Char('&'))
            out += QLatin1Char('&');
    }
    return out;
}

// Changes the text only where it differs: a QAction that changes tells every menu and tool bar.
void setText(QAction *action, const QString &text)
{
    if (action->text() != text)
        action->setText(text);
}

// An Alt+letter that no menu or shortcut took is not typed into a text field: Qt inserts the letter (an
// "o" in the search for an Alt+O meant as a menu key). Not on macOS, where Option+letter writes
// characters ("@" is Option+G on a Swiss keyboard); AltGr is not Alt alone (Ctrl+Alt on Windows).
class UnboundAltLetters : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
#ifndef Q_OS_MACOS
        if (event->type() == QEvent::KeyPress && qobject_cast<QLineEdit *>(watched)) {
            const auto *key = static_cast<QKeyEvent *>(event);
            const Qt::KeyboardModifiers mods =
                key->modifiers() & (Qt::AltModifier | Qt::ControlModifier | Qt::MetaModifier);
            if (mods == Qt::AltModifier && key->text().size() == 1 && key->text().at(0).isLetterOrNumber())
                return true;
        }
#endif
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

namespace Mnemonics {

void assign(const QList<QAction *> &actions, QSet<QString> taken)
{
    QList<QAction *> shown;
    for (QAction *a : actions) {
        if (a && a->isVisible() && !a->isSeparator() && !a->text().isEmpty())
            shown << a;
    }
    // First every text whose own letter is free keeps it, so an earlier item never takes a later one's.
    QList<QAction *> moving;
    for (QAction *a : std::as_const(shown)) {
        const Parsed p = parse(a->text());
        const QString key = keyAt(p.plain, p.mnemonic);
        if (!key.isEmpty() && !taken.contains(key))
            taken.insert(key);
        else
            moving << a;
    }
    for (QAction *a : std::as_const(moving)) {
        const Parsed p = parse(a->text());
        qsizetype chosen = -1;
        for (const qsizetype at : candidates(p)) {
            const QString key = keyAt(p.plain, at);
            if (!key.isEmpty() && !taken.contains(key)) {
                chosen = at;
                taken.insert(key);
                break;
            }
        }
        setText(a, withMnemonicAt(a->text(), chosen)); // none left: no letter rather than a clash
    }
}

void keepDistinct(QMenu *menu)
{
    if (menu->property("mnemonicsKept").toBool())
        return;
    menu->setProperty("mnemonicsKept", true);
    QObject::connect(menu, &QMenu::aboutToShow, menu, [menu] {
        const QList<QAction *> actions = menu->actions();
        assign(actions);
        for (QAction *a : actions) {
            if (a->menu())
                keepDistinct(a->menu());
        }
    });
}

void install(QMainWindow *window, QMenuBar *bar)
{
    // The titles: again whenever one changes, appears or goes (the page's menu follows the page).
    class Watcher : public QObject
    {
    public:
        explicit Watcher(QMenuBar *bar)
            : QObject(bar)
            , m_bar(bar)
        {
            bar->installEventFilter(this);
        }
        bool eventFilter(QObject *watched, QEvent *event) override
        {
            if (watched == m_bar && !m_assigning
                && (event->type() == QEvent::ActionAdded || event->type() == QEvent::ActionChanged)) {
                m_assigning = true;
                assign(m_bar->actions());
                for (QAction *a : m_bar->actions()) {
                    if (a->menu())
                        keepDistinct(a->menu());
                }
                m_assigning = false;
            }
            return QObject::eventFilter(watched, event);
        }

    private:
        QMenuBar *m_bar;
        bool m_assigning = false;
    };
    new Watcher(bar);
    if (qApp && !qApp->property("unboundAltLetters").toBool()) {
        qApp->setProperty("unboundAltLetters", true);
        qApp->installEventFilter(new UnboundAltLetters(qApp));
    }
    assign(bar->actions());
    for (QAction *a : bar->actions()) {
        if (a->menu())
            keepDistinct(a->menu());
    }
    // F10 opens the first menu, as on Windows and in GNOME and KDE; Qt leaves F10 to the application.
    auto *f10 = new QShortcut(QKeySequence(Qt::Key_F10), window);
    f10->setObjectName(QStringLiteral("menuBarKey"));
    QObject::connect(f10, &QShortcut::activated, bar, [bar = QPointer<QMenuBar>(bar)] {
        if (!bar)
            return;
        for (QAction *a : bar->actions()) {
            if (a->isVisible() && a->isEnabled() && a->menu()) {
                bar->setActiveAction(a);
                return;
            }
        }
    });
}

} // namespace Mnemonics
