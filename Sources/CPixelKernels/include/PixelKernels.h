// Span kernels that Swift cannot express: 256-bit AVX2 loops chosen at run time, and
// cache prefetches. Swift has no per-function target attribute (a whole module is
// compiled for one CPU, baseline x86-64 with SSE2 for a package), and no prefetch
// instruction; C has both. Graphics' Swift loops (SpanBlend) stay the portable path
// (SSE2 on x86-64, NEON on ARM) and the reference: PixelKernelTests holds these
// kernels to them bit for bit.
#pragma once
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/// Which kernels run: 0 the portable Swift loops, 1 the AVX2 loops here. Set before
/// `main` from the CPU (1 where it has AVX2) and `TESSERA_SPAN_KERNELS` (`portable`
/// forces 0); `tessera_span_kernels_select` changes it. Atomic (relaxed: a plain load
/// on x86-64) because painting threads read it while a benchmark or a test may switch
/// it; both levels give the same pixels, so a switch mid-frame changes nothing drawn.
extern _Atomic int tessera_span_kernels_level;

/// Selects the kernels (0 portable, 1 AVX2); returns the level now in use, which stays
/// 0 on a CPU without AVX2 and for any other value.
int tessera_span_kernels_select(int level);

/// The level in use.
int tessera_span_kernels_current(void);

/// Whether the AVX2 kernels are in use: one relaxed load, inlined into the blitters.
static inline int tessera_span_kernels_wide(void) {
    return atomic_load_explicit(&tessera_span_kernels_level, memory_order_relaxed) == 1;
}

/// Source-over of the premultiplied color `src` (0xAARRGGBB, alpha below 255) onto
/// `count` pixels, eight per 256-bit step, bit for bit as SpanBlend.sourceOver. Only
/// when `tessera_span_kernels_wide()`.
void tessera_source_over_span_avx2(uint32_t src, uint32_t *pixels, intptr_t count);

/// A coverage mask placed on the surface, laid out as Graphics' `MaskPlacement` (a
/// pointer and four machine words, in this order; `MaskBatchTests` checks the layout).
typedef struct {
    const uint8_t *coverage;
    intptr_t width, height, x, y;
} tessera_mask_placement;

/// Where `tessera_draw_masks_avx2` writes: pixel (x, y) is at
/// `base + (y - origin_y) * stride + (x - origin_x)`, and only columns from `clip_min_x`
/// to before `clip_max_x` are written (the rows are bounded by `top` and `bottom`).
typedef struct {
    uint32_t *base;
    intptr_t stride, origin_x, origin_y;
    intptr_t clip_min_x, clip_max_x;
} tessera_mask_target;

/// The rows `top` to `bottom` (within the clip) of `count` masks in the premultiplied
/// color `color` (not 0), mask after mask, eight pixels per 256-bit step: each pixel
/// blended with the masks over it in their order, bit for bit as Graphics'
/// `MaskBlend` row by row (`opaque`: the color's alpha is 255). Only when
/// `tessera_span_kernels_wide()`.
void tessera_draw_masks_avx2(const tessera_mask_placement *masks, intptr_t count, uint32_t color, int opaque,
                             const tessera_mask_target *target, intptr_t top, intptr_t bottom);

/// Asks the cache for the `bytes` bytes at `offset` bytes from `address`, ahead of a
/// write: a row of a shape further down while this one is blended. The hardware
/// prefetcher follows a row's bytes but cannot guess a jump of a framebuffer's stride,
/// so without it every row of a translucent shape starts with a miss to L3 (most of
/// rects-10k's time). A hint only: an address outside the framebuffer does not fault,
/// and the address is computed as an integer, so it is never an out-of-bounds pointer.
static inline void tessera_prefetch_for_write(const void *address, ptrdiff_t offset, size_t bytes) {
    const uintptr_t start = (uintptr_t)address + (uintptr_t)offset;
    for (size_t at = 0; at < bytes; at += 64) __builtin_prefetch((const void *)(start + at), 1, 3);
    __builtin_prefetch((const void *)(start + bytes - 1), 1, 3);
}
