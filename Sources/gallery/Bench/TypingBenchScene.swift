import GalleryPages
import Tessera

/// `typing`: a `TextArea` of 900 × 700 (it scrolls itself), its caret in the middle line.
///
/// - `keystroke`: 10,000 characters in 200 lines of 50: one key to its painted frame ("x"
///   typed, then Backspace, in turn), the field's edit, rebuild, layout, mount and paint.
///   Bar: ≤ 1 ms; `pixels_painted` (the most in one frame) ≤ the edited line's
///   `line_pixels`: only that line is laid out and repainted (Slint's TextEdit lays out
///   the whole text again, slint#2306).
/// - `large-document-open`: a 1 MB document (20,000 lines of 50) in a new host: build,
///   layout, mount and the first paint (the lines out of view are measured afterwards,
///   off the main actor). Bar: ≤ 150 ms.
/// - `large-document-keystroke`: a keystroke in its middle line. Bar: ≤ 2 ms.
/// - `large-document-scroll`: a wheel step of 40 pt to its painted frame; `p99_ns` over
///   the frames. Bar: p99 ≤ 4 ms.
@MainActor
final class TypingBenchScene: BenchScene {
    let width = 1
    let height = 1
    nonisolated static let size = Size(width: 900, height: 700)
    static let lineLength = 50

    /// A document of `lines` lines of 50 characters: words of several lengths.
    static func document(lines: Int) -> String {
        let words = ["tessera", "lays", "out", "every", "line", "apart", "so", "an", "edit", "costs", "its", "own"]
        var text = ""
        text.reserveCapacity(lines * (lineLength + 1))
        for line in 0..<lines {
            var row = ""
            var word = line
            while row.count < lineLength {
                row += words[word % words.count] + " "
                word += 7
            }
            text += row.prefix(lineLength - 1) + "."
            if line < lines - 1 { text += "\n" }
        }
        return text
    }

    /// The page: the area, as large as the window.
    struct Page: Component, Equatable {
        var text: String
        func body(_ context: BuildContext<Self>) -> some Component {
            TextArea(text: text, minimumLines: 3, tag: "document").width(900).height(700)
        }
    }

    /// A line of the document: one line of body text.
    static var lineHeight: Double {
        TextSystem.shared.measure(AttributedText("X", attributes: Theme.light.text(.body)), width: nil).size.height
            .snappedToPixels(scale: 1)
    }

    private let small: ComponentHost
    private var large: ComponentHost?
    private let largeText = TypingBenchScene.document(lines: 20_000)
    private var typed = [false, false]
    private var mostPixels = 0
    private var linePixels = 0
    private var scrollTimes: [UInt64] = []
    private var scrollDirection = 1.0
    private var time = 0.0

    init() throws {
        small = try Self.openAtMiddle(Self.document(lines: 200), lines: 200)
    }

    /// A host of the page with the caret in the document's middle line.
    private static func openAtMiddle(_ text: String, lines: Int) throws -> ComponentHost {
        let host = try ComponentHost(Page(text: text), size: size, background: GalleryPage.background)
        host.paint()
        host.finishPendingWork()
        // Scroll the field's middle line to the middle, then press on it.
        let middle = lineHeight * (Double(lines / 2) + 0.5)
        host.handle(.scroll(dx: 0, dy: middle - size.height / 2), at: Point(x: 450, y: 350), time: 0)
        host.advanceAnimations(by: 1)
        host.paint()
        host.handle(.pointerDown, at: Point(x: 200, y: size.height / 2), time: 2)
        host.handle(.pointerUp, at: Point(x: 200, y: size.height / 2), time: 2.05)
        host.paint()
        return host
    }

    var figures: [BenchFigure] {
        [
            BenchFigure(mode: "keystroke", draw: { _ in }, details: {
                [("chars", 10_000), ("pixels_painted", self.mostPixels), ("line_pixels", self.linePixels),
                 ("matches_full_repaint", self.small.matchesFullRepaint() ? 1 : 0)]
            }, timedFrame: { self.keystroke(in: self.small, index: 0) }),
            BenchFigure(mode: "large-document-open", draw: { _ in }, details: { [("bytes", self.largeText.utf8.count)] },
                        timedFrame: { try self.openLarge() }),
            BenchFigure(mode: "large-document-keystroke", draw: { _ in }, details: { [("lines", 20_000)] },
                        timedFrame: { try self.largeKeystroke() }),
            BenchFigure(mode: "large-document-scroll", draw: { _ in }, details: {
                let sorted = self.scrollTimes.sorted()
                let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
                return [("p99_ns", Int(p99))]
            }, timedFrame: { try self.largeScroll() }),
        ]
    }

    func image() -> Graphics.Image? { small.image() }

    /// "x" or Backspace, in turn, to its painted frame.
    private func keystroke(in host: ComponentHost, index: Int) -> UInt64 {
        let start = FrameTimer.now()
        if typed[index] {
            host.handle(KeyEvent(key: .backspace))
        } else {
            host.handle(TextInput("x"))
        }
        typed[index].toggle()
        host.paint()
        let end = FrameTimer.now()
        if index == 0 {
            mostPixels = max(mostPixels, host.lastPaint.paintedPixels)
            if let field = try? host.frame(testID: "document") {
                // One line of the field's text, inside its border, in device pixels.
                linePixels = Int(((field.width - 2) * Self.lineHeight).rounded())
            }
        }
        return end - start
    }

    private func openLarge() throws -> UInt64 {
        let start = FrameTimer.now()
        let host = try ComponentHost(Page(text: largeText), size: Self.size, background: GalleryPage.background)
        host.paint()
        return FrameTimer.now() - start
    }

    private func largeHost() throws -> ComponentHost {
        if let large { return large }
        let host = try Self.openAtMiddle(largeText, lines: 20_000)
        large = host
        return host
    }

    private func largeKeystroke() throws -> UInt64 {
        keystroke(in: try largeHost(), index: 1)
    }

    private func largeScroll() throws -> UInt64 {
        let host = try largeHost()
        time += 0.016
        let start = FrameTimer.now()
        host.handle(.scroll(dx: 0, dy: 40 * scrollDirection), at: Point(x: 450, y: 350), time: 10 + time)
        host.advanceAnimations(to: 10 + time + 0.3)
        host.paint()
        let elapsed = FrameTimer.now() - start
        scrollTimes.append(elapsed)
        if scrollTimes.count % 50 == 0 { scrollDirection = -scrollDirection }
        return elapsed
    }
}
