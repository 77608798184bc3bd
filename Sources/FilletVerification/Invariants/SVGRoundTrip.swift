import Foundation
import FilletGeometry
import FilletSupport
import FilletSVG

/// An SVG document written from a path, and the drawables it must read back as: the ``Invariant/svgRoundTrip``
/// check of the ``VerificationSuite/svg`` suite.
///
/// The document (its layout drawn from a hash of the path, so a stored path replays the same
/// document) holds the path's data written with every command letter that applies — `M`, `L`,
/// `H`/`V` for axis-parallel lines, `C`, `S` where the first control is the reflection of the last,
/// `Q`, `T` likewise, `A` for circular arcs (endpoint form, a random x-axis rotation, which a
/// circle ignores), `Z` — each absolute or relative at random; 0–2 nested groups with transform
/// lists (`translate`, `scale`, `rotate` about a point, `skewX`, `skewY`, `matrix`); the path
/// element with its own transform; a `use` of a copy in `defs` with `x`, `y` and a transform; and
/// one basic shape (`rect` with round corners or not, `circle` or `ellipse` of equal radii, `line`, `polyline`, `polygon`; the
/// lengths of the first three in a random absolute unit: px, in, cm, mm, Q, pt, pc or none; the
/// `use`'s and the shape's position left out one time in four each, for its default 0);
/// half the time all of it inside a nested `svg` viewport (``RoundTripViewport``).
/// Numbers are written in Swift's shortest round-trip form, so the reader gets the same doubles.
/// Three documents in four are then given to the reader in another XML spelling of the same
/// elements, among elements that draw nothing (``RoundTripSpelling``); the fourth as ``text``.
struct SVGRoundTripDocument {
    /// The document's elements (the SVG namespace is declared on the root when written).
    var root: RoundTripElement
    /// The document in the plain form: what ``root`` means.
    var text: String
    /// The document in another spelling, as bytes, or `nil`: the reader is given ``text``.
    var spelled: Data?
    /// What the spelling used (for the suite's coverage labels).
    var spellingLabels: Set<String> = []
    /// The bytes the reader is given.
    var bytes: Data { spelled ?? Data(text.utf8) }
    /// The path the document is written from.
    var path: Path
    /// What each drawable must be, in document order: the element's name and the outline built
    /// directly with the path builders, mapped by the transform composed here.
    var expected: [(element: String, path: Path)]
    /// Features written (for the suite's coverage labels).
    var usesRelative = false, usesSmooth = false, usesArc = false, usesAxisLines = false
    var groupDepth = 0
    var shape = ""
    /// The nested `svg` viewport the body is drawn in (its `preserveAspectRatio`), if any.
    var viewport: String?
}

/// A nested `svg` element around a document's body, half the time: `x`, `y`, `width` and
/// `height` (a percentage of the root's viewBox one time in three), a `viewBox` and a
/// `preserveAspectRatio` (absent = `xMidYMid meet`, `none`, or one of the nine alignments, `meet` or
/// `slice`), and the matrix SVG 2 §8.2 gives it, composed here: scale `width/vbw` and `height/vbh`
/// (the smaller of the two for `meet`, the larger for `slice`, unless `none`), then the viewBox's
/// origin moved to `(x, y)` plus the alignment's share (0, ½ or 1) of the room left over.
struct RoundTripViewport {
    var attributes: [(name: String, value: String)]
    var rootAttributes: [(name: String, value: String)]
    var matrix: RoundTripMatrix
    var label: String

