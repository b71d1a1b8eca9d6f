import OrientationImport

/// The importer's values as JSON members, shared by the import and project-lint outputs so a location or an
/// unknown value reads the same everywhere.
package enum ImportedValuesEncoder {
    /// `{"file": "App/Player.swift", "line": 12, "column": 9}`: the path relative to the project root.
    package static func write(_ l: SourceLocation, to w: inout JSONWriter) {
        w.beginObject()
        w.key("file"); w.string(l.file)
        w.key("line"); w.integer(l.line)
        w.key("column"); w.integer(l.column)
        w.endObject()
    }

    /// `{"className", "member", "reason", "location"}`.
    package static func write(_ u: UnknownValue, to w: inout JSONWriter) {
        w.beginObject()
        w.key("className"); w.string(u.className)
        w.key("member"); w.string(u.member)
        w.key("reason"); w.string(u.reason)
        w.key("location"); write(u.location, to: &w)
        w.endObject()
    }

    /// `{"kind", "inClass", "location"}`; `inClass` is null outside a class.
    package static func write(_ r: ImportedRotationRequest, to w: inout JSONWriter) {
        w.beginObject()
        w.key("kind"); w.string(r.kind.rawValue)
        w.key("inClass")
        if let c = r.inClass { w.string(c) } else { w.null() }
        w.key("location"); write(r.location, to: &w)
        w.endObject()
    }

    /// The importer's counters, in declaration order.
    package static func write(_ s: ImportStatistics, to w: inout JSONWriter) {
        w.beginObject()
        w.key("filesRead"); w.integer(s.filesRead)
        w.key("infoPlists"); w.integer(s.infoPlists)
        w.key("storyboards"); w.integer(s.storyboards)
        w.key("sourceFiles"); w.integer(s.sourceFiles)
        w.key("classes"); w.integer(s.classes)
        w.key("overrides"); w.integer(s.overrides)
        w.key("segues"); w.integer(s.segues)
        w.key("unknowns"); w.integer(s.unknowns)
        w.key("skippedFiles")
        w.beginArray()
        for e in s.skippedFiles {
            w.beginObject()
            w.key("file"); if let f = e.file { w.string(f) } else { w.null() }
            w.key("line"); if let l = e.line { w.integer(l) } else { w.null() }
            w.key("code"); w.string(e.code.rawValue)
            w.key("detail"); w.string(e.message)
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }

    /// One line for people: `12 files read: 1 Info.plist, 2 storyboards, 7 sources, 9 classes, ...`.
    package static func summary(_ s: ImportStatistics) -> String {
        func n(_ count: Int, _ one: String, _ many: String) -> String { "\(count) " + (count == 1 ? one : many) }
        return n(s.filesRead, "file", "files") + " read: "
            + [
                n(s.infoPlists, "Info.plist", "Info.plists"), n(s.storyboards, "storyboard", "storyboards"),
                n(s.sourceFiles, "source file", "source files"), n(s.classes, "class", "classes"),
                n(s.overrides, "override", "overrides"), n(s.segues, "segue", "segues"),
                n(s.unknowns, "unknown value", "unknown values"),
            ].joined(separator: ", ") + (s.skippedFiles.isEmpty ? "" : "; " + n(s.skippedFiles.count, "file", "files") + " skipped")
    }
}
