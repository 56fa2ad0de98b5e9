// The paging block of a list answer (meta/links), in both the documents' and Laravel's spelling.
#include "FuzzCheck.h"
#include "api/PageInfo.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto page = PageInfo::fromAnswer(QJsonDocument::fromJson(bytes));
    if (page) {
        // A page before the last always has a next one.
        FUZZ_CHECK(page->currentPage >= page->lastPage || page->hasNext);
    }
    return 0;
}
