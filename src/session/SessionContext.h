#pragma once

#include "api/ApiClient.h"
#include "api/ApiConfig.h"
#include "session/Profile.h"

#include <QPointer>
#include <QString>

// What a page, dialog or controller needs to know about the open session. `client` lives on the GUI thread;
// worker threads make their own ApiClient from `config`. The local store is
// RecordStore/DocumentStore(dataDir, accountUuid).
struct SessionContext
{
    QPointer<ApiClient> client;
    ApiConfig config;
    QString dataDir;
    QString accountUuid;
    Profile profile;

    bool isValid() const { return client && !accountUuid.isEmpty(); }
};
