import Foundation
import Testing
import FilletTestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import FilletSupport
import FilletGeometry
import FilletVerification
import FilletGate
@testable import FilletCLI

/// `fillet check path`: exit codes, the table, the JSON shape, JUnit, and the file seam.
/// A class suite: each test gets its own scratch directory, removed when the test ends.
@Suite final class CheckPathCommandTests {
    let directory = ScratchDirectory("fillet-check-path")
    var scratch: String { directory.path }

    /// The test's scratch directory, now holding `files` (name → content).
    func directory(_ files: [String: String]) throws -> String {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        for (name, content) in files {
            try Data(content.utf8).write(to: URL(fileURLWithPath: FilePaths.join(scratch, name)))
        }
        return scratch
    }

    static let square = "M0 0 H10 V10 H0 Z"
    /// A square and a hole drawn the other way leaking out of it: fails non-self-intersection
    /// (an error: the part of the hole outside the square is painted).
    static let crossing = "M0 0 H10 V10 H0 Z M5 5 V15 H15 V5 Z"

    @Test func passingDataExitsZeroWithATable() {
        let output = FilletCLI.run(["check", "path", "--data", Self.square])
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("-\n"))
        #expect(output.standardOutput.contains("all pass"))
    }

    @Test func failingFileExitsOneAndNamesTheInvariant() throws {
        let root = try directory(["bad.txt": Self.crossing])
        let file = FilePaths.join(root, "bad.txt")
        let output = FilletCLI.run(["check", "path", "--file", file])
        #expect(output.exitCode == 1)
        #expect(output.standardOutput.contains("non-self-intersection"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("FAIL \(file)#0"), "\(output.standardOutput)")
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let root = try directory(["icon.svg": #"<svg xmlns="http://www.w3.org/2000/svg"><g><path id="a" d="M0 0 H10 V10 H0 Z"/><path d="M20 0 h5 v5 z"/></g></svg>"#,
                                  "data.txt": Self.square])
        let svg = FilePaths.join(root, "icon.svg"), text = FilePaths.join(root, "data.txt")
        let output = FilletCLI.run(["check", "path", "--file", svg, "--file", text, "--json"])
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == [svg, text])
        let paths = try #require(files[0]["paths"] as? [[String: Any]])
        #expect(paths.map { $0["index"] as? Int } == [0, 1])
        #expect(paths[0]["id"] as? String == "a")
        #expect(paths[1]["id"] is NSNull)
        #expect(paths[0]["element"] as? String == "path")
        #expect(paths[0]["line"] as? Int == 1)
        let dataPaths = try #require(files[1]["paths"] as? [[String: Any]])
        #expect(dataPaths.first?["line"] is NSNull)
        let measures = try #require(paths[0]["measures"] as? [String: Any])
        #expect(measures["area"] as? Double == 100)
        #expect(measures["length"] as? Double == 40)
        #expect(measures["bounds"] as? [Double] == [0, 0, 10, 10])
        let invariants = try #require(paths[0]["invariants"] as? [[String: Any]])
        #expect(Set(invariants.compactMap { $0.keys.sorted().joined(separator: ",") }) == ["detail,deviation,margin,name,passed,severity"])
        #expect(invariants.contains { $0["name"] as? String == "tangent-continuity" })
    }

    @Test func junitHasOneTestcasePerElement() throws {
        let root = try directory(["two.svg": "<svg>\n<path id=\"ok\" d=\"M0 0 H10 V10 H0 Z\"/>\n\n<path\nd=\"\(Self.crossing)\"/></svg>"])
        let file = FilePaths.join(root, "two.svg"), junit = FilePaths.join(root, "out/report.xml")
        let output = FilletCLI.run(["check", "path", "--file", file, "--junit", junit])
        #expect(output.exitCode == 1)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(XMLParser(data: Data(xml.utf8)).parse())
        // file and line as pytest and GitLab write them; the line is where the start tag ends.
        #expect(xml.contains("name=\"\(file)#0(ok)\" file=\"\(file)\" line=\"2\"></testcase>"), "\(xml)")
        #expect(xml.contains("name=\"\(file)#1\" file=\"\(file)\" line=\"5\"><failure message=\"non-self-intersection"), "\(xml)")
        #expect(output.standardOutput.contains("FAIL \(file)#1 (line 5):"), "\(output.standardOutput)")
        // Inline data has neither.
        let inline = FilePaths.join(root, "inline.xml")
        _ = FilletCLI.run(["check", "path", "--data", Self.crossing, "--junit", inline])
        let inlineXML = try String(contentsOfFile: inline, encoding: .utf8)
        #expect(inlineXML.contains("name=\"-#0\"><failure"), "\(inlineXML)")
        #expect(xml.contains("tests=\"2\" failures=\"1\""))
    }

    @Test(arguments: [
        ["check", "path"],
        ["check", "path", "--data", "M0 0 L"],
        ["check", "path", "--data", "M0 0 H1 V1 Z", "--kink-threshold", "181"],
        ["check", "path", "--data", "M0 0 H1 V1 Z", "--kink-threshold", "nan"],
        ["check", "path", "--data", "M0 0 H1 V1 Z", "--max-curvature-jump", "-1"],
        ["check", "path", "--data", ""],
        ["check", "path", "--data", " \n\t"],
    ])
    func badInputExitsTwoWithOneLine(arguments: [String]) {
        let output = FilletCLI.run(arguments)
        #expect(output.exitCode == 2, "\(output)")
        #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }

    @Test(arguments: [
        ("malformed.svg", "<svg><path d=\"M0 0 H10\"></svg>"),
        ("bad-data.svg", "<svg><path d=\"M0 0 Lx\"/></svg>"),
        ("bad.txt", "M0 0 Q"),
        ("binary.txt", "\u{FFFF}\u{0}"),
        ("empty.svg", ""),
        ("blank.txt", "\u{FEFF} \n "),
        ("nodraw.svg", #"<svg xmlns="http://www.w3.org/2000/svg"><defs><path d="M0 0 L1 1"/></defs></svg>"#),
        ("huge.txt", "M0 0l" + String(repeating: "1 1 1 -1 ", count: 750_001) + "z"),
    ])
    func malformedFileIsAFindingOfThatFile(name: String, content: String) throws {
        let root = try directory([name: content, "good.svg": Self.squareSVG])
        let file = FilePaths.join(root, name)
        var output = FilletCLI.run(["check", "path", "--file", file, "--file", FilePaths.join(root, "good.svg")])
        output.collectStream()
        #expect(output.exitCode == 1, "\(output)")
        #expect(output.standardError.isEmpty, "\(output.standardError)")
        #expect(output.standardOutput.contains("FAIL \(file)#0:\n    error checkable-input"), "\(output.standardOutput)")
        // The other file is still checked.
        #expect(output.standardOutput.contains("good.svg\n"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("2 files, 2 elements (1 could not be checked): 1 error in 1 element (FAIL)"),
                "\(output.standardOutput)")
    }

    static let squareSVG = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8"/></svg>"#

    /// A path that names nothing is a finding of that path, not a usage error: the run goes on.
    @Test func aMissingFileIsAFindingAndTheOthersAreChecked() throws {
        let root = try directory(["good.svg": Self.squareSVG])
        var output = FilletCLI.run(["check", "path", "/nonexistent/icon.svg", FilePaths.join(root, "good.svg")])
        output.collectStream()
        #expect(output.exitCode == 1, "\(output)")
        #expect(output.standardOutput.contains("error checkable-input: margin -1 verdict — no such file or directory"),
                "\(output.standardOutput)")
    }

    /// An SVG document is read in the encodings the SVG reader takes (as shape path --file does):
    /// Latin-1 text and UTF-16 with a byte-order mark, not only UTF-8.
    @Test func latin1AndUTF16DocumentsAreChecked() throws {
        let root = try directory([:])
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>caf_</title><rect width=\"10\" height=\"5\"/></svg>"
        var latin = Array(("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + svg).utf8)
        latin[latin.firstIndex(of: UInt8(ascii: "_"))!] = 0xE9  // é in Latin-1: not UTF-8
        let utf16 = Data([0xFF, 0xFE]) + svg.data(using: .utf16LittleEndian)!
        for (name, bytes) in [("latin.svg", Data(latin)), ("utf16.svg", utf16)] {
            let file = FilePaths.join(root, name)
            try bytes.write(to: URL(fileURLWithPath: file))
            let output = FilletCLI.run(["check", "path", "--file", file])
            #expect(output.exitCode == 0, "\(name): \(output)")
        }
    }

    /// A join's written precision is read where its author wrote it, before the element's
    /// transform, and carried over by the transform's largest stretch: a smooth triangle rounded
    /// at three decimals passes under rotate(17), scale(2) and a skewing matrix, as it does alone
    /// (rotated, its coordinates needed sixteen digits and it failed at 0.12° against a tolerance of
    /// 6·10⁻⁸°); a 1.5° kink fails under each.
    @Test func writtenPrecisionIsReadBeforeTheTransform() throws {
        let smooth = "M0.238 0.713 A0.5 0.5 0 0 1 0.749 0.056 L38.833 2.912 A0.5 0.5 0 0 1 39.13 3.783 "
            + "L10.567 29.489 A0.5 0.5 0 0 1 9.759 29.276 Z"
        let kinked = "M0 0 L20 0 L40 0.5236 L40 30 Z"
        let transforms = ["rotate(17)", "scale(2)", "matrix(0.8 0.3 -0.2 1.1 5 7)"]
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">"
        for transform in transforms {
            svg += "<path id=\"smooth\" transform=\"\(transform)\" d=\"\(smooth)\"/>"
            svg += "<path id=\"kinked\" transform=\"\(transform)\" d=\"\(kinked)\"/>"
        }
        let file = FilePaths.join(try directory(["t.svg": svg + "</svg>"]), "t.svg")
        let output = FilletCLI.run(["check", "path", "--json", "--file", file])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
            as? [String: Any])
        let paths = try #require(((json["files"] as? [[String: Any]])?.first?["paths"]) as? [[String: Any]])
        #expect(paths.count == 2 * transforms.count)
        for path in paths {
            let invariants = try #require(path["invariants"] as? [[String: Any]])
            let tangent = try #require(invariants.first { $0["name"] as? String == "tangent-continuity" })
            let expected = path["id"] as? String == "smooth"
            #expect(tangent["passed"] as? Bool == expected, "\(path["id"] ?? "-") #\(path["index"] ?? "-"): \(tangent)")
        }
    }

    /// Under a stretch a circular arc is drawn as several cubics; each takes its own arc's written
    /// step, not the whole element's coarsest (which widened every join's tolerance and let a
    /// 1° and a 2° near-miss kink after the arc pass as smooth joins). The line after the arc
    /// turns by 1.0002° and 2° at the arc's end; straight on from an arc whose written radius
    /// meets its end points exactly, it is smooth.
    @Test func eachArcCubicTakesItsArcsWrittenStepUnderAStretch() throws {
        let arc = "M0 10A10.00001 10.00001 0 0 0 10 0"
        let lines = ["smooth": "M0 10A10 10 0 0 0 10 0L10 -5", "kink1": arc + "L10.0873 -5", "kink2": arc + "L10.1746 -5"]
        let transforms = ["", "matrix(0 -1 -1 0 40 40)", "matrix(0 -1 -1.0004 0 40 40)", "matrix(1.0004 0 0 1 0 0)"]
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">"
        for transform in transforms {
            for (id, line) in lines.sorted(by: { $0.key < $1.key }) {
                svg += "<path id=\"\(id)\"\(transform.isEmpty ? "" : " transform=\"\(transform)\"") d=\"\(line)\"/>"
            }
        }
        let file = FilePaths.join(try directory(["t.svg": svg + "</svg>"]), "t.svg")
        let output = FilletCLI.run(["check", "path", "--json", "--file", file])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
            as? [String: Any])
        let paths = try #require(((json["files"] as? [[String: Any]])?.first?["paths"]) as? [[String: Any]])
        #expect(paths.count == lines.count * transforms.count)
        for path in paths {
            let invariants = try #require(path["invariants"] as? [[String: Any]])
            let tangent = try #require(invariants.first { $0["name"] as? String == "tangent-continuity" })
            let expected = path["id"] as? String == "smooth"
            #expect(tangent["passed"] as? Bool == expected, "\(path["id"] ?? "-") #\(path["index"] ?? "-"): \(tangent)")
        }
    }

    /// Details name segments as the data wrote them, in a `d` attribute (under a stretching
    /// transform, which draws the arc as cubics), in a path-data file and in `--data`; a shape
    /// other than a path by index in its outline.
    @Test func detailsNameTheSegmentsAsWritten() throws {
        let data = "M0 0 A5 5 0 0 1 10 0 L10 5 L5 -7 L0 5 Z"
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><path id=\"p\" transform=\"scale(2 1)\" d=\"\(data)\"/>"
            + "<polygon points=\"0,0 10,10 10,0 0,10\"/></svg>"
        let root = try directory(["t.svg": svg, "d.txt": data])
        let outputs = [FilletCLI.run(["check", "path", "--file", FilePaths.join(root, "t.svg")]),
                       FilletCLI.run(["check", "path", "--file", FilePaths.join(root, "d.txt")]),
                       FilletCLI.run(["check", "path", "--data", data])]
        for output in outputs {
            #expect(output.exitCode == 1)
            #expect(output.standardOutput.contains("crossing of 'A5 5 0 0 1 10 0' (byte 5) and 'L0 5' (byte 33) at"),
                    "\(output.standardOutput)")
        }
        #expect(outputs[0].standardOutput.contains("crossing of element 1 and element 3 at"), "\(outputs[0].standardOutput)")
        // The arc is one segment in the table, whether an arc or cubics.
        #expect(outputs[0].standardOutput.contains("  0  p   path            5  "), "\(outputs[0].standardOutput)")
        // Its crossing is an error: the lines poke 2 units past the arc. Under scale(2 1) the arc
        // is drawn as cubics, and the poke depth is measured on the arc as written (all its
        // cubics, from its two ends), not on the one cubic the line crosses (0.31, a warning).
        #expect(outputs[0].standardOutput.contains("  0  p   path            5  FAIL"), "\(outputs[0].standardOutput)")
        #expect(outputs[0].standardOutput.contains("deviation 2 —"), "\(outputs[0].standardOutput)")
    }

    @Test func kinkThresholdIsInDegrees() {
        // A 2° turn at (100, 0), full precision: a near-miss kink at 3°, a corner at 1°.
        let data = "M0.1234567 0.1234567 L100.1234567 0.1234567 L\(100.1234567 + 100 * cos(2 * Double.pi / 180)) \(0.1234567 + 100 * sin(2 * Double.pi / 180)) L50 -300 Z"
        #expect(FilletCLI.run(["check", "path", "--data", data]).exitCode == 1)
        #expect(FilletCLI.run(["check", "path", "--data", data, "--kink-threshold", "1"]).exitCode == 0)
    }

    @Test func helpListsEveryFlag() {
        let output = FilletCLI.run(["check", "path", "--help"])
        #expect(output.exitCode == 0)
        for option in CheckPathCommand.options { #expect(output.standardOutput.contains(option.flag)) }
    }
}

