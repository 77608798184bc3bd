import Foundation
import FilletSVG

extension Catalogue {
    /// Where the reader's budget on entity expansion misses its edge, or `nil`: asked once and
    /// folded into the ``Invariant/svgRoundTrip`` verdict, as ``textLimitProbeMisread`` is. The
    /// suite's entities are tiny and its budget defects far past the budget.
    ///
    /// `SVGFile` documents that it refuses entity references that could expand to more than
    /// 16 MiB (2²⁴ bytes), bounding the expansion by the sum, over every `&name;` anywhere in the
    /// file, of the bytes `name` expands to: a document at exactly the budget must be read, one
    /// byte more refused. The probe declares an entity of 4 096 bytes and references it 4 096
    /// times in a comment (counted by the bound, never expanded: 2¹² · 2¹² = 2²⁴ bytes, a
    /// document of about 16 KB); the same with a literal one byte longer (4 097 · 4 096) is
    /// refused, naming the budget.
    static let entityBudgetProbeMisread: String? = {
        let budget = 16 << 20, references = 4096
        func document(literal: Int) -> Data {
            Data(("<!DOCTYPE svg [<!ENTITY b \"" + String(repeating: "x", count: literal) + "\">]>"
                  + "<svg xmlns=\"\(RoundTripSpelling.svgNamespace)\"><!-- "
                  + String(repeating: "&b;", count: references) + " --></svg>").utf8)
        }
        let atBudget = budget / references
        do throws(SVGFileError) {
            let count = try SVGFile.drawables(data: document(literal: atBudget)).count
            if count != 0 { return "a root holding only a comment, at the entity budget's edge, read as \(count) drawables, not 0" }
        } catch {
            return "entity references expanding to exactly the budget (\(atBudget) bytes referenced \(references) times) "
                + "were refused: \(error)"
        }
        do throws(SVGFileError) {
            _ = try SVGFile.drawables(data: document(literal: atBudget + 1))
            return "entity references expanding to \(references) bytes past the budget (\(atBudget + 1) bytes referenced "
                + "\(references) times) were read"
        } catch {
            return error.reason.contains("budget") ? nil
                : "entity references past the budget were refused without naming it: \(error.reason)"
        }
    }()
}
