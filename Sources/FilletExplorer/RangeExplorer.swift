import FilletSupport
import FilletVerification
import Foundation
import Dispatch
import FilletGeometry
import FilletShapes
import PropertyCheck

/// Computes range maps: per cell of the x × y grid, a ``BoundarySearch`` along z whose predicate
/// builds the construction and runs the invariant catalogue.
///
/// Cells run in parallel on every core (`Parallel.map`, one cell per
/// iteration); each worker thread evaluates with its own `CatalogueContext` (the per-thread
/// one), so evaluation allocates no scratch buffers after the first cell.
public enum RangeExplorer {
    /// The catalogue's verdict on the construction at `values`, as a bit set in `Invariant`
    /// order (bit i = `Invariant.allCases[i]`), ``BoundaryVerdict/constructionBit`` when the
    /// construction rejects the values. Invariants in `ignoring` never fail.
    public static func verdict(_ setup: RangeMapSetup, _ values: ExplorerValues,
                               context: CatalogueContext = .forCurrentThread) -> BoundaryVerdict {
        let shape: ShapeUnderTest
        do {
            shape = try setup.construction.shape(values, clamping: setup.clamping)
        } catch {
            return BoundaryVerdict(failures: BoundaryVerdict.constructionBit)
        }
        var sink = DiscardingSink()
        let mask = Catalogue.evaluate(shape, options: Catalogue.Options(scaleInvariance: setup.scaleInvariance),
                                      context: context, into: &sink)
        var failures = UInt64(mask.evaluated & ~mask.passed)
        for invariant in setup.ignored { failures &= ~(1 << UInt64(ordinal(invariant))) }
        return BoundaryVerdict(failures: failures)
    }

    /// Seed 000's kink at `values`: the largest tangent turn at a join with an arc, in degrees.
    static func kinkDegrees(_ setup: RangeMapSetup, _ values: ExplorerValues) -> Double? {
        guard let shape = try? setup.construction.shape(values, clamping: setup.clamping) else { return nil }
        let report = Catalogue.check(shape, options: Catalogue.Options(scaleInvariance: .never))
        guard let margin = report[.tangentContinuity]?.margin else { return nil }
        return Swift.max(VerificationTolerances.angle - margin, 0) * 180 / .pi
    }

    /// The names of a verdict's failures, in catalogue order (`construction` last).
    public static func names(_ verdict: BoundaryVerdict) -> [String] {
        verdict.failureIndices.map { index in
            index < Invariant.allCases.count ? Invariant.allCases[index].name
                : (UInt64(1) << UInt64(index) == BoundaryVerdict.constructionBit ? "construction" : "bit\(index)")
        }
    }

    /// Position of `invariant` in `Invariant.allCases` (its bit in a ``VerdictMask``).
    static func ordinal(_ invariant: Invariant) -> Int { Invariant.allCases.firstIndex(of: invariant)! }

    /// One cell: the boundary search along z at grid position (column, row).
    public static func cell(_ setup: RangeMapSetup, column: Int, row: Int, xValues: [Double], yValues: [Double]) -> RangeCell {
        var values = setup.base
        values[setup.x.name] = xValues[column]
        values[setup.y.name] = yValues[row]
        let cellIndex = row * xValues.count + column
        let seed = SplitMix64.caseGenerator(seed: setup.seed, caseIndex: cellIndex).state
        let zName = setup.z.name
        let result = setup.search.search(lower: setup.z.lower, upper: setup.z.upper, seed: seed) { z in
            var at = values
            at[zName] = z
            return verdict(setup, at)
        }
        return RangeCell(column: column, row: row, x: xValues[column], y: yValues[row], status: result.status,
                         boundary: result.boundary, failingValue: result.failingValue, failures: names(result.failures),
                         closedForm: setup.construction.closedForm(values, z: zName, clamping: setup.clamping),
                         witness: result.witness, witnessFailures: result.witnessVerdict.map(names) ?? [],
                         evaluations: result.evaluations)
    }

