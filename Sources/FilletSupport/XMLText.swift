/// The one XML escaper of the project (SVG pictures, JUnit reports, trend charts).
public enum XMLText {
    /// `text` safe in XML element text and in single- or double-quoted attributes: the five
    /// special characters become entities, and the control characters XML 1.0 forbids (all below
    /// U+0020 except tab, newline and carriage return) become U+FFFD.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            default: result.unicodeScalars.append(scalar.value < 0x20 ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
