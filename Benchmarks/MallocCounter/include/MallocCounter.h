// Counts calls into the C allocator made by the current thread, for fillet-bench only.
//
// The target defines malloc, calloc, realloc, free, posix_memalign, aligned_alloc, memalign,
// valloc, pvalloc and malloc_usable_size. Linked into an executable, these definitions take
// precedence over glibc's for the whole process (the dynamic linker searches the executable
// first), so every allocation made by the Swift runtime, Foundation and our code passes through
// them; each forwards to the next definition (glibc's) found with dlsym(RTLD_NEXT, ...).
//
// Never link this target into a library: it would replace the allocator of every client.
#ifndef FILLET_MALLOC_COUNTER_H
#define FILLET_MALLOC_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Calls counted on one thread between `fillet_malloc_counter_start` and `..._stop`.
typedef struct {
    /// malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc and pvalloc calls
    /// that returned memory (realloc counts once per call, whether or not it moved the block).
    uint64_t allocations;
    /// free calls with a non-null pointer, and realloc(p, 0) calls that freed p.
    uint64_t frees;
    /// Bytes requested by the counted allocation calls.
    uint64_t bytesRequested;
} FilletAllocationCounts;

/// Resets this thread's counters and starts counting on this thread.
void fillet_malloc_counter_start(void);

/// Stops counting on this thread and returns what was counted since the last start.
FilletAllocationCounts fillet_malloc_counter_stop(void);

/// 1 when this process's allocator calls go through the counter (the interposition is in effect
/// and glibc's functions were found), 0 otherwise.
int fillet_malloc_counter_is_interposed(void);

#ifdef __cplusplus
}
#endif

#endif
