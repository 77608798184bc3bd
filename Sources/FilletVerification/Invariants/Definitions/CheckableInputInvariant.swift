import FilletGeometry

/// User inputs (`fillet check path`, `fillet fix path`): every file named or found could be
/// checked — it exists, is a regular file that can be read, parses, draws something, and each
/// element lies in the range the checks support. An input that cannot be checked is this
/// invariant's finding for its path (an error by default), never a silent pass.
enum CheckableInputInvariant: InvariantDefinition {
    static let name = "checkable-input"
    static var invariant: Invariant { .checkableInput }
    static let marginUnit = Invariant.MarginUnit.verdict
    static var summary: String {
        return "every input named or found was read, parsed and drew something checkable (else a finding of that path)"
    }
    static let findingDescription = "The input could not be checked: unreadable, malformed, or drawing nothing."

    // Decided on reading an input (`fillet check path`, `fillet fix path`): an input that cannot
    // be checked is this invariant's finding for its path, never a silent pass. No path's
    // analysis evaluates it.
}

extension Invariant {
    /// User inputs (`fillet check path`, `fillet fix path`): every file named or found could be
    /// checked — it exists, is a regular file that can be read, parses, draws something, and each
    /// element lies in the range the checks support. An input that cannot be checked is this
    /// invariant's finding for its path (an error by default), never a silent pass.
    public static let checkableInput = Invariant(CheckableInputInvariant.self)
}
