import Foundation
import FilletGeometry
import FilletSupport

/// The affine map ``Catalogue/checkAffineMap`` applies to a path, and what it is.
struct DifferentialTransform {
    /// The map.
    var transform: FilletGeometry.AffineTransform
    /// Whether it is a similarity (a uniform scale `scale` times a rotation, possibly reflected).
    var isSimilarity: Bool
    /// The similarity's scale (for a general map, its largest stretch).
    var scale: Double

    /// The map the ``Invariant/affineMap`` check applies to `path`: drawn from a hash of the path
    /// (``Catalogue/pathHash(_:)``), so replaying a stored path applies the same map. Half are
    /// similarities `s·R(θ)` (one in two of those reflected), half general maps
    /// `s·R(θ)·[[1, k], [0, q]]` with shear `k ∈ [−2, 2]` and `|q| ∈ [0.2, 5]` (negative: reflected);
    /// `s = 10^u`, `u ∈ [−3, 3]`, `θ ∈ [−π, π]`, and a translation up to 3 × the image's size each way.
    static func drawn(for path: Path) -> DifferentialTransform {
        var random = SplitMix64(seed: Catalogue.pathHash(path) ^ 0xA5F1_E7_2C0D_3B19)
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * random.nextUnitDouble()
        }
        let kind = random.next() % 4
        let scale = pow(10, uniform(-3...3))
        let angle = uniform(-Double.pi...Double.pi)
        let (cosine, sine) = (cos(angle), sin(angle))
        // Columns of the linear part before the rotation: (1, 0) and (k, q).
        var shear = 0.0, stretch = 1.0
        switch kind {
        case 0: break
        case 1: stretch = -1
        default:
            shear = uniform(-2...2)
            stretch = pow(10, uniform(-0.7...0.7)) * (kind == 3 ? -1 : 1)
        }
        let a = scale * cosine, b = scale * sine
        let c = scale * (cosine * shear - sine * stretch), d = scale * (sine * shear + cosine * stretch)
        let size = path.bounds.diagonal * scale * (1 + Swift.abs(shear) + Swift.abs(stretch))
        let transform = FilletGeometry.AffineTransform(a: a, b: b, c: c, d: d, e: uniform(-3...3) * size,
                                                       f: uniform(-3...3) * size)
        return DifferentialTransform(transform: transform, isSimilarity: kind < 2,
                                     scale: kind < 2 ? scale : transform.largestStretch)
    }

    /// The image of `point`, written out here (not ``FilletGeometry/AffineTransform/apply(to:)``,
    /// the code under test): `(a·x + c·y + e, b·x + d·y + f)`.
    @inline(__always)
    func map(_ point: Point) -> Point {
        Point(x: transform.a * point.x + transform.c * point.y + transform.e,
              y: transform.b * point.x + transform.d * point.y + transform.f)
    }

    /// `a·d − b·c`, written out here.
    var determinant: Double { transform.a * transform.d - transform.b * transform.c }
}

