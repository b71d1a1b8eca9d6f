/// What the properties of one file's Objective-C classes hold (`ImportedProperty`): the facts that
/// `self.window.rootViewController = self.coordinator.navigationController;`, usually written in another file, is
/// resolved against.
///
/// A header gives a property's declared class (`@property (nonatomic, readonly) UINavigationController
/// *navigationController;`); the implementation gives the class it is created as, when every assignment to it
/// or its instance variable in the `init...` methods and in its own (lazy) getter creates the same one
/// (`_navigationController = [[UINavigationController alloc] initWithRootViewController:home];`), and what a getter
/// whose body is a single `return` returns: another property (`return self.tabBarController;`) or a created
/// controller. A declared `UIViewController *` or `id` names no class: any controller can be stored there.
struct ObjCPropertyFacts {
    /// By class, then property: the classes each assignment creates (nil for one that cannot be told).
    private var assigned: [String: [String: [(String, [String])?]]] = [:]
    /// By class, then getter: what its single `return` gives.
    private var returned: [String: [String: Returned]] = [:]
    private var declared: [String: [String: String]] = [:]

    private enum Returned {
        case property(String)
        case created(String, [String])
    }

    /// `declared`: the file's `@property` classes by class (`ObjCProperties.declared`).
    init(declared: [String: [String: String]]) {
        self.declared = declared
    }

    /// Reads one instance method of `className`'s implementation.
    mutating func read(
        _ method: ObjCDeclarations.Method, statements: [ObjCStatement], calls: ObjCCalls,
        className: String, properties: [String: String]
    ) {
        guard !method.isClassMethod else { return }
        // `init`, `initWithWindow:`, but not a property named `initialController`.
        let isInitializer =
            method.selector.hasPrefix("init")
            && method.selector.dropFirst(4).first.map { $0.isUppercase || $0 == ":" } ?? true
        let isGetter = !isInitializer && method.parameterNames.isEmpty && !method.selector.contains(":")
        if isGetter, statements.count == 1, case .returnStatement(let value?, _) = statements[0] {
            if let path = value.uncast.path, path.count == 1 {
                let name = Self.propertyName(path[0])
                if name != method.selector { returned[className, default: [:]][method.selector] = .property(name) }
            } else if let (cls, children) = calls.controller(
                value, before: value.range.upperBound,
                properties: properties, depth: 0)
            {
                returned[className, default: [:]][method.selector] = .created(cls, children)
            }
        }
        guard isInitializer || isGetter else { return }
        let locals = Set(calls.bindings.filter { $0.type != nil }.map(\.name))
        for b in calls.bindings where b.type == nil && !locals.contains(b.name) && !b.name.contains(".") {
            guard let value = b.value else { continue }
            let name = Self.propertyName(b.name)
            // A getter's assignments count for its own property only (`_tabs = ...` inside `- tabs`).
            if isGetter && name != method.selector { continue }
            let created = calls.controller(value, before: b.position, properties: properties, depth: 0)
            assigned[className, default: [:]][name, default: []].append(created)
        }
    }

    /// The facts, by class and property name.
    var facts: [ImportedProperty] {
        var byKey: [String: [String: ImportedProperty]] = [:]
        func update(_ owner: String, _ name: String, _ change: (inout ImportedProperty) -> Void) {
            var p = byKey[owner]?[name] ?? ImportedProperty(ownerType: owner, name: name)
            change(&p)
            byKey[owner, default: [:]][name] = p
        }
        for (owner, list) in declared {
            for (name, type) in list where !ObjCCalls.genericTypes.contains(type) {
                update(owner, name) { $0.declaredType = type }
            }
        }
        for (owner, list) in assigned {
            for (name, created) in list {
                guard let first = created.first, let first, created.allSatisfy({ $0?.0 == first.0 }) else { continue }
                update(owner, name) {
                    $0.createdClass = first.0
                    $0.childClassNames = created.count == 1 ? first.1 : []
                }
            }
        }
        for (owner, list) in returned {
            for (name, value) in list {
                update(owner, name) {
                    switch value {
                    case .property(let other): $0.returnsProperty = other
                    case .created(let cls, let children):
                        if $0.createdClass == nil {
                            $0.createdClass = cls
                            $0.childClassNames = children
                        }
                    }
                }
            }
        }
        return byKey.keys.sorted().flatMap { owner in
            byKey[owner]!.keys.sorted().compactMap { byKey[owner]![$0] }.filter { !$0.isEmpty }
        }
    }

    /// `_navigationController` is the instance variable behind `navigationController`.
    private static func propertyName(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }
}
