import FilletSupport
import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import FilletCLI

@Suite struct ShapeCommandTests {
    func run(_ line: String) -> CommandOutput {
        FilletCLI.run(line.split(separator: " ").map(String.init))
    }

    /// The flags a construction needs beyond its defaults to build.
    static let requiredFlags: [ShapeSpec.Kind: [String]] = [
        .polygon: ["--vertices", "0,0 100,0 60,40 100,90 0,90", "--radius", "8"],
        .seed001: ["--vertices", "0,0 100,0 60,40 100,90 0,90", "--rounded", "1 0 1 1 0"],
    ]

    @Test(arguments: ShapeSpec.Kind.allCases, ShapeOutput.Format.allCases.map(\.rawValue))
    func everyConstructionBuildsInEveryFormat(_ kind: ShapeSpec.Kind, format: String) {
        let output = FilletCLI.run(["shape", kind.rawValue] + (Self.requiredFlags[kind] ?? []) + ["--format", format])
        #expect(output.exitCode == 0, "\(kind) \(format): \(output.standardError)")
        #expect(!output.standardOutput.isEmpty, "\(kind) \(format)")
        #expect(output.standardError.isEmpty, "\(kind) \(format): \(output.standardError)")
    }

    @Test func jsonOutputIsThePathOfTheSpec() throws {
        let output = run("shape star --points 6 --inner-ratio 0.5 --outer-corner-radius 5 --format json")
        let expected = try ShapeSpec.star({
            var p = ShapeSpec.StarParameters()
            p.points = 6
            p.innerRatio = 0.5
            p.outerCornerRadius = 5
            return p
        }()).build().path
        #expect(try Path(json: output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) == expected)
    }

    @Test func specFormatRoundTripsThroughShapeSpec() throws {
        let output = run("shape border --border-width 6 --position outside --inner-corner-rule same-as-outer --format spec")
        let spec = try JSONDecoder().decode(ShapeSpec.self, from: Data(output.standardOutput.utf8))
        guard case .border(let p) = spec else {
            Issue.record("expected a border spec")
            return
        }
        #expect(p.borderWidth == 6 && p.position == .outside && p.innerCornerRule == .sameAsOuter)
    }

    @Test(arguments: [
        ("shape star --points 1000000000", "--points"),
        ("shape star --outer-radius nan", "--outer-radius"),
        ("shape star --inner-ratio 1.5", "--inner-ratio"),
        ("shape star --points 4", "--points"),
        ("shape star --points", "--points"),
        ("shape star --bogus 1", "--bogus"),
        ("shape star --inner-ratio 0.4 --regular", "--regular"),
        ("shape polygon --vertices 0,0;1,0", "--vertices"),
        ("shape polygon --vertices 0,0;1,0;1,1 --radii 1;2", "--radii"),
        ("shape rect --corner-radius -3", "--corner-radius"),
        ("shape rect --width 0", "--width"),
        ("shape border --position diagonal", "--position"),
        ("shape seed003 --number-of-vertexes 2000000", "--number-of-vertexes"),
        ("shape seed003 --roundness inf", "--roundness"),
        ("shape seed000 --points 0", "--points"),
        ("shape seed002 --points 2", "--points"),
        ("shape star --format png", "--format"),
        ("shape star --tolerance 0.1", "--tolerance"),
        ("shape star --format polyline --tolerance -1", "--tolerance"),
        ("shape star --outer-corner-radius 5 --format polyline --tolerance 1e-300", "--tolerance"),
    ])
    func badInputIsOneLineNamingTheFlagWithExitTwo(_ line: String, flag: String) {
        let output = run(line)
        #expect(output.exitCode == 2, "\(line)")
        #expect(output.standardOutput.isEmpty, "\(line)")
        #expect(output.standardError.hasPrefix("fillet: \(flag):"), "\(line): \(output.standardError)")
        #expect(output.standardError.filter { $0 == "\n" }.count == 1, "\(line): \(output.standardError)")
    }

    /// A 1e-7 rect came out of svg-path as arcs of radius 0 (six decimals), exit 0.
    @Test func smallShapesKeepTheirDigitsInSVGAndTooSmallOnesAreRefused() {
        let small = FilletCLI.run(["shape", "rect", "--width", "1e-7", "--height", "1e-7", "--format", "svg-path"])
        #expect(small.exitCode == 0)
        #expect(small.standardOutput.hasPrefix("M0 0.00000005 A0.00000005 0.00000005"), "\(small.standardOutput)")
        let data = FilletCLI.run(["shape", "path", "--data", "M0 0 L1e-7 0 L0 1e-7 Z", "--format", "svg-path"])
        #expect(data.standardOutput == "M0 0 L0.0000001 0 L0 0.0000001 Z\n", "\(data.standardOutput)")
        let tiny = FilletCLI.run(["shape", "rect", "--width", "5e-324", "--height", "5e-324"])
        #expect(tiny.exitCode == 2 && tiny.standardError.hasPrefix("fillet: --format:"), "\(tiny.standardError)")
    }

