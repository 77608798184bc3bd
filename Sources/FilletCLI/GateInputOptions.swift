import Foundation
import FilletSupport
import FilletVerification
import FilletGate

/// What `check path` and `fix path` read alike: the gate's configuration (`--config`, else the
/// first `.fillet.json` found upwards) and the files listed by `--files-from`.
package enum GateInputOptions {
    /// `--config FILE`; else, unless `--no-config`, the file
    /// ``FilletGate/GateConfig/discover(from:)`` finds (up to the project's root); else the
    /// defaults. Something named `.fillet.json` on the way that is not a regular file is refused
    /// with its path.
    package static func config(_ parsed: Arguments, command: String) throws(UsageError) -> GateConfig {
        let configPath = try parsed.path("config")
        if configPath != nil, parsed.isSet("no-config") {
            throw UsageError(flag: "--no-config", "conflicts with --config")
        }
        do throws(GateFileError) {
            if let path = configPath { return try GateConfig.read(path) }
            if parsed.isSet("no-config") { return GateConfig() }
            switch GateConfig.discover() {
            case .file(let found)?: return try GateConfig.read(found)
            case .notAFile(let found, let kind)?:
                throw GateFileError(file: found, reason: "found by discovery, but it is \(kind), not a configuration file "
                                    + "(remove it, or give --config FILE or --no-config)")
            case nil: return GateConfig()
            }
        } catch {
            throw UsageError("\(command): configuration \(error.description)")
        }
    }

    /// The flags both gate commands take for their configuration.
    package static let configOptions: [Option] = [
        .value("config", "file", "the gate's configuration (JSON); default: the first \(GateConfig.fileName) in the working directory or an ancestor, up to the project's root (the first holding .git)"),
        .toggle("no-config", "use the default rules: look for no configuration file"),
    ]

    /// The paths listed in the file `list` (or standard input for `-`), one per line.
    package static func listed(_ list: String) throws(UsageError) -> [String] {
        let limit = InputDiscovery.maximumListBytes
        let data: Data
        if list == "-" {
            data = (try? FileHandle.standardInput.read(upToCount: limit + 1)) ?? Data()
        } else {
            do { data = try InputFile.read(list, limit: limit) } catch {
                throw UsageError(flag: "--files-from", error.description)
            }
        }
        guard data.count <= limit else { throw UsageError(flag: "--files-from", "the list is larger than \(limit) bytes") }
        guard !data.contains(0) else { throw UsageError(flag: "--files-from", "the list holds a NUL byte (one path per line is expected)") }
        return InputDiscovery.list(data)
    }
}
