import Foundation
import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck

extension VerificationSuite {
    /// Stars: n in 2…40 (mostly 2…8), regular (n ≥ 5) or k in [0.05, 0.95], R from 10⁻² to 10⁴
    /// (log-uniform), any centre within 2R and rotation; 1 in 4 fitted into a rect with padding.
    ///
    /// Corner radii: with `.proportional`, fractions 0…0.75 of R at the points and the inner
    /// corners, many too large to fit (they are clamped); with `.none` (never fitted), tangent
    /// lengths that use a drawn share `cornerBudget` ∈ [0, 1] of the edge, split `outerShare`
    /// between its two corners, so every radius fits.
    public static let star = VerificationSuite(name: "star", summary: "stars, regular and k, both clamp policies",
                                               weight: 8, gen: starGen, controls: starControls)

    static let starGen: Gen<ShapeSpec> = {
        let smallCount = Gen.int(in: 2...8, label: "points")
        let largeCount = Gen.int(in: 9...40, label: "points")
        let pointCount = Gen.frequency([(weight: 3, gen: smallCount), (weight: 1, gen: largeCount)])
        let regular = Gen.bool(probability: 0.4)
        let ratio = Gen.double(in: 0.05...0.95, label: "innerRatio")
        let radius = Gen.double(in: 1e-2...1e4, distribution: .logUniform, label: "outerRadius")
        let offset = Gen.double(in: -2...2, label: "center/R")
        let rotation = Gen.double(in: -Double.pi...Double.pi, label: "rotation")
        let proportional = Gen.bool(probability: 0.6)
        let fitted = Gen.bool(probability: 0.25)
        let radiusFraction = Gen.double(in: 0...0.75, label: "cornerRadius/R")
        let unit = Gen.double(in: 0...1, label: "cornerBudget")
        let share = Gen.double(in: 0...1, label: "outerShare")
        let aspect = Gen.double(in: 0.25...4, distribution: .logUniform, label: "rect aspect")
        let padding = Gen.double(in: 0...0.4, label: "padding fraction")
        return Gen { source throws(Rejection) in
            var p = ShapeSpec.StarParameters()
            p.points = try pointCount.run(&source)
            let isRegular = p.points >= 5 ? try regular.run(&source) : false
            p.innerRatio = isRegular ? nil : try ratio.run(&source)
            p.outerRadius = try radius.run(&source)
            p.center = Point(x: try offset.run(&source) * p.outerRadius, y: try offset.run(&source) * p.outerRadius)
            p.rotation = try rotation.run(&source)
            p.clamping = try proportional.run(&source) ? .proportional : .none
            if p.clamping == .proportional, try fitted.run(&source) {
                let width = 2 * p.outerRadius, height = width * (try aspect.run(&source))
                p.rect = Rect(x: p.center.x, y: p.center.y, width: width, height: height)
                p.padding = try padding.run(&source) * Swift.min(width, height) / 2
                let reference = Swift.min(width, height) / 2
                p.outerCornerRadius = try radiusFraction.run(&source) * reference
                p.innerCornerRadius = try radiusFraction.run(&source) * reference
            } else if p.clamping == .proportional {
                p.outerCornerRadius = try radiusFraction.run(&source) * p.outerRadius
                p.innerCornerRadius = try radiusFraction.run(&source) * p.outerRadius
            } else {
                let k = p.innerRatio ?? ((try? Star.regularInnerRatio(points: p.points)) ?? 0.5)
                let budget = starEdgeBudget(points: p.points, innerRatio: k, outerRadius: p.outerRadius)
                let used = try unit.run(&source) * budget.edge
                let outerPart = try share.run(&source)
                p.outerCornerRadius = used * outerPart / budget.outerTangentPerRadius
                p.innerCornerRadius = used * (1 - outerPart) / budget.innerTangentPerRadius
            }
            return .star(p)
        }
    }()

    /// A star's edge length and the tangent length per unit radius at its outer and inner corners.
    static func starEdgeBudget(points: Int, innerRatio: Double, outerRadius: Double)
        -> (edge: Double, outerTangentPerRadius: Double, innerTangentPerRadius: Double) {
        let step = 2 * Double.pi / Double(points)
        let outer0 = Point(x: outerRadius, y: 0)
        let inner0 = Point(x: innerRatio * outerRadius * cos(step / 2), y: innerRatio * outerRadius * sin(step / 2))
        let outer1 = Point(x: outerRadius * cos(step), y: outerRadius * sin(step))
        let innerPrevious = Point(x: inner0.x, y: -inner0.y)
        let outerAngle = CornerRounding.cornerAngle(previous: innerPrevious, vertex: outer0, next: inner0)
        let innerAngle = CornerRounding.cornerAngle(previous: outer0, vertex: inner0, next: outer1)
        return (outer0.distance(to: inner0),
                CornerRounding.tangentLength(radius: 1, cornerAngle: outerAngle),
                CornerRounding.tangentLength(radius: 1, cornerAngle: innerAngle))
    }
}
