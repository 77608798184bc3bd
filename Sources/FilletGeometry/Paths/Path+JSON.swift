import Foundation

/// The public JSON form of a path, a contract other tools read:
///
/// ```json
/// {"subpaths":[{"closed":true,"elements":[
///     {"op":"move","to":[x,y]},
///     {"op":"line","to":[x,y]},
///     {"op":"arc","center":[x,y],"radius":r,"start":a,"sweep":s},
///     {"op":"quad","control":[x,y],"to":[x,y]},
///     {"op":"cubic","control1":[x,y],"control2":[x,y],"to":[x,y]}]}]}
/// ```
///
/// One entry per subpath, in order. `elements` starts with exactly one `move`; `close` is not an
/// element but `"closed": true`. Angles are radians from +x toward +y (y-down), `sweep` is signed
/// (positive = increasing angle). Numbers are written in the shortest form that parses back to the
/// same Double, so encoding then decoding reproduces the path exactly.
extension Path: Codable {
    /// The path as compact JSON text in the contract's shape (keys in the order shown above).
    /// - Complexity: O(elements).
    public func jsonString() -> String {
        var text = "{\"subpaths\":["
        for (subpathIndex, subpath) in subpaths.enumerated() {
            if subpathIndex > 0 { text += "," }
            text += "{\"closed\":\(subpath.isClosed),\"elements\":["
            var first = true
            for element in elements[subpath.elementRange] {
                let item: String
                switch element {
                case .move(let point): item = "{\"op\":\"move\",\"to\":\(GeometryJSON.point(point))}"
                case .line(let point): item = "{\"op\":\"line\",\"to\":\(GeometryJSON.point(point))}"
                case .arc(let arc):
                    item = "{\"op\":\"arc\",\"center\":\(GeometryJSON.point(arc.center)),\"radius\":\(GeometryJSON.number(arc.radius))"
                        + ",\"start\":\(GeometryJSON.number(arc.startAngle)),\"sweep\":\(GeometryJSON.number(arc.sweep))}"
                case .quad(let control, let to):
                    item = "{\"op\":\"quad\",\"control\":\(GeometryJSON.point(control)),\"to\":\(GeometryJSON.point(to))}"
                case .cubic(let control1, let control2, let to):
                    item = "{\"op\":\"cubic\",\"control1\":\(GeometryJSON.point(control1)),\"control2\":\(GeometryJSON.point(control2))"
                        + ",\"to\":\(GeometryJSON.point(to))}"
                case .close: continue
                }
                text += (first ? "" : ",") + item
                first = false
            }
            text += "]}"
        }
        return text + "]}"
    }

    /// Reads a path from JSON text in the contract's shape, validated by ``init(elements:)``.
    /// Unknown keys are ignored.
    /// - Throws: ``GeometryJSONError``: `.notJSON` for text that is not JSON, `.schema` for a wrong
    ///   shape (missing key, unknown `op`, a point that is not `[x, y]`, a `move` that is not first),
    ///   `.geometry` for a non-finite number or negative radius.
    public init(json: String) throws(GeometryJSONError) {
        try self.init(jsonData: Data(json.utf8))
    }

    /// Reads a path from UTF-8 JSON data; see ``init(json:)``.
    public init(jsonData: Data) throws(GeometryJSONError) {
        self = try GeometryJSON.decode(Path.self, from: jsonData)
    }

    private enum CodingKeys: String, CodingKey { case subpaths }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let subpaths = try container.decode([SubpathJSON].self, forKey: .subpaths)
        var elements: [PathElement] = []
        for subpath in subpaths {
            elements.append(contentsOf: subpath.elements)
            if subpath.closed { elements.append(.close) }
        }
        do {
            try self.init(elements: elements)
        } catch {
            throw GeometryJSON.corrupted(.geometry(error), at: decoder.codingPath)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var subpathsContainer = container.nestedUnkeyedContainer(forKey: .subpaths)
        for subpath in subpaths {
            let body = elements[subpath.elementRange].filter { $0 != .close }
            try subpathsContainer.encode(SubpathJSON(closed: subpath.isClosed, elements: body))
        }
    }
}

