#include "FilletCAllocator.h"
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

void fillet_reuse_large_blocks(void) {
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}
