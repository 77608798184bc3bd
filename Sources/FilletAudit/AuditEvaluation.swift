import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry
import FilletShapes

/// The verdict of one check on one audit case: a catalogue `Invariant` or one of the audit's
/// own checks (``AuditChecks``), with the catalogue's margin convention (≥ 0 holds).
public struct AuditVerdict: Hashable, Sendable, Codable {
    public var check: String
    public var passed: Bool
    public var margin: Double

    public init(check: String, passed: Bool, margin: Double) {
        self.check = check
        self.passed = passed
        self.margin = margin
    }
}

/// The checks the audit adds on top of the catalogue, for what the seeds need and the catalogue's
/// metadata for them does not cover.
public enum AuditChecks {
    /// Seed 001: no self-intersection other than the unclosed path's start and end meeting at the
    /// midpoint it starts from (``AuditPolygons/properSelfIntersections(_:)``). Verdict margin.
    public static let simpleExceptStart = "non-self-intersection-except-start"
    /// Seed 002: the star's exact bounds are centred in its rect (the article's "Center the star
    /// vertically in the passed in rect"). Margin: (length tolerance − |offset|) / size.
    public static let centredInFrame = "centred-in-frame"
    /// Seeds 002 and 003: no segment shorter than the core's degenerate length
    /// (`Path.degenerateSegmentLength`). Margin: (shortest − degenerate) / size.
    public static let noDegenerateSegment = "no-degenerate-segment"
}

/// What one case produced: its verdicts, the seed's headline measurement and where to mark it.
public struct AuditCaseResult: Sendable {
    /// Index of the case in its seed's sweep.
    public var index: Int
    public var verdicts: [AuditVerdict]
    /// The seed's headline number (see ``AuditMeasure``), `nil` where it does not apply.
    public var measure: Double?
    /// Set when the construction threw: for a seed construction as published with valid
    /// parameters that is an audit failure (exit 1).
    public var error: String?

    public func verdict(_ check: String) -> AuditVerdict? { verdicts.first { $0.check == check } }
}

/// Each seed's headline measurement, the number its worst case is chosen by.
public enum AuditMeasure {
    /// The name and unit of `seed`'s measurement.
    public static func name(_ seed: AuditSeed) -> String {
        switch seed.kind {
        case .seed000: return "largest tangent kink at a join with an arc (degrees)"
        case .seed001: return "self-intersections other than the start/end touch"
        case .seed002: return "vertical offset of the star's centre from the rect's centre (points)"
        case .seed003: return "length of the closing segment (close back to the first point) relative to |R|"
        case .seed004: return "widest outer-to-inner distance as a multiple of w"
        case .star, .polygon, .regularPolygon, .rect, .border: preconditionFailure("\(seed) is not a seed")
        }
    }

    /// Tangent turns below this many radians are not drawn as kinks (10⁻⁶ rad).
    static let kinkMarkerThreshold = 1e-6

    /// Seed 000: the largest |turn| in degrees over joins into or out of an arc, and every join
    /// turning more than `kinkMarkerThreshold`.
    public static func kinks(_ path: Path) -> (degrees: Double, joins: [Join]) {
        var worst = 0.0
        var joins: [Join] = []
        path.forEachJoin { join in
            guard join.involvesArc else { return }
            worst = Swift.max(worst, join.turnMagnitude)
            if join.turnMagnitude > kinkMarkerThreshold { joins.append(join) }
        }
        return (worst * 180 / Double.pi, joins)
    }

    /// Seed 002: `bounds.midY − rect.midY` (the published recentring leaves `(h − w)/2`).
    public static func verticalOffset(_ path: Path, in rect: Rect) -> Double {
        path.bounds.center.y - rect.midY
    }

    /// Seed 003: the length of the `close` element's segment of the first subpath, or `nil`.
    public static func closingSegmentLength(_ path: Path) -> Double? {
        var length: Double?
        path.forEachSegment { segment in
            guard length == nil, case .close = path.elements[segment.elementIndex] else { return }
            length = segment.length
        }
        return length
    }

    /// The shortest drawn segment.
    public static func shortestSegment(_ path: Path) -> (length: Double, at: Point) {
        var shortest = Double.infinity, at = Point.zero
        path.forEachSegment { segment in
            if segment.length < shortest { shortest = segment.length; at = segment.startPoint }
        }
        return (shortest, at)
    }

    /// Samples per outer segment before refining the widest point.
    static let widthSamples = 64

