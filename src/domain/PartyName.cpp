#include "domain/PartyName.h"

#include <QSet>

namespace {

QString folded(const QString &name)
{
    QString s = name.toCaseFolded();
    // Umlauts written out before the accents go, so "Sanitär" and "Sanitaer" are one spelling. Both the
    // composed letter and a decomposed one (a + combining diaeresis) are written out.
    s = s.normalized(QString::NormalizationForm_C);
    static const QList<std::pair<QString, QString>> spellings {
        {QStringLiteral("ä"), QStringLiteral("ae")},
        {QStringLiteral("ö"), QStringLiteral("oe")},
        {QStringLiteral("ü"), QStringLiteral("ue")},
        {QStringLiteral("ß"), QStringLiteral("ss")},
    };
    for (const auto &[from, to] : spellings)
        s.replace(from, to);
    return s.normalized(QString::NormalizationForm_KD);
}

} // namespace

QStringList PartyName::words(const QString &name)
{
    const QString s = folded(name);
    QStringList list;
    QString word;
    for (const QChar c : s) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue; // an accent
        if (c.isLetterOrNumber()) {
            word += c;
        } else if (c == QLatin1Char('.') || c == QLatin1Char('\'') || c == QChar(0x2019)) {
            continue; // inside a word: "a.g." is "ag", "l'atelier" is "latelier"
        } else if (!word.isEmpty()) {
            list << word;
            word.clear();
        }
    }
    if (!word.isEmpty())
        list << word;
    return list;
}

bool PartyName::formWord(const QString &foldedWord)
{
    static const QSet<QString> forms {QStringLiteral("ag"), QStringLiteral("gmbh"), QStringLiteral("sa"),
        QStringLiteral("sarl"), QStringLiteral("sagl"), QStringLiteral("srl"), QStringLiteral("ltd"),
        QStringLiteral("inc"), QStringLiteral("co"), QStringLiteral("kg"), QStringLiteral("gbr"),
        QStringLiteral("ohg"), QStringLiteral("eg"), QStringLiteral("se"), QStringLiteral("llc"),
        QStringLiteral("plc"), QStringLiteral("and"), QStringLiteral("und"), QStringLiteral("et"),
        QStringLiteral("e"), QStringLiteral("herr"), QStringLiteral("frau"), QStringLiteral("mr"),
        QStringLiteral("mrs"), QStringLiteral("ms")};
    return forms.contains(foldedWord);
}

QStringList PartyName::partyWords(const QString &name)
{
    QStringList list;
    for (const QString &w : words(name)) {
        if (!formWord(w))
            list << w;
    }
    return list;
}

QString PartyName::duplicateKey(const QString &name)
{
    return words(name).join(QString());
}

bool PartyName::samePayer(const QString &a, const QString &b)
{
    const QStringList x = partyWords(a);
    const QStringList y = partyWords(b);
    if (x.isEmpty() || y.isEmpty())
        return false;
    const QSet<QString> xs(x.cbegin(), x.cend());
    const QSet<QString> ys(y.cbegin(), y.cend());
    return xs.contains(ys) || ys.contains(xs);
}
