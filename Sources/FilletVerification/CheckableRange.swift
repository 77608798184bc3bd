import FilletGeometry

/// The sizes and coordinates the invariant catalogue checks exactly.
///
/// The invariants compare squared lengths, areas (size²), and the shape scaled by 10⁻⁶ and 10⁶;
/// beyond about 1e148 those overflow to ∞, below about 1e-150 they fall into subnormal numbers,
/// and valid shapes failed (a 1e150 rect failed scale invariance, a 1e-160 one the length
/// differential). A shape whose coordinates reach beyond ±``largestMagnitude``, or whose size
/// (bounds diagonal) is below ``smallestSize``, is refused as bad input instead of judged: the
/// bounds leave a factor of 10⁴⁸ for every product the invariants form.
public enum CheckableRange {
    /// The smallest size (bounds diagonal) checked: 1e-100.
    public static let smallestSize = 1e-100
    /// The largest coordinate magnitude checked: 1e100.
    public static let largestMagnitude = 1e100

    /// Why `path` cannot be checked, one line, or `nil` when it can. Empty and non-finite paths
    /// are left to the catalogue (`closed-finite` judges them).
    public static func refusal(_ path: Path) -> String? {
        if isWellInside(path) { return nil }
        let bounds = path.bounds
        guard !bounds.isEmpty, bounds.largestMagnitude.isFinite else { return nil }
        if bounds.largestMagnitude > largestMagnitude {
            return "its coordinates reach \(CatalogueReport.format(bounds.largestMagnitude)), beyond the ±1e100 the "
                + "invariants check exactly (scale it down)"
        }
        let size = bounds.diagonal
        if size > 0, size < smallestSize {
            return "its size \(CatalogueReport.format(size)) is below the 1e-100 the invariants check exactly (scale it up)"
        }
        return nil
    }

    /// Whether `path` is inside the range with room to spare, known without its exact bounds
    /// (the curves' extrema): its exact bounds hold its move, line and curve end points (so their
    /// box's diagonal bounds its size from below) and lie within its control points'
    /// magnitude (``FilletGeometry/Path/flatteningMagnitude``, an upper bound of theirs). A
    /// factor of 2 on each side keeps rounding in the exact bounds from mattering: when this
    /// says `true`, ``refusal(_:)`` on the exact bounds says `nil`.
    static func isWellInside(_ path: Path) -> Bool {
        let magnitude = path.flatteningMagnitude
        guard magnitude.isFinite, magnitude <= largestMagnitude / 2, path.isFinite else { return false }
        var points = BoundingBox.empty
        for element in path.elements {
            switch element {
            case .move(let point), .line(let point): points.formUnion(point)
            case .quad(_, let end), .cubic(_, _, let end): points.formUnion(end)
            case .arc, .close: break
            }
        }
        return !points.isEmpty && points.diagonal >= 2 * smallestSize
    }
}
