import Foundation

extension NumberText {
    /// `value` with `precision` significant digits, byte for byte as C's `%.<precision>g` writes
    /// it in the C locale (``printf(_:precision:conversion:signed:)`` with `.general`), by integer
    /// arithmetic on the double's exact binary value instead of a call into the C library.
    ///
    /// With `P = max(precision, 1)` and `X` the exponent `%e` would write (the decade of the value
    /// once rounded to `P` digits), the digits are the integer
    ///
    /// ```
    /// q = round(|value|·10^(P−1−X)),   10^(P−1) ≤ q < 10^P
    /// ```
    ///
    /// rounded to nearest, an exact half to the even `q` (as glibc rounds under the default
    /// rounding mode; the same rounding as ``fixedPoint(_:decimals:)``). `X` starts at
    /// `⌊log₁₀|value|⌋` (computed in floating point, so possibly one off near a power of ten) and
    /// moves by one while `q` falls outside its decade; a `q = 10^(P−1)` is checked one decade
    /// lower, where a value just below `10^X` keeps its own digits unless they carry. Then, as C99 §7.19.6.1 says for `%g`:
    /// for `−4 ≤ X < P`, `q` is written as fixed point with `P−1−X` decimals, otherwise as
    /// `d.ddd` and `e±XX` (at least two exponent digits); trailing zeros of the fraction are
    /// removed, and the point with them when nothing follows it; a minus sign for a negative
    /// double, `-0.0` included (`-0`).
    /// - Parameters:
    ///   - value: finite; the exact arithmetic needs `P−1−X` in 0…17 and `|value| < 2⁶³`, so
    ///     magnitudes from about `10^(P−18)` up to `10^P` (all of them for `P = 6`: 10⁻¹² … 10⁶).
    ///   - precision: 0…17 (0 reads as 1, as in C).
    /// - Returns: `nil` for NaN, ±∞ and magnitudes outside that range (the caller asks the C
    ///   library).
    /// - Complexity: O(1): at most three 128-bit roundings.
    public static func significant(_ value: Double, precision: Int) -> String? {
        let digits = Swift.max(precision, 1)
        guard let (scaled, exponent) = decimalDigits(value, digits: digits) else { return nil }
        // Sign, at most 17 digits, the point, `e-12`.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var count = 0
            if value.sign == .minus { buffer[count] = UInt8(ascii: "-"); count += 1 }
            func write(_ number: UInt64, width: Int) { writeDigits(number, width: width, to: buffer, at: &count) }
            /// `number` with its trailing zeros removed, and how many digits of `width` remain.
            func trimmed(_ number: UInt64, width: Int) -> (UInt64, Int) {
                var number = number
                var width = width
                while width > 0, number % 10 == 0 { number /= 10; width -= 1 }
                return (number, width)
            }
            let scientific = exponent < -4 || exponent >= digits
            let decimals = scientific ? digits - 1 : digits - 1 - exponent
            let unit = UInt128(powersOfTen[decimals])
            let whole = UInt64(scaled / unit)
            var integerDigits = 1
            var bound: UInt64 = 10
            while whole >= bound { integerDigits += 1; bound &*= 10 }
            write(whole, width: integerDigits)
            let (fraction, fractionDigits) = trimmed(UInt64(scaled % unit), width: decimals)
            if fractionDigits > 0 {
                buffer[count] = UInt8(ascii: ".")
                count += 1
                write(fraction, width: fractionDigits)
            }
            if scientific { writeExponent(exponent, to: buffer, at: &count) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    /// `value` as C's `%.<decimals>e` writes it in the C locale (``printf(_:precision:conversion:signed:)``
    /// with `.scientific`), from the same digits ``significant(_:precision:)`` computes with
    /// `decimals + 1` significant digits: `d`, then the point and the `decimals` digits after it
    /// (trailing zeros kept; no point when `decimals` is 0), then `e±XX` (at least two exponent
    /// digits); a minus sign for a negative double.
    /// - Returns: `nil` where ``significant(_:precision:)`` would be (the caller asks the C library).
    package static func scientificDigits(_ value: Double, decimals: Int) -> String? {
        guard decimals >= 0, let (scaled, exponent) = decimalDigits(value, digits: decimals + 1) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var count = 0
            if value.sign == .minus { buffer[count] = UInt8(ascii: "-"); count += 1 }
            let unit = UInt128(powersOfTen[decimals])
            writeDigits(UInt64(scaled / unit), width: 1, to: buffer, at: &count)
            if decimals > 0 {
                buffer[count] = UInt8(ascii: ".")
                count += 1
                writeDigits(UInt64(scaled % unit), width: decimals, to: buffer, at: &count)
            }
            writeExponent(exponent, to: buffer, at: &count)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    /// Writes `number` as exactly `width` decimal digits at `buffer[count...]` and moves `count` past them.
    private static func writeDigits(_ number: UInt64, width: Int, to buffer: UnsafeMutableBufferPointer<UInt8>,
                                    at count: inout Int) {
        var rest = number
        for position in stride(from: width - 1, through: 0, by: -1) {
            buffer[count + position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += width
    }

    /// Writes `e±XX` (at least two exponent digits, as C does) at `buffer[count...]`.
    private static func writeExponent(_ exponent: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at count: inout Int) {
        buffer[count] = UInt8(ascii: "e")
        buffer[count + 1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        count += 2
        writeDigits(UInt64(Swift.abs(exponent)), width: Swift.abs(exponent) >= 100 ? 3 : 2, to: buffer, at: &count)
    }

    /// The `digits` (1…17) significant decimal digits of `|value|` as the integer `q` and the
    /// exponent `X` of its leading one (see ``significant(_:precision:)``), or `nil` for NaN, ±∞
    /// and magnitudes the exact arithmetic does not reach.
    private static func decimalDigits(_ value: Double, digits: Int) -> (scaled: UInt128, exponent: Int)? {
        guard value.isFinite, digits <= 17, Swift.abs(value) < largestFixedPointMagnitude else { return nil }
        let magnitude = Swift.abs(value)
        let lowest = UInt128(powersOfTen[digits - 1])
        var exponent = 0
        var scaled: UInt128 = 0
        if magnitude != 0 {
            exponent = Int(log10(magnitude).rounded(.down))
            var settled = false
            for _ in 0..<3 {
                let decimals = digits - 1 - exponent
                guard (0...17).contains(decimals) else { return nil }
                scaled = roundedScaled(magnitude, decimals: decimals)
                if scaled >= lowest * 10 {
                    exponent += 1
                } else if scaled < lowest {
                    exponent -= 1
                } else {
                    settled = true
                    break
                }
            }
            guard settled else { return nil }
            // `q = 10^(P−1)` may be a value just below `10^X` rounded up (`⌊log₁₀⌋` rounded to
            // `X`): its decade is then `X − 1`, and the digits carry into `10^X` only if they do
            // at that decade's scale too.
            if scaled == lowest {
                let decimals = digits - exponent
                guard decimals <= 17 else { return nil }
                let below = roundedScaled(magnitude, decimals: decimals)
                if below < lowest * 10 {
                    exponent -= 1
                    scaled = below
                }
            }
        }
        return (scaled, exponent)
    }
}
