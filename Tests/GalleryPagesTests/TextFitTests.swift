import Components
import Geometry
import Testing
import ComponentTestSupport
import TextRasterizer
@testable import GalleryPages
import TestFonts

/// Whether each text of a page keeps, as mounting draws it, the lines layout measured.
///
/// Frames are snapped to whole pixels. A text sized by its own measurement has a whole
/// pixel width (intrinsic text widths are rounded up), which snapping keeps; a text given
/// a fractional width by its parent can lose up to a pixel, and the painter then lays it
/// out one device pixel wider. Either way the lines drawn must be the lines measured.
@MainActor
@Suite(.testFonts) struct TextFitTests {
    /// The texts of `page` whose lines at the width mounting draws them (the snapped
    /// frame, or a pixel more when that loses a line) differ from layout's.
    func textsCutBySnapping(_ page: GalleryPage) -> [String] {
        let log = DiagnosticLog()
        let root = makeRoot(page.component(size: page.preferredSize), size: page.preferredSize, log: log)
        let system = TextSystem.shared
        var cut: [String] = []
        root.layout.root?.forEach { box, _ in
            guard case .text(let content) = box.element.kind else { return }
            let measured = system.measure(content.text, style: content.paragraph, width: box.unroundedFrame.width)
            var drawn = system.measure(content.text, style: content.paragraph, width: box.frame.width)
            if drawn.lineCount > measured.lineCount {
                drawn = system.measure(content.text, style: content.paragraph, width: box.frame.width + 1)
            }
            if drawn.lineCount != measured.lineCount || drawn.isTruncated != measured.isTruncated {
                cut.append("\"\(content.text.string)\" in \(box.frame.width) px")
            }
        }
        return cut
    }

    @Test(arguments: GalleryPage.allCases)
    func textsKeepTheirMeasuredLines(_ page: GalleryPage) {
        let cut = textsCutBySnapping(page)
        #expect(cut == [], "\(cut.count) texts of the \(page) page")
    }
}
