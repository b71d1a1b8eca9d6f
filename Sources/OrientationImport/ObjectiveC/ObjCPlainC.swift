/// A file of plain C: no `@` anywhere, so no `@interface`, `@implementation` or `@property` (what every
/// Objective-C fact starts from), and no `static` (the file-scope variables `ObjCMaskNotices.storedVariables`
/// records). Its only facts are its macros' idiom tests, found without tokenizing it: an emulator's C cores bring
/// thousands of such headers (Provenance: 5,016 of its 10,292 `.h`, `.m` and `.mm` files, 47 of their 111 MB), and
/// tokenizing each whole file for nothing was a fifth of that export's Objective-C reading.
enum ObjCPlainC {
    static func isPlainC(_ source: String) -> Bool {
        source.utf8.withContiguousStorageIfAvailable { bytes in
            let word: [UInt8] = Array("static".utf8)
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "@") { return false }
                if b == UInt8(ascii: "s"), i + word.count <= bytes.count {
                    var j = 1
                    while j < word.count, bytes[i + j] == word[j] { j += 1 }
                    if j == word.count { return false }
                }
                i += 1
            }
            return true
        } ?? false
    }

    /// What `ObjectiveCRecognizer.readTokens` finds in a plain C file.
    static func facts(of source: String, file: String, budget: ReadBudget) throws(ImportError) -> SourceFacts {
        var facts = SourceFacts()
        facts.idiomHelpers = ObjCIdiomHelpers.macros(in: source, file: file)
        try budget.check(file)
        return facts
    }
}
