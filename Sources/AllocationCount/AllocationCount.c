#include "AllocationCount.h"

#include <errno.h>
#include <execinfo.h>
#include <stddef.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define TESSERA_SANITIZED 1
#endif
#endif

#ifdef TESSERA_SANITIZED

uint64_t tessera_allocation_count(void) { return 0; }
int tessera_allocation_count_available(void) { return 0; }
void tessera_allocation_trace(int on) { (void)on; }

#else

// glibc's allocator under its internal names (exported by libc.so.6).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t allocations;
static int tracing;
// Set while a trace is written: backtrace() allocates the first time (it loads libgcc_s).
static __thread int inTrace;

// Writes the allocating stack to standard error (module and offset: `addr2line -f -e`
// names the frames), then a line "--".
static void trace(void) {
    inTrace = 1;
    void *frames[32];
    int depth = backtrace(frames, 32);
    backtrace_symbols_fd(frames, depth, 2);
    (void)!write(2, "--\n", 3);
    inTrace = 0;
}

static inline void count(void) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    if (__atomic_load_n(&tracing, __ATOMIC_RELAXED) && !inTrace) trace();
}

uint64_t tessera_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
int tessera_allocation_count_available(void) { return 1; }
void tessera_allocation_trace(int on) { __atomic_store_n(&tracing, on, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

// POSIX: the alignment is a power of two multiple of sizeof(void *); EINVAL otherwise.
int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

#endif
