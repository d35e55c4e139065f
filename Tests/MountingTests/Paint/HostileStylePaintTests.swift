import Foundation
import Testing
import Geometry
import Graphics
import Layout
import TestSupport
import TextRasterizer
@testable import Components
@testable import Mounting

/// Components whose styles hold hostile numbers (±1.7e308, ±infinity, NaN, denormals,
/// −0, lengths beyond the layout range) in sizes, margins, positions, flex factors,
/// insets, ratios, gaps, border widths, corner radii and opacity build, lay out, mount,
/// paint, take a tap and repaint without trapping; every mounted frame is finite (layout
/// saturates), and the damaged repaint after an update gives the pixels of a full
/// repaint.
///
/// In a child process, so that a trap fails this test, and names the seed it was at
/// (the child writes each seed to a file before the tree), instead of ending the
/// whole test run.
@Suite struct HostileStylePaintTests {
    static let seeds: ClosedRange<UInt64> = 1...300

    @Test func hostileStylesPaintWithoutTrapping() async throws {
        let progressFile = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-paint-\(UUID()).seed").path
        defer { try? FileManager.default.removeItem(atPath: progressFile) }
        let result = await #expect(processExitsWith: .success) { [progressFile = progressFile as String] in
            await MainActor.run { HostileStylePaintTests.paintEverySeed(progressFile: progressFile) }
        }
        if result == nil {
            let seed = (try? String(contentsOfFile: progressFile, encoding: .utf8)) ?? "before the first seed"
            Issue.record("the child process stopped at seed \(seed)")
        }
    }

    @MainActor
    static func paintEverySeed(progressFile: String) {
        let scales = [1, 2, 1.5]
        for seed in seeds {
            // Only for the failure message: a seed that could not be written names no seed.
            _ = FileManager.default.createFile(atPath: progressFile, contents: Data("\(seed)".utf8))
            var random = SplitMix64(seed: seed)
            let scale = scales[Int(seed % 3)]
            let first = HostileComponent.random(depth: 3, &random)
            let second = HostileComponent.random(depth: 3, &random)
            let host: ComponentHost
            do {
                host = try ComponentHost(HostileComponent.root(first), size: Size(width: 160, height: 120), scale: scale,
                                         diagnostics: DiagnosticHandler { _ in })
            } catch {
                Issue.record("seed \(seed): \(error)")
                continue
            }
            host.paint()
            #expect(allFramesAreFinite(host.mounter.root), "seed \(seed): a mounted node has a frame that is not finite")
            host.handle(.pointerDown, at: Point(x: 40, y: 30))
            host.handle(.pointerUp, at: Point(x: 40, y: 30))
            host.root.update(HostileComponent.root(second))
            host.paint()
            #expect(allFramesAreFinite(host.mounter.root), "seed \(seed): a mounted node has a frame that is not finite")
            let incremental = host.image()
            host.paintAll()
            #expect(host.image().pixels == incremental.pixels, "seed \(seed) at scale \(scale): the damaged repaint differs from a full one")
            host.root.invalidate()
        }
    }

    @MainActor
    static func allFramesAreFinite(_ node: Node?) -> Bool {
        guard let node else { return true }
        return node.frame.isFinite && node.children.allSatisfy { allFramesAreFinite($0) }
    }
}

/// A random tree of built-ins whose numbers are often hostile.
enum HostileComponent {
    static let hostile: [Double] = [
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
        .leastNonzeroMagnitude, -0.0, 1e30, -1e30, 33_554_432, 1e9,
    ]
    static let ordinary: [Double] = [0, 2, 4, 10, 25.5, 60]
    static let palette: [Color] = [.black, Color(red: 0.9, green: 0.2, blue: 0.2), Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.6)]

    /// A hostile number one time in three, else an ordinary one.
    static func number(_ random: inout SplitMix64) -> Double {
        random.chance(1, in: 3) ? random.pick(hostile) : random.pick(ordinary)
    }

    static func root(_ content: any Component) -> Flexbox {
        var style = LayoutStyle()
        style.flexWrap = .wrap
        style.alignItems = .flexStart
        return Flexbox(style: style, children: [content])
    }

    static func random(depth: Int, _ random: inout SplitMix64) -> any Component {
        let component = depth > 0 && random.chance(1, in: 2) ? container(depth: depth, &random) : leaf(&random)
        return random.chance(1, in: 2) ? modified(component, &random) : component
    }

    private static func container(depth: Int, _ random: inout SplitMix64) -> any Component {
        var style = LayoutStyle()
        style.flexDirection = random.pick([.row, .column, .rowReverse, .columnReverse])
        style.flexWrap = random.pick([.noWrap, .wrap])
        style.padding = Edges(all: .points(number(&random)))
        style.columnGap = .points(number(&random))
        style.rowGap = .percent(number(&random))
        if random.chance(1, in: 4) { style.aspectRatio = number(&random) }
        let children = (0..<random.int(in: 1..<4)).map { _ in Self.random(depth: depth - 1, &random) }
        switch random.int(in: 0..<4) {
        case 0:
            return Flexbox(style: style, children: children)
        case 1:
            return Inset(number(&random)) { Flexbox(style: style, children: children) }
        case 2:
            return Ratio(number(&random)) { Flexbox(style: style, children: children) }
        default:
            let appearance = BoxAppearance(fill: .color(random.pick(palette)),
                                           border: BoxBorder(width: number(&random), color: random.pick(palette)),
                                           cornerRadii: CornerRadii(number(&random)), opacity: number(&random),
                                           clipsContent: random.chance(1, in: 2))
            return Box(appearance: appearance, style: style, children: children)
        }
    }

    private static func leaf(_ random: inout SplitMix64) -> any Component {
        switch random.int(in: 0..<6) {
        case 0: return Text("Hostile widths", attributes: TextAttributes(size: 11), maxLines: random.pick([nil, 1]))
        case 1: return Button("Tap", attributes: TextAttributes(size: 11), cornerRadius: number(&random),
                              borderWidth: number(&random), action: nil)
        case 2: return Components.Image(PaintModel.image, contentMode: random.pick([.fit, .fill, .center]))
        case 3: return Spacer(length: number(&random))
        case 4: return Custom(PaintModel.Swatch(color: random.pick(palette)))
        default: return Box(color: random.pick(palette), cornerRadius: number(&random))
        }
    }

    /// The layout modifiers, each with a hostile value at times.
    private static func modified<C: Component>(_ content: C, _ random: inout SplitMix64) -> any Component {
        var modified = content.width(number(&random))
        if random.chance(1, in: 2) { modified = modified.height(.percent(number(&random))) }
        if random.chance(1, in: 2) { modified = modified.margin(number(&random)) }
        if random.chance(1, in: 3) { modified = modified.flex(grow: number(&random), shrink: number(&random), basis: .points(number(&random))) }
        if random.chance(1, in: 3) { modified = modified.minSize(width: .points(number(&random)), height: .percent(number(&random))) }
        if random.chance(1, in: 3) { modified = modified.maxSize(width: .percent(number(&random)), height: .points(number(&random))) }
        if random.chance(1, in: 3) {
            let (left, top) = (number(&random), number(&random))
            modified = modified.position(top: top, left: left)
        }
        return modified
    }
}
