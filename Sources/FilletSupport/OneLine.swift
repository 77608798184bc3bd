/// Echoing user-supplied text inside a one-line message: the one escaping function every error
/// message uses, so a value containing a newline (or any control character) can never split a
/// message over two lines.
public enum OneLine {
    /// `text` with control characters written as escapes: `\n`, `\r`, `\t`, and
    /// `\u{…}` for every other C0/C1 control character, U+2028, U+2029 and the bidirectional
    /// formatting characters (U+061C, U+200E/F, U+202A…E, U+2066…9), and a file name's byte that
    /// is not UTF-8 (``FileSystemName``) as `\xNN`, and `##[` (a legacy CI command) as `#\#[`.
    /// Printable text, including non-ASCII letters, is otherwise unchanged.
    public static func escaped(_ text: String) -> String {
        // One pass over the bytes decides whether any scalar needs an escape (`holdsEscapable`).
        guard holdsEscapable(text) else { return breakingLegacyCommands(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value >= FileSystemName.heldByteBase {
                    result += FileSystemName.printable(String(scalar))
                } else if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return breakingLegacyCommands(result)
    }

    /// `text` with every `##[` written `#\#[`: GitHub's runner also takes the legacy form
    /// `##[command]…` as a workflow command *anywhere* in a line, so an echoed value never holds it.
    static func breakingLegacyCommands(_ text: String) -> String {
        // `##[` is ASCII, without decomposition: Foundation's search (canonical equivalence) can
        // find it only where its bytes are; where they are but it does not match, the replacement
        // below changes nothing either.
        let holdsBytes = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count >= 3 else { return false }
            for index in 0..<(bytes.count - 2) where bytes[index] == 0x23 && bytes[index + 1] == 0x23 && bytes[index + 2] == 0x5B {
                return true
            }
            return false
        }
        guard holdsBytes ?? (text.utf8.contains(UInt8(ascii: "#")) && text.contains("##[")) else { return text }
        return text.replacingOccurrences(of: "##[", with: "#\\#[")
    }

    /// Whether `line` would be read as a workflow command by a CI runner: it begins with `::` after
    /// white space (``beginsLikeCommand(_:)``) or holds the legacy `##[` anywhere.
    public static func holdsCommand(_ line: String) -> Bool { beginsLikeCommand(line) || line.contains("##[") }

    /// Whether a line beginning with `text` would be read as a workflow command by a CI runner:
    /// GitHub's runner takes any line of a step's output that starts with `::` after leading
    /// white space (any Unicode white space: it trims as .NET's `TrimStart` does) as a command.
    public static func beginsLikeCommand(_ text: String) -> Bool {
        let rest = text.unicodeScalars.drop { $0.properties.isWhitespace }
        return rest.starts(with: "::".unicodeScalars)
    }

    /// A path about to begin a line of output, made unable to pose as a command: `./` before it
    /// when it would begin like one (``beginsLikeCommand(_:)``; `./::error::x.svg` names the same
    /// file as `::error::x.svg`), otherwise unchanged.
    public static func lineStart(_ path: String) -> String { beginsLikeCommand(path) ? "./" + path : path }

    /// `'text'`, escaped and abbreviated: how a message quotes a value the user gave.
    public static func quoted(_ text: String) -> String { "'\(escaped(abbreviated(text)))'" }

    /// The most characters of a user's value a message echoes (``abbreviated(_:)``).
    public static let echoLimit = 160

    /// `text` when it has at most ``echoLimit`` Unicode scalars; otherwise its first
    /// ``echoLimit`` scalars, `…` and its size in bytes (`xxxx… (9000000 bytes)`), so a 9 MB
    /// value never becomes a 9 MB message line. Scalars, not characters: one character may hold
    /// millions of combining marks.
    /// - Complexity: O(``echoLimit``) whatever the size of `text`.
    public static func abbreviated(_ text: String) -> String {
        // No more bytes than the limit: no more scalars either.
        guard text.utf8.count > echoLimit else { return text }
        let scalars = text.unicodeScalars
        var end = scalars.startIndex, count = 0
        while end < scalars.endIndex, count < echoLimit {
            scalars.formIndex(after: &end)
            count += 1
        }
        guard end < scalars.endIndex else { return text }
        return String(scalars[..<end]) + "… (\(text.utf8.count) bytes)"
    }

    /// Whether a scalar of `text` needs an escape (``needsEscape(_:)``), decided on its UTF-8
    /// bytes where they are contiguous: only the encodings of those scalars are looked for, so
    /// text such as `≤ 0.5°` is passed over without decoding a scalar.
    ///
    /// The encodings: a byte below 0x20 or 0x7F; `C2 80…9F` (C1); `D8 9C` (U+061C);
    /// `E2 80 8E/8F/A8…AE` (U+200E/F, U+2028/9, U+202A…E); `E2 81 A6…A9` (U+2066…9);
    /// `F4 8F BC…BF xx` (U+10FF00 and above: the held bytes of ``FileSystemName``). A Swift string is
    /// valid UTF-8, so a lead byte is always followed by its continuation bytes.
    package static func holdsEscapable(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                switch byte {
                case 0..<0x20, 0x7F:
                    return true
                case 0xC2:
                    if (0x80...0x9F).contains(bytes[index + 1]) { return true }
                case 0xD8:
                    if bytes[index + 1] == 0x9C { return true }
                case 0xE2:
                    let second = bytes[index + 1], third = bytes[index + 2]
                    if second == 0x80 && (third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)) { return true }
                    if second == 0x81 && (0xA6...0xA9).contains(third) { return true }
                case 0xF4:
                    if bytes[index + 1] == 0x8F && bytes[index + 2] >= 0xBC { return true }
                default:
                    break
                }
                index += 1
            }
            return false
        }
        return found ?? text.unicodeScalars.contains(where: needsEscape)
    }

    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            // Bidirectional formatting characters (ALM, LRM, RLM, embeddings, overrides, isolates):
            // printed raw, an id such as "\u{202E}lairetam" reorders the rest of a report's line.
            || value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value >= FileSystemName.heldByteBase
    }
}
