#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes placed so that they end exactly where a page the process may not read begins (an
/// "electric fence"): a reader that reads even one byte past their end stops the process with a
/// memory fault, whatever the build's bounds checks (an optimised build reads
/// `UnsafeBufferPointer` without them, and a byte past the end would otherwise be whatever the
/// allocator left there, which rarely changes a verdict).
///
/// One mapping is kept and reused; it grows (a new mapping) when a longer text is placed. Not
/// shareable between threads: each user keeps its own.
final class PageGuardedBytes {
    private var base: UnsafeMutableRawPointer?
    /// Readable bytes before the guard page.
    private var readable = 0
    private let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    deinit { unmap() }

    /// Calls `body` with `bytes` placed to end at the guard page; `nil` when no mapping could be made.
    func withGuardedBuffer<R>(_ bytes: ArraySlice<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard reserve(bytes.count) else { return nil }
        guard let base else { return nil }
        let start = base.advanced(by: readable - bytes.count).bindMemory(to: UInt8.self, capacity: bytes.count)
        bytes.withUnsafeBufferPointer { source in
            if let address = source.baseAddress { start.update(from: address, count: source.count) }
        }
        return body(UnsafeBufferPointer(start: start, count: bytes.count))
    }

    private func reserve(_ count: Int) -> Bool {
        if base != nil, count <= readable { return true }
        unmap()
        let pages = Swift.max(1, (count + pageSize - 1) / pageSize)
        let size = (pages + 1) * pageSize
        guard let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else { return false }
        guard mprotect(mapping.advanced(by: pages * pageSize), pageSize, PROT_NONE) == 0 else {
            munmap(mapping, size)
            return false
        }
        base = mapping
        readable = pages * pageSize
        return true
    }

    private func unmap() {
        if let base { munmap(base, readable + pageSize) }
        base = nil
        readable = 0
    }
}
