import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry
import FilletShapes

/// A closed-form boundary printed beside the measured one.
public struct ClosedForm: Hashable, Sendable {
    /// The bound on z.
    public var value: Double
    /// Which formula (`edge-budget`, `smoothed-edge-budget`, `seed001-edge-budget`).
    public var formula: String
    /// The binding edge: from corner `edge` to the next (path order).
    public var edge: Int
    /// How far above ``value`` the catalogue's own criterion lies, in units of z. Beyond the
    /// budget the fillets overflow the edge by `overflow = growth · (z − value)` and the outline
    /// backs up along it by that much; the join analysis bridges such a reversed segment while it
    /// is shorter than the geometry core's degenerate length (10⁻⁹ of the size), and so does the
    /// contact tolerance of the self-intersection scan; the radii invariant allows a little more
    /// (its length tolerance adds 10⁻¹¹ of the coordinate magnitude). The first to fail is
    /// therefore tangent continuity, at
    ///
    /// ```
    /// catalogueSlack = degenerateSegmentRelativeTolerance · size / growth
    /// ```
    ///
    /// with the size of the shape at z = value and `growth` the binding edge's tangent-length
    /// growth per unit z. NaN when unknown.
    public var catalogueSlack: Double

    public init(value: Double, formula: String, edge: Int, catalogueSlack: Double = .nan) {
        self.value = value
        self.formula = formula
        self.edge = edge
        self.catalogueSlack = catalogueSlack
    }

    /// The bound the catalogue enforces: ``value`` + ``catalogueSlack``.
    public var catalogueValue: Double { value + catalogueSlack }
}

extension ExplorerConstruction {
    /// The edge-budget bound on `z` at `values` (see ``EdgeBudget``), when it applies: z is a
    /// corner radius (``radiusParameters``) and the fillets are built as asked (clamp policy
    /// `.none`; seed 001's `arcTo` never clamps). `nil` otherwise, or when no edge limits z.
    ///
    /// For the polygon constructions the radii are read from the construction itself at z = 0
    /// and z = 1 (`rᵢ = aᵢ·z + bᵢ`, checked at z = 2), so the bound uses the same vertices as the
    /// shape; with a corner smoothing `s` each tangent length counts `(1 + s)` times
    /// (`smoothed-edge-budget`: the flanks reach `(1 + s)·r·cot(A/2)` along each edge). Borders
    /// (unsmoothed): each ring separately, the outer with `a = 1, b = 0`, the concentric inner
    /// with `a = 1, b = −w` (the rule `max(0, R − w)` is linear where the bound lies, R ≥ w).
    public func closedForm(_ values: ExplorerValues, z: String, clamping: CornerRounding.Clamping) -> ClosedForm? {
        guard let (bound, formula) = edgeBudget(values, z: z, clamping: clamping) else { return nil }
        var at = values
        at[z] = bound.value
        var slack = Double.nan
        if bound.value >= 0, let path = try? spec(at, clamping: clamping).build().path {
            slack = path.degenerateSegmentLength / bound.growth
        }
        return ClosedForm(value: bound.value, formula: formula, edge: bound.edge, catalogueSlack: slack)
    }

    func edgeBudget(_ values: ExplorerValues, z: String, clamping: CornerRounding.Clamping) -> (EdgeBudget.Bound, String)? {
        guard radiusParameters.contains(z) else { return nil }
        if hasClampPolicy, clamping != .none { return nil }
        switch kind {
        case .star, .polygon, .regularPolygon, .rect:
            var at = values
            func corners(_ value: Double) -> [CornerRounding.Corner]? {
                at[z] = value
                return try? spec(at, clamping: clamping).build().corners
            }
            guard let zero = corners(0), let one = corners(1), let two = corners(2),
                  zero.count == one.count, one.count == two.count else { return nil }
            var perUnit: [Double] = [], fixed: [Double] = []
            var smoothed = false
            for index in zero.indices {
                let b = zero[index].requestedRadius, a = one[index].requestedRadius - b
                guard Swift.abs(two[index].requestedRadius - (2 * a + b)) <= 1e-12 * Swift.max(1, Swift.abs(a) + Swift.abs(b)) else {
                    return nil
                }
                // A smoothed corner cuts (1 + s)·r·cot(A/2) from each edge (clamping none draws
                // every smoothing as asked): its radius counts (1 + s) times.
                let cut = 1 + one[index].requestedSmoothing
                smoothed = smoothed || cut != 1
                perUnit.append(a * cut)
                fixed.append(b * cut)
            }
            return EdgeBudget.bound(vertices: zero.map(\.vertex), perUnit: perUnit, fixed: fixed)
                .map { ($0, smoothed ? "smoothed-edge-budget" : "edge-budget") }
        case .border:
            let rect = Rect(x: 0, y: 0, width: values["width"], height: values["height"])
            let width = values["border-width"]
            let (outer, inner) = RoundedBorder.boundaries(rect: rect, borderWidth: width, position: .inside)
            func ring(_ r: Rect) -> [Point] {
                [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
            }
            var best: EdgeBudget.Bound?
            func consider(_ bound: EdgeBudget.Bound?, offset: Int) {
                guard var bound, best == nil || bound.value < best!.value else { return }
                bound.edge += offset
                best = bound
            }
            let explicitInner = values.isSet("inner-corner-radius")
            if z == "corner-radius" {
                consider(EdgeBudget.bound(vertices: ring(outer), perUnit: [1, 1, 1, 1], fixed: [0, 0, 0, 0]), offset: 0)
                if inner.width > 0, inner.height > 0, !explicitInner {
                    consider(EdgeBudget.bound(vertices: ring(inner), perUnit: [1, 1, 1, 1],
                                              fixed: [-width, -width, -width, -width]), offset: 4)
                }
            } else if inner.width > 0, inner.height > 0, explicitInner {
                consider(EdgeBudget.bound(vertices: ring(inner), perUnit: [1, 1, 1, 1], fixed: [0, 0, 0, 0]), offset: 4)
            }
            return best.map { ($0, "edge-budget") }
        case .seed001:
            let example = values.integer("example")
            guard Self.seed001Examples.indices.contains(example) else { return nil }
            let vertices = Self.seed001Examples[example].map { Point(x: $0.x * values["size"], y: $0.y * values["size"]) }
            return EdgeBudget.seed001Bound(vertices: vertices, rounded: vertices.map { _ in true })
                .map { ($0, "seed001-edge-budget") }
        case .seed000, .seed002, .seed003, .seed004:
            return nil
        }
    }

    /// Seed 002's tan form of the regular star's inner ratio (the article's derivation):
    ///
    /// ```
    /// k = (d − (s/2) / tan((n − 2)·π / (2n))) / R,   d = R·cos(π/n), s = 2R·sin(π/n)
    /// ```
    ///
    /// equal to `cos(2π/n) / cos(π/n)` (`Star.regularInnerRatio(points:)`). NaN for n < 3.
    public static func regularStarInnerRatioTanForm(points: Int) -> Double {
        guard points >= 3 else { return .nan }
        let n = Double(points)
        let apothem = cos(Double.pi / n), side = 2 * sin(Double.pi / n)
        return apothem - (side / 2) / tan((n - 2) * Double.pi / (2 * n))
    }
}
