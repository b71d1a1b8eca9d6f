/*
 * The reference: the physical limit of the stack orientation-service chose (issue 4).
 *
 * A minimal libmicrohttpd server with the same daemon flags as MicroHTTPServer
 * (MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_ITC | MHD_USE_ERROR_LOG, thread pool 2, connection limit 4096,
 * connection timeout 30 s; MHD_USE_ITC because MHD_quiesce_daemon, which the service's graceful shutdown calls,
 * requires it in this threading mode, as microhttpd.h documents for that function). For every request it reads
 * the whole body into a per-request buffer (as the Swift server must), then answers a canned JSON reply, or
 * with --reply PATH=FILE the bytes of FILE (scripts/bench passes orientation-server's own answer to the same
 * request, so both servers send identical responses). GET /healthz answers {"status":"ok"}.
 *
 * With --burn-ns N every POST also spends about N ns of pure CPU work (an xorshift loop, calibrated at start:
 * the iterations one run of N ns takes on this machine, hot, in process) before it answers. scripts/bench
 * --budget uses it to measure how much per-request work the reference itself can add before its throughput
 * falls to 0.8x of the plain reference: the load-derived budget for decode + decide + encode (issue 4).
 *
 * Usage: reference-server [--host IPv4] [--port N] [--threads N] [--reply PATH=FILE]... [--burn-ns N]
 *        (default 127.0.0.1:8090; port 0 = ephemeral; --log-level is accepted and ignored, so the binary can
 *        stand in for orientation-server)
 * Prints "listening on http://HOST:PORT" to stderr, runs until SIGINT/SIGTERM.
 * Built by scripts/bench: gcc -O2 -o .build-bench/reference-server bench/reference/server.c -lmicrohttpd
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <pthread.h>
#include <unistd.h>
#include <microhttpd.h>

#define MAX_BODY (1 << 20)

/* A /v1/decide-shaped reply (the response schema in openapi.yaml), so the response bytes on the wire are comparable. */
static const char REPLY[] =
    "{\"outcome\":\"rotated\",\"interfaceOrientation\":\"landscapeRight\","
    "\"supportedInterfaceOrientations\":{\"rawValue\":26,\"orientations\":[\"portrait\",\"landscapeLeft\","
    "\"landscapeRight\"]},\"applicationOrientations\":{\"rawValue\":26,\"orientations\":[\"portrait\","
    "\"landscapeLeft\",\"landscapeRight\"],\"source\":\"infoPlist\"},\"topmostViewController\":{\"name\":"
    "\"PlayerViewController\",\"path\":\"window.rootViewController.viewControllers[1]."
    "presentedViewController\"},\"preferredInterfaceOrientationForPresentation\":\"landscapeRight\","
    "\"exception\":null,\"explanation\":[{\"rule\":\"app-mask\",\"detail\":\"UISupportedInterfaceOrientations "
    "lists portrait, landscapeLeft, landscapeRight\",\"source\":\"Info.plist Keys\"}]}";
static const char HEALTH[] = "{\"status\":\"ok\"}";

/* --reply PATH=FILE: answer POST PATH with FILE's bytes instead of REPLY. scripts/bench passes the exact
 * response orientation-server gives to the benchmark request, so both servers send the same bytes per request
 * (the canned REPLY above is about 800 bytes; the real /v1/decide answer is about 3 KB with its explanation). */
#define MAX_REPLIES 8
static struct { const char *path; char *body; size_t length; } replies[MAX_REPLIES];
static int reply_count;

static int load_reply(const char *spec) {
    const char *eq = strchr(spec, '=');
    if (eq == NULL || reply_count == MAX_REPLIES) return -1;
    FILE *f = fopen(eq + 1, "rb");
    if (f == NULL) return -1;
    char *body = NULL;
    size_t length = 0, capacity = 0, n;
    char chunk[4096];
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (length + n > capacity) {
            capacity = (length + n) * 2;
            char *grown = realloc(body, capacity);
            if (grown == NULL) { free(body); fclose(f); return -1; }
            body = grown;
        }
        memcpy(body + length, chunk, n);
        length += n;
    }
    fclose(f);
    replies[reply_count].path = strndup(spec, (size_t)(eq - spec));
    replies[reply_count].body = body;
    replies[reply_count].length = length;
    reply_count++;
    return 0;
}

/* --burn-ns: iterations of burn() per POST (0: none), and a sink the compiler cannot drop. */
static unsigned long burn_iterations;
static volatile uint64_t burn_sink;

