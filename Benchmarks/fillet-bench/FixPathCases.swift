import BenchmarkKit
import FilletGeometry
import FilletSupport
import FilletVerification
import FilletRepair
import FilletGate
import Foundation

/// `fix-path/icon-set`: `fillet fix path --dry-run` on each of the 64 generated icons of
/// ``IconSetCases`` — read the document, repair every `<path>`, verify, no write — one iteration
/// for the whole set. `fix-path/kinked-ring-N` (series `fix-path/kinked-ring`, x = N): one
/// element of N cubics round a circle, written as one relative `c` repeated, three decimals, every
/// join a near-miss kink of about 1°: N repairs in one element, so the fitted exponent says whether a
/// file's cost grows with its size (≈ 1) or with edits × size (≈ 2).
///
/// `fix-path/theme-dry-run`: `fillet fix path DIR --dry-run` on a small icon theme written at
/// setup (files found in the directory and read, files with the same bytes repaired once, the text
/// report built) on one thread, so that its allocations are a count: the 64 icons in two size
/// directories, the second a copy of the first (a theme's aliases), and the 100-cubic kinked ring;
/// one iteration for the whole theme, so 129 files over its time is a theme's files per second on
/// one core.
///
/// `findings` is what is left after the repair (0 for the rings: every kink is repaired) and
/// `elements` the elements with a finding before, both deterministic.
enum FixPathCases {
    final class State: @unchecked Sendable {
        var documents: [Data] = []
        var theme: [InputDiscovery.Input] = []
    }

    static let ringSizes = [100, 400]

    static func cases() -> [BenchmarkCase] {
        [iconSetCase()] + ringSizes.map(ringCase) + [themeCase()]
    }

    static func repairAll(_ documents: [Data]) -> (elements: Int, left: Int, edits: Int) {
        var elements = 0, left = 0, edits = 0
        for document in documents {
            guard let repair = try? PathRepair.repair(svgDocument: document) else { continue }
            elements += repair.elements.filter { $0.findingsBefore > 0 }.count
            left += repair.findingsAfter
            edits += repair.elements.reduce(0) { $0 + ($1.repair?.edits.count ?? 0) }
        }
        return (elements, left, edits)
    }

    static func iconSetCase() -> BenchmarkCase {
        let state = State()
        return BenchmarkCase(
            name: "fix-path/icon-set",
            run: { iterations in
                for _ in 0..<iterations { blackHole(repairAll(state.documents).edits) }
            },
            check: { () throws(SanityFailure) -> CaseMetrics in
                state.documents = (0..<IconSetCases.iconCount).map { Data(IconSetCases.icon($0).utf8) }
                let result = repairAll(state.documents)
                // The near-miss kind is repaired in every variant.
                guard result.elements > 0, result.edits > 0 else {
                    throw SanityFailure("the icon set repaired \(result.edits) segments in \(result.elements) elements")
                }
                return CaseMetrics(elements: result.elements, findings: result.left)
            })
    }

    static func ringCase(_ count: Int) -> BenchmarkCase {
        let state = State()
        return BenchmarkCase(
            name: "fix-path/kinked-ring-\(count)", series: SeriesPoint(series: "fix-path/kinked-ring", x: Double(count)),
            run: { iterations in
                for _ in 0..<iterations { blackHole(repairAll(state.documents).edits) }
            },
            check: { () throws(SanityFailure) -> CaseMetrics in
                state.documents = [Data(ring(count).utf8)]
                let result = repairAll(state.documents)
                guard result.elements == 1, result.left == 0, result.edits >= count / 2 else {
                    throw SanityFailure("ring \(count): \(result.edits) edits, \(result.left) findings left")
                }
                return CaseMetrics(elements: result.elements, findings: result.left)
            })
    }

    /// The files of the theme, their report and its element counts (as `repairAll(_:)` counts).
    static func dryRun(_ theme: [InputDiscovery.Input]) -> (report: String, files: Int, elements: Int, left: Int) {
        let attempts = RepairRun.repairAll(theme, options: PathRepair.Options(), threads: 1)
        let report = FixPathReport(attempts, dryRun: true)
        var elements = 0, left = 0
        for attempt in attempts {
            guard let repair = attempt.repair else { continue }
            elements += repair.elements.filter { $0.findingsBefore > 0 }.count
            left += repair.findingsAfter
        }
        return (report.text, attempts.count, elements, left)
    }

    static func themeCase() -> BenchmarkCase {
        let state = State()
        return BenchmarkCase(
            name: "fix-path/theme-dry-run",
            run: { iterations in
                for _ in 0..<iterations { blackHole(dryRun(state.theme).report.utf8.count) }
            },
            check: { () throws(SanityFailure) -> CaseMetrics in
                // One directory per user, replaced at each run: the files are read at every
                // iteration, as the command reads them, so the directory outlives the setup.
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-bench-theme-\(getuid())")
                try? FileManager.default.removeItem(at: directory)
                var files: [(String, String)] = []
                for size in ["24", "48"] {
                    for index in 0..<IconSetCases.iconCount { files.append(("\(size)/icon-\(index).svg", IconSetCases.icon(index))) }
                }
                files.append(("scalable/kinked-ring.svg", ring(100)))
                do {
                    for (name, text) in files {
                        let url = directory.appendingPathComponent(name)
                        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try Data(text.utf8).write(to: url)
                    }
                } catch {
                    throw SanityFailure("the theme could not be written under \(directory.path): \(error)")
                }
                state.theme = InputDiscovery.inputs([directory.path], config: GateConfig())
                let result = dryRun(state.theme)
                guard result.files == files.count, result.elements > 0, result.report.contains("would change") else {
                    throw SanityFailure("the theme: \(result.files) of \(files.count) files, \(result.elements) elements with findings")
                }
                return CaseMetrics(elements: result.elements, findings: result.left)
            })
    }

    /// N cubics round a circle of radius 100 (sweep 2π/N each, circular handles), each end handle
    /// turned by ±1° alternately so every join is a near-miss kink; one `c` and its repetitions.
    static func ring(_ count: Int) -> String {
        let radius = 100.0, sweep = 2 * Double.pi / Double(count)
        let handle = 4.0 / 3.0 * tan(sweep / 4) * radius
        func point(_ angle: Double) -> Point { Point(x: radius * cos(angle), y: radius * sin(angle)) }
        func n(_ value: Double) -> String { NumberText.fixed(value, decimals: 3) }
        var data = "M\(n(radius)) 0"
        var current = point(0)
        for index in 0..<count {
            let start = Double(index) * sweep, end = start + sweep
            let nudge = (index % 2 == 0 ? 1.0 : -1.0) * Double.pi / 180
            let startTangent = Vector(dx: -sin(start), dy: cos(start))
            // The end handle is off the circle's tangent by the nudge: the join after it kinks.
            let endTangent = Vector(dx: -sin(end + nudge), dy: cos(end + nudge))
            let control1 = point(start) + startTangent * handle
            let finish = point(end), control2 = finish - endTangent * handle
            data += (index == 0 ? "c" : " ") + "\(n(control1.x - current.x)) \(n(control1.y - current.y)) "
            data += "\(n(control2.x - current.x)) \(n(control2.y - current.y)) \(n(finish.x - current.x)) \(n(finish.y - current.y))"
            current = finish
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-110 -110 220 220\"><path d=\"\(data)z\"/></svg>"
    }
}
