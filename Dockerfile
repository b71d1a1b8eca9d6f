# orientation-service container image: a static-Swift-stdlib release build of `orientation-server` on Debian slim.
# SPDX-License-Identifier: MIT
#
# Build:  docker build -t orientation-service .            (or: podman build --format docker -t orientation-service .)
# Run:    docker run --rm -p 8080:8080 orientation-service  (flags are appended: ... orientation-service --log-format json)
#
# Both base images are build arguments so that CI can build this very file against local stand-ins
# (scripts/container-check; no registry is reachable there). The builder's Swift major.minor must match the
# toolchain the project is developed with (6.3.x), and both stages must be the same Debian release (bookworm):
# the binary is linked against the builder's glibc and libmicrohttpd and runs on the runtime's.
ARG BUILDER_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---------------------------------------------------------------------------------------------------------------
FROM ${BUILDER_IMAGE} AS build

# libmicrohttpd-dev, libarchive-dev, libxml2-dev: headers and the pkg-config files the CMicroHTTPD, CLibArchive
# and CLibXML2 system-library targets ask for (the importer calls libxml2's parser directly). binutils: `strip`.
# (The official Swift image has binutils and libxml2-dev already; they are listed so a leaner builder works too.)
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        binutils libarchive-dev libmicrohttpd-dev libxml2-dev libyaml-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src

# Resolve dependencies in their own layer: it is reused while only sources change.
COPY Package.swift ./
RUN swift package resolve

COPY . .

# --static-swift-stdlib: the runtime stage then needs no Swift runtime, only libc/libstdc++, libmicrohttpd,
# libarchive and libxml2.
RUN swift build -c release --static-swift-stdlib --product orientation-server \
    && install -D -m 0755 "$(swift build -c release --show-bin-path)/orientation-server" \
        /staging/usr/local/bin/orientation-server \
    && strip /staging/usr/local/bin/orientation-server

# ---------------------------------------------------------------------------------------------------------------
FROM ${RUNTIME_IMAGE} AS runtime

# Only the shared libraries the binary needs beyond the base image: libmicrohttpd12 (the HTTP server),
# libarchive13 (uploaded tar / tar.gz projects, read in memory) and libxml2 (the binary links it directly: the
# importer's parser for storyboards, xibs and XML property lists; libarchive13 depends on it too). Their own
# dependencies - gnutls, nettle, zlib, liblzma, libzstd, ... - are in bookworm-slim already, except libxml2's
# libicu72 (about 36 MB, most of this layer). The binary itself links no Foundation and so carries no ICU data of
# its own. A fixed numeric user, so Kubernetes' runAsNonRoot can verify it.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libarchive13 libmicrohttpd12 libxml2 libyaml-0-2 \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --gid 10001 orientation \
    && useradd --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin orientation

COPY --from=build /staging/ /

# Declared after the package layer so that a new commit or date does not invalidate it.
ARG VERSION=0.0.0-dev
ARG GIT_COMMIT=unknown
ARG BUILD_DATE=unknown
ARG SOURCE_URL=https://github.com/orientation-service/orientation-service
ARG LICENSES=MIT

LABEL org.opencontainers.image.title="orientation-service" \
      org.opencontainers.image.description="HTTP microservice that models UIKit's interface-orientation rules" \
      org.opencontainers.image.source="${SOURCE_URL}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${GIT_COMMIT}" \
      org.opencontainers.image.created="${BUILD_DATE}" \
      org.opencontainers.image.licenses="${LICENSES}"

# The server binds 127.0.0.1 by default; inside a container it must listen on every interface.
# ORIENTATION_PORT is read by both the server and the HEALTHCHECK: change the port with it, not with --port,
# if the health check should follow.
ENV ORIENTATION_HOST=0.0.0.0 \
    ORIENTATION_PORT=8080 \
    ORIENTATION_GIT_COMMIT=${GIT_COMMIT} \
    ORIENTATION_BUILD_DATE=${BUILD_DATE}

USER 10001:10001
EXPOSE 8080

# No curl or wget in the image (they would add ~10 MB and a TLS stack): bash, which the Debian base already
# has, speaks HTTP/1.0 over /dev/tcp. Healthy means the status line says 200.
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${ORIENTATION_PORT:-8080} && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && read -r -t 2 _ status _ <&3 && [ \"$status\" = 200 ]"]

# The server drains in-flight requests on SIGTERM and exits 0 (--shutdown-grace-period, default 10 s).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/orientation-server"]
