import FilletCLI
import FilletSupport
import Foundation
import PropertyCheck

/// Hostile input files for the fuzz gate: a vector names one as `@FILE/<kind>/<size>`, and the
/// property writes it into the case's scratch directory before the command runs. Each kind sits
/// around one of the reader's limits, where the classes an attacker tries live:
///
/// | kind | what | around |
/// |---|---|---|
/// | `entities`, `entity-defaults` | one internal entity referenced in many attributes, or in an attribute default applied to many elements | the 16 MiB expansion budget |
/// | `defaults` | attribute defaults of the DTD applied to many elements | the 16 MiB budget of attribute defaults |
/// | `namespaces` | many prefixes declared on one tag, elements and attributes under them | the reader's lookups by name (linear in the file) |
/// | `json-arrays`, `json-objects` | nested arrays, or objects, for `replay` and `verify merge` | the 64-level JSON depth |
/// | `use-chain` | a crossing drawn only through a chain of nested `use` | the 64-reference depth |
/// | `spiral`, `rings` | nested semicircles, concentric circles | the clearance search's work |
/// | `curve-spiral`, `curve-rings` | a spiral of quarter-circle cubics 10⁻⁶ apart a quarter turn, concentric rings of cubics (`/crossed`: and a line across) | the curve contact search's work |
/// | `circles` | many small circles, checked with `--json` (streamed) | output size |
///
/// The sizes stay small enough for thousands of cases a run; the resource limits themselves are
/// measured on their own.
enum FuzzFiles {
    static let marker = "@FILE/"

    /// Argument vectors that read one generated file.
    static let vectors: Gen<[String]> = Gen.frequency([
        (3, Gen.zip(svgFile, Gen.element(of: [["check", "path"], ["shape", "path"], ["check", "path", "--json"]]),
                    Gen.bool(probability: 0.5)) { file, command, flagged in
            command + (flagged ? ["--file=\(file)"] : ["--file", file])
        }),
        (2, Gen.zip(gateFile, Gen.element(of: [["--data", "M0 0 H10 V10 H0 Z"], ["--data", "M0 0 H10 V10 H0 Z M5 5 H15 V15 H5 Z"]]),
                    Gen.element(of: [[], ["--format", "sarif"], ["--json"], ["--format", "github"], ["--strict"]])) { file, data, format in
            let flag = file.contains("gate-baseline") ? "--baseline" : file.contains("gate-list") ? "--files-from" : "--config"
            return ["check", "path", flag, file] + data + format
        }),
        (2, Gen.zip(jsonFile, Gen.int(in: 0...2)) { file, form in
            switch form {
            case 0: return ["replay", file]
            case 1: return ["replay", file, "--json"]
            default: return ["verify", "merge", "--output", "@OUT/merged.json", file]
            }
        }),
    ])

    static let svgFile: Gen<String> = Gen.frequency([
        (2, Gen.zip(Gen.element(of: [1, 100, 10_000, 100_000]), Gen.element(of: [0.5, 0.99, 1.01, 2, 50.0]),
                    Gen.element(of: ["entities", "entity-defaults"])) { size, factor, kind in
            "\(marker)\(kind)/\(size)/\(factor)"
        }),
        (1, Gen.zip(Gen.element(of: [1, 100, 10_000, 100_000]), Gen.element(of: [0.5, 0.99, 1.01, 2, 50.0])) { size, factor in
            "\(marker)defaults/\(size)/\(factor)"
        }),
        (1, Gen.element(of: [1, 16, 17, 10_000]).map { "\(marker)namespaces/\($0)" }),
        (2, Gen.element(of: [1, 62, 63, 64, 65, 200]).map { "\(marker)use-chain/\($0)" }),
        (1, Gen.element(of: [40, 400, 3_000]).map { "\(marker)spiral/\($0)" }),
        (1, Gen.element(of: [40, 400]).map { "\(marker)rings/\($0)" }),
        (1, Gen.zip(Gen.element(of: ["curve-spiral", "curve-rings"]), Gen.element(of: [8, 40, 160]),
                    Gen.bool(probability: 0.25)) { kind, size, crossed in
            "\(marker)\(kind)/\(size)" + (crossed ? "/crossed" : "")
        }),
        (1, Gen.element(of: [10, 2_000]).map { "\(marker)circles/\($0)" }),
    ])

