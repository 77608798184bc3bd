import Foundation

/// Measuring how far a flattening strays from its exact path.
extension Polyline {
    /// An upper bound on the Hausdorff distance between this polyline and `path`, tight when the
    /// vertices lie exactly on the path; `.infinity` when the polyline does not have the structure
    /// that ``Path/flatten(tolerance:into:maximumPointCount:)`` produces for `path`.
    ///
    /// The polyline is matched to the path element by element, as flattening emits it: subpath `i`
    /// to subpath `i` (same closed flag), its first vertex to the `move`, one vertex to each `line`,
    /// and to each arc the vertices up to and including the first one exactly equal to
    /// `arc.endPoint` (none for `θ = 0` or `r = 0`); a closed subpath whose last vertex was dropped
    /// because it repeated the first wraps around to the first. Every vertex must be used.
    ///
    /// Each chord is then compared with the piece of the exact path it stands for:
    /// - a line chord with the exact segment: at most the larger of its two end-point errors;
    /// - an arc chord `qⱼqⱼ₊₁` with the arc piece between the angles `φⱼ, φⱼ₊₁` of its ends
    ///   (each vertex's own angle about the centre, clamped into the arc; the arc's exact start and
    ///   end angles for its first and last chord), by the triangle inequality:
    ///
    /// ```
    /// deviationⱼ = max(|qⱼ − p(φⱼ)|, |qⱼ₊₁ − p(φⱼ₊₁)|) + 2r·sin²(|φⱼ₊₁ − φⱼ| / 4)
    /// ```
    ///
    /// where `|q − p(φ)|` is the vertex's distance from its point on the arc (its radial error,
    /// or its gap from the arc's start for the first chord) and `2r·sin²(Φ/4) = r·(1 − cos(Φ/2))` is
    /// the exact Hausdorff distance between an arc piece of angle `Φ ∈ [0, 2π]` and its chord (the
    /// sagitta). The pieces chain from the arc's start to its end, so they cover it; the maximum
    /// over all chords bounds the Hausdorff distance in both directions.
    ///
    /// The path's point set is taken to include the point of a subpath that is only a `move`.
    /// - Complexity: O(elements + vertices); one `atan2` per interior arc vertex.
    public func maximumDeviation(from path: Path) -> Double {
        let pathSubpaths = path.subpaths
        guard pathSubpaths.count == subpaths.count else { return .infinity }
        var worst = 0.0
        for (pathSubpath, subpath) in zip(pathSubpaths, subpaths) {
            guard pathSubpath.isClosed == subpath.isClosed else { return .infinity }
            guard let deviation = deviation(of: subpath, from: path.elements[pathSubpath.elementRange]) else {
                return .infinity
            }
            worst = Swift.max(worst, deviation)
        }
        return worst
    }

    /// The deviation of one subpath, or `nil` when its vertices do not match the elements.
    private func deviation(of subpath: PolylineSubpath, from elements: ArraySlice<PathElement>) -> Double? {
        let range = subpath.pointRange
        var next = range.lowerBound
        var wrapped = false
        /// The next vertex, wrapping once to the first for a closed subpath.
        func take() -> Point? {
            if next < range.upperBound {
                next += 1
                return points[next - 1]
            }
            guard subpath.isClosed, !wrapped, range.count >= 1 else { return nil }
            wrapped = true
            return points[range.lowerBound]
        }

        var worst = 0.0
        var previous = Point.zero  // last vertex taken
        for element in elements {
            switch element {
            case .move(let target):
                guard let vertex = take() else { return nil }
                worst = Swift.max(worst, vertex.distance(to: target))
                previous = vertex
            case .line(let target):
                guard let vertex = take() else { return nil }
                worst = Swift.max(worst, vertex.distance(to: target))
                previous = vertex
            case .arc(let arc):
                guard arc.radius > 0, arc.sweep != 0 else {
                    worst = Swift.max(worst, previous.distance(to: arc.startPoint))
                    continue
                }
                guard let result = arcDeviation(arc, from: previous, take: take) else { return nil }
                worst = Swift.max(worst, result.deviation)
                previous = result.last
            case .close:
                break
            }
        }
        guard next == range.upperBound else { return nil }
        return worst
    }

    /// Deviation of the chords standing for `arc`, which start at `start` (the previous vertex).
    private func arcDeviation(_ arc: Arc, from start: Point, take: () -> Point?) -> (deviation: Double, last: Point)? {
        let end = arc.endPoint
        let low = Swift.min(arc.startAngle, arc.endAngle), high = Swift.max(arc.startAngle, arc.endAngle)
        var vertices: [Point] = []
        while true {
            guard let vertex = take() else { return nil }
            vertices.append(vertex)
            if vertex == end { break }
        }
        let count = vertices.count
        let nominalStep = arc.sweep / Double(count)
        var previousAngle = arc.startAngle
        var previousError = start.distance(to: arc.startPoint)
        var worst = 0.0
        for (index, vertex) in vertices.enumerated() {
            let angle: Double
            if index == count - 1 {
                angle = arc.endAngle
            } else {
                // Unwrap the vertex's direction next to where equal steps would put it, then clamp
                // it into the arc so each piece is part of the arc.
                let nominal = arc.startAngle + Double(index + 1) * nominalStep
                let direction = (vertex - arc.center).angle
                angle = Swift.min(Swift.max(nominal + Angle.normalizedSigned(direction - nominal), low), high)
            }
            let error = vertex.distance(to: arc.point(atAngle: angle))
            // Pieces beyond a full turn (only in multi-turn arcs) are no farther than a full turn's 2r.
            let halfPiece = Swift.min(Swift.abs(angle - previousAngle), Angle.twoPi) / 4
            let sagitta = 2 * arc.radius * sin(halfPiece) * sin(halfPiece)
            worst = Swift.max(worst, Swift.max(previousError, error) + sagitta)
            previousAngle = angle
            previousError = error
        }
        return (worst, vertices[count - 1])
    }
}
