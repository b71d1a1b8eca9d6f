import OrientationPolicy

/// Reads the orientation facts of one Objective-C file (`.m`, `.mm`, `.h`) with a small tokenizer and parser:
/// `@interface X : Y` superclasses, `@implementation` blocks and categories of UIKit classes, the orientation
/// methods with UIKit's constants, `application:supportedInterfaceOrientationsForWindow:`, transitions written
/// in code, calls that force a rotation, `method_exchangeImplementations` of the orientation selectors, window
/// roots set in code, and what the classes' properties hold (for a window root read through one).
/// docs/importer.md lists exactly what is and is not recognised. Any text is accepted.
///
/// A class declared in a header and implemented in a `.m` file gives two `ImportedClass` values of the same
/// name: the header's carries the superclass, the implementation's the overrides.
///
/// A method body nested deeper than `SourceReadLimits.objectiveCNesting` refuses the file
/// (`import-source-too-deep`, at the first construct past the limit, which the parser skipped in linear time), and
/// so does a file that outruns its CPU budget (`import-source-too-complex`). Call it on a thread with a stack of
/// `SourceReadLimits.stackBytes` (`ReaderThreads`).
package enum ObjectiveCRecognizer {
    /// The facts `read` gives, or none for a file it refuses; on a reader thread of its own, so that callers
    /// outside an import (tests, fixtures) need not choose a stack.
    package static func facts(in source: String, file: String, idiomHelpers: [IdiomHelper] = []) -> SourceFacts {
        ReaderThreads.run { (try? read(source, file: file, idiomHelpers: idiomHelpers)) ?? SourceFacts() }
    }

    /// `idiomHelpers`: the project's own idiom tests found in every file (`IdiomHelper`); the file's own are in
    /// `facts.idiomHelpers`.
    static func read(
        _ source: String, file: String, idiomHelpers: [IdiomHelper] = [], budget: ReadBudget = .unlimited
    ) throws(ImportError) -> SourceFacts {
        if ObjCPlainC.isPlainC(source) { return try ObjCPlainC.facts(of: source, file: file, budget: budget) }
        return try readTokens(source, file: file, idiomHelpers: idiomHelpers, budget: budget)
    }

    /// `read` of any file, plain C (`ObjCPlainC`) included, from its tokens.
    static func readTokens(
        _ source: String, file: String, idiomHelpers: [IdiomHelper] = [], budget: ReadBudget = .unlimited
    ) throws(ImportError) -> SourceFacts {
        let helpers = IdiomHelper.table(idiomHelpers)
        let tokens = ObjCTokenizer.tokens(source)
        let declarations = ObjCDeclarations(tokens: tokens)
        let location = { (i: Int) -> SourceLocation in
            guard let t = i < tokens.count ? tokens[i] : tokens.last else { return SourceLocation(file: file, line: 1) }
            return SourceLocation(file: file, line: t.line, column: t.column)
        }
        var facts = SourceFacts()
        var superclasses: [String: String] = [:]
        for i in declarations.interfaces where superclasses[i.name] == nil { superclasses[i.name] = i.superclass }
        let properties = ObjCProperties.declared(in: tokens)
        var propertyFacts = ObjCPropertyFacts(declared: properties)
        let implemented = Set(declarations.implementations.filter { $0.category == nil }.map(\.name))
        for i in declarations.interfaces where !implemented.contains(i.name) {
            facts.classes.append(
                ImportedClass(
                    name: i.name, superclass: i.superclass, language: .objectiveC,
                    location: location(i.token)))
        }
        for implementation in declarations.implementations {
            let legacyOnly = ObjCLegacyVersionBranches.legacyOnlyMethods(of: implementation, tokens: tokens)
            var overrides = OrientationOverrides()
            var ownStyle: Located<ModalPresentationStyle>?
            for method in implementation.methods {
                var parser = ObjCParser(tokens: tokens, range: method.body)
                parser.budget = budget
                let statements = parser.statements()
                if let deep = parser.tooDeep {
                    throw ImportError(
                        .sourceTooDeep, file: file, line: location(deep).line,
                        "the method `\(method.selector)` nests more than \(ObjCParser.maxDepth) deep here (messages, "
                            + "parentheses, blocks or `else if`); the file is not read")
                }
                try budget.check(file)
                if !method.isClassMethod {
                    read(
                        method, statements, tokens: tokens, className: implementation.name, at: location(method.token),
                        helpers: helpers, into: &overrides, appDelegateMasks: &facts.appDelegateMasks)
                }
                ObjCVariableWrites.read(statements, method: method, location: location, into: &facts)
                ObjCMaskNotices.read(method, statements, className: implementation.name, location: location, into: &facts.maskNotices)
                if !legacyOnly.contains(method.selector) {
                    ObjCReadiness.read(method, tokens: tokens, className: implementation.name, location: location, into: &facts.readiness)
                }
                if !method.isClassMethod, method.selector == ObjCReadiness.sceneDelegateMask {
                    var evaluator = ObjCBodyEvaluator(tokens: tokens, names: ["supportedInterfaceOrientations"], literal: ObjCLiterals.mask)
                    evaluator.idiomHelpers = helpers
                    let mask = evaluator.evaluate(statements)
                    facts.readiness.sceneDelegateMasks.append(
                        ImportedSceneDelegateMask(
                            className: implementation.name, language: .objectiveC, location: location(method.token), mask: mask))
                }
                if !method.isClassMethod, method.selector == ObjCSuperCalls.sizeTransition,
                    !ObjCSuperCalls.calls(method.selector, in: tokens[method.body].map(\.text))
                {
                    facts.superlessTransitions.append(
                        ImportedSuperlessTransition(inClass: implementation.name, location: location(method.token)))
                }
                if !method.isClassMethod, let member = ImportedUnknownPreferredOrientation.member(selector: method.selector) {
                    for at in ObjCUnknownOrientationReturns.returns(in: tokens[method.body].map(\.text)) {
                        facts.unknownPreferredOrientations.append(
                            ImportedUnknownPreferredOrientation(
                                inClass: implementation.name, member: member, location: location(method.body.lowerBound + at)))
                    }
                }
                if !method.isClassMethod, method.parameterNames.count == 1,
                    let (kind, member) = ImportedContainerDelegateMethod.named(String(method.selector.dropLast()))
                {
                    facts.containerDelegateMethods.append(
                        ImportedContainerDelegateMethod(
                            kind: kind, member: member, inClass: implementation.name, location: location(method.token)))
                }
                if !method.isClassMethod, let (style, at) = ObjCOwnPresentationStyle.read(method, statements) {
                    ownStyle = Located(style, at: location(at))
                }
                let parameters = zip(method.parameterNames, method.parameterTypes).map { (name: $0, type: $1) }
                var calls = ObjCCalls(
                    statements: statements, parameters: parameters, tokens: tokens,
                    className: implementation.name, location: location)
                calls.idiomHelpers = helpers
                calls.inClassMethod = method.isClassMethod
                facts.transitions += calls.transitions
                ObjCPresentingHelpers.read(
                    selector: method.selector, parameterNames: method.parameterNames, isClassMethod: method.isClassMethod,
                    calls: calls, location: location, into: &facts)
                let gated = RotationVersionGate.isGated(tokens[method.body].map(\.text).joined())
                let created = RotationVersionGate.created(in: tokens[method.body].map(\.text))
                if gated { facts.createdUnderVersionCheck.formUnion(created) } else { facts.createdElsewhere.formUnion(created) }
                facts.rotationRequests += calls.rotationRequests.map { r in
                    var r = r
                    r.versionGated = gated
                    return r
                }
                facts.swizzles += calls.swizzles
                let classProperties = properties[implementation.name] ?? [:]
                let (roots, deferred) = calls.windowRoots(properties: classProperties)
                facts.windowRoots += roots
                facts.deferredWindowRoots += deferred
                facts.windowRootAssignments += calls.windowRootAssignments
                facts.windowSubviews += calls.windowSubviews
                propertyFacts.read(
                    method, statements: statements, calls: calls, className: implementation.name,
                    properties: classProperties)
            }
            if implementation.category != nil {
                if !overrides.isEmpty {
                    facts.extensions.append(
                        ImportedExtension(
                            extendedClass: implementation.name, language: .objectiveC,
                            location: location(implementation.token),
                            overrides: overrides))
                }
            } else {
                facts.classes.append(
                    ImportedClass(
                        name: implementation.name, superclass: implementation.superclass ?? superclasses[implementation.name],
                        language: .objectiveC, location: location(implementation.token), overrides: overrides))
                facts.classes[facts.classes.count - 1].ownPresentationStyle = ownStyle
            }
        }
        facts.properties = propertyFacts.facts
        facts.maskNotices.storedVariables.formUnion(ObjCMaskNotices.storedVariables(tokens))
        // The tokenizer reads both branches of `#if`; a root set in a test-only branch is never the app's.
        let testOnly = TestOnlyCode.lines(in: source)
        facts.windowRoots.removeAll { testOnly.contains($0.location.line) }
        facts.deferredWindowRoots.removeAll { testOnly.contains($0.location.line) }
        facts.windowSubviews.removeAll { testOnly.contains($0.location.line) }
        facts.idiomHelpers =
            ObjCIdiomHelpers.methods(declarations, tokens: tokens, location: location)
            + ObjCIdiomHelpers.macros(in: source, file: file)
        try budget.check(file)
        return facts
    }

    /// One instance method: an orientation override or the app delegate's mask. The first definition wins; a
    /// body that only returns `[super ...]` is no override; one that first answers with the presented controller
    /// records that and the rest of the body as the value.
    private static func read(
        _ method: ObjCDeclarations.Method, _ statements: [ObjCStatement], tokens: [ObjCToken],
        className: String, at location: SourceLocation, helpers: [String: ObjCIdiom.Truth],
        into overrides: inout OrientationOverrides,
        appDelegateMasks: inout [ImportedAppDelegateMask]
    ) {
        func evaluator<V>(_ names: Set<String>, _ literal: @escaping (ObjCExpr) -> V?) -> ObjCBodyEvaluator<V> {
            var e = ObjCBodyEvaluator(tokens: tokens, names: names, literal: literal)
            e.idiomHelpers = helpers
            return e
        }
        switch method.selector {
        case "supportedInterfaceOrientations":
            overrides.record(\.supportedInterfaceOrientations, forwarding: \.supportedInterfaceOrientations, at: location) {
                evaluator([method.selector], ObjCLiterals.mask).evaluateForwardingToPresented(statements)
            }
        case "shouldAutorotate":
            overrides.record(\.shouldAutorotate, forwarding: \.shouldAutorotate, at: location) {
                evaluator([method.selector], ObjCLiterals.bool).evaluateForwardingToPresented(statements)
            }
        case "preferredInterfaceOrientationForPresentation":
            overrides.record(
                \.preferredInterfaceOrientationForPresentation,
                forwarding: \.preferredInterfaceOrientationForPresentation, at: location
            ) {
                evaluator([method.selector], ObjCLiterals.orientation).evaluateForwardingToPresented(statements)
            }
        case "shouldAutorotateToInterfaceOrientation:":
            guard overrides.shouldAutorotateToInterfaceOrientation == nil, let parameter = method.parameterNames.first
            else { return }
            let predicate = ObjCAutorotatePredicate(parameter: parameter)
            var legacy = evaluator([method.selector, "shouldAutorotate"], predicate.mask)
            // `if (o != UIInterfaceOrientationPortraitUpsideDown) return YES; return NO;`: YES where the condition holds.
            legacy.split = { condition, yes, no in
                predicate.mask(condition).map { $0.intersection(yes).union(AutorotatePredicate.complement($0).intersection(no)) }
            }
            guard let v = legacy.evaluate(statements) else { return }
            overrides.shouldAutorotateToInterfaceOrientation = Located(v, at: location)
        case "application:supportedInterfaceOrientationsForWindow:":
            guard let v = evaluator(["supportedInterfaceOrientations"], ObjCLiterals.mask).evaluate(statements)
            else { return }
            appDelegateMasks.append(ImportedAppDelegateMask(className: className, mask: Located(v, at: location)))
        default:
            return
        }
    }
}
