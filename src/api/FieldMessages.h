#pragma once

#include "api/ApiError.h"

#include <QHash>
#include <QString>

// Each field the service refused (a 422's field errors) with its messages as one text ("must not be
// empty is not an IBAN"): what a form marks on the field.
QHash<QString, QString> fieldMessages(const ApiError &error);
