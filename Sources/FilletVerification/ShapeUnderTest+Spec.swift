import Foundation
import FilletGeometry
import FilletShapes

extension ShapeUnderTest {
    /// Builds `spec` and records what its construction promises:
    ///
    /// | kind            | metadata                                                                 |
    /// |-----------------|--------------------------------------------------------------------------|
    /// | star            | corners, clamp policy, star (k or regular), n-fold symmetry, frame when fitted, turning +1 |
    /// | polygon         | corners, clamp policy, turning = the vertices' orientation               |
    /// | regular-polygon | corners, clamp policy, n-fold symmetry, turning +1                       |
    /// | rect            | corners, clamp policy, frame = the rect, turning +1                      |
    /// | border          | both rings' corners, clamp policy, frame = outer rect, border (constant width only for the concentric rule without drawn smoothing), turning +1, −1 |
    /// | seed000         | frame = its rect; sharp version without cutout: star (k = 0.4)            |
    /// | seed001         | nothing beyond the path                                                   |
    /// | seed002         | frame = its rect, star (regular for n ≥ 5)                                |
    /// | seed003         | frame, star (k = roundness / 100)                                         |
    /// | seed004         | frame = outer boundary, border (claims constant width: the article's intent), turning +1, −1 |
    ///
    /// - Throws: the construction's `ShapeError`.
    public init(spec: ShapeSpec) throws(ShapeError) {
        let built = try spec.build()
        self.init(path: built.path, spec: spec, corners: built.corners)
        let subpathCount = built.path.subpaths.count
        switch spec {
        case .star(let p):
            clamping = p.clamping
            let vertices = built.corners.map(\.vertex)
            let isRegular = p.innerRatio == nil
            let ratio = p.innerRatio ?? ((try? Star.regularInnerRatio(points: p.points)) ?? .nan)
            // The star's own centre and radius (a fitted star computes them from the rect).
            guard case .star(let built) = built.construction else { preconditionFailure("a star spec builds a Star") }
            star = StarGeometry(points: p.points, vertices: vertices, center: built.center,
                                outerRadius: built.outerRadius, innerRatio: ratio, isRegular: isRegular)
            if let rect = p.rect { frame = rect.insetBy(dx: p.padding, dy: p.padding) }
            if let star { symmetry = RotationalSymmetry(order: p.points, center: star.center) }
            expectedTurning = [1]
        case .polygon(let p):
            clamping = p.clamping
            expectedTurning = [Self.polygonOrientation(p.vertices)]
        case .regularPolygon(let p):
            clamping = p.clamping
            symmetry = RotationalSymmetry(order: p.sides, center: p.center)
            expectedTurning = [1]
        case .rect(let p):
            clamping = p.clamping
            frame = p.rect
            expectedTurning = [1]
        case .border(let p):
            clamping = p.clamping
            frame = RoundedBorder.boundaries(rect: p.rect, borderWidth: p.borderWidth, position: p.position).outer
            // A smoothed border's flanks are not offsets of each other: it is narrower than w
            // along them (see RoundedBorder's smoothing), so it promises no constant width.
            let constantWidth = p.innerCornerRule == .concentric && built.corners.allSatisfy { $0.smoothing == 0 }
            border = BorderGeometry(borderWidth: p.borderWidth, innerSubpath: subpathCount > 1 ? 1 : nil,
                                    claimsConstantWidth: constantWidth)
            if built.corners.count == 8 { cornerRings = [0..<4, 4..<8] }
            expectedTurning = subpathCount > 1 ? [1, -1] : [1]
        case .seed000(let p):
            frame = p.rect
            if p.version == .sharp, !p.isCutout {
                star = StarGeometry(vertices: Self.sharpVertices(of: built.path, subpath: 0), innerRatio: 0.4,
                                    isRegular: false)
            }
        case .seed001:
            break
        case .seed002(let p):
            frame = p.rect
            let isRegular = p.points >= 5
            let ratio = isRegular ? ((try? Star.regularInnerRatio(points: p.points)) ?? .nan)
                                  : 0.5 * cos(Double.pi / Double(p.points))
            star = StarGeometry(vertices: Self.sharpVertices(of: built.path, subpath: 0), innerRatio: ratio,
                                isRegular: isRegular)
        case .seed003(let p):
            frame = p.frame
            star = StarGeometry(vertices: Self.sharpVertices(of: built.path, subpath: 0),
                                innerRatio: Swift.max(Swift.min(p.roundness, 100), 0) / 100, isRegular: false)
        case .seed004(let p):
            let seed = Seed004RoundedBorder(borderWidth: p.borderWidth, position: p.position,
                                            cornerRadius: p.cornerRadius, insideCornerRadius: p.insideCornerRadius)
            let size = seed.borderSize(p.rect.width, p.rect.height)
            frame = Rect(x: p.rect.midX - size.width / 2, y: p.rect.midY - size.height / 2,
                         width: size.width, height: size.height)
            border = BorderGeometry(borderWidth: p.borderWidth, innerSubpath: subpathCount > 1 ? 1 : nil,
                                    claimsConstantWidth: true)
            expectedTurning = subpathCount > 1 ? [1, -1] : [1]
        }
    }

    /// +1 when the polygon runs toward increasing angle (positive shoelace area), −1 otherwise.
    static func polygonOrientation(_ vertices: [Point]) -> Int {
        var twiceArea = 0.0
        for index in vertices.indices {
            let a = vertices[index], b = vertices[(index + 1) % vertices.count]
            twiceArea += a.x * b.y - b.x * a.y
        }
        return twiceArea >= 0 ? 1 : -1
    }

    /// The corner points of a subpath of lines: its move point and line ends, without points that
    /// repeat the previous one (within the degenerate length) or the first at the end.
    static func sharpVertices(of path: Path, subpath index: Int) -> [Point] {
        let subpaths = path.subpaths
        guard index < subpaths.count else { return [] }
        let nearlyEqual = path.degenerateSegmentLength
        var result: [Point] = []
        for element in path.elements[subpaths[index].elementRange] {
            switch element {
            case .move(let point), .line(let point):
                if let last = result.last, last.distance(to: point) <= nearlyEqual { continue }
                result.append(point)
            case .arc, .quad, .cubic, .close:
                continue
            }
        }
        if result.count > 1, result[0].distance(to: result[result.count - 1]) <= nearlyEqual { result.removeLast() }
        return result
    }
}
