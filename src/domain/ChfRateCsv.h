#pragma once

#include "domain/VatSettings.h"

#include <QList>
#include <QString>
#include <QStringList>

// The CHF rates file the bookkeeper keeps (the VAT page's import, --set-chf-rates): "EUR;2024-03;0.9512"
// per line, also "," or a tab between the fields; a header line and a byte order mark are skipped.
// Beside CsvWriter: every CSV the program reads of its own besides the invoice import (CsvReader).
namespace ChfRateCsv {

// The rates read, and per line that is none of these what is wrong with it.
QList<ChfRate> read(const QString &csv, QStringList *problems);

} // namespace ChfRateCsv
