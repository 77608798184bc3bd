import FilletCLI
import FilletSupport
import FilletVerification
import FilletGate
import Foundation
import PropertyCheck

/// Hostile inputs for the gates (issue 43): a directory holding a passing icon and one hostile
/// input — a failing bow-tie under a name that is not UTF-8 or that begins like a CI command
/// (`::error::…`, after white space), one nested past the walk's depth limit, a FIFO, socket-like
/// or broken link whose name the globs take, a malformed or empty file, a file that draws nothing
/// — checked by `check path` in a chosen format, or repaired by `fix path --dry-run`. Each must
/// fail closed:
///
/// - the run never passes (exit 1), and never stops at the hostile input (exit 2): the passing
///   icon is still reported;
/// - no output line begins like a workflow command unless Fillet wrote it (GitHub format: a
///   command whose `file=` value has its `:` escaped);
/// - and everything ``CLIFuzz/check(_:arguments:scratch:into:)`` asks of any invocation.
enum FuzzHostileInputs {
    /// The property name under which shrunk counterexamples are stored.
    static let propertyName = "cli-fuzz-hostile-inputs"

    /// One hostile input beside a passing icon, and how it is run.
    struct Case: Codable, Sendable, Equatable {
        enum Hostility: String, Codable, Sendable, CaseIterable {
            case nameNotUTF8, nameLikeACommand, nestedTooDeep, fifo, brokenLink, malformed, drawsNothing
        }
        enum Run: String, Codable, Sendable, CaseIterable { case text, json, sarif, github, fix }
        var hostility: Hostility
        var run: Run
        /// Picks the spelling within the class (which bytes, which command, how deep, which file).
        var variant: Int
    }

    static let cases: Gen<Case> = Gen.zip(Gen.element(of: Case.Hostility.allCases), Gen.element(of: Case.Run.allCases),
                                          Gen.int(in: 0...63)) { hostility, run, variant in
        Case(hostility: hostility, run: run, variant: variant)
    }

    static let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8"/></svg>"#
    static let bowTie = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0 L10 10 L10 0 L0 10 Z"/></svg>"#

    static func property(scratchRoot root: String) -> Property<Case> {
        Property(propertyName, cases) { hostile, checks in
            let directory = FilePaths.join(root, "case-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let icons = FilePaths.join(directory, "icons")
            guard (try? SystemErrorText.createDirectory(icons)) != nil,
                  (try? AtomicFile.write(square, to: FilePaths.join(icons, "a-passing.svg"))) != nil else {
                checks.expect("the scratch directory can be written", false)
                return
            }
            place(hostile, in: icons)
            let arguments: [String]
            switch hostile.run {
            case .fix: arguments = ["fix", "path", "--dry-run", icons]
            case .text: arguments = ["check", "path", icons]
            default: arguments = ["check", "path", "--format", hostile.run.rawValue, icons]
            }
            var output = FilletCLI.run(arguments)
            output.collectStream()
            checks.classify(true, "\(hostile.hostility.rawValue) \(hostile.run.rawValue)")
            // fix path judges near-misses alone: a readable bow-tie has none to fix (exit 0), but
            // an input it cannot check fails it.
            let readable = hostile.hostility == .nameNotUTF8 || hostile.hostility == .nameLikeACommand
            let expected = hostile.run == .fix && readable ? ExitCode.success : ExitCode.failure
            checks.expect("a hostile input fails the run without stopping it", output.exitCode == expected,
                          detail: "exit \(output.exitCode): \(OneLine.quoted(output.standardError))")
            if hostile.run != .fix {
                checks.expect("the passing icon is still reported", output.standardOutput.contains("a-passing.svg")
                              || hostile.run == .github || hostile.run == .sarif,
                              detail: OneLine.quoted(String(output.standardOutput.prefix(300))))
            }
            for line in output.standardOutput.split(separator: "\n") where OneLine.beginsLikeCommand(String(line)) {
                let written = hostile.run == .github && isOwnCommand(line)
                checks.expect("no line poses as a command", written, detail: OneLine.quoted(String(line)))
            }
            CLIFuzz.check(output, arguments: arguments, scratch: directory, into: &checks)
        }
    }

    /// Whether `line` is a command the GitHub writer made: an annotation whose properties (up to
    /// the message's `::`) hold no `:` of the user's.
    static func isOwnCommand(_ line: Substring) -> Bool {
        for name in ["::error ", "::warning ", "::notice "] where line.hasPrefix(name) {
            let rest = line.dropFirst(name.count)
            guard let end = rest.range(of: "::") else { return false }
            return rest[..<end.lowerBound].hasPrefix("file=") && !rest[..<end.lowerBound].contains(":")
        }
        return false
    }

    /// Writes the hostile input of `hostile` into `directory`.
    static func place(_ hostile: Case, in directory: String) {
        let variant = hostile.variant
        func write(_ name: String, _ text: String) {
            let path = FilePaths.join(directory, name)
            try? SystemErrorText.createDirectory(FilePaths.directory(of: path))
            try? AtomicFile.write(text, to: path)
        }
        switch hostile.hostility {
        case .nameNotUTF8:
            let bytes: [[UInt8]] = [[0xE9], [0xFF, 0xFE], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0x80]]
            write(FileSystemName.decode(Array("bow".utf8) + bytes[variant % bytes.count] + Array(".svg".utf8)), bowTie)
        case .nameLikeACommand:
            let prefixes = ["", " ", "\t", "\u{00A0}", "\u{2003}", "\u{3000}", "  "]
            let commands = ["::error::X", "::warning file=a.svg::y", "::set-output name=x::1", "::stop-commands::t", "::add-mask::z"]
            write(prefixes[variant % prefixes.count] + commands[variant / prefixes.count % commands.count] + ".svg", bowTie)
        case .nestedTooDeep:
            let depth = InputDiscovery.maximumDepth + variant % 3
            write(Array(repeating: "d", count: depth).joined(separator: "/") + "/deep.svg", bowTie)
        case .fifo:
            _ = mkfifo(FilePaths.join(directory, "pipe\(variant % 4).svg"), 0o644)
        case .brokenLink:
            _ = symlink(FilePaths.join(directory, "missing-\(variant).svg"), FilePaths.join(directory, "link\(variant % 4).svg"))
        case .malformed:
            let texts = ["<svg><path d=\"M0 0 H10\"></svg>", "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0 Lx\"/></svg>",
                         "", "\u{FEFF} \n", "M0 0 Q", "<?xml version=\"1.0\"?><!DOCTYPE s [<!ENTITY a \"aaaa\">]><svg>&b;</svg>",
                         String(repeating: "<g>", count: 5_000)]
            write("bad\(variant % 3).svg", texts[variant % texts.count])
        case .drawsNothing:
            let texts = [#"<svg xmlns="http://www.w3.org/2000/svg"/>"#,
                         #"<svg xmlns="http://www.w3.org/2000/svg"><defs><path d="M0 0 L1 1"/></defs></svg>"#,
                         #"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0 L1 1" display="none"/></svg>"#]
            write("empty\(variant % 3).svg", texts[variant % texts.count])
        }
    }
}
