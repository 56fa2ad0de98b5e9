#pragma once

#include <QLoggingCategory>

// invoicedesk.session: see README, "Logs for support" (QT_LOGGING_RULES="invoicedesk.session.debug=true").
Q_DECLARE_LOGGING_CATEGORY(lcSession)
