/// A window's root controller set in code: `self.window.rootViewController = x;`, `_window.rootViewController = x;`
/// and `[self.window setRootViewController:x];` ("rootViewController", UIWindow, Apple's UIKit documentation), in
/// `application:didFinishLaunchingWithOptions:`, `scene:willConnectToSession:options:` or any other method.
///
/// The receiver is a window when its last name ends in `window` / `Window` (`self.window`, `_window`,
/// `[[UIApplication sharedApplication] keyWindow]`), is `windows.firstObject` / `lastObject`, or is a variable
/// declared `UIWindow *` in the same method.
///
/// The assigned value may also be a property of another of the project's classes, the way a coordinator hands its
/// controller over (`self.window.rootViewController = self.coordinator.navigationController;`): when the method or
/// the class's properties tell the receiver's class, the root is deferred to the assembler, which reads the
/// property in that class's declaration.
extension ObjCCalls {
    /// `properties` are the declared classes of the implemented class's properties (`@property X *name;`).
    func windowRoots(properties: [String: String]) -> (
        roots: [ImportedWindowRoot],
        deferred: [ImportedDeferredWindowRoot]
    ) {
        var result: [ImportedWindowRoot] = []
        var deferred: [ImportedDeferredWindowRoot] = []
        for e in expressions {
            let receiver: ObjCExpr
            var value: ObjCExpr
            let token: Int
            switch e.kind {
            case .binary("=", let lhs, let rhs):
                guard case .member(let base, "rootViewController") = lhs.kind else { continue }
                receiver = base
                value = rhs
                token = lhs.range.upperBound - 1
            case .message(let base, "setRootViewController:", let args) where args.count == 1:
                receiver = base
                value = args[0]
                token = selectorToken(e)
            default:
                continue
            }
            guard isWindow(receiver, before: e.range.lowerBound) else { continue }
            // `self.window.rootViewController = self.tabbar = [[X alloc] init];`: C's assignment is an expression
            // whose value is what it assigns.
            while case .binary("=", _, let assigned) = value.kind { value = assigned }
            if let (className, children) = controller(
                value, before: e.range.lowerBound, properties: properties,
                depth: 0)
            {
                result.append(
                    ImportedWindowRoot(
                        className: className, childClassNames: children,
                        inClass: self.className, location: location(token)))
            } else if let (ownerType, member) = memberOfAnotherClass(
                value, before: e.range.lowerBound,
                properties: properties)
            {
                deferred.append(
                    ImportedDeferredWindowRoot(
                        ownerType: ownerType, member: member,
                        inClass: self.className, location: location(token)))
            }
        }
        return (result, deferred)
    }

    /// `coordinator.navigationController`, `self.coordinator.navigationController`,
    /// `[self.coordinator navigationController]`, `_coordinator.rootViewController`, where the receiver's class is
    /// told by the method (`AppCoordinator *coordinator = ...`, `self.coordinator = [[AppCoordinator alloc]
    /// initWithWindow:...]`, the nearest binding that tells) or by the class's property (`@property AppCoordinator
    /// *coordinator;`): the class and the property read from it.
    private func memberOfAnotherClass(
        _ e: ObjCExpr, before position: Int,
        properties: [String: String]
    ) -> (String, String)? {
        guard let path = e.uncast.path, path.count == 2 else { return nil }
        let name = path[0]
        for b in bindings.reversed() where b.name == name && b.position < position {
            if let type = b.type, !ObjCCalls.genericTypes.contains(type) { return (type, path[1]) }
            if let type = b.value.flatMap(ObjCCalls.createdClass) { return (type, path[1]) }
        }
        let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
        guard let type = properties[property] ?? properties[name], !ObjCCalls.genericTypes.contains(type) else {
            return nil
        }
        return (type, path[1])
    }

    /// `[[X alloc] init...]` and `[X new]`: `X`, whatever class it is.
    static func createdClass(_ e: ObjCExpr) -> String? {
        guard case .message(let receiver, let selector, _) = e.uncast.kind else { return nil }
        if case .message(let inner, "alloc", _) = receiver.kind, case .identifier(let x) = inner.kind,
            selector.hasPrefix("init")
        {
            return x
        }
        if selector == "new", case .identifier(let x) = receiver.kind, x.first?.isUppercase ?? false { return x }
        return nil
    }

