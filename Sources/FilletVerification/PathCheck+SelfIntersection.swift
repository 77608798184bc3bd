import Foundation
import FilletGeometry

extension PathCheck {
    /// ``Invariant/nonSelfIntersection`` for a user's path: the catalogue's exact verdict over the
    /// whole element (every subpath: two subpaths touching or crossing intersect; a hole inside
    /// an outline does not), except that a contact *at a sharp joint* is not an intersection.
    ///
    /// The core recognises a joint when the contact lies within ``FilletGeometry/Path/intersectionJointSlack``
    /// contact tolerances of it along the path, which covers corners turning by up to ≈ 165°. A
    /// sharper spike (a stroke's end drawn as a thin wedge, an arrow tip) has its two sides within
    /// the tolerance `tol` for a distance `tol / (2·sin(α/2))` from the tip, α the interior angle:
    /// a contact there, between the two consecutive segments meeting at the tip, is the tip
    /// itself. GEOS (`is_simple` on the rings) agrees: the sides meet only at the tip. A contact
    /// is that artefact when
    ///
    /// ```
    /// consecutive segments s, s' of one subpath meeting at J, α = π − |turn at J|,
    /// K = |κ_out + κ_in| (how fast they bend apart: a cusp with a handle pointing back has α = 0)
    /// |contact − J| ≤ s*, where 2·sin(α/2)·s* + ½·K·s*² = (slack + 2) · tol
    /// ```
    /// The model holds only near the tip (``modelRange(_:atEnd:tolerance:)``). The reach extends to
    /// where straight sides at angle α would be within the allowance, `(slack + 2)·tol / (2·sin(α/2))`,
    /// only when the sides' control points show that they meet nowhere in that disc outside the
    /// joint itself (``sidesStayApart(arriving:leaving:away:onward:radius:blur:refutesByWitness:)``).
    /// Segments with only point-like ones between them (at most the contact tolerance across, as
    /// the scan drops them: the rounding-length line a builder may put before an arc) count as
    /// consecutive. A reversal that does not bend apart (α ≤ 10⁻⁹ and K·size ≤ 10⁻⁶: the path
    /// retraces itself) and overlaps stay intersections.
    ///
    /// Tip contacts are set aside as the scan meets them (at most two per pair of consecutive
    /// pieces, so O(n) of them), and the scan goes on to the first ``Catalogue/contactSampleLimit``
    /// others, which fail the path. Because the scan keeps two contacts per pair of pieces, both
    /// possibly along a tip, a path whose contacts are all at tips has each tip's segments searched
    /// again outside the tip (``contactsBeyond(_:_:)``).
    /// The verdicts are the catalogue's (``Catalogue/emitNoSelfIntersection(_:_:note:clearance:)``:
    /// margin the clearance / size; ``Catalogue/emitSelfIntersections(_:_:_:clearance:)``: negative,
    /// the first contacts), from the catalogue's one pass for verdict and clearance.
    /// - Returns: what the crossings measure (``FindingMeasures/crossingDepth``,
    ///   ``FindingMeasures/crossingElement``, ``FindingMeasures/crossingUndecided``), element
    ///   indices in the path checked.
    static func checkUserSelfIntersection<Sink: InvariantSink>(_ analysis: PathAnalysis,
                                                               _ verdicts: inout VerdictRecorder<Sink>) -> FindingMeasures {
        var contacts: [SelfIntersection] = [], tips: [SpikeTip] = []
        var met: [SelfIntersection] = []
        var reaches = TipReaches()
        func meet(_ prepared: PreparedPath, _ contact: SelfIntersection) -> Bool {
            if met.count < Catalogue.contactSampleLimit { met.append(contact) }
            guard let tip = spikeTip(contact, prepared, &reaches) else {
                contacts.append(contact)
                return contacts.count < Catalogue.contactSampleLimit
            }
            tips.append(tip)
            return true
        }
        let clearance: Double?, undecided: UndecidedContactSearch?
        if verdicts.collectsPassingMargins || analysis.intersectionStage.isSimple != nil {
            let verdict = analysis.exactSimplicity(withClearance: verdicts.collectsPassingMargins)
            clearance = verdict.clearance
            guard !verdict.isSimple else {
                Catalogue.emitNoSelfIntersection(analysis, &verdicts, clearance: clearance)
                return FindingMeasures()
            }
            undecided = analysis.prepared.forEachSelfIntersectionReusingTable(meet)
        } else {
            // The verdict not known yet and no clearance wanted: one scan decides the verdict (as
            // ``PathAnalysis/exactSimplicity(withClearance:)`` would) and meets the contacts, where
            // a scan stopped at the first contact and a second one from the start did both.
            clearance = nil
            undecided = analysis.scanExactContacts(meet)
            guard !(met.isEmpty && undecided == nil) else {
                Catalogue.emitNoSelfIntersection(analysis, &verdicts, clearance: clearance)
                return FindingMeasures()
            }
        }
        // The scan keeps two contacts per pair of pieces: both may lie along a tip, with a real
        // crossing of the same pieces farther out left unreported. Searched again, outside the tips.
        if contacts.isEmpty { contacts = contactsBeyond(tips, analysis) }
        let measures = crossingMeasures(analysis, scanned: met, scanUndecided: undecided,
                                        failsUndecided: contacts.isEmpty && undecided != nil)
        if contacts.isEmpty, let undecided {
            Catalogue.emitUndecidedSelfIntersection(undecided, analysis, &verdicts, clearance: clearance)
            return measures
        }
        guard !contacts.isEmpty else {
            Catalogue.emitNoSelfIntersection(
                analysis, &verdicts, note: " (\(tips.count) at spike tips sharper than the core's joint slack)",
                clearance: clearance)
            return measures
        }
        // The scan meets contacts in one order: these are the first ones that are not tips.
        Catalogue.emitSelfIntersections(Array(contacts.prefix(Catalogue.contactSampleLimit)), analysis, &verdicts,
                                        clearance: clearance)
        return measures
    }

