// Hints to the processor about memory the simulator is about to read. They change no result:
// a hint may be ignored, and the read that follows is an ordinary one.
#ifndef NOTIFSIM_C_MEMORY_HINTS_H
#define NOTIFSIM_C_MEMORY_HINTS_H

/// Asks the processor to start loading the cache line at `address` into its caches, without
/// waiting for it: the identifier index's first slot is fetched this way when a push arrives,
/// so the miss overlaps the work before the index is read. Swift has no spelling of its own for
/// a prefetch.
static inline void notifsim_prefetch(const void *address) {
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch(address, 0, 3);
#else
  (void)address;
#endif
}

#endif
