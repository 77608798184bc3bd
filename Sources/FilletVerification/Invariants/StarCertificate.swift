import Foundation
import FilletGeometry

extension Catalogue {
    /// ``Invariant/starCertificate``: the star-shaped certificate
    /// (`Path.isCertifiedStarShaped`, which lets the self-intersection verdict skip the full scan)
    /// must certify the outlines it exists for, decided here from the construction's corners, not
    /// from the path:
    ///
    /// ```
    /// applies   a simple path (the analysis's exact verdict: an overshooting fillet makes any
    ///           outline non-convex), one ring of corners around a polygon that is point-symmetric about its box's
    ///           centre (a rect) or a rotationally symmetric shape (a regular polygon), a single
    ///           closed subpath of at least 3 lines and arcs, each at least
    ///           10⁻⁴ of the size long (or at most 10⁻¹⁰ of it: a point the scan drops), each
    ///           arc's circle at least 10⁻² of the size from the centre of the bounds and each
    ///           piece's ends at most 0.6π apart as seen from it, and a
    ///           strictly convex corner polygon: every (vᵢ₊₁ − vᵢ) × (vᵢ₊₂ − vᵢ₊₁) of one sign
    ///           and above 10⁻⁶ of the polygon's diagonal squared
    /// holds     the path is certified
    /// ```
    ///
    /// Such an outline is convex (each fillet turns the way its vertex does, inside the polygon),
    /// so every piece's polar angle about any interior point — the centre of its bounds among
    /// them — is strictly monotone and the outline winds once: what the certificate's proof needs,
    /// with pieces long enough and far enough from the centre for its bound (a clamped corner can
    /// leave a line of 10⁻⁹ of the size, and the certificate bounds an arc's distance by its
    /// circle's; it rightly hands such outlines to the full scan, so they are left out). A certificate that
    /// refused them would cost the scan the certificate exists to save, and change no verdict;
    /// only asking it shows it. Other convex outlines are not claimed: the certificate refuses some
    /// (a triangle with one fillet large enough that its circle's box moves the centre of the
    /// table's bounds onto the opposite edge's line, measured on the polygon suite's cases).
    /// Nothing is emitted for shapes left out. Margin: the verdict.
    static func checkStarCertificate<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ analysis: PathAnalysis,
                                                          _ verdicts: inout VerdictRecorder<Sink>) {
        guard shape.cornerRings.count == 1, let ring = shape.cornerRings.first, ring.count >= 3 else { return }
        let path = analysis.path
        let hasCurves = path.elements.contains {
            switch $0 {
            case .quad, .cubic: return true
            default: return false
            }
        }
        // A construction that meets itself (an overshooting fillet) is not convex whatever its
        // corners: the certificate, which is sound, must refuse it. The verdict is the analysis's
        // shared stage (the non-self-intersection invariant reports it).
        guard analysis.prepared.subpaths.count == 1, !hasCurves, analysis.exactIsSimple else { return }
        let size = analysis.size
        let shortest = VerificationTolerances.starCertificateShortestPiece * size
        let pointLike = VerificationTolerances.starCertificatePointLike * size
        guard analysis.prepared.segments.allSatisfy({ $0.length >= shortest || $0.length <= pointLike }),
              analysis.prepared.segments.count(where: { $0.length >= shortest }) >= 3 else { return }
        // The certificate bounds an arc's distance from the centre by its circle's: a fillet whose
        // circle passes near the centre leaves it no room (the full scan then decides).
        let bounds = path.bounds
        let centre = Point(x: 0.5 * (bounds.minX + bounds.maxX), y: 0.5 * (bounds.minY + bounds.maxY))
        let clearance = VerificationTolerances.starCertificateCircleClearance * size
        for element in path.elements {
            if case .arc(let arc) = element, Swift.abs(arc.center.distance(to: centre) - arc.radius) < clearance { return }
        }
        // Each piece spans less than a half turn about the centre (the certificate's sectors do):
        // its ends are asked to be at most 0.6π apart as seen from it (a quarter disc's arc is π).
        let widest = cos(VerificationTolerances.starCertificateWidestPiece)
        for segment in analysis.prepared.segments where segment.length >= shortest {
            let a = segment.start - centre, b = segment.end - centre
            guard a.dot(b) >= widest * a.length * b.length else { return }
        }
        // The ring's vertices, read in place (no copy: the gate allocates nothing per shape here).
        let count = ring.count
        func vertex(_ index: Int) -> Point { shape.corners[ring.lowerBound + index % count].vertex }
        var box = BoundingBox.empty
        for index in 0..<count { box.formUnion(vertex(index)) }
        let threshold = VerificationTolerances.starCertificateConvexity * box.diagonal * box.diagonal
        // The centre of the bounds must be the construction's own centre: the corner polygon is
        // point-symmetric about its box's centre (a rect), or the shape is rotationally symmetric
        // (a regular polygon; a star is not convex).
        let boxCentre = Point(x: 0.5 * (box.minX + box.maxX), y: 0.5 * (box.minY + box.maxY))
        let symmetryTolerance = VerificationTolerances.lengthRelative * box.diagonal
        let pointSymmetric = count % 2 == 0 && (0..<count).allSatisfy { index in
            let opposite = vertex(index + count / 2)
            return Swift.abs(vertex(index).x + opposite.x - 2 * boxCentre.x) <= symmetryTolerance
                && Swift.abs(vertex(index).y + opposite.y - 2 * boxCentre.y) <= symmetryTolerance
        }
        guard pointSymmetric || shape.symmetry != nil else { return }
        var sign = 0.0
        for index in 0..<count {
            let a = vertex(index), b = vertex(index + 1), c = vertex(index + 2)
            let turn = (b - a).cross(c - b)
            guard Swift.abs(turn) > threshold, sign == 0 || (turn > 0) == (sign > 0) else { return }
            sign = turn
        }
        let certified = path.isCertifiedStarShaped
        verdicts.emitVerdict(.starCertificate, certified) {
            "convex outline of \(count) corners, \(path.elements.count) elements: "
                + (certified ? "certified" : "not certified star-shaped about the centre of its bounds")
        }
    }
}
