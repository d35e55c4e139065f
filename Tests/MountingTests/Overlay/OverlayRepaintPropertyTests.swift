import Foundation
import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
import TestSupport
@testable import Components
@testable import Mounting
import TestFonts

/// The house invariant with the overlay layer: after any sequence of popups opening,
/// moving (their anchor moved, or scrolled with a list under them), changing size and
/// closing, dialogs coming and going, toasts shown and timed out, the frame a host brings
/// up to date (moving pixels, repainting its damage, which is filled with garbage first)
/// equals a full repaint byte for byte, at scales 1, 1.5 and 2.
@MainActor
@Suite(.testFonts) struct OverlayRepaintPropertyTests {
    static let size = Size(width: 200, height: 150)
    static let background = Color(red: 0.96, green: 0.95, blue: 0.9)

    /// A menu of `rows` lines.
    struct Menu: Component, Equatable {
        var rows: Int
        var tint: Double
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(fill: .color(Color(red: tint, green: 0.9, blue: 1)), border: BoxBorder(width: 1, color: .black),
                cornerRadii: CornerRadii(4), style: .column(gap: 2, padding: 4)) {
                for row in 0..<rows { Text("Item \(row)", attributes: .init(size: 11)) }
            }
        }
    }

    /// A scrolled list of twelve rows (popups on rows 2 and 7), an anchor outside it, a
    /// dialog and a toast stack.
    struct Scene: Component, Equatable {
        var open = [false, false, false]
        var placements = [PopupPlacement(), PopupPlacement(), PopupPlacement()]
        var outer = Point(x: 150, y: 20)
        var dialog = false
        var menuRows = 2
        var tint = 0.8

        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .fixed(width: 200, height: 150)) {
                ScrollView(.vertical, id: "list", style: .fixed(width: 120, height: 110)) {
                    Flexbox(style: .column()) {
                        for row in 0..<12 {
                            Box(color: Color(red: Double(row % 3) / 3, green: 0.5, blue: Double(row % 4) / 4),
                                style: .fixed(width: 100, height: 24))
                                .popup(isPresented: (row == 2 && open[0]) || (row == 7 && open[1]), id: "row",
                                       placement: placements[row == 2 ? 0 : 1]) {
                                    Menu(rows: menuRows, tint: tint)
                                }
                        }
                    }
                }
                .position(top: 10, left: 10)
                Box(color: Color(red: 0, green: 0, blue: 1), style: .fixed(width: 30, height: 20))
                    .position(top: outer.y, left: outer.x)
                    .popup(isPresented: open[2], id: "outer", placement: placements[2]) { Menu(rows: menuRows + 1, tint: tint) }
            }
            .dialog(isPresented: dialog, id: "dialog") {
                Box(color: .white, cornerRadius: 8, style: .fixed(width: 90, height: 50))
            }
            .toasts(edge: .bottom)
        }
    }

    static func randomPlacement(_ rng: inout SplitMix64) -> PopupPlacement {
        PopupPlacement(side: rng.pick([.top, .bottom, .left, .right]), alignment: rng.pick([.start, .center, .end]),
                       gap: Double(rng.int(in: 0..<9)) / 2)
    }

    static func run(seed: UInt64, sequences: Int, steps: Int) throws -> (failures: [String], checks: Int, blits: Int) {
        var rng = SplitMix64(seed: seed)
        var failures: [String] = []
        var checks = 0, blits = 0
        for sequence in 0..<sequences {
            let scale = [1.0, 1.5, 2.0][sequence % 3]
            var scene = Scene()
            let host = try ComponentHost(scene, size: size, scale: scale, background: background,
                                         diagnostics: DiagnosticHandler { _ in })
            let clock = ManualTimerClock()
            host.root.timerClock = clock
            let check = try FullRepaintCheck(host, garbageSeed: UInt64(sequence))
            host.paint()
            var history: [String] = []
            for step in 0..<steps {
                for _ in 0..<rng.int(in: 1..<3) {
                    switch rng.int(in: 0..<12) {
                    case 0..<3:
                        let index = rng.int(in: 0..<3)
                        scene.open[index].toggle()
                        scene.placements[index] = randomPlacement(&rng)
                        history.append("toggle \(index) \(scene.placements[index])")
                        host.root.update(scene)
                    case 3, 4:
                        let offset = Point(x: 0, y: Double(rng.int(in: -20..<400)) / [1, 2, 3][rng.int(in: 0..<3)])
                        history.append("scroll to \(offset.y)")
                        if let viewport = host.mounter.root?.scrollViewports.first, let element = viewport.element {
                            _ = host.root.send(ScrollTo(offset: offset), from: element)
                        }
                    case 5:
                        scene.outer = Point(x: Double(rng.int(in: -10..<190)), y: Double(rng.int(in: -10..<140)))
                        history.append("move outer anchor to \(scene.outer)")
                        host.root.update(scene)
                    case 6:
                        scene.menuRows = rng.int(in: 1..<6)
                        scene.tint = Double(rng.int(in: 0..<10)) / 10
                        history.append("menus \(scene.menuRows) rows, tint \(scene.tint)")
                        host.root.update(scene)
                    case 7:
                        scene.dialog.toggle()
                        history.append("dialog \(scene.dialog)")
                        host.root.update(scene)
                    case 8, 9:
                        let width = Double(rng.int(in: 20..<160))
                        history.append("toast \(width)")
                        if let element = host.root.layout.root?.element {
                            _ = host.root.send(ShowToast(Box(color: Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.8),
                                                             style: .fixed(width: width, height: 18)),
                                                         duration: Double(rng.int(in: 1..<4))), from: element)
                        }
                    default:
                        let seconds = Double(rng.int(in: 1..<5)) / 2
                        history.append("time +\(seconds)")
                        clock.advance(by: seconds)
                        host.advanceAnimations(by: seconds)
                    }
                }
                host.paint()
                blits += host.lastPaint.moves.count
                checks += 1
                let (differing, _) = check.differences(in: host, pngPrefix: failures.isEmpty ? "overlay-repaint-failure" : nil)
                if differing > 0 {
                    failures.append("sequence \(sequence) step \(step) at scale \(scale): \(differing) pixels differ; "
                                    + "steps \(history)")
                    host.repaint(Region(host.framebuffer.bounds))
                }
            }
        }
        return (failures, checks, blits)
    }

    @Test func partialRepaintsEqualFullRepaintsWithPopupsOpeningMovingAndClosing() throws {
        let (failures, checks, blits) = try Self.run(seed: 0x0E7A_1A7E, sequences: 36, steps: 14)
        print("overlay repaint property: \(checks) checks, \(blits) blits, \(failures.count) failures")
        for failure in failures.prefix(5) { Issue.record("\(failure)") }
        #expect(failures.isEmpty)
        #expect(checks == 504)
        #expect(blits > 0, "the list under the popups scrolled by moving pixels")
    }

    /// A popup over a scrolled list: every scroll step is a blit under the popup, and the
    /// frame stays byte-exact.
    @Test func aPopupOverAScrolledListStaysByteExact() throws {
        for scale in [1.0, 1.5, 2.0] {
            var scene = Scene()
            scene.open = [true, false, true]
            scene.outer = Point(x: 60, y: 30)
            scene.placements[2] = PopupPlacement(side: .bottom, alignment: .start)
            let host = try ComponentHost(scene, size: Self.size, scale: scale, background: Self.background,
                                         diagnostics: DiagnosticHandler { Issue.record("\($0)") })
            let check = try FullRepaintCheck(host, garbageSeed: 7)
            host.paint()
            var moves = 0, painted = 0
            for step in 1...30 {
                let viewport = try #require(host.mounter.root?.scrollViewports.first?.element)
                host.root.send(ScrollTo(offset: Point(x: 0, y: Double(step * 6))), from: viewport)
                host.paint()
                moves += host.lastPaint.moves.count
                painted += host.lastPaint.paintedPixels
                #expect(check.differences(in: host).count == 0, "scale \(scale), step \(step)")
            }
            #expect(moves == 30, "every step moved the list's pixels, the popups' clear layers over it")
            let viewport = 120 * 110 * scale * scale
            #expect(Double(painted) < 30 * viewport * 0.6, "less than the viewport repainted per step: \(painted)")
            #expect(host.overlayLayers.count == 2)
        }
    }

    /// A root that is itself a scroll view holds the overlay cells beside its content: a
    /// popup over it stays byte-exact while the content blits under it.
    @Test func aPopupOverAScrollingRootStaysByteExact() throws {
        struct Page: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                ScrollView(.vertical, id: "page") {
                    Flexbox(style: .column()) {
                        for row in 0..<20 {
                            Box(color: Color(red: Double(row % 4) / 4, green: 0.6, blue: 0.3), style: .fixed(width: 180, height: 30))
                                .popup(isPresented: row == 1, id: "menu") { Menu(rows: 3, tint: 0.5) }
                        }
                    }
                }
            }
        }
        for scale in [1.0, 2.0] {
            let host = try ComponentHost(Page(), size: Self.size, scale: scale, background: Self.background,
                                         diagnostics: DiagnosticHandler { Issue.record("\($0)") })
            let check = try FullRepaintCheck(host, garbageSeed: 11)
            host.paint()
            var moves = 0
            for step in 1...12 {
                let viewport = try #require(host.mounter.root?.scrollViewports.first?.element)
                host.root.send(ScrollTo(offset: Point(x: 0, y: Double(step * 5))), from: viewport)
                host.paint()
                moves += host.lastPaint.moves.count
                #expect(check.differences(in: host).count == 0, "scale \(scale), step \(step)")
            }
            #expect(moves > 0)
            #expect(host.overlayLayers.count == 1)
        }
    }
}
