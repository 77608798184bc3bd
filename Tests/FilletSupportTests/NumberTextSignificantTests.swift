import Foundation
import Testing
import FilletSupport

/// `NumberText.significant` (our `%g`) writes what the C library's `%.Pg` writes, byte for byte,
/// over millions of doubles; and `printf(.general)` and `printf(.fixed)`, which now ask our
/// integer formatters first, still write the C library's bytes.
@Suite struct NumberTextSignificantTests {
    /// Doubles where `%g` is delicate, with their neighbours one ulp away: exact binary halves
    /// (`k/2ʲ`, ties at many digit positions, rounding to the even digit), decimal ties
    /// `d.dddd5·10ᵏ` (the nearest double lies above or below), the edges of each decade
    /// (`9.99999…5·10ᵏ`, where rounding carries into the next exponent, and powers of ten, where
    /// `⌊log₁₀⌋` may be one off), the fixed/exponent switch at 10⁻⁴, random bit patterns (every
    /// exponent, subnormals) and log-uniform magnitudes, ±0, the largest and smallest doubles.
    static func values(count: Int, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        var values: [Double] = [0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
                                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0x1p63, 0x1p63.nextDown,
                                1e-4, 9.99995e-5, 0.0001, 0.00009999995, 123456.5, 1234565, 0.5, 1.5, 2.5, 1e-12, 1e-13]
        func addWithNeighbours(_ value: Double) {
            values += [value, value.nextUp, value.nextDown, -value]
        }
        for exponent in -20...20 {
            let power = pow(10, Double(exponent))
            addWithNeighbours(power)
            for nines in 1...17 {
                // 0.99…95 with `nines` nines: rounds up to the next power at `nines` digits.
                addWithNeighbours((1 - 0.5 * pow(10, -Double(nines))) * power)
            }
        }
        for numerator in [1.0, 3, 5, 7, 25, 125, 375, 1023, 12345, 123_456_789] {
            for shift in 1...60 {
                let half = numerator / Double(sign: .plus, exponent: shift, significand: 1)
                for whole in [0.0, 1, 9, 99, 12345, 999_999] { addWithNeighbours(whole + half) }
            }
        }
        while values.count < count {
            switch generator.next() % 4 {
            case 0:
                values.append(Double(bitPattern: generator.next()))
            case 1:
                let magnitude = pow(10, Double(generator.next() % 2_600_000) / 100_000 - 16)
                values.append(generator.next() & 1 == 0 ? magnitude : -magnitude)
            case 2:
                // A decimal tie: `digits` significant digits then a 5, at a random decade.
                let digits = 1 + Int(generator.next() % 16)
                let mantissa = Double(generator.next() % UInt64(pow(10, Double(digits)))) * 10 + 5
                addWithNeighbours(mantissa * pow(10, Double(Int(generator.next() % 30) - 24 - digits)))
            default:
                // Path-data-like: a few decimals, up to 10⁴.
                let decimals = Int(generator.next() % 8)
                addWithNeighbours(Double(Int64(generator.next() % 20_000_000) - 10_000_000) / pow(10, Double(decimals)))
            }
        }
        return values
    }

    static func mismatches(precision: Int, values: [Double]) -> Int {
        var mismatches = 0
        for value in values {
            let theirs = NumberText.cPrintf(value, precision: precision, conversion: .general)
            guard let ours = NumberText.significant(value, precision: precision) else {
                // Refused: only what the integer arithmetic cannot hold.
                if value.isFinite && Swift.abs(value) >= 1e-10 && Swift.abs(value) < 1e5 && precision == 6 {
                    mismatches += 1
                    Issue.record("refused \(value) (bits \(value.bitPattern)) at \(precision)")
                }
                continue
            }
            if ours != theirs {
                mismatches += 1
                if mismatches <= 10 { Issue.record("\(value) (bits \(value.bitPattern)) at \(precision): \(ours) != \(theirs)") }
            }
        }
        return mismatches
    }

