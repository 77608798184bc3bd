import Foundation
import FilletGeometry

extension PathCheck {
    /// ``Invariant/tangentContinuity`` (every join) from the users' join walk
    /// (``PathAnalysis/userJoins(kinkThreshold:)``, a stage ``checkCurvatureContinuity(options:_:_:)``
    /// reads too) under the users' policy (``UserJoinPolicy``).
    ///
    /// ```
    /// tolerance_j = angle + 2·pointRounding·magnitude / min(h_in, h_out)      (as constructions)
    ///             + 2√2·(q_in/c_in + q_out/c_out) + ρ_in + ρ_out              (written precision)
    /// slack_j     = max(tolerance_j − |turn_j|, |turn_j| − max(T, tolerance_j))  [radians]
    /// tangent margin = min over joins of slack_j   (< 0: a near-miss kink)
    /// curvature jump = max over joins with |turn_j| ≤ tolerance_j of |κ_in − κ_out| · size
    /// ```
    /// `h` is the length that fixes the tangent's direction at that end: a line's or arc's length,
    /// a curve's handle (`|p1 − p0|`, or the next control point when it coincides); `q` is the
    /// segment's written precision (``resolution(elementDecimals:of:_:_:_:)``: half the element's
    /// decimal step, 0 for grid values and computed coordinates); `c` is `h`, except for an arc, whose end direction moves by `δ/(2r·|cos(θ/2)|)`
    /// when its chord moves by δ, so `c = min(h, 2r·|cos(θ/2)|)` (a near-semicircle written with
    /// rounded end points has no well-defined end tangent); `ρ` is an arc's turn from its rounded
    /// radius (``radiusRoundingTurn(_:)``), 0 for other segments; `T` the kink threshold. A curve's
    /// handle, not its length, carries the rounding of its end direction, so short handles on
    /// long curves are not mistaken for kinks. The position margin is the constructions'
    /// (``Catalogue/emitPositionContinuity(_:_:)``).
    /// - Returns: the worst near-miss kink's offset and outgoing element (``FindingMeasures/kinkOffset``,
    ///   ``FindingMeasures/kinkElement``).
    static func checkUserTangentContinuity<Sink: InvariantSink>(options: Options, _ analysis: PathAnalysis,
                                                                _ verdicts: inout VerdictRecorder<Sink>) -> FindingMeasures {
        let policy = analysis.userJoins(kinkThreshold: options.kinkThreshold)
        var measures = FindingMeasures()
        if policy.kinks > 0 { (measures.kinkOffset, measures.kinkElement) = (policy.kinkOffset, policy.worstElements.1) }
        let threshold = options.kinkThreshold
        let joins = policy.smooth + policy.corners + policy.kinks
        if joins == 0 {
            verdicts.emit(.tangentContinuity, margin: threshold) { "no joins" }
        } else {
            let (smooth, corners, kinks) = (policy.smooth, policy.corners, policy.kinks)
            let (worstTurn, worstTolerance, tangentLocation) = (policy.worstTurn, policy.worstTolerance, policy.tangentLocation)
            let worstElements = policy.worstElements
            verdicts.emit(.tangentContinuity, margin: policy.worstSlack, location: kinks > 0 ? tangentLocation : nil) {
                let counts = "\(joins) joins: \(smooth) smooth, \(corners) corners (≥ \(degrees(threshold)))"
                guard kinks > 0 else { return counts + ", no near-miss kink" }
                let location = tangentLocation.map { " at (\(format($0.x)), \(format($0.y)))" } ?? ""
                return counts + ", \(kinks) near-miss kinks; worst \(degrees(Swift.abs(worstTurn)))\(location) between \(analysis.elementName(worstElements.0)) and \(analysis.elementName(worstElements.1)) (G1 tolerance \(degrees(worstTolerance)), kink threshold \(degrees(threshold)))"
            }
        }
        return measures
    }

    /// ``Invariant/curvatureContinuity``: the largest curvature jump at a smooth join of the users'
    /// join walk (``checkUserTangentContinuity(options:_:_:)``), times the size; it fails only above
    /// ``Options/maximumCurvatureJump`` when one is given.
    static func checkCurvatureContinuity<Sink: InvariantSink>(options: Options, _ analysis: PathAnalysis,
                                                              _ verdicts: inout VerdictRecorder<Sink>) {
        let policy = analysis.userJoins(kinkThreshold: options.kinkThreshold)
        let worstJump = policy.worstJump
        if let limit = options.maximumCurvatureJump {
            verdicts.emit(.curvatureContinuity, margin: limit - worstJump, location: policy.jumpLocation) {
                "largest curvature jump at a smooth join \(format(worstJump)) / size, limit \(format(limit))"
            }
        } else {
            verdicts.emit(.curvatureContinuity, margin: 0, location: policy.jumpLocation) {
                "largest curvature jump at a smooth join \(format(worstJump)) / size (reported only: no limit given)"
            }
        }
    }

