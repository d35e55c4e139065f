// The ICU calls behind TesseraICU.h: the only file that includes ICU's headers.
#include "TesseraICU.h"
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>

// The header's class values are ICU's (stable since ICU 2.x, ZWJ and CJ since 58 and 49).
_Static_assert(TESSERA_LB_MANDATORY_BREAK == U_LB_MANDATORY_BREAK, "BK");
_Static_assert(TESSERA_LB_CARRIAGE_RETURN == U_LB_CARRIAGE_RETURN, "CR");
_Static_assert(TESSERA_LB_BREAK_SYMBOLS == U_LB_BREAK_SYMBOLS, "SY");
_Static_assert(TESSERA_LB_CLOSE_PUNCTUATION == U_LB_CLOSE_PUNCTUATION, "CL");
_Static_assert(TESSERA_LB_CLOSE_PARENTHESIS == U_LB_CLOSE_PARENTHESIS, "CP");
_Static_assert(TESSERA_LB_COMBINING_MARK == U_LB_COMBINING_MARK, "CM");
_Static_assert(TESSERA_LB_COMPLEX_CONTEXT == U_LB_COMPLEX_CONTEXT, "SA");
_Static_assert(TESSERA_LB_CONDITIONAL_JAPANESE_STARTER == U_LB_CONDITIONAL_JAPANESE_STARTER, "CJ");
_Static_assert(TESSERA_LB_EXCLAMATION == U_LB_EXCLAMATION, "EX");
_Static_assert(TESSERA_LB_BREAK_AFTER == U_LB_BREAK_AFTER, "BA");
_Static_assert(TESSERA_LB_HYPHEN == U_LB_HYPHEN, "HY");
_Static_assert(TESSERA_LB_INSEPARABLE == U_LB_INSEPARABLE, "IN");
_Static_assert(TESSERA_LB_INFIX_NUMERIC == U_LB_INFIX_NUMERIC, "IS");
_Static_assert(TESSERA_LB_LINE_FEED == U_LB_LINE_FEED, "LF");
_Static_assert(TESSERA_LB_NONSTARTER == U_LB_NONSTARTER, "NS");
_Static_assert(TESSERA_LB_NUMERIC == U_LB_NUMERIC, "NU");
_Static_assert(TESSERA_LB_OPEN_PUNCTUATION == U_LB_OPEN_PUNCTUATION, "OP");
_Static_assert(TESSERA_LB_POSTFIX_NUMERIC == U_LB_POSTFIX_NUMERIC, "PO");
_Static_assert(TESSERA_LB_PREFIX_NUMERIC == U_LB_PREFIX_NUMERIC, "PR");
_Static_assert(TESSERA_LB_QUOTATION == U_LB_QUOTATION, "QU");
_Static_assert(TESSERA_LB_SPACE == U_LB_SPACE, "SP");
_Static_assert(TESSERA_LB_ZWSPACE == U_LB_ZWSPACE, "ZW");
_Static_assert(TESSERA_LB_NEXT_LINE == U_LB_NEXT_LINE, "NL");
_Static_assert(TESSERA_LB_WORD_JOINER == U_LB_WORD_JOINER, "WJ");
_Static_assert(TESSERA_LB_ZWJ == U_LB_ZWJ, "ZWJ");

struct TesseraBreaker {
    UBreakIterator *iterator;
    UText *text;
};

static TesseraBreaker *wrap(UBreakIterator *iterator) {
    if (iterator == NULL) return NULL;
    TesseraBreaker *breaker = calloc(1, sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    breaker->iterator = iterator;
    return breaker;
}

// An ICU iterator of `type` for `locale`, NULL when ICU cannot open one.
static UBreakIterator *open_iterator(UBreakIteratorType type, const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator != NULL) ubrk_close(iterator);
        return NULL;
    }
    return iterator;
}

TesseraLineBreaker *tessera_line_breaker_open(const char *locale) {
    return wrap(open_iterator(UBRK_LINE, locale));
}

TesseraLineBreaker *tessera_line_breaker_clone(const TesseraLineBreaker *breaker) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_clone(breaker->iterator, &status);
    if (U_FAILURE(status)) {
        if (iterator != NULL) ubrk_close(iterator);
        return NULL;
    }
    return wrap(iterator);
}

// Both kinds of iterator are a `TesseraBreaker`: these serve both.
static void close_breaker(TesseraBreaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    if (breaker->text != NULL) utext_close(breaker->text);
    free(breaker);
}

static int32_t set_text(TesseraBreaker *breaker, const char *utf8, int64_t length) {
    UErrorCode status = U_ZERO_ERROR;
    // The UText is reused: opening over an existing one allocates nothing.
    breaker->text = utext_openUTF8(breaker->text, utf8, length, &status);
    if (U_FAILURE(status)) return status;
    ubrk_setUText(breaker->iterator, breaker->text, &status);
    if (U_FAILURE(status)) return status;
    ubrk_first(breaker->iterator);
    return 0;
}

void tessera_line_breaker_close(TesseraLineBreaker *breaker) {
    close_breaker(breaker);
}

int32_t tessera_line_breaker_set_text(TesseraLineBreaker *breaker, const char *utf8, int64_t length) {
    return set_text(breaker, utf8, length);
}

int32_t tessera_line_breaker_next(TesseraLineBreaker *breaker, int32_t *is_hard) {
    int32_t boundary = ubrk_next(breaker->iterator);
    if (boundary == UBRK_DONE) return -1;
    *is_hard = ubrk_getRuleStatus(breaker->iterator) >= UBRK_LINE_HARD;
    return boundary;
}

TesseraWordBreaker *tessera_word_breaker_open(const char *locale) {
    return wrap(open_iterator(UBRK_WORD, locale));
}

void tessera_word_breaker_close(TesseraWordBreaker *breaker) {
    close_breaker(breaker);
}

int32_t tessera_word_breaker_set_text(TesseraWordBreaker *breaker, const char *utf8, int64_t length) {
    return set_text(breaker, utf8, length);
}

int32_t tessera_word_breaker_next(TesseraWordBreaker *breaker, int32_t *is_word) {
    int32_t boundary = ubrk_next(breaker->iterator);
    if (boundary == UBRK_DONE) return -1;
    *is_word = ubrk_getRuleStatus(breaker->iterator) >= UBRK_WORD_NONE_LIMIT;
    return boundary;
}

int32_t tessera_line_break_class(int32_t scalar) {
    return u_getIntPropertyValue(scalar, UCHAR_LINE_BREAK);
}

void tessera_unicode_version(char *text) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    u_versionToString(version, text);
}
