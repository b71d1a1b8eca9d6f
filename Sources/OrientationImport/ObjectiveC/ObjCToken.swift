/// One token of Objective-C source, with where it starts (1-based line, 1-based column in UTF-8 bytes).
struct ObjCToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Identifiers and C keywords (`return`, `if`, `self`, `YES`).
        case identifier
        /// `@interface`, `@implementation`, `@end`, `@selector`, `@protocol`, ...
        case atKeyword
        /// `"..."` or `@"..."`; `text` is the content without quotes or escapes resolved.
        case string
        /// `'x'`.
        case character
        case number
        /// Operators and punctuation, longest match (`==`, `<<`, `->`, `|=`).
        case punctuation
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int

    func isPunctuation(_ p: String) -> Bool { kind == .punctuation && text == p }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
