#pragma once

#include <QLoggingCategory>

// invoicedesk.sync: see README, "Logs for support" (QT_LOGGING_RULES="invoicedesk.sync.debug=true").
Q_DECLARE_LOGGING_CATEGORY(lcSync)
