// swift-tools-version:6.0
// A counter in an SDL2 window: Tessera used the way a consumer package uses it, by path.
import PackageDescription

let package = Package(
    name: "Counter",
    dependencies: [
        // A path dependency's identity is its folder's name, whatever the folder holds:
        // `name:` fixes it to "Tessera" wherever this repository is checked out.
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "Counter", dependencies: [.product(name: "Tessera", package: "Tessera")]),
    ],
    swiftLanguageModes: [.v6]
)
