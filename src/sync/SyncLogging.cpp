#include "sync/SyncLogging.h"

Q_LOGGING_CATEGORY(lcSync, "invoicedesk.sync", QtInfoMsg)
