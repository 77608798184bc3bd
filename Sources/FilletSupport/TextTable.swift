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
        // The text built in one buffer, padding written in place.
        var bytes = 0
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = Swift.max(widths[column], Self.width(cell))
                bytes += cell.utf8.count
            }
        }
        var text = ""
        text.reserveCapacity(bytes + rows.count * (indent.utf8.count + 1 + widths.reduce(0, +) + 2 * columns))
        for row in rows {
            text += indent
            for (column, cell) in row.enumerated() {
                let padding = widths[column] - Self.width(cell)
                let alignment = column < alignments.count ? alignments[column] : .left
                if column > 0 { text += "  " }
                switch alignment {
                case .right:
                    Self.appendSpaces(padding, to: &text)
                    text += cell
                case .left:
                    text += cell
                    if column != row.count - 1 { Self.appendSpaces(padding, to: &text) }
                }
            }
            text += "\n"
        }
        return text
    }

    private static let spaces = String(repeating: " ", count: 64)

    private static func appendSpaces(_ count: Int, to text: inout String) {
        var left = count
        while left > 0 {
            let run = Swift.min(left, 64)
            text += spaces[..<spaces.utf8.index(spaces.startIndex, offsetBy: run)]
            left -= run
        }
    }

    /// The characters (grapheme clusters) of `cell`: its bytes when all are ASCII (one
    /// character each, `\r\n` aside), without walking the clusters.
    static func width(_ cell: String) -> Int {
        let utf8 = cell.utf8
        return utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) ? utf8.count : cell.count
    }
}
