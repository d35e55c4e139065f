// swift-tools-version:6.0
// Renders a component to a PNG file, and snapshot-tests it: Tessera used the way a
// consumer package uses it, by path.
import PackageDescription

let package = Package(
    name: "RenderPNG",
    dependencies: [
        // A path dependency's identity is its folder's name, whatever the folder holds:
        // `name:` fixes it to "Tessera" wherever this repository is checked out.
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .target(name: "StatusCard", dependencies: [.product(name: "Tessera", package: "Tessera")]),
        .executableTarget(name: "render-png", dependencies: ["StatusCard"]),
        .testTarget(
            name: "StatusCardTests",
            dependencies: ["StatusCard", .product(name: "TesseraSnapshotTesting", package: "Tessera")],
            exclude: ["__Snapshots__", "card.fontset"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
