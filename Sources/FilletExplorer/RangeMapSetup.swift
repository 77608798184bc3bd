import Foundation
import FilletSupport
import FilletVerification
import FilletShapes

/// Everything that defines a range map: the construction, the two swept axes, the boundary
/// parameter z and its interval, the other parameters' values, the clamp policy, which invariants
/// count, and the search's precision and seed.
public struct RangeMapSetup: Hashable, Sendable {
    public var construction: ExplorerConstruction
    public var x: ExplorerAxis
    public var y: ExplorerAxis
    /// The boundary parameter and the interval searched (its `count` is unused).
    public var z: ExplorerAxis
    /// Values of every parameter not on an axis (the construction's defaults unless fixed).
    public var base: ExplorerValues
    /// Clamp policy of the constructions that have one (default `.none`: radii built exactly as
    /// asked, so the edge budget is a real limit; `.proportional` keeps every radius fitting).
    public var clamping: CornerRounding.Clamping
    /// Invariants left out of the verdict (e.g. tangent continuity for seed 000, which never has it).
    public var ignored: [Invariant]
    /// Whether scale invariance runs (default never: it re-runs the catalogue at 10⁻⁶ and 10⁶,
    /// which is a property of the catalogue, not of the shape at one z).
    public var scaleInvariance: Catalogue.Options.Sampling
    public var search: BoundarySearch
    /// Seeds each cell's random validation values (cell i uses `SplitMix64.caseGenerator(seed, i)`).
    public var seed: UInt64

    /// - Parameters:
    ///   - construction: what the map explores.
    ///   - x: name and interval; `nil` takes the construction's ``ExplorerConstruction/defaultAxes``
    ///     entry; an x or y name without interval takes the default interval when the name is the
    ///     default's, else the parameter's default value as a single point.
    ///   - y: as `x`, for the rows.
    ///   - z: the parameter searched along in each cell; a z name without interval always takes
    ///     the default z interval.
    ///   - grid: samples of x and y (an integer axis takes at most one sample per whole number).
    ///   - fixed: values for parameters on no axis.
    ///   - clamping: the corner clamping policy the shapes are built with (default `none`: radii
    ///     built exactly as asked).
    ///   - ignored: invariants not counted; `nil` takes ``ExplorerConstruction/defaultIgnored``.
    ///   - scaleInvariance: when scale invariance runs (default never).
    ///   - search: the boundary search of every cell.
    ///   - seed: seeds each cell's random validation values.
    /// - Throws: ``ExplorerError`` for unknown or repeated parameter names, bad intervals or counts.
    public init(construction: ExplorerConstruction, x: (String, ClosedRange<Double>?)? = nil,
                y: (String, ClosedRange<Double>?)? = nil, z: (String, ClosedRange<Double>?)? = nil,
                grid: (columns: Int, rows: Int) = (48, 48), fixed: [(String, Double)] = [],
                clamping: CornerRounding.Clamping = .none, ignored: [Invariant]? = nil,
                scaleInvariance: Catalogue.Options.Sampling = .never,
                search: BoundarySearch = BoundarySearch(), seed: UInt64 = 0x5EED) throws(ExplorerError) {
        let defaults = construction.defaultAxes
        func axis(_ role: String, _ given: (String, ClosedRange<Double>?)?, _ fallback: (String, ClosedRange<Double>),
                  count: Int, bareTakesDefaultInterval: Bool = false) throws(ExplorerError) -> ExplorerAxis {
            let name = given?.0 ?? fallback.0
            guard let index = construction.parameterIndex(name) else {
                throw .unknownParameter(name: name, construction: construction.rawValue,
                                        valid: construction.parameters.map(\.name))
            }
            let parameter = construction.parameters[index]
            let interval = given?.1 ?? (name == fallback.0 || bareTakesDefaultInterval ? fallback.1
                : parameter.defaultValue.isNaN ? 0...0 : parameter.defaultValue...parameter.defaultValue)
            let axis: ExplorerAxis
            do throws(ExplorerError) {
                axis = try ExplorerAxis(name: name, lower: interval.lowerBound, upper: interval.upperBound, count: count,
                                        isInteger: parameter.isInteger)
            } catch { throw .badSetting(setting: role, error.description) }
            let shown = "\(RangeMap.format(interval.lowerBound))...\(RangeMap.format(interval.upperBound))"
            if bareTakesDefaultInterval {
                guard parameter.acceptsSearch(over: interval) else {
                    let outside = parameter.accepts(interval.lowerBound) ? interval.upperBound : interval.lowerBound
                    throw .badSetting(setting: role, parameter.refusal("the boundary interval \(shown) reaches \(RangeMap.format(outside))"))
                }
            } else if let outside = axis.values.first(where: { !parameter.accepts($0) }) {
                throw .badSetting(setting: role, parameter.refusal("the axis \(shown) samples \(RangeMap.format(outside))"))
            }
            return axis
        }
        let xAxis = try axis("x", x, defaults.x, count: grid.columns)
        let yAxis = try axis("y", y, defaults.y, count: grid.rows)
        let zAxis = try axis("z", z, defaults.z, count: 1, bareTakesDefaultInterval: true)
        // The cells the map will have: a whole-number axis takes at most one sample per integer.
        let cells = xAxis.values.count * yAxis.values.count
        guard cells <= Self.maximumCells else {
            throw .badSetting(setting: "grid", "a map has at most \(Self.maximumCells) cells, got \(cells)"
                              + " (\(grid.columns)x\(grid.rows)); zoom in: map a narrower interval instead")
        }
        let names = [xAxis.name, yAxis.name, zAxis.name]
        guard Set(names).count == 3 else { throw .badAxis("x, y and z must be different parameters, got \(names.joined(separator: ", "))") }
        var base = ExplorerValues(construction)
        for (name, value) in fixed {
            guard construction.parameterIndex(name) != nil else {
                throw .unknownParameter(name: name, construction: construction.rawValue, valid: construction.parameters.map(\.name))
            }
            guard !names.contains(name) else { throw .badSetting(setting: "fixed", "\(name) is on an axis and cannot also be fixed") }
            guard value.isFinite else { throw .badSetting(setting: "fixed", "\(name): fixed value must be finite, got \(value)") }
            guard fixed.filter({ $0.0 == name }).count == 1 else { throw .badSetting(setting: "fixed", "\(name) is fixed twice") }
            if let index = construction.parameterIndex(name), construction.parameters[index].isInteger,
               value != value.rounded() {
                throw .badSetting(setting: "fixed", "\(name): fixed value must be a whole number, got \(RangeMap.format(value))")
            }
            if let index = construction.parameterIndex(name), !construction.parameters[index].accepts(value) {
                throw .badSetting(setting: "fixed",
                                  construction.parameters[index].refusal("fixed value \(RangeMap.format(value))"))
            }
            base[name] = value
        }
        try Self.refuseHugeShapes(construction, x: xAxis, y: yAxis, z: zAxis, base: base, clamping: clamping)
        self.construction = construction
        self.x = xAxis
        self.y = yAxis
        self.z = zAxis
        self.base = base
        self.clamping = clamping
        // In catalogue order, each once: `--ignore a,b` and `--ignore b,a` are one setup (one fingerprint).
        let ignoring = Set(ignored ?? construction.defaultIgnored)
        self.ignored = Invariant.allCases.filter { ignoring.contains($0) }
        self.scaleInvariance = scaleInvariance
        self.search = search
        self.seed = seed
    }

