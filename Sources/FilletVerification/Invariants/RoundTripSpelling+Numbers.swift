/// Numbers and path data in a ``RoundTripSpelling``: the same values in other forms the SVG 2
/// grammar allows (§9.3.9 for path data and `number`), which the reader must read as the same doubles.
extension RoundTripSpelling {
    /// The attributes whose values are numbers, lists of numbers or lengths (a unit or `%` after
    /// a number), and transform lists: each number in them may be written in another form.
    static let numericAttributes: Set<String> = ["x", "y", "width", "height", "viewBox", "transform", "points", "cx", "cy",
                                                 "r", "rx", "ry", "x1", "y1", "x2", "y2"]

    /// `value` with its numbers written in other forms (``respelled(number:)``); what is not a
    /// number (function names, parentheses, units, separators) is kept.
    mutating func respellingNumbers(in value: String) -> String {
        // The suite's values are ASCII: scanned as bytes, where a character is one byte (CR LF,
        // the one ASCII cluster of two, is neither a number's character nor a letter).
        let bytes = Array(value.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return respellingNumbers(inCharacters: value) }
        var result = "", index = 0, kept = 0
        while index < bytes.count {
            if Self.startsNumber(bytes, at: index), let end = Self.numberEnd(in: bytes, from: index) {
                result += String(decoding: bytes[kept..<index], as: UTF8.self)
                result += respelled(number: String(decoding: bytes[index..<end], as: UTF8.self))
                index = end
                kept = end
            } else {
                index += 1
            }
        }
        return result + String(decoding: bytes[kept...], as: UTF8.self)
    }

    /// ``respellingNumbers(in:)`` on a value that is not ASCII, character by character.
    private mutating func respellingNumbers(inCharacters value: String) -> String {
        var result = "", index = value.startIndex
        while index < value.endIndex {
            if let end = Self.numberEnd(in: value, from: index), Self.startsNumber(value, at: index) {
                result += respelled(number: String(value[index..<end]))
                index = end
            } else {
                result.append(value[index])
                index = value.index(after: index)
            }
        }
        return result
    }

    /// Whether a number may start at `index`: not inside a name (`skewX`, `translate`).
    private static func startsNumber(_ text: String, at index: String.Index) -> Bool {
        guard index > text.startIndex else { return true }
        let before = text[text.index(before: index)]
        return !(before.isLetter || before.isNumber || before == ".")
    }

