#define _GNU_SOURCE
#include "process_support.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

int orientation_pipe_cloexec(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

void orientation_die_with_parent(void) {
#if defined(__linux__)
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
#endif
}

unsigned long long orientation_thread_id(void) {
#if defined(__linux__)
    return (unsigned long long)syscall(SYS_gettid);
#else
    unsigned long long id = 0;
    pthread_threadid_np(NULL, &id);
    return id;
#endif
}