    /// What the users' join walk found (``PathAnalysis/userJoins(kinkThreshold:)``): the
    /// ``UserJoinPolicy``'s tallies after the walk.
    struct UserJoinJudgement {
        /// The kink threshold the joins were judged with.
        var threshold: Double
        var smooth: Int, corners: Int, kinks: Int
        var worstSlack: Double, worstTurn: Double, worstTolerance: Double
        var tangentLocation: Point?
        var worstElements: (Int, Int)
        var worstJump: Double
        var jumpLocation: Point?
        var kinkOffset: Double

        init(_ policy: UserJoinPolicy) {
            threshold = policy.threshold
            (smooth, corners, kinks) = (policy.smooth, policy.corners, policy.kinks)
            (worstSlack, worstTurn, worstTolerance) = (policy.worstSlack, policy.worstTurn, policy.worstTolerance)
            tangentLocation = policy.tangentLocation
            worstElements = policy.worstElements
            (worstJump, jumpLocation) = (policy.worstJump, policy.jumpLocation)
            kinkOffset = policy.kinkOffset
        }
    }

    /// Fills `ends` with every element's ``ElementEnds`` for the path `analysis` has prepared
    /// (`path`, read at the precision `written` records when given, else as its own numbers).
    static func elementEnds(of path: Path, written: WrittenForm?, _ analysis: PathAnalysis,
                            into ends: inout [ElementEnds], scratch: inout [Double], scale: JoinScale? = nil) {
        let elementCount = analysis.prepared.elementCount
        // Per element, its written precision (half its decimal step; 0 where exact).
        var steps: [Double] = []
        swap(&steps, &scratch)
        defer { swap(&steps, &scratch) }
        steps.removeAll(keepingCapacity: true)
        steps.append(contentsOf: repeatElement(0, count: elementCount))
        var arcPieces: [(element: Int, precision: Double)] = []
        if let written {
            arcPieces = written.elementResolutions(of: path, into: &steps, stride: 1, offset: 0, scale: scale)
        } else {
            elementResolutions(path, into: &steps, stride: 1, offset: 0, decimalsAtLeast: scale?.decimals ?? 0)
        }
        ends.removeAll(keepingCapacity: true)
        ends.append(contentsOf: repeatElement(ElementEnds(), count: elementCount))
        for segment in analysis.prepared.segments {
            ends[segment.elementIndex] = ElementEnds(segment, writtenStep: steps[segment.elementIndex])
        }
        // The cubics of an arc drawn under a stretch: as precise as the arc they were computed from.
        for piece in arcPieces where ends.indices.contains(piece.element) {
            ends[piece.element].startPrecision = piece.precision
            ends[piece.element].endPrecision = piece.precision
        }
    }

    /// What the users' join policy needs of an element's drawn segment at its two ends: the
    /// direction-fixing length `h`, the signed curvature `κ` and the written-precision term
    /// (`q/c + ρ/(2√2)`) of ``checkUserTangentContinuity(options:_:_:)``; zero for an element that draws nothing.
    struct ElementEnds {
        var startHandle = 0.0, endHandle = 0.0
        var startCurvature = 0.0, endCurvature = 0.0
        var startPrecision = 0.0, endPrecision = 0.0

        init() {}

        /// The ends of `segment`, written with precision `writtenStep` (0: exact).
        init(_ segment: PreparedSegment, writtenStep step: Double) {
            let end = segment.endMeasures
            startHandle = end.startHandle
            endHandle = end.endHandle
            startCurvature = end.startCurvature
            endCurvature = end.endCurvature
            // An angle already: stored over the factor the term is multiplied by.
            let radius = radiusRoundingTurn(segment, pointsAreRounded: step > 0) / UserJoinPolicy.precisionFactor
            startPrecision = radius
            endPrecision = radius
            if step > 0 {
                startPrecision += end.startConditioning > 0 ? step / end.startConditioning : .infinity
                endPrecision += end.endConditioning > 0 ? step / end.endConditioning : .infinity
            }
        }
    }