    /// A shape below 10⁻⁹ of its distance from the origin printed as a point (rect at 1e200, star
    /// at (1e15, 0)) or a segment (star at (1e308, 0)) with exit 0; now bad input naming the flag.
    @Test(arguments: [["rect", "--x", "1e200", "--y", "1e200"], ["star", "--center", "1e15,0"],
                      ["star", "--center", "1e308,0"], ["regular-polygon", "--center", "0,1e300"],
                      ["border", "--x", "1e15"], ["polygon", "--vertices", "1e15,0 1000000000000100,0 1000000000000050,100"],
                      // Judged by the edges, not the radius: many short edges far out printed one move.
                      ["regular-polygon", "--sides", "10000", "--radius", "1", "--center", "1e9,0"],
                      ["star", "--points", "100000", "--inner-ratio", "0.9999", "--outer-radius", "1", "--center", "1e9,0"],
                      ["polygon", "--vertices", "0,0 1,0 1,1e13 0,1e13"]])
    func shapesLostInTheirCoordinatesAreRefused(_ arguments: [String]) {
        let output = FilletCLI.run(["shape"] + arguments)
        #expect(output.exitCode == 2, "\(arguments): \(output.standardOutput)")
        #expect(output.standardError.contains("below 1e-9 of its distance from the origin"), "\(output.standardError)")
    }

    /// The flag names the parameter once: "--points: points: the regular inner radius …" said it twice.
    @Test func aShapeErrorAfterItsFlagDoesNotRepeatTheParameter() {
        let output = FilletCLI.run(["shape", "star", "--points", "3"])
        #expect(output.standardError.hasPrefix("fillet: --points: the regular inner radius"), "\(output.standardError)")
        let check = FilletCLI.run(["check", "star", "--points", "3"])
        #expect(check.standardError.hasPrefix("fillet: --points: the regular inner radius"), "\(check.standardError)")
    }

    /// A border's hole is derived, not given: a 2e-9 hole in a 100 × 100 border builds (it was
    /// refused, blaming --width, when the derived rect was held to the resolution rule).
    @Test func aBorderWithATinyHoleIsBuilt() {
        let output = FilletCLI.run(["shape", "border", "--width", "100", "--height", "100", "--border-width", "49.999999999"])
        #expect(output.exitCode == 0, "\(output.standardError)")
    }

    @Test func aSmallShapeFarFromTheOriginWithinTheLimitIsBuilt() {
        let output = FilletCLI.run(["shape", "rect", "--x", "2e6", "--width", "1", "--height", "1", "--format", "svg-path"])
        #expect(output.exitCode == 0 && output.standardOutput.hasPrefix("M2000000"), "\(output.standardOutput)")
    }

    @Test func unknownCommandsAndConstructionsExitTwo() {
        #expect(run("frobnicate").exitCode == 2)
        #expect(run("shape hexagon").exitCode == 2)
        #expect(run("shape").exitCode == 2)
        #expect(FilletCLI.run([]).exitCode == 2)
    }

    @Test func helpListsTheCommandsAndConstructions() {
        #expect(run("--help").standardOutput.contains("shape"))
        #expect(run("shape --help").standardOutput.contains("seed004"))
    }

    @Test(arguments: ShapeSpec.Kind.allCases)
    func helpListsEveryFlagOfEveryConstruction(_ kind: ShapeSpec.Kind) {
        let output = run("shape \(kind.rawValue) --help")
        #expect(output.exitCode == 0, "\(kind): \(output.standardError)")
        // One help text, searched for each of the construction's flags.
        let options = ShapeOptions.options(for: kind) + ShapeCommand.outputOptions
        #expect(!options.isEmpty, "\(kind) has no flags")
        for option in options {
            #expect(output.standardOutput.contains(option.flag), "\(kind) help lacks \(option.flag)")
        }
    }

    @Test func shapeErrorParametersMapToFlags() throws {
        let given = try Arguments([], options: [], context: "t")
        func flag(_ error: ShapeError, _ kind: ShapeSpec.Kind = .star) -> String? {
            ShapeOptions.flag(for: error, kind: kind, given: given)
        }
        #expect(flag(.outOfRange(parameter: "innerRatio", value: 2, valid: "")) == "--inner-ratio")
        #expect(flag(.nonFinite(parameter: "rect.width", value: .nan)) == "--width")
        #expect(flag(.nonFinite(parameter: "frame.x", value: .nan), .seed003) == "--x")
        #expect(flag(.nonFinite(parameter: "radii[3]", value: .nan), .polygon) == "--radii")
        #expect(flag(.nonFinite(parameter: "radii.topLeft", value: .nan), .rect) == "--radii")
        #expect(flag(.nonFinite(parameter: "center.y", value: .nan)) == "--center")
        #expect(flag(.countOutOfRange(parameter: "numberOfVertexes", value: 0, valid: 0...1), .seed003)
            == "--number-of-vertexes")
        #expect(flag(.tooFewVertices(count: 2, minimum: 3), .polygon) == "--vertices")
        #expect(flag(.outOfRange(parameter: "innerCornerRadius", value: -1, valid: ""), .border) == "--inner-corner-radius")
        #expect(flag(.outOfRange(parameter: "insideCornerRadius", value: .nan, valid: ""), .seed004)
            == "--inside-corner-radius")
        // A parameter the construction does not have names no flag.
        #expect(flag(.nonFinite(parameter: "vertices[0].x", value: .nan)) == nil)
    }
}
