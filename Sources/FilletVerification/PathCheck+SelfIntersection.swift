import Foundation
import FilletGeometry

extension PathCheck {
    /// How many exact contacts the user-path check examines for spike joints before it calls the
    /// path not simple anyway (256).
    static let spikeContactLimit = 256

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
    /// Segments with only point-like ones between them (at most the contact tolerance across, as
    /// the scan drops them: the rounding-length line a builder may put before an arc) count as
    /// consecutive. A reversal that does not bend apart (α ≤ 10⁻⁹ and K·size ≤ 10⁻⁶: the path
    /// retraces itself) and overlaps stay intersections. Because the scan keeps two contacts per
    /// pair of pieces, both possibly along a tip, a path whose contacts are all at tips has each
    /// tip's segments searched again outside the tip (``contactsBeyond(_:_:)``).
    /// The verdicts are the catalogue's (``Catalogue/emitNoSelfIntersection(_:_:note:clearance:)``:
    /// margin the clearance / size; ``Catalogue/emitSelfIntersections(_:_:_:clearance:)``: negative,
    /// the first contacts), from the catalogue's one pass for verdict and clearance.
    static func checkUserSelfIntersection<Sink: InvariantSink>(_ context: CatalogueContext,
                                                               _ sink: inout Sink) {
        let (isSimple, clearance) = Catalogue.simplicity(context, withClearance: sink.collectsMargins)
        guard !isSimple else {
            Catalogue.emitNoSelfIntersection(context, &sink, clearance: clearance)
            return
        }
        let all = context.prepared.selfIntersectionsReusingTable(upTo: spikeContactLimit)
        let tips = all.compactMap { spikeTip($0, context) }
        guard tips.count < all.count || all.count == spikeContactLimit else {
            // The scan keeps two contacts per pair of pieces: both may lie along a tip, with a real
            // crossing of the same pieces farther out left unreported. Searched again, outside the tips.
            let beyond = contactsBeyond(tips, context)
            guard !beyond.isEmpty else {
                Catalogue.emitNoSelfIntersection(
                    context, &sink, note: " (\(tips.count) at spike tips sharper than the core's joint slack)",
                    clearance: clearance)
                return
            }
            Catalogue.emitSelfIntersections(Array(beyond.prefix(Catalogue.contactSampleLimit)), context, &sink,
                                            clearance: clearance)
            return
        }
        // The scan meets contacts in one order whatever the limit: these are the catalogue's first ones.
        Catalogue.emitSelfIntersections(Array(all.prefix(Catalogue.contactSampleLimit)), context, &sink,
                                        clearance: clearance)
    }

    /// A spike tip: the two consecutive segments (prepared indices) meeting at it, and how far
    /// from their joint a contact is still the tip.
    struct SpikeTip: Hashable {
        var incoming: Int
        var outgoing: Int
        var reach: Double
    }

    /// The contacts of each tip's two segments outside the tip (see
    /// ``FilletGeometry/PreparedPath/contacts(incoming:outgoing:beyondJointBy:)``), each pair searched once.
    static func contactsBeyond(_ tips: [SpikeTip], _ context: CatalogueContext) -> [SelfIntersection] {
        var searched = Set<SpikeTip>()
        var found: [SelfIntersection] = []
        for tip in tips where searched.insert(tip).inserted {
            found += context.prepared.contacts(incoming: tip.incoming, outgoing: tip.outgoing,
                                               beyondJointBy: tip.reach)
        }
        return found
    }

    /// The spike tip `contact` lies at, or `nil` when it is not the tip of a sharp spike between two
    /// consecutive segments (see ``checkUserSelfIntersection``).
    static func spikeTip(_ contact: SelfIntersection, _ context: CatalogueContext) -> SpikeTip? {
        guard contact.kind != .overlap, contact.firstSubpathIndex == contact.secondSubpathIndex,
              contact.firstElementIndex != contact.secondElementIndex else { return nil }
        let prepared = context.prepared
        let subpath = prepared.subpaths[contact.firstSubpathIndex]
        let range = subpath.segmentRange
        guard let first = range.first(where: { prepared.segments[$0].elementIndex == contact.firstElementIndex }),
              let second = range.first(where: { prepared.segments[$0].elementIndex == contact.secondElementIndex })
        else { return nil }
        // Consecutive: nothing between them but point-like segments (those the scan drops, such as
        // the rounding-length line a builder puts before an arc), forwards or round a closed subpath.
        func pointLike(_ indices: Range<Int>) -> Bool {
            indices.allSatisfy { prepared.segments[$0].extent <= prepared.intersectionTolerance }
        }
        func follows(_ from: Int, _ to: Int) -> Bool {
            from < to ? pointLike(from + 1..<to)
                      : subpath.isClosed && pointLike(from + 1..<range.upperBound) && pointLike(range.lowerBound..<to)
        }
        let incoming: Int, outgoing: Int
        if follows(first, second) {
            (incoming, outgoing) = (first, second)
        } else if follows(second, first) {
            (incoming, outgoing) = (second, first)
        } else {
            return nil
        }
        let arriving = prepared.segments[incoming], leaving = prepared.segments[outgoing]
        let turn = arriving.endTangent.signedAngle(to: leaving.startTangent)
        let interior = Double.pi - Swift.abs(turn)
        // Both sides leave the tip in nearly the same direction; the arriving side, walked
        // backwards, has curvature −κ_in, so they part by about ½·|κ_out + κ_in|·s² besides α·s.
        var parting = Swift.abs(endMeasures(leaving).startCurvature + endMeasures(arriving).endCurvature)
        if !parting.isFinite { parting = 0 }
        let size = prepared.characteristicSize
        guard interior.isFinite, interior > 1e-9 || parting * size > 1e-6 else { return nil }
        let allowance = (Path.intersectionJointSlack + 2) * prepared.intersectionTolerance
        let opening = 2 * sin(interior / 2)
        // The distance s from the tip within which the sides are closer than the allowance:
        // ½·K·s² + opening·s = allowance.
        let reach = parting > 0
            ? (-opening + (opening * opening + 2 * parting * allowance).squareRoot()) / parting
            : allowance / opening
        guard contact.point.distance(to: arriving.end) <= reach else { return nil }
        return SpikeTip(incoming: incoming, outgoing: outgoing, reach: reach)
    }
}
