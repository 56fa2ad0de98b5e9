#pragma once

#include "api/ApiError.h"
#include "records/RecordStack.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

// What a settings page does with the service and the store, without any widget: reads the settings
// resources (named as in SettingsApi: "conditions", "number-ranges/invoices", ...), sends the changed
// fields of one, and keeps the values on this computer. Each call belongs to `context`: destroying it
// (or closing the session) ends the call silently. An answer that cannot be read arrives as an
// ApiError of kind Malformed whose detail says why. The session is RecordStack's.
class SettingsController : public RecordStack
{
    Q_OBJECT

public:
    using Done = std::function<void(const QJsonObject &value)>;

    explicit SettingsController(QObject *parent = nullptr);

    using Stored = std::function<void(const QHash<QString, QJsonObject> &values)>;

    // The copies kept on this computer of these resources (those that have one), read on a pool thread;
    // `done` runs on `context`'s thread, not at all when `context` is destroyed first.
    void readStored(const QStringList &names, QObject *context, Stored done) const;
    // Keeps a value on this computer; the problem when it could not be written, else empty.
    QString keep(const QString &name, const QJsonObject &value) const;

    // The resource as the service has it.
    void load(const QString &name, QObject *context, Done done, Failed failed);
    // Sends these fields of the resource; done gets the resource as saved.
    void patch(const QString &name, const QJsonObject &fields, QObject *context, Done done, Failed failed);
};
