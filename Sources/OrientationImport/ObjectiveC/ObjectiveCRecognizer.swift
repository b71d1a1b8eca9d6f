/// Reads the orientation facts of one Objective-C file (`.m`, `.mm`, `.h`) with a small tokenizer. (Entry point
/// agreed between the importer's parts; the recogniser itself lands with its tests.)
public enum ObjectiveCRecognizer {
    public static func facts(in source: String, file: String) -> SourceFacts {
        SourceFacts()
    }
}
