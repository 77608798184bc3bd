import BenchmarkKit
import FilletGeometry
import Foundation

/// Interim fixtures built directly with `Path.addArc(tangent1End:tangent2End:radius:)` until the
/// FilletShapes constructions are on main.
enum HandBuiltShapes {
    /// A star of `points` points (outer radius 50, inner 50·innerRatio) with every corner
    /// rounded so each tangent length is a quarter of the edge.
    static func roundedStar(points: Int, innerRatio: Double) throws -> Path {
        let count = 2 * points
        var vertices: [Point] = []
        vertices.reserveCapacity(count)
        for index in 0..<count {
            let angle = -Double.pi / 2 + Double(index) * Double.pi / Double(points)
            let radius = index.isMultiple(of: 2) ? 50.0 : 50.0 * innerRatio
            vertices.append(Point(x: 50 + radius * cos(angle), y: 50 + radius * sin(angle)))
        }
        let edge = vertices[0].distance(to: vertices[1])
        let outerHalfAngle = halfCornerAngle(vertices[count - 1], vertices[0], vertices[1])
        let innerHalfAngle = halfCornerAngle(vertices[0], vertices[1], vertices[2])
        let outerRadius = 0.25 * edge * tan(outerHalfAngle)
        let innerRadius = 0.25 * edge * tan(innerHalfAngle)
        var path = Path()
        path.reserveCapacity(2 * count + 2)
        try path.move(to: vertices[count - 1].midpoint(to: vertices[0]))
        for index in 0..<count {
            try path.addArc(tangent1End: vertices[index], tangent2End: vertices[(index + 1) % count],
                            radius: index.isMultiple(of: 2) ? outerRadius : innerRadius)
        }
        path.closeSubpath()
        return path
    }

    /// A simple polygon of `vertices` vertices at seeded random radii 30…50 around (50, 50),
    /// with seeded corner radii 0…3 (mixed, some sharp).
    static func randomPolygon(vertices count: Int, seed: UInt64) throws -> Path {
        var generator = SplitMix64(seed: seed)
        var vertices: [Point] = []
        var radii: [Double] = []
        for index in 0..<count {
            let angle = Double(index) * 2 * Double.pi / Double(count)
            let radius = Double.random(in: 30...50, using: &generator)
            vertices.append(Point(x: 50 + radius * cos(angle), y: 50 + radius * sin(angle)))
            radii.append(Bool.random(using: &generator) ? 0 : Double.random(in: 0.05...0.3, using: &generator))
        }
        var path = Path()
        path.reserveCapacity(2 * count + 2)
        try path.move(to: vertices[count - 1].midpoint(to: vertices[0]))
        for index in 0..<count {
            try path.addArc(tangent1End: vertices[index], tangent2End: vertices[(index + 1) % count], radius: radii[index])
        }
        path.closeSubpath()
        return path
    }

    private static func halfCornerAngle(_ previous: Point, _ vertex: Point, _ next: Point) -> Double {
        let first = (previous - vertex).normalized, second = (next - vertex).normalized
        return acos(max(-1, min(1, first.dot(second)))) / 2
    }
}
