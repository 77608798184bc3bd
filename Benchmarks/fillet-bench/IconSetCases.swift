import BenchmarkKit
import FilletGeometry
import FilletSupport
import FilletSVG
import FilletVerification
import Foundation

/// `check-path/icon-set`: the icon-set gate as `fillet check path --format json` runs it on each
/// file — read the SVG document, check and grade every drawable element, write its JSON — over
/// 64 generated 24-unit icons, one iteration for the whole set (time per file = time / 64);
/// `check-path/icon-set/text` the same with the default text output.
///
/// The icons are written here, not copied from a theme: eight kinds of what real icon sets hold
/// (a frame with a hole and a check mark, a circle of cubics at three decimals, overlapping
/// rounded rectangles in one path, an arrow with a sharp tip, shapes in a rotated group, a
/// pentagram, a near-miss kink, a ring of arcs), eight variants of each (offsets, sizes, decimals).
/// `elements` is the number of drawables and `findings` the findings graded above `off`: both
/// deterministic, so the count gate holds the verdicts as well as the allocations. Against real
/// icons and Skia, see `Benchmarks/Peers/skia_icon_set.py`.
enum IconSetCases {
    final class State: @unchecked Sendable {
        var documents: [Data] = []
    }

    static let iconCount = 64

    static func cases() -> [BenchmarkCase] {
        [iconSetCase(name: "check-path/icon-set", { GateJSONReport(config: GateConfig().description) }),
         iconSetCase(name: "check-path/icon-set/text", { GateTextReport(config: GateConfig().description) }),
         readCase()]
    }

    /// `read/icon-set`: the parse-only stage of the gate over the same 64 icons — each file's
    /// bytes to its drawables (``FilletSVG/SVGFile/drawables(data:)``: encoding, XML, tree, walk,
    /// outlines), no check, no output. Time per element = time / `elements`.
    static func readCase() -> BenchmarkCase {
        let state = State()
        return BenchmarkCase(
            name: "read/icon-set",
            run: { iterations in
                for _ in 0..<iterations {
                    var drawn = 0
                    for document in state.documents { drawn += (try? SVGFile.drawables(data: document))?.count ?? 0 }
                    blackHole(drawn)
                }
            },
            check: { () throws(SanityFailure) -> CaseMetrics in
                state.documents = (0..<iconCount).map { Data(icon($0).utf8) }
                var elements = 0, bytes = 0
                for (index, document) in state.documents.enumerated() {
                    guard let drawables = try? SVGFile.drawables(data: document), !drawables.isEmpty,
                          drawables.allSatisfy({ $0.path.isFinite }) else {
                        throw SanityFailure("icon \(index) gave no finite drawable")
                    }
                    elements += drawables.count
                    bytes += document.count
                }
                return CaseMetrics(points: bytes, elements: elements)
            })
    }

    /// The icon set through the gate with `writer`'s format: `check-path/icon-set` the JSON (every
    /// row described), `…/text` the default text output (findings alone, so no holding margin is
    /// measured: ``PathCheck/Options/describesPassingVerdicts``).
    static func iconSetCase<Writer: GateReportWriter>(name: String, _ writer: @escaping @Sendable () -> Writer)
        -> BenchmarkCase {
        let state = State()
        return BenchmarkCase(
            name: name,
            run: { iterations in
                for _ in 0..<iterations {
                    var bytes = 0
                    for document in state.documents { bytes += gate(document, writer()).bytes }
                    blackHole(bytes)
                }
            },
            check: { () throws(SanityFailure) -> CaseMetrics in
                state.documents = (0..<iconCount).map { Data(icon($0).utf8) }
                var elements = 0, findings = 0
                for (index, document) in state.documents.enumerated() {
                    let result = gate(document, writer())
                    guard result.elements > 0 else { throw SanityFailure("icon \(index) has no drawable element") }
                    elements += result.elements
                    findings += result.findings
                }
                // Some kinds must fail (the pentagram crosses itself) and most must pass.
                guard findings > 0, findings < elements else {
                    throw SanityFailure("the icon set graded \(findings) findings on \(elements) elements")
                }
                return CaseMetrics(elements: elements, findings: findings)
            })
    }

