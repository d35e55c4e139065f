import Foundation
import Testing
import Geometry
import Graphics
import Layout
import ComponentTestSupport
import TestSupport
@testable import Components
@testable import Mounting
import TestFonts

/// Blit scrolling keeps the house invariant: after any sequence of scrolls (fractional
/// offsets, overscroll, nested viewports), content changes, indicator fades and Tab
/// presses (the focus ring moving, and following its element as content blits), the
/// frame a host brings up to date by moving pixels and repainting its damage equals a
/// full repaint byte for byte.
///
/// Random scenes put a scroll view (sometimes holding another) of random content
/// (`PaintModel`) under a random backdrop: the host's background, an opaque fill, a
/// gradient, a translucent fill, a group opacity, a rounded clip or a bordered clip;
/// with siblings drawn under or over the viewport. Before each repaint the region to
/// repaint is filled with garbage (`ComponentHost.willRepaint`), so a pixel the damage
/// misses shows; the reference draws every node without culling.
@MainActor
@Suite(.testFonts) struct ScrollBlitPropertyTests {
    static let size = Size(width: 120, height: 90)
    static let background = Color(red: 0.96, green: 0.95, blue: 0.9)

    /// What surrounds the scroll view.
    enum Backdrop: CaseIterable {
        case hostBackground, opaqueFill, gradient, translucentFill, groupOpacity, roundedClip, borderedClip
    }

    /// A random scene; `offsets` are kept in the scroll views' states, not here.
    struct Scene {
        var backdrop: Backdrop
        var axes: ScrollAxes
        var viewport: Size
        var content: PaintModel
        var extent: Size
        var inner: PaintModel?
        var under: Bool
        var over: Bool
        var roundedFill: Bool

        static let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 0.6, blue: 0)
        static let blue = Color(red: 0, green: 0, blue: 1), yellow = Color(red: 1, green: 0.9, blue: 0)

        static func random(_ rng: inout SplitMix64) -> Scene {
            Scene(backdrop: rng.pick(Backdrop.allCases), axes: rng.pick([.vertical, .horizontal, .both]),
                  viewport: Size(width: Double(rng.int(in: 30..<100)), height: Double(rng.int(in: 25..<70))),
                  content: PaintModel.random(depth: 3, &rng),
                  extent: Size(width: Double(rng.int(in: 40..<260)), height: Double(rng.int(in: 40..<260))),
                  inner: rng.chance(1, in: 3) ? PaintModel.random(depth: 2, &rng) : nil,
                  under: rng.chance(1, in: 5), over: rng.chance(1, in: 4), roundedFill: rng.chance(1, in: 2))
        }

