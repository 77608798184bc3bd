import Foundation

/// The contact points the curve contact search has found, indexed by a uniform grid so that
/// "is a found point within `radius` of both of these boxes?" costs a few cell lookups instead of
/// a pass over every point found.
///
/// The search asks that question once per box test. Two curves lying along each other (a path
/// doubling back on itself) yield a contact every `radius` or so of their overlap, so the points
/// number a thousand per pair of segments, and a linear pass made each such pair take 40 ms.
///
/// **Exactness.** The index only narrows the candidates; the caller's own predicate decides, so
/// the answer is the linear pass's whatever the grid does. Cells are `2·radius` wide; a query
/// looks in every cell meeting both boxes grown by `radius·(1 + 2⁻²⁰)` plus 2⁻⁴⁰ of their
/// magnitude, more than a point within `radius` (measured with rounded subtractions) can be off.
/// Where the cells would cost more than the linear pass — few points yet, or large boxes early in
/// the subdivision — or cannot be counted (non-finite boxes, coordinates too large for the cell
/// size), the query takes the linear pass.
///
/// The grid is an open-addressing hash table of the occupied cells (linear probing, at most half
/// full), each holding a chain of its points: no allocation per query, none per insertion but the
/// table's doubling.
struct ContactPointIndex {
    /// Below this many points a linear pass is as cheap as hashing.
    static let linearLimit = 16
    /// A cell lookup costs about this many point tests: a query visits its cells only while they
    /// number at most 1/`cellCost` of the points, and tests every point otherwise.
    static let cellCost = 4
    /// Cell coordinates beyond this (in cells) are not indexed: `Double` cell numbers stop being
    /// exact integers near 2⁵³.
    static let largestCell = Double(1 << 50)

    private(set) var points: [Point] = []
    private let radius: Double
    private let cellSize: Double
    /// Whether every point so far is in the table (false once a point's cell is out of range).
    private var isIndexed: Bool
    /// The next point in the same cell, or −1; one entry per point once indexing starts.
    private var nextInCell: [Int32] = []
    /// Per slot: the latest point of the cell held there, or −1 for an empty slot.
    private var slotHeads: [Int32] = []
    private var slotCells: [Cell] = []
    private var occupiedSlots = 0

    private struct Cell: Equatable {
        let x: Int64
        let y: Int64
    }

    /// An empty index for points compared at `radius` (> 0 and finite, or the index stays linear).
    init(radius: Double) {
        self.radius = radius
        cellSize = 2 * radius
        isIndexed = radius > 0 && radius.isFinite && cellSize.isFinite
    }

    mutating func insert(_ point: Point) {
        points.append(point)
        guard isIndexed, points.count >= Self.linearLimit else { return }
        if points.count == Self.linearLimit {
            rebuild(slotCount: 64)
        } else {
            guard add(points.count - 1) else { return }
            if 2 * occupiedSlots > slotHeads.count { rebuild(slotCount: 2 * slotHeads.count) }
        }
    }

    /// Whether some point satisfies `isNear`, which must hold only for points within `radius`
    /// (this index's) of both `a` and `b`.
    func containsPoint(near a: BoundingBox, and b: BoundingBox, where isNear: (Point) -> Bool) -> Bool {
        guard isIndexed, points.count >= Self.linearLimit else { return points.contains(where: isNear) }
        switch cells(near: a, and: b) {
        case .none:
            return false
        case .uncountable:
            return points.contains(where: isNear)
        case .range(let low, let high):
            for x in low.x...high.x {
                for y in low.y...high.y {
                    var index = head(of: Cell(x: x, y: y))
                    while index >= 0 {
                        if isNear(points[Int(index)]) { return true }
                        index = nextInCell[Int(index)]
                    }
                }
            }
            return false
        }
    }

    // MARK: - The table

    private func cell(of point: Point) -> Cell? {
        let x = (point.x / cellSize).rounded(.down), y = (point.y / cellSize).rounded(.down)
        guard Swift.abs(x) <= Self.largestCell, Swift.abs(y) <= Self.largestCell else { return nil }
        return Cell(x: Int64(x), y: Int64(y))
    }

    @inline(__always)
    private func firstSlot(of cell: Cell) -> Int {
        let mixed = UInt64(bitPattern: cell.x) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: cell.y) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: mixed >> 32) & (slotHeads.count - 1)
    }

    private func head(of cell: Cell) -> Int32 {
        var slot = firstSlot(of: cell)
        while slotHeads[slot] >= 0 {
            if slotCells[slot] == cell { return slotHeads[slot] }
            slot = (slot + 1) & (slotHeads.count - 1)
        }
        return -1
    }

    /// Chains point `index` into its cell; false (and the index turned linear) when its cell is
    /// out of range.
    private mutating func add(_ index: Int) -> Bool {
        guard let cell = cell(of: points[index]) else {
            isIndexed = false
            nextInCell = []
            slotHeads = []
            slotCells = []
            return false
        }
        var slot = firstSlot(of: cell)
        while slotHeads[slot] >= 0 && slotCells[slot] != cell { slot = (slot + 1) & (slotHeads.count - 1) }
        if slotHeads[slot] < 0 {
            occupiedSlots += 1
            slotCells[slot] = cell
        }
        if nextInCell.count <= index { nextInCell.append(-1) }
        nextInCell[index] = slotHeads[slot]
        slotHeads[slot] = Int32(index)
        return true
    }

    private mutating func rebuild(slotCount: Int) {
        slotHeads = Array(repeating: -1, count: slotCount)
        slotCells = Array(repeating: Cell(x: 0, y: 0), count: slotCount)
        occupiedSlots = 0
        nextInCell.removeAll(keepingCapacity: true)
        for index in points.indices {
            guard add(index) else { return }
        }
    }

    // MARK: - Queries

    private enum CellsToVisit {
        /// The grown boxes do not meet: no point is near both.
        case none
        /// Too many cells, or the boxes are not finite or out of the grid's range.
        case uncountable
        /// The cells from `low` to `high`, corners included (cheaper than a linear pass).
        case range(low: Cell, high: Cell)
    }

    /// The cells meeting both boxes grown by the query margin.
    private func cells(near a: BoundingBox, and b: BoundingBox) -> CellsToVisit {
        // A NaN bound would slip through `max`; the sum is NaN or infinite when any bound is.
        guard (a.minX + a.maxX + a.minY + a.maxY + b.minX + b.maxX + b.minY + b.maxY).isFinite else {
            return .uncountable
        }
        func largest(_ box: BoundingBox) -> Double {
            Swift.max(Swift.max(Swift.abs(box.minX), Swift.abs(box.maxX)), Swift.max(Swift.abs(box.minY), Swift.abs(box.maxY)))
        }
        let margin = radius * (1 + 0x1p-20) + Swift.max(largest(a), largest(b)) * 0x1p-40
        let minX = Swift.max(a.minX, b.minX) - margin, maxX = Swift.min(a.maxX, b.maxX) + margin
        let minY = Swift.max(a.minY, b.minY) - margin, maxY = Swift.min(a.maxY, b.maxY) + margin
        guard minX <= maxX, minY <= maxY else { return .none }
        guard let low = cell(of: Point(x: minX, y: minY)), let high = cell(of: Point(x: maxX, y: maxY)) else {
            return .uncountable
        }
        let columns = high.x - low.x + 1, rows = high.y - low.y + 1
        let limit = Int64(Swift.max(1, points.count / Self.cellCost))
        guard columns <= limit, rows <= limit, columns * rows <= limit else { return .uncountable }
        return .range(low: low, high: high)
    }
}
