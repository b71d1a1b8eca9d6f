# One command runs the service, one runs every test (README).
SWIFT ?= swift
PORT ?= 8080

.PHONY: run build release test test-clients bench clean deps

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product orientation-server

## make run: install what is missing, build in release mode, serve on 127.0.0.1:$(PORT)
run: release
	ORIENTATION_GIT_COMMIT=$$(git rev-parse --short HEAD 2>/dev/null || echo unknown) \
	ORIENTATION_BUILD_DATE=$$(date -u -r .build/release/orientation-server +%Y-%m-%dT%H:%M:%SZ) \
	.build/release/orientation-server --port $(PORT)

## make test: every test: unit, router, live HTTP, and the checks in scripts/test-extra
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	scripts/test-extra

## make test-clients: the Swift client (clients/swift, its own package): generated code current, built, and its
## XCTests against the built server (the Python client runs in `make test`)
test-clients: build
	clients/swift/check-generated
	cd clients/swift && $(SWIFT) build --build-tests
	scripts/with-server sh -c 'cd clients/swift && $(SWIFT) test --skip-build'

clean:
	rm -rf .build .build-* clients/swift/.build

## make bench: load benchmarks against the C reference server and the Hummingbird peer (bench/peers/; builds it
## in .build-peer-hummingbird; scripts/bench --peers none skips it), engine micro-benchmarks (BENCHMARKS.md)
bench:
	WITH_BENCH=1 scripts/install-deps
	scripts/bench
