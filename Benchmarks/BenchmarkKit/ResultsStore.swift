import Foundation
import FilletSupport

/// The results directory (`results/bench`): baselines, the history and the trend report.
///
/// Every file is written atomically: the new content goes to a temporary file in the same
/// directory, which is then renamed over the target (`rename(2)` replaces atomically on one file
/// system), so a reader never sees a half-written file and a crash leaves the old one intact.
public struct ResultsStore: Sendable {
    public var directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Baseline names are plain file stems: letters, digits, `.`, `_`, `-`, not starting with `.`.
    public static func isValidBaselineName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != ".", name.count <= 100 else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
    }

    public func baselineURL(_ name: String) -> URL { directory.appendingPathComponent("\(name).json") }
    public var historyURL: URL { directory.appendingPathComponent("history.jsonl") }
    public var trendSVGURL: URL { directory.appendingPathComponent("trend.svg") }
    public var trendMarkdownURL: URL { directory.appendingPathComponent("trend.md") }

    /// Writes `run` as baseline `name`; refuses to replace an existing file unless `force`.
    /// Without `force` the file is created exclusively (``FilletSupport/AtomicFile/create(_:at:)``):
    /// of two runs saving the same new name at once, one saves and the other is refused.
    public func saveBaseline(_ run: BenchmarkRun, name: String, force: Bool) throws(BenchError) {
        let url = baselineURL(name)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(run)
        } catch {
            throw .io("cannot encode the results: \(error)")
        }
        let content = data + Data("\n".utf8)
        guard !force else { return try writeAtomically(content, to: url) }
        let created: Bool
        do { created = try AtomicFile.create(content, at: url.path) } catch { throw .io(error.description) }
        guard created else { throw .baselineExists(name: name, path: url.path) }
    }

    /// Reads baseline `name`.
    /// - Throws: ``BenchError/missingBaseline(name:path:)`` or ``BenchError/corruptBaseline(name:path:detail:)``.
    public func loadBaseline(name: String) throws(BenchError) -> BenchmarkRun {
        let url = baselineURL(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .missingBaseline(name: name, path: url.path)
        }
        let data: Data
        do {
            data = try InputFile.read(url.path)
        } catch {
            throw .io(error.description)
        }
        let run: BenchmarkRun
        do {
            try JSONStructure.check(data)
            run = try JSONDecoder().decode(BenchmarkRun.self, from: data)
        } catch let error as JSONStructureError {
            throw .corruptBaseline(name: name, path: url.path, detail: error.description)
        } catch {
            throw .corruptBaseline(name: name, path: url.path, detail: DecodingErrorText.describe(error))
        }
        guard run.schema == BenchmarkRun.currentSchema else {
            throw .corruptBaseline(name: name, path: url.path,
                                   detail: "schema \(run.schema), this build reads schema \(BenchmarkRun.currentSchema)")
        }
        guard !run.cases.isEmpty else {
            throw .corruptBaseline(name: name, path: url.path, detail: "it holds no cases")
        }
        var names = Set<String>()
        if let repeated = run.cases.first(where: { !names.insert($0.name).inserted }) {
            throw .corruptBaseline(name: name, path: url.path,
                                   detail: "case \(OneLine.quoted(repeated.name)) appears twice (which one would the gate read?)")
        }
        // A time of 0, a negative or subnormal one would turn the comparison into ±∞ or switch the
        // time gate off (new/old − 1 ≤ threshold for any new time): refused, like a missing field.
        if let bad = run.cases.first(where: { !Self.isMeasured($0) }) {
            throw .corruptBaseline(name: name, path: url.path,
                                   detail: "case \(OneLine.quoted(bad.name)) has no time within \(Self.plausibleTimeText) "
                                       + "measured over at least one sample, or a negative count")
        }
        // The fits are derived from the cases' fastest times: refitted here, so a hand-edited
        // exponent (or x and time lists of different lengths) cannot decide the gate.
        var refitted = run
        refitted.fits = ScalingFit.fits(of: run.cases)
        return refitted
    }

    /// The times a stored case may hold, in nanoseconds per iteration: 10⁻³ ns (a few hundred
    /// iterations per cycle) to 10¹⁵ ns (11.6 days). Beyond, the relative change of a
    /// comparison overflows or the trend's log axis leaves the double range, and no machine
    /// measured it.
    public static let plausibleNanoseconds = 1e-3...1e15

    static var plausibleTimeText: String { "10⁻³…10¹⁵ ns" }

    static func isPlausibleTime(_ nanoseconds: Double) -> Bool { plausibleNanoseconds.contains(nanoseconds) }

    /// Whether a stored case holds a real measurement: a median of round medians, the round
    /// medians, the fastest time (the gate's figure) and re-timing all ``plausibleNanoseconds``,
    /// from at least one iteration per sample and one sample, and counts (points,
    /// elements, allocations per iteration) that are not negative.
    static func isMeasured(_ result: CaseResult) -> Bool {
        (result.metrics.points ?? 0) >= 0 && (result.metrics.elements ?? 0) >= 0
            && (result.allocationsPerIteration.map { $0.isFinite && $0 >= 0 } ?? true)
            && isPlausibleTime(result.medianOfRounds) && !result.roundMedians.isEmpty
            && isPlausibleTime(result.fastest)
            && (result.confirmation.map { isPlausibleTime($0.fastest) && $0.samples >= 1 } ?? true)
            && result.roundMedians.allSatisfy(isPlausibleTime) && result.iterationsPerSample >= 1
            && result.nanosecondsPerIteration.count >= 1
    }

    /// Appends one JSON line for `run` to the history: reads the file, writes old + new line to a
    /// temporary file and renames it over the history, holding an exclusive `flock(2)` on the
    /// results directory meanwhile, so two runs recording at once both land (without it, the
    /// second rename dropped the first run's line).
    /// `waiting` is called once if another run holds the lock (before this one waits for it).
    public func appendHistory(_ run: BenchmarkRun, waiting: () -> Void = {}) throws(BenchError) {
        // The lock needs the directory; a first record into a new one creates it, as the write would.
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lock: DirectoryLock
        do {
            do { lock = try DirectoryLock(directory.path, waits: false) } catch .held {
                waiting()
                lock = try DirectoryLock(directory.path, waits: true)
            }
        } catch {
            let reason = if case .unusable(let text) = error { text } else { "held" }
            throw .io("cannot lock \(OneLine.quoted(directory.path)) to record: \(reason)")
        }
        try withExtendedLifetime(lock) { () throws(BenchError) in try appendHistoryLocked(run) }
    }

    private func appendHistoryLocked(_ run: BenchmarkRun) throws(BenchError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let line: Data
        do {
            line = try encoder.encode(HistoryEntry(run: run))
        } catch {
            throw .io("cannot encode the history entry: \(error)")
        }
        // A history that does not parse is never appended to: the new line would hide the damage.
        _ = try loadHistory()
        var content = Data()
        if InputFile.exists(historyURL.path) {
            do {
                content = try InputFile.read(historyURL.path)
            } catch {
                throw .io(error.description)
            }
            if let last = content.last, last != UInt8(ascii: "\n") { content.append(UInt8(ascii: "\n")) }
        }
        content.append(line)
        content.append(UInt8(ascii: "\n"))
        try writeAtomically(content, to: historyURL)
    }

    /// All history entries, oldest first; blank lines are skipped.
    /// - Throws: ``BenchError/corruptHistory(path:line:detail:)`` naming the first bad line.
    public func loadHistory() throws(BenchError) -> [HistoryEntry] {
        guard InputFile.exists(historyURL.path) else { return [] }
        let data: Data
        do {
            data = try InputFile.read(historyURL.path)
        } catch {
            throw .io(error.description)
        }
        var entries: [HistoryEntry] = []
        let decoder = JSONDecoder()
        // Lines end at "\n" (the bytes, not Characters: "\r\n", from a history edited on Windows,
        // is one Character); a "\r" before it is dropped. Other Unicode line breaks may sit inside
        // the JSON (a --filter is recorded verbatim) and do not end a line. Each line is checked
        // as its own document, so an encoding error names its line and its byte in that line.
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            Data(bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...])
        }
        for (index, line) in lines.enumerated() {
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { continue }
            let entry: HistoryEntry
            do {
                try JSONStructure.check(line)
                entry = try decoder.decode(HistoryEntry.self, from: line)
            } catch let error as JSONStructureError {
                throw .corruptHistory(path: historyURL.path, line: index + 1, detail: error.description)
            } catch {
                throw .corruptHistory(path: historyURL.path, line: index + 1, detail: DecodingErrorText.describe(error))
            }
            if let problem = Self.problem(with: entry) {
                throw .corruptHistory(path: historyURL.path, line: index + 1, detail: problem)
            }
            entries.append(entry)
        }
        return entries
    }

    /// What makes a decoded history entry unusable, or `nil`: a schema this build does not write,
    /// or a time outside ``plausibleNanoseconds`` (the trend's log axis and labels need one).
    static func problem(with entry: HistoryEntry) -> String? {
        guard (1...BenchmarkRun.currentSchema).contains(entry.schema) else {
            return "schema \(entry.schema), this build reads schema 1…\(BenchmarkRun.currentSchema)"
        }
        for item in entry.cases {
            for (field, value) in [("min", item.min), ("p50", item.p50), ("medianOfRounds", item.medianOfRounds)]
            where !isPlausibleTime(value) {
                return "case \(OneLine.quoted(item.name)) has \(field) \(value), not a time within \(plausibleTimeText)"
            }
        }
        return nil
    }

    /// Writes `data` to `url` with the project's one atomic writer (``FilletSupport/AtomicFile``).
    public func writeAtomically(_ data: Data, to url: URL) throws(BenchError) {
        do { try AtomicFile.write(data, to: url.path) } catch { throw .io(error.description) }
    }

    /// Writes the files as one set (``FilletSupport/AtomicFile/writeAll(_:)``): all or none.
    public func writeAll(_ files: [(URL, Data)]) throws(BenchError) {
        do { try AtomicFile.writeAll(files.map { (path: $0.0.path, data: $0.1) }) } catch { throw .io(error.description) }
    }

    /// Fails now, before anything is measured, if `url` could not be written later.
    public func checkWritable(_ url: URL) throws(BenchError) {
        do { try AtomicFile.checkWritableTarget(url.path) } catch { throw .io(error.description) }
    }
}
