import FilletGeometry

/// The gate for a user's own path (an SVG element, a path a view draws): its measures and the
/// path-level invariants, as `fillet check path` prints them.
///
/// ```swift
/// let report = PathCheck.check(try Path(svgPathData: "M0 0 H10 V10 Z"))
/// #expect(report.passed, "\(report.results)")
/// ```
public enum PathCheck {
    /// What the gate accepts.
    public struct Options: Hashable, Sendable {
        /// A join that turns by more than the tangent-continuity tolerance but less than this
        /// (radians) is a near-miss kink and fails; intended corners turn by more.
        public var kinkThreshold: Double

        public init(kinkThreshold: Double = PathCheck.defaultKinkThreshold) {
            self.kinkThreshold = kinkThreshold
        }
    }

    /// 3°: design tools place intended corners well above it, while a join meant to be smooth but
    /// exported slightly off (a handle nudged, a rounded coordinate) turns by well under it.
    public static let defaultKinkThreshold = 3 * Double.pi / 180

    /// The exact measures of the path, after transforms.
    public struct Measures: Hashable, Sendable {
        /// ½∮(x dy − y dx) summed over the subpaths (each closed as a fill closes it).
        public var area: Double
        /// Total length of the drawn segments.
        public var length: Double
        /// Exact bounds; `nil` for a path with no points.
        public var bounds: BoundingBox?

        public init(area: Double, length: Double, bounds: BoundingBox?) {
            self.area = area
            self.length = length
            self.bounds = bounds
        }

        public init(_ path: Path) {
            let box = path.bounds
            self.init(area: path.signedArea, length: path.length,
                      bounds: box.minX <= box.maxX && box.minY <= box.maxY ? box : nil)
        }
    }

    /// The measures and one result per invariant.
    public struct Report: Hashable, Sendable {
        public var measures: Measures
        public var results: [InvariantResult]

        public init(measures: Measures, results: [InvariantResult]) {
            self.measures = measures
            self.results = results
        }

        /// Whether every invariant holds.
        public var passed: Bool { results.allSatisfy(\.passed) }
    }

    /// Measures `path` and runs the path-level invariants on it.
    public static func check(_ path: Path, options: Options = Options()) -> Report {
        let catalogue = Catalogue.check(path, options: Catalogue.Options(scaleInvariance: .never))
        return Report(measures: Measures(path), results: catalogue.results)
    }
}
