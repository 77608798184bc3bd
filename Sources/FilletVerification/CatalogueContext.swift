import Foundation
import FilletGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reusable scratch space for the catalogue: the flattening buffer, per-element lengths, sample
/// points, and the measures of the path being checked. One per thread
/// (``forCurrentThread``), so a worker checking thousands of cases allocates its buffers once.
///
/// Not thread-safe; never share one between threads.
public final class CatalogueContext {
    /// The flattening of the current path.
    var polyline = Polyline()
    /// Length of each element's drawn segment (0 for `move`; the closing line for `close`).
    var elementLengths: [Double] = []
    /// Scratch points (symmetry features, border samples).
    var points: [Point] = []
    var values: [Double] = []
    /// Per subpath: signed area, the sweeps of its non-degenerate arcs, and (filled by the
    /// continuity walk) the sum of its joins' signed turns; the turning number is
    /// `(sweeps + turns) / 2π`, as ``FilletGeometry/Path/subpathMeasures`` defines it.
    var subpathAreas: [Double] = []
    var subpathSweeps: [Double] = []
    var subpathTurns: [Double] = []
    /// Whether every subpath ends with `close` (otherwise orientation falls back to `subpathMeasures`).
    var allSubpathsClosed = true
    /// Verdicts of the current evaluation.
    var mask = VerdictMask()

    /// `characteristicSize` of the current path.
    private(set) var size = 0.0
    /// The largest coordinate magnitude (``FilletGeometry/Path/flatteningMagnitude``).
    private(set) var magnitude = 0.0
    /// ``VerificationTolerances/length(size:magnitude:)`` for the current path.
    private(set) var lengthTolerance = 0.0

    public init() {
        polyline.reserveCapacity(points: 256, subpaths: 2)
        elementLengths.reserveCapacity(64)
        points.reserveCapacity(64)
        values.reserveCapacity(64)
    }

    /// Measures `path` once for all invariants.
    func prepare(_ path: Path) {
        mask = VerdictMask()
        size = path.characteristicSize
        magnitude = path.flatteningMagnitude
        lengthTolerance = VerificationTolerances.length(size: size, magnitude: magnitude)
        elementLengths.removeAll(keepingCapacity: true)
        subpathAreas.removeAll(keepingCapacity: true)
        subpathSweeps.removeAll(keepingCapacity: true)
        subpathTurns.removeAll(keepingCapacity: true)
        allSubpathsClosed = true
        let degenerate = Path.degenerateSegmentRelativeTolerance * size
        var current = Point.zero, start = Point.zero, isOpen = false
        var area = 0.0, sweep = 0.0
        func lineTerm(_ p: Point, _ q: Point) -> Double {
            0.5 * ((p.x - start.x) * (q.y - start.y) - (q.x - start.x) * (p.y - start.y))
        }
        func finishSubpath() {
            if current != start { area += lineTerm(current, start) }
            subpathAreas.append(area)
            subpathSweeps.append(sweep)
            subpathTurns.append(0)
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                if isOpen {
                    allSubpathsClosed = false
                    finishSubpath()
                }
                elementLengths.append(0)
                current = point
                start = point
                isOpen = true
                area = 0
                sweep = 0
            case .line(let point):
                elementLengths.append(current.distance(to: point))
                area += lineTerm(current, point)
                current = point
            case .arc(let arc):
                elementLengths.append(arc.length)
                let arcStart = arc.startPoint
                if arcStart != current { area += lineTerm(current, arcStart) }
                area += arc.signedAreaTerm(relativeTo: start)
                if arc.length > degenerate { sweep += arc.sweep }
                current = arc.endPoint
            case .close:
                elementLengths.append(current.distance(to: start))
                finishSubpath()
                current = start
                isOpen = false
            }
        }
        if isOpen {
            allSubpathsClosed = false
            finishSubpath()
        }
    }

    /// A length divided by the size: the relative-length margin unit (the raw length when the
    /// size is 0, so a degenerate path still gets a signed margin).
    @inline(__always)
    func relative(_ length: Double) -> Double { size > 0 ? length / size : length }

    /// Records a verdict that holds when `margin ≥ 0` (NaN fails) in the sink and the mask.
    @inline(__always)
    func emit<Sink: InvariantSink>(_ sink: inout Sink, _ invariant: Invariant, margin: Double, location: Point? = nil,
                                   detail: () -> String) {
        let passed = margin >= 0
        mask.record(invariant, passed: passed)
        sink.record(invariant, passed: passed, margin: margin, location: location, detail: detail)
    }

    /// A verdict-only result: margin 0 when it holds, −1 when not.
    @inline(__always)
    func emitVerdict<Sink: InvariantSink>(_ sink: inout Sink, _ invariant: Invariant, _ holds: Bool,
                                          location: Point? = nil, detail: () -> String) {
        emit(&sink, invariant, margin: holds ? 0 : -1, location: location, detail: detail)
    }

    /// The context of the calling thread, created on first use and released when the thread ends.
    public static var forCurrentThread: CatalogueContext {
        if let pointer = pthread_getspecific(contextKey) {
            return Unmanaged<CatalogueContext>.fromOpaque(pointer).takeUnretainedValue()
        }
        let context = CatalogueContext()
        pthread_setspecific(contextKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }
}

private let contextKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        #if canImport(Darwin)
        Unmanaged<CatalogueContext>.fromOpaque(pointer).release()
        #else
        if let pointer { Unmanaged<CatalogueContext>.fromOpaque(pointer).release() }
        #endif
    }
    return key
}()

/// Numbers in details: six significant digits.
@inline(never)
func format(_ value: Double) -> String {
    if value == 0 || !value.isFinite { return "\(value)" }
    return String(format: "%.6g", value)
}

/// An angle in degrees for details.
@inline(never)
func degrees(_ radians: Double) -> String { format(radians * 180 / .pi) + "°" }
