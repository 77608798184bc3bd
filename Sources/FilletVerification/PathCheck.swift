import FilletGeometry

/// The gate for a user's own path (an SVG element, a path a view draws): its measures and the
/// path-level invariants, as `fillet check path` prints them. The one way to check a path from
/// the library (``Catalogue/checkAsConstruction(_:options:)`` holds a path to the constructions'
/// stricter rules; ``VerificationSuite/checkPathSuiteInvariants(_:)`` is the path suite's check of
/// the library's own measures).
///
/// ```swift
/// let report = PathCheck.check(try Path(svgPathData: "M0 0 H10 V10 Z"))
/// #expect(report.passed, "\(report)")   // the row and failing details, as the CLI prints them
/// ```
///
/// What a user's path is held to (unlike a construction, it may be a stroke, have holes, or be
/// written with rounded decimals):
///
/// | invariant               | passes when                                                       |
/// |-------------------------|-------------------------------------------------------------------|
/// | `closed-finite`         | non-empty, finite, size > 0; open subpaths are *reported* only    |
/// | `position-continuity`   | consecutive segments meet (as for constructions)                  |
/// | `tangent-continuity`    | no join turns by more than its G1 tolerance and less than the kink threshold |
/// | `non-self-intersection` | no two segments of the element meet but at joints (all subpaths)  |
/// | `flattening-*`          | the flattening is within its tolerance                            |
/// | `orientation`           | every *closed* subpath turns ±1, its area of the same sign        |
/// | `arc-cubics`            | every cubic that stands for a circular arc is round enough        |
/// | `curvature-continuity`  | reported; gates only with ``Options/maximumCurvatureJump``        |
///
/// A subpath whose last point is its first (within the length tolerance) but has no `Z` is
/// closed first, as a fill and GEOS's rings treat it. The differential invariants (exact measures
/// against the polyline) check the library, not the path: `fillet verify` runs them; so is scale
/// invariance (``Catalogue/Options/scaleInvariance`` `.never`).
public enum PathCheck {
    /// What the gate accepts.
    public struct Options: Hashable, Sendable {
        /// A join that turns by more than the tangent-continuity tolerance but less than this
        /// (radians, in [0, π]) is a near-miss kink and fails; intended corners turn by more.
        public var kinkThreshold: Double
        /// When set, ``Invariant/curvatureContinuity`` fails where a tangent-continuous join's
        /// curvature jumps by more than this times 1/size; `nil` (default) reports the jump only:
        /// a line meeting a fillet jumps from 0 to 1/r, which every rounded rectangle does.
        public var maximumCurvatureJump: Double?
        /// The invariants not checked (a gate's `off` ones, ``GateProfile/checkOptions``): no row
        /// of theirs is reported, a part of the check that emits only these does not run, and no
        /// stage only they read is computed (the contact search that sizes crossings runs
        /// only when ``Invariant/nonSelfIntersection`` is checked). ``Invariant/closedAndFinite``
        /// here still stops a path that cannot be measured, without a row. Default: none.
        public var unchecked: Set<Invariant> { didSet { checksNone = Self.coversGate(unchecked) } }
        /// Whether a holding invariant is reported in full: its margin measured where that costs
        /// more than its verdict (the clearance of ``Invariant/nonSelfIntersection``, the
        /// deviation of ``Invariant/flatteningDeviation`` below its bound), its detail
        /// written. Off, such a margin is 0 (a lower bound) and a holding invariant's detail is
        /// empty; a failing one is reported in full either way. `fillet check path` turns it on
        /// for the JSON output alone, the one that shows holding rows. Default: on.
        public var describesPassingVerdicts: Bool
        /// Whether the report's ``Report/measures`` (area, length, bounds) are wanted. Off, they
        /// are zero with no bounds, and a curve's length (a quadrature) is computed only where a
        /// check reads it; when moreover no invariant of ``GateProfile/invariants`` is checked,
        /// the analysis is not prepared at all, and only ``Report/segmentCount`` is counted (the
        /// same count). `fillet check path` turns it off for the outputs that do not show
        /// measures (all but JSON). Default: on.
        public var reportsMeasures: Bool

        public init(kinkThreshold: Double = PathCheck.defaultKinkThreshold, maximumCurvatureJump: Double? = nil,
                    unchecked: Set<Invariant> = [], describesPassingVerdicts: Bool = true, reportsMeasures: Bool = true) {
            self.kinkThreshold = kinkThreshold
            self.maximumCurvatureJump = maximumCurvatureJump
            self.unchecked = unchecked
            self.checksNone = Self.coversGate(unchecked)
            self.describesPassingVerdicts = describesPassingVerdicts
            self.reportsMeasures = reportsMeasures
        }