    private func isWindow(_ receiver: ObjCExpr, before position: Int) -> Bool {
        guard let path = receiver.path, let last = path.last else { return false }
        if last.lowercased().hasSuffix("window") { return true }
        // `[UIApplication sharedApplication].windows.firstObject`, `[... windows] lastObject]`.
        if path.count >= 2, path[path.count - 2] == "windows", last == "firstObject" || last == "lastObject" {
            return true
        }
        return path.count == 1 && binding(last, before: position)?.type == "UIWindow"
    }

    /// `[[X alloc] init...]`, `[X new]`, `[[UINavigationController alloc] initWithRootViewController:y]` (with
    /// `y`'s class as the child), a variable bound to one of those, or a property of the class declared `X *`.
    func controller(
        _ e: ObjCExpr, before position: Int, properties: [String: String],
        depth: Int, children readChildren: Bool = true
    ) -> (String, [String])? {
        guard depth < 4 else { return nil }
        guard let (className, children) = created(e, before: position, properties: properties, depth: depth)
        else { return nil }
        if readChildren, children.isEmpty, let path = e.uncast.path, !path.isEmpty,
            let list = viewControllers(of: path.joined(separator: "."), properties: properties, depth: depth + 1)
        {
            return (className, list)
        }
        return (className, children)
    }

    private func created(
        _ e: ObjCExpr, before position: Int, properties: [String: String],
        depth: Int
    ) -> (String, [String])? {
        if case .message(let receiver, let selector, let args) = e.uncast.kind,
            selector.hasPrefix("initWithRootViewController:"), let first = args.first,
            case .message(let inner, "alloc", _) = receiver.kind, case .identifier(let x) = inner.kind
        {
            let child = controller(
                first, before: position, properties: properties, depth: depth + 1,
                children: false)
            return (x, child.map { [$0.0] } ?? [])
        }
        if let path = e.uncast.path, !path.isEmpty {
            let name = path.joined(separator: ".")
            if let b = binding(name, before: position) {
                if let v = b.value,
                    let found = created(
                        v, before: b.position, properties: properties,
                        depth: depth + 1)
                {
                    return found
                }
                if let type = b.type, !ObjCCalls.genericTypes.contains(type) { return (type, []) }
                return nil
            }
            // `self.sidebar` or its synthesized instance variable `_sidebar`.
            let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
            if path.count == 1, let type = properties[property] ?? properties[name],
                !ObjCCalls.genericTypes.contains(type)
            {
                return (type, [])
            }
        }
        return controllerClass(e, before: position, depth: depth).map { ($0, []) }
    }

    /// `tabs.viewControllers = @[a, b];` or `[tabs setViewControllers:@[a, b] animated:NO];` in the method (the
    /// last one written): the children's classes in order, a navigation controller child by its own class. Nil
    /// when the method sets none or one of them cannot be told.
    private func viewControllers(of name: String, properties: [String: String], depth: Int) -> [String]? {
        guard depth < 4 else { return nil }
        var list: (value: ObjCExpr, position: Int)?
        for e in expressions {
            switch e.kind {
            case .binary("=", let lhs, let rhs):
                if case .member(let target, "viewControllers") = lhs.kind, target.path?.joined(separator: ".") == name {
                    list = (rhs, e.range.lowerBound)
                }
            case .message(let target, let selector, let args)
            where selector == "setViewControllers:" || selector == "setViewControllers:animated:":
                if target.path?.joined(separator: ".") == name, let first = args.first {
                    list = (first, e.range.lowerBound)
                }
            default:
                break
            }
        }
        guard let list, let elements = arrayElements(list.value) else { return nil }
        var result: [String] = []
        for element in elements {
            guard
                let (cls, _) = controller(
                    element, before: list.position, properties: properties, depth: depth,
                    children: false)
            else { return nil }
            result.append(cls)
        }
        return result.isEmpty ? nil : result
    }

