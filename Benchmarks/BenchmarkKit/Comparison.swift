/// A verdict on one metric of one case, current run against a baseline.
public enum Change: String, Codable, Hashable, Sendable {
    case unchanged, regression, improvement
}

/// What a ``MetricComparison`` compares (its raw value is the JSON and table spelling).
public enum Metric: String, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The fastest sample of a case.
    case time
    /// Counts: points and elements exactly, allocations per iteration within
    /// ``Comparison/allocationTolerance``.
    case points, elements, allocations
    /// A series' fitted scaling exponent against the baseline's fit.
    case exponent
    /// A series' fitted scaling exponent against the series' ceiling alone.
    case exponentCeiling = "exponent ceiling"

    /// Whether the metric is a scaling exponent (against the baseline or the ceiling).
    public var isExponent: Bool { self == .exponent || self == .exponentCeiling }

    /// Whether the metric is a count (points, elements, allocations): deterministic, unlike a
    /// time or an exponent fitted over times.
    public var isCount: Bool { self == .points || self == .elements || self == .allocations }

    public var description: String { rawValue }
}

/// One metric of one case compared against the baseline.
public struct MetricComparison: Codable, Hashable, Sendable {
    public var caseName: String
    public var metric: Metric
    public var baseline: Double
    public var current: Double
    /// `(current − baseline) / baseline`; `nil` when the baseline is 0.
    public var relativeChange: Double?
    public var change: Change
    /// For `time`: the extra samples the case was re-timed with before this verdict (a suspected
    /// regression), `nil` if it was not re-timed.
    public var retimedSamples: Int?
    /// For a re-timed `time`: whether the case itself was slower than the threshold in the
    /// rounds (`slower`), or only belongs to a scaling series whose exponent looked steeper
    /// (`series`); `nil` if it was not re-timed.
    public var retimedBecause: RetimeReason?

    /// Why a case was re-timed before its verdict.
    public enum RetimeReason: String, Codable, Hashable, Sendable {
        case slower
        case series
    }
}

/// The comparison of a run against a baseline, with the overall verdict and exit code.
///
/// Rules, per case present in both runs:
/// ```
/// time         the fastest sample (``CaseResult/fastest``, re-timed first when it looked
///              like a regression); regression if Δ/base > +threshold, improvement if
///              Δ/base < −threshold in the rounds themselves (re-timing clears suspects, it
///              never makes an improvement), else unchanged
/// points       deterministic: compared exactly; more is a regression, fewer an improvement
/// elements     likewise
/// allocations  allocations per iteration: a change of more than ``allocationTolerance`` (or
///              ``allocationRelativeTolerance`` of the baseline where larger)
///              (any increase from 0: 0 → 1 is a regression). Not exact: the SVG reader's 886
///              allocations per iteration count 885.8–886.7 from run to run (most likely
///              arrays sizing their growth from `malloc_usable_size`, which depends on the
///              heap's state)
/// ```
/// exponent    a scaling series fitted over at least ``exponentMinimumSpan`` (x largest / x
///              smallest; re-timed first when it looked like a regression): regression if it
///              exceeds the series' ceiling (``BenchDriver/exponentCeilings``) whatever the
///              baseline, or, fitted in the baseline over the same x values, if it exceeds the
///              baseline's by more than ``exponentMargin``; improvement if it is lower by more
///              than the margin (for a re-timed series, in the rounds' fit as well). A fit the baseline does not have over the same x is gated by the
///              ceiling alone (a note says so); a narrower fit is not gated (a note says so).
/// Under ``Gate/counts`` only the counts decide the verdict; time and exponent changes are
/// still listed, marked as not gated (a noisy CI machine can hold counts exactly, not times).
/// Overall: any gated regression → exit 2; otherwise nothing compared (no case in both runs) → exit 1;
/// otherwise any improvement → exit 4; otherwise exit 0. Cases only in the current run are
/// listed as new; baseline cases that the run should have measured (they match the filter) but
/// did not are listed as missing (a renamed case is both); neither changes the verdict.
public struct Comparison: Codable, Hashable, Sendable {
    public var baselineName: String
    public var threshold: Double
    /// Which metrics decide the verdict.
    public var gate: Gate = .all
    public var entries: [MetricComparison]
    public var newCases: [String]
    public var missingCases: [String]
    /// Set when the two runs differ in a way that weakens the time comparison (mode, host).
    public var notes: [String]

    public enum Verdict: String, Codable, Hashable, Sendable {
        case noChange, regression, improvementsOnly
        /// The baseline shares no case with the run (another filter, every case renamed): the
        /// gate saw nothing, which must not read as "no change".
        case nothingCompared
    }

    /// Which metrics decide the verdict (`--gate`).
    public enum Gate: String, Codable, Hashable, Sendable, CaseIterable {
        /// Every metric: times, counts and exponents.
        case all
        /// Counts only (points, elements, allocations); times and exponents are reported.
        case counts

        /// Whether a change of `metric` counts towards the verdict under this gate.
        public func gates(_ metric: Metric) -> Bool { self == .all || metric.isCount }
    }