    /// One file through the gate: its drawables' text in `writer`'s format, written in order (the
    /// bytes the command writes; with `--jobs` and no baseline the command renders them on its
    /// checking threads), checked as the command checks for that format.
    static func gate<Writer: GateReportWriter>(_ document: Data, _ writer: Writer) -> (elements: Int, findings: Int, bytes: Int) {
        guard let drawables = try? SVGFile.drawables(data: document) else { return (0, 0, 0) }
        var writer = writer
        let options = GateProfile.default.checkOptions(for: Writer.self)
        var bytes = writer.fileStart("icon.svg").utf8.count
        var findings = 0
        for input in drawables {
            let report = PathCheck.check(input.path, options: options, written: input.written, source: input.source)
            let element = GateElement(PathCheck.ElementReport(input: input, report: report), file: "icon.svg",
                                      profile: .default, pathDataFile: false)
            findings += element.findings.filter { $0.severity != .off }.count
            bytes += writer.element(element, file: "icon.svg").utf8.count
        }
        return (drawables.count, findings, bytes + writer.fileEnd("icon.svg").utf8.count)
    }

    /// Icon `index`: kind `index % 8`, variant `index / 8`.
    static func icon(_ index: Int) -> String {
        let variant = Double(index / 8)
        let shift = 0.25 * variant, scale = 1 - 0.03 * variant
        func n(_ value: Double) -> String { NumberText.fixed(value, decimals: 3) }
        func p(_ x: Double, _ y: Double) -> String { "\(n(12 + (x - 12) * scale + shift)) \(n(12 + (y - 12) * scale))" }
        var body = ""
        switch index % 8 {
        case 0:  // a rounded frame with a hole, a check mark and a dot
            body = "<path d=\"\(CurveCases.typicalIconData)\" transform=\"translate(\(n(shift)) 0)\"/>"
        case 1:  // a circle of 8 cubics, written at three decimals
            body = "<path d=\"\(CurveCases.cubicCircle(count: 8, centre: (12, 12), radius: 9, written: p))\"/>"
        case 2:  // two overlapping rounded rectangles in one path, turning the same way (a union)
            body = "<path d=\"M\(p(5, 3))h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z"
                + "M\(p(11, 9))h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z\"/>"
        case 3:  // an arrow outline with a sharp tip, and a stroke drawn as a thin line
            body = "<path d=\"M\(p(3, 12))L\(p(15, 11.25))L\(p(15, 8))L\(p(21, 12))L\(p(15, 16))L\(p(15, 12.75))Z\"/>"
                + "<line x1=\"3\" y1=\"\(n(19 + shift))\" x2=\"21\" y2=\"\(n(19 + shift))\"/>"
        case 4:  // shapes in a rotated group: written forms under a transform
            body = "<g transform=\"rotate(\(n(15 + 5 * variant)) 12 12)\"><rect x=\"4\" y=\"4\" width=\"16\" height=\"10\" "
                + "rx=\"\(n(2 + 0.25 * variant))\"/><circle cx=\"12\" cy=\"18\" r=\"\(n(2.5 * scale))\"/>"
                + "<ellipse cx=\"12\" cy=\"9\" rx=\"3\" ry=\"\(n(1.5 * scale))\"/></g>"
        case 5:  // a pentagram drawn in one stroke: it crosses itself
            var d = ""
            for step in 0..<5 {
                let angle = -Double.pi / 2 + Double(step * 2) * 2 * .pi / 5
                d += (step == 0 ? "M" : "L") + p(12 + 10 * cos(angle), 12 + 10 * sin(angle))
            }
            body = "<path d=\"\(d)Z\"/>"
        case 6:  // two cubics meeting at a near-miss kink (a hand-drawn corner a degree or two off smooth)
            body = "<path d=\"M\(p(3, 18))C\(p(5, 8)) \(p(9, 4)) \(p(12, 4))C\(p(15.1, 4.05)) \(p(19, 8)) \(p(21, 18))Z\"/>"
        default:  // a ring: an outer circle of arcs and a hole turning the other way
            body = "<path d=\"M\(p(12, 2))A10 10 0 0 1 \(p(22, 12))A10 10 0 0 1 \(p(12, 22))A10 10 0 0 1 \(p(2, 12))"
                + "A10 10 0 0 1 \(p(12, 2))ZM\(p(12, 6))A6 6 0 0 0 \(p(6, 12))A6 6 0 0 0 \(p(12, 18))"
                + "A6 6 0 0 0 \(p(18, 12))A6 6 0 0 0 \(p(12, 6))Z\"/>"
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" width=\"24\" height=\"24\">\(body)</svg>\n"
    }
}
