import Geometry
import Layout

/// What a built-in element is, with what mounting needs to draw it (and layout to
/// measure it).
///
/// `Equatable`, so mounting can tell whether an element's look changed: contents are
/// compared as values (images by their pixels, which is immediate for the same image);
/// a button whose action's type is not `Equatable` compares unequal.
public enum ElementKind: Equatable, Sendable {
    /// Layout only, draws nothing: flexbox, inset, center, ratio, background and overlay
    /// wrappers.
    case container
    /// A rectangle with a fill, border, corner radii, opacity and clipping, laid out as a
    /// flex container of its children.
    case box(BoxAppearance)
    /// A paragraph of attributed text.
    case text(TextContent)
    /// A bitmap placed in the frame by its content mode.
    case image(ImageContent)
    /// A tappable button: title (or content: its children), looks per state, action.
    case button(ButtonContent)
    /// Empty space.
    case spacer
    /// Something the app draws itself (a chart, a gauge): see `CustomDrawing`.
    case custom(CustomContent)
    /// A `ScrollView`'s viewport: clips its content and shows it from an offset.
    case scroll(ScrollContent)
    /// A virtualized list's rows (`ListContent`): each row is its own root's layout;
    /// mounting shows only those in the visible area and its overscan.
    case list(ListContent)
}

extension ElementKind {
    /// How layout measures the element's content: text, images and titled buttons are
    /// sized by what they show; nil for the others (their size comes from style and children).
    func measureFunction(in environment: LayoutEnvironment) -> MeasureFunction? {
        layoutCallbacks(in: environment).measure
    }

    /// The measure function and the first-baseline function (text and button titles,
    /// from the content box's top) of this kind of element. A text's two share one
    /// measurer, so the baseline asked right after a measurement at the same width costs
    /// nothing. Elements without a baseline function get one from layout (their first
    /// child's, or their bottom edge).
    func layoutCallbacks(in environment: LayoutEnvironment) -> (measure: MeasureFunction?, baseline: BaselineFunction?) {
        switch self {
        case .container, .box, .spacer, .custom, .scroll, .list:
            return (nil, nil)
        case .button(let content) where !content.showsTitle:
            // A content button is sized by its children, as a flex container.
            return (nil, nil)
        case .text(let content):
            let measurer = TextMeasurer(system: environment.textSystem, text: content.text, style: content.paragraph,
                                        minContent: content.paragraph.maxLines == 1 ? .zero : .longestWord,
                                        widthCache: environment.textWidths, scale: environment.scale)
            return (measurer.measure, measurer.firstBaseline)
        case .button(let content):
            let measurer = TextMeasurer(system: environment.textSystem, text: content.title, style: content.titleStyle,
                                        minContent: .maxContent, scale: environment.scale)
            return (measurer.measure, measurer.firstBaseline)
        case .image(let content):
            let size = content.naturalSize
            return ({ _ in size }, nil)
        }
    }
}