    /// The elements of an `@[a, b]` literal, which the body parser keeps as one opaque expression: each is parsed
    /// from its own tokens.
    private func arrayElements(_ e: ObjCExpr) -> [ObjCExpr]? {
        let r = e.range
        guard case .opaque = e.kind, r.count >= 3, r.upperBound <= tokens.count,
            tokens[r.lowerBound].isPunctuation("@"), tokens[r.lowerBound + 1].isPunctuation("["),
            tokens[r.upperBound - 1].isPunctuation("]")
        else { return nil }
        var result: [ObjCExpr] = []
        var start = r.lowerBound + 2
        var level = 0
        for i in start..<(r.upperBound - 1) {
            let t = tokens[i]
            if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{") {
                level += 1
            } else if t.isPunctuation(")") || t.isPunctuation("]") || t.isPunctuation("}") {
                level -= 1
            } else if level == 0, t.isPunctuation(",") {
                var parser = ObjCParser(tokens: tokens, range: start..<i)
                result.append(parser.expression())
                start = i + 1
            }
        }
        if start < r.upperBound - 1 {
            var parser = ObjCParser(tokens: tokens, range: start..<(r.upperBound - 1))
            result.append(parser.expression())
        }
        return result
    }
}

/// The declared classes of the properties in a file's `@interface X : Y` and class extensions `@interface X ()`:
/// `@property (nonatomic, strong) SidebarViewController *sidebar;` gives `sidebar: SidebarViewController`.
enum ObjCProperties {
    static func declared(in tokens: [ObjCToken]) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        var i = 0
        let n = tokens.count
        var currentClass: String?
        while i < n {
            let t = tokens[i]
            if t.kind == .atKeyword {
                switch t.text {
                case "@interface":
                    currentClass = i + 1 < n && tokens[i + 1].kind == .identifier ? tokens[i + 1].text : nil
                case "@end", "@implementation", "@protocol":
                    currentClass = nil
                case "@property":
                    if let cls = currentClass, let (name, type, next) = property(tokens, from: i + 1) {
                        if result[cls, default: [:]][name] == nil { result[cls, default: [:]][name] = type }
                        i = next
                        continue
                    }
                default:
                    break
                }
            }
            i += 1
        }
        return result
    }

    /// `(attributes) Type *name;` after `@property`: the name, the type's first identifier past qualifiers, and
    /// the index after the `;`. Nil for a declaration that is not an object pointer.
    private static func property(_ tokens: [ObjCToken], from start: Int) -> (String, String, Int)? {
        let n = tokens.count
        var i = start
        if i < n, tokens[i].isPunctuation("(") {
            var level = 0
            while i < n, i - start < 32 {
                if tokens[i].isPunctuation("(") { level += 1 }
                if tokens[i].isPunctuation(")") { level -= 1; if level == 0 { i += 1; break } }
                i += 1
            }
        }
        let qualifiers: Set<String> = ["IBOutlet", "__kindof", "__strong", "__weak", "nonnull", "nullable", "const"]
        var type: String?
        var sawStar = false
        var name: String?
        var steps = 0
        while i < n, steps < 32, !tokens[i].isPunctuation(";") {
            steps += 1
            let t = tokens[i]
            if t.kind == .identifier, !qualifiers.contains(t.text), !t.text.hasPrefix("_Null") {
                if type == nil { type = t.text } else if sawStar { name = t.text }
            } else if t.isPunctuation("*") {
                sawStar = true
            } else if t.isPunctuation("<") {
                // Generic arguments or protocols: `NSArray<X *> *list`, `id<Delegate> delegate`.
                var level = 0
                while i < n, steps < 32 {
                    steps += 1
                    if tokens[i].isPunctuation("<") { level += 1 }
                    if tokens[i].isPunctuation(">") { level -= 1; if level == 0 { break } }
                    if tokens[i].isPunctuation(";") { return nil }
                    i += 1
                }
            }
            i += 1
        }
        guard i < n, tokens[i].isPunctuation(";"), let type, let name, sawStar else { return nil }
        return (name, type, i + 1)
    }
}
