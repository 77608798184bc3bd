/// How two pieces of a path meet.
public enum IntersectionKind: String, Hashable, Sendable, CaseIterable {
    /// The pieces cross transversally at a point interior to both.
    case crossing
    /// The pieces meet at a single point without crossing transversally: tangency within the
    /// tolerance, or a point within the tolerance of an end point of either piece.
    case touching
    /// The pieces run along each other (collinear lines, co-circular arcs) for longer than the tolerance.
    case overlap
}

/// Which end points of a segment a contact point lies within the tolerance of.
public struct SegmentEnds: OptionSet, Hashable, Sendable {
    /// The set's bits: 1 the start, 2 the end.
    public let rawValue: UInt8
    /// The set with these bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The segment's start point.
    public static let start = SegmentEnds(rawValue: 1)
    /// The segment's end point.
    public static let end = SegmentEnds(rawValue: 2)
}

/// One place where two segments meet, as ``SegmentIntersection/contacts(_:_:tolerance:)`` reports it.
public struct SegmentContact: Hashable, Sendable {
    /// Crossing, touching or overlap.
    public var kind: IntersectionKind
    /// The contact point; for an overlap, where the overlap starts along the first segment.
    public var point: Point
    /// Where an overlap ends along the first segment; equal to `point` for a point contact.
    public var overlapEnd: Point
    /// The first segment's end points within the tolerance of `point` (empty for an interior point).
    public var firstEnds: SegmentEnds
    /// The second segment's end points within the tolerance of `point`.
    public var secondEnds: SegmentEnds

    /// A contact from its parts.
    public init(kind: IntersectionKind, point: Point, overlapEnd: Point, firstEnds: SegmentEnds,
                secondEnds: SegmentEnds) {
        self.kind = kind
        self.point = point
        self.overlapEnd = overlapEnd
        self.firstEnds = firstEnds
        self.secondEnds = secondEnds
    }

    /// The same contact seen from the other segment.
    var swapped: SegmentContact {
        SegmentContact(kind: kind, point: point, overlapEnd: overlapEnd, firstEnds: secondEnds, secondEnds: firstEnds)
    }
}

/// At most two contacts between two segments, stored inline (no allocation).
///
/// Two suffices: non-collinear lines meet at most once; a line meets a circle, and a circle meets
/// another, at most twice; two arcs of one circle overlap in at most two pieces.
public struct SegmentContacts: RandomAccessCollection, Hashable, Sendable {
    private var storage0: SegmentContact?
    private var storage1: SegmentContact?
    /// How many contacts: 0, 1 or 2.
    public private(set) var count = 0

    /// No contact.
    public init() {}

    /// 0.
    public var startIndex: Int { 0 }
    /// ``count``.
    public var endIndex: Int { count }

    public subscript(position: Int) -> SegmentContact {
        precondition(position >= 0 && position < count, "SegmentContacts index out of range")
        return position == 0 ? storage0! : storage1!
    }

    mutating func append(_ contact: SegmentContact) {
        precondition(count < 2, "at most two contacts between two segments")
        if count == 0 { storage0 = contact } else { storage1 = contact }
        count += 1
    }

    var swapped: SegmentContacts {
        var result = SegmentContacts()
        for contact in self { result.append(contact.swapped) }
        return result
    }
}
