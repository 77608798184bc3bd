import FilletSupport
import FilletVerification
import Foundation

extension RangeMap {
    /// The CSV columns, in order. One row per cell; empty fields for values that do not exist.
    ///
    /// | column              | meaning                                                              |
    /// |---------------------|----------------------------------------------------------------------|
    /// | column, row         | grid position (from 0)                                               |
    /// | x_name, x           | first swept parameter and its value                                  |
    /// | y_name, y           | second swept parameter and its value                                 |
    /// | z_name              | the parameter the boundary lies along                                |
    /// | status              | ok, always-valid-up-to-limit, never-valid, non-monotone              |
    /// | boundary            | largest z at which every counted invariant holds (17 digits)         |
    /// | failing_value       | smallest z found to fail beyond it (bracket width ≤ 10⁻⁹ relative)   |
    /// | first_failure       | invariants failing at failing_value, `+`-separated, catalogue order  |
    /// | closed_form         | the closed-form bound on z, if one applies                           |
    /// | closed_form_formula | which (edge-budget, seed001-edge-budget)                             |
    /// | closed_form_edge    | the binding edge: from corner i to i + 1 in path order               |
    /// | difference          | boundary − closed_form                                               |
    /// | relative_difference | difference / closed_form                                             |
    /// | catalogue_slack     | how far above the closed form the catalogue's tolerance puts its own |
    /// |                     | bound: degenerate length / tangent-length growth of the binding edge |
    /// | relative_difference_catalogue | (boundary − closed_form − catalogue_slack) / closed_form   |
    /// | witness             | non-monotone cells: the z that contradicts the bracket               |
    /// | witness_failure     | what failed at the witness (empty: it held, above the boundary)      |
    /// | evaluations         | catalogue evaluations spent on the cell                              |
    /// | setup               | the settings it was computed with (``RangeMapSetup/fingerprint``)     |
    public static let csvColumns = [
        "column", "row", "x_name", "x", "y_name", "y", "z_name", "status", "boundary", "failing_value",
        "first_failure", "closed_form", "closed_form_formula", "closed_form_edge", "difference",
        "relative_difference", "catalogue_slack", "relative_difference_catalogue", "witness", "witness_failure", "evaluations",
        "setup",
    ]

    /// The map as CSV: a header line of ``csvColumns``, then one line per cell (row-major).
    public var csv: String {
        var text = Self.csvColumns.joined(separator: ",") + "\n"
        let fingerprint = setup.fingerprint
        for cell in cells { text += csvFields(cell, fingerprint: fingerprint).joined(separator: ",") + "\n" }
        return text
    }

    /// One cell's CSV fields, in ``csvColumns`` order: the one formatting of a cell's numbers, which
    /// the interactive page shows as they are (``html(name:previews:)``).
    /// - Parameter fingerprint: the `setup` field (``RangeMapSetup/fingerprint``, computed once per map).
    func csvFields(_ cell: RangeCell, fingerprint: String) -> [String] {
        let exact = { (value: Double) in Self.format(value, digits: 17) }
        return [
            String(cell.column), String(cell.row), setup.x.name, exact(cell.x), setup.y.name, exact(cell.y),
            setup.z.name, cell.status.rawValue, exact(cell.boundary), exact(cell.failingValue),
            cell.failures.joined(separator: "+"), exact(cell.closedForm?.value ?? .nan),
            cell.closedForm?.formula ?? "", cell.closedForm.map { String($0.edge) } ?? "",
            Self.format(cell.difference, digits: 6), Self.format(cell.relativeDifference, digits: 6),
            exact(cell.closedForm?.catalogueSlack ?? .nan),
            Self.format(cell.relativeDifferenceFromCatalogueBound, digits: 6),
            exact(cell.witness ?? .nan), cell.witnessFailures.joined(separator: "+"), String(cell.evaluations),
            fingerprint,
        ]
    }