    /// The most path elements a shape on a map may have: 10⁴. A cell's boundary search runs the
    /// catalogue some 75 times, and the catalogue's time and memory grow with the segments, so a
    /// shape of 10⁶ segments would make even a two-cell map cost minutes and gigabytes; at 10⁴ (a
    /// star of 2 500 points) a cell costs seconds and tens of MB.
    public static let maximumShapeElements = 10_000

    /// Refuses a map whose shapes, built at the corners of the x–y grid (the first and last
    /// samples of each axis, where the cells build them) with z at both ends and the middle of
    /// its interval, have more than ``maximumShapeElements`` path elements. The element count
    /// grows with the axes toward their ends (points, vertices), so the corners bound the cells;
    /// a shape that cannot be built there cannot be built by the cells either.
    static func refuseHugeShapes(_ construction: ExplorerConstruction, x: ExplorerAxis, y: ExplorerAxis,
                                 z: ExplorerAxis, base: ExplorerValues,
                                 clamping: CornerRounding.Clamping) throws(ExplorerError) {
        // The cells build shapes at the axes' samples (not their interval ends, which may be
        // outside a parameter's domain) and at z across its interval.
        let xValues = [x.values.first, x.values.last].compactMap { $0 }
        let yValues = [y.values.first, y.values.last].compactMap { $0 }
        let zValues = [z.lower, (z.lower + z.upper) / 2, z.upper]
        for xValue in xValues {
            for yValue in yValues {
                for zValue in zValues {
                    var values = base
                    values[x.name] = xValue
                    values[y.name] = yValue
                    values[z.name] = zValue
                    // Building one shape of the largest size the parameters allow takes well under a second.
                    guard let shape = try? construction.shape(values, clamping: clamping) else { continue }
                    let count = shape.path.elements.count
                    guard count <= maximumShapeElements else {
                        throw .badSetting(setting: "x", "the shapes reach \(count) path elements (at \(x.name) = "
                            + "\(RangeMap.format(xValue)), \(y.name) = \(RangeMap.format(yValue))); a map takes shapes of "
                            + "at most \(maximumShapeElements)")
                    }
                }
            }
        }
    }

    /// The most cells one map may have (2²⁰, e.g. 1024 × 1024): each axis may have up to
    /// ``ExplorerAxis/maximumCount`` samples, but not both at once (16 million cells would take
    /// hours and an SVG of gigabytes); zoom into a narrower interval instead.
    public static let maximumCells = 1 << 20

    /// 16 hex digits naming everything a cell's result depends on besides its grid position
    /// (construction, axes and grid, fixed values, clamp policy, ignored invariants, scale
    /// sampling, search, seed): written on every CSV row, so merging shards computed with other
    /// settings is refused instead of stating the merge's settings above their cells. The setup's
    /// full description folded byte by byte through `SplitMix64.mix64(_:)` (as
    /// `Catalogue` hashes paths); the same flags give the same fingerprint in
    /// any process of one build.
    public var fingerprint: String {
        var hash: UInt64 = 0
        for byte in String(describing: self).utf8 { hash = SplitMix64.mix64(hash ^ UInt64(byte)) }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The clamp policy as reported (`as published` for the seeds).
    public var policyDescription: String {
        construction.hasClampPolicy ? clamping.rawValue : "as published (no policy)"
    }

    /// The parameters on no axis with their values, for the summary.
    public var fixedDescription: String {
        construction.parameters.enumerated().compactMap { index, parameter in
            guard ![x.name, y.name, z.name].contains(parameter.name) else { return nil }
            let value = base.values[index]
            return value.isNaN ? "\(parameter.name)=default" : "\(parameter.name)=\(RangeMap.format(value))"
        }.joined(separator: ", ")
    }
}
