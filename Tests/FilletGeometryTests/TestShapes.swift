import Foundation
@testable import FilletGeometry

/// Paths shared by the measurement, join and intersection tests, built with the public builders.
enum TestShapes {
    /// A closed polygon through `vertices` with sharp corners.
    static func polygon(_ vertices: [Point]) throws -> Path {
        var path = Path()
        try path.move(to: vertices[0])
        for vertex in vertices.dropFirst() { try path.addLine(to: vertex) }
        path.closeSubpath()
        return path
    }

    /// A closed polygon with every corner filleted by `addArc(tangent1End:tangent2End:radius:)`
    /// (canvas `arcTo`), starting at the midpoint of the last edge.
    static func roundedPolygon(_ vertices: [Point], radius: Double) throws -> Path {
        var path = Path()
        let count = vertices.count
        try path.move(to: vertices[count - 1].midpoint(to: vertices[0]))
        for index in 0..<count {
            try path.addArc(tangent1End: vertices[index], tangent2End: vertices[(index + 1) % count], radius: radius)
        }
        path.closeSubpath()
        return path
    }

    /// The vertices of a star, alternating outer and inner radius, toward increasing angle.
    static func starVertices(points: Int, outer: Double, inner: Double, center: Point = .zero,
                             scale: Double = 1) -> [Point] {
        (0..<(2 * points)).map { index in
            let angle = Double(index) * .pi / Double(points) - .pi / 2
            let radius = (index.isMultiple(of: 2) ? outer : inner) * scale
            return Point(x: center.x * scale + radius * cos(angle), y: center.y * scale + radius * sin(angle))
        }
    }

    /// A full circle as one arc (`clockwise: false` = increasing angle = positive area).
    static func circle(center: Point, radius: Double, clockwise: Bool = false) throws -> Path {
        var path = Path()
        // Canvas rule: the full circle needs |end − start| ≥ 2π in the direction drawn.
        try path.addArc(center: center, radius: radius, startAngle: clockwise ? 2 * .pi : 0,
                        endAngle: clockwise ? 0 : 2 * .pi, clockwise: clockwise)
        path.closeSubpath()
        return path
    }

    /// `path` with every coordinate and radius multiplied by `factor` (``Path/applying(_:)``).
    static func scaled(_ path: Path, by factor: Double) throws -> Path {
        try path.applying(.scale(x: factor, y: factor))
    }
}

