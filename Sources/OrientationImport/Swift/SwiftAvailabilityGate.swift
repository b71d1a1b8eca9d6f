import SwiftSyntax

/// Swift code that runs only below iOS 27 because an availability check says so (`IOS27Availability`): the iOS 27
/// readiness facts are not read from it, as `ObjCLegacyVersionBranches` does for Objective-C.
enum SwiftAvailabilityGate {
    /// Whether the node runs only before iOS 27 (`IOS27Availability`): in the `else` of `if #available(iOS N, *)` or
    /// `guard #available(iOS N, *)` with N at most 27.0 and no other condition (joined to `flag`, the `else` also runs
    /// on 27 when `flag` is false), or in the body of `if #unavailable(iOS N)` with N at most 27.0.
    static func runsOnlyBeforeIOS27(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let branch = parent.as(IfExprSyntax.self) {
                if let other = branch.elseBody, Syntax(other).id == current.id, onlyAvailableUpTo27(branch.conditions) {
                    return true
                }
                if branch.body.id == current.id,
                    branch.conditions.contains(where: { availability($0, "#unavailable").map(versionUpTo27) ?? false })
                {
                    return true
                }
            }
            if let guarded = parent.as(GuardStmtSyntax.self), guarded.body.id == current.id,
                onlyAvailableUpTo27(guarded.conditions)
            {
                return true
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// Whether the conditions are a single `#available` whose iOS version is at most 27.0.
    private static func onlyAvailableUpTo27(_ conditions: ConditionElementListSyntax) -> Bool {
        guard conditions.count == 1, let only = conditions.first, let check = availability(only, "#available") else {
            return false
        }
        return versionUpTo27(check)
    }

    private static func availability(_ element: ConditionElementSyntax, _ keyword: String) -> AvailabilityConditionSyntax? {
        guard case .availability(let check) = element.condition, check.availabilityKeyword.text == keyword else { return nil }
        return check
    }

    /// Whether the check names iOS with a version at most 27.0.
    private static func versionUpTo27(_ check: AvailabilityConditionSyntax) -> Bool {
        check.availabilityArguments.contains { argument in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == "iOS", let version = restriction.version
            else { return false }
            return IOS27Availability.isAtMost27(Substring(version.trimmedDescription))
        }
    }
}
