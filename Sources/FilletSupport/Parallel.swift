import Foundation

/// Work spread over a fixed number of threads, results kept by index: what a caller gets is in
/// input order and the same for any thread count. The package's parallel loops: `forEach` and
/// `map` over every index, and ``forEachInOrder(count:threads:window:_:consume:)``, which hands
/// each result over in order while the next are computed.
public enum Parallel {
    /// Runs `body(i)` for every i in 0..<count on `threads` threads (the calling one among them),
    /// each taking the next index as it frees up: a slow item holds one thread, not a share.
    public static func forEach(count: Int, threads: Int, _ body: @Sendable (Int) -> Void) {
        guard threads > 1, count > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let next = IndexCounter()
        DispatchQueue.concurrentPerform(iterations: Swift.min(threads, count)) { _ in
            while let index = next.take(below: count) { body(index) }
        }
    }

    /// `transform(i)` for every i in 0..<count, computed on `threads` threads, in index order.
    public static func map<Value>(count: Int, threads: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        let results = WriteOnceSlots<Value>(count: count)
        forEach(count: count, threads: threads) { results.store(transform($0), at: $0) }
        // Moved out of the slots: a copy would retain every reference a result holds, once more.
        return (0..<count).map { results.take(at: $0)! }
    }

    /// The next index to work on, shared by the threads.
    final class IndexCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0

        func take(below count: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
