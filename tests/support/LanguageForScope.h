#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTranslator>

// The application in another language for a scope: the locale (numbers, dates) and the compiled
// translations invoicedesk_<language>.qm from `qmDir`; both as they were again when it ends.
//   const LanguageForScope german(u"de"_s, u"de_CH"_s, QStringLiteral(INVOICEDESK_QM_DIR));
//   QVERIFY2(german.isLoaded(), "the compiled translations are missing");
class LanguageForScope
{
public:
    LanguageForScope(const QString &language, const QString &locale, const QString &qmDir)
    {
        QLocale::setDefault(QLocale(locale));
        m_loaded = m_translator.load(QStringLiteral("invoicedesk_") + language, qmDir);
        if (m_loaded)
            QCoreApplication::installTranslator(&m_translator);
    }
    ~LanguageForScope()
    {
        if (m_loaded)
            QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(m_before);
    }
    LanguageForScope(const LanguageForScope &) = delete;
    LanguageForScope &operator=(const LanguageForScope &) = delete;

    bool isLoaded() const { return m_loaded; }

private:
    const QLocale m_before;
    QTranslator m_translator;
    bool m_loaded = false;
};
