import Foundation
import Testing
@testable import FilletSupport

/// `fillet shape star > /dev/full` trapped (SIGILL) in `FileHandle.write(_:)`; the streams'
/// writer returns the reason instead, which the entry points turn into one line and exit 1.
@Suite struct StandardStreamsTests {
    @Test func aFullDeviceGivesTheReasonInsteadOfTrapping() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0, "no /dev/full on this machine")
        defer { close(descriptor) }
        #expect(StandardStreams.write("hello\n", to: descriptor) == String(cString: strerror(ENOSPC)))
    }

    @Test func aClosedDescriptorGivesTheReason() {
        let descriptor = open("/dev/null", O_WRONLY)
        close(descriptor)
        #expect(StandardStreams.write("x", to: descriptor) == String(cString: strerror(EBADF)))
    }

    @Test func everyByteIsWritten() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer { close(pipeEnds[0]) }
        let text = String(repeating: "abc✓", count: 1000)
        #expect(StandardStreams.write(text, to: pipeEnds[1]) == nil)
        close(pipeEnds[1])
        let read = FileHandle(fileDescriptor: pipeEnds[0]).readDataToEndOfFile()
        #expect(String(decoding: read, as: UTF8.self) == text)
    }

    /// A non-blocking pipe fills after 64 KiB: EAGAIN was a failure ("Resource temporarily
    /// unavailable") though the reader was only slow. The writer now waits for room.
    @Test func aFullNonBlockingPipeIsWaitedFor() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        _ = fcntl(pipeEnds[1], F_SETFL, fcntl(pipeEnds[1], F_GETFL) | O_NONBLOCK)
        let text = String(repeating: "0123456789abcdef", count: 64 * 1024)  // 1 MiB: 16 pipe buffers
        let readEnd = pipeEnds[0]
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var received = 0
        let reader = Thread {
            usleep(20_000)
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(readEnd, &chunk, chunk.count)
                if count <= 0 { break }
                received += count
            }
            finished.signal()
        }
        reader.start()
        #expect(StandardStreams.write(text, to: pipeEnds[1]) == nil)
        close(pipeEnds[1])
        finished.wait()
        close(readEnd)
        #expect(received == text.utf8.count)
    }
}
