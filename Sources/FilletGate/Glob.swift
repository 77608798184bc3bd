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
        let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        var pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        if !pattern.contains("/") { pathParts = pathParts.suffix(1) }
        // Whether pattern parts from i match path parts from j; memoised (a pattern of many `**`
        // would otherwise try every split).
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
                result = j < pathParts.count && name(patternParts[i], pathParts[j]) && match(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    /// Whether one name matches one pattern part (`*` and `?` within it), by the usual greedy
    /// walk with one back-up point: O(pattern · name).
    static func name(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        var p = 0, n = 0, star = -1, resume = 0
        while n < name.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == name[n]) && pattern[p] != "*" {
                p += 1; n += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p; resume = n; p += 1
            } else if star >= 0 {
                p = star + 1; resume += 1; n = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