    /// Computes the map, or shard `shard.index` of `shard.count` (cells whose index
    /// `row · columns + column` ≡ index mod count).
    /// - Parameters:
    ///   - setup: the construction, axes, grid, fixed values and search of the map.
    ///   - shard: which cells to compute: `(index, count)`, the whole map by default.
    ///   - progress: called after each cell with (cells done, cells in this shard), from
    ///     worker threads, serialised.
    /// - Complexity: cells × (about 60 catalogue evaluations), spread over every core.
    public static func run(_ setup: RangeMapSetup, shard: (index: Int, count: Int) = (0, 1),
                           progress: (@Sendable (Int, Int) -> Void)? = nil) -> RangeMap {
        let start = DispatchTime.now()
        let xValues = setup.x.values, yValues = setup.y.values
        let total = xValues.count * yValues.count
        let indices = stride(from: shard.index, to: total, by: Swift.max(shard.count, 1)).map { $0 }
        let counter = ProgressCounter()
        let cells = Parallel.map(count: indices.count, threads: ProcessInfo.processInfo.activeProcessorCount) { slot in
            let index = indices[slot]
            defer { if let progress { counter.increment { progress($0, indices.count) } } }
            return cell(setup, column: index % xValues.count, row: index / xValues.count, xValues: xValues, yValues: yValues)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return RangeMap(setup: setup, cells: cells, seconds: seconds,
                        notes: shard.count > 1 ? [] : notes(setup))
    }

    /// Findings that are not a boundary, computed beside a map:
    /// - seed 000 (versions with arcs): the kink, the largest tangent turn at a join with an arc,
    ///   over 41 radii evenly spaced in the z interval (0 excluded) for every x and y of the
    ///   grid: its smallest and largest value, and whether any radius has all kinks under 1°.
    /// - seed 001 with `closed` = 0: that the published path is never closed.
    public static func notes(_ setup: RangeMapSetup) -> [String] {
        switch setup.construction {
        case .seed000 where setup.z.name == "corner-radius":
            var lines: [String] = []
            var overallSmallest = Double.infinity, overallLargest = 0.0
            for y in setup.y.values {
                var smallest = (kink: Double.infinity, x: 0.0, radius: 0.0), largest = 0.0
                var underOneDegree: [String] = []
                for x in setup.x.values {
                    var values = setup.base
                    values[setup.x.name] = x
                    values[setup.y.name] = y
                    guard values.integer("version") != 0 else { continue }
                    var smooth: [Double] = []
                    for step in 1...41 {
                        let radius = setup.z.lower + (setup.z.upper - setup.z.lower) * Double(step) / 41
                        values["corner-radius"] = radius
                        guard let kink = kinkDegrees(setup, values) else { continue }
                        if kink < smallest.kink { smallest = (kink, x, radius) }
                        largest = Swift.max(largest, kink)
                        if kink < 1 { smooth.append(radius) }
                    }
                    if let first = smooth.first, let last = smooth.last {
                        underOneDegree.append("\(setup.x.name) \(RangeMap.tickLabel(x)) (\(smooth.count) of 41 radii, \(RangeMap.tickLabel(first))…\(RangeMap.tickLabel(last)))")
                    }
                }
                guard smallest.kink.isFinite else { continue }
                overallSmallest = Swift.min(overallSmallest, smallest.kink)
                overallLargest = Swift.max(overallLargest, largest)
                lines.append("- \(setup.y.name) \(RangeMap.tickLabel(y)): smallest kink \(NumberText.fixed(smallest.kink, decimals: 3))° (\(setup.x.name) \(RangeMap.tickLabel(smallest.x)), radius \(RangeMap.tickLabel(smallest.radius))), largest \(NumberText.fixed(largest, decimals: 3))°; "
                    + (underOneDegree.isEmpty ? "no radius keeps every kink under 1°." : "every kink under 1° only for " + underOneDegree.joined(separator: ", ") + "."))
            }
            guard !lines.isEmpty else { return [] }
            return ["**Kinks (tangent continuity, not counted in this map).** The largest tangent turn at a join with an arc, over 41 radii evenly spaced in (\(RangeMap.tickLabel(setup.z.lower)), \(RangeMap.tickLabel(setup.z.upper))] at every grid point with arcs (smallest \(NumberText.fixed(overallSmallest, decimals: 3))°, largest \(NumberText.fixed(overallLargest, decimals: 3))°). The fixed sweeps (±0.45π at the points, ±0.7π at the inner corners) miss the true turn angles, and radii below the degenerate length (10⁻⁹ of the size) are the only ones without a kink:\n\n" + lines.joined(separator: "\n")]
        case .seed001 where setup.base.integer("closed") == 0:
            return ["**As published, never closed.** The path ends with a line back to its starting midpoint but no closeSubpath(): closed-finite fails at every radius, and the end touching the start counts as a self-contact. `--fixed closed=1` maps the outline a fill paints."]
        default:
            return []
        }
    }
}

/// A sink that keeps nothing: the mask ``Catalogue/evaluate(_:options:context:into:)`` returns
/// carries the verdicts, and no detail string is ever formatted.
struct DiscardingSink: InvariantSink {
    mutating func record(_ invariant: Invariant, passed: Bool, margin: Double, location: Point?,
                         detail: () -> String) {}
}

/// A serialised counter for progress reports.
final class ProgressCounter: @unchecked Sendable {
    private var done = 0
    private let lock = NSLock()

    func increment(_ report: (Int) -> Void) {
        lock.lock()
        done += 1
        report(done)
        lock.unlock()
    }
}
