import BenchmarkKit
import FilletGeometry

/// `flatten/<fixture>/tol=<t>`: flattening an exact path into a reused ``Polyline`` buffer.
///
/// The path is built once, untimed, by the sanity check; the timed body flattens it into a
/// buffer that persists across calls, so after the first call the buffer's capacity suffices and
/// the figure is the flattening alone (target: 0 allocations per flatten).
enum FlatteningCases {
    /// Tolerances in shape units; fixtures are 100 units across.
    static let tolerances = [0.1, 0.01, 0.001]
    /// The fixture whose flattening time is fitted against 1/tolerance.
    static let toleranceSeriesFixture = "star-24"
    static let toleranceSeries = "flatten star-24: time vs 1/tolerance"
    /// The tolerance at which flattening time is fitted against corner count.
    static let cornerSeriesTolerance = 0.01
    static let cornerSeries = "flatten tol=0.01: time vs corners"

    /// State shared by a case's check and its timed body; only ever used from one thread.
    final class State: @unchecked Sendable {
        var path = Path()
        var polyline = Polyline()
    }

    static func cases(_ fixtures: [ShapeFixture]) -> [BenchmarkCase] {
        fixtures.flatMap { fixture in
            tolerances.map { tolerance in
                let state = State()
                var series: SeriesPoint?
                if fixture.name == toleranceSeriesFixture {
                    series = SeriesPoint(series: toleranceSeries, x: 1 / tolerance)
                } else if fixture.inCornerSeries && tolerance == cornerSeriesTolerance {
                    series = SeriesPoint(series: cornerSeries, x: Double(fixture.corners))
                }
                return BenchmarkCase(
                    name: "flatten/\(fixture.name)/tol=\(tolerance)",
                    series: series,
                    run: { iterations in
                        for _ in 0..<iterations {
                            try? state.path.flatten(tolerance: tolerance, into: &state.polyline)
                            blackHole(state.polyline)
                        }
                    },
                    check: { () throws(SanityFailure) -> CaseMetrics in
                        state.path = try fixture.buildChecked()
                        do {
                            try state.path.flatten(tolerance: tolerance, into: &state.polyline)
                        } catch {
                            throw SanityFailure("flattening \(fixture.name) at \(tolerance) failed: \(error)")
                        }
                        return try metrics(path: state.path, polyline: state.polyline, tolerance: tolerance,
                                           fixture: fixture)
                    })
            }
        }
    }

    /// Points, minimal points and measured deviation; fails when the polyline is empty, strays
    /// beyond the tolerance, or has fewer points than the minimum (which would mean a chord
    /// longer than the tolerance allows, whatever the deviation measure says).
    static func metrics(path: Path, polyline: Polyline, tolerance: Double,
                        fixture: ShapeFixture) throws(SanityFailure) -> CaseMetrics {
        let points = polyline.points.count
        guard points > 0 else { throw SanityFailure("flattening \(fixture.name) emitted no points") }
        let minimal = try minimalPoints(path, tolerance: tolerance, fixture: fixture)
        let deviation = polyline.maximumDeviation(from: path)
        guard deviation <= path.flatteningDeviationBound(tolerance: tolerance) else {
            throw SanityFailure("flattening \(fixture.name) strays \(deviation) from the path, tolerance \(tolerance)")
        }
        guard points >= minimal else {
            throw SanityFailure("flattening \(fixture.name) emitted \(points) points, fewer than the minimal \(minimal)")
        }
        return CaseMetrics(points: points, elements: path.elements.count, minimalPoints: minimal,
                           tolerance: tolerance, maxDeviation: deviation)
    }

    /// The fewest vertices a flattening within `tolerance` can have whose vertices lie on the path
    /// and include every element's end point: per subpath, its start, one per line, the minimal
    /// chord count ``Arc/chordCount(tolerance:)`` per arc, less one for a closed subpath whose last
    /// end point is its start (the closing chord is implicit).
    static func minimalPoints(_ path: Path, tolerance: Double, fixture: ShapeFixture) throws(SanityFailure) -> Int {
        var count = 0
        var start: Point?
        var current: Point?
        for element in path.elements {
            switch element {
            case .move(let point):
                count += 1
                start = point
                current = point
            case .line(let point):
                count += 1
                current = point
            case .arc(let arc):
                do {
                    count += try arc.chordCount(tolerance: tolerance)
                } catch {
                    throw SanityFailure("\(fixture.name): chord count failed: \(error)")
                }
                if arc.sweep != 0 && arc.radius != 0 { current = arc.endPoint }
            case .quad, .cubic:
                guard let from = current, let chords = element.curve(from: from)!.flatteningChordCount(tolerance: tolerance)
                else { throw SanityFailure("\(fixture.name): curve chord count failed") }
                count += chords
                current = element.endPoint
            case .close:
                if let start, let current, start == current { count -= 1 }
            }
        }
        return count
    }
}
