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
        var bytes: [UInt8] = []
        write(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``text``'s UTF-8 bytes to `bytes` (for a caller that builds its output as bytes).
    public func write(into bytes: inout [UInt8]) {
        var columns = 0
        for row in rows { columns = Swift.max(columns, row.count) }
        var widths = (0..<columns).map { $0 < minimumWidths.count ? minimumWidths[$0] : 0 }
        // A left-aligned last column is never padded (it ends every row that reaches it), so
        // its cells' widths are never read: they are not counted (a cell of long non-ASCII
        // text, a detail, costs a walk over its grapheme clusters).
        let measured = columns > 0 && (columns - 1 < alignments.count ? alignments[columns - 1] : .left) == .left
            ? columns - 1 : columns
        // Each cell's width, row after row, counted once.
        var cellWidths: [Int] = []
        var cells = 0
        for row in rows { cells += row.count }
        cellWidths.reserveCapacity(cells)
        // Every cell's bytes, for the buffer's capacity.
        var cellBytes = 0
        for row in rows {
            for (column, cell) in row.enumerated() {
                let width = column < measured ? Self.width(cell) : 0
                cellWidths.append(width)
                widths[column] = Swift.max(widths[column], width)
                cellBytes += cell.utf8.count
            }
        }
        // The text built as bytes in one buffer (appending to a `String` costs more per cell),
        // padding written in place.
        var lineWidth = 0
        for width in widths { lineWidth += width }
        let needed = bytes.count + cellBytes + rows.count * (indent.utf8.count + 1 + lineWidth + 2 * columns)
        // Doubling, so that writing many tables into one buffer stays linear.
        if needed > bytes.capacity { bytes.reserveCapacity(Swift.max(needed, 2 * bytes.capacity)) }
        var cellIndex = 0
        for row in rows {
            bytes.appendUTF8(of: indent)
            for (column, cell) in row.enumerated() {
                let padding = widths[column] - cellWidths[cellIndex]
                cellIndex += 1
                let alignment = column < alignments.count ? alignments[column] : .left
                if column > 0 { bytes.append(0x20); bytes.append(0x20) }
                switch alignment {
                case .right:
                    Self.appendSpaces(padding, to: &bytes)
                    bytes.appendUTF8(of: cell)
                case .left:
                    bytes.appendUTF8(of: cell)
                    if column != row.count - 1 { Self.appendSpaces(padding, to: &bytes) }
                }
            }
            bytes.append(0x0A)
        }
    }

    /// Appends `count` spaces (none when `count` ≤ 0).
    @inline(__always)
    static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
        var left = count
        while left > 0 {
            bytes.append(0x20)
            left -= 1
        }
    }

    /// The characters (grapheme clusters) of `cell`: its bytes when all are ASCII (one
    /// character each, `\r\n` aside), without walking the clusters.
    static func width(_ cell: String) -> Int {
        let utf8 = cell.utf8
        let plain = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        } ?? utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        return plain ? utf8.count : cell.count
    }
}
