#pragma once

#include <QJsonObject>

class SandboxServer;

// Each resource group registers its routes from its own file.
void registerAccountRoutes(SandboxServer &server);
void registerInvoiceRoutes(SandboxServer &server);
void registerControlRoutes(SandboxServer &server);

// The list item of an invoice (the spec's invoice list fields) from the full document.
QJsonObject invoiceListItem(const QJsonObject &document);
