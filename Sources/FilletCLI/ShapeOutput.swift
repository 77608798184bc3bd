import FilletSupport
import Foundation
import FilletGeometry
import FilletShapes

/// Renders a built shape in one of the `--format`s.
package enum ShapeOutput {
    package enum Format: String, CaseIterable {
        case svg
        case svgPath = "svg-path"
        case json, polyline, spec, corners, comb
    }

    /// Default flattening tolerance relative to the shape's size (``size(of:)``): 10⁻⁴.
    package static let defaultRelativeTolerance = 1e-4

    /// The most polyline points `--format polyline` writes (10⁶, about 40 MB of JSON); a tolerance
    /// needing more is a usage error, not a huge allocation.
    package static let maximumPolylinePoints = 1_000_000

    package static func render(_ built: BuiltShape, spec: ShapeSpec, format: Format, tolerance: Double?) throws(UsageError) -> String {
        switch format {
        case .svg:
            let rule: SVGStyle.FillRule = built.fillRule == .evenOdd ? .evenodd : .nonzero
            return built.path.svgDocument(style: SVGStyle(fill: "#d0e4f5", stroke: "black", fillRule: rule),
                                          precision: try svgPrecision(built.path)) + "\n"
        case .svgPath:
            return built.path.svgPathData(precision: try svgPrecision(built.path)) + "\n"
        case .json:
            return built.path.jsonString() + "\n"
        case .polyline:
            return try polylineJSON(built.path, tolerance: tolerance)
        case .spec:
            return try sortedJSON(spec, what: "the parameters")
        case .corners:
            return try sortedJSON(built.cornerReports, what: "the corners")
        case .comb:
            // With smoothing, the same shape unsmoothed (G1) beside it, at one comb scale.
            var figures = [(built.path, "as given")]
            if let smoothing = spec.kind.descriptor.number("smoothing", in: spec), smoothing > 0 {
                var unsmoothed = spec
                spec.kind.descriptor.setNumber("smoothing", 0, in: &unsmoothed)
                if let twin = try? unsmoothed.build() {
                    figures = [(twin.path, "smoothing 0: arcs (G1)"),
                               (built.path, "smoothing \(NumberText.compact(smoothing, digits: 6)): flanks (G2)")]
                }
            }
            return try combDocument(figures)
        }
    }

    /// Samples per segment of `--format comb`'s teeth, at most.
    package static let combSamplesPerSegment = 24
    /// The most teeth `--format comb` draws per figure (10⁵, a few MB of SVG): a shape of many
    /// segments gets fewer samples per segment, at least one.
    package static let combToothBudget = 100_000
    /// The longest tooth of `--format comb`, as a fraction of the largest figure's size.
    package static let combToothFraction = 0.25

    /// `--format comb`: each figure's outline with its curvature comb (FilletGeometry's
    /// `Path.curvatureComb(samplesPerSegment:scale:)`: teeth along the normal, curvature × one
    /// scale for all figures, away from the centre of curvature; the envelope through their tips
    /// in red), side by side left to right, each labelled below. A step in the envelope is a
    /// curvature jump; a line's teeth have length 0.
    package static func combDocument(_ figures: [(path: Path, label: String)]) throws(UsageError) -> String {
        let largestSize = figures.map { size(of: $0.path) }.max() ?? 1
        let largestCurvature = figures.map { $0.path.curvatureComb(samplesPerSegment: 1, scale: 0).largestCurvature }.max() ?? 0
        let scale = largestCurvature > 0 ? combToothFraction * largestSize / largestCurvature : 0
        var document = SVGDocument(precision: try svgPrecision(figures.map(\.path).max { size(of: $0) < size(of: $1) } ?? Path()))
        let thin = 0.0012 * largestSize * Double(figures.count)
        var left = 0.0
        for figure in figures {
            let bounds = figure.path.bounds
            let shift = AffineTransform.translation(x: left - bounds.minX + combToothFraction * largestSize, y: -bounds.minY)
            guard let path = try? figure.path.applying(shift) else { continue }
            let samples = Swift.min(combSamplesPerSegment, combToothBudget / Swift.max(1, path.segments.count) - 1)
            let comb = path.curvatureComb(samplesPerSegment: Swift.max(1, samples), scale: scale)
            document.addPath(path, style: SVGStyle(fill: "#e8f0f8", stroke: "black", strokeWidth: 2 * thin))
            document.addPath(comb.teethPath, style: SVGStyle(stroke: "#7a9cc6", strokeWidth: thin))
            document.addPath(comb.envelopePath, style: SVGStyle(stroke: "#d62728", strokeWidth: 1.5 * thin))
            document.addLabel(figure.label, at: Point(x: left + combToothFraction * largestSize,
                                                      y: bounds.height + (combToothFraction + 0.12) * largestSize),
                              size: 0.04 * largestSize)
            left += bounds.width + 2.5 * combToothFraction * largestSize
        }
        return document.render() + "\n"
    }

    /// `value` as JSON with sorted keys, one line.
    static func sortedJSON(_ value: some Encodable, what: String) throws(UsageError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            throw UsageError("shape: cannot encode \(what) as JSON: \(error)")
        }
    }

    /// The decimals SVG output writes `path` with: 10⁻⁶ of its size, at least 6; a usage error
    /// naming `--format` for a shape too small for fixed-point text (it printed `M0 0 L0 0 Z`).
    package static func svgPrecision(_ path: Path) throws(UsageError) -> Int {
        guard let precision = path.svgPrecision else {
            throw UsageError(flag: "--format", "the shape's size \(path.characteristicSize) is too small for SVG's fixed-point numbers"
                             + " (below 1e-11); use --format json")
        }
        return precision
    }

    /// The path flattened within `tolerance` (default ``defaultRelativeTolerance`` × size) as
    /// polyline JSON; a usage error naming `--tolerance` (or `--format` at the default) when too
    /// many points would be needed.
    package static func polylineJSON(_ path: Path, tolerance: Double?) throws(UsageError) -> String {
        let bound = tolerance ?? defaultRelativeTolerance * size(of: path)
        do {
            var polyline = Polyline()
            try path.flatten(tolerance: bound, into: &polyline, maximumPointCount: maximumPolylinePoints)
            return polyline.jsonString() + "\n"
        } catch {
            guard tolerance != nil else {
                throw UsageError(flag: "--format", "polyline at the default tolerance (\(defaultRelativeTolerance) × size): "
                                 + "\(error); give a larger --tolerance")
            }
            throw UsageError(flag: "--tolerance", "\(error)")
        }
    }

    /// The shape's size: ``FilletGeometry/Path/characteristicSize`` (the diagonal of its exact
    /// bounds), the length every relative tolerance in Fillet multiplies; 1 for an empty or
    /// single-point path, so the default tolerance stays positive.
    package static func size(of path: Path) -> Double {
        let size = path.characteristicSize
        return size.isFinite && size > 0 ? size : 1
    }
}
