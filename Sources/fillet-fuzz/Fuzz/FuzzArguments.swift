import FilletCLI
import FilletExplorer
import FilletSupport
import FilletShapes
import FilletVerification
import PropertyCheck

/// Generators of whole hostile argument vectors (after `fillet`), one per command, built from the
/// commands' own option tables so every flag is exercised. Values that would make a case
/// legitimately slow (huge valid counts, a 48 × 48 map, a full audit) are kept small: the fuzz
/// hunts traps and wrong exits, not long runs; the resource limits are tested on their own.
enum FuzzArguments {
    /// Every command's vectors, weighted toward the cheap ones.
    static let any: Gen<[String]> = Gen.frequency([
        (40, shapeLike("shape", extra: ShapeCommand.outputOptions)),
        (8, shapePath),
        (8, checkPath),
        (6, fixPath),
        (25, shapeLike("check", extra: CheckCommand.outputOptions)),
        (10, replay),
        (1, verify),
        (2, merge),
        (1, explore),
        (3, audit),
        (4, FuzzFiles.vectors),
        (3, Gen.element(of: [[], ["--help"], ["-h"], ["help"], ["bogus"], ["--version"], ["shape"], ["check"],
                             ["replay"], ["explore"], ["verify", "merge"], ["shape", "--help"], ["\n"], [""]])),
    ])

    /// `--flag value`, `--flag=value`, a flag without its value, or a switch in any spelling.
    static func token(_ option: Option) -> Gen<[String]> {
        guard option.value != nil else {
            return Gen.element(of: [[option.flag], ["\(option.flag)=true"], ["\(option.flag)=false"],
                                    ["\(option.flag)=maybe"], ["\(option.flag)="]])
        }
        let flag = option.flag
        // A path flag never dangles without its value: the next token (a stray `-x` or `\n`) would
        // become a file name in the working directory. Its missing value is spelled `--flag=`.
        let isPath = ["output", "junit", "regressions", "out", "write-baseline", "files-from"].contains(option.name)
        return Gen.zip(value(for: option), Gen.int(in: 0...9)) { value, spelling in
            switch spelling {
            case 0: return ["\(flag)=\(value)"]
            case 1: return isPath ? ["\(flag)="] : [flag]
            default: return [flag, value]
            }
        }
    }

    /// A value for `option`, from its range when it has one, else by what the option takes.
    static func value(for option: Option) -> Gen<String> {
        if let range = option.range { return FuzzValues.number(range) }
        switch option.name {
        case "vertices": return FuzzValues.list(FuzzValues.point, length: 0...7)
        case "center": return FuzzValues.point
        case "rounded": return FuzzValues.list(Gen.element(of: ["1", "0", "true", "no", "2", "x", ""]), length: 0...6)
        case "data": return pathData
        case "file": return Gen.frequency([(3, FuzzValues.inputPath), (1, Gen.element(of: FuzzValues.hostileTexts))])
        case "format": return FuzzValues.choice(ShapeOutput.Format.allCases.map(\.rawValue) + CheckPathCommand.formats)
        case "config", "baseline", "files-from":
            return Gen.frequency([(3, FuzzFiles.gateFile), (1, FuzzValues.inputPath)])
        case "clamp": return FuzzValues.choice(["none", "proportional"])
        case "position": return FuzzValues.choice(["inside", "center", "outside"])
        case "version": return FuzzValues.choice(["sharp", "outer-arcs", "inner-and-outer-arcs"])
        case "inner-corner-rule": return FuzzValues.choice(["concentric", "same-as-outer", "explicit"])
        case "output", "junit", "regressions", "write-baseline": return FuzzValues.outputPath
        case "out": return Gen.element(of: ["@OUT/dir", "@OUT/a/b", "@OUT/report.json", "/dev/null", ""])
        case "seed": return Gen.frequency([(3, Gen.element(of: ["0", "1", "42", "18446744073709551615"])),
                                           (1, Gen.element(of: FuzzValues.hostileNumbers))])
        case "cases": return Gen.frequency([(3, Gen.int(in: 1...4).map { String($0) }),
                                            (1, Gen.element(of: ["0", "-1", "1000000001", "1e9", "abc", ""]))])
        case "workers": return Gen.element(of: ["1", "2", "0", "-3", "x", "", "9223372036854775807"])
        case "shard": return Gen.element(of: ["0/1", "1/2", "0/2", "0/0", "2/1", "-1/2", "a/b", "1/", "/2", "0/9223372036854775807", ""])
        case "suite": return FuzzValues.choice(VerificationSuite.all.map(\.name))
        case "grid": return Gen.frequency([(4, Gen.element(of: ["1x1", "1", "2x1", "1x2"])),
                                           (2, Gen.element(of: ["0x0", "4097x1", "axb", "", "-1x2", "2x", "1e3x1", "x", "2x2x2"]))])
        case "x", "y", "z": return axis
        case "fixed": return FuzzValues.list(axis, length: 0...3)
        case "ignore": return FuzzValues.choice(["none", "tangent-continuity", "radii,orientation", "bogus"])
        case "scale-invariance": return FuzzValues.choice(["never", "always"])
        case "tolerance": return Gen.element(of: ["1e-9", "1e-6", "0.1", "0", "0.2", "-1", "nan", "1e-320", ""])
        case "name": return Gen.element(of: ["base", "", "a/b", "a\nb", "..", "x y", "."])
        case "seed-filter": return Gen.element(of: ["", "abc", "007", "0000", "-1", "\n", ",,"])
        default: return Gen.element(of: FuzzValues.hostileTexts)
        }
    }

