#include "api/ApiLogging.h"

Q_LOGGING_CATEGORY(lcApi, "invoicedesk.api", QtInfoMsg)
