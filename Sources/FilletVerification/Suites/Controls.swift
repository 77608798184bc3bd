import Foundation
import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck

/// The negative controls of the built-in suites: parameter sets past a closed-form validity
/// boundary, under `--clamp none` (built exactly as asked), with the invariants they must break.
///
/// Every control overshoots its boundary by a factor `f ∈ [1.1, 3]` (at least 10 %, so the
/// failure is far above every tolerance). Fillets that overshoot their edge budget leave a line
/// running backwards between them (a cusp: the `radii` and `tangent-continuity` invariants
/// fail). At **convex** corners the outline also crosses itself: two convex fillets tangent to
/// the same edge line on the same side, with their tangent points in reverse order, cross each
/// other near the line (an **arc/arc** contact); a convex fillet whose ends lie outside a convex
/// polygon (beyond its sharp neighbours) while its middle lies inside it must cross the
/// polygon's other sides (a **line/arc** contact). Both kinds are covered, so a detector that
/// drops either is caught. A star's inner corners are reflex (the extension of an edge past them
/// runs inside the star), so the star controls claim the cusp, not a crossing.
extension VerificationSuite {
    /// The overshoot factor of every control.
    static let overshoot = Gen.double(in: 1.1...3, label: "overshoot factor")

    static let sizeGen = Gen.double(in: 1e-2...1e4, distribution: .logUniform, label: "size")
    static let centreGen = Gen.double(in: -2...2, label: "center/size")
    static let angleGen = Gen.double(in: -Double.pi...Double.pi, label: "rotation")

    // MARK: Star

    /// Stars: the edge from outer vertex to inner vertex has length E and takes tangent lengths
    /// `r_o·t_o + r_i·t_i` (``starEdgeBudget(points:innerRatio:outerRadius:)``); past E the line
    /// between the fillets runs backwards, a cusp beside an arc (`arc-overshoot`: split between
    /// both corners; `sharp-inner-overshoot`: the points only).
    static let starControls: [NegativeControl] = [
        NegativeControl(name: "arc-overshoot",
                        summary: "r_o·t_o + r_i·t_i = f·E, both corners rounded: the line between the fillets runs backwards",
                        expectedFailures: [.radii, .tangentContinuity], gen: starOvershootGen(sharpInner: false)),
        NegativeControl(name: "sharp-inner-overshoot",
                        summary: "r_o·t_o = f·E, inner corners sharp: the line from the point's fillet runs backwards",
                        expectedFailures: [.radii, .tangentContinuity], gen: starOvershootGen(sharpInner: true)),
    ]

    static func starOvershootGen(sharpInner: Bool) -> Gen<ShapeSpec> {
        let points = Gen.int(in: 3...12, label: "points")
        let regular = Gen.bool(probability: 0.4)
        let ratio = Gen.double(in: 0.2...0.8, label: "innerRatio")
        let share = Gen.double(in: 0.2...0.8, label: "outerShare")
        return Gen { source throws(Rejection) in
            var p = ShapeSpec.StarParameters()
            p.points = try points.run(&source)
            let isRegular = p.points >= 5 ? try regular.run(&source) : false
            p.innerRatio = isRegular ? nil : try ratio.run(&source)
            p.outerRadius = try sizeGen.run(&source)
            p.center = Point(x: try centreGen.run(&source) * p.outerRadius, y: try centreGen.run(&source) * p.outerRadius)
            p.rotation = try angleGen.run(&source)
            p.clamping = .none
            let k = p.innerRatio ?? ((try? Star.regularInnerRatio(points: p.points)) ?? 0.5)
            let budget = starEdgeBudget(points: p.points, innerRatio: k, outerRadius: p.outerRadius)
            let used = try overshoot.run(&source) * budget.edge
            let outerPart = sharpInner ? 1 : try share.run(&source)
            p.outerCornerRadius = used * outerPart / budget.outerTangentPerRadius
            p.innerCornerRadius = sharpInner ? 0 : used * (1 - outerPart) / budget.innerTangentPerRadius
            return .star(p)
        }
    }

    // MARK: Polygons

