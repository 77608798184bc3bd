/// The one XML and HTML escaper of the project (SVG pictures, JUnit reports, trend charts, the
/// range maps' pages): text in markup (``escaped(_:)``) and data in a script (``scriptJSON(_:)``).
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

    /// JSON text safe inside an HTML `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 become
    /// the JSON escapes `\u003c`, `\u003e`, `\u0026`, `\u2028`, `\u2029`.
    ///
    /// A script element ends at the first `</script` whatever the JSON means, and `<!--` followed
    /// by `<script` makes the HTML tokenizer skip past the real `</script>` (the "script data
    /// double escaped" state), so raw `<` in a string can end or swallow the script; U+2028 and
    /// U+2029 end a line in JavaScript before ES2019. After escaping, the text holds none of the
    /// five, and a JSON parser reads the same value: in JSON they can only occur inside strings,
    /// where `\uXXXX` denotes the same character.
    /// - Parameter json: valid JSON text (as `JSONEncoder` writes it); other text is escaped the
    ///   same way but may not parse.
    /// - Complexity: O(n) in the length of `json`.
    public static func scriptJSON(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
