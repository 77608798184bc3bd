// swift-tools-version:6.0
// Fillet: exact rounded shapes (lines and true circular arcs), their invariants checked over
// thousands of parameter sets, valid-range maps and benchmarks. No package dependencies.
import PackageDescription

let package = Package(
    name: "Fillet",
    products: [
        .library(name: "FilletSupport", targets: ["FilletSupport"]),
        .library(name: "FilletGeometry", targets: ["FilletGeometry"]),
        .library(name: "FilletShapes", targets: ["FilletShapes"]),
        .library(name: "FilletSVG", targets: ["FilletSVG"]),
        .executable(name: "fillet", targets: ["fillet"]),
        .executable(name: "fillet-fuzz", targets: ["fillet-fuzz"]),
        .library(name: "PropertyCheck", targets: ["PropertyCheck"]),
        .library(name: "PropertyCheckTesting", targets: ["PropertyCheckTesting"]),
        .library(name: "FilletVerification", targets: ["FilletVerification"]),
        .library(name: "FilletGate", targets: ["FilletGate"]),
        .library(name: "FilletRepair", targets: ["FilletRepair"]),
        .library(name: "FilletExplorer", targets: ["FilletExplorer"]),
        .library(name: "FilletAudit", targets: ["FilletAudit"]),
    ],
    dependencies: [],
    targets: [
        // MARK: - Support (no geometry: atomic file writes, one-line escaping, path names)
        .target(name: "FilletSupport"),
        .testTarget(name: "FilletSupportTests", dependencies: ["FilletSupport"]),

        // MARK: - Geometry core (pure values, no I/O)
        // sincos in one call (glibc's GNU extension, not exported by Swift's Glibc module).
        .target(name: "FilletCMath", linkerSettings: [.linkedLibrary("m")]),
        // FILLET_INTERNAL_CHECKS: Path and Polyline check their structure where code bypasses the
        // validating builders (Path+Invariants.swift); on in debug builds, so in every `swift test`.
        .target(name: "FilletGeometry", dependencies: ["FilletSupport", "FilletCMath"],
                swiftSettings: [.define("FILLET_INTERNAL_CHECKS", .when(configuration: .debug))]),
        .testTarget(name: "FilletGeometryTests", dependencies: ["FilletGeometry", "FilletSupport", "FilletTestSupport"]),

        // MARK: - Shape constructions (exact fillets, stars, rects, borders, the seeds as published)
        .target(name: "FilletShapes", dependencies: ["FilletSupport", "FilletGeometry"]),
        .testTarget(name: "FilletShapesTests", dependencies: ["FilletShapes", "FilletGeometry", "FilletSupport",
                                                            "FilletTestSupport"]),

        // MARK: - SVG files (shapes of an SVG document through its own XML reader over the bytes)
        .target(name: "FilletSVG", dependencies: ["FilletGeometry", "FilletSupport"]),
        .testTarget(name: "FilletSVGTests", dependencies: ["FilletSVG", "FilletGeometry", "FilletSupport", "FilletTestSupport"]),

        // MARK: - Test support (shared by the test targets; imports Testing)
        .target(name: "FilletTestSupport", dependencies: ["FilletGeometry", "FilletSupport"], path: "Tests/FilletTestSupport"),

        // MARK: - Command-line tool (FilletCLI parses the arguments and calls the libraries; fillet runs it)
        .target(name: "FilletCLI", dependencies: ["FilletSupport", "FilletShapes", "FilletGeometry", "FilletSVG",
                                                "FilletVerification", "FilletGate", "FilletRepair", "FilletExplorer",
                                                "FilletAudit", "PropertyCheck"]),
        .executableTarget(name: "fillet", dependencies: ["FilletCLI", "FilletCAllocator"]),
        // mallopt for the CLI's process (glibc; not exported by Swift's Glibc module).
        .target(name: "FilletCAllocator"),
        // The fuzz gate: hostile argument vectors through every command of FilletCLI, in-process.
        .executableTarget(name: "fillet-fuzz", dependencies: ["FilletCLI", "FilletSupport", "FilletVerification",
                                                              "FilletGate", "PropertyCheck"]),
        .testTarget(name: "filletTests", dependencies: ["FilletCLI", "fillet-fuzz", "FilletSupport", "FilletShapes", "FilletGeometry",
                                                        "FilletSVG", "FilletVerification", "FilletGate", "FilletRepair",
                                                        "FilletExplorer", "FilletAudit", "PropertyCheck", "FilletTestSupport"]),

        // MARK: - Property engine (generic: no geometry, no XCTest/Testing)
        .target(name: "PropertyCheck", dependencies: ["FilletSupport"]),
        .testTarget(name: "PropertyCheckTests", dependencies: ["PropertyCheck", "FilletSupport"]),
        // Optional Swift Testing glue: a failing property becomes a test issue with its description.
        .target(name: "PropertyCheckTesting", dependencies: ["PropertyCheck", "FilletSupport"]),
        .testTarget(name: "PropertyCheckTestingTests", dependencies: ["PropertyCheckTesting", "PropertyCheck", "FilletSupport"]),

        // MARK: - Verification (the invariant catalogue, generators per construction, suites, reports)
        .target(name: "FilletVerification", dependencies: ["FilletSupport", "FilletGeometry", "FilletShapes",
                                                         "FilletSVG", "PropertyCheck"]),
        .testTarget(name: "FilletVerificationTests",
                    dependencies: ["FilletVerification", "FilletGate", "FilletRepair", "FilletShapes", "FilletGeometry",
                                   "PropertyCheck", "FilletSupport", "FilletTestSupport"]),

        // MARK: - The users' gate (fillet check path: inputs, configuration, baseline, the run, its writers)
        .target(name: "FilletGate", dependencies: ["FilletSupport", "FilletGeometry", "FilletSVG", "FilletVerification",
                                                 "PropertyCheck"]),
        .testTarget(name: "FilletGateTests",
                    dependencies: ["FilletGate", "FilletVerification", "FilletSVG", "FilletGeometry", "FilletSupport",
                                   "PropertyCheck", "FilletTestSupport"]),

        // MARK: - The repair (fillet fix path: edits re-checked, bounded displacement, the report and diff, writes)
        .target(name: "FilletRepair", dependencies: ["FilletSupport", "FilletGeometry", "FilletSVG", "FilletVerification",
                                                   "FilletGate", "PropertyCheck"]),

        // MARK: - Valid-range maps (fillet explore) and the seeds as published (fillet audit)
        .target(name: "FilletExplorer", dependencies: ["FilletSupport", "FilletGeometry", "FilletShapes",
                                                     "FilletVerification", "PropertyCheck"]),
        .testTarget(name: "FilletExplorerTests",
                    dependencies: ["FilletExplorer", "FilletVerification", "FilletShapes", "FilletGeometry",
                                   "FilletSupport", "FilletTestSupport"]),
        .target(name: "FilletAudit", dependencies: ["FilletSupport", "FilletGeometry", "FilletShapes",
                                                  "FilletVerification", "PropertyCheck"]),
        .testTarget(name: "FilletAuditTests",
                    dependencies: ["FilletAudit", "FilletVerification", "FilletShapes", "FilletGeometry",
                                   "FilletSupport", "FilletTestSupport"]),

        // MARK: - Benchmarks (swift run -c release fillet-bench)
        // MallocCounter interposes the C allocator: it is linked into the benchmark executable only.
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        .target(name: "BenchmarkKit", dependencies: ["FilletSupport"], path: "Benchmarks/BenchmarkKit"),
        .executableTarget(
            name: "fillet-bench",
            dependencies: ["BenchmarkKit", "MallocCounter", "FilletSupport", "FilletGeometry", "FilletShapes", "FilletSVG", "FilletVerification",
                           "FilletGate", "FilletRepair", "PropertyCheck"],
            path: "Benchmarks/fillet-bench"
        ),
        .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit", "FilletSupport"]),
    ]
)
