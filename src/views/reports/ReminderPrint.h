#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

class QPrinter;

// Prints PDFs (the reminders of a run) as one print job: every page of every PDF, in order, each page
// scaled to the printer's page.
class ReminderPrint
{
    Q_DECLARE_TR_FUNCTIONS(ReminderPrint)

public:
    static bool printAll(const QList<QByteArray> &pdfs, QPrinter *printer, QString *error);
};
