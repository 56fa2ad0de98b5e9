#include "models/UiLogging.h"

Q_LOGGING_CATEGORY(lcUi, "invoicedesk.ui", QtInfoMsg)
