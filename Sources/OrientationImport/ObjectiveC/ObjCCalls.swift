import OrientationPolicy

/// Transitions, rotation requests and swizzles in one Objective-C method body, with what the method binds
/// (`PlayerViewController *vc = [[PlayerViewController alloc] init];`) and the styles it assigns
/// (`vc.modalPresentationStyle = UIModalPresentationFullScreen;`) read from the same body.
struct ObjCCalls {
    struct Binding {
        var name: String
        var type: String?
        var value: ObjCExpr?
        var position: Int
    }
    struct StyleAssignment {
        var target: String
        var value: ObjCExpr
        var position: Int
    }

    let tokens: [ObjCToken]
    let className: String
    let location: (Int) -> SourceLocation
    /// The project's idiom tests by name, to read a style chosen per idiom (`IS_IPAD ? A : B`).
    var idiomHelpers: [String: ObjCIdiom.Truth] = [:]
    /// Whether the body is a class method's (`+`), where `self` is the class.
    var inClassMethod = false
    private(set) var bindings: [Binding] = []
    private(set) var styleAssignments: [StyleAssignment] = []
    private(set) var selectors: [String] = []
    private(set) var expressions: [ObjCExpr] = []

    /// `parameters` are the method's parameter names and types, bound before the body.
    init(
        statements: [ObjCStatement], parameters: [(name: String, type: String?)] = [], tokens: [ObjCToken],
        className: String, location: @escaping (Int) -> SourceLocation
    ) {
        self.tokens = tokens
        self.className = className
        self.location = location
        bindings = parameters.map { Binding(name: $0.name, type: $0.type, value: nil, position: -1) }
        collect(statements)
        bindings.sort { $0.position < $1.position }
        styleAssignments.sort { $0.position < $1.position }
    }

    private mutating func collect(_ statements: [ObjCStatement]) {
        for statement in statements {
            switch statement {
            case .declaration(let type, let name, let value, let token):
                bindings.append(Binding(name: name, type: type, value: value, position: token))
            case .ifStatement(_, let a, let b):
                collect(a)
                if let b { collect(b) }
            case .switchStatement(_, let cases):
                for c in cases { collect(c.body) }
            case .compound(let list):
                collect(list)
            case .returnStatement, .expression:
                break
            }
            var found: [ObjCExpr] = []
            var blocks: [[ObjCStatement]] = []
            switch statement {
            case .declaration(_, _, let v?, _): v.forEach { found.append($0) }
            case .returnStatement(let e?, _): e.forEach { found.append($0) }
            case .expression(let e): e.forEach { found.append($0) }
            case .ifStatement(let c, _, _): c.forEach { found.append($0) }
            case .switchStatement(let s, _): s.forEach { found.append($0) }
            default: break
            }
            for e in found {
                if case .block(let list) = e.kind {
                    blocks.append(list)
                    continue
                }
                record(e)
            }
            // Expressions inside blocks were listed by `forEach` already; the blocks' declarations were not.
            for list in blocks { collectDeclarations(list) }
        }
    }

    private mutating func collectDeclarations(_ statements: [ObjCStatement]) {
        for statement in statements {
            switch statement {
            case .declaration(let type, let name, let value, let token):
                bindings.append(Binding(name: name, type: type, value: value, position: token))
            case .ifStatement(_, let a, let b):
                collectDeclarations(a)
                if let b { collectDeclarations(b) }
            case .switchStatement(_, let cases):
                for c in cases { collectDeclarations(c.body) }
            case .compound(let list):
                collectDeclarations(list)
            default:
                break
            }
        }
    }

