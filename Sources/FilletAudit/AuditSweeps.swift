import Foundation
import FilletSupport
import FilletVerification
import FilletGeometry
import FilletShapes

/// The parameter sweeps of `fillet audit`: for each seed, its construction as published over the
/// ranges its article uses and a little past them, where the flaws show.
///
/// | seed | swept                                                                                   |
/// |------|-----------------------------------------------------------------------------------------|
/// | 000  | version (sharp StarShape, both StarShape2) × frame 150², 300² × points 2…16 × r 0…20 × outline option (none, circle outline, rect cutout, circle cutout) |
/// | 001  | ``AuditPolygons`` (fixed and seeded random) × rounded-flag pattern × r from 0 to 1.5 × the pattern's edge budget |
/// | 002  | points 3…30 × rect (square 200², 100², wide 200 × 120, 300 × 150, tall 120 × 200)        |
/// | 003  | frame 200², 300 × 150 × padding 0…3.5 × the smaller side × roundness 0…100 × vertexes 2…30 |
/// | 004  | position × w 1…30 × R 0…70 × inside radius (unset, 0, 4, 8, 16) × content 200 × 120, 60²  |
///
/// Every case is a `ShapeSpec` of the seed kind, so the catalogue and the report
/// see exactly what `fillet shape seed00N` builds.
public enum AuditSweeps {
    /// Every case of `seed`, in a fixed order.
    public static func cases(for seed: AuditSeed) -> [AuditCase] {
        switch seed.kind {
        case .seed000: return seed000()
        case .seed001: return AuditPolygons.cases()
        case .seed002: return seed002()
        case .seed003: return seed003()
        case .seed004: return seed004()
        case .star, .polygon, .regularPolygon, .rect, .border: preconditionFailure("\(seed) is not a seed")
        }
    }

    /// Seed 000's corner radii: the article's 2, 3, 4, 10, 14, 20 and everything between.
    static let seed000Radii: [Double] = [0, 0.5] + (1...20).map(Double.init)

    /// The outline options of seed 000: `isCutout` × `isCircleOutline`.
    static let seed000Outlines: [(name: String, cutout: Bool, circle: Bool)] = [
        ("none", false, false), ("circle outline", false, true), ("rect cutout", true, false),
        ("circle cutout", true, true),
    ]

    static func seed000() -> [AuditCase] {
        var cases: [AuditCase] = []
        for version in ShapeSpec.Seed000Parameters.Version.allCases {
            for side in [150.0, 300.0] {
                for points in 2...16 {
                    let radii = version == .sharp ? [0.0] : seed000Radii
                    for radius in radii {
                        for outline in seed000Outlines {
                            var p = ShapeSpec.Seed000Parameters()
                            p.version = version
                            p.points = points
                            p.cornerRadius = radius
                            p.isCutout = outline.cutout
                            p.isCircleOutline = outline.circle
                            p.rect = Rect(x: 0, y: 0, width: side, height: side)
                            cases.append(AuditCase(seed: .seed000, spec: .seed000(p), parameters: [
                                AuditParameter("version", version.rawValue), AuditParameter("frame", side),
                                AuditParameter("points", points), AuditParameter("r", radius),
                                AuditParameter("outline", outline.name),
                            ]))
                        }
                    }
                }
            }
        }
        return cases
    }

    /// Seed 002's rects: two squares, two wide ones and a tall one.
    static let seed002Rects: [Rect] = [
        Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 0, y: 0, width: 100, height: 100),
        Rect(x: 0, y: 0, width: 200, height: 120), Rect(x: 0, y: 0, width: 300, height: 150),
        Rect(x: 0, y: 0, width: 120, height: 200),
    ]

    static func seed002() -> [AuditCase] {
        var cases: [AuditCase] = []
        for rect in seed002Rects {
            for points in 3...30 {
                var p = ShapeSpec.Seed002Parameters()
                p.points = points
                p.rect = rect
                let shape = rect.width == rect.height ? "square" : (rect.width > rect.height ? "wide" : "tall")
                cases.append(AuditCase(seed: .seed002, spec: .seed002(p), parameters: [
                    AuditParameter("rect", shape), AuditParameter("width", rect.width),
                    AuditParameter("height", rect.height), AuditParameter("points", points),
                ]))
            }
        }
        return cases
    }

    /// Seed 003's paddings as multiples of the frame's smaller side: inside the frame, exactly
    /// the side (R = 0), and past it (R < 0, the star flips through its centre).
    static let seed003PaddingRatios: [Double] = [0, 0.25, 0.75, 0.995, 1, 1.25, 2, 3.5]

    static func seed003() -> [AuditCase] {
        var cases: [AuditCase] = []
        for frame in [Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 0, y: 0, width: 300, height: 150)] {
            let side = Swift.min(frame.width, frame.height)
            for ratio in seed003PaddingRatios {
                for roundness in stride(from: 0.0, through: 100.0, by: 5.0) {
                    for vertexes in 2...30 {
                        var p = ShapeSpec.Seed003Parameters()
                        p.frame = frame
                        p.padding = ratio * side
                        p.roundness = roundness
                        p.numberOfVertexes = vertexes
                        cases.append(AuditCase(seed: .seed003, spec: .seed003(p), parameters: [
                            AuditParameter("frame", "\(AuditFormat.number(frame.width))×\(AuditFormat.number(frame.height))"),
                            AuditParameter("padding/side", ratio), AuditParameter("roundness", roundness),
                            AuditParameter("vertexes", vertexes),
                        ]))
                    }
                }
            }
        }
        return cases
    }

    static let seed004Widths: [Double] = [1, 2, 4, 8, 16, 30]
    static let seed004Radii: [Double] = [0, 4, 8, 16, 32, 70]
    /// `insideStyle.cornerRadius`: −1 (the article's "unset" default) and 0 both fall back to the
    /// outer radius ("same as outer").
    static let seed004InsideRadii: [Double] = [-1, 0, 4, 8, 16]

    static func seed004() -> [AuditCase] {
        var cases: [AuditCase] = []
        for rect in [Rect(x: 0, y: 0, width: 200, height: 120), Rect(x: 0, y: 0, width: 60, height: 60)] {
            for position in [RoundedBorder.Position.outside, .center, .inside] {
                for width in seed004Widths {
                    for radius in seed004Radii {
                        for inside in seed004InsideRadii {
                            var p = ShapeSpec.Seed004Parameters()
                            p.rect = rect
                            p.position = position
                            p.borderWidth = width
                            p.cornerRadius = radius
                            p.insideCornerRadius = inside
                            cases.append(AuditCase(seed: .seed004, spec: .seed004(p), parameters: [
                                AuditParameter("content", "\(AuditFormat.number(rect.width))×\(AuditFormat.number(rect.height))"),
                                AuditParameter("position", "\(position)"), AuditParameter("w", width),
                                AuditParameter("R", radius),
                                AuditParameter("inside radius", inside > 0 ? "explicit" : "same as outer"),
                                AuditParameter("insideCornerRadius", inside), AuditParameter("R/w", radius / width),
                            ]))
                        }
                    }
                }
            }
        }
        return cases
    }
}
