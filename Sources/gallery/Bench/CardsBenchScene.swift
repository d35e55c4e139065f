import GalleryPages
import Tessera

/// cards-1080p (bench-scene.md) built from components and run through a
/// `ComponentHost`: `full` is the whole pipeline for a new host (build, layout, mount,
/// paint); `paint-only` repaints the mounted tree on one thread, `paint-only-all-cores`
/// in bands on every core (`PaintThreads.default`, `threads` in its details);
/// `damage-N` and `damage-N-all-cores` repaint an N × N square of the page on one thread
/// and in bands whatever its size, which finds the crossover that
/// `NodePainter.defaultMinimumBandedArea` is set from; `incremental` changes card (4, 5)'s
/// circle color (a state update: rebuild of that card, layout, mount, paint of the
/// damage) and reports the pixels rewritten. The mounting figures use a 100 × 100 grid
/// of boxes: `mount-10k` mounts it on a new mounter, `remount-unchanged` mounts the
/// same layout again (no node touched), `remount-one-changed` alternates one box's color.
@MainActor
final class CardsBenchScene: BenchScene {
    let width = 1
    let height = 1
    private let size = CardsScene.canvasSize
    private var host: ComponentHost
    private let changedElement: Element
    private var flip = false
    private var lastDamage: [PixelRect] = []
    private var matchesFullRedraw = true

    private let grid = ComponentRoot(BoxGrid(highlighted: nil), sizeRange: .exactly(Size(width: 1000, height: 1000)))
    private var gridLayouts: [LayoutResult] = []
    private var gridMounter = Mounter()

    init() throws {
        host = try Self.makeHost()
        host.paint()
        changedElement = CardsPage.cardElement(at: CardsScene.changedCard, in: host.root.layout)!
        matchesFullRedraw = try checkIncrementalMatchesFullRedraw()
        grid.update(BoxGrid(highlighted: 5_050))
        let changed = grid.layout
        grid.update(BoxGrid(highlighted: nil))
        gridLayouts = [grid.layout, changed]
        _ = gridMounter.mount(gridLayouts[0])
    }

    /// A host painting on one thread, as the figures before bands were.
    private static func makeHost() throws -> ComponentHost {
        let host = try ComponentHost(CardsPage(), size: CardsScene.canvasSize, background: CardsScene.background)
        host.paintThreads = 1
        return host
    }

    /// The sides of the damaged squares the crossover figures repaint.
    static let damageSides = [128, 256, 384, 512, 768, 1024]

    /// Repaints an N × N square in the middle of the page with `threads`, every size in
    /// bands when there are several. (A figure's frames run one after another, so only
    /// its first frame changes the host's threads, which makes its bands.)
    private func repaintSquare(side: Int, threads: Int) {
        host.paintThreads = threads
        host.minimumBandedArea = 0
        let bounds = host.framebuffer.bounds
        host.repaint(Region(PixelRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)))
    }

    private var damageFigures: [BenchFigure] {
        Self.damageSides.flatMap { side in
            [
                BenchFigure(mode: "damage-\(side)", draw: { _ in self.repaintSquare(side: side, threads: 1) }),
                BenchFigure(mode: "damage-\(side)-all-cores", draw: { _ in
                    self.repaintSquare(side: side, threads: PaintThreads.default)
                }, details: { [("threads", PaintThreads.default)] }),
            ]
        }
    }

    var figures: [BenchFigure] {
        [
            BenchFigure(mode: "full", draw: { _ in
                self.host = try! Self.makeHost()
                self.host.paint()
            }),
            BenchFigure(mode: "paint-only", draw: { _ in
                self.host.paintThreads = 1
                self.host.paintAll()
            }),
            BenchFigure(mode: "paint-only-all-cores", draw: { _ in
                self.host.paintThreads = PaintThreads.default
                self.host.paintAll()
            }, details: { [("threads", PaintThreads.default)] }),
            BenchFigure(mode: "incremental", draw: { _ in self.changeCircle() }, details: {
                [("pixels_rewritten", Region(self.lastDamage).area), ("damage_rects", self.lastDamage.count),
                 ("matches_full_redraw", self.matchesFullRedraw ? 1 : 0)]
            }),
            BenchFigure(mode: "mount-10k", draw: { _ in
                let mounter = Mounter()
                _ = mounter.mount(self.gridLayouts[0])
            }, details: { [("nodes", 10_001)] }),
            BenchFigure(mode: "remount-unchanged", draw: { _ in _ = self.gridMounter.mount(self.gridLayouts[0]) },
                        details: { [("nodes_touched", self.touched(self.gridMounter.statistics))] }),
            BenchFigure(mode: "remount-one-changed", draw: { _ in
                self.flip.toggle()
                _ = self.gridMounter.mount(self.gridLayouts[self.flip ? 1 : 0])
            }, details: { [("nodes_touched", self.touched(self.gridMounter.statistics))] }),
        ] + damageFigures
    }

    /// The rendered frame of the cards host, for `--png`.
    func image() -> Graphics.Image? { host.image() }

    private func changeCircle() {
        host.paintThreads = 1
        host.minimumBandedArea = NodePainter.defaultMinimumBandedArea
        flip.toggle()
        host.root.send(CardComponent.SetCircleColor(flip ? CardsScene.changedCircleColor : nil), from: changedElement)
        lastDamage = host.paint()
    }

    private func touched(_ statistics: MountStatistics) -> Int {
        statistics.created + statistics.reused + statistics.updated + statistics.moved + statistics.removed
    }

    /// The incremental repaint must leave exactly the pixels of a full one.
    private func checkIncrementalMatchesFullRedraw() throws -> Bool {
        changeCircle()
        let incremental = host.image()
        host.paintAll()
        let full = host.image()
        changeCircle()
        return incremental.pixels == full.pixels
    }
}

/// 10,000 boxes in a 100 × 100 grid, one of them highlighted; each box is a cell
/// component, so changing the highlight rebuilds one cell.
struct BoxGrid: Component, Equatable {
    let highlighted: Int?

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(wrap: .wrap)) {
            for index in 0..<10_000 { GridCell(isHighlighted: index == highlighted) }
        }
    }
}

struct GridCell: Component, Equatable {
    let isHighlighted: Bool

    func body(_ context: BuildContext<Self>) -> some Component {
        Box(color: isHighlighted ? Color(red: 1, green: 0.23, blue: 0.19) : Color(red: 0, green: 0.48, blue: 1), style: .fixed(width: 10, height: 10))
    }
}
