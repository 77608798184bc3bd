import Foundation
import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck

extension VerificationSuite {
    /// Random simple polygons: 3…12 vertices star-shaped around a centre (angular gaps drawn in
    /// [0.6, 1] and normalised, so every gap is under π; distance 0.3…1 of R per vertex), either
    /// orientation, R from 10⁻² to 10⁴. Each corner is sharp (30 %) or rounded: with
    /// `.proportional` up to R (often too large, clamped), with `.none` a fraction of the radius
    /// whose tangent length is half the shorter adjacent edge (so all fit).
    public static let polygon = VerificationSuite(name: "polygon",
                                                  summary: "random simple polygons, mixed sharp and rounded corners",
                                                  weight: 5, gen: polygonGen, controls: polygonControls)

    static let polygonGen: Gen<ShapeSpec> = {
        let count = Gen.int(in: 3...12, label: "vertices")
        let gap = Gen.double(in: 0.6...1, label: "angle gap")
        let distance = Gen.double(in: 0.3...1, label: "vertex distance/R")
        let sharp = Gen.bool(probability: 0.3)
        let fraction = Gen.double(in: 0...1, label: "cornerRadius fraction")
        let radius = Gen.double(in: 1e-2...1e4, distribution: .logUniform, label: "size R")
        let offset = Gen.double(in: -2...2, label: "center/R")
        let rotation = Gen.double(in: -Double.pi...Double.pi, label: "rotation")
        let reversed = Gen.bool(probability: 0.5)
        let proportional = Gen.bool(probability: 0.5)
        return Gen { source throws(Rejection) in
            let n = try count.run(&source)
            let size = try radius.run(&source)
            let center = Point(x: try offset.run(&source) * size, y: try offset.run(&source) * size)
            let start = try rotation.run(&source)
            var gaps: [Double] = [], distances: [Double] = []
            for _ in 0..<n {
                gaps.append(try gap.run(&source))
                distances.append(try distance.run(&source))
            }
            let total = gaps.reduce(0, +)
            var vertices: [Point] = []
            var angle = start
            for index in 0..<n {
                vertices.append(center.offset(by: size * distances[index], angle: angle))
                angle += 2 * Double.pi * gaps[index] / total
            }
            if try reversed.run(&source) { vertices.reverse() }
            var p = ShapeSpec.PolygonParameters(vertices: vertices)
            p.clamping = try proportional.run(&source) ? .proportional : .none
            var radii: [Double] = []
            for index in 0..<n {
                if try sharp.run(&source) {
                    radii.append(0)
                    continue
                }
                let share = try fraction.run(&source)
                if p.clamping == .proportional {
                    radii.append(share * size)
                } else {
                    let previous = vertices[(index + n - 1) % n], next = vertices[(index + 1) % n]
                    let room = Swift.min(previous.distance(to: vertices[index]), vertices[index].distance(to: next)) / 2
                    let angle = CornerRounding.cornerAngle(previous: previous, vertex: vertices[index], next: next)
                    let perRadius = CornerRounding.tangentLength(radius: 1, cornerAngle: angle)
                    radii.append(perRadius > 0 ? Swift.min(share * room / perRadius, 4 * size) : 0)
                }
            }
            p.radii = radii
            return .polygon(p)
        }
    }()

    /// Regular polygons: 3…40 sides (mostly 3…8), R from 10⁻² to 10⁴, any centre and rotation;
    /// corner radius up to 1.5 × the inradius R·cos(π/n) with `.proportional` (above it the
    /// outline is clamped to the circle), up to the inradius with `.none`.
    public static let regularPolygon = VerificationSuite(name: "regular-polygon",
                                                         summary: "regular polygons up to the inscribed circle",
                                                         weight: 3, gen: regularPolygonGen,
                                                         controls: regularPolygonControls)

    static let regularPolygonGen: Gen<ShapeSpec> = {
        let small = Gen.int(in: 3...8, label: "sides")
        let large = Gen.int(in: 9...40, label: "sides")
        let sides = Gen.frequency([(weight: 3, gen: small), (weight: 1, gen: large)])
        let radius = Gen.double(in: 1e-2...1e4, distribution: .logUniform, label: "radius")
        let offset = Gen.double(in: -2...2, label: "center/R")
        let rotation = Gen.double(in: -Double.pi...Double.pi, label: "rotation")
        let proportional = Gen.bool(probability: 0.5)
        let fitting = Gen.double(in: 0...1, label: "cornerRadius/inradius")
        let clamped = Gen.double(in: 0...1.5, label: "cornerRadius/inradius")
        return Gen { source throws(Rejection) in
            var p = ShapeSpec.RegularPolygonParameters()
            p.sides = try sides.run(&source)
            p.radius = try radius.run(&source)
            p.center = Point(x: try offset.run(&source) * p.radius, y: try offset.run(&source) * p.radius)
            p.rotation = try rotation.run(&source)
            p.clamping = try proportional.run(&source) ? .proportional : .none
            let inradius = p.radius * cos(Double.pi / Double(p.sides))
            p.cornerRadius = (p.clamping == .proportional ? try clamped.run(&source) : try fitting.run(&source)) * inradius
            return .regularPolygon(p)
        }
    }()
}
