import Foundation
import FilletGeometry
import FilletSupport
import PropertyCheck

/// One drawable element of an input file, as `fillet check path` reads it: its position among
/// the file's drawable elements (document order), its `id`, its element name (`path`, `rect`, …),
/// its geometry after transforms and, under a transform, how it was written. The fields of
/// FilletSVG's `SVGDrawable`, so a file reader maps one onto the other field by field.
public struct PathCheckInput: Sendable {
    public var index: Int
    public var id: String?
    public var element: String
    public var path: Path
    /// The element as written, when a transform maps it to `path` (see ``PathCheck/WrittenForm``).
    public var written: PathCheck.WrittenForm?
    /// Where SVG path data wrote each element of the path as written (`written`'s, else `path`'s),
    /// for details to name elements by it (``PathCheck/check(_:options:written:source:)``).
    public var source: SVGPathSource?
    /// The line of the file of an SVG document's shape element (``FilletSVG/SVGDrawable/line``:
    /// where its start tag ends), if known.
    public var line: Int?

    /// `file#index(id)`: how tables, JUnit and messages name the element.
    public func name(file: String) -> String {
        "\(file)#\(index)" + (id.map { "(\(OneLine.abbreviated($0)))" } ?? "")
    }

    public init(index: Int, id: String? = nil, element: String = "path", path: Path,
                written: PathCheck.WrittenForm? = nil, source: SVGPathSource? = nil, line: Int? = nil) {
        self.index = index
        self.id = id
        self.element = element
        self.path = path
        self.written = written
        self.source = source
        self.line = line
    }
}

extension PathCheck {
    /// The report of one drawable element.
    public struct ElementReport: Sendable {
        public var input: PathCheckInput
        public var report: Report

        public init(input: PathCheckInput, report: Report) {
            self.input = input
            self.report = report
        }

        /// `file#index(id)`: how tables, JUnit and messages name the element.
        public func name(file: String) -> String { input.name(file: file) }
    }

    /// The reports of every drawable element of one file, in document order.
    public struct FileReport: Sendable {
        /// The file name as given (`-` for path data given inline).
        public var file: String
        public var elements: [ElementReport]

        public init(file: String, elements: [ElementReport]) {
            self.file = file
            self.elements = elements
        }

        public var passed: Bool { elements.allSatisfy(\.report.passed) }
        public var failureCount: Int { elements.filter { !$0.report.passed }.count }
    }

    /// Checks every input of one file.
    public static func check(file: String, inputs: [PathCheckInput], options: Options = Options()) -> FileReport {
        FileReport(file: file, elements: inputs.map {
            ElementReport(input: $0, report: check($0.path, options: options, written: $0.written, source: $0.source))
        })
    }

    /// Checks many files, `workers` at a time (one ``CatalogueContext`` per thread); the result is
    /// in input order whatever the scheduling.
    public static func check(files: [(file: String, inputs: [PathCheckInput])], options: Options = Options(),
                             workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> [FileReport] {
        let jobs = files.enumerated().flatMap { fileIndex, file in file.inputs.indices.map { (fileIndex, $0) } }
        guard workers > 1, jobs.count > 1 else {
            return files.map { check(file: $0.file, inputs: $0.inputs, options: options) }
        }
        let results = WriteOnceSlots<Report>(count: jobs.count)
        let chunk = Swift.max(1, jobs.count / (workers * 8))
        DispatchQueue.concurrentPerform(iterations: (jobs.count + chunk - 1) / chunk) { block in
            for job in (block * chunk)..<Swift.min(jobs.count, (block + 1) * chunk) {
                let (fileIndex, inputIndex) = jobs[job]
                let input = files[fileIndex].inputs[inputIndex]
                results.store(check(input.path, options: options, written: input.written, source: input.source),
                              at: job)
            }
        }
        var next = 0
        return files.map { file in
            let elements = file.inputs.map { input -> ElementReport in
                defer { next += 1 }
                return ElementReport(input: input, report: results.value(at: next)!)
            }
            return FileReport(file: file.file, elements: elements)
        }
    }
}

// MARK: - JSON

extension PathCheck {
    /// `{"files":[{"file":F,"paths":[{"index":i,"id":…,"element":"path","line":n,"measures":{"area":a,
    /// "length":l,"bounds":[x0,y0,x1,y1]},"invariants":[{"name":…,"passed":…,"margin":…,
    /// "detail":…}]}]}]}`: what `fillet check path --json` prints (keys sorted, as every JSON
    /// output of fillet). A measure that is not finite, and the bounds of a path without points,
    /// are `null`, and so is the line of an element of path data; margins are always finite
    /// (``InvariantResult``).
    public struct JSONOutput: Encodable {
        public struct File: Encodable {
            var file: String
            var paths: [Element]
        }
        struct Element: Encodable {
            var index: Int
            var id: String?
            var element: String
            var line: Int?
            var measures: MeasuresJSON
            var invariants: [InvariantJSON]

