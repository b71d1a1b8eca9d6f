/// An archive entry's name as a project path, the way `tar -x` would place it: `./` and empty components dropped,
/// never outside the directory it extracts into.
///
/// GNU tar's manual ("Absolute File Names", "--strip-components") and libarchive's `ARCHIVE_EXTRACT_SECURE_NODOTDOT`
/// and `ARCHIVE_EXTRACT_SECURE_NOABSOLUTEPATHS` describe the two ways a name climbs out: a leading `/` and a `..`
/// component. tar strips or refuses them when extracting; an upload is never extracted, but a path in a finding
/// must still be one inside the project, so both are refused.
enum ArchiveEntryPath: Equatable {
    /// The path relative to the project root, `/`-separated, with no empty, `.` or `..` component.
    case path(String)
    /// Nothing left once `./` and the stripped leading components are gone (the root directory, or an entry
    /// above the level `stripComponents` removes): not part of the project.
    case outside
    /// The name is absolute or has a `..` component; the reason, for the error message.
    case traversal(String)

    init(name: String, stripComponents: Int) {
        if name.hasPrefix("/") {
            self = .traversal("the entry's path is absolute")
            return
        }
        var components: [Substring] = []
        for component in name.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                self = .traversal("the entry's path has a '..' component, which would place it outside the project")
                return
            default: components.append(component)
            }
        }
        guard components.count > stripComponents else {
            self = .outside
            return
        }
        self = .path(components.dropFirst(stripComponents).joined(separator: "/"))
    }
}