extension Catalogue {
    /// ``Invariant/affineMap``: `path.applying(T)` (``FilletGeometry/Path/applying(_:)``, what every SVG
    /// element under a `transform` goes through) for a map `T` drawn from the path
    /// (``DifferentialTransform/drawn(for:)``: similarities at scales 10⁻³…10³, rotations,
    /// reflections, shears), against what must follow from the path's own measures:
    ///
    /// ```
    /// area         per subpath  A(T·P) = det T · A(P)         within 4(ε'·P' + |det|·ε·P) + 2·10⁻¹⁰·σ·size·P'
    /// orientation  follows: the sign of each area flips with the sign of det T
    /// bounds       exact bounds of T·P ⊇ T(polyline vertices), within ε' + σε;
    ///              and exceed their box by at most σ·τ' + ε' + σε + 2·10⁻¹⁰·σ·size
    /// similarity   length(T·P) = s·length(P)                   within 10⁻⁸ relative + ε'
    ///              clearance(T·P) = s·clearance(P)              within ε' (+ 4·10⁻² relative with curves)
    ///              simple(T·P) = simple(P)                      (paths of lines and arcs)
    /// ```
    ///
    /// `ε`, `ε'` are the length tolerances (plus rounding) of the path and of its image, `σ` the map's
    /// largest stretch, `τ'` the flattening's Hausdorff bound and `P`, `P'` the perimeters. The
    /// mapped vertices are computed here from the matrix entries (not by the code under test):
    /// each vertex lies on the path, so its image lies on the image; the image of the polyline is
    /// within `σ·τ'` of the image (an affine map stretches distances by at most σ). Arcs under a
    /// general map become cubics within 1.8·10⁻¹⁰ × σ·r of the exact ellipse. The verdict is not
    /// compared on paths with curves: their contact search decides a near tangency on axis-aligned
    /// boxes, so a contact within the tolerance may be decided differently once rotated. Margin: the tightest
    /// slack as a length over the image's size (areas over its square); a verdict that changes
    /// under a similarity is −1.
    ///
    /// Without a polyline (flattening failed) nothing is emitted here: the comparisons with the
    /// polyline (``Invariant/polylineDifferential``) report the missing polyline.
    static func checkAffineMap<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>,
                                                 _ scratch: inout EntryScratch) {
        guard case .success(let tolerance) = analysis.flattening else { return }
        let path = analysis.path
        let drawn = DifferentialTransform.drawn(for: path)
        let image: Path
        do {
            image = try path.applying(drawn.transform)
        } catch {
            verdicts.emitVerdict(.affineMap, false) { "path.applying(\(drawn.transform)) threw: \(error)" }
            return
        }
        var mapped = scratch.mappedPrepared
        defer { scratch.mappedPrepared = mapped }
        mapped.prepare(image)
        let size = analysis.size, imageSize = mapped.characteristicSize
        let stretch = drawn.transform.largestStretch
        let determinant = drawn.determinant
        let rounding = Path.flatteningRoundingAllowance * analysis.magnitude
        let vertexError = analysis.lengthTolerance + rounding
        let imageTolerance = VerificationTolerances.length(size: imageSize, magnitude: image.flatteningMagnitude)
            + stretch * vertexError
        let cubicError = drawn.isSimilarity ? 0 : 2e-10 * stretch * size
        // The tightest comparison is kept as its numbers and worded only for the detail.
        var worst = Double.infinity, tightest = AffineMapComparison.none, failure: String?
        func consider(_ slack: Double, _ comparison: @autoclosure () -> AffineMapComparison) {
            if slack < worst || slack.isNaN { worst = slack; tightest = comparison() }
        }

        // Areas, subpath by subpath.
        if mapped.subpaths.count != analysis.subpathAreas.count {
            failure = "the image has \(mapped.subpaths.count) subpaths, the path \(analysis.subpathAreas.count)"
        } else {
            let perimeter = analysis.prepared.length, imagePerimeter = mapped.length
            let allowed = 4 * (imageTolerance * imagePerimeter + Swift.abs(determinant) * vertexError * perimeter)
                + cubicError * imagePerimeter
            let areaScale = imageSize > 0 ? imageSize * imageSize : 1
            for index in analysis.subpathAreas.indices {
                let expected = determinant * analysis.subpathAreas[index], actual = mapped.signedArea(ofSubpath: index)
                consider((allowed - Swift.abs(actual - expected)) / areaScale,
                         .area(subpath: index, actual: actual, expected: expected, allowed: allowed))
            }
        }

        // Bounds against the mapped polyline.
        var vertices = BoundingBox.empty
        for point in analysis.polyline.points { vertices.formUnion(drawn.map(point)) }
        let exact = mapped.bounds
        let outside = Swift.max(Swift.max(exact.minX - vertices.minX, vertices.maxX - exact.maxX),
                                Swift.max(exact.minY - vertices.minY, vertices.maxY - exact.maxY))
        let inside = Swift.max(Swift.max(vertices.minX - exact.minX, exact.maxX - vertices.maxX),
                               Swift.max(vertices.minY - exact.minY, exact.maxY - vertices.maxY))
        let reach = stretch * (tolerance + rounding) + imageTolerance + cubicError
        let lengthScale = imageSize > 0 ? imageSize : 1
        consider((imageTolerance - outside) / lengthScale,
                 .vertexOutside(bounds: exact, vertices: vertices, by: outside, allowed: imageTolerance))
        consider((reach - inside) / lengthScale, .boundsBeyondVertices(bounds: exact, vertices: vertices, by: inside, allowed: reach))

        // A displacement's image (``FilletGeometry/AffineTransform/apply(to:)`` of a vector, the
        // linear part alone) is the difference of its ends' images, written out here: for the
        // polyline's first chord, within the image's length tolerance (the two mapped points'
        // rounding is 10⁻¹⁶ of the magnitudes involved).
        if analysis.polyline.points.count >= 2 {
            let from = analysis.polyline.points[0], to = analysis.polyline.points[1]
            let image = drawn.transform.apply(to: to - from), expected = drawn.map(to) - drawn.map(from)
            let gap = (image - expected).length
            let allowed = imageTolerance + 1e-12 * (stretch * (from.distance(to: .zero) + to.distance(to: .zero))
                                                    + Swift.abs(drawn.transform.e) + Swift.abs(drawn.transform.f))
            consider((allowed - gap) / (imageSize > 0 ? imageSize : 1), .vector(image: image, expected: expected))
        }

        if drawn.isSimilarity, failure == nil {
            let scale = drawn.scale
            let expectedLength = scale * analysis.prepared.length, actualLength = mapped.length
            consider((1e-8 * expectedLength + imageTolerance - Swift.abs(actualLength - expectedLength)) / lengthScale,
                     .length(actual: actualLength, expected: expectedLength))
            let (imageSimple, imageClearance) = mapped.simplicityAndClearanceReusingTable()
            let simple = analysis.exactIsSimple
            let clearance = analysis.exactClearance
            let curves = analysis.prepared.segments.contains(where: \.isCurve)
            if imageSimple != simple, !curves {
                failure = "the image is \(imageSimple ? "simple" : "not simple"), the path \(simple ? "simple" : "not simple")"
            } else if clearance.isFinite || imageClearance.isFinite {
                let expected = scale * clearance
                let allowed = imageTolerance + (curves ? 4 * PreparedPath.clearanceCurveRelativeAccuracy * expected : 1e-9 * expected)
                let difference = expected.isFinite && imageClearance.isFinite ? Swift.abs(imageClearance - expected) : .infinity
                consider((allowed - difference) / lengthScale,
                         .clearance(actual: imageClearance, expected: expected, allowed: allowed))
            }
        }
        let kind = drawn.isSimilarity ? (determinant < 0 ? "reflecting similarity" : "similarity") : "general map"
        if let failure {
            verdicts.emitVerdict(.affineMap, false) { "\(kind) \(drawn.transform): \(failure)" }
            return
        }
        verdicts.emit(.affineMap, margin: worst) { "\(kind) \(drawn.transform): tightest: \(tightest.text)" }
    }
}

