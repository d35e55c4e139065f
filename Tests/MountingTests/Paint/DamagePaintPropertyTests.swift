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

/// Painting only the damaged region gives exactly the pixels of a full repaint.
///
/// Random trees of built-ins (flexbox rows and columns, boxes with fills, gradients,
/// borders, radii, opacity and clipping, text, buttons, spacers, images, a custom
/// drawing) go through random mutations. After each, the mounter's damage is filled with
/// garbage in a framebuffer painted incrementally, only the damage is repainted, and the
/// result must equal a fresh full repaint byte for byte (one that draws every node,
/// without culling by the mounter's visual bounds).
@MainActor
@Suite(.testFonts) struct DamagePaintPropertyTests {
    static let size = Size(width: 120, height: 90)
    static let background = Color(red: 0.96, green: 0.95, blue: 0.9)

    struct Failure: CustomStringConvertible {
        let sequence: Int
        let step: Int
        let scale: Double
        let history: [String]
        let model: String
        let differing: Int
        let outsideDamage: Int
        let bounds: PixelRect
        let damage: [PixelRect]

        var description: String {
            "sequence \(sequence) step \(step) at scale \(scale): \(differing) pixels differ (\(outsideDamage) outside the damage) "
                + "in \(bounds); damage \(damage); mutations \(history); tree \(model)"
        }
    }

    static func root(_ model: PaintModel) -> Flexbox {
        Flexbox(style: .column(align: .flexStart, padding: 3), children: [model.component])
    }

    /// The model's own component as the root (its kind may change, or build nothing),
    /// or wrapped in a column.
    static func rootComponent(_ model: PaintModel, wrapped: Bool) -> any Component {
        wrapped ? root(model) : model.component
    }

    static func makeRoot<C: Component>(_ component: C, layoutScale: Double) throws -> ComponentRoot {
        ComponentRoot(component, sizeRange: .exactly(size), environment: try LayoutEnvironment(scale: layoutScale),
                      diagnostics: DiagnosticHandler { _ in })
    }

    static func update<C: Component>(_ root: ComponentRoot, _ component: C) {
        root.update(component)
    }

