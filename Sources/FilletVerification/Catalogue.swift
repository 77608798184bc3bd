import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck

/// The invariant catalogue: every ``Invariant`` that applies to a shape, evaluated by the same
/// code for tests, the property runner, the CLI (`fillet check`, `fillet verify`) and the
/// benchmark.
///
/// ```swift
/// let report = try Catalogue.check(spec)           // everything the construction promises
/// #expect(report.passed, "\(report.table)")
/// ```
///
/// To check a path of your own (an icon, a path a view draws), use ``PathCheck/check(_:options:written:source:)``:
/// it allows open subpaths, corners anywhere and either orientation, as `fillet check path` does.
public enum Catalogue {
    /// What to run besides the always-on invariants.
    public struct Options: Hashable, Sendable {
        /// When to run an expensive invariant.
        public enum Sampling: Hashable, Sendable {
            case always
            case never
            /// On a deterministic 1-in-`n` subset of shapes, chosen by a hash of the path's
            /// coordinates, so a given shape is always in or always out.
            case sampled(oneIn: Int)
        }

        /// ``Invariant/scaleInvariance`` re-runs the catalogue twice.
        public var scaleInvariance: Sampling
        /// ``Invariant/flatteningDeviation`` measures every flattened vertex against the exact
        /// path (a square root per vertex, about 14 % of a 5-point star's evaluation); the
        /// chord-count invariant always runs.
        public var flatteningDeviation: Sampling

        /// ``Invariant/affineMap`` maps the path by a drawn transform and measures the image
        /// (the ``VerificationSuite/path`` suite's; off by default: it checks the library, not the shape).
        public var affineMap: Sampling

        /// ``Invariant/arcFitAgreement`` fits each arc's standard cubics (the
        /// ``VerificationSuite/path`` suite's; off by default: it checks the library, not the shape).
        public var arcFit: Sampling

        /// The differential invariants (``Invariant/differential``: the exact measures against the
        /// polyline, the tree against all pairs) hold the geometry core, not the shape, to an
        /// independent route; a sampled shape outside the sample gets no row for them (nothing
        /// emitted, so a report counts the shapes compared). `fillet verify --sample-differentials n`.
        public var differentials: Sampling

        public init(scaleInvariance: Sampling = .always, flatteningDeviation: Sampling = .always,
                    affineMap: Sampling = .never, arcFit: Sampling = .never, differentials: Sampling = .always) {
            self.scaleInvariance = scaleInvariance
            self.flatteningDeviation = flatteningDeviation
            self.affineMap = affineMap
            self.arcFit = arcFit
            self.differentials = differentials
        }
    }

    /// Every applicable invariant on `shape`, with details.
    /// - Complexity: dominated by the self-intersection scan, O(n log n) for n segments; three
    ///   times that with scale invariance.
    public static func check(_ shape: ShapeUnderTest, options: Options = Options()) -> CatalogueReport {
        var collector = InvariantResultCollector()
        evaluate(shape, options: options, context: CatalogueContext.forCurrentThread, into: &collector)
        return CatalogueReport(results: collector.results)
    }

    /// The path-level invariants held as a construction is held to them (every subpath closed,
    /// G1 at every join with an arc, non-self-intersection, flattening, the differential
    /// invariants, orientation ±1, scale invariance): for a path built the way the constructions
    /// build theirs. A user's path is checked by ``PathCheck/check(_:options:written:source:)``.
    public static func checkAsConstruction(_ path: Path, options: Options = Options()) -> CatalogueReport {
        check(ShapeUnderTest(path: path), options: options)
    }

    /// The former name of ``checkAsConstruction(_:options:)``.
    @available(*, deprecated, renamed: "checkAsConstruction(_:options:)",
               message: "a user's path is checked by PathCheck.check; checkAsConstruction holds a path to the constructions' rules")
    public static func check(_ path: Path, options: Options = Options()) -> CatalogueReport {
        checkAsConstruction(path, options: options)
    }

    /// Builds `spec` and runs everything its construction promises.
    /// - Throws: the construction's `ShapeError` when it cannot be built.
    public static func check(_ spec: ShapeSpec, options: Options = Options()) throws(ShapeError) -> CatalogueReport {
        check(try ShapeUnderTest(spec: spec), options: options)
    }

    /// Evaluates every applicable invariant on `shape` into `sink`, using `context`'s buffers: the
    /// analysis of the path, then ``Invariant/closedAndFinite`` (a construction's subpaths must be
    /// closed) and, when the path can be measured, each entry of the gate (`Catalogue.gate`).
    /// - Returns: the verdicts as a mask.
    @discardableResult
    public static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Options,
                                                     context: CatalogueContext, into sink: inout Sink) -> VerdictMask {
        context.analysis.prepare(shape.path, inputMagnitude: shape.vertexMagnitude)
        var verdicts = VerdictRecorder(consume sink)
        evaluateGate(on: shape, options: options, context, &verdicts)
        sink = verdicts.sink
        return verdicts.mask
    }

    /// Whether `mode` takes `path`. Samplings of different `stream`s choose independently of
    /// each other (stream 0 is the plain path hash, which the scale invariance, the flattening
    /// deviation and the tree's forced comparisons share).
    static func isSampled(_ path: Path, _ mode: Options.Sampling, stream: UInt64 = 0) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .sampled(let oneIn):
            guard oneIn > 1 else { return true }
            let hash = stream == 0 ? pathHash(path) : SplitMix64.mix64(pathHash(path) ^ stream)
            return hash % UInt64(oneIn) == 0
        }
    }

    /// Whether `options` run the differential invariants on `path` (``Options/differentials``),
    /// chosen independently of the scale invariance's sample: a shape in both would run the
    /// differential invariants again at each scale.
    static func comparesDifferentials(_ path: Path, _ options: Options) -> Bool {
        isSampled(path, options.differentials, stream: 0x6469_6666_6572_656E)
    }

    /// A deterministic hash of the path's first elements (not `Hasher`, which is seeded per process).
    static func pathHash(_ path: Path) -> UInt64 {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        for element in path.elements.prefix(4) {
            switch element {
            case .move(let point), .line(let point):
                hash = SplitMix64.mix64(hash ^ point.x.bitPattern)
                hash = SplitMix64.mix64(hash ^ point.y.bitPattern)
            case .arc(let arc):
                hash = SplitMix64.mix64(hash ^ arc.center.x.bitPattern ^ arc.radius.bitPattern)
            case .quad(let control, let point):
                hash = SplitMix64.mix64(hash ^ control.x.bitPattern ^ point.y.bitPattern)
            case .cubic(let control1, let control2, let point):
                hash = SplitMix64.mix64(hash ^ control1.x.bitPattern ^ control2.y.bitPattern ^ point.x.bitPattern)
            case .close:
                hash = SplitMix64.mix64(hash ^ 1)
            }
        }
        return hash
    }
}
