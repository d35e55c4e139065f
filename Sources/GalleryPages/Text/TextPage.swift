import Components
import Geometry

/// The text showcase: styles (sizes, weights, slants, colors, underline, strikethrough,
/// letter spacing, mixed runs), one paragraph wrapped at three widths, tail, head and
/// middle truncation with `maxLines`, alignment (left, center, right, justified, and
/// natural for right-to-left paragraphs), the scripts the text stack handles: Latin,
/// Greek, Cyrillic, Arabic, Hebrew, CJK, Thai, Devanagari and emoji, and each script's own
/// line breaking at a narrow and a wide width.
///
/// All text asks for "DejaVu Sans"; CJK, Hangul, Thai and Devanagari come from the
/// fallback fonts and emoji from Noto Color Emoji, per character. Stateless.
public struct TextPage: Component, Equatable {
    /// The page's size (its panels wrap within the width).
    public var size: Size

    public init(size: Size = GalleryPage.defaultSize) {
        self.size = size
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        pageScaffold(title: "Text",
                     subtitle: "DejaVu Sans with fallback fonts: styles, wrapping, truncation, alignment, scripts, emoji.",
                     size: size) {
            textStylesPanel()
            wrappingPanel()
            truncationPanel()
            alignmentPanel()
            scriptsPanel()
            lineBreakingPanel()
                .testID(GalleryPage.text.lastPanelTestID)
        }
    }
}
