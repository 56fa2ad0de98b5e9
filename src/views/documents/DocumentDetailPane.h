#pragma once

#include "DocumentDetail.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class ApiClient;
class ApiJob;
class QLabel;
class QTextBrowser;

// Read-only view of one document: receiver, dates, positions, VAT and totals. It shows the cached copy
// at once (works offline) and then the service's current one, fetched with the single-document call.
class DocumentDetailPane : public QWidget
{
    Q_OBJECT

public:
    using CacheReader = std::function<QByteArray(DocumentKind, const QString &)>;
    using CacheWriter = std::function<void(DocumentKind, const QString &, const QByteArray &)>;

    explicit DocumentDetailPane(QWidget *parent = nullptr);

    void setApiClient(ApiClient *client) { m_client = client; }
    void setCache(CacheReader reader, CacheWriter writer);
    void showDocument(DocumentKind kind, const QString &uuid);
    void clear();
    QString currentUuid() const { return m_uuid; }
    // The text shown, for tests.
    QString plainText() const;

signals:
    void loaded(const QString &uuid);

private:
    void render(const DocumentDetail &detail);
    void showMessage(const QString &text);

    ApiClient *m_client = nullptr;
    CacheReader m_readCache;
    CacheWriter m_writeCache;
    QPointer<ApiJob> m_job;
    QString m_uuid;
    DocumentKind m_kind = DocumentKind::Invoice;
    QLabel *m_status;
    QTextBrowser *m_browser;
};
