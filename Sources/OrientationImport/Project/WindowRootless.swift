/// Whether an app starts with a window that has no root view controller, and where it puts a controller's view
/// on that window instead (`[window addSubview:controller.view]`).
///
/// The assembler asks only when no storyboard, window root or SwiftUI `App` gave the app an initial controller.
/// Anything that may still give the window a root counts, so the answer is "rootless" only when the project says
/// so: a main or scene storyboard named by the Info.plist (found or not: one not in the repository may have an
/// initial controller), a main nib (`NSMainNibFile`) that is not in the repository, any xib whose window has a
/// `rootViewController` outlet (main or loaded in code), any assignment to a window's root in code (read or not, outside tests), a root
/// set through a coordinator's property, or a SwiftUI `App`. The calls reported are the app's own: not in a test
/// source nor in a checked-in dependency (`Pods/`, `Carthage/`), whose windows are their own.
struct WindowRootless {
    var plist: ImportedInfoPlist
    var sources: AppSources

    var subviews: [ImportedWindowSubview] {
        guard plist.mainStoryboard == nil, plist.mainStoryboardPad == nil, plist.sceneStoryboards.isEmpty,
            nibsLeaveWindowRootless, !anyNibWindowHasARoot, sources.windowRoots.isEmpty, sources.sources.deferredWindowRoots.isEmpty,
            !sources.sources.windowRootAssignments.contains(where: { !ProjectPaths.isTestSource($0.file) }),
            !SwiftUIEntry.hasApp(sources.sources)
        else { return [] }
        return sources.sources.windowSubviews
            .filter { !ProjectPaths.isTestSource($0.location.file) && !ProjectPaths.isDependencySource($0.location.file) }
            .sorted { $0.location < $1.location }
    }

    /// Whether some xib of the app has a window with a `rootViewController` outlet (a xib's initial controller is
    /// that outlet's destination): code may load it (`loadNibNamed:owner:`) without the Info.plist naming it.
    private var anyNibWindowHasARoot: Bool {
        sources.storyboards.contains { $0.path.hasSuffix(".xib") && $0.initialViewControllerID != nil }
    }

    /// True when the plist names no main nib, or each nib it names is in the repository with a window that has no
    /// `rootViewController` outlet (the nib's initial controller is that outlet's destination).
    private var nibsLeaveWindowRootless: Bool {
        for nib in [plist.mainNib, plist.mainNibPad].compactMap({ $0?.value }) {
            let candidates = sources.storyboards.filter { $0.name == nib }
            guard let found = ProjectPaths.nearest(to: plist.path, among: candidates, path: \.path),
                found.initialViewControllerID == nil
            else { return false }
        }
        return true
    }
}
