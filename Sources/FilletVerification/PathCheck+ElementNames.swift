import FilletGeometry

extension PathCheck {
    /// How a path check's details name an element of the path it checked, in the terms of the
    /// path its author gave: the checked path has a close inserted where a subpath returns to its
    /// start (``closingReturningSubpathsNotingCloses(_:)``), and, under a transform that is not a
    /// similarity, the cubics an arc became; neither is in the author's numbering.
    ///
    /// | the author gave                     | an element is named                        |
    /// |-------------------------------------|--------------------------------------------|
    /// | SVG path data (``SVGPathSource``)   | by its segment: `'A5 2 0 0 1 10 0' (byte 5)` |
    /// | a path (or a shape's outline)       | `element i`, i its index in that path      |
    ///
    /// An inserted close is "the close added after" its subpath's last element. The map from
    /// checked to given elements is built on the first name asked for (a passing path asks none).
    package final class ElementNames {
        /// The path as given (before closes were inserted), transformed.
        private let drawn: Path
        /// Ascending: the indices of `drawn` before which a close was inserted.
        private let closedBefore: [Int]
        /// The path as its author wrote it, when a transform maps it to `drawn`.
        private let written: Path?
        /// Where the data wrote each element of the written path.
        private let source: SVGPathSource?
        /// Per element of `drawn`, its index in the written path; `nil` when the two cannot be
        /// matched (elements are then named by their index in `drawn`).
        private lazy var writtenIndices: [Int]? = Self.match(drawn, to: written)

        init(drawn: Path, closedBefore: [Int], written: Path?, source: SVGPathSource?) {
            self.drawn = drawn
            self.closedBefore = closedBefore
            self.written = written
            let described = written ?? drawn
            self.source = source.flatMap { $0.segments.count == described.elements.count ? $0 : nil }
        }

        /// The name of element `index` of the checked path.
        func name(_ index: Int) -> String {
            switch Self.locate(index, closedBefore: closedBefore) {
            case .given(let given): return givenName(given)
            case .closeAfter(let given): return "the close added after \(givenName(given))"
            }
        }

        /// Where an element of the checked path comes from in the path given.
        enum Origin: Equatable {
            /// Element i of the path given.
            case given(Int)
            /// The close inserted after element i of the path given.
            case closeAfter(Int)
        }

        /// The origin of element `index` of the checked path, `closedBefore` as
        /// ``closingReturningSubpathsNotingCloses(_:)`` returns it.
        /// - Complexity: O(log c) for c closes inserted.
        static func locate(_ index: Int, closedBefore: [Int]) -> Origin {
            // The close inserted before given element e sits at checked index e + (closes before it).
            var low = 0, high = closedBefore.count
            while low < high {
                let middle = (low + high) / 2
                if closedBefore[middle] + middle < index { low = middle + 1 } else { high = middle }
            }
            if low < closedBefore.count && closedBefore[low] + low == index { return .closeAfter(closedBefore[low] - 1) }
            return .given(index - low)
        }

        /// The name of element `index` of `drawn`.
        private func givenName(_ index: Int) -> String {
            guard let indices = writtenIndices, indices.indices.contains(index) else { return "element \(index)" }
            let writtenIndex = indices[index]
            return source?.name(ofElement: writtenIndex) ?? "element \(writtenIndex)"
        }

        /// Per element of `drawn`, the element of `written` it maps from: one to one, except an
        /// arc drawn as cubics (a transform that is not a similarity; ``FilletGeometry/Path/partRuns``
        /// records a run of two or more); the identity without `written`. `nil` when the two do
        /// not correspond.
        package static func match(_ drawn: Path, to written: Path?) -> [Int]? {
            guard let written else { return Array(drawn.elements.indices) }
            if written.elements.count == drawn.elements.count { return Array(drawn.elements.indices) }
            var indices: [Int] = []
            indices.reserveCapacity(drawn.elements.count)
            let runs = drawn.partRuns
            var run = 0
            for (writtenIndex, element) in written.elements.enumerated() {
                let next = indices.count
                guard next < drawn.elements.count else { return nil }
                var count = 1
                if case .arc = element, case .cubic = drawn.elements[next] {
                    while run < runs.count && runs[run].lowerBound < next { run += 1 }
                    if run < runs.count && runs[run].lowerBound == next { count = runs[run].count }
                }
                indices.append(contentsOf: repeatElement(writtenIndex, count: count))
            }
            return indices.count == drawn.elements.count ? indices : nil
        }
    }
}
