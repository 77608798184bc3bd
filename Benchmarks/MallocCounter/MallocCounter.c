// Allocation counter for fillet-bench: interposes the C allocator and counts calls per thread.
//
// Why per thread: the benchmark measures what one timed body allocates; counting on the calling
// thread only keeps allocations of unrelated threads (runtime, Dispatch) out of the figure.
//
// Bootstrap: the first dlsym call may itself call calloc/malloc (glibc allocates its dlerror
// buffer), before the real functions are known. While the current thread is inside dlsym, and
// until the real functions are resolved, requests are served from a small static bump buffer.
// Blocks from that buffer are recognised by address: free ignores them and realloc copies them
// out; the buffer is never reused, so calloc's zeroing is the buffer's static zero fill.
#define _GNU_SOURCE
#include "MallocCounter.h"

#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef void *(*malloc_function)(size_t);
typedef void *(*calloc_function)(size_t, size_t);
typedef void *(*realloc_function)(void *, size_t);
typedef void (*free_function)(void *);
typedef int (*posix_memalign_function)(void **, size_t, size_t);
typedef void *(*aligned_alloc_function)(size_t, size_t);
typedef void *(*valloc_function)(size_t);
typedef size_t (*usable_size_function)(void *);

static malloc_function real_malloc;
static calloc_function real_calloc;
static realloc_function real_realloc;
static free_function real_free;
static posix_memalign_function real_posix_memalign;
static aligned_alloc_function real_aligned_alloc;
static aligned_alloc_function real_memalign;
static valloc_function real_valloc;
static valloc_function real_pvalloc;
static usable_size_function real_malloc_usable_size;

// Initial-exec TLS: the executable's thread-local block is allocated with the thread, so
// touching these never calls the allocator (a dynamic TLS model could, and would recurse).
#define COUNTER_TLS static __thread __attribute__((tls_model("initial-exec")))
COUNTER_TLS int counting;
COUNTER_TLS int inside_dlsym;
COUNTER_TLS uint64_t allocation_count;
COUNTER_TLS uint64_t free_count;
COUNTER_TLS uint64_t bytes_requested;

// ---- bootstrap buffer -------------------------------------------------------------------------

enum { bootstrap_capacity = 64 * 1024, bootstrap_header = 16, minimum_alignment = 16 };
static _Alignas(64) unsigned char bootstrap_buffer[bootstrap_capacity];
static size_t bootstrap_used;

static int is_bootstrap_block(const void *pointer) {
    const unsigned char *byte = pointer;
    return byte >= bootstrap_buffer && byte < bootstrap_buffer + bootstrap_capacity;
}

