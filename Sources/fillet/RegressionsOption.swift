import FilletSupport
import PropertyCheck

/// `--regressions PATH`, as `verify` and `fuzz` take it: the stored counterexamples replayed
/// first, to which new ones are added.
enum RegressionsOption {
    /// The store at `path`; an empty path is bad input.
    static func store(_ path: String) throws(UsageError) -> RegressionStore {
        guard !path.isEmpty else { throw UsageError(flag: "--regressions", "the path is empty") }
        return RegressionStore(path: path)
    }

    /// What a run that stopped on `error` exits with: a regressions file that cannot be written
    /// is an error (exit 1); one that is malformed, like any other stop, is bad input (exit 2).
    static func stopped(_ command: String, by error: PropertyCheckError) -> CommandOutput {
        if case .fileWrite = error { return .failure("fillet \(command)", error) }
        return .usage(UsageError("\(command): \(error)"))
    }
}
