import Components
import Geometry

/// The layout showcase: flexbox rows and columns with grow and shrink, wrapping, every
/// `justifyContent` and `alignItems` value, a column with a growing middle and
/// `alignSelf`, then the single-child wrappers (`Inset`, `Center`, `Ratio`),
/// `Background`/`Overlay` and absolute placement. Each demo sits in a captioned panel;
/// colored tiles stand in for content, light wells show their containers' extent.
///
/// Stateless: it builds the same tree for the same `size`.
public struct LayoutPage: Component, Equatable {
    /// The page's size (its panels wrap within the width).
    public var size: Size

    public init(size: Size = GalleryPage.defaultSize) {
        self.size = size
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        pageScaffold(title: "Layout",
                     subtitle: "Flexbox as browsers do it: grow, shrink, wrap, justify, align; wrappers and absolute placement.",
                     size: size) {
            growShrinkPanel()
            wrapPanel()
            justifyPanel()
            alignPanel()
            columnPanel()
            wrapperPanel()
            decorationPanel()
            absolutePanel()
                .testID(GalleryPage.layout.lastPanelTestID)
        }
    }
}
