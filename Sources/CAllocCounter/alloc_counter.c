#include "CAllocCounter.h"

#include <errno.h>
#include <stddef.h>

/* glibc's own implementations (exported by libc.so.6 for exactly this use). */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread alloc_counter_counts counts;

static void counted(size_t size) {
    counts.allocations += 1;
    counts.bytes += size;
}

void *malloc(size_t size) {
    counted(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    counted(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) {
        counted(size);
    } else {
        counts.reallocations += 1;
        counts.bytes += size;
    }
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    if (pointer != NULL) counts.frees += 1;
    __libc_free(pointer);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    counted(size);
    void *p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *result = p;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    counted(size);
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    counted(size);
    return __libc_memalign(alignment, size);
}

alloc_counter_counts alloc_counter_snapshot(void) { return counts; }

int alloc_counter_is_active(void) {
    uint64_t before = counts.allocations;
    void *volatile p = malloc(16); /* volatile: the call must really happen */
    free(p);
    return counts.allocations != before;
}
