import FilletVerification
import FilletShapes
import FilletGeometry

/// What a predicate of the boundary search says about one value: it holds, or these checks fail.
///
/// The failures are a bit set whose meaning the caller gives: for the invariant catalogue, bit
/// `i` is `Invariant.allCases[i]` and ``constructionBit`` means the construction refused the
/// parameters (a `ShapeError`); a synthetic predicate may use any bits.
public struct BoundaryVerdict: Hashable, Sendable {
    /// Bit set of the failing checks; 0 when everything holds.
    public var failures: UInt64

    public init(failures: UInt64) { self.failures = failures }

    /// Whether every check holds.
    @inlinable public var holds: Bool { failures == 0 }

    /// Everything holds.
    public static let valid = BoundaryVerdict(failures: 0)

    /// The bit reserved for "the construction could not be built".
    public static let constructionBit: UInt64 = 1 << 63

    /// The indices of the set bits, increasing.
    public var failureIndices: [Int] {
        var indices: [Int] = []
        var remaining = failures
        while remaining != 0 {
            indices.append(remaining.trailingZeroBitCount)
            remaining &= remaining - 1
        }
        return indices
    }
}
