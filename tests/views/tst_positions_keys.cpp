// "Add product" by keyboard (issue 37): Ctrl+Return with text typed in the product field and no product
// chosen adds that text as a free line, not an empty one; with the field empty it adds an empty line.
#include "views/documents/PositionsEditor.h"
#include "views/documents/PositionsModel.h"

#include <QApplication>
#include <QLineEdit>
#include <QTableView>
#include <QTest>
#include <QVBoxLayout>

class TestPositionsKeys : public QObject
{
    Q_OBJECT

private slots:
    void ctrlReturnAddsTheTypedTextAsFreeLine();
};

void TestPositionsKeys::ctrlReturnAddsTheTypedTextAsFreeLine()
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *editor = new PositionsEditor(
        true, [] { return qint64(810); }, [] { return QStringLiteral("de"); }, &window);
    layout->addWidget(editor);
    window.resize(900, 500);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    PositionsModel *model = editor->model();
    QCOMPARE(model->rowCount(), 0);

    QLineEdit *field = editor->productField();
    field->setFocus();
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClicks(field, QStringLiteral("Beratung vor Ort"));
    QTest::keyClick(field, Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, PositionsModel::Description).data(Qt::EditRole).toString(),
        QStringLiteral("Beratung vor Ort"));
    QVERIFY(field->text().isEmpty());
    // The quantity is what one types next.
    QCOMPARE(editor->view()->currentIndex().column(), int(PositionsModel::Quantity));

    // Nothing typed: an empty free line, its description open for typing.
    field->setFocus();
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClick(field, Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE(model->rowCount(), 2);
    const QModelIndex current = editor->view()->currentIndex();
    QCOMPARE(current.column(), int(PositionsModel::Description));
    QVERIFY(current.data(Qt::EditRole).toString().isEmpty());
}

QTEST_MAIN(TestPositionsKeys)
#include "tst_positions_keys.moc"
