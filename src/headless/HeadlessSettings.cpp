#include "headless/HeadlessSettings.h"

#include "domain/ChfRateCsv.h"
#include "domain/Money.h"
#include "domain/VatBreakdown.h"
#include "headless/HeadlessReport.h"
#include "reports/ReportSource.h"
#include "reports/Reports.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"

#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <optional>

namespace {

// The lines of a file as ChfRateCsv::read splits them, a byte order mark dropped.
QStringList fileLines(const QByteArray &csv)
{
    QString text = QString::fromUtf8(csv);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    static const QRegularExpression lineBreak(QStringLiteral("\\r?\\n"));
    return text.split(lineBreak);
}

// "set WHAT: OLD -> NEW", "set WHAT: VALUE (unchanged)"; "would set" in a dry run.
QString changeLine(bool dryRun, const QString &what, const QString &before, const QString &after)
{
    if (before == after)
        return (dryRun ? HeadlessSettings::tr("would set %1: %2 (unchanged)")
                       : HeadlessSettings::tr("set %1: %2 (unchanged)"))
            .arg(what, after);
    return (
        dryRun ? HeadlessSettings::tr("would set %1: %2 -> %3") : HeadlessSettings::tr("set %1: %2 -> %3"))
        .arg(what, before, after);
}

QString rateText(std::optional<qint64> rateMicro)
{
    return rateMicro ? VatRules::rateMicroToText(*rateMicro) : HeadlessSettings::tr("none");
}

QString basisPointsText(qint64 basisPoints)
{
    return basisPoints > 0 ? Money::toDecimalString(basisPoints) : HeadlessSettings::tr("none");
}

// The words a class is written with in --set-zero-classes: the store's keys, and "unclassified".
QString zeroClassWord(ZeroRateClass zeroClass)
{
    return zeroClass == ZeroRateClass::Unclassified ? QStringLiteral("unclassified")
                                                    : VatRules::zeroRateClassKey(zeroClass);
}

std::optional<ZeroRateClass> zeroClassFromWord(const QString &word)
{
    const QString w = word.toLower();
    if (w == QLatin1String("unclassified"))
        return ZeroRateClass::Unclassified;
    const ZeroRateClass c = VatRules::zeroRateClassFromKey(w);
    if (c == ZeroRateClass::Unclassified)
        return std::nullopt;
    return c;
}

// "1234.50" -> 123450: digits, optionally a point and one or two decimals; nullopt for anything else.
std::optional<qint64> amountFromText(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,12})(?:\\.(\\d{1,2}))?$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toLongLong() * 100 + m.captured(2).leftJustified(2, QLatin1Char('0')).toLongLong();
}

struct Method
{
    VatMethod method = VatMethod::Effective;
    qint64 rate1 = 0;
    qint64 rate2 = 0;
};

// The method as given, or what is wrong with it (one sentence, the text quoted).
std::optional<Method> parseMethod(const QString &text, QString *problem)
{
    if (text == QLatin1String("effective"))
        return Method {};
    const QString prefix = QStringLiteral("net-tax-rate:");
    if (!text.startsWith(prefix)) {
        *problem = HeadlessSettings::tr("--set-vat-method \"%1\" is not a VAT method: write effective or "
                                        "net-tax-rate:RATE[:RATE2], e.g. net-tax-rate:6.2.")
                       .arg(text);
        return std::nullopt;
    }
    const QStringList rates = text.mid(prefix.size()).split(QLatin1Char(':'));
    if (rates.size() > 2) {
        *problem = HeadlessSettings::tr("--set-vat-method \"%1\": at most two net tax rates, as "
                                        "net-tax-rate:6.2:2.1.")
                       .arg(text);
        return std::nullopt;
    }
    Method m;
    m.method = VatMethod::NetTaxRate;
    for (qsizetype i = 0; i < rates.size(); ++i) {
        const auto basisPoints = ReportSource::basisPointsFromText(rates.at(i));
        if (!basisPoints || rates.at(i).trimmed() != rates.at(i)) {
            *problem = HeadlessSettings::tr("--set-vat-method \"%1\": net tax rate %2 \"%3\" is not a "
                                            "percentage such as 6.2 (more than 0, less than 100, at most "
                                            "two decimals).")
                           .arg(text)
                           .arg(i + 1)
                           .arg(rates.at(i));
            return std::nullopt;
        }
        (i == 0 ? m.rate1 : m.rate2) = *basisPoints;
    }
    if (m.rate2 == m.rate1) {
        *problem = HeadlessSettings::tr("--set-vat-method \"%1\": net tax rate 2 is the same as rate 1; "
                                        "give it once for one rate.")
                       .arg(text);
        return std::nullopt;
    }
    return m;
}

