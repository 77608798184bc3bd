import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

/// Flattening places a curve congruent to one flattened before (turned and moved, or mirrored and
/// traversed backwards) by the isometry instead of counting it again: the counts must be the
/// curve's own and the vertices within the rounding allowance of its own.
@Suite struct CongruentCurveFlattenTests {
    /// A closed ring of `copies` copies of `curve` turned about `center` by 2π/copies each (the
    /// placement of a symmetric construction: each control point turned from the local curve),
    /// joined by lines.
    private func ring(of curve: CubicCurve, copies: Int, center: Point) throws -> (Path, [CubicCurve]) {
        var path = Path()
        var curves: [CubicCurve] = []
        for copy in 0..<copies {
            let (cosine, sine) = Angle.cosineAndSine(Angle.twoPi * Double(copy) / Double(copies))
            func place(_ point: Point) -> Point {
                Point(x: center.x + point.x * cosine - point.y * sine, y: center.y + point.x * sine + point.y * cosine)
            }
            let placed = CubicCurve(place(curve.p0), place(curve.p1), place(curve.p2), place(curve.p3))
            if copy == 0 { try path.move(to: placed.p0) } else { try path.addLine(to: placed.p0) }
            try path.addCurve(to: placed.p3, control1: placed.p1, control2: placed.p2)
            curves.append(placed)
        }
        path.closeSubpath()
        return (path, curves)
    }

    /// `curve` reflected in the line through `origin` at `angle`, traversed backwards: the exit
    /// flank a corner's entry flank becomes.
    private func mirroredBackwards(_ curve: CubicCurve, about origin: Point, angle: Double) -> CubicCurve {
        let (cosine, sine) = Angle.cosineAndSine(2 * angle)
        func reflect(_ point: Point) -> Point {
            let dx = point.x - origin.x, dy = point.y - origin.y
            return Point(x: origin.x + cosine * dx + sine * dy, y: origin.y + sine * dx - cosine * dy)
        }
        return CubicCurve(reflect(curve.p3), reflect(curve.p2), reflect(curve.p1), reflect(curve.p0))
    }

    /// A ring of `copies` corners turned about `center`, each an entry curve and its mirror image
    /// traversed backwards (reflected in the line through `center` at angle 0, before the turn),
    /// joined by lines: the layout of a smoothed star's flanks.
    private func mirroredRing(of curve: CubicCurve, copies: Int, center: Point) throws -> (Path, [CubicCurve]) {
        let exit = mirroredBackwards(curve, about: .zero, angle: 0)
        var path = Path()
        var curves: [CubicCurve] = []
        for copy in 0..<copies {
            let (cosine, sine) = Angle.cosineAndSine(Angle.twoPi * Double(copy) / Double(copies))
            func place(_ point: Point) -> Point {
                Point(x: center.x + point.x * cosine - point.y * sine, y: center.y + point.x * sine + point.y * cosine)
            }
            for local in [curve, exit] {
                let placed = CubicCurve(place(local.p0), place(local.p1), place(local.p2), place(local.p3))
                if curves.isEmpty { try path.move(to: placed.p0) } else { try path.addLine(to: placed.p0) }
                try path.addCurve(to: placed.p3, control1: placed.p1, control2: placed.p2)
                curves.append(placed)
            }
        }
        path.closeSubpath()
        return (path, curves)
    }

