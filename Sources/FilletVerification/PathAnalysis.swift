import FilletGeometry
import FilletSupport

/// The one analysis of a path that every check of both gates reads: the input, measured once by
/// ``prepare(_:inputMagnitude:elementNames:)`` (the prepared segments, each subpath's signed
/// area), and the stages computed from it on first ask (each element's drawn length
/// ``elementLengths``, each subpath's sweep ``subpathSweeps``, the join walk ``joins``, the
/// flattening ``flattening`` with its chord attribution and ``polylineMeasures``, the exact
/// self-intersection facts ``exactSimplicity(withClearance:)``,
/// ``exactClearance`` and ``exactContacts``, the arc cubics ``arcCubics``).
///
/// A check reads the analysis and never writes it: the input is set by `prepare` alone, and each
/// stage is written only by the getter that computes it, the same value whoever asks first. So
/// no check depends on another having run, and any order of checks gives the same rows. Verdicts
/// go to a ``VerdictRecorder``, a check's buffers are its ``EntryScratch``, and what a check
/// measures of its findings it returns as a value.
///
/// One analysis is reused from path to path (``CatalogueContext``, one per thread), so its
/// buffers keep their capacity; not thread-safe.
final class PathAnalysis {
    /// The path being checked (as given to ``prepare(_:inputMagnitude:elementNames:)``).
    private(set) var path = Path()
    /// The path's drawn segments with end points, directions, bounds and lengths computed once.
    /// Settable only for the exact-intersection stage, whose searches reuse its piece table
    /// (`…ReusingTable`): no check changes its segments.
    var prepared = PreparedPath()
    /// Whether ``prepared`` holds ``path``'s segments (`false` until the first prepare).
    private var preparedHoldsPath = false
    /// `characteristicSize` of the path.
    private(set) var size = 0.0
    /// The largest coordinate magnitude (``FilletGeometry/Path/flatteningMagnitude``, or the input
    /// magnitude when larger).
    private(set) var magnitude = 0.0
    /// ``VerificationTolerances/length(size:magnitude:)`` for the path.
    private(set) var lengthTolerance = 0.0
    /// Per subpath: signed area.
    private(set) var subpathAreas: [Double] = []
    /// The element lengths (``elementLengths``) and subpath sweeps (``subpathSweeps``) stages:
    /// their storage, kept from path to path, and whether it holds the current path's.
    var elementLengthStage: [Double] = []
    var elementLengthsMeasured = false
    var subpathSweepStage: [Double] = []
    var subpathSweepsMeasured = false
    /// Whether every subpath ends with `close` (otherwise orientation falls back to `subpathMeasures`).
    private(set) var allSubpathsClosed = true
    /// How details name the path's elements: a path check's (its author's numbering,
    /// ``PathCheck/ElementNames``), `nil` for a construction (by index).
    private(set) var elementNames: PathCheck.ElementNames?
    /// How a user's path was written, when a transform maps it to the path checked (its written
    /// precision bounds how smooth a join can be); `nil`: as the path's own numbers.
    private(set) var written: PathCheck.WrittenForm?

    // The stages: each written only by the getter that computes it (in the stage's own file).
    /// The flattening stage (``flattening``, ``polyline``, ``segmentChords``).
    var flatteningStage = FlatteningStage()
    /// What the polyline measures (``polylineMeasures``).
    var polylineMeasureStage = PolylineMeasures()
    /// The join stage (``joins``): filled by the first join walk over the path.
    var joinSummary = JoinSummary()
    var joinsWalked = false
    /// Whether the first join walk over a path keeps its joins (``joinRecord``): set by a
    /// caller that reads every join after the check (``PathCheck/checkWithJoinVerdicts(_:options:written:source:)``).
    var recordsJoins = false
    /// The joins of the first walk over the current path, in its order, when ``recordsJoins`` was
    /// set then (``joinsRecorded``): what a second walk would give. Its storage is kept from path to path.
    private(set) var joinRecord: [Join] = []
    /// Whether ``joinRecord`` holds the current path's joins.
    private(set) var joinsRecorded = false
    /// The exact self-intersection stage.
    var intersectionStage = ExactIntersectionStage()
    /// The cubics of the path that stand for circular arcs (``arcCubics``), once asked for.
    var arcCubicStage: [PathCheck.ArcCubic]?
    /// The piece tree against all pairs (``treeComparison``), once asked for.
    var treeComparisonStage: TreeComparison?
    /// The exact clearance against the chords (``clearanceComparison``), once asked for, and its buffers.
    var clearanceComparisonStage: ClearanceComparison?
    var clearanceBuffers = ClearanceBuffers()
    /// ``subpathMeasures``, once asked for.
    var subpathMeasuresStage: [SubpathMeasure]?
    /// The path's segments grouped by subpath (``segmentsBySubpath``), once asked for.
    var segmentsBySubpathStage: [SubpathSegments]?
    /// The users' join walk (``userJoins(kinkThreshold:)``), once asked for, and its buffers.
    var userJoinStage: PathCheck.UserJoinJudgement?
    var userJoinEnds: [PathCheck.ElementEnds] = []
    var userJoinSteps: [Double] = []

