import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry
import FilletShapes

/// Each seed's own numbers: the headline flaws measured and compared with what a correct
/// construction (or the closed form) gives.
enum AuditFindings {
    struct Output {
        var findings: [String] = []
        var tables: [AuditTable] = []
        /// Things that should hold and did not.
        var unexpected: [String] = []
    }

    static func findings(_ run: SeedRun) -> Output {
        switch run.seed.kind {
        case .seed000: return seed000(run)
        case .seed001: return seed001()
        case .seed002: return seed002(run)
        case .seed003: return seed003(run)
        case .seed004: return seed004(run)
        case .star, .polygon, .regularPolygon, .rect, .border: preconditionFailure("\(run.seed) is not a seed")
        }
    }

    static func n(_ value: Double, _ digits: Int = 6) -> String { AuditFormat.number(value, digits: digits) }

    /// The measure of the case whose parameters match `values` (by name), if swept.
    static func measure(_ run: SeedRun, _ values: [String: AuditValue]) -> Double? {
        for (index, auditCase) in run.cases.enumerated()
        where values.allSatisfy({ auditCase[$0.key] == $0.value }) {
            return run.results[index].measure
        }
        return nil
    }

    static func seed000(_ run: SeedRun) -> Output {
        var out = Output()
        let defaults: [String: AuditValue] = ["version": .text("innerAndOuterArcs"), "frame": .number(150),
                                              "points": .number(5), "r": .number(3), "outline": .text("none")]
        if let kink = measure(run, defaults) {
            out.findings.append("At the article's defaults (StarShape2 final version, 150 × 150, n = 5, r = 3) the lines meet the arcs with a tangent kink of \(n(kink)) degrees: the outer arcs sweep a fixed ±0.45π about the point's direction and the inner arcs ±0.7π, instead of the turn angle, and are centred on the sharp vertices rather than inside the corner.")
        }
        var worst = (value: 0.0, text: "")
        for (index, auditCase) in run.cases.enumerated() {
            if let value = run.results[index].measure, value > worst.value { worst = (value, auditCase.parameterText) }
        }
        if worst.value > 0 { out.findings.append("Largest kink over the sweep: \(n(worst.value)) degrees at \(worst.text).") }
        var rows: [[String]] = []
        for points in 2...16 {
            var row = ["\(points)"]
            for version in ["outerArcs", "innerAndOuterArcs"] {
                for radius in [3.0, 10.0] {
                    let value = measure(run, ["version": .text(version), "frame": .number(150), "points": .number(Double(points)),
                                              "r": .number(radius), "outline": .text("none")])
                    row.append(value.map { n($0, 4) } ?? "—")
                }
            }
            rows.append(row)
        }
        out.tables.append(AuditTable(title: "Largest tangent kink (degrees), 150 × 150, no outline",
                                     header: ["points", "first version, r = 3", "first version, r = 10",
                                              "final version, r = 3", "final version, r = 10"], rows: rows))
        return out
    }

