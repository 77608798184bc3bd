import FilletGeometry
import FilletShapes
import FilletSupport
import Foundation
import PropertyCheck

/// One stored case, as `fillet verify` stores counterexamples and `fillet replay` reads them: a
/// construction's parameters, a general path (the `path` suite's cases), or a stored value that
/// does not read as its suite's case (why).
public enum StoredCase: Sendable {
    case spec(ShapeSpec)
    case path(Path)
    /// A path of the `svg` suite: judged by the SVG round trip of the document written from it
    /// (``VerificationSuite/checkSVGSuiteInvariants(_:)``), not by the path suite's invariants.
    case document(Path)
    case unreadable(String)

    /// The case's parameters, when it is a construction's.
    public var spec: ShapeSpec? { if case .spec(let spec) = self { spec } else { nil } }
    /// The case's path, when it is a general path or an svg suite's path.
    public var path: Path? {
        switch self {
        case .path(let path), .document(let path): path
        default: nil
        }
    }

    /// The case stored as `value`: decoded as the cases of the suite `property` names (a path for
    /// the path suite, a ``document(_:)`` for the svg suite, a ShapeSpec for a construction's
    /// suite and its controls; `property` may name a control, `suite/control/name`), as `fillet
    /// verify` replays it; without a known suite, a path when `value` is an object with
    /// `subpaths` (the library's path JSON), else a ShapeSpec. `.unreadable` says why it is neither.
    public init(_ value: JSONValue, property: String? = nil) {
        let isPath: Bool
        let suiteName = property?.split(separator: "/").first.map(String.init)
        if let suite = VerificationSuite.all.first(where: { $0.name == suiteName }) {
            isPath = !suite.isConstructionSuite
        } else if case .object(let fields) = value, fields["subpaths"] != nil {
            isPath = true
        } else {
            isPath = false
        }
        do {
            if isPath {
                let path = try PropertyCheckJSON.decode(Path.self, from: value.jsonText)
                self = suiteName == VerificationSuite.svg.name ? .document(path) : .path(path)
            } else {
                self = .spec(try PropertyCheckJSON.decode(ShapeSpec.self, from: value.jsonText))
            }
        } catch {
            self = .unreadable("is not a \(isPath ? "path" : "ShapeSpec"): \(error)")
        }
    }

    /// The cases in JSON `data`: a regressions file's entries (read by
    /// `PropertyCheck.RegressionStore.entries(decoding:path:)`, labelled `regressions[i] (property)`;
    /// an entry that does not read as its suite's case is `.unreadable`, the others still read), or
    /// one case (labelled `the case`).
    /// - Parameters:
    ///   - data: the JSON's bytes, as read from a file or given as the argument (checked by
    ///     `FilletSupport.JSONStructure` before decoding: invalid UTF-8, a duplicate key or a number
    ///     that overflows is refused, naming its byte or key).
    ///   - name: how errors name where the text came from (a file, or the argument).
    ///   - suite: the suite (or control, `suite/control/name`) a single case is of, as `fillet
    ///     verify`'s replay command names it, or `nil` to tell from the case's JSON (a regressions
    ///     file names each entry's suite itself).
    /// - Returns: the labelled cases and whether `text` was a regressions file.
    /// - Throws: a one-line reason when `data` is not JSON, is a malformed regressions file, or is
    ///   a single case that reads as neither a path nor a ShapeSpec.
    public static func cases(inJSON data: Data, name: String, suite: String? = nil)
        throws(StoredCaseError) -> (cases: [(label: String, stored: StoredCase)], isRegressionsFile: Bool) {
        let value: JSONValue
        do { value = try PropertyCheckJSON.decode(JSONValue.self, from: data) } catch {
            throw StoredCaseError("\(OneLine.quoted(name)) is not JSON: \(error)")
        }
        if case .object(let fields) = value, fields["regressions"] != nil {
            let entries: [RegressionEntry]
            do { entries = try RegressionStore.entries(decoding: data, path: name) } catch {
                throw StoredCaseError("\(error)")
            }
            return (entries.enumerated().map { index, entry in
                ("regressions[\(index)] (\(entry.property))", StoredCase(entry.value, property: entry.property))
            }, true)
        }
        let stored = StoredCase(value, property: suite)
        if case .unreadable(let reason) = stored { throw StoredCaseError("the case \(reason)") }
        return ([("the case", stored)], false)
    }
}

/// Why stored cases could not be read, in one line.
public struct StoredCaseError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
