#include "reports/ReportExport.h"

#include "domain/CsvWriter.h"
#include "domain/DateText.h"
#include "domain/Money.h"
#include "reports/XlsxNumbers.h"

#include <QFile>
#include <QLocale>
#include <QSaveFile>

#include <xlsxwriter.h>

namespace {

// Numbers and dates are the program's own and stay numbers; text (names, titles, references from the
// service) is neutralised by the writer so that no cell runs as a formula.
void csvCell(CsvWriter &csv, const QVariant &cell, ReportTable::Type type)
{
    if (!cell.isValid() || cell.isNull()) {
        csv.empty();
        return;
    }
    switch (type) {
    case ReportTable::Type::Money:
        csv.money(cell.toLongLong());
        return;
    case ReportTable::Type::Date:
        csv.date(cell.toDate());
        return;
    case ReportTable::Type::Count:
    case ReportTable::Type::Percent:
        csv.integer(cell.toLongLong());
        return;
    case ReportTable::Type::Text:
        break;
    }
    csv.text(cell.toString());
}

// A sheet name Excel accepts: at most 31 characters, none of []:*?/\.
QByteArray sheetName(const QString &title)
{
    QString name = title;
    for (const QChar c : {u'[', u']', u':', u'*', u'?', u'/', u'\\'})
        name.replace(c, QLatin1Char(' '));
    return name.left(31).trimmed().toUtf8();
}

} // namespace

QString ReportExport::displayText(const QVariant &cell, ReportTable::Type type)
{
    if (!cell.isValid() || cell.isNull())
        return {};
    const QLocale locale;
    switch (type) {
    case ReportTable::Type::Money: {
        // Through the exact decimal text: 123450 -> "1234.50" -> "1’234.50" in the locale.
        const qint64 minor = cell.toLongLong();
        const QString digits = Money::toDecimalString(minor < 0 ? -minor : minor);
        const qsizetype dot = digits.indexOf(QLatin1Char('.'));
        QString text = locale.toString(digits.left(dot).toLongLong());
        text += locale.decimalPoint() + digits.mid(dot + 1);
        return minor < 0 ? locale.negativeSign() + text : text;
    }
    case ReportTable::Type::Date:
        return DateText::of(cell.toDate(), locale);
    case ReportTable::Type::Count:
        return locale.toString(cell.toLongLong());
    case ReportTable::Type::Percent:
        return Money::formatPercent(cell.toLongLong(), locale);
    case ReportTable::Type::Text:
        break;
    }
    return cell.toString();
}

