#pragma once

#include <QLoggingCategory>

// invoicedesk.api: see README, "Logs for support" (QT_LOGGING_RULES="invoicedesk.api.debug=true").
Q_DECLARE_LOGGING_CATEGORY(lcApi)
