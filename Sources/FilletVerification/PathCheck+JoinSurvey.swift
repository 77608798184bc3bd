import FilletGeometry

extension PathCheck {
    /// How `checkUserTangentContinuity` classes one join: smooth (turn within its G1 tolerance), an intended
    /// corner (turn at or above the kink threshold) or a near-miss kink (in between: fails).
    public enum JoinClass: String, Hashable, Sendable, Codable {
        case smooth, corner, kink
    }

    /// One join of a path with its turn, its G1 tolerance and its class, as
    /// ``Invariant/tangentContinuity`` judges it.
    public struct JoinVerdict: Hashable, Sendable {
        /// Element indices in the path given (a close the check inserts is reported as `nil`).
        public var incomingElementIndex: Int?
        public var outgoingElementIndex: Int?
        public var point: Point
        /// Signed turn from the incoming end direction to the outgoing start direction (radians).
        public var signedTurn: Double
        /// The join's G1 tolerance (radians): `checkUserTangentContinuity`'s `tolerance_j`.
        public var tolerance: Double
        public var joinClass: JoinClass
        /// Segments too short to have a direction bridged between the two (`Join.skippedSegmentCount`).
        public var skippedSegmentCount: Int

        public init(incomingElementIndex: Int?, outgoingElementIndex: Int?, point: Point, signedTurn: Double,
                    tolerance: Double, joinClass: JoinClass, skippedSegmentCount: Int = 0) {
            self.incomingElementIndex = incomingElementIndex
            self.outgoingElementIndex = outgoingElementIndex
            self.point = point
            self.signedTurn = signedTurn
            self.tolerance = tolerance
            self.joinClass = joinClass
            self.skippedSegmentCount = skippedSegmentCount
        }
    }

    /// Every join of `path`, classed as ``Invariant/tangentContinuity`` classes it in
    /// ``check(_:options:written:source:)``: the same closing of returning subpaths, the same
    /// per-join tolerance (`tolerance_j` of `checkUserTangentContinuity`, written precision included, read from
    /// `written` under a transform) and the same threshold. The invariant fails exactly when one
    /// of these is a ``JoinClass/kink``; this lists which.
    /// - Returns: an empty list for a path the check cannot measure (empty, not finite, no extent).
    /// - Complexity: O(n) for n elements after the path is prepared (O(n) too).
    public static func joinVerdicts(_ path: Path, options: Options = Options(), written: WrittenForm? = nil)
        -> [JoinVerdict] {
        joinVerdicts(path, options: options, written: written, scale: nil)
    }

    /// ``joinVerdicts(_:options:written:)`` of `path`, a part of a whole path (some of its
    /// subpaths, or a run of one subpath's elements after a move to its start) whose ``JoinScale``
    /// is `scale`: the verdicts of the joins inside the part are the whole path's (a join reads
    /// only its two elements, and the scale).
    package static func joinVerdicts(_ path: Path, options: Options, written: WrittenForm?, scale: JoinScale?) -> [JoinVerdict] {
        let (closed, closedBefore) = closingReturningSubpathsNotingCloses(path, tolerance: scale?.closingTolerance)
        let context = CatalogueContext.forCurrentThread
        context.analysis.prepare(closed, inputMagnitude: scale?.magnitude ?? 0, measuringSubpaths: false)
        return joinVerdicts(prepared: context, closedBefore: closedBefore, options: options, written: written, scale: scale)
    }