// One entry of a file with the number of its line (from 1).
template<typename T> struct Numbered
{
    int line = 0;
    T value;
};

// The rates of a CHF rates file as ChfRateCsv::read reads them, each with its line.
QList<Numbered<ReportSource::ChfRate>> numberedRates(const QByteArray &csv, QStringList *problems)
{
    const QStringList lines = fileLines(csv);
    const QList<ReportSource::ChfRate> rates = ChfRateCsv::read(lines.join(QLatin1Char('\n')), problems);
    // Which lines gave them: each line read alone, after an empty line so that it is never taken for a
    // header (ChfRateCsv::read skips only the first line's), gives one rate exactly when it gave one above.
    QList<Numbered<ReportSource::ChfRate>> numbered;
    for (qsizetype n = 0; n < lines.size() && numbered.size() < rates.size(); ++n) {
        QStringList ignored;
        if (!ChfRateCsv::read(QLatin1Char('\n') + lines.at(n), &ignored).isEmpty())
            numbered.append({int(n + 1), rates.at(numbered.size())});
    }
    return numbered;
}

// Every line not understood, each after the option, then how many.
void printProblems(QTextStream &err, const QString &option, const QStringList &problems)
{
    for (const QString &p : problems)
        err << option << ": " << p << Qt::endl;
    err << HeadlessSettings::tr("%1: lines not understood: %2; nothing written.")
               .arg(option)
               .arg(problems.size())
        << Qt::endl;
}

} // namespace

QString HeadlessSettings::checkVatMethod(const QString &method)
{
    QString problem;
    parseMethod(method, &problem);
    return problem;
}

QString HeadlessSettings::checkInputTax(const QString &period, const QString &tax400, const QString &tax405)
{
    QDate from;
    QDate to;
    if (!HeadlessReport::parsePeriod(period, &from, &to))
        return tr("--set-input-tax \"%1\" is not a period: write 2024-Q1, 2024-03 or 2024.").arg(period);
    if (!amountFromText(tax400))
        return tr("--tax-400 \"%1\" is not an amount in CHF such as 1234.50 (not negative, at most two "
                  "decimals, no thousands separator).")
            .arg(tax400);
    if (!amountFromText(tax405))
        return tr("--tax-405 \"%1\" is not an amount in CHF such as 1234.50 (not negative, at most two "
                  "decimals, no thousands separator).")
            .arg(tax405);
    return {};
}