    /// ``startsNumber(_:at:)`` on an ASCII value's bytes.
    private static func startsNumber(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = bytes[index - 1]
        let isLetter = (before | 0x20) >= UInt8(ascii: "a") && (before | 0x20) <= UInt8(ascii: "z")
        return !(isLetter || isDigit(before) || before == UInt8(ascii: "."))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// ``numberEnd(in:from:)`` on an ASCII value's bytes (the same 64-character window).
    private static func numberEnd(in bytes: [UInt8], from start: Int) -> Int? {
        let limit = Swift.min(bytes.count, start + 64)
        func isDigit(_ i: Int) -> Bool { i < limit && Self.isDigit(bytes[i]) }
        func isByte(_ i: Int, _ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
            i < limit && (bytes[i] == UInt8(ascii: a) || bytes[i] == UInt8(ascii: b))
        }
        var index = start, digits = 0
        if isByte(index, "-", "+") { index += 1 }
        while isDigit(index) { index += 1; digits += 1 }
        if isByte(index, ".", ".") {
            index += 1
            while isDigit(index) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if isByte(index, "e", "E") {
            var probe = index + 1
            if isByte(probe, "-", "+") { probe += 1 }
            if isDigit(probe) {
                while isDigit(probe) { probe += 1 }
                index = probe
            }
        }
        return index
    }

    /// The end of the number (`sign? (digits ('.' digits?)? | '.' digits) ([eE] sign? digits)?`)
    /// at `index`, or `nil`.
    private static func numberEnd(in text: String, from start: String.Index) -> String.Index? {
        let characters = Array(text[start...].prefix(64))
        var index = 0, digits = 0
        func isDigit(_ i: Int) -> Bool { i < characters.count && characters[i].isASCII && characters[i].isNumber }
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        while isDigit(index) { index += 1; digits += 1 }
        if index < characters.count, characters[index] == "." {
            index += 1
            while isDigit(index) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var probe = index + 1
            if probe < characters.count, characters[probe] == "-" || characters[probe] == "+" { probe += 1 }
            if isDigit(probe) {
                while isDigit(probe) { probe += 1 }
                index = probe
            }
        }
        return text.index(start, offsetBy: index)
    }

    /// `text`, a decimal number (as Swift writes a `Double`: its shortest round-trip form), as
    /// another decimal of exactly the same value: the point placed with leading or trailing zeros,
    /// an explicit `+`, no `0` before the point, or an exponent (`e`/`E`, signed or not, with
    /// leading zeros) after a mantissa whose point is anywhere, possibly more than 19 digits long.
    /// Read correctly rounded (as SVG's `number` is), every form gives the same double.
    mutating func respelled(number text: String) -> String {
        guard chance(0.5), let (negative, digits, exponent) = Self.decimal(text) else { return text }
        labels.insert("spelled: numbers")
        let sign = negative ? "-" : chance(0.2) ? "+" : ""
        if digits == "0" { return sign == "-" ? "0" : sign + pick(["0", "0.0", "00", ".0", "0e5", "0.000E-3"]) }
        if chance(0.5) {
            // digits · 10^exponent with the point placed: leading zeros as needed, then trailing ones.
            var whole = digits, fraction = ""
            if exponent >= 0 {
                whole += String(repeating: "0", count: exponent)
            } else {
                let padded = String(repeating: "0", count: Swift.max(0, -exponent - digits.count + 1)) + digits
                whole = String(padded.dropLast(-exponent))
                fraction = String(padded.suffix(-exponent))
            }
            fraction += String(repeating: "0", count: Int(random.next() % 4) == 0 ? 25 : Int(random.next() % 3))
            whole = String(repeating: "0", count: Int(random.next() % 3)) + whole
            if whole.allSatisfy({ $0 == "0" }), !fraction.isEmpty, chance(0.5) { whole = "" }
            return sign + whole + (fraction.isEmpty ? (chance(0.3) ? "." : "") : "." + fraction)
        }
        // An exponent form: the digits (with trailing zeros, sometimes past 19 of them) and the point anywhere.
        let mantissa = digits + String(repeating: "0", count: Int(random.next() % 4) == 0 ? 22 : Int(random.next() % 3))
        let point = Int(random.next() % UInt64(mantissa.count + 1))
        // mantissa = written · 10^(count − point) and value = mantissa · 10^(exponent − zeros added).
        let shifted = exponent + digits.count - point
        let written = String(mantissa.prefix(point)) + (point < mantissa.count ? "." + mantissa.dropFirst(point) : "")
        let exponentSign = shifted < 0 ? "-" : chance(0.5) ? "+" : ""
        return sign + (written.hasPrefix(".") && chance(0.5) ? "0" : "") + written + pick(["e", "E"]) + exponentSign
            + String(repeating: "0", count: Int(random.next() % 3)) + String(Swift.abs(shifted))
    }

    /// A decimal as (negative, digits without leading zeros, exponent): value = ±digits · 10^exponent;
    /// `nil` for what is not a plain decimal.
    static func decimal(_ text: String) -> (negative: Bool, digits: String, exponent: Int)? {
        var rest = Substring(text), negative = false
        if rest.first == "-" || rest.first == "+" { negative = rest.first == "-"; rest = rest.dropFirst() }
        var exponent = 0
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(rest[rest.index(after: e)...]) else { return nil }
            exponent = value
            rest = rest[..<e]
        }
        var digits = ""
        if let point = rest.firstIndex(of: ".") {
            let fraction = rest[rest.index(after: point)...]
            digits = String(rest[..<point]) + fraction
            exponent -= fraction.count
        } else {
            digits = String(rest)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        digits = String(digits.drop { $0 == "0" })
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast(); exponent += 1 }
        return (negative, digits.isEmpty ? "0" : digits, digits.isEmpty ? 0 : exponent)
    }

    /// Path data the suite wrote in the plain form (each command's letter followed by its numbers,
    /// all separated by one space) in another form of the SVG 2 grammar (§9.3.9): numbers
    /// respelled, separators a space, a comma with or without spaces, or nothing where the next
    /// number cannot continue the last (it starts with a sign, or with a point after a number that
    /// has one or an exponent; anything after an arc's flag); a command letter left out where
    /// the previous command repeats (a move's implicit line-to included).
    mutating func respelledPathData(_ data: String) -> String {
        var commands: [(letter: Character, arguments: [String])] = []
        for token in data.split(separator: " ") {
            if let first = token.first, first.isLetter {
                commands.append((first, token.count > 1 ? [String(token.dropFirst())] : []))
            } else if !commands.isEmpty {
                commands[commands.count - 1].arguments.append(String(token))
            }
        }
        guard !commands.isEmpty else { return data }
        labels.insert("spelled: path data")
        var text = "", previous: Character?, lastToken = "", lastWasFlag = false
        for (letter, arguments) in commands {
            let implicit: Character? = previous.map { $0 == "M" ? "L" : $0 == "m" ? "l" : $0 }
            let omitLetter = !arguments.isEmpty && implicit == letter && chance(0.5)
            if !omitLetter {
                text += (text.isEmpty ? "" : pick(["", " ", "\n"])) + String(letter) + pick(["", "", " "])
                lastToken = ""
            }
            for (index, argument) in arguments.enumerated() {
                let isFlag = "Aa".contains(letter) && index % 7 >= 3 && index % 7 <= 4
                let token = isFlag ? argument : respelled(number: argument)
                if !lastToken.isEmpty {
                    let canTouch = lastWasFlag
                        || (!isFlag && (token.hasPrefix("-") || token.hasPrefix("+")))
                        || (!isFlag && token.hasPrefix(".") && lastToken.contains(where: { ".eE".contains($0) }))
                    text += canTouch && chance(0.5) ? "" : pick([" ", ",", " , ", "  ", ", "])
                }
                text += token
                lastToken = token
                lastWasFlag = isFlag
            }
            if arguments.isEmpty { lastToken = "" }
            previous = letter
        }
        return text
    }
}
