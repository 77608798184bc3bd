import Foundation
import FilletSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One stored counterexample: the case value as plain JSON (not a seed, so it survives changes
/// to generators), with where it came from.
public struct RegressionEntry: Codable, Equatable, Sendable {
    /// The property the case belongs to.
    public var property: String
    /// The case value, as JSON.
    public var value: JSONValue
    /// The seed of the run that found it, if known.
    public var seed: UInt64?
    /// Its case index in that run, if known.
    public var caseIndex: Int?
    /// Free text: where the case came from.
    public var note: String?

    /// A stored counterexample.
    public init(property: String, value: JSONValue, seed: UInt64? = nil, caseIndex: Int? = nil, note: String? = nil) {
        self.property = property
        self.value = value
        self.seed = seed
        self.caseIndex = caseIndex
        self.note = note
    }
}

/// A regressions file: failing case values replayed before new cases on every run.
///
/// Format (pretty-printed, sorted keys; non-finite doubles inside values as "nan", "inf", "-inf"):
/// ```json
/// { "version": 1,
///   "regressions": [
///     { "property": "radius fits", "value": {"radius": 51, "size": 100},
///       "seed": 42, "caseIndex": 1234, "note": "shrunk from case 1234" } ] }
/// ```
/// Entries are unique by `(property, value)`. Writes go to a temporary file in the same
/// directory, then `rename(2)` over the original, so readers never see a partial file; an
/// exclusive `flock` on `<file>.lock` serialises writers on one machine. Shards on different
/// machines should write their own files (or none) and merge them with ``add(_:)``.
public struct RegressionStore: Sendable {
    public static let formatVersion = 1
    public let path: String

    public init(path: String) {
        self.path = path
    }

    struct FileContents: Codable {
        var version: Int
        var regressions: [RegressionEntry]
    }

    /// All entries; a missing file is an empty store.
    /// - Throws: `.fileRead` when the file exists but cannot be read, `.invalidRegressionsFile`
    ///   when it is not a regressions file of a known version.
    public func load() throws(PropertyCheckError) -> [RegressionEntry] {
        guard InputFile.exists(path) else { return [] }
        let data: Data
        do { data = try InputFile.read(path) } catch {
            throw .fileRead(path: path, reason: error.reason)
        }
        return try Self.entries(decoding: data, path: path)
    }

    /// The entries of a regressions file's bytes (the one reader of the format: ``load()`` and
    /// `fillet replay` call it).
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - path: how errors name the file.
    /// - Throws: `.invalidRegressionsFile` when `data` is not a regressions file of a known version.
    public static func entries(decoding data: Data, path: String) throws(PropertyCheckError) -> [RegressionEntry] {
        let contents: FileContents
        do { contents = try PropertyCheckJSON.decode(FileContents.self, from: data) } catch {
            guard case .decoding(let reason) = error else { throw error }
            throw .invalidRegressionsFile(path: path, reason: reason)
        }
        guard contents.version == Self.formatVersion else {
            throw .invalidRegressionsFile(path: path, reason: "unsupported version \(contents.version)")
        }
        return contents.regressions
    }

    /// The entries of `property`, in file order.
    public func entries(for property: String) throws(PropertyCheckError) -> [RegressionEntry] {
        try load().filter { $0.property == property }
    }

    /// Adds the entries not already stored (same property and value) and writes the file
    /// atomically. Returns how many were added; writes nothing when none are new.
    @discardableResult
    public func add(_ newEntries: [RegressionEntry]) throws(PropertyCheckError) -> Int {
        let lock = try FileLock(path: path + ".lock")
        defer { lock.unlock() }
        var entries = try load()
        var added = 0
        for entry in newEntries where !entries.contains(where: { $0.property == entry.property && $0.value == entry.value }) {
            entries.append(entry)
            added += 1
        }
        if added > 0 { try write(entries) }
        return added
    }

    /// Removes the entries of `property` whose value is `value` (e.g. after a fix is accepted).
    public func remove(property: String, value: JSONValue) throws(PropertyCheckError) {
        let lock = try FileLock(path: path + ".lock")
        defer { lock.unlock() }
        let entries = try load()
        let kept = entries.filter { !($0.property == property && $0.value == value) }
        if kept.count != entries.count { try write(kept) }
    }

    /// Replaces the file's contents with `entries` (atomically: temporary file, then rename).
    public func write(_ entries: [RegressionEntry]) throws(PropertyCheckError) {
        let data: Data
        do {
            data = try PropertyCheckJSON.encoder(pretty: true)
                .encode(FileContents(version: Self.formatVersion, regressions: entries))
        } catch {
            throw .encoding(String(describing: error))
        }
        do { try AtomicFile.write(data + Data("\n".utf8), to: path) } catch {
            throw .fileWrite(path: path, reason: error.reason)
        }
    }
}

/// An exclusive advisory lock on a file, held until `unlock()`.
struct FileLock {
    let descriptor: Int32

    init(path: String) throws(PropertyCheckError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Not through a symbolic link: that would create or lock a file elsewhere.
        descriptor = open(path, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .fileWrite(path: path, reason: String(cString: strerror(errno))) }
        guard flock(descriptor, LOCK_EX) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .fileWrite(path: path, reason: reason)
        }
    }

    func unlock() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
