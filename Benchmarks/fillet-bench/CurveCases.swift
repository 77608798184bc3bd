import Foundation
import BenchmarkKit
import FilletGeometry
import FilletVerification

/// Curve cases: `parse/svg-icon-200` (SVG path data → Path; the figure to read is
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

    /// A 50-segment rounded icon outline: 48 cubics round a circle of radius 40, closed, with
    /// coordinates written in full precision (so no written-precision tolerance helps).
    static let cubicCircleData = cubicCircle(count: 48, centre: (50, 50), radius: 40) { "\($0) \($1)" }

    /// Path data of a closed circle of `count` cubics, each the usual arc approximation (handles
    /// `4/3·tan(θ/4)·r` along the tangents), from angle 0 counter-clockwise; `written` writes each point.
    static func cubicCircle(count: Int, centre: (x: Double, y: Double), radius: Double,
                            written: (Double, Double) -> String) -> String {
        func on(_ angle: Double) -> (Double, Double) { (centre.x + radius * cos(angle), centre.y + radius * sin(angle)) }
        var data = "M" + written(centre.x + radius, centre.y)
        for index in 1...count {
            let a0 = Double(index - 1) / Double(count) * 2 * .pi, a1 = Double(index) / Double(count) * 2 * .pi
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let (x0, y0) = on(a0), (x1, y1) = on(a1)
            data += " C" + written(x0 - k * sin(a0), y0 + k * cos(a0)) + " " + written(x1 + k * sin(a1), y1 - k * cos(a1))
                + " " + written(x1, y1)
        }
        return data + "Z"
    }

    /// A typical 24-unit icon as exported (three decimals, relative commands, 52 segments): a
    /// rounded square frame with a hole, a check mark and a dot.
    static let typicalIconData = """
        M6.5 2h11a4.5 4.5 0 0 1 4.5 4.5v11a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 17.5v-11A4.5 4.5 0 0 1 6.5 2z\
        M6.5 3.75c-1.519 0-2.75 1.231-2.75 2.75v11c0 1.519 1.231 2.75 2.75 2.75h11c1.519 0 2.75-1.231 2.75-2.75v-11\
        c0-1.519-1.231-2.75-2.75-2.75h-11z\
        M16.28 8.22a.75.75 0 0 1 0 1.06l-5.5 5.5a.75.75 0 0 1-1.06 0l-2.5-2.5a.75.75 0 1 1 1.06-1.06l1.97 1.97\
        l4.97-4.97a.75.75 0 0 1 1.06 0z\
        M12 17.25c.414 0 .75.336.75.75s-.336.75-.75.75-.75-.336-.75-.75.336-.75.75-.75z
        """

    static func cases() -> [BenchmarkCase] {
        let check = State()
        let checkVerdicts = State()
        let parseIcon = State()
        let parse = State()
        let flatten = State()
        let intersect = State()
        return [
            BenchmarkCase(
                name: "check-path/cubic-icon-50",
                run: { iterations in
                    for _ in 0..<iterations { blackHole(PathCheck.check(check.path).results.count) }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    guard let path = try? Path(svgPathData: cubicCircleData) else { throw SanityFailure("no circle") }
                    check.path = path
                    let report = PathCheck.check(path)
                    guard report.passed, report.arcs.count == 48 else {
                        throw SanityFailure("the cubic circle fails the path check: \(report.failures)")
                    }
                    return CaseMetrics(elements: path.elements.count, findings: 0)
                }),
            BenchmarkCase(
                name: "check-path/typical-icon/verdicts",
                run: { iterations in
                    let context = CatalogueContext.forCurrentThread
                    for _ in 0..<iterations {
                        var sink = VerdictCounter()
                        PathCheck.evaluate(checkVerdicts.path, options: PathCheck.Options(), context: context, into: &sink)
                        blackHole(sink)
                    }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    guard let path = try? Path(svgPathData: typicalIconData) else { throw SanityFailure("no icon") }
                    checkVerdicts.path = path
                    let report = PathCheck.check(path)
                    guard report.passed else { throw SanityFailure("the icon fails the path check: \(report.failures)") }
                    return CaseMetrics(elements: path.elements.count, findings: 0)
                }),
            BenchmarkCase(
                name: "parse/typical-icon",
                run: { iterations in
                    for _ in 0..<iterations {
                        blackHole((try? Path(svgPathData: parseIcon.data))?.elements.count ?? -1)
                    }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    parseIcon.data = typicalIconData
                    guard let path = try? Path(svgPathData: parseIcon.data), path.elements.count > 30 else {
                        throw SanityFailure("the icon path data did not parse")
                    }
                    return CaseMetrics(points: parseIcon.data.utf8.count, elements: path.elements.count)
                }),
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
                    guard let path = try? Path(svgPathData: cubicCircleData), path.isSimple else {
                        throw SanityFailure("the cubic circle is not simple")
                    }
                    intersect.path = path
                    return CaseMetrics(elements: path.elements.count, findings: 0)
                }),
        ]
    }
}
