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
/// | `json-arrays`, `json-objects` | nested arrays, or objects, for `replay` and `verify merge` | the 64-level JSON depth |
/// | `use-chain` | a crossing drawn only through a chain of nested `use` | the 64-reference depth |
/// | `spiral`, `rings` | nested semicircles, concentric circles | the clearance search's work |
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
        (2, Gen.element(of: [1, 62, 63, 64, 65, 200]).map { "\(marker)use-chain/\($0)" }),
        (1, Gen.element(of: [40, 400, 3_000]).map { "\(marker)spiral/\($0)" }),
        (1, Gen.element(of: [40, 400]).map { "\(marker)rings/\($0)" }),
        (1, Gen.element(of: [10, 2_000]).map { "\(marker)circles/\($0)" }),
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
            FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
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
        case "rings":
            let circles = (0..<size).map { "<circle cx='0' cy='0' r='\(1 + Double($0) * 0.01)'/>" }.joined()
            return ("r.svg", "<svg xmlns='http://www.w3.org/2000/svg'>\(circles)</svg>")
        case "circles":
            let circles = (0..<size).map { "<circle cx='\($0 % 100)' cy='\($0 / 100)' r='0.4'/>" }.joined()
            return ("c.svg", "<svg xmlns='http://www.w3.org/2000/svg'>\(circles)</svg>")
        case _ where FuzzFixFiles.kinds.contains(kind):
            return FuzzFixFiles.file(kind, size: size)
        case "json-arrays":
            return ("a.json", String(repeating: "[", count: size) + String(repeating: "]", count: size))
        default:
            return ("o.json", "{\"regressions\":" + String(repeating: "{\"a\":", count: size) + "1"
                    + String(repeating: "}", count: size + 1))
        }
    }
}
