import Foundation
import Testing
import FilletSupport

/// `NumberText.printf` writes what Foundation's `String(format:)` writes for the same format, so
/// every detail, table and label keeps its bytes.
@Suite struct NumberTextTests {
    /// Doubles of every kind: random bit patterns (all exponents, subnormals, NaN payloads),
    /// values near powers of ten (where `%g` switches notation and rounding carries), and the
    /// special ones.
    static let values: [Double] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 9.9999995, 99999.95, 999999.5, 1e-5, 9.99995e-5, 1e15, 1e16,
                                123456789, 1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
                                .leastNormalMagnitude, .infinity, -.infinity, .nan, 0.1 + 0.2, 2.5, 0.125]
        for exponent in -30...30 {
            let power = pow(10, Double(exponent))
            values += [power, power.nextUp, power.nextDown, -power, 9.5 * power, 9.9999995 * power]
        }
        for _ in 0..<4_000 { values.append(Double(bitPattern: next())) }
        for _ in 0..<4_000 { values.append((Double(next() % 2_000_000) - 1_000_000) / Double(1 + next() % 100_000)) }
        return values
    }()

    @Test(arguments: [0, 1, 3, 6, 9, 12, 17])
    func generalMatchesFoundation(precision: Int) {
        for value in Self.values {
            #expect(NumberText.printf(value, precision: precision, conversion: .general)
                    == String(format: "%.\(precision)g", value), "\(value.bitPattern)")
        }
    }

    @Test(arguments: [0, 1, 4, 6, 10, 17])
    func scientificMatchesFoundation(precision: Int) {
        for value in Self.values {
            #expect(NumberText.printf(value, precision: precision, conversion: .scientific)
                    == String(format: "%.\(precision)e", value), "\(value.bitPattern)")
        }
    }

    @Test(arguments: [0, 2, 6, 17])
    func fixedMatchesFoundationIncludingLongText(precision: Int) {
        for value in Self.values {
            #expect(NumberText.printf(value, precision: precision, conversion: .fixed)
                    == String(format: "%.\(precision)f", value), "\(value.bitPattern)")
            #expect(NumberText.printf(value, precision: precision, conversion: .fixed, signed: true)
                    == String(format: "%+.\(precision)f", value), "\(value.bitPattern)")
        }
    }

    /// Values where `%.Nf` rounding is delicate: exact binary halves at every place (ties go
    /// to the even digit), their neighbours one ulp away, path-data-like coordinates (a few
    /// decimals, up to 10⁴), tiny values rounding to `0` or `-0`, and integers up to the limit.
    static let fixedPointValues: [Double] = {
        var generator = SplitMix64(seed: 44)
        var values = NumberTextTests.values.filter { $0.isFinite && Swift.abs($0) < NumberText.largestFixedPointMagnitude }
        for places in 0...17 {
            for numerator in [1.0, 3, 5, 7, 25, 125, 375, 1023] {
                // k/2^j is exact: with j > places, its last digit at `places` + 1 may be a 5 and nothing after.
                for shift in 1...60 {
                    let tie = numerator / Double(sign: .plus, exponent: shift, significand: 1) + Double(places)
                    values += [tie, tie.nextUp, tie.nextDown, -tie]
                }
            }
        }
        for _ in 0..<20_000 {
            let decimals = Int(generator.next() % 7)
            let digits = Double(Int64(generator.next() % 20_000_000) - 10_000_000)
            let value = digits / pow(10, Double(decimals))
            values += [value, value.nextUp, value.nextDown, value * 1e-9]
        }
        for _ in 0..<5_000 {
            let magnitude = Double(bitPattern: generator.next() & 0x7FFF_FFFF_FFFF_FFFF)
            let scaled = magnitude.isFinite ? magnitude.truncatingRemainder(dividingBy: 0x1p62) : 0
            values.append(generator.next() & 1 == 0 ? scaled : -scaled)
        }
        values += [0x1p63.nextDown, -0x1p63.nextDown, 0x1p62, 4503599627370495.5, 0.5, 1.5, 2.5, -0.5, 1e-320, -1e-320]
        return values
    }()

    /// Our integer formatter writes what the C library's `%.Nf` writes, byte for byte, so path
    /// data rewritten with it keeps its bytes.
    @Test(arguments: 0...17)
    func fixedPointMatchesPrintf(decimals: Int) {
        #expect(Self.fixedPointValues.count > 100_000)
        var mismatches = 0
        for value in Self.fixedPointValues {
            let ours = NumberText.fixedPoint(value, decimals: decimals)
            let theirs = NumberText.cPrintf(value, precision: decimals, conversion: .fixed)
            if ours != theirs {
                mismatches += 1
                if mismatches <= 10 { Issue.record("\(value) (bits \(value.bitPattern)) at \(decimals): \(ours ?? "nil") != \(theirs)") }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func fixedPointRefusesWhatItCannotWrite() {
        #expect(NumberText.fixedPoint(.nan, decimals: 2) == nil)
        #expect(NumberText.fixedPoint(.infinity, decimals: 2) == nil)
        #expect(NumberText.fixedPoint(0x1p63, decimals: 0) == nil)
        #expect(NumberText.fixedPoint(1, decimals: 18) == nil)
        #expect(NumberText.fixedPoint(1, decimals: -1) == nil)
        #expect(NumberText.fixedPoint(-0.001, decimals: 2) == "-0.00")
        #expect(NumberText.fixedPoint(2.5, decimals: 0) == "2")
        #expect(NumberText.fixedPoint(0.125, decimals: 2) == "0.12")
    }

    @Test func compactKeepsItsRules() {
        #expect(NumberText.compact(1234567, plain: 1e-4..<1e6) == "1.23457e+06")
        #expect(NumberText.compact(123456.7, plain: 1e-4..<1e7) == "123457")
        #expect(NumberText.compact(1234567.25, plain: 1e-4..<1e9) == "1234567.250000")
        #expect(NumberText.compact(0.000012345) == "1.2345e-05")
        #expect(NumberText.compact(3, wholeBelow: 1e9) == "3")
        #expect(NumberText.compact(0) == "0.0")
        #expect(NumberText.compact(.nan, special: .symbols) == "NaN")
    }
}
