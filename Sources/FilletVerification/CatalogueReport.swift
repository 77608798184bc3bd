import Foundation

/// The catalogue's verdicts on one shape: one ``InvariantResult`` per applicable invariant, in
/// ``Invariant`` declaration order. The value `Catalogue.check` returns, `fillet check --json`
/// prints and another package's tests can assert on.
public struct CatalogueReport: Hashable, Sendable, Codable, CustomStringConvertible {
    public var results: [InvariantResult]

    public init(results: [InvariantResult]) {
        self.results = results
    }

    /// Whether every applicable invariant holds.
    public var passed: Bool { results.allSatisfy(\.passed) }

    /// The violated invariants' results.
    public var failures: [InvariantResult] { results.filter { !$0.passed } }

    /// The result of `invariant`, or `nil` when it does not apply to the shape.
    public subscript(_ invariant: Invariant) -> InvariantResult? {
        results.first { $0.invariant == invariant }
    }

    /// The invariants that were evaluated.
    public var evaluated: [Invariant] { results.map(\.invariant) }

    /// A plain-text table: invariant, verdict, margin (with its unit), detail.
    /// ``table``: `print(report)` shows every verdict, margin and detail.
    public var description: String { table }

    public var table: String {
        let width = results.map(\.invariant.name.count).max() ?? 0
        var text = ""
        for result in results {
            let name = result.invariant.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let verdict = result.passed ? "pass" : "FAIL"
            let margin = Self.format(result.margin).padding(toLength: 12, withPad: " ", startingAt: 0)
            let unit = result.invariant.marginUnit.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)
            text += "\(name)  \(verdict)  \(margin) \(unit)  \(result.detail)\n"
        }
        return text
    }

    /// A margin in compact scientific or plain notation.
    static func format(_ value: Double) -> String {
        if value == 0 || value.isNaN || value.isInfinite { return "\(value)" }
        let magnitude = Swift.abs(value)
        if magnitude >= 1e-3 && magnitude < 1e4 { return String(format: "%.6g", value) }
        return String(format: "%.3e", value)
    }
}
