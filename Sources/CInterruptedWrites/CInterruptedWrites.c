#include "CInterruptedWrites.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#define PATH_BYTES 4096
#define DISPLAY_BYTES 8192

enum { SLOT_FREE = 0, SLOT_FILLING = 1, SLOT_ARMED = 2 };

static _Atomic int slot_state[NOTIFSIM_TEMPORARY_SLOTS];
static char slot_path[NOTIFSIM_TEMPORARY_SLOTS][PATH_BYTES];
static char slot_display[NOTIFSIM_TEMPORARY_SLOTS][DISPLAY_BYTES];
static _Atomic int dying;
static _Atomic int installed;
static _Atomic int stop_at_steps;

static const int handled[] = {SIGINT, SIGTERM, SIGHUP};

static const char *signal_name(int number) {
  switch (number) {
  case SIGINT: return "SIGINT";
  case SIGTERM: return "SIGTERM";
  case SIGHUP: return "SIGHUP";
  default: return "a signal";
  }
}

static void write_all(int descriptor, const char *text) {
  size_t length = strlen(text);
  while (length > 0) {
    ssize_t written = write(descriptor, text, length);
    if (written < 0) {
      if (errno == EINTR) continue;
      return;
    }
    text += written;
    length -= (size_t)written;
  }
}

static int remove_all(int signal_number, int descriptor) {
  int removed = 0;
  for (int slot = 0; slot < NOTIFSIM_TEMPORARY_SLOTS; slot++) {
    if (atomic_load(&slot_state[slot]) != SLOT_ARMED) continue;
    if (unlink(slot_path[slot]) != 0) continue;
    removed++;
    write_all(descriptor, "notifsim: interrupted by ");
    write_all(descriptor, signal_name(signal_number));
    write_all(descriptor, "; removed the unfinished temporary file ");
    write_all(descriptor, slot_display[slot]);
    write_all(descriptor, "\n");
  }
  return removed;
}

static void handle(int number) {
  int saved = errno;
  atomic_store(&dying, 1);
  remove_all(number, 2);
  // End by the same signal, as if there were no handler: the parent sees the signal, and a
  // shell reports 128 + its number.
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(number, &action, NULL);
  sigset_t unblock;
  sigemptyset(&unblock);
  sigaddset(&unblock, number);
  pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
  raise(number);
  errno = saved;
  _exit(128 + number);
}

int notifsim_interrupts_install(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handle;
  sigemptyset(&action.sa_mask);
  // One handler at a time: a second signal waits until the first has done its work.
  for (unsigned index = 0; index < sizeof handled / sizeof handled[0]; index++) sigaddset(&action.sa_mask, handled[index]);
  for (unsigned index = 0; index < sizeof handled / sizeof handled[0]; index++) {
    struct sigaction previous;
    if (sigaction(handled[index], NULL, &previous) != 0) return -1;
    if (previous.sa_handler == SIG_IGN) continue;
    if (sigaction(handled[index], &action, NULL) != 0) return -1;
  }
  const char *steps = getenv("NOTIFSIM_STOP_AT_WRITE_STEPS");
  atomic_store(&stop_at_steps, steps != NULL && strcmp(steps, "1") == 0);
  atomic_store(&installed, 1);
  return 0;
}

int notifsim_interrupts_installed(void) { return atomic_load(&installed); }

int notifsim_temporary_register(const char *path, const char *display) {
  size_t path_length = strlen(path);
  size_t display_length = strlen(display);
  if (path_length >= PATH_BYTES || display_length >= DISPLAY_BYTES) return -1;
  for (int slot = 0; slot < NOTIFSIM_TEMPORARY_SLOTS; slot++) {
    int expected = SLOT_FREE;
    if (!atomic_compare_exchange_strong(&slot_state[slot], &expected, SLOT_FILLING)) continue;
    memcpy(slot_path[slot], path, path_length + 1);
    memcpy(slot_display[slot], display, display_length + 1);
    atomic_store(&slot_state[slot], SLOT_ARMED);
    return slot;
  }
  return -1;
}

void notifsim_temporary_created(int slot) {
  if (slot < 0 || !atomic_load(&dying)) return;
  // The handler runs on another thread and may have scanned the table before the file was
  // created: remove it here, then wait for the handler to end the process.
  unlink(slot_path[slot]);
  for (;;) pause();
}

void notifsim_temporary_unregister(int slot) {
  if (slot < 0 || slot >= NOTIFSIM_TEMPORARY_SLOTS) return;
  atomic_store(&slot_state[slot], SLOT_FREE);
}

void notifsim_write_step(void) {
  if (atomic_load(&stop_at_steps)) raise(SIGSTOP);
}
