import FilletCLI
import FilletCAllocator

// A repair that rewrites a large element copies it and its per-element arrays round after round;
// with glibc's defaults each copy of 128 KiB or more is a fresh `mmap` until the first is freed,
// and faults its pages in afresh. Only the process's allocator is sized (freed blocks up to
// 32 MiB are kept for reuse, at the cost of a larger resident size on big inputs): what any
// command computes and prints is unchanged.
fillet_reuse_large_blocks()

// `fillet <command> …`: FilletCLI parses the arguments and calls the libraries.
CommandLineTool.main("fillet", FilletCLI.dispatch)