    /// Runs `count` sequences of `steps` mutations from `seed`; returns the failures.
    /// With `halfPixels`, layout snaps frames to half device pixels (its scale is twice
    /// the mounter's), so edges, clips and text origins fall between pixels.
    /// With `focusRing`, a focus ring is drawn around a node picked at random (kept for a
    /// few steps, so it also stays while what is under it changes), damaged as the host
    /// damages it (`FocusRing.damage`).
    static func run(seed: UInt64, sequences count: Int, steps: Int, halfPixels: Bool = false,
                    focusRing: Bool = false) throws -> (failures: [Failure], checks: Int, damagedArea: Int) {
        var rng = SplitMix64(seed: seed)
        var failures: [Failure] = []
        var checks = 0, damagedArea = 0
        for sequence in 0..<count {
            let scale: Double = sequence % 4 == 3 ? 2 : (sequence % 8 == 5 ? 1.5 : 1)
            var model = PaintModel.random(depth: 3, &rng)
            let wrapped = sequence % 3 != 2
            let layoutScale = halfPixels ? 2 * scale : scale
            let root = try makeRoot(rootComponent(model, wrapped: wrapped), layoutScale: layoutScale)
            let mounter = try Mounter(scale: scale)
            let painter = try NodePainter(scale: scale)
            // The reference draws every node, so that visual bounds too small to cull by
            // would show (the same culling in both paints would hide them).
            let reference = try NodePainter(scale: scale)
            reference.cullsByVisualBounds = false
            let incremental = try Framebuffer(size: size, scale: scale)
            let full = try Framebuffer(size: size, scale: scale)
            let (width, height) = (full.width, full.height)
            let incrementalPainter = Painter(target: incremental), fullPainter = Painter(target: full)
            _ = mounter.mount(root.layout)
            painter.paint(mounter.root, in: incrementalPainter, region: nil, background: background)
            var history: [String] = []
            var ringRNG = SplitMix64(seed: seed &+ UInt64(sequence))
            var focused: Node?
            for step in 0..<steps {
                if rng.chance(1, in: 12) {
                    // The window resizes (within the framebuffer).
                    let newSize = Size(width: Double(rng.int(in: 70..<121)), height: Double(rng.int(in: 50..<91)))
                    history.append("size \(newSize.width)x\(newSize.height)")
                    root.update(sizeRange: .exactly(newSize))
                } else {
                    history.append(model.mutate(&rng))
                    update(root, rootComponent(model, wrapped: wrapped))
                }
                var damage = mounter.mount(root.layout)
                if focusRing {
                    let nodes = Self.nodes(of: mounter.root)
                    if focused.map({ node in !nodes.contains { $0 === node } }) ?? true || ringRNG.chance(1, in: 2) {
                        focused = nodes.isEmpty ? nil : nodes[ringRNG.int(in: 0..<nodes.count)]
                    }
                    let ring = focused.flatMap(FocusRing.init(around:))
                    for rect in FocusRing.damage(from: painter.focusRing, to: ring, scale: scale) { damage.add(rect) }
                    painter.focusRing = ring
                    reference.focusRing = ring
                    history.append("ring \(ring.map { "\($0.frame)" } ?? "none")")
                }
                let region = damage.region.intersection(incremental.bounds)
                damagedArea += region.area
                incremental.fillWithGarbage(region, &rng)
                painter.paint(mounter.root, in: incrementalPainter, region: damage.region, background: background)
                full.clear(to: .clear)
                reference.paint(mounter.root, in: fullPainter, region: nil, background: background)
                checks += 1
                if memcmp(incremental.pixels, full.pixels, width * height * 4) != 0 {
                    var differing = 0, outside = 0
                    var bounds = PixelRect.zero
                    for y in 0..<height {
                        for x in 0..<width where incremental[x, y] != full[x, y] {
                            differing += 1
                            if !region.contains(x: x, y: y) { outside += 1 }
                            bounds = bounds.union(PixelRect(x: x, y: y, width: 1, height: 1))
                        }
                    }
                    failures.append(Failure(sequence: sequence, step: step, scale: scale, history: history,
                                            model: model.description, differing: differing, outsideDamage: outside,
                                            bounds: bounds, damage: damage.rects))
                    if failures.count == 1 {
                        try? PNG.write(incremental.makeImage(), toFile: "/tmp/painting-failure-incremental.png")
                        try? PNG.write(full.makeImage(), toFile: "/tmp/painting-failure-full.png")
                    }
                    // Start the next step from the right pixels.
                    painter.paint(mounter.root, in: incrementalPainter, region: nil, background: background)
                }
            }
        }
        return (failures, checks, damagedArea)
    }

    /// Every node of the tree, depth first.
    static func nodes(of root: Node?) -> [Node] {
        var found: [Node] = []
        var pending = root.map { [$0] } ?? []
        while let node = pending.popLast() {
            found.append(node)
            pending.append(contentsOf: node.children)
        }
        return found
    }

    /// The same with a focus ring moving from node to node and staying while its node
    /// changes: the ring repaints its area alone and the frame is still exact.
    @Test func damagedRepaintEqualsFullRepaintWithTheFocusRingMoving() throws {
        let (failures, checks, _) = try Self.run(seed: 0xF0C5, sequences: 80, steps: 10, focusRing: true)
        for failure in failures.prefix(5) { Issue.record("\(failure)") }
        #expect(failures.isEmpty)
        #expect(checks == 800)
    }

    @Test func damagedRepaintEqualsFullRepaint() throws {
        let start = Date()
        let (failures, checks, area) = try Self.run(seed: 0x5EED_2026, sequences: 200, steps: 10)
        let seconds = Date().timeIntervalSince(start)
        print("damage property: \(checks) checks, \(area) damaged pixels, \(failures.count) failures, \(seconds) s")
        for failure in failures.prefix(5) { Issue.record("\(failure)") }
        #expect(failures.isEmpty)
        #expect(checks == 2000)
    }

    /// The same with frames between device pixels (layout at twice the mounter's scale):
    /// no pixel changes outside the damage, and the repaint inside it is exact.
    @Test func damagedRepaintEqualsFullRepaintBetweenPixels() throws {
        let (failures, checks, _) = try Self.run(seed: 0x4A1F, sequences: 60, steps: 10, halfPixels: true)
        for failure in failures.prefix(5) { Issue.record("\(failure)") }
        #expect(failures.isEmpty)
        #expect(checks == 600)
    }
}
