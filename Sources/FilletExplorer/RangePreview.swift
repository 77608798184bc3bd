import Dispatch
import FilletGeometry
import FilletShapes
import FilletSupport
import FilletVerification
import Foundation

/// What the interactive page shows of one cell's shape: the construction's outline at a few values
/// of z, each with the catalogue's verdict there and the places the failing invariants report.
///
/// Everything is computed here, by Fillet, when the page is written: the page draws these path
/// data and marks and does no geometry of its own, so what it shows is what the catalogue judged.
///
/// The values of z (`stopValues(_:)`), for a cell with boundary b in the search interval [lo, hi]:
///
/// ```
/// lo,  (lo + b)/2,  b,  the failing value (just beyond b),  b + (hi − lo)/10
/// ```
///
/// (the last only when it lies below hi and above the failing value); a never-valid cell gets the
/// failing value and lo, (lo + hi)/2, hi. The outline at b is written exactly as
/// `fillet shape --format svg-path` writes it (`Path.svgPrecision`); the others
/// to ``displayResolution`` of the shape's size, enough for a picture and a fraction of the bytes.
/// An outline that prints the same as the boundary's at that resolution (the failing value's,
/// 10⁻⁹ beyond it) is not repeated: its stop points at the boundary's (``Stop/sameOutlineAs``).
public struct RangePreview: Hashable, Sendable {
    /// A place where a failing invariant reports its worst margin (a contact, a kinked join).
    public struct Mark: Hashable, Sendable, Codable {
        /// The invariant's name.
        public var invariant: String
        public var x: Double
        public var y: Double
    }

    /// The outline at one value of z and the catalogue's verdict on it.
    public struct Stop: Hashable, Sendable {
        public var z: Double
        /// SVG path data of the outline (empty when the construction rejects the values, or when
        /// ``sameOutlineAs`` is set).
        public var pathData: String
        /// The stop whose path data draws this outline too: the boundary's, when this outline
        /// prints the same as it at ``RangePreview/displayResolution``.
        public var sameOutlineAs: Int?
        /// Whether ``pathData`` is written at the shape's full precision (the boundary's outline).
        public var isExact: Bool
        /// The invariants failing at z, catalogue order, those the map ignores left out;
        /// `construction` when the construction rejects the values.
        public var failures: [String]
        /// Where the failing invariants report their worst margin, for those with a location.
        public var marks: [Mark]
        /// Decimals of the marks' coordinates as the page writes them (those of the display outlines).
        public var markPrecision: Int
    }

    public var column: Int
    public var row: Int
    /// The outlines, z increasing.
    public var stops: [Stop]
    /// Index in ``stops`` of the outline at the boundary (`nil` for a never-valid cell).
    public var boundaryStop: Int?
    /// Index in ``stops`` of the outline at the failing value (`nil` when valid up to the limit).
    public var beyondStop: Int?
    /// The union of the outlines' exact bounds, grown by 6 % of its larger side (the unit square
    /// around the origin when no outline could be built).
    public var viewBox: BoundingBox

    /// Step of the coordinates of the outlines other than the boundary's, relative to the shape's
    /// size, as a power of ten at most this (1/100: each coordinate at most 0.5 % of the size
    /// off, about a pixel in a 200 px preview).
    public static let displayResolution = 0.01

    /// The decimals that write a shape of `size` to ``displayResolution``.
    static func displayPrecision(size: Double) -> Int {
        guard size.isFinite, size > 0 else { return SVGNumberFormat.defaultPrecision }
        return Swift.min(17, Swift.max(0, Int((-log10(displayResolution * size)).rounded(.up))))
    }

    /// The values of z previewed for `cell` (see the type's description), increasing, each once.
    public static func stopValues(_ cell: RangeCell, lower: Double, upper: Double) -> [Double] {
        var values: [Double] = []
        if cell.boundary.isFinite {
            let b = cell.boundary
            values += [lower, lower + (b - lower) / 2, b]
            if cell.failingValue.isFinite { values.append(cell.failingValue) }
            let beyond = b + (upper - lower) / 10
            if beyond < upper, !(cell.failingValue >= beyond) { values.append(beyond) }
        } else {
            if cell.failingValue.isFinite { values.append(cell.failingValue) }
            values += [lower, lower + (upper - lower) / 2, upper]
        }
        return Array(Set(values.filter { $0.isFinite && $0 >= lower && $0 <= upper })).sorted()
    }

    /// Builds `cell`'s outlines on `setup` and runs the catalogue on each.
    public init(_ setup: RangeMapSetup, cell: RangeCell) {
        var values = setup.base
        values[setup.x.name] = cell.x
        values[setup.y.name] = cell.y
        let ignored = Set(setup.ignored.map(\.name))
        let options = Catalogue.Options(scaleInvariance: setup.scaleInvariance)
        var stops: [Stop] = []
        var bounds = BoundingBox.empty
        var boundaryDisplay: (index: Int, text: String)?
        for z in Self.stopValues(cell, lower: setup.z.lower, upper: setup.z.upper) {
            values[setup.z.name] = z
            let isExact = z == cell.boundary
            guard let shape = try? setup.construction.shape(values, clamping: setup.clamping) else {
                stops.append(Stop(z: z, pathData: "", isExact: isExact, failures: ["construction"], marks: [], markPrecision: 0))
                continue
            }
            let path = shape.path
            bounds.formUnion(path.bounds)
            let display = Self.displayPrecision(size: path.characteristicSize)
            let displayText = path.svgPathData(precision: display)
            var pathData = isExact ? path.svgPathData(precision: path.svgPrecision ?? 17) : displayText
            var same: Int?
            if isExact {
                boundaryDisplay = (stops.count, displayText)
            } else if let boundaryDisplay, boundaryDisplay.text == displayText {
                same = boundaryDisplay.index
                pathData = ""
            }
            let failures = Catalogue.check(shape, options: options).failures.filter { !ignored.contains($0.invariant.name) }
            stops.append(Stop(z: z, pathData: pathData, sameOutlineAs: same, isExact: isExact,
                              failures: failures.map(\.invariant.name),
                              marks: failures.compactMap { failure in
                                  failure.location.map { Mark(invariant: failure.invariant.name, x: $0.x, y: $0.y) }
                              }, markPrecision: display))
        }
        column = cell.column
        row = cell.row
        self.stops = stops
        boundaryStop = cell.boundary.isFinite ? stops.firstIndex { $0.z == cell.boundary } : nil
        beyondStop = cell.failingValue.isFinite ? stops.firstIndex { $0.z == cell.failingValue } : nil
        viewBox = bounds.isEmpty || !bounds.diagonal.isFinite
            ? BoundingBox(minX: -0.5, minY: -0.5, width: 1, height: 1)
            : bounds.expanded(by: Swift.max(Swift.max(bounds.width, bounds.height) * 0.06, 1e-9))
    }

