import Foundation
import FilletSupport

/// The parsed command line of fillet-bench.
public struct CommandLineOptions: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        /// Measure (the default).
        case run
        /// Render trend.svg and trend.md from the history.
        case report
        /// Print the case names and exit.
        case list
        /// Print the help and exit.
        case help
    }

    public var command: Command = .run
    public var filter: String?
    public var quick = false
    public var json = false
    public var saveBaseline: String?
    public var force = false
    public var compare: String?
    /// Relative time threshold for `--compare` (0.05 = 5 %).
    public var threshold = CommandLineOptions.defaultThreshold
    /// Which metrics `--compare` gates.
    public var gate = Comparison.Gate.all
    public var record = false
    public var resultsDirectory: String?

    /// The time change `--compare` tolerates unless `--threshold` says otherwise: 5 %.
    public static let defaultThreshold = 0.05

    public init() {}

    /// The flags, described once: the parser (FilletSupport's ``Arguments``, the same as `fillet`'s:
    /// `--flag value` or `--flag=value`, switches also as `--flag=true|false`, a repeated or unknown
    /// flag is an error) and ``help`` read this table.
    public static let options: [Option] = [
        .value("filter", "REGEX", "only cases whose name matches (NSRegularExpression, unanchored search; report: of the history)"),
        .toggle("quick", "CI smoke mode: every case runs and is checked, briefly (1 ms samples, 2 rounds)"),
        .toggle("json", "print the run (and comparison) as JSON on stdout; the table goes to stderr"),
        .value("save-baseline", "NAME", "write results/bench/NAME.json; refuses to replace an existing one"),
        .toggle("force", "with --save-baseline: replace an existing baseline"),
        .value("compare", "NAME", "compare with results/bench/NAME.json (time: fastest sample; suspects re-timed)"),
        .value("threshold", "P%", "with --compare: time change tolerated (default 5%)"),
        .value("gate", "all|counts", "with --compare: what decides the verdict (default all; counts: points, elements and allocations only, times reported — for CI on a noisy machine)"),
        .toggle("record", "append one line to results/bench/history.jsonl"),
        .value("results-dir", "DIR", "results directory (default: results/bench under the package root)"),
        .toggle("list", "list the case names (as the list command)"),
    ]

    /// Parses `arguments` (without the program name).
    /// - Throws: ``BenchError/usage(_:)`` for an unknown flag, a missing or bad value, or flags that
    ///   do not go together.
    public static func parse(_ arguments: [String]) throws(BenchError) -> CommandLineOptions {
        let parsed: Arguments
        do { parsed = try Arguments(arguments, options: options, context: "fillet-bench") } catch {
            throw .usage(error.message)
        }
        var options = CommandLineOptions()
        if parsed.positionals.count > 1 {
            throw .usage("unexpected argument \(OneLine.quoted(parsed.positionals[1]))")
        }
        if let first = parsed.positionals.first {
            switch first {
            case "report": options.command = .report
            case "run": options.command = .run
            case "list": options.command = .list
            case "help": options.command = .help
            default: throw .usage("unknown command \(OneLine.quoted(first))")
            }
        }
        if parsed.wantsHelp { options.command = .help }
        if parsed.isSet("list") { options.command = .list }
        if let pattern = parsed.string("filter") {
            // NSRegularExpression refuses the empty pattern; say so rather than call it invalid.
            guard !pattern.isEmpty else { throw .usage("--filter expects a regular expression, got ''") }
            do {
                _ = try NSRegularExpression(pattern: pattern)
            } catch {
                throw .usage("--filter \(OneLine.quoted(pattern)) is not a valid regular expression")
            }
            options.filter = pattern
        }
        options.quick = parsed.isSet("quick")
        options.json = parsed.isSet("json")
        options.force = parsed.isSet("force")
        options.record = parsed.isSet("record")
        if let name = parsed.string("save-baseline") { options.saveBaseline = try baselineName(name, flag: "--save-baseline") }
        if let name = parsed.string("compare") { options.compare = try baselineName(name, flag: "--compare") }
        if let text = parsed.string("threshold") { options.threshold = try parseThreshold(text) }
        if let text = parsed.string("gate") {
            guard let gate = Comparison.Gate(rawValue: text) else {
                throw .usage("--gate \(OneLine.quoted(text)): expected all or counts")
            }
            options.gate = gate
        }
        if let directory = parsed.string("results-dir") {
            guard !directory.isEmpty else { throw .usage("--results-dir: expected a directory, got ''") }
            options.resultsDirectory = directory
        }
        if options.command == .help { return options }
        if parsed.has("threshold") && options.compare == nil { throw .usage("--threshold needs --compare") }
        if parsed.has("gate") && options.compare == nil { throw .usage("--gate needs --compare") }
        if options.force && options.saveBaseline == nil { throw .usage("--force needs --save-baseline") }
        // The list command and the --list flag alike (--json --list printed the plain list).
        if options.command == .report || options.command == .list {
            let measuring = options.quick || options.json || options.saveBaseline != nil || options.compare != nil || options.record
            if measuring {
                throw .usage("'\(options.command == .report ? "report" : "list")' takes only --results-dir and --filter")
            }
        }
        return options
    }

    static func baselineName(_ name: String, flag: String) throws(BenchError) -> String {
        guard ResultsStore.isValidBaselineName(name) else {
            throw .usage("\(flag) \(OneLine.quoted(name)): a baseline name is letters, digits, '.', '_' or '-', not starting with '.'")
        }
        return name
    }

    /// `5%`, `5` and `0.5%` are percentages (decimal digits only: `0x10` is refused, not 16 %);
    /// the result is a fraction in [0, 1000].
    static func parseThreshold(_ text: String) throws(BenchError) -> Double {
        let number = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard number.allSatisfy({ "0123456789.eE+-".contains($0) }),
              let percent = Double(number), percent.isFinite, percent >= 0, percent <= 100_000 else {
            throw .usage("--threshold \(OneLine.quoted(text)) is not a percentage between 0% and 100000%")
        }
        return percent / 100
    }

    public static let help = """
    fillet-bench — times path generation and flattening, with baselines, a regression gate and history.

    USAGE
      swift run -c release fillet-bench [options]      measure (always build in release)
      swift run -c release fillet-bench report         render trend.svg and trend.md from the history
      swift run -c release fillet-bench list           list the case names

    OPTIONS

    """ + Option.helpText(options + [.toggle("help", "this help (also -h)")]) + """

    MEASUREMENT
      Each case: sanity check (untimed, gives points, minimal chord count, deviation), calibration
      (doubles the iterations until a call lasts 20 ms: the warm-up; then ~10 ms per sample),
      allocation count over 16 iterations (untimed), then 5 rounds × 10 samples, rounds interleaving
      all cases. Reported: min, p50, p90, p99, MAD of ns/iteration, shapes/s, points/s, ns/point,
      allocations/iteration, and the fitted exponent of each case's fastest sample vs corners and
      vs 1/tolerance. --compare gates the fastest sample (noise only adds time); a case slower than
      the threshold is re-timed alone for about 5 s (0.5 s with --quick) before it is a regression.
      An exponent fitted over at least a factor of 10 in x is gated by its series' ceiling and,
      over the baseline's x values, by the baseline's exponent + 0.10; the cases of a series that
      looks steeper are re-timed (same budget) and refitted before it is a regression.

    EXIT CODES
      0  success; with --compare: no change beyond the threshold
      1  error: missing or corrupt baseline, baseline exists (no --force), failed sanity check,
         allocation counter self-check failed, unreadable or missing history (report),
         unwritable file; with --compare: the baseline shares no case with the run
      2  usage error (one line on stderr); with --compare: at least one regression
      4  with --compare: improvements only, no regression
    """
}