    /// The precision every detail uses (`compact`'s default), over a million doubles.
    @Test func sixDigitsMatchPrintfOverAMillionDoubles() {
        let values = Self.values(count: 1_000_000, seed: 48)
        #expect(values.count >= 1_000_000)
        #expect(Self.mismatches(precision: 6, values: values) == 0)
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 9, 12, 15, 16, 17])
    func significantMatchesPrintf(precision: Int) {
        let values = Self.values(count: 150_000, seed: 1000 + UInt64(precision))
        #expect(Self.mismatches(precision: precision, values: values) == 0)
    }

    /// `%e` from the same digits, byte for byte as the C library writes it, at every precision
    /// it takes; the reports' margins (`%.3e`) over a million doubles.
    @Test(arguments: [0, 1, 2, 3, 4, 5, 8, 12, 16])
    func scientificMatchesPrintf(decimals: Int) {
        let values = Self.values(count: decimals == 3 ? 1_000_000 : 100_000, seed: 2000 + UInt64(decimals))
        var mismatches = 0, answered = 0
        for value in values {
            guard let ours = NumberText.scientificDigits(value, decimals: decimals) else { continue }
            answered += 1
            let theirs = NumberText.cPrintf(value, precision: decimals, conversion: .scientific)
            if ours != theirs {
                mismatches += 1
                if mismatches <= 10 { Issue.record("\(value) (bits \(value.bitPattern)) at %.\(decimals)e: \(ours) != \(theirs)") }
            }
        }
        #expect(mismatches == 0)
        #expect(answered > values.count / 4, "\(answered) of \(values.count) answered")
        #expect(NumberText.scientificDigits(8.8501014632943e-05, decimals: 3) == "8.850e-05")
        #expect(NumberText.scientificDigits(-0.0, decimals: 2) == "-0.00e+00")
        #expect(NumberText.scientificDigits(.nan, decimals: 3) == nil)
        #expect(NumberText.printf(1.5e-7, precision: 3, conversion: .scientific) == "1.500e-07")
    }

    /// The integer formatter answers most values it is asked (the C library is the exception).
    @Test func significantCoversTheUsualMagnitudes() {
        for value in [1.5e-12, 1e-5, 0.1, 1, 12.5, 999999.4, -3.25, 0, -0.0] {
            #expect(NumberText.significant(value, precision: 6) != nil, "\(value)")
        }
        #expect(NumberText.significant(.nan, precision: 6) == nil)
        #expect(NumberText.significant(-.infinity, precision: 6) == nil)
        #expect(NumberText.significant(999999.5, precision: 6) == nil)
        #expect(NumberText.significant(1e-13, precision: 6) == nil)
        #expect(NumberText.significant(1, precision: 18) == nil)
        #expect(NumberText.significant(123456.5, precision: 6) == "123456")
        #expect(NumberText.significant(0.000012345, precision: 6) == "1.2345e-05")
        #expect(NumberText.significant(-0.0, precision: 6) == "-0")
        #expect(NumberText.significant(1.03125, precision: 5) == "1.0312")
    }

    /// `printf` still writes the C library's bytes now that it asks the integer formatters first,
    /// signed `%+f` included.
    @Test(arguments: [NumberText.Conversion.general, .fixed, .scientific])
    func printfMatchesTheCLibrary(conversion: NumberText.Conversion) {
        let values = Self.values(count: 60_000, seed: 7) + [.nan, .infinity, -.infinity, -.nan]
        var mismatches = 0
        for precision in [0, 1, 3, 6, 10, 17] {
            for value in values {
                for signed in [false, true] {
                    let ours = NumberText.printf(value, precision: precision, conversion: conversion, signed: signed)
                    let theirs = NumberText.cPrintf(value, precision: precision, conversion: conversion, signed: signed)
                    if ours != theirs {
                        mismatches += 1
                        if mismatches <= 10 { Issue.record("\(value) (bits \(value.bitPattern)) \(conversion) \(precision) signed \(signed): \(ours) != \(theirs)") }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }
}
