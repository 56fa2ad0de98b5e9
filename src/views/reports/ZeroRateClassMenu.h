#pragma once

#include "domain/VatBreakdown.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class QMenu;
class QObject;
class QWidget;

// The classes of turnover at 0 % for the VAT return as a menu of choices, for a product (the product
// page) and for one document (the VAT report's documents). The choice is kept in the account's local
// copy on a pool thread; `done` runs on the GUI thread with an error text (empty when kept).
class ZeroRateClassMenu
{
    Q_DECLARE_TR_FUNCTIONS(ZeroRateClassMenu)

public:
    // "Export of goods (220)", ...; Unclassified: `unclassifiedText`.
    static QString className(ZeroRateClass zeroClass, const QString &unclassifiedText);
    // Fills `menu` with the five choices, the current one checked; picking one keeps it.
    static void fill(QMenu *menu, ZeroRateClass current, const QString &unclassifiedText,
        std::function<void(ZeroRateClass)> picked);
    static void keep(QObject *context, const QString &dataDir, const QString &accountUuid,
        const QString &scope, const QString &key, ZeroRateClass zeroClass,
        std::function<void(const QString &error)> done);
};
