import Foundation
import Testing
import FilletShapes
@testable import FilletCLI

/// `fillet shape … --smoothing s` (issue 46): 0 is today's output byte for byte, invalid values
/// are one-line usage errors, and a smoothing reduced by clamping is reported.
@Suite struct ShapeSmoothingCommandTests {
    /// The committed pictures (results/shapes, written by `.ci/results` from main before
    /// smoothing existed) and the arguments that made them.
    static let committedPictures: [(file: String, arguments: [String])] = [
        ("results/shapes/polygon.svg", ["polygon", "--vertices", "0,0 120,0 70,50 120,110 0,110", "--radii", "10 20 8 30 0"]),
        ("results/shapes/rect.svg", ["rect", "--width", "200", "--height", "120", "--radii", "10 0 30 5"]),
        ("results/shapes/star.svg", ["star", "--outer-corner-radius", "10", "--inner-corner-radius", "5"]),
        ("results/shapes/regular-polygon.svg", ["regular-polygon", "--sides", "6", "--corner-radius", "12"]),
        ("results/shapes/border.svg", ["border", "--border-width", "14", "--corner-radius", "30"]),
    ]

    @Test(arguments: committedPictures.indices)
    func smoothingZeroIsTheCommittedPictureByteForByte(index: Int) throws {
        let (file, arguments) = Self.committedPictures[index]
        let committed = try String(contentsOfFile: file, encoding: .utf8)
        for extra in [[], ["--smoothing", "0"], ["--smoothing", "-0"]] {
            let output = FilletCLI.run(["shape"] + arguments + extra)
            #expect(output.exitCode == 0 && output.standardError.isEmpty, "\(output.standardError)")
            #expect(output.standardOutput == committed, "\(arguments + extra)")
        }
    }

    @Test(arguments: ["nan", "NaN", "-0.1", "1.5", "inf", "-inf", "1e400", "x"])
    func invalidSmoothingIsAOneLineUsageError(value: String) {
        for kind in ["rect", "polygon", "star", "regular-polygon", "border"] {
            let extra = kind == "polygon" ? ["--vertices", "0,0 10,0 5,8"] : []
            let output = FilletCLI.run(["shape", kind] + extra + ["--smoothing", value])
            #expect(output.exitCode == 2, "\(kind) \(value)")
            #expect(output.standardOutput.isEmpty)
            #expect(output.standardError.hasPrefix("fillet: --smoothing:"), "\(output.standardError)")
            #expect(output.standardError.filter { $0 == "\n" }.count == 1, "\(output.standardError)")
        }
    }

    /// A 100 × 100 square with r = 40 has room for smoothing 0.25, not 1: every format says so.
    @Test func reducedSmoothingIsReported() throws {
        let arguments = ["shape", "rect", "--width", "100", "--height", "100", "--corner-radius", "40", "--smoothing", "1"]
        let picture = FilletCLI.run(arguments)
        #expect(picture.exitCode == 0)
        #expect(picture.standardError == "fillet shape rect: smoothing reduced at corner 0 (1 → 0.25), corner 1 (1 → 0.25),"
                    + " corner 2 (1 → 0.25), corner 3 (1 → 0.25) (see --format corners)\n")
        let corners = FilletCLI.run(arguments + ["--format", "corners"])
        #expect(corners.exitCode == 0 && corners.standardError.isEmpty)
        let reports = try JSONDecoder().decode([CornerReport].self, from: Data(corners.standardOutput.utf8))
        #expect(reports.count == 4)
        #expect(reports.allSatisfy { $0.smoothingReduced && $0.requestedSmoothing == 1 && $0.smoothing == 0.25 && $0.radius == 40 })
        // Room for the smoothing asked: nothing to report.
        let fits = FilletCLI.run(["shape", "rect", "--width", "300", "--height", "300", "--corner-radius", "40", "--smoothing", "1"])
        #expect(fits.exitCode == 0 && fits.standardError.isEmpty)
    }

    /// `--format comb`: with smoothing, the unsmoothed shape (G1) beside the smoothed one (G2),
    /// each outline with its teeth and envelope; without, the shape alone; a user's path too.
    @Test func combFormatDrawsTheUnsmoothedShapeBesideTheSmoothedOne() {
        let smoothed = FilletCLI.run(["shape", "rect", "--width", "160", "--height", "120", "--corner-radius", "30",
                                      "--smoothing", "0.6", "--format", "comb"])
        #expect(smoothed.exitCode == 0 && smoothed.standardError.isEmpty, "\(smoothed.standardError)")
        // Ended as --format svg ends its picture.
        #expect(smoothed.standardOutput.hasPrefix("<svg") && smoothed.standardOutput.hasSuffix("</svg>\n\n"))
        #expect(smoothed.standardOutput.contains("smoothing 0: arcs (G1)") && smoothed.standardOutput.contains("smoothing 0.6: flanks (G2)"))
        // Per figure: outline, teeth, envelope.
        #expect(smoothed.standardOutput.components(separatedBy: "<path ").count - 1 == 6)
        let plain = FilletCLI.run(["shape", "rect", "--format", "comb"])
        #expect(plain.exitCode == 0 && plain.standardOutput.components(separatedBy: "<path ").count - 1 == 3)
        #expect(!plain.standardOutput.contains("(G2)"))
        let path = FilletCLI.run(["shape", "path", "--data", "M0 0 L10 0 A5 5 0 0 1 10 10 Z", "--format", "comb"])
        #expect(path.exitCode == 0 && path.standardOutput.contains("curvature comb"), "\(path.standardError)")
    }
}