/// One comparison of ``Catalogue/checkAffineMap(_:_:_:tolerance:)``, as numbers: worded only when
/// a detail is asked for.
enum AffineMapComparison {
    case none
    case area(subpath: Int, actual: Double, expected: Double, allowed: Double)
    case vertexOutside(bounds: BoundingBox, vertices: BoundingBox, by: Double, allowed: Double)
    case boundsBeyondVertices(bounds: BoundingBox, vertices: BoundingBox, by: Double, allowed: Double)
    case length(actual: Double, expected: Double)
    case clearance(actual: Double, expected: Double, allowed: Double)
    case vector(image: Vector, expected: Vector)

    var text: String {
        switch self {
        case .none:
            return ""
        case .area(let subpath, let actual, let expected, let allowed):
            return "subpath \(subpath): area \(format(actual)), det × original \(format(expected)) (allowed \(format(allowed)))"
        case .vertexOutside(let bounds, let vertices, let outside, let allowed):
            return "image bounds \(bounds) vs mapped polyline vertices \(vertices): a vertex outside by \(format(outside)) (allowed \(format(allowed)))"
        case .boundsBeyondVertices(let bounds, _, let inside, let allowed):
            return "image bounds \(bounds) exceed the mapped vertices' box by \(format(inside)) (allowed \(format(allowed)))"
        case .length(let actual, let expected):
            return "length \(format(actual)), scale × original \(format(expected))"
        case .clearance(let actual, let expected, let allowed):
            return "clearance \(format(actual)), scale × original \(format(expected)) (allowed \(format(allowed)))"
        case .vector(let image, let expected):
            return "a chord's image as a vector (\(format(image.dx)), \(format(image.dy))), "
                + "its ends' images' difference (\(format(expected.dx)), \(format(expected.dy)))"
        }
    }
}
