import FilletCLI
import FilletSupport
import Foundation
import PropertyCheck

/// Hostile JSON for every reader of the one JSON reading rule (`FilletSupport.JSONStructure`):
/// a configuration (`check path --config`), a baseline (`check path --baseline`), a replayed case
/// or regressions file (`replay`) and a shard report (`verify merge`), each given a document that
/// breaks the rule one way — a duplicate key (plain, escaped, nested, in an array), a number that
/// overflows a Double, bytes that are not UTF-8, nesting past the depth limit. Each must fail
/// closed: exit 2 with one line saying why, nothing written, nothing trapped.
///
/// A case is data (reader, class, variant), so a stored counterexample replays the same bytes;
/// the file is written as bytes, since invalid UTF-8 cannot travel in an argument.
enum FuzzHostileJSON {
    /// The property name under which shrunk counterexamples are stored.
    static let propertyName = "cli-fuzz-hostile-json"

    /// One hostile document for one reader.
    struct Case: Codable, Sendable, Equatable {
        enum Reader: String, Codable, Sendable, CaseIterable { case config, baseline, replay, merge }
        enum Hostility: String, Codable, Sendable, CaseIterable { case duplicateKey, overflow, invalidUTF8, deep }
        var reader: Reader
        var hostility: Hostility
        /// Picks the spelling within the class (which key, which bad bytes, how deep).
        var variant: Int
    }

    static let cases: Gen<Case> = Gen.zip(Gen.element(of: Case.Reader.allCases), Gen.element(of: Case.Hostility.allCases),
                                          Gen.int(in: 0...63)) { reader, hostility, variant in
        Case(reader: reader, hostility: hostility, variant: variant)
    }

    /// What the one line must say for each class.
    static func expectedReason(_ hostility: Case.Hostility) -> String {
        switch hostility {
        case .duplicateKey: return "duplicate key"
        case .overflow: return "outside the range of a double"
        case .invalidUTF8: return "JSON is read as UTF-8 only"
        case .deep: return "nest more than \(JSONStructure.maximumDepth) deep"
        }
    }

    /// The property: each case written under a fresh scratch directory below `root`, read by its
    /// command, which must exit 2 with one line giving the class's reason (and pass everything
    /// ``CLIFuzz/check(_:arguments:scratch:into:)`` asks of any invocation).
    static func property(scratchRoot root: String) -> Property<Case> {
        Property(propertyName, cases) { hostile, checks in
            let directory = FilePaths.join(root, "case-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let file = FilePaths.join(directory, "hostile.json")
            _ = FileManager.default.createFile(atPath: file, contents: Data(document(hostile)))
            let square = ["--data", "M0 0 H10 V10 H0 Z"]
            let arguments: [String]
            switch hostile.reader {
            case .config: arguments = ["check", "path", "--config", file] + square
            case .baseline: arguments = ["check", "path", "--baseline", file] + square
            case .replay: arguments = ["replay", file] + (hostile.variant % 2 == 0 ? [] : ["--json"])
            case .merge: arguments = ["verify", "merge", "--output", FilePaths.join(directory, "merged.json"), file]
            }
            let output = FilletCLI.run(arguments)
            checks.classify(true, "\(hostile.reader.rawValue) \(hostile.hostility.rawValue)")
            checks.expect("hostile JSON exits 2", output.exitCode == ExitCode.usage, detail: "exit \(output.exitCode)")
            checks.expect("the line says why", output.standardError.contains(expectedReason(hostile.hostility)),
                          detail: "standard error: \(OneLine.quoted(output.standardError))")
            CLIFuzz.check(output, arguments: arguments, scratch: directory, into: &checks)
        }
    }

    /// The document of `hostile`: a valid document of its reader with the hostility placed at the
    /// depth and in the spelling `variant` picks.
    static func document(_ hostile: Case) -> [UInt8] {
        let variant = hostile.variant
        // A member the reader would accept, whose value carries the hostility.
        let (key, value): (String, [UInt8])
        switch hostile.hostility {
        case .duplicateKey:
            let spellings = [#""a":1,"a":2"#, #""a":1,"\u0061":2"#, #""\ud83d\ude00":1,"😀":2"#, #""x":{"y":[{"z":1,"z":1}]}"#,
                             #""é":1,"e\u0301":2"#, #""k":[],"k":[{"x":1}]"#]
            return wrap(hostile.reader, Array(spellings[variant % spellings.count].utf8), depth: variant / spellings.count % 4)
        case .overflow:
            let numbers = ["1e400", "-1E+309", "0.5e310", String(repeating: "9", count: 310), "1.8e308", "-2e308"]
            (key, value) = ("n", Array(numbers[variant % numbers.count].utf8))
        case .invalidUTF8:
            let sequences: [[UInt8]] = [[0xFF], [0xC3], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
                                        [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFE, 0xFF], [0x00]]
            let bad = sequences[variant % sequences.count]
            // In a value's string, or in a key.
            if variant / sequences.count % 2 == 0 {
                (key, value) = ("s", [UInt8(ascii: "\"")] + bad + [UInt8(ascii: "\"")])
            } else {
                return wrap(hostile.reader, [UInt8(ascii: "\"")] + bad + Array(#"":1"#.utf8), depth: 0)
            }
        case .deep:
            let depth = [JSONStructure.maximumDepth + 1, 512, 20_000][variant % 3]
            (key, value) = ("d", Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
        }
        return wrap(hostile.reader, Array("\"\(key)\":".utf8) + value, depth: variant % 3)
    }

    /// `members` inside `depth` nested objects, inside the start of a valid document of `reader`,
    /// so the reader's own checks would pass up to them.
    static func wrap(_ reader: Case.Reader, _ members: [UInt8], depth: Int) -> [UInt8] {
        var inner = members
        for level in 0..<depth { inner = Array("\"level\(level)\":{".utf8) + inner + [UInt8(ascii: "}")] }
        let (prefix, suffix): (String, String)
        switch reader {
        case .config: (prefix, suffix) = (#"{"invariants":{"tangent-continuity":{"severity":"warning","#, "}}}")
        case .baseline: (prefix, suffix) = (#"{"version":1,"findings":[{"#, "}]}")
        case .replay: (prefix, suffix) = (#"{"version":1,"regressions":[{"property":"star/closed","value":{"kind":"star","#, "}}]}")
        case .merge: (prefix, suffix) = (#"{"seed":1,"#, "}")
        }
        return Array(prefix.utf8) + inner + Array(suffix.utf8)
    }
}
