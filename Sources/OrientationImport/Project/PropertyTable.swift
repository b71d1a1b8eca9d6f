/// The properties of the project's classes and structs, combined across files, and the window roots that read one
/// (`window.rootViewController = mainCoordinator.controller`) resolved against them.
///
/// A root is resolved one step only: the receiver's type names the property, and a computed property may return
/// one other property of the same type; nothing further is followed. A property declared in a project superclass
/// of the receiver's type counts (a coordinator's `navigationController` often comes from its base class).
struct PropertyTable {
    /// By owner type, then property name. A type declared twice (two targets, an `#if`, an Objective-C header and
    /// its implementation) keeps, for each thing a property's facts say, the first file's in path order.
    private var byType: [String: [String: ImportedProperty]] = [:]

    init(_ facts: SourceFacts) {
        for p in facts.properties {
            guard var existing = byType[p.ownerType]?[p.name] else {
                byType[p.ownerType, default: [:]][p.name] = p
                continue
            }
            if existing.declaredType == nil { existing.declaredType = p.declaredType }
            if existing.createdClass == nil {
                existing.createdClass = p.createdClass
                existing.childClassNames = p.childClassNames
            }
            if existing.returnsProperty == nil { existing.returnsProperty = p.returnsProperty }
            byType[p.ownerType]?[p.name] = existing
        }
    }

    /// The controller class (and the children created with it) that `ownerType`'s property `name` holds: the class
    /// it is created as, else what the property its getter returns holds, else its declared type. A candidate that
    /// is not a view controller class (a protocol such as `Presentable`, a coordinator) is passed over, and when
    /// none is left the property's controller is unknown.
    func controller(_ name: String, of ownerType: String, classes: ClassTable) -> (String, [String])? {
        guard let property = property(name, of: ownerType, classes: classes) else { return nil }
        var candidates: [(String, [String])] = []
        if let created = property.createdClass { candidates.append((created, property.childClassNames)) }
        if let returned = property.returnsProperty, returned != name,
            let other = self.property(returned, of: ownerType, classes: classes)
        {
            if let created = other.createdClass { candidates.append((created, other.childClassNames)) }
            if let declared = other.declaredType { candidates.append((declared, [])) }
        }
        if let declared = property.declaredType { candidates.append((declared, [])) }
        return candidates.first { classes.isViewController($0.0) }
    }

    /// The project's window roots: those read in their own file, and the deferred ones whose property's controller
    /// is known, in path order (then line order), the order `ProjectAssembler.mainWindowRoot` breaks ties by.
    func windowRoots(_ facts: SourceFacts, classes: ClassTable) -> [ImportedWindowRoot] {
        let resolved = facts.deferredWindowRoots.compactMap { root -> ImportedWindowRoot? in
            guard let (className, children) = controller(root.member, of: root.ownerType, classes: classes) else {
                return nil
            }
            return ImportedWindowRoot(
                className: className, childClassNames: children, inClass: root.inClass,
                location: root.location)
        }
        guard !resolved.isEmpty else { return facts.windowRoots }
        return (facts.windowRoots + resolved).sorted { $0.location < $1.location }
    }

    /// The property as the type declares it, else as its nearest project superclass does.
    private func property(_ name: String, of type: String, classes: ClassTable) -> ImportedProperty? {
        if let p = byType[type]?[name] { return p }
        for c in classes.chain(of: type).project.dropFirst() {
            if let p = byType[c.name]?[name] { return p }
        }
        return nil
    }
}
