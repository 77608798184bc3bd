import FilletCLI
import FilletSupport
import PropertyCheck

/// Hostile inputs to `fillet fix path`: files with near-miss kinks to repair (in place, in the
/// case's scratch directory, or as copies under `--output`), malformed documents, path data with
/// huge numbers or `nan` written in it, and output directories that cannot be written (a device,
/// a path below a device). Files from anywhere else are only read (`--dry-run`).
extension FuzzArguments {
    static let fixPath: Gen<[String]> = {
        let kinds = Gen.element(of: FuzzFixFiles.kinds)
        let generated = Gen.zip(kinds, Gen.element(of: [1, 3, 40])) { kind, size in "\(FuzzFiles.marker)\(kind)/\(size)" }
        let output: Gen<[String]> = Gen.frequency([
            (3, Gen.constant([])),
            (2, Gen.element(of: [["--output", "@OUT/fixed"], ["--output=@OUT/a/b"]])),
            (1, Gen.element(of: [["--output", "/dev/full"], ["--output", "/dev/null/below"], ["--output="], ["--output", ""]])),
        ])
        let flags = tokens(FixPathCommand.options.filter { !["file", "output"].contains($0.name) }, count: 0...3)
        let generatedCase = Gen.zip(generated, Gen.bool(), output, flags) { file, positional, output, flags in
            ["fix", "path"] + (positional ? [file] : ["--file", file]) + output + flags
        }
        // Anything else (a missing file, a directory of the scratch, a device) is never written in place.
        let otherCase = Gen.zip(FuzzValues.inputPath, flags) { file, flags in
            ["fix", "path", "--dry-run", "--file", file] + flags
        }
        return Gen.frequency([(4, generatedCase), (1, otherCase)])
    }()
}

/// The files of ``FuzzArguments/fixPath`` (``FuzzFiles/file(_:)`` dispatches these kinds here).
enum FuzzFixFiles {
    static let kinds = ["kinked-svg", "kinked-data", "malformed-svg", "huge-data", "nan-data", "arc-data"]

    /// The file of `kind` with `size` copies of its element.
    static func file(_ kind: String, size: Int) -> (String, String) {
        let count = Swift.max(1, Swift.min(size, 200))
        switch kind {
        case "kinked-svg":
            let paths = (0..<count).map { index in
                "<path id='p\(index)' d='M\(index) 0C\(index + 4) 0 \(index + 6) 1 \(index + 10) 1.2C\(index + 14) 1.6 \(index + 16) 4 \(index + 20) 4'/>"
            }.joined(separator: "\n")
            return ("k.svg", "<svg xmlns='http://www.w3.org/2000/svg'><!-- <path d='M0 0'/> -->\n<g transform='rotate(17) scale(1 3)'>\n"
                    + paths + "</g><use href='#p0' transform='skewX(30)'/><rect width='3' height='3' rx='1'/></svg>")
        case "kinked-data":
            return ("k.txt", (0..<count).map { "M\($0 * 30) 0l10 0c4 .15 6 4 10 4L\($0 * 30 + 40) 4.3" }.joined(separator: " "))
        case "malformed-svg":
            return ("m.svg", "<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4'><g>"
                    + String(repeating: "<", count: count))
        case "huge-data":
            return ("h.txt", "M0 0C4e300 0 6e300 1e300 1e301 1.2e300C1.4e301 1.6e300 1.6e301 4e300 2e301 4e300")
        case "nan-data":
            return ("n.txt", "M0 0C4 0 6 1 10 nan C14 1.6 16 4 20 4")
        default:
            return ("a.txt", "M10 0C10 6 6 10 0 10A10 10 0 0 1 -10 0" + String(repeating: "a10 10 0 0 1 20 0", count: count % 5))
        }
    }
}