    private mutating func record(_ e: ObjCExpr) {
        expressions.append(e)
        switch e.kind {
        case .binary("=", let lhs, let rhs):
            if case .member(let target, "modalPresentationStyle") = lhs.kind {
                styleAssignments.append(
                    StyleAssignment(
                        target: target.path?.joined(separator: ".") ?? "",
                        value: rhs, position: e.range.lowerBound))
            } else if let path = lhs.path, !path.isEmpty {
                bindings.append(
                    Binding(
                        name: path.joined(separator: "."), type: nil, value: rhs,
                        position: e.range.lowerBound))
            }
        case .message(let target, "setModalPresentationStyle:", let args) where args.count == 1:
            styleAssignments.append(
                StyleAssignment(
                    target: target.path?.joined(separator: ".") ?? "",
                    value: args[0], position: e.range.lowerBound))
        case .selector(let name):
            selectors.append(name)
        case .call("NSSelectorFromString", let args) where args.count == 1:
            if case .string(let name) = args[0].kind { selectors.append(name) }
        default:
            break
        }
    }

    /// Declared types that say nothing about the controller's class.
    static let genericTypes: Set<String> = ["id", "UIViewController", "__kindof", "instancetype", "NSObject"]

    func binding(_ name: String, before position: Int) -> Binding? {
        bindings.last { $0.name == name && $0.position < position }
    }

    /// The token of a message's first selector piece (just after the receiver).
    func selectorToken(_ e: ObjCExpr) -> Int {
        if case .message(let receiver, _, _) = e.kind { return receiver.range.upperBound }
        return e.range.lowerBound
    }

    // MARK: Transitions

    var transitions: [ImportedTransition] {
        var result: [ImportedTransition] = []
        for e in expressions {
            guard case .message(_, let selector, let args) = e.kind, let presented = args.first else { continue }
            let kind: ImportedTransition.Kind
            switch selector {
            case "presentViewController:animated:completion:", "presentViewController:animated:",
                "presentModalViewController:animated:":
                kind = .present
            case "pushViewController:animated:": kind = .push
            case "addChildViewController:":
                guard case .message(let receiver, _, _) = e.kind, receiver.path == [] else { continue }
                kind = .addChild
            case "performSegueWithIdentifier:sender:":
                var identifier: String?
                if case .string(let s) = presented.kind { identifier = s }
                result.append(
                    ImportedTransition(
                        kind: .performSegue, fromClass: className, toClass: nil,
                        segueIdentifier: identifier, location: location(selectorToken(e))))
                continue
            default: continue
            }
            var style: Located<ModalPresentationStyle>?
            var computed: Located<ImportedValue<ModalPresentationStyle>>?
            if kind == .present, let target = presented.uncast.path?.joined(separator: "."),
                let assignment = styleAssignments.last(where: { $0.target == target && $0.position < e.range.lowerBound })
            {
                if let value = ObjCLiterals.presentationStyle(assignment.value) {
                    style = Located(value, at: location(assignment.position))
                } else {
                    // A style the code computes (an idiom switch, a choice, a parameter): read as a body's value.
                    let evaluator = ObjCBodyEvaluator<ModalPresentationStyle>(
                        tokens: tokens, names: [], literal: ObjCLiterals.presentationStyle, idiomHelpers: idiomHelpers)
                    let value =
                        evaluator.evaluate(expression: assignment.value)
                        ?? .unknown(reason: "set to `\(evaluator.excerpt(assignment.value))`")
                    computed = Located(value, at: location(assignment.position))
                }
            }
            var transition = ImportedTransition(
                kind: kind, fromClass: className,
                toClass: controllerClass(presented, before: e.range.lowerBound, depth: 0),
                modalPresentationStyle: style, location: location(selectorToken(e)))
            transition.computedStyle = computed
            if transition.toClass == nil {
                transition.toStoryboard = ObjCStoryboardInstances.instance(presented, in: self, before: e.range.lowerBound)
            }
            result.append(transition)
        }
        return result
    }