    /// `name=a...b`, `name=v` or a bare name, with hostile names and numbers.
    static let axis: Gen<String> = Gen.zip(
        Gen.element(of: ["points", "inner-ratio", "corner-radius", "outer-corner-radius", "inner-corner-radius",
                         "rotation", "sides", "jitter", "width", "height", "border-width", "closed", "bogus", ""]),
        FuzzValues.number(.finite), FuzzValues.number(.finite), Gen.int(in: 0...4)
    ) { name, low, high, form in
        switch form {
        case 0: return name
        case 1: return "\(name)=\(low)"
        case 2: return "\(name)=\(low):\(high)"
        default: return "\(name)=\(low)...\(high)"
        }
    }

    /// Tokens that are not options: unknown flags, stray positionals, `--`.
    /// A stray positional is a path inside the scratch directory: it may become the value of a
    /// preceding flag that lost its own (`--junit @OUT/stray`), and must not land in the working directory.
    static let junk: Gen<[String]> = Gen.element(of: [["--bogus"], ["-x"], ["--"], ["@OUT/stray"], ["--points"], ["-"],
                                                      ["--help"], ["--=1"], ["\n"]])

    /// Up to `count` tokens drawn from `options` (and some junk), flattened.
    static func tokens(_ options: [Option], count: ClosedRange<Int>) -> Gen<[String]> {
        let choices = options.map(token)
        let item: Gen<[String]> = choices.isEmpty ? junk : Gen.frequency([(12, Gen.oneOf(choices)), (1, junk)])
        return Gen.array(of: item, length: count).map { $0.flatMap { $0 } }
    }

    /// `fillet shape path [--data …] [flags]`: the data is usually given, the flags shuffled (among
    /// them `--file`, so both sources, a missing file and a directory are tried).
    static let shapePath: Gen<[String]> = {
        let data = options(named: "data")
        let required: Gen<[String]> = Gen.frequency([(6, data.map(token) ?? Gen.constant([])), (1, Gen.constant([]))])
        return Gen.zip(required, tokens(ShapePathCommand.options, count: 0...3)) { first, rest in ["shape", "path"] + first + rest }
    }()

    private static func options(named name: String) -> Option? { ShapePathCommand.options.first { $0.name == name } }

