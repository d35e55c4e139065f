import Components
import Geometry
import Graphics

/// The gallery's pages, in the order an app lists them: pick one by name
/// (`GalleryPage(rawValue: "cards")`) and build its root component with
/// `component(size:)`.
///
/// ```swift
/// let page = GalleryPage.text
/// let root = ComponentRoot(page.component(size: page.preferredSize),
///                          sizeRange: .exactly(page.preferredSize))
/// ```
public enum GalleryPage: String, CaseIterable, Sendable {
    /// Flexbox rows and columns, grow and shrink, wrapping, justification and alignment,
    /// the single-child wrappers and absolute placement (`LayoutPage`).
    case layout
    /// Text styles, wrapping, truncation, alignment, scripts and emoji (`TextPage`).
    case text
    /// Boxes (colors, gradients, borders, radii, opacity, clipping) and images (`ShapesPage`).
    case shapes
    /// State in a scope and a controller: a counter and the song player (`StatePage`).
    case state
    /// Lists fed by changesets: the seed's example and a 10,000-post feed (`ListPage`).
    case list
    /// Gestures: drag, swipe to delete, long press, pinch, swipe, hover (`InteractionPage`).
    case interaction
    /// Animation: a grid reflowing on a spring, expanding rows, a thrown ball, a turning
    /// tile (`MotionPage`).
    case motion
    /// The standard controls in every state, light or dark, with large text (`ControlsPage`).
    case controls
    /// Text fields: a form, mixed scripts, read-only and disabled looks (`InputPage`).
    case input
    /// The `cards-1080p` benchmark scene (`CardsPage`).
    case cards

    /// The color under every page (each page also paints it): a window or snapshot
    /// showing pages clears to it.
    public static let background = GalleryColor.background

    /// The size every page is designed for: a 1080p window.
    public static let defaultSize = Size(width: 1920, height: 1080)

    /// The page's name in a page switcher.
    public var title: String {
        switch self {
        case .layout: "Layout"
        case .text: "Text"
        case .shapes: "Shapes and images"
        case .state: "State and controllers"
        case .list: "Lists"
        case .cards: "Cards"
        case .interaction: "Interaction"
        case .motion: "Motion"
        case .controls: "Controls"
        case .input: "Input"
        }
    }

    /// The size the page is made for. Every page is 1920 × 1080 but the Shapes and images
    /// page, 1920 × 1800 (a window scrolls it); the cards page is fixed
    /// at that size (the benchmark's canvas), the others fill whatever `size` they are
    /// given (their panels wrap).
    public var preferredSize: Size {
        // The Shapes and images page's pictures and icons take a third row of panels.
        self == .shapes ? Size(width: Self.defaultSize.width, height: 1800) : Self.defaultSize
    }

    /// Whether an app keeps the page built while another is shown: the List page's data
    /// sources (its controller's) and its lists' scroll positions are state that a rebuild
    /// without the page would lose; the other pages' state is small and rebuilt at once.
    public var keepsStateWhenHidden: Bool { self == .list }

    /// The page's root component, `size` large (the cards page ignores `size`: its canvas
    /// is the scene's 1920 × 1080). `interactive`: the page as an app shows it (the cards
    /// page's cards take taps, see `CardsPage`; the List page loads its 10,000 posts in
    /// the background); false: a still render, drawn complete in its first frame (the List
    /// page's feed is its first screenful, applied at once). The other pages always do
    /// what their buttons say. `isShown` false builds the List page without loading
    /// anything (see `keepsStateWhenHidden`).
    public func component(size: Size = GalleryPage.defaultSize, interactive: Bool = false, isShown: Bool = true)
        -> any Component {
        switch self {
        case .layout: LayoutPage(size: size)
        case .text: TextPage(size: size)
        case .shapes: ShapesPage(size: size)
        case .state: StatePage(size: size)
        case .list: ListPage(size: size, isShown: isShown, feedCount: interactive ? ListPage.feedCount : ListPage.firstScreenful,
                             loadsInBackground: interactive)
        case .cards: CardsPage(interactive: interactive)
        case .interaction: InteractionPage(size: size, appliesAtOnce: true)
        case .motion: MotionPage(size: size)
        case .controls: ControlsPage(size: size)
        case .input: InputPage(size: size)
        }
    }
}
