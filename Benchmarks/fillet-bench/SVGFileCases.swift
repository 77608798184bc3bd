import BenchmarkKit
import FilletGeometry
import FilletSVG
import Foundation

/// `read/svg-file-50`: an icon-like SVG document of 50 shape elements (paths, rounded rects,
/// circles, ellipses, polylines, polygons, lines in transformed groups, plus defs and metadata the
/// reader skips) read by ``FilletSVG/SVGFile/drawables(data:)``. `points` carries the byte count,
/// so MB/s = points / time; 1 000 such icons in ≤ 1 s needs ≤ 1 ms per iteration.
enum SVGFileCases {
    final class State: @unchecked Sendable {
        var data = Data()
    }

    static let drawableCount = 50

    /// The document: 10 groups, each with a different transform and 5 shapes.
    static func document() -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 240 240" width="240" height="240">
              <title>benchmark icon</title>
              <defs><linearGradient id="g"><stop offset="0"/><stop offset="1"/></linearGradient>
                <clipPath id="c"><rect width="10" height="10"/></clipPath></defs>
              <metadata><rdf>nothing</rdf></metadata>

            """
        let transforms = ["translate(10 10)", "rotate(15 120 120)", "scale(1.5)", "matrix(1 0.2 -0.1 1 5 5)",
                          "translate(40,0) scale(0.8 1.2)", "skewX(10)", "rotate(-30)", "translate(0 30) rotate(90 50 50)",
                          "scale(-1 1) translate(-200 0)", "translate(3.5 -2.25)"]
        for (group, transform) in transforms.enumerated() {
            let offset = Double(group * 20)
            text += "  <g id=\"group\(group)\" transform=\"\(transform)\" fill=\"url(#g)\">\n"
            text += "    <path d=\"M\(offset) 10 C\(offset + 8) 0 \(offset + 16) 20 \(offset + 24) 10 q4-6 8 0 "
                + "a6 6 0 0 1 -6 6 h-12.5 v4.25 l-3.5-2 z\"/>\n"
            text += "    <rect x=\"\(offset)\" y=\"40\" width=\"18\" height=\"12\" rx=\"3\" ry=\"\(group % 2 == 0 ? 3 : 2)\"/>\n"
            text += "    <circle cx=\"\(offset + 9)\" cy=\"70\" r=\"6.5\"/>\n"
            text += group % 2 == 0
                ? "    <ellipse cx=\"\(offset + 9)\" cy=\"90\" rx=\"8\" ry=\"4\"/>\n"
                : "    <polygon points=\"\(offset),100 \(offset + 18),100 \(offset + 9),85.5\"/>\n"
            text += group % 3 == 0
                ? "    <line x1=\"\(offset)\" y1=\"110\" x2=\"\(offset + 18)\" y2=\"118\"/>\n"
                : "    <polyline points=\"\(offset),110 \(offset + 6),118 \(offset + 12),110 \(offset + 18),118\"/>\n"
            text += "  </g>\n"
        }
        return text + "</svg>\n"
    }

    static func cases() -> [BenchmarkCase] {
        let state = State()
        return [
            BenchmarkCase(
                name: "read/svg-file-50",
                run: { iterations in
                    for _ in 0..<iterations { blackHole((try? SVGFile.drawables(data: state.data))?.count ?? -1) }
                },
                check: { () throws(SanityFailure) -> CaseMetrics in
                    state.data = Data(document().utf8)
                    guard let drawables = try? SVGFile.drawables(data: state.data), drawables.count == drawableCount,
                          drawables.allSatisfy({ $0.path.isFinite && !$0.path.isEmpty }) else {
                        throw SanityFailure("the SVG document did not give \(drawableCount) finite drawables")
                    }
                    return CaseMetrics(points: state.data.count,
                                       elements: drawables.reduce(0) { $0 + $1.path.elements.count })
                }),
        ]
    }
}
