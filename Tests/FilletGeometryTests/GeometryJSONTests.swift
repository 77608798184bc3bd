import Foundation
import Testing
@testable import FilletGeometry

@Suite struct GeometryJSONTests {
    /// Awkward Doubles: shortest-repr edge cases, subnormals, huge values, negative zero.
    private func awkwardNumber(_ generator: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            while true {
                let value = Double(bitPattern: generator.next())
                if value.isFinite { return value }
            }
        case 1: return [0.1, 0.2, 1.0 / 3.0, -0.0, .leastNonzeroMagnitude, 2.2250738585072014e-308, .greatestFiniteMagnitude, 1e23, 9007199254740994][Int.random(in: 0..<9, using: &generator)]
        default: return Double.random(in: -1000...1000, using: &generator)
        }
    }

    private func randomPath(_ generator: inout SeededGenerator) throws -> Path {
        var elements: [PathElement] = []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            elements.append(.move(to: Point(x: awkwardNumber(&generator), y: awkwardNumber(&generator))))
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                if Bool.random(using: &generator) {
                    elements.append(.line(to: Point(x: awkwardNumber(&generator), y: awkwardNumber(&generator))))
                } else {
                    elements.append(.arc(Arc(center: Point(x: awkwardNumber(&generator), y: awkwardNumber(&generator)),
                                             radius: abs(awkwardNumber(&generator)), startAngle: awkwardNumber(&generator),
                                             sweep: awkwardNumber(&generator))))
                }
            }
            if Bool.random(using: &generator) { elements.append(.close) }
        }
        return try Path(elements: elements)
    }

    private func bitPatterns(_ path: Path) -> [UInt64] {
        path.elements.flatMap { element -> [UInt64] in
            switch element {
            case .move(let p), .line(let p): return [p.x.bitPattern, p.y.bitPattern]
            case .arc(let a): return [a.center.x, a.center.y, a.radius, a.startAngle, a.sweep].map(\.bitPattern)
            case .quad(let c, let p): return [c.x, c.y, p.x, p.y].map(\.bitPattern)
            case .cubic(let c1, let c2, let p): return [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(\.bitPattern)
            case .close: return [1]
            }
        }
    }

    @Test func pathJSONIsTheContractShape() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 1.5, y: 0))
        try path.addArc(Arc(center: Point(x: 1.5, y: 1), radius: 1, startAngle: -.pi / 2, sweep: .pi))
        path.closeSubpath()
        try path.move(to: Point(x: -0.0, y: 1e-7))
        #expect(path.jsonString() == """
            {"subpaths":[{"closed":true,"elements":[{"op":"move","to":[0,0]},{"op":"line","to":[1.5,0]},\
            {"op":"arc","center":[1.5,1],"radius":1,"start":-1.5707963267948966,"sweep":3.141592653589793}]},\
            {"closed":false,"elements":[{"op":"move","to":[-0,1e-07]}]}]}
            """)
        #expect(Path().jsonString() == "{\"subpaths\":[]}")
    }

    @Test func pathJSONRoundTripsExactlyForRandomPaths() throws {
        var generator = SeededGenerator(seed: 0x15_0B)
        for trial in 0..<500 {
            let path = try randomPath(&generator)
            let decoded = try Path(json: path.jsonString())
            #expect(decoded == path, "trial \(trial): \(path.jsonString())")
            #expect(bitPatterns(decoded) == bitPatterns(path), "trial \(trial): \(path.jsonString())")
            // The Codable conformance writes the same contract.
            let viaEncoder = try JSONDecoder().decode(Path.self, from: JSONEncoder().encode(path))
            #expect(bitPatterns(viaEncoder) == bitPatterns(path), "trial \(trial): \(path.jsonString())")
        }
    }

    @Test func builtPathsRoundTripIncludingReopenedSubpaths() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 3)
        path.closeSubpath()
        try path.addLine(to: Point(x: -4, y: 2))  // reopens at (0, 0)
        try path.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: 7, clockwise: true)
        let decoded = try Path(json: path.jsonString())
        #expect(decoded == path)
        #expect(decoded.subpaths == path.subpaths)
    }

    @Test func polylineJSONIsTheContractShapeAndRoundTripsExactly() throws {
        let polyline = try Polyline(subpaths: [(points: [.zero, Point(x: 0.1, y: -2.5)], isClosed: true),
                                               (points: [Point(x: 1e300, y: .leastNonzeroMagnitude)], isClosed: false)])
        #expect(polyline.jsonString() == "{\"subpaths\":[{\"closed\":true,\"points\":[[0,0],[0.1,-2.5]]},{\"closed\":false,\"points\":[[1e+300,5e-324]]}]}")
        #expect(try Polyline(json: polyline.jsonString()) == polyline)

        var generator = SeededGenerator(seed: 31)
        var roundTripped = 0
        for trial in 0..<200 {
            let path = try randomPath(&generator)
            guard let flattened = try? path.flattened(tolerance: 1e300) else { continue }
            let decoded = try Polyline(json: flattened.jsonString())
            let context = "trial \(trial) (seed 31): \(flattened.jsonString())"
            #expect(decoded.points.map(\.x.bitPattern) == flattened.points.map(\.x.bitPattern), "\(context)")
            #expect(decoded.points.map(\.y.bitPattern) == flattened.points.map(\.y.bitPattern), "\(context)")
            #expect(decoded.subpaths == flattened.subpaths, "\(context)")
            let viaEncoder = try JSONDecoder().decode(Polyline.self, from: JSONEncoder().encode(flattened))
            #expect(viaEncoder.points == flattened.points && viaEncoder.subpaths == flattened.subpaths, "\(context)")
            roundTripped += 1
        }
        #expect(roundTripped > 0, "no random path flattened: nothing was round-tripped")
    }

    @Test(arguments: [
        ("{", "notJSON"),
        ("", "notJSON"),
        ("[1,2]", "schema"),
        ("{}", "schema"),
        ("{\"subpaths\":[{\"elements\":[]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"elements\":[]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":false,\"elements\":[{\"op\":\"line\",\"to\":[1,1]}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":false,\"elements\":[{\"op\":\"move\",\"to\":[0,0]},{\"op\":\"move\",\"to\":[1,1]}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"elements\":[{\"op\":\"move\",\"to\":[0,0]},{\"op\":\"close\"}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"elements\":[{\"op\":\"curve\",\"to\":[0,0]}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"elements\":[{\"op\":\"move\",\"to\":[0,0,0]}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"elements\":[{\"op\":\"move\",\"to\":[0]}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"elements\":[{\"op\":\"move\",\"to\":[\"0\",1]}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"elements\":[{\"op\":\"move\",\"to\":null}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":1,\"elements\":[{\"op\":\"move\",\"to\":[0,0]}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"elements\":[{\"op\":\"move\",\"to\":[0,0]},{\"op\":\"arc\",\"center\":[0,0],\"radius\":1,\"start\":0}]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"elements\":[{\"op\":\"move\",\"to\":[0,0]},{\"op\":\"arc\",\"center\":[0,0],\"radius\":-1,\"start\":0,\"sweep\":1}]}]}", "geometry"),
    ])
    func malformedPathJSONIsATypedError(json: String, kind: String) {
        do {
            let path = try Path(json: json)
            Issue.record("decoded \(path) from \(json)")
        } catch {
            switch (error, kind) {
            case (.notJSON, "notJSON"), (.schema, "schema"), (.geometry, "geometry"): break
            default: Issue.record("expected \(kind), got \(error) for \(json)")
            }
        }
    }

    @Test func schemaErrorsNameWhereTheProblemIs() {
        #expect(throws: GeometryJSONError.schema(location: "subpaths[0].elements[1].op",
                                                 reason: "unknown op \"bezier\" (expected move, line, arc, quad or cubic)")) {
            try Path(json: "{\"subpaths\":[{\"closed\":true,\"elements\":[{\"op\":\"move\",\"to\":[0,0]},{\"op\":\"bezier\"}]}]}")
        }
        #expect(throws: GeometryJSONError.geometry(.negativeRadius(-2))) {
            try Path(json: "{\"subpaths\":[{\"closed\":false,\"elements\":[{\"op\":\"move\",\"to\":[0,0]},{\"op\":\"arc\",\"center\":[0,0],\"radius\":-2,\"start\":0,\"sweep\":1}]}]}")
        }
    }

    @Test func numbersBeyondDoubleAreRejectedNotTurnedIntoInfinity() {
        let overflow = "{\"subpaths\":[{\"closed\":false,\"elements\":[{\"op\":\"move\",\"to\":[1e400,0]}]}]}"
        #expect(throws: GeometryJSONError.self) { try Path(json: overflow) }
        #expect(throws: GeometryJSONError.self) { try Polyline(json: "{\"subpaths\":[{\"closed\":false,\"points\":[[0,-1e999]]}]}") }
        #expect(throws: GeometryJSONError.self) { try Path(json: "{\"subpaths\":[{\"closed\":false,\"elements\":[{\"op\":\"move\",\"to\":[NaN,0]}]}]}") }
    }

    @Test(arguments: [
        ("{\"subpaths\":[{\"closed\":true,\"points\":[]}]}", "geometry"),
        ("{\"subpaths\":[{\"closed\":true,\"points\":[[1,2,3]]}]}", "schema"),
        ("{\"subpaths\":[{\"points\":[[1,2]]}]}", "schema"),
        ("{\"subpaths\":[{\"closed\":true,\"points\":[[1,\"x\"]]}]}", "schema"),
        ("{\"subpaths\":{}}", "schema"),
        ("nope", "notJSON"),
    ])
    func malformedPolylineJSONIsATypedError(json: String, kind: String) {
        do {
            let polyline = try Polyline(json: json)
            Issue.record("decoded \(polyline) from \(json)")
        } catch {
            switch (error, kind) {
            case (.notJSON, "notJSON"), (.schema, "schema"), (.geometry, "geometry"): break
            default: Issue.record("expected \(kind), got \(error) for \(json)")
            }
        }
    }

    @Test func polylineSchemaErrorLocatesTheBadPoint() {
        #expect(throws: GeometryJSONError.schema(location: "subpaths[0].points[1]", reason: "a point is [x, y], got 1 numbers")) {
            try Polyline(json: "{\"subpaths\":[{\"closed\":true,\"points\":[[1,2],[3]]}]}")
        }
    }

    /// The one JSON reading rule runs first: a duplicate key or an overflowing number is a schema
    /// error at its key path; bytes that are not UTF-8 are not JSON.
    @Test func theReadingRuleNamesTheKeyOfADuplicateOrAnOverflow() {
        #expect(throws: GeometryJSONError.schema(location: "subpaths[0].closed",
                                                 reason: "duplicate key (readers disagree on which value counts)")) {
            try Path(json: #"{"subpaths":[{"closed":true,"closed":false,"elements":[]}]}"#)
        }
        #expect(throws: GeometryJSONError.schema(location: "subpaths[0].points[0][1]",
                                                 reason: "the number 1e400 is outside the range of a double")) {
            try Polyline(json: #"{"subpaths":[{"closed":true,"points":[[1,1e400]]}]}"#)
        }
        #expect(throws: GeometryJSONError.notJSON("not UTF-8 at byte 2 (0xFF): JSON is read as UTF-8 only")) {
            try Path(jsonData: Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))
        }
    }
}