static uint64_t burn(unsigned long iterations) {
    uint64_t x = 88172645463325252ULL;
    for (unsigned long i = 0; i < iterations; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; }
    return x;
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Iterations that take `ns` hot, in process: the fastest of 5 timed runs of 2^22 iterations. */
static unsigned long calibrate_burn(double ns) {
    double best = 1e30;
    for (int round = 0; round < 5; round++) {
        double start = now_ns();
        burn_sink = burn(1UL << 22);
        double elapsed = now_ns() - start;
        if (elapsed < best) best = elapsed;
    }
    return (unsigned long)(ns * (double)(1UL << 22) / best);
}

struct request_state {
    size_t length;
    int too_large;
    char body[]; /* grows as chunks arrive */
};

static enum MHD_Result reply(struct MHD_Connection *c, unsigned int status, const char *body, size_t n) {
    struct MHD_Response *r = MHD_create_response_from_buffer(n, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (r == NULL) return MHD_NO;
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, "application/json");
    enum MHD_Result ok = MHD_queue_response(c, status, r);
    MHD_destroy_response(r);
    return ok;
}

static enum MHD_Result handler(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                               const char *version, const char *upload, size_t *upload_size, void **con_cls) {
    (void)cls; (void)version;
    struct request_state *st = *con_cls;
    if (st == NULL) { /* first call: headers only */
        st = calloc(1, sizeof *st);
        if (st == NULL) return MHD_NO;
        *con_cls = st;
        return MHD_YES;
    }
    if (*upload_size > 0) { /* a body chunk: copy it, like the Swift server does */
        size_t n = *upload_size;
        if (st->length + n > MAX_BODY) {
            st->too_large = 1;
        } else {
            struct request_state *grown = realloc(st, sizeof *st + st->length + n);
            if (grown == NULL) return MHD_NO;
            st = grown;
            *con_cls = st;
            memcpy(st->body + st->length, upload, n);
            st->length += n;
        }
        *upload_size = 0;
        return MHD_YES;
    }
    if (st->too_large) return reply(c, MHD_HTTP_CONTENT_TOO_LARGE, "{}", 2);
    if (burn_iterations > 0 && strcmp(method, "POST") == 0) burn_sink = burn(burn_iterations);
    if (strcmp(method, "GET") == 0 && strcmp(url, "/healthz") == 0)
        return reply(c, MHD_HTTP_OK, HEALTH, sizeof HEALTH - 1);
    for (int i = 0; i < reply_count; i++)
        if (strcmp(url, replies[i].path) == 0) return reply(c, MHD_HTTP_OK, replies[i].body, replies[i].length);
    return reply(c, MHD_HTTP_OK, REPLY, sizeof REPLY - 1);
}

static void completed(void *cls, struct MHD_Connection *c, void **con_cls, enum MHD_RequestTerminationCode toe) {
    (void)cls; (void)c; (void)toe;
    free(*con_cls);
    *con_cls = NULL;
}

int main(int argc, char **argv) {
    unsigned int port = 8090, threads = 2;
    double burn_ns = 0;
    const char *host = "127.0.0.1";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--port") == 0) port = (unsigned int)atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--threads") == 0) threads = (unsigned int)atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--host") == 0) host = argv[i + 1];
        else if (strcmp(argv[i], "--burn-ns") == 0) burn_ns = atof(argv[i + 1]);
        else if (strcmp(argv[i], "--log-level") == 0) continue; /* accepted for drop-in use, ignored */
        else if (strcmp(argv[i], "--reply") == 0) {
            if (load_reply(argv[i + 1]) != 0) { fprintf(stderr, "bad --reply %s (want PATH=FILE)\n", argv[i + 1]); return 2; }
        }
        else { fprintf(stderr, "usage: %s [--host IPv4] [--port N] [--threads N] [--reply PATH=FILE]... [--burn-ns N]\n", argv[0]); return 2; }
    }

    if (burn_ns > 0) {
        burn_iterations = calibrate_burn(burn_ns);
        fprintf(stderr, "burn: %lu iterations per POST (about %.0f ns hot)\n", burn_iterations, burn_ns);
    }

    sigset_t sigs;
    sigemptyset(&sigs);
    sigaddset(&sigs, SIGINT);
    sigaddset(&sigs, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &sigs, NULL); /* before MHD starts: its threads inherit the mask */

    struct sockaddr_in addr;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, host, &addr.sin_addr) != 1) { fprintf(stderr, "bad --host %s\n", host); return 2; }

    unsigned int flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_ITC | MHD_USE_ERROR_LOG;
    struct MHD_Daemon *d = MHD_start_daemon(
        flags, (uint16_t)port, NULL, NULL, handler, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_LIMIT, (unsigned int)4096,
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)30,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
        MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
        MHD_OPTION_END);
    if (d == NULL) { fprintf(stderr, "reference-server: MHD_start_daemon failed\n"); return 1; }

    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    fprintf(stderr, "listening on http://%s:%u\n", host, info ? info->port : port);

    int sig = 0;
    sigwait(&sigs, &sig);
    MHD_socket s = MHD_quiesce_daemon(d);
    MHD_stop_daemon(d);
    if (s != MHD_INVALID_SOCKET) close(s);
    return 0;
}