    init?(size: Double, centre: Point, random: SplitMix64) {
        var random = random
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * random.nextUnitDouble()
        }
        func number(_ value: Double) -> String { "\(value == 0 ? 0 : value)" }
        guard random.next() % 2 == 0 else { return nil }
        let boxX = centre.x + uniform(-1...1) * size, boxY = centre.y + uniform(-1...1) * size
        let boxWidth = uniform(0.5...2) * size, boxHeight = uniform(0.5...2) * size
        let x = uniform(-1...1) * size, y = uniform(-1...1) * size
        var width = uniform(0.5...2) * size, height = uniform(0.5...2) * size
        var widthText = number(width), heightText = number(height)
        rootAttributes = []
        if random.next() % 3 == 0 {
            // Percentages of the root's viewBox (which itself maps nothing: the root's user space is the document's).
            let rootWidth = uniform(1...4) * size, rootHeight = uniform(1...4) * size
            let widthPercent = uniform(10...100), heightPercent = uniform(10...100)
            rootAttributes = [("viewBox", "0 0 \(number(rootWidth)) \(number(rootHeight))")]
            widthText = "\(number(widthPercent))%"
            heightText = "\(number(heightPercent))%"
            width = widthPercent * rootWidth / 100
            height = heightPercent * rootHeight / 100
        }
        let alignments = ["xMinYMin", "xMidYMin", "xMaxYMin", "xMinYMid", "xMidYMid", "xMaxYMid", "xMinYMax", "xMidYMax",
                          "xMaxYMax"]
        let choice = Int(random.next() % 12)
        let align = choice < 9 ? alignments[choice] : choice == 9 ? "none" : "xMidYMid"
        let slice = align != "none" && choice < 10 && random.next() % 2 == 0
        let aspect = choice == 11 ? [] : [("preserveAspectRatio", "\(align)\(slice ? " slice" : choice < 9 ? " meet" : "")")]
        var scaleX = width / boxWidth, scaleY = height / boxHeight
        if align != "none" {
            let uniformScale = slice ? Swift.max(scaleX, scaleY) : Swift.min(scaleX, scaleY)
            (scaleX, scaleY) = (uniformScale, uniformScale)
        }
        func share(_ position: String) -> Double { position == "Min" ? 0 : position == "Mid" ? 0.5 : 1 }
        let shareX = align == "none" ? 0 : share(String(align.dropFirst(1).prefix(3)))
        let shareY = align == "none" ? 0 : share(String(align.suffix(3)))
        matrix = RoundTripMatrix(e: x + shareX * (width - boxWidth * scaleX), f: y + shareY * (height - boxHeight * scaleY))
            .then(RoundTripMatrix(a: scaleX, d: scaleY))
            .then(RoundTripMatrix(e: -boxX, f: -boxY))
        attributes = [("x", number(x)), ("y", number(y)), ("width", widthText), ("height", heightText),
                      ("viewBox", "\(number(boxX)) \(number(boxY)) \(number(boxWidth)) \(number(boxHeight))")] + aspect
        label = choice == 11 ? "default" : align + (slice ? " slice" : "")
    }
}

