import Foundation
import FilletGeometry
import FilletSVG
import FilletSupport
import FilletVerification
import PropertyCheck

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

    /// Checks many files, their elements spread over `workers` threads (``GateJobs``' order:
    /// the result is in input order whatever the scheduling).
    public static func check(files: [(file: String, inputs: [PathCheckInput])], options: Options = Options(),
                             workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> [FileReport] {
        let jobs = files.enumerated().flatMap { fileIndex, file in file.inputs.indices.map { (fileIndex, $0) } }
        let reports = Parallel.map(count: jobs.count, threads: workers) { job -> Report in
            let input = files[jobs[job].0].inputs[jobs[job].1]
            return check(input.path, options: options, written: input.written, source: input.source)
        }
        var next = 0
        return files.map { file in
            let elements = file.inputs.map { input -> ElementReport in
                defer { next += 1 }
                return ElementReport(input: input, report: reports[next])
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
    /// (`InvariantResult`).
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
                self.init(element, findings: GateElement(element, file: "", profile: .default, pathDataFile: false).findings)
            }

            init(_ element: ElementReport, findings: [GateFinding]) {
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
                invariants = element.report.results.map { result in
                    let finding = findings.first { $0.result.invariant == result.invariant }
                    return InvariantJSON(name: result.invariant.name, passed: result.passed, margin: result.margin,
                                         detail: result.detail, finding: finding)
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
        /// `severity` is the finding's (``GateFinding``), `null` where the invariant holds;
        /// `deviation` the measured size of a failing measured invariant's defect, else `null`;
        /// `baseline` (`new`, `worse`, `known`) only when a baseline was given.
        struct InvariantJSON: Encodable {
            var name: String
            var passed: Bool
            var margin: Double
            var detail: String
            var finding: GateFinding?

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                try container.encode(passed, forKey: .passed)
                try container.encode(margin, forKey: .margin)
                try container.encode(detail, forKey: .detail)
                try container.encode(finding?.severity.rawValue, forKey: .severity)
                try container.encode(finding?.deviation, forKey: .deviation)
                if let baseline = finding?.baseline { try container.encode(baseline.rawValue, forKey: .baseline) }
            }
            enum CodingKeys: String, CodingKey { case name, passed, margin, detail, severity, deviation, baseline }
        }

        /// A baseline entry no finding matched.
        struct GoneJSON: Encodable {
            var element: String, file: String, invariant: String, location: String, margin: Double, severity: String
            init(_ entry: GateBaseline.Entry) {
                (element, file, invariant) = (entry.fingerprint.element, entry.fingerprint.file, entry.fingerprint.invariant.name)
                (location, margin, severity) = (entry.fingerprint.location, entry.margin, entry.severity.rawValue)
            }
        }

        public var files: [File]

        public init(_ reports: [FileReport]) {
            files = reports.map { file in File(file: file.file, paths: file.elements.map(Element.init)) }
        }

        /// The document, pretty-printed with sorted keys: exactly what `PropertyCheckJSON`'s
        /// pretty encoder writes for the whole value, written in the pieces of `Writer`.
        public var text: String {
            let writer = Writer()
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
        /// be written as the elements are checked: the encoder would hold a tree of the whole
        /// document (several KB per element), so each piece here is written alone at its depth,
        /// giving the same bytes (elements and names by `PrettyJSONText`, which writes what the
        /// encoder writes without building its tree; the rare `gone` list by the encoder).
        public struct Writer {
            private let encoder = PropertyCheckJSON.encoder(pretty: true)

            public init() {}

            public var start: String { "{\n  \"files\" : [" }

            /// The start of a gate run's document: `"config"`, the configuration in force
            /// (``GateConfig/description``), then the files.
            public func start(config: String) -> String {
                var name = PrettyJSONText(capacity: config.utf8.count + 8)
                name.string(config)
                return "{\n  \"config\" : " + name.text + ",\n  \"files\" : ["
            }

            public func fileStart(_ file: String, isFirst: Bool) -> String {
                var name = PrettyJSONText(capacity: file.utf8.count + 8)
                name.string(file)
                return (isFirst ? "\n" : ",\n") + "    {\n      \"file\" : " + name.text + ",\n      \"paths\" : ["
            }

            public func element(_ element: ElementReport, isFirst: Bool) -> String {
                self.element(Element(element), isFirst: isFirst)
            }

            /// An element with its graded findings (``GateElement``).
            public func element(_ element: GateElement, isFirst: Bool) -> String {
                self.element(Element(element.element, findings: element.findings), isFirst: isFirst)
            }

            func element(_ element: Element, isFirst: Bool) -> String {
                Self.text(of: element, after: Self.separator(isFirst: isFirst))
            }

            /// What goes before an element: a comma after the previous one, a new line, the indent.
            static func separator(isFirst: Bool) -> String { isFirst ? "\n        " : ",\n        " }

            /// An element's object, written at its depth (its first line not indented).
            static func body(of element: GateElement) -> String {
                text(of: Element(element.element, findings: element.findings))
            }

            /// `prefix`, then the element's object at its depth, in one buffer.
            static func text(of element: Element, after prefix: String = "") -> String {
                var json = PrettyJSONText(depth: 4)
                json.append(raw: prefix)
                element.write(into: &json)
                return json.text
            }

            public func fileEnd(isEmpty: Bool) -> String { (isEmpty ? "\n\n      ]" : "\n      ]") + "\n    }" }

            public func end(isEmpty: Bool) -> String { (isEmpty ? "\n\n  ]" : "\n  ]") + "\n}" }

            /// The end after a run with a baseline: the files, then `"gone"`, the baseline's
            /// entries no finding matched in the files checked.
            public func end(isEmpty: Bool, gone: [GateBaseline.Entry]) -> String {
                (isEmpty ? "\n\n  ]" : "\n  ]") + ",\n  \"gone\" : " + encoded(gone.map(GoneJSON.init), indent: "  ").dropFirst(2) + "\n}"
            }

            /// `value` pretty-printed, every line after the first indented by `indent` (the first
            /// line too): the text the whole-document encoder writes at that depth.
            private func encoded<Value: Encodable>(_ value: Value, indent: String) -> String {
                let data = (try? encoder.encode(value)) ?? Data("null".utf8)
                guard !indent.isEmpty else { return String(decoding: data, as: UTF8.self) }
                var bytes: [UInt8] = []
                bytes.reserveCapacity(data.count + data.count / 8 + indent.utf8.count)
                bytes.append(contentsOf: indent.utf8)
                // Through the buffer: Data's own iterator costs a call per byte.
                data.withUnsafeBytes { raw in
                    for byte in raw {
                        bytes.append(byte)
                        if byte == UInt8(ascii: "\n") { bytes.append(contentsOf: indent.utf8) }
                    }
                }
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }
}

// MARK: - Printing a report

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
