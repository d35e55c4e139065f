import Components
import Geometry
import Graphics
import Images
import Layout

/// An image loaded from a source (a file, bytes, a bundle's resource, or the app's own
/// loader), decoded off the main actor at the size it is laid out at, through a cache
/// shared by every component that shows the same source at the same size.
///
/// It takes the size layout gives it, like a `Box` (size it with modifiers, or keep the
/// picture's aspect with `Ratio`): so loading never moves anything. Until the image is
/// ready it shows the placeholder's color; when the load fails, the error look (the
/// placeholder with a broken-picture mark), and the failure is reported once through the
/// diagnostics handler with the source and the reason. With `fadesIn`, the image fades in
/// over the theme's motion. An animated GIF or WebP plays on the frame clock, as often as
/// the file says, and rests on its last frame after; it pauses while the window is hidden
/// and while it is out of the window or unmounted (a list's row scrolled away), and
/// nothing is built again for its frames.
///
/// Laid out again at another size, it is decoded again at that one: the painted pixels
/// decide what is decoded, so a 4000 × 3000 photo shown at 400 × 300 never occupies more
/// than what the JPEG's DCT scaling gives for that size.
///
/// ```swift
/// AsyncImage(.file("/srv/photos/harbour.jpg"), contentMode: .fill)
///     .size(width: 320, height: 200)
/// ```
///
/// It needs a scope: its source's identifier tells several apart under one parent.
public struct AsyncImage: Component, Equatable {
    public let source: ImageSource
    public let contentMode: ContentMode
    /// Fades the image in over the theme's motion when it arrives.
    public let fadesIn: Bool
    /// What shows until the image does (nil: the theme's track color).
    public let placeholder: Color?
    public let cache: ImageCache
    public let maximumPixels: Int

    public init(_ source: ImageSource, contentMode: ContentMode = .fit, fadesIn: Bool = false, placeholder: Color? = nil,
                maximumPixels: Int = ImageDecodeOptions.defaultMaximumPixels, cache: ImageCache = .shared) {
        self.source = source
        self.contentMode = contentMode
        self.fadesIn = fadesIn
        self.placeholder = placeholder
        self.maximumPixels = maximumPixels
        self.cache = cache
    }

    public static func == (lhs: AsyncImage, rhs: AsyncImage) -> Bool {
        lhs.source == rhs.source && lhs.contentMode == rhs.contentMode && lhs.fadesIn == rhs.fadesIn
            && lhs.placeholder == rhs.placeholder && lhs.cache === rhs.cache && lhs.maximumPixels == rhs.maximumPixels
    }

    public var scope: ComponentScope? { .identifier(source.identifier) }
    public func initialState() -> AsyncImageState {
        AsyncImageState(request: ImageLoadRequest(source: source, cache: cache, maximumPixels: maximumPixels))
    }
    public static var controllerType: ComponentController<AsyncImage>.Type? { AsyncImageController.self }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let state = context.state
        let fill = placeholder ?? theme.colors.track
        if case .failed(let error) = state.phase {
            context.reportResourceNotLoaded("An image could not be loaded: \(error)",
                                            fix: "check that \(source.identifier) exists and is a PNG, JPEG, GIF, WebP or SVG")
        }
        let failureMark: Color? = if case .failed = state.phase { theme.colors.secondaryLabel } else { nil }
        let animation = state.animation
        // The request's drawing stays underneath, so that every paint tells it the size;
        // the bitmap is a child with a scope of its own, so that it can fade in.
        let underneath = Custom(AsyncImageDrawing(request: state.request, contentMode: contentMode,
                                                  placeholder: animation == nil ? fill : .clear, failureMark: failureMark))
        return Overlay(underneath, overlay: animation.map {
            AsyncImageFrame(request: state.request, animation: $0, contentMode: contentMode)
        })
    }
}

/// A loaded `AsyncImage`'s bitmap, over its request's drawing: a component of its own
/// so that it fades in (`Transition.opacity`) when the image arrives in a commit that
/// animates.
struct AsyncImageFrame: Component, Equatable {
    let request: ImageLoadRequest
    let animation: AnimatedImage
    let contentMode: ContentMode

    var scope: ComponentScope? { .byType }

    func body(_ context: BuildContext<Self>) -> some Component {
        // 2.2.2 (WCAG, Pause, Stop, Hide): under reduced motion an animation shows its
        // first frame and does not play, as browsers do with animated images turned off.
        Custom(AnimatedImageDrawing(request: request, animation: animation, contentMode: contentMode,
                                    plays: !context.environment.reducesMotion))
            .transition(.opacity)
    }

    static func == (lhs: AsyncImageFrame, rhs: AsyncImageFrame) -> Bool {
        lhs.request === rhs.request && lhs.animation == rhs.animation && lhs.contentMode == rhs.contentMode
    }
}

/// An `AsyncImage`'s state: its request (what it is painted at, and the loads that
/// follow), and what has come of it.
public struct AsyncImageState: Sendable {
    /// How the load stands.
    public enum Phase: Sendable {
        /// Nothing painted yet, or the size painted at is being decoded.
        case loading
        /// Decoded at `size`: every frame (a still image has one).
        case loaded(AnimatedImage, size: PixelSize)
        case failed(ImageDecodeError)
    }

    let request: ImageLoadRequest
    public internal(set) var phase = Phase.loading

    init(request: ImageLoadRequest) {
        self.request = request
    }

    /// The decoded image, with its frames, once loaded.
    public var animation: AnimatedImage? {
        guard case .loaded(let animation, _) = phase, !animation.frames.isEmpty else { return nil }
        return animation
    }
}