    /// What the contacts of a path that is not simple measure: the depth of the deepest crossing
    /// (``FindingMeasures/deepestContact(_:_:)``) over the first contacts the scan met, tips
    /// included, and the first one's element; none when the verdict failed undecided (no contact
    /// to measure), which `crossingUndecided` then says.
    static func crossingMeasures(_ analysis: PathAnalysis, scanned: [SelfIntersection],
                                 scanUndecided: UndecidedContactSearch?, failsUndecided: Bool) -> FindingMeasures {
        var measures = FindingMeasures()
        guard !failsUndecided else {
            measures.crossingUndecided = true
            return measures
        }
        measures.crossingUndecided = analysis.exactUndecided != nil
        // The scan meets contacts in the order of the stage's own search (``PathAnalysis/exactContacts``)
        // and runs at least as far, tips included: its first contacts are the stage's. One that ran
        // out of work leaves them to that search, which stops sooner and may not.
        let contacts = scanUndecided == nil ? scanned : analysis.exactContacts
        if let first = contacts.first {
            measures.crossingDepth = FindingMeasures.deepestContact(analysis, contacts)
            measures.crossingElement = first.firstElementIndex
        }
        return measures
    }

    /// A spike tip: the two consecutive segments (prepared indices) meeting at it, and how far
    /// from their joint a contact is still the tip.
    struct SpikeTip {
        var incoming: Int
        var outgoing: Int
        var reach: Double
    }

    /// The contacts of each tip's two segments outside the tip (see
    /// ``FilletGeometry/PreparedPath/contacts(incoming:outgoing:outside:)``), each pair of segments
    /// searched once with every tip found between them left out (a closed subpath of two segments
    /// has two; the scan meets each tip once or twice).
    /// - Complexity: O(t) besides the searches, for t tips (a comb of 32 000 spikes has 64 000).
    static func contactsBeyond(_ tips: [SpikeTip], _ analysis: PathAnalysis) -> [SelfIntersection] {
        struct SegmentPair: Hashable {
            var low: Int, high: Int
            init(_ tip: SpikeTip) {
                (low, high) = (Swift.min(tip.incoming, tip.outgoing), Swift.max(tip.incoming, tip.outgoing))
            }
        }
        let prepared = analysis.prepared
        var discs: [SegmentPair: [Disc]] = [:]
        var firsts: [SpikeTip] = []   // the first tip of each pair of segments, in the scan's order
        for tip in tips {
            let pair = SegmentPair(tip)
            let disc = Disc(center: prepared.segments[tip.incoming].end, radius: tip.reach)
            if discs[pair] == nil { firsts.append(tip) }
            if !(discs[pair]?.contains(disc) ?? false) { discs[pair, default: []].append(disc) }
        }
        return firsts.flatMap { tip in
            prepared.contacts(incoming: tip.incoming, outgoing: tip.outgoing, outside: discs[SegmentPair(tip)] ?? [])
        }
    }

    /// ``tipReach(incoming:outgoing:_:)`` of the joints a scan's contacts have asked about, kept
    /// for the scan: its contacts come two per pair of pieces, several pairs per tip, and the reach
    /// (the sides' control points searched) cost more than finding the contact.
    struct TipReaches {
        private struct Joint: Hashable {
            var incoming: Int, outgoing: Int
        }
        /// By joint: a comb of tens of thousands of spikes asks about each of its joints.
        private var joints: [Joint: Double?] = [:]

