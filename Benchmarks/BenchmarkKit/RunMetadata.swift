import Foundation

/// Where and from what a run was measured: git revision, date, toolchain and host.
public struct RunMetadata: Codable, Hashable, Sendable {
    /// `git rev-parse HEAD` in the package root, or `"unknown"`.
    public var gitSHA: String
    /// Whether tracked files differed from `gitSHA` (`git status --porcelain --untracked-files=no`);
    /// `nil` when git was unavailable.
    public var gitDirty: Bool?
    /// ISO 8601, UTC.
    public var date: String
    /// First line of `swift --version`, or `"unknown"`.
    public var toolchain: String
    /// The compiler version range this executable was built with (compile-time).
    public var compiledWith: String
    /// `"release"` or `"debug"` (compile-time).
    public var configuration: String
    public var host: Host
    /// The `--filter` pattern of the run, if any.
    public var filter: String?

    public struct Host: Codable, Hashable, Sendable {
        public var hostname: String
        public var cores: Int
        public var cpuModel: String
        public var operatingSystem: String

        public init(hostname: String, cores: Int, cpuModel: String, operatingSystem: String) {
            self.hostname = hostname
            self.cores = cores
            self.cpuModel = cpuModel
            self.operatingSystem = operatingSystem
        }
    }

    public init(gitSHA: String, gitDirty: Bool?, date: String, toolchain: String, compiledWith: String,
                configuration: String, host: Host, filter: String?) {
        self.gitSHA = gitSHA
        self.gitDirty = gitDirty
        self.date = date
        self.toolchain = toolchain
        self.compiledWith = compiledWith
        self.configuration = configuration
        self.host = host
        self.filter = filter
    }

    /// Collects the metadata of this process, running git in `packageRoot`.
    public static func collect(packageRoot: URL, filter: String?, configuration: String) -> RunMetadata {
        let sha = run(["git", "rev-parse", "HEAD"], in: packageRoot)?.trimmingCharacters(in: .whitespacesAndNewlines)
        let status = sha == nil ? nil : run(["git", "status", "--porcelain", "--untracked-files=no"], in: packageRoot)
        let swiftVersion = toolchainVersion(in: packageRoot)?.split(separator: "\n").first.map(String.init)
        let info = ProcessInfo.processInfo
        return RunMetadata(
            gitSHA: sha.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown",
            gitDirty: status.map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty },
            date: ISO8601DateFormatter().string(from: Date()),
            toolchain: swiftVersion ?? "unknown",
            compiledWith: compilerVersion,
            configuration: configuration,
            host: Host(hostname: info.hostName, cores: info.activeProcessorCount, cpuModel: cpuModel(),
                       operatingSystem: info.operatingSystemVersionString),
            filter: filter)
    }

    /// The compiler version, known at compile time.
    public static var compilerVersion: String {
        #if compiler(>=6.4)
        return "Swift compiler ≥ 6.4"
        #elseif compiler(>=6.3)
        return "Swift compiler 6.3"
        #elseif compiler(>=6.2)
        return "Swift compiler 6.2"
        #elseif compiler(>=6.1)
        return "Swift compiler 6.1"
        #else
        return "Swift compiler 6.0"
        #endif
    }

    /// The `model name` line of /proc/cpuinfo, or `"unknown"` (e.g. not Linux).
    static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    /// The output of `swift --version`, or `nil` if it fails. The driver leaves an empty
    /// `TemporaryDirectory.*` in `$TMPDIR` on every call, so it runs with a temporary directory of
    /// its own, made in `temporaryDirectory` and removed afterwards (otherwise every benchmark run
    /// would leave one in /tmp).
    static func toolchainVersion(in directory: URL,
                                 temporaryDirectory: URL = FileManager.default.temporaryDirectory) -> String? {
        let files = FileManager.default
        let scratch = temporaryDirectory.appendingPathComponent("fillet-bench-swift-\(UUID().uuidString)")
        guard (try? files.createDirectory(at: scratch, withIntermediateDirectories: false)) != nil else { return nil }
        defer { try? files.removeItem(at: scratch) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        return run(["swift", "--version"], in: directory, environment: environment)
    }

    /// Standard output of `arguments` run through `/usr/bin/env`, or `nil` if it fails.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String]? = nil) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
