import FilletSupport
import FilletVerification
import Foundation

/// One swept parameter of a range map: a name and a closed interval sampled at `count` values.
///
/// A continuous axis samples the cell centres, so the cells tile the interval:
///
/// ```
/// valueᵢ = lower + (i + ½) · (upper − lower) / count,     i = 0 … count − 1
/// ```
///
/// An integer axis (point counts, vertex counts) takes every integer in the interval when there
/// are at most `count` of them, else `count` integers spread evenly (rounded, ends included);
/// it never repeats a value, so its ``values`` may be fewer than the requested count.
public struct ExplorerAxis: Hashable, Sendable {
    /// The parameter's name (kebab case, as on the command line).
    public var name: String
    /// Interval ends, finite, `lower ≤ upper`.
    public var lower: Double
    public var upper: Double
    /// Requested number of samples, ≥ 1.
    public var count: Int
    /// Whether the parameter takes whole numbers only.
    public var isInteger: Bool

    /// - Throws: ``ExplorerError/badAxis(_:)`` for non-finite ends, `lower > upper`, an interval whose
    ///   width `upper − lower` overflows, a count < 1, or
    ///   an integer axis with no integer in the interval.
    public init(name: String, lower: Double, upper: Double, count: Int, isInteger: Bool = false) throws(ExplorerError) {
        guard lower.isFinite, upper.isFinite else {
            throw .badAxis("\(name): interval ends must be finite, got \(lower)...\(upper)")
        }
        guard lower <= upper else { throw .badAxis("\(name): lower end \(lower) is above the upper end \(upper)") }
        // Every position on the axis (steps, cell edges, ticks) is computed from the width.
        guard (upper - lower).isFinite else {
            throw .badAxis("\(name): the interval \(lower)...\(upper) is wider than the largest finite number")
        }
        guard count >= 1, count <= Self.maximumCount else {
            throw .badAxis("\(name): count must be in 1…\(Self.maximumCount), got \(count)")
        }
        if isInteger, lower.rounded(.up) > upper.rounded(.down) {
            throw .badAxis("\(name): takes whole numbers, and \(lower)...\(upper) contains none")
        }
        self.name = name
        self.lower = lower
        self.upper = upper
        self.count = count
        self.isInteger = isInteger
    }

    /// The largest sample count of one axis (a 4096 × 4096 map is already 16 million cells).
    public static let maximumCount = 4096

    /// The sampled values, increasing.
    public var values: [Double] {
        if lower == upper { return [lower] }
        if isInteger {
            let first = lower.rounded(.up), last = upper.rounded(.down)
            // Compared as doubles first: an interval such as 3...1e300 holds more integers than Int can count.
            if last - first + 1 <= Double(count) {
                return (0..<(Int(last - first) + 1)).map { first + Double($0) }
            }
            var result: [Double] = []
            for index in 0..<count {
                let value = count == 1 ? first : (first + (last - first) * Double(index) / Double(count - 1)).rounded()
                if result.last != value { result.append(value) }
            }
            return result
        }
        let step = (upper - lower) / Double(count)
        return (0..<count).map { lower + (Double($0) + 0.5) * step }
    }

    /// The extent of cell `index` along the axis (for drawing): half-way to the neighbouring
    /// values, the interval ends for the outer cells (±½ for a single integer value).
    public func cellExtent(_ index: Int, of values: [Double]) -> ClosedRange<Double> {
        let value = values[index]
        // Midpoints as a + (b − a)/2: a + b can overflow near ±1.8e308, the difference cannot
        // (the interval's width is finite).
        let low = index > 0 ? values[index - 1] + (value - values[index - 1]) / 2 : (isInteger ? value - 0.5 : lower)
        let high = index + 1 < values.count ? value + (values[index + 1] - value) / 2 : (isInteger ? value + 0.5 : upper)
        return Swift.min(low, high)...Swift.max(low, high)
    }

    /// Parses `name=lower...upper` (also `..` or `:` between the ends), or `name=value` for a
    /// single value, or a bare `name` (the caller supplies the interval).
    /// - Returns: the name and the interval, if one was given.
    /// - Throws: ``ExplorerError/badAxis(_:)`` when the text does not parse.
    public static func parse(_ text: String) throws(ExplorerError) -> (name: String, interval: ClosedRange<Double>?) {
        guard let equals = text.firstIndex(of: "=") else {
            guard !text.isEmpty else { throw .badAxis("expected name=lower...upper, got an empty axis") }
            return (text, nil)
        }
        let name = String(text[..<equals])
        let range = String(text[text.index(after: equals)...])
        guard !name.isEmpty else { throw .badAxis("expected name=lower...upper, got \(OneLine.quoted(String(text)))") }
        for separator in ["...", "..", ":"] {
            guard let found = range.range(of: separator) else { continue }
            let low = String(range[..<found.lowerBound]), high = String(range[found.upperBound...])
            guard let lower = Double(low), let upper = Double(high), lower.isFinite, upper.isFinite else {
                throw .badAxis("\(name): expected finite numbers lower...upper, got \(OneLine.quoted(String(range)))")
            }
            guard lower <= upper else { throw .badAxis("\(name): lower end \(lower) is above the upper end \(upper)") }
            guard (upper - lower).isFinite else {
                throw .badAxis("\(name): the interval \(lower)...\(upper) is wider than the largest finite number")
            }
            return (name, lower...upper)
        }
        guard let value = Double(range), value.isFinite else {
            throw .badAxis("\(name): expected lower...upper or a number, got \(OneLine.quoted(String(range)))")
        }
        return (name, value...value)
    }

    /// Parses a grid `COLUMNSxROWS` (e.g. `48x48`), or one number for both.
    /// - Throws: ``ExplorerError/badAxis(_:)`` unless both are whole numbers in 1…``maximumCount``.
    public static func parseGrid(_ text: String) throws(ExplorerError) -> (columns: Int, rows: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2,
              let columns = Int(parts[0]), let rows = Int(parts[parts.count - 1]),
              (1...maximumCount).contains(columns), (1...maximumCount).contains(rows) else {
            throw .badAxis("expected a grid COLUMNSxROWS with each in 1…\(maximumCount), got \(OneLine.quoted(String(text)))")
        }
        return (columns, rows)
    }
}