    /// Convex polygons (vertices on a circle, every angular gap under π): with equal radii the
    /// tightest edge fits `r ≤ L / (cot(Aᵢ/2) + cot(Aⱼ/2))`; `uniform-overshoot` takes f times the
    /// least of these. `sharp-neighbour` rounds one corner, all others sharp, with a radius whose
    /// tangent length is at least 1.1 × its shorter edge (one end of the fillet outside the
    /// polygon, beyond the sharp neighbour) while the fillet's middle, `r·(1/sin(A/2) − 1)` from the
    /// vertex along the bisector, stays within 0.9 × the bisector's run inside the polygon.
    static let polygonControls: [NegativeControl] = [
        NegativeControl(name: "swapped-vertices",
                        summary: "convex polygon with two consecutive vertices swapped, sharp: edges i−1→i+1 and i→i+2 cross (line/line)",
                        expectedFailures: [.nonSelfIntersection], gen: polygonSwappedGen),
        NegativeControl(name: "uniform-overshoot",
                        summary: "convex polygon, equal radii f·min L/(cot(Aᵢ/2) + cot(Aⱼ/2)): neighbouring fillets cross",
                        expectedFailures: [.nonSelfIntersection, .radii], gen: polygonOvershootGen(single: false)),
        NegativeControl(name: "sharp-neighbour",
                        summary: "one rounded corner, r = f·L/cot(A/2) on its shorter edge, the rest sharp: the fillet crosses the next edge",
                        expectedFailures: [.nonSelfIntersection, .radii], gen: polygonOvershootGen(single: true)),
    ]

    /// `n` vertices of a convex polygon inscribed in a circle (size, centre and start angle drawn
    /// first, then one relative angular gap per edge): the shared start of the polygon controls.
    static func convexVertices(_ n: Int, gap: Gen<Double>, source: inout ChoiceSource) throws(Rejection) -> [Point] {
        let radius = try sizeGen.run(&source)
        let center = Point(x: try centreGen.run(&source) * radius, y: try centreGen.run(&source) * radius)
        var angle = try angleGen.run(&source)
        var gaps: [Double] = []
        for _ in 0..<n { gaps.append(try gap.run(&source)) }
        let total = gaps.reduce(0, +)
        var vertices: [Point] = []
        for index in 0..<n {
            vertices.append(center.offset(by: radius, angle: angle))
            angle += 2 * Double.pi * gaps[index] / total
        }
        return vertices
    }

    static func polygonOvershootGen(single: Bool) -> Gen<ShapeSpec> {
        let count = Gen.int(in: 3...10, label: "vertices")
        let gap = Gen.double(in: 0.6...1, label: "angle gap")
        let reversed = Gen.bool(probability: 0.5)
        let corner = Gen.int(in: 0...9, label: "rounded corner")
        return Gen { source throws(Rejection) in
            let n = try count.run(&source)
            var vertices = try convexVertices(n, gap: gap, source: &source)
            if try reversed.run(&source) { vertices.reverse() }
            func cotHalf(_ index: Int) -> Double {
                let angle = CornerRounding.cornerAngle(previous: vertices[(index + n - 1) % n], vertex: vertices[index],
                                                       next: vertices[(index + 1) % n])
                return CornerRounding.tangentLength(radius: 1, cornerAngle: angle)
            }
            func edge(_ index: Int) -> Double { vertices[index].distance(to: vertices[(index + 1) % n]) }
            let factor = try overshoot.run(&source)
            var p = ShapeSpec.PolygonParameters(vertices: vertices)
            p.clamping = .none
            if single {
                let first = try corner.run(&source) % n
                // The first corner (from a random one) where both conditions can hold.
                for offset in 0..<n {
                    let rounded = (first + offset) % n
                    let shorter = Swift.min(edge(rounded), edge((rounded + n - 1) % n))
                    let vertex = vertices[rounded]
                    let bisector = ((vertices[(rounded + n - 1) % n] - vertex).normalized
                                    + (vertices[(rounded + 1) % n] - vertex).normalized).normalized
                    let sinHalf = 1 / (1 + cotHalf(rounded) * cotHalf(rounded)).squareRoot()
                    let inside = 0.9 * rayExit(from: vertex, direction: bisector, polygon: vertices) / (1 / sinHalf - 1)
                    let least = 1.1 * shorter / cotHalf(rounded)
                    guard least < inside else { continue }
                    var radii = [Double](repeating: 0, count: n)
                    radii[rounded] = least + (inside - least) * (factor - 1.1) / 1.9
                    p.radii = radii
                    return .polygon(p)
                }
                throw Rejection()
            } else {
                let fit = (0..<n).map { edge($0) / (cotHalf($0) + cotHalf(($0 + 1) % n)) }.min() ?? 0
                p.radii = [Double](repeating: factor * fit, count: n)
            }
            return .polygon(p)
        }
    }

