#include "views/records/AddressCountryBox.h"

#include <QCollator>
#include <QHash>
#include <QLocale>

#include <unicode/uloc.h>

#include <algorithm>

namespace {

struct Country
{
    QString code;
    QString name;
};

// The language the window speaks ("de_CH", "fr"): the chosen one is the default locale's, else the
// system's first UI language (LANGUAGE=de), as the translations are loaded.
QString windowLanguage()
{
    QString language = QLocale().uiLanguages().value(0, QLocale().name());
    language.replace(QLatin1Char('-'), QLatin1Char('_'));
    return language == QLatin1String("C") ? QStringLiteral("en") : language;
}

// ICU's name of the country in `language` (Qt names territories in English only); empty when ICU
// has none.
QString icuCountryName(const QString &code, const QString &language)
{
    const QByteArray id = QByteArrayLiteral("und_") + code.toLatin1();
    UChar name[160];
    UErrorCode status = U_ZERO_ERROR;
    const int32_t length =
        uloc_getDisplayCountry(id.constData(), language.toLatin1().constData(), name, 160, &status);
    if (U_FAILURE(status) || length <= 0 || length > 160)
        return {};
    const QString text = QString::fromUtf16(name, length);
    return text == code ? QString() : text;
}

// Every territory Qt knows that has a two-letter code (regions such as "419" Latin America are not
// countries), once each, named in `language` and sorted by name in it.
QList<Country> countriesIn(const QString &language)
{
    QList<Country> out;
    QStringList seen;
    for (int t = 1; t <= int(QLocale::LastTerritory); ++t) {
        const auto territory = QLocale::Territory(t);
        const QString code = QLocale::territoryToCode(territory);
        if (code.size() != 2 || !code.at(0).isLetter() || !code.at(1).isLetter() || seen.contains(code))
            continue;
        seen << code;
        const QString name = icuCountryName(code, language);
        out.append({code, name.isEmpty() ? QLocale::territoryToString(territory) : name});
    }
    QCollator collator {QLocale(language)};
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::sort(out.begin(), out.end(),
        [&collator](const Country &a, const Country &b) { return collator.compare(a.name, b.name) < 0; });
    return out;
}

// The list for the window's language, made once per language (the language changes with a restart,
// tests switch it).
const QList<Country> &countries()
{
    static QHash<QString, QList<Country>> lists;
    const QString language = windowLanguage();
    auto it = lists.find(language);
    if (it == lists.end())
        it = lists.insert(language, countriesIn(language));
    return *it;
}

} // namespace

AddressCountryBox::AddressCountryBox(QWidget *parent)
    : QComboBox(parent)
{
    addItem(tr("(choose a country)"), QString());
    for (const Country &c : countries())
        addItem(tr("%1 (%2)").arg(c.name, c.code), c.code);
    setMaxVisibleItems(20);
    connect(this, &QComboBox::currentIndexChanged, this, [this] { emit countryChanged(countryCode()); });
}

QString AddressCountryBox::countryCode() const
{
    return currentData().toString();
}

void AddressCountryBox::setCountryCode(const QString &code)
{
    const QString upper = code.trimmed().toUpper();
    int index = findData(upper);
    if (index < 0) {
        addItem(upper, upper);
        index = count() - 1;
    }
    setCurrentIndex(index);
}

QString AddressCountryBox::countryName(const QString &code)
{
    for (const Country &c : countries()) {
        if (c.code == code)
            return c.name;
    }
    return code;
}