/// A 2-D affine matrix composed here, independently of ``FilletGeometry/AffineTransform``'s `*`:
/// `x' = a·x + c·y + e`, `y' = b·x + d·y + f`.
struct RoundTripMatrix {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    /// `self · inner` (inner applied first), written out.
    func then(_ inner: RoundTripMatrix) -> RoundTripMatrix {
        RoundTripMatrix(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    var transform: FilletGeometry.AffineTransform { .init(a: a, b: b, c: c, d: d, e: e, f: f) }
}

extension SVGRoundTripDocument {
    /// Writes the document for `path` (see the type's summary); `spelled: false` keeps every
    /// document in the plain form.
    init(path: Path, spelled: Bool = true) {
        var random = SplitMix64(seed: Catalogue.pathHash(path) ^ 0x5EED_5A6E_0F00_D001)
        func unit() -> Double { random.nextUnitDouble() }
        func uniform(_ range: ClosedRange<Double>) -> Double { range.lowerBound + (range.upperBound - range.lowerBound) * unit() }
        func coin() -> Bool { random.next() & 1 == 1 }
        let bounds = path.bounds
        let size = Swift.max(bounds.diagonal, 1e-300)
        let centre = Point(x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2)
        func number(_ value: Double) -> String { "\(value == 0 ? 0 : value)" }

        /// One transform list and its matrix.
        func transformList() -> (text: String, matrix: RoundTripMatrix) {
            var parts: [String] = [], matrix = RoundTripMatrix()
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let step: RoundTripMatrix, text: String
                switch random.next() % 6 {
                case 0:
                    let x = uniform(-2...2) * size, y = uniform(-2...2) * size
                    (text, step) = ("translate(\(number(x)) \(number(y)))", RoundTripMatrix(e: x, f: y))
                case 1:
                    let x = uniform(0.5...2) * (coin() ? 1 : -1), y = coin() ? x : uniform(0.5...2)
                    (text, step) = (x == y ? "scale(\(number(x)))" : "scale(\(number(x)) \(number(y)))", RoundTripMatrix(a: x, d: y))
                case 2:
                    let degrees = uniform(-180...180), about = Point(x: centre.x + uniform(-1...1) * size, y: centre.y)
                    let radians = degrees * .pi / 180, (cosine, sine) = (cos(radians), sin(radians))
                    let rotation = RoundTripMatrix(a: cosine, b: sine, c: -sine, d: cosine)
                    step = RoundTripMatrix(e: about.x, f: about.y).then(rotation).then(RoundTripMatrix(e: -about.x, f: -about.y))
                    text = "rotate(\(number(degrees)) \(number(about.x)) \(number(about.y)))"
                case 3:
                    let degrees = uniform(-40...40)
                    (text, step) = ("skewX(\(number(degrees)))", RoundTripMatrix(c: tan(degrees * .pi / 180)))
                case 4:
                    let degrees = uniform(-40...40)
                    (text, step) = ("skewY(\(number(degrees)))", RoundTripMatrix(b: tan(degrees * .pi / 180)))
                default:
                    let m = RoundTripMatrix(a: uniform(0.5...1.5), b: uniform(-0.5...0.5), c: uniform(-0.5...0.5),
                                            d: uniform(0.5...1.5) * (coin() ? 1 : -1), e: uniform(-1...1) * size,
                                            f: uniform(-1...1) * size)
                    text = "matrix(\([m.a, m.b, m.c, m.d, m.e, m.f].map(number).joined(separator: " ")))"
                    step = m
                }
                parts.append(text)
                matrix = matrix.then(step)
            }
            return (parts.joined(separator: " "), matrix)
        }

        // The path data.
        var data: [String] = [], usesRelative = false, usesSmooth = false, usesArc = false, usesAxisLines = false
        var pen = Point.zero, subpathStart = Point.zero
        var lastCubicControl: Point?, lastQuadControl: Point?
        let smoothSlack = 1e-12 * size
        for element in path.elements {
            let relative = coin()
            usesRelative = usesRelative || relative
            func xy(_ point: Point) -> String {
                relative ? "\(number(point.x - pen.x)) \(number(point.y - pen.y))" : "\(number(point.x)) \(number(point.y))"
            }
            var nextCubic: Point?, nextQuad: Point?
            switch element {
            case .move(let point):
                data.append((relative ? "m" : "M") + xy(point))
                pen = point
                subpathStart = point
            case .line(let point):
                if point.y == pen.y, coin() {
                    data.append(relative ? "h\(number(point.x - pen.x))" : "H\(number(point.x))")
                    usesAxisLines = true
                } else if point.x == pen.x, coin() {
                    data.append(relative ? "v\(number(point.y - pen.y))" : "V\(number(point.y))")
                    usesAxisLines = true
                } else {
                    data.append((relative ? "l" : "L") + xy(point))
                }
                pen = point
            case .cubic(let control1, let control2, let point):
                let reflected = lastCubicControl.map { Point(x: 2 * pen.x - $0.x, y: 2 * pen.y - $0.y) } ?? pen
                if control1.distance(to: reflected) <= smoothSlack {
                    data.append((relative ? "s" : "S") + xy(control2) + " " + xy(point))
                    usesSmooth = true
                } else {
                    data.append((relative ? "c" : "C") + xy(control1) + " " + xy(control2) + " " + xy(point))
                }
                nextCubic = control2
                pen = point
            case .quad(let control, let point):
                let reflected = lastQuadControl.map { Point(x: 2 * pen.x - $0.x, y: 2 * pen.y - $0.y) } ?? pen
                if control.distance(to: reflected) <= smoothSlack {
                    data.append((relative ? "t" : "T") + xy(point))
                    usesSmooth = true
                } else {
                    data.append((relative ? "q" : "Q") + xy(control) + " " + xy(point))
                }
                nextQuad = control
                pen = point
            case .arc(let arc):
                let end = arc.endPoint
                let flags = "\(Swift.abs(arc.sweep) > .pi ? 1 : 0) \(arc.sweep > 0 ? 1 : 0)"
                data.append((relative ? "a" : "A") + "\(number(arc.radius)) \(number(arc.radius)) \(number(uniform(-90...90))) \(flags) " + xy(end))
                usesArc = true
                pen = end
            case .close:
                data.append(relative ? "z" : "Z")
                pen = subpathStart
            }
            (lastCubicControl, lastQuadControl) = (nextCubic, nextQuad)
        }
        let pathData = data.joined(separator: " ")

        // The document.
        var groups: [(text: String, matrix: RoundTripMatrix)] = []
        for _ in 0..<Int(random.next() % 3) { groups.append(transformList()) }
        let port = RoundTripViewport(size: size, centre: centre,
                                     random: SplitMix64(seed: Catalogue.pathHash(path) ^ 0x5EED_5A6E_0F00_D002))
        let outer = groups.reduce(port?.matrix ?? RoundTripMatrix()) { $0.then($1.matrix) }
        var body: [RoundTripElement] = []
        var expected: [(element: String, path: Path)] = []
        func mapped(_ outline: Path, _ matrix: RoundTripMatrix) -> Path {
            (try? outline.applying(matrix.transform)) ?? Path()
        }
        let own = transformList()
        body.append(RoundTripElement("path", [("d", pathData), ("transform", own.text)]))
        expected.append(("path", mapped(path, outer.then(own.matrix))))
        let useTransform = transformList()
        // One coordinate in four is left out, for its default 0 (drawn apart, so the other choices stay as they were).
        var defaults = SplitMix64(seed: Catalogue.pathHash(path) ^ 0x5EED_5A6E_0F00_D005)
        func omitted() -> Bool { defaults.next() % 4 == 0 }
        let omitsUseX = omitted(), omitsUseY = omitted(), omitsX = omitted(), omitsY = omitted()
        func given(_ name: String, _ value: String, unless omitted: Bool) -> [(name: String, value: String)] {
            omitted ? [] : [(name, value)]
        }
        let drawnUseX = uniform(-1...1) * size, drawnUseY = uniform(-1...1) * size
        let useX = omitsUseX ? 0 : drawnUseX, useY = omitsUseY ? 0 : drawnUseY
        body.append(RoundTripElement("use", [("href", "#" + RoundTripSpelling.sharedID)] + given("x", number(useX), unless: omitsUseX)
                                     + given("y", number(useY), unless: omitsUseY) + [("transform", useTransform.text)]))
        expected.append(("path", mapped(path, outer.then(useTransform.matrix).then(RoundTripMatrix(e: useX, f: useY)))))

        // One basic shape, built here with the path builders as the specification's equivalent path.
        let shapeTransform = transformList()
        let drawnX = centre.x + uniform(-0.5...0.5) * size, drawnY = centre.y + uniform(-0.5...0.5) * size
        let x = omitsX ? 0 : drawnX, y = omitsY ? 0 : drawnY
        let width = uniform(0.1...1) * size, height = uniform(0.1...1) * size
        // The shape's lengths in a unit drawn apart (so the other choices stay as they were): CSS
        // Values 4 §6.2 from its definitions, 1in = 96px, 1cm = 1in/2.54, 1mm = 1cm/10,
        // 1Q = 1cm/40, 1pt = 1in/72, 1pc = 12pt; or a plain number.
        var unitRandom = SplitMix64(seed: Catalogue.pathHash(path) ^ 0x5EED_5A6E_0F00_D003)
        let inch = 96.0, centimetre = inch / 2.54, point = inch / 72
        let units: [(name: String, userUnits: Double)] = [("", 1), ("px", 1), ("in", inch), ("cm", centimetre),
                                                           ("mm", centimetre / 10), ("Q", centimetre / 40),
                                                           ("pt", point), ("pc", 12 * point)]
        let unit = units[Int(unitRandom.next() % UInt64(units.count))]
        func length(_ value: Double) -> String { number(value / unit.userUnits) + unit.name }
        var outline = Path(), shapeElement = RoundTripElement("", []), shapeName = ""
        do {
            switch random.next() % 5 {
            case 0:
                let radius = coin() ? 0 : uniform(0...0.5) * Swift.min(width, height)
                shapeName = "rect"
                shapeElement = RoundTripElement("rect", given("x", length(x), unless: omitsX) + given("y", length(y), unless: omitsY)
                                                + [("width", length(width)), ("height", length(height))]
                                         + (radius > 0 ? [("rx", length(radius))] : []) + [("transform", shapeTransform.text)])
                try outline.move(to: Point(x: x + radius, y: y))
                if radius > 0 {
                    // The corners through the CG-style builder, whose joining line to each arc's
                    // start draws the edge before it (the reader draws the edges itself).
                    let corners = [(x + width - radius, y + radius, -Double.pi / 2), (x + width - radius, y + height - radius, 0),
                                   (x + radius, y + height - radius, Double.pi / 2), (x + radius, y + radius, Double.pi)]
                    for (cx, cy, start) in corners {
                        try outline.addArc(center: Point(x: cx, y: cy), radius: radius, startAngle: start,
                                           endAngle: start + .pi / 2, clockwise: false)
                    }
                } else {
                    try outline.addLine(to: Point(x: x + width, y: y))
                    try outline.addLine(to: Point(x: x + width, y: y + height))
                    try outline.addLine(to: Point(x: x, y: y + height))
                }
                outline.closeSubpath()
            case 1:
                // One circle in two written as an ellipse of equal radii (ry given, or left to `auto`).
                let asEllipse = defaults.next() % 2 == 0, autoRadius = defaults.next() % 2 == 0
                shapeName = asEllipse ? "ellipse" : "circle"
                let radii = asEllipse ? [("rx", length(width))] + given("ry", length(width), unless: autoRadius) : [("r", length(width))]
                shapeElement = RoundTripElement(shapeName, given("cx", length(x), unless: omitsX) + given("cy", length(y), unless: omitsY)
                                                + radii + [("transform", shapeTransform.text)])
                // Through the CG-style builder (a full turn from angle 0, increasing), not the reader's route.
                try outline.addArc(center: Point(x: x, y: y), radius: width, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
                outline.closeSubpath()
            case 2:
                shapeName = "line"
                shapeElement = RoundTripElement("line", given("x1", length(x), unless: omitsX) + given("y1", length(y), unless: omitsY)
                                                + [("x2", length(x + width)), ("y2", length(y - height)),
                                                   ("transform", shapeTransform.text)])
                try outline.move(to: Point(x: x, y: y))
                try outline.addLine(to: Point(x: x + width, y: y - height))
            default:
                let closed = random.next() % 5 == 3
                shapeName = closed ? "polygon" : "polyline"
                var points: [Point] = []
                for _ in 0..<(3 + Int(random.next() % 5)) {
                    points.append(Point(x: x + uniform(-1...1) * width, y: y + uniform(-1...1) * height))
                }
                shapeElement = RoundTripElement(shapeName, [("points", points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")),
                                                     ("transform", shapeTransform.text)])
                try outline.move(to: points[0])
                for point in points.dropFirst() { try outline.addLine(to: point) }
                if closed { outline.closeSubpath() }
            }
        } catch {
            outline = Path()   // not reached: every number drawn is finite
        }
        body.append(shapeElement)
        expected.append((shapeName, mapped(outline, outer.then(shapeTransform.matrix))))
        for group in groups.reversed() { body = [RoundTripElement("g", [("transform", group.text)], children: body)] }
        if let port { body = [RoundTripElement("svg", port.attributes, children: body)] }
        let shared = RoundTripElement("defs", [], children: [RoundTripElement("path", [("id", RoundTripSpelling.sharedID), ("d", pathData)])])
        root = RoundTripElement("svg", port?.rootAttributes ?? [], children: [shared] + body)
        var plain = root
        plain.attributes.insert(("xmlns", RoundTripSpelling.svgNamespace), at: 0)
        text = plain.plainText
        var spellingRandom = SplitMix64(seed: Catalogue.pathHash(path) ^ 0x5EED_5A6E_0F00_D004)
        if spelled, spellingRandom.nextUnitDouble() < 0.75 {
            var spelling = RoundTripSpelling(random: spellingRandom)
            self.spelled = spelling.bytes(of: root)
            spellingLabels = spelling.labels
        }
        self.path = path
        self.expected = expected
        self.usesRelative = usesRelative
        self.usesSmooth = usesSmooth
        self.usesArc = usesArc
        self.usesAxisLines = usesAxisLines
        groupDepth = groups.count
        viewport = port?.label
        shape = shapeName
    }
}

extension Catalogue {
    /// Where the spans fix path rewrites (``FilletSVG/SVGPathAttributeSpan``, a light scan of the
    /// bytes) disagree with the XML reader, or `nil`: every span must be a value between two equal
    /// quotes, and every `path` the reader draws must stand on a line where a span ends its tag
    /// (``FilletSVG/SVGDrawable/line``, the reader's own count). Not asked of a UTF-16 document
    /// (no spans) nor where an element is written by an entity or a value by a declared default
    /// (the tag in the bytes holds no `d`, or is in the document type declaration, which the scan steps over).
    static func misplacedPathSpan(_ document: SVGRoundTripDocument, _ drawables: [SVGDrawable]) -> String? {
        let bytes = [UInt8](document.bytes)
        guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]),
              document.spellingLabels.isDisjoint(with: ["spelled: entity in content", "spelled: attribute default"])
        else { return nil }
        let spans = SVGPathAttributeSpan.spans(in: bytes)
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        for span in spans {
            let range = span.valueRange
            guard range.lowerBound >= 1, range.upperBound < bytes.count, quotes.contains(bytes[range.upperBound]),
                  bytes[range.lowerBound - 1] == bytes[range.upperBound] else {
                return "the path-data span \(range) (line \(span.line)) is not a quoted value"
            }
        }
        let lines = Set(spans.map(\.line))
        for drawable in drawables where drawable.element == "path" {
            guard let line = drawable.line, lines.contains(line) else {
                return "drawable \(drawable.index) (path, line \(drawable.line.map(String.init) ?? "unknown")): "
                    + "no path-data span on its line (spans on lines \(lines.sorted()))"
            }
        }
        return nil
    }

    /// The smallest documents: a root with nothing in it, written as a leaf (`<svg/>`, XML 1.0
    /// §3.1 EmptyElemTag) or as two tags, draws nothing; how the reader misread one, or `nil`.
    /// The same for every document, so read once.
    static let emptyRootMisread: String? = {
        let namespace = RoundTripSpelling.svgNamespace
        for text in ["<svg xmlns=\"\(namespace)\"/>", "<svg xmlns='\(namespace)' />", "<svg xmlns=\"\(namespace)\"></svg>",
                     "<?xml version=\"1.0\"?>\n<svg xmlns=\"\(namespace)\"/>\n<!-- after the root -->\n"] {
            do {
                let drawables = try SVGFile.drawables(data: Data(text.utf8))
                if !drawables.isEmpty { return "the empty document \(text) read as \(drawables.count) drawables" }
            } catch {
                return "the reader refused the empty document \(text): \(error)"
            }
        }
        return nil
    }()

    /// How the path data Fillet writes for `path` (``FilletGeometry/Path/svgPathData(precision:)`` at
    /// ``FilletGeometry/Path/svgPrecision``, which writes a shape to 10⁻⁶ of its size) read back by
    /// ``FilletGeometry/Path/init(svgPathData:maximumElements:)`` strays from `path`, or `nil`: the
    /// same subpaths starting within 10⁻⁵ of the size (each coordinate is rounded once), and
    /// bounds within 10⁻⁵ of the size (arcs are written as endpoint-form pieces of at most a
    /// quarter turn, whose centres the rounding moves by a few times as much).
    static func writtenPathDataMisread(_ path: Path) -> String? {
        guard let precision = path.svgPrecision else { return nil }
        let data = path.svgPathData(precision: precision)
        let read: Path
        do {
            read = try Path(svgPathData: data)
        } catch {
            return "the path data Fillet writes (\(precision) decimals) does not parse: \(error)"
        }
        let allowed = 1e-5 * path.characteristicSize
        func starts(_ path: Path) -> [Point] {
            path.elements.compactMap { element in if case .move(let point) = element { point } else { nil } }
        }
        let written = starts(path), readStarts = starts(read)
        guard written.count == readStarts.count else {
            return "the path data Fillet writes (\(precision) decimals) reads back as \(readStarts.count) subpaths, not \(written.count)"
        }
        for (index, (start, readStart)) in zip(written, readStarts).enumerated() where !(start.distance(to: readStart) <= allowed) {
            return "the path data Fillet writes (\(precision) decimals) starts subpath \(index) at \(readStart), "
                + "\(format(start.distance(to: readStart))) from \(start) (allowed \(format(allowed)))"
        }
        let a = path.bounds, b = read.bounds
        let gap = Swift.max(Swift.max(Swift.abs(a.minX - b.minX), Swift.abs(a.maxX - b.maxX)),
                            Swift.max(Swift.abs(a.minY - b.minY), Swift.abs(a.maxY - b.maxY)))
        guard gap <= allowed else {
            return "the path data Fillet writes (\(precision) decimals) reads back with bounds \(b), "
                + "\(format(gap)) from \(a) (allowed \(format(allowed)))"
        }
        return nil
    }

    /// ``Invariant/svgRoundTrip``: the document ``SVGRoundTripDocument`` writes for `path`, read
    /// back by ``FilletSVG/SVGFile/drawables(data:)`` in its spelling, gives one drawable per element in document
    /// order, each equal to the outline built directly and mapped by the transform composed here
    /// (``RoundTripMatrix``, not the reader's composition), as measured by the core:
    ///
    /// ```
    /// subpaths      the same count, each starting at the same point      within ε
    /// bounds        the same box                                         within ε
    /// area          per subpath the same signed area                     within 8ε·perimeter
    /// length        the same length                                      within ε + 10⁻⁹ of it
    /// ```
    ///
    /// `ε` = ``VerificationTolerances/length(size:magnitude:)`` of the expected outline: the
    /// numbers are written in round-trip form, so only the reader's own rounding (relative
    /// coordinates, arcs from endpoint form, angles in degrees) separates the two. Margin: the
    /// tightest slack over the size (areas over its square); a document the reader refuses, or a
    /// different count of drawables, subpaths or element kinds, is −1.
    /// It also asks of the reader, in the same verdict: the spans `fix path` rewrites stand where
    /// the reader drew (``misplacedPathSpan(_:_:)``) and lie exactly on the `d` values of a fixed
    /// document (``pathSpanProbeMisread``), path data's element sources begin where each element
    /// was written (``pathSourceProbeMisread``), path data ending in a number is read without a
    /// byte past its end (``pathDataEndProbeMisread``), a CDATA section of exactly libxml2's
    /// length limit is read (``textLimitProbeMisread``), entity references expanding to exactly
    /// the reader's budget are read and one byte more refused (``entityBudgetProbeMisread``),
    /// attribute values keep or lose their spaces and line ends as their declared types say and
    /// namespace names at the edges of the URI grammar are read (``attributeValueProbeMisread``), the
    /// DTD's attribute defaults apply where a tag of many attributes gives none and give way where it
    /// does (``attributeDefaultProbeMisread``), a malformed document's error is reported at the line
    /// and column of the offending character (``errorLocationProbeMisread``), an entity reference
    /// is refused exactly where its expansion's density passes libxml2's limit
    /// (``entityDensityProbeMisread``), the
    /// empty root draws nothing (``emptyRootMisread``), Fillet's own pictures read back over the viewBox their writer
    /// documents (``pictureProbeMisread``), and Fillet's own path data for the outline reads back
    /// (``writtenPathDataMisread(_:)``).
    static func checkSVGRoundTrip(_ document: SVGRoundTripDocument) -> (passed: Bool, margin: Double, detail: String) {
        let drawables: [SVGDrawable]
        do {
            drawables = try SVGFile.drawables(data: document.bytes)
        } catch {
            return (false, -1, "the reader refused the document: \(error)")
        }
        guard drawables.count == document.expected.count else {
            return (false, -1, "\(drawables.count) drawables read, \(document.expected.count) written")
        }
        if let misplaced = misplacedPathSpan(document, drawables) { return (false, -1, misplaced) }
        if let misread = emptyRootMisread { return (false, -1, misread) }
        if let misread = pathSpanProbeMisread { return (false, -1, misread) }
        if let misread = pathSourceProbeMisread { return (false, -1, misread) }
        if let misread = pathDataEndProbeMisread { return (false, -1, misread) }
        if let misread = pictureProbeMisread { return (false, -1, misread) }
        if let misread = textLimitProbeMisread { return (false, -1, misread) }
        if let misread = entityBudgetProbeMisread { return (false, -1, misread) }
        if let misread = attributeValueProbeMisread { return (false, -1, misread) }
        if let misread = attributeDefaultProbeMisread { return (false, -1, misread) }
        if let misread = errorLocationProbeMisread { return (false, -1, misread) }
        if let misread = entityDensityProbeMisread { return (false, -1, misread) }
        if let misread = writtenPathDataMisread(document.path) { return (false, -1, misread) }
        var worst = Double.infinity, worstText = ""
        for (index, (drawable, expected)) in zip(drawables, document.expected).enumerated() {
            guard drawable.element == expected.element else {
                return (false, -1, "drawable \(index) is a \(drawable.element), written a \(expected.element)")
            }
            let read = PreparedPath(drawable.path), built = PreparedPath(expected.path)
            guard read.subpaths.count == built.subpaths.count else {
                return (false, -1, "drawable \(index) (\(expected.element)): \(read.subpaths.count) subpaths read, \(built.subpaths.count) built")
            }
            let size = built.characteristicSize
            let scale = size > 0 ? size : 1
            let tolerance = VerificationTolerances.length(size: size, magnitude: expected.path.flatteningMagnitude)
            func consider(_ slack: Double, _ text: @autoclosure () -> String) {
                if slack < worst || slack.isNaN { worst = slack; worstText = "drawable \(index) (\(expected.element)): " + text() }
            }
            for subpath in built.subpaths.indices {
                let gap = read.subpaths[subpath].start.distance(to: built.subpaths[subpath].start)
                consider((tolerance - gap) / scale, "subpath \(subpath) starts \(format(gap)) from the built one")
                let area = read.signedArea(ofSubpath: subpath), builtArea = built.signedArea(ofSubpath: subpath)
                let allowed = 8 * tolerance * Swift.max(built.length, read.length)
                consider((allowed - Swift.abs(area - builtArea)) / (scale * scale),
                         "subpath \(subpath) area \(format(area)), built \(format(builtArea))")
            }
            let a = read.bounds, b = built.bounds
            let boundsGap = Swift.max(Swift.max(Swift.abs(a.minX - b.minX), Swift.abs(a.maxX - b.maxX)),
                                      Swift.max(Swift.abs(a.minY - b.minY), Swift.abs(a.maxY - b.maxY)))
            consider((tolerance - boundsGap) / scale, "bounds \(a), built \(b)")
            let lengthGap = Swift.abs(read.length - built.length)
            consider((tolerance + 1e-9 * built.length - lengthGap) / scale,
                     "length \(format(read.length)), built \(format(built.length))")
        }
        return (worst >= 0, worst, "tightest: \(worstText)")
    }
}
