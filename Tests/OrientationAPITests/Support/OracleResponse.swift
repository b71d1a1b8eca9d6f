import Foundation
import OrientationPolicy

/// The the API response as a Foundation Codable model, built from a `Decision` with the API's own tables:
/// masks list orientations in the order portrait, portraitUpsideDown, landscapeLeft, landscapeRight; short
/// names for orientations; explicit nulls.
struct OracleResponse: Codable, Equatable {
    struct Mask: Codable, Equatable {
        var rawValue: Int
        var orientations: [String]
    }
    struct AppOrientations: Codable, Equatable {
        var rawValue: Int
        var orientations: [String]
        var source: String
    }
    struct Reference: Codable, Equatable {
        var name: String
        var path: String
    }
    struct Exception: Codable, Equatable {
        var name: String
        var reason: String
    }
    struct Step: Codable, Equatable {
        var rule: String
        var detail: String
        var source: String
        var references: [String]
        var certainty: String?
    }

    var outcome: String
    var interfaceOrientation: String
    var supportedInterfaceOrientations: Mask
    var applicationOrientations: AppOrientations
    var topmostViewController: Reference?
    var preferredInterfaceOrientationForPresentation: String?
    var exception: Exception?
    var explanation: [Step]
    var disputed: [Disputed]

    struct Disputed: Codable, Equatable {
        var rule: String
        var claim: String
        var note: String
        var alternatives: [Alternative]
    }
    struct Alternative: Codable, Equatable {
        var summary: String
        var interfaceOrientation: String?
        var exception: Exception?
    }

    static let interfaceNames = [0: "unknown", 1: "portrait", 2: "portraitUpsideDown", 3: "landscapeRight", 4: "landscapeLeft"]
    static let maskOrder: [(UInt, String)] = [(2, "portrait"), (4, "portraitUpsideDown"), (16, "landscapeLeft"), (8, "landscapeRight")]

    static func mask(_ m: InterfaceOrientationMask) -> Mask {
        Mask(rawValue: Int(m.rawValue), orientations: maskOrder.filter { m.rawValue & $0.0 != 0 }.map(\.1))
    }

    init(_ d: Decision) {
        outcome =
            ["rotated", "unchanged", "exception", "doesNotLaunch"][
                [Decision.Outcome.rotated, .unchanged, .exception, .doesNotLaunch].firstIndex(of: d.outcome)!]
        interfaceOrientation = Self.interfaceNames[d.interfaceOrientation.rawValue]!
        supportedInterfaceOrientations = Self.mask(d.supportedInterfaceOrientations)
        let app = Self.mask(d.applicationOrientations.mask)
        let sources: [ApplicationOrientations.Source: String] = [
            .delegate: "delegate", .sceneDelegate: "sceneDelegate", .infoPlist: "infoPlist", .infoPlistPad: "infoPlist~ipad",
            .infoPlistPhone: "infoPlist~iphone", .default: "default",
        ]
        applicationOrientations = AppOrientations(
            rawValue: app.rawValue, orientations: app.orientations,
            source: sources[d.applicationOrientations.source]!)
        topmostViewController = d.topmostViewController.map { Reference(name: $0.name, path: $0.path) }
        preferredInterfaceOrientationForPresentation = d.preferredInterfaceOrientationForPresentation.map {
            Self.interfaceNames[$0.rawValue]!
        }
        exception = d.exception.map { Exception(name: $0.name, reason: $0.reason) }
        explanation = d.explanation.map {
            Step(
                rule: $0.rule, detail: $0.detail, source: $0.source,
                references: RuleCatalog.references(forRule: $0.rule)?.map(\.id) ?? [],
                certainty: Rule(rawValue: $0.rule).map { d.certainty(of: $0).rawValue } ?? RuleCatalog.certainty(forRule: $0.rule)?.rawValue)
        }
        // Disputed: every core claim of a step's rule disputed on the version, then every named claim disputed there.
        var entries: [Disputed] = []
        let v = d.systemVersion
        for s in d.explanation {
            guard let rule = Rule(rawValue: s.rule) else { continue }
            for c in rule.claims where c.isCore && c.certainty(on: v) == .disputed && !entries.contains(where: { $0.claim == c.id }) {
                entries.append(Disputed(rule: rule.id, claim: c.id, note: c.disputeNote(on: v), alternatives: []))
            }
        }
        for use in d.claimsUsed {
            let c = ClaimLedger.claim(use.claim)!
            guard c.certainty(on: v) == .disputed, !entries.contains(where: { $0.claim == c.id }) else { continue }
            entries.append(
                Disputed(
                    rule: use.rule.id, claim: c.id, note: c.disputeNote(on: v),
                    alternatives: use.alternatives.map {
                        Alternative(
                            summary: $0.summary, interfaceOrientation: $0.interfaceOrientation.map { Self.interfaceNames[$0.rawValue]! },
                            exception: $0.exception.map { Exception(name: $0.name, reason: $0.reason) })
                    }))
        }
        disputed = entries
    }
}
