import FilletSupport
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
    /// The current path's drawn segments with end points, directions, bounds and lengths computed
    /// once, shared by every invariant (joins, self-intersection, symmetry, frame).
    var prepared = PreparedPath()
    /// The flattening stage (``flattening``, ``polyline``, ``segmentChords``): computed on first
    /// ask for the current path.
    var flatteningStage = FlatteningStage()
    /// What the polyline measures, segment by segment and subpath by subpath (``polylineMeasures``).
    var polylineMeasureStage = PolylineMeasures()
    /// Length of each element's drawn segment (0 for `move`; the closing line for `close`).
    var elementLengths: [Double] = []
    /// Scratch points (symmetry features, border samples).
    var points: [Point] = []
    var values: [Double] = []
    /// Scratch indices (symmetry features, winding counts).
    var indices: [Int] = []
    /// Per subpath: signed area, and the sweeps of its non-degenerate arcs and the tangent turns
    /// of its curves; with its joins' turns (``joins``) the turning number is
    /// `(sweeps + turns) / 2π`, as ``FilletGeometry/Path/subpathMeasures`` defines it.
    var subpathAreas: [Double] = []
    var subpathSweeps: [Double] = []
    /// Per element, the users' join policy's end measures (``PathCheck/ElementEnds``).
    var elementEnds: [PathCheck.ElementEnds] = []
    /// The join stage (``joins``): filled by the first join walk over the current path.
    var joinSummary = JoinSummary()
    var joinsWalked = false
    /// Whether every subpath ends with `close` (otherwise orientation falls back to `subpathMeasures`).
    var allSubpathsClosed = true
    /// The exact self-intersection stage (``exactSimplicity(withClearance:)``, ``exactClearance``,
    /// ``exactContacts``): each part computed on first ask for the current path.
    var intersectionStage = ExactIntersectionStage()
    /// The cubics of the current path that stand for circular arcs (``arcCubics``), once asked for.
    var arcCubicStage: [PathCheck.ArcCubic]?
    /// The image of the current path under the affine-map check's transform.
    var mappedPrepared = PreparedPath()
    /// Scratch of the clearance differential: the segments' places, candidate pairs.
    var clearanceSegments: [ClearanceSegment] = []
    var chordPairs: [ChordPairCandidate] = []
    /// What a path check measured of its findings' size (``PathCheck/FindingMeasures``).
    var findingMeasures = PathCheck.FindingMeasures()
    /// The flattened path's chords, their x order and the sweep's active set (intersection differential).
    var edges: [PolylineEdge] = []
    var edgeOrder: [Int] = []
    var activeEdges: [Int] = []
    /// Verdicts of the current evaluation.
    var mask = VerdictMask()
    /// How details name the current path's elements, given with the path to ``prepare(_:inputMagnitude:elementNames:)``:
    /// a path check's (its author's numbering, ``PathCheck/ElementNames``), `nil` for a
    /// construction (by index).
    private(set) var elementNames: PathCheck.ElementNames?
    /// The invariants whose verdicts ``emit(_:_:margin:location:detail:)`` drops (bits of
    /// ``Invariant``): a path check's unchecked ones (``PathCheck/Options/unchecked``), given with
    /// the path to ``prepare(_:inputMagnitude:elementNames:unchecked:)``; none for a construction.
    private(set) var uncheckedInvariants: UInt32 = 0
    /// The path being checked (as given to ``prepare(_:inputMagnitude:)``).
    private(set) var path = Path()

    /// `characteristicSize` of the current path.
    private(set) var size = 0.0
    /// The largest coordinate magnitude (``FilletGeometry/Path/flatteningMagnitude``).
    private(set) var magnitude = 0.0
    /// ``VerificationTolerances/length(size:magnitude:)`` for the current path.
    private(set) var lengthTolerance = 0.0

    public init() {
        prepared.reserveCapacity(segments: 64, subpaths: 2)
        elementLengths.reserveCapacity(64)
        points.reserveCapacity(64)
        values.reserveCapacity(64)
        indices.reserveCapacity(64)
        edges.reserveCapacity(256)
        edgeOrder.reserveCapacity(256)
        activeEdges.reserveCapacity(64)
    }

    /// Measures `path` once for all invariants: prepares its segments (the only trigonometry for
    /// their end points), then per element its drawn length and per subpath its signed area
    /// (``FilletGeometry/PreparedPath/signedArea(ofSubpath:)``, bit for bit
    /// ``FilletGeometry/Path/subpathMeasures``) and arc sweeps.
    /// - Parameter inputMagnitude: the largest coordinate the path was computed from (a
    ///   construction's vertices), when larger than the path's own: its rounding scales with it. A
    ///   sliver triangle 150 wide, clamped to fillets 0.003 across, has points computed at
    ///   coordinates of 100, and gaps of their rounding (4e-11) that the path's own size would
    ///   call a defect.
    package func prepare(_ path: Path, inputMagnitude: Double = 0) {
        prepare(path, inputMagnitude: inputMagnitude, elementNames: nil)
    }

    /// ``prepare(_:inputMagnitude:)``, with details naming the elements by `elementNames` and the
    /// verdicts of the invariants in `unchecked` (bits of ``Invariant``) not emitted.
    func prepare(_ path: Path, inputMagnitude: Double, elementNames: PathCheck.ElementNames?, unchecked: UInt32 = 0) {
        mask = VerdictMask()
        self.elementNames = elementNames
        uncheckedInvariants = unchecked
        self.path = path
        intersectionStage.reset()
        flatteningStage.reset()
        polylineMeasureStage.reset()
        arcCubicStage = nil
        findingMeasures = PathCheck.FindingMeasures()
        joinsWalked = false
        prepared.prepare(path)
        size = prepared.characteristicSize
        magnitude = Swift.max(path.flatteningMagnitude, inputMagnitude.isFinite ? inputMagnitude : 0)
        lengthTolerance = VerificationTolerances.length(size: size, magnitude: magnitude)
        let degenerate = Path.degenerateSegmentRelativeTolerance * size
        // Locals, not the stored arrays, while filling: no exclusivity check per access.
        var lengths: [Double] = [], areas: [Double] = [], sweeps: [Double] = []
        swap(&lengths, &elementLengths)
        swap(&areas, &subpathAreas)
        swap(&sweeps, &subpathSweeps)
        defer {
            swap(&lengths, &elementLengths)
            swap(&areas, &subpathAreas)
            swap(&sweeps, &subpathSweeps)
        }
        lengths.removeAll(keepingCapacity: true)
        lengths.append(contentsOf: repeatElement(0, count: prepared.elementCount))
        areas.removeAll(keepingCapacity: true)
        sweeps.removeAll(keepingCapacity: true)
        var allClosed = true
        prepared.segments.withUnsafeBufferPointer { segments in
            for (subpathIndex, subpath) in prepared.subpaths.enumerated() {
                var sweep = 0.0
                for index in subpath.segmentRange {
                    let segment = segments[index]
                    lengths[segment.elementIndex] = segment.length
                    if case .arc(let arc) = segment.geometry, arc.length > degenerate { sweep += arc.sweep }
                    // A curve turns by its own tangent turn (``FilletGeometry/CubicCurve/tangentTurn``), as
                    // ``FilletGeometry/Path/subpathMeasures`` counts it; constructions draw no curves.
                    if case .curve(let curve) = segment.geometry, segment.length > degenerate { sweep += curve.tangentTurn }
                }
                if !subpath.isClosed { allClosed = false }
                // The library's own measure (one implementation of the area terms), not a copy:
                // the area differential then checks that code against the flattened polyline.
                areas.append(prepared.signedArea(ofSubpath: subpathIndex))
                sweeps.append(sweep)
            }
        }
        allSubpathsClosed = allClosed
    }

    /// A length divided by the size: the relative-length margin unit (the raw length when the
    /// size is 0, so a degenerate path still gets a signed margin).
    @inline(__always)
    func relative(_ length: Double) -> Double { size > 0 ? length / size : length }

    /// Records a verdict that holds when `margin ≥ 0` (NaN fails) in the sink and the mask, unless
    /// its invariant is unchecked (``uncheckedInvariants``): then nothing is recorded and the
    /// detail is not written.
    @inline(__always)
    func emit<Sink: InvariantSink>(_ sink: inout Sink, _ invariant: Invariant, margin: Double, location: Point? = nil,
                                   detail: () -> String) {
        guard invariant.bit & uncheckedInvariants == 0 else { return }
        let passed = margin >= 0
        mask.record(invariant, passed: passed)
        sink.record(invariant, passed: passed, margin: margin, location: location, detail: detail)
    }

    /// Runs `body` with every invariant's verdicts emitted, unchecked ones included: for a verdict
    /// another finding is graded by, taken into a sink of the caller's own and reported nowhere.
    func emittingUncheckedVerdicts<Result>(_ body: () -> Result) -> Result {
        let unchecked = uncheckedInvariants
        uncheckedInvariants = 0
        defer { uncheckedInvariants = unchecked }
        return body()
    }

    /// How a detail names element `index` of the current path: `element i`, or its name in a
    /// path check (``elementNames``).
    func elementName(_ index: Int) -> String { elementNames?.name(index) ?? "element \(index)" }

    /// How a detail describes a contact: ``FilletGeometry/SelfIntersection``'s own description,
    /// or with the path check's names (`crossing of 'L5 -3' (byte 24) and … at (x, y)`; one
    /// written element meeting itself, such as two cubics of one elliptical arc, "with itself").
    func describe(_ contact: SelfIntersection) -> String {
        guard let names = elementNames else { return "\(contact)" }
        let at = contact.kind == .overlap ? "from \(contact.point) to \(contact.overlapEnd)" : "at \(contact.point)"
        let first = names.name(contact.firstElementIndex), second = names.name(contact.secondElementIndex)
        return first == second ? "\(contact.kind) of \(first) with itself \(at)"
            : "\(contact.kind) of \(first) and \(second) \(at)"
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
func format(_ value: Double) -> String { NumberText.compact(value, digits: 6) }

/// An angle in degrees for details.
@inline(never)
func degrees(_ radians: Double) -> String { format(radians * 180 / .pi) + "°" }
