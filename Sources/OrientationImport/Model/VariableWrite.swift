import OrientationPolicy

/// A value the project writes into a variable (a property's initial value, an assignment), read so that an
/// override returning that variable (`return AppDelegate.orientationLock`) is linted with the values the code
/// really gives it instead of guesses.
package struct VariableWrite: Sendable, Hashable {
    /// What is written: a literal, read as each type it can be, or something the importer cannot read.
    package enum Value: Sendable, Hashable {
        /// A literal: `.portrait` is both a mask and an orientation, so each reading is kept.
        case literal(mask: InterfaceOrientationMask?, orientation: InterfaceOrientation?, bool: Bool?)
        /// The parameter of the enclosing function (`orientationLock = orientation` in
        /// `static func lockOrientation(_ orientation:)`): the values are the arguments of its calls.
        case parameter(function: String, index: Int)
        /// Anything else (a computation, another variable): the variable can hold values no line spells out.
        case unreadable
    }

    /// The variable's own name (the last name of `AppDelegate.orientationLock`, `self._mask`).
    package var name: String
    package var value: Value
    package var location: SourceLocation

    package init(name: String, value: Value, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// A call whose arguments include a mask or orientation literal (`AppDelegate.lockOrientation(.portrait)`), for the
/// functions that assign a parameter to a variable an override returns.
package struct LiteralCall: Sendable, Hashable {
    /// The called function's base name (`lockOrientation`).
    package var function: String
    /// Per argument, in order: the literal's readings, nil where the argument is not a literal.
    package var arguments: [VariableWrite.Value?]
    package var locations: [SourceLocation]

    package init(function: String, arguments: [VariableWrite.Value?], locations: [SourceLocation]) {
        self.function = function
        self.arguments = arguments
        self.locations = locations
    }
}
