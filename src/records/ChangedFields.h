#pragma once

#include <QJsonObject>
#include <QStringList>

// The update body of a record whose PATCH replaces each top-level field it names (addresses,
// products): the fields the update operation requires (`required`, as `edited` has them), then every
// top-level field whose value differs from `original`, a list or object sent whole when anything in it
// changed; a field `edited` no longer has is sent as null (cleared). A field the user did not touch is
// left out, so the service keeps what it has, its default included. SettingsApi::changedFields does the
// same for the settings, key by key into nested objects, which the settings PATCH merges.
namespace ChangedFields {

inline QJsonObject topLevel(
    const QJsonObject &original, const QJsonObject &edited, const QStringList &required = {})
{
    QJsonObject changes;
    for (const QString &key : required) {
        if (edited.contains(key))
            changes.insert(key, edited.value(key));
    }
    for (auto it = edited.begin(); it != edited.end(); ++it) {
        if (!original.contains(it.key()) || original.value(it.key()) != it.value())
            changes.insert(it.key(), it.value());
    }
    for (auto it = original.begin(); it != original.end(); ++it) {
        if (!edited.contains(it.key()))
            changes.insert(it.key(), QJsonValue::Null);
    }
    return changes;
}

} // namespace ChangedFields
