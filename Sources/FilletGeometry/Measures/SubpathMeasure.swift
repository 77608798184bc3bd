/// Exact measurements of one subpath (see ``Path/subpathMeasures``).
public struct SubpathMeasure: Hashable, Sendable {
    /// Index of the subpath in ``Path/subpaths``.
    public var subpathIndex: Int
    /// Whether the subpath ends with `.close`.
    public var isClosed: Bool
    /// Exact bounds of the subpath's points (its `.move` point included).
    public var bounds: BoundingBox
    /// Total length of the drawn segments, the closing line included; an open subpath's implicit
    /// closing line is *not* counted.
    public var length: Double
    /// Signed enclosed area, exact for lines and arcs; positive when the boundary runs toward
    /// increasing angle (clockwise on a y-down screen). An open subpath counts as closed by a
    /// straight line back to its first point (see ``Path/signedArea``).
    public var signedArea: Double
    /// The winding number of the tangent: the total turning of the direction of travel divided by 2π,
    /// positive toward increasing angle. An integer up to rounding for a closed subpath
    /// (+1 or −1 for a simple loop); an open subpath is measured as implicitly closed by a straight
    /// line, as for the area (see ``Path/subpathMeasures``).
    public var turningNumber: Double
    /// The largest turn, in [0, π], at any join ``turningNumber`` counts: between consecutive
    /// segments, and for an open subpath into and out of its implicit closing line. π is a
    /// reversal (a cusp), which the turning number counts as +π.
    public var largestJoinTurn: Double

    public init(subpathIndex: Int, isClosed: Bool, bounds: BoundingBox, length: Double, signedArea: Double,
                turningNumber: Double, largestJoinTurn: Double) {
        self.subpathIndex = subpathIndex
        self.isClosed = isClosed
        self.bounds = bounds
        self.length = length
        self.signedArea = signedArea
        self.turningNumber = turningNumber
        self.largestJoinTurn = largestJoinTurn
    }
}
