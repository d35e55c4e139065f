// CICU: the few ICU calls Tessera makes (line breaking with dictionaries for Thai, Lao,
// Khmer and Myanmar and CSS strictness; line break classes; word boundaries for editing), behind a header that
// includes none of ICU's. Swift's Foundation carries its own copy of ICU's headers
// (module _FoundationICU), and a Swift module that saw both copies fails to build
// ("'UErrorCode' has different definitions in different modules"); ICU also renames
// its entry points by version through macros Swift cannot import. So ICU's headers are
// included only in TesseraICU.c.
#pragma once
#include <stdint.h>

/// An ICU `UBreakIterator` with the UTF-8 text it was given: both iterators below are one.
typedef struct TesseraBreaker TesseraBreaker;

/// A line break iterator.
typedef TesseraBreaker TesseraLineBreaker;

/// An iterator for `locale` ("th@lb=normal"); NULL when ICU cannot open one.
TesseraLineBreaker *tessera_line_breaker_open(const char *locale);
/// A copy of `breaker` for another thread (ICU shares the rule data); NULL on failure.
TesseraLineBreaker *tessera_line_breaker_clone(const TesseraLineBreaker *breaker);
void tessera_line_breaker_close(TesseraLineBreaker *breaker);
/// Gives the iterator `length` bytes of UTF-8 (not copied: they must outlive the
/// iteration). Returns 0, or ICU's error code.
int32_t tessera_line_breaker_set_text(TesseraLineBreaker *breaker, const char *utf8, int64_t length);
/// The next break opportunity as a UTF-8 offset, or -1 after the last; `*is_hard` is 1
/// for a mandatory break (UBRK_LINE_HARD).
int32_t tessera_line_breaker_next(TesseraLineBreaker *breaker, int32_t *is_hard);

/// A word break iterator (ICU's `UBreakIterator` of kind UBRK_WORD, with dictionaries
/// for Thai, Lao, Khmer, Myanmar, Chinese and Japanese) over UTF-8 text.
typedef TesseraBreaker TesseraWordBreaker;

/// An iterator for `locale` (UAX #29 words with ICU's tailoring); NULL when ICU cannot open one.
TesseraWordBreaker *tessera_word_breaker_open(const char *locale);
void tessera_word_breaker_close(TesseraWordBreaker *breaker);
/// Gives the iterator `length` bytes of UTF-8 (not copied: they must outlive the
/// iteration). Returns 0, or ICU's error code.
int32_t tessera_word_breaker_set_text(TesseraWordBreaker *breaker, const char *utf8, int64_t length);
/// The next boundary as a UTF-8 offset, or -1 after the last; `*is_word` is 1 when the
/// segment that ends there is a word (letters, numbers, kana or ideographs: a rule status
/// past UBRK_WORD_NONE_LIMIT), 0 for spaces and punctuation.
int32_t tessera_word_breaker_next(TesseraWordBreaker *breaker, int32_t *is_word);

/// UAX #14 line break classes (ICU's `ULineBreak` values, checked in TesseraICU.c).
enum {
    TESSERA_LB_MANDATORY_BREAK = 6,
    TESSERA_LB_CARRIAGE_RETURN = 10,
    TESSERA_LB_BREAK_SYMBOLS = 27,
    TESSERA_LB_CLOSE_PUNCTUATION = 8,
    TESSERA_LB_CLOSE_PARENTHESIS = 36,
    TESSERA_LB_COMBINING_MARK = 9,
    TESSERA_LB_COMPLEX_CONTEXT = 24,
    TESSERA_LB_CONDITIONAL_JAPANESE_STARTER = 37,
    TESSERA_LB_EXCLAMATION = 11,
    TESSERA_LB_BREAK_AFTER = 4,
    TESSERA_LB_HYPHEN = 13,
    TESSERA_LB_INSEPARABLE = 15,
    TESSERA_LB_INFIX_NUMERIC = 16,
    TESSERA_LB_LINE_FEED = 17,
    TESSERA_LB_NONSTARTER = 18,
    TESSERA_LB_NUMERIC = 19,
    TESSERA_LB_OPEN_PUNCTUATION = 20,
    TESSERA_LB_POSTFIX_NUMERIC = 21,
    TESSERA_LB_PREFIX_NUMERIC = 22,
    TESSERA_LB_QUOTATION = 23,
    TESSERA_LB_SPACE = 26,
    TESSERA_LB_ZWSPACE = 28,
    TESSERA_LB_NEXT_LINE = 29,
    TESSERA_LB_WORD_JOINER = 30,
    TESSERA_LB_ZWJ = 42,
};

/// The UAX #14 class of `scalar`.
int32_t tessera_line_break_class(int32_t scalar);
/// ICU's Unicode version, "15.0", into `text` (at least 20 bytes).
void tessera_unicode_version(char *text);
