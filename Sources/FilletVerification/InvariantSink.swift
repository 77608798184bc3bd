import FilletGeometry
import FilletSupport
import PropertyCheck

/// Where the catalogue writes its verdicts: a result list (``CatalogueReport``), a property's
/// `Checks` (the runner), or anything else (the benchmark, the explorer).
///
/// The catalogue is generic over its sink, so each call is specialised: no existential, no
/// allocation per verdict. Each sink calls `detail` only for the verdicts whose detail it keeps
/// (a failure, or every verdict for a full report), so the hot path formats no strings.
public protocol InvariantSink {
    /// Whether margins are wanted (default `true`); a verdict-only sink lets invariants whose
    /// margin costs more than their verdict (the clearance of `non-self-intersection`) skip it.
    var collectsMargins: Bool { get }
    /// Whether the margins of holding invariants are wanted too (default: ``collectsMargins``). A
    /// sink that shows failures alone (the gate's text, SARIF, GitHub and JUnit outputs) lets an
    /// invariant whose passing margin costs more than its verdict report 0 for it (a lower bound:
    /// the clearance of `non-self-intersection`, the flattening deviation below its bound); a
    /// failing verdict's margin is always measured.
    var collectsPassingMargins: Bool { get }
    /// Receives one verdict.
    mutating func record(_ invariant: Invariant, passed: Bool, margin: Double, location: Point?,
                         detail: () -> String)
}

extension InvariantSink {
    public var collectsMargins: Bool { true }
    public var collectsPassingMargins: Bool { collectsMargins }
}

/// Collects results: failing ones in full, holding ones in full unless told otherwise.
public struct InvariantResultCollector: InvariantSink {
    public var results: [InvariantResult] = []
    public let collectsPassingMargins: Bool

    /// - Parameter passingInFull: whether holding invariants measure their margins
    ///   (``InvariantSink/collectsPassingMargins``) and get their details written; off, a holding
    ///   invariant's detail is empty.
    public init(passingInFull: Bool = true) {
        collectsPassingMargins = passingInFull
    }

    public mutating func record(_ invariant: Invariant, passed: Bool, margin: Double, location: Point?,
                                detail: () -> String) {
        results.append(InvariantResult(invariant: invariant, passed: passed, margin: margin,
                                       detail: passed && !collectsPassingMargins ? "" : detail(),
                                       location: location))
    }
}

/// A property body's checks receive each verdict as a check named after the invariant.
extension Checks: InvariantSink {
    public mutating func record(_ invariant: Invariant, passed: Bool, margin: Double, location: Point?,
                                detail: () -> String) {
        expect(invariant.name, passed, margin: margin, detail: detail())
    }
}

/// Which invariants were evaluated and which held, as bits (``Invariant`` order), and which of
/// the invariants that may decline to compare (``Invariant/treeAgreement`` outside its sample,
/// ``Invariant/turningAgreement`` where a polyline vertex may turn by π) did compare.
public struct VerdictMask: Hashable, Sendable {
    public var evaluated: UInt32 = 0
    public var passed: UInt32 = 0
    /// The invariants that compared their two routes (a verdict without a comparison passes).
    public var compared: UInt32 = 0

    public init() {}

    mutating func record(_ invariant: Invariant, passed: Bool) {
        evaluated |= invariant.bit
        if passed { self.passed |= invariant.bit }
    }

    /// Notes that `invariant` compared its two routes on the current path.
    mutating func recordComparison(_ invariant: Invariant) {
        compared |= invariant.bit
    }

    /// Whether `invariant` compared its two routes (see ``compared``).
    public func didCompare(_ invariant: Invariant) -> Bool { compared & invariant.bit != 0 }

    /// The invariants whose verdict differs between `self` and `other` (or that only one evaluated).
    public func differences(from other: VerdictMask) -> [Invariant] {
        Invariant.allCases.filter { invariant in
            let bit = invariant.bit
            return (evaluated & bit) != (other.evaluated & bit)
                || ((evaluated & bit) != 0 && (passed & bit) != (other.passed & bit))
        }
    }
}

/// Takes no margin and keeps nothing: for an evaluation whose verdicts are read from its
/// ``VerdictRecorder``'s mask alone (scale invariance's re-runs).
struct MaskOnlySink: InvariantSink {
    var collectsMargins: Bool { false }

    mutating func record(_ invariant: Invariant, passed: Bool, margin: Double, location: Point?,
                         detail: () -> String) {}
}
