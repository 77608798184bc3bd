import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FilletSupport
import PropertyCheck

/// The fuzz gate: hostile argument vectors for every command, run in-process through
/// ``FilletCLI/run(_:)`` (the same command layer the executable uses), each checked against what
/// a CI gate promises:
///
/// - nothing traps (a trap ends the run — that is the point);
/// - the exit status is 0, 1 or 2;
/// - exit 2 prints exactly one line on standard error and nothing on standard output;
/// - exit 0 with JSON output prints valid JSON whose numbers are all finite; SVG output is
///   well-formed XML; SVG path data has no `nan`/`inf`;
/// - files appear only at the paths given (or, for a directory given, below it), no temporary
///   file is left behind, and devices given as targets are left as they were.
///
/// Paths in the vectors are written `@OUT/…`; each case runs in a fresh scratch directory that
/// replaces `@OUT` and is removed afterwards.
enum CLIFuzz {
    /// The property name under which shrunk counterexamples are stored.
    static let propertyName = "cli-fuzz"

    /// The property: ``FuzzArguments/any`` through the oracle, scratch directories under `root`.
    static func property(scratchRoot root: String) -> Property<[String]> {
        Property(propertyName, FuzzArguments.any) { arguments, checks in
            let directory = FilePaths.join(root, "case-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let concrete = FuzzFiles.materialise(arguments.map { $0.replacingOccurrences(of: "@OUT", with: directory) },
                                                 in: directory)
            let output = FilletCLI.run(concrete)
            checks.classify(true, concrete.first.map { "command \($0)" } ?? "no command")
            checks.classify(concrete != arguments.map { $0.replacingOccurrences(of: "@OUT", with: directory) },
                            "a generated hostile file")
            if FuzzFiles.drawsOnlyACrossing(arguments) {
                checks.expect("a crossing drawn through use never passes", output.exitCode != ExitCode.success,
                              detail: "exit \(output.exitCode)")
            }
            check(output, arguments: concrete, scratch: directory, into: &checks)
        }
    }

    /// Runs the properties: `cases` vectors split 4 : 1 between any-vector and one-bad-value, and
    /// over and above them a tenth of `cases` hostile JSON documents (``FuzzHostileJSON``), a tenth
    /// hostile gate inputs (``FuzzHostileInputs``), a fiftieth hostile shards merged into a page
    /// (``FuzzShardMerge``) and a fiftieth directories with write faults for `fix path`
    /// (``FuzzFixWrites``).
    static func run(seed: UInt64, cases: Int, workers: Int, regressions: RegressionStore?,
                    scratchRoot root: String) throws(PropertyCheckError) -> [PropertyReport] {
        let named = Swift.max(1, cases / 5)
        let replay = CommandTemplate.template("fillet fuzz --seed {seed} --cases \(cases)")
        return [
            try Runner.run(property(scratchRoot: root),
                           RunConfiguration(seed: seed, cases: Swift.max(1, cases - named), workers: workers,
                                            regressions: regressions, replayCommand: replay)),
            try Runner.run(namedFlagProperty(scratchRoot: root),
                           RunConfiguration(seed: seed, cases: named, workers: workers, regressions: regressions,
                                            replayCommand: replay)),
            // Over and above `cases`: a tenth more, one hostile JSON file each.
            try Runner.run(FuzzHostileJSON.property(scratchRoot: root),
                           RunConfiguration(seed: seed, cases: Swift.max(1, cases / 10), workers: workers,
                                            regressions: regressions, replayCommand: replay)),
            // And a tenth more: one hostile input beside a passing icon each.
            try Runner.run(FuzzHostileInputs.property(scratchRoot: root),
                           RunConfiguration(seed: seed, cases: Swift.max(1, cases / 10), workers: workers,
                                            regressions: regressions, replayCommand: replay)),
            // And a fiftieth more: one hostile shard merged into a range page each.
            try Runner.run(FuzzShardMerge.property(scratchRoot: root),
                           RunConfiguration(seed: seed, cases: Swift.max(1, cases / 50), workers: workers,
                                            regressions: regressions, replayCommand: replay)),
            // And a fiftieth more: one directory of icons with write faults fixed in place each.
            try Runner.run(FuzzFixWrites.property(scratchRoot: root),
                           RunConfiguration(seed: seed, cases: Swift.max(1, cases / 50), workers: workers,
                                            regressions: regressions, replayCommand: replay)),
        ]
    }

    /// The property name of the named-flag check.
    static let namedFlagPropertyName = "cli-fuzz-named-flag"