    /// The gate's inputs (issue 34): configurations and baselines around every refusal (malformed,
    /// nested past the depth limit, wrong types, unknown keys and invariants, past the size limit)
    /// and valid ones; lists of files for `--files-from`.
    static let gateFile: Gen<String> = Gen.frequency([
        (3, Gen.element(of: ["valid", "malformed", "nested", "wrong-type", "unknown-key", "unknown-invariant", "bad-severity",
                             "negative", "huge", "glob", "array", "empty"]).map { "\(marker)gate-config/\($0)" }),
        (3, Gen.element(of: ["valid", "malformed", "nested", "wrong-type", "unknown-key", "unknown-invariant", "version",
                             "missing", "many", "nan"]).map { "\(marker)gate-baseline/\($0)" }),
        (1, Gen.element(of: ["missing", "blank", "binary"]).map { "\(marker)gate-list/\($0)" }),
    ])

    static let jsonFile: Gen<String> = Gen.zip(Gen.element(of: ["json-arrays", "json-objects"]),
                                               Gen.element(of: [1, 63, 64, 65, 511, 512, 513, 20_000])) { kind, depth in
        "\(marker)\(kind)/\(depth)"
    }

    /// Whether the vector checks a document whose only drawing is a crossing (a `use` chain):
    /// such a check must fail or refuse the document, never pass.
    static func drawsOnlyACrossing(_ arguments: [String]) -> Bool {
        arguments.first == "check" && arguments.contains { $0.contains("\(marker)use-chain/") }
    }

    /// `arguments` with every `@FILE/…` replaced by the path of its file, written under `directory`.
    static func materialise(_ arguments: [String], in directory: String) -> [String] {
        var written = 0
        return arguments.map { argument in
            guard let range = argument.range(of: marker) else { return argument }
            let spec = argument[range.upperBound...].split(separator: "/").map(String.init)
            let (name, contents) = file(spec)
            let path = FilePaths.join(directory, "input-\(written)-\(name)")
            written += 1
            _ = mkdir(directory, 0o700)
            _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
            return String(argument[..<range.lowerBound]) + path
        }
    }