    /// How many cases of the run were found in the baseline (each has a `time` entry).
    public var comparedCases: Int { Set(entries.lazy.filter { $0.metric == .time }.map(\.caseName)).count }

    public var verdict: Verdict {
        // A series over its ceiling is a regression even with no case in common.
        let gated = entries.filter { gate.gates($0.metric) }
        if gated.contains(where: { $0.change == .regression }) { return .regression }
        if comparedCases == 0 { return .nothingCompared }
        if gated.contains(where: { $0.change == .improvement }) { return .improvementsOnly }
        return .noChange
    }

    /// 0 no change, 2 regression, 4 only improvements (package-benchmark's convention), 1 nothing
    /// compared (an error, like a missing baseline).
    public var exitCode: Int32 {
        switch verdict {
        case .nothingCompared: 1
        case .noChange: 0
        case .regression: 2
        case .improvementsOnly: 4
        }
    }

    /// How much a fitted exponent may exceed the baseline's before it is a regression: 0.10,
    /// about twice the spread of the self-intersection exponent between full runs on a busy
    /// 2-core machine (timings there vary by a few per cent per case, which moves a fit over
    /// three decades by a few hundredths).
    public static let exponentMargin = 0.10

    /// Compares `current` against `baseline`.
    /// - Parameters:
    ///   - threshold: relative time change tolerated, e.g. 0.05 for 5 %; must be ≥ 0.
    ///   - isSelected: whether a case name is selected by the run's filter (all by default).
    ///   - exponentCeilings: per scaling series, the largest exponent accepted whatever the baseline.
    public init(baselineName: String, baseline: BenchmarkRun, current: BenchmarkRun, threshold: Double,
                isSelected: (String) -> Bool = { _ in true }, exponentCeilings: [String: Double]) {
        self.init(baselineName: baselineName, baseline: baseline, current: current, threshold: threshold,
                  isSelected: isSelected)
        let baselineFits = Dictionary(baseline.fits.map { ($0.series, $0) }, uniquingKeysWith: { first, _ in first })
        var retimed: [String: Int] = [:]
        for result in current.cases {
            guard let series = result.series?.series, let samples = result.confirmation?.samples else { continue }
            retimed[series, default: 0] += samples
        }
        // The fits of the rounds' times alone (before any re-timing).
        let roundsFits = retimed.isEmpty ? [] : ScalingFit.fits(of: current.cases.map { result in
            var inRounds = result
            inRounds.confirmation = nil
            return inRounds
        })
        for fit in current.fits {
            let ceiling = exponentCeilings[fit.series]
            guard let smallest = fit.x.first, let largest = fit.x.last, largest >= Self.exponentMinimumSpan * smallest
            else {
                notes.append("exponent of '\(fit.series)' not gated: fitted over x \(TextReport.count(fit.x.first ?? 0))"
                             + "…\(TextReport.count(fit.x.last ?? 0)), less than a factor of "
                             + "\(TextReport.count(Self.exponentMinimumSpan))")
                continue
            }
            var entry: MetricComparison
            if let before = baselineFits[fit.series], before.x == fit.x {
                entry = Self.exponent(fit.series, before.fit.exponent, fit.fit.exponent, ceiling: ceiling)
                // As for a time, re-timing only clears a suspect: re-timed cases of a series only
                // get faster, some more than others, so a lower exponent must show in the rounds.
                if entry.change == .improvement, retimed[fit.series] != nil,
                   let inRounds = roundsFits.first(where: { $0.series == fit.series && $0.x == fit.x }),
                   Self.exponent(fit.series, before.fit.exponent, inRounds.fit.exponent, ceiling: ceiling).change != .improvement {
                    entry.change = .unchanged
                }
            } else {
                let unmatched = "the baseline " + (baselineFits[fit.series] == nil ? "has no such fit"
                                                                                   : "fitted it over other x values")
                guard let ceiling else {
                    notes.append("exponent of '\(fit.series)' not compared: \(unmatched)")
                    continue
                }
                entry = Self.exponentCeiling(fit.series, fit.fit.exponent, ceiling: ceiling)
                notes.append("exponent of '\(fit.series)' gated by its ceiling only: \(unmatched)")
            }
            entry.retimedSamples = retimed[fit.series]
            entries.append(entry)
        }
    }

    /// The smallest ratio of largest to smallest x over which a fitted exponent is gated: 10. Over
    /// a narrower range (a filtered run of two neighbouring sizes) a few per cent of timing noise
    /// moves the exponent by tenths.
    public static let exponentMinimumSpan = 10.0

    /// A fitted exponent against the series' ceiling alone (metric `exponent ceiling`, the ceiling
    /// as its baseline): regression above it, else unchanged.
    static func exponentCeiling(_ series: String, _ new: Double, ceiling: Double) -> MetricComparison {
        MetricComparison(caseName: series, metric: .exponentCeiling, baseline: ceiling, current: new,
                         relativeChange: ceiling != 0 ? (new - ceiling) / ceiling : nil,
                         change: new > ceiling ? .regression : .unchanged)
    }

