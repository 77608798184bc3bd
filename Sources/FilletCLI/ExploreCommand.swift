import FilletExplorer
import Foundation
import FilletSupport
import FilletShapes
import FilletVerification
import PropertyCheck

/// `fillet explore <construction> [--x name=a...b] [--y name=a...b] [--z name[=a...b]] [--grid CxR] …`:
/// maps where a construction stays valid. Per cell of the x × y grid, the largest z at which every
/// invariant of the catalogue holds (bisection to 10⁻⁹ relative, validated by sampling), what
/// fails first beyond it, and the closed form beside it; written as CSV, SVG heatmap and markdown
/// summary into `--out` (default results/ranges), with `--html` also the interactive page.
package enum ExploreCommand {
    package static let command = Command(name: "explore", summary: "map where a construction stays valid (CSV, SVG heatmap, summary)",
                                 run: { run($0) })

    package static let options: [Option] = [
        .value("x", "name=a...b", "first swept parameter and interval (default per construction)"),
        .value("y", "name=a...b", "second swept parameter and interval"),
        .value("z", "name[=a...b]", "the parameter the boundary lies along, and the interval searched"),
        .value("grid", "CxR", "samples along x and y (default 48x48; an integer axis takes each whole number once)"),
        .value("fixed", "name=v,…", "values of parameters on no axis"),
        .value("clamp", "none|proportional", "clamp policy of the exact constructions (default none: built as asked)"),
        .value("ignore", "invariant,…|none", "invariants not counted (default none; seed000: tangent-continuity)"),
        .value("scale-invariance", "never|always", "run the scale-invariance invariant too (default never)"),
        .value("tolerance", "rel", "bisection precision, relative, in (0, 0.1] (default 1e-9)"),
        .value("seed", "n", "seed of the random validation values (default 24301)"),
        .value("out", "dir", "output directory (default results/ranges)"),
        .value("name", "base", "file base name (default the construction)"),
        .value("shard", "i/N", "compute only cells with index ≡ i mod N, write <name>.shard-i-of-N.csv"),
        .toggle("merge", "merge shard CSVs given as arguments (same flags as the shards) into the full outputs"),
        .toggle("html", "also write <name>.html: the interactive map (values, shapes at and beyond the boundary, profiles)"),
        .value("preview-budget", "bytes", "with --html: bytes of shape previews (default 1500000; a lattice of cells beyond it)"),
        .toggle("quiet", "no progress on standard error"),
    ]

    package static var help: String {
        var text = """
        Usage: fillet explore <construction> [--x name=a...b] [--y name=a...b] [--z name[=a...b]] [--grid CxR]
                              [--fixed name=v,…] [--clamp none|proportional] [--out dir] [--shard i/N]
               fillet explore <construction> [same flags] --merge shard.csv …

        Per cell of the x × y grid: the largest z at which every applicable invariant holds, found by
        bisection to 1e-9 relative and validated by sampling below and above (cells where that fails
        are reported non-monotone), the invariant that fails first beyond it, and the closed-form
        edge budget where it applies. Writes <name>.csv, <name>.svg and <name>.md into --out, and
        with --html <name>.html: one self-contained page to open in a browser.

        Constructions:

        """
        var table = TextTable(indent: "  ")
        for construction in ExplorerConstruction.allCases {
            let axes = construction.defaultAxes
            table.append([construction.rawValue, construction.summary])
            table.append(["", "default: --x \(axes.x.0)=\(axes.x.1.lowerBound)...\(axes.x.1.upperBound) --y \(axes.y.0)=\(axes.y.1.lowerBound)...\(axes.y.1.upperBound) --z \(axes.z.0)=\(axes.z.1.lowerBound)...\(axes.z.1.upperBound)"])
            table.append(["", "parameters: \(construction.parameters.map(\.name).joined(separator: ", "))"])
        }
        text += table.text
        text += "\nFlags:\n" + Option.helpText(options)
        return text
    }

    package static func run(_ arguments: [String], progressIsTerminal: Bool = isatty(2) == 1) -> CommandOutput {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            if arguments.contains("--help") || arguments.contains("-h") { return .success(help) }
            return .usage(UsageError("explore: missing construction, one of \(names) (see fillet explore --help)"))
        }
        guard let construction = ExplorerConstruction(rawValue: first) else {
            return .usage(UsageError("explore: unknown construction \(OneLine.quoted(String(first))), expected one of \(names)"))
        }
        do throws(UsageError) {
            let parsed = try Arguments(Array(arguments.dropFirst()), options: options, context: "fillet explore \(first)")
            if parsed.wantsHelp { return .success(help) }
            let setup = try setup(construction, parsed)
            let name = parsed.string("name") ?? construction.rawValue
            guard !name.isEmpty, !name.contains("/") else { throw UsageError(flag: "--name", "expected a file base name without '/', got \(OneLine.quoted(String(name)))") }
            let directory = URL(fileURLWithPath: try parsed.path("out") ?? "results/ranges")
            let shard = try shard(parsed)
            let html = parsed.isSet("html")
            if html, shard != nil { throw UsageError(flag: "--html", "cannot be combined with --shard (a shard writes its CSV only)") }
            let budget = try parsed.int("preview-budget") ?? RangePreviewSet.defaultByteBudget
            if parsed.has("preview-budget"), !html { throw UsageError(flag: "--preview-budget", "only applies with --html") }
            guard budget >= 0 else { throw UsageError(flag: "--preview-budget", "must be ≥ 0, got \(budget)") }
            let output = Output(name: name, directory: directory, html: html, previewBudget: budget)
            if parsed.isSet("merge") {
                guard shard == nil else { throw UsageError(flag: "--merge", "cannot be combined with --shard") }
                guard !parsed.positionals.isEmpty else { throw UsageError(flag: "--merge", "give the shard CSV files as arguments") }
                return merge(setup, files: parsed.positionals, output: output)
            }
            if let extra = parsed.positionals.first {
                throw UsageError("explore \(first): unexpected argument \(OneLine.quoted(String(extra))) (shard files go with --merge)")
            }
            let showProgress = progressIsTerminal && !parsed.isSet("quiet")
            do throws(ExplorerError) {
                // Checked before the run (minutes for a large map), not after it.
                try RangeMapFiles.checkTargets(name: name, directory: directory, shard: shard, html: html)
                let map = RangeExplorer.run(setup, shard: shard ?? (0, 1), progress: showProgress ? progressReporter(first) : nil)
                if let shard {
                    let url = directory.appendingPathComponent(RangeMapFiles.shardFileName(name, index: shard.index, count: shard.count))
                    try RangeMapFiles.writeAtomically(map.csv, to: url)
                    return .success("wrote \(OneLine.escaped(url.path)) (\(map.cells.count) cells, \(NumberText.fixed(map.seconds, decimals: 2)) s)\n")
                }
                return .success(report(map, written: try output.write(map)))
            } catch {
                return .failure("fillet: explore", error)
            }
        } catch {
            return .usage(error)
        }
    }

    /// Rewrites one status line on standard error every 16 cells.
    package static func progressReporter(_ label: String) -> @Sendable (Int, Int) -> Void {
        { done, total in
            guard done == total || done % 16 == 0 else { return }
            let line = "\rfillet explore \(label): \(done)/\(total) cells" + (done == total ? "\n" : "")
            StandardStreams.writeError(line)
        }
    }

    package static var names: String { ExplorerConstruction.allCases.map(\.rawValue).joined(separator: ", ") }

    package static func report(_ map: RangeMap, written: [String]) -> String {
        let counts = map.statusCounts
        let statuses = CellStatus.allCases.map { "\($0.rawValue) \(counts[$0] ?? 0)" }.joined(separator: ", ")
        var text = written.map { "wrote \(OneLine.escaped($0))\n" }.joined()
        text += "\(map.cells.count) cells (\(statuses))"
        if map.seconds > 0 { text += " in " + NumberText.fixed(map.seconds, decimals: 2) + " s" }
        return text + "\n"
    }

    /// Where and what a whole map's run writes.
    package struct Output {
        var name: String
        var directory: URL
        var html: Bool
        var previewBudget: Int

        func write(_ map: RangeMap) throws(ExplorerError) -> [String] {
            try RangeMapFiles.write(map, name: name, to: directory, html: html, previewBudget: previewBudget)
        }
    }

    package static func merge(_ setup: RangeMapSetup, files: [String], output: Output) -> CommandOutput {
        var shards: [[RangeCell]] = []
        // Targets that cannot be written are the run's failure (exit 1), checked before the shards are read.
        do throws(ExplorerError) {
            try RangeMapFiles.checkTargets(name: output.name, directory: output.directory, shard: nil, html: output.html)
        } catch {
            return .failure("fillet: explore", error)
        }
        do throws(ExplorerError) {
            for file in files {
                let text: String
                do { text = try InputFile.text(file) } catch {
                    return .usage(UsageError(flag: "--merge", "\(error)"))
                }
                shards.append(try RangeMap.cells(fromCSV: text, setup: setup, source: file))
            }
            let map = try RangeMap.merge(setup: setup, shards: shards)
            do throws(ExplorerError) {
                return .success(report(map, written: try output.write(map)))
            } catch {
                return .failure("fillet: explore", error)
            }
        } catch {
            return .usage(UsageError(flag: "--merge", error.description))
        }
    }

    package static func setup(_ construction: ExplorerConstruction, _ a: Arguments) throws(UsageError) -> RangeMapSetup {
        func axis(_ flag: String) throws(UsageError) -> (String, ClosedRange<Double>?)? {
            guard let text = a.string(flag) else { return nil }
            do throws(ExplorerError) { return try ExplorerAxis.parse(text) } catch { throw UsageError(flag: "--\(flag)", error.description) }
        }
        var grid = (columns: 48, rows: 48)
        if let text = a.string("grid") {
            do throws(ExplorerError) { grid = try ExplorerAxis.parseGrid(text) } catch { throw UsageError(flag: "--grid", error.description) }
        }
        var fixed: [(String, Double)] = []
        if let text = a.string("fixed") {
            // Empty items are kept, so '' and ',' are refused rather than read as no pairs.
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = item.split(separator: "=", omittingEmptySubsequences: false)
                guard parts.count == 2, let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), value.isFinite else {
                    throw UsageError(flag: "--fixed", "expected name=value pairs separated by commas, got \(OneLine.quoted(String(item)))")
                }
                fixed.append((String(parts[0]).trimmingCharacters(in: .whitespaces), value))
            }
        }
        let clamping = try a.choice("clamp", CornerRounding.Clamping.allCases.map(\.rawValue))
            .flatMap(CornerRounding.Clamping.init(rawValue:)) ?? CornerRounding.Clamping.none
        if a.has("clamp"), !construction.hasClampPolicy {
            throw UsageError(flag: "--clamp", "\(construction.rawValue) is drawn as published and has no clamp policy")
        }
        var ignored: [Invariant]?
        if let text = a.string("ignore") {
            ignored = []
            for item in text.split(separator: ",") where item != "none" {
                guard let invariant = Invariant(rawValue: String(item)) else {
                    throw UsageError(flag: "--ignore", "unknown invariant \(OneLine.quoted(String(item))) (invariants: \(Invariant.allCases.map(\.name).joined(separator: ", ")))")
                }
                ignored?.append(invariant)
            }
        }
        let scale: Catalogue.Options.Sampling = try a.choice("scale-invariance", ["never", "always"]) == "always" ? .always : .never
        var search = BoundarySearch()
        if let tolerance = try a.double("tolerance") {
            guard tolerance > 0, tolerance <= 0.1 else { throw UsageError(flag: "--tolerance", "must be in (0, 0.1], got \(tolerance)") }
            search.relativeTolerance = tolerance
        }
        let seed = try a.int("seed") ?? 24301
        let x = try axis("x"), y = try axis("y"), z = try axis("z")
        do throws(ExplorerError) {
            return try RangeMapSetup(construction: construction, x: x, y: y, z: z,
                                     grid: grid, fixed: fixed, clamping: clamping, ignored: ignored,
                                     scaleInvariance: scale, search: search, seed: UInt64(bitPattern: Int64(seed)))
        } catch {
            let flag: String
            switch error {
            case .unknownParameter(let name, _, _):
                flag = [("x", a.string("x")), ("y", a.string("y")), ("z", a.string("z"))]
                    .first { $0.1?.hasPrefix(name) == true }.map { "--\($0.0)" } ?? "--fixed"
            case .badAxis: flag = "--x/--y/--z"
            case .badSetting(let setting, _): flag = "--\(setting)"
            default: flag = "explore"
            }
            throw UsageError(flag: flag, error.description)
        }
    }

    package static func shard(_ a: Arguments) throws(UsageError) -> (index: Int, count: Int)? {
        guard let text = a.string("shard") else { return nil }
        // The one shard parser, PropertyCheck's (as `fillet verify --shard`).
        do {
            let shard = try Shard(parsing: text)
            return (shard.index, shard.count)
        } catch {
            throw UsageError(flag: "--shard", "\(error)")
        }
    }
}