    /// `[[X alloc] init...]`, `[X new]`, `(X *)...`, a `...Controller` factory `[X instantiate]`, or a variable
    /// bound to one of those (or declared `X *vc`) earlier in the method.
    func controllerClass(_ e: ObjCExpr, before position: Int, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        switch e.kind {
        case .cast(let type, let inner):
            if !ObjCCalls.genericTypes.contains(type) { return type }
            return controllerClass(inner, before: position, depth: depth + 1)
        case .message(let receiver, let selector, let arguments):
            // `autorelease` and `retain` return their receiver (manual reference counting; `uncast`).
            if selector == "autorelease" || selector == "retain", arguments.isEmpty {
                return controllerClass(receiver, before: position, depth: depth + 1)
            }
            if case .message(let inner, "alloc", _) = receiver.kind, case .identifier(let x) = inner.kind,
                selector.hasPrefix("init")
            {
                return x
            }
            if case .identifier(let x) = receiver.kind, x.first?.isUppercase ?? false,
                selector == "new" || x.hasSuffix("Controller")
            {
                return x
            }
            return nil
        default:
            guard let path = e.path, !path.isEmpty,
                let b = binding(path.joined(separator: "."), before: position)
            else { return nil }
            if let value = b.value, let cls = controllerClass(value, before: b.position, depth: depth + 1) { return cls }
            return b.type.flatMap { ObjCCalls.genericTypes.contains($0) ? nil : $0 }
        }
    }

    // MARK: Rotation requests

    var rotationRequests: [ImportedRotationRequest] {
        var result: [ImportedRotationRequest] = []
        // `[device respondsToSelector:@selector(setOrientation:)]` only asks; the call follows separately.
        var questions: [Range<Int>] = []
        for e in expressions {
            if case .message(_, let s, let args) = e.kind, s.hasSuffix("espondsToSelector:") || s.hasSuffix("espondToSelector:") {
                questions += args.map(\.range)
            }
        }
        for e in expressions {
            let kind: ImportedRotationRequest.Kind
            var token = selectorToken(e)
            switch e.kind {
            case .message(_, "setValue:forKey:", let args) where args.count == 2:
                guard case .string("orientation") = args[1].kind else { continue }
                kind = .deviceOrientationKVC
            case .message(let receiver, "attemptRotationToDeviceOrientation", let args) where args.isEmpty:
                guard sentToAClass(receiver) else { continue }
                kind = .attemptRotationToDeviceOrientation
            case .message(_, let s, _) where s.hasPrefix("requestGeometryUpdateWithPreferences:"):
                kind = .requestGeometryUpdate
            case .message(_, "setNeedsUpdateOfSupportedInterfaceOrientations", _):
                kind = .setNeedsUpdateOfSupportedInterfaceOrientations
            case .selector("setOrientation:"):
                guard !questions.contains(where: { $0.contains(e.range.lowerBound) }) else { continue }
                kind = .deviceOrientationKVC
                token = e.range.lowerBound
            case .call("NSSelectorFromString", let args) where args.count == 1:
                guard case .string("setOrientation:") = args[0].kind,
                    !questions.contains(where: { $0.contains(e.range.lowerBound) })
                else { continue }
                kind = .deviceOrientationKVC
                token = e.range.lowerBound
            default:
                continue
            }
            result.append(ImportedRotationRequest(kind: kind, inClass: className, location: location(token)))
        }
        return result
    }

    /// Whether a message goes to a class: UIKit's `attemptRotationToDeviceOrientation` is a class method of
    /// `UIViewController` ("attemptRotationToDeviceOrientation", Apple's documentation), so `[UIViewController ...]`,
    /// `[[self class] ...]`, `[self.class ...]`, or `self` and `super` in a class method; `[self ...]` in an instance
    /// method is the project's own instance method of that name.
    private func sentToAClass(_ receiver: ObjCExpr) -> Bool {
        switch receiver.kind {
        case .identifier("self"), .identifier("super"): inClassMethod
        case .identifier(let name): name.first?.isUppercase ?? false
        case .message(_, "class", let args): args.isEmpty
        case .member(_, "class"): true
        default: false
        }
    }

    // MARK: Swizzles