        var component: any Component {
            var children: [any Component] = [content.component]
            if let inner {
                children.append(ScrollView(.vertical, id: "inner", style: .fixed(width: 40, height: 30)) {
                    Flexbox(style: .column(), children: [inner.component,
                                                         Box(fill: .linearGradient(BoxGradient(from: Self.red, to: Self.blue)),
                                                             style: .fixed(width: 30, height: 90))])
                })
            }
            // A gradient as large as the extent: content to scroll through on both axes.
            children.append(Box(fill: .linearGradient(BoxGradient(from: .white, to: .black, start: .topLeft,
                                                                  end: .bottomRight)),
                                style: .fixed(width: extent.width, height: extent.height)))
            let scroll = ScrollView(axes, id: "outer", style: .fixed(width: viewport.width, height: viewport.height)) {
                Flexbox(style: .column(align: .flexStart), children: children)
            }
            var siblings: [any Component] = []
            if under { siblings.append(Box(color: Self.green, style: .fixed(width: 30, height: 14)).position(top: 10)) }
            siblings.append(scroll)
            if over { siblings.append(Box(color: Self.blue, style: .fixed(width: 20, height: 12)).position(top: -20, left: 8)) }
            let column = Flexbox(style: .column(align: .flexStart, padding: 3), children: siblings)
            var style = LayoutStyle()
            style.padding = Edges(all: .points(2))
            switch backdrop {
            case .hostBackground: return column
            case .opaqueFill: return Box(appearance: BoxAppearance(fill: .color(.white)), style: style, children: [column])
            case .gradient:
                return Box(appearance: BoxAppearance(fill: .linearGradient(BoxGradient(from: Self.yellow, to: .white))),
                           style: style, children: [column])
            case .translucentFill:
                return Box(appearance: BoxAppearance(fill: .color(Color(red: 1, green: 0, blue: 0, alpha: 0.3))),
                           style: style, children: [column])
            case .groupOpacity:
                return Box(appearance: BoxAppearance(fill: .color(.white), opacity: 0.7), style: style, children: [column])
            case .roundedClip:
                // Unfilled (the host's background is the backdrop) or filled: corners of 30
                // reach into viewports near them.
                return Box(appearance: BoxAppearance(fill: roundedFill ? .color(.white) : nil, cornerRadii: CornerRadii(30),
                                                     clipsContent: true),
                           style: style, children: [column])
            case .borderedClip:
                return Box(appearance: BoxAppearance(fill: .color(.white), border: BoxBorder(width: 2.5, color: .black),
                                                     clipsContent: true),
                           style: style, children: [column])
            }
        }
    }

    struct Failure: CustomStringConvertible {
        let sequence: Int
        let step: Int
        let scale: Double
        let backdrop: Backdrop
        let history: [String]
        let differing: Int

        var description: String {
            "sequence \(sequence) step \(step) at scale \(scale) over \(backdrop): \(differing) pixels differ; steps \(history)"
        }
    }

    static func randomOffset(_ rng: inout SplitMix64) -> Double {
        switch rng.int(in: 0..<4) {
        case 0: Double(rng.int(in: 0..<200))
        case 1: Double(rng.int(in: 0..<800)) / 4
        case 2: Double(rng.int(in: -300..<3000)) / 13
        default: Double(rng.int(in: -40..<40))
        }
    }

    static func run(seed: UInt64, sequences: Int, steps: Int)
        throws -> (failures: [Failure], checks: Int, blits: Int) {
        var rng = SplitMix64(seed: seed)
        var failures: [Failure] = []
        var checks = 0, blits = 0
        for sequence in 0..<sequences {
            let scale = [1.0, 2.0, 1.5][sequence % 3]
            var scene = Scene.random(&rng)
            let host = try ComponentHost(Flexbox(style: .column(), children: [scene.component]), size: size, scale: scale,
                                         background: background, diagnostics: DiagnosticHandler { _ in })
            let check = try FullRepaintCheck(host, garbageSeed: UInt64(sequence))
            host.paint()
            var time = 0.0, history: [String] = []
            // Focus moves by Tab (the ring follows, and Tab scrolls its element into view),
            // from a generator of its own so the scenes and changes stay those of before.
            var focusRNG = SplitMix64(seed: 0xF0C5 &+ UInt64(sequence))
            for step in 0..<steps {
                if focusRNG.chance(1, in: 3) {
                    let backwards = focusRNG.chance(1, in: 3)
                    history.append(backwards ? "shift+tab" : "tab")
                    host.handle(KeyEvent(key: .tab, modifiers: backwards ? .shift : []), time: time)
                }
                // One to three changes before a frame: their damage and moves compose.
                for _ in 0..<rng.int(in: 1..<4) {
                    let viewports = host.mounter.root?.scrollViewports ?? []
                    switch rng.int(in: 0..<10) {
                    case 0..<6 where !viewports.isEmpty:
                        let index = rng.int(in: 0..<viewports.count)
                        let offset = Point(x: randomOffset(&rng), y: randomOffset(&rng))
                        let overscroll = rng.chance(1, in: 4)
                        history.append("scroll \(index) to (\(offset.x), \(offset.y))\(overscroll ? " over" : "")")
                        if let element = viewports[index].element {
                            _ = host.root.send(ScrollTo(offset: offset, allowsOverscroll: overscroll), from: element)
                        }
                    case 6, 7:
                        history.append(scene.content.mutate(&rng))
                        host.root.update(Flexbox(style: .column(), children: [scene.component]))
                    default:
                        time += Double(rng.int(in: 1..<5)) / 10
                        history.append("time \(time)")
                        host.advanceAnimations(to: time)
                    }
                }
                host.paint()
                blits += host.lastPaint.moves.count
                checks += 1
                let (differing, samples) = check.differences(in: host, samples: 6,
                                                             pngPrefix: failures.isEmpty ? "scroll-blit-failure" : nil)
                if differing > 0 {
                    history.append(samples.joined(separator: " "))
                    failures.append(Failure(sequence: sequence, step: step, scale: scale, backdrop: scene.backdrop,
                                            history: history, differing: differing))
                    host.repaint(Region(host.framebuffer.bounds))
                }
            }
        }
        return (failures, checks, blits)
    }

    @Test func blitScrollingEqualsFullRepaints() throws {
        let (failures, checks, blits) = try Self.run(seed: 0xB117_5C01, sequences: 120, steps: 12)
        print("scroll blit property: \(checks) checks, \(blits) blits, \(failures.count) failures")
        for failure in failures.prefix(5) { Issue.record("\(failure)") }
        #expect(failures.isEmpty)
        #expect(checks == 1440)
        // The test means something only if many frames were blitted.
        #expect(blits > 300, "only \(blits) blits")
    }
}
