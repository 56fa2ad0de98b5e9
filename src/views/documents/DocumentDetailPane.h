#pragma once

#include "api/DocumentDetail.h"
#include "documents/DocumentListSource.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>

class SessionContext;
class DetailLoader;
class PaymentHistoryView;
class QLabel;
class QTextBrowser;

// Read-only view of one document: receiver, dates, positions, VAT and totals. It shows the stored copy
// as soon as a pool thread has read it (works offline; DocumentListSource) and then the service's
// current one, fetched with the single-document call (DetailLoader). Nothing is read on the GUI thread.
class DocumentDetailPane : public QWidget
{
    Q_OBJECT

public:
    // The least width in pixels, whatever the font (names on one or two lines, an IBAN whole).
    static constexpr int MinimumWidth = 300;
    explicit DocumentDetailPane(QWidget *parent = nullptr);

    // Wide enough for "Invoice date" and a date, or a position's name and amount, side by side.
    QSize sizeHint() const override;

    // The open session: where the detail is fetched (DetailLoader) and where its copy is kept.
    void setSession(const SessionContext &session);
    // The account's units (the session's reference data), to name the positions' units.
    void setUnits(const QList<QJsonObject> &units);
    void showDocument(DocumentKind kind, const QString &uuid);
    // Fetches the shown document again (after an action changed it on the service).
    void reload();
    // Reads the local copy's part again (after a sync: the follow-ups and the origin it brought into
    // the list get their numbers), without asking the service.
    void rereadStored();
    // The unit's name in the language ("C62" -> "Stk." in German, "pce" in English) from the account's
    // unit records ({isocode, translations: {de: {unit}}}); the code itself when none names it.
    static QString unitName(const QList<QJsonObject> &units, const QString &code, const QString &language);
    void clear();
    QString currentUuid() const { return m_uuid; }
    // The text shown, for tests.
    QString plainText() const;
    PaymentHistoryView *paymentHistory() const { return m_payments; }

signals:
    void loaded(const QString &uuid);
    // A link to another document (a follow-up) was clicked.
    void documentRequested(DocumentKind kind, const QString &uuid);

private:
    void render(const DocumentDetail &detail);
    QString language() const;
    QString followUpsHtml() const;
    QString originHtml() const;
    static QString linkHtml(const StoredDocument::FollowUp &document);
    void onStoredRead(const QString &uuid, const StoredDocument &stored);
    void showMessage(const QString &text);

    void connectLoader();

    DetailLoader *m_loader;
    DocumentListSource *m_source;
    bool m_shownCached = false; // the stored copy is shown while the service's is fetched
    std::optional<DocumentDetail> m_fetched; // the service's copy, once it came
    std::optional<DocumentDetail> m_shown; // what render() showed last
    QString m_failure; // why the service's copy could not be fetched
    QString m_uuid;
    QString m_receiverLanguage; // of the shown document, from the local copy
    QList<StoredDocument::FollowUp> m_followUps;
    std::optional<StoredDocument::FollowUp> m_origin;
    bool m_storedRead = false; // m_followUps and m_origin are the local copy's for m_uuid
    QList<QJsonObject> m_units; // the session's reference data
    DocumentKind m_kind = DocumentKind::Invoice;
    QLabel *m_status;
    QTextBrowser *m_browser;
    PaymentHistoryView *m_payments; // an invoice's paid, payments and open
};
