/// One of `count` disjoint slices of a run's case indices: shard `index` runs the cases whose
/// index `i` satisfies `i mod count == index`.
///
/// Because case `i` is derived from `(seed, i)` alone, the shards of a run together run exactly
/// the unsharded run's cases, and ``PropertyReport/merged(_:)`` of their reports equals the
/// unsharded report.
public struct Shard: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// This shard's index, in `0..<count`.
    public let index: Int
    /// How many shards the run is split into, ≥ 1.
    public let count: Int

    /// The whole run (shard 0 of 1).
    public static let whole = Shard(uncheckedIndex: 0, count: 1)

    /// - Throws: `.invalidShard` unless `0 ≤ index < count`.
    public init(index: Int, count: Int) throws(PropertyCheckError) {
        guard count >= 1, index >= 0, index < count else { throw .invalidShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `"i/N"` (as in `--shard 2/8`).
    public init(parsing text: String) throws(PropertyCheckError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .invalidShard(text)
        }
        try self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// How many of the case indices `0..<cases` belong to this shard.
    public func caseCount(of cases: Int) -> Int {
        // (cases − index − 1)/count + 1 rather than a rounded-up division, which could overflow.
        cases <= index ? 0 : (cases - index - 1) / count + 1
    }

    /// The case index of this shard's `position`-th case.
    @inline(__always)
    func caseIndex(at position: Int) -> Int { index + position * count }
}
