// Restricts the test process to the project's fonts before any test runs.
//
// FontDatabase.shared reads TESSERA_FONT_SET once, when something first draws or
// measures text, and Swift Testing gives no hook that runs before every test of every
// target. A constructor does: the dynamic loader runs it before main, so no test can
// reach the shared database first, whatever order or filter the tests run in. Every test
// target that draws text depends on this target (through TestFonts); one is enough, as
// SwiftPM links all test targets into one process. The variable is overwritten, not
// merely defaulted: a developer's own TESSERA_FONT_SET must not change the tests' pixels.
#include "TestFontEnvironment.h"

#include <stdlib.h>
#include <string.h>

static char fontSetPath[4096];

const char *tessera_test_font_set_path(void) {
    if (fontSetPath[0] == '\0') {
        // __FILE__ is this file's absolute path (SwiftPM compiles with absolute paths):
        // <package>/Tests/TestFontEnvironment/TestFontEnvironment.c.
        static const char suffix[] = "/Fonts/tests.fontset";
        const char *file = __FILE__;
        const char *testsEnd = file + strlen(file);
        for (int slashes = 0; testsEnd > file && slashes < 2;) {
            if (*--testsEnd == '/') slashes += 1;
        }
        size_t length = (size_t)(testsEnd - file);
        if (length + sizeof suffix > sizeof fontSetPath) return "";
        memcpy(fontSetPath, file, length);
        memcpy(fontSetPath + length, suffix, sizeof suffix);
    }
    return fontSetPath;
}

__attribute__((constructor)) static void restrictFontsToTheTestSet(void) {
    setenv("TESSERA_FONT_SET", tessera_test_font_set_path(), 1);
}
