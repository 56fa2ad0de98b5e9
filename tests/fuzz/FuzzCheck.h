#pragma once

#include <cstdio>
#include <cstdlib>

// A property every input must keep. A violation aborts, so libFuzzer saves the input as a crash artifact.
#define FUZZ_CHECK(condition)                                                                                \
    do {                                                                                                     \
        if (!(condition)) {                                                                                  \
            std::fprintf(stderr, "%s:%d: property violated: %s\n", __FILE__, __LINE__, #condition);          \
            std::abort();                                                                                    \
        }                                                                                                    \
    } while (false)
