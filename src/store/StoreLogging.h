#pragma once

#include <QLoggingCategory>

// invoicedesk.store: see README, "Logs for support" (QT_LOGGING_RULES="invoicedesk.store.debug=true").
Q_DECLARE_LOGGING_CATEGORY(lcStore)
