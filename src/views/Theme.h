#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

// The window's look, chosen under View → Theme and kept in the settings ("view/theme"): the platform's
// own style and palette, or Fusion with a light or a dark palette. Colours in the views come from the
// palette only, so every page follows.
class Theme
{
    Q_DECLARE_TR_FUNCTIONS(Theme)

public:
    enum class Mode { System, Light, Dark };

    static QString key(Mode mode);
    static Mode fromKey(const QString &key);
    static QString text(Mode mode); // "&System", "&Light", "&Dark"

    // Applies `mode` to the application (and remembers the platform's look the first time, for System).
    static void apply(Mode mode);
    // At a window's start: the saved mode, else the platform's look, each through ContrastStyle (so the
    // platform's look too gets its visible check box frames and its highlighted menu bar title); nothing
    // when that is what the application has already.
    static void applyAtStart();
    // The saved mode; nullopt when none was chosen (the look given at start stays).
    static std::optional<Mode> saved();
    static void save(Mode mode);
    static Mode current();
};
