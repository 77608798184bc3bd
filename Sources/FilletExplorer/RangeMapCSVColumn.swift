import FilletSupport

/// One column of a range map's CSV: its name and what its fields may hold. ``RangeMap/csvSchema``
/// lists them in order; the writer's header (``RangeMap/csvColumns``) and the reader's checks
/// (``RangeMap/cells(fromCSV:setup:source:)``) both follow that one table.
public struct RangeMapCSVColumn: Hashable, Sendable {
    /// What a field of the column may hold. Empty fields stand for values that do not exist
    /// (the writer writes NaN as nothing).
    public enum Kind: Hashable, Sendable {
        /// A whole number ≥ 0 (`column`, `row`, `evaluations`).
        case count
        /// A whole number ≥ 0, or nothing (`closed_form_edge`).
        case optionalCount
        /// A finite number, or nothing (`nan` and `inf` are refused: the writer writes neither).
        case number
        /// A number, or nothing; `inf` and `-inf` allowed: values of formulas that can overflow
        /// (the closed form at a corner of almost 180°, a ratio over a zero closed form).
        case extendedNumber
        /// One of ``CellStatus``'s raw values.
        case status
        /// Text of at most ``RangeMapCSVColumn/textLimit`` bytes without control characters
        /// (names, failing invariants, the formula, the setup fingerprint). Any other character,
        /// `<` and `&` included, is kept as it is: every output escapes it for its own format.
        case text
        /// ``text`` that is nothing or names joined by `+`, none of them empty (`first_failure`,
        /// `witness_failure`): `a++b` or `+` would not read back as written.
        case names
    }

    /// The column's name in the header.
    public var name: String
    /// What its fields may hold.
    public var kind: Kind

    /// A column from its parts.
    public init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The most bytes a text field may hold: a cell's failing invariants, every one of the
    /// catalogue's names joined by `+`, take under 1 000.
    public static let textLimit = 4096

    /// Why `field` cannot be a value of this column, in words (`expected a finite number or
    /// nothing, got 'nan'`, the field echoed bounded and escaped), or `nil` when it can.
    /// - Complexity: O(``textLimit``) whatever the size of `field`.
    public func problem(with field: Substring) -> String? {
        let got = "got \(OneLine.quoted(String(field)))"
        switch kind {
        case .count, .optionalCount:
            if field.isEmpty { return kind == .optionalCount ? nil : "expected a whole number ≥ 0, got nothing" }
            guard field.utf8.count <= 20, field.utf8.allSatisfy({ (0x30...0x39).contains($0) }), Int(field) != nil else {
                return "expected a whole number ≥ 0\(kind == .optionalCount ? " or nothing" : ""), \(got)"
            }
            return nil
        case .number, .extendedNumber:
            if field.isEmpty { return nil }
            // Double(_:) reads `nan`, `inf` and hexadecimal; the writer writes only decimal digits,
            // so the length bound keeps a hostile field from being parsed at all.
            let value = field.utf8.count <= 64 ? Double(field) ?? .nan : .nan
            guard kind == .number ? value.isFinite : !value.isNaN else {
                return "expected a \(kind == .number ? "finite " : "")number or nothing, \(got)"
            }
            return nil
        case .status:
            guard CellStatus(rawValue: String(field)) != nil else {
                return "expected one of \(CellStatus.allCases.map(\.rawValue).joined(separator: ", ")), \(got)"
            }
            return nil
        case .text, .names:
            guard field.utf8.count <= Self.textLimit else {
                return "text longer than \(Self.textLimit) bytes, \(got)"
            }
            if field.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return "a control character in text, \(got)"
            }
            if kind == .names, !field.isEmpty, field.split(separator: "+", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
                return "expected names joined by '+', none empty, \(got)"
            }
            return nil
        }
    }
}
