import FilletSupport
import FilletVerification
import Foundation
import PropertyCheck

/// Faults among the files `fix path` rewrites in place (issue 44): a directory of kinked icons,
/// each with its own mode (setuid, setgid and sticky bits included), beside a symbolic link to a
/// kinked icon, a hard-linked one, a FIFO and a malformed file whose names the globs take, or —
/// with `--output` — two inputs that would be written to one copy. Each run must never be
/// half-done:
///
/// - every plain icon is repaired, keeping its mode, and nothing else is touched (a link's
///   target, both names of a hard link, the malformed file);
/// - the report is printed, every skipped file named in it, and the exit status says so (1);
///   two inputs for one copy exit 2 before anything is written;
/// - no temporary file is left; and everything ``CLIFuzz/check(_:arguments:scratch:into:)`` asks.
enum FuzzFixWrites {
    /// The property name under which shrunk counterexamples are stored.
    static let propertyName = "cli-fuzz-fix-writes"

    struct Case: Codable, Sendable, Equatable {
        enum Fault: String, Codable, Sendable, CaseIterable { case symbolicLink, hardLink, fifo, malformed }
        /// Plain kinked icons, each with a mode (0…0o7777 as drawn; the owner's read and write
        /// bits are always added so the process can read it back as any user).
        var modes: [UInt16]
        var faults: [Fault]
        /// Copies under `--output` (with a colliding second input) instead of editing in place.
        var collidingOutput: Bool
    }

    static let cases: Gen<Case> = Gen.zip(
        Gen.array(of: Gen.int(in: 0...0o7777).map { UInt16($0) }, length: 1...4),
        Gen.array(of: Gen.element(of: Case.Fault.allCases), length: 0...3),
        Gen.bool(probability: 0.15)
    ) { modes, faults, colliding in Case(modes: modes, faults: faults, collidingOutput: colliding) }

    static let kinked = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">
      <path d="M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4" fill="none"/>
    </svg>

    """

    static func property(scratchRoot root: String) -> Property<Case> {
        Property(propertyName, cases) { fault, checks in
            let directory = FilePaths.join(root, "case-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let icons = FilePaths.join(directory, "icons"), elsewhere = FilePaths.join(directory, "elsewhere")
            guard (try? SystemErrorText.createDirectory(icons)) != nil, (try? SystemErrorText.createDirectory(elsewhere)) != nil else {
                checks.expect("the scratch directory can be written", false)
                return
            }
            var plain: [(path: String, mode: mode_t)] = []
            for (index, drawn) in fault.modes.enumerated() {
                let path = FilePaths.join(icons, "plain\(index).svg")
                try? AtomicFile.write(kinked, to: path)
                let mode = mode_t(drawn) | 0o600
                _ = chmod(path, mode)
                plain.append((path, mode))
            }
            var untouched: [String] = []
            for (index, kind) in fault.faults.enumerated() {
                let name = FilePaths.join(icons, "fault\(index).svg")
                switch kind {
                case .symbolicLink:
                    let target = FilePaths.join(elsewhere, "target\(index).svg")
                    try? AtomicFile.write(kinked, to: target)
                    _ = symlink(target, name)
                    untouched.append(target)
                case .hardLink:
                    try? AtomicFile.write(kinked, to: name)
                    _ = link(name, FilePaths.join(elsewhere, "other\(index).svg"))
                    untouched += [name, FilePaths.join(elsewhere, "other\(index).svg")]
                case .fifo:
                    _ = mkfifo(name, 0o644)
                case .malformed:
                    try? AtomicFile.write("<svg><path d='M0 0C4 0 6 1 10 1.2'><g>", to: name)
                    untouched.append(name)
                }
            }
            let before = Dictionary(uniqueKeysWithValues: untouched.map { ($0, (try? InputFile.read($0)) ?? Data()) })
            let arguments: [String]
            if fault.collidingOutput {
                let twin = FilePaths.join(elsewhere, "plain0.svg")
                try? AtomicFile.write(kinked, to: twin)
                arguments = ["fix", "path", plain[0].path, twin, "--output", FilePaths.join(directory, "out")]
            } else {
                arguments = ["fix", "path", icons]
            }
            let output = FilletCLI.run(arguments)
            checks.classify(true, fault.collidingOutput ? "colliding output" : "\(fault.faults.count) faults")
            // The files made beside the inputs (link targets, other names) are the case's, not the run's.
            CLIFuzz.check(output, arguments: arguments + [elsewhere, icons], scratch: directory, into: &checks)
            if fault.collidingOutput {
                checks.expect("two inputs for one copy exit 2", output.exitCode == ExitCode.usage, detail: "exit \(output.exitCode)")
                let written = (try? FileManager.default.contentsOfDirectory(atPath: FilePaths.join(directory, "out"))) ?? []
                checks.expect("nothing is written before the refusal", written.isEmpty, detail: written.joined(separator: ", "))
                return
            }
            let expected: Int32 = fault.faults.isEmpty ? ExitCode.success : ExitCode.failure
            checks.expect("the exit status says what was skipped", output.exitCode == expected,
                          detail: "exit \(output.exitCode): \(OneLine.quoted(String(output.standardOutput.suffix(400))))")
            checks.expect("the report is printed", output.standardOutput.contains(" files"),
                          detail: OneLine.quoted(String(output.standardOutput.prefix(300))))
            for (path, mode) in plain {
                var info = stat()
                let repaired = ((try? InputFile.text(path)) ?? kinked) != kinked
                checks.expect("every plain icon is repaired", repaired, detail: path)
                checks.expect("its mode is kept", lstat(path, &info) == 0 && info.st_mode & 0o7777 == mode & 0o7777,
                              detail: "\(String(mode, radix: 8)) → \(String(info.st_mode & 0o7777, radix: 8))")
            }
            for (path, data) in before {
                checks.expect("a skipped file is untouched", (try? InputFile.read(path)) == data, detail: path)
            }
            let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: icons)) ?? []).filter { $0.contains(".tmp-") }
            checks.expect("no temporary file is left", leftovers.isEmpty, detail: leftovers.joined(separator: ", "))
        }
    }
}