    /// `fillet check path [--data …] [flags]`: hostile path data checked end to end, unreadable
    /// files, the kink threshold and curvature limit at their edges, JUnit inside the scratch directory.
    static let checkPath: Gen<[String]> = {
        let data = CheckPathCommand.options.first { $0.name == "data" }!
        let required: Gen<[String]> = Gen.frequency([(6, token(data)), (1, Gen.constant([]))])
        let others = CheckPathCommand.options.filter { $0.name != "data" }
        return Gen.zip(required, tokens(others, count: 0...4)) { first, rest in ["check", "path"] + first + rest }
    }()

    /// SVG path data: command letters, separators and edge numbers in any order (mostly
    /// malformed, sometimes valid), plus a few whole valid paths.
    static let pathData: Gen<String> = Gen.frequency([
        (4, Gen.array(of: Gen.element(of: ["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t",
                                           "A", "a", "Z", "z", " ", ",", "0", "1", "-1.5", ".5", "1e308", "-1.7e308",
                                           "1e400", "4.9e-324", "00", "nan", "é", "\n", "e", "+"]),
                      length: 0...24).map { $0.joined() }),
        (2, Gen.element(of: ["M0 0 C10 0 10 10 0 10 Z", "M0 0a1 1 0 00 1 1", "M0 0 A5 3 30 1 0 10 0 T20 0 s5 5 10 0 z",
                             "M1.7e308 0 L-1.7e308 0", "M0 0 Q1e308 1e308 1 1", "M0 0 C0 1e300 1 1 1 0 Z", ""])),
    ])

    /// `fillet shape|check <construction> [flags]`.
    static func shapeLike(_ command: String, extra: [Option]) -> Gen<[String]> {
        // One generator per construction, built once (not per case).
        let perKind = (ShapeSpec.Kind.allCases.map(\.rawValue) + ["", "bogus", "STAR", "--help", "\n"]).map { name in
            let options = (ShapeSpec.Kind(rawValue: name).map(ShapeOptions.options(for:)) ?? []) + extra
            let vertices = options.first { $0.name == "vertices" }
            let required: Gen<[String]> = vertices.map { option in
                Gen.frequency([(4, token(option)), (1, Gen.constant([]))])
            } ?? Gen.constant([])
            return (weight: ShapeSpec.Kind(rawValue: name) == nil ? 1 : 12,
                    gen: Gen.zip(required, tokens(options, count: 0...5)) { first, rest in [command, name] + first + rest })
        }
        return Gen.frequency(perKind)
    }

    /// `fillet verify` with small case counts and every output inside the scratch directory.
    static let verify: Gen<[String]> = {
        func option(_ name: String) -> Option { VerifyCommand.options.first { $0.name == name }! }
        let others = VerifyCommand.options.filter { !["cases", "output", "regressions", "junit"].contains($0.name) }
        return Gen.zip(tokens(others, count: 0...3), token(option("cases")), token(option("output")),
                       Gen.frequency([(3, Gen.constant([])), (1, token(option("junit")))])) { rest, cases, output, junit in
            ["verify"] + cases + output + ["--regressions", "@OUT/regressions.json"] + junit + rest
        }
    }()

    /// `fillet verify merge <reports…>`.
    static let merge: Gen<[String]> = Gen.zip(Gen.array(of: FuzzValues.inputPath, length: 0...3),
                                              tokens(VerifyCommand.mergeOptions, count: 0...2)) { paths, rest in
        ["verify", "merge", "--output", "@OUT/merged.json"] + paths + rest
    }

    /// `fillet replay <case>`: hostile ShapeSpec JSON, hostile path JSON (the path suite's cases),
    /// malformed JSON, or a bad path.
    static let replay: Gen<[String]> = Gen.zip(
        Gen.frequency([(4, specJSON), (2, pathJSON), (2, Gen.element(of: malformedJSON)), (1, FuzzValues.inputPath)]),
        Gen.bool(probability: 0.3)
    ) { input, json in ["replay", input] + (json ? ["--json"] : []) }

