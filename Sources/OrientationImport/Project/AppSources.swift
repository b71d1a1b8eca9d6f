/// What one app is assembled from: the facts of the sources and the storyboards its target builds
/// (`AppFileScope`), with the class table, window roots and controller graph made from them. Apps built from the
/// same files share one.
struct AppSources {
    var sources: SourceFacts
    var storyboards: [ImportedStoryboard]
    let classes: ClassTable
    let windowRoots: [ImportedWindowRoot]
    var graph: ControllerGraph

    init(_ files: ProjectFiles, excluding excluded: Set<String>) {
        sources = files.sources.without(excluded)
        storyboards = excluded.isEmpty ? files.storyboards : files.storyboards.filter { !excluded.contains($0.path) }
        classes = ClassTable(sources)
        windowRoots = PropertyTable(sources).windowRoots(sources, classes: classes)
        graph = ControllerGraph(storyboards: storyboards, sources: sources, classes: classes)
        graph.attachHostedViews(sources.swiftUI)
    }
}
