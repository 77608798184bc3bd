import Testing
import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck

/// The library half of the fuzz gate: every construction and every path builder over hostile
/// doubles (NaN, ±∞, ±0, subnormals, ±1.8e308) gives a typed error or a finite, valid result.
@Suite struct HostileLibraryInputTests {
    /// Every construction with each of its lengths (and angles, ratios) replaced by hostile values.
    struct HostileSpec: Codable, Sendable {
        var kind: String
        var values: [Double]
        var angle: Double
    }

    static let bases: [ShapeSpec] = ShapeSpec.Kind.allCases.map { kind in
        ShapeSpec.defaults(for: kind) ?? (kind == .polygon
            ? .polygon(.init(vertices: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 80)]))
            : .seed001(.init(vertices: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 80)])))
    }

    static let hostile = Gen.hostileDouble(finite: .double(in: -1e6...1e6), hostileProbability: 0.3)

    static let specs: Gen<HostileSpec> = Gen.zip(
        Gen.element(of: ShapeSpec.Kind.allCases.map(\.rawValue)), Gen.array(of: hostile, length: 0...16), hostile
    ) { kind, values, angle in HostileSpec(kind: kind, values: values, angle: angle) }

    static func spec(_ hostile: HostileSpec) -> ShapeSpec {
        let base = bases.first { $0.kind.rawValue == hostile.kind }!
        var index = 0
        var spec = base.mappingLengths { _, value in
            defer { index += 1 }
            return index < hostile.values.count ? hostile.values[index] : value
        }
        switch spec {
        case .star(var p): p.rotation = hostile.angle; p.innerRatio = hostile.values.last; spec = .star(p)
        case .regularPolygon(var p): p.rotation = hostile.angle; spec = .regularPolygon(p)
        case .seed003(var p): p.roundness = hostile.angle; spec = .seed003(p)
        default: break
        }
        return spec
    }

    @Test func everyConstructionThrowsOrBuildsAFiniteValidPath() throws {
        let property = Property("hostile constructions", Self.specs) { hostile, checks in
            let spec = Self.spec(hostile)
            let built: BuiltShape
            do { built = try spec.build() } catch {
                checks.label("typed error")
                return
            }
            checks.label("built")
            checks.expect("built path is finite", built.path.isFinite)
            let data = built.path.svgPathData().lowercased()
            checks.expect("SVG path data is finite", !data.contains("nan") && !data.contains("inf"))
            let json = built.path.jsonString()
            checks.expect("JSON round-trips", (try? Path(json: json)) == built.path, detail: json)
            let size = built.path.characteristicSize
            if size > 0, let polyline = try? built.path.flattened(tolerance: size * 1e-3) {
                checks.expect("flattening is finite", polyline.points.allSatisfy(\.isFinite))
            }
        }
        let report = try Runner.run(property, RunConfiguration(seed: 9, cases: 20_000))
        #expect(report.passed, "\(report.failures.map(\.shrunkValue))")
        #expect((report.coverage["built"] ?? 0) > 1_000)
        #expect((report.coverage["typed error"] ?? 0) > 1_000)
    }

    /// A builder call with hostile arguments.
    struct BuilderStep: Codable, Sendable {
        var operation: Int
        var numbers: [Double]
    }

    @Test func pathBuildersThrowTypedErrorsAndLeaveThePathFinite() throws {
        let step = Gen.zip(Gen.int(in: 0...4), Gen.array(of: Self.hostile, length: 7...7)) { BuilderStep(operation: $0, numbers: $1) }
        let property = Property("hostile builders", Gen.array(of: step, length: 1...8)) { steps, checks in
            var path = Path()
            for step in steps {
                let n = step.numbers
                let before = path
                do {
                    switch step.operation {
                    case 0: try path.move(to: Point(x: n[0], y: n[1]))
                    case 1: try path.addLine(to: Point(x: n[0], y: n[1]))
                    case 2: try path.addArc(center: Point(x: n[0], y: n[1]), radius: n[2], startAngle: n[3], endAngle: n[4],
                                            clockwise: n[5] > 0)
                    case 3: try path.addArc(tangent1End: Point(x: n[0], y: n[1]), tangent2End: Point(x: n[2], y: n[3]),
                                            radius: n[4])
                    default: path.closeSubpath()
                    }
                } catch {
                    checks.expect("a throwing builder leaves the path unchanged", path == before)
                    checks.label("typed error")
                }
            }
            let finiteElements = path.elements.allSatisfy { element in
                switch element {
                case .move(let p), .line(let p): return p.isFinite
                case .arc(let arc): return arc.isFinite && arc.endPoint.isFinite
                case .quad(let c, let p): return c.isFinite && p.isFinite
                case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
                case .close: return true
                }
            }
            checks.expect("every element is finite", finiteElements)
            if path.isFinite, path.characteristicSize > 0 {
                do {
                    let polyline = try path.flattened(tolerance: path.characteristicSize * 1e-3)
                    checks.expect("flattening is finite", polyline.points.allSatisfy(\.isFinite))
                } catch {
                    checks.label("flattening refused")
                }
                _ = path.selfIntersections()
            }
        }
        let report = try Runner.run(property, RunConfiguration(seed: 10, cases: 20_000))
        #expect(report.passed, "\(report.failures.map(\.shrunkValue))")
        #expect((report.coverage["typed error"] ?? 0) > 1_000)
    }
}
