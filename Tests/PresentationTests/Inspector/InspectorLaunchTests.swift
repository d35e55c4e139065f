import Components
import Foundation
import Geometry
import Graphics
import Presentation
import Testing
import TestFonts

/// `TESSERA_INSPECT` and `--inspect`: read once at launch, they show the overlay from the
/// first frame, also in the PNG an app writes without a display.
@MainActor
@Suite(.testFonts) struct InspectorLaunchTests {
    @Test func theVariableIsOnOffOrAClearError() throws {
        for on in ["1", "true", "YES"] { #expect(try AppLaunchOptions.inspectorRequested(by: ["TESSERA_INSPECT": on])) }
        for off in ["0", "", "false", "no"] {
            #expect(try !AppLaunchOptions.inspectorRequested(by: ["TESSERA_INSPECT": off]))
        }
        #expect(try !AppLaunchOptions.inspectorRequested(by: [:]))
        #expect(throws: AppLaunchError.invalidValue("TESSERA_INSPECT", "maybe", expected: "1 (on) or 0 (off)")) {
            try AppLaunchOptions(arguments: [], environment: ["TESSERA_INSPECT": "maybe"])
        }
        #expect(try AppLaunchOptions(arguments: ["--inspect"]).inspect)
        #expect(try AppLaunchOptions(arguments: [], environment: ["TESSERA_INSPECT": "1"]).inspect)
        #expect(try !AppLaunchOptions(arguments: []).inspect)
    }

    @Test func thePNGShowsTheOverlayWhenTheEnvironmentAsks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = AppLaunchOptions(window: WindowOptions(size: Size(width: 600, height: 400)))
        options.backend = .png
        options.pngFolder = folder
        func picture(_ environment: [String: String]) throws -> Graphics.Image {
            let path = try AppLauncher(options: options, devices: DisplayDevices(hasDisplayServer: false, drmCards: [], framebuffer: nil),
                                    environment: environment)
                .writePNG(name: "app") { _ in Box(color: Color(red: 0.2, green: 0.6, blue: 0.3)) }
            return try PNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        }
        let plain = try picture([:])
        let inspected = try picture(["TESSERA_INSPECT": "1"])
        // The strip in the bottom right corner; the outline of the one box along the edge.
        #expect(plain[590, 390] != inspected[590, 390])
        #expect(plain[300, 0] != inspected[300, 0])
        // No flash left in a still picture: the middle is the page's own.
        #expect(plain[200, 150] == inspected[200, 150])
        #expect(throws: AppLaunchError.self) { try picture(["TESSERA_INSPECT": "2"]) }
    }
}
