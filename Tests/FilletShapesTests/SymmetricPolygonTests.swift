import FilletSupport
import Foundation
import Testing
import FilletTestSupport
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

/// The fast construction of stars and regular polygons (one fillet per corner type, rotated into
/// place) against the general corner-by-corner ``RoundedPolygon`` construction.
@Suite struct SymmetricPolygonTests {
    /// Relative agreement pinned between the fast and the general construction (the fast one is
    /// ~10⁻¹⁵ off in practice: rotation recurrence re-anchored every 32 vertices).
    static let relativeTolerance = 1e-12

    /// Whether two paths have the same elements in the same order with every number equal within
    /// `relativeTolerance` of `scale`; arc start angles are compared modulo 2π (both lie in (−π, π],
    /// but a value at ±π may land on either side). Returns the first difference, or nil.
    func firstDifference(_ fast: Path, _ general: Path, scale: Double) -> String? {
        guard fast.elements.count == general.elements.count else {
            return "element counts \(fast.elements.count) vs \(general.elements.count)"
        }
        let tolerance = Self.relativeTolerance * scale
        func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }
        for (index, pair) in zip(fast.elements, general.elements).enumerated() {
            switch pair {
            case (.move(let a), .move(let b)), (.line(let a), .line(let b)):
                if !near(a, b) { return "element \(index): \(a) vs \(b)" }
            case (.arc(let a), .arc(let b)):
                let angleGap = abs(Angle.normalizedSigned(a.startAngle - b.startAngle))
                guard near(a.center, b.center), abs(a.radius - b.radius) <= tolerance,
                      angleGap <= Self.relativeTolerance * 8, abs(a.sweep - b.sweep) <= Self.relativeTolerance * 8,
                      a.startAngle > -Double.pi, a.startAngle <= Double.pi else {
                    return "element \(index): \(a) vs \(b)"
                }
            case (.close, .close):
                continue
            default:
                return "element \(index): kinds differ, \(pair.0) vs \(pair.1)"
            }
        }
        return nil
    }

    func expectSameCorners(_ fast: [CornerRounding.Corner], _ general: [CornerRounding.Corner], scale: Double,
                           _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(fast.count == general.count, "\(label)", sourceLocation: sourceLocation)
        let tolerance = Self.relativeTolerance * scale
        for (index, (a, b)) in zip(fast, general).enumerated() {
            let corner: Comment = "\(label): corner \(index)"
            #expect(a.requestedRadius == b.requestedRadius, corner, sourceLocation: sourceLocation)
            expectNear(a.realisedRadius, b.realisedRadius, tolerance: tolerance, corner, sourceLocation: sourceLocation)
            expectNear(a.cornerAngle, b.cornerAngle, tolerance: Self.relativeTolerance * 8, corner, sourceLocation: sourceLocation)
            expectNear(a.vertex, b.vertex, tolerance: tolerance, corner, sourceLocation: sourceLocation)
            #expect((a.fillet == nil) == (b.fillet == nil), corner, sourceLocation: sourceLocation)
            if let fa = a.fillet, let fb = b.fillet {
                expectNear(fa.startTangentPoint, fb.startTangentPoint, tolerance: 2 * tolerance, corner, sourceLocation: sourceLocation)
                expectNear(fa.endTangentPoint, fb.endTangentPoint, tolerance: 2 * tolerance, corner, sourceLocation: sourceLocation)
                expectNear(fa.tangentLength, fb.tangentLength, tolerance: tolerance, corner, sourceLocation: sourceLocation)
            }
        }
    }

    /// One seeded star: inner ratio, outer radius, corner radii, rotation and centre.
    struct StarTrial {
        let trial: Int, points: Int
        let ratio: Double, outer: Double, outerCorner: Double, innerCorner: Double, rotation: Double
        let center: Point
    }

    static let starPointCounts = [2, 3, 4, 5, 6, 7, 8, 12, 24, 33, 64, 65, 100, 257, 1_000]

    /// The 12 trials of `points`, drawn from one seeded sequence that runs through every count of
    /// ``starPointCounts`` in order, 12 trials each, so each count's trials are the same whichever
    /// test case asks for them.
    static func starTrials(points wanted: Int) throws -> [StarTrial] {
        var generator = SplitMix64(seed: 0xF1_11E7)
        var trials: [StarTrial] = []
        for points in starPointCounts {
            for trial in 0..<12 {
                let ratio = trial == 0 && points >= 5 ? try Star.regularInnerRatio(points: points)
                    : Double.random(in: 0.05...0.95, using: &generator)
                let outer = Double.random(in: 0.5...200, using: &generator)
                let edge = 2 * outer * sin(Double.pi / Double(2 * points))
                // From sharp to radii far beyond the edge (clamped) to zero on one kind.
                let outerCorner = trial % 5 == 4 ? 0 : Double.random(in: 0...(1.5 * edge), using: &generator)
                let innerCorner = trial % 5 == 3 ? 0 : Double.random(in: 0...(1.5 * edge), using: &generator)
                let rotation = Double.random(in: -7...7, using: &generator)
                let center = Point(x: Double.random(in: -300...300, using: &generator),
                                   y: Double.random(in: -300...300, using: &generator))
                if points == wanted {
                    trials.append(StarTrial(trial: trial, points: points, ratio: ratio, outer: outer, outerCorner: outerCorner,
                                            innerCorner: innerCorner, rotation: rotation, center: center))
                }
            }
        }
        return trials
    }

    /// Each case runs the 12 seeded trials of its point count (see ``starTrials(points:)``).
    @Test(arguments: SymmetricPolygonTests.starPointCounts, CornerRounding.Clamping.allCases)
    func fastStarEqualsGeneralPolygonOfTheSameVerticesAndOfTheFormulaVertices(
        points: Int, clamping: CornerRounding.Clamping
    ) throws {
        let trials = try Self.starTrials(points: points)
        try #require(trials.count == 12)
        for t in trials {
            let star = try Star(points: points, outerRadius: t.outer, innerRadius: .ratio(t.ratio),
                                outerCornerRadius: t.outerCorner, innerCornerRadius: t.innerCorner,
                                rotation: t.rotation, center: t.center, clamping: clamping)
            let scale = max(abs(t.center.x), abs(t.center.y)) + t.outer
            let radii = (0..<points).flatMap { _ in [t.outerCorner, t.innerCorner] }
            let sameVertices = try RoundedPolygon(vertices: star.polygon.vertices, radii: radii, clamping: clamping)
            let formula = try Star.generalPolygon(points: points, outerRadius: t.outer, innerRatio: t.ratio,
                                                  outerCornerRadius: t.outerCorner, innerCornerRadius: t.innerCorner,
                                                  rotation: t.rotation, center: t.center, clamping: clamping)
            let label = "trial \(t.trial): n \(points) k \(t.ratio) R \(t.outer) r \(t.outerCorner)/\(t.innerCorner) "
                + "rot \(t.rotation) centre \(t.center) \(clamping)"
            let difference = firstDifference(star.path, sameVertices.path, scale: scale)
            #expect(difference == nil, "same vertices, \(label): \(difference ?? "")")
            let formulaDifference = firstDifference(star.path, formula.path, scale: scale)
            #expect(formulaDifference == nil, "formula vertices, \(label): \(formulaDifference ?? "")")
            expectSameCorners(star.corners, formula.corners, scale: scale, label)
            #expect(star.polygon.clamping == clamping, "\(label)")
        }
    }

    /// One seeded regular polygon: radius, corner radius, rotation and centre.
    struct RegularPolygonTrial {
        let trial: Int, sides: Int
        let radius: Double, corner: Double, rotation: Double
        let center: Point
    }

    static let regularPolygonSideCounts = [3, 4, 5, 6, 7, 8, 12, 31, 32, 33, 100, 1_000]

    /// The 10 trials of `sides`, drawn from one seeded sequence that runs through every count of
    /// ``regularPolygonSideCounts`` in order, 10 trials each.
    static func regularPolygonTrials(sides wanted: Int) -> [RegularPolygonTrial] {
        var generator = SplitMix64(seed: 0x5EED_0F)
        var trials: [RegularPolygonTrial] = []
        for sides in regularPolygonSideCounts {
            for trial in 0..<10 {
                let radius = Double.random(in: 0.5...200, using: &generator)
                let corner = trial == 0 ? 0 : Double.random(in: 0...(1.3 * radius), using: &generator)
                let rotation = Double.random(in: -7...7, using: &generator)
                let center = Point(x: Double.random(in: -300...300, using: &generator),
                                   y: Double.random(in: -300...300, using: &generator))
                if sides == wanted {
                    trials.append(RegularPolygonTrial(trial: trial, sides: sides, radius: radius, corner: corner,
                                                      rotation: rotation, center: center))
                }
            }
        }
        return trials
    }

    /// Each case runs the 10 seeded trials of its side count (see ``regularPolygonTrials(sides:)``).
    @Test(arguments: SymmetricPolygonTests.regularPolygonSideCounts, CornerRounding.Clamping.allCases)
    func fastRegularPolygonEqualsGeneralPolygon(sides: Int, clamping: CornerRounding.Clamping) throws {
        let trials = Self.regularPolygonTrials(sides: sides)
        try #require(trials.count == 10)
        for t in trials {
            let (radius, corner, rotation, center) = (t.radius, t.corner, t.rotation, t.center)
            let label = "trial \(t.trial): n \(sides) R \(radius) r \(corner) rot \(rotation) centre \(center) \(clamping)"
            let fast = try RegularPolygon(sides: sides, radius: radius, cornerRadius: corner,
                                          rotation: rotation, center: center, clamping: clamping)
            let general = try RegularPolygon.generalPolygon(sides: sides, radius: radius, cornerRadius: corner,
                                                            rotation: rotation, center: center, clamping: clamping)
            // The general construction's turn angles carry ~2⁻⁵²·scale/edge absolute error
            // (nearly straight corners for large n), so its own accuracy, not the fast path's,
            // sets the tolerance: scaled by that conditioning.
            let edge = 2 * radius * sin(Double.pi / Double(sides))
            let coordinateScale = max(abs(center.x), abs(center.y)) + radius
            let scale = coordinateScale * max(1, coordinateScale / edge)
            let difference = firstDifference(fast.path, general.path, scale: scale)
            #expect(difference == nil, "\(label): \(difference ?? "")")
            expectSameCorners(fast.corners, general.corners, scale: scale, label)
            // And against the closed forms, at 10⁻¹² relative: turn 2π/n, and with the edge
            // budget the radius min(r, R·cos(π/n)) (the inradius).
            let fitted = clamping == .proportional ? min(corner, radius * cos(Double.pi / Double(sides))) : corner
            #expect(fast.corners.count == sides, "\(label)")
            for (index, fastCorner) in fast.corners.enumerated() {
                expectNear(fastCorner.realisedRadius, fitted, tolerance: Self.relativeTolerance * radius, "\(label): corner \(index)")
                if let fillet = fastCorner.fillet {
                    expectNear(fillet.arc.sweep, 2 * Double.pi / Double(sides), tolerance: Self.relativeTolerance,
                               "\(label): corner \(index)")
                }
            }
        }
    }

    /// The fast construction hands each arc the end directions it rotated into place: they must
    /// be the arc's end angles' (cos, sin), within the tolerance the hand-over allows, on stars of
    /// every size (the rotation chain runs 32 steps between exact anchors).
    @Test(arguments: [3, 5, 24, 100, 1_000])
    func placedArcsCarryTheirEndAnglesDirections(points: Int) throws {
        let star = try Star(points: points, outerRadius: 50, innerRadius: .ratio(0.7), outerCornerRadius: 40 / Double(points),
                            innerCornerRadius: 20 / Double(points), rotation: 0.3, center: Point(x: 7, y: -3))
        var arcs = 0, worst = 0.0
        for case .arc(let arc) in star.path.elements {
            arcs += 1
            worst = Swift.max(worst, (arc.startDirection - Vector(angle: arc.startAngle)).length,
                              (arc.endDirection - Vector(angle: arc.startAngle + arc.sweep)).length)
        }
        #expect(arcs == 2 * points)
        #expect(worst <= Arc.handedDirectionTolerance, "worst direction error \(worst)")
    }

    /// Symmetric polygons keep their plan and place the corners when read: the records must be
    /// what the outline was drawn from, bit for bit (each fillet's arc is the path's arc, its
    /// tangent points the lines' ends), for sharp, rounded and mixed corner types, and reading
    /// them twice gives the same records.
    @Test(arguments: [(3, 0.5, 2.0, 0.0), (5, 0.38, 6.0, 3.0), (24, 0.8, 1.25, 0.625), (7, 0.4, 0.0, 1.0)])
    func cornersPlacedOnDemandAreTheOnesTheOutlineWasDrawnFrom(points: Int, ratio: Double, outer: Double,
                                                               inner: Double) throws {
        let star = try Star(points: points, outerRadius: 50, innerRadius: .ratio(ratio), outerCornerRadius: outer,
                            innerCornerRadius: inner, rotation: 0.2, center: Point(x: 3, y: -8))
        let corners = star.corners
        try #require(corners.count == 2 * points)
        #expect(star.corners == corners)
        let arcs = star.path.elements.compactMap { element -> Arc? in
            if case .arc(let arc) = element { return arc } else { return nil }
        }
        let ends = star.path.elements.compactMap { element -> Point? in
            if case .line(let point) = element { return point } else { return nil }
        }
        let filletArcs = corners.compactMap { $0.fillet?.arc }
        #expect(filletArcs == arcs)
        // Every line ends at the next corner's entry: its first tangent point, or its vertex when sharp.
        let entries = corners.map { $0.fillet?.startTangentPoint ?? $0.vertex }
        #expect(ends.allSatisfy { entries.contains($0) }, "a line ends off every corner's entry")
        #expect(!ends.isEmpty)
        // And the records are the general construction's, within the fast path's accuracy.
        let general = try Star.generalPolygon(points: points, outerRadius: 50, innerRatio: ratio,
                                              outerCornerRadius: outer, innerCornerRadius: inner, rotation: 0.2,
                                              center: Point(x: 3, y: -8), clamping: .proportional)
        for (fast, reference) in zip(corners, general.corners) {
            #expect(abs(fast.vertex.x - reference.vertex.x) <= 1e-12 * 60
                    && abs(fast.vertex.y - reference.vertex.y) <= 1e-12 * 60)
            #expect(abs(fast.realisedRadius - reference.realisedRadius) <= 1e-12 * 60)
            #expect((fast.fillet == nil) == (reference.fillet == nil))
        }
    }

    /// Stars of up to 64 points read the regular inner ratio from a table: the formula's bits
    /// (and beyond the table, the formula itself).
    @Test(arguments: 5...80)
    func regularInnerRatioTableHoldsTheFormulasBits(points: Int) throws {
        let n = Double(points)
        #expect(try Star.regularInnerRatio(points: points) == cos(2 * Double.pi / n) / cos(Double.pi / n))
    }

    @Test func fastStarAnchorVerticesAreBitIdenticalToTheFormula() throws {
        // Every 32nd vertex direction is an exact cos/sin, so those vertices match the published
        // formula bit for bit.
        let star = try Star(points: 100, outerRadius: 37, innerRadius: .ratio(0.6), outerCornerRadius: 1,
                            rotation: 0.3, center: Point(x: 4, y: -9))
        let formula = Star.vertices(points: 100, outerRadius: 37, innerRatio: 0.6, rotation: 0.3, center: Point(x: 4, y: -9))
        let vertices = star.polygon.vertices
        try #require(vertices.count == 200 && formula.count == 200)
        for index in stride(from: 0, to: vertices.count, by: SymmetricPolygon.anchorInterval) {
            #expect(vertices[index] == formula[index], "vertex \(index)")
        }
    }

    @Test(arguments: [3, 5, 8])
    func fullyClampedStarOmitsLinesLikeTheGeneralConstruction(points: Int) throws {
        // Radii far too large: clamping makes the fillets share every edge, so no line survives.
        let star = try Star(points: points, outerRadius: 10, innerRadius: .ratio(0.5),
                            outerCornerRadius: 100, innerCornerRadius: 100)
        let lines = star.path.elements.filter { if case .line = $0 { return true } else { return false } }
        let general = try Star.generalPolygon(points: points, outerRadius: 10, innerRatio: 0.5,
                                              outerCornerRadius: 100, innerCornerRadius: 100, rotation: -.pi / 2,
                                              center: .zero, clamping: .proportional)
        #expect(lines.isEmpty)
        #expect(star.path.elements.count == general.path.elements.count)
    }

    @Test func extremeInputFallsBackToTheGeneralConstructionAndItsErrors() throws {
        // Vertices overflow: the general construction's error, naming the first bad coordinate.
        expectShapeError(parameter: "vertices[0].y") {
            _ = try Star(points: 5, outerRadius: 1.5e308, innerRadius: .ratio(0.5), center: Point(x: 0, y: -1e308))
        }
        // A rotation beyond the fast path's range builds the general way, identically.
        let big = try Star(points: 7, outerRadius: 10, innerRadius: .ratio(0.4), outerCornerRadius: 1,
                           innerCornerRadius: 0.5, rotation: 1_000)
        let general = try Star.generalPolygon(points: 7, outerRadius: 10, innerRatio: 0.4, outerCornerRadius: 1,
                                              innerCornerRadius: 0.5, rotation: 1_000, center: .zero,
                                              clamping: .proportional)
        #expect(big.polygon == general)
    }
}

