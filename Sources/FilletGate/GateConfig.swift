import Foundation
import FilletSupport
import FilletVerification
import PropertyCheck

/// A team's choices for `fillet check path`, kept in a JSON file (`--config FILE`, else the first
/// `.fillet.json` in the working directory or one of its ancestors):
///
/// ```json
/// {
///   "invariants": {
///     "tangent-continuity": {"severity": "error", "visible-offset": 0.05, "kink-threshold": 3, "max-move": 0.1},
///     "non-self-intersection": {"severity": "warning"},
///     "curvature-continuity": {"severity": "off"}
///   },
///   "include": ["icons/**/*.svg"],
///   "exclude": ["icons/legacy/**"]
/// }
/// ```
///
/// Every invariant of `GateProfile.graded` takes `severity` (`error`, `warning`, or `off`:
/// not checked — not computed, not reported, its baseline entries neither matched nor gone; see
/// `GateProfile.checkOptions`); the measured ones take their threshold (`settings`). An
/// invariant not named keeps the default rule. `include` and `exclude` are globs (``Glob``) over the paths of files found in directories, relative to the file's own
/// directory. Unknown keys, unknown invariants and values of the wrong type are refused, naming
/// the key.
public struct GateConfig: Sendable {
    public var profile: GateProfile
    public var include: [String]
    public var exclude: [String]
    /// The directory the globs are relative to (the configuration file's).
    public var directory: String
    /// The file read, as the user or discovery named it; `nil` for the defaults (no file).
    /// Every output names it (`description`), so a run's verdict says which rules gave it.
    public var file: String?

    public init(profile: GateProfile = .default, include: [String] = [], exclude: [String] = [], directory: String = ".") {
        self.profile = profile
        self.include = include
        self.exclude = exclude
        self.directory = directory
    }

    /// The name looked for in the working directory and its ancestors.
    public static let fileName = ".fillet.json"
    /// The largest configuration file read: 1 MiB.
    public static let maximumFileBytes = 1 << 20

    /// Per graded invariant, the settings it takes besides `severity` (each invariant's own).
    public static let settings: [Invariant: [InvariantSetting]] = Dictionary(uniqueKeysWithValues: GateProfile.graded.compactMap {
        $0.settings.isEmpty ? nil : ($0, $0.settings)
    })

    /// Reads and validates the file at `path`.
    public static func read(_ path: String) throws(GateFileError) -> GateConfig {
        let value = try StrictJSON.read(path, limit: maximumFileBytes)
        var config = try parse(value, file: path, directory: FilePaths.directory(of: path))
        config.file = path
        return config
    }

    /// How outputs name the configuration in force: its file, or `none (defaults)`.
    public var description: String { file.map { FileSystemName.printable($0) } ?? "none (defaults)" }

    /// Validates a configuration's JSON value.
    public static func parse(_ value: JSONValue, file: String, directory: String) throws(GateFileError) -> GateConfig {
        let reader = StrictJSON(file: file)
        let members = try reader.object(value, at: nil, allowed: ["invariants", "include", "exclude"])
        var config = GateConfig(directory: directory)
        if let include = members["include"] { config.include = try reader.strings(include, at: "include") }
        if let exclude = members["exclude"] { config.exclude = try reader.strings(exclude, at: "exclude") }
        for (key, patterns) in [("include", config.include), ("exclude", config.exclude)] {
            for (index, pattern) in patterns.enumerated() {
                if let problem = Glob.problem(pattern) { throw reader.fail("\(key)[\(index)]", "glob \(OneLine.quoted(pattern)): \(problem)") }
            }
        }
        guard let invariants = members["invariants"] else { return config }
        let names = GateProfile.graded.map(\.name)
        let rules = try reader.object(invariants, at: "invariants")
        if let unknown = rules.keys.filter({ !names.contains($0) }).sorted().first {
            throw reader.fail("invariants.\(unknown)", "unknown invariant (a path check has: \(names.joined(separator: ", ")))")
        }
        for name in rules.keys.sorted() {
            guard let invariant = Invariant(rawValue: name), let rule = rules[name] else { continue }
            let key = "invariants.\(name)"
            let settings = Self.settings[invariant] ?? []
            let fields = try reader.object(rule, at: key, allowed: Set(["severity"] + settings.map(\.key)))
            if let severity = fields["severity"] {
                let text = try reader.string(severity, at: "\(key).severity")
                guard let level = Severity(rawValue: text) else {
                    throw reader.fail("\(key).severity", "expected one of: error, warning, off; got \(OneLine.quoted(text))")
                }
                config.profile.rules[invariant, default: .init(severity: .error)].severity = level
            }
            for setting in settings {
                guard let field = fields[setting.key] else { continue }
                let number = try reader.number(field, at: "\(key).\(setting.key)", in: setting.range)
                setting.apply(&config.profile, invariant, number)
            }
        }
        return config
    }

    /// Where discovery found a configuration: a file to read, or something named `fileName` that
    /// is not a regular file (refused with its path, never skipped).
    public enum Discovery: Equatable, Sendable {
        case file(String)
        case notAFile(String, kind: String)
    }

    /// The first `fileName` in `directory` or one of its ancestors up to the project's root, or
    /// `nil`.
    ///
    /// The search stops at the first directory holding `.git` (a repository's root, or a
    /// worktree's or submodule's, where `.git` is a file) after looking there, as git's own
    /// discovery and ESLint's `root` stop: a `.fillet.json` above the project — in a home or a
    /// shared parent directory, perhaps another user's — never grades the project's files. Outside
    /// any repository the search goes on to the file system's root.
    public static func discover(from directory: String = FilePaths.workingDirectory) -> Discovery? {
        var current = InputDiscovery.absolute(directory, in: "/")
        while true {
            let candidate = FilePaths.join(current, fileName)
            var info = stat()
            if FileSystemName.withCString(candidate, { stat($0, &info) }) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFREG else { return .notAFile(candidate, kind: InputFile.kind(info.st_mode)) }
                return .file(candidate)
            }
            var link = stat()
            if FileSystemName.withCString(candidate, { lstat($0, &link) }) == 0 {
                return .notAFile(candidate, kind: "a broken symbolic link")
            }
            if InputFile.exists(FilePaths.join(current, ".git")) { return nil }
            let parent = FilePaths.directory(of: current)
            if parent == current { return nil }
            current = parent
        }
    }
}
