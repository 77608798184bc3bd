/// Allocator calls counted on the current thread over some stretch of code.
public struct AllocationCounts: Codable, Hashable, Sendable {
    public var allocations: UInt64
    public var frees: UInt64
    public var bytesRequested: UInt64

    public init(allocations: UInt64, frees: UInt64, bytesRequested: UInt64) {
        self.allocations = allocations
        self.frees = frees
        self.bytesRequested = bytesRequested
    }
}

/// Starts and stops an allocation count on the current thread.
///
/// The kit does not link an allocator hook itself (a library must never replace its clients'
/// allocator); the benchmark executable passes one backed by its `MallocCounter` C target.
public struct AllocationCounter: Sendable {
    public var start: @Sendable () -> Void
    public var stop: @Sendable () -> AllocationCounts

    public init(start: @escaping @Sendable () -> Void, stop: @escaping @Sendable () -> AllocationCounts) {
        self.start = start
        self.stop = stop
    }

    /// Counts the allocator calls `body` makes on this thread.
    public func count(_ body: () -> Void) -> AllocationCounts {
        start()
        body()
        return stop()
    }
}
