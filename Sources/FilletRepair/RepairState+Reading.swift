import FilletGeometry

extension RepairState {
    /// How many segments after the last one an edit touched a local reading takes in: the one
    /// after it (an `S` or `T` reflecting a moved handle) and one more, which must read back as
    /// before (it then leaves the reader as the whole reading would: same end, same handle).
    static let readingTail = 2

    /// How many segments before the first one an edit touched, or after the tail, a local reading
    /// may take in looking for a start or an end it can read from (past arcs).
    static let readingLead = 8

    /// Whether a segment of command `upper` (upper case) reads the same after a move to its start:
    /// not a move, a close, or a `T` (whose control reflects the one before it).
    static func readsAfterMove(_ upper: UInt8) -> Bool {
        upper == UInt8(ascii: "L") || upper == UInt8(ascii: "H") || upper == UInt8(ascii: "V") || upper == UInt8(ascii: "C")
            || upper == UInt8(ascii: "S") || upper == UInt8(ascii: "Q") || upper == UInt8(ascii: "A")
    }

    /// `bytes` (this state's data with some segments rewritten) read as the whole reading
    /// (`Path.readingSVGPathData(_:maximumElements:)`) reads it, from the few segments the edit
    /// touched: a window of segments — from one whose start the elements before it give exactly
    /// (after a move, line or curve: read after a move there; an absolute move; the data's start)
    /// to ``readingTail`` segments after the last touched (or a close) — is read alone and
    /// spliced into this state's path and segment ranges; the ranges after it move by the change
    /// in length.
    ///
    /// What holds: the reader is a function of the bytes and of its state at a segment's start
    /// (current point, the handle an `S` or `T` reflects, subpath start). The window's reading
    /// starts in the state the whole reading reaches there (its first segment reads back as this
    /// state's) and ends in it (its last reads back with the same end and handle; a close resets
    /// the rest), and no byte outside it changed: the whole reading's elements are these.
    /// - Returns: `nil` when that cannot be shown cheaply — a window would hold a move inside, a
    ///   close before its end, an elliptical arc's cubics or a reopened subpath, end on an arc, the
    ///   window does not read or its ends read differently — and the caller reads the whole data
    ///   (which also words any error).
    /// - Complexity: O(window) to read, O(n) to copy elements and ranges (a copy, no parsing).
    func readingLocally(_ bytes: [UInt8], text: String) -> (path: Path, source: SVGPathSource)? {
        let segments = source.segments
        let count = segments.count
        guard count == written.elements.count, count == drawn.elements.count, count > 2 else { return nil }
        let old = self.bytes
        // The bytes that differ: [prefix, old.count - suffix) here, [prefix, bytes.count - suffix) there.
        var prefix = 0
        let shorter = Swift.min(old.count, bytes.count)
        while prefix < shorter, old[prefix] == bytes[prefix] { prefix += 1 }
        if prefix == shorter && old.count == bytes.count { return (written, SVGPathSource(data: text, segments: segments)) }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == bytes[bytes.count - 1 - suffix] { suffix += 1 }
        let changeEnd = old.count - suffix
        // The first segment the change reaches and the last one starting before it ends. A change
        // starting right after a segment's last byte may extend it (`L1 2` → `L1 2.0`): that
        // segment is reached too.
        var first = 0
        while first < count, segments[first].upperBound < prefix { first += 1 }
        var last = first
        while last + 1 < count, segments[last + 1].lowerBound < changeEnd { last += 1 }
        // The first segment (the data's opening move) is never one a repair rewrites: read whole.
        guard first > 0, first < count else { return nil }
        // The window's end: `readingTail` segments after the last one touched, or the first close
        // after it; never an arc (the reader's current point after one is its written end, not
        // the arc's computed end), unless the data ends there.
        var end = Swift.min(count - 1, last + Self.readingTail)
        while end < count - 1, case .arc = written.elements[end], end < last + Self.readingTail + Self.readingLead { end += 1 }
        for index in first...end {
            if case .close = written.elements[index] {
                guard index > last else { return nil }
                end = index
                break
            }
        }
        if end < count - 1, case .arc = written.elements[end] { return nil }
        guard segments[end].upperBound >= changeEnd else { return nil }
        // The window's start: the segment before the first touched, or earlier, whose own start is
        // the end of a move, line or curve (the current point, written exactly), read after a move
        // there; or the data's own start.
        var before = first - 1
        var start: Point? = nil
        while before > 0 {
            // An absolute move sets the reader's whole state: read from it. A relative one reads
            // after a move to the current point before it.
            if case .move = written.elements[before] {
                let letter = old[segments[before].lowerBound]
                if letter == UInt8(ascii: "M") { break }
                if letter == UInt8(ascii: "m"), let point = currentPoint(before: before) { start = point; break }
            } else if let letter = commands[before], Self.readsAfterMove(letter & ~0x20) {
                switch written.elements[before - 1] {
                case .move(let point), .line(let point), .quad(_, let point), .cubic(_, _, let point): start = point
                case .arc, .close: break
                }
                if start != nil { break }
            }
            before -= 1
            guard first - before <= Self.readingLead else { return nil }
        }
        for index in before...end {
            // One element per segment (no reopening move, no elliptical arc's cubics), a move only
            // at the data's start, a close only at the end.
            if index > 0, segments[index - 1] == segments[index] { return nil }
            if index + 1 < count, segments[index + 1] == segments[index] { return nil }
            switch written.elements[index] {
            case .move: guard index == before else { return nil }
            case .close: guard index == end else { return nil }
            case .line, .quad, .cubic, .arc: continue
            }
        }
        // The text read: a move to `start`, the segment before (its letter first when it repeats
        // one), and the window as it is now; from the data's start, the data up to the window's end.
        let windowStart = start == nil && before == 0 ? 0 : segments[before].lowerBound
        let windowEnd = bytes.count - (old.count - segments[end].upperBound)
        guard windowStart < windowEnd, windowEnd <= bytes.count else { return nil }
        var header: [UInt8] = []
        if let start {
            header = Array("M\(start.x.description) \(start.y.description) ".utf8)
            if !PathDataNumbers.isCommand(old[windowStart]), let letter = commands[before] {
                header.append(letter)
                header.append(UInt8(ascii: " "))
            }
        }
        let shift = windowStart - header.count
        let read: (path: Path, source: SVGPathSource)
        do { read = try Path.readingSVGPathData(String(decoding: header + bytes[windowStart..<windowEnd], as: UTF8.self)) } catch {
            return nil
        }
        let elements = read.path.elements
        // The window's elements start at `lead` (after the move read first).
        let lead = start == nil ? 0 : 1
        guard elements.count == end - before + 1 + lead, read.source.segments.count == elements.count else { return nil }
        if let start {
            guard case .move(let moved) = elements[0], Self.identical(moved, start) else { return nil }
        }
        let readBefore = elements[lead], oldBefore = written.elements[before]
        if case .arc(let arc) = oldBefore {
            guard case .arc(let again) = readBefore, arc == again else { return nil }
        } else if case .move(let point) = oldBefore {
            guard case .move(let again) = readBefore, Self.identical(point, again) else { return nil }
        } else {
            guard Self.leavesReaderAlike(readBefore, oldBefore) else { return nil }
        }
        // At the data's end, the path's own state (its current point) is its last element's: the
        // same when that leaves the reader as before, or when a line or curve ends where it did.
        guard Self.leavesReaderAlike(elements[elements.count - 1], written.elements[end])
                || end == count - 1 && Self.endsAlike(elements[elements.count - 1], written.elements[end]) else { return nil }
        var path = written
        var ranges = segments
        for index in first...end {
            path.elements[index] = elements[index - before + lead]
            let range = read.source.segments[index - before + lead]
            ranges[index] = (range.lowerBound + shift)..<(range.upperBound + shift)
        }
        let delta = bytes.count - old.count
        if delta != 0 {
            for index in (end + 1)..<count { ranges[index] = (segments[index].lowerBound + delta)..<(segments[index].upperBound + delta) }
        }
        guard ranges[end].upperBound == windowEnd else { return nil }
        return (path, SVGPathSource(data: text, segments: ranges))
    }

