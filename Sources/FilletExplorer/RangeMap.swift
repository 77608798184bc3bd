import FilletSupport
import FilletVerification
import Foundation

/// One cell of a range map: the swept values and what the boundary search found there.
public struct RangeCell: Hashable, Sendable {
    /// Grid position (column along x, row along y, from 0).
    public var column: Int
    /// The row along y, from 0.
    public var row: Int
    /// The cell's x value.
    public var x: Double
    /// The cell's y value.
    public var y: Double
    /// What the boundary search concluded.
    public var status: CellStatus
    /// The largest z found to satisfy every counted invariant (NaN when never valid).
    public var boundary: Double
    /// The smallest z found to fail just beyond it (NaN when always valid).
    public var failingValue: Double
    /// What fails at ``failingValue``: invariant names (or `construction`), catalogue order.
    public var failures: [String]
    /// The closed-form bound, when one applies.
    public var closedForm: ClosedForm?
    /// For a non-monotone cell, the contradicting z and what failed there (empty: it held).
    public var witness: Double?
    /// What failed at ``witness``.
    public var witnessFailures: [String]
    /// Predicate evaluations spent on the cell.
    public var evaluations: Int

    /// A cell from its parts.
    public init(column: Int, row: Int, x: Double, y: Double, status: CellStatus, boundary: Double,
                failingValue: Double, failures: [String], closedForm: ClosedForm?, witness: Double?,
                witnessFailures: [String], evaluations: Int) {
        self.column = column
        self.row = row
        self.x = x
        self.y = y
        self.status = status
        self.boundary = boundary
        self.failingValue = failingValue
        self.failures = failures
        self.closedForm = closedForm
        self.witness = witness
        self.witnessFailures = witnessFailures
        self.evaluations = evaluations
    }

    /// `boundary − closedForm` (NaN without a closed form or a boundary).
    public var difference: Double { boundary - (closedForm?.value ?? .nan) }

    /// ``difference`` divided by the closed form.
    public var relativeDifference: Double { difference / (closedForm?.value ?? .nan) }

    /// Whether the closed form is what binds: the measured boundary agrees with the exact closed
    /// form, or with the bound the catalogue enforces, within ``RangeMap/closedFormAgreement``
    /// relative. `false` without a closed form.
    public var closedFormBinds: Bool {
        guard closedForm != nil else { return false }
        return Swift.abs(relativeDifference) <= RangeMap.closedFormAgreement
            || Swift.abs(relativeDifferenceFromCatalogueBound) <= RangeMap.closedFormAgreement
    }

    /// `(boundary − closed form − catalogue slack) / closed form`: the difference from the bound the
    /// catalogue enforces (``ClosedForm/catalogueValue``); within the search precision where the
    /// edge budget binds.
    public var relativeDifferenceFromCatalogueBound: Double {
        (boundary - (closedForm?.catalogueValue ?? .nan)) / (closedForm?.value ?? .nan)
    }
}

/// A computed range map (or one shard of it): its setup and one cell per grid point, ordered by
/// row, then column.
public struct RangeMap: Hashable, Sendable {
    /// The construction, axes, grid and search the map was computed with.
    public var setup: RangeMapSetup
    /// One cell per grid point computed, by row, then column.
    public var cells: [RangeCell]
    /// Wall-clock seconds the computation took (0 when read back from files).
    public var seconds: Double
    /// Findings beside the map, one markdown paragraph each (``RangeExplorer/notes(_:)``).
    public var notes: [String]

    /// A map from its cells, which are sorted by row, then column.
    public init(setup: RangeMapSetup, cells: [RangeCell], seconds: Double = 0, notes: [String] = []) {
        self.setup = setup
        self.cells = cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
        self.seconds = seconds
        self.notes = notes
    }

    /// The x values of the grid.
    public var xValues: [Double] { setup.x.values }
    /// The y values of the grid.
    public var yValues: [Double] { setup.y.values }

    /// Cells per status.
    public var statusCounts: [CellStatus: Int] {
        var counts: [CellStatus: Int] = [:]
        for cell in cells { counts[cell.status, default: 0] += 1 }
        return counts
    }

    /// Numbers in files and tables: up to 12 significant digits (17 for boundaries, see CSV).
    static func format(_ value: Double, digits: Int = 12) -> String {
        NumberText.compact(value, digits: digits, wholeBelow: 1e15, special: .emptyNaN)
    }
}
