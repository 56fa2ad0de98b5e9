// The colours with a meaning keep a readable contrast (WCAG 4.5:1 for text) on light and dark palettes,
// and the tinted error background keeps the palette's text readable.
#include "views/ContrastStyle.h"
#include "views/Palette.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTest>

#include <cmath>
#include <memory>

namespace {
double luminance(const QColor &color)
{
    const auto channel = [](double c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    return dark;
}
} // namespace

class TestPalette : public QObject
{
    Q_OBJECT

private slots:
    void readable_data()
    {
        QTest::addColumn<QPalette>("palette");
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        QTest::newRow("fusion light") << fusion->standardPalette();
        QTest::newRow("dark") << darkPalette();
        QPalette black;
        black.setColor(QPalette::Window, Qt::black);
        black.setColor(QPalette::Base, Qt::black);
        black.setColor(QPalette::Text, Qt::white);
        QTest::newRow("high contrast dark") << black;
        QPalette white;
        white.setColor(QPalette::Window, Qt::white);
        white.setColor(QPalette::Base, Qt::white);
        white.setColor(QPalette::Text, Qt::black);
        QTest::newRow("high contrast light") << white;
    }

    void readable()
    {
        QFETCH(QPalette, palette);
        for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base}) {
            const QColor background = palette.color(role);
            QVERIFY2(contrast(errorColor(palette), background) >= 4.5,
                qPrintable(errorColor(palette).name() + QLatin1String(" on ") + background.name()));
            QVERIFY2(contrast(successColor(palette), background) >= 4.5,
                qPrintable(successColor(palette).name() + QLatin1String(" on ") + background.name()));
        }
        QVERIFY(contrast(palette.color(QPalette::Text), errorBackground(palette)) >= 4.5);
        QVERIFY(errorBackground(palette) != palette.color(QPalette::Base)); // marked, visibly
        // The error colour is a red, the success colour a green.
        QVERIFY(errorColor(palette).hslHue() < 15 || errorColor(palette).hslHue() > 345);
        QVERIFY(qAbs(successColor(palette).hslHue() - 130) < 30);
    }
    // An unticked check box (in a form and in a list) and a radio button on the dark palette: the
    // strongest pixel of the indicator's frame stands out from the box's base by at least 3:1 (WCAG's
    // contrast for a control's outline). Fusion alone draws the frame in the window colour made darker,
    // nearly the base itself.
    void uncheckedIndicatorsAreVisibleOnDark_data()
    {
        QTest::addColumn<int>("element");
        QTest::newRow("check box") << int(QStyle::PE_IndicatorCheckBox);
        QTest::newRow("check box in a list") << int(QStyle::PE_IndicatorItemViewItemCheck);
        QTest::newRow("radio button") << int(QStyle::PE_IndicatorRadioButton);
    }

    void uncheckedIndicatorsAreVisibleOnDark()
    {
        QFETCH(int, element);
        QPalette dark = darkPalette();
        dark.setColor(QPalette::Mid, QColor(0x80, 0x80, 0x80)); // the window's dark theme (Theme.cpp)
        ContrastStyle style(QStyleFactory::create(QStringLiteral("Fusion")));
        QImage image(20, 20, QImage::Format_ARGB32);
        image.fill(dark.color(QPalette::Base));
        QStyleOptionButton option;
        option.palette = dark;
        option.rect = QRect(2, 2, 16, 16);
        option.state = QStyle::State_Enabled | QStyle::State_Off;
        {
            QPainter painter(&image);
            style.drawPrimitive(QStyle::PrimitiveElement(element), &option, &painter);
        }
        double best = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                best = qMax(best, contrast(image.pixelColor(x, y), dark.color(QPalette::Base)));
        }
        QVERIFY2(best >= 3.0, qPrintable(QStringLiteral("best contrast %1").arg(best)));
    }
};

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
