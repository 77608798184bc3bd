import Foundation
import FilletSupport

/// The catalogue's verdicts on one shape: one ``InvariantResult`` per applicable invariant, in
/// ``Invariant`` declaration order. The value `Catalogue.check` returns, `fillet check --json`
/// prints and another package's tests can assert on.
public struct CatalogueReport: InvariantVerdicts, Hashable, Sendable, Codable, CustomStringConvertible {
    public var results: [InvariantResult]

    public init(results: [InvariantResult]) {
        self.results = results
    }

    /// A plain-text table: invariant, verdict, margin (with its unit), detail.
    /// ``table``: `print(report)` shows every verdict, margin and detail.
    public var description: String { table }

    public var table: String {
        var table = TextTable(minimumWidths: [0, 0, 11, 15])
        for result in results {
            table.append([result.invariant.name, result.passed ? "pass" : "FAIL", Self.format(result.margin),
                          result.invariant.marginUnit.rawValue, result.detail])
        }
        return table.text
    }

    /// A margin in compact scientific or plain notation: six significant digits for magnitudes in
    /// [10⁻³, 10⁴), else four in scientific notation.
    public static func format(_ value: Double) -> String {
        NumberText.compact(value, digits: 6, plain: 1e-3..<1e4, exponentDigits: 3)
    }
}
