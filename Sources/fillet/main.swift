import FilletCLI
import FilletCAllocator

// A repair that rewrites a large element copies it and its per-element arrays round after round;
// with glibc's defaults each copy of 128 KiB or more is a fresh `mmap` until the first is freed,
// and faults its pages in afresh (on elementary's devices/128/scanner.svg, one 2 MB path,
// `fix path` took 33 600 page faults, 24 300 with this). Only the process's allocator is sized:
// what any command computes and prints is unchanged.
fillet_reuse_large_blocks()

// `fillet <command> …`: FilletCLI parses the arguments and calls the libraries.
CommandLineTool.main("fillet", FilletCLI.dispatch)
