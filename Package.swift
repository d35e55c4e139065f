// swift-tools-version:6.0
// Tessera: a declarative UI framework for Linux (see README.md and ARCHITECTURE.md).
import Foundation
import PackageDescription

/// A C library found through pkg-config, with the Debian/Ubuntu package that provides it.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "Tessera",
    products: [
        .library(name: "Tessera", targets: ["Tessera"]),
        // For a consumer's test targets: `assertSnapshot(of: component, as: .image(size:))`.
        // Only this product depends on swift-snapshot-testing (README, "Add Tessera to your package").
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "flexlayout", targets: ["flexlayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation --target Tessera` (Sources/Tessera/Tessera.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System libraries: one module map and one shim header each.
        systemLibrary("CSDL2", pkgConfig: "sdl2", apt: "libsdl2-dev"),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig-dev"),
        systemLibrary("CFriBidi", pkgConfig: "fribidi", apt: "libfribidi-dev"),
        // libthai: the parts of a Thai compound too wide for its line (ARCHITECTURE.md).
        systemLibrary("CThai", pkgConfig: "libthai", apt: "libthai-dev"),
        // ICU (libicu-dev) behind a header of its own: see Sources/CICU/include/TesseraICU.h.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // Kiosks without a display server (issue 17): modesetting, input, keymaps.
        systemLibrary("CDRM", pkgConfig: "libdrm", apt: "libdrm-dev"),
        systemLibrary("CLibinput", pkgConfig: "libinput", apt: "libinput-dev"),
        systemLibrary("CXKBCommon", pkgConfig: "xkbcommon", apt: "libxkbcommon-dev"),
        // The session bus: the desktop's light or dark preference (XDG Desktop Portal settings).
        systemLibrary("CDBus", pkgConfig: "dbus-1", apt: "libdbus-1-dev"),
        // Images: JPEG through libjpeg-turbo (DCT scaling), and its EXIF orientation through libexif.
        systemLibrary("CTurboJPEG", pkgConfig: "libturbojpeg", apt: "libturbojpeg0-dev"),
        systemLibrary("CEXIF", pkgConfig: "libexif", apt: "libexif-dev"),
        // Images: WebP (still and animated) through libwebp's demuxer, GIF through giflib.
        systemLibrary("CWebP", pkgConfig: "libwebpdemux", apt: "libwebp-dev"),
        systemLibrary("CGIF", pkgConfig: "libgif", apt: "libgif-dev"),
        // Images: SVG through librsvg, drawn with Cairo.
        systemLibrary("CRSVG", pkgConfig: "librsvg-2.0", apt: "librsvg2-dev"),
        // Speech for the kiosk's screen reader.
        systemLibrary("CEspeakNG", pkgConfig: "espeak-ng", apt: "libespeak-ng-dev"),
        // The kernel's fbdev, console and VT interfaces: headers only (linux-libc-dev).
        .systemLibrary(name: "CLinux"),

        // Library modules, lowest first.
        // Rounding compiles to libm's floor/ceil, which a binary using only Geometry and
        // Layout would otherwise not link on Linux.
        // LibC: sine and cosine for rotations (AffineTransform).
        .target(name: "Geometry", dependencies: ["LibC"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Live object counts (debug builds), for soak tests that hold memory flat.
        .target(name: "Instrumentation"),
        // `Lock`: a value behind a pthread mutex, which ThreadSanitizer sees (Synchronization's
        // Mutex it does not; ARCHITECTURE.md, "Sanitizers").
        .target(name: "Locking", dependencies: ["LibC"]),
        // `BoundedLRU`: the one cache bounded by bytes, for text, glyphs and images.
        .target(name: "Caching", dependencies: ["Locking"]),
        // The platform's C library (Glibc, Musl or Darwin), re-exported: one import for all.
        .target(name: "LibC"),
        // `StackReserve`: deep recursion continues on a fresh thread when the stack runs low.
        .target(name: "DeepRecursion", dependencies: ["LibC"]),
        .target(name: "ScrollPhysics", dependencies: ["LibC"]),
        .target(name: "Graphics", dependencies: ["Geometry", "CPNG", "Locking", "LibC", "CPixelKernels"]),
        // AVX2 span loops chosen at run time, and prefetches: what Swift cannot say (see
        // Sources/CPixelKernels/include/PixelKernels.h).
        .target(name: "CPixelKernels"),
        // Image files decoded by content, at the size shown, within a pixel limit.
        .target(name: "Images", dependencies: ["Geometry", "Graphics", "Caching", "Locking", "CTurboJPEG", "CEXIF", "CWebP", "CGIF", "CRSVG", "LibC"]),
        .target(name: "Layout", dependencies: ["Geometry", "Instrumentation", "DeepRecursion", "LibC"]),
        .target(
            name: "TextRasterizer",
            dependencies: ["Geometry", "Graphics", "Locking", "Caching", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi", "CICU", "CThai"]
        ),
        .target(
            name: "Components",
            dependencies: ["Geometry", "Graphics", "Layout", "TextRasterizer", "Instrumentation", "Locking", "Caching", "DeepRecursion",
                           "LibC", "ScrollPhysics"]
        ),
        .target(
            name: "Mounting",
            dependencies: ["Geometry", "Graphics", "Layout", "TextRasterizer", "Components", "Instrumentation", "DeepRecursion",
                           "ScrollPhysics"]
        ),
        // Lists fed by changesets (seed 004): changesets and their validation, the preparation
        // queue, items as component roots, the virtualized List.
        .target(name: "DataSource", dependencies: ["Components", "Geometry", "Layout", "Locking", "Instrumentation", "LibC"]),
        // SDL windows, the event loop and input; the headless surface tests render through.
        .target(name: "Presentation", dependencies: ["Geometry", "Graphics", "TextRasterizer", "Components", "Mounting", "CSDL2", "Locking",
                                                     "LibC", "CDRM", "CLibinput", "CXKBCommon", "CLinux", "CDBus", "Instrumentation", "Caching"]),
        .target(
            name: "Tessera",
            dependencies: ["Geometry", "Graphics", "Layout", "TextRasterizer", "Components", "Mounting", "Presentation",
                           "Instrumentation", "ScrollPhysics", "DataSource", "Controls", "TextInput", "Images", "Caching", "Speech"]
        ),
        // `assertSnapshot(of: component, as: .image(size:))` for swift-snapshot-testing.
        .target(
            name: "TesseraSnapshotTesting",
            dependencies: ["Components", "Mounting", "Graphics", "Geometry",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // The layout JSON interface (Specs/layout-json.md): parsing and printing.
        .target(name: "LayoutJSON", dependencies: ["Layout"]),
        // The gallery's pages as components (layout, text, shapes, state, cards).
        // The standard controls and their themes, built on Components' public API only.
        .target(name: "Controls", dependencies: ["Components", "Images", "Caching", "Locking"]),
        .target(name: "Speech", dependencies: ["Mounting", "Locking", "CEspeakNG"]),
        // Text input: the editing model, and the fields built on it from Components' and
        // Controls' public API.
        .target(name: "TextInput", dependencies: ["TextRasterizer", "Locking", "LibC", "Components", "Controls"]),
        .target(name: "GalleryPages", dependencies: ["Components", "DataSource", "Controls", "TextInput", "Images"]),

        // Executables.
        .executableTarget(
            name: "gallery",
            dependencies: [
                "Tessera", "GalleryPages", "LibC", "AllocationCount", "CTurboJPEG", "CGIF",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Counts heap allocations for the gallery's benchmarks (defines malloc: never
        // link it into tests or libraries).
        .target(name: "AllocationCount"),

        .executableTarget(
            name: "flexlayout",
            dependencies: [
                "Layout", "LayoutJSON", "LibC",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests, and what they share.
        .target(name: "TestSupport", dependencies: ["Locking"], path: "Tests/TestSupport"),
        .target(name: "ComponentTestSupport", dependencies: ["Components", "Layout", "Graphics", "Locking", "TestSupport"],
                path: "Tests/ComponentTestSupport"),
        // Real X11 windows under a private Xvfb: the server, xdotool input, xwd screenshots, CPU time.
        .target(name: "DisplayTestSupport", dependencies: ["Graphics", "Geometry", "Locking"], path: "Tests/DisplayTestSupport"),
        // The fonts every test draws with (Tests/Fonts/tests.fontset): TestFontEnvironment
        // restricts FontDatabase.shared to them before main; TestFonts reads the set.
        .target(name: "TestFontEnvironment", path: "Tests/TestFontEnvironment"),
        .target(name: "TestFonts", dependencies: ["TextRasterizer", "TestFontEnvironment", "Locking"], path: "Tests/TestFonts"),
        .testTarget(name: "TextRasterizerTests", dependencies: ["TextRasterizer", "TestFonts", "TestSupport", "Locking", "Caching"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "LayoutJSON", "TestSupport", "Locking"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ComponentsTests", dependencies: ["Components", "TestSupport", "ComponentTestSupport", "TestFonts", "Locking"]),
        .testTarget(name: "ControlsTests", dependencies: ["Controls", "Components", "Mounting", "ComponentTestSupport", "TestFonts", "Images", "Locking"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "Mounting", "Locking"]),
        .testTarget(name: "GalleryPagesTests", dependencies: ["GalleryPages", "Components", "Mounting", "ComponentTestSupport", "TestFonts"]),
        .testTarget(name: "MountingTests", dependencies: ["Mounting", "Components", "TestSupport", "ComponentTestSupport", "TestFonts"]),
        .testTarget(
            name: "GallerySnapshotTests",
            dependencies: ["GalleryPages", "Mounting", "Components", "Layout", "Graphics", "TesseraSnapshotTesting", "TestFonts",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Presentation", "Components", "Mounting", "GalleryPages", "Graphics", "Geometry", "Layout",
                           "CSDL2", "ComponentTestSupport", "DisplayTestSupport", "TestFonts", "TestSupport", "Instrumentation",
                           "TextRasterizer", "CDBus", "Locking"],
            // The AT-SPI test client, run by the accessibility tests with python3.
            exclude: ["Accessibility/atspi-client.py"]
        ),
        .testTarget(
            name: "DataSourceTests",
            dependencies: ["DataSource", "Components", "Mounting", "TextRasterizer", "TestSupport", "ComponentTestSupport", "TestFonts",
                           "Locking"]
        ),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        .testTarget(name: "TextInputTests",
                    dependencies: ["TextInput", "Controls", "Components", "Mounting", "ComponentTestSupport", "TestFonts", "TestSupport"]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "DisplayTestSupportTests", dependencies: ["DisplayTestSupport", "Graphics", "Geometry"]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ImagesTests", dependencies: ["Images", "Graphics", "CTurboJPEG", "Locking"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "SystemLibrariesTests",
            dependencies: ["CSDL2", "CFreeType", "CHarfBuzz", "CPNG", "CFontconfig", "CICU", "CFriBidi", "CThai", "CDRM",
                           "CLibinput", "CXKBCommon", "CDBus", "CTurboJPEG", "CEXIF", "CWebP", "CGIF", "CRSVG"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzzing (Scripts/fuzz.sh; ARCHITECTURE.md, "Fuzzing"). Only with TESSERA_FUZZ set, which
// fuzz.sh sets for its own scratch path: the ordinary build and tests never see these.
// Each file Fuzz/Targets/NAME.swift becomes the executable FuzzNAME, depending on
// FuzzSupport and on the package's modules the file imports, so a new target is one file.
if Context.environment["TESSERA_FUZZ"] != nil {
    let folder = "Fuzz/Targets"
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/" + folder)) ?? []
    let modules = Set(package.targets.filter { $0.type == .regular || $0.type == .system }.map(\.name) + ["FuzzImageSupport"])
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Fuzz/Support"),
        // The checks the image decoders' targets share.
        .target(name: "FuzzImageSupport", dependencies: ["FuzzSupport", "Images", "Graphics"], path: "Fuzz/ImageSupport"),
    ]
    let sources = files.filter { $0.hasSuffix(".swift") }.sorted()
    for file in sources {
        let text = (try? String(contentsOfFile: Context.packageDirectory + "/" + folder + "/" + file, encoding: .utf8)) ?? ""
        let imports = text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
        }
        package.targets.append(.executableTarget(
            name: "Fuzz" + file.dropLast(".swift".count),
            dependencies: ["FuzzSupport"] + imports.filter(modules.contains).map { .target(name: $0) },
            path: folder,
            exclude: files.filter { $0 != file },
            sources: [file]
        ))
    }
}