        /// The reach of the joint from `incoming` to `outgoing`, computed once.
        mutating func reach(incoming: Int, outgoing: Int, _ prepared: PreparedPath) -> Double? {
            let joint = Joint(incoming: incoming, outgoing: outgoing)
            if let known = joints[joint] { return known }
            let reach = PathCheck.tipReach(incoming: incoming, outgoing: outgoing, prepared)
            joints[joint] = reach
            return reach
        }
    }

    /// The spike tip `contact` lies at, or `nil` when it is not the tip of a sharp spike between two
    /// consecutive segments (see ``checkUserSelfIntersection``); `reaches` keeps the reaches of
    /// the joints asked about (for one prepared path).
    static func spikeTip(_ contact: SelfIntersection, _ prepared: PreparedPath,
                         _ reaches: inout TipReaches) -> SpikeTip? {
        guard contact.kind != .overlap, contact.firstSubpathIndex == contact.secondSubpathIndex,
              contact.firstElementIndex != contact.secondElementIndex else { return nil }
        let subpath = prepared.subpaths[contact.firstSubpathIndex]
        let range = subpath.segmentRange
        // Segments follow their elements' order: found by halving, as a comb has tens of thousands.
        func segment(drawing element: Int) -> Int? {
            var low = range.lowerBound, high = range.upperBound
            while low < high {
                let middle = (low + high) / 2
                if prepared.segments[middle].elementIndex < element { low = middle + 1 } else { high = middle }
            }
            return low < range.upperBound && prepared.segments[low].elementIndex == element ? low : nil
        }
        guard let first = segment(drawing: contact.firstElementIndex),
              let second = segment(drawing: contact.secondElementIndex) else { return nil }
        // Consecutive: nothing between them but point-like segments (those the scan drops, such as
        // the rounding-length line a builder puts before an arc), forwards or round a closed subpath.
        func pointLike(_ indices: Range<Int>) -> Bool {
            indices.allSatisfy { prepared.segments[$0].extent <= prepared.intersectionTolerance }
        }
        func follows(_ from: Int, _ to: Int) -> Bool {
            from < to ? pointLike(from + 1..<to)
                      : subpath.isClosed && pointLike(from + 1..<range.upperBound) && pointLike(range.lowerBound..<to)
        }
        // Both orders follow in a closed subpath of two segments: the contact may be at either joint.
        for order in 0..<2 {
            let (incoming, outgoing) = order == 0 ? (first, second) : (second, first)
            guard follows(incoming, outgoing) else { continue }
            if let reach = reaches.reach(incoming: incoming, outgoing: outgoing, prepared),
               contact.point.distance(to: prepared.segments[incoming].end) <= reach {
                return SpikeTip(incoming: incoming, outgoing: outgoing, reach: reach)
            }
        }
        return nil
    }

    /// How far from the joint where `incoming` meets `outgoing` the two sides stay within the
    /// allowance of each other, or `nil` when the joint is no spike (see ``checkUserSelfIntersection``).
    ///
    /// The parting `opening·s + ½·K·s²` is a model of the sides near the tip (exact for lines), so
    /// the reach is also kept within where it holds for each side (``modelRange(_:atEnd:tolerance:)``).
    /// Beyond, sides that the model would keep together may part and cross again.
    static func tipReach(incoming: Int, outgoing: Int, _ prepared: PreparedPath) -> Double? {
        let arriving = prepared.segments[incoming], leaving = prepared.segments[outgoing]
        // The relative tolerance, even where the contact tolerance is raised to the coordinates'
        // resolution (``Path/intersectionResolutionFloor``, paths far from the origin): a reach
        // grown with the floor would set aside crossings where the sides have parted and come back.
        // There the tip reaches less far than the contacts do, which can only fail the path.
        let tolerance = Path.intersectionRelativeTolerance * prepared.characteristicSize
        // A side that is a line as a set (a straight curve) leaves the tip along its chord and
        // bends by nothing, whatever its handles say: a short handle off the chord points its end
        // tangent anywhere, and where a handle is retracted its curvature is 0/0.
        let arrivingIsStraight = isStraight(arriving, tolerance: tolerance)
        let leavingIsStraight = isStraight(leaving, tolerance: tolerance)
        let arrivingDirection = arrivingIsStraight ? (arriving.end - arriving.start).normalized : arriving.endTangent
        let leavingDirection = leavingIsStraight ? (leaving.end - leaving.start).normalized : leaving.startTangent
        let turn = arrivingDirection.signedAngle(to: leavingDirection)
        let interior = Double.pi - Swift.abs(turn)
        // Both sides leave the tip in nearly the same direction; the arriving side, walked
        // backwards, has curvature −κ_in, so they part by about ½·|κ_out + κ_in|·s² besides α·s.
        let arrivingCurvature = arrivingIsStraight ? 0 : arriving.endMeasures.endCurvature
        let leavingCurvature = leavingIsStraight ? 0 : leaving.endMeasures.startCurvature
        var parting = Swift.abs(leavingCurvature + arrivingCurvature)
        if !parting.isFinite { parting = 0 }
        let size = prepared.characteristicSize
        guard interior.isFinite, interior > 1e-9 || parting * size > 1e-6 else { return nil }
        let allowance = (Path.intersectionJointSlack + 2) * tolerance
        let opening = 2 * sin(interior / 2)
        let modelled = modelReach(opening: opening, parting: parting, allowance: allowance)
        let valid = Swift.min(arrivingIsStraight ? .infinity : modelRange(arriving, atEnd: true, tolerance: tolerance),
                              leavingIsStraight ? .infinity : modelRange(leaving, atEnd: false, tolerance: tolerance))
        let reach = Swift.min(modelled, valid)
        // Where the model stops short of where straight sides at this angle would still be within
        // the allowance, the sides' own control points may show that they meet nowhere in between:
        // then the tip reaches that far. A handle retracted onto the tip, or nearly, puts the tip's
        // direction in a higher-order term: the third-order range is then far shorter than the tip,
        // and the curvature there, which the model reads as parting, is that of a tiny handle.
        let straight = allowance / opening
        if reach < straight, arriving.end == leaving.start,
           sidesStayApart(arriving: arriving, leaving: leaving, away: -arrivingDirection, onward: leavingDirection,
                          radius: straight, blur: tolerance) {
            return straight
        }
        return reach.isFinite ? reach : nil
    }