bool ReportExport::writeCsv(const ReportTable &table, const QString &fileName, QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("%1 could not be written: %2").arg(fileName, file.errorString());
        return false;
    }
    CsvWriter csv(CsvWriter::exportDelimiter);
    for (const ReportTable::Column &c : table.columns)
        csv.text(c.title);
    csv.endRecord();
    for (const ReportTable::Row &row : table.rows) {
        for (qsizetype c = 0; c < table.columns.size(); ++c)
            csvCell(csv, row.cells.value(c), table.columns.at(c).type);
        csv.endRecord();
    }
    file.write(csv.toUtf8());
    if (!file.commit()) {
        *error = tr("%1 could not be written: %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

bool ReportExport::writeXlsx(const ReportTable &table, const QString &fileName, QString *error)
{
    const QByteArray path = QFile::encodeName(fileName);
    lxw_workbook *book = workbook_new(path.constData());
    if (!book) {
        *error = tr("%1 could not be created.").arg(fileName);
        return false;
    }
    lxw_worksheet *sheet = workbook_add_worksheet(book, sheetName(table.title).constData());
    lxw_format *bold = workbook_add_format(book);
    format_set_bold(bold);
    lxw_format *money = workbook_add_format(book);
    format_set_num_format(money, "#,##0.00");
    lxw_format *moneyBold = workbook_add_format(book);
    format_set_num_format(moneyBold, "#,##0.00");
    format_set_bold(moneyBold);
    lxw_format *date = workbook_add_format(book);
    format_set_num_format(date, "yyyy-mm-dd");

    for (qsizetype c = 0; c < table.columns.size(); ++c) {
        const ReportTable::Column &column = table.columns.at(c);
        worksheet_write_string(sheet, 0, lxw_col_t(c), column.title.toUtf8().constData(), bold);
        const double width = column.type == ReportTable::Type::Text ? 28 : 14;
        worksheet_set_column(sheet, lxw_col_t(c), lxw_col_t(c), width, nullptr);
    }
    worksheet_freeze_panes(sheet, 1, 0);
    lxw_row_t r = 1;
    for (const ReportTable::Row &row : table.rows) {
        for (qsizetype c = 0; c < table.columns.size(); ++c) {
            const QVariant cell = row.cells.value(c);
            if (!cell.isValid() || cell.isNull())
                continue;
            const auto col = lxw_col_t(c);
            switch (table.columns.at(c).type) {
            case ReportTable::Type::Money:
                // The cell is a number; it is made from the exact decimal text, never from arithmetic.
                worksheet_write_number(sheet, r, col, Money::toDecimalString(cell.toLongLong()).toDouble(),
                    row.total ? moneyBold : money);
                break;
            case ReportTable::Type::Date: {
                const QDate d = cell.toDate();
                lxw_datetime dt {d.year(), d.month(), d.day(), 0, 0, 0.0};
                worksheet_write_datetime(sheet, r, col, &dt, date);
                break;
            }
            case ReportTable::Type::Count:
            case ReportTable::Type::Percent:
                worksheet_write_number(sheet, r, col, double(cell.toLongLong()), row.total ? bold : nullptr);
                break;
            case ReportTable::Type::Text:
                worksheet_write_string(
                    sheet, r, col, cell.toString().toUtf8().constData(), row.total ? bold : nullptr);
                break;
            }
        }
        ++r;
    }

    lxw_worksheet *notes = workbook_add_worksheet(book, sheetName(tr("Notes")).constData());
    worksheet_write_string(notes, 0, 0, table.title.toUtf8().constData(), bold);
    worksheet_set_column(notes, 0, 0, 100, nullptr);
    lxw_row_t n = 1;
    for (const QString &note : table.notes)
        worksheet_write_string(notes, n++, 0, note.toUtf8().constData(), nullptr);

    const lxw_error result = workbook_close(book);
    if (result != LXW_NO_ERROR) {
        *error = tr("%1 could not be written: %2").arg(fileName, QString::fromUtf8(lxw_strerror(result)));
        return false;
    }
    // "64.26", not the "64.26000000000001" libxlsxwriter writes.
    if (!XlsxNumbers::shorten(fileName, error)) {
        QFile::remove(fileName);
        return false;
    }
    return true;
}

QString ReportExport::toHtml(const ReportTable &table)
{
    QString html = QStringLiteral("<html><body><h2>%1</h2>").arg(table.title.toHtmlEscaped());
    for (const QString &note : table.notes)
        html += QStringLiteral("<p style=\"font-size: small\">%1</p>").arg(note.toHtmlEscaped());
    html +=
        QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><thead><tr>");
    for (const ReportTable::Column &c : table.columns)
        html += QStringLiteral("<th>%1</th>").arg(c.title.toHtmlEscaped());
    html += QStringLiteral("</tr></thead><tbody>");
    for (const ReportTable::Row &row : table.rows) {
        html += QStringLiteral("<tr>");
        for (qsizetype c = 0; c < table.columns.size(); ++c) {
            const ReportTable::Type type = table.columns.at(c).type;
            const bool right = type != ReportTable::Type::Text;
            QString text = displayText(row.cells.value(c), type).toHtmlEscaped();
            if (row.total)
                text = QStringLiteral("<b>%1</b>").arg(text);
            html += right ? QStringLiteral("<td align=\"right\">%1</td>").arg(text)
                          : QStringLiteral("<td>%1</td>").arg(text);
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</tbody></table></body></html>");
    return html;
}
