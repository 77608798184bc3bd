/// Results filled in by several threads, each slot written by one of them at a time (the slot is
/// the work item's index, or its place in a ring), read once its writer is known to have finished:
/// the one store behind the parallel runs of `fillet check path`, the explorer's cells and the
/// seed audit.
///
/// Slots are separate memory, so writers need no lock. What orders a slot's write before its read
/// (or its emptying before its next write) is the caller's: the end of a parallel loop, or a lock
/// taken by both sides (`Parallel.forEachInOrder`). Two threads writing one slot at once, or a
/// read racing its write, is a programmer error the type does not guard.
/// - Complexity: O(1) per store and read; `values` O(count).
public final class WriteOnceSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    /// The number of slots.
    public let count: Int

    /// `count` empty slots.
    public init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Fills slot `index` (0 ≤ index < count).
    public func store(_ value: Value, at index: Int) { storage[index] = value }

    /// Slot `index`, `nil` if nothing was stored there.
    public func value(at index: Int) -> Value? { storage[index] }

    /// The value of slot `index`, moved out (no copy): the slot is empty afterwards.
    public func take(at index: Int) -> Value? {
        let value = (storage + index).move()
        (storage + index).initialize(to: nil)
        return value
    }

    /// The stored values in slot order, empty slots skipped.
    public var values: [Value] { (0..<count).compactMap { storage[$0] } }
}
