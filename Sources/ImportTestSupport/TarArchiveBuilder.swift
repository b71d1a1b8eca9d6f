import CLibArchive

/// Builds a tar archive in memory with libarchive's write API, as `tar -c` (or `tar -cz`) would: the uploads that
/// the importer's archive and HTTP tests send. Also writes what a well-behaved tar never would (absolute paths,
/// `..` components, links, devices) so the tests can show each is refused.
///
///     var archive = TarArchiveBuilder(compression: .gzip)
///     archive.addFile("App/Info.plist", "<plist>...</plist>")
///     let upload = try archive.build()
package struct TarArchiveBuilder: Sendable {
    package enum Compression: String, Sendable, CaseIterable {
        case none, gzip, bzip2, xz, zstd
    }

    package enum Format: String, Sendable, CaseIterable {
        /// POSIX pax, with extended headers only where ustar cannot hold a field (what bsdtar writes by default).
        case pax
        /// POSIX ustar: names up to 255 bytes, no extended headers.
        case ustar
        /// GNU tar's format (long names in `././@LongLink` entries).
        case gnu
        /// No tar at all: the first entry's data alone, compressed as asked (a `.json.gz`, say). One file entry only.
        case raw
    }

    package enum Entry: Sendable, Hashable {
        case file(path: String, bytes: [UInt8])
        /// `count` copies of `byte`, written in 1 MiB pieces: a large file (a bomb) without holding it in memory.
        case repeatedByte(path: String, byte: UInt8, count: Int)
        case directory(path: String)
        case symbolicLink(path: String, target: String)
        case hardLink(path: String, target: String)
        case fifo(path: String)
        case characterDevice(path: String)
        /// A regular file whose name is these bytes as they are, UTF-8 or not (ustar and GNU store names as bytes).
        case rawNameFile(name: [UInt8], bytes: [UInt8])

        /// The entry's name in the archive.
        package var path: String {
            switch self {
            case .file(let path, _), .repeatedByte(let path, _, _), .directory(let path),
                .symbolicLink(let path, _), .hardLink(let path, _), .fifo(let path), .characterDevice(let path):
                path
            case .rawNameFile(let name, _):
                String(decoding: name, as: UTF8.self)
            }
        }
    }

    package var compression: Compression
    package var format: Format
    package var entries: [Entry] = []

    package init(compression: Compression = .none, format: Format = .pax, entries: [Entry] = []) {
        self.compression = compression
        self.format = format
        self.entries = entries
    }

    /// An archive of UTF-8 text files, in the order given.
    package static func archive(
        _ textFiles: KeyValuePairs<String, String>, compression: Compression = .none
    ) throws(TarArchiveBuilderError) -> [UInt8] {
        var builder = TarArchiveBuilder(compression: compression)
        for (path, text) in textFiles { builder.addFile(path, text) }
        return try builder.build()
    }

    package mutating func addFile(_ path: String, _ text: String) {
        entries.append(.file(path: path, bytes: Array(text.utf8)))
    }

    package mutating func addFile(_ path: String, bytes: [UInt8]) {
        entries.append(.file(path: path, bytes: bytes))
    }

    package mutating func addFile(_ path: String, repeating byte: UInt8, count: Int) {
        entries.append(.repeatedByte(path: path, byte: byte, count: count))
    }

    package mutating func addDirectory(_ path: String) {
        entries.append(.directory(path: path))
    }

    package mutating func addSymbolicLink(_ path: String, target: String) {
        entries.append(.symbolicLink(path: path, target: target))
    }

    package mutating func addHardLink(_ path: String, target: String) {
        entries.append(.hardLink(path: path, target: target))
    }

    package mutating func addFifo(_ path: String) {
        entries.append(.fifo(path: path))
    }

    package mutating func addCharacterDevice(_ path: String) {
        entries.append(.characterDevice(path: path))
    }

    /// The archive's bytes. Throws if libarchive refuses a step (a compression this libarchive lacks, say).
    package func build() throws(TarArchiveBuilderError) -> [UInt8] {
        // Without a UTF-8 locale libarchive writes a non-ASCII name as an empty one (see the CLibArchive shim).
        let previousLocale = cla_use_utf8_locale()
        defer { cla_restore_locale(previousLocale) }
        guard let archive = archive_write_new() else { throw TarArchiveBuilderError("archive_write_new failed") }
        defer { archive_write_free(archive) }
        let sink = Sink()
        try check(archive, formatStatus(archive), "set the format")
        try check(archive, filterStatus(archive), "add the \(compression) filter")
        // No padding of the last block to 10 KiB: the archive ends right after its end-of-archive marker.
        archive_write_set_bytes_in_last_block(archive, 1)
        let opened = archive_write_open(
            archive, Unmanaged.passUnretained(sink).toOpaque(), nil,
            { _, client, buffer, length in
                guard let client, let buffer else { return -1 }
                let sink = Unmanaged<Sink>.fromOpaque(client).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: buffer, count: length))
                return la_ssize_t(length)
            },
            nil)
        try check(archive, opened, "open")
        for entry in entries {
            try write(entry, to: archive)
        }
        try check(archive, archive_write_close(archive), "close")
        return withExtendedLifetime(sink) { sink.bytes }
    }

    private func formatStatus(_ archive: OpaquePointer) -> Int32 {
        switch format {
        case .pax: archive_write_set_format_pax_restricted(archive)
        case .ustar: archive_write_set_format_ustar(archive)
        case .gnu: archive_write_set_format_gnutar(archive)
        case .raw: archive_write_set_format_raw(archive)
        }
    }

    private func filterStatus(_ archive: OpaquePointer) -> Int32 {
        switch compression {
        case .none: archive_write_add_filter_none(archive)
        case .gzip: archive_write_add_filter_gzip(archive)
        case .bzip2: archive_write_add_filter_bzip2(archive)
        case .xz: archive_write_add_filter_xz(archive)
        case .zstd: archive_write_add_filter_zstd(archive)
        }
    }

    private func write(_ entry: Entry, to archive: OpaquePointer) throws(TarArchiveBuilderError) {
        guard let header = archive_entry_new() else { throw TarArchiveBuilderError("archive_entry_new failed") }
        defer { archive_entry_free(header) }
        archive_entry_set_perm(header, 0o644)
        archive_entry_set_mtime(header, 1_700_000_000, 0)
        let path = entry.path
        switch entry {
        case .file(_, let bytes), .rawNameFile(_, let bytes):
            archive_entry_set_filetype(header, cla_type_regular())
            archive_entry_set_size(header, la_int64_t(bytes.count))
        case .repeatedByte(_, _, let count):
            archive_entry_set_filetype(header, cla_type_regular())
            archive_entry_set_size(header, la_int64_t(count))
        case .directory:
            archive_entry_set_filetype(header, cla_type_directory())
            archive_entry_set_perm(header, 0o755)
        case .symbolicLink(_, let target):
            archive_entry_set_filetype(header, cla_type_symlink())
            archive_entry_set_symlink(header, target)
        case .hardLink(_, let target):
            archive_entry_set_filetype(header, cla_type_regular())
            archive_entry_set_hardlink(header, target)
        case .fifo:
            archive_entry_set_filetype(header, cla_type_fifo())
        case .characterDevice:
            archive_entry_set_filetype(header, cla_type_character_device())
            archive_entry_set_rdev(header, 0x0103)
        }
        if case .rawNameFile(let name, _) = entry {
            (name + [0]).withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { archive_entry_copy_pathname(header, $0.baseAddress) }
            }
        } else {
            archive_entry_set_pathname_utf8(header, path)
        }
        try check(archive, archive_write_header(archive, header), "write the header of '\(path)'")
        switch entry {
        case .file(_, let bytes), .rawNameFile(_, let bytes):
            try writeData(bytes, to: archive, path: path)
        case .repeatedByte(_, let byte, let count):
            let piece = [UInt8](repeating: byte, count: 1 << 20)
            var left = count
            while left > 0 {
                let n = min(left, piece.count)
                try writeData(piece[0..<n], to: archive, path: path)
                left -= n
            }
        default:
            break
        }
    }

    private func writeData(_ bytes: some Collection<UInt8>, to archive: OpaquePointer, path: String) throws(TarArchiveBuilderError) {
        let written = Array(bytes).withUnsafeBytes { archive_write_data(archive, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw TarArchiveBuilderError("could not write the data of '\(path)': \(errorText(archive))")
        }
    }

    private func check(_ archive: OpaquePointer, _ status: Int32, _ step: String) throws(TarArchiveBuilderError) {
        guard status == ARCHIVE_OK else {
            throw TarArchiveBuilderError("libarchive could not \(step): \(errorText(archive))")
        }
    }

    private func errorText(_ archive: OpaquePointer) -> String {
        archive_error_string(archive).map { String(cString: $0) } ?? "no reason given"
    }
}

/// Why `TarArchiveBuilder.build()` failed.
package struct TarArchiveBuilderError: Error, Sendable, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}

/// Collects what libarchive writes; reached from the C write callback through an unretained pointer.
private final class Sink {
    var bytes: [UInt8] = []
}