int HeadlessSettings::setChfRates(const QString &dataDir, const QString &accountUuid, const QByteArray &csv,
    bool dryRun, QTextStream &out, QTextStream &err)
{
    const QString option = QStringLiteral("--set-chf-rates");
    QStringList problems;
    const QList<Numbered<ReportSource::ChfRate>> given = numberedRates(csv, &problems);
    // A currency and month given twice must say the same: the window's import would keep the last one
    // silently, a script's file that disagrees with itself is a mistake.
    QHash<QString, Numbered<ReportSource::ChfRate>> byKey;
    QList<ReportSource::ChfRate> rates;
    for (const auto &r : given) {
        const QString key = r.value.currency + QLatin1Char('/') + r.value.month;
        const auto seen = byKey.constFind(key);
        if (seen == byKey.constEnd()) {
            byKey.insert(key, r);
            rates.append(r.value);
        } else if (seen->value.rateMicro != r.value.rateMicro) {
            problems << tr("Line %1: the rate of %2 %3 is given on line %4 already, as %5, and here as %6.")
                            .arg(r.line)
                            .arg(r.value.currency, r.value.month)
                            .arg(seen->line)
                            .arg(VatRules::rateMicroToText(seen->value.rateMicro),
                                VatRules::rateMicroToText(r.value.rateMicro));
        }
    }
    if (!problems.isEmpty()) {
        printProblems(err, option, problems);
        return WrongUseExitCode;
    }
    if (rates.isEmpty()) {
        err << tr("%1: the file holds no rates (\"EUR;2024-03;0.9512\" per line); nothing written.")
                   .arg(option)
            << Qt::endl;
        return WrongUseExitCode;
    }

    QString error;
    QList<ReportSource::ChfRate> kept = ReportSource::readChfRates(dataDir, accountUuid, &error);
    if (!error.isEmpty()) {
        err << tr("The CHF rates could not be read: %1").arg(error) << Qt::endl;
        return FailedExitCode;
    }
    // Merged as the window's import merges into its table: same currency and month replaced, new ones added.
    QStringList lines;
    int added = 0;
    int changed = 0;
    int unchanged = 0;
    for (const ReportSource::ChfRate &r : std::as_const(rates)) {
        std::optional<qint64> before;
        for (ReportSource::ChfRate &k : kept) {
            if (k.currency == r.currency && k.month == r.month) {
                before = k.rateMicro;
                k.rateMicro = r.rateMicro;
                break;
            }
        }
        if (!before) {
            kept.append(r);
            ++added;
        } else if (*before == r.rateMicro) {
            ++unchanged;
        } else {
            ++changed;
        }
        lines << changeLine(
            dryRun, tr("CHF rate %1 %2").arg(r.currency, r.month), rateText(before), rateText(r.rateMicro));
    }
    if (!dryRun && added + changed > 0 && !ReportSource::writeChfRates(dataDir, accountUuid, kept, &error)) {
        err << tr("The CHF rates could not be kept: %1").arg(error) << Qt::endl;
        return FailedExitCode;
    }
    for (const QString &line : std::as_const(lines))
        out << line << Qt::endl;
    out << (dryRun ? tr("CHF rates (dry run, nothing written): %1 new, %2 changed, %3 unchanged; %4 would be "
                        "kept in all.")
                   : tr("CHF rates: %1 new, %2 changed, %3 unchanged; %4 kept in all."))
               .arg(added)
               .arg(changed)
               .arg(unchanged)
               .arg(kept.size())
        << Qt::endl;
    return 0;
}

