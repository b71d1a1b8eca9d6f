// Codec candidate: Debian's libsimdjson-dev (3.0.1), measured on the issue-4 benchmark request.
//
// Per operation: copy the request body into simdjson's padded buffer (a server must, since the body arrives
// in MHD's buffers), parse it into a DOM with a reused dom::parser, then walk every value, reading each
// string, number and boolean, as a schema-specific decoder would before building engine values. The walk
// folds what it reads into a checksum so nothing can be optimized away. Building the engine's Swift values
// (and crossing a C shim or C++ interop) would come on top of this figure, so it is a lower bound for a
// simdjson-based decoder.
//
// Build and run from the repository root (scripts/bench does this):
//   g++ -O2 -std=c++17 -o .build-bench/simdjson-walk bench/codec-candidates/simdjson_walk.cpp -lsimdjson
//   .build-bench/simdjson-walk bench/requests/decide.json [rounds] [round-ms] [fixed-iterations]
// With fixed-iterations there is no calibration (scripts/bench --callgrind counts instructions that way).
#include <simdjson.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace simdjson;

static uint64_t walk(dom::element e) {
    switch (e.type()) {
    case dom::element_type::ARRAY: {
        uint64_t h = 1;
        for (dom::element child : dom::array(e)) h = h * 31 + walk(child);
        return h;
    }
    case dom::element_type::OBJECT: {
        uint64_t h = 2;
        for (dom::key_value_pair field : dom::object(e)) h = h * 37 + field.key.size() + walk(field.value);
        return h;
    }
    case dom::element_type::STRING: {
        std::string_view s = e.get_string().value_unsafe();
        return s.size() + (s.empty() ? 0 : uint8_t(s[0]));
    }
    case dom::element_type::INT64: return uint64_t(e.get_int64().value_unsafe());
    case dom::element_type::UINT64: return e.get_uint64().value_unsafe();
    case dom::element_type::DOUBLE: return uint64_t(e.get_double().value_unsafe());
    case dom::element_type::BOOL: return e.get_bool().value_unsafe() ? 3 : 5;
    case dom::element_type::NULL_VALUE: return 7;
    }
    return 0;
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "bench/requests/decide.json";
    int rounds = argc > 2 ? std::atoi(argv[2]) : 7;
    int roundMs = argc > 3 ? std::atoi(argv[3]) : 100;
    std::ifstream in(path, std::ios::binary);
    if (!in) { std::fprintf(stderr, "simdjson-walk: cannot read %s\n", path); return 1; }
    std::stringstream ss;
    ss << in.rdbuf();
    std::string body = ss.str();

    dom::parser parser;
    volatile uint64_t sink = 0;
    auto op = [&] {
        dom::element doc;
        if (parser.parse(body.data(), body.size(), /*realloc_if_needed=*/true).get(doc)) std::abort();
        sink = sink + walk(doc);
    };

    using clock = std::chrono::steady_clock;
    // Calibrate: iterations per round of about roundMs.
    long iterations = argc > 4 ? std::atol(argv[4]) : 0;
    for (long trial = 1; iterations == 0; trial *= 4) {
        auto t0 = clock::now();
        for (long i = 0; i < trial; i++) op();
        double ns = std::chrono::duration<double, std::nano>(clock::now() - t0).count();
        if (ns >= roundMs * 0.25e6) iterations = std::max(1L, long(roundMs * 1e6 / (ns / trial)));
    }
    std::vector<double> perOp;
    for (int r = 0; r < rounds; r++) {
        auto t0 = clock::now();
        for (long i = 0; i < iterations; i++) op();
        perOp.push_back(std::chrono::duration<double, std::nano>(clock::now() - t0).count() / iterations);
    }
    std::sort(perOp.begin(), perOp.end());
    std::printf("simdjson %s (%s kernel), %zu bytes: parse into DOM + walk: median %.0f ns, min %.0f ns "
                "(%d rounds x %ld ops)\n",
                SIMDJSON_STRINGIFY(SIMDJSON_VERSION), get_active_implementation()->name().c_str(), body.size(),
                perOp[perOp.size() / 2], perOp[0], rounds, iterations);
    return 0;
}
