#ifndef TESSERA_TEST_FONT_ENVIRONMENT_H
#define TESSERA_TEST_FONT_ENVIRONMENT_H

/// The absolute path of Tests/Fonts/tests.fontset, the font set every test draws with.
/// Before main, this target sets TESSERA_FONT_SET to it in the test process (see
/// TestFontEnvironment.c), so FontDatabase.shared and every program the tests start see
/// those fonts only.
const char *tessera_test_font_set_path(void);

#endif