int HeadlessSettings::setZeroClasses(const QString &dataDir, const QString &accountUuid,
    const QByteArray &csv, bool dryRun, QTextStream &out, QTextStream &err)
{
    const QString option = QStringLiteral("--set-zero-classes");
    static const QRegularExpression separator(QStringLiteral("[;,\\t]"));
    const QStringList lines = fileLines(csv);
    QStringList problems;
    QList<Numbered<std::pair<QString, ZeroRateClass>>> given;
    QHash<QString, Numbered<ZeroRateClass>> byProduct;
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString line = lines.at(n).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList fields = line.split(separator);
        const QString product = fields.value(0).trimmed().remove(QLatin1Char('"'));
        const QString word = fields.value(1).trimmed().remove(QLatin1Char('"'));
        const auto zeroClass = zeroClassFromWord(word);
        const int number = int(n + 1);
        // The header the file's form names (productKey;class) is skipped; any other first line is data, so
        // that a typo there ("P-1;exprot") is named, not taken for a header.
        if (n == 0 && !zeroClass && product.compare(QLatin1String("productKey"), Qt::CaseInsensitive) == 0
            && word.compare(QLatin1String("class"), Qt::CaseInsensitive) == 0)
            continue;
        if (fields.size() != 2) {
            problems << tr("Line %1: two fields expected (product number, class), found %2.")
                            .arg(number)
                            .arg(fields.size());
        } else if (product.isEmpty()) {
            problems << tr("Line %1: the product number is empty.").arg(number);
        } else if (!zeroClass) {
            problems << tr("Line %1: the class \"%2\" of product \"%3\" is none of export, abroad, excluded, "
                           "none, unclassified.")
                            .arg(number)
                            .arg(word, product);
        } else if (const auto seen = byProduct.constFind(product); seen != byProduct.constEnd()) {
            if (seen->value != *zeroClass)
                problems << tr("Line %1: product \"%2\" is given on line %3 already, as %4, and here as %5.")
                                .arg(number)
                                .arg(product)
                                .arg(seen->line)
                                .arg(zeroClassWord(seen->value), zeroClassWord(*zeroClass));
        } else {
            byProduct.insert(product, {number, *zeroClass});
            given.append({number, {product, *zeroClass}});
        }
    }
    if (!problems.isEmpty()) {
        printProblems(err, option, problems);
        return WrongUseExitCode;
    }
    if (given.isEmpty()) {
        err << tr("%1: the file holds no classes (\"productKey;class\" per line); nothing written.")
                   .arg(option)
            << Qt::endl;
        return WrongUseExitCode;
    }

    // Held open for the whole run: each read and write below shares this connection.
    const DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen()) {
        err << tr("The local copy could not be read: %1").arg(store.errorString()) << Qt::endl;
        return FailedExitCode;
    }
    // Products the copy lists, to note the ones it does not (a typo, or not synchronised yet).
    QSet<QString> listed;
    const RecordStore records(dataDir, accountUuid);
    for (const QJsonObject &p : records.loadAll(QStringLiteral("products")))
        listed.insert(p.value(QLatin1String("productKey")).toString());

    const QString scope = QStringLiteral("product");
    int changed = 0;
    int unchanged = 0;
    for (const auto &entry : std::as_const(given)) {
        const auto &[product, zeroClass] = entry.value;
        const ZeroRateClass before = ReportSource::zeroClass(dataDir, accountUuid, scope, product);
        if (before != zeroClass && !dryRun) {
            QString error;
            if (!ReportSource::setZeroClass(dataDir, accountUuid, scope, product, zeroClass, &error)) {
                err << tr("Line %1: the 0 % class of product \"%2\" could not be kept: %3")
                           .arg(entry.line)
                           .arg(product, error)
                    << Qt::endl;
                err << tr("%1: stopped after %2 changed, %3 unchanged.")
                           .arg(option)
                           .arg(changed)
                           .arg(unchanged)
                    << Qt::endl;
                return FailedExitCode;
            }
        }
        ++(before == zeroClass ? unchanged : changed);
        out << changeLine(dryRun, tr("0 % class of product %1").arg(product), zeroClassWord(before),
            zeroClassWord(zeroClass))
            << Qt::endl;
        if (!listed.isEmpty() && !listed.contains(product))
            err << tr("Line %1: product \"%2\" is not among the products of the local copy (a typo, or not "
                      "synchronised yet); its class is kept for when it is.")
                       .arg(entry.line)
                       .arg(product)
                << Qt::endl;
    }
    out << (dryRun ? tr("0 % classes (dry run, nothing written): %1 changed, %2 unchanged.")
                   : tr("0 % classes: %1 changed, %2 unchanged."))
               .arg(changed)
               .arg(unchanged)
        << Qt::endl;
    return 0;
}

int HeadlessSettings::setVatMethod(const QString &dataDir, const QString &accountUuid, const QString &method,
    bool dryRun, QTextStream &out, QTextStream &err)
{
    QString problem;
    const std::optional<Method> m = parseMethod(method, &problem);
    if (!m) {
        err << problem << Qt::endl;
        return WrongUseExitCode;
    }
    // The kept settings, as the window's VAT page hands them to its settings dialog.
    const ReportSource source = ReportSource::load(dataDir, accountUuid);
    if (!source.freshness.error.isEmpty()) {
        err << tr("The local copy could not be read: %1").arg(source.freshness.error) << Qt::endl;
        return FailedExitCode;
    }
    const VatSettings before = source.vatSettings;
    VatSettings after = before;
    after.method = m->method;
    after.netTaxRate1 = m->rate1; // the effective method keeps no rates, as the dialog saves it
    after.netTaxRate2 = m->rate2;
    if (const QString wrong = after.problem(); !wrong.isEmpty()) {
        // Positions without a product set (in the window) to go to a rate 2 that is not given.
        err << tr("--set-vat-method \"%1\": %2 (Set where they go in the VAT page's settings, or give a "
                  "second rate.) Nothing written.")
                   .arg(method, wrong)
            << Qt::endl;
        return WrongUseExitCode;
    }
    const auto methodWord = [](VatMethod v) {
        return v == VatMethod::NetTaxRate ? QStringLiteral("net-tax-rate") : QStringLiteral("effective");
    };
    const QList<std::pair<QString, std::pair<QString, QString>>> values {
        {tr("VAT method"), {methodWord(before.method), methodWord(after.method)}},
        {tr("net tax rate 1"), {basisPointsText(before.netTaxRate1), basisPointsText(after.netTaxRate1)}},
        {tr("net tax rate 2"), {basisPointsText(before.netTaxRate2), basisPointsText(after.netTaxRate2)}},
    };
    int changed = 0;
    for (const auto &[what, change] : values)
        changed += change.first != change.second ? 1 : 0;
    if (!dryRun && changed > 0) {
        QString error;
        if (!ReportSource::writeVatSettings(dataDir, accountUuid, after, &error)) {
            err << tr("The VAT method could not be kept: %1").arg(error) << Qt::endl;
            return FailedExitCode;
        }
    }
    for (const auto &[what, change] : values)
        out << changeLine(dryRun, what, change.first, change.second) << Qt::endl;
    out << (dryRun ? tr("VAT method (dry run, nothing written): %1 changed, %2 unchanged.")
                   : tr("VAT method: %1 changed, %2 unchanged."))
               .arg(changed)
               .arg(values.size() - changed)
        << Qt::endl;
    return 0;
}

