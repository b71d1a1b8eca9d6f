import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// `dead-orientation` is said of the whole app: it stands on a target only when every lint run on that target
/// (each scenario, each possible world of its unread values) says it.
@Suite struct DeadOrientationClaimsTests {
    static let old = Device(idiom: .phone, systemVersion: SystemVersion(6, 0))
    static let new = Device(idiom: .phone, systemVersion: .newestModelled, hasHomeButton: false)
    static let pad = Device(idiom: .pad, systemVersion: SystemVersion(17, 0))
    static let here = SourceLocation(file: "App/Info.plist", line: 20, column: 2)

    static func dead(_ o: String, on targets: [Device]) -> LintFinding {
        LintFinding(
            code: .deadOrientation, pointer: "/app/infoPlist/UISupportedInterfaceOrientations",
            message: "\(o) is listed for the app but no reachable state lets the interface take it.",
            targets: targets)
    }

    /// Runs in order, each its findings and the targets it linted; the claims left, as (orientation, targets).
    static func standing(after runs: [([LintFinding], [Device])]) -> [String: [Device]] {
        var claims = DeadOrientationClaims()
        for (findings, targets) in runs {
            claims.record(findings, on: targets, scenario: "", locate: { _ in (here, []) })
        }
        var merged = FindingMerger()
        claims.add(to: &merged, app: "App")
        var result: [String: [Device]] = [:]
        for f in merged.findings { result[String(f.finding.message.prefix { $0 != " " })] = f.finding.targets }
        return result
    }

    @Test("a claim every run on the target makes stands")
    func madeByEveryRun() {
        let runs = [
            ([Self.dead("portrait", on: [Self.old, Self.new])], [Self.old, Self.new]),
            ([Self.dead("portrait", on: [Self.old, Self.new])], [Self.old, Self.new]),
        ]
        #expect(Self.standing(after: runs) == ["portrait": [Self.old, Self.new]])
    }

    @Test("a later run on the same target that reaches the orientation withdraws the claim")
    func withdrawnLater() {
        let runs = [
            ([Self.dead("portrait", on: [Self.old, Self.new])], [Self.old, Self.new]),
            ([Self.dead("portrait", on: [Self.old])], [Self.old, Self.new]),
        ]
        #expect(Self.standing(after: runs) == ["portrait": [Self.old]])
    }

    @Test("a claim first made after an earlier run on the same target did not make it does not stand")
    func notMadeEarlier() {
        let runs = [([], [Self.old]), ([Self.dead("portrait", on: [Self.old])], [Self.old])]
        #expect(Self.standing(after: runs).isEmpty)
    }

    @Test("a run that makes no claims (a truncated exploration) withdraws every claim on its targets")
    func truncatedRunWithdraws() {
        let runs = [
            ([Self.dead("portrait", on: [Self.old]), Self.dead("landscapeLeft", on: [Self.old])], [Self.old]),
            ([], [Self.old]),
        ]
        #expect(Self.standing(after: runs).isEmpty)
    }

    @Test("runs on other targets (another idiom's scenario) leave a claim alone")
    func otherTargets() {
        let runs = [([Self.dead("portrait", on: [Self.old])], [Self.old]), ([], [Self.pad])]
        #expect(Self.standing(after: runs) == ["portrait": [Self.old]])
    }

    @Test("other codes are not claims and are not reported from here")
    func otherCodes() {
        let other = LintFinding(code: .upsideDownWithoutHomeButton, pointer: "/app", message: "m", targets: [Self.new])
        #expect(Self.standing(after: [([other], [Self.new])]).isEmpty)
    }
}
