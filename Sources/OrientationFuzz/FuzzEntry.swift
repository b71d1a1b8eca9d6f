import OrientationPolicy

@testable import OrientationAPI  // debug builds enable testing: the streaming decoder is internal

/// libFuzzer entry point over the request decoders, the engine and the encoders.
///
/// Each input is sent as a body to every POST endpoint through `Service.handle`, exactly as the server would.
/// The invariants: anything a client can send gets a 2xx or a 4xx, never a 5xx and never a crash or hang; and
/// whenever `/v1/decide`'s streaming decoder accepts a body, the tree decoder accepts it too and builds the same
/// `Scenario` (the streaming path must never answer differently from the documented one); and `/v1/batch`
/// answers the same bytes (or problem) as its tree path, for the input itself and for the input as the one
/// item of a batch (the corpus is mostly decide bodies).
/// Built only by `scripts/fuzz` (the target exists in Package.swift when ORIENTATION_FUZZ=1), with
/// `-sanitize=fuzzer,address -parse-as-library`; libFuzzer supplies `main`.
let service = Service(configuration: .init(version: "fuzz", gitCommit: "fuzz", buildDate: "fuzz"))
let paths = ["/v1/decide", "/v1/simulate", "/v1/lint", "/v1/batch"]
let streaming = StreamingScenarioDecoder(maxControllers: 1000, maxDepth: 64)

// public: libFuzzer's C driver calls it by its C name, from outside this package.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    for path in paths {
        let request = APIRequest(
            method: "POST", path: path, headers: [(name: "Content-Type", value: "application/json")], body: body)
        let response = service.handle(request)
        if response.status >= 500 || response.status < 200 {
            fatalError("\(path) answered \(response.status) for a client input")
        }
    }
    if let fast = streaming.decode(body) {
        let tree = try? ScenarioDecoder().decodeTree(body: body)
        if tree != fast.scenario { fatalError("the streaming decoder accepted a body the tree decoder reads differently") }
    }
    for batch in [body, Array("{\"requests\":[".utf8) + body + Array("]}".utf8)] {
        let request = APIRequest(
            method: "POST", path: "/v1/batch", headers: [(name: "Content-Type", value: "application/json")], body: batch)
        if answer(service.batch, request) != answer(service.batchTree, request) {
            fatalError("/v1/batch answered differently from its tree path")
        }
    }
    return 0
}

/// An endpoint's bytes, or its problem's status, code and pointer.
func answer(_ endpoint: (APIRequest) throws(APIProblem) -> [UInt8], _ request: APIRequest) -> String {
    do throws(APIProblem) {
        return String(decoding: try endpoint(request), as: UTF8.self)
    } catch {
        return "\(error.status) \(error.code.rawValue) \(error.pointer ?? "-")"
    }
}

/// SwiftPM links every executable target with `main` aliased to `<Target>_main`; libFuzzer's own `main` is then
/// never pulled from its archive, so this entry point starts libFuzzer's driver itself.
// public: the executable's `main` is this C symbol (SwiftPM aliases `main` to it), resolved by the linker.
@_cdecl("OrientationFuzz_main")
public func orientationFuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput)
}

/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size))`
/// from libFuzzer (FuzzerInterface.h).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
