import Foundation

/// The public JSON form of a polyline, a contract other tools read:
///
/// ```json
/// {"subpaths":[{"closed":true,"points":[[x,y],[x,y],...]}]}
/// ```
///
/// One entry per subpath, each with at least one point; a closed subpath's closing chord is
/// implicit (the first point is not repeated). Numbers are written in the shortest form that
/// parses back to the same Double, so encoding then decoding reproduces the polyline exactly.
extension Polyline: Codable {
    /// The polyline as compact JSON text in the contract's shape.
    /// - Complexity: O(points).
    public func jsonString() -> String {
        var text = "{\"subpaths\":["
        for (subpathIndex, subpath) in subpaths.enumerated() {
            if subpathIndex > 0 { text += "," }
            text += "{\"closed\":\(subpath.isClosed),\"points\":["
            for index in subpath.pointRange {
                if index > subpath.pointRange.lowerBound { text += "," }
                text += GeometryJSON.point(points[index])
            }
            text += "]}"
        }
        return text + "]}"
    }

    /// Reads a polyline from JSON text in the contract's shape, validated by ``init(subpaths:)``.
    /// - Throws: ``GeometryJSONError``: `.notJSON`, `.schema` (missing key, wrong type, a point
    ///   that is not `[x, y]`), `.geometry` (an empty subpath, a non-finite number).
    public init(json: String) throws(GeometryJSONError) {
        try self.init(jsonData: Data(json.utf8))
    }

    /// Reads a polyline from UTF-8 JSON data; see ``init(json:)``.
    public init(jsonData: Data) throws(GeometryJSONError) {
        self = try GeometryJSON.decode(Polyline.self, from: jsonData)
    }

    private enum CodingKeys: String, CodingKey { case subpaths }
    private enum SubpathKeys: String, CodingKey { case closed, points }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .subpaths)
        var subpaths: [(points: [Point], isClosed: Bool)] = []
        while !list.isAtEnd {
            let subpath = try list.nestedContainer(keyedBy: SubpathKeys.self)
            let closed = try subpath.decode(Bool.self, forKey: .closed)
            var pointList = try subpath.nestedUnkeyedContainer(forKey: .points)
            var points: [Point] = []
            while !pointList.isAtEnd {
                let path = pointList.codingPath + [JSONIndexKey(pointList.currentIndex)]
                points.append(try GeometryJSON.point(from: pointList.decode([Double].self), at: path))
            }
            subpaths.append((points, closed))
        }
        do {
            try self.init(subpaths: subpaths)
        } catch {
            throw GeometryJSON.corrupted(.geometry(error), at: decoder.codingPath)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var list = container.nestedUnkeyedContainer(forKey: .subpaths)
        for subpath in subpaths {
            var entry = list.nestedContainer(keyedBy: SubpathKeys.self)
            try entry.encode(subpath.isClosed, forKey: .closed)
            try entry.encode(points[subpath.pointRange].map { [$0.x, $0.y] }, forKey: .points)
        }
    }
}

/// An array index as a coding key, for error locations.
private struct JSONIndexKey: CodingKey {
    var stringValue: String { "\(index)" }
    var intValue: Int? { index }
    let index: Int
    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { index = intValue }
}
