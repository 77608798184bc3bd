import Foundation
import FilletSupport
import FilletVerification

/// What a gate run has read and checked of a file that several of its inputs name (a symbolic
/// link and its target, hard links: an icon theme's aliases are half its files): the file is
/// parsed once, and each of its elements checked once, for all of its names.
///
/// Before the run, when an input is a symbolic link (`InputDiscovery.Input.isLink`: found in a
/// directory or named), each input is looked at (through links) for its `FileIdentity`, so the run
/// knows how many of its names each file has. A file read is kept only while names of it are
/// still to be read, and dropped at the last: memory holds the files with names still to come,
/// not the run. A name read later shares only when its file has the identity *and* every byte
/// of the one kept (a file replaced between the reads is read on its own). A file's drawables and
/// reports are a function of its bytes (reading and checking look at no name), so the run's
/// output is byte for byte the same with or without this; only the report rows name the file,
/// and they are built per name (``GateElement/init(_:file:profile:pathDataFile:)``).
///
/// At most ``capacity`` files, and ``byteCapacity`` bytes of them, are kept at once (a run whose
/// names of one file lie far apart reads the rest on their own): memory stays bounded whatever
/// the run. A name that cannot be read counts as read (``unread(_:)``).
///
/// Safe from any thread (one lock). Two names of one file read at once may both be parsed, and
/// their elements checked at once both checked: the second result is dropped, the same value.
final class GateContentReuse: @unchecked Sendable {
    /// A file read for several names: its drawables, and the reports of its elements checked so
    /// far, handed to every name read (``GateJobs/ReadFile``).
    final class Shared: @unchecked Sendable {
        let inputs: [PathCheckInput]
        let isPathData: Bool
        let problems: [Int: String]
        private let lock = NSLock()
        private var reports: [PathCheck.Report?]
        private weak var owner: GateContentReuse?

        init(_ read: GateJobs.ReadFile, owner: GateContentReuse) {
            inputs = read.inputs
            isPathData = read.isPathData
            problems = read.problems
            reports = Array(repeating: nil, count: read.inputs.count)
            self.owner = owner
        }

        /// The report of element `index`: one already checked, or `check()`'s, kept.
        func report(element index: Int, check: () -> PathCheck.Report) -> PathCheck.Report {
            lock.lock()
            if let report = reports[index] {
                lock.unlock()
                owner?.countReportReused()
                return report
            }
            lock.unlock()
            let report = check()
            lock.lock()
            if reports[index] == nil { reports[index] = report }
            lock.unlock()
            return report
        }
    }

    /// The most files kept at once.
    let capacity: Int
    /// The most bytes of files kept at once (what is parsed from them and their reports grow
    /// with their bytes).
    let byteCapacity: Int
    private var bytesKept = 0
    private let lock = NSLock()
    /// How many inputs name each file named more than once, less those read so far.
    private var namesToRead: [FileIdentity: Int]
    /// The files read with names still to come, and their bytes.
    private var kept: [FileIdentity: (bytes: Data, shared: Shared)] = [:]
    /// How many names took a file already read, and how many elements took a report already
    /// checked.
    private var filesReusedCount = 0
    private var reportsReusedCount = 0

    /// For a run over `inputs`: `nil` when none is a symbolic link (then, hard links aside, no
    /// file has two names, and the inputs are not looked at).
    convenience init?(inputs: [InputDiscovery.Input]) {
        guard inputs.contains(where: \.isLink) else { return nil }
        self.init(identities: inputs.map { $0.problem == nil ? InputFile.identity($0.openPath) : nil })
    }

    /// For a run whose inputs have `identities` (`nil`: not a file to read).
    init(identities: [FileIdentity?], capacity: Int = 4_096, byteCapacity: Int = 8 << 20) {
        var names: [FileIdentity: Int] = [:]
        for case let identity? in identities { names[identity, default: 0] += 1 }
        namesToRead = names.filter { $0.value > 1 }
        self.capacity = Swift.max(0, capacity)
        self.byteCapacity = Swift.max(0, byteCapacity)
    }

    /// How many files are kept now.
    var keptCount: Int { locked { kept.count } }
    /// How many names took a file already read.
    var filesReused: Int { locked { filesReusedCount } }
    /// How many elements took a report already checked.
    var reportsReused: Int { locked { reportsReusedCount } }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// A name of the file now at `path` that could not be read: one name fewer to come (the
    /// file is dropped at its last).
    func unread(_ path: String) {
        guard let identity = InputFile.identity(path) else { return }
        lock.lock()
        countDown(identity)
        lock.unlock()
    }

    /// One name of `identity` read; the file dropped at its last. Called with the lock held.
    /// Returns the names still to come.
    @discardableResult
    private func countDown(_ identity: FileIdentity) -> Int {
        guard let left = namesToRead[identity] else { return 0 }
        let remaining = left - 1
        namesToRead[identity] = remaining > 0 ? remaining : nil
        if remaining <= 0, let dropped = kept.removeValue(forKey: identity) { bytesKept -= dropped.bytes.count }
        return remaining
    }

    /// The file `file` read as `data` with `identity`: the drawables of the same file read under
    /// another name, or `read(data)`'s, kept for its names still to come. A file that cannot be
    /// read is never shared (each name reports its reason).
    func file(_ file: String, data: Data, identity: FileIdentity,
              read: (Data) -> (file: GateJobs.ReadFile, readable: Bool)) -> GateJobs.ReadFile {
        lock.lock()
        guard namesToRead[identity] != nil else {
            lock.unlock()
            return read(data).file
        }
        let found = kept[identity]
        countDown(identity)
        if let found, found.bytes == data {
            filesReusedCount += 1
            lock.unlock()
            return GateJobs.ReadFile(file: file, shared: found.shared)
        }
        lock.unlock()
        let (fresh, readable) = read(data)
        guard readable else { return fresh }
        let shared = Shared(fresh, owner: self)
        lock.lock()
        // Kept for the names to come, if there is room (none left: the names already read keep
        // theirs). A file kept under this identity with other bytes gives way.
        if let replaced = kept.removeValue(forKey: identity) { bytesKept -= replaced.bytes.count }
        if namesToRead[identity] != nil && kept.count < capacity && bytesKept + data.count <= byteCapacity {
            kept[identity] = (data, shared)
            bytesKept += data.count
        }
        lock.unlock()
        return GateJobs.ReadFile(file: file, shared: shared)
    }

    fileprivate func countReportReused() {
        lock.lock()
        reportsReusedCount += 1
        lock.unlock()
    }
}
