/// Turns the readers' facts into apps and scenarios. (Being written.)
struct ProjectAssembler {
    var files: ProjectFiles

    func assemble() throws(ImportError) -> ImportedProject {
        throw ImportError(.noApp, "no Info.plist in the project declares an app")
    }
}