    /// Reads cells back from ``csv`` text written for `setup` (a shard's file, or a whole map).
    /// - Throws: ``ExplorerError/badCSV(_:)`` when the header is not ``csvColumns`` or a row does
    ///   not parse; ``ExplorerError/mismatchedShards(_:)`` when a row's parameters or grid values
    ///   are not those of `setup`, or it was computed with other settings (its `setup` column is
    ///   not `setup`'s ``RangeMapSetup/fingerprint``: another clamp policy, z interval, fixed value…).
    public static func cells(fromCSV text: String, setup: RangeMapSetup) throws(ExplorerError) -> [RangeCell] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard !lines.isEmpty else { throw .badCSV("empty CSV: expected the header \(csvColumns.joined(separator: ","))") }
        let header = lines.removeFirst()
        guard header == csvColumns.joined(separator: ",") else {
            throw .badCSV("CSV header is not the explorer's: expected \(csvColumns.joined(separator: ",")), got \(header)")
        }
        let xValues = setup.x.values, yValues = setup.y.values
        let fingerprint = setup.fingerprint
        var cells: [RangeCell] = []
        for (offset, line) in lines.enumerated() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let where_ = "CSV line \(offset + 2)"
            guard fields.count == csvColumns.count else {
                throw .badCSV("\(where_): \(fields.count) fields, expected \(csvColumns.count)")
            }
            func number(_ index: Int) throws(ExplorerError) -> Double {
                if fields[index].isEmpty { return .nan }
                guard let value = Double(fields[index]) else { throw .badCSV("\(where_): \(csvColumns[index]) is not a number: \(OneLine.quoted(String(fields[index])))") }
                return value
            }
            guard let column = Int(fields[0]), let row = Int(fields[1]), let status = CellStatus(rawValue: fields[7]),
                  let evaluations = Int(fields[20]) else {
                throw .badCSV("\(where_): column, row, status or evaluations does not parse")
            }
            guard fields[2] == setup.x.name, fields[4] == setup.y.name, fields[6] == setup.z.name,
                  xValues.indices.contains(column), yValues.indices.contains(row),
                  try number(3) == xValues[column], try number(5) == yValues[row] else {
                throw .mismatchedShards("\(where_): cell (\(fields[0]), \(fields[1])) with \(fields[2])=\(fields[3]), \(fields[4])=\(fields[5]) is not on this map's grid (same construction and --x/--y/--z/--grid/--fixed as the shards?)")
            }
            guard fields[21] == fingerprint else {
                throw .mismatchedShards("\(where_): cell (\(fields[0]), \(fields[1])) was computed with other settings "
                                        + "(setup \(fields[21]), this map's \(fingerprint)): give --merge the same "
                                        + "construction and --x/--y/--z/--grid/--fixed/--clamp/--ignore flags as the shards")
            }
            let closedValue = try number(11)
            let closedForm = closedValue.isNaN ? nil
                : ClosedForm(value: closedValue, formula: fields[12], edge: Int(fields[13]) ?? -1, catalogueSlack: try number(16))
            let witness = try number(18)
            func names(_ field: String) -> [String] { field.isEmpty ? [] : field.split(separator: "+").map(String.init) }
            cells.append(RangeCell(column: column, row: row, x: xValues[column], y: yValues[row], status: status,
                                   boundary: try number(8), failingValue: try number(9), failures: names(fields[10]),
                                   closedForm: closedForm, witness: witness.isNaN ? nil : witness,
                                   witnessFailures: names(fields[19]), evaluations: evaluations))
        }
        return cells
    }

    /// Merges shard maps of one setup into the whole map.
    /// - Throws: ``ExplorerError/mismatchedShards(_:)`` when a cell appears twice or is missing.
    public static func merge(setup: RangeMapSetup, shards: [[RangeCell]]) throws(ExplorerError) -> RangeMap {
        let columns = setup.x.values.count, rows = setup.y.values.count
        var seen = [Bool](repeating: false, count: columns * rows)
        var all: [RangeCell] = []
        for cell in shards.joined() {
            let index = cell.row * columns + cell.column
            guard !seen[index] else { throw .mismatchedShards("cell (\(cell.column), \(cell.row)) appears in more than one shard") }
            seen[index] = true
            all.append(cell)
        }
        if let missing = seen.firstIndex(of: false) {
            throw .mismatchedShards("\(seen.filter { !$0 }.count) cells missing, first (\(missing % columns), \(missing / columns)): give every shard's CSV")
        }
        return RangeMap(setup: setup, cells: all, notes: RangeExplorer.notes(setup))
    }
}
