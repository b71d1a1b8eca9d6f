import OrientationPolicy

/// The values one Objective-C method writes into variables (`_mask = UIInterfaceOrientationMaskAll;`,
/// `self.lock = ...;`, `[self setLock:...]`, `MyClass.lock = ...`), and its messages with a mask or orientation
/// constant argument, for overrides that return a variable (`return _mask;`). An instance variable no method
/// writes is 0, which the Objective-C runtime zero-fills; the Swift side has no such case, so Objective-C
/// candidates are never taken as complete (`VariableCandidates`).
enum ObjCVariableWrites {
    static func read(
        _ statements: [ObjCStatement], method: ObjCDeclarations.Method, location: (Int) -> SourceLocation,
        into facts: inout SourceFacts
    ) {
        // The two fields the walk reads, taken out once: captured whole, the method was copied at every
        // expression of the body, a tenth of a large export's Objective-C reading.
        let selector = method.selector
        let parameterNames = method.parameterNames
        func value(_ e: ObjCExpr) -> VariableWrite.Value {
            let literal = Self.literal(e)
            if case .literal = literal { return literal }
            if case .identifier(let name) = e.uncast.kind, let i = parameterNames.firstIndex(of: name) {
                return .parameter(function: selector, index: i)
            }
            return .unreadable
        }
        func visit(_ e: ObjCExpr) {
            switch e.kind {
            case .binary("=", let lhs, let rhs):
                if let name = lhs.path?.last {
                    facts.variableWrites.append(VariableWrite(name: name, value: value(rhs), location: location(rhs.range.lowerBound)))
                }
            case .binary(let op, let lhs, _) where op.count > 1 && op.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(op):
                // `_mask |= ...`: a compound assignment writes something no literal spells out.
                if let name = lhs.path?.last {
                    facts.variableWrites.append(VariableWrite(name: name, value: .unreadable, location: location(e.range.lowerBound)))
                }
            case .message(_, let selector, let args):
                if args.count == 1, selector.hasPrefix("set"), selector.hasSuffix(":"), selector.count > 4 {
                    let property = selector.dropFirst(3).dropLast()
                    let name = property.prefix(1).lowercased() + property.dropFirst()
                    facts.variableWrites.append(VariableWrite(name: name, value: value(args[0]), location: location(args[0].range.lowerBound)))
                }
                let arguments = args.map { a -> VariableWrite.Value? in
                    let v = Self.literal(a)
                    if case .literal(let m, let o, _) = v, m != nil || o != nil { return v }
                    return nil
                }
                if arguments.contains(where: { $0 != nil }) {
                    facts.literalCalls.append(
                        LiteralCall(
                            function: selector, arguments: arguments,
                            locations: args.map { location($0.range.lowerBound) }))
                }
            default:
                break
            }
        }
        for s in statements {
            s.forEachExpression { $0.forEach(visit) }
        }
    }

    /// A mask, orientation or Boolean constant, each reading kept; `.unreadable` when it is none. A bare number
    /// counts only as a mask (`0`, `30`).
    static func literal(_ e: ObjCExpr) -> VariableWrite.Value {
        let mask = ObjCLiterals.mask(e)
        let orientation = ObjCLiterals.orientation(e)
        let bool = ObjCLiterals.bool(e)
        if mask == nil && orientation == nil && bool == nil { return .unreadable }
        return .literal(mask: mask, orientation: orientation, bool: bool)
    }
}
