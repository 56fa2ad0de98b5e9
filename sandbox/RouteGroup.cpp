#include "Routes.h"

#include <algorithm>
#include <cstring>

RouteGroup::RouteGroup(const char *name, Registrar registrar)
{
    entries().append({name, registrar});
}

QList<RouteGroup::Entry> &RouteGroup::entries()
{
    static QList<Entry> list; // built during static initialisation, before main()
    return list;
}

void RouteGroup::registerAll(SandboxServer &server)
{
    // Registration order decides nothing (routes match by exact segments), but keep it stable.
    QList<Entry> sorted = entries();
    std::sort(sorted.begin(), sorted.end(),
        [](const Entry &a, const Entry &b) { return std::strcmp(a.name, b.name) < 0; });
    for (const Entry &e : sorted)
        e.registrar(server);
}