int HeadlessSettings::setInputTax(const QString &dataDir, const QString &accountUuid, const QString &period,
    const QString &tax400, const QString &tax405, bool dryRun, QTextStream &out, QTextStream &err)
{
    if (const QString wrong = checkInputTax(period, tax400, tax405); !wrong.isEmpty()) {
        err << wrong << Qt::endl;
        return WrongUseExitCode;
    }
    QDate from;
    QDate to;
    HeadlessReport::parsePeriod(period, &from, &to);
    const qint64 material = *amountFromText(tax400);
    const qint64 investment = *amountFromText(tax405);
    const ReportSource source = ReportSource::load(dataDir, accountUuid);
    if (!source.freshness.error.isEmpty()) {
        err << tr("The local copy could not be read: %1").arg(source.freshness.error) << Qt::endl;
        return FailedExitCode;
    }
    // As the VAT page offers it: for the effective method only, for a period it files.
    if (source.vatSettings.method == VatMethod::NetTaxRate) {
        err << tr("--set-input-tax \"%1\": this account files with the net tax rate method, which deducts no "
                  "input tax (400, 405); nothing written.")
                   .arg(period)
            << Qt::endl;
        return WrongUseExitCode;
    }
    if (!Reports::periodFitsMethod(from, to, source.vatSettings.method)) {
        err << tr(
            "--set-input-tax \"%1\": this account files with the effective method, by month, quarter or "
            "year: write 2024-03, 2024-Q1 or 2024; nothing written.")
                   .arg(period)
            << Qt::endl;
        return WrongUseExitCode;
    }
    const auto kept = source.inputTax.constFind(ReportSource::periodKey(from, to));
    const bool entered = kept != source.inputTax.constEnd();
    const auto amountText = [entered](qint64 minor) {
        return entered ? Money::toDecimalString(minor) : tr("not entered");
    };
    const QString before400 = amountText(entered ? kept->first : 0);
    const QString before405 = amountText(entered ? kept->second : 0);
    const QString after400 = Money::toDecimalString(material);
    const QString after405 = Money::toDecimalString(investment);
    const int changed = (before400 != after400 ? 1 : 0) + (before405 != after405 ? 1 : 0);
    if (!dryRun && changed > 0) {
        QString error;
        if (!ReportSource::writeInputTax(
                dataDir, accountUuid, from, to, std::pair(material, investment), &error)) {
            err << tr("The input tax could not be kept: %1").arg(error) << Qt::endl;
            return FailedExitCode;
        }
    }
    out << changeLine(dryRun, tr("input tax 400 of %1").arg(period), before400, after400) << Qt::endl;
    out << changeLine(dryRun, tr("input tax 405 of %1").arg(period), before405, after405) << Qt::endl;
    const QString range = ReportSource::periodKey(from, to);
    out << (dryRun ? tr("Input tax of %1 (%2, dry run, nothing written): %3 changed, %4 unchanged.")
                   : tr("Input tax of %1 (%2): %3 changed, %4 unchanged."))
               .arg(period, range)
               .arg(changed)
               .arg(2 - changed)
        << Qt::endl;
    return 0;
}