    /// The distance s from the tip within which sides parting by `opening·s + ½·parting·s²` are
    /// closer than `allowance`: the positive root of ½·K·s² + opening·s = allowance, written without
    /// cancellation. The textbook (−opening + √(opening² + 2·K·allowance)) / K loses every digit when
    /// K·allowance is below opening²·2⁻⁵³ (a curvature that is 0 up to rounding), coming out 0 or
    /// ulps / K: setting aside nothing, or far too much.
    static func modelReach(opening: Double, parting: Double, allowance: Double) -> Double {
        2 * allowance / (opening + (opening * opening + 2 * parting * allowance).squareRoot())
    }

    /// How far from its end (`atEnd`) or start a side follows the tip model: without limit for a
    /// line (and for a straight curve, which ``tipReach(incoming:outgoing:_:)`` does not ask
    /// about); a quarter of its length for an arc or a curve (whose curvature varies along it), and
    /// for a cubic no farther than where its third-order term `|P₃ − 3P₂ + 3P₁ − P₀|·t³` reaches
    /// half the tolerance (the chord to the point at that parameter).
    static func modelRange(_ side: PreparedSegment, atEnd: Bool, tolerance: Double) -> Double {
        let quarter = 0.25 * side.length
        switch side.geometry {
        case .line: return .infinity
        case .arc: return quarter
        case .curve(let curve): return Swift.min(quarter, thirdOrderRange(curve, atEnd: atEnd, tolerance: tolerance))
        }
    }

    /// Whether `side` is a line segment as a set: a line, or a curve whose control points lie within
    /// half the tolerance of its chord, in order along it (then the curve runs along the chord
    /// without turning back: its projection has control values in order, so it is monotone).
    /// Design tools write straight edges so, often with a handle retracted onto an end point, where
    /// the curvature is 0/0 and the parametrisation, not the shape, carries the third-order term.
    static func isStraight(_ side: PreparedSegment, tolerance: Double) -> Bool {
        switch side.geometry {
        case .line: return true
        case .arc: return false
        case .curve(let curve):
            let chord: Vector = curve.p3 - curve.p0
            let length = chord.length
            guard length > 0, length.isFinite else { return false }
            let direction = chord / length
            var previous = 0.0
            for point in [curve.p1, curve.p2, curve.p3] {
                let offset: Vector = point - curve.p0
                let along = offset.dot(direction)
                guard Swift.abs(offset.cross(direction)) <= 0.5 * tolerance, along >= previous else { return false }
                previous = along
            }
            return true
        }
    }

    /// The chord from a cubic's end (`atEnd`) or start to where its third-order term reaches half the
    /// tolerance (∞ when it never does).
    static func thirdOrderRange(_ curve: CubicCurve, atEnd: Bool, tolerance: Double) -> Double {
        // P₃ − 3P₂ + 3P₁ − P₀ = (P₃ − P₀) − 3·(P₂ − P₁).
        let span: Vector = curve.p3 - curve.p0, middle: Vector = curve.p2 - curve.p1
        let third = (span - middle * 3).length
        guard third > 0 else { return .infinity }
        let t = Foundation.cbrt(0.5 * tolerance / third)
        guard t < 1 else { return .infinity }
        return atEnd ? curve.p3.distance(to: curve.point(at: 1 - t)) : curve.p0.distance(to: curve.point(at: t))
    }
}