    /// The reader's current point before element `index` when the elements before it say it
    /// exactly: the end of a move, line or curve, or after a close the start of its subpath (its
    /// move's point); `nil` after an arc (its written end is not its element's).
    func currentPoint(before index: Int) -> Point? {
        guard index > 0 else { return nil }
        switch written.elements[index - 1] {
        case .move(let point), .line(let point), .quad(_, let point), .cubic(_, _, let point): return point
        case .arc: return nil
        case .close:
            var previous = index - 2
            while previous >= 0 {
                if case .move(let point) = written.elements[previous] { return point }
                previous -= 1
            }
            return nil
        }
    }

    /// Whether the reader leaves elements `a` and `b` (of one command) in one state: the same end
    /// point and the same handle an `S` or `T` after them would reflect, bit for bit (a relative
    /// number added to `-0.0` or `0.0` differs in sign).
    static func leavesReaderAlike(_ a: PathElement, _ b: PathElement) -> Bool {
        switch (a, b) {
        case (.line(let p), .line(let q)): return identical(p, q)
        case (.quad(let c, let p), .quad(let d, let q)): return identical(c, d) && identical(p, q)
        case (.cubic(_, let c, let p), .cubic(_, let d, let q)): return identical(c, d) && identical(p, q)
        case (.close, .close): return true
        default: return false
        }
    }

    /// Whether `a` and `b` are lines or curves ending at one point, bit for bit (not arcs: the
    /// current point after one is computed from its centre and angles).
    static func endsAlike(_ a: PathElement, _ b: PathElement) -> Bool {
        switch (a, b) {
        case (.line(let p), .line(let q)), (.quad(_, let p), .quad(_, let q)), (.cubic(_, _, let p), .cubic(_, _, let q)):
            return identical(p, q)
        default: return false
        }
    }

    static func identical(_ a: Point, _ b: Point) -> Bool {
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    }
}
