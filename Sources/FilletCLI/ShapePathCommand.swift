import FilletSupport
import Foundation
import FilletGeometry
import FilletSVG

/// `fillet shape path --data 'M…' | --file F [--format svg|svg-path|json|polyline|comb] [--tolerance t]`:
/// reads SVG path data (``FilletGeometry/Path/init(svgPathData:)``) or an SVG file (every drawable
/// of ``FilletSVG/SVGFile``, their subpaths in document order in one path) and prints it in any
/// output format but `spec` (a user's path has no construction parameters).
package enum ShapePathCommand {
    package static let name = "path"

    package static let options: [Option] = [
        .value("data", "path-data", "SVG path data (the d attribute), e.g. 'M0 0 C10 0 10 10 0 10 Z'"),
        .value("file", "path", "an SVG file: the outlines of its path, rect, circle, ellipse, line, polyline and polygon elements"),
    ] + ShapeCommand.outputOptions

    package static var help: String {
        "Usage: fillet shape path (--data 'M…' | --file F) [--format svg|svg-path|json|polyline|comb] [--tolerance t]\n"
            + "Reads SVG path data (the whole SVG 2 grammar; curves stay curves, circular arcs become exact arcs,\n"
            + "elliptical arcs cubics within 1e-9 × their size) and prints it. Bad data names its byte offset.\n"
            + "--file reads an SVG file instead: every rendered shape element with its transforms, in the root's\n"
            + "user units, in document order (defs, clipPath, mask, symbol, … and display:none are skipped; use\n"
            + "elements draw their targets). A file with no drawable element is refused (exit 2).\n\nFlags:\n"
            + Option.helpText(options)
    }

    package static func run(_ arguments: [String]) -> CommandOutput {
        do throws(UsageError) {
            let parsed = try Arguments(arguments, options: options, context: "fillet shape path")
            if parsed.wantsHelp { return .success(help) }
            if let extra = parsed.positionals.first {
                return .usage(UsageError("shape path: unexpected argument \(OneLine.quoted(String(extra)))"))
            }
            let data = parsed.string("data"), file = parsed.string("file")
            if data != nil, file != nil { throw UsageError(flag: "--file", "give either --data or --file, not both") }
            let format = try parsed.choice("format", ShapeOutput.Format.allCases.map(\.rawValue))
                .flatMap(ShapeOutput.Format.init(rawValue:)) ?? .svg
            let tolerance = try parsed.double("tolerance")
            if tolerance != nil, format != .polyline {
                throw UsageError(flag: "--tolerance", "only applies with --format polyline")
            }
            let path: Path, flag: String
            if let file {
                flag = "--file"
                path = try readFile(file)
            } else if let data {
                flag = "--data"
                do {
                    path = try Path(svgPathData: data)
                } catch {
                    throw UsageError(flag: "--data", error.description)
                }
            } else {
                throw UsageError(flag: "--data", "missing: give the path data (or --file with an SVG file)")
            }
            guard path.isFinite else {
                throw UsageError(flag: flag, "the path's size overflows (coordinates near ±1.8e308)")
            }
            switch format {
            case .svg: return .success(path.svgDocument(precision: try ShapeOutput.svgPrecision(path)) + "\n")
            case .svgPath: return .success(path.svgPathData(precision: try ShapeOutput.svgPrecision(path)) + "\n")
            case .json: return .success(path.jsonString() + "\n")
            case .polyline: return .success(try ShapeOutput.polylineJSON(path, tolerance: tolerance))
            case .spec: throw UsageError(flag: "--format", "spec describes a construction's parameters; a path given as data has none")
            case .corners: throw UsageError(flag: "--format", "corners describes a construction's corners; a path given as data has none")
            case .comb: return .success(try ShapeOutput.combDocument([(path, "curvature comb")]))
            }
        } catch {
            return .usage(error)
        }
    }

    /// The drawables of the SVG file at `file`, their subpaths in document order in one path.
    package static func readFile(_ file: String) throws(UsageError) -> Path {
        let bytes: Data
        do {
            bytes = try InputFile.read(file, limit: SVGFile.maximumFileBytes)
        } catch {
            throw UsageError(flag: "--file", error.description)
        }
        let drawables: [SVGDrawable]
        do {
            drawables = try SVGFile.drawables(data: bytes)
        } catch {
            throw UsageError(flag: "--file", "\(OneLine.quoted(file)): \(error.description)")
        }
        guard !drawables.isEmpty else {
            throw UsageError(flag: "--file", "\(OneLine.quoted(file)) has no drawable element (nothing outside defs, clipPath, mask, symbol, and displayed)")
        }
        return SVGFile.path(of: drawables)
    }
}