    static func exponent(_ series: String, _ old: Double, _ new: Double, ceiling: Double?) -> MetricComparison {
        let change: Change
        if new > old + exponentMargin || (ceiling.map { new > $0 } ?? false) {
            change = .regression
        } else if new < old - exponentMargin {
            change = .improvement
        } else {
            change = .unchanged
        }
        return MetricComparison(caseName: series, metric: .exponent, baseline: old, current: new,
                                relativeChange: old != 0 ? finite((new - old) / old) : nil, change: change)
    }

    /// `value`, or `nil` when it is not finite (JSON has no ∞: the report must still encode).
    static func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }

    public init(baselineName: String, baseline: BenchmarkRun, current: BenchmarkRun, threshold: Double,
                isSelected: (String) -> Bool = { _ in true }) {
        self.baselineName = baselineName
        self.threshold = threshold
        let baselineByName = Dictionary(baseline.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let currentNames = Set(current.cases.map(\.name))
        var entries: [MetricComparison] = []
        var newCases: [String] = []
        for now in current.cases {
            guard let before = baselineByName[now.name] else {
                newCases.append(now.name)
                continue
            }
            var time = Self.timed(now.name, before.fastest, now.fastest, threshold)
            time.retimedSamples = now.confirmation?.samples
            if now.confirmation != nil {
                let inRounds = Self.timed(now.name, before.fastest, now.nanosecondsPerIteration.min, threshold).change
                time.retimedBecause = inRounds == .regression ? .slower : .series
            }
            // Re-timing only clears suspects (a slower case, a steeper series' cases): more samples
            // can only lower a fastest time, so an improvement must show in the rounds themselves.
            if time.change == .improvement, now.confirmation != nil,
               Self.timed(now.name, before.fastest, now.nanosecondsPerIteration.min, threshold).change != .improvement {
                time.change = .unchanged
            }
            entries.append(time)
            let counted: [(Metric, Double?, Double?)] = [
                (.points, before.metrics.points.map(Double.init), now.metrics.points.map(Double.init)),
                (.elements, before.metrics.elements.map(Double.init), now.metrics.elements.map(Double.init)),
                (.allocations, before.allocationsPerIteration, now.allocationsPerIteration),
            ]
            for (metric, old, new) in counted {
                guard let old, let new else { continue }
                entries.append(Self.counted(now.name, metric, old, new))
            }
        }
        self.entries = entries
        self.newCases = newCases
        missingCases = baseline.cases.map(\.name).filter { !currentNames.contains($0) && isSelected($0) }
        var notes: [String] = []
        if baseline.plan.mode != current.plan.mode {
            notes.append("baseline was measured in \(baseline.plan.mode) mode, this run in \(current.plan.mode) mode")
        }
        if baseline.metadata.host.cpuModel != current.metadata.host.cpuModel
            || baseline.metadata.host.cores != current.metadata.host.cores {
            notes.append("baseline host differs: \(baseline.metadata.host.cpuModel) × \(baseline.metadata.host.cores) cores")
        }
        if baseline.metadata.configuration != current.metadata.configuration {
            notes.append("baseline configuration \(baseline.metadata.configuration), this run \(current.metadata.configuration)")
        }
        self.notes = notes
    }

    /// Whether a time of `new` against `old` is a regression at `threshold`: `(new − old)/old >
    /// threshold`. The one test the gate and the re-timing of suspects both use.
    public static func isSlower(_ new: Double, than old: Double, threshold: Double) -> Bool {
        old > 0 && (new - old) / old > threshold
    }

    static func timed(_ name: String, _ old: Double, _ new: Double, _ threshold: Double) -> MetricComparison {
        let relative = old > 0 ? finite((new - old) / old) : nil
        let change: Change
        if isSlower(new, than: old, threshold: threshold) {
            change = .regression
        } else if let relative, relative < -threshold {
            change = .improvement
        } else {
            change = .unchanged
        }
        return MetricComparison(caseName: name, metric: .time, baseline: old, current: new,
                                relativeChange: relative, change: change)
    }

    /// The change in allocations per iteration that counts once the baseline allocates: more
    /// than 0.9, or more than ``allocationRelativeTolerance`` of the baseline where that is larger.
    /// Above the heap's drift (885.8–886.7 on the SVG reader, counted over 16 iterations; 1 360 in
    /// a quick run against 1 362 in a full one), below one more allocation per iteration on any
    /// case of fewer than 450 allocations; from a baseline of 0, any increase counts.
    public static let allocationTolerance = 0.9

    /// The relative part of the allocation tolerance: 0.2 % of the baseline's allocations per iteration.
    public static let allocationRelativeTolerance = 0.002

    static func counted(_ name: String, _ metric: Metric, _ old: Double, _ new: Double) -> MetricComparison {
        let slack = metric == .allocations && old > 0
            ? Swift.max(allocationTolerance, allocationRelativeTolerance * old) : 0
        let change: Change = new > old + slack ? .regression : (new < old - slack ? .improvement : .unchanged)
        return MetricComparison(caseName: name, metric: metric, baseline: old, current: new,
                                relativeChange: old != 0 ? finite((new - old) / old) : nil, change: change)
    }
}
