#pragma once

#include "domain/DocumentSummary.h"

#include <QList>

// Synthetic invoice rows shared by the benchmarks: Swiss customers (a few get most invoices), dates spread
// over the last years in id order, numbers per year, a mix of open, paid, dunned, archived and cancelled.
// Deterministic (fixed seed), so runs compare.
namespace BenchRows {
QList<DocumentSummary> invoices(int count);
}
