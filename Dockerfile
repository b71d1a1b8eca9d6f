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

# libxml2 and libarchive come from Debian's own source packages (this release's version, with Debian's security
# patches applied) and are built below as static libraries, linked into the binary: Debian's shared libxml2 is
# built with ICU (libicu72, 36 MB installed) and libarchive13 depends on it, yet neither feature is used here. The
# importer parses XML with libxml2's SAX2 push parser (libxml2 decodes UTF-8, UTF-16 and Latin-1 itself, other
# encodings through glibc's iconv) and reads only tar with libarchive (xar, its one format that needs libxml2, is
# left out). So the runtime stage installs neither library, nor ICU. The generated `configure` scripts are used as
# shipped (--disable-maintainer-mode): Debian's patches change only tests and pkg-config metadata in the autotools
# files.
#
# libmicrohttpd-dev: headers and the pkg-config file the CMicroHTTPD system-library target asks for. binutils:
# `strip` and `readelf`. dpkg-dev and make: `apt-get source` and the two builds, which use the toolchain's clang.
# zlib, bzip2, xz and zstd headers: libarchive's decompression filters (tar.gz, and .bz2, .xz, .zst); their
# shared libraries are in bookworm-slim already. deb-src entries are added for `apt-get source`.
WORKDIR /usr/src/clibs
RUN if [ -f /etc/apt/sources.list.d/debian.sources ]; then \
        sed -i 's/^Types: deb$/Types: deb deb-src/' /etc/apt/sources.list.d/debian.sources; \
    else \
        sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > /etc/apt/sources.list.d/deb-src.list; \
    fi \
    && apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        binutils dpkg-dev libbz2-dev liblzma-dev libmicrohttpd-dev libyaml-dev libzstd-dev make pkg-config zlib1g-dev \
    && apt-get source -qq --only-source libxml2 libarchive \
    && rm -rf /var/lib/apt/lists/* ./*.dsc ./*.tar.* ./*.asc \
    && mv libxml2-*/ libxml2 \
    && mv libarchive-*/ libarchive

# The swift build below finds both libraries here, ahead of any system copy.
ENV PKG_CONFIG_PATH=/opt/clibs/lib/pkgconfig

WORKDIR /usr/src/clibs/libxml2
RUN ./configure -q CC=clang CFLAGS="-O2 -fstack-protector-strong -D_FORTIFY_SOURCE=2" \
        --prefix=/opt/clibs --disable-shared --enable-static --with-pic \
        --disable-maintainer-mode --disable-dependency-tracking \
        --without-icu --without-python --without-lzma --without-zlib --without-http --without-ftp \
        --without-readline --without-history --without-modules \
    && make -s -j"$(nproc)" libxml2.la \
    && make -s install-libLTLIBRARIES install-pkgconfigDATA \
    && make -s -C include install

WORKDIR /usr/src/clibs/libarchive
RUN ./configure -q CC=clang CFLAGS="-O2 -fstack-protector-strong -D_FORTIFY_SOURCE=2" \
        --prefix=/opt/clibs --disable-shared --enable-static --with-pic \
        --disable-maintainer-mode --disable-dependency-tracking \
        --disable-bsdtar --disable-bsdcat --disable-bsdcpio --disable-acl --disable-xattr \
        --without-xml2 --without-expat --without-openssl --without-nettle --without-lz4 --without-libb2 --without-cng \
    && make -s -j"$(nproc)" libarchive.la \
    && make -s install-libLTLIBRARIES install-includeHEADERS install-pkgconfigDATA

# SwiftPM asks pkg-config for a library's `Libs` only, never `--static`: move each static library's own
# dependencies (libarchive's -llzma -lzstd -lbz2 -lz, libxml2's -lm) from `Libs.private` into `Libs`. libarchive's
# `Requires.private: iconv` names a pkg-config file no Debian package has (glibc provides iconv); Debian patches
# configure.ac to leave it out, which the shipped configure script predates.
RUN for pc in /opt/clibs/lib/pkgconfig/*.pc; do \
        private=$(sed -n 's/^Libs\.private://p' "$pc"); \
        sed -i -e "s|^Libs:\(.*\)|Libs:\1 ${private}|" -e '/^Libs\.private:/d' -e '/^Requires\.private:/d' "$pc"; \
    done \
    && rm -f /opt/clibs/lib/*.la \
    && pkg-config --libs libxml-2.0 libarchive

WORKDIR /src

# Resolve dependencies in their own layer: it is reused while only sources change.
COPY Package.swift ./
RUN swift package resolve

COPY . .

# --static-swift-stdlib: the runtime stage then needs no Swift runtime, only libc/libstdc++, libmicrohttpd and the
# compression libraries. The readelf check fails the build if libxml2, libarchive or ICU would be loaded at run time.
RUN swift build -c release --static-swift-stdlib --product orientation-server \
    && readelf -d "$(swift build -c release --show-bin-path)/orientation-server" > /tmp/dynamic-section \
    && ! grep -E 'NEEDED.*(libxml2|libarchive|libicu)' /tmp/dynamic-section \
    && install -D -m 0755 "$(swift build -c release --show-bin-path)/orientation-server" \
        /staging/usr/local/bin/orientation-server \
    && strip /staging/usr/local/bin/orientation-server

# ---------------------------------------------------------------------------------------------------------------
FROM ${RUNTIME_IMAGE} AS runtime

# Only the shared libraries the binary needs beyond the base image: libmicrohttpd12 (the HTTP server) and
# libyaml-0-2 (the lint configuration file's parser, 130 KB). Their own
# dependencies (gnutls, nettle, ...) and those of the static libxml2 and libarchive (zlib, libbz2, liblzma,
# libzstd) are in bookworm-slim already. A fixed numeric user, so Kubernetes' runAsNonRoot can verify it.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libmicrohttpd12 libyaml-0-2 \
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
