// invoicedesk.api at debug level against a real sandbox: one line per answer with method, path, status
// and milliseconds; never the token, never a query value.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"

#include <QLoggingCategory>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
QStringList s_lines;
QtMessageHandler s_previous = nullptr;

void collect(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    s_lines << QString::fromLatin1(context.category) + u": "_s + message;
    s_previous(type, context, message);
}
} // namespace

class TestApiLogging : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error())); }

    void requestLineWithoutSecrets()
    {
        QLoggingCategory::setFilterRules(u"invoicedesk.api.debug=true"_s);
        s_lines.clear();
        s_previous = qInstallMessageHandler(collect);
        const ApiConfig config = m_sandbox.config(m_sandbox.accounts().first());
        ApiClient client(config);
        const QString secret = u"secret-query-value"_s;
        const TestSandbox::Result result = TestSandbox::wait(
            client.get(client.accountPath(DocumentsApi::collectionPath(DocumentKind::Invoice)),
                QUrlQuery {{u"search"_s, secret}}));
        qInstallMessageHandler(s_previous);
        QLoggingCategory::setFilterRules(QString());

        QVERIFY(result.ok);
        const QString all = s_lines.join(u'\n');
        const QRegularExpression line(
            u"^invoicedesk\\.api: GET /accounts/%1/documents/v2/invoices 200 \\d+ ms"_s.arg(
                config.accountUuid),
            QRegularExpression::MultilineOption);
        QVERIFY2(line.match(all).hasMatch(), qPrintable(all));
        QVERIFY(!config.token.isEmpty());
        QVERIFY2(!all.contains(config.token), qPrintable(all));
        QVERIFY2(!all.contains(secret), qPrintable(all));
    }

    void silentByDefault()
    {
        s_lines.clear();
        s_previous = qInstallMessageHandler(collect);
        ApiClient client(m_sandbox.config(m_sandbox.accounts().first()));
        QVERIFY(TestSandbox::wait(
            client.get(client.accountPath(DocumentsApi::collectionPath(DocumentKind::Invoice))))
                    .ok);
        qInstallMessageHandler(s_previous);
        QVERIFY2(s_lines.filter(u"invoicedesk.api"_s).isEmpty(), qPrintable(s_lines.join(u'\n')));
    }

private:
    TestSandbox m_sandbox;
};

QTEST_MAIN(TestApiLogging)
#include "tst_api_logging.moc"
