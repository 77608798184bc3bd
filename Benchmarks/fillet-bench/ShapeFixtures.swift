import BenchmarkKit
import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck
import Foundation

/// The parameter sets every case family runs on, built with the FilletShapes constructions.
///
/// All fit a 100 × 100 box (stars and polygons centred at (50, 50), radius 50).
enum ShapeFixtures {
    /// Star point counts: 5, 24, 1 000 and 10 000, plus 50 and 500 to space the
    /// corner series (2n corners: 10 … 20 000).
    static let starPoints = [5, 24, 50, 500, 1_000, 10_000]
    /// Larger stars for the self-intersection and clearance cases only (outside the corner
    /// series, whose fit stays over 10 … 20 000 corners).
    static let largeStarPoints = [100_000]
    static let box = Rect(x: 0, y: 0, width: 100, height: 100)

    static func all() -> [ShapeFixture] {
        var fixtures: [ShapeFixture] = []
        fixtures += starPoints.map { star(points: $0, inCornerSeries: true) }
        let (vertices, radii) = randomPolygon(vertices: 100, seed: 0x5EED)
        fixtures.append(ShapeFixture(name: "polygon-100-mixed", corners: 100, inCornerSeries: false) {
            try RoundedPolygon(vertices: opaque(vertices), radii: radii).path
        })
        fixtures.append(ShapeFixture(name: "rect", corners: 4, inCornerSeries: false) {
            try RoundedRect(rect: opaque(box), cornerRadius: 12).path
        })
        for position in RoundedBorder.Position.allCases {
            fixtures.append(ShapeFixture(name: "border-\(position.rawValue)", corners: 8, inCornerSeries: false) {
                try RoundedBorder(rect: opaque(box), borderWidth: 4, position: position, cornerRadius: 12).path
            })
        }
        fixtures += seeds()
        return fixtures
    }

    /// The smoothing of the smoothed fixtures.
    static let smoothing = 0.6

    /// Smoothed corners (issue 46), for the generation and flattening cases only: star-5 and
    /// star-24 as ``star(points:inCornerSeries:smoothing:)`` and the rect, each with smoothing
    /// ``smoothing`` (named `…-smoothed`; the unsmoothed fixtures of the same names are the
    /// figures to compare with: the issue asks for smoothed star-5 within 2× of them).
    static func smoothed() -> [ShapeFixture] {
        [star(points: 5, inCornerSeries: false, smoothing: smoothing), star(points: 24, inCornerSeries: false, smoothing: smoothing),
         ShapeFixture(name: "rect-smoothed", corners: 4, inCornerSeries: false) {
             try RoundedRect(rect: opaque(box), cornerRadius: 12, smoothing: smoothing).path
         }]
    }

    /// The benchmark star with `points` points: R = 50 about (50, 50), inner ratio 0.8 (the
    /// regular star for 5 points), fillets 30/n and 15/n; with `smoothing` > 0 its corners are
    /// smoothed and the fixture is named `star-<n>-smoothed`.
    static func star(points: Int, inCornerSeries: Bool, smoothing: Double = 0) -> ShapeFixture {
        // Radii shrink with n so fillets stay a similar fraction of the edges; proportional
        // clamping (the default) would shorten any that do not fit.
        let outerCornerRadius = 30.0 / Double(points), innerCornerRadius = 15.0 / Double(points)
        let inner: Star.InnerRadius = points == 5 ? .regular : .ratio(0.8)
        guard smoothing > 0 else {
            return ShapeFixture(name: "star-\(points)", corners: 2 * points, inCornerSeries: inCornerSeries) {
                try Star(points: opaque(points), outerRadius: 50, innerRadius: inner,
                         outerCornerRadius: outerCornerRadius, innerCornerRadius: innerCornerRadius,
                         center: Point(x: 50, y: 50)).path
            }
        }
        return ShapeFixture(name: "star-\(points)-smoothed", corners: 2 * points, inCornerSeries: inCornerSeries) {
            try Star(points: opaque(points), outerRadius: 50, innerRadius: inner,
                     outerCornerRadius: outerCornerRadius, innerCornerRadius: innerCornerRadius, smoothing: smoothing,
                     center: Point(x: 50, y: 50)).path
        }
    }

    /// The five seed constructions as published, at their articles' default parameters, in the box.
    static func seeds() -> [ShapeFixture] {
        let polygon = [Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 90, y: 90), Point(x: 50, y: 60), Point(x: 10, y: 90)]
            .enumerated().map { Seed001RoundedCornerPolygon.PolygonPoint(point: $1, isRounded: $0 != 3) }
        return [
            ShapeFixture(name: "seed000-star", corners: 10, inCornerSeries: false, isSimple: false) {
                try Seed000StarShape(points: opaque(5)).path(in: box)
            },
            ShapeFixture(name: "seed000-star2", corners: 10, inCornerSeries: false, isSimple: false) {
                try Seed000StarShape2(points: opaque(5)).path(in: box)
            },
            ShapeFixture(name: "seed001-polygon", corners: 5, inCornerSeries: false, isSimple: false, endsClosed: false) {
                try Seed001RoundedCornerPolygon(points: opaque(polygon), cornerRadius: 10).path()
            },
            ShapeFixture(name: "seed002-star", corners: 10, inCornerSeries: false, isSimple: false, endsClosed: false) {
                try Seed002StarPath(points: opaque(5)).path(in: box)
            },
            ShapeFixture(name: "seed003-star", corners: 10, inCornerSeries: false, isSimple: false) {
                try Seed003StarVertexes(numberOfVertexes: opaque(5)).path(in: box)
            },
            ShapeFixture(name: "seed004-border", corners: 8, inCornerSeries: false, isSimple: false) {
                try Seed004RoundedBorder(borderWidth: opaque(4)).path(in: box)
            },
        ]
    }

    /// A star-shaped (hence simple) polygon: vertex i at angle 2πi/n and a seeded radius 30…50
    /// about (50, 50); corner radii mixed: half sharp (0), half seeded in 0.2…2.
    static func randomPolygon(vertices count: Int, seed: UInt64) -> (vertices: [Point], radii: [Double]) {
        var generator = SplitMix64(seed: seed)
        var vertices: [Point] = [], radii: [Double] = []
        for index in 0..<count {
            let angle = Double(index) * 2 * Double.pi / Double(count)
            let radius = Double.random(in: 30...50, using: &generator)
            vertices.append(Point(x: 50 + radius * cos(angle), y: 50 + radius * sin(angle)))
            radii.append(Bool.random(using: &generator) ? 0 : Double.random(in: 0.2...2, using: &generator))
        }
        return (vertices, radii)
    }
}
