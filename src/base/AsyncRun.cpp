// AsyncRun is a header-only template; this file gives the base layer's library a translation unit.
#include "base/AsyncRun.h"