    /// One refused value per case: exit 2, one line, naming the flag (plus everything ``check``
    /// asks of any invocation).
    static func namedFlagProperty(scratchRoot root: String) -> Property<BadValueCase> {
        Property(namedFlagPropertyName, FuzzArguments.oneBadValue) { bad, checks in
            let directory = FilePaths.join(root, "case-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let concrete = bad.arguments.map { $0.replacingOccurrences(of: "@OUT", with: directory) }
            let output = FilletCLI.run(concrete)
            checks.expect("a refused value exits 2", output.exitCode == ExitCode.usage, detail: "exit \(output.exitCode)")
            checks.expect("the message names the flag", output.standardError.contains(bad.flag),
                          detail: "standard error: \(OneLine.quoted(output.standardError))")
            check(output, arguments: concrete, scratch: directory, into: &checks)
        }
    }

    /// The oracle for one invocation.
    static func check(_ output: CommandOutput, arguments: [String], scratch: String, into checks: inout Checks) {
        let status = output.exitCode
        checks.expect("exit status is 0, 1 or 2", [0, 1, 2].contains(status), detail: "exit \(status)")
        if status == ExitCode.usage {
            let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            checks.expect("exit 2 prints one line", lines.count == 2 && lines[1].isEmpty && !lines[0].isEmpty,
                          detail: "standard error: \(OneLine.quoted(output.standardError))")
            checks.expect("exit 2 prints nothing on standard output", output.standardOutput.isEmpty,
                          detail: "standard output: \(OneLine.quoted(String(output.standardOutput.prefix(200))))")
        }
        if status == ExitCode.success {
            checkOutputFormat(output.standardOutput, arguments: arguments, into: &checks)
        }
        checkFiles(arguments: arguments, scratch: scratch, into: &checks)
    }

    /// JSON is valid and finite, SVG well-formed, path data free of non-finite numbers.
    static func checkOutputFormat(_ text: String, arguments: [String], into checks: inout Checks) {
        let format = formatValue(arguments)
        let command = arguments.first ?? ""
        let wantsJSON = arguments.contains("--json") || arguments.contains("--json=true")
            || (command == "shape" && ["json", "polyline", "spec"].contains(format ?? ""))
            || (command == "check" && ["json", "sarif"].contains(format ?? ""))
        if arguments.contains("--help") || arguments.contains("-h") { return }
        if wantsJSON && !(command == "audit") {
            let data = Data(text.utf8)
            let parsed = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            checks.expect("JSON output parses", parsed != nil, detail: "output: \(OneLine.quoted(String(text.prefix(300))))")
            if let parsed {
                checks.expect("JSON numbers are finite", allFinite(parsed),
                              detail: "output: \(OneLine.quoted(String(text.prefix(300))))")
            }
        } else if command == "shape" && (format == nil || format == "svg") {
            let parser = XMLParser(data: Data(text.utf8))
            checks.expect("SVG output is well-formed XML", parser.parse(),
                          detail: "output: \(OneLine.quoted(String(text.prefix(300))))")
        } else if command == "shape" && format == "svg-path" {
            let lowered = text.lowercased()
            checks.expect("SVG path data is finite", !lowered.contains("nan") && !lowered.contains("inf"),
                          detail: "output: \(OneLine.quoted(String(text.prefix(300))))")
        }
    }

    /// Every file under the scratch directory was asked for; no temporary file is left; devices stay devices.
    static func checkFiles(arguments: [String], scratch: String, into checks: inout Checks) {
        let given = arguments.flatMap { argument -> [String] in
            let value = argument.hasPrefix("--") ? argument.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init) : argument
            return value.map { [$0] } ?? []
        }.filter { $0.hasPrefix(scratch) }
        var unexpected: [String] = []
        if let walker = FileManager.default.enumerator(atPath: scratch) {
            for case let relative as String in walker {
                let path = FilePaths.join(scratch, relative)
                guard InputFile.isRegularFile(path) else { continue }
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                let allowed = given.contains { target in
                    path == target || path.hasPrefix(target + "/") || path == target + ".lock"
                        || (FilePaths.directory(of: path) == FilePaths.directory(of: target) && name.hasPrefix("counterexample-"))
                }
                if !allowed || name.contains(".tmp-") { unexpected.append(relative) }
            }
        }
        checks.expect("files only where asked, no temporary files left", unexpected.isEmpty,
                      detail: "unexpected: \(OneLine.escaped(unexpected.joined(separator: ", ")))")
        for device in ["/dev/null", "/dev/full"] where arguments.contains(where: { $0.hasSuffix(device) }) {
            var info = stat()
            checks.expect("\(device) is still a device", stat(device, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        }
    }

    static func formatValue(_ arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--format=") { return String(argument.dropFirst("--format=".count)) }
            if argument == "--format", index + 1 < arguments.count { return arguments[index + 1] }
        }
        return nil
    }

    static func allFinite(_ value: Any) -> Bool {
        switch value {
        case let number as NSNumber:
            return number.doubleValue.isFinite
        case let array as [Any]:
            return array.allSatisfy(allFinite)
        case let object as [String: Any]:
            return object.values.allSatisfy(allFinite)
        default:
            return true
        }
    }
}