    var swizzles: [ImportedSwizzle] {
        var result: [ImportedSwizzle] = []
        for e in expressions {
            switch e.kind {
            case .call("method_exchangeImplementations", let args):
                var found: [(selector: String, exact: Bool, className: String?)] = []
                var resolvedAny = false
                for arg in args {
                    guard let (cls, sel) = instanceMethod(arg, before: e.range.lowerBound, depth: 0) else { continue }
                    resolvedAny = true
                    if let sel, let o = SwiftSwizzles.orientationSelector(sel) { found.append((o.selector, o.exact, cls)) }
                }
                if !resolvedAny {
                    for sel in selectors {
                        if let o = SwiftSwizzles.orientationSelector(sel), !found.contains(where: { $0.selector == o.selector }) {
                            found.append((o.selector, o.exact, nil))
                        }
                    }
                    result += found.map {
                        ImportedSwizzle(
                            className: $0.className, selector: $0.selector,
                            location: location(e.range.lowerBound))
                    }
                    continue
                }
                if let original = found.first(where: \.exact) ?? found.first {
                    result.append(
                        ImportedSwizzle(
                            className: original.className, selector: original.selector,
                            location: location(e.range.lowerBound)))
                }
            case .message(let receiver, let selector, let args) where LowercasedSearch.lowercased(selector, contains: "swizzl"):
                if let s = helperSwizzle(args, receiver: receiver, at: selectorToken(e)) { result.append(s) }
            case .call(let name, let args) where LowercasedSearch.lowercased(name, contains: "swizzl"):
                if let s = helperSwizzle(args, receiver: nil, at: e.range.lowerBound) { result.append(s) }
            default:
                break
            }
        }
        return result
    }

    private func helperSwizzle(_ args: [ObjCExpr], receiver: ObjCExpr?, at token: Int) -> ImportedSwizzle? {
        var found: [(selector: String, exact: Bool)] = []
        var cls: String?
        for arg in args {
            if case .selector(let name) = arg.kind, let o = SwiftSwizzles.orientationSelector(name) {
                found.append(o)
            } else if cls == nil {
                cls = classExpression(arg)
            }
        }
        if let receiver, cls == nil { cls = classExpression(receiver) ?? receiverClassName(receiver) }
        guard let original = found.first(where: \.exact) ?? found.first else { return nil }
        return ImportedSwizzle(className: cls ?? className, selector: original.selector, location: location(token))
    }

    private func receiverClassName(_ e: ObjCExpr) -> String? {
        if case .identifier(let x) = e.kind, x.first?.isUppercase ?? false { return x }
        return nil
    }

    /// `class_getInstanceMethod(C, S)`, directly or through a `Method m = ...` variable.
    private func instanceMethod(_ e: ObjCExpr, before position: Int, depth: Int) -> (String?, String?)? {
        guard depth < 4 else { return nil }
        switch e.uncast.kind {
        case .call(let name, let args)
        where (name == "class_getInstanceMethod" || name == "class_getClassMethod")
            && args.count == 2:
            return (classExpression(args[0]), selector(args[1], before: position, depth: 0))
        case .identifier(let name):
            guard let b = binding(name, before: position), let value = b.value else { return nil }
            return instanceMethod(value, before: b.position, depth: depth + 1)
        default:
            return nil
        }
    }

    private func selector(_ e: ObjCExpr, before position: Int, depth: Int) -> String? {
        switch e.uncast.kind {
        case .selector(let name): return name
        case .call("NSSelectorFromString", let args) where args.count == 1:
            if case .string(let s) = args[0].kind { return s }
            return nil
        case .identifier(let name):
            guard depth < 4, let b = binding(name, before: position), let value = b.value else { return nil }
            return selector(value, before: b.position, depth: depth + 1)
        default:
            return nil
        }
    }

    /// `[X class]` -> X; `self`, `[self class]`, `object_getClass(self)` -> the class being implemented.
    private func classExpression(_ e: ObjCExpr) -> String? {
        switch e.uncast.kind {
        case .message(let receiver, "class", _):
            if case .identifier(let x) = receiver.kind { return x == "self" ? className : x }
            return nil
        case .identifier("self"):
            return className
        case .call("object_getClass", _), .call("objc_getClass", _):
            return className
        default:
            return nil
        }
    }
}
