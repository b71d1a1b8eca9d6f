import CLibArchive

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The libarchive read loop behind `ArchiveSource`: one pass over the entries, every limit checked before the
/// memory it guards is committed. libarchive's own documentation ("archive_read(3)", "libarchive: Examples") is the
/// reference for the calls.
struct ArchiveReader {
    /// One regular file of the archive.
    enum File: Sendable, Hashable {
        case bytes([UInt8])
        /// Over `maxFileBytes`: listed, its data skipped, never kept.
        case oversized(size: Int)
    }

    var limits: ImportLimits
    var stripComponents: Int

    /// How much data one `archive_read_data` call asks for.
    private static let chunkBytes = 64 << 10

    func read(_ bytes: [UInt8]) throws(ImportError) -> [String: File] {
        guard !bytes.isEmpty else {
            throw ImportError(.archiveMalformed, "the upload is empty; expected a tar or tar.gz archive")
        }
        guard bytes.count <= limits.maxArchiveBytes else {
            throw ImportError(
                .archiveTooLarge,
                "the archive has \(bytes.count) bytes; the limit is \(limits.maxArchiveBytes)")
        }
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(ImportError) in try read(raw) }
        }
        return try result.get()
    }

    private func read(_ raw: UnsafeRawBufferPointer) throws(ImportError) -> [String: File] {
        // Names come back in UTF-8 whatever the process's locale (see the shim); restored after libarchive is done.
        let previousLocale = cla_use_utf8_locale()
        defer { cla_restore_locale(previousLocale) }
        guard let archive = archive_read_new() else {
            throw ImportError(.unreadable, "libarchive could not allocate a reader")
        }
        defer { archive_read_free(archive) }
        archive_read_support_format_tar(archive)
        Self.supportBuiltInFilters(archive)
        guard archive_read_open_memory(archive, raw.baseAddress, raw.count) == ARCHIVE_OK else {
            throw ImportError(.archiveMalformed, Self.unreadableText(archive, raw))
        }

        let expansion = Expansion(limits: limits, compressedBytes: raw.count)
        var files: [String: File] = [:]
        var entryCount = 0
        var previousName: String?
        while true {
            var entry: OpaquePointer?
            let status = archive_read_next_header(archive, &entry)
            if status == ARCHIVE_EOF { break }
            // ARCHIVE_WARN is a readable header with a remark (an unconvertible name form, an odd field).
            guard status == ARCHIVE_OK || status == ARCHIVE_WARN, let entry else {
                throw ImportError(
                    .archiveMalformed, file: previousName,
                    previousName == nil
                        ? Self.unreadableText(archive, raw)
                        : "the archive is truncated or corrupt after this entry: \(Self.errorText(archive))")
            }
            let name = try Self.name(of: entry, after: previousName)
            previousName = name
            entryCount += 1
            guard entryCount <= limits.maxEntries else {
                throw ImportError(
                    .archiveTooManyEntries, file: name,
                    "the archive has more than \(limits.maxEntries) entries (files, directories and links)")
            }
            try expansion.check(Self.expandedPosition(archive), file: name)

            let path: String
            switch ArchiveEntryPath(name: name, stripComponents: stripComponents) {
            case .traversal(let reason):
                throw ImportError(.archivePathTraversal, file: name, reason)
            case .outside:
                continue
            case .path(let normalised):
                path = normalised
            }
            if let target = archive_entry_hardlink(entry) {
                throw ImportError(
                    .archiveLink, file: name,
                    "the entry is a hard link to '\(String(cString: target))'; links are never followed")
            }
            switch cla_entry_kind(entry) {
            case cla_kind_regular:
                let file = try readFile(archive, entry, name: name, expansion: expansion)
                if !Self.isAppleDouble(path: path, file) { files[path] = file }
            case cla_kind_directory:
                continue
            case cla_kind_symlink:
                let target = archive_entry_symlink(entry).map { String(cString: $0) } ?? ""
                throw ImportError(
                    .archiveLink, file: name,
                    "the entry is a symbolic link to '\(target)'; links are never followed")
            case let kind:
                throw ImportError(
                    .archiveMalformed, file: name,
                    "the entry is \(Self.describe(kind)), which a project's source tree never holds")
            }
        }
        return files
    }

    /// The data of one regular file: kept if within `maxFileBytes`, else skipped (still expanded, and counted).
    private func readFile(
        _ archive: OpaquePointer, _ entry: OpaquePointer, name: String, expansion: Expansion
    ) throws(ImportError) -> File {
        let start = Self.expandedPosition(archive)
        let declared = archive_entry_size_is_set(entry) != 0 ? Int(archive_entry_size(entry)) : nil
        if let declared {
            guard declared >= 0 else {
                throw ImportError(.archiveMalformed, file: name, "the entry declares a negative size")
            }
            try expansion.check(Self.sum(start, declared), file: name)
            if declared > limits.maxFileBytes {
                guard archive_read_data_skip(archive) == ARCHIVE_OK else {
                    throw ImportError(.archiveMalformed, file: name, "the entry is truncated: \(Self.errorText(archive))")
                }
                try expansion.check(Self.expandedPosition(archive), file: name)
                return .oversized(size: declared)
            }
        }
        var data: [UInt8] = []
        data.reserveCapacity(declared ?? 0)
        var chunk = [UInt8](repeating: 0, count: Self.chunkBytes)
        while true {
            let count = chunk.withUnsafeMutableBytes { archive_read_data(archive, $0.baseAddress, $0.count) }
            if count == 0 { break }
            guard count > 0 else {
                throw ImportError(.archiveMalformed, file: name, "the entry is truncated or corrupt: \(Self.errorText(archive))")
            }
            try expansion.check(start + data.count + count, file: name)
            guard data.count + count <= limits.maxFileBytes else {
                // Only without a declared size: the file turns out too large while reading.
                var size = data.count + count
                while true {
                    let more = chunk.withUnsafeMutableBytes { archive_read_data(archive, $0.baseAddress, $0.count) }
                    if more == 0 { break }
                    guard more > 0 else {
                        throw ImportError(.archiveMalformed, file: name, "the entry is truncated or corrupt: \(Self.errorText(archive))")
                    }
                    size += more
                    try expansion.check(start + size, file: name)
                }
                return .oversized(size: size)
            }
            data.append(contentsOf: chunk[0..<count])
        }
        return .bytes(data)
    }

    /// macOS's tar stores a file's extended attributes (quarantine, provenance, Finder info) as a separate
    /// `._Name` entry beside it, in the AppleDouble format, unless COPYFILE_DISABLE is set (RFC 1740, "MIME
    /// Encapsulation of Macintosh files", for the format and its magic number 0x00051607). It is metadata about
    /// `Name`, not a file of the project: `._Main.storyboard` is not a storyboard.
    private static func isAppleDouble(path: String, _ file: File) -> Bool {
        guard case .bytes(let bytes) = file, path.split(separator: "/").last?.hasPrefix("._") == true else {
            return false
        }
        return bytes.starts(with: [0x00, 0x05, 0x16, 0x07])
    }

    /// Bytes of uncompressed archive read so far: headers, padding and skipped data included.
    private static func expandedPosition(_ archive: OpaquePointer) -> Int {
        Int(archive_filter_bytes(archive, 0))
    }

    /// Only decompressors compiled into libarchive. Asked for one whose library is missing, libarchive falls back
    /// to running an external program (`gzip -d`, ...); a server must not start processes for an upload.
    private static func supportBuiltInFilters(_ archive: OpaquePointer) {
        if archive_zlib_version() != nil { archive_read_support_filter_gzip(archive) }
        if archive_bzlib_version() != nil { archive_read_support_filter_bzip2(archive) }
        if archive_liblzma_version() != nil { archive_read_support_filter_xz(archive) }
        if archive_libzstd_version() != nil { archive_read_support_filter_zstd(archive) }
    }

    /// The entry's name as written in the archive, UTF-8 (pax archives store it so; ustar's bytes are taken as
    /// UTF-8, which is what macOS and Linux tar write). A name that is not UTF-8 is refused.
    private static func name(of entry: OpaquePointer, after previous: String?) throws(ImportError) -> String {
        if let utf8 = archive_entry_pathname_utf8(entry), let name = String(validatingCString: utf8) {
            return name
        }
        guard let raw = archive_entry_pathname(entry) else {
            throw ImportError(.archiveMalformed, file: previous, "the entry after this one has no name")
        }
        guard let name = String(validatingCString: raw) else {
            throw ImportError(
                .archiveMalformed, file: String(cString: raw),
                "the entry's name is not UTF-8")
        }
        return name
    }

    /// `a + b`, or `Int.max` past it: a hostile header may declare a size near 2^63.
    private static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : total
    }

    private static func errorText(_ archive: OpaquePointer) -> String {
        archive_error_string(archive).map { String(cString: $0) } ?? "the data ends early or does not decompress"
    }

    /// Why the first header could not be read: a compressed stream that is damaged, a tar that is damaged, or no
    /// tar at all. The compression is named from its magic number (RFC 1952 for gzip; the bzip2, xz and zstd
    /// formats' own headers): after a fatal error libarchive no longer reports which filter it had chosen.
    private static func unreadableText(_ archive: OpaquePointer, _ raw: UnsafeRawBufferPointer) -> String {
        let reason = errorText(archive)
        // libarchive's "Unrecognized archive format" (its ARCHIVE_ERRNO_FILE_FORMAT, EILSEQ on Linux).
        let unrecognised = archive_errno(archive) == EILSEQ && archive_format(archive) == 0
        if let compression = compressionName(raw) {
            return unrecognised
                ? "the \(compression) data does not hold a tar archive: \(reason)"
                : "the \(compression) data is truncated or corrupt: \(reason)"
        }
        if archive_format(archive) != 0 {
            return "the tar archive is truncated or corrupt: \(reason)"
        }
        return "not a tar archive (plain, or compressed with gzip, bzip2, xz or zstd): \(reason)"
    }

    private static func compressionName(_ raw: UnsafeRawBufferPointer) -> String? {
        let magics: [(String, [UInt8])] = [
            ("gzip", [0x1F, 0x8B]), ("bzip2", Array("BZh".utf8)), ("xz", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]),
            ("zstd", [0x28, 0xB5, 0x2F, 0xFD]),
        ]
        return magics.first { raw.starts(with: $0.1) }?.0
    }

    private static func describe(_ kind: cla_entry_kind) -> String {
        switch kind {
        case cla_kind_character_device: "a character device"
        case cla_kind_block_device: "a block device"
        case cla_kind_fifo: "a named pipe (fifo)"
        case cla_kind_socket: "a socket"
        default: "of an unknown file type"
        }
    }
}

/// The expansion limits: total expanded bytes, and the ratio to the compressed upload past the grace size.
private struct Expansion {
    let limits: ImportLimits
    let compressedBytes: Int

    /// Refuses if the archive, expanded up to `bytes`, would pass a limit. Called with a declared size before the
    /// data is read, and with the true position after.
    func check(_ bytes: Int, file: String) throws(ImportError) {
        if bytes > limits.maxExpandedBytes {
            throw ImportError(
                .archiveTooLarge, file: file,
                "the archive expands to more than \(limits.maxExpandedBytes) bytes at this entry")
        }
        let (ratioCap, overflow) = compressedBytes.multipliedReportingOverflow(by: limits.maxCompressionRatio)
        if bytes > ImportLimits.compressionRatioGrace, !overflow, bytes > ratioCap {
            throw ImportError(
                .archiveCompressionRatio, file: file,
                "the archive expands to more than \(limits.maxCompressionRatio) times its \(compressedBytes) bytes "
                    + "at this entry, far more than source code compresses; refused as a possible archive bomb")
        }
    }
}
