import FilletGeometry
import FilletSupport

/// What a construction did at one corner, as a plain value for reports and JSON: what was asked,
/// what was drawn, and whether clamping reduced the radius or the smoothing — so a reduction is
/// never silent (`fillet shape … --format corners` prints these; the other formats name the
/// corners whose smoothing was reduced on standard error).
///
/// JSON keys are the property names:
///
/// ```
/// {"index":0,"vertex":[0,0],"requestedRadius":40,"radius":40,"radiusReduced":false,
///  "requestedSmoothing":1,"smoothing":0.25,"smoothingReduced":true}
/// ```
public struct CornerReport: Hashable, Sendable, Codable {
    /// The corner's position in path order (the vertex index of a polygon, 0 = top-left of a rect).
    public var index: Int
    /// The vertex, as `[x, y]`.
    public var vertex: [Double]
    /// The radius asked for.
    public var requestedRadius: Double
    /// The radius drawn (0 when sharp).
    public var radius: Double
    /// Whether clamping reduced the radius.
    public var radiusReduced: Bool
    /// The smoothing asked for.
    public var requestedSmoothing: Double
    /// The smoothing drawn (0 when sharp).
    public var smoothing: Double
    /// Whether clamping reduced the smoothing (it gives way before the radius).
    public var smoothingReduced: Bool

    /// The report of `corner`, the `index`-th in path order.
    public init(_ corner: CornerRounding.Corner, index: Int) {
        self.index = index
        self.vertex = [corner.vertex.x, corner.vertex.y]
        self.requestedRadius = corner.requestedRadius
        self.radius = corner.realisedRadius
        self.radiusReduced = corner.wasClamped
        self.requestedSmoothing = corner.requestedSmoothing
        self.smoothing = corner.smoothing
        self.smoothingReduced = corner.smoothingWasReduced
    }
}

extension BuiltShape {
    /// One report per corner, in path order (empty for the seeds as published).
    public var cornerReports: [CornerReport] {
        corners.enumerated().map { CornerReport($0.element, index: $0.offset) }
    }

    /// The corners whose smoothing clamping reduced, in path order.
    public var smoothingReductions: [CornerReport] { cornerReports.filter(\.smoothingReduced) }

    /// One line naming every corner whose smoothing was reduced and to what
    /// (`smoothing reduced at corner 0 (1 → 0.25), corner 1 (1 → 0.25)`), or `nil` when none was.
    public var smoothingReductionSummary: String? {
        let reduced = smoothingReductions
        guard !reduced.isEmpty else { return nil }
        return "smoothing reduced at " + reduced.map {
            "corner \($0.index) (\(NumberText.short($0.requestedSmoothing)) → \(NumberText.short($0.smoothing)))"
        }.joined(separator: ", ")
    }
}