    /// Convex polygons (4…60 vertices on a circle) with vertices i and i + 1 swapped and every corner
    /// sharp: the four points i − 1, i, i + 1, i + 2 are in convex position, so the diagonals
    /// i − 1 → i + 1 and i → i + 2 of their quadrilateral cross — a line/line crossing, the only
    /// one. Above 32 segments the core finds it with its sweep rather than by testing all pairs,
    /// so a sweep that drops a pair shows here.
    static let polygonSwappedGen: Gen<ShapeSpec> = {
        let count = Gen.int(in: 4...60, label: "vertices")
        let gap = Gen.double(in: 0.6...1, label: "angle gap")
        let swapped = Gen.int(in: 0...59, label: "swapped vertex")
        return Gen { source throws(Rejection) in
            let n = try count.run(&source)
            var vertices = try convexVertices(n, gap: gap, source: &source)
            let index = try swapped.run(&source) % n
            vertices.swapAt(index, (index + 1) % n)
            var p = ShapeSpec.PolygonParameters(vertices: vertices)
            p.clamping = .none
            p.radii = [Double](repeating: 0, count: n)
            return .polygon(p)
        }
    }()

    /// How far the ray from `origin` (a vertex of the convex `polygon`) along `direction` runs
    /// inside it: the nearest crossing with an edge not at `origin`.
    static func rayExit(from origin: Point, direction: Vector, polygon: [Point]) -> Double {
        var nearest = Double.infinity
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            guard a != origin, b != origin else { continue }
            let edge = b - a
            let denominator = direction.cross(edge)
            guard denominator != 0 else { continue }
            let along = (a - origin).cross(edge) / denominator
            let at = (a - origin).cross(direction) / denominator
            if along > 0, at >= 0, at <= 1 { nearest = Swift.min(nearest, along) }
        }
        return nearest
    }

    /// Regular polygons: both fillets of an edge fit while `2r·tan(π/n) ≤ 2R·sin(π/n)`, i.e. up to
    /// the inradius `R·cos(π/n)`; `overshoot` takes f times the inradius.
    static let regularPolygonControls: [NegativeControl] = [
        NegativeControl(name: "overshoot", summary: "corner radius f·R·cos(π/n), past the inradius: neighbouring fillets cross",
                        expectedFailures: [.nonSelfIntersection, .radii], gen: regularOvershootGen),
    ]

    static let regularOvershootGen: Gen<ShapeSpec> = {
        // Up to 40 sides (80 segments): above 32 segments the core's sweep finds the contacts.
        let sides = Gen.int(in: 3...40, label: "sides")
        return Gen { source throws(Rejection) in
            var p = ShapeSpec.RegularPolygonParameters()
            p.sides = try sides.run(&source)
            p.radius = try sizeGen.run(&source)
            p.center = Point(x: try centreGen.run(&source) * p.radius, y: try centreGen.run(&source) * p.radius)
            p.rotation = try angleGen.run(&source)
            p.clamping = .none
            p.cornerRadius = try overshoot.run(&source) * p.radius * cos(Double.pi / Double(p.sides))
            return .regularPolygon(p)
        }
    }()

    // MARK: Rects and borders

    /// Rects (right angles: tangent length = radius): `uniform-overshoot` gives every corner f·s/2
    /// (s the shorter side), so the fillets on the short sides cross; `single-corner` rounds one
    /// corner by f·s with the others sharp, so its fillet crosses the side beyond the next corner.
    static let rectControls: [NegativeControl] = [
        NegativeControl(name: "uniform-overshoot", summary: "four radii f·min(w, h)/2: the fillets on the shorter sides cross",
                        expectedFailures: [.nonSelfIntersection, .radii], gen: rectOvershootGen(single: false)),
        NegativeControl(name: "single-corner", summary: "one radius f·min(w, h), the others 0: the fillet crosses the next side",
                        expectedFailures: [.nonSelfIntersection, .radii], gen: rectOvershootGen(single: true)),
    ]

    static func rectOvershootGen(single: Bool) -> Gen<ShapeSpec> {
        let corner = Gen.int(in: 0...3, label: "rounded corner")
        return Gen { source throws(Rejection) in
            var p = ShapeSpec.RectParameters()
            p.rect = try rectFrame.run(&source)
            p.clamping = .none
            let side = Swift.min(p.rect.width, p.rect.height)
            let factor = try overshoot.run(&source)
            var radii = [Double](repeating: single ? 0 : factor * side / 2, count: 4)
            if single { radii[try corner.run(&source)] = factor * side }
            p.cornerRadii = RoundedRect.CornerRadii(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2],
                                                    bottomLeft: radii[3])
            return .rect(p)
        }
    }

    /// Borders drawn inside a rect with outer corner radius R and width w. Along a corner's
    /// diagonal the outer arc is `R·(1 − 1/√2)·√2` from the corner and an inner corner of radius ρ
    /// (on the rect inset by w) is `(w + ρ·(1 − 1/√2))·√2`, so the hole pokes through the outer
    /// boundary exactly when `R − ρ > (2 + √2)·w`: `inner-pokes-through` takes
    /// `ρ = R − f·(2 + √2)·w ≥ 0` (an arc/arc contact), `sharp-inner-pokes-through` takes ρ = 0
    /// with `R = f·(2 + √2)·w` (the hole's sharp corner crosses the outer arc: line/arc).
    static let borderControls: [NegativeControl] = [
        NegativeControl(name: "inner-pokes-through", summary: "explicit inner radius ρ = R − f·(2 + √2)·w: the hole's corner arc crosses the outer arc",
                        expectedFailures: [.nonSelfIntersection], gen: borderPokeGen(sharp: false)),
        NegativeControl(name: "sharp-inner-pokes-through", summary: "ρ = 0, R = f·(2 + √2)·w: the hole's sharp corner crosses the outer arc",
                        expectedFailures: [.nonSelfIntersection], gen: borderPokeGen(sharp: true)),
    ]

    static func borderPokeGen(sharp: Bool) -> Gen<ShapeSpec> {
        let widthFraction = Gen.double(in: 0.005...0.04, distribution: .logUniform, label: "borderWidth fraction")
        let radiusFraction = Gen.double(in: 0.3...0.5, label: "cornerRadius fraction")
        let sharpFactor = Gen.double(in: 1.1...3, label: "overshoot factor")
        return Gen { source throws(Rejection) in
            var p = ShapeSpec.BorderParameters()
            p.rect = try rectFrame.run(&source)
            p.position = .inside
            p.clamping = .none
            let side = Swift.min(p.rect.width, p.rect.height)
            let wedge = 2 + 2.0.squareRoot()
            p.borderWidth = try widthFraction.run(&source) * side
            if sharp {
                p.cornerRadius = Swift.min(try sharpFactor.run(&source) * wedge * p.borderWidth, side / 2)
                p.innerCornerRule = .explicit(0)
            } else {
                p.cornerRadius = try radiusFraction.run(&source) * side
                // f ≤ R / ((2 + √2)·w) keeps ρ ≥ 0; with w ≤ 0.04·s and R ≥ 0.3·s that bound is ≥ 2.19.
                let factor = Swift.min(try overshoot.run(&source), p.cornerRadius / (wedge * p.borderWidth))
                p.innerCornerRule = .explicit(Swift.max(0, p.cornerRadius - factor * wedge * p.borderWidth))
            }
            return .border(p)
        }
    }
}
