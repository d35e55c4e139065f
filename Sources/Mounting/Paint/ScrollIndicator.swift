import Components
import Geometry
import Graphics

/// The bars a scroll viewport shows over its content while it scrolls, drawn by the
/// framework (apps do not draw their own): one per axis the content can move on, as
/// long along its track as the visible fraction of the content, at the place the
/// offset is along the range, shortened by overscroll as the content is stretched
/// (iOS's and Android's overlay bars). They appear when the offset changes and fade
/// after inactivity (`ScrollIndicatorFade`); a viewport that never scrolled shows none.
///
/// Rectangles are in the viewport's coordinates (points) with every edge on a device
/// pixel: the viewport's origin is on one, so the bars' damage is exact whole pixels.
enum ScrollIndicator {
    /// Bar thickness and distance from the viewport's edges (points): thin enough to
    /// leave the content readable, as phones' overlay bars are.
    static let thickness = 3.0
    static let inset = 2.0
    /// The shortest a bar gets from the visible fraction (a huge content still shows a
    /// bar a finger can see), and the shortest overscroll squeezes it to.
    static let minimumLength = 24.0
    static let minimumSqueezedLength = 2 * thickness
    /// Dark and translucent: visible on light content, and a dark page still shows it.
    static let color = Color(red: 0, green: 0, blue: 0, alpha: 0.45)

    /// The bars of a viewport of `size` scrolling on `axes` with `maximum` range shown at
    /// `offset` (points), snapped to device pixels of `scale`: the vertical one first.
    static func rects(size: Size, axes: ScrollAxes, maximum: Point, offset: Point, scale: Double) -> [Rect] {
        let vertical = axes.contains(.vertical) && maximum.y > 0
        let horizontal = axes.contains(.horizontal) && maximum.x > 0
        var rects: [Rect] = []
        // Two bars leave the corner between them free.
        let corner = vertical && horizontal ? thickness + inset : 0
        if vertical, let (start, length) = bar(track: size.height - corner, viewport: size.height,
                                                maximum: maximum.y, offset: offset.y) {
            rects.append(snapped(Rect(x: size.width - inset - thickness, y: start, width: thickness, height: length),
                                 scale: scale))
        }
        if horizontal, let (start, length) = bar(track: size.width - corner, viewport: size.width,
                                                  maximum: maximum.x, offset: offset.x) {
            rects.append(snapped(Rect(x: start, y: size.height - inset - thickness, width: length, height: thickness),
                                 scale: scale))
        }
        return rects
    }

    /// Where a bar starts along its axis and how long it is, or nil when the track is
    /// too short for one. `track` is the viewport's extent less the corner.
    private static func bar(track: Double, viewport: Double, maximum: Double, offset: Double)
        -> (start: Double, length: Double)? {
        let available = track - 2 * inset
        guard available >= minimumLength, maximum > 0, offset.isFinite else { return nil }
        let fraction = viewport / (viewport + maximum)
        var length = min(available, max(minimumLength, available * fraction))
        // Overscroll: the bar is squeezed against the end by as much as the content is
        // stretched.
        let overscroll = offset < 0 ? -offset : max(0, offset - maximum)
        length = max(minimumSqueezedLength, length - overscroll)
        let progress = min(max(offset / maximum, 0), 1)
        return (inset + progress * (available - length), length)
    }

    private static func snapped(_ rect: Rect, scale: Double) -> Rect {
        let minX = rect.minX.snappedToPixels(scale: scale), minY = rect.minY.snappedToPixels(scale: scale)
        let maxX = rect.maxX.snappedToPixels(scale: scale), maxY = rect.maxY.snappedToPixels(scale: scale)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// How a viewport's scroll indicators fade: fully shown while the offset changes and
/// for a while after, then out over a short fade, as overlay scroll bars do (Android
/// waits 300 ms and fades for 250; Chromium's overlay bars wait about half a second).
enum ScrollIndicatorFade {
    /// Seconds the bars stay after the last change of offset.
    static let delay = 0.5
    /// Seconds the fade takes.
    static let duration = 0.25

    /// The bars' opacity `elapsed` seconds after the last change (1, then linearly to 0).
    static func opacity(elapsed: Double) -> Double {
        guard elapsed > delay else { return 1 }
        return max(0, 1 - (elapsed - delay) / duration)
    }

    /// Whether the bars are gone `elapsed` seconds after the last change.
    static func isFinished(elapsed: Double) -> Bool { elapsed >= delay + duration }
}