/// `--json` is streamed element by element (memory: a window of reports, not all of them and the
/// whole text); collected, it is the document built from every report at once.
@Suite struct CheckPathStreamedJSONTests {
    static func inputs() throws -> [(file: String, inputs: [PathCheckInput])] {
        let datas = ["M0 0 H10 V10 H0 Z", "M0 0 L10 10 L10 0 L0 10 Z", "M0 0 C5 -5 10 5 10 0 A5 5 0 0 1 0 0 Z",
                     "M1 1 L2 2", "M0 0 H4 V4 H0 Z M1 1 H3 V3 H1 Z"]
        return try (0..<3).map { file in
            (file: "f\(file).svg", inputs: try datas.indices.dropFirst(file).map { index in
                PathCheckInput(index: index, id: "p\(index)", path: try Path(svgPathData: datas[index]), line: index + 2)
            })
        }
    }

    static func readFiles(_ inputs: [(file: String, inputs: [PathCheckInput])]) -> [GateJobs.ReadFile] {
        inputs.map { GateJobs.ReadFile(file: $0.file, inputs: $0.inputs, isPathData: false) }
    }

    /// The gate run over `files` as `fillet check path`'s output is: streamed, not yet collected.
    static func gate(_ files: [GateJobs.ReadFile], _ request: GateRequest, block: Int) -> CommandOutput {
        var output = CommandOutput()
        output.stream = StreamedOutput { emit in GateRun.produce(files, request, block: block, emit: emit) }
        return output
    }

