#include "views/records/AddressCountryBox.h"

#include <QCollator>
#include <QLocale>

#include <algorithm>

namespace {

struct Country
{
    QString code;
    QString name;
};

// Every territory Qt knows that has a two-letter code (regions such as "419" Latin America are not
// countries), once each, sorted by name.
const QList<Country> &countries()
{
    static const QList<Country> list = [] {
        QList<Country> out;
        QStringList seen;
        for (int t = 1; t <= int(QLocale::LastTerritory); ++t) {
            const auto territory = QLocale::Territory(t);
            const QString code = QLocale::territoryToCode(territory);
            if (code.size() != 2 || !code.at(0).isLetter() || !code.at(1).isLetter() || seen.contains(code))
                continue;
            seen << code;
            out.append({code, QLocale::territoryToString(territory)});
        }
        QCollator collator;
        collator.setCaseSensitivity(Qt::CaseInsensitive);
        std::sort(out.begin(), out.end(),
            [&collator](const Country &a, const Country &b) { return collator.compare(a.name, b.name) < 0; });
        return out;
    }();
    return list;
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
