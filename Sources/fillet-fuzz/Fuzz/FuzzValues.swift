import FilletCLI
import FilletSupport
import PropertyCheck

/// Generators of hostile command-line values: numbers as text (valid, edge, non-finite,
/// malformed), free text with control characters, lists, and file paths confined to the case's
/// scratch directory (written `@OUT`, replaced when the case runs).
enum FuzzValues {
    /// Number texts that no numeric flag accepts or that sit on an edge.
    static let hostileNumbers: [String] = [
        "nan", "NaN", "-nan", "inf", "-inf", "infinity", "+Infinity", "1e309", "-1e309",
        "1.7976931348623157e308", "-1.7976931348623157e308", "4.9e-324", "-4.9e-324", "2.2250738585072014e-308",
        "-0", "0", "-0.0", "1e-300", "-1", "1e15", "1e300", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "18446744073709551616", "1000001", "4097", "0x10", "1_000", " 3 ", "3.", ".5",
        "1e", "e5", ".", "+", "-", "--5", "١٢", "5\n6", "7\r", "\t2", "1,2", "1 2", "",
    ]

    /// Free text: empty, whitespace, control characters, quotes, JSON and flag look-alikes.
    static let hostileTexts: [String] = [
        "", " ", "\n", "a\nb", "\r\n", "\u{0}", "\u{7}", "\u{2028}", "'", "\"", "--", "-", "=", "==", "--=",
        "{", "[]", "null", "{\"kind\":\"star\"}", "🙂", "x y", "none", "all", "true", "false", "..", "...",
    ]

    /// A number in `range` that is cheap to run with (counts stay small), as text.
    static func valid(_ range: NumberRange) -> Gen<String> {
        switch range {
        case .integers(let bounds):
            let low = Swift.max(bounds.lowerBound, -3), high = Swift.min(bounds.upperBound, 24)
            return Gen.int(in: Swift.min(low, high)...Swift.max(low, high)).map { String($0) }
        case .positive: return Gen.double(in: 1e-3...300).map { "\($0)" }
        case .nonNegative: return Gen.double(in: 0...300).map { "\($0)" }
        case .open(let low, let high), .closed(let low, let high):
            return Gen.double(in: low...high).map { "\($0)" }
        case .finite: return Gen.double(in: -300...300).map { "\($0)" }
        }
    }

    /// A value for a numeric option: mostly valid, else hostile.
    static func number(_ range: NumberRange) -> Gen<String> {
        Gen.frequency([(3, valid(range)), (2, Gen.element(of: hostileNumbers)), (1, Gen.element(of: hostileTexts))])
    }

    /// A value that `range` refuses.
    static func invalid(_ range: NumberRange) -> Gen<String> {
        Gen.element(of: hostileNumbers + ["abc", "", "1\n2"]).filter(maxAttempts: 1000) { text in
            guard let value = Double(text.trimmingSpaces) else { return true }
            if case .integers(let bounds) = range {
                guard let whole = Int(text.trimmingSpaces) else { return true }
                return !bounds.contains(whole)
            }
            return !range.contains(value)
        }
    }

    /// One of `choices` (mostly) or hostile text.
    static func choice(_ choices: [String]) -> Gen<String> {
        Gen.frequency([(4, Gen.element(of: choices)), (1, Gen.element(of: hostileTexts))])
    }

    /// Lists such as `"x,y x,y"` or `"1 0 1"`: items joined by one of the separators.
    static func list(_ item: Gen<String>, length: ClosedRange<Int>) -> Gen<String> {
        Gen.zip(Gen.array(of: item, length: length), Gen.element(of: [" ", ",", ";", "  ", "\n"])) { items, separator in
            items.joined(separator: separator)
        }
    }

    /// A point `x,y`, sometimes malformed.
    static let point: Gen<String> = Gen.frequency([
        (5, Gen.zip(valid(.finite), valid(.finite)) { x, y in "\(x),\(y)" }),
        (1, Gen.zip(Gen.element(of: hostileNumbers), valid(.finite)) { x, y in "\(x),\(y)" }),
        (1, Gen.element(of: ["1", "1,2,3", ",", "1,", "a,b", ""])),
    ])

    /// An output path: inside the case's scratch directory (`@OUT`), or a target that must be
    /// refused (a directory, a device, a path below a regular file, the empty path). Never a
    /// relative path: a writable one (a file named "\n") landed in the working directory.
    static let outputPath: Gen<String> = Gen.frequency([
        (6, Gen.element(of: ["@OUT/report.json", "@OUT/sub/dir/out.xml", "@OUT/x", "@OUT/a\nb.json",
                             "@OUT/ü ñ.json", "@OUT/\n"])),
        (1, Gen.element(of: ["@OUT", "@OUT/", "/dev/full", "/dev/null", "@OUT/report.json/below", ""])),
    ])

    /// An input path: missing, a directory, or a device.
    static let inputPath: Gen<String> = Gen.element(of: ["@OUT/missing.json", "@OUT", "/dev/null", "", "@OUT/\n"])
}
