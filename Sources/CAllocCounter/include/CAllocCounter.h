/*
 * Counts heap allocations made by the current thread, for OrientationBenchmarks (issue 4: "allocation
 * counts"; "zero heap allocations in the mask algebra").
 *
 * Linked into the benchmark executable only. It defines malloc, calloc, realloc, free, posix_memalign,
 * aligned_alloc and memalign, which the dynamic linker then resolves for the whole process (including
 * libswiftCore's swift_slowAlloc), and forwards each to glibc's __libc_* entry points. Counters are
 * thread-local, so reading them costs nothing and other threads do not disturb a measurement.
 */
#ifndef CALLOCCOUNTER_H
#define CALLOCCOUNTER_H

#include <stdint.h>

typedef struct {
    /* malloc, calloc, posix_memalign, aligned_alloc, memalign, and realloc(NULL, n). */
    uint64_t allocations;
    /* realloc of an existing block. */
    uint64_t reallocations;
    /* free of a non-NULL pointer. */
    uint64_t frees;
    /* Bytes requested by allocations and reallocations. */
    uint64_t bytes;
} alloc_counter_counts;

/* The calling thread's counts since it started. */
alloc_counter_counts alloc_counter_snapshot(void);

/* 1 when this interposer is the process's malloc (calls are being counted), else 0. */
int alloc_counter_is_active(void);

#endif