    static let malformedJSON: [String] = [
        "{", "}", "[]", "null", "{\"kind\":1}", "{\"kind\":\"bogus\"}", "{\"kind\":\"star\",}", "{\"kind\":\"star\"",
        "{\"version\":1,\"regressions\":[{}]}", "{\"version\":2,\"regressions\":[]}", "\u{0}",
        String(repeating: "[", count: 5_000), "{\"kind\":\"star\",\"points\":1e400}", "\"star\"", "{\"kind\":\"star\"}\n{",
    ]

    /// A ShapeSpec JSON object of a random kind with hostile values under real keys.
    static let specJSON: Gen<String> = {
        let keys = ["points", "outerRadius", "innerRatio", "outerCornerRadius", "innerCornerRadius", "rotation", "center",
                    "rect", "padding", "clamping", "vertices", "radius", "radii", "sides", "cornerRadius", "cornerRadii",
                    "borderWidth", "position", "innerCornerRule", "version", "rounded", "frame", "roundness",
                    "numberOfVertexes", "insideCornerRadius", "isCutout", "bogus"]
        let scalar = Gen.element(of: ["0", "1", "5", "7", "-1", "0.5", "1e308", "-1e308", "1e-320", "\"nan\"", "\"inf\"",
                                      "\"-inf\"", "1000000000", "true", "null", "\"x\"", "[]", "{}", "2.5", "-0"])
        let pair = Gen.zip(scalar, scalar) { "[\($0),\($1)]" }
        let value = Gen.frequency([
            (6, scalar),
            (2, Gen.array(of: pair, length: 0...5).map { "[\($0.joined(separator: ","))]" }),
            (1, Gen.array(of: scalar, length: 0...5).map { "[\($0.joined(separator: ","))]" }),
            (1, Gen.zip(scalar, scalar, scalar, scalar) { "{\"x\":\($0),\"y\":\($1),\"width\":\($2),\"height\":\($3)}" }),
        ])
        let field = Gen.zip(Gen.element(of: keys), value) { "\"\($0)\":\($1)" }
        let kind = Gen.element(of: ShapeSpec.Kind.allCases.map(\.rawValue) + ["bogus"])
        return Gen.zip(kind, Gen.array(of: field, length: 0...5)) { kind, fields in
            "{" + (["\"kind\":\"\(kind)\""] + fields).joined(separator: ",") + "}"
        }
    }()

    /// A path JSON object (`{"subpaths": …}`) with hostile numbers, lines, arcs (one away from the
    /// pen is refused by the path suite), curves, missing or unknown keys, and empty subpaths.
    static let pathJSON: Gen<String> = {
        let number = Gen.element(of: ["0", "1", "-3", "0.5", "1e308", "-1e308", "1e-320", "1e120", "\"nan\"", "null", "\"x\"", "-0"])
        let point = Gen.zip(number, number) { "[\($0),\($1)]" }
        let element = Gen.frequency([
            (3, point.map { "{\"op\":\"line\",\"to\":\($0)}" }),
            (3, Gen.zip(point, number, number, number) { "{\"op\":\"arc\",\"center\":\($0),\"radius\":\($1),\"start\":\($2),\"sweep\":\($3)}" }),
            (1, Gen.zip(point, point, point) { "{\"op\":\"cubic\",\"control1\":\($0),\"control2\":\($1),\"to\":\($2)}" }),
            (1, Gen.zip(point, point) { "{\"op\":\"quad\",\"control\":\($0),\"to\":\($1)}" }),
            (1, point.map { "{\"op\":\"move\",\"to\":\($0)}" }),
            (1, Gen.element(of: ["{}", "{\"op\":\"bogus\"}", "{\"op\":\"line\"}", "[]"])),
        ])
        let subpath = Gen.zip(point, Gen.array(of: element, length: 0...4), Gen.bool(probability: 0.5)) { start, rest, closed in
            "{\"closed\":\(closed),\"elements\":[" + (["{\"op\":\"move\",\"to\":\(start)}"] + rest).joined(separator: ",") + "]}"
        }
        return Gen.array(of: subpath, length: 0...3).map { "{\"subpaths\":[\($0.joined(separator: ","))]}" }
    }()

