// Amounts as text: the service's decimals (JsonReader::parseDecimal), what a user types in a locale
// (Validators::parseAmount), and the Money functions on whatever those accept.
#include "FuzzCheck.h"
#include "api/JsonReader.h"
#include "domain/Money.h"
#include "records/Validators.h"

#include <QLocale>

#include <cstddef>
#include <cstdint>

namespace {

void checkMoney(qint64 minor, const QLocale &locale)
{
    // The decimal text reads back as the same amount.
    FUZZ_CHECK(JsonReader::parseDecimal(Money::toDecimalString(minor), 2) == minor);
    const qint64 rounded = Money::roundToFiveHundredths(minor);
    FUZZ_CHECK(rounded % 5 == 0 && rounded - minor <= 2 && minor - rounded <= 2);
    FUZZ_CHECK(!Money::format(minor, QStringLiteral("CHF"), locale).isEmpty());
    FUZZ_CHECK(!Money::formatPercent(minor, locale).isEmpty());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    // The first byte picks the places and the locale, the rest is the text.
    const int decimals = data[0] % 5;
    static const QLocale locales[] = {QLocale(QLocale::German, QLocale::Switzerland),
        QLocale(QLocale::French, QLocale::Switzerland), QLocale(QLocale::Italian, QLocale::Switzerland),
        QLocale(QLocale::German, QLocale::Germany), QLocale(QLocale::English, QLocale::UnitedStates),
        QLocale::c()};
    const QLocale &locale = locales[(data[0] / 5) % std::size(locales)];
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    if (const auto parsed = JsonReader::parseDecimal(text, decimals)) {
        FUZZ_CHECK(*parsed > -1'000'000'000'000'000'000 && *parsed < 1'000'000'000'000'000'000);
        if (decimals == 2)
            checkMoney(*parsed, locale);
    }
    if (const auto typed = Validators::parseAmount(text, decimals, locale)) {
        if (decimals == 2)
            checkMoney(*typed, locale);
    }
    return 0;
}
