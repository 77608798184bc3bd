/// Why a path could not be built or processed. Every public entry point of `FilletGeometry` that can
/// be handed bad input throws one of these instead of trapping.
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A coordinate, radius, angle or tolerance was NaN or ±∞.
    case nonFinite(parameter: String, value: Double)
    /// A radius was negative.
    case negativeRadius(Double)
    /// A tolerance was zero or negative.
    case nonPositiveTolerance(Double)
    /// An operation needs a current point and the path has none (after `init()`).
    case noCurrentPoint(operation: String)
    /// A path given as a list of elements does not start each subpath with a move.
    case malformedPath(String)
    /// Every input was finite but the result was not (e.g. `endAngle − startAngle` or a fillet's
    /// tangent points overflow to ±∞); the path is unchanged.
    case overflow(operation: String)
    /// The result would need more points than ``Path/maximumFlattenedPointCount``.
    case tooManyPoints(required: Double, limit: Int)

    public var description: String {
        switch self {
        case .nonFinite(let parameter, let value): return "\(parameter) must be finite, got \(value)"
        case .negativeRadius(let value): return "radius must be ≥ 0, got \(value)"
        case .nonPositiveTolerance(let value): return "tolerance must be > 0, got \(value)"
        case .noCurrentPoint(let operation): return "\(operation) needs a current point; call move(to:) first"
        case .malformedPath(let reason): return "malformed path: \(reason)"
        case .overflow(let operation): return "\(operation) overflows to ±∞ with these (finite) values"
        case .tooManyPoints(let required, let limit):
            guard required.isFinite else { return "flattening needs more points than can be counted (the limit is \(limit))" }
            return "flattening needs \(required) points, more than the limit of \(limit)"
        }
    }
}
