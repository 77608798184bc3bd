import FilletSupport
import Foundation
import FilletGeometry
import FilletShapes

/// `fillet shape <construction> [flags] [--format f] [--tolerance t]`: builds one construction and
/// prints it as a standalone SVG picture, SVG path data, the path JSON contract, the flattened
/// polyline JSON, or its own parameters as ``ShapeSpec`` JSON.
package enum ShapeCommand {
    package static let command = Command(name: "shape", summary: "build a construction and print it (SVG, JSON, polyline)",
                                 run: run)

    package static let outputOptions: [Option] = [
        .value("format", "svg|svg-path|json|polyline|spec|corners|comb",
               "svg picture (default), SVG path data, path JSON, flattened polyline JSON, the parameters as JSON,"
                   + " each corner's asked and drawn radius and smoothing as JSON, or an svg picture with the outline's"
                   + " curvature comb (with --smoothing, beside the unsmoothed shape's)"),
        .number("tolerance", "t", "polyline only: Hausdorff bound", .positive,
                default: "\(ShapeOutput.defaultRelativeTolerance) × the shape's size"),
    ]

    package static var help: String {
        var text = """
        Usage: fillet shape <construction> [flags] [--format svg|svg-path|json|polyline|spec|corners|comb] [--tolerance t]

        Constructions (fillet shape <construction> --help for their flags):

        """
        var table = TextTable(indent: "  ")
        for (kind, summary) in ShapeOptions.summaries { table.append([kind.rawValue, summary]) }
        table.append([ShapePathCommand.name,
                      "a path given as SVG path data (--data 'M…') or an SVG file (--file F), see fillet shape path --help"])
        text += table.text
        text += "\nOutput flags:\n" + Option.helpText(outputOptions)
        text += "\nCoordinates are y-down (SVG, UIKit); angles in radians from +x toward +y.\n"
        return text
    }

    package static func help(for kind: ShapeSpec.Kind) -> String {
        let summary = ShapeOptions.summaries.first { $0.0 == kind }?.1 ?? ""
        return "Usage: fillet shape \(kind.rawValue) [flags] [--format f] [--tolerance t]\n\(summary)\n\nFlags:\n"
            + Option.helpText(ShapeOptions.options(for: kind)) + "\nOutput flags:\n" + Option.helpText(outputOptions)
    }

    package static func run(_ arguments: [String]) -> CommandOutput {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            if arguments.contains("--help") || arguments.contains("-h") { return .success(help) }
            return .usage(UsageError("shape: missing construction, one of \(ShapeOptions.firstArgumentChoices) (see fillet shape --help)"))
        }
        // A user's own path is not a construction: handled before the construction lookup.
        if first == ShapePathCommand.name { return ShapePathCommand.run(Array(arguments.dropFirst())) }
        guard let kind = ShapeSpec.Kind(rawValue: first) else {
            return .usage(UsageError("shape: unknown construction \(OneLine.quoted(String(first))), expected one of \(ShapeOptions.firstArgumentChoices)"))
        }
        do throws(UsageError) {
            let parsed = try Arguments(Array(arguments.dropFirst()), options: ShapeOptions.options(for: kind) + outputOptions,
                                       context: "fillet shape \(kind.rawValue)")
            if parsed.wantsHelp { return .success(help(for: kind)) }
            if let extra = parsed.positionals.first {
                return .usage(UsageError("shape \(kind.rawValue): unexpected argument \(OneLine.quoted(String(extra)))"))
            }
            let spec = try ShapeOptions.spec(kind, parsed)
            let format = try parsed.choice("format", ShapeOutput.Format.allCases.map(\.rawValue))
                .flatMap(ShapeOutput.Format.init(rawValue:)) ?? .svg
            let tolerance = try parsed.double("tolerance")
            if tolerance != nil, format != .polyline {
                throw UsageError(flag: "--tolerance", "only applies with --format polyline")
            }
            let built: BuiltShape
            do {
                built = try spec.build()
            } catch {
                let flag = ShapeOptions.flag(for: error, kind: kind, given: parsed)
                return .usage(UsageError(flag.map { "\($0): \(error.descriptionAfterFlag)" } ?? "shape \(kind.rawValue): \(error)"))
            }
            var output = CommandOutput.success(try ShapeOutput.render(built, spec: spec, format: format, tolerance: tolerance))
            // Never silent: a smoothing clamping reduced is named on standard error (the corners
            // format holds it in its JSON).
            if let summary = built.smoothingReductionSummary, format != .corners {
                output.standardError = "fillet shape \(kind.rawValue): \(summary) (see --format corners)\n"
            }
            return output
        } catch {
            return .usage(error)
        }
    }
}
