#include "views/reports/ZeroRateClassMenu.h"

#include "base/AsyncRun.h"
#include "reports/ReportSource.h"

#include <QActionGroup>
#include <QMenu>

QString ZeroRateClassMenu::className(ZeroRateClass zeroClass, const QString &unclassifiedText)
{
    switch (zeroClass) {
    case ZeroRateClass::Export:
        return tr("Export of goods (220)");
    case ZeroRateClass::Abroad:
        return tr("Service abroad (221)");
    case ZeroRateClass::Excluded:
        return tr("Excluded from the tax (230)");
    case ZeroRateClass::NoConsideration:
        return tr("No consideration (not in 200)");
    case ZeroRateClass::Unclassified:
        break;
    }
    return unclassifiedText;
}

void ZeroRateClassMenu::fill(QMenu *menu, ZeroRateClass current, const QString &unclassifiedText,
    std::function<void(ZeroRateClass)> picked)
{
    menu->clear();
    auto *group = new QActionGroup(menu);
    for (const ZeroRateClass c : {ZeroRateClass::Unclassified, ZeroRateClass::Export, ZeroRateClass::Abroad,
             ZeroRateClass::Excluded, ZeroRateClass::NoConsideration}) {
        QAction *action = menu->addAction(className(c, unclassifiedText));
        action->setCheckable(true);
        action->setChecked(c == current);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [picked, c] { picked(c); });
    }
}

void ZeroRateClassMenu::keep(QObject *context, const QString &dataDir, const QString &accountUuid,
    const QString &scope, const QString &key, ZeroRateClass zeroClass,
    std::function<void(const QString &error)> done)
{
    asyncRun(
        context,
        [dataDir, accountUuid, scope, key, zeroClass] {
            QString error;
            ReportSource::setZeroClass(dataDir, accountUuid, scope, key, zeroClass, &error);
            return error;
        },
        std::move(done));
}
