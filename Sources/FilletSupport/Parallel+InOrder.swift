import Foundation

extension Parallel {
    /// Computes `transform(i)` for every i in 0..<count on `threads` threads and hands each result
    /// to `consume` in index order, on the calling thread, while the others are still being
    /// computed, holding at most `window` results at once; returns `false` when `consume` did (the
    /// run then stops: no further index is handed out nor consumed).
    ///
    /// The calling thread is one of the `threads`: it consumes every result ready in a row, and
    /// computes the next index when none is; the others only compute, and wait while the window
    /// is full. So `consume` runs on the caller's thread alone (an actor's or the main thread's
    /// isolation holds in it), and the run needs no thread beyond `threads`. With one thread it is
    /// `transform(0)`, `consume(0, …)`, `transform(1)`, … on the calling thread.
    /// `DispatchQueue.concurrentPerform` runs one of its iterations on the calling thread, which
    /// is the one that consumes.
    /// - Parameters:
    ///   - threads: below 1 taken as 1.
    ///   - window: the most results computed but not yet consumed; below 1 taken as 1.
    public static func forEachInOrder<Value>(count: Int, threads: Int, window: Int,
                                             _ transform: @Sendable (Int) -> Value,
                                             consume: (Int, Value) -> Bool) -> Bool {
        guard threads > 1, count > 1 else {
            for index in 0..<count where !consume(index, transform(index)) { return false }
            return true
        }
        return withoutActuallyEscaping(consume) { consume in
            let stream = OrderedStream<Value>(count: count, window: Swift.max(1, window), consume: consume)
            let caller = pthread_self()
            DispatchQueue.concurrentPerform(iterations: Swift.min(threads, count)) { _ in
                stream.work(transform, consumes: pthread_equal(pthread_self(), caller) != 0)
            }
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
        private(set) var stopped = false
        /// Called on the consuming thread only.
        private let consume: (Int, Value) -> Bool

        init(count: Int, window: Int, consume: @escaping (Int, Value) -> Bool) {
            self.count = count
            self.window = Swift.min(window, count)
            slots = WriteOnceSlots(count: self.window)
            ready = Array(repeating: false, count: self.window)
            self.consume = consume
        }

        /// One thread's share. The consuming thread consumes what is ready, else computes the
        /// next index, else waits, until every result is consumed; the others compute the next
        /// index, else wait (the window full), until none is left to hand out.
        func work(_ transform: (Int) -> Value, consumes: Bool) {
            condition.lock()
            while !stopped && (consumes ? consumed < count : next < count) {
                if consumes && ready[consumed % window] {
                    consumeReady()
                } else if next < count && next < consumed + window {
                    let index = next
                    next += 1
                    condition.unlock()
                    slots.store(transform(index), at: index % window)
                    condition.lock()
                    ready[index % window] = true
                    condition.broadcast()
                } else {
                    condition.wait()
                }
            }
            condition.unlock()
        }

        /// Consumes every ready result from `consumed` on, outside the lock (held on entry and
        /// on return).
        private func consumeReady() {
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
            if !kept { stopped = true }
            condition.broadcast()
        }
    }
}
