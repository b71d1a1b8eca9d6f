#ifndef ORIENTATION_PROCESS_SUPPORT_H
#define ORIENTATION_PROCESS_SUPPORT_H

/* The few process calls Swift's C library modules do not import (they need _GNU_SOURCE or are Linux-only),
   for the upload worker (Sources/OrientationServer/UploadWorker). */

/* pipe(2) with both ends closed on exec; 0, or -1 with errno set. */
int orientation_pipe_cloexec(int fds[2]);

/* Asks the kernel to SIGKILL this process when its parent dies (Linux); a no-op elsewhere. */
void orientation_die_with_parent(void);

/* The calling thread's kernel id (Linux gettid), or another per-thread number elsewhere. */
unsigned long long orientation_thread_id(void);

#endif
