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
#else
void tessera_source_over_span_avx2(uint32_t src, uint32_t *pixels, intptr_t count) {
    (void)src; (void)pixels; (void)count;
    abort();  // never selected: tessera_span_kernels_select keeps level 0 without AVX2
}
#endif
