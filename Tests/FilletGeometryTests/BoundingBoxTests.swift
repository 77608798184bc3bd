import Testing
@testable import FilletGeometry

@Suite struct BoundingBoxTests {
    @Test func sizeAndDiagonalOfARect() {
        let rect = BoundingBox(Point(x: 4, y: 1), Point(x: 1, y: 5))
        #expect(rect.minX == 1 && rect.maxX == 4 && rect.minY == 1 && rect.maxY == 5)
        #expect(rect.width == 3)
        #expect(rect.height == 4)
        #expect(rect.diagonal == 5)
        #expect(rect.origin == Point(x: 1, y: 1))
        #expect(rect.center == Point(x: 2.5, y: 3))
        #expect(!rect.isEmpty)
    }

    @Test func emptyRectIsTheIdentityOfUnion() {
        let rect = BoundingBox(minX: -1, minY: 2, maxX: 3, maxY: 7)
        #expect(BoundingBox.empty.isEmpty)
        #expect(BoundingBox.empty.width == 0 && BoundingBox.empty.height == 0 && BoundingBox.empty.diagonal == 0)
        #expect(BoundingBox.empty.union(rect) == rect)
        #expect(rect.union(.empty) == rect)
        #expect(BoundingBox.empty.union(Point(x: 2, y: 3)) == BoundingBox(point: Point(x: 2, y: 3)))
    }

    @Test func aSinglePointRectIsNotEmpty() {
        let rect = BoundingBox(point: Point(x: 2, y: 3))
        #expect(!rect.isEmpty)
        #expect(rect.diagonal == 0)
        #expect(rect.contains(Point(x: 2, y: 3)))
    }

    @Test func unionCoversBothRects() {
        let a = BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)
        let b = BoundingBox(minX: 3, minY: -2, maxX: 4, maxY: 0.5)
        #expect(a.union(b) == BoundingBox(minX: 0, minY: -2, maxX: 4, maxY: 1))
        var grown = a
        grown.formUnion(Point(x: -1, y: 5))
        #expect(grown == BoundingBox(minX: -1, minY: 0, maxX: 1, maxY: 5))
    }

    @Test func intersectsCountsTouchingEdges() {
        let a = BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)
        #expect(a.intersects(BoundingBox(minX: 1, minY: 1, maxX: 2, maxY: 2)))
        #expect(!a.intersects(BoundingBox(minX: 1.001, minY: 0, maxX: 2, maxY: 1)))
        #expect(!a.intersects(.empty))
        #expect(a.expanded(by: 0.5) == BoundingBox(minX: -0.5, minY: -0.5, maxX: 1.5, maxY: 1.5))
    }
}