    static func seed001() -> Output {
        var out = Output()
        var rows: [[String]] = []
        var worstRelative = 0.0
        var matched = 0, total = 0
        for polygon in AuditPolygons.polygons {
            for pattern in AuditPolygons.Pattern.allCases {
                let rounded = pattern.flags(polygon.vertices.count)
                let budget = AuditPolygons.edgeBudget(vertices: polygon.vertices, rounded: rounded)
                guard budget.isFinite else { continue }
                total += 1
                let first: Double?
                do { first = try AuditPolygons.firstFailingRadius(polygon, rounded: rounded) } catch {
                    out.unexpected.append("seed 001: \(polygon.name), \(pattern.rawValue): the construction threw: \(error)")
                    continue
                }
                var kind = "—"
                var relative = Double.nan
                if let first {
                    relative = (first - budget) / budget
                    if let contact = try? AuditPolygons.properSelfIntersections(
                        AuditPolygons.spec(polygon, rounded: rounded, radius: first).build().path).first {
                        kind = "\(contact.kind) of elements \(contact.firstElementIndex), \(contact.secondElementIndex)"
                    }
                    if Swift.abs(relative) <= 1e-6 { matched += 1; worstRelative = Swift.max(worstRelative, Swift.abs(relative)) }
                }
                rows.append([polygon.name, pattern.rawValue, n(budget, 10), first.map { n($0, 10) } ?? "none up to 2 × budget",
                             relative.isNaN ? "—" : AuditFormat.number(relative, digits: 3), kind])
            }
        }
        out.findings.append("Edge budget: an edge of length L between corners i and j holds both tangent lengths r·cot(Aᵢ/2) while r ≤ L/(cot(Aᵢ/2) + cot(Aⱼ/2)) (a sharp corner contributes 0; the closing edge is split at its midpoint, where the path starts, so each half holds one: r ≤ (L/2)/cot(A/2)). The polygon's budget is the smallest over its edges.")
        out.findings.append("The first radius at which the path meets itself (scanned, then bisected to 10⁻¹³ relative) equals the closed-form budget within 10⁻⁶ relative for \(matched) of \(total) polygon × pattern combinations (largest relative difference \(AuditFormat.number(worstRelative, digits: 3))); where it differs, another contact comes first (a fillet at a reflex corner reaching across the polygon) or none occurs.")
        out.findings.append("Independently of the radius, the path is never closed (closed-finite fails everywhere) and its last line ends on its first point, a touch that non-self-intersection reports in every case.")
        out.tables.append(AuditTable(title: "Edge budget (closed form) vs the first self-intersecting radius",
                                     header: ["polygon", "rounded", "budget L/(cot(Aᵢ/2)+cot(Aⱼ/2))", "first failing r",
                                              "relative difference", "first contact"], rows: rows))
        return out
    }

    static func seed002(_ run: SeedRun) -> Output {
        var out = Output()
        var rows: [[String]] = []
        for rect in AuditSweeps.seed002Rects {
            let values: [String: AuditValue] = ["width": .number(rect.width), "height": .number(rect.height), "points": .number(5)]
            guard let index = run.cases.indices.first(where: { i in values.allSatisfy { run.cases[i][$0.key] == $0.value } }),
                  let offset = run.results[index].measure else { continue }
            let frame = run.results[index].verdict(Invariant.withinFrame.name)
            rows.append(["\(n(rect.width)) × \(n(rect.height))", n(offset), n((rect.height - rect.width) / 2),
                         frame.map { $0.passed ? "inside" : "sticks out" } ?? "—"])
        }
        out.findings.append("The vertical recentring moves the star by half the spare height, (h − bounds.height)/2, from a star already centred at rect.midY with R = w/2: it centres only square rects. The star ends (h − w)/2 below the centre (above it when the rect is wider than tall), and with R = w/2 a rect wider than tall cannot hold it.")
        out.findings.append("n = 3 and 4 use the fallback inner radius ½·|centre − midpoint(outer₀, outer₁)| (the tan formula gives 0 and a negative radius there); the path is never closed and starts with a zero-length line.")
        out.tables.append(AuditTable(title: "Recentring at n = 5", header: ["rect", "star centre − rect centre (y)",
                                                                            "(h − w)/2", "within frame"], rows: rows))
        return out
    }

