#pragma once

#include <QJsonDocument>

#include <optional>

// Paging of a list answer. Documents use meta {currentPage, lastPage, perPage, total}; address lists
// use Laravel's meta {current_page, last_page, per_page, total} with links {next, ...}. Both read here.
struct PageInfo
{
    int currentPage = 1;
    int lastPage = 1;
    int perPage = 0;
    qint64 total = -1; // -1: the answer did not say
    bool hasNext = false;

    static std::optional<PageInfo> fromAnswer(const QJsonDocument &answer);
};
