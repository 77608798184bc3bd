/// A closed disc: the points within `radius` of `center`. A contact search leaves such
/// neighbourhoods out (the tip of a spike, see
/// ``PreparedPath/contacts(incoming:outgoing:outside:)``).
package struct Disc: Hashable, Sendable {
    package var center: Point
    package var radius: Double

    package init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// Whether `point` lies in the disc (on its circle included).
    package func contains(_ point: Point) -> Bool {
        (point - center).lengthSquared <= radius * radius
    }

    /// Whether every point of `box` lies in the disc (its farthest corner does).
    package func contains(_ box: BoundingBox) -> Bool {
        let dx = Swift.max(center.x - box.minX, box.maxX - center.x)
        let dy = Swift.max(center.y - box.minY, box.maxY - center.y)
        return dx * dx + dy * dy <= radius * radius
    }

    /// Whether `box` has a point in the disc (its nearest point to the centre does).
    package func meets(_ box: BoundingBox) -> Bool {
        let dx = Swift.max(box.minX - center.x, 0, center.x - box.maxX)
        let dy = Swift.max(box.minY - center.y, 0, center.y - box.maxY)
        return dx * dx + dy * dy <= radius * radius
    }
}
