import Foundation
import FilletSupport
import FilletVerification

/// What `check path` and `fix path` read alike: the gate's configuration (`--config`, else the
/// first `.fillet.json` found upwards) and the files listed by `--files-from`.
enum GateInputOptions {
    /// `--config FILE`, else ``FilletVerification/GateConfig/discover(from:)``, else the defaults.
    static func config(_ parsed: Arguments, command: String) throws(UsageError) -> GateConfig {
        let configPath = try parsed.path("config")
        do throws(GateFileError) {
            if let path = configPath { return try GateConfig.read(path) }
            if let found = GateConfig.discover() { return try GateConfig.read(found) }
            return GateConfig()
        } catch {
            throw UsageError("\(command): configuration \(error.description)")
        }
    }

    /// The paths listed in the file `list` (or standard input for `-`), one per line.
    static func listed(_ list: String) throws(UsageError) -> [String] {
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
        guard let text = String(data: data, encoding: .utf8), !text.unicodeScalars.contains("\0") else {
            throw UsageError(flag: "--files-from", "the list is not UTF-8 text")
        }
        return InputDiscovery.list(text)
    }
}
