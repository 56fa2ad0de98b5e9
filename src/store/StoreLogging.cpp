#include "store/StoreLogging.h"

Q_LOGGING_CATEGORY(lcStore, "invoicedesk.store", QtInfoMsg)
