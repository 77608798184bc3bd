import Foundation
import Testing
import FilletGeometry
import FilletSupport
import PropertyCheck
@testable import FilletVerification
@testable import FilletGate

/// `check path --json` is written piece by piece (``PathCheck/JSONOutput/Writer``); it must be
/// exactly the document the JSON encoder writes for the whole value (the issue-12 contract),
/// whatever the files hold: several files, several elements, ids that need escaping, no line.
@Suite struct PathCheckJSONOutputTests {
    static func reports(_ files: [[String]]) throws -> [PathCheck.FileReport] {
        try files.enumerated().map { fileIndex, datas in
            let inputs = try datas.enumerated().map { index, data in
                PathCheckInput(index: index, id: index.isMultiple(of: 2) ? "e\"\(index)\n/é" : nil,
                               path: try Path(svgPathData: data), line: index.isMultiple(of: 3) ? nil : index + 1)
            }
            return PathCheck.check(file: "dir/f\(fileIndex) \"ü\".svg", inputs: inputs)
        }
    }

    @Test(arguments: [
        [["M0 0 H10 V10 H0 Z"]],
        [["M0 0 H10 V10 H0 Z", "M0 0 L10 10 L10 0 L0 10 Z", "M0 0 C5 -5 10 5 10 0 A5 5 0 0 1 0 0 Z"], ["M1 1 L2 2"]],
        [[], ["M0 0 H1 V1 Z"]],
        [],
    ])
    func piecewiseTextEqualsTheEncodersDocument(_ files: [[String]]) throws {
        let output = PathCheck.JSONOutput(try Self.reports(files))
        let whole = String(decoding: try PropertyCheckJSON.encoder(pretty: true).encode(output), as: UTF8.self)
        #expect(output.text == whole)
    }
}
