import Foundation
import Tessera

/// `images` `svg-icons-first` and `svg-icons-cached`: 200 distinct 24 pt icons (`Icon`
/// with SVG symbols of their own: stars and polygons of 3 to 10 points at 25 turns, each
/// with a ring) in a 20 × 10 grid at scale 2, so 48 × 48 pixels each.
///
/// - `svg-icons-first`: a new host of the grid built, laid out, mounted and painted
///   whole with none of its symbols drawn before (each round's symbols have names of
///   their own): librsvg draws all 200. Bar: ≤ 40 ms.
/// - `svg-icons-cached`: the grid painted whole again, every mask from the cache. Bar:
///   ≤ 2 ms.
@MainActor
final class SVGIconsFigure {
    nonisolated static let columns = 20
    nonisolated static let rows = 10
    nonisolated static let side = 24.0
    nonisolated static let gap = 8.0
    static let scale = 2.0
    static var canvas: Size {
        Size(width: Double(columns) * (side + gap) + gap, height: Double(rows) * (side + gap) + gap)
    }

    private var round = 0
    private let cachedHost: ComponentHost

    init() throws {
        cachedHost = try ComponentHost(Grid(symbols: Self.symbols(named: "cached")), size: Self.canvas, scale: Self.scale)
        cachedHost.paint()
    }

    var figures: [BenchFigure] {
        [
            BenchFigure(mode: "svg-icons-first", draw: { _ in }, details: {
                [("icons", Self.columns * Self.rows), ("icon_pixels", Int(Self.side * Self.scale))]
            }, timedFrame: { try self.firstFrame() }),
            BenchFigure(mode: "svg-icons-cached", draw: { _ in }, details: {
                [("icons", Self.columns * Self.rows), ("matches_full_repaint", self.cachedHost.matchesFullRepaint() ? 1 : 0)]
            }, timedFrame: { self.cachedFrame() }),
        ]
    }

    func image() -> Graphics.Image { cachedHost.image() }

    private func firstFrame() throws -> UInt64 {
        round += 1
        let grid = Grid(symbols: Self.symbols(named: "round\(round)"))
        let start = FrameTimer.now()
        let host = try ComponentHost(grid, size: Self.canvas, scale: Self.scale)
        host.paint()
        return FrameTimer.now() - start
    }

    private func cachedFrame() -> UInt64 {
        let start = FrameTimer.now()
        cachedHost.paintAll()
        return FrameTimer.now() - start
    }

    /// 200 distinct symbols: a star or polygon (3 to 10 points, turned by 25 steps)
    /// inside a ring; `prefix` makes the names (and so the cached masks) the set's own.
    static func symbols(named prefix: String) -> [IconSymbol] {
        (0..<columns * rows).map { index in
            let points = 3 + index % 8
            let turn = Double(index / 8) * 2 * .pi / 25 / Double(points)
            let star = index % 2 == 1
            var path = ""
            let corners = star ? points * 2 : points
            for corner in 0..<corners {
                let radius = star && corner % 2 == 1 ? 3.5 : 7.5
                let angle = turn + Double(corner) * 2 * .pi / Double(corners) - .pi / 2
                let x = 12 + radius * cos(angle), y = 12 + radius * sin(angle)
                path += (corner == 0 ? "M" : "L") + String(format: "%.2f %.2f", x, y)
            }
            let svg = """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" \
                stroke-width="1.5" stroke-linejoin="round"><circle cx="12" cy="12" r="10.5"/><path d="\(path)z"/></svg>
                """
            return IconSymbol(name: "bench.\(prefix).\(index)", svg: svg)
        }
    }

    /// The icons in rows.
    struct Grid: Component, Equatable {
        let symbols: [IconSymbol]

        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: SVGIconsFigure.gap, padding: SVGIconsFigure.gap)) {
                for row in 0..<SVGIconsFigure.rows {
                    Flexbox(style: .row(gap: SVGIconsFigure.gap)) {
                        for column in 0..<SVGIconsFigure.columns {
                            Icon(symbols[row * SVGIconsFigure.columns + column], size: SVGIconsFigure.side)
                        }
                    }
                }
            }
        }
    }
}
