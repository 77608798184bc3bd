import FilletSupport
import PropertyCheck

/// `--regressions PATH`, as `verify` and `fuzz` take it: the stored counterexamples replayed
/// first, to which new ones are added.
package enum RegressionsOption {
    /// The store at `path`; an empty path is bad input.
    package static func store(_ path: String) throws(UsageError) -> RegressionStore {
        guard !path.isEmpty else { throw UsageError(flag: "--regressions", "the path is empty") }
        return RegressionStore(path: path)
    }

    /// Checked before the run: what it would stop with (``stopped(_:by:)``) when the store's file
    /// does not read as a regressions file, else `nil`. Whether it can be written is not: a
    /// passing run writes nothing there, and a failing run that cannot store its counterexamples
    /// still reports them (``unstoredWarnings(_:_:)``).
    package static func unreadable(_ command: String, _ store: RegressionStore) -> CommandOutput? {
        do { _ = try store.load() } catch { return stopped(command, by: error) }
        return nil
    }

    /// One line per report whose shrunk failures could not be stored (the run's results stand).
    package static func unstoredWarnings(_ command: String, _ reports: [PropertyReport]) -> String {
        Set(reports.compactMap(\.unstoredFailures)).sorted().map { reason in
            "fillet \(command): the new counterexamples were not stored: \(OneLine.escaped(reason))\n"
        }.joined()
    }

    /// What a run that stopped on `error` exits with: a regressions file that cannot be written
    /// is an error (exit 1); one that is malformed, like any other stop, is bad input (exit 2).
    package static func stopped(_ command: String, by error: PropertyCheckError) -> CommandOutput {
        if case .fileWrite = error { return .failure("fillet \(command)", error) }
        return .usage(UsageError("\(command): \(error)"))
    }
}
