import FilletSupport

/// `--seed n`, as `verify` and `fuzz` take it: the run seed every case depends on.
package enum SeedOption {
    /// The seed when `--seed` is not given.
    package static let defaultSeed: UInt64 = 1

    /// The `--seed` value of `parsed` (``defaultSeed`` when absent).
    /// - Throws: a usage error naming `--seed` when the value is not a whole number in 0…2⁶⁴−1.
    package static func value(_ parsed: Arguments) throws(UsageError) -> UInt64 {
        guard let text = parsed.string("seed") else { return defaultSeed }
        guard let seed = UInt64(text.trimmingSpaces) else {
            throw UsageError(flag: "--seed", "expected a whole number in 0…\(UInt64.max), got \(OneLine.quoted(String(text)))")
        }
        return seed
    }
}