    static let jsonRequest = GateRequest(files: [], config: GateConfig(), format: "json", junit: nil,
                                                      baseline: nil, writeBaseline: nil, strict: false, jobs: 2)

    @Test(arguments: [1, 2, 4_096])
    func streamedDocumentEqualsTheWholeOne(block: Int) throws {
        let inputs = try Self.inputs()
        let reports = PathCheck.check(files: inputs, options: PathCheck.Options())
        var streamed = Self.gate(Self.readFiles(inputs), Self.jsonRequest, block: block)
        #expect(streamed.stream != nil && streamed.standardOutput.isEmpty)
        streamed.collectStream()
        #expect(streamed.standardOutput == Self.gateDocument(PathCheck.JSONOutput(reports).text))
        #expect(streamed.exitCode == (reports.allSatisfy(\.passed) ? ExitCode.success : ExitCode.failure))
        #expect(streamed.exitCode == ExitCode.failure, "the crossing fails")
    }

    /// Files without elements still appear, in order, whatever the window of reports.
    @Test(arguments: [1, 3, 4_096])
    func emptyFilesKeepTheirPlace(block: Int) throws {
        var inputs = try Self.inputs()
        inputs.insert((file: "empty-first.svg", inputs: []), at: 0)
        inputs.insert((file: "empty-middle.svg", inputs: []), at: 2)
        inputs.append((file: "empty-last.svg", inputs: []))
        let reports = PathCheck.check(files: inputs, options: PathCheck.Options())
        var streamed = Self.gate(Self.readFiles(inputs), Self.jsonRequest, block: block)
        streamed.collectStream()
        #expect(streamed.standardOutput == Self.gateDocument(PathCheck.JSONOutput(reports).text))
    }

    /// The gate's JSON document for `text`, a ``PathCheck/JSONOutput``: the same, with the
    /// configuration in force (none here) named first.
    static func gateDocument(_ text: String) -> String {
        #expect(text.hasPrefix("{\n  \"files\" : ["))
        return "{\n  \"config\" : \"none (defaults)\",\n" + text.dropFirst(2) + "\n"
    }

    /// A piece that cannot be written stops the stream: nothing more is produced, exit 1 (the
    /// inputs pass, so the status is the failed write's).
    @Test func aFailedWriteStopsTheStream() throws {
        let passing = try Self.inputs().map { file in (file: file.file, inputs: file.inputs.filter { $0.id == "p0" }) }
        var whole = Self.gate(Self.readFiles(passing), Self.jsonRequest, block: 1)
        whole.collectStream()
        try #require(whole.exitCode == ExitCode.success, "the inputs pass")
        let streamed = Self.gate(Self.readFiles(passing), Self.jsonRequest, block: 1)
        var pieces = 0
        let status = try #require(streamed.stream).produce { _ in
            pieces += 1
            return pieces < 3
        }
        #expect(pieces == 3)
        #expect(status == ExitCode.failure)
    }
}
