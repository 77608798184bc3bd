import FilletSupport
import FilletVerification
/// The globs of ``GateConfig``'s `include` and `exclude`, matched against `/`-separated relative
/// paths:
///
/// | pattern part | matches                                               |
/// |--------------|-------------------------------------------------------|
/// | `**`         | any number of whole directories (none included)       |
/// | `*`          | any characters within one name (not `/`)              |
/// | `?`          | one character within one name                         |
/// | anything else| itself                                                |
///
/// A pattern without `/` matches a file's name in any directory (`*.svg`), as in `.gitignore`;
/// one with `/` matches the whole relative path (`icons/**/*.svg`).
public enum Glob {
    /// Why `pattern` cannot be used, or `nil`.
    public static func problem(_ pattern: String) -> String? {
        if pattern.isEmpty { return "empty pattern" }
        if pattern.hasPrefix("/") { return "must be relative to the configuration file's directory" }
        if pattern.unicodeScalars.contains("\0") { return "contains a NUL character" }
        if pattern.count > 4_096 { return "longer than 4096 characters" }
        return nil
    }

    /// Whether `path` (relative, `/`-separated) matches `pattern`.
    public static func matches(_ pattern: String, path: String) -> Bool {
        Pattern(pattern).matches(path)
    }

    /// A pattern split into its parts once, to match many paths (a walk matches every file it
    /// finds against each `include` and `exclude` pattern).
    ///
    /// Patterns and paths are split at the scalar `/`, as the file system splits paths: a `/`
    /// inside a larger grapheme cluster (followed by a combining mark or a joiner, preceded by a
    /// prepended mark) still ends a name.
    public struct Pattern: Sendable {
        /// The pattern's parts between `/`s, as scalars.
        let parts: [[Unicode.Scalar]]
        /// Whether the pattern has no `/`: it matches the path's last name.
        let matchesLastName: Bool
        /// The one part's bytes when the pattern is one ASCII part without `/` or `**`, matched
        /// byte for byte against an ASCII last name.
        let asciiLastNamePart: [UInt8]?

        public init(_ pattern: String) {
            parts = pattern.unicodeScalars.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
            matchesLastName = !pattern.unicodeScalars.contains("/")
            asciiLastNamePart = matchesLastName && parts.count == 1 && parts[0] != ["*", "*"] && parts[0].allSatisfy(\.isASCII)
                ? parts[0].map { UInt8($0.value) } : nil
        }

        /// Whether `path` (relative, `/`-separated) matches.
        public func matches(_ path: String) -> Bool {
            // The common pattern (`*.svg`): one part without `**`, matched against the last name
            // alone, found on the path's bytes (a `/` byte is always the scalar `/` in UTF-8).
            if matchesLastName, parts.count == 1, parts[0] != ["*", "*"] {
                var path = path
                return path.withUTF8 { bytes in
                    var end = bytes.count
                    while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
                    guard end > 0 else { return false }
                    var start = end
                    while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
                    let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if let asciiLastNamePart, !name.contains(where: { $0 >= 0x80 }) {
                        return Glob.name(asciiLastNamePart, name, any: UInt8(ascii: "?"), star: UInt8(ascii: "*"))
                    }
                    return Glob.name(parts[0], Array(String(decoding: name, as: UTF8.self).unicodeScalars))
                }
            }
            var pathParts = path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
            if matchesLastName { pathParts = Array(pathParts.suffix(1)) }
            return Self.match(parts, pathParts)
        }

        /// Whether pattern parts match path parts, `**` standing for any number of whole parts;
        /// memoised (a pattern of many `**` would otherwise try every split).
        static func match(_ patternParts: [[Unicode.Scalar]], _ pathParts: [[Unicode.Scalar]]) -> Bool {
            var memo: [Int: Bool] = [:]
            func match(_ i: Int, _ j: Int) -> Bool {
                let key = i * (pathParts.count + 1) + j
                if let known = memo[key] { return known }
                let result: Bool
                if i == patternParts.count {
                    result = j == pathParts.count
                } else if patternParts[i] == ["*", "*"] {
                    result = match(i + 1, j) || (j < pathParts.count && match(i, j + 1))
                } else {
                    result = j < pathParts.count && Glob.name(patternParts[i], pathParts[j]) && match(i + 1, j + 1)
                }
                memo[key] = result
                return result
            }
            return match(0, 0)
        }
    }

    /// Whether one name matches one pattern part (`*` and `?` within it), by the usual greedy
    /// walk with one back-up point: O(pattern · name).
    static func name(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        Self.name(pattern, name, any: "?", star: "*")
    }

    /// ``name(_:_:)`` over any elements: scalars, or the bytes of ASCII text.
    static func name<Pattern: RandomAccessCollection, Name: RandomAccessCollection>(
        _ pattern: Pattern, _ name: Name, any: Pattern.Element, star: Pattern.Element
    ) -> Bool where Pattern.Index == Int, Name.Index == Int, Pattern.Element == Name.Element, Name.Element: Equatable {
        var p = 0, n = 0, back = -1, resume = 0
        while n < name.count {
            if p < pattern.count && (pattern[p] == any || pattern[p] == name[n]) && pattern[p] != star {
                p += 1; n += 1
            } else if p < pattern.count && pattern[p] == star {
                back = p; resume = n; p += 1
            } else if back >= 0 {
                p = back + 1; resume += 1; n = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == star { p += 1 }
        return p == pattern.count
    }
}
