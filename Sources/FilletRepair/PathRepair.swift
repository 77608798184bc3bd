import FilletVerification
import FilletGeometry

/// Repairs what `PathCheck` finds in one element written as SVG path data, by the smallest
/// edit that keeps its author's intent, and proves each repair before keeping it.
///
/// ```swift
/// let result = try PathRepair.repair(pathData: "M0 0C4 0 6 1 10 1.2C14 1.3 16 4 20 4")
/// print(result.data, result.edits)   // the join at (10, 1.2) made smooth, its handles turned
/// ```
///
/// What is repaired, and how:
/// - **Near-miss kinks** (`PathCheck.JoinClass.kink`): the handle(s) at the join turn about the
///   node until both sides leave it in one direction. Two curve handles split the turn, half each,
///   keeping their lengths; a line, an arc, a quadratic or a handle the data does not write (`S`
///   after a curve reflects the one before) stays fixed and the other side turns all the way. A
///   curve whose handle at the join is zero (its tangent comes from its other control point) has
///   that control point slid along the curve's far tangent until it lines up; one whose far
///   handle is zero has the handle at the join slid along the far tangent instead of turned. An
///   arc command whose radii its own segment writes (`A rx ry …`: a circle, or the cubics of an
///   elliptical arc) may instead get both radii scaled by the factor that turns its end onto the
///   other side (`ArcRadii`): end points, rotation and flags stay, both ends turn about the
///   chord. An elliptical arc may get its two radii apart so that both its ends line up (its
///   other join kept, or lined up too when it is a near miss). A repair that clears its finding
///   but makes another join worse is extended by a repair of that join from its other side (the
///   curve beyond an arc's far end turning its handle), and the two are judged as one. A join
///   between two fixed sides (line–line; an arc whose radii cannot be rewritten) is left and
///   reported: there is no handle to turn.
/// - **Near-miss arc cubics** (`Invariant.arcCubics`): both handles get the circular length
///   `4/3·tan(θ/4)·r` of the fitted sweep and radius along their own directions, or, when that
///   is not round enough, the directions of the fitted circle's tangents at the ends.
///
/// Nothing else changes: end points never move, and only the numbers of the control points
/// moved are rewritten, in the style and at the precision their author used
/// (``PathDataNumbers``): the decimals of their own segment, then up to the most the element
/// writes anywhere, then `Options.maximumExtraDecimals` more one at a time, the first that
/// passes. An `S`/`s` or `T`/`t` whose implied first control must move is rewritten as `C`/`c`
/// or `Q`/`q` for that one segment (an implicit repetition after it gets its letter back); a
/// number written with an exponent is rewritten in fixed notation at the precision it had.
/// Each candidate is re-read from its text and re-checked: the finding is gone, no join became a
/// kink or a corner, no arc cubic became a near miss, the outline moved by at most
/// `Options.maximumMove` (`OutlineDistance`), and, once per round for all its repairs
/// together, no other invariant of `PathCheck` got worse (a crossing, a flipped orientation);
/// otherwise it is not made and a `Refusal` says why. Running the repair on its own output
/// changes nothing.
///
/// Under a transform (`transform`, the element's and its ancestors') the checker judges the
/// drawn path; each repair is computed there and its control points mapped back through the
/// inverse, so the text stays in the element's own coordinates.
public enum PathRepair {
    /// How far a repair may go.
    public struct Options: Hashable, Sendable {
        /// The checker's options (the kink threshold decides what is a near miss).
        public var check: PathCheck.Options
        /// The most decimals a rewritten number may have beyond the most the element already
        /// writes (0…8), used only when rounding to fewer leaves the finding in place.
        public var maximumExtraDecimals: Int
        /// The most a repair may move the outline (drawn units, > 0): the bound of the Hausdorff
        /// distance between each rewritten element before and after (`OutlineDistance`),
        /// measured from the original. A repair that would move it more is refused with the
        /// distance. Default: the gate's visibility threshold, `GateProfile.defaultVisibility`.
        public var maximumMove: Double

        public init(check: PathCheck.Options = PathCheck.Options(), maximumExtraDecimals: Int = 4,
                    maximumMove: Double = GateProfile.defaultVisibility) {
            self.check = check
            self.maximumExtraDecimals = Swift.max(0, Swift.min(8, maximumExtraDecimals))
            self.maximumMove = maximumMove.isFinite && maximumMove > 0 ? maximumMove : GateProfile.defaultVisibility
        }
    }

