/// Contacts of two consecutive segments away from the joints between them.
extension PreparedPath {
    /// The contacts of consecutive segments `incoming` and `outgoing` (of one subpath, `outgoing`
    /// following `incoming`, cyclically in a closed subpath, possibly after point-like segments)
    /// that lie in none of `discs`: what the pair holds once neighbourhoods of its joints (spike
    /// tips) are set aside.
    ///
    /// The scan reports at most two contacts per pair of pieces, those away from the ends first.
    /// Near a sharp spike both may lie along the tip, where the user-path check then sets them
    /// aside as the tip itself (`PathCheck.spikeTip`), and a real crossing of the same pieces
    /// farther out is not among them. This search does not look inside the discs, so whatever it
    /// finds is outside them: the same subdivision as the scan's curve test, on the whole segments,
    /// with the same tolerance (``intersectionTolerance``) and contact semantics.
    ///
    /// A contact within ``Path/intersectionJointSlack`` × tolerance of an end of each segment is a
    /// joint (not returned) when those are the ends joined at the tip (the end of `incoming`, the
    /// start of `outgoing`), or the far ends of a closed subpath whose other segments are together
    /// within that slack long. Overlaps are always returned.
    /// - Returns: at most two contacts, each with the earlier element first.
    /// - Complexity: one pair search, at most ``CurveContacts/subdivisionBudget`` box tests (a
    ///   pair that exhausts it is reported as touching, as the scan does).
    package func contacts(incoming: Int, outgoing: Int, outside discs: [Disc])
        -> [SelfIntersection] {
        let arriving = segments[incoming], leaving = segments[outgoing]
        let tolerance = intersectionTolerance
        let slack = Path.intersectionJointSlack * tolerance
        let subpath = subpaths[arriving.subpathIndex]
        // The far ends (start of `incoming`, end of `outgoing`) are joined the other way round a
        // closed subpath, by the segments after `outgoing` and before `incoming`.
        var farEndsJoined = false
        if subpath.isClosed {
            let range = subpath.segmentRange
            var between = 0.0, index = outgoing + 1
            while true {
                if index == range.upperBound { index = range.lowerBound }
                guard index != incoming, between <= slack else { break }
                between += segments[index].length
                index += 1
            }
            farEndsJoined = between <= slack
        }
        let found = CurveContacts.contacts(arriving, leaving, tolerance: tolerance, excluding: discs)
        let (earlier, later) = arriving.elementIndex <= leaving.elementIndex ? (arriving, leaving) : (leaving, arriving)
        var result: [SelfIntersection] = []
        for contact in found {
            if contact.kind != .overlap, !contact.firstEnds.isEmpty, !contact.secondEnds.isEmpty {
                let atTip = contact.firstEnds.contains(.end) && contact.secondEnds.contains(.start)
                let atFarEnds = contact.firstEnds.contains(.start) && contact.secondEnds.contains(.end)
                if atTip || (atFarEnds && farEndsJoined) { continue }
            }
            result.append(SelfIntersection(firstElementIndex: earlier.elementIndex,
                                           secondElementIndex: later.elementIndex,
                                           firstSubpathIndex: earlier.subpathIndex,
                                           secondSubpathIndex: later.subpathIndex,
                                           kind: contact.kind, point: contact.point, overlapEnd: contact.overlapEnd))
        }
        return result
    }
}
