import Foundation

/// SVG path data (`d` attribute) for exact paths: lines stay lines, arcs become SVG
/// elliptical-arc commands with equal radii.
extension Path {
    /// The largest sweep one SVG `A` command is given: π/2 (90°).
    ///
    /// An `A` command gives only end points, so a reader reconstructs the centre (SVG 1.1
    /// implementation notes F.6.5). For a piece of sweep `Φ` the centre sits `r·cos(Φ/2)` from the
    /// chord, and a rounding error `ε` in the printed end points moves it by about `ε·tan(Φ/2)`:
    /// unbounded as `Φ → 180°` (a semicircle's centre is ill-conditioned) and at most `ε` for
    /// `Φ ≤ 90°`. So every arc with `|θ| > 90°` is split into `k = ⌈|θ| / 90°⌉` equal pieces — a
    /// full circle is 4 quarter arcs — which also keeps each piece well under 180°, where the
    /// large-arc flag is ambiguous.
    public static let svgMaximumArcPieceSweep = Double.pi / 2

    /// The decimals a path is written with in SVG: ``SVGNumberFormat/precision(forSize:)`` of its
    /// ``characteristicSize`` (10⁻⁶ of its size, at least 6), `nil` when the path is too small for
    /// fixed-point text. The one choice `fillet shape --format svg-path` and the range explorer's
    /// previews both make, so their path data agree character for character.
    public var svgPrecision: Int? { SVGNumberFormat.precision(forSize: characteristicSize) }

    /// SVG path data: `M x y`, `L x y`, `A r r 0 large-arc sweep x y`, `Q cx cy x y`,
    /// `C c1x c1y c2x c2y x y`, `Z`, separated by spaces.
    ///
    /// SVG is y-down like Fillet, so a positive (increasing-angle) sweep is `sweep-flag = 1`;
    /// `large-arc = 1` exactly when a piece's `|Φ| > π` (never, with pieces of at most
    /// ``svgMaximumArcPieceSweep``). Arcs are split as described there; each piece ends on the
    /// arc's point at its angle, the last exactly at `arc.endPoint`.
    ///
    /// An arc whose start does not print identically to the current point (a gap, possible only in
    /// paths built from element lists) is preceded by `L` to its start, so the subpath stays one
    /// connected contour for filling. Arcs with zero radius or zero sweep are single points and add
    /// nothing beyond that connecting `L`. A subpath that is only a `move` prints as a lone `M`.
    /// - Parameter precision: digits after the decimal point (see ``SVGNumberFormat``).
    /// - Complexity: O(elements).
    public func svgPathData(precision: Int = SVGNumberFormat.defaultPrecision) -> String {
        let format = SVGNumberFormat(precision: precision)
        // Written as bytes into one buffer: no String per number or command.
        var data: [UInt8] = []
        data.reserveCapacity(elements.count * 28)
        var current: [UInt8] = []  // the current point as printed, to skip connecting lines of zero length
        var subpathStart: [UInt8] = []
        var start: [UInt8] = []
        func coordinates(_ point: Point, into buffer: inout [UInt8]) {
            buffer.removeAll(keepingCapacity: true)
            format.append(point.x, to: &buffer)
            buffer.append(UInt8(ascii: " "))
            format.append(point.y, to: &buffer)
        }
        // A curve's control points, then its end point (which becomes the current point).
        func controlPoint(_ point: Point, separated: Bool) {
            if separated { data.append(UInt8(ascii: " ")) }
            coordinates(point, into: &start)
            data.append(contentsOf: start)
        }
        func endPoint(_ point: Point) {
            coordinates(point, into: &current)
            data.append(UInt8(ascii: " "))
            data.append(contentsOf: current)
        }
        func command(_ letter: Unicode.Scalar) {
            if !data.isEmpty { data.append(UInt8(ascii: " ")) }
            data.append(UInt8(ascii: letter))
        }

        for element in elements {
            switch element {
            case .move(let point):
                coordinates(point, into: &current)
                subpathStart = current
                command("M")
                data.append(contentsOf: current)
            case .line(let point):
                coordinates(point, into: &current)
                command("L")
                data.append(contentsOf: current)
            case .arc(let arc):
                coordinates(arc.startPoint, into: &start)
                if start != current {
                    command("L")
                    data.append(contentsOf: start)
                    swap(&current, &start)
                }
                guard arc.radius > 0, arc.sweep != 0 else { continue }
                var radius: [UInt8] = []
                format.append(arc.radius, to: &radius)
                let pieces = Swift.max(1, (Swift.abs(arc.sweep) / Self.svgMaximumArcPieceSweep).rounded(.up))
                let pieceCount = Int(Swift.min(pieces, 1e6))
                let pieceSweep = arc.sweep / Double(pieceCount)
                let largeArc = Swift.abs(pieceSweep) > .pi ? UInt8(ascii: "1") : UInt8(ascii: "0")
                let sweepFlag = arc.sweep > 0 ? UInt8(ascii: "1") : UInt8(ascii: "0")
                for piece in 1...pieceCount {
                    let end = piece == pieceCount ? arc.endPoint : arc.point(atAngle: arc.startAngle + Double(piece) * pieceSweep)
                    coordinates(end, into: &current)
                    command("A")
                    data.append(contentsOf: radius)
                    data.append(UInt8(ascii: " "))
                    data.append(contentsOf: radius)
                    data.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: "0"), UInt8(ascii: " "), largeArc,
                                             UInt8(ascii: " "), sweepFlag, UInt8(ascii: " ")])
                    data.append(contentsOf: current)
                }
            case .quad(let control, let to):
                command("Q")
                controlPoint(control, separated: false)
                endPoint(to)
            case .cubic(let control1, let control2, let to):
                command("C")
                controlPoint(control1, separated: false)
                controlPoint(control2, separated: true)
                endPoint(to)
            case .close:
                command("Z")
                current = subpathStart
            }
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension Polyline {
    /// SVG path data `M x y L x y … Z`: one `M` per subpath, one `L` per further vertex, `Z` for a
    /// closed subpath (whose closing chord is implicit, as in the polyline).
    /// - Parameter precision: digits after the decimal point (see ``SVGNumberFormat``).
    public func svgPathData(precision: Int = SVGNumberFormat.defaultPrecision) -> String {
        let format = SVGNumberFormat(precision: precision)
        var data = ""
        for subpath in subpaths {
            for index in subpath.pointRange {
                if !data.isEmpty { data += " " }
                data += (index == subpath.pointRange.lowerBound ? "M" : "L")
                data += format.string(points[index].x) + " " + format.string(points[index].y)
            }
            if subpath.isClosed { data += " Z" }
        }
        return data
    }
}
