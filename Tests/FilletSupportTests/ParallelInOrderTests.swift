import Foundation
import Testing
@testable import FilletSupport

/// `Parallel.forEachInOrder`: results consumed in index order while others are computed, never
/// more than the window outstanding, and a stop that stops.
@Suite struct ParallelInOrderTests {
    /// Counts what is computed and not yet consumed, and the most seen at once.
    final class Outstanding: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var now = 0
        private(set) var most = 0
        private(set) var computed = 0

        func started() {
            lock.lock()
            defer { lock.unlock() }
            now += 1
            computed += 1
            most = max(most, now)
        }

        func consumed() {
            lock.lock()
            defer { lock.unlock() }
            now -= 1
        }
    }

    static let shapes: [(count: Int, threads: Int, window: Int)] = [
        (0, 2, 4), (1, 2, 4), (7, 1, 3), (100, 2, 1), (100, 2, 3), (1_000, 2, 64), (1_000, 4, 7), (50, 8, 1_000),
        (300, 0, 5), (300, 3, 0),
    ]

    /// Uneven work, so later indices often finish first: a sum the caller checks, so it is done.
    static func work(_ index: Int) -> Int {
        var sum = 0
        for step in 0..<((index * 7_919) % 500) { sum &+= step }
        return sum
    }

    @Test(arguments: shapes)
    func consumesEveryIndexOnceInOrderOneAtATimeWithinTheWindow(shape: (count: Int, threads: Int, window: Int)) {
        let outstanding = Outstanding()
        var order: [Int] = []
        var values: [Int] = []
        var inConsume = 0, overlapped = false
        let finished = Parallel.forEachInOrder(count: shape.count, threads: shape.threads, window: shape.window, { index in
            outstanding.started()
            return Self.work(index)
        }, consume: { index, value in
            inConsume += 1
            defer { inConsume -= 1 }
            if inConsume != 1 { overlapped = true }
            outstanding.consumed()
            order.append(index)
            values.append(value)
            return true
        })
        #expect(finished)
        #expect(order == Array(0..<shape.count))
        #expect(values == (0..<shape.count).map(Self.work))
        #expect(outstanding.most <= max(1, shape.window))
        #expect(outstanding.now == 0)
        #expect(!overlapped)
    }

    /// Runs no longer than their window, over and over: the threads can compute everything
    /// before any consumes, and every result must still be consumed, in order, whichever thread
    /// `concurrentPerform` gives which iteration (a consumer set apart, the calling thread, got
    /// none in some runs, and those ended with nothing consumed; how often depends on the
    /// scheduler, so this repeats).
    @Test(arguments: [(count: 2, window: 2), (count: 5, window: 8), (count: 60, window: 64), (count: 300, window: 4_096)])
    func runsWithinTheirWindowConsumeEveryResult(shape: (count: Int, window: Int)) {
        for round in 0..<200 {
            var order: [Int] = []
            let finished = Parallel.forEachInOrder(count: shape.count, threads: 2 + round % 3, window: shape.window,
                                                   { Self.work($0) }, consume: { index, _ in
                order.append(index)
                return true
            })
            #expect(finished)
            #expect(order == Array(0..<shape.count), "round \(round)")
            if order != Array(0..<shape.count) { return }
        }
    }

    /// A consumer that fails stops the run: nothing after it is consumed, and no more than a
    /// window beyond it is computed.
    @Test(arguments: [1, 2, 4])
    func aConsumerThatFailsStopsTheRun(threads: Int) {
        let outstanding = Outstanding()
        var consumed: [Int] = []
        let finished = Parallel.forEachInOrder(count: 10_000, threads: threads, window: 16, { index in
            outstanding.started()
            return index
        }, consume: { index, _ in
            consumed.append(index)
            return index < 41
        })
        #expect(!finished)
        #expect(consumed == Array(0...41))
        #expect(outstanding.computed <= 42 + 16)
    }

    /// Results holding references are each released once: none is kept past the run, whether it
    /// was consumed or left behind by a stop.
    @Test func resultsAreReleasedConsumedOrNot() {
        final class Token: Sendable {
            let outstanding: Outstanding
            init(_ outstanding: Outstanding) {
                self.outstanding = outstanding
                outstanding.started()
            }
            deinit { outstanding.consumed() }
        }
        let live = Outstanding()
        let finished = Parallel.forEachInOrder(count: 200, threads: 2, window: 8, { _ in Token(live) },
                                               consume: { index, _ in index < 100 })
        #expect(!finished)
        #expect(live.computed > 100)
        #expect(live.now == 0)
    }
}
