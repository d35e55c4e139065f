// Counts the heap allocations of the process that links this target (the gallery
// executable, for its benchmarks): `malloc`, `calloc`, `realloc`, `memalign`,
// `posix_memalign` and `aligned_alloc` are defined here, count, and pass on to glibc's
// own (`__libc_malloc` and its siblings); `free` is glibc's. The definitions in the
// executable come first in symbol lookup, so every library's allocations count too.
// Not compiled under AddressSanitizer or ThreadSanitizer, which bring their own
// allocator (then counting is unavailable and `tessera_allocation_count_available`
// returns 0). Link it into benchmark executables only, never into tests.
#pragma once
#include <stdint.h>

/// Allocations made since the process started (relaxed; read between frames).
uint64_t tessera_allocation_count(void);
/// 1 when this build counts allocations, 0 when a sanitizer's allocator is in place.
int tessera_allocation_count_available(void);
/// While on (1), every allocation writes its stack to standard error: what a benchmark
/// frame that should allocate nothing allocates (`TESSERA_TRACE_ALLOCATIONS=1`).
void tessera_allocation_trace(int on);
