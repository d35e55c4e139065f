import Components
import Foundation
import Geometry
import Graphics
import Layout
import Mounting
@testable import Presentation
import Testing
import TextRasterizer

/// One entry point for an app on any display: options from the command line and the
/// environment, the backend resolved as the gallery resolves it, and, without a display,
/// the window's picture written as a PNG file once the app's first work has landed.
@MainActor @Suite struct AppLauncherTests {
    static let none = DisplayDevices(hasDisplayServer: false, drmCards: [], framebuffer: nil)

    @Test func optionsComeFromTheArgumentsThenTheEnvironmentThenTheDefaults() throws {
        let defaults = AppLaunchOptions(window: WindowOptions(title: "Check-in", size: Size(width: 800, height: 480)))
        let options = try AppLaunchOptions(
            arguments: ["--verbose", "--backend=png", "--size", "1024x600", "--scale", "2", "--rotate", "90",
                        "--mode", "1024x600@60", "--device", "/dev/dri/card1", "--blank-after", "5", "--allow-quit",
                        "visitors.json"],
            environment: ["TESSERA_BACKEND": "drm", "TESSERA_OUT": "/tmp/shots"], defaults: defaults)
        #expect(options.backend == .png, "the argument wins over TESSERA_BACKEND")
        #expect(options.pngFolder == "/tmp/shots")
        #expect(options.window.title == "Check-in" && options.window.size == Size(width: 1024, height: 600))
        #expect(options.window.scale == 2 && options.rotation == .clockwise90)
        let mode = try DisplayModeRequest(parsing: "1024x600@60")
        #expect(options.kioskDevice == "/dev/dri/card1" && options.mode == mode)
        #expect(options.blankAfter == .seconds(300) && options.kioskInput.allowsQuit)
        #expect(try AppLaunchOptions(arguments: [], environment: ["TESSERA_BACKEND": "window"]).backend == .sdl)
        #expect(try AppLaunchOptions(arguments: []).backend == .auto)
    }

    @Test func aBadOptionNamesItselfAndWhatItAccepts() {
        #expect(throws: AppLaunchError.invalidValue("--backend", "x11", expected: "auto, sdl, drm, fbdev, png")) {
            try AppLaunchOptions(arguments: ["--backend", "x11"])
        }
        #expect(throws: AppLaunchError.invalidValue("TESSERA_BACKEND", "kms", expected: "auto, sdl, drm, fbdev, png")) {
            try AppLaunchOptions(arguments: [], environment: ["TESSERA_BACKEND": "kms"])
        }
        #expect(throws: AppLaunchError.missingValue("--size")) { try AppLaunchOptions(arguments: ["--size"]) }
        #expect(throws: AppLaunchError.self) { try AppLaunchOptions(arguments: ["--size", "0x600"]) }
        #expect(throws: AppLaunchError.self) { try AppLaunchOptions(arguments: ["--rotate", "45"]) }
        #expect(throws: AppLaunchError.self) { try AppLaunchOptions(arguments: ["--scale", "-1"]) }
        #expect(AppLaunchError.invalidValue("--rotate", "45", expected: "0, 90, 180 or 270").description
                == "--rotate \"45\" is invalid: expected 0, 90, 180 or 270")
    }

    /// A kiosk caps the threads it paints on by argument or environment; the argument
    /// wins, and a count outside 1 through `PaintThreads.limit` is refused by name.
    @Test func paintThreadsComeFromTheArgumentOrTheEnvironment() throws {
        #expect(try AppLaunchOptions(arguments: ["--paint-threads", "2"]).paintThreads == 2)
        #expect(try AppLaunchOptions(arguments: ["--paint-threads=1"], environment: ["TESSERA_PAINT_THREADS": "4"])
            .paintThreads == 1)
        #expect(try AppLaunchOptions(arguments: [], environment: ["TESSERA_PAINT_THREADS": "3"]).paintThreads == 3)
        #expect(try AppLaunchOptions(arguments: []).paintThreads == nil)
        let expected = "a whole number of threads from 1 to \(PaintThreads.limit)"
        #expect(throws: AppLaunchError.invalidValue("--paint-threads", "0", expected: expected)) {
            try AppLaunchOptions(arguments: ["--paint-threads", "0"])
        }
        #expect(throws: AppLaunchError.invalidValue("TESSERA_PAINT_THREADS", "all", expected: expected)) {
            try AppLaunchOptions(arguments: [], environment: ["TESSERA_PAINT_THREADS": "all"])
        }
        // The launcher: its options first, then its environment.
        #expect(try AppLauncher(options: AppLaunchOptions(), devices: Self.none,
                                environment: ["TESSERA_PAINT_THREADS": "2"]).paintThreads() == 2)
        #expect(throws: AppLaunchError.self) {
            try AppLauncher(options: AppLaunchOptions(), devices: Self.none, environment: ["TESSERA_PAINT_THREADS": "99"])
                .paintThreads()
        }
    }

    @Test func withoutADisplayTheAppGoesToPNGFilesAndANamedBackendThatIsMissingIsAnError() throws {
        let launcher = AppLauncher(options: AppLaunchOptions(), devices: Self.none)
        guard case .pngFiles(let reason) = try launcher.open(content: { _ in Spacer() }) else {
            Issue.record("a machine without displays opened one")
            return
        }
        #expect(reason == "no display server, DRM card or framebuffer device")
        var drm = AppLaunchOptions()
        drm.backend = .drm
        #expect(throws: AppLaunchError.backend(.missing(.drm, "no DRM card in /dev/dri"))) {
            try AppLauncher(options: drm, devices: Self.none).open(content: { _ in Spacer() })
        }
        let closed = DisplayDevices(hasDisplayServer: false, drmCards: [DisplayDevice(path: "/dev/dri/card0", isUsable: false,
                                                                                    group: "video")], framebuffer: nil)
        #expect(throws: AppLaunchError.backend(.closed(closed.drmCards[0]))) {
            try AppLauncher(options: drm, devices: closed).open(content: { _ in Spacer() })
        }
    }

    /// Shows red until its controller's asynchronous update on mounting makes it green.
    struct Loading: Component, Equatable {
        let size: Size
        var scope: ComponentScope? { .byType }
        func initialState() -> Bool { false }
        static var controllerType: ComponentController<Loading>.Type? { LoadingController.self }
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(color: context.state ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0),
                style: .fixed(width: size.width, height: size.height))
        }
    }

    final class LoadingController: ComponentController<Loading> {
        override func didMount() { updateState(.asynchronous) { $0 = true } }
    }

    @Test func thePNGIsTheWindowsPictureAtItsSizeAndScaleOnceTheAppsWorkHasLanded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = try AppLaunchOptions(arguments: ["--size", "40x30", "--scale", "2", "--out", folder])
        options.backend = .png
        let path = try AppLauncher(options: options, devices: Self.none).writePNG(name: "check-in") { size in
            Loading(size: size)
        }
        #expect(path == folder + "/check-in.png")
        let image = try PNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 80 && image.height == 60)
        #expect(image[79, 59] == Color(red: 0, green: 1, blue: 0).premultipliedPixel)
    }
}
