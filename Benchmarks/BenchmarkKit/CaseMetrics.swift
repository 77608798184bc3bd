/// Domain figures of one case, computed by its sanity check outside the timed region.
///
/// `points` and `elements` are deterministic and compared exactly against a baseline;
/// `maxDeviation` is measured, in the shape's units (shapes are 100 units across).
public struct CaseMetrics: Codable, Hashable, Sendable {
    /// Points emitted per iteration: polyline vertices for flattening, element end points for
    /// generation (one per move, line and arc). `nil` where the case emits no points.
    public var points: Int?
    /// Path elements produced or processed per iteration.
    public var elements: Int?
    /// The fewest points any flattening within the tolerance could emit (sum of the minimal
    /// chord counts of the arcs, plus line and subpath end points), for flattening cases.
    public var minimalPoints: Int?
    /// The flattening tolerance, for flattening cases.
    public var tolerance: Double?
    /// Largest measured distance from the output to the exact path, for flattening cases.
    public var maxDeviation: Double?
    /// Items a check case found or evaluated (intersections, invariant checks), if any.
    public var findings: Int?

    public init(points: Int? = nil, elements: Int? = nil, minimalPoints: Int? = nil, tolerance: Double? = nil,
                maxDeviation: Double? = nil, findings: Int? = nil) {
        self.points = points
        self.elements = elements
        self.minimalPoints = minimalPoints
        self.tolerance = tolerance
        self.maxDeviation = maxDeviation
        self.findings = findings
    }

    /// `points ÷ minimalPoints`: 1 means exactly the minimal chord count.
    public var pointsOverMinimal: Double? {
        guard let points, let minimalPoints, minimalPoints > 0 else { return nil }
        return Double(points) / Double(minimalPoints)
    }
}
