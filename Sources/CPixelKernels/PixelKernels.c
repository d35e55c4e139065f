#include "PixelKernels.h"

#include <stdlib.h>
#include <string.h>

_Atomic int tessera_span_kernels_level = 0;

static int cpu_has_avx2(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2");
#else
    return 0;
#endif
}

int tessera_span_kernels_select(int level) {
    const int chosen = (level == 1 && cpu_has_avx2()) ? 1 : 0;
    atomic_store_explicit(&tessera_span_kernels_level, chosen, memory_order_relaxed);
    return chosen;
}

int tessera_span_kernels_current(void) {
    return atomic_load_explicit(&tessera_span_kernels_level, memory_order_relaxed);
}

__attribute__((constructor)) static void tessera_span_kernels_init(void) {
    const char *choice = getenv("TESSERA_SPAN_KERNELS");
    tessera_span_kernels_select(choice && strcmp(choice, "portable") == 0 ? 0 : 1);
}

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

// One channel times the inverse alpha, correctly rounded as PremultipliedPixel.scale:
// t = x * a + 128; (t + (t >> 8)) >> 8. Pixels are 16-bit lane pairs (B,G) and (R,A);
// masking and shifting split them into even (B,R) and odd (G,A) channels, each below
// 256, so a product fits in 16 bits (vpmullw). Two vectors per step: their loads and
// multiplies overlap (the loop is bound by the loads of rows not yet in L1).
__attribute__((target("avx2")))
static inline __m256i blend8(__m256i d, __m256i inverse, __m256i low, __m256i half, __m256i src) {
    __m256i even = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(d, low), inverse), half);
    even = _mm256_srli_epi16(_mm256_add_epi16(even, _mm256_srli_epi16(even, 8)), 8);
    __m256i odd = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(d, 8), inverse), half);
    odd = _mm256_andnot_si256(low, _mm256_add_epi16(odd, _mm256_srli_epi16(odd, 8)));
    return _mm256_add_epi16(src, _mm256_or_si256(even, odd));
}

__attribute__((target("avx2")))
void tessera_source_over_span_avx2(uint32_t src, uint32_t *pixels, intptr_t count) {
    const uint16_t inverse_alpha = (uint16_t)(255 - (src >> 24));
    const __m256i inverse = _mm256_set1_epi16((short)inverse_alpha);
    const __m256i low = _mm256_set1_epi16(0x00FF), half = _mm256_set1_epi16(128);
    const __m256i color = _mm256_set1_epi32((int)src);
    intptr_t i = 0;
    for (; i + 16 <= count; i += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(pixels + i));
        __m256i b = _mm256_loadu_si256((const __m256i *)(pixels + i + 8));
        _mm256_storeu_si256((__m256i *)(pixels + i), blend8(a, inverse, low, half, color));
        _mm256_storeu_si256((__m256i *)(pixels + i + 8), blend8(b, inverse, low, half, color));
    }
    if (i + 8 <= count) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(pixels + i));
        _mm256_storeu_si256((__m256i *)(pixels + i), blend8(a, inverse, low, half, color));
        i += 8;
    }
    if (i < count) {
        // The last one to seven pixels: the eight ending at the span's end, computed from
        // the pixels as they are now (the ones already blended are left out by the mask).
        const intptr_t start = count - 8;
        if (start >= 0) {
            const intptr_t done = i - start;  // 1...7 lanes already blended
            __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
            __m256i keep = _mm256_cmpgt_epi32(lanes, _mm256_set1_epi32((int)done - 1));
            __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + start));
            __m256i out = _mm256_blendv_epi8(d, blend8(d, inverse, low, half, color), keep);
            _mm256_storeu_si256((__m256i *)(pixels + start), out);
        } else {
            for (; i < count; i++) {
                uint32_t p = pixels[i];
                uint32_t rb = (p & 0x00FF00FFu) * inverse_alpha + 0x00800080u;
                rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
                uint32_t ag = ((p >> 8) & 0x00FF00FFu) * inverse_alpha + 0x00800080u;
                ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
                pixels[i] = src + (rb | ag);
            }
        }
    }
}

// t / 255 correctly rounded for t up to 255 * 255 in each 16-bit lane, as MaskBlend's
// divideBy255: (t + 128) * 257 >> 16, the high half of one 16-bit product (vpmulhuw).
__attribute__((target("avx2")))
static inline __m256i divide_by_255(__m256i t) {
    return _mm256_mulhi_epu16(_mm256_add_epi16(t, _mm256_set1_epi16(128)), _mm256_set1_epi16(257));
}

// Eight pixels `d` through eight coverage bytes (zero-extended to 32-bit lanes in
// `c32`), as MaskBlend.blend(coverage:onto:opaque:): the color scaled by each coverage,
// over `d`. `even` and `odd` hold the color's (B, R) and (G, A) channels in 16-bit lanes.
__attribute__((target("avx2")))
static inline __m256i mask_blend8(__m256i d, __m256i c32, __m256i even, __m256i odd, __m256i alpha, int opaque) {
    const __m256i low = _mm256_set1_epi16(0x00FF);
    const __m256i c = _mm256_or_si256(c32, _mm256_slli_epi32(c32, 16));
    const __m256i src_even = divide_by_255(_mm256_mullo_epi16(even, c));
    const __m256i src_odd = divide_by_255(_mm256_mullo_epi16(odd, c));
    // 255 minus each pixel's source alpha: an opaque color's is the coverage itself.
    const __m256i inverse = opaque ? _mm256_xor_si256(c, low)
                                   : _mm256_xor_si256(divide_by_255(_mm256_mullo_epi16(alpha, c)), low);
    const __m256i out_even = _mm256_add_epi16(divide_by_255(_mm256_mullo_epi16(_mm256_and_si256(d, low), inverse)), src_even);
    const __m256i out_odd = _mm256_add_epi16(divide_by_255(_mm256_mullo_epi16(_mm256_srli_epi16(d, 8), inverse)), src_odd);
    return _mm256_or_si256(out_even, _mm256_slli_epi16(out_odd, 8));
}

