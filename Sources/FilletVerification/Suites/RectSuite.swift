import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck

extension VerificationSuite {
    /// Rounded rects: any origin, sides from 10⁻² to 10⁴ with aspect 1:20…20:1, four radii each
    /// a fraction of the smaller side: up to all of it with `.proportional` (too large: clamped),
    /// up to half of it with `.none` (always fits).
    public static let rect = VerificationSuite(name: "rect", summary: "rects with per-corner radii",
                                               weight: 3, gen: rectGen, controls: rectControls)

    /// Borders: a content rect as for ``rect``, width up to 0.6 × the smaller side (above half:
    /// no hole), every position, the three inner-corner rules (concentric twice as often), outer
    /// radius up to the smaller outer side (`.proportional`) or half of it (`.none`, with the
    /// inner radius kept within half the hole's smaller side). An explicit inner radius is at
    /// least the concentric one, max(0, R − w): a smaller one makes the hole's corner poke through
    /// the outer corner (the catalogue reports it as a self-intersection).
    public static let border = VerificationSuite(name: "border",
                                                 summary: "borders: every position and inner rule",
                                                 weight: 5, gen: borderGen, controls: borderControls)

    static let rectFrame: Gen<Rect> = {
        let size = Gen.double(in: 1e-2...1e4, distribution: .logUniform, label: "width")
        let aspect = Gen.double(in: 0.05...20, distribution: .logUniform, label: "aspect")
        let offset = Gen.double(in: -2...2, label: "origin/size")
        return Gen { source throws(Rejection) in
            let width = try size.run(&source)
            let height = width * (try aspect.run(&source))
            return Rect(x: try offset.run(&source) * width, y: try offset.run(&source) * height, width: width, height: height)
        }
    }()

    static let rectGen: Gen<ShapeSpec> = {
        let frame = rectFrame
        let proportional = Gen.bool(probability: 0.5)
        let fraction = Gen.double(in: 0...1, label: "cornerRadius fraction")
        let sharp = Gen.bool(probability: 0.2)
        return Gen { source throws(Rejection) in
            var p = ShapeSpec.RectParameters()
            p.rect = try frame.run(&source)
            p.clamping = try proportional.run(&source) ? .proportional : .none
            let limit = Swift.min(p.rect.width, p.rect.height) * (p.clamping == .proportional ? 1 : 0.5)
            var radii: [Double] = []
            for _ in 0..<4 { radii.append(try sharp.run(&source) ? 0 : try fraction.run(&source) * limit) }
            p.cornerRadii = RoundedRect.CornerRadii(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2],
                                                    bottomLeft: radii[3])
            return .rect(p)
        }
    }()

    static let borderGen: Gen<ShapeSpec> = {
        let frame = rectFrame
        let widthFraction = Gen.double(in: 0.001...0.6, distribution: .logUniform, label: "borderWidth fraction")
        let position = Gen.element(of: RoundedBorder.Position.allCases)
        let rule = Gen.frequency([(weight: 2, gen: Gen.constant(0)), (weight: 1, gen: Gen.constant(1)),
                                  (weight: 1, gen: Gen.constant(2))])
        let proportional = Gen.bool(probability: 0.5)
        let fraction = Gen.double(in: 0...1, label: "cornerRadius fraction")
        let innerFraction = Gen.double(in: 0...1, label: "innerCornerRadius fraction")
        return Gen { source throws(Rejection) in
            var p = ShapeSpec.BorderParameters()
            p.rect = try frame.run(&source)
            p.borderWidth = try widthFraction.run(&source) * Swift.min(p.rect.width, p.rect.height)
            p.position = try position.run(&source)
            p.clamping = try proportional.run(&source) ? .proportional : .none
            let (outer, inner) = RoundedBorder.boundaries(rect: p.rect, borderWidth: p.borderWidth, position: p.position)
            let outerSide = Swift.min(outer.width, outer.height)
            let innerSide = Swift.max(0, Swift.min(inner.width, inner.height))
            let ruleIndex = try rule.run(&source)
            if p.clamping == .proportional {
                p.cornerRadius = try fraction.run(&source) * outerSide
                switch ruleIndex {
                case 0: p.innerCornerRule = .concentric
                case 1: p.innerCornerRule = .sameAsOuter
                default:
                    // At least the concentric radius: a smaller inner radius pokes through the outer corner.
                    p.innerCornerRule = .explicit(Swift.max(0, p.cornerRadius - p.borderWidth)
                                                  + (try innerFraction.run(&source)) * outerSide)
                }
            } else {
                switch ruleIndex {
                case 0:
                    p.innerCornerRule = .concentric
                    p.cornerRadius = try fraction.run(&source) * outerSide / 2
                case 1:
                    p.innerCornerRule = .sameAsOuter
                    p.cornerRadius = try fraction.run(&source) * (innerSide > 0 ? innerSide : outerSide) / 2
                default:
                    p.cornerRadius = try fraction.run(&source) * outerSide / 2
                    let least = Swift.max(0, p.cornerRadius - p.borderWidth)
                    let most = Swift.max(least, innerSide / 2)
                    p.innerCornerRule = .explicit(least + (try innerFraction.run(&source)) * (most - least))
                }
            }
            return .border(p)
        }
    }()
}
