import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry
import FilletShapes

/// The audit's pictures: a case's exact path, markers at the offending joins, intersections or
/// points, the frame where it matters, and labels with the numbers.
enum AuditPictures {
    /// Label text size as a fraction of the content's larger side.
    static let labelFraction = 0.028
    /// Characters per label line before wrapping.
    static let labelCharacters = 72

    /// The detail line for `check` on `auditCase`: the catalogue's own for an invariant, the
    /// audit's measurement for its own checks.
    static func detail(check: String, auditCase: AuditCase) -> String {
        guard let shape = try? AuditEvaluation.shape(auditCase) else { return "the construction threw" }
        let path = shape.path
        if let invariant = Invariant(rawValue: check) {
            if invariant == .rotationalSymmetry, let symmetry = AuditEvaluation.symmetry(auditCase, shape) {
                let context = CatalogueContext.forCurrentThread
                context.prepare(path)
                var collector = InvariantResultCollector()
                Catalogue.checkSymmetry(shape, symmetry, in: context, into: &collector)
                return collector.results.first?.detail ?? ""
            }
            return Catalogue.check(shape)[invariant]?.detail ?? ""
        }
        switch check {
        case AuditChecks.simpleExceptStart:
            let contacts = AuditPolygons.properSelfIntersections(path)
            return "\(contacts.count) self-intersections besides the start/end touch: "
                + contacts.prefix(3).map { "\($0)" }.joined(separator: "; ")
        case AuditChecks.centredInFrame:
            if case .seed002(let p) = auditCase.spec {
                let offset = AuditMeasure.verticalOffset(path, in: p.rect)
                return "star centre \(AuditFormat.number(offset)) below the rect's centre; (h − w)/2 = \(AuditFormat.number((p.rect.height - p.rect.width) / 2))"
            }
            return ""
        case AuditChecks.noDegenerateSegment:
            let shortest = AuditMeasure.shortestSegment(path)
            let closing = AuditMeasure.closingSegmentLength(path)
            return "shortest segment \(AuditFormat.number(shortest.length)) at \(shortest.at) (degenerate below \(AuditFormat.number(path.degenerateSegmentLength)))"
                + (closing.map { "; closing segment \(AuditFormat.number($0))" } ?? "")
        default:
            return ""
        }
    }

    /// The worst case of `check`.
    static func svg(check: String, auditCase: AuditCase, detail: String) -> String {
        guard let built = try? auditCase.spec.build(), let shape = try? AuditEvaluation.shape(auditCase) else { return "" }
        let path = built.path
        var document = base(built, frame: check == Invariant.withinFrame.name ? shape.frame : nil)
        var points: [Point] = []
        switch check {
        case Invariant.tangentContinuity.name:
            points = AuditMeasure.kinks(path).joins.map(\.point)
        case Invariant.nonSelfIntersection.name:
            points = path.selfIntersections().map(\.point)
        case AuditChecks.simpleExceptStart:
            points = AuditPolygons.properSelfIntersections(path).map(\.point)
        case AuditChecks.noDegenerateSegment:
            points = [AuditMeasure.shortestSegment(path).at]
        case Invariant.borderWidth.name:
            if let widest = AuditMeasure.widestGap(path) { points = [widest.at] }
        default:
            break
        }
        if points.isEmpty, let invariant = Invariant(rawValue: check),
           let location = Catalogue.check(shape)[invariant]?.location {
            points = [location]
        }
        for point in points { document.addMarker(at: point) }
        addLabels(&document, path: path, lines: ["seed \(auditCase.seed.id): \(check) fails", auditCase.parameterText, detail])
        return document.render()
    }