    init() {
        prepared.reserveCapacity(segments: 64, subpaths: 2)
        elementLengthStage.reserveCapacity(64)
    }

    /// Measures `path` once for all checks: prepares its segments (the only trigonometry for
    /// their end points), then per subpath its signed area
    /// (``FilletGeometry/PreparedPath/signedArea(ofSubpath:)``, bit for bit
    /// ``FilletGeometry/Path/subpathMeasures``); forgets every stage of the previous path.
    /// - Parameters:
    ///   - inputMagnitude: the largest coordinate the path was computed from (a construction's
    ///     vertices), when larger than the path's own: its rounding scales with it. A sliver
    ///     triangle 150 wide, clamped to fillets 0.003 across, has points computed at coordinates
    ///     of 100, and gaps of their rounding (4e-11) that the path's own size would call a defect.
    ///   - elementNames: how details name the elements (by index when `nil`).
    ///   - written: how a user's path was written (``written``).
    ///   - measuringSubpaths: whether to measure each subpath's area; `false` (for a walk of the
    ///     joins, which reads none) leaves the list empty until the next prepare.
    func prepare(_ path: Path, inputMagnitude: Double = 0, elementNames: PathCheck.ElementNames? = nil,
                 written: PathCheck.WrittenForm? = nil, measuringSubpaths: Bool = true) {
        self.elementNames = elementNames
        self.written = written
        // The path prepared last again, bit for bit (an element surveyed for near misses, then
        // checked whole): its segments are the ones `prepared` holds, a function of the path alone.
        let samePath = preparedHoldsPath && path.isBitIdentical(to: self.path)
        self.path = path
        intersectionStage.reset()
        flatteningStage.reset()
        polylineMeasureStage.reset()
        arcCubicStage = nil
        treeComparisonStage = nil
        clearanceComparisonStage = nil
        subpathMeasuresStage = nil
        segmentsBySubpathStage = nil
        userJoinStage = nil
        joinsWalked = false
        joinsRecorded = false
        elementLengthsMeasured = false
        subpathSweepsMeasured = false
        if !samePath { prepared.prepare(path) }
        preparedHoldsPath = true
        size = prepared.characteristicSize
        magnitude = Swift.max(path.flatteningMagnitude, inputMagnitude.isFinite ? inputMagnitude : 0)
        lengthTolerance = VerificationTolerances.length(size: size, magnitude: magnitude)
        var areas: [Double] = []
        swap(&areas, &subpathAreas)
        defer { swap(&areas, &subpathAreas) }
        areas.removeAll(keepingCapacity: true)
        var allClosed = true
        for (subpathIndex, subpath) in prepared.subpaths.enumerated() {
            if !subpath.isClosed { allClosed = false }
            // The library's own measure (one implementation of the area terms), not a copy:
            // the area differential then checks that code against the flattened polyline.
            if measuringSubpaths { areas.append(prepared.signedArea(ofSubpath: subpathIndex)) }
        }
        allSubpathsClosed = allClosed
    }

    /// The path's segments grouped by subpath (``FilletGeometry/Path/segmentsBySubpath``): a
    /// stage, computed on first ask.
    var segmentsBySubpath: [SubpathSegments] {
        if let groups = segmentsBySubpathStage { return groups }
        let groups = path.segmentsBySubpath
        segmentsBySubpathStage = groups
        return groups
    }

    /// A length divided by the size: the relative-length margin unit (the raw length when the
    /// size is 0, so a degenerate path still gets a signed margin).
    @inline(__always)
    func relative(_ length: Double) -> Double { size > 0 ? length / size : length }

    /// How a detail names element `index`: `element i`, or its name in a path check (``elementNames``).
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
}

/// Numbers in details: six significant digits.
@inline(never)
package func format(_ value: Double) -> String { NumberText.compact(value, digits: 6) }

/// An angle in degrees for details.
@inline(never)
package func degrees(_ radians: Double) -> String { format(radians * 180 / .pi) + "°" }

extension PathAnalysis {
    /// Starts a record of the first walk's joins (``joinRecord``, its storage kept).
    func startRecordingJoins() {
        joinsRecorded = false
        joinRecord.removeAll(keepingCapacity: true)
    }

    /// Notes `join` of the first walk in ``joinRecord``.
    @inline(__always)
    func record(_ join: Join) {
        joinRecord.append(join)
    }

    /// Ends the record: ``joinRecord`` holds the walk's joins.
    func finishRecordingJoins() {
        joinsRecorded = true
    }
}