        /// Whether `invariant` is checked (not in ``unchecked``).
        public func checks(_ invariant: Invariant) -> Bool { !unchecked.contains(invariant) }

        /// Whether no invariant of ``GateProfile/invariants`` is checked: nothing reads the path's
        /// analysis. Kept with ``unchecked`` (every checked element asks).
        private(set) var checksNone: Bool

        /// Whether `unchecked` holds every invariant of ``GateProfile/invariants``.
        private static func coversGate(_ unchecked: Set<Invariant>) -> Bool {
            GateProfile.invariants.allSatisfy { unchecked.contains($0) }
        }
    }

    /// 3°: design tools place intended corners well above it, while a join meant to be smooth but
    /// exported slightly off (a handle nudged, a rounded coordinate) turns by well under it.
    public static let defaultKinkThreshold = 3 * Double.pi / 180

    /// The exact measures of the path, after transforms.
    public struct Measures: Hashable, Sendable {
        /// ½∮(x dy − y dx) summed over the subpaths (each closed as a fill closes it).
        public var area: Double
        /// Total length of the drawn segments (an open subpath's implicit closing line excluded).
        public var length: Double
        /// Exact bounds; `nil` for a path with no points.
        public var bounds: BoundingBox?

        public init(area: Double, length: Double, bounds: BoundingBox?) {
            self.area = area
            self.length = length
            self.bounds = bounds
        }

        /// The measures of the path `analysis` has prepared, from its segments (no second walk):
        /// the same terms as ``init(_:)`` (``FilletGeometry/PreparedPath/signedArea(ofSubpath:)``
        /// is ``FilletGeometry/Path/subpathMeasures``'s area bit for bit).
        init(_ analysis: PathAnalysis) {
            let box = analysis.prepared.bounds
            self.init(area: analysis.subpathAreas.reduce(0, +), length: analysis.prepared.length,
                      bounds: box.minX <= box.maxX && box.minY <= box.maxY ? box : nil)
        }

        public init(_ path: Path) {
            let box = path.bounds
            self.init(area: path.signedArea, length: path.length,
                      bounds: box.minX <= box.maxX && box.minY <= box.maxY ? box : nil)
        }
    }

    /// A cubic element recognised as a circular arc.
    public struct ArcCubic: Hashable, Sendable {
        /// Index of the `.cubic` element in the elements of the path given to the check.
        public var elementIndex: Int
        public var fit: CubicArcFit

        public init(elementIndex: Int, fit: CubicArcFit) {
            self.elementIndex = elementIndex
            self.fit = fit
        }
    }

    /// The measures and one result per invariant.
    public struct Report: InvariantVerdicts, Hashable, Sendable {
        /// The path's measures; zero with no bounds when ``Options/reportsMeasures`` is off.
        public var measures: Measures
        public var results: [InvariantResult]
        /// The cubics that stand for circular arcs, with centre, radius and radial error (none
        /// looked for when ``Invariant/arcCubics`` is unchecked).
        public var arcs: [ArcCubic]
        /// Drawn segments: line, arc, quadratic and cubic elements, and the line a close draws back
        /// to a subpath's start that it is not already at (moves not counted); the cubics that
        /// draw one elliptical arc (`Path.partRuns`) count as the one segment
        /// their author wrote.
        public var segmentCount: Int
        /// How far each failing invariant's defect moves the drawing (what the gate grades).
        public var findingMeasures: FindingMeasures

        public init(measures: Measures, results: [InvariantResult], arcs: [ArcCubic] = [], segmentCount: Int = 0,
                    findingMeasures: FindingMeasures = FindingMeasures()) {
            self.measures = measures
            self.results = results
            self.arcs = arcs
            self.segmentCount = segmentCount
            self.findingMeasures = findingMeasures
        }
    }

    /// Measures `path` and runs the path-level invariants on it (see the type's table).
    ///
    /// Details name elements as the author gave them (`ElementNames`): by index in `path` (in
    /// `written.path` under a transform), or, with `source` (where SVG path data wrote each
    /// element of the path as written), by the segment of the data: `'L5 -3' (byte 24)`.
    /// - Parameters:
    ///   - path: the path as drawn.
    ///   - options: the kink threshold, the optional curvature-jump limit and the invariants not
    ///     checked (no result of theirs in the report).
    ///   - written: the path as its author wrote it and the transform to `path`, where its written
    ///     precision is read; `nil` reads it from `path`.
    ///   - source: for the path as written (`written.path`, else `path`); ignored when it
    ///     does not have one segment per element.
    /// - Returns: the path's measures and a result per checked invariant. With
    ///   ``Options/reportsMeasures`` off and no invariant checked the path is not analysed: the
    ///   measures are then zero with no bounds (not the path's), and only
    ///   ``Report/segmentCount`` is counted.
    /// - Complexity: O(n log n) for n segments, dominated by the self-intersection scan; the
    ///   calling thread's ``CatalogueContext`` (its analysis and scratch) is reused.
    public static func check(_ path: Path, options: Options = Options(), written: WrittenForm? = nil,
                             source: SVGPathSource? = nil) -> Report {
        check(path, options: options, written: written, source: source, context: .forCurrentThread)
    }

