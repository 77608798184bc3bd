/// The gate's choices: a severity per invariant, the visibility threshold of each measured one,
/// and the check's own options (kink threshold, curvature limit). `fillet check path` builds it
/// from ``default`` and a configuration file (`GateConfig` (FilletGate)).
///
/// A finding is graded by its invariant's rule: an invariant `off` is not checked at all
/// (``checkOptions``: not computed, not reported, not counted); `warning` is what it says; under
/// `error`, a finding whose measured deviation (``PathCheck/FindingMeasures``, in the document's
/// units) is at most the rule's threshold is invisible and graded `warning`. `orientation` has no
/// measure of its own: where the element's contacts are invisible (or it has none, and a subpath
/// fails only by a degenerate area) it is a warning, as its crossing; with a visible crossing it
/// is an error — also with `non-self-intersection` off, whose verdict is then decided (with no row)
/// on the elements whose orientation fails.
///
/// The default thresholds come from the distributions measured on the Adwaita icon theme (see
/// the article "Adopting the gate"): each sits in the gap between the exported-rounding findings
/// and the defects a designer would see.
public struct GateProfile: Hashable, Sendable {
    /// One invariant's rule.
    public struct Rule: Hashable, Sendable {
        public var severity: Severity
        /// The deviation, in document units, at or below which a finding is graded `warning`;
        /// `nil` for an invariant graded by its verdict alone.
        public var visibleAbove: Double?

        public init(severity: Severity, visibleAbove: Double? = nil) {
            self.severity = severity
            self.visibleAbove = visibleAbove
        }
    }

    public var rules: [Invariant: Rule]
    public var options: PathCheck.Options
    /// The most `fix path` may move an outline (FilletRepair's `PathRepair.Options.maximumMove`; configured
    /// as `tangent-continuity`'s `max-move`): by default ``defaultVisibility``.
    public var maximumRepairMove: Double = GateProfile.defaultVisibility

    public init(rules: [Invariant: Rule], options: PathCheck.Options = PathCheck.Options()) {
        self.rules = rules
        self.options = options
    }

    /// The invariants a path check evaluates, in the order of its report: ``Invariant/closedAndFinite``,
    /// then the users' gate (`PathCheck.gate`).
    public static let invariants: [Invariant] = [.closedAndFinite] + PathCheck.gate.map { $0.invariant }

    /// Every invariant the gate grades: ``invariants``, after ``Invariant/checkableInput``, which
    /// is decided on reading an input (an input that cannot be checked is its finding) rather
    /// than by the path check. A configuration, a baseline and SARIF's rules name these.
    public static let graded: [Invariant] = [.checkableInput] + invariants

    /// The visibility threshold of the measured invariants, in document units: 1/8 (of a pixel, for
    /// an icon whose viewBox is its size). An outline moved by d changes the coverage of the pixels
    /// along it by up to d at 1×; an eighth (32 of 255 levels) is where a bump begins to show. On
    /// Adwaita every near-miss kink offset (largest 0.101) and arc-cubic radial error (largest
    /// 0.117) is below it, and the one real crossing (depth 1) above the pokes (largest 0.033).
    public static let defaultVisibility = 0.125
    /// A near-miss kink is visible when making the join smooth moves the curve by more than this.
    public static let defaultVisibleKinkOffset = defaultVisibility
    /// A crossing is visible when it pokes through by more than this.
    public static let defaultVisibleCrossingDepth = defaultVisibility
    /// A cubic standing for an arc is visibly off its circle beyond this radial error.
    public static let defaultVisibleArcRadialError = defaultVisibility
    /// Consecutive segments visibly fail to meet beyond this gap.
    public static let defaultVisibleGap = defaultVisibility

    /// Every invariant an error, the measured ones graded at their default thresholds: each
    /// graded invariant's own default rule.
    public static let `default` = GateProfile(rules: Dictionary(uniqueKeysWithValues: graded.map {
        ($0, $0.definition.defaultRule)
    }))

    /// The rule of `invariant` (an invariant the profile does not name is an error).
    public func rule(_ invariant: Invariant) -> Rule { rules[invariant] ?? Rule(severity: .error) }

    /// The options a path check runs with under this profile: ``options``, with every invariant
    /// whose rule is `off` unchecked (``PathCheck/Options/unchecked``).
    public var checkOptions: PathCheck.Options {
        var checked = options
        checked.unchecked.formUnion(Self.invariants.filter { rule($0).severity == .off })
        return checked
    }

    /// The severity of `result` in `report`, or `nil` when it holds.
    public func severity(of result: InvariantResult, in report: PathCheck.Report) -> Severity? {
        guard !result.passed else { return nil }
        let rule = rule(result.invariant)
        guard rule.severity == .error else { return rule.severity }
        if result.invariant == .orientation {
            let crossing = report.results.first { $0.invariant == .nonSelfIntersection }
            guard crossing.map({ !$0.passed }) ?? report.findingMeasures.selfIntersects ?? false else { return .warning }
            return isVisible(.nonSelfIntersection, report.findingMeasures) ? .error : .warning
        }
        return isVisible(result.invariant, report.findingMeasures) ? .error : .warning
    }

    /// Whether `invariant`'s finding, as `measures` sized it, exceeds its rule's threshold
    /// (always, for an invariant without a measure or a threshold).
    public func isVisible(_ invariant: Invariant, _ measures: PathCheck.FindingMeasures) -> Bool {
        guard let threshold = rule(invariant).visibleAbove, let deviation = measures.deviation(of: invariant) else {
            return true
        }
        return deviation > threshold
    }
}
