import Foundation
import Geometry
import Graphics
import Instrumentation
import Mounting
import TextRasterizer

/// How the inspector's overlay looks, and draws it: outlines colored by depth, flash
/// tints, the frame-time strip (bottom right: frames per second, the last painted
/// frame's phases in milliseconds with a swatch each, and a bar per frame, stacked by
/// phase, against a 60 Hz budget line) and the diagnostics log (bottom left, the newest
/// lines). The strip and log are laid out once a frame (`layOut`) into a list of shapes
/// and texts in device pixels, drawn again for each rect of the region being composed.
/// Text goes through the app's text system, in its monospace family (with
/// `TESSERA_FONT_SET`, the set's: the same pixels on every machine).
@MainActor
final class InspectorDrawing {
    /// A laid-out strip and log, in device pixels.
    struct Layout {
        var stripPixels = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var logPixels = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var panels: [(shape: RoundedRect, color: Color)] = []
        var rects: [(rect: Rect, color: Color)] = []
        var texts: [(text: AttributedText, layout: TextLayout, origin: Point)] = []
        var textSystem: TextSystem?
    }

    /// Where the log was drawn last (a shorter log must clear the rest).
    var lastLogPixels = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private let glyphStorage = GlyphBrushStorage()

    // MARK: look

    static let panelColor = Color(red: 0.07, green: 0.08, blue: 0.10, alpha: 0.9)
    static let textColor = Color(red: 0.93, green: 0.94, blue: 0.96)
    static let dimTextColor = Color(red: 0.62, green: 0.65, blue: 0.70)
    static let budgetColor = Color(red: 1, green: 1, blue: 1, alpha: 0.35)
    static let flashColor = Color(red: 1, green: 0.15, blue: 0.55)
    static let flashAlpha = 0.38
    /// The phases' colors, in `FramePhases` order: build, layout, mount, paint, present.
    static let phaseColors = [
        Color(red: 0.69, green: 0.49, blue: 0.98), Color(red: 0.33, green: 0.62, blue: 1.0),
        Color(red: 0.22, green: 0.80, blue: 0.76), Color(red: 1.0, green: 0.62, blue: 0.25),
        Color(red: 0.45, green: 0.85, blue: 0.38),
    ]
    static let phaseNames = ["build", "layout", "mount", "paint", "present"]
    /// Outline colors by depth, cycling: neighbours in the tree differ.
    static let depthColors = [
        Color(red: 0.20, green: 0.55, blue: 1.0, alpha: 0.75), Color(red: 0.10, green: 0.75, blue: 0.70, alpha: 0.75),
        Color(red: 0.40, green: 0.75, blue: 0.15, alpha: 0.75), Color(red: 0.95, green: 0.65, blue: 0.10, alpha: 0.75),
        Color(red: 0.95, green: 0.35, blue: 0.20, alpha: 0.75), Color(red: 0.90, green: 0.25, blue: 0.65, alpha: 0.75),
        Color(red: 0.60, green: 0.35, blue: 0.95, alpha: 0.75),
    ]
    /// The log's colors by source.
    static let componentMessageColor = Color(red: 1.0, green: 0.78, blue: 0.35)
    static let fontMessageColor = Color(red: 0.45, green: 0.85, blue: 1.0)

    // Sizes in points.
    static let margin = 8.0, padding = 8.0, radius = 6.0
    static let stripWidth = 272.0, chartHeight = 34.0, chartBars = 64
    /// The chart's height is this many milliseconds (two 60 Hz frames).
    static let chartMilliseconds = 1000.0 / 30
    static let logLines = 4, logWidth = 520.0

    // MARK: drawing

    /// Tints each flash's rect by its strength at `time`.
    func drawFlashes(_ flashes: RepaintFlashes, at time: Double, in painter: Painter) {
        for flash in flashes.flashes {
            let strength = flashes.strength(of: flash, at: time)
            guard strength > 0, flash.rect.intersects(painter.clipBounds) else { continue }
            var color = Self.flashColor
            color.alpha = Self.flashAlpha * strength
            painter.fill(flash.rect.rect, with: .color(color))
        }
    }

