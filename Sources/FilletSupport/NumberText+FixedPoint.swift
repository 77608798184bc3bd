extension NumberText {
    /// The largest magnitude ``fixedPoint(_:decimals:)`` writes (2⁶³): its integer part then fits
    /// 64 bits and the scaled value `|value|·10^decimals` 128.
    public static let largestFixedPointMagnitude = 0x1p63

    /// `value` with `decimals` digits after the point, byte for byte as C's `%.<decimals>f`
    /// writes it in the C locale (``printf(_:precision:conversion:signed:)`` with `.fixed`), by
    /// integer arithmetic on the double's exact binary value instead of a call into the C
    /// library (which, per number, sets the locale and packs a variadic list).
    ///
    /// The double is `m·2ᵉ` exactly (`m < 2⁵³`). The digits written are the integer
    /// `q = round(m·2ᵉ·10^decimals)`, rounded as glibc rounds under the default rounding mode:
    /// to nearest, an exact half to the even `q`. With `e ≥ 0` the value is an integer and
    /// `q = m·2ᵉ·10^decimals` (< 2⁶³·10¹⁷ < 2¹²⁰); with `e < 0`, `p = m·10^decimals < 2¹¹⁰` is
    /// shifted right by `−e`, the bits shifted out deciding the rounding. Then: a minus sign for a
    /// negative double (`-0.0` and values rounding to zero too: `-0.00`), `q / 10^decimals` in
    /// decimal, and, for `decimals > 0`, a point and `q mod 10^decimals` on `decimals` digits.
    /// - Parameters:
    ///   - value: finite, with `|value| < largestFixedPointMagnitude`.
    ///   - decimals: 0…17.
    /// - Returns: `nil` outside those ranges (the caller may ask `printf`).
    /// - Complexity: O(1): one 128-bit multiplication, shift and division.
    public static func fixedPoint(_ value: Double, decimals: Int) -> String? {
        guard value.isFinite, Swift.abs(value) < largestFixedPointMagnitude, (0...17).contains(decimals) else { return nil }
        let scale = powersOfTen[decimals]
        let scaled = roundedScaled(Swift.abs(value), decimals: decimals)
        let integerPart = UInt64(scaled / UInt128(scale))
        let fraction = UInt64(scaled % UInt128(scale))
        // Sign, at most 20 integer digits, the point, at most 17 decimals.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var count = 0
            if value.sign == .minus { buffer[count] = UInt8(ascii: "-"); count += 1 }
            // The integer part's digits (at most 19), written from the last.
            var remaining = integerPart
            var integerDigits = 1
            var bound: UInt64 = 10
            while integerDigits < 20, remaining >= bound { integerDigits += 1; bound = bound &* 10 }
            for position in stride(from: integerDigits - 1, through: 0, by: -1) {
                buffer[count + position] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            }
            count += integerDigits
            if decimals > 0 {
                buffer[count] = UInt8(ascii: ".")
                count += 1
                var rest = fraction
                for position in stride(from: decimals - 1, through: 0, by: -1) {
                    buffer[count + position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                count += decimals
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    /// `round(magnitude·10^decimals)` exactly, an exact half to the even integer (glibc's
    /// rounding under the default rounding mode), for a finite `magnitude ≥ 0` below
    /// ``largestFixedPointMagnitude`` and `decimals` in 0…17: the double is `m·2ᵉ` (`m < 2⁵³`);
    /// with `e ≥ 0`, `m·2ᵉ·10^decimals < 2¹²⁰`; with `e < 0`, `m·10^decimals < 2¹¹⁰` shifted right
    /// by `−e`, the bits shifted out deciding the rounding.
    static func roundedScaled(_ magnitude: Double, decimals: Int) -> UInt128 {
        guard magnitude != 0 else { return 0 }
        let scale = powersOfTen[decimals]
        let significand = magnitude.isNormal
            ? UInt64(magnitude.significandBitPattern) | (1 << 52) : UInt64(magnitude.significandBitPattern)
        let exponent = magnitude.isNormal ? Int(magnitude.exponent) - 52 : -1074
        if exponent >= 0 { return (UInt128(significand) << exponent) * UInt128(scale) }
        let product = UInt128(significand) * UInt128(scale)
        let shift = -exponent
        // product < 2¹¹⁰: from a shift of 111 on, it is below half of one unit.
        if shift > 110 { return 0 }
        var scaled = product >> shift
        let remainder = product - (scaled << shift)
        let half = UInt128(1) << (shift - 1)
        if remainder > half || remainder == half && scaled & 1 == 1 { scaled += 1 }
        return scaled
    }

    /// 10⁰ … 10¹⁷.
    static let powersOfTen: [UInt64] = (0...17).map { power in (0..<power).reduce(UInt64(1)) { product, _ in product * 10 } }
}