    /// ``check(_:options:written:source:)`` in `context`: its analysis is left prepared for the
    /// path checked (`path` with its returning subpaths closed), unless the path was not analysed
    /// at all (``Options/reportsMeasures`` off and no invariant checked), when it is left as it was.
    static func check(_ path: Path, options: Options = Options(), written: WrittenForm? = nil,
                      source: SVGPathSource? = nil, context: CatalogueContext) -> Report {
        checkNotingCloses(path, options: options, written: written, source: source, context: context).report
    }

    /// ``check(_:options:written:source:context:)``, and the indices of `path`'s elements before
    /// which the check closed a returning subpath (`closingReturningSubpathsNotingCloses`): the
    /// analysis of `context` holds that closed path prepared on return, unless measures are not
    /// reported and no invariant is checked (then nothing is analysed and the analysis still
    /// holds whatever it held before).
    static func checkNotingCloses(_ path: Path, options: Options, written: WrittenForm?, source: SVGPathSource?,
                                  context: CatalogueContext) -> (report: Report, closedBefore: [Int]) {
        let drawn = path
        let (path, closedBefore) = closingReturningSubpathsNotingCloses(drawn)
        if !options.reportsMeasures && options.checksNone {
            // Nothing here reads the analysis: no row, no arc, no finding; the segments counted
            // alone. The analysis is not prepared, so it keeps the previous path's stages.
            let measures = Measures(area: 0, length: 0, bounds: nil)
            return (Report(measures: measures, results: [], segmentCount: drawnSegmentCount(path)), closedBefore)
        }
        var collector = InvariantResultCollector(passingInFull: options.describesPassingVerdicts)
        let names = ElementNames(drawn: drawn, closedBefore: closedBefore, written: written?.path, source: source)
        var (arcs, findingMeasures) = evaluate(path, options: options, written: written, names: names,
                                               context: context, into: &collector)
        // A failing orientation is graded by its crossing, so an unchecked non-self-intersection
        // is decided for it (no row), into a recorder of its own: on such elements alone.
        if !options.checks(.nonSelfIntersection), collector.results.contains(where: { $0.invariant == .orientation && !$0.passed }) {
            var verdict = VerdictRecorder(InvariantResultCollector(passingInFull: false))
            findingMeasures = findingMeasures.merging(NonSelfIntersectionInvariant.evaluate(options: options, context, &verdict))
            findingMeasures.selfIntersects = verdict.sink.results.contains { $0.invariant == .nonSelfIntersection && !$0.passed }
        }
        findingMeasures = findingMeasures.mapped(closedBefore: closedBefore)
        if !closedBefore.isEmpty {
            // In the path given: a cubic is never an inserted close.
            for index in arcs.indices {
                if case .given(let given) = ElementNames.locate(arcs[index].elementIndex, closedBefore: closedBefore) {
                    arcs[index].elementIndex = given
                }
            }
        }
        // The prepared path's segments are what the walk draws (a close's line only when it moves).
        let analysis = context.analysis
        let segments = analysis.prepared.segments.count - path.partRuns.reduce(0) { $0 + $1.count - 1 }
        let measures = options.reportsMeasures ? Measures(analysis) : Measures(area: 0, length: 0, bounds: nil)
        return (Report(measures: measures, results: collector.results, arcs: arcs, segmentCount: segments,
                       findingMeasures: findingMeasures), closedBefore)
    }

    /// ``Report/segmentCount`` of `path` without preparing it: the segments its walk draws
    /// (``FilletGeometry/Path/segmentEvents``, the walk ``FilletGeometry/PreparedPath`` prepares),
    /// each run of cubics drawing one elliptical arc counted once.
    static func drawnSegmentCount(_ path: Path) -> Int {
        var segments = 0
        for case .segment in path.segmentEvents { segments += 1 }
        return segments - path.partRuns.reduce(0) { $0 + $1.count - 1 }
    }
}