    /// `fillet explore` on a tiny grid, written inside the scratch directory.
    static let explore: Gen<[String]> = Gen.zip(
        Gen.frequency([(8, Gen.element(of: ExplorerConstruction.allCases.map(\.rawValue))), (1, Gen.element(of: ["", "bogus"]))]),
        value(for: ExploreCommand.options.first { $0.name == "grid" }!),
        tokens(ExploreCommand.options.filter { !["grid", "out", "merge"].contains($0.name) }, count: 0...3)
    ) { construction, grid, rest in
        ["explore", construction, "--quiet", "--out", "@OUT/ranges", "--grid", grid] + rest
    }

    /// `fillet audit` with one bad token, so it stops at the parser (a whole audit takes seconds).
    static let audit: Gen<[String]> = Gen.oneOf([
        value(for: AuditCommand.options.first { $0.name == "seed-filter" }!).map {
            ["audit", "--out", "@OUT/audit", "--seed-filter", $0, "--bogus"]
        },
        junk.map { ["audit", "--out", "@OUT/audit"] + $0 }.filter { $0.last != "--help" },
        Gen.constant(["audit", "--help"]),
    ])
}

/// A valid invocation with exactly one flag given a value it refuses: the message must name it.
struct BadValueCase: Codable, Sendable {
    var arguments: [String]
    var flag: String
}

extension FuzzArguments {
    /// `fillet shape|check <construction> --flag <invalid>` for every flag with a range or a
    /// fixed set of choices, and the ranged flags of `verify` and `fuzz`.
    static let oneBadValue: Gen<BadValueCase> = {
        let choices: [String: [String]] = [
            "format": ShapeOutput.Format.allCases.map(\.rawValue) + CheckPathCommand.formats, "clamp": ["none", "proportional"],
            "position": ["inside", "center", "outside"], "version": ["sharp", "outer-arcs", "inner-and-outer-arcs"],
            "inner-corner-rule": ["concentric", "same-as-outer", "explicit"],
        ]
        func bad(_ option: Option, prefix: [String]) -> Gen<BadValueCase>? {
            let value: Gen<String>
            if let range = option.range {
                value = FuzzValues.invalid(range)
            } else if let valid = choices[option.name] {
                value = Gen.element(of: FuzzValues.hostileTexts + ["bogus"]).filter { !valid.contains($0) }
            } else {
                return nil
            }
            return Gen.zip(value, Gen.bool()) { text, inline in
                BadValueCase(arguments: prefix + (inline ? ["\(option.flag)=\(text)"] : [option.flag, text]), flag: option.flag)
            }
        }
        var cases: [Gen<BadValueCase>] = []
        for kind in ShapeSpec.Kind.allCases {
            let required = kind == .polygon || kind == .seed001 ? ["--vertices", "0,0 100,0 50,80"] : []
            for command in ["shape", "check"] {
                let extra = command == "shape" ? ShapeCommand.outputOptions : CheckCommand.outputOptions
                for option in ShapeOptions.options(for: kind) + extra {
                    if let gen = bad(option, prefix: [command, kind.rawValue] + required) { cases.append(gen) }
                }
            }
        }
        for option in ShapePathCommand.options {
            if let gen = bad(option, prefix: ["shape", "path", "--data", "M0 0 L1 1"]) { cases.append(gen) }
        }
        for option in CheckPathCommand.options {
            if let gen = bad(option, prefix: ["check", "path", "--data", "M0 0 H1 V1 Z"]) { cases.append(gen) }
        }
        for option in FixPathCommand.options {
            if let gen = bad(option, prefix: ["fix", "path", "--dry-run", "--file", "/dev/null"]) { cases.append(gen) }
        }
        for option in VerifyCommand.options {
            if let gen = bad(option, prefix: ["verify", "--output", "@OUT/r.json", "--regressions", "@OUT/g.json"]) {
                cases.append(gen)
            }
        }
        for option in FuzzCommand.options {
            if let gen = bad(option, prefix: ["fuzz"]) { cases.append(gen) }
        }
        return Gen.oneOf(cases)
    }()
}
