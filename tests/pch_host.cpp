// The translation unit that builds the precompiled headers the tests share (tests/CMakeLists.txt).
