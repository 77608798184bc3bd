import Foundation

/// Writing to standard output and standard error without trapping: `FileHandle.write(_:)` traps
/// when the stream cannot take the data (a full disk behind `> /dev/full`, a closed descriptor, a
/// pipe whose reader left while SIGPIPE is ignored); these return the reason instead.
public enum StandardStreams {
    /// Writes `text` to standard output. - Returns: `nil`, or why it could not be written.
    @discardableResult
    public static func writeOutput(_ text: String) -> String? { write(text, to: STDOUT_FILENO) }

    /// Writes `text` to standard error. - Returns: `nil`, or why it could not be written.
    @discardableResult
    public static func writeError(_ text: String) -> String? { write(text, to: STDERR_FILENO) }

    static func write(_ text: String, to descriptor: Int32) -> String? {
        // The string's own UTF-8 storage (no copy of a large report).
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes every byte of `buffer` to `descriptor`: the project's one `write(2)` loop
    /// (``AtomicFile`` writes its temporary files with it). Retries after EINTR; on a
    /// non-blocking descriptor that is full (EAGAIN, a pipe whose reader is slow), waits with
    /// `poll(2)` until it takes more; a write that takes nothing is a failure, not a loop.
    /// - Returns: `nil`, or why it could not be written.
    static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                switch errno {
                case EINTR: continue
                case EAGAIN, EWOULDBLOCK:
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    if poll(&ready, 1, -1) < 0, errno != EINTR { return String(cString: strerror(errno)) }
                    continue
                default: return String(cString: strerror(errno))
                }
            }
            guard written > 0 else { return "the write took no bytes" }
            offset += written
        }
        return nil
    }
}
