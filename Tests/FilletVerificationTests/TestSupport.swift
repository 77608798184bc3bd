import Testing
import FilletGeometry
import FilletShapes
@testable import FilletVerification

/// A closed path through `points` with straight lines.
func polygonPath(_ points: [Point]) throws -> Path {
    var path = Path()
    try path.move(to: points[0])
    for point in points.dropFirst() { try path.addLine(to: point) }
    path.closeSubpath()
    return path
}

/// The 100 × 100 square, toward increasing angle (clockwise on screen).
func square(size: Double = 100, at origin: Point = .zero) throws -> Path {
    try polygonPath([origin, Point(x: origin.x + size, y: origin.y), Point(x: origin.x + size, y: origin.y + size),
                     Point(x: origin.x, y: origin.y + size)])
}

/// The result of `invariant` in `report`, recording an issue when it is missing.
func result(_ report: CatalogueReport, _ invariant: Invariant,
            sourceLocation: SourceLocation = #_sourceLocation) -> InvariantResult? {
    let found = report[invariant]
    if found == nil { Issue.record("\(invariant.name) was not evaluated:\n\(report.table)", sourceLocation: sourceLocation) }
    return found
}

/// Expects `invariant` to hold (or not) in `report`, printing the table when it does not.
func expectVerdict(_ report: CatalogueReport, _ invariant: Invariant, passes: Bool,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    guard let found = result(report, invariant, sourceLocation: sourceLocation) else { return }
    #expect(found.passed == passes, "\(invariant.name): \(found.detail)\n\(report.table)", sourceLocation: sourceLocation)
    #expect((found.margin >= 0) == passes, "margin sign must match the verdict", sourceLocation: sourceLocation)
}

func starSpec(points: Int = 5, innerRatio: Double? = nil, outer: Double = 0, inner: Double = 0,
              clamping: CornerRounding.Clamping = .proportional) -> ShapeSpec {
    var p = ShapeSpec.StarParameters()
    p.points = points
    p.innerRatio = innerRatio
    p.outerCornerRadius = outer
    p.innerCornerRadius = inner
    p.clamping = clamping
    return .star(p)
}