    /// ``check(_:options:written:source:)`` and ``joinVerdicts(_:options:written:)`` of `path`
    /// from one preparation: the verdicts read the analysis the check prepared (the same closed
    /// path, magnitude and size as a preparation of their own), so they are the same values.
    /// The check runs with ``Options/reportsMeasures`` on whatever `options` say (the verdicts
    /// need the analysis prepared), so the report's measures are the path's.
    package static func checkWithJoinVerdicts(_ path: Path, options: Options, written: WrittenForm?,
                                              source: SVGPathSource?) -> (report: Report, joins: [JoinVerdict]) {
        let context = CatalogueContext.forCurrentThread
        let analysis = context.analysis
        // The verdicts read the analysis the check leaves: the check must prepare it, which it
        // skips when measures are not reported and nothing is checked.
        var options = options
        options.reportsMeasures = true
        // The check's first join walk keeps its joins: the verdicts read them, not a walk again.
        analysis.recordsJoins = true
        let (report, closedBefore) = checkNotingCloses(path, options: options, written: written, source: source, context: context)
        analysis.recordsJoins = false
        // The check's join walk (``PathAnalysis/userJoins(kinkThreshold:)``), when it ran, filled
        // the analysis's ends from the same path, written form and scale: read, not computed again.
        // Its joins are those of the walk below (the same prepared path and degenerate length).
        let ends = analysis.userJoinStage == nil ? nil : analysis.userJoinEnds
        return (report, joinVerdicts(prepared: context, closedBefore: closedBefore, options: options, written: written, scale: nil,
                                     ends: ends, joins: analysis.joinsRecorded ? analysis.joinRecord : nil))
    }

    /// Whether `path` has a near-miss kink (a ``JoinClass/kink`` among
    /// ``joinVerdicts(_:options:written:)``) or a near-miss arc cubic (``nearMissArcCubicCount(_:)``
    /// above 0): both read the same closed path, prepared here once; the arcs are not fitted when
    /// a kink answers.
    package static func hasNearMiss(_ path: Path, options: Options, written: WrittenForm?) -> Bool {
        let (closed, closedBefore) = closingReturningSubpathsNotingCloses(path)
        let context = CatalogueContext.forCurrentThread
        let analysis = context.analysis
        analysis.prepare(closed, measuringSubpaths: false)
        // The walk stops at the first kink: whether there is one is all that is asked.
        struct FoundKink: Error {}
        do {
            try forEachJoinVerdict(prepared: context, closedBefore: closedBefore, options: options, written: written,
                                   scale: nil) { verdict in
                if verdict.joinClass == .kink { throw FoundKink() }
            }
        } catch {
            return true
        }
        let size = analysis.size
        return analysis.arcCubics.contains { arcCubicTolerance($0.fit, size: size) < $0.fit.radialError }
    }

    /// The verdicts of the joins of the path `context`'s analysis holds prepared (the path given
    /// with closes inserted before the elements `closedBefore`), indices in the path given.
    /// `known`: the ``ElementEnds`` of that path with `written` and `scale` already, when computed
    /// (`nil`: computed here).
    /// `joins`: the joins of that path a walk with the degenerate length of `scale` (else of the
    /// analysis's size) gives, when recorded (`nil`: walked here).
    private static func joinVerdicts(prepared context: CatalogueContext, closedBefore: [Int], options: Options,
                                     written: WrittenForm?, scale: JoinScale?, ends known: [ElementEnds]? = nil,
                                     joins recorded: [Join]? = nil) -> [JoinVerdict] {
        var verdicts: [JoinVerdict] = []
        forEachJoinVerdict(prepared: context, closedBefore: closedBefore, options: options, written: written, scale: scale,
                           ends: known, joins: recorded) { verdicts.append($0) }
        return verdicts
    }