            init(_ element: ElementReport) {
                func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
                let measures = element.report.measures
                let bounds = measures.bounds.flatMap { box -> [Double]? in
                    let values = [box.minX, box.minY, box.maxX, box.maxY]
                    return values.allSatisfy(\.isFinite) ? values : nil
                }
                index = element.input.index
                id = element.input.id
                self.element = element.input.element
                line = element.input.line
                self.measures = MeasuresJSON(area: finite(measures.area), length: finite(measures.length), bounds: bounds)
                invariants = element.report.results.map {
                    InvariantJSON(name: $0.invariant.name, passed: $0.passed, margin: $0.margin, detail: $0.detail)
                }
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(index, forKey: .index)
                try container.encode(id, forKey: .id)  // null when absent, never omitted
                try container.encode(element, forKey: .element)
                try container.encode(line, forKey: .line)  // null when unknown
                try container.encode(measures, forKey: .measures)
                try container.encode(invariants, forKey: .invariants)
            }
            enum CodingKeys: String, CodingKey { case index, id, element, line, measures, invariants }
        }
        struct MeasuresJSON: Encodable {
            var area: Double?
            var length: Double?
            var bounds: [Double]?

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(area, forKey: .area)
                try container.encode(length, forKey: .length)
                try container.encode(bounds, forKey: .bounds)
            }
            enum CodingKeys: String, CodingKey { case area, length, bounds }
        }
        struct InvariantJSON: Encodable {
            var name: String
            var passed: Bool
            var margin: Double
            var detail: String
        }

        public var files: [File]

        public init(_ reports: [FileReport]) {
            files = reports.map { file in File(file: file.file, paths: file.elements.map(Element.init)) }
        }

        /// The document, pretty-printed with sorted keys: exactly what ``PropertyCheckJSON``'s
        /// pretty encoder writes for the whole value, written in the pieces of ``Writer``.
        public var text: String {
            var writer = Writer()
            var text = writer.start
            for (index, file) in files.enumerated() {
                text += writer.fileStart(file.file, isFirst: index == 0)
                for (position, element) in file.paths.enumerated() {
                    text += writer.element(element, isFirst: position == 0)
                }
                text += writer.fileEnd(isEmpty: file.paths.isEmpty)
            }
            return text + writer.end(isEmpty: files.isEmpty)
        }

        /// The document in pieces — its start, each file's start and end, each element — so it can
        /// be written as the elements are checked: the encoder holds a tree of the whole document
        /// (240 000 elements took 3.1 GB, most of it that tree), each piece here is encoded alone
        /// and indented to its depth, giving the same bytes.
        public struct Writer {
            private let encoder = PropertyCheckJSON.encoder(pretty: true)

            public init() {}

            public var start: String { "{\n  \"files\" : [" }

            public func fileStart(_ file: String, isFirst: Bool) -> String {
                (isFirst ? "\n" : ",\n") + "    {\n      \"file\" : " + encoded(file, indent: "") + ",\n      \"paths\" : ["
            }

            public func element(_ element: ElementReport, isFirst: Bool) -> String {
                self.element(Element(element), isFirst: isFirst)
            }

            func element(_ element: Element, isFirst: Bool) -> String {
                (isFirst ? "\n" : ",\n") + encoded(element, indent: "        ")
            }

            public func fileEnd(isEmpty: Bool) -> String { (isEmpty ? "\n\n      ]" : "\n      ]") + "\n    }" }

            public func end(isEmpty: Bool) -> String { (isEmpty ? "\n\n  ]" : "\n  ]") + "\n}" }

