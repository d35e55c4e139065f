import Components
import Geometry
import Testing
import TextRasterizer
@testable import GalleryPages

/// Whether each text of a page, laid out at its frame's width (as mounting draws it),
/// keeps the lines it was measured with.
///
/// Frames are snapped to whole pixels, and a text whose width comes from its own
/// measurement (a label in a row, a caption, a button title) gets a frame up to a pixel
/// narrower than that measurement about half the time: laid out again at the frame's
/// width it wraps ("Smal" / "l") or is cut ("gr…"). That is a Components matter (text
/// measurements could be rounded up to the device pixel grid, or the painter could lay
/// text out at the unsnapped width); the showcase pages show it, the cards page avoids it
/// by giving both its texts a width.
@MainActor
@Suite struct TextFitTests {
    /// The texts of `page` that lay out differently at their frame's width than with one
    /// pixel more.
    func textsCutBySnapping(_ page: GalleryPage) -> [String] {
        let log = DiagnosticLog()
        let root = makeRoot(page.component(size: page.preferredSize), size: page.preferredSize, log: log)
        let system = TextSystem.shared
        return root.placedElements.compactMap { element, frame in
            guard case .text(let content) = element.kind else { return nil }
            let atFrame = system.measure(content.text, style: content.paragraph, width: frame.width)
            let wider = system.measure(content.text, style: content.paragraph, width: frame.width + 1)
            let cut = atFrame.lineCount != wider.lineCount || atFrame.isTruncated != wider.isTruncated
            return cut ? "\"\(content.text.string)\" in \(frame.width) px" : nil
        }
    }

    @Test func cardTextsAreNeverCut() {
        #expect(textsCutBySnapping(.cards) == [])
    }

    @Test(arguments: [GalleryPage.layout, .text, .shapes, .state])
    func showcaseTextsFitTheirSnappedFrames(_ page: GalleryPage) {
        withKnownIssue("text frames snapped below the measured width", isIntermittent: true) {
            let cut = textsCutBySnapping(page)
            #expect(cut == [], "\(cut.count) texts of the \(page) page")
        }
    }
}
