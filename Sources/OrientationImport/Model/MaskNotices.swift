/// What a reading needs to tell whether a mask changed at run time reaches UIKit: from iOS 16 UIKit keeps the
/// supported orientations it last read (the app delegate's `application(_:supportedInterfaceOrientationsFor:)`,
/// a controller's `supportedInterfaceOrientations`) until the app calls
/// `setNeedsUpdateOfSupportedInterfaceOrientations()`, so an answer that returns a stored variable changes only
/// when something tells UIKit after the variable is reassigned (tidepool-org/Loop#534). Read from Swift
/// (`SwiftMaskNotices`) and Objective-C (`ObjCMaskNotices`).
package struct MaskNotices: Sendable, Hashable {
    /// An answer whose body only returns a variable (`return orientationLock`, `loopAppManager.supportedInterfaceOrientations`).
    package struct Answer: Sendable, Hashable {
        /// The class answering (the app delegate or the controller).
        package var className: String
        /// `application(_:supportedInterfaceOrientationsFor:)` or `supportedInterfaceOrientations`.
        package var member: String
        /// The path returned, as written (`loopAppManager.supportedInterfaceOrientations`).
        package var path: [String]
        package var location: SourceLocation

        package init(className: String, member: String, path: [String], location: SourceLocation) {
            self.className = className
            self.member = member
            self.path = path
            self.location = location
        }
    }

    /// An assignment to a variable outside its declaration (`orientationLock = .portrait`, `x.lock = mask`).
    package struct Assignment: Sendable, Hashable {
        /// The variable's own name (the path's last).
        package var name: String
        /// The receiver path before the name (`[]` for `lock = …`, `["self"]`, `["AppDelegate"]`).
        package var receiver: [String]
        /// The function whose body holds it (nil at the top level, in a closure stored in a property, an accessor).
        package var function: String?
        package var location: SourceLocation

        package init(name: String, receiver: [String], function: String?, location: SourceLocation) {
            self.name = name
            self.receiver = receiver
            self.function = function
            self.location = location
        }
    }

    /// Per function base name (overloads merged): whether its body calls
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()`, and the base names of the functions it calls.
    package struct Function: Sendable, Hashable {
        package var notifies = false
        package var calls: Set<String> = []

        package init(notifies: Bool = false, calls: Set<String> = []) {
            self.notifies = notifies
            self.calls = calls
        }
    }

    package var answers: [Answer] = []
    package var assignments: [Assignment] = []
    package var functions: [String: Function] = [:]
    /// Stored `var`s declared in the project (any type), by name.
    package var storedVariables: Set<String> = []
    /// Stored `var`s whose `didSet` or `willSet` calls `setNeedsUpdateOfSupportedInterfaceOrientations()`.
    package var observedVariables: Set<String> = []
    /// Names of the Objective-C instance methods without arguments: a property of that name has a getter the code
    /// writes, so it is computed whatever its `@property` says (`ObjCMaskNotices`).
    package var computedVariables: Set<String> = []

    package init() {}

    package var isEmpty: Bool { answers.isEmpty && assignments.isEmpty }

    package mutating func append(_ other: MaskNotices) {
        answers += other.answers
        assignments += other.assignments
        for (name, f) in other.functions {
            functions[name, default: Function()].notifies = functions[name, default: Function()].notifies || f.notifies
            functions[name, default: Function()].calls.formUnion(f.calls)
        }
        storedVariables.formUnion(other.storedVariables)
        observedVariables.formUnion(other.observedVariables)
        computedVariables.formUnion(other.computedVariables)
    }

    /// The method UIKit is told through.
    static let update = "setNeedsUpdateOfSupportedInterfaceOrientations"
}
