import Foundation

/// The constraints of an integer draw, built once per generator (not per case).
///
/// With probability `edgeProbability` the draw picks uniformly among `edges` — the bounds,
/// their neighbours, 0 and ±1 when in range — otherwise uniformly over the range (Lemire's
/// unbiased bounded method from the standard library).
public struct IntegerDraw: Sendable {
    public let range: ClosedRange<Int64>
    public let edgeProbability: Double
    public let label: String?
    let labelID: UInt32
    let edges: [Int64]

    /// - Parameters:
    ///   - range: any range of Int64 (the full range is allowed).
    ///   - edgeProbability: in [0, 1]; values outside are clamped, NaN counts as 0.
    ///   - label: a name for the draw in reports.
    public init(range: ClosedRange<Int64>, edgeProbability: Double = 0.1, label: String? = nil) {
        self.range = range
        self.edgeProbability = edgeProbability.isNaN ? 0 : min(max(edgeProbability, 0), 1)
        self.label = label
        self.labelID = LabelTable.id(for: label)
        var edges: [Int64] = [range.lowerBound, range.upperBound]
        for candidate: Int64 in [0, 1, -1] where range.contains(candidate) { edges.append(candidate) }
        if range.lowerBound < range.upperBound {
            edges.append(range.lowerBound + 1)
            edges.append(range.upperBound - 1)
        }
        var unique: [Int64] = []
        for edge in edges where !unique.contains(edge) { unique.append(edge) }
        self.edges = unique
    }
}

/// How a double draw spreads over its range when it does not pick an edge.
public enum DoubleDistribution: Sendable, Equatable {
    /// Uniform in value: `lower + u·(upper − lower)`.
    case uniform
    /// Uniform in logarithm: `exp(ln lower + u·(ln upper − ln lower))`, for ranges spanning
    /// orders of magnitude. Needs `lower > 0`; otherwise the draw is uniform.
    case logUniform
}

/// The constraints of a double draw, built once per generator (not per case).
///
/// Edges, picked with probability `edgeProbability`: the range ends and their neighbouring
/// doubles, 0 and −0, ±1, tiny values (±least normal, ±least subnormal, ±1e-300) and huge
/// values (±1e300, ±greatest finite), each only when inside the range.
public struct DoubleDraw: Sendable {
    public let range: ClosedRange<Double>
    public let edgeProbability: Double
    public let distribution: DoubleDistribution
    public let label: String?
    let labelID: UInt32
    let edges: [Double]

    /// - Parameters:
    ///   - range: infinite bounds are clamped to ±`greatestFiniteMagnitude`.
    ///   - edgeProbability: in [0, 1]; clamped, NaN counts as 0.
    ///   - distribution: how values between the edges are spread (default uniform).
    ///   - label: names the draw in boundary pairs and replays.
    public init(range: ClosedRange<Double>, edgeProbability: Double = 0.1,
                distribution: DoubleDistribution = .uniform, label: String? = nil) {
        let lower = min(max(range.lowerBound, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
        let upper = min(max(range.upperBound, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
        self.range = lower...upper
        self.edgeProbability = edgeProbability.isNaN ? 0 : min(max(edgeProbability, 0), 1)
        self.distribution = distribution
        self.label = label
        self.labelID = LabelTable.id(for: label)
        let candidates: [Double] = [
            lower, upper, lower.nextUp, upper.nextDown, 0, -0.0, 1, -1,
            .leastNormalMagnitude, -.leastNormalMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            1e-300, -1e-300, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        ]
        var unique: [Double] = []
        for candidate in candidates where lower <= candidate && candidate <= upper
            && !unique.contains(where: { $0.bitPattern == candidate.bitPattern }) {
            unique.append(candidate)
        }
        self.edges = unique
    }

    /// Maps a uniform `u` in [0, 1) into the range (never outside it).
    @inline(__always)
    func sample(_ unit: Double) -> Double {
        let lower = range.lowerBound
        let upper = range.upperBound
        if distribution == .logUniform && lower > 0 {
            let logLower = lower.logarithm
            return (logLower + unit * (upper.logarithm - logLower)).exponential
        }
        let width = upper - lower
        // A range wider than greatestFiniteMagnitude overflows `width`; interpolate instead.
        return width.isFinite ? lower + width * unit : lower * (1 - unit) + upper * unit
    }
}

extension Double {
    fileprivate var logarithm: Double { Foundation.log(self) }
    fileprivate var exponential: Double { Foundation.exp(self) }
}