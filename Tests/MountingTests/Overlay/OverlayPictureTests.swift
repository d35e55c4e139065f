import Foundation
import Testing
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting
import TestFonts

/// What the overlay layer draws: four menus presented on anchors near the four corners of
/// a 400 × 300 page (each flipped or shifted to stay on screen), and a dialog over them.
/// The pictures are written to the temporary directory (`overlay-edges.png`,
/// `overlay-dialog.png`) for a person to look at; the test checks what can be counted.
@MainActor
@Suite(.testFonts) struct OverlayPictureTests {
    struct Menu: Component, Equatable {
        var title: String
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(fill: .color(.white), border: BoxBorder(width: 1, color: Color(hex: 0x888888)), cornerRadii: CornerRadii(6),
                style: .column(gap: 4, padding: 8)) {
                Text(title, attributes: .init(size: 13, color: Color(hex: 0x1a4f9c)))
                Text("Open", attributes: .init(size: 12))
                Text("Rename", attributes: .init(size: 12))
                Text("Delete", attributes: .init(size: 12, color: Color(hex: 0xb00020)))
            }
        }
    }

    struct Page: Component, Equatable {
        var dialog: Bool
        func anchor(_ title: String, top: Double? = nil, right: Double? = nil, bottom: Double? = nil, left: Double? = nil,
                    side: PopupPlacement.Side) -> some Component {
            Box(color: Color(hex: 0x3b7dd8), cornerRadius: 4, style: .fixed(width: 70, height: 24))
                .position(top: top, right: right, bottom: bottom, left: left)
                .popup(isPresented: true, id: title, placement: PopupPlacement(side: side)) { Menu(title: title) }
        }

        func body(_ context: BuildContext<Self>) -> some Component {
            Box(fill: .linearGradient(BoxGradient(from: Color(hex: 0xf4efe6), to: Color(hex: 0xdfe8f2))),
                style: .fixed(width: 400, height: 300)) {
                anchor("Top left", top: 4, left: 4, side: .top)          // flips below
                anchor("Top right", top: 4, right: 4, side: .bottom)     // below, shifted left
                anchor("Bottom left", bottom: 4, left: 4, side: .bottom) // flips above
                anchor("Bottom right", right: 4, bottom: 4, side: .right) // flips left, shifted up
            }
            .dialog(isPresented: dialog, id: "confirm") {
                Box(fill: .color(.white), cornerRadii: CornerRadii(10), style: .column(gap: 8, padding: 16)) {
                    Text("Delete this file?", attributes: .init(size: 15))
                    Text("It cannot be undone.", attributes: .init(size: 12, color: Color(hex: 0x555555)))
                }
            }
        }
    }

    func render(dialog: Bool, name: String) throws -> (ComponentHost, Graphics.Image) {
        let host = try ComponentHost(Page(dialog: dialog), size: Size(width: 400, height: 300), scale: 2,
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        host.paint()
        let image = host.image()
        try PNG.write(image, toFile: FileManager.default.temporaryDirectory.appendingPathComponent(name).path)
        return (host, image)
    }

    @Test func fourMenusNearTheEdgesStayOnScreen() throws {
        let (host, _) = try render(dialog: false, name: "overlay-edges.png")
        let menus = host.overlayLayers.map { $0.node.absoluteFrame }
        #expect(menus.count == 4)
        let inside = Rect(x: 8, y: 8, width: 384, height: 284)
        for menu in menus { #expect(inside.contains(menu), "\(menu)") }
        for (index, menu) in menus.enumerated() {
            for other in menus[(index + 1)...] { #expect(menu.intersection(other) == nil, "\(menu) and \(other) apart") }
        }
    }

    @Test func aDialogDimsThePageAndTheMenus() throws {
        let (_, plain) = try render(dialog: false, name: "overlay-edges.png")
        let (host, dimmed) = try render(dialog: true, name: "overlay-dialog.png")
        #expect(host.modalOverlay?.id == "confirm")
        #expect(host.overlayLayers.last?.id == "confirm", "presented last, on top")
        // A corner pixel of the page is darker under the scrim.
        let corner = (plain.pixels[400 * 2 * 300] & 0xFF, dimmed.pixels[400 * 2 * 300] & 0xFF)
        #expect(corner.1 < corner.0)
    }
}