    /// Each verdict ``joinVerdicts(prepared:closedBefore:options:written:scale:ends:joins:)`` lists, in
    /// its order, given to `body` (none for a path the check cannot measure); a throw from `body`
    /// ends the walk.
    private static func forEachJoinVerdict(prepared context: CatalogueContext, closedBefore: [Int], options: Options,
                                           written: WrittenForm?, scale: JoinScale?, ends known: [ElementEnds]? = nil,
                                           joins recorded: [Join]? = nil,
                                           _ body: (JoinVerdict) throws -> Void) rethrows {
        let analysis = context.analysis
        let closed = analysis.path
        let size = scale?.size ?? analysis.size
        guard !closed.isEmpty, closed.isFinite, size.isFinite, size > 0 else { return }
        var ends: [ElementEnds] = []
        if let known {
            ends = known
        } else {
            elementEnds(of: closed, written: written, analysis, into: &ends, scratch: &context.scratch.values, scale: scale)
        }
        let policy = UserJoinPolicy(ends: ends, rounding: 2 * VerificationTolerances.pointRounding * analysis.magnitude,
                                    threshold: options.kinkThreshold, size: size)
        let degenerate = Path.degenerateSegmentRelativeTolerance * size
        func given(_ index: Int) -> Int? {
            if case .given(let given) = ElementNames.locate(index, closedBefore: closedBefore) { return given }
            return nil
        }
        func verdict(_ join: Join) -> JoinVerdict {
            let tolerance = policy.tolerance(of: join).tolerance
            let joinClass = policy.joinClass(turn: join.turnMagnitude, tolerance: tolerance)
            return JoinVerdict(incomingElementIndex: given(join.incomingElementIndex),
                               outgoingElementIndex: given(join.outgoingElementIndex),
                               point: join.point, signedTurn: join.signedTurn,
                               tolerance: tolerance, joinClass: joinClass,
                               skippedSegmentCount: join.skippedSegmentCount)
        }
        if let recorded {
            for join in recorded { try body(verdict(join)) }
        } else {
            try analysis.prepared.forEachJoin(degenerateLength: degenerate) { join in try body(verdict(join)) }
        }
    }

    /// What a join's verdict reads of the whole path besides the two elements meeting there: the
    /// size (the degenerate length, the closing of returning subpaths), the largest coordinate
    /// (the rounding term of its tolerance) and the decimals the path is written with (whether
    /// its points count as rounded), for the path and for its written form under a transform.
    package struct JoinScale {
        package var size: Double
        package var magnitude: Double
        package var decimals: Int
        package var closingTolerance: Double
        package var writtenDecimals: Int
        package var writtenClosingTolerance: Double?

        /// The scale of `path` (written as `written` under a transform).
        package init(_ path: Path, written: WrittenForm?) {
            size = path.characteristicSize
            magnitude = path.flatteningMagnitude
            decimals = PathCheck.writtenDecimals(of: path)
            closingTolerance = VerificationTolerances.length(size: size, magnitude: magnitude)
            if let written {
                writtenDecimals = PathCheck.writtenDecimals(of: written.path)
                writtenClosingTolerance = VerificationTolerances.length(size: written.path.characteristicSize,
                                                                        magnitude: written.path.flatteningMagnitude)
            } else {
                writtenDecimals = 0
            }
        }
    }

    /// How many cubics of `path` stand for circular arcs off their circle by more than
    /// ``arcCubicTolerance(_:size:)``: the near misses ``Invariant/arcCubics`` reports, from the
    /// same stage of the analysis (the path's subpaths closed as the check closes them), without
    /// the other invariants.
    package static func nearMissArcCubicCount(_ path: Path) -> Int {
        let analysis = CatalogueContext.forCurrentThread.analysis
        analysis.prepare(closingReturningSubpaths(path))
        let size = analysis.size
        return analysis.arcCubics.filter { arcCubicTolerance($0.fit, size: size) < $0.fit.radialError }.count
    }

    /// `checkArcCubics`'s tolerance for one recognised arc cubic of a path of size `size`:
    /// `arcCubicStandardFactor · standardRadialError + max(arcCubicRelative · r, arcCubicSizeRelative · size)`.
    /// The cubic is a near-miss arc when its radial error exceeds it.
    public static func arcCubicTolerance(_ fit: CubicArcFit, size: Double) -> Double {
        VerificationTolerances.arcCubicStandardFactor * fit.standardRadialError
            + Swift.max(VerificationTolerances.arcCubicRelative * fit.radius,
                        VerificationTolerances.arcCubicSizeRelative * size)
    }
}