/// Bump allocation with a size header just before the block; NULL when the buffer is exhausted.
static void *bootstrap_allocate(size_t size, size_t alignment) {
    if (alignment < minimum_alignment) alignment = minimum_alignment;
    size_t used = __atomic_load_n(&bootstrap_used, __ATOMIC_RELAXED);
    for (;;) {
        size_t start = (used + bootstrap_header + alignment - 1) & ~(alignment - 1);
        if (start > bootstrap_capacity || size > bootstrap_capacity - start) {
            errno = ENOMEM;
            return NULL;
        }
        size_t end = start + size;
        if (__atomic_compare_exchange_n(&bootstrap_used, &used, end, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
            memcpy(bootstrap_buffer + start - sizeof(size_t), &size, sizeof(size_t));
            return bootstrap_buffer + start;
        }
    }
}

static size_t bootstrap_block_size(const void *pointer) {
    size_t size;
    memcpy(&size, (const unsigned char *)pointer - sizeof(size_t), sizeof(size_t));
    return size;
}

// ---- resolution -------------------------------------------------------------------------------

static void *next_symbol(const char *name) {
    inside_dlsym = 1;
    void *symbol = dlsym(RTLD_NEXT, name);
    inside_dlsym = 0;
    return symbol;
}

/// Looks up glibc's functions; safe to run concurrently (each thread stores the same values).
static void resolve(void) {
    if (__atomic_load_n(&real_free, __ATOMIC_ACQUIRE) != NULL) return;
    __atomic_store_n(&real_malloc, (malloc_function)next_symbol("malloc"), __ATOMIC_RELEASE);
    __atomic_store_n(&real_calloc, (calloc_function)next_symbol("calloc"), __ATOMIC_RELEASE);
    __atomic_store_n(&real_realloc, (realloc_function)next_symbol("realloc"), __ATOMIC_RELEASE);
    __atomic_store_n(&real_posix_memalign, (posix_memalign_function)next_symbol("posix_memalign"), __ATOMIC_RELEASE);
    __atomic_store_n(&real_aligned_alloc, (aligned_alloc_function)next_symbol("aligned_alloc"), __ATOMIC_RELEASE);
    __atomic_store_n(&real_memalign, (aligned_alloc_function)next_symbol("memalign"), __ATOMIC_RELEASE);
    __atomic_store_n(&real_valloc, (valloc_function)next_symbol("valloc"), __ATOMIC_RELEASE);
    __atomic_store_n(&real_pvalloc, (valloc_function)next_symbol("pvalloc"), __ATOMIC_RELEASE);
    __atomic_store_n(&real_malloc_usable_size, (usable_size_function)next_symbol("malloc_usable_size"), __ATOMIC_RELEASE);
    // real_free last: its presence tells other threads that everything is resolved.
    __atomic_store_n(&real_free, (free_function)next_symbol("free"), __ATOMIC_RELEASE);
}

__attribute__((constructor)) static void resolve_at_load(void) { resolve(); }

/// True when the caller must use the bootstrap buffer because this thread is inside dlsym;
/// otherwise resolves if needed, after which the caller reloads the function pointer (still NULL
/// only if glibc's function is missing, and then the bootstrap buffer is the fallback too).
static int must_bootstrap(const void *real_function) {
    if (real_function != NULL) return 0;
    if (inside_dlsym) return 1;
    resolve();
    return 0;
}

static inline void count_allocation(size_t size) {
    if (counting) {
        allocation_count += 1;
        bytes_requested += size;
    }
}

// ---- the interposed functions -----------------------------------------------------------------

void *malloc(size_t size) {
    malloc_function function = __atomic_load_n(&real_malloc, __ATOMIC_ACQUIRE);
    if (must_bootstrap(function) || (function = __atomic_load_n(&real_malloc, __ATOMIC_ACQUIRE)) == NULL) {
        return bootstrap_allocate(size, minimum_alignment);
    }
    void *block = function(size);
    if (block != NULL) count_allocation(size);
    return block;
}

void *calloc(size_t count, size_t size) {
    calloc_function function = __atomic_load_n(&real_calloc, __ATOMIC_ACQUIRE);
    if (must_bootstrap(function) || (function = __atomic_load_n(&real_calloc, __ATOMIC_ACQUIRE)) == NULL) {
        size_t total;
        if (__builtin_mul_overflow(count, size, &total)) {
            errno = ENOMEM;
            return NULL;
        }
        return bootstrap_allocate(total, minimum_alignment);  // the static buffer is zero-filled
    }
    void *block = function(count, size);
    if (block != NULL) count_allocation(count * size);
    return block;
}

void free(void *block) {
    if (block == NULL || is_bootstrap_block(block)) return;
    free_function function = __atomic_load_n(&real_free, __ATOMIC_ACQUIRE);
    if (function == NULL) {
        resolve();
        function = __atomic_load_n(&real_free, __ATOMIC_ACQUIRE);
        if (function == NULL) return;  // cannot happen: the block came from glibc, so glibc is there
    }
    if (counting) free_count += 1;
    function(block);
}

void *realloc(void *block, size_t size) {
    if (block != NULL && is_bootstrap_block(block)) {
        void *moved = malloc(size);
        if (moved != NULL) {
            size_t old_size = bootstrap_block_size(block);
            memcpy(moved, block, old_size < size ? old_size : size);
        }
        return moved;
    }
    realloc_function function = __atomic_load_n(&real_realloc, __ATOMIC_ACQUIRE);
    if (must_bootstrap(function) || (function = __atomic_load_n(&real_realloc, __ATOMIC_ACQUIRE)) == NULL) {
        return block == NULL ? bootstrap_allocate(size, minimum_alignment) : NULL;
    }
    void *result = function(block, size);
    if (result != NULL) {
        count_allocation(size);
    } else if (block != NULL && size == 0 && counting) {
        free_count += 1;  // glibc's realloc(p, 0) frees p and returns NULL
    }
    return result;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    posix_memalign_function function = __atomic_load_n(&real_posix_memalign, __ATOMIC_ACQUIRE);
    if (must_bootstrap(function) || (function = __atomic_load_n(&real_posix_memalign, __ATOMIC_ACQUIRE)) == NULL) {
        if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment % sizeof(void *) != 0) return EINVAL;
        void *block = bootstrap_allocate(size, alignment);
        if (block == NULL) return ENOMEM;
        *result = block;
        return 0;
    }
    int status = function(result, alignment, size);
    if (status == 0) count_allocation(size);
    return status;
}

