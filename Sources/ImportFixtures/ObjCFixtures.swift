import OrientationPolicy

@testable import OrientationImport

/// Objective-C fixtures in the shapes the patterns take in public iOS code.
enum ObjCFixtures {
    static func facts(_ source: String, file: String = "App/Source.m") -> SourceFacts {
        ObjectiveCRecognizer.facts(in: source, file: file)
    }

    /// `@implementation Player` holding `methods`, read back.
    static func overrides(_ methods: String) -> OrientationOverrides? {
        let source = """
            #import "Player.h"

            @implementation Player

            \(methods)

            @end
            """
        return facts(source).classes.first { $0.name == "Player" }?.overrides
    }

    static func mask(_ body: String) -> ImportedValue<InterfaceOrientationMask>? {
        overrides("- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n    \(body)\n}")?
            .supportedInterfaceOrientations?.value
    }
}