    /// Seed 004 (and any ring): the largest distance from a point of the outer boundary (subpath
    /// 0) to the inner one (subpath 1), and where; `nil` without an inner boundary.
    ///
    /// Sampled at `widthSamples` points per outer segment, then refined by golden-section search
    /// around the best sample to 10⁻¹⁴ of the parameter, so a smooth maximum (a corner arc's
    /// diagonal) is exact to rounding.
    public static func widestGap(_ path: Path) -> (distance: Double, at: Point)? {
        let groups = path.segmentsBySubpath
        guard groups.count >= 2 else { return nil }
        let outer = groups[0].segments, inner = NearestSegment(groups[1].segments)
        var best = -Double.infinity, bestAt = Point.zero
        for segment in outer {
            func gap(_ t: Double) -> Double {
                inner.distance(from: segment.geometry.point(at: t))
            }
            var bestStep = 0, bestValue = -Double.infinity
            for step in 0...widthSamples {
                let value = gap(Double(step) / Double(widthSamples))
                if value > bestValue { bestValue = value; bestStep = step }
            }
            var low = Swift.max(0, Double(bestStep - 1) / Double(widthSamples))
            var high = Swift.min(1, Double(bestStep + 1) / Double(widthSamples))
            let ratio = (5.0.squareRoot() - 1) / 2
            var a = high - ratio * (high - low), b = low + ratio * (high - low)
            var fa = gap(a), fb = gap(b)
            while high - low > 1e-14 {
                if fa > fb { high = b; b = a; fb = fa; a = high - ratio * (high - low); fa = gap(a) } else {
                    low = a; a = b; fa = fb; b = low + ratio * (high - low); fb = gap(b)
                }
            }
            let refinedT = (low + high) / 2
            let refined = Swift.max(bestValue, gap(refinedT))
            if refined > best {
                best = refined
                bestAt = gap(refinedT) >= bestValue ? segment.geometry.point(at: refinedT)
                                                    : segment.geometry.point(at: Double(bestStep) / Double(widthSamples))
            }
        }
        return (best, bestAt)
    }
}

/// Runs the catalogue and the audit's additions on one case.
public enum AuditEvaluation {
    /// The shape the catalogue checks for `auditCase`: `ShapeUnderTest.init(spec:)`.
    public static func shape(_ auditCase: AuditCase) throws(ShapeError) -> ShapeUnderTest {
        try ShapeUnderTest(spec: auditCase.spec)
    }

    /// The n-fold symmetry the audit adds for seeds 000 (no cutout), 002 and 003: the catalogue's
    /// seed metadata has none, yet each is drawn from n equal star points.
    public static func symmetry(_ auditCase: AuditCase, _ shape: ShapeUnderTest) -> RotationalSymmetry? {
        switch auditCase.spec {
        case .seed000(let p):
            guard !p.isCutout, p.points >= 2 else { return nil }
            let center = Seed000StarShape2(points: p.points, isCircleOutline: p.isCircleOutline).center(in: p.rect)
            return RotationalSymmetry(order: p.points, center: center)
        case .seed002(let p):
            return shape.star.map { RotationalSymmetry(order: p.points, center: $0.center) }
        case .seed003(let p):
            return shape.star.map { RotationalSymmetry(order: Swift.max(p.numberOfVertexes, 2), center: $0.center) }
        default:
            return nil
        }
    }

    /// Every verdict and the headline measure of one case.
    public static func evaluate(_ auditCase: AuditCase, index: Int,
                                options: Catalogue.Options = Catalogue.Options()) -> AuditCaseResult {
        let shape: ShapeUnderTest
        do { shape = try self.shape(auditCase) } catch {
            return AuditCaseResult(index: index, verdicts: [], measure: nil, error: "\(error)")
        }
        let report = Catalogue.check(shape, options: options)
        var verdicts = report.results.map { AuditVerdict(check: $0.invariant.name, passed: $0.passed, margin: $0.margin) }
        let path = shape.path
        let context = CatalogueContext.forCurrentThread
        if let symmetry = symmetry(auditCase, shape), report[.closedAndFinite] != nil, path.characteristicSize > 0 {
            context.prepare(path)
            var collector = InvariantResultCollector()
            Catalogue.checkSymmetry(shape, symmetry, in: context, into: &collector)
            verdicts += collector.results.map { AuditVerdict(check: $0.invariant.name, passed: $0.passed, margin: $0.margin) }
        }
        let size = path.characteristicSize
        let tolerance = VerificationTolerances.length(size: size, magnitude: path.flatteningMagnitude)
        var measure: Double?
        switch auditCase.spec {
        case .seed000:
            measure = AuditMeasure.kinks(path).degrees
        case .seed001:
            let contacts = AuditPolygons.properSelfIntersections(path)
            verdicts.append(AuditVerdict(check: AuditChecks.simpleExceptStart, passed: contacts.isEmpty,
                                         margin: contacts.isEmpty ? 0 : -1))
            measure = Double(contacts.count)
        case .seed002(let p):
            let offset = AuditMeasure.verticalOffset(path, in: p.rect)
            verdicts.append(AuditVerdict(check: AuditChecks.centredInFrame, passed: Swift.abs(offset) <= tolerance,
                                         margin: (tolerance - Swift.abs(offset)) / size))
            verdicts.append(degenerateVerdict(path, size: size))
            measure = offset
        case .seed003(let p):
            verdicts.append(degenerateVerdict(path, size: size))
            let radius = Swift.abs(Swift.min(p.frame.width - p.padding, p.frame.height - p.padding) / 2)
            if let closing = AuditMeasure.closingSegmentLength(path), radius > 0 { measure = closing / radius }
        case .seed004(let p):
            if let widest = AuditMeasure.widestGap(path) { measure = widest.distance / p.borderWidth }
        default:
            break
        }
        return AuditCaseResult(index: index, verdicts: verdicts, measure: measure, error: nil)
    }

    static func degenerateVerdict(_ path: Path, size: Double) -> AuditVerdict {
        let shortest = AuditMeasure.shortestSegment(path).length
        let degenerate = path.degenerateSegmentLength
        return AuditVerdict(check: AuditChecks.noDegenerateSegment, passed: shortest > degenerate,
                            margin: size > 0 ? (shortest - degenerate) / size : shortest - degenerate)
    }
}
