import Foundation
import Testing
import FilletGeometry
import FilletShapes
import FilletTestSupport

/// Corner smoothing (issue 46) in the rounded rect and the rounded polygon: smoothing 0 is today's
/// outline bit for bit, a smoothed outline is tangent- and curvature-continuous at every join of a
/// smoothed corner, and smoothing gives way before radius when corners compete for an edge,
/// per corner and reported.
struct SmoothedCornersTests {
    /// At each join between consecutive drawn segments of the (closed) outline: the turn of the
    /// tangent and the jump of the signed curvature times `size`.
    struct Join {
        var point: Point
        var turn: Double
        var curvatureJump: Double
        var isSmoothedCornerJoin: Bool
    }

    static func endCurvatures(_ segment: PathSegment) -> (start: Double, end: Double) {
        switch segment.geometry {
        case .line: return (0, 0)
        case .arc(let arc):
            let curvature = (arc.sweep >= 0 ? 1 : -1) / arc.radius
            return (curvature, curvature)
        case .curve(let curve): return (curve.curvature(at: 0), curve.curvature(at: 1))
        }
    }

    static func joins(of path: Path, size: Double) -> [Join] {
        let segments = path.segments
        return segments.indices.map { index in
            let incoming = segments[index], outgoing = segments[(index + 1) % segments.count]
            let turn = Swift.abs(atan2(incoming.endTangent.cross(outgoing.startTangent),
                                       incoming.endTangent.dot(outgoing.startTangent)))
            let jump = Swift.abs(endCurvatures(incoming).end - endCurvatures(outgoing).start) * size
            let touchesFlank: Bool = {
                if case .curve = incoming.geometry { return true }
                if case .curve = outgoing.geometry { return true }
                return false
            }()
            return Join(point: incoming.endPoint, turn: turn, curvatureJump: jump, isSmoothedCornerJoin: touchesFlank)
        }
    }

    // MARK: - Smoothing 0 is today's outline

    static let rects: [(Rect, RoundedRect.CornerRadii)] = [
        (Rect(width: 200, height: 120), .init(20)),
        (Rect(x: -3, y: 7, width: 50, height: 40), .init(topLeft: 10, topRight: 0, bottomRight: 30, bottomLeft: 5)),
        (Rect(width: 100, height: 60), .init(45)),   // clamped: 60 < 90
        (Rect(x: 1e6, y: -2e6, width: 1e-2, height: 3e-2), .init(4e-3)),
    ]

    @Test(arguments: rects.indices)
    func rectSmoothingZeroIsTheArcOutlineBitForBit(index: Int) throws {
        let (rect, radii) = Self.rects[index]
        for clamping in CornerRounding.Clamping.allCases {
            for reversed in [false, true] {
                let plain = try RoundedRect(rect: rect, radii: radii, clamping: clamping, reversed: reversed)
                for zero in [0.0, -0.0] {
                    let smoothed = try RoundedRect(rect: rect, radii: radii, smoothing: zero, clamping: clamping, reversed: reversed)
                    #expect(smoothed.path.elements == plain.path.elements)
                    #expect(smoothed.path.svgPathData(precision: 17) == plain.path.svgPathData(precision: 17))
                    #expect(smoothed.corners == plain.corners)
                }
                // Every element is a line or an arc: no flank appears at smoothing 0.
                #expect(plain.path.elements.allSatisfy { if case .cubic = $0 { false } else { true } })
            }
        }
    }

