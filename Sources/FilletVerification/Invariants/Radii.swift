import Foundation
import FilletGeometry
import FilletShapes

extension Catalogue {
    /// What limits the ``Invariant/radii`` margin.
    enum RadiusDefect {
        case none
        /// The tangent lengths on the edge from corner i to i+1 exceed its length.
        case edgeOverflow
        /// The fillet is not tangent to both edges at its ends, or its radius is not the realised one.
        case notTangent
        /// The realised radius exceeds the requested one.
        case exceedsRequest
        /// `.none` clamping, yet the realised radius differs from the requested one.
        case clampedWithoutPolicy
        /// Clamped although the requested radius fits on both edges.
        case clampedNeedlessly
        /// A requested radius but no fillet, at a corner that is not straight.
        case missingFillet
    }

    /// ``Invariant/radii`` over every corner ring:
    ///
    /// ```
    /// edge i→i+1:   L − tᵢ − tᵢ₊₁ ≥ −tol                       (tangent lengths fit)
    /// fillet i:     | dist(centre, edge line) − r | ≤ tol for both edges,
    ///               arc ends on the edge lines, arc radius = realised r
    /// request:      realised ≤ requested; = requested under `.none`;
    ///               clamped only if wᵢ₋₁ + wᵢ > Lᵢ₋₁ or wᵢ + wᵢ₊₁ > Lᵢ,  wⱼ = requestedⱼ · cot(Aⱼ/2)
    /// margin        = min over all of (tol − error) / size
    /// ```
    static func checkRadii<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ analysis: PathAnalysis,
                                                _ verdicts: inout VerdictRecorder<Sink>) {
        let corners = shape.corners
        let tolerance = analysis.lengthTolerance
        var worst = Double.infinity, defect = RadiusDefect.none, defectIndex = 0, defectValue = 0.0
        var clamped = 0
        var arcEnds = PreparedArcEnds(segments: analysis.prepared.segments)
        func consider(_ slack: Double, _ kind: RadiusDefect, _ index: Int, _ value: Double) {
            if slack < worst || slack.isNaN { worst = slack; defect = kind; defectIndex = index; defectValue = value }
        }
        for ring in shape.cornerRings where ring.count >= 3 {
            let count = ring.count
            for offset in 0..<count {
                let index = ring.lowerBound + offset
                let corner = corners[index]
                let previous = corners[ring.lowerBound + (offset + count - 1) % count]
                let next = corners[ring.lowerBound + (offset + 1) % count]
                let edgeLength = corner.vertex.distance(to: next.vertex)
                let overflow = corner.tangentLength + next.tangentLength - edgeLength
                consider(tolerance - overflow, .edgeOverflow, index, overflow)

                let requested = corner.requestedRadius, realised = corner.realisedRadius
                guard let fillet = corner.fillet else {
                    if requested > 0 {
                        // Only a straight corner may stay sharp when a radius is asked for.
                        let straight = Swift.abs(sin(corner.cornerAngle)) <= 1e3 * Path.collinearitySineTolerance
                        consider(straight ? tolerance : tolerance - requested, .missingFillet, index, requested)
                    }
                    continue
                }
                let center = fillet.arc.center
                let ends = arcEnds.ends(of: fillet.arc)
                var error = Swift.abs(fillet.arc.radius - realised)
                error = Swift.max(error, Swift.abs(lineDistance(center, previous.vertex, corner.vertex) - realised))
                error = Swift.max(error, Swift.abs(lineDistance(center, corner.vertex, next.vertex) - realised))
                error = Swift.max(error, lineDistance(ends.start, previous.vertex, corner.vertex))
                error = Swift.max(error, lineDistance(ends.end, corner.vertex, next.vertex))
                consider(tolerance - error, .notTangent, index, error)
                consider(tolerance - (realised - requested), .exceedsRequest, index, realised - requested)
                if realised < requested - tolerance {
                    clamped += 1
                    if shape.clamping == CornerRounding.Clamping.none {
                        consider(tolerance - (requested - realised), .clampedWithoutPolicy, index, requested - realised)
                    } else {
                        let wanted = requestedTangentLength(corner)
                        let before = requestedTangentLength(previous) + wanted - previous.vertex.distance(to: corner.vertex)
                        let after = wanted + requestedTangentLength(next) - edgeLength
                        let need = Swift.max(before, after)
                        consider(tolerance + need, .clampedNeedlessly, index, need)
                    }
                }
            }
        }
        if worst == .infinity { worst = tolerance }
        let margin = analysis.relative(worst)
        let location = defect == .none ? nil : corners[defectIndex].vertex
        verdicts.emit(.radii, margin: margin, location: location) {
            let summary = "\(corners.count) corners, \(clamped) clamped"
            let value = format(defectValue)
            switch defect {
            case .none: return summary
            case .edgeOverflow:
                return "\(summary); tightest edge from corner \(defectIndex): tangent lengths exceed it by \(value)"
            case .notTangent:
                return "\(summary); corner \(defectIndex): fillet off its edges or radius by \(value)"
            case .exceedsRequest:
                return "\(summary); corner \(defectIndex): realised radius exceeds the requested by \(value)"
            case .clampedWithoutPolicy:
                return "\(summary); corner \(defectIndex): radius reduced by \(value) although clamping is none"
            case .clampedNeedlessly:
                return "\(summary); corner \(defectIndex): clamped though the requested radius fits (room \(format(-defectValue)))"
            case .missingFillet:
                return "\(summary); corner \(defectIndex): radius \(value) requested but the corner is sharp"
            }
        }
    }

    /// The tangent length the corner's requested radius needs (0 for a straight corner).
    static func requestedTangentLength(_ corner: CornerRounding.Corner) -> Double {
        guard corner.requestedRadius > 0, corner.cornerAngle > 0 else { return 0 }
        guard Swift.abs(sin(corner.cornerAngle)) > Path.collinearitySineTolerance else { return 0 }
        return CornerRounding.tangentLength(radius: corner.requestedRadius, cornerAngle: corner.cornerAngle)
    }

    /// Distance from `point` to the line through `a` and `b` (to `a` when they coincide).
    @inline(__always)
    static func lineDistance(_ point: Point, _ a: Point, _ b: Point) -> Double {
        let direction = b - a
        let length = direction.lengthSquared.squareRoot()
        guard length > 0 else { return point.distance(to: a) }
        return Swift.abs(direction.cross(point - a)) / length
    }
}

/// The end points of the fillet arcs, taken from the path's prepared segments (already computed,
/// bit for bit `arc.startPoint` and `arc.endPoint`) when the corners list them in path order,
/// computed otherwise.
struct PreparedArcEnds {
    let segments: [PreparedSegment]
    /// Where the search for the next arc starts.
    private var next = 0

    init(segments: [PreparedSegment]) {
        self.segments = segments
    }

    /// The end points of `arc`: those of the first segment from the last match on (wrapping
    /// around once) that draws exactly `arc`.
    mutating func ends(of arc: Arc) -> (start: Point, end: Point) {
        let count = segments.count
        for offset in 0..<count {
            let index = (next + offset) % count
            if case .arc(let candidate) = segments[index].geometry, candidate == arc {
                next = index + 1
                return (segments[index].start, segments[index].end)
            }
        }
        return (arc.startPoint, arc.endPoint)
    }
}
