#pragma once

// What a sync run does for each kind.
enum class SyncMode {
    // Resume an interrupted full listing, else the first full pull if never done, else a reconciliation
    // if the last one is older than SyncOptions::reconcileIntervalSeconds, else an incremental pull.
    Auto,
    // Only what changed since the last successful sync (updatedSince); a full pull if never synced.
    Incremental,
    // Every document again, then remove those the service no longer lists (reconciliation).
    Full,
};
