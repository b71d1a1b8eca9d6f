# One command runs the service, one runs every test (README).
SWIFT ?= swift
PORT ?= 8080

.PHONY: run build release test bench clean deps

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

clean:
	rm -rf .build .build-*

## make bench: load benchmarks against the C reference server and the Hummingbird peer (bench/peers/; builds it
## in .build-peer-hummingbird; scripts/bench --peers none skips it), engine micro-benchmarks (BENCHMARKS.md)
bench:
	WITH_BENCH=1 scripts/install-deps
	scripts/bench
