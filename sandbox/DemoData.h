#pragma once

#include <QDate>
#include <QString>
#include <QStringList>

class SandboxServer;
class Storage;

// Deterministic demo data: the same accounts, addresses and invoices every time (a fixed random seed;
// only the dates follow today). Amounts are computed in integer minor units.
namespace DemoData {

// The token printed on the ready line: every scope, both demo accounts. Stored only as a hash.
QString demoToken();
QStringList allScopes();
// Returns the account uuids, the first one with `invoices` invoices.
QStringList seed(Storage &storage, int invoices, const QDate &today);

// Quotes, contract notes, delivery notes, credit notes, recurring invoices and templates, made from the
// demo invoices through the document routes' own code, in a mix of states. Needs the server (numbering).
void seedDocuments(SandboxServer &server, const QString &account, int perKind);

} // namespace DemoData
