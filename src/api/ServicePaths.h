#pragma once

#include <QString>

// The request paths (after /accounts/{a}) of the routes whose calls are made by the feature layers
// (records/: addresses, invoice settings) beside ResourceApi's collections: the wire's paths stay in
// api/ with DocumentsApi's and ResourceApi's, and no other layer spells one.
namespace ServicePaths {

// Creating a company or person (the kind travels in the body).
QString addressCreate();
QString customerNumberCheck();
// One invoice setting by name ("conditions", "number-ranges/invoices").
QString invoiceSetting(const QString &name);

} // namespace ServicePaths
