import Foundation

extension Parallel {
    /// Computes `transform(i)` for every i in 0..<count on `threads` threads and hands each result
    /// to `consume` in index order while the others are still being computed, holding at most
    /// `window` results at once; returns `false` when `consume` did (the run then stops: no
    /// further index is handed out nor consumed).
    ///
    /// No thread is set apart for `consume`: whichever thread finds the next result ready, and no
    /// other consuming, consumes every ready result in a row, then computes again. So `consume`
    /// runs on one thread at a time, not always the same nor always the caller's, each call after
    /// the one before (a lock orders them), and the run needs no thread beyond `threads`: a
    /// `consume` that must run on one thread (an actor's, the main thread) does not belong here.
    /// (`DispatchQueue.concurrentPerform` gives the calling thread no iteration of its own, so
    /// the caller cannot be the one consumer.) With one thread it is
    /// `transform(0)`, `consume(0, …)`, `transform(1)`, … on the calling thread.
    ///
    /// A worker waits only when the window is full and the oldest result is being computed or
    /// consumed by another thread, which then wakes it; one thread alone never waits, so the run
    /// ends even if `DispatchQueue.concurrentPerform` gives it fewer threads than asked.
    /// - Parameters:
    ///   - count: how many indices, 0..<count (none below 1).
    ///   - threads: below 1 taken as 1.
    ///   - window: the most results computed but not yet consumed; below 1 taken as 1.
    ///   - transform: the result of an index, on any of the threads.
    ///   - consume: an index and its result, in index order, one call at a time; `false` stops
    ///     the run.
    public static func forEachInOrder<Value>(count: Int, threads: Int, window: Int,
                                             _ transform: @Sendable (Int) -> Value,
                                             consume: (Int, Value) -> Bool) -> Bool {
        guard threads > 1, count > 1 else {
            for index in 0..<count where !consume(index, transform(index)) { return false }
            return true
        }
        return withoutActuallyEscaping(consume) { consume in
            let stream = OrderedStream<Value>(count: count, window: Swift.max(1, window), consume: consume)
            DispatchQueue.concurrentPerform(iterations: Swift.min(threads, count)) { _ in stream.work(transform) }
            return !stream.stopped
        }
    }

    /// The shared state of ``forEachInOrder(count:threads:window:_:consume:)``: what is handed out,
    /// what is ready, what is consumed, under one lock. Results live in a ring of `window` slots:
    /// index i in slot i mod window, handed out only once index i − window is consumed (its slot
    /// taken and its flag cleared); a result is stored outside the lock and its flag set under it,
    /// so the consumer, which reads the flag under the lock, sees the stored value.
    private final class OrderedStream<Value>: @unchecked Sendable {
        private let condition = NSCondition()
        private let count: Int
        private let window: Int
        private let slots: WriteOnceSlots<Value>
        /// Whether slot i mod window holds index i's result, not yet consumed.
        private var ready: [Bool]
        /// The next index to hand out.
        private var next = 0
        /// The next index to consume: every index below it is consumed.
        private var consumed = 0
        private var consuming = false
        private(set) var stopped = false
        /// Called by one thread at a time (the `consuming` flag, set under the lock).
        private let consume: (Int, Value) -> Bool

        init(count: Int, window: Int, consume: @escaping (Int, Value) -> Bool) {
            self.count = count
            self.window = Swift.min(window, count)
            slots = WriteOnceSlots(count: self.window)
            ready = Array(repeating: false, count: self.window)
            self.consume = consume
        }

        /// One thread's share: consume what is ready, else compute the next index, else wait.
        func work(_ transform: (Int) -> Value) {
            condition.lock()
            while !stopped && consumed < count {
                if !consuming && ready[consumed % window] {
                    consumeReady()
                } else if next < count && next < consumed + window {
                    let index = next
                    next += 1
                    condition.unlock()
                    slots.store(transform(index), at: index % window)
                    condition.lock()
                    ready[index % window] = true
                    condition.broadcast()
                } else if next >= count {
                    // Nothing to hand out, and the oldest result is another thread's to finish or
                    // is being consumed: that thread consumes it and then looks again.
                    break
                } else {
                    condition.wait()
                }
            }
            condition.unlock()
        }

        /// Consumes every ready result from `consumed` on, outside the lock (held on entry and
        /// on return).
        private func consumeReady() {
            consuming = true
            var end = consumed
            while end < count && end < consumed + window && ready[end % window] { end += 1 }
            let start = consumed
            condition.unlock()
            var kept = true
            var index = start
            while index < end {
                let value = slots.take(at: index % window)!
                index += 1
                if !consume(index - 1, value) {
                    kept = false
                    break
                }
            }
            condition.lock()
            for done in start..<index { ready[done % window] = false }
            consumed = index
            consuming = false
            if !kept { stopped = true }
            condition.broadcast()
        }
    }
}