void *aligned_alloc(size_t alignment, size_t size) {
    aligned_alloc_function function = __atomic_load_n(&real_aligned_alloc, __ATOMIC_ACQUIRE);
    if (must_bootstrap(function) || (function = __atomic_load_n(&real_aligned_alloc, __ATOMIC_ACQUIRE)) == NULL) {
        return bootstrap_allocate(size, alignment);
    }
    void *block = function(alignment, size);
    if (block != NULL) count_allocation(size);
    return block;
}

void *memalign(size_t alignment, size_t size) {
    aligned_alloc_function function = __atomic_load_n(&real_memalign, __ATOMIC_ACQUIRE);
    if (must_bootstrap(function) || (function = __atomic_load_n(&real_memalign, __ATOMIC_ACQUIRE)) == NULL) {
        return bootstrap_allocate(size, alignment);
    }
    void *block = function(alignment, size);
    if (block != NULL) count_allocation(size);
    return block;
}

void *valloc(size_t size) {
    valloc_function function = __atomic_load_n(&real_valloc, __ATOMIC_ACQUIRE);
    if (must_bootstrap(function) || (function = __atomic_load_n(&real_valloc, __ATOMIC_ACQUIRE)) == NULL) {
        return bootstrap_allocate(size, 4096);
    }
    void *block = function(size);
    if (block != NULL) count_allocation(size);
    return block;
}

void *pvalloc(size_t size) {
    valloc_function function = __atomic_load_n(&real_pvalloc, __ATOMIC_ACQUIRE);
    if (must_bootstrap(function) || (function = __atomic_load_n(&real_pvalloc, __ATOMIC_ACQUIRE)) == NULL) {
        return bootstrap_allocate((size + 4095) & ~(size_t)4095, 4096);
    }
    void *block = function(size);
    if (block != NULL) count_allocation(size);
    return block;
}

size_t malloc_usable_size(void *block) {
    if (block == NULL) return 0;
    if (is_bootstrap_block(block)) return bootstrap_block_size(block);
    usable_size_function function = __atomic_load_n(&real_malloc_usable_size, __ATOMIC_ACQUIRE);
    if (function == NULL) {
        resolve();
        function = __atomic_load_n(&real_malloc_usable_size, __ATOMIC_ACQUIRE);
        if (function == NULL) return 0;
    }
    return function(block);
}

// ---- the counting interface -------------------------------------------------------------------

void fillet_malloc_counter_start(void) {
    counting = 0;
    allocation_count = 0;
    free_count = 0;
    bytes_requested = 0;
    counting = 1;
}

FilletAllocationCounts fillet_malloc_counter_stop(void) {
    counting = 0;
    FilletAllocationCounts counts = { allocation_count, free_count, bytes_requested };
    return counts;
}

int fillet_malloc_counter_is_interposed(void) {
    resolve();
    // The process-wide lookup finds the first definition in load order: ours only when this
    // executable exports it, which is what makes the shared libraries' calls reach us.
    void *global_malloc = dlsym(RTLD_DEFAULT, "malloc");
    return real_free != NULL && real_malloc != NULL && global_malloc == (void *)&malloc;
}
