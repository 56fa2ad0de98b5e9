#pragma once

#include <QLoggingCategory>

// invoicedesk.ui: see README, "Logs for support" (QT_LOGGING_RULES="invoicedesk.ui.debug=true").
Q_DECLARE_LOGGING_CATEGORY(lcUi)