    static func seed003(_ run: SeedRun) -> Output {
        var out = Output()
        var lowest = Double.infinity, highest = 0.0, zero = 0, measured = 0
        for result in run.results {
            guard let value = result.measure else { continue }
            measured += 1
            if value == 0 { zero += 1 } else { lowest = Swift.min(lowest, value); highest = Swift.max(highest, value) }
        }
        out.findings.append("The 2n + 1 points repeat the first at θ = 3π/2 instead of −π/2, so close() adds a closing segment of rounding size: over \(measured) cases with R ≠ 0 it is \(n(lowest, 3))…\(n(highest, 3)) × |R| long\(zero > 0 ? " (exactly 0 in \(zero))" : ", never exactly 0"). It and the zero-length first line (addLine to the point just moved to) are below the core's degenerate length, so the joins bridge them.")
        out.findings.append("Padding is subtracted once from the smaller side (half per side); padding equal to the side gives R = 0 (every point at the centre: no extent), and a larger padding a negative R, the star flipped through its centre and growing again until it leaves the frame. roundness 0 puts every inner point on the centre, where the outline touches itself.")
        var rows: [[String]] = []
        for vertexes in [2, 3, 5, 8, 13, 21, 30] {
            let value = measure(run, ["frame": .text("200×200"), "padding/side": .number(0), "roundness": .number(40),
                                      "vertexes": .number(Double(vertexes))])
            rows.append(["\(vertexes)", value.map { AuditFormat.number($0, digits: 3) } ?? "—",
                         value.map { AuditFormat.number($0 * 100, digits: 3) } ?? "—"])
        }
        out.tables.append(AuditTable(title: "Closing segment, frame 200 × 200, padding 0, roundness 40 (R = 100)",
                                     header: ["vertexes", "length / R", "length (points)"], rows: rows))
        return out
    }

    static func seed004(_ run: SeedRun) -> Output {
        var out = Output()
        var sameCount = 0, sameAtRoot2 = 0, worstDeviation = 0.0
        var exceptions: [String] = []
        for (index, auditCase) in run.cases.enumerated() {
            guard case .seed004(let p) = auditCase.spec, p.insideCornerRadius <= 0, let ratio = run.results[index].measure
            else { continue }
            // Both corners keep the radius only while it fits both rects (SwiftUI clamps to half the side).
            let seed = Seed004RoundedBorder(borderWidth: p.borderWidth, position: p.position, cornerRadius: p.cornerRadius)
            let hole = seed.insideBorderSize(p.rect.width, p.rect.height)
            guard hole.width > 0, hole.height > 0 else { continue }
            sameCount += 1
            let deviation = Swift.abs(ratio - 2.0.squareRoot()) / 2.0.squareRoot()
            if p.cornerRadius <= Swift.min(hole.width, hole.height) / 2 {
                sameAtRoot2 += 1
                worstDeviation = Swift.max(worstDeviation, deviation)
            } else if exceptions.count < 3 {
                exceptions.append(auditCase.parameterText + " → \(n(ratio)) w")
            }
        }
        out.findings.append("With the inside radius left at its default (insideCornerRadius ≤ 0 falls back to the outer radius, 'same as outer'), both corners have radius R about centres w·√2 apart along the diagonal, so the border is √2·w = \(n(2.0.squareRoot(), 10))·w wide across every corner: measured in \(sameAtRoot2) of \(sameCount) such cases with a hole (every one where R fits the hole), largest relative deviation from √2 \(AuditFormat.number(worstDeviation, digits: 3)). A constant-width ring would need the concentric inner radius R − w (sharp where R ≤ w).")
        if !exceptions.isEmpty {
            out.findings.append("Where R is larger than half the hole's side, SwiftUI's clamp gives the hole a smaller radius than the outer rect and the width differs, e.g. " + exceptions.joined(separator: "; ") + ".")
        }
        out.findings.append("insideCornerRadius = 0 cannot ask for sharp inner corners: 0 is not > 0, so it falls back to the outer radius too.")
        var rows: [[String]] = []
        for radius in AuditSweeps.seed004Radii {
            var row = ["\(n(radius))"]
            for inside in AuditSweeps.seed004InsideRadii where inside != 0 {
                let value = measure(run, ["content": .text("200×120"), "position": .text("outside"), "w": .number(8),
                                          "R": .number(radius), "insideCornerRadius": .number(inside)])
                row.append(value.map { n($0, 6) } ?? "—")
            }
            let w = 8.0
            let expected = radius >= w ? 1 : ((2.0.squareRoot() * (w - radius)) + radius) / w
            row.append(n(expected, 6))
            rows.append(row)
        }
        out.tables.append(AuditTable(title: "Widest outer-to-inner distance / w, content 200 × 120, outside, w = 8",
                                     header: ["R", "inside unset (same as outer)", "inside 4", "inside 8", "inside 16",
                                              "constant-width ring (concentric R − w)"], rows: rows))
        return out
    }
}