    /// The users' join policy: every join is smooth (within its G1 tolerance, which counts the
    /// precision its author wrote), or a corner (turning by at least the kink threshold); between
    /// the two it is a near-miss kink. Smooth joins report their curvature jump.
    struct UserJoinPolicy: JoinPolicy {
        /// `2√2`: the written-precision terms' factor.
        static let precisionFactor = 2 * 2.0.squareRoot()
        /// Per element, its ends.
        let ends: [ElementEnds]
        /// `2 · pointRounding · magnitude`.
        let rounding: Double
        /// The kink threshold `T` (radians).
        let threshold: Double
        let size: Double
        private(set) var smooth = 0, corners = 0, kinks = 0
        /// The smallest slack, its join's signed turn, tolerance, point and elements.
        private(set) var worstSlack = Double.infinity, worstTurn = 0.0, worstTolerance = 0.0
        private(set) var tangentLocation: Point?
        private(set) var worstElements = (0, 0)
        /// The largest curvature jump at a smooth join (× size) and where.
        private(set) var worstJump = 0.0
        private(set) var jumpLocation: Point?
        /// The largest offset a near-miss kink makes at its shorter handle, `min(h_in, h_out)·sin|turn|`
        /// (``PathCheck/FindingMeasures/kinkOffset``).
        private(set) var kinkOffset = 0.0

        init(ends: [ElementEnds], rounding: Double, threshold: Double, size: Double) {
            self.ends = ends
            self.rounding = rounding
            self.threshold = threshold
            self.size = size
        }

        /// The join's G1 tolerance `tolerance_j` and the shorter of its two handles `min(h_in, h_out)`.
        func tolerance(of join: Join) -> (tolerance: Double, shorterHandle: Double) {
            let incoming = ends[join.incomingElementIndex], outgoing = ends[join.outgoingElementIndex]
            let shorter = Swift.min(incoming.endHandle, outgoing.startHandle)
            let tolerance = VerificationTolerances.angle + (shorter > 0 ? rounding / shorter : 0)
                + Self.precisionFactor * (incoming.endPrecision + outgoing.startPrecision)
            return (tolerance, shorter)
        }

        /// `slack_j = max(tolerance_j − |turn_j|, |turn_j| − max(T, tolerance_j))`: ≥ 0 for a smooth join
        /// or a corner, < 0 for a near-miss kink.
        func slack(turn: Double, tolerance: Double) -> Double {
            Swift.max(tolerance - turn, turn - Swift.max(threshold, tolerance))
        }

        /// How the policy classes a join turning by `turn` with G1 tolerance `tolerance`.
        func joinClass(turn: Double, tolerance: Double) -> JoinClass {
            turn <= tolerance ? .smooth : (slack(turn: turn, tolerance: tolerance) >= 0 ? .corner : .kink)
        }

        mutating func judge(_ join: Join) {
            let incoming = ends[join.incomingElementIndex], outgoing = ends[join.outgoingElementIndex]
            let (tolerance, shorter) = tolerance(of: join)
            let turn = join.turnMagnitude
            let slack = slack(turn: turn, tolerance: tolerance)
            if turn <= tolerance {
                smooth += 1
                let jump = Swift.abs(incoming.endCurvature - outgoing.startCurvature) * size
                if jump > worstJump { worstJump = jump; jumpLocation = join.point }
            } else if slack >= 0 {
                corners += 1
            } else {
                kinks += 1
                kinkOffset = Swift.max(kinkOffset, shorter * sin(turn))
            }
            if slack < worstSlack || slack.isNaN {
                worstSlack = slack
                worstTurn = join.signedTurn
                worstTolerance = tolerance
                tangentLocation = join.point
                worstElements = (join.incomingElementIndex, join.outgoingElementIndex)
            }
        }
    }
}

extension PathAnalysis {
    /// The users' join walk over the path (``PathCheck/UserJoinPolicy``: each join's G1 tolerance
    /// counts the precision the path was written with, ``written``) under kink threshold
    /// `threshold`: a stage, computed on first ask (again only for another threshold).
    func userJoins(kinkThreshold threshold: Double) -> PathCheck.UserJoinJudgement {
        if let judged = userJoinStage, judged.threshold.bitPattern == threshold.bitPattern { return judged }
        var ends: [PathCheck.ElementEnds] = []
        swap(&ends, &userJoinEnds)
        defer { swap(&ends, &userJoinEnds) }
        PathCheck.elementEnds(of: path, written: written, self, into: &ends, scratch: &userJoinSteps)
        let judgement = judgeUserJoins(ends, threshold: threshold)
        userJoinStage = judgement
        return judgement
    }

    /// One walk with the users' policy over `ends` (the policy, holding `ends`, ends here).
    private func judgeUserJoins(_ ends: [PathCheck.ElementEnds], threshold: Double) -> PathCheck.UserJoinJudgement {
        var policy = PathCheck.UserJoinPolicy(ends: ends, rounding: 2 * VerificationTolerances.pointRounding * magnitude,
                                              threshold: threshold, size: size)
        walkJoins(&policy)
        return PathCheck.UserJoinJudgement(policy)
    }
}
