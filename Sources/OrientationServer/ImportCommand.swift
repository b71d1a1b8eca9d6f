import ArgumentParser
import OrientationAPI
import OrientationImport

/// `orientation-server import PATH`: what the importer read from a project, as `/v1/decide` requests, each value
/// annotated with the file, line and column it came from, so a person can check and correct it before asking.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Print the scenarios read from an iOS project as /v1/decide requests, with where each value came from.",
        discussion: """
            text: each request laid out one value per line with // file:line:column after the values read from \
            the project. json: {"apps": [{"name", "infoPlist", "scenarios": [{"request", "provenance"}], \
            "unknowns", "rotationRequests"}], "statistics"}. Exit status 0, or 2 when the project cannot be read.
            """)

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "text|json. (default: text)")
    var format: Format = .text

    func run() throws {
        let limits = ImportLimits()
        let imported: ImportedProject
        do throws(ImportError) {
            let opened = try ProjectPath.open(
                project.path, limits: limits, stripComponents: project.stripComponents, projectRoot: project.projectRoot)
            imported = try ProjectImporter.importProject(opened.source, limits: limits, progress: project.progress)
        } catch {
            throw ProjectCommand.failure(error)
        }
        switch format {
        case .text: try project.emit(Array(ImportEncoder.text(imported).utf8))
        case .json: try project.emit(ImportEncoder.encode(imported) + [UInt8(ascii: "\n")])
        }
    }
}
