import FilletSupport
import Foundation
import FilletGeometry
import FilletShapes

/// Renders a built shape in one of the `--format`s.
package enum ShapeOutput {
    package enum Format: String, CaseIterable {
        case svg
        case svgPath = "svg-path"
        case json, polyline, spec, corners
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
        }
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
