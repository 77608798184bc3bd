import BenchmarkKit
import Testing

@Suite struct CommandLineOptionsTests {
    @Test func noArgumentsRunsWithDefaults() throws {
        let options = try CommandLineOptions.parse([])
        #expect(options.command == .run)
        #expect(options.threshold == CommandLineOptions.defaultThreshold)
        #expect(!options.quick && !options.json && !options.record)
    }

    @Test func allRunFlagsParse() throws {
        let options = try CommandLineOptions.parse(["--quick", "--json", "--filter", "^flatten/", "--compare", "base",
                                                    "--threshold", "7.5%", "--save-baseline", "next", "--force", "--record"])
        #expect(options.quick && options.json && options.record && options.force)
        #expect(options.filter == "^flatten/")
        #expect(options.compare == "base")
        #expect(options.saveBaseline == "next")
        #expect(abs(options.threshold - 0.075) < 1e-15)
    }

    @Test func equalsFormAndPlainNumberThreshold() throws {
        let options = try CommandLineOptions.parse(["--compare=base", "--threshold=3"])
        #expect(options.compare == "base")
        #expect(abs(options.threshold - 0.03) < 1e-15)
    }

    @Test func gateDefaultsToAllAndTakesCounts() throws {
        #expect(try CommandLineOptions.parse(["--compare", "base"]).gate == .all)
        #expect(try CommandLineOptions.parse(["--compare", "base", "--gate", "counts"]).gate == .counts)
    }

    @Test func reportSubcommand() throws {
        #expect(try CommandLineOptions.parse(["report"]).command == .report)
        #expect(try CommandLineOptions.parse(["report", "--results-dir", "/tmp/x"]).resultsDirectory == "/tmp/x")
    }

    @Test(arguments: [
        ["--bogus"], ["--filter"], ["--filter", "("], ["--threshold", "5%"], ["--compare", "b", "--threshold", "-1%"],
        ["--compare", "b", "--threshold", "fast"], ["--force"], ["--save-baseline", "../x"], ["frobnicate"],
        ["report", "--quick"], ["--quick=yes"], ["--compare"], ["--json", "--list"], ["list", "--json"],
        ["--list", "--quick"], ["--compare", "b", "--threshold", "0x10"], ["--compare", "b", "--threshold", "0x10%"],
        ["--gate", "counts"], ["--compare", "b", "--gate", "times"], ["--compare", "b", "--gate", ""],
    ])
    func badCommandLinesAreUsageErrorsWithExitTwo(arguments: [String]) {
        do {
            _ = try CommandLineOptions.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            guard case .usage = error else {
                Issue.record("expected a usage error, got \(error)")
                return
            }
            #expect(error.exitCode == 2)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func helpFlagSelectsTheHelpCommand() throws {
        #expect(try CommandLineOptions.parse(["--help"]).command == .help)
    }

    @Test(arguments: ["0  success", "1  error", "2  usage error", "4  with --compare: improvements only"])
    func helpDocumentsTheExitCode(line: String) {
        #expect(CommandLineOptions.help.contains(line))
    }
}
