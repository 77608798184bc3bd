#ifndef FILLET_CALLOCATOR_H
#define FILLET_CALLOCATOR_H

/// Sets glibc's allocator to reuse freed large blocks in place (`mallopt`, which Swift's Glibc
/// module does not export): requests up to 32 MiB are served from the heap, not a fresh `mmap`
/// each, and up to 64 MiB freed at the heap's top stay with the process. Those are the values
/// glibc's own dynamic adjustment may reach (its largest mmap threshold on 64-bit and the trim
/// threshold it pairs with it), set from the start. Nothing elsewhere (another C library).
void fillet_reuse_large_blocks(void);

#endif
