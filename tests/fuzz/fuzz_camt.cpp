// The camt reader on any file a bank (or anyone) may send: it ends, and what it returns keeps its
// promises: a valid file has a kind and a version, every entry without a problem has an amount that is
// not negative and a currency of three capital letters, and only entries with a valid reference have a
// reference type.
#include "FuzzCheck.h"
#include "documents/CamtReader.h"
#include "documents/PaymentMatcher.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    XmlLimits limits;
    limits.maxDepth = 32;
    limits.maxTextLength = 4096;
    const CamtFile file = CamtReader::read(bytes, limits);
    if (!file.isValid()) {
        FUZZ_CHECK(!file.error.isEmpty() || file.kind == CamtFile::Kind::Unknown);
        return 0;
    }
    FUZZ_CHECK(!file.version.isEmpty());
    for (const CamtEntry &e : file.entries) {
        FUZZ_CHECK(e.amountMinor >= 0);
        if (e.problem.isEmpty()) {
            FUZZ_CHECK(e.currency.size() == 3);
            FUZZ_CHECK(e.reference.isEmpty() || e.referenceType != PaymentReference::Type::None);
        }
        if (e.referenceType == PaymentReference::Type::Qrr)
            FUZZ_CHECK(PaymentReference::isValidQrr(e.reference));
    }
    // The rules take whatever the reader gives: one result per entry.
    const QList<PaymentMatch> matches = PaymentMatcher::match(file.entries,
        {OpenInvoice {QStringLiteral("u"), QStringLiteral("RE-1"),
            QStringLiteral("210000000003139471430009017"), QStringLiteral("CHF"), 100000,
            QStringLiteral("Muster AG"), false}},
        {});
    FUZZ_CHECK(matches.size() == file.entries.size());
    return 0;
}