    /// The finding a repair answers (the invariant's own: `RepairKind`, FilletVerification).
    public typealias Kind = RepairKind

    /// One rewritten segment of the path data.
    public struct Edit: Hashable, Sendable {
        /// What the changes to this segment repaired (a segment can be part of several).
        public var kinds: [Kind]
        /// Index of the segment's element in the path read from the data.
        public var elementIndex: Int
        /// UTF-8 byte offset of the segment in the original data.
        public var offset: Int
        public var oldText: String
        public var newText: String
        /// Upper bound of the Hausdorff distance between the segment drawn before and after
        /// (drawn units; `OutlineDistance`: at most `maximumMove/16` above the exact value).
        public var distance: Double
        /// Decimals written beyond the most the element wrote before (0 when none were needed).
        public var addedDecimals: Int
    }

    /// A finding left in place, and why.
    public struct Refusal: Hashable, Sendable {
        public var kind: Kind
        /// The elements at the finding (incoming and outgoing of a join; the arc cubic), named in
        /// the written path: a join between two cubics of one arc drawn as cubics names the arc once.
        public var elementIndices: [Int]
        /// The join, or the fitted centre of the arc (drawn coordinates).
        public var point: Point
        public var reason: String
        /// A near-miss kink where a line meets a line (or a closing line): no handle to turn, so
        /// never repaired; counted apart from the refusals a repair could have avoided.
        public var isLineLine: Bool = false
    }

    /// What one element's repair did.
    public struct Result: Sendable {
        public var originalData: String
        /// The repaired data (`originalData` when nothing was repaired).
        public var data: String
        public var edits: [Edit]
        public var refusals: [Refusal]
        public var before: PathCheck.Report
        public var after: PathCheck.Report
        public var kinksBefore: Int
        public var kinksAfter: Int
        public var nearArcsBefore: Int
        public var nearArcsAfter: Int
        /// Upper bound of the Hausdorff distance between the outline before and after: the largest
        /// `Edit.distance` (drawn units), never above `Options.maximumMove`.
        public var hausdorffDistance: Double
        /// |area after − area before| / |area before| (0 when nothing changed).
        public var relativeAreaChange: Double

        public var isChanged: Bool { data != originalData }
        /// Whether a near-miss kink or arc cubic was found before.
        public var hadFindings: Bool { kinksBefore + nearArcsBefore > 0 }
        /// Whether none is left.
        public var isFullyRepaired: Bool { kinksAfter + nearArcsAfter == 0 }
    }

    /// The most passes over an element's findings (each after the last changed something).
    public static let maximumRounds = 4

    /// Why path data cannot be repaired at all.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var reason: String
        public init(_ reason: String) { self.reason = reason }
        public var description: String { reason }
    }

    /// Repairs the near-miss kinks and arc cubics of the element written as `pathData`, drawn
    /// through `transform` (see the type's description).
    /// - Throws: `Failure` when the data does not parse, the transform is not invertible or not
    ///   finite, or the path is out of the checkable range (`CheckableRange`).
    /// - Complexity: per candidate tried (a few per finding), the data read back and its joins
    ///   classed, O(n) with a small constant; one whole check per round (at most
    ///   `maximumRounds`), more only when a round's repairs together make the element worse.
    public static func repair(pathData: String, transform: AffineTransform = .identity,
                              options: Options = Options()) throws(Failure) -> Result {
        guard transform.isFinite, let inverse = transform.inverted, inverse.isFinite else {
            throw Failure("the transform is not invertible")
        }
        let initial = try RepairState(bytes: Array(pathData.utf8), transform: transform, options: options.check)
        var session = RepairSession(state: initial, inverse: inverse, options: options)
        if initial.isEditable {
            // A repair can make another possible (a neighbour's kink no longer turning the wrong
            // way): rounds until one changes nothing, so a second run has nothing left to do.
            for _ in 0..<maximumRounds {
                let before = session.state.bytes
                session.refusals = []
                session.repairArcCubics()
                session.repairKinksTogether()
                session.repairKinks()
                session.settle()
                if session.state.bytes == before { break }
            }
        } else {
            session.refuseAll(initial.notEditableReason ?? "not editable")
        }
        return session.result(originalData: pathData)
    }
}
