// swift-tools-version:6.0
// Fillet: exact rounded shapes (lines and true circular arcs), their invariants checked over
// thousands of parameter sets, valid-range maps and benchmarks. No package dependencies.
import PackageDescription

let package = Package(
    name: "Fillet",
    products: [
        .library(name: "FilletGeometry", targets: ["FilletGeometry"]),
    ],
    dependencies: [],
    targets: [
        // MARK: - Geometry core (pure values, no I/O)
        .target(name: "FilletGeometry"),
        .testTarget(name: "FilletGeometryTests", dependencies: ["FilletGeometry"]),

        // MARK: - Benchmarks (swift run -c release fillet-bench)
        // MallocCounter interposes the C allocator: it is linked into the benchmark executable only.
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        .target(name: "BenchmarkKit", path: "Benchmarks/BenchmarkKit"),
        .executableTarget(
            name: "fillet-bench",
            dependencies: ["BenchmarkKit", "MallocCounter", "FilletGeometry"],
            path: "Benchmarks/fillet-bench"
        ),
        .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
    ]
)