            /// `value` pretty-printed, every line after the first indented by `indent` (the first
            /// line too): the text the whole-document encoder writes at that depth.
            private func encoded<Value: Encodable>(_ value: Value, indent: String) -> String {
                let data = (try? encoder.encode(value)) ?? Data("null".utf8)
                guard !indent.isEmpty else { return String(decoding: data, as: UTF8.self) }
                var bytes: [UInt8] = []
                bytes.reserveCapacity(data.count + data.count / 8 + indent.utf8.count)
                bytes.append(contentsOf: indent.utf8)
                for byte in data {
                    bytes.append(byte)
                    if byte == UInt8(ascii: "\n") { bytes.append(contentsOf: indent.utf8) }
                }
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }
}

// MARK: - Table and JUnit

extension PathCheck.FileReport {
    /// One row per element (index, id, element, segments, verdict, worst failing invariant and its
    /// margin), then the file's totals.
    public var table: String {
        var table = TextTable(alignments: [.right, .left, .left, .right], indent: "  ")
        table.append(["#", "id", "element", "segments", "verdict", "worst failure", "margin"])
        for element in elements {
            table.append([String(element.input.index), element.input.id.map { OneLine.escaped(OneLine.abbreviated($0)) } ?? "-",
                          element.input.element] + element.report.summaryCells)
        }
        var text = "\(OneLine.escaped(file))\n" + table.text
        let failed = failureCount
        text += "  \(elements.count) elements, \(elements.count - failed) pass, \(failed) FAIL\n"
        return text
    }
}

extension PathCheck.FileReport {
    /// Each failing element's failing invariants: margin with its unit, and the detail.
    public var failureText: String {
        var text = ""
        for element in elements where !element.report.passed {
            let line = element.input.line.map { " (line \($0))" } ?? ""
            text += "  FAIL \(OneLine.escaped(element.name(file: file)))\(line):\n"
            text += element.report.failureLines(indent: "    ")
        }
        return text
    }
}

extension PathCheck.Report: CustomStringConvertible {
    /// The columns of the report's row in `fillet check path`'s table: segments, verdict, the
    /// worst failing invariant and its margin.
    var summaryCells: [String] {
        let worst = worstFailure
        return [String(segmentCount), passed ? "pass" : "FAIL", worst?.invariant.name ?? "-",
                worst.map { CatalogueReport.format($0.margin) } ?? "-"]
    }

    /// One line per failing invariant, as `fillet check path` prints them: its margin with the
    /// unit, and the detail.
    func failureLines(indent: String) -> String {
        failures.map { failure in
            "\(indent)\(failure.invariant.name): margin \(CatalogueReport.format(failure.margin)) \(failure.invariant.marginUnit.rawValue) — \(OneLine.escaped(failure.detail))\n"
        }.joined()
    }

    /// What `fillet check path` prints for the path: its row of the table (segments, verdict,
    /// worst failure, margin), then each failing invariant's margin and detail; `print(report)`
    /// and string interpolation show it.
    public var description: String {
        var table = TextTable(alignments: [.right, .left, .left, .right], indent: "  ")
        table.append(["segments", "verdict", "worst failure", "margin"])
        table.append(summaryCells)
        return table.text + failureLines(indent: "  ")
    }
}

extension PathCheck {
    /// JUnit XML (the conventions of ``PropertyCheck/JUnitXML``): one `<testsuite>` per file, one
    /// `<testcase>` per element named `file#index(id)`, whose failure message lists the failing
    /// invariants and whose text gives each one's margin and detail.
    public static func junit(_ reports: [FileReport], name: String = "fillet check path") -> String {
        var suites = ""
        var totalTests = 0, totalFailures = 0
        for file in reports {
            var cases = ""
            for element in file.elements {
                let failures = element.report.failures
                let failure = failures.isEmpty ? nil : (
                    message: failures.map(\.invariant.name).joined(separator: ", "),
                    text: Optional(failures.map { "\($0.invariant.name): margin \($0.margin) — \($0.detail)" }
                        .joined(separator: "\n")))
                cases += JUnitXML.testcase(classname: file.file, name: element.name(file: file.file), failure: failure,
                                           file: file.file == "-" ? nil : file.file, line: element.input.line)
            }
            totalTests += file.elements.count
            totalFailures += file.failureCount
            suites += JUnitXML.testsuite(name: file.file, tests: file.elements.count, failures: file.failureCount,
                                         cases: cases)
        }
        return JUnitXML.document(name: name, tests: totalTests, failures: totalFailures, suites: suites)
    }
}