    /// The curves' vertices in the polyline: each curve's chord ends after the line to its start.
    private func expectCountsAndVertices(_ path: Path, _ curves: [CubicCurve], tolerance: Double) throws {
        let polyline = try path.flattened(tolerance: tolerance)
        let magnitude = path.flatteningMagnitude
        var next = 1   // after the move
        for (index, curve) in curves.enumerated() {
            if index > 0 { next += 1 }   // the line to the curve's start
            let parameters = try #require(curve.flatteningParameters(tolerance: tolerance))
            for (offset, parameter) in parameters.enumerated() where next + offset < polyline.points.count {
                let own = curve.point(at: parameter), drawn = polyline.points[next + offset]
                #expect((own - drawn).length <= 1e-13 * magnitude,
                        "curve \(index) vertex \(offset): \(drawn) vs its own \(own)")
            }
            next += parameters.count
        }
        #expect(next == polyline.points.count, "\(polyline.points.count) vertices, the curves account for \(next)")
        #expect(polyline.maximumDeviation(from: path) <= path.flatteningDeviationBound(tolerance: tolerance))
    }

    /// A smoothed corner's flank shape (three points on a line, the last off it) in rings of
    /// turned copies, and of mirrored copies traversed backwards (an entry flank below the x axis,
    /// its exit flank the mirror image above it).
    @Test(arguments: RingKind.allCases, [0.1, 0.01, 0.001, 1e-5])
    func flankCopiesGetTheirOwnCountsAndVertices(kind: RingKind, tolerance: Double) throws {
        let flank = CubicCurve(Point(x: 40.869857, y: -21.900311), Point(x: 44.390877, y: -32.736895),
                               Point(x: 45.027752, y: -34.696994), Point(x: 47.109478, y: -35.841432))
        for copies in kind == .turned ? [3, 5, 7, 24] : [1, 3, 5, 24] {
            let (path, curves) = switch kind {
            case .turned: try ring(of: flank, copies: copies, center: Point(x: 50, y: 50))
            case .mirrored: try mirroredRing(of: flank, copies: copies, center: Point(x: 50, y: 50))
            }
            try expectCountsAndVertices(path, curves, tolerance: tolerance)
        }
    }

    /// Under a vertex limit of exactly its vertex count a path flattens to the same bits as
    /// without one; one short, it is refused (through the element-by-element writer, which places
    /// congruent curves as the pointer writer does).
    @Test(arguments: [0.1, 0.01, 0.001])
    func limitedAndUnlimitedFlatteningsAreBitIdentical(tolerance: Double) throws {
        let flank = CubicCurve(Point(x: 40.869857, y: -21.900311), Point(x: 44.390877, y: -32.736895),
                               Point(x: 45.027752, y: -34.696994), Point(x: 47.109478, y: -35.841432))
        for copies in [1, 5, 24] {
            let (path, _) = try mirroredRing(of: flank, copies: copies, center: Point(x: 50, y: 50))
            let unlimited = try path.flattened(tolerance: tolerance)
            var limited = Polyline()
            try path.flatten(tolerance: tolerance, into: &limited, maximumPointCount: unlimited.points.count)
            #expect(limited == unlimited, "\(copies) corners at \(tolerance)")
            #expect(throws: GeometryError.self) {
                try path.flatten(tolerance: tolerance, into: &limited, maximumPointCount: unlimited.points.count - 1)
            }
        }
    }

    /// The pointer writer makes room for the moves', lines' and arcs' vertices and a few per
    /// curve; a curve that needs more stops it, the room grows and it resumes at that curve. A
    /// fresh buffer (which grows several times), a buffer holding more stale points than needed,
    /// and one holding exactly the room all get the same bits; a stale buffer larger than the
    /// limit does not let the flattening exceed it.
    @Test(arguments: [1e-3, 1e-5])
    func growingTheRoomAndResumingGivesTheSameBits(tolerance: Double) throws {
        let flank = CubicCurve(Point(x: 40.869857, y: -21.900311), Point(x: 44.390877, y: -32.736895),
                               Point(x: 45.027752, y: -34.696994), Point(x: 47.109478, y: -35.841432))
        let (path, _) = try mirroredRing(of: flank, copies: 24, center: Point(x: 50, y: 50))
        let fresh = try path.flattened(tolerance: tolerance)
        // More than a few points per curve: the fresh buffer grew.
        #expect(fresh.points.count > 8 * 2 * 24 + 24)
        var large = try path.flattened(tolerance: tolerance / 100)
        #expect(large.points.count > fresh.points.count)
        try path.flatten(tolerance: tolerance, into: &large)
        #expect(large == fresh)
        var again = fresh
        try path.flatten(tolerance: tolerance, into: &again)
        #expect(again == fresh)
        var stale = try path.flattened(tolerance: tolerance / 100)
        #expect(throws: GeometryError.self) {
            try path.flatten(tolerance: tolerance, into: &stale, maximumPointCount: fresh.points.count - 1)
        }
        #expect(stale.isEmpty)
    }

    /// Random curves placed around rings of turned copies, or of mirrored copies traversed
    /// backwards, at scales from 10⁻³ to 10⁴.
    enum RingKind: CaseIterable { case turned, mirrored }

    @Test(arguments: RingKind.allCases)
    func randomCurvesInRandomRingsGetTheirOwnCounts(kind: RingKind) throws {
        var generator = SeededGenerator(seed: kind == .turned ? 0xC0C0 : 0x3177)
        for _ in 0..<200 {
            let scale = generator.logUniform(-3...4)
            func random() -> Point {
                Point(x: Double.random(in: -1...1, using: &generator) * scale, y: Double.random(in: -1...1, using: &generator) * scale)
            }
            let curve = CubicCurve(random(), random(), random(), random())
            let center = Point(x: Double.random(in: -3...3, using: &generator) * scale,
                               y: Double.random(in: -3...3, using: &generator) * scale)
            let (path, curves) = switch kind {
            case .turned: try ring(of: curve, copies: Int.random(in: 2...9, using: &generator), center: center)
            case .mirrored: try mirroredRing(of: curve, copies: Int.random(in: 1...6, using: &generator), center: center)
            }
            try expectCountsAndVertices(path, curves, tolerance: scale * generator.logUniform(-4 ... -1))
        }
    }

    /// The stability test counts the same and refuses a perturbation that could move a decision.
    @Test func stabilityKeepsTheCountsAndRefusesLargePerturbations() throws {
        let curve = CubicCurve(Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 40, y: 0), Point(x: 50, y: 10))
        for tolerance in [0.1, 0.01, 0.001] {
            let plain = try #require(curve.spanChordCounts(tolerance: tolerance, limit: .max))
            let checked = try #require(curve.spanChordCounts(tolerance: tolerance, limit: .max, perturbation: 1e-12))
            #expect(plain.counts == checked.counts && plain.spans == checked.spans && plain.total == checked.total)
            #expect(checked.isStable)
            #expect(!plain.isStable)
            let coarse = try #require(curve.spanChordCounts(tolerance: tolerance, limit: .max, perturbation: 5))
            #expect(!coarse.isStable)
        }
    }

    /// The match itself: a kept curve turned and moved matches, with the rotation; the same copy
    /// with one control point moved by 10⁻¹⁰ of its size, or scaled by 1 + 10⁻¹⁰, does not.
    @Test func aTurnedCopyMatchesAndANearCopyDoesNot() throws {
        let curve = CubicCurve(Point(x: 10, y: 0), Point(x: 14, y: 1), Point(x: 17, y: 4), Point(x: 18, y: 9))
        var cache = CongruentCurveCache()
        cache.remember(curve, counts: CubicCurve.SpanChordCounts(), firstVertex: 3)
        let angle = 0.7
        let cosine = cos(angle), sine = sin(angle)
        func turned(_ point: Point, scale: Double = 1) -> Point {
            Point(x: 5 + scale * (point.x * cosine - point.y * sine), y: -2 + scale * (point.x * sine + point.y * cosine))
        }
        let copy = CubicCurve(turned(curve.p0), turned(curve.p1), turned(curve.p2), turned(curve.p3))
        // `match` is mutating (it reads the entries in place), so it is called outside the macros.
        let found = cache.match(copy, magnitude: copy.magnitude)
        let match = try #require(found)
        #expect(match.firstVertex == 3)
        #expect(Swift.abs(match.cosine - cos(angle)) < 1e-14 && Swift.abs(match.sine - sin(angle)) < 1e-14)
        var moved = copy
        moved.p1 = Point(x: moved.p1.x + 1e-10 * 18, y: moved.p1.y)
        let movedMatches = cache.match(moved, magnitude: moved.magnitude) != nil
        #expect(!movedMatches)
        let scaled = CubicCurve(turned(curve.p0, scale: 1 + 1e-10), turned(curve.p1, scale: 1 + 1e-10),
                                turned(curve.p2, scale: 1 + 1e-10), turned(curve.p3, scale: 1 + 1e-10))
        let scaledMatches = cache.match(scaled, magnitude: scaled.magnitude) != nil
        #expect(!scaledMatches)
        var empty = CongruentCurveCache()
        let emptyMatches = empty.match(copy, magnitude: copy.magnitude) != nil
        #expect(!emptyMatches)
    }

    /// A kept curve's mirror image traversed backwards matches mirrored, with the reflection
    /// taking the kept curve's end to the copy's start; moved by 10⁻¹⁰ of its size, it does not.
    @Test func aMirroredBackwardsCopyMatchesAndANearCopyDoesNot() throws {
        let curve = CubicCurve(Point(x: 10, y: 0), Point(x: 14, y: 1), Point(x: 17, y: 4), Point(x: 18, y: 9))
        var cache = CongruentCurveCache()
        cache.remember(curve, counts: CubicCurve.SpanChordCounts(), firstVertex: 5)
        let copy = mirroredBackwards(curve, about: Point(x: 3, y: -1), angle: 0.4)
        // `match` is mutating (it reads the entries in place), so it is called outside the macros.
        let found = cache.match(copy, magnitude: copy.magnitude)
        let match = try #require(found)
        #expect(match.isMirrored && match.firstVertex == 5)
        // F·(Q0 − Q3) = P3 − P0, and F·(Q1 − Q3) = P2 − P0.
        func reflected(_ vector: Vector) -> Vector {
            Vector(dx: match.cosine * vector.dx + match.sine * vector.dy, dy: match.sine * vector.dx - match.cosine * vector.dy)
        }
        #expect((reflected(curve.p0 - curve.p3) - (copy.p3 - copy.p0)).length < 1e-13)
        #expect((reflected(curve.p1 - curve.p3) - (copy.p2 - copy.p0)).length < 1e-13)
        var moved = copy
        moved.p2 = Point(x: moved.p2.x, y: moved.p2.y + 1e-10 * 18)
        let movedMatches = cache.match(moved, magnitude: moved.magnitude) != nil
        #expect(!movedMatches)
        // Mirrored but not reversed is neither a turned nor a mirrored-backwards copy.
        let forwards = CubicCurve(copy.p3, copy.p2, copy.p1, copy.p0)
        let forwardsMatches = cache.match(forwards, magnitude: forwards.magnitude) != nil
        #expect(!forwardsMatches)
    }
}
