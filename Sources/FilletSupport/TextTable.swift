/// The one plain-text table printer of the package (help lists, verdict tables, benchmark
/// tables): each column padded to its widest cell, columns separated by two spaces.
///
/// ```swift
/// var table = TextTable(alignments: [.left, .right])
/// table.append(["cases", "24000"])
/// print(table.text, terminator: "")
/// ```
///
/// A left-aligned last column is not padded (no trailing spaces); widths count characters
/// (grapheme clusters), as a terminal shows them.
public struct TextTable: Sendable {
    /// How a column's cells are padded.
    public enum Alignment: Sendable {
        /// Padded on the right (left) or on the left (right).
        case left, right
    }

    /// Per column; columns beyond the list are left-aligned.
    public var alignments: [Alignment]
    /// Per column, the smallest width (columns beyond the list: 0).
    public var minimumWidths: [Int]
    /// Written before every line.
    public var indent: String
    /// The rows appended so far.
    public private(set) var rows: [[String]] = []

    /// An empty table.
    public init(alignments: [Alignment] = [], minimumWidths: [Int] = [], indent: String = "") {
        self.alignments = alignments
        self.minimumWidths = minimumWidths
        self.indent = indent
    }

    /// Adds a row of cells.
    public mutating func append(_ row: [String]) { rows.append(row) }

    /// The rows, one line each, every line ending with a newline.
    public var text: String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = (0..<columns).map { $0 < minimumWidths.count ? minimumWidths[$0] : 0 }
        // A left-aligned last column is never padded (it ends every row that reaches it), so
        // its cells' widths are never read: they are not counted (a cell of long non-ASCII
        // text, a detail, costs a walk over its grapheme clusters).
        let measured = columns > 0 && (columns - 1 < alignments.count ? alignments[columns - 1] : .left) == .left
            ? columns - 1 : columns
        // Each cell's width, row after row, counted once.
        var cellWidths: [Int] = []
        cellWidths.reserveCapacity(rows.reduce(0) { $0 + $1.count })
        // Every cell's bytes, for the buffer's capacity.
        var bytes = 0
        for row in rows {
            for (column, cell) in row.enumerated() {
                let width = column < measured ? Self.width(cell) : 0
                cellWidths.append(width)
                widths[column] = Swift.max(widths[column], width)
                bytes += cell.utf8.count
            }
        }
        // The text built as bytes in one buffer (appending to a `String` costs more per cell),
        // padding written in place, made a `String` once.
        var text: [UInt8] = []
        text.reserveCapacity(bytes + rows.count * (indent.utf8.count + 1 + widths.reduce(0, +) + 2 * columns))
        var cellIndex = 0
        for row in rows {
            text.append(contentsOf: indent.utf8)
            for (column, cell) in row.enumerated() {
                let padding = widths[column] - cellWidths[cellIndex]
                cellIndex += 1
                let alignment = column < alignments.count ? alignments[column] : .left
                if column > 0 { text.append(0x20); text.append(0x20) }
                switch alignment {
                case .right:
                    if padding > 0 { text.append(contentsOf: repeatElement(0x20, count: padding)) }
                    text.append(contentsOf: cell.utf8)
                case .left:
                    text.append(contentsOf: cell.utf8)
                    if column != row.count - 1, padding > 0 { text.append(contentsOf: repeatElement(0x20, count: padding)) }
                }
            }
            text.append(0x0A)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The characters (grapheme clusters) of `cell`: its bytes when all are ASCII (one
    /// character each, `\r\n` aside), without walking the clusters.
    static func width(_ cell: String) -> Int {
        let utf8 = cell.utf8
        return utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) ? utf8.count : cell.count
    }
}
