/// Which targets list each file, looked up once per import rather than asked of every target for every file and
/// every app: a repository of many apps and thousands of files (Provenance: 9,945 headers) otherwise spends most of
/// its import asking each target's file set in turn.
struct TargetListings {
    /// (project index, target index) of every target whose build phases name the file, in project and target order.
    private let byFile: [String: [(Int, Int)]]
    /// Every synchronized folder, with its target; few, so each is asked.
    private let folders: [(project: Int, target: Int, folder: XcodeTargetFiles.SynchronizedFolder)]

    init(projects: [XcodeProjectFacts]) {
        var byFile: [String: [(Int, Int)]] = [:]
        var folders: [(Int, Int, XcodeTargetFiles.SynchronizedFolder)] = []
        for (q, project) in projects.enumerated() {
            for (u, target) in project.targetFiles.enumerated() {
                for file in target.files { byFile[file, default: []].append((q, u)) }
                for folder in target.synchronizedFolders { folders.append((q, u, folder)) }
            }
        }
        self.byFile = byFile
        self.folders = folders
    }

    /// Every target (project index, target index) whose phases or folders list `file`, in project and target
    /// order: what asking each target's `XcodeTargetFiles.lists(_:)` in turn gives.
    func listers(of file: String) -> [(Int, Int)] {
        let named = byFile[file] ?? []
        let inFolders = folders.filter { $0.folder.contains(file) }.map { ($0.project, $0.target) }
        if inFolders.isEmpty { return named }
        var all = named
        for pair in inFolders where !all.contains(where: { $0 == pair }) { all.append(pair) }
        return all.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    }
}
