import OrientationPolicy

/// What every interned spelling means in each vocabulary the streaming decoder reads, worked out once by the
/// engine's own parsers, so the two can never disagree. A known spelling then becomes a value with one load,
/// instead of the chain of string comparisons a `switch` over names compiles to (about a tenth of the
/// streaming decoder's instructions before this table, callgrind).
enum InternedVocabulary {
    static let idioms = VocabularyColumn(Idiom.init(parsing:))
    static let screens = VocabularyColumn(Window.Screen.init(parsing:))
    static let kinds = VocabularyColumn(ControllerKind.init(parsing:))
    static let forwardings = VocabularyColumn(ChildForwarding.init(parsing:))
    static let styles = VocabularyColumn(ModalPresentationStyle.init(parsing:))
    static let interfaceOrientations = VocabularyColumn(InterfaceOrientation.init(parsing:))
    static let deviceOrientations = VocabularyColumn(DeviceOrientation.init(parsing:))
    static let masks = VocabularyColumn(InterfaceOrientationMask.init(parsing:))
    static let environments = VocabularyColumn(Device.Environment.init(parsing:))
}

/// One vocabulary's value for each `InternTable` entry (nil where the parser refuses the spelling). The
/// storage is allocated once per process and never freed, so reading it retains nothing.
/// `spellings` holds the entries the parser accepts, by entry number, so the streaming decoder recognises this
/// vocabulary's own words from their first bytes (`PrefixTable`) before it tries the whole interned table.
struct VocabularyColumn<Value: Sendable>: @unchecked Sendable {
    private let values: UnsafeMutablePointer<Value?>
    let spellings: PrefixTable

    init(_ parse: (String) throws(VocabularyError) -> Value) {
        let table = InternTable.shared
        values = .allocate(capacity: table.entries.count)
        var accepted: [(bytes: [UInt8], id: Int)] = []
        for n in table.entries.indices {
            let value = try? parse(table.entries[n].string)
            (values + n).initialize(to: value)
            if value != nil { accepted.append((table.entries[n].bytes, n)) }
        }
        spellings = PrefixTable(accepted)
    }

    @inline(__always) subscript(entry: Int) -> Value? { values[entry] }
}
