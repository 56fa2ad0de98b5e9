#include "views/importing/BackgroundWorkPanel.h"

#include "documents/BackgroundWorkModel.h"
#include "documents/BatchFailuresModel.h"
#include "documents/BatchTracker.h"
#include "views/WrittenDate.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

BackgroundWorkPanel::BackgroundWorkPanel(QWidget *parent)
    : QDockWidget(tr("Background work"), parent)
    , m_model(new BackgroundWorkModel(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("backgroundWork"));
    toggleViewAction()->setText(tr("&Background work"));
    toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(BackgroundWorkModel::What, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(BackgroundWorkModel::Status, QHeaderView::Stretch);
    m_table->setAccessibleName(tr("Background work"));

    auto *details = new QPushButton(tr("&Details…"), this);
    auto *clear = new QPushButton(tr("&Clear finished"), this);
    details->setEnabled(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(details);
    buttons->addWidget(clear);
    buttons->addStretch(1);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    setWidget(content);

    const auto openCurrent = [this] {
        const QModelIndex current = m_table->currentIndex();
        if (current.isValid())
            showDetails(m_model->tracker(current.row()), this);
    };
    connect(m_table, &QTableView::activated, this,
        [this](const QModelIndex &index) { showDetails(m_model->tracker(index.row()), this); });
    connect(details, &QPushButton::clicked, this, openCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [details](const QModelIndex &current) { details->setEnabled(current.isValid()); });
    connect(clear, &QPushButton::clicked, m_model, &BackgroundWorkModel::removeFinished);
    connect(m_model, &BackgroundWorkModel::runningCountChanged, this, [this](int running) {
        setWindowTitle(
            running > 0 ? tr("Background work (%n running)", nullptr, running) : tr("Background work"));
    });
}

BackgroundWorkPanel *BackgroundWorkPanel::forWindow(QWidget *widget)
{
    QWidget *window = widget ? widget->window() : nullptr;
    if (!window)
        return nullptr;
    if (auto *panel = window->findChild<BackgroundWorkPanel *>())
        return panel;
    auto *main = qobject_cast<QMainWindow *>(window);
    if (!main)
        return nullptr;
    auto *panel = new BackgroundWorkPanel(main);
    main->addDockWidget(Qt::BottomDockWidgetArea, panel);
    panel->hide();
    return panel;
}

void BackgroundWorkPanel::showDetails(BatchTracker *tracker, QWidget *parent)
{
    if (!tracker)
        return;
    auto *dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Batch: %1").arg(tracker->description()));
    const QLocale locale;
    auto *form = new QFormLayout;
    auto *status = new QLabel(dialog);
    status->setWordWrap(true);
    status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *counts = new QLabel(dialog);
    auto *started = new QLabel(WrittenDate::dateTime(tracker->startedAt(), locale), dialog);
    auto *finished = new QLabel(dialog);
    auto *queue = new QLabel(dialog);
    queue->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Started:"), started);
    form->addRow(tr("Finished:"), finished);
    form->addRow(tr("Status:"), status);
    form->addRow(tr("Documents:"), counts);
    form->addRow(tr("Queue:"), queue);

    auto *failures = new BatchFailuresModel(tr("Document"), dialog);
    auto *table = new QTableView(dialog);
    table->setModel(failures);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setWordWrap(true);
    table->setAccessibleName(tr("Failed documents"));
    auto *failuresLabel = new QLabel(tr("&Not created:"), dialog);
    failuresLabel->setBuddy(table);

    const auto update = [=] {
        status->setText(tracker->statusText());
        finished->setText(
            tracker->isFinished() ? WrittenDate::dateTime(tracker->finishedAt(), locale) : tr("not yet"));
        counts->setText(tr("%1 of %2 processed, %3 created, %4 failed")
                            .arg(locale.toString(tracker->processed()), locale.toString(tracker->total()),
                                locale.toString(tracker->succeeded()), locale.toString(tracker->failed())));
        queue->setText(tracker->queueUuid().isEmpty() ? tr("none") : tracker->queueUuid());
        QList<BatchFailuresModel::Failure> list;
        for (int i : tracker->failedItems()) {
            const BatchTracker::Item &item = tracker->items().at(i);
            if (item.outcome == BatchTracker::Item::Outcome::Failed || tracker->isFinished())
                list << BatchFailuresModel::Failure {item.label, item.message};
        }
        failures->setFailures(list);
    };
    update();
    QObject::connect(tracker, &BatchTracker::changed, dialog, update);
    QObject::connect(tracker, &QObject::destroyed, dialog, &QDialog::close);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    buttons->button(QDialogButtonBox::Close)
        ->setText(BackgroundWorkPanel::tr("Close")); // not Qt's "Schließen"
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addLayout(form);
    layout->addWidget(failuresLabel);
    layout->addWidget(table, 1);
    layout->addWidget(buttons);
    dialog->resize(640, 420);
    dialog->show();
}
