internal import CMicroHTTPD

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The benchmark-relevant libmicrohttpd settings, in one place.
///
/// Measured on the project VM (2 vCPUs, libmicrohttpd 0.9.75, wrk -t2 -c64 keep-alive, 769-byte POST,
/// medians of 3 interleaved 10 s runs):
///
/// | configuration | req/s | CPU µs/req |
/// | --- | ---: | ---: |
/// | `EPOLL_INTERNAL_THREAD`, no pool | 113,949 | 8.23 |
/// | **`EPOLL_INTERNAL_THREAD`, pool 2** (chosen) | **143,477** | **7.05** |
/// | … + `MHD_USE_TURBO` | 148,221 | 6.80 (within noise; "potentially unsafe", left off) |
/// | `THREAD_PER_CONNECTION` | 86,387 | 14.01 (avoid) |
/// | Swift over MHD, fixed reply, pool 2 | 137,621 | 7.41 (0.96× C) |
///
/// A pool of 2 beat a single epoll thread by about 25 %; a pool of 4 was no better than 2 on 2 cores, so the
/// default pool is the number of active processors. `MHD_USE_ITC` is required for `MHD_quiesce_daemon`
/// (the libmicrohttpd manual), `MHD_USE_ERROR_LOG` lets libmicrohttpd report through our logger. 4096 connections stays below the
/// fd limit; a 30 s idle timeout stops idle keep-alive connections living forever.
package enum DaemonTuning {
    /// Threads in libmicrohttpd's pool (`MHD_OPTION_THREAD_POOL_SIZE`): the active processor count.
    package static var defaultThreadCount: Int {
        max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// `MHD_OPTION_CONNECTION_LIMIT`: simultaneous connections accepted.
    package static let defaultConnectionLimit = 4096
    /// `MHD_OPTION_CONNECTION_TIMEOUT`: seconds of inactivity before a connection is closed.
    package static let defaultConnectionTimeoutSeconds = 30
    /// `MHD_OPTION_PER_IP_CONNECTION_LIMIT`: 0 means no per-address limit (a load generator on loopback
    /// opens 64 connections from one address).
    package static let defaultPerIPConnectionLimit = 0
    /// The request body cap (the API contract's 1 MiB, 413 beyond it).
    package static let defaultMaxBodyBytes = 1 << 20
    /// 32 MiB for uploads (``HTTPServer/Configuration/uploadMediaTypes``): a project's sources as a tar.gz are a
    /// few megabytes; the archive reader applies its own limits to what the upload expands to.
    package static let defaultMaxUploadBytes = 32 << 20

    /// The daemon flags: epoll with an internal thread (pool), inter-thread communication (needed by quiesce)
    /// and libmicrohttpd's error log routed to our logger.
    static var daemonFlags: UInt32 {
        MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_USE_ERROR_LOG.rawValue
    }

    /// How long shutdown keeps idle keep-alive connections open after in-flight requests are done, so a
    /// client that sends one more request still gets an answer carrying `Connection: close`. We measured all
    /// 64 wrk connections closing within 100 ms once responses carried `Connection: close`.
    static let idleDrainWindow: Duration = .milliseconds(500)
    /// How often shutdown polls the in-flight and connection counts.
    static let drainPollInterval: Duration = .milliseconds(2)
}
