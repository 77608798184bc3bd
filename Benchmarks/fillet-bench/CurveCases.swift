import Foundation
import BenchmarkKit
import FilletGeometry

/// Curve cases (issue 12): `parse/svg-icon-200` (SVG path data → Path; the figure to read is
/// bytes per second, `elements` × bytes/element in the check), `flatten/cubic-circle/tol=0.01`
/// and `intersect/cubic-petals` (the exact self-intersection scan on curves).
enum CurveCases {
    final class State: @unchecked Sendable {
        var path = Path()
        var polyline = Polyline()
        var data = ""
    }

    /// An icon-like path: `count` petals of cubics, quads, arcs and lines with relative commands,
    /// about 100 bytes each, 100 units across.
    static func iconData(petals count: Int) -> String {
        var data = "M50 10"
        for index in 0..<count {
            let angle = Double(index) / Double(count) * 2 * .pi
            let x = 50 + 40 * cos(angle), y = 50 + 40 * sin(angle)
            data += " C\(x + 3.25) \(y - 1.5) \(x - 2.125) \(y + 4.75) \(x) \(y)"
            data += " q1.5-2.25 3.125.5t2.5 1.25s-1 2 .5 3a2 2 0 0 1-2 2h-.75v1.5l-3.375-7.25"
        }
        return data + "z"
    }

    static func cases() -> [BenchmarkCase] {
        let parse = State()
        let flatten = State()
        let intersect = State()
        return [
            BenchmarkCase(
                name: "parse/svg-icon-200",
                run: { iterations in
                    for _ in 0..<iterations { blackHole((try? Path(svgPathData: parse.data))?.elements.count ?? -1) }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    parse.data = iconData(petals: 200)
                    guard let path = try? Path(svgPathData: parse.data), path.elements.count > 1_000 else {
                        throw SanityFailure("the icon path data did not parse")
                    }
                    // `points` carries the byte count, so MB/s = points / time.
                    return CaseMetrics(points: parse.data.utf8.count, elements: path.elements.count)
                }),
            BenchmarkCase(
                name: "flatten/cubic-circle-64/tol=0.01",
                run: { iterations in
                    for _ in 0..<iterations {
                        try? flatten.path.flatten(tolerance: 0.01, into: &flatten.polyline)
                        blackHole(flatten.polyline)
                    }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    flatten.path = (try? Path(svgPathData: "M100 50A50 30 0 1 1 0 50A50 30 0 1 1 100 50Z")) ?? Path()
                    guard (try? flatten.path.flatten(tolerance: 0.01, into: &flatten.polyline)) != nil else {
                        throw SanityFailure("flattening the ellipse failed")
                    }
                    let deviation = flatten.polyline.maximumDeviation(from: flatten.path)
                    guard deviation <= flatten.path.flatteningDeviationBound(tolerance: 0.01) else {
                        throw SanityFailure("deviation \(deviation) above the tolerance")
                    }
                    return CaseMetrics(points: flatten.polyline.points.count, elements: flatten.path.elements.count,
                                       tolerance: 0.01, maxDeviation: deviation)
                }),
            BenchmarkCase(
                name: "intersect/cubic-icon-50",
                run: { iterations in
                    for _ in 0..<iterations { blackHole(intersect.path.isSimple) }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    // A 50-segment rounded icon outline: 48 cubics round a circle, closed.
                    var data = "M90 50"
                    for index in 1...48 {
                        let a0 = Double(index - 1) / 48 * 2 * .pi, a1 = Double(index) / 48 * 2 * .pi
                        let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * 40
                        data += " C\(50 + 40 * cos(a0) - k * sin(a0)) \(50 + 40 * sin(a0) + k * cos(a0))"
                            + " \(50 + 40 * cos(a1) + k * sin(a1)) \(50 + 40 * sin(a1) - k * cos(a1))"
                            + " \(50 + 40 * cos(a1)) \(50 + 40 * sin(a1))"
                    }
                    guard let path = try? Path(svgPathData: data + "Z"), path.isSimple else {
                        throw SanityFailure("the cubic circle is not simple")
                    }
                    intersect.path = path
                    return CaseMetrics(elements: path.elements.count, findings: 0)
                }),
        ]
    }
}