/// One subpath of the path contract.
private struct SubpathJSON: Codable {
    var closed: Bool
    var elements: [PathElement]

    init(closed: Bool, elements: [PathElement]) {
        self.closed = closed
        self.elements = elements
    }

    private enum CodingKeys: String, CodingKey { case closed, elements }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        closed = try container.decode(Bool.self, forKey: .closed)
        var list = try container.nestedUnkeyedContainer(forKey: .elements)
        elements = []
        while !list.isAtEnd {
            let element = try list.decode(ElementJSON.self)
            let isMove: Bool
            if case .move = element.element { isMove = true } else { isMove = false }
            guard isMove == elements.isEmpty else {
                let location = GeometryJSON.location(list.codingPath) + "[\(elements.count)]"
                throw GeometryJSON.corrupted(.schema(location: location, reason: isMove
                    ? "a move may only start a subpath (start a new subpath instead)"
                    : "a subpath must start with a move"), at: list.codingPath)
            }
            elements.append(element.element)
        }
        guard !elements.isEmpty else {
            let location = GeometryJSON.location(container.codingPath + [CodingKeys.elements])
            throw GeometryJSON.corrupted(.schema(location: location, reason: "a subpath needs at least a move"),
                                         at: container.codingPath)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(closed, forKey: .closed)
        try container.encode(elements.map(ElementJSON.init), forKey: .elements)
    }
}

/// One element of the path contract: `move`, `line` or `arc`.
private struct ElementJSON: Codable {
    var element: PathElement

    init(_ element: PathElement) { self.element = element }

    private enum CodingKeys: String, CodingKey { case op, to, center, radius, start, sweep, control, control1, control2 }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let op = try container.decode(String.self, forKey: .op)
        func point(_ key: CodingKeys) throws -> Point {
            try GeometryJSON.point(from: container.decode([Double].self, forKey: key), at: container.codingPath + [key])
        }
        switch op {
        case "move": element = .move(to: try point(.to))
        case "line": element = .line(to: try point(.to))
        case "arc":
            element = .arc(Arc(center: try point(.center), radius: try container.decode(Double.self, forKey: .radius),
                               startAngle: try container.decode(Double.self, forKey: .start),
                               sweep: try container.decode(Double.self, forKey: .sweep)))
        case "quad": element = .quad(control: try point(.control), to: try point(.to))
        case "cubic": element = .cubic(control1: try point(.control1), control2: try point(.control2), to: try point(.to))
        default:
            let reason = op == "close" ? "close is written as \"closed\": true on the subpath, not as an element"
                                       : "unknown op \"\(op)\" (expected move, line, arc, quad or cubic)"
            throw GeometryJSON.corrupted(.schema(location: GeometryJSON.location(container.codingPath + [CodingKeys.op]),
                                                 reason: reason), at: container.codingPath)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch element {
        case .move(let point):
            try container.encode("move", forKey: .op)
            try container.encode([point.x, point.y], forKey: .to)
        case .line(let point):
            try container.encode("line", forKey: .op)
            try container.encode([point.x, point.y], forKey: .to)
        case .arc(let arc):
            try container.encode("arc", forKey: .op)
            try container.encode([arc.center.x, arc.center.y], forKey: .center)
            try container.encode(arc.radius, forKey: .radius)
            try container.encode(arc.startAngle, forKey: .start)
            try container.encode(arc.sweep, forKey: .sweep)
        case .quad(let control, let to):
            try container.encode("quad", forKey: .op)
            try container.encode([control.x, control.y], forKey: .control)
            try container.encode([to.x, to.y], forKey: .to)
        case .cubic(let control1, let control2, let to):
            try container.encode("cubic", forKey: .op)
            try container.encode([control1.x, control1.y], forKey: .control1)
            try container.encode([control2.x, control2.y], forKey: .control2)
            try container.encode([to.x, to.y], forKey: .to)
        case .close:
            break
        }
    }
}
