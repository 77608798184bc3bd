import Testing
import FilletSupport

@Suite struct ArgumentsTests {
    let options: [Option] = [.value("points", "n", ""), .value("center", "x,y", ""), .toggle("cutout", ""),
                             .value("radii", "r r", ""), .value("rotation", "a", "")]

    @Test func parsesSeparateAndInlineValuesSwitchesAndPositionals() throws {
        let a = try Arguments(["star", "--points", "7", "--center=3,-4", "--cutout", "--rotation", "-1.5"],
                              options: options, context: "test")
        #expect(a.positionals == ["star"])
        #expect(try a.int("points") == 7)
        #expect(try a.point("center")! == (3, -4))
        #expect(a.isSet("cutout"))
        #expect(try a.double("rotation") == -1.5)
    }

    @Test func negativeNumbersAreValuesButFlagsAreNot() throws {
        #expect(try Arguments(["--rotation", "-2"], options: options, context: "t").double("rotation") == -2)
        #expect(throws: UsageError(flag: "--rotation", "missing value (a)")) {
            try Arguments(["--rotation", "--points", "3"], options: options, context: "t")
        }
    }

    @Test func unknownDuplicateAndMissingFlagsAreUsageErrors() {
        #expect(throws: UsageError.self) { try Arguments(["--nope", "1"], options: options, context: "t") }
        #expect(throws: UsageError(flag: "--points", "given more than once")) {
            try Arguments(["--points", "1", "--points", "2"], options: options, context: "t")
        }
        #expect(throws: UsageError(flag: "--points", "missing value (n)")) {
            try Arguments(["--points"], options: options, context: "t")
        }
        #expect(throws: UsageError.self) { try Arguments(["--cutout=maybe"], options: options, context: "t") }
    }

    @Test func malformedNumbersNameTheFlag() throws {
        let a = try Arguments(["--points", "1e9", "--rotation", "nan", "--center", "1,2,3", "--radii", "1 x 2"],
                              options: options, context: "t")
        #expect(throws: UsageError(flag: "--points", "expected a whole number, got '1e9'")) { try a.int("points") }
        #expect(throws: UsageError(flag: "--rotation", "expected a finite number, got 'nan'")) { try a.double("rotation") }
        #expect(throws: UsageError(flag: "--center", "expected a point x,y, got '1,2,3'")) { try a.point("center") }
        #expect(throws: UsageError(flag: "--radii", "expected a number, got 'x'")) { try a.doubles("radii") }
    }

    @Test func hugeIntegersDoNotTrap() throws {
        let a = try Arguments(["--points", "99999999999999999999999"], options: options, context: "t")
        #expect(throws: UsageError.self) { try a.int("points") }
    }
}