    static let polygons: [[Point]] = [
        [Point(x: 0, y: 0), Point(x: 120, y: 0), Point(x: 70, y: 50), Point(x: 120, y: 110), Point(x: 0, y: 110)],
        [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 10)],
        [Point(x: 10, y: 10), Point(x: 10, y: 90), Point(x: 90, y: 90), Point(x: 90, y: 10)],
    ]

    @Test(arguments: polygons.indices)
    func polygonSmoothingZeroIsTheArcOutlineBitForBit(index: Int) throws {
        let vertices = Self.polygons[index]
        let radii = vertices.indices.map { Double(5 + 7 * $0) }
        for clamping in CornerRounding.Clamping.allCases {
            let plain = try RoundedPolygon(vertices: vertices, radii: radii, clamping: clamping)
            let zeros = try RoundedPolygon(vertices: vertices, radii: radii,
                                           smoothing: [Double](repeating: 0, count: vertices.count), clamping: clamping)
            #expect(zeros.path.elements == plain.path.elements && zeros.corners == plain.corners)
            let uniformPlain = try RoundedPolygon(vertices: vertices, radius: 12, clamping: clamping)
            let uniformZero = try RoundedPolygon(vertices: vertices, radius: 12, smoothing: 0, clamping: clamping)
            #expect(uniformZero.path.elements == uniformPlain.path.elements)
        }
    }

    // MARK: - A smoothed outline is G2 at its smoothed corners

    @Test(arguments: [0.1, 0.5, 0.9, 1])
    func smoothedRectIsCurvatureContinuous(smoothing: Double) throws {
        for reversed in [false, true] {
            let rect = Rect(x: 10, y: 20, width: 300, height: 200)
            let shape = try RoundedRect(rect: rect, radii: .init(topLeft: 20, topRight: 40, bottomRight: 0, bottomLeft: 30),
                                        smoothing: smoothing, reversed: reversed)
            let size = (rect.width * rect.width + rect.height * rect.height).squareRoot()
            let joins = Self.joins(of: shape.path, size: size)
            let smoothedJoins = joins.filter(\.isSmoothedCornerJoin)
            // Three rounded corners, each: line→flank, flank→arc, arc→flank, flank→line (no arc at s = 1).
            #expect(smoothedJoins.count == 3 * (smoothing == 1 ? 3 : 4))
            for join in smoothedJoins {
                // Tolerances relative to the shape: 1e-12 rad of turn, curvature jump 1e-9 of 1/size.
                #expect(join.turn <= 1e-12, "turn \(join.turn) at \(join.point)")
                #expect(join.curvatureJump <= 1e-9, "curvature jump × size \(join.curvatureJump) at \(join.point)")
            }
            // The one sharp corner keeps its right angle.
            #expect(joins.contains { Swift.abs($0.turn - .pi / 2) < 1e-12 && !$0.isSmoothedCornerJoin })
            for corner in shape.corners where corner.fillet != nil {
                #expect(corner.smoothing == smoothing && !corner.smoothingWasReduced)
            }
        }
    }

    /// Negative control for the join measure above: the unsmoothed rect jumps from 0 to 1/r at
    /// every tangent point (jump × size = size / r).
    @Test func arcCornersJumpInCurvature() throws {
        let shape = try RoundedRect(rect: Rect(width: 300, height: 200), cornerRadius: 20)
        let size = (300.0 * 300 + 200 * 200).squareRoot()
        let largest = Self.joins(of: shape.path, size: size).map(\.curvatureJump).max() ?? 0
        expectNear(largest, size / 20, tolerance: 1e-9 * size / 20)
    }

    /// A non-convex polygon with mixed smoothings: where a corner's smoothing is drawn as
    /// asked, its flanks start `(1 + s)·t` from its vertex; the notch's corners (vertices 2 and 3,
    /// whose edge is crowded) give way, and on every edge the two cuts fit.
    @Test func smoothedPolygonCutsOnePlusSmoothingTimesTheTangentLength() throws {
        let vertices = Self.polygons[0]
        let smoothing = [0.3, 0, 1, 0.6, 0.2]
        let shape = try RoundedPolygon(vertices: vertices, radii: [10, 20, 8, 30, 6], smoothing: smoothing)
        let corners = shape.corners
        let scale = 120.0
        #expect(corners.map(\.smoothingWasReduced) == [false, false, true, true, false])
        for (index, corner) in corners.enumerated() {
            #expect(corner.requestedSmoothing == smoothing[index])
            if corner.smoothingWasReduced {
                #expect(corner.smoothing >= 0 && corner.smoothing < smoothing[index])
            } else {
                #expect(corner.smoothing == smoothing[index], "vertex \(index): \(corner.smoothing)")
            }
            let smoothed = corner.smoothedCorner
            #expect((smoothed == nil) == (corner.smoothing == 0))
            guard let smoothed, let entry = smoothed.entry, let exit = smoothed.exit else { continue }
            expectNear(corner.cutLength, (1 + corner.smoothing) * corner.tangentLength, tolerance: 0)
            expectNear(entry.p0.distance(to: corner.vertex), corner.cutLength, tolerance: 1e-13 * scale)
            expectNear(exit.p3.distance(to: corner.vertex), corner.cutLength, tolerance: 1e-13 * scale)
        }
        for index in corners.indices {
            let next = (index + 1) % corners.count
            let length = vertices[index].distance(to: vertices[next])
            #expect(corners[index].cutLength + corners[next].cutLength <= length * (1 + 1e-12), "edge \(index)")
        }
        for join in Self.joins(of: shape.path, size: 170) where join.isSmoothedCornerJoin {
            #expect(join.turn <= 1e-12 && join.curvatureJump <= 1e-9, "\(join)")
        }
    }

    // MARK: - Smoothing gives way before radius, per corner, reported

    /// A 100 × 100 square with r = 40 fits its arcs (80 ≤ 100) but not full smoothing (160 > 100):
    /// the radius stays, the smoothing of every corner becomes (100 − 80) / 80 = 0.25, and the
    /// flanks of neighbouring corners meet exactly.
    @Test func smoothingIsReducedBeforeRadius() throws {
        let shape = try RoundedRect(rect: Rect(width: 100, height: 100), cornerRadius: 40, smoothing: 1)
        for corner in shape.corners {
            #expect(corner.realisedRadius == 40 && !corner.wasClamped)
            #expect(corner.requestedSmoothing == 1 && corner.smoothingWasReduced)
            expectNear(corner.smoothing, 0.25, tolerance: 1e-15)
            expectNear(corner.cutLength, 50, tolerance: 1e-13)
        }
        // The flanks meet: no line is left between corners.
        #expect(!shape.path.elements.contains { if case .line = $0 { true } else { false } })
        for join in Self.joins(of: shape.path, size: 141) {
            #expect(join.turn <= 1e-12 && join.curvatureJump <= 1e-9, "\(join)")
        }
        // With .none the smoothing is drawn as asked, however it overlaps.
        let unclamped = try RoundedRect(rect: Rect(width: 100, height: 100), cornerRadius: 40, smoothing: 1, clamping: .none)
        #expect(unclamped.corners.allSatisfy { $0.smoothing == 1 && !$0.smoothingWasReduced })
    }

    /// When the radius itself does not fit, it is clamped exactly as without smoothing, and the
    /// smoothing on the edge it fills is reduced to 0.
    @Test func radiusClampedAsWithoutSmoothingAndSmoothingGivesWayFirst() throws {
        let rect = Rect(width: 100, height: 60)
        let plain = try RoundedRect(rect: rect, cornerRadius: 40)
        let smoothed = try RoundedRect(rect: rect, cornerRadius: 40, smoothing: 0.5)
        #expect(smoothed.corners.map(\.realisedRadius) == plain.corners.map(\.realisedRadius))
        for corner in smoothed.corners {
            expectNear(corner.realisedRadius, 30, tolerance: 1e-13)
            #expect(corner.smoothingWasReduced && corner.smoothing == 0)
        }
    }

    /// Per vertex: only the corners on a crowded edge give way, each by the smaller factor of its
    /// two edges; the others keep their smoothing.
    @Test func smoothingIsReducedPerVertex() throws {
        // A long thin rectangle as a polygon: the short left edge (20) is crowded by its two
        // corners of radius 8 (arcs 16 ≤ 20, smoothing 1 would need 32).
        let vertices = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 0, y: 20)]
        let shape = try RoundedPolygon(vertices: vertices, radii: [8, 2, 2, 8], smoothing: [1, 1, 1, 1])
        let corners = shape.corners
        #expect(!corners[1].smoothingWasReduced && !corners[2].smoothingWasReduced)
        #expect(corners[0].smoothingWasReduced && corners[3].smoothingWasReduced)
        // Edge 3 → 0 has length 20; the arcs take t₃ + t₀, the extras s·t share the rest.
        let room = 20 - corners[3].tangentLength - corners[0].tangentLength
        let factor = room / (corners[3].tangentLength + corners[0].tangentLength)
        expectNear(corners[0].smoothing, factor, tolerance: 1e-14)
        expectNear(corners[3].smoothing, factor, tolerance: 1e-14)
        expectNear(corners[3].cutLength + corners[0].cutLength, 20, tolerance: 1e-13)
        #expect(corners.allSatisfy { !$0.wasClamped })
    }

    /// Under either policy a smoothing whose extra cut `s·t` is below the meeting tolerance
    /// (10⁻¹² of the coordinates) is 0 and draws no flank: with `.none` a corner must not promise
    /// flanks its path does not have (found by the smoothed suite of fillet verify: r = 2.5·10⁻³¹²,
    /// s = 10⁻³⁰⁸). A smoothing whose cut is above it is drawn as asked.
    @Test(arguments: CornerRounding.Clamping.allCases)
    func smoothingOfATinyExtraCutIsZeroUnderEitherPolicy(clamping: CornerRounding.Clamping) throws {
        let rect = Rect(width: 100, height: 100)
        // 2.5·10⁻³¹² (subnormal) written as a product: a literal that small warns.
        for (radius, smoothing) in [(Double.leastNormalMagnitude * 1.1e-4, 1e-308), (10, 1e-15), (1e-12, 0.5)] {
            let shape = try RoundedRect(rect: rect, cornerRadius: radius, smoothing: smoothing, clamping: clamping)
            #expect(shape.corners.allSatisfy { $0.smoothing == 0 && $0.requestedSmoothing == smoothing },
                    "r \(radius), s \(smoothing)")
            #expect(!shape.path.elements.contains { if case .cubic = $0 { true } else { false } })
        }
        let kept = try RoundedRect(rect: rect, cornerRadius: 10, smoothing: 1e-9, clamping: clamping)
        #expect(kept.corners.allSatisfy { $0.smoothing == 1e-9 })
        #expect(kept.path.elements.filter { if case .cubic = $0 { true } else { false } }.count == 8)
    }

    // MARK: - Invalid smoothing

    @Test func invalidSmoothingIsATypedError() {
        let vertices = Self.polygons[0]
        for bad in [Double.nan, .infinity, -0.01, 1.0000001] {
            expectShapeError(parameter: "smoothing") { _ = try RoundedRect(rect: Rect(width: 10, height: 10), cornerRadius: 2, smoothing: bad) }
            expectShapeError(parameter: "smoothing") { _ = try RoundedPolygon(vertices: vertices, radius: 2, smoothing: bad) }
            expectShapeError(parameter: "smoothing[2]") {
                _ = try RoundedPolygon(vertices: vertices, radii: [1, 1, 1, 1, 1], smoothing: [0, 0, bad, 0, 0])
            }
        }
        expectShapeError(parameter: "smoothing.count") {
            _ = try RoundedPolygon(vertices: vertices, radii: [1, 1, 1, 1, 1], smoothing: [0, 0])
        }
    }
}
