import FilletGeometry
import FilletSupport
import PropertyCheck

/// The verdict of one invariant on one shape: pass or fail, the signed margin, a detail line and,
/// where it means something, the place that gave the worst margin.
///
/// The margin is the slack: ≥ 0 holds, < 0 is violated by that much, in the invariant's
/// ``Invariant/marginUnit`` (lengths divided by the shape's size, radians, turns, or a verdict
/// 0 / −1). NaN never passes. The stored margin is always finite
/// (`CheckResult.finiteMargin(_:)`: −∞ and NaN become −1.8e308), so a report
/// encodes as plain JSON whatever a broken measure returned.
public struct InvariantResult: Hashable, Sendable, Codable {
    public var invariant: Invariant
    public var passed: Bool
    public var margin: Double
    /// What was measured, with numbers; empty only when details were not requested (hot path).
    public var detail: String
    /// Where the worst margin occurred (a join, a vertex, an intersection), if the invariant has
    /// a location.
    public var location: Point?

    public init(invariant: Invariant, passed: Bool, margin: Double, detail: String, location: Point? = nil) {
        self.invariant = invariant
        self.passed = passed && !margin.isNaN
        self.margin = CheckResult.finiteMargin(margin)
        self.detail = detail
        self.location = location.flatMap { $0.isFinite ? $0 : nil }
    }

    enum CodingKeys: String, CodingKey { case invariant, passed, margin, detail, location }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        invariant = try container.decode(Invariant.self, forKey: .invariant)
        passed = try container.decode(Bool.self, forKey: .passed)
        margin = try container.decode(Double.self, forKey: .margin)
        detail = try container.decode(String.self, forKey: .detail)
        location = try container.decodeIfPresent([Double].self, forKey: .location).flatMap {
            $0.count == 2 ? Point(x: $0[0], y: $0[1]) : nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(invariant, forKey: .invariant)
        try container.encode(passed, forKey: .passed)
        try container.encode(margin, forKey: .margin)
        try container.encode(detail, forKey: .detail)
        if let location { try container.encode([location.x, location.y], forKey: .location) }
    }
}
