import Foundation
@testable import FilletGeometry

/// Reads back the SVG path data Fillet writes (absolute `M`, `L`, `A`, `Z`) and converts each `A`
/// command to centre parameterisation with the SVG 1.1 implementation notes, F.6.5 (endpoint to
/// centre conversion) and F.6.6 (out-of-range radii), written here independently of the writer.
struct SVGPathDataReader {
    struct CenterArc {
        var center: Point
        var radiusX: Double
        var radiusY: Double
        var startAngle: Double
        var sweep: Double
        var start: Point
        var end: Point
    }

    enum Command: Equatable {
        case move(Point), line(Point), close
        case arc(radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool, end: Point)
    }

    enum ReadError: Error { case unexpected(String) }

    static func commands(_ data: String) throws -> [Command] {
        var tokens = data.split(separator: " ").map(String.init)[...]
        var result: [Command] = []
        func number() throws -> Double {
            guard let token = tokens.popFirst(), let value = Double(token) else { throw ReadError.unexpected("number") }
            return value
        }
        func flag() throws -> Bool {
            let value = try number()
            guard value == 0 || value == 1 else { throw ReadError.unexpected("flag \(value)") }
            return value == 1
        }
        while var token = tokens.popFirst() {
            let letter = token.removeFirst()
            if !token.isEmpty { tokens.insert(token, at: tokens.startIndex) }
            switch letter {
            case "M": result.append(.move(Point(x: try number(), y: try number())))
            case "L": result.append(.line(Point(x: try number(), y: try number())))
            case "Z": result.append(.close)
            case "A":
                let rx = try number(), ry = try number(), rotation = try number()
                let large = try flag(), sweep = try flag()
                result.append(.arc(radiusX: rx, radiusY: ry, rotation: rotation, largeArc: large, sweep: sweep,
                                   end: Point(x: try number(), y: try number())))
            default: throw ReadError.unexpected("command \(letter)")
            }
        }
        return result
    }

    /// Every `A` command as a centre-parameterised arc (rotation must be 0, as Fillet writes).
    static func arcs(_ data: String) throws -> [CenterArc] {
        var current = Point.zero, subpathStart = Point.zero
        var result: [CenterArc] = []
        for command in try commands(data) {
            switch command {
            case .move(let point): current = point; subpathStart = point
            case .line(let point): current = point
            case .close: current = subpathStart
            case .arc(let rx, let ry, let rotation, let large, let sweep, let end):
                guard rotation == 0 else { throw ReadError.unexpected("rotation") }
                result.append(centerArc(from: current, to: end, radiusX: rx, radiusY: ry, largeArc: large, sweep: sweep))
                current = end
            }
        }
        return result
    }

    /// F.6.5 steps 1–4 with φ = 0, and F.6.6 radius scaling.
    static func centerArc(from p1: Point, to p2: Point, radiusX: Double, radiusY: Double,
                          largeArc: Bool, sweep: Bool) -> CenterArc {
        var rx = abs(radiusX), ry = abs(radiusY)
        // Step 1 (φ = 0): x1' = (x1 − x2)/2, y1' = (y1 − y2)/2.
        let x1p = (p1.x - p2.x) / 2, y1p = (p1.y - p2.y) / 2
        // F.6.6: Λ = x1'²/rx² + y1'²/ry²; scale the radii up when Λ > 1.
        let lambda = x1p * x1p / (rx * rx) + y1p * y1p / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        // Step 2: c' = ±√((rx²ry² − rx²y1'² − ry²x1'²) / (rx²y1'² + ry²x1'²)) · (rx·y1'/ry, −ry·x1'/rx),
        // + when the flags differ.
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p)
        let denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p
        var factor = (numerator / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cxp = factor * rx * y1p / ry, cyp = -factor * ry * x1p / rx
        // Step 3.
        let center = Point(x: cxp + (p1.x + p2.x) / 2, y: cyp + (p1.y + p2.y) / 2)
        // Step 4: θ1 = ∠((1,0), u), Δθ = ∠(u, v), then fixed to the sweep flag.
        let u = Vector(dx: (x1p - cxp) / rx, dy: (y1p - cyp) / ry)
        let v = Vector(dx: (-x1p - cxp) / rx, dy: (-y1p - cyp) / ry)
        let theta1 = Vector(dx: 1, dy: 0).signedAngle(to: u)
        var delta = u.signedAngle(to: v)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        return CenterArc(center: center, radiusX: rx, radiusY: ry, startAngle: theta1, sweep: delta, start: p1, end: p2)
    }
}