    /// The file a spec describes: its name (for its extension) and text.
    static func file(_ spec: [String]) -> (String, String) {
        let kind = spec.first ?? ""
        let size = spec.count > 1 ? Int(spec[1]) ?? 1 : 1
        switch kind {
        case "entities", "entity-defaults":
            let factor = spec.count > 2 ? Double(spec[2]) ?? 1 : 1
            // At most 200 000 references: a file of 600 KB (1-byte entities never reach the budget).
            let references = Swift.min(200_000, Swift.max(1, Int(Double(16 << 20) / Double(size) * factor)))
            let elements = Swift.min(references, 40)
            let perElement = String(repeating: "&e;", count: Swift.max(1, references / elements))
            let entity = "<!ENTITY e '\(String(repeating: "a", count: size))'>"
            let body: String, subset: String
            if kind == "entities" {
                subset = entity
                body = String(repeating: "<g data-x='\(perElement)'/>", count: elements)
            } else {
                subset = entity + "<!ATTLIST g data-x CDATA '\(perElement)'>"
                body = String(repeating: "<g/>", count: elements)
            }
            return ("e.svg", "<?xml version='1.0'?><!DOCTYPE svg [\(subset)]><svg xmlns='http://www.w3.org/2000/svg'>"
                    + body + "<path d='M0 0 H10 V10 H0 Z'/></svg>")
        case "defaults":
            // Each default a start tag visits counts its name (6 bytes here), its value and 16
            // bytes; at most 20 000 elements, so many small defaults are declared per element.
            let factor = spec.count > 2 ? Double(spec[2]) ?? 1 : 1
            let perDefault = 6 + size + 16
            let visits = Swift.max(1, Int(Double(16 << 20) * factor / Double(perDefault)))
            let declared = Swift.max(1, (visits + 19_999) / 20_000)
            let elements = Swift.max(1, visits / declared)
            let value = String(repeating: "a", count: size)
            let list = (0..<declared).map { "d\(String(100_000 + $0).dropFirst()) CDATA '\(value)'" }.joined(separator: " ")
            return ("d.svg", "<?xml version='1.0'?><!DOCTYPE svg [<!ATTLIST g \(list)>]><svg xmlns='http://www.w3.org/2000/svg'>"
                    + String(repeating: "<g/>", count: elements) + "<path d='M0 0 H10 V10 H0 Z'/></svg>")
        case "namespaces":
            let declarations = (0..<size).map { " xmlns:p\($0)='urn:p\($0)'" }.joined()
            let attributes = (0..<size).map { " p\($0):x='1'" }.joined()
            let elements = (0..<size).map { "<p\($0):g/>" }.joined()
            return ("n.svg", "<svg xmlns='http://www.w3.org/2000/svg'\(declarations)>\(elements)"
                    + "<path\(attributes) d='M0 0 H10 V10 H0 Z'/></svg>")
        case "use-chain":
            var text = "<svg xmlns='http://www.w3.org/2000/svg'><defs><path id='u0' d='M0 0 L10 10 L10 0 L0 10 Z'/>"
            for level in 1...Swift.max(1, size) { text += "<use id='u\(level)' href='#u\(level - 1)'/>" }
            return ("u.svg", text + "</defs><use href='#u\(Swift.max(1, size))'/><rect width='5' height='5'/></svg>")
        case "spiral":
            var data = "M1 0", x = 1.0, radius = 1.0, direction = -1.0
            let step = 1 / Double(size + 1)
            for _ in 0..<size {
                let next = x + direction * 2 * radius
                data += " A\(radius) \(radius) 0 0 1 \(next) 0"
                (x, direction, radius) = (next, -direction, radius - step)
            }
            return ("s.txt", data)
        case "curve-spiral", "curve-rings":
            return ("b.txt", curveBundle(cubics: size, isSpiral: kind == "curve-spiral",
                                         crossed: spec.count > 2 && spec[2] == "crossed"))
        case "rings":
            let circles = (0..<size).map { "<circle cx='0' cy='0' r='\(1 + Double($0) * 0.01)'/>" }.joined()
            return ("r.svg", "<svg xmlns='http://www.w3.org/2000/svg'>\(circles)</svg>")
        case "circles":
            let circles = (0..<size).map { "<circle cx='\($0 % 100)' cy='\($0 / 100)' r='0.4'/>" }.joined()
            return ("c.svg", "<svg xmlns='http://www.w3.org/2000/svg'>\(circles)</svg>")
        case "gate-config":
            let variant = spec.count > 1 ? spec[1] : ""
            let text: String
            switch variant {
            case "valid": text = #"{"invariants":{"tangent-continuity":{"severity":"warning","kink-threshold":2}},"include":["*.svg"]}"#
            case "malformed": text = #"{"invariants":{"tangent-continuity":{"severity":"warning"}"#
            case "nested": text = #"{"invariants":"# + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}"
            case "wrong-type": text = #"{"invariants":{"arc-cubics":{"visible-radial-error":"0.1"}}}"#
            case "unknown-key": text = #"{"invariant":{}}"#
            case "unknown-invariant": text = #"{"invariants":{"radii":{"severity":"off"}}}"#
            case "bad-severity": text = #"{"invariants":{"orientation":{"severity":"fatal"}}}"#
            case "negative": text = #"{"invariants":{"non-self-intersection":{"visible-depth":-1}}}"#
            case "huge": text = #"{"include":[""# + String(repeating: "a", count: 1 << 21) + #""]}"#
            case "glob": text = #"{"exclude":["/abs"]}"#
            case "array": text = "[]"
            default: text = ""
            }
            return ("c.json", text)
        case "gate-baseline":
            let variant = spec.count > 1 ? spec[1] : ""
            let entry = #"{"element":"id:a","file":"-","invariant":"tangent-continuity","location":"0,0","margin":-1,"severity":"error"}"#
            let text: String
            switch variant {
            case "valid": text = #"{"findings":["# + entry + #"],"tool":"fillet check path","version":1}"#
            case "malformed": text = #"{"findings":[,],"version":1}"#
            case "nested": text = #"{"findings":"# + String(repeating: #"{"a":"#, count: 100) + "1" + String(repeating: "}", count: 101)
            case "wrong-type": text = #"{"findings":[{"element":1,"file":"-","invariant":"orientation","location":"-","margin":0,"severity":"error"}],"version":1}"#
            case "unknown-key": text = #"{"findings":[],"version":1,"extra":true}"#
            case "unknown-invariant": text = #"{"findings":[{"element":"x","file":"-","invariant":"bogus","location":"-","margin":0,"severity":"error"}],"version":1}"#
            case "version": text = #"{"findings":[],"version":2}"#
            case "missing": text = #"{"version":1}"#
            case "many": text = #"{"findings":["# + Array(repeating: entry, count: 20_000).joined(separator: ",") + #"],"version":1}"#
            case "nan": text = #"{"findings":[{"element":"x","file":"-","invariant":"orientation","location":"-","margin":"nan","severity":"error"}],"version":1}"#
            default: text = ""
            }
            return ("b.json", text)
        case "gate-list":
            let variant = spec.count > 1 ? spec[1] : ""
            switch variant {
            case "missing": return ("l.txt", "missing-1.svg\nmissing-2.svg\n")
            case "blank": return ("l.txt", "\n \n\t\n")
            default: return ("l.txt", "\u{0}\u{FFFF}")
            }
        case _ where FuzzFixFiles.kinds.contains(kind):
            return FuzzFixFiles.file(kind, size: size)
        case "json-arrays":
            return ("a.json", String(repeating: "[", count: size) + String(repeating: "]", count: size))
        default:
            return ("o.json", "{\"regressions\":" + String(repeating: "{\"a\":", count: size) + "1"
                    + String(repeating: "}", count: size + 1))
        }
    }

