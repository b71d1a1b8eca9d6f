/*
 * CMicroHTTPD shim: the few libmicrohttpd calls Swift cannot make directly.
 *
 * Some explanation is required here. Swift imports C functions declared with `...` not at all (Apple's
 * `CVarArg` documentation: "Swift only imports C variadic functions that use a va_list"). libmicrohttpd
 * 0.9.75 starts its daemon and answers its info queries only through variadic functions
 * (`MHD_start_daemon`, `MHD_get_daemon_info`, `MHD_get_connection_info`). `MHD_start_daemon_va` +
 * `withVaList` works, but nothing checks argument widths and function pointers have to be `unsafeBitCast`
 * (measured; BENCHMARKS.md). A system-library target cannot hold a `.c`
 * file, so every helper here is `static inline` and type-checked by the C compiler.
 *
 * Everything is prefixed `cmhd_`. Each helper says when it can go. If the MHD 1.x API (non-variadic
 * `MHD_daemon_*` setters) replaces 0.9.x on Debian, this whole file can be deleted.
 */
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <stddef.h>
#include <stdarg.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/* NOTIFY_COMPLETED, EXTERNAL_LOGGER and UNESCAPE_CALLBACK carry a function pointer in the `intptr_t value`
 * of an MHD_OptionItem (microhttpd.h, MHD_OPTION_ARRAY); that only works if one fits in the other. */
_Static_assert(sizeof(intptr_t) >= sizeof(MHD_RequestCompletedCallback),
               "a function pointer must fit in MHD_OptionItem.value");

/* ---- Starting ------------------------------------------------------------------------------------------- */

/* Why: MHD_start_daemon is variadic. This non-variadic form takes the options as an array terminated by
 * cmhd_option_end(), forwarded through MHD_OPTION_ARRAY, so Swift builds a typed [MHD_OptionItem].
 * Remove when MHD offers a non-variadic start (MHD 1.x `MHD_daemon_start`). */
static inline struct MHD_Daemon *
cmhd_start_daemon(unsigned int flags, uint16_t port,
                  MHD_AccessHandlerCallback handler, void *handler_cls,
                  const struct MHD_OptionItem *options)
{
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/* Why: building option items here lets the C compiler check each function-pointer and value type instead
 * of Swift bit-casting them into `intptr_t`. Remove together with cmhd_start_daemon. */
static inline struct MHD_OptionItem
cmhd_option_uint(enum MHD_OPTION option, unsigned int value)
{
    struct MHD_OptionItem item = { option, (intptr_t) value, NULL };
    return item;
}

static inline struct MHD_OptionItem
cmhd_option_sock_addr(const struct sockaddr *address)
{
    struct MHD_OptionItem item = { MHD_OPTION_SOCK_ADDR, 0, (void *) address };
    return item;
}

static inline struct MHD_OptionItem
cmhd_option_notify_completed(MHD_RequestCompletedCallback callback, void *cls)
{
    struct MHD_OptionItem item = { MHD_OPTION_NOTIFY_COMPLETED, (intptr_t) callback, cls };
    return item;
}

static inline struct MHD_OptionItem
cmhd_option_external_logger(MHD_LogCallback logger, void *cls)
{
    struct MHD_OptionItem item = { MHD_OPTION_EXTERNAL_LOGGER, (intptr_t) logger, cls };
    return item;
}

/* Why: MHD percent-decodes the path and every query argument in place before the access handler sees
 * them, and offers no raw URL. An identity unescaper keeps both raw, so the server can hand the API layer
 * the path and query exactly as sent. Remove if the server ever wants MHD's decoded form. */
static inline size_t
cmhd_unescape_nothing(void *cls, struct MHD_Connection *connection, char *value)
{
    (void) cls;
    (void) connection;
    return strlen(value);
}

static inline struct MHD_OptionItem
cmhd_option_keep_raw_url(void)
{
    struct MHD_OptionItem item = { MHD_OPTION_UNESCAPE_CALLBACK, (intptr_t) &cmhd_unescape_nothing, NULL };
    return item;
}

static inline struct MHD_OptionItem
cmhd_option_end(void)
{
    struct MHD_OptionItem item = { MHD_OPTION_END, 0, NULL };
    return item;
}

/* ---- Daemon information ------------------------------------------------------------------------------------ */

/* Why: MHD_get_daemon_info is variadic. The port actually bound, for port 0 (ephemeral). 0 if unknown. */
static inline uint16_t
cmhd_bound_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info != NULL ? info->port : 0;
}

/* Why: MHD_get_daemon_info is variadic. Open connections, polled while draining on shutdown. */
static inline unsigned int
cmhd_current_connections(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info != NULL ? info->num_connections : 0;
}

/* ---- Connection information ------------------------------------------------------------------------------- */

/* Why: glibc's inet_ntop formats IPv4 with sprintf, about 1,700 instructions per address (callgrind,
 * GET /healthz); this writes the same dotted quad in about 100. buffer needs room for 16 bytes
 * ("255.255.255.255" and the NUL). Returns the length. */
static inline size_t
cmhd_format_ipv4(const struct in_addr *address, char *buffer)
{
    const unsigned char *octets = (const unsigned char *) &address->s_addr;
    size_t length = 0;
    for (int i = 0; i < 4; i++) {
        unsigned int octet = octets[i];
        if (octet >= 100)
            buffer[length++] = (char) ('0' + octet / 100);
        if (octet >= 10)
            buffer[length++] = (char) ('0' + octet / 10 % 10);
        buffer[length++] = (char) ('0' + octet % 10);
        if (i < 3)
            buffer[length++] = '.';
    }
    buffer[length] = '\0';
    return length;
}

/* Why: MHD_get_connection_info is variadic. The client's address as libmicrohttpd holds it, or NULL. Copied out
 * on every request (a few instructions); formatting it waits until something reads it. */
static inline const struct sockaddr *
cmhd_client_sockaddr(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info != NULL ? info->client_addr : NULL;
}

#endif /* CMICROHTTPD_SHIM_H */
