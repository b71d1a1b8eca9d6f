import OrientationAPI

/// One request, answered `iterations` times by `service`: the only code the guard counts. scripts/perf-guard runs
/// the harness under `valgrind --tool=callgrind --toggle-collect=<this function>`, so the process's start-up, the
/// file reading and the warm-up calls stay outside the count, and the count divided by `iterations` is what one
/// `Service.handle` call costs once the caches a first call fills (type metadata, `swift_once` tables, the
/// per-thread name cache) are warm, as they are in a running server.
///
/// Kept out of line and free of closures: callgrind toggles collection on every entry to and exit from a
/// function whose name matches, so a nested match (a closure named after this function) would switch it off.
/// Returns the bytes answered, so the optimizer cannot drop the calls.
@inline(never)
func measureServiceHandle(_ service: Service, _ request: APIRequest, iterations: Int) -> Int {
    var answered = 0
    for _ in 0..<iterations {
        answered &+= service.handle(request).body.count
    }
    return answered
}
