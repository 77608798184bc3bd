/// Contacts of two consecutive segments away from the joint between them.
extension PreparedPath {
    /// The contacts of consecutive segments `incoming` and `outgoing` (of one subpath, `outgoing`
    /// following `incoming`, cyclically in a closed subpath) that lie farther than `radius` from
    /// their joint `J` (the end of `incoming`): what the pair holds once a neighbourhood of the
    /// joint is set aside.
    ///
    /// The scan reports at most two contacts per pair of pieces, those away from the ends first.
    /// Near a sharp spike both may lie along the tip, where the user-path check then sets them
    /// aside as the tip itself (`PathCheck.spikeTip`), and a real crossing of the same pieces
    /// farther out is not among them. This search does not look inside the disc, so whatever it
    /// finds is outside it: the same subdivision as the scan's curve test, on the whole segments,
    /// with the same tolerance (``intersectionTolerance``) and contact semantics.
    ///
    /// A contact within ``Path/intersectionJointSlack`` × tolerance of an end of each segment is a
    /// joint (not returned) when those ends are joined along the path within that slack: `J`
    /// itself (when `radius` is smaller than the slack), or the far ends of a closed subpath whose
    /// other segments are that short. Overlaps are always returned.
    /// - Returns: at most two contacts, each with the earlier element first.
    /// - Complexity: one pair search, at most ``CurveContacts/subdivisionBudget`` box tests (a
    ///   pair that exhausts it is reported as touching, as the scan does).
    package func contacts(incoming: Int, outgoing: Int, beyondJointBy radius: Double) -> [SelfIntersection] {
        let arriving = segments[incoming], leaving = segments[outgoing]
        let joint = arriving.end
        let tolerance = intersectionTolerance
        let slack = Path.intersectionJointSlack * tolerance
        let subpath = subpaths[arriving.subpathIndex]
        // Length of the subpath outside the two segments: the far ends are joined along the path
        // (the other way round a closed subpath) when it is within the slack.
        var rest = 0.0
        for index in subpath.segmentRange where index != incoming && index != outgoing {
            rest += segments[index].length
        }
        let farEndsJoined = subpath.isClosed && rest <= slack
        let found = CurveContacts.contacts(arriving, leaving, tolerance: tolerance,
                                           excluding: (center: joint, radius: radius))
        var result: [SelfIntersection] = []
        for contact in found {
            if contact.kind != .overlap, !contact.firstEnds.isEmpty, !contact.secondEnds.isEmpty {
                let atJoint = contact.firstEnds.contains(.end) && contact.secondEnds.contains(.start)
                let atFarEnds = contact.firstEnds.contains(.start) && contact.secondEnds.contains(.end)
                if atJoint || (atFarEnds && farEndsJoined) { continue }
            }
            let (earlier, later) = arriving.elementIndex <= leaving.elementIndex ? (arriving, leaving) : (leaving, arriving)
            result.append(SelfIntersection(firstElementIndex: earlier.elementIndex, secondElementIndex: later.elementIndex,
                                           firstSubpathIndex: earlier.subpathIndex,
                                           secondSubpathIndex: later.subpathIndex,
                                           kind: contact.kind, point: contact.point, overlapEnd: contact.overlapEnd))
        }
        return result
    }
}
