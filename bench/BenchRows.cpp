#include "BenchRows.h"

#include <QDate>
#include <QHash>

#include <algorithm>
#include <random>

namespace {

QString utf8(const char *text)
{
    return QString::fromUtf8(text);
}

struct Customer
{
    QString name;
    QString number;
};

// A few thousand Swiss customers: family or place names with a trade and a legal form, and some people.
QList<Customer> makeCustomers(std::mt19937 &rng, int count)
{
    const char *const families[] = {"Müller", "Meier", "Schmid", "Keller", "Weber", "Huber", "Schneider",
        "Meyer", "Steiner", "Fischer", "Gerber", "Brunner", "Baumann", "Frei", "Zimmermann", "Moser",
        "Widmer", "Wyss", "Graf", "Roth", "Bernasconi", "Rossi", "Favre", "Dubois", "Fontana", "Lüthi",
        "Bühler", "Schürch", "Zürcher", "Käser", "Jäggi", "Bärtschi", "Rüegg", "Good", "Sutter", "Kälin",
        "Ammann", "Bachmann", "Christen", "Egger", "Fankhauser", "Gisler", "Hofstetter", "Imhof", "Jost",
        "Küng", "Lehmann", "Marti", "Nussbaum", "Odermatt", "Pfister", "Quadri", "Rey", "Studer", "Tanner",
        "Vogel", "Wenger", "Zbinden", "Aebischer", "Bonvin", "Chappuis", "Dumont", "Gauthier", "Monnier",
        "Perret", "Lombardi", "Bianchi", "Ferrari", "Galli", "Pedrazzini"};
    const char *const places[] = {"Zürich", "Bern", "Basel", "Luzern", "Zug", "St. Gallen", "Winterthur",
        "Aarau", "Thun", "Biel", "Chur", "Schwyz", "Lugano", "Genève", "Lausanne", "Fribourg", "Neuchâtel",
        "Sion", "Solothurn", "Olten", "Baden", "Wädenswil", "Küssnacht", "Rapperswil"};
    const char *const trades[] = {"Holzbau", "Treuhand", "Elektro", "Sanitär", "Gartenbau", "Druckerei",
        "Architektur", "Informatik", "Transporte", "Immobilien", "Bäckerei", "Metallbau", "Malerei", "Garage",
        "Consulting", "Haustechnik", "Bedachungen", "Reinigung", "Physiotherapie", "Zahnarztpraxis",
        "Ingénierie", "Fiduciaire", "Trasporti", "Costruzioni", "Vini", "Horlogerie", "Käserei",
        "Schreinerei"};
    const char *const forms[] = {
        "AG", "GmbH", "AG", "GmbH", "& Partner AG", "& Co.", "SA", "Sàrl", "Sagl", "KlG", "Genossenschaft"};
    const char *const firstNames[] = {"Hans", "Peter", "Anna", "Ursula", "Marco", "Sandra", "Beat", "Daniela",
        "Reto", "Claudia", "Luca", "Chantal", "Jürg", "Franziska", "René", "Mélanie"};
    const auto pick = [&rng](const auto &list) {
        return utf8(list[rng() % std::size(list)]);
    };
    QList<Customer> customers;
    customers.reserve(count);
    for (int i = 0; i < count; ++i) {
        QString name;
        switch (rng() % 6) {
        case 0:
            name = pick(firstNames) + QLatin1Char(' ') + pick(families);
            break;
        case 1:
            name = pick(trades) + QLatin1Char(' ') + pick(places) + QLatin1Char(' ') + pick(forms);
            break;
        case 2:
            name = pick(families) + QLatin1Char(' ') + pick(trades) + QLatin1Char(' ') + pick(places);
            break;
        default:
            name = pick(families) + QLatin1Char(' ') + pick(trades) + QLatin1Char(' ') + pick(forms);
            break;
        }
        customers.append({name, QString::number(10000 + i)});
    }
    return customers;
}

} // namespace

QList<DocumentSummary> BenchRows::invoices(int count)
{
    std::mt19937 rng(42);
    const QList<Customer> customers = makeCustomers(rng, std::max(50, count / 20));
    const char *const services[] = {"Buchhaltung", "Beratung", "Jahresabschluss", "Lohnadministration",
        "IT-Support", "Steuererklärung", "Workshop", "Wartungsvertrag", "Revision",
        "Mehrwertsteuer-Abrechnung", "Honorar", "Reparatur", "Lieferung", "Montage", "Prestations",
        "Consulenza"};
    const char *const months[] = {"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
        "September", "Oktober", "November", "Dezember"};
    const char *const dunning[] = {"NO_DUNNING", "NO_DUNNING", "REMINDER", "FIRST_DUNNING", "FINAL_DUNNING"};
    // A few customers get most of the invoices, as in a real account.
    std::geometric_distribution<int> popular(0.002);

    QList<DocumentSummary> rows;
    rows.reserve(count);
    const QDate first(2022, 1, 3);
    const QDate today = QDate::currentDate();
    const qint64 span = std::max<qint64>(1, first.daysTo(today));
    QHash<int, int> perYear;
    for (int i = 0; i < count; ++i) {
        DocumentSummary s;
        s.id = i + 1;
        s.uuid = QStringLiteral("00000000-0000-4000-8000-%1").arg(i, 12, 10, QLatin1Char('0'));
        s.date = first.addDays(qint64(i) * span / count); // created in order, like the service's ids
        s.dueDate = s.date.addDays(rng() % 4 == 0 ? 10 : 30);
        s.number = QStringLiteral("RE-%1-%2")
                       .arg(s.date.year())
                       .arg(++perYear[s.date.year()], 5, 10, QLatin1Char('0'));
        const Customer &c = customers.at(popular(rng) % customers.size());
        s.receiverName = c.name;
        s.customerNumber = c.number;
        s.title = utf8(services[rng() % std::size(services)]) + QLatin1Char(' ')
            + (rng() % 2
                    ? utf8(months[s.date.month() - 1]) + QLatin1Char(' ') + QString::number(s.date.year())
                    : QStringLiteral("Q%1/%2").arg((s.date.month() + 2) / 3).arg(s.date.year()));
        if (rng() % 2)
            s.reference = QStringLiteral("PO-%1").arg(100000 + rng() % 900000);
        s.currency = rng() % 10 == 0 ? QStringLiteral("EUR") : QStringLiteral("CHF");
        s.totalMinor = qint64(5000 + rng() % 2000000) / 5 * 5;
        const bool recent = s.date.daysTo(today) < 120;
        s.openMinor = recent || rng() % 20 == 0 ? (rng() % 5 == 0 ? s.totalMinor / 2 : s.totalMinor) : 0;
        s.cancelled = rng() % 50 == 0;
        s.archived = s.date.daysTo(today) > 700 && rng() % 3 != 0;
        s.sentStatus = rng() % 30 == 0 ? QStringLiteral("ERROR")
            : rng() % 8 == 0           ? QStringLiteral("OPEN")
                                       : QStringLiteral("SENT");
        s.dunningLevel = *s.openMinor > 0 && s.dueDate < today ? utf8(dunning[rng() % std::size(dunning)])
                                                               : QStringLiteral("NO_DUNNING");
        rows.append(s);
    }
    return rows;
}
