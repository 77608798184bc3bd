import Foundation
import FilletSupport
import FilletVerification
import FilletSVG

/// `fillet check path --jobs N`: work spread over exactly N threads, results kept by index so
/// what is printed is in input order, byte for byte the same for any N.
enum CheckPathJobs {
    /// Runs `body(i)` for every i in 0..<count on `jobs` threads (the calling one among them),
    /// each taking the next index as it frees up: a slow file holds one thread, not a share.
    static func forEach(count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
        guard jobs > 1, count > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let next = IndexCounter()
        DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
            while let index = next.take(below: count) { body(index) }
        }
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

    /// One input file read: its drawables, and whether it is a file of path data (its one
    /// element's source is the whole text), whose findings then have a column.
    struct ReadFile: Sendable {
        var file: String
        var inputs: [PathCheckInput]
        var isPathData: Bool
    }

    /// Reads `files` on `jobs` threads; the first error in input order, if any, is thrown.
    static func read(_ files: [String], jobs: Int) throws(CheckPathInputError) -> [ReadFile] {
        let results = WriteOnceSlots<Result<ReadFile, CheckPathInputError>>(count: files.count)
        forEach(count: files.count, jobs: jobs) { index in
            do throws(CheckPathInputError) {
                results.store(.success(try readFile(files[index])), at: index)
            } catch {
                results.store(.failure(error), at: index)
            }
        }
        var read: [ReadFile] = []
        read.reserveCapacity(files.count)
        for index in 0..<files.count {
            switch results.value(at: index)! {
            case .success(let file): read.append(file)
            case .failure(let error): throw error
            }
        }
        return read
    }

    static func readFile(_ file: String) throws(CheckPathInputError) -> ReadFile {
        let data: Data
        do { data = try InputFile.read(file, limit: SVGFile.maximumFileBytes) } catch {
            throw CheckPathInputError(file: file, reason: error.reason)
        }
        let inputs = try CheckPathInput.drawables(data: data, file: file)
        let isPathData = inputs.count == 1 && inputs[0].line == nil && inputs[0].written == nil
            && inputs[0].source.map { $0.data.utf8.count == data.count && $0.data == String(decoding: data, as: UTF8.self) } == true
        return ReadFile(file: file, inputs: inputs, isPathData: isPathData)
    }

    /// Checks and grades the elements `jobs` of `files` (file index, element index) on `threads`
    /// threads, in the order given, with `options` (``GateProfile/checkOptions(for:)``); with
    /// `render`, each element's text is rendered there too.
    static func check(_ jobs: ArraySlice<(file: Int, input: Int)>, of files: [ReadFile], profile: GateProfile,
                      options: PathCheck.Options, threads: Int, render: (@Sendable (GateElement, String) -> String?)? = nil)
        -> [(element: GateElement, rendered: String?)] {
        let start = jobs.startIndex
        let results = WriteOnceSlots<(element: GateElement, rendered: String?)>(count: jobs.count)
        forEach(count: jobs.count, jobs: threads) { offset in
            let job = jobs[start + offset]
            let file = files[job.file]
            let input = file.inputs[job.input]
            let report = PathCheck.check(input.path, options: options, written: input.written, source: input.source)
            let element = GateElement(PathCheck.ElementReport(input: input, report: report), file: file.file,
                                      profile: profile, pathDataFile: file.isPathData)
            results.store((element, render?(element, file.file)), at: offset)
        }
        return (0..<jobs.count).map { results.value(at: $0)! }
    }
}
