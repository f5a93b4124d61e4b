// Temporary files removed when the process is interrupted: a fixed table of paths, filled
// before each temporary file is created and emptied once it is renamed or removed, and a
// handler for SIGINT, SIGTERM and SIGHUP that unlinks what the table holds, says so on standard
// error and ends the process by the same signal (a shell reports 128 + the signal's number).
// The handler calls only async-signal-safe functions (unlink, write, sigaction,
// pthread_sigmask, raise, _exit) and reads the table through lock-free atomics, which is why
// it is C: Swift gives no such guarantee about the code it generates.
#ifndef NOTIFSIM_C_INTERRUPTED_WRITES_H
#define NOTIFSIM_C_INTERRUPTED_WRITES_H

/// How many temporary files can be in the table at once (the CLI writes one at a time).
#define NOTIFSIM_TEMPORARY_SLOTS 16

/// Installs the handler for SIGINT, SIGTERM and SIGHUP, except for a signal the process was
/// started ignoring (`nohup` ignores SIGHUP), which stays ignored. Returns 0, or -1 when
/// `sigaction` failed.
int notifsim_interrupts_install(void);

/// Whether the handler is installed (1) or not (0).
int notifsim_interrupts_installed(void);

/// Puts `path` (and `display`, how messages name it) in the table before the file is created.
/// Returns the slot, or -1 when the table is full or a text is too long (the file is then
/// written unprotected; a later run removes it as a stale temporary file).
int notifsim_temporary_register(const char *path, const char *display);

/// Called once the file of `slot` exists: if the handler has started on another thread
/// meanwhile, removes the file and waits for the process to end; otherwise returns at once.
void notifsim_temporary_created(int slot);

/// Empties `slot` once its file is renamed into place or removed. Ignores -1.
void notifsim_temporary_unregister(int slot);

/// A point in a write where a test may interrupt it: when the process was started with
/// NOTIFSIM_STOP_AT_WRITE_STEPS=1 in its environment (read by `notifsim_interrupts_install`),
/// the process stops itself (SIGSTOP) here, so a test can send a signal at exactly this point
/// and continue it (SIGCONT); otherwise nothing happens.
void notifsim_write_step(void);

#endif
