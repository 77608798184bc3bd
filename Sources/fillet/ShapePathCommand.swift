import FilletSupport
import Foundation
import FilletGeometry

/// `fillet shape path --data 'M…' [--format svg|svg-path|json|polyline] [--tolerance t]`: reads SVG
/// path data (``FilletGeometry/Path/init(svgPathData:)``) and prints it in any output format but
/// `spec` (a user's path has no construction parameters).
enum ShapePathCommand {
    static let name = "path"

    static let options: [Option] = [
        .value("data", "path-data", "SVG path data (the d attribute), e.g. 'M0 0 C10 0 10 10 0 10 Z'"),
    ] + ShapeCommand.outputOptions

    static var help: String {
        "Usage: fillet shape path --data 'M…' [--format svg|svg-path|json|polyline] [--tolerance t]\n"
            + "Reads SVG path data (the whole SVG 2 grammar; curves stay curves, circular arcs become exact arcs,\n"
            + "elliptical arcs cubics within 1e-9 × their size) and prints it. Bad data names its byte offset.\n\nFlags:\n"
            + Option.helpText(options)
    }

    static func run(_ arguments: [String]) -> CommandOutput {
        do throws(UsageError) {
            let parsed = try Arguments(arguments, options: options, context: "fillet shape path")
            if parsed.wantsHelp { return .success(help) }
            if let extra = parsed.positionals.first {
                return .usage(UsageError("shape path: unexpected argument '\(extra)'"))
            }
            guard let data = parsed.string("data") else { throw UsageError(flag: "--data", "missing: give the path data") }
            let format = try parsed.choice("format", ShapeOutput.Format.allCases.map(\.rawValue))
                .flatMap(ShapeOutput.Format.init(rawValue:)) ?? .svg
            let tolerance = try parsed.double("tolerance")
            if tolerance != nil, format != .polyline {
                throw UsageError(flag: "--tolerance", "only applies with --format polyline")
            }
            let path: Path
            do {
                path = try Path(svgPathData: data)
            } catch {
                throw UsageError(flag: "--data", error.description)
            }
            guard path.isFinite else {
                throw UsageError(flag: "--data", "the path's size overflows (coordinates near ±1.8e308)")
            }
            switch format {
            case .svg: return .success(path.svgDocument() + "\n")
            case .svgPath: return .success(path.svgPathData() + "\n")
            case .json: return .success(path.jsonString() + "\n")
            case .polyline: return .success(try ShapeOutput.polylineJSON(path, tolerance: tolerance))
            case .spec: throw UsageError(flag: "--format", "spec describes a construction's parameters; a path given as data has none")
            }
        } catch {
            return .usage(error)
        }
    }
}