    /// About the bytes the preview adds to a page: its path data plus a little per stop and mark.
    public var estimatedBytes: Int {
        stops.reduce(80) { $0 + $1.pathData.utf8.count + 60 + 40 * $1.marks.count }
    }
}

/// The previews of a map: on every cell when they fit the budget, else on a lattice of every
/// ``columnStride``-th column and ``rowStride``-th row (from column 0 and row 0): the lattice with
/// the most cells whose previews fit.
public struct RangePreviewSet: Hashable, Sendable {
    /// The previews, by cell index `row · columns + column`.
    public var previews: [Int: RangePreview]
    /// 1 and 1: every cell has a preview; else the cells whose column is a multiple of
    /// `columnStride` and row a multiple of `rowStride` (0 and 0: no previews).
    public var columnStride: Int
    public var rowStride: Int
    /// The budget the previews were fitted to, in bytes.
    public var byteBudget: Int

    /// The default budget: 1.5 MB of previews. A star map of 24 × 20 cells (22 × 20: points 3…24)
    /// gets previews on every column of every other row, 1.5 MB in all.
    public static let defaultByteBudget = 1_500_000
    /// At most this many cells get a preview whatever their size.
    public static let maximumPreviews = 1_024

    /// No previews (a page without shapes).
    public static let none = RangePreviewSet(previews: [:], columnStride: 0, rowStride: 0, byteBudget: 0)

    public init(previews: [Int: RangePreview], columnStride: Int, rowStride: Int, byteBudget: Int) {
        self.previews = previews
        self.columnStride = columnStride
        self.rowStride = rowStride
        self.byteBudget = byteBudget
    }

    /// The lattices tried, most cells first: strides (s, s), (s, s + 1), (s + 1, s) for s = 1, 2, …
    /// (every column of every other row comes before every other column of every row).
    static func lattices(columns: Int, rows: Int) -> [(columns: Int, rows: Int)] {
        func cells(_ lattice: (columns: Int, rows: Int)) -> Int {
            ((columns + lattice.columns - 1) / lattice.columns) * ((rows + lattice.rows - 1) / lattice.rows)
        }
        var candidates: [(columns: Int, rows: Int)] = []
        for s in 1...Swift.max(columns, rows, 1) { candidates += [(s, s), (s, s + 1), (s + 1, s)] }
        return candidates.enumerated().sorted { (cells($1.element), $0.offset) < (cells($0.element), $1.offset) }.map(\.element)
    }

    /// Previews `map`'s cells within `byteBudget`: the first of `lattices(columns:rows:)` with
    /// at most ``maximumPreviews`` cells whose previews' ``RangePreview/estimatedBytes`` sum to at
    /// most the budget. Cells are computed in parallel, in chunks, each at most once; a lattice is
    /// abandoned as soon as its sum passes the budget.
    public init(_ map: RangeMap, byteBudget: Int = RangePreviewSet.defaultByteBudget) {
        let columns = map.xValues.count, rows = map.yValues.count
        let byIndex = Dictionary(map.cells.map { ($0.row * columns + $0.column, $0) }, uniquingKeysWith: { first, _ in first })
        var computed: [Int: RangePreview] = [:]
        let chunk = 64
        for lattice in Self.lattices(columns: columns, rows: rows) {
            let indices = Swift.stride(from: 0, to: rows, by: lattice.rows).flatMap { row in
                Swift.stride(from: 0, to: columns, by: lattice.columns).map { row * columns + $0 }
            }.filter { byIndex[$0] != nil }
            guard indices.count <= Self.maximumPreviews else { continue }
            var bytes = 0
            var fits = true
            for start in Swift.stride(from: 0, to: indices.count, by: chunk) {
                let part = Array(indices[start..<Swift.min(start + chunk, indices.count)])
                let missing = part.filter { computed[$0] == nil }
                let previews = Parallel.map(count: missing.count, threads: ProcessInfo.processInfo.activeProcessorCount) {
                    RangePreview(map.setup, cell: byIndex[missing[$0]]!)
                }
                for (slot, index) in missing.enumerated() { computed[index] = previews[slot] }
                bytes += part.reduce(0) { $0 + (computed[$1]?.estimatedBytes ?? 0) }
                if bytes > byteBudget { fits = false; break }
            }
            if fits || indices.count <= 1 {
                self.init(previews: Dictionary(uniqueKeysWithValues: indices.compactMap { index in computed[index].map { (index, $0) } }),
                          columnStride: lattice.columns, rowStride: lattice.rows, byteBudget: byteBudget)
                return
            }
        }
        self = .none
    }
}
