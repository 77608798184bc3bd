import FilletGeometry
import FilletSupport

/// Why a construction could not be built. Every public initialiser in `FilletShapes` that can be
/// handed bad input throws one of these instead of trapping or allocating without bound.
///
/// Each case names the offending parameter exactly as the API spells it (`points`, `innerRatio`,
/// `radii[3]`, `rect.width`, …), so the command line can map it back to its flag.
public enum ShapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A number was NaN or ±∞.
    case nonFinite(parameter: String, value: Double)
    /// A number lies outside its valid range, described in words (e.g. "in (0, 1)").
    case outOfRange(parameter: String, value: Double, valid: String)
    /// A count lies outside `valid`. Counts above ``ShapeLimits/maximumCount`` land here too,
    /// before anything is allocated.
    case countOutOfRange(parameter: String, value: Int, valid: ClosedRange<Int>)
    /// A polygon needs at least `minimum` vertices.
    case tooFewVertices(count: Int, minimum: Int)
    /// Two consecutive polygon vertices coincide, so the edge between them has no direction.
    case coincidentVertices(index: Int, next: Int)
    /// A per-vertex radius list does not have one entry per vertex.
    case radiiCountMismatch(vertices: Int, radii: Int)
    /// The construction has no defined result for these parameters (e.g. the regular inner
    /// radius `R·cos(2π/n)/cos(π/n)` is not positive for n < 5).
    case undefined(parameter: String, reason: String)
    /// Every input is finite but the built shape's coordinates or size are not: `parameter` is the
    /// length of largest magnitude, the one to reduce.
    case overflow(parameter: String, value: Double)
    /// The geometry core rejected a value produced from valid-looking input (e.g. coordinates so
    /// large that an intermediate overflowed to ∞).
    case geometry(GeometryError)

    /// The API name of the parameter at fault, or `nil` when the error is not about one parameter.
    public var parameter: String? {
        switch self {
        case .nonFinite(let parameter, _), .outOfRange(let parameter, _, _), .overflow(let parameter, _),
             .countOutOfRange(let parameter, _, _), .undefined(let parameter, _):
            return parameter
        case .tooFewVertices, .coincidentVertices: return "vertices"
        case .radiiCountMismatch: return "radii"
        case .geometry: return nil
        }
    }

    /// The description for a message that already names the parameter's flag: without the
    /// parameter's own name in front (`--points: the regular inner radius …`, not
    /// `--points: points: the regular inner radius …`).
    public var descriptionAfterFlag: String {
        if case .undefined(_, let reason) = self { return reason }
        return description
    }

    public var description: String {
        switch self {
        case .nonFinite(let parameter, let value):
            return "\(parameter) must be a finite number, got \(value)"
        case .outOfRange(let parameter, let value, let valid):
            return "\(parameter) must be \(valid), got \(NumberText.short(value))"
        case .countOutOfRange(let parameter, let value, let valid):
            return "\(parameter) must be in \(valid.lowerBound)…\(valid.upperBound), got \(value)"
        case .tooFewVertices(let count, let minimum):
            return "a polygon needs at least \(minimum) vertices, got \(count)"
        case .coincidentVertices(let index, let next):
            return "vertices \(index) and \(next) coincide, so the edge between them has no direction"
        case .radiiCountMismatch(let vertices, let radii):
            return "radii must have one entry per vertex (\(vertices)), got \(radii)"
        case .undefined(let parameter, let reason):
            return "\(parameter): \(reason)"
        case .overflow(let parameter, let value):
            return "\(parameter) = \(NumberText.short(value)) makes the shape's coordinates or size overflow to ±∞; use a smaller value"
        case .geometry(let error):
            return "geometry: \(error)"
        }
    }
}

/// Limits shared by every construction, so hostile input fails fast with a ``ShapeError``.
public enum ShapeLimits {
    /// The largest vertex or point count any construction accepts (10⁶). A count above it is
    /// rejected before anything is allocated; a star with this many points already has 2·10⁶
    /// corners.
    public static let maximumCount = 1_000_000

    /// The largest point count of the seed stars as published (seeds 000, 002, 003): 10⁵. Their
    /// outlines cross themselves many times (seed 000's arcs centred on the vertices), and the
    /// whole catalogue on the largest (`fillet check seed000 --points 100000`) needs about 0.5 GB;
    /// ten times that would not fit in 1 GB.
    public static let maximumSeedPoints = 100_000
}

/// Input checks shared by the constructions.
///
/// Parameter names are autoclosures: a name such as `vertices[17].x` is formatted only when the
/// check fails, so validating good input builds no strings.
enum Check {
    @inline(__always)
    static func finite(_ value: Double, _ parameter: @autoclosure () -> String) throws(ShapeError) {
        guard value.isFinite else { throw .nonFinite(parameter: parameter(), value: value) }
    }

    @inline(__always)
    static func finite(_ point: Point, _ parameter: @autoclosure () -> String) throws(ShapeError) {
        guard point.x.isFinite else { throw .nonFinite(parameter: "\(parameter()).x", value: point.x) }
        guard point.y.isFinite else { throw .nonFinite(parameter: "\(parameter()).y", value: point.y) }
    }

    /// The smallest size relative to a shape's distance from the origin that the constructions
    /// draw: 10⁻⁹. Below, its lines are shorter than where the outline treats fillets as meeting
    /// (``RoundedPolygon/meetingTolerance``, 10⁻¹² of the coordinates) or vanish in rounding: a star
    /// of radius 100 at (1e15, 0) came out as a single point, at (1e308, 0) as a vertical segment.
    static let smallestRelativeSize = 1e-9

    /// `size` (an edge, a side) at least ``smallestRelativeSize`` of `scale`, the largest
    /// coordinate magnitude where the shape sits.
    static func resolvable(_ size: Double, atScale scale: Double, _ parameter: String) throws(ShapeError) {
        guard size >= smallestRelativeSize * scale else {
            throw .undefined(parameter: parameter, reason: "\(NumberText.short(size)) is below 1e-9 of its distance from the"
                             + " origin (\(NumberText.short(scale))): coordinates that large cannot draw it; move the shape nearer 0")
        }
    }

    /// Finite and ≥ 0.
    @inline(__always)
    static func nonNegative(_ value: Double, _ parameter: @autoclosure () -> String) throws(ShapeError) {
        try finite(value, parameter())
        guard value >= 0 else { throw .outOfRange(parameter: parameter(), value: value, valid: "≥ 0") }
    }

    /// A corner smoothing: finite and in [0, 1].
    @inline(__always)
    static func smoothing(_ value: Double, _ parameter: @autoclosure () -> String) throws(ShapeError) {
        try finite(value, parameter())
        guard value >= 0, value <= 1 else { throw .outOfRange(parameter: parameter(), value: value, valid: "in [0, 1]") }
    }

    /// Finite and > 0.
    @inline(__always)
    static func positive(_ value: Double, _ parameter: @autoclosure () -> String) throws(ShapeError) {
        try finite(value, parameter())
        guard value > 0 else { throw .outOfRange(parameter: parameter(), value: value, valid: "> 0") }
    }

    static func count(_ value: Int, _ parameter: String, minimum: Int,
                      maximum: Int = ShapeLimits.maximumCount) throws(ShapeError) {
        guard value >= minimum, value <= maximum else {
            throw .countOutOfRange(parameter: parameter, value: value, valid: minimum...maximum)
        }
    }

    /// Runs a geometry-core builder call, converting its error.
    @inline(__always)
    static func geometry<T>(_ body: () throws(GeometryError) -> T) throws(ShapeError) -> T {
        do { return try body() } catch { throw .geometry(error) }
    }
}