    /// The headline case of a seed, with its measurement.
    static func headlineSVG(seed: AuditSeed, auditCase: AuditCase, value: Double) -> String {
        guard let built = try? auditCase.spec.build() else { return "" }
        let path = built.path
        var document = base(built, frame: nil)
        var lines = ["seed \(seed.id): \(AuditMeasure.name(seed)) = \(AuditFormat.number(value, digits: 8))",
                     auditCase.parameterText]
        switch seed.kind {
        case .seed000:
            let kinks = AuditMeasure.kinks(path).joins
            for join in kinks { document.addMarker(at: join.point) }
            lines.append("\(kinks.count) joins with an arc turn by up to \(AuditFormat.number(value)) degrees (red)")
        case .seed001:
            let contacts = AuditPolygons.properSelfIntersections(path)
            for contact in contacts { document.addMarker(at: contact.point) }
            lines.append("red: " + contacts.prefix(2).map { "\($0)" }.joined(separator: "; "))
        case .seed002:
            if case .seed002(let p) = auditCase.spec {
                addFrame(&document, p.rect)
                document.addMarker(at: p.rect.center, style: SVGStyle(fill: "blue", stroke: nil))
                document.addMarker(at: path.bounds.center)
                lines.append("blue: the rect's centre; red: the star's bounds centre, \(AuditFormat.number(Swift.abs(value))) \(value < 0 ? "above" : "below") it")
            }
        case .seed003:
            if let shortest = Optional(AuditMeasure.shortestSegment(path)) { document.addMarker(at: shortest.at) }
            lines.append("red: the first point, where a zero-length first segment and a near-zero closing segment meet")
        case .seed004:
            if let widest = AuditMeasure.widestGap(path) {
                document.addMarker(at: widest.at)
                lines.append("red: the widest point, \(AuditFormat.number(widest.distance)) from the hole = \(AuditFormat.number(value, digits: 10)) w")
            }
        case .star, .polygon, .regularPolygon, .rect, .border: preconditionFailure("\(seed) is not a seed")
        }
        addLabels(&document, path: path, lines: lines)
        return document.render()
    }

    static func base(_ built: BuiltShape, frame: Rect?) -> SVGDocument {
        var document = SVGDocument(paddingFraction: 0.06, pixelSize: 900)
        if let frame { addFrame(&document, frame) }
        document.addPath(built.path, style: SVGStyle(fill: "#cfe2f3", stroke: "#1f3b57",
                                                     fillRule: built.fillRule == .evenOdd ? .evenodd : .nonzero))
        return document
    }

    static func addFrame(_ document: inout SVGDocument, _ frame: Rect) {
        document.addRectangle(BoundingBox(minX: frame.minX, minY: frame.minY, width: frame.width, height: frame.height),
                              style: SVGStyle(fill: nil, stroke: "#888888"))
    }

    static func addLabels(_ document: inout SVGDocument, path: Path, lines: [String]) {
        let bounds = document.contentBounds
        let side = Swift.max(bounds.width, bounds.height, path.characteristicSize * 0.5)
        let size = side * labelFraction
        var row = 0
        var widest = 0
        for (index, line) in lines.enumerated() where !line.isEmpty {
            for piece in wrap(line) {
                widest = Swift.max(widest, piece.count)
                document.addLabel(piece, at: Point(x: bounds.minX, y: bounds.maxY + size * (1.6 + 1.3 * Double(row))),
                                  size: size, color: index == 0 ? "#b00000" : "black")
                row += 1
            }
        }
        // Labels count in the view box by their anchors only: an unpainted box covers the text.
        let textWidth = Double(widest) * averageGlyphWidth * size
        document.addRectangle(BoundingBox(minX: bounds.minX, minY: bounds.maxY,
                                          width: textWidth, height: size * (1.3 * Double(row) + 0.6)),
                              style: SVGStyle(fill: nil, stroke: nil))
    }

    /// Average advance of a sans-serif glyph, in font sizes (for sizing the view box).
    static let averageGlyphWidth = 0.55

    /// `text` broken at spaces into lines of at most ``labelCharacters`` characters (at most three).
    static func wrap(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > labelCharacters {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > 3 { lines = Array(lines.prefix(3)); lines[2] += " …" }
        return lines
    }
}