// Eight coverage bytes at `p` as 32-bit lanes; with fewer than eight readable (`readable`
// below 8, at a mask's end), only those, the rest 0.
__attribute__((target("avx2")))
static inline __m256i load_coverage(const uint8_t *p, intptr_t readable) {
    uint64_t bytes = 0;
    if (readable >= 8) {
        memcpy(&bytes, p, 8);
    } else {
        for (intptr_t i = 0; i < readable; i++) bytes |= (uint64_t)p[i] << (8 * i);
    }
    return _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)bytes));
}

// One mask row of `n` pixels (at least 1). Glyph rows are short (a 14 px glyph's are
// 5 to 10 pixels), so a row is one or two vectors: rows of eight or more go in steps
// of eight, the last step ending at the row's end and computed from the pixels as they
// were before the row was written (stored last, so overlapped pixels get the same value
// twice); shorter rows load and store only their pixels (vpmaskmovd never touches the
// masked lanes' memory).
__attribute__((target("avx2")))
static inline void mask_row(const uint8_t *coverage, intptr_t readable, uint32_t *dst, intptr_t n,
                            __m256i even, __m256i odd, __m256i alpha, int opaque) {
    if (n >= 8) {
        const intptr_t last = n - 8;
        const __m256i tail = mask_blend8(_mm256_loadu_si256((const __m256i *)(dst + last)),
                                         load_coverage(coverage + last, readable - last), even, odd, alpha, opaque);
        for (intptr_t i = 0; i < last; i += 8) {
            const __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
            _mm256_storeu_si256((__m256i *)(dst + i),
                                mask_blend8(d, load_coverage(coverage + i, readable - i), even, odd, alpha, opaque));
        }
        _mm256_storeu_si256((__m256i *)(dst + last), tail);
    } else {
        const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
        const __m256i keep = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)n), lanes);
        const __m256i d = _mm256_maskload_epi32((const int *)dst, keep);
        const __m256i c32 = load_coverage(coverage, readable);
        _mm256_maskstore_epi32((int *)dst, keep, mask_blend8(d, c32, even, odd, alpha, opaque));
    }
}

__attribute__((target("avx2")))
static inline void draw_masks(const tessera_mask_placement *masks, intptr_t count, uint32_t color, int opaque,
                              const tessera_mask_target *t, intptr_t top, intptr_t bottom) {
    const __m256i repeated = _mm256_set1_epi32((int)color);
    const __m256i even = _mm256_and_si256(repeated, _mm256_set1_epi16(0x00FF));
    const __m256i odd = _mm256_srli_epi16(repeated, 8);
    const __m256i alpha = _mm256_set1_epi16((short)(color >> 24));
    // Mask by mask, each through its rows: a pixel meets the masks over it in the same
    // order as row by row through every mask (so the same pixels), without testing
    // every mask of the line on every row, a branch that glyphs of unlike heights made
    // unpredictable. A line's rows (17 rows of a 760 px line: 52 KB) stay in L2.
    for (intptr_t m = 0; m < count; m++) {
        const tessera_mask_placement *mask = &masks[m];
        const intptr_t left = mask->x;
        const intptr_t min_x = left > t->clip_min_x ? left : t->clip_min_x;
        const intptr_t right = left + mask->width;
        const intptr_t max_x = right < t->clip_max_x ? right : t->clip_max_x;
        if (min_x >= max_x) continue;
        const intptr_t first = mask->y > top ? mask->y : top;
        const intptr_t end = mask->y + mask->height < bottom ? mask->y + mask->height : bottom;
        const intptr_t total = mask->width * mask->height;
        for (intptr_t y = first; y < end; y++) {
            const intptr_t offset = (y - mask->y) * mask->width + (min_x - left);
            // Bytes readable from the row's first: to the end of the mask, whose rows
            // follow one another (reading on into the next row is harmless: masked out).
            mask_row(mask->coverage + offset, total - offset,
                     t->base + (y - t->origin_y) * t->stride + (min_x - t->origin_x), max_x - min_x,
                     even, odd, alpha, opaque);
        }
    }
}

__attribute__((target("avx2")))
void tessera_draw_masks_avx2(const tessera_mask_placement *masks, intptr_t count, uint32_t color, int opaque,
                             const tessera_mask_target *target, intptr_t top, intptr_t bottom) {
    // Opacity decided once: each case gets its own copy of the loop.
    if (opaque) draw_masks(masks, count, color, 1, target, top, bottom);
    else draw_masks(masks, count, color, 0, target, top, bottom);
}
#else
void tessera_source_over_span_avx2(uint32_t src, uint32_t *pixels, intptr_t count) {
    (void)src; (void)pixels; (void)count;
    abort();  // never selected: tessera_span_kernels_select keeps level 0 without AVX2
}

void tessera_draw_masks_avx2(const tessera_mask_placement *masks, intptr_t count, uint32_t color, int opaque,
                             const tessera_mask_target *target, intptr_t top, intptr_t bottom) {
    (void)masks; (void)count; (void)color; (void)opaque; (void)target; (void)top; (void)bottom;
    abort();
}
#endif
