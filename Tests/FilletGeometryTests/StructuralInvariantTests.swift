@testable import FilletGeometry
import Testing

/// `Path+Invariants.swift` and `Polyline+Invariants.swift`: the structure checks hold on what the
/// builders and flatteners produce and name what a broken value violates.
struct StructuralInvariantTests {
    static func builtPaths() throws -> [Path] {
        var open = Path()
        try open.move(to: Point(x: 0, y: 0))
        try open.addLine(to: Point(x: 10, y: 0))
        var closed = open
        try closed.addArc(center: Point(x: 10, y: 5), radius: 5, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
        closed.closeSubpath()
        var curves = Path()
        try curves.move(to: Point(x: 1e6, y: -1e6))
        try curves.addCurve(to: Point(x: 1e6 + 3, y: -1e6), control1: Point(x: 1e6 + 1, y: -1e6 + 2),
                            control2: Point(x: 1e6 + 2, y: -1e6 + 2))
        return [Path(), open, closed, curves]
    }

    @Test(arguments: 0..<4)
    func builtPathsAndTheirFlatteningsHaveNoViolations(index: Int) throws {
        let path = try Self.builtPaths()[index]
        #expect(path.invariantViolations.isEmpty, "\(path.invariantViolations)")
        guard !path.isEmpty else { return }
        let polyline = try path.flattened(tolerance: 0.01)
        #expect(polyline.invariantViolations.isEmpty, "\(polyline.invariantViolations)")
    }

    @Test func pathViolationsNameTheBrokenStructure() throws {
        var path = try Self.builtPaths()[2]
        path.elements.removeFirst()
        #expect(path.invariantViolations.first?.contains("does not follow a move") == true, "\(path.invariantViolations)")

        var stale = try Self.builtPaths()[1]
        stale.elements.append(.line(to: Point(x: 20, y: 0)))  // the current point is still (10, 0)
        #expect(stale.invariantViolations.count == 1)
        #expect(stale.invariantViolations.first?.hasPrefix("current point") == true, "\(stale.invariantViolations)")
    }

    @Test func polylineViolationsNameTheBrokenStructure() throws {
        var polyline = try Self.builtPaths()[2].flattened(tolerance: 0.1)
        polyline.points.append(Point(x: .nan, y: 0))
        let violations = polyline.invariantViolations
        #expect(violations.contains { $0.hasPrefix("the subpaths cover") }, "\(violations)")
        #expect(violations.contains { $0.hasPrefix("point") && $0.contains("not finite") }, "\(violations)")

        var gap = try Self.builtPaths()[1].flattened(tolerance: 0.1)
        gap.subpaths[0].pointRange = 1..<gap.points.count
        #expect(gap.invariantViolations.contains { $0.contains("starts at point 1") }, "\(gap.invariantViolations)")
    }
}
