#pragma once

#include <QJsonObject>
#include <QList>

class SandboxServer;

// Each resource group keeps its routes in its own file and registers them with a RouteGroup object at
// namespace scope:
//     static const RouteGroup invoiceRoutes(QStringLiteral("invoices"), [](SandboxServer &server) { ... });
// main() adds every group to the server; adding a resource means adding a file.
class RouteGroup
{
public:
    using Registrar = void (*)(SandboxServer &);
    RouteGroup(const char *name, Registrar registrar);

    static void registerAll(SandboxServer &server);

private:
    struct Entry
    {
        const char *name;
        Registrar registrar;
    };
    static QList<Entry> &entries();
};

// The list item of an invoice (the spec's invoice list fields) from the full document.
QJsonObject invoiceListItem(const QJsonObject &document);
