// CICU: ICU's break iterators for Swift (see Package.swift for pkg-config and apt): UAX #14
// line breaking with dictionaries for Thai, Lao, Khmer and Myanmar and CSS strictness
// (`@lb=strict`), and line break classes. ICU renames every entry point with its version
// (`ubrk_open_72`) through function-like macros that Swift cannot import, so the few
// calls Tessera makes are wrapped here under fixed names.
#pragma once
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>

static inline UBreakIterator *tessera_ubrk_open_line(const char *locale, UErrorCode *status) {
    return ubrk_open(UBRK_LINE, locale, NULL, 0, status);
}
static inline UBreakIterator *tessera_ubrk_clone(const UBreakIterator *iterator, UErrorCode *status) {
    return ubrk_clone(iterator, status);
}
static inline void tessera_ubrk_close(UBreakIterator *iterator) { ubrk_close(iterator); }
static inline void tessera_ubrk_set_utext(UBreakIterator *iterator, UText *text, UErrorCode *status) {
    ubrk_setUText(iterator, text, status);
}
static inline int32_t tessera_ubrk_first(UBreakIterator *iterator) { return ubrk_first(iterator); }
static inline int32_t tessera_ubrk_next(UBreakIterator *iterator) { return ubrk_next(iterator); }
static inline int32_t tessera_ubrk_rule_status(UBreakIterator *iterator) { return ubrk_getRuleStatus(iterator); }
static inline UText *tessera_utext_open_utf8(UText *text, const char *bytes, int64_t length, UErrorCode *status) {
    return utext_openUTF8(text, bytes, length, status);
}
static inline UText *tessera_utext_close(UText *text) { return utext_close(text); }
/// The UAX #14 class of `scalar` (a `ULineBreak` value).
static inline int32_t tessera_line_break_class(UChar32 scalar) {
    return u_getIntPropertyValue(scalar, UCHAR_LINE_BREAK);
}
/// The Unicode version of ICU's data ("15.0").
static inline void tessera_unicode_version(char *text) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    u_versionToString(version, text);
}
