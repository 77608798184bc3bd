import Foundation

/// The segments of one boundary with their exact bounds, asked for the distance from many points.
///
/// A segment whose box is farther from the point than the best distance so far, by more than
/// the rounding of any distance formula here (10⁻¹² of the largest coordinate the formula
/// computes with — an arc's centre and radius included — plus 10⁻⁹ relative for the squares),
/// cannot give a smaller computed distance, so it is skipped without changing a bit of the
/// result; the border invariant asks 256 points about 8 segments per case.
package struct NearestSegment {
    let segments: [PathSegment]
    let boxes: [BoundingBox]
    /// Per segment, the largest coordinate magnitude its distance formula computes with.
    let magnitudes: [Double]

    package init(_ segments: [PathSegment]) {
        self.segments = segments
        boxes = segments.map(\.bounds)
        magnitudes = segments.map { segment in
            let box: BoundingBox
            switch segment.geometry {
            case .line(let from, let to): box = BoundingBox(from, to)
            case .arc(let arc): box = BoundingBox(minX: arc.center.x - arc.radius, minY: arc.center.y - arc.radius,
                                                  maxX: arc.center.x + arc.radius, maxY: arc.center.y + arc.radius)
            case .curve(let curve): box = curve.controlBounds
            }
            return box.largestMagnitude
        }
    }

    /// The exact distance from `point` to the nearest segment; ∞ for none.
    package func distance(from point: Point) -> Double {
        var first = 0
        return distance(from: point, startingAt: &first)
    }

    /// ``distance(from:)``, the segments tried from index `first` on (cyclically), which is then
    /// set to the nearest one's: the same value whatever the start (a segment is skipped only when
    /// it cannot give a smaller computed distance), found sooner from a good guess.
    package func distance(from point: Point, startingAt first: inout Int) -> Double {
        let count = segments.count
        guard count > 0 else { return .infinity }
        var best = Double.infinity, nearest = first
        var index = first >= 0 && first < count ? first : 0
        for _ in 0..<count {
            defer { index = index + 1 == count ? 0 : index + 1 }
            let box = boxes[index]
            let dx = Swift.max(box.minX - point.x, 0, point.x - box.maxX)
            let dy = Swift.max(box.minY - point.y, 0, point.y - box.maxY)
            let magnitude = Swift.max(Swift.max(Swift.abs(point.x), Swift.abs(point.y)), magnitudes[index])
            let reach = best + 1e-12 * magnitude
            if dx * dx + dy * dy > reach * reach * (1 + 1e-9) { continue }
            let distance = Self.distance(from: point, to: segments[index])
            if distance < best { nearest = index }
            best = Swift.min(best, distance)
        }
        first = nearest
        return best
    }

    private static func distance(from point: Point, to segment: PathSegment) -> Double {
        switch segment.geometry {
        case .line(let from, let to):
            let direction = to - from
            let lengthSquared = direction.lengthSquared
            let t = lengthSquared > 0 ? Swift.min(Swift.max((point - from).dot(direction) / lengthSquared, 0), 1) : 0
            return point.distance(to: from + direction * t)
        case .arc(let arc):
            let offset = point - arc.center
            if arc.containsDirection(offset) { return Swift.abs(offset.length - arc.radius) }
            return Swift.min(point.distance(to: arc.startPoint), point.distance(to: arc.endPoint))
        case .curve:
            return SegmentIntersection.distance(from: point, to: segment.geometry)
        }
    }
}
