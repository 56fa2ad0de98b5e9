#pragma once

#include <QStringList>

// The languages the service writes documents and addresses in (ISO 639-1 codes), in the order the
// pickers list them.
namespace Languages {
const QStringList &codes();
}
