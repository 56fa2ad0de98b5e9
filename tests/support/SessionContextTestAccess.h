#pragma once

#include "api/ApiClient.h"
#include "session/SessionContext.h"

// The service client of a session, for a test that sends its own calls beside a window (the widgets
// never see it: SessionContext keeps it private).
struct SessionContextTestAccess
{
    static ApiClient *client(const SessionContext &session) { return session.m_client; }
};
