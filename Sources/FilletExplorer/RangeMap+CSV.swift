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
    /// | closed_form_formula | which (edge-budget, smoothed-edge-budget, seed001-edge-budget)       |
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
    public static var csvColumns: [String] { csvSchema.map(\.name) }

    /// ``csvColumns`` with what each column's fields may hold, in order: the table the reader
    /// checks every field of a shard against (``cells(fromCSV:setup:source:)``).
    public static let csvSchema: [RangeMapCSVColumn] = [
        .init("column", .count), .init("row", .count), .init("x_name", .text), .init("x", .number),
        .init("y_name", .text), .init("y", .number), .init("z_name", .text), .init("status", .status),
        .init("boundary", .number), .init("failing_value", .number), .init("first_failure", .names),
        .init("closed_form", .extendedNumber), .init("closed_form_formula", .text), .init("closed_form_edge", .optionalCount),
        .init("difference", .extendedNumber), .init("relative_difference", .extendedNumber),
        .init("catalogue_slack", .extendedNumber), .init("relative_difference_catalogue", .extendedNumber),
        .init("witness", .number), .init("witness_failure", .names), .init("evaluations", .count), .init("setup", .text),
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
    ///
    /// Lines end in LF or CRLF (a shard that passed through a Windows checkout or editor), a
    /// leading byte order mark is skipped (a spreadsheet's "CSV UTF-8"), and so are blank lines. Every field is checked against its column's kind (``csvSchema``) before
    /// any is used: numbers are numbers (finite where the writer writes only finite ones), counts
    /// are whole numbers ≥ 0, statuses are statuses, text is bounded and free of control
    /// characters. Text such as `x<!--<script>y` in `first_failure` is read as it is; the page
    /// (``html(name:previews:)``) escapes it in its data and shows it as text.
    /// - Parameters:
    ///   - text: the CSV.
    ///   - setup: the map the rows must belong to.
    ///   - source: how messages name the file (`'shard-0.csv'`, quoted and bounded); `nil`: `CSV`.
    /// - Throws: ``ExplorerError/badCSV(_:)`` when the header is not ``csvColumns`` or a field does
    ///   not fit its column, naming the line and the column and echoing at most
    ///   `OneLine.echoLimit` characters of the input; ``ExplorerError/mismatchedShards(_:)`` when a
    ///   row's parameters or grid values are not those of `setup`, or it was computed with other
    ///   settings (its `setup` column is not `setup`'s ``RangeMapSetup/fingerprint``: another clamp
    ///   policy, z interval, fixed value…).
    public static func cells(fromCSV text: String, setup: RangeMapSetup,
                             source: String? = nil) throws(ExplorerError) -> [RangeCell] {
        let file = source.map(OneLine.quoted) ?? "CSV"
        // A byte order mark (a spreadsheet's "CSV UTF-8") is no part of the header; split on
        // scalars: as a Character, CRLF is one grapheme and never equals "\n".
        let scalars = text.unicodeScalars.first == "\u{FEFF}" ? text.unicodeScalars.dropFirst()[...] : text.unicodeScalars[...]
        var lines = scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            (number: offset + 1, text: Substring(line.last == "\r" ? line.dropLast() : line))
        }.filter { !$0.text.isEmpty }
        let expected = csvColumns.joined(separator: ",")
        guard !lines.isEmpty else { throw .badCSV("\(file) is empty: expected the header \(expected)") }
        let header = lines.removeFirst()
        guard header.text == expected else {
            throw .badCSV("\(file) line \(header.number): the header is not the explorer's: expected \(expected), "
                          + "got \(OneLine.quoted(String(header.text)))")
        }
        let xValues = setup.x.values, yValues = setup.y.values
        let fingerprint = setup.fingerprint
        var cells: [RangeCell] = []
        for line in lines {
            let fields = line.text.split(separator: ",", omittingEmptySubsequences: false)
            let place = "\(file) line \(line.number)"
            guard fields.count == csvSchema.count else {
                throw .badCSV("\(place): \(fields.count) fields, expected \(csvSchema.count)")
            }
            for (column, field) in zip(csvSchema, fields) {
                if let problem = column.problem(with: field) { throw .badCSV("\(place), column \(column.name): \(problem)") }
            }
            // Every field now fits its kind: the conversions below cannot fail.
            func number(_ index: Int) -> Double { fields[index].isEmpty ? .nan : Double(fields[index]) ?? .nan }
            func count(_ index: Int) -> Int { Int(fields[index]) ?? 0 }
            let column = count(0), row = count(1)
            guard fields[2] == setup.x.name, fields[4] == setup.y.name, fields[6] == setup.z.name,
                  xValues.indices.contains(column), yValues.indices.contains(row),
                  number(3) == xValues[column], number(5) == yValues[row] else {
                let echo = { (index: Int) in OneLine.quoted(String(fields[index])) }
                throw .mismatchedShards("\(place): cell (\(column), \(row)) with \(echo(2))=\(echo(3)), \(echo(4))=\(echo(5)) "
                                        + "is not on this map's grid (same construction and --x/--y/--z/--grid/--fixed as the shards?)")
            }
            guard fields[21] == fingerprint else {
                throw .mismatchedShards("\(place): cell (\(column), \(row)) was computed with other settings "
                                        + "(setup \(OneLine.quoted(String(fields[21]))), this map's \(fingerprint)): give --merge the same "
                                        + "construction and --x/--y/--z/--grid/--fixed/--clamp/--ignore flags as the shards")
            }
            let closedValue = number(11)
            // The writer writes the edge of every closed form (and of a NaN one, whose value it leaves empty).
            guard closedValue.isNaN || !fields[13].isEmpty else {
                throw .badCSV("\(place), column closed_form_edge: expected the binding edge of closed_form \(OneLine.quoted(String(fields[11]))), got nothing")
            }
            let closedForm = closedValue.isNaN ? nil
                : ClosedForm(value: closedValue, formula: String(fields[12]), edge: count(13), catalogueSlack: number(16))
            let witness = number(18)
            func names(_ field: Substring) -> [String] { field.isEmpty ? [] : field.split(separator: "+").map(String.init) }
            cells.append(RangeCell(column: column, row: row, x: xValues[column], y: yValues[row],
                                   status: CellStatus(rawValue: String(fields[7])) ?? .nonMonotone,
                                   boundary: number(8), failingValue: number(9), failures: names(fields[10]),
                                   closedForm: closedForm, witness: witness.isNaN ? nil : witness,
                                   witnessFailures: names(fields[19]), evaluations: count(20)))
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