    /// Path data of `cubics` quarter-circle cubics (handles 4/3·tan(π/8) of the radius): a spiral
    /// whose radius shrinks by 10⁻⁶ a quarter turn, or closed rings of four, 4·10⁻⁶ apart; with
    /// `crossed`, a line from the centre across every turn, steep enough that the crossings are
    /// deeper than the gate's default visibility (an error, not a warning).
    static func curveBundle(cubics: Int, isSpiral: Bool, crossed: Bool) -> String {
        let handle = 4.0 / 3.0 * tan(Double.pi / 8), gap = 1e-6
        var data = "", radius = 1.0
        for index in 0..<Swift.max(1, cubics) {
            let angle = Double(index % 4) * Double.pi / 2, next = angle + Double.pi / 2
            let end = isSpiral ? radius - gap : radius
            if index == 0 || (!isSpiral && index % 4 == 0) { data += "M\(radius * cos(angle)) \(radius * sin(angle)) " }
            data += "C\(radius * (cos(angle) - handle * sin(angle))) \(radius * (sin(angle) + handle * cos(angle))) "
                + "\(end * (cos(next) + handle * sin(next))) \(end * (sin(next) - handle * cos(next))) "
                + "\(end * cos(next)) \(end * sin(next)) "
            radius = isSpiral ? end : radius
            if !isSpiral && index % 4 == 3 {
                data += "Z "
                radius -= 4 * gap
            }
        }
        return data + (crossed ? "M0 0.0001 L1.5 0.3" : "")
    }
}
