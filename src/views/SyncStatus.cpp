#include "views/SyncStatus.h"

#include "views/WrittenDate.h"
#include "views/documents/DocumentKindText.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

#include <limits>

// The strings keep the main window's translation context: they are its words.
SyncStatus::SyncStatus(QStatusBar *bar)
    : QObject(bar)
    , m_label(new QLabel(bar))
    , m_progress(new QProgressBar(bar))
    , m_cancel(new QToolButton(bar))
{
    m_progress->setMaximumWidth(200);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel->setText(QCoreApplication::translate("MainWindow", "Cancel"));
    m_cancel->setToolTip(
        QCoreApplication::translate("MainWindow", "Stop the running synchronisation; it resumes next time."));
    m_cancel->hide();
    bar->addWidget(m_label, 1);
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, this, &SyncStatus::cancelRequested);
    showState();
}

void SyncStatus::setAccount(const QString &profileName, const QString &accountName, const QUrl &serverUrl,
    const QDateTime &lastSynced)
{
    m_profileName = profileName;
    m_accountName = accountName;
    m_serverUrl = serverUrl;
    m_lastSynced = lastSynced;
    m_offline = false;
}

void SyncStatus::started()
{
    m_kinds.clear();
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    m_label->setText(
        QCoreApplication::translate("MainWindow", "Synchronising with %1…").arg(m_serverUrl.host()));
}

void SyncStatus::progress(DocumentKind kind, int fetched, int total)
{
    // The kinds are listed at once: the bar and the label add up all of them, and name the kind only
    // while one alone is under way.
    if (total <= 0)
        return;
    m_kinds.insert(kind, {fetched, total});
    qint64 allFetched = 0;
    qint64 allTotal = 0;
    for (const auto &[kindFetched, kindTotal] : std::as_const(m_kinds)) {
        allFetched += kindFetched;
        allTotal += kindTotal;
    }
    const QLocale locale;
    // QProgressBar counts in int; the sum of every kind fits one for any account this client holds.
    m_progress->setRange(0, int(qMin<qint64>(allTotal, std::numeric_limits<int>::max())));
    m_progress->setValue(int(qMin<qint64>(allFetched, std::numeric_limits<int>::max())));
    if (m_kinds.size() == 1) {
        m_label->setText(
            QCoreApplication::translate("MainWindow", "Synchronising %1… %2 of %3")
                .arg(DocumentKindText::plural(kind), locale.toString(fetched), locale.toString(total)));
    } else {
        m_label->setText(QCoreApplication::translate("MainWindow", "Synchronising… %1 of %2 documents")
                             .arg(locale.toString(allFetched), locale.toString(allTotal)));
    }
}

void SyncStatus::ended(bool synced)
{
    if (synced) {
        m_offline = false;
        m_lastSynced = QDateTime::currentDateTime();
    }
    m_progress->hide();
    m_cancel->hide();
    showState();
}

void SyncStatus::mirrorProgress(const QString &stage, int done, int total)
{
    const QLocale locale;
    m_progress->setRange(0, qMax(total, 0));
    m_progress->setValue(done);
    m_progress->show();
    m_cancel->show();
    if (stage == QLatin1String("details"))
        m_label->setText(QCoreApplication::translate("MainWindow", "Fetching changed documents… %1 of %2")
                             .arg(locale.toString(done), locale.toString(total)));
    else
        m_label->setText(
            QCoreApplication::translate("MainWindow", "Synchronising addresses, products and settings…"));
}

void SyncStatus::mirrorEnded()
{
    m_progress->hide();
    m_cancel->hide();
    showState();
}

QString SyncStatus::text() const
{
    return m_label->text();
}

void SyncStatus::showState()
{
    const QLocale locale;
    QString last;
    if (m_lastSynced.isValid()) {
        const QDateTime local = m_lastSynced.toLocalTime();
        last = local.date() == QDate::currentDate() ? QCoreApplication::translate("MainWindow", "today at %1")
                                                          .arg(WrittenDate::time(local.time(), locale))
                                                    : WrittenDate::dateTime(local, locale);
    }
    if (m_profileName.isEmpty())
        m_label->setText(QCoreApplication::translate("MainWindow", "Not connected."));
    else if (m_offline)
        m_label->setText(last.isEmpty()
                ? QCoreApplication::translate("MainWindow", "Offline: the service cannot be reached.")
                : QCoreApplication::translate(
                    "MainWindow", "Offline: showing the data of the last sync (%1).")
                      .arg(last));
    else if (last.isEmpty())
        m_label->setText(QCoreApplication::translate("MainWindow", "Not synchronised yet."));
    else
        m_label->setText(QCoreApplication::translate("MainWindow", "%1 on %2 · last synchronised %3")
                             .arg(m_accountName, m_serverUrl.host(), last));
}
