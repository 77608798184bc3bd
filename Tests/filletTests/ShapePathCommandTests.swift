import FilletSupport
import Foundation
import Testing
import FilletGeometry
import FilletSVG
@testable import FilletCLI

@Suite struct ShapePathCommandTests {
    static let data = "M10 10 C20 0 40 0 50 10 q10 10 0 20 a10 10 0 0 1 -20 0 A15 8 30 0 1 10 10 Z"

    @Test(arguments: ["svg", "svg-path", "json", "polyline"])
    func pathDataPrintsInEveryFormat(_ format: String) {
        let output = FilletCLI.run(["shape", "path", "--data", Self.data, "--format", format])
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(!output.standardOutput.isEmpty && output.standardError.isEmpty)
    }

    @Test func jsonOutputIsThePathReadFromTheData() throws {
        let output = FilletCLI.run(["shape", "path", "--data", Self.data, "--format", "json"])
        let printed = try Path(json: output.standardOutput)
        #expect(printed == (try Path(svgPathData: Self.data)))
    }

    @Test(arguments: [
        (["--data", "M0 0 L"], "--data"),
        (["--data", "L0 0"], "--data"),
        (["--data", "M1e400 0"], "--data"),
        (["--data", "M0 0 1.7e308 0 -1.7e308 0"], "--data"),
        ([String](), "--data"),
        (["--data", "M0 0 L1 1", "--file", "/nonexistent.svg"], "--file"),
        (["--file", "/nonexistent/icon.svg"], "--file"),
        (["--file", "/"], "--file"),
        (["--file", "/dev/null"], "--file"),
        (["--file", ""], "--file"),
        (["--data", "M0 0 L1 1", "--format", "spec"], "--format"),
        (["--data", "M0 0 L1 1", "--tolerance", "0.1"], "--tolerance"),
        (["--data", "M0 0 L1 1", "--format", "polyline", "--tolerance", "nan"], "--tolerance"),
    ])
    func badInputIsOneLineNamingTheFlagWithExitTwo(_ arguments: [String], _ flag: String) {
        let output = FilletCLI.run(["shape", "path"] + arguments)
        #expect(output.exitCode == 2)
        #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
        #expect(output.standardError.contains(flag), "\(output.standardError)")
    }

    // MARK: --file

    static let svgFile = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
          <defs><rect id="unused" width="5" height="5"/></defs>
          <g transform="translate(2 2)">
            <rect width="10" height="6" rx="2"/>
            <circle cx="15" cy="15" r="3"/>
          </g>
          <path d="M0 20 L5 24" display="none"/>
          <polyline points="0,0 4,4 8,0"/>
        </svg>
        """

    /// Writes `text` to a new file in the temporary directory and returns its path.
    static func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-svg-\(UUID().uuidString).svg").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: ["svg", "svg-path", "json", "polyline"])
    func svgFilePrintsInEveryFormat(_ format: String) throws {
        let file = try Self.temporaryFile(Self.svgFile)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = FilletCLI.run(["shape", "path", "--file", file, "--format", format])
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(!output.standardOutput.isEmpty && output.standardError.isEmpty)
    }

    @Test func fileOutputIsEveryDrawableInDocumentOrder() throws {
        let file = try Self.temporaryFile(Self.svgFile)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = FilletCLI.run(["shape", "path", "--file", file, "--format", "json"])
        let printed = try Path(json: output.standardOutput)
        let drawables = try SVGFile.drawables(svgText: Self.svgFile)
        #expect(drawables.map(\.element) == ["rect", "circle", "polyline"])
        #expect(printed == SVGFile.path(of: drawables))
        let moves = printed.elements.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.first == .move(to: Point(x: 4, y: 2)))
        #expect(moves.count == 3)
        // Rect 10 × 6 with r = 2 corners, circle r = 3, the polyline's closing triangle (area 16, drawn
        // counter-clockwise on screen: negative).
        let expected = (60 - (4 - Double.pi) * 4) + Double.pi * 9 - 16
        #expect(abs(printed.signedArea - expected) < 1e-9, "\(printed.signedArea) vs \(expected)")
    }

    @Test(arguments: [
        ("<svg><path d='M0 0 L'/></svg>", "byte 6"),
        ("<svg><rect width='10%' height='1'/></svg>", "width"),
        ("<svg><g></svg>", "line 1, column"),
        ("not xml", "malformed XML"),
    ])
    func badFileIsOneLineNamingTheFlag(_ text: String, _ detail: String) throws {
        let file = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = FilletCLI.run(["shape", "path", "--file", file])
        #expect(output.exitCode == 2)
        #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
        #expect(output.standardError.contains("--file") && output.standardError.contains(detail), "\(output.standardError)")
    }

    /// Nothing to convert is almost always the wrong file: refused like other bad input.
    @Test func fileWithNothingDrawableIsRefusedNamingTheFlag() throws {
        let file = try Self.temporaryFile("<svg xmlns='http://www.w3.org/2000/svg'><defs><circle r='1'/></defs></svg>")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = FilletCLI.run(["shape", "path", "--file", file, "--format", "json"])
        #expect(output.exitCode == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
        #expect(output.standardError.contains("--file") && output.standardError.contains("no drawable element"),
                "\(output.standardError)")
    }
}