    /// One-pixel outlines inside each node's border box, inside its clip.
    func drawOutlines(_ outlines: [NodeOutline], in painter: Painter) {
        let area = painter.clipBounds
        for outline in outlines {
            let clip = outline.clip.intersection(area)
            let rect = outline.rect
            guard !clip.isEmpty, rect.intersects(clip) else { continue }
            let color = Paint.color(Self.depthColors[outline.depth % Self.depthColors.count])
            painter.withClip(clip.rect) {
                let edges = [
                    PixelRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
                    PixelRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: rect.height > 1 ? 1 : 0),
                    PixelRect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2),
                    PixelRect(x: rect.maxX - 1, y: rect.minY + 1, width: rect.width > 1 ? 1 : 0, height: rect.height - 2),
                ]
                for edge in edges where !edge.isEmpty && edge.intersects(clip) { painter.fill(edge.rect, with: color) }
            }
        }
    }

    /// The strip and the log, as laid out.
    func draw(_ layout: Layout, in painter: Painter) {
        let area = painter.clipBounds
        guard layout.stripPixels.intersects(area) || layout.logPixels.intersects(area) else { return }
        for panel in layout.panels where panel.shape.rect.enclosingPixels.intersects(area) {
            painter.fill(panel.shape, with: .color(panel.color))
        }
        for item in layout.rects where item.rect.enclosingPixels.intersects(area) {
            painter.fill(item.rect, with: .color(item.color))
        }
        guard let system = layout.textSystem else { return }
        for item in layout.texts {
            let bounds = Rect(origin: item.origin, size: item.layout.size).enclosingPixels
            guard bounds.intersects(area) else { continue }
            system.draw(item.layout, of: item.text, at: item.origin, in: painter, storage: glyphStorage)
        }
    }

    // MARK: layout

    /// Lays out the strip (from `timeline`) and the log (its newest lines) for a window of
    /// `bounds` device pixels at `scale`.
    func layOut(in bounds: PixelRect, scale: Double, timeline: FrameTimeline, log: [InspectorLog.Message],
                textSystem: TextSystem) -> Layout {
        var layout = Layout()
        layout.textSystem = textSystem
        func snap(_ value: Double) -> Double { (value * scale).rounded() }
        func text(_ string: String, size: Double, color: Color, bold: Bool = false, at origin: Point) -> Double {
            var attributes = TextAttributes(font: FontDescriptor(family: "monospace"), size: size * scale, color: color)
            if bold { attributes.font.weight = .bold }
            let attributed = AttributedText(string, attributes: attributes)
            let laid = textSystem.layout(attributed, width: nil)
            layout.texts.append((attributed, laid, origin))
            return laid.size.width
        }

        // The strip, in the bottom right corner.
        let stripWidth = snap(Self.stripWidth), padding = snap(Self.padding), margin = snap(Self.margin)
        let chartHeight = snap(Self.chartHeight)
        let titleHeight = snap(16), labelHeight = snap(12), valueHeight = snap(15), gap = snap(6)
        let stripHeight = padding + titleHeight + gap + labelHeight + valueHeight + gap + chartHeight + padding
        let stripX = Double(bounds.maxX) - margin - stripWidth, stripY = Double(bounds.maxY) - margin - stripHeight
        let strip = Rect(x: stripX, y: stripY, width: stripWidth, height: stripHeight)
        layout.stripPixels = strip.enclosingPixels
        layout.panels.append((RoundedRect(strip, radius: snap(Self.radius)), Self.panelColor))

        let shown = timeline.latestPagePaint
        let milliseconds = { (duration: Duration) in Double(duration / .nanoseconds(1)) / 1e6 }
        var x = stripX + padding
        var y = stripY + padding
        x += text("\(timeline.framesPerSecond) fps", size: 12, color: Self.textColor, bold: true, at: Point(x: x, y: y))
        let total = shown.map { String(format: "frame %.2f ms", milliseconds($0.phases.total)) } ?? "no frame yet"
        _ = text("  " + total, size: 11, color: Self.dimTextColor, at: Point(x: x, y: y + snap(1)))
        y += titleHeight + gap
        let column = (stripWidth - 2 * padding) / 5
        let values = shown.map { frame in
            [frame.phases.build, frame.phases.layout, frame.phases.mount, frame.phases.paint, frame.phases.present]
        } ?? Array(repeating: Duration.zero, count: 5)
        for index in 0..<5 {
            let left = stripX + padding + Double(index) * column
            let swatch = snap(6)
            layout.rects.append((Rect(x: left, y: y + snap(3), width: swatch, height: swatch), Self.phaseColors[index]))
            _ = text(Self.phaseNames[index], size: 9, color: Self.dimTextColor, at: Point(x: left + swatch + snap(3), y: y))
            _ = text(String(format: "%.2f", milliseconds(values[index])), size: 11, color: Self.textColor,
                     at: Point(x: left, y: y + labelHeight))
        }
        y += labelHeight + valueHeight + gap

        // The chart: newest frame on the right, each bar its phases stacked from the bottom.
        let chartWidth = stripWidth - 2 * padding
        let chartBottom = y + chartHeight
        let pitch = (chartWidth / Double(Self.chartBars)).rounded(.down)
        let barWidth = max(1, pitch - max(1, snap(1)))
        let pixelsPerMillisecond = chartHeight / Self.chartMilliseconds
        for age in 0..<min(Self.chartBars, timeline.count) {
            guard let frame = timeline[age: age] else { break }
            let barX = stripX + padding + chartWidth - Double(age + 1) * pitch
            var top = chartBottom
            let phases = [frame.phases.build, frame.phases.layout, frame.phases.mount, frame.phases.paint,
                          frame.phases.present]
            for (index, phase) in phases.enumerated() {
                let height = min(top - y, (milliseconds(phase) * pixelsPerMillisecond).rounded())
                guard height > 0 else { continue }
                top -= height
                layout.rects.append((Rect(x: barX, y: top, width: barWidth, height: height), Self.phaseColors[index]))
            }
        }
        // The 60 Hz budget: half the chart's height.
        layout.rects.append((Rect(x: stripX + padding, y: chartBottom - (chartHeight / 2).rounded(), width: chartWidth,
                                  height: max(1, snap(0.5).rounded(.down))), Self.budgetColor))

        // The log, in the bottom left corner, when there is something in it.
        let lines = log.suffix(Self.logLines)
        guard !lines.isEmpty else { return layout }
        let logWidth = min(snap(Self.logWidth), max(0, stripX - 2 * margin))
        guard logWidth > snap(120) else { return layout }
        let lineHeight = snap(14)
        let logHeight = padding + labelHeight + Double(lines.count) * lineHeight + padding
        let logRect = Rect(x: Double(bounds.minX) + margin, y: Double(bounds.maxY) - margin - logHeight, width: logWidth,
                           height: logHeight)
        layout.logPixels = logRect.enclosingPixels
        layout.panels.append((RoundedRect(logRect, radius: snap(Self.radius)), Self.panelColor))
        var lineY = logRect.minY + padding
        _ = text("diagnostics (\(log.count))", size: 9, color: Self.dimTextColor,
                 at: Point(x: logRect.minX + padding, y: lineY))
        lineY += labelHeight
        // Monospace: a character's advance is about 0.6 of the size.
        let characters = max(8, Int((logWidth - 2 * padding) / (10 * scale * 0.6)))
        for message in lines {
            let oneLine = message.text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let shown = oneLine.count > characters ? String(oneLine.prefix(characters - 1)) + "…" : oneLine
            let color = message.source == .font ? Self.fontMessageColor : Self.componentMessageColor
            _ = text(shown, size: 10, color: color, at: Point(x: logRect.minX + padding, y: lineY))
            lineY += lineHeight
        }
        return layout
    }
}
